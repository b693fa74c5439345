"""The Triton hook: kernels compiled with triton.compile for a GPUTarget (no GPU needed)."""

import os
import subprocess
import sys
import textwrap

import pytest

import nvverify

REQUIRED = os.environ.get("NVVERIFY_REQUIRE_COMPILERS") == "1"
if not REQUIRED:
    pytest.importorskip("triton")

import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402

import nvverify.triton as hook  # noqa: E402

# fp8 (e4m3) mma.sync needs sm_89: fine at sm_90a, not at sm_80.
FP8_MMA = tl.constexpr(
    "{ .reg .f32 d<4>; mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 "
    "{d0, d1, d2, d3}, {$1, $1, $1, $1}, {$1, $1}, {d0, d1, d2, d3}; mov.b32 $0, d0; }"
)


@triton.jit
def add_one(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=mask) + 1, mask=mask)


@triton.jit
def add_one_fp8_mma(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask) + 1
    y = tl.inline_asm_elementwise(FP8_MMA, "=r,r", [x], dtype=tl.int32, is_pure=True, pack=1)
    tl.store(y_ptr + offs, y, mask=mask)


SIGNATURE = {"x_ptr": "*i32", "y_ptr": "*i32", "n": "i32", "BLOCK": "constexpr"}


def compile_for(kernel, capability):
    source = ASTSource(fn=kernel, signature=SIGNATURE, constexprs={"BLOCK": 128})
    return triton.compile(source, target=GPUTarget("cuda", capability, 32))


@pytest.fixture(autouse=True)
def fresh_hook(tmp_path, monkeypatch):
    """Each test compiles into an empty cache (a cached kernel would skip the stages) and
    starts with no hook installed."""
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path / "cache"))
    from triton import knobs

    hook.uninstall()
    saved = knobs.runtime.add_stages_inspection_hook
    knobs.runtime.add_stages_inspection_hook = None
    yield
    hook.uninstall()
    knobs.runtime.add_stages_inspection_hook = saved


@pytest.fixture
def checks(monkeypatch):
    """The (target, ptx) of every module the hook verifies."""
    seen = []
    real = hook.check

    def spy(module, **options):
        seen.append((options["target"], options["ptx"]))
        return real(module, **options)

    monkeypatch.setattr(hook, "check", spy)
    return seen


@pytest.fixture
def stages_run():
    """Installs a hook of someone else's first: it records which stages run."""
    from triton import knobs

    ran = []

    def recorder(*args):
        if not args:
            return "recorder", "recorder"
        stages = args[1]
        for name in ("llir", "ptx", "cubin"):
            stage = stages[name]
            stages[name] = lambda src, md, stage=stage, name=name: (ran.append(name), stage(src, md))[1]

    knobs.runtime.add_stages_inspection_hook = recorder
    return ran


def test_a_kernel_valid_for_its_target_passes_the_hook(checks, stages_run):
    hook.install()
    compiled = compile_for(add_one, 80)
    assert ".target sm_80" in compiled.asm["ptx"]
    assert [target for target, _ in checks] == ["sm_80"]
    assert checks[0][1] is not None and checks[0][1] >= 70
    assert stages_run == ["llir", "ptx", "cubin"]


def test_an_instruction_the_target_lacks_raises_before_ptx_is_made(checks, stages_run):
    hook.install()
    with pytest.raises(nvverify.VerificationError) as raised:
        compile_for(add_one_fp8_mma, 80)
    report = raised.value.report
    [error] = report.errors
    assert error.code == "NV5005"
    assert "requires sm_89 or later; target is sm_80" in error.message
    assert error.function == "add_one_fp8_mma"
    assert "mma.sync.aligned.m16n8k32" in report_line(report, error.line)
    assert f"add_one_fp8_mma.llir:{error.line}:" in str(raised.value)
    assert stages_run == ["llir"]  # neither make_ptx nor ptxas ran


def report_line(report, line):
    return str(report).split(f"{line} |", 1)[1].splitlines()[0]


def test_the_same_kernel_compiles_where_the_target_has_the_instruction(checks):
    hook.install()
    compiled = compile_for(add_one_fp8_mma, 90)
    assert "mma.sync.aligned.m16n8k32" in compiled.asm["ptx"]
    assert [target for target, _ in checks] == ["sm_90a"]


def test_warn_mode_warns_and_goes_on(checks):
    hook.install(on_error="warn")
    with pytest.warns(nvverify.VerificationWarning, match="NV5005"):
        try:
            compile_for(add_one_fp8_mma, 80)
        except Exception as error:  # ptxas then refuses the instruction itself
            assert not isinstance(error, nvverify.VerificationError)


def test_a_previous_hook_is_kept_and_the_cache_key_names_nvverify(stages_run):
    from triton import knobs

    hook.install()
    key, digest = knobs.runtime.add_stages_inspection_hook()
    assert key.startswith("recorder") and "nvverify" in key
    compile_for(add_one, 80)
    assert stages_run == ["llir", "ptx", "cubin"]
    hook.uninstall()
    assert knobs.runtime.add_stages_inspection_hook() == ("recorder", "recorder")


def test_bad_settings_are_refused():
    with pytest.raises(ValueError, match="on_error"):
        hook.install(on_error="ignore")
    assert not hook.installed()


def test_the_environment_variable_installs_the_hook_without_code(tmp_path):
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {os.path.dirname(__file__)!r})
        import triton                               # nvverify is not imported here
        from test_triton import compile_for, add_one_fp8_mma
        try:
            compile_for(add_one_fp8_mma, 80)
        except Exception as error:
            print(type(error).__module__, type(error).__name__)
            print(str(error).splitlines()[0])
        """
    )
    env = dict(os.environ, NVVERIFY_TRITON="1", TRITON_CACHE_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    assert "nvverify VerificationError" in out.stdout, out.stdout + out.stderr
    assert "error[NV5005]" in out.stdout
    env["NVVERIFY_TRITON"] = ""
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    assert "VerificationError" not in out.stdout, out.stdout + out.stderr
