"""The Triton hook: kernels compiled with triton.compile for a GPUTarget (no GPU needed), on
whichever Triton 3.x this venv holds (python/ci.sh runs it with 3.5, 3.6 and the newest)."""

import json
import os
import pathlib
import subprocess
import sys
import textwrap
import warnings

import pytest

import nvverify

REQUIRED = os.environ.get("NVVERIFY_REQUIRE_COMPILERS") == "1"
if not REQUIRED:
    pytest.importorskip("triton")

import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.backends.nvidia.compiler import CUDABackend  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402

import nvverify.triton as hook  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
import triton_kernels  # noqa: E402

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
    hook.uninstall()
    knob = hook.seam() == "knob"
    if knob:
        from triton import knobs

        saved = knobs.runtime.add_stages_inspection_hook
        knobs.runtime.add_stages_inspection_hook = None
    yield
    hook.uninstall()
    if knob:
        knobs.runtime.add_stages_inspection_hook = saved


@pytest.fixture
def checks(monkeypatch):
    """The (target, ptx, consumer) of every module the hook verifies."""
    seen = []
    real = hook.check

    def spy(module, **options):
        seen.append((options["target"], options["ptx"], options["consumer"]))
        return real(module, **options)

    monkeypatch.setattr(hook, "check", spy)
    return seen


@pytest.fixture
def stages_run(monkeypatch):
    """Which of Triton's own stages run (make_llir, make_ptx, make_cubin), on any release."""
    ran = []
    for name, stage in (("llir", "make_llir"), ("ptx", "make_ptx"), ("cubin", "make_cubin")):
        real = getattr(CUDABackend, stage)

        def recorded(self, *args, real=real, name=name):
            ran.append(name)
            return real(self, *args)

        monkeypatch.setattr(CUDABackend, stage, recorded)
    return ran


def test_this_triton_has_a_seam():
    assert hook.seam() in ("knob", "add_stages")
    if "add_stages_inspection_hook" not in dir(type(triton.knobs.runtime)):
        assert hook.seam() == "add_stages"  # Triton 3.5 and older


def test_a_kernel_valid_for_its_target_passes_the_hook(checks, stages_run):
    hook.install()
    compiled = compile_for(add_one, 80)
    assert ".target sm_80" in compiled.asm["ptx"]
    assert [target for target, _, _ in checks] == ["sm_80"]
    assert checks[0][1] is not None and checks[0][1] >= 70
    assert checks[0][2] == f"triton@{triton.__version__}"
    assert stages_run == ["llir", "ptx", "cubin"]


def test_the_hook_verifies_at_the_ptx_version_triton_writes(checks):
    hook.install()
    compiled = compile_for(add_one, 120)
    version = next(line for line in compiled.asm["ptx"].splitlines() if line.startswith(".version"))
    major, minor = version.split()[1].split(".")
    assert checks == [("sm_120a", int(major) * 10 + int(minor), f"triton@{triton.__version__}")]


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
    assert [target for target, _, _ in checks] == ["sm_90a"]


def test_warn_mode_warns_and_goes_on(checks):
    hook.install(on_error="warn")
    with pytest.warns(nvverify.VerificationWarning, match="NV5005"):
        try:
            compile_for(add_one_fp8_mma, 80)
        except Exception as error:  # ptxas then refuses the instruction itself
            assert not isinstance(error, nvverify.VerificationError)


UNREADABLE = "\n@nvverify_cannot_read = global i32 this is not LLVM IR\n"


def test_syntax_nvverify_cannot_read_warns_and_the_compile_goes_on(monkeypatch, stages_run):
    """NV0001 is nvverify's limit, not the kernel's: one warning naming the construct and the
    Triton version, in raise mode too, and the compile goes on. (The module gets an item no
    LLVM reads, so this stays true whatever nvverify's parser learns.)"""
    real = hook.check
    monkeypatch.setattr(hook, "check", lambda module, **options: real(module + UNREADABLE, **options))
    hook.install(on_error="raise")
    with pytest.warns(nvverify.VerificationWarning) as caught:
        compiled = compile_for(add_one, 80)
    assert ".target sm_80" in compiled.asm["ptx"]
    assert stages_run == ["llir", "ptx", "cubin"]
    [warning] = [w.message for w in caught if isinstance(w.message, nvverify.VerificationWarning)]
    assert "nvverify cannot read" in str(warning) and "found 'this'" in str(warning)
    assert f"Triton {triton.__version__}" in str(warning)
    assert any(d.code == "NV0001" for d in warning.report.errors)


def test_the_warning_quotes_what_nvverify_cannot_read():
    from nvverify._hooks import verify

    module = "define void @k() {\n  ret void\n}\n" + UNREADABLE
    with pytest.warns(nvverify.VerificationWarning) as caught:
        verify(nvverify.check, module, compiler="Triton 9.9", on_error="raise", target="sm_80", name="k.llir")
    [warning] = [w.message for w in caught]
    assert str(warning).startswith("nvverify cannot read `this is not LLVM IR` at k.llir:5:36,"), str(warning)
    assert "Triton 9.9" in str(warning)


def test_real_findings_still_raise_beside_syntax_nvverify_cannot_read(monkeypatch):
    real = hook.check
    monkeypatch.setattr(hook, "check", lambda module, **options: real(module + UNREADABLE, **options))
    hook.install(on_error="raise")
    with pytest.warns(nvverify.VerificationWarning, match="cannot read"):
        with pytest.raises(nvverify.VerificationError) as raised:
            compile_for(add_one_fp8_mma, 80)
    assert [e.code for e in raised.value.report.errors] == ["NV5005"]


def test_an_internal_error_warns_and_the_compile_goes_on(monkeypatch, stages_run):
    def broken(module, **options):
        raise RuntimeError("nvverify bug")

    monkeypatch.setattr(hook, "check", broken)
    hook.install()
    with pytest.warns(nvverify.VerificationWarning, match=r"could not verify .*nvverify bug"):
        compile_for(add_one, 80)
    assert stages_run == ["llir", "ptx", "cubin"]


def test_check_still_reports_unreadable_syntax_as_an_error():
    report = nvverify.check("define void @k() {\n  ret void\n}\n" + UNREADABLE, target="sm_80")
    assert [d.code for d in report.errors] == ["NV0001"]


def test_a_kernel_cached_before_install_is_verified_when_next_compiled(checks, stages_run):
    """The hook's key is part of the on-disk cache key: what was cached without it is compiled,
    and verified, again; what was cached with it is loaded as is."""
    compile_for(add_one, 80)
    assert stages_run == ["llir", "ptx", "cubin"]
    compile_for(add_one, 80)
    assert stages_run == ["llir", "ptx", "cubin"]  # a cache hit
    hook.install()
    compile_for(add_one, 80)
    assert [target for target, _, _ in checks] == ["sm_80"]
    compile_for(add_one, 80)
    assert len(checks) == 1  # cached with the hook: not verified twice
    hook.install(on_error="warn")
    compile_for(add_one, 80)
    assert len(checks) == 2  # another mode, another key


def test_a_previous_hook_is_kept_and_the_cache_key_names_nvverify():
    if hook.seam() != "knob":
        pytest.skip("this Triton has no add_stages_inspection_hook knob")
    from triton import knobs

    ran = []

    def recorder(*args):
        if not args:
            return "recorder", "recorder"
        ran.append(sorted(args[1]))

    knobs.runtime.add_stages_inspection_hook = recorder
    hook.install()
    key, digest = knobs.runtime.add_stages_inspection_hook()
    assert key.startswith("recorder") and "nvverify" in key
    compile_for(add_one, 80)
    assert ran and "llir" in ran[0]
    hook.uninstall()
    assert knobs.runtime.add_stages_inspection_hook() == ("recorder", "recorder")


def test_uninstall_puts_the_back_end_back():
    before = (CUDABackend.add_stages, CUDABackend.hash)
    hook.install()
    assert hook.installed()
    hook.uninstall()
    assert (CUDABackend.add_stages, CUDABackend.hash) == before
    assert not hook.installed()


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


@pytest.mark.parametrize("value", ["1", "warn", "bogus"])
def test_the_environment_variable_never_breaks_import_triton(tmp_path, value):
    script = "import triton, triton.language; print('imported', triton.__version__)"
    env = dict(os.environ, NVVERIFY_TRITON=value, TRITON_CACHE_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    assert out.returncode == 0 and "imported" in out.stdout, out.stdout + out.stderr
    if value == "bogus":
        assert "NVVERIFY_TRITON ignored" in out.stderr


# ---- Triton's own tool chain as the oracle ---------------------------------------------------


def _outcome(name, capability):
    try:
        triton_kernels.compile(name, capability)
        return None
    except Exception as error:  # noqa: BLE001 - the oracle's verdict, whatever it is
        return error


def _refused_by_ptxas_for_the_ir(error) -> bool:
    """ptxas refused the PTX for what is in it (an instruction the target lacks), not because
    it does not know the target at all (ptxas 12.8 and sm_121a)."""
    return type(error).__name__ == "PTXASError" and "is not defined for option 'gpu-name'" not in str(error)


@pytest.mark.parametrize("capability", triton_kernels.CAPABILITIES)
@pytest.mark.parametrize("name", list(triton_kernels.KERNELS))
def test_the_hook_agrees_with_tritons_own_tool_chain(name, capability, tmp_path, monkeypatch):
    """Compiled without the hook first: what Triton compiles must compile with it; what
    Triton's ptxas refuses for the IR's content must be refused by the hook, before ptxas."""
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path / "plain"))
    plain = _outcome(name, capability)
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path / "hooked"))
    hook.install()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        hooked = _outcome(name, capability)
    unreadable = [str(w.message) for w in caught if "cannot read" in str(w.message)]
    _log(name, capability, plain, hooked, unreadable)
    if plain is None:
        assert hooked is None, f"the hook failed a compile Triton makes: {hooked}"
    elif _refused_by_ptxas_for_the_ir(plain):
        assert isinstance(hooked, nvverify.VerificationError), f"ptxas refused, the hook did not: {plain}"
    else:  # Triton fails anyway; the hook may say why first (NV1009: ptxas 12.8 and sm_121a)
        pytest.skip(f"Triton itself does not compile it here: {type(plain).__name__}")


def _log(name, capability, plain, hooked, unreadable):
    """One line per module for python/ci.sh's summary (``NVVERIFY_MATRIX_LOG``)."""
    path = os.environ.get("NVVERIFY_MATRIX_LOG")
    if not path:
        return
    verdict = lambda e: None if e is None else type(e).__name__  # noqa: E731
    codes = sorted({d.code for d in hooked.report.errors}) if isinstance(hooked, nvverify.VerificationError) else []
    line = {
        "triton": triton.__version__,
        "kernel": name,
        "capability": capability,
        "plain": verdict(plain),
        "oracle": "compiled" if plain is None else "ptxas refused the IR" if _refused_by_ptxas_for_the_ir(plain)
        else "not compiled by Triton",
        "hooked": verdict(hooked),
        "codes": codes,
        "unreadable": unreadable[:1],
    }
    with pathlib.Path(path).open("a") as log:
        log.write(json.dumps(line) + "\n")


STOCHASTIC_CVT = """target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

declare <2 x half> @llvm.nvvm.ff2f16x2.rs(float, float, i32)

define ptx_kernel void @k(float %a, float %b, i32 %r) {
  %v = call <2 x half> @llvm.nvvm.ff2f16x2.rs(float %a, float %b, i32 %r)
  ret void
}
"""


@pytest.mark.parametrize("assembled", [86, 88, 94])
def test_the_consumer_record_caps_the_ptx_as_this_tritons_get_features_does(assembled):
    """The data (rules/profiles.ron, consumers:) against the code of the Triton installed here:
    an intrinsic needing PTX 8.7 on sm_100a is refused exactly when Triton's own get_features
    gives its LLVM less than +ptx87."""
    from triton.backends.nvidia.compiler import CUDAOptions, get_features

    features = get_features(CUDAOptions(ptx_version=assembled), 100)
    given = max(int(f[4:]) for f in features.split(",") if f.startswith("+ptx"))
    report = nvverify.check(STOCHASTIC_CVT, target="sm_100a", consumer=hook.consumer_of(), ptx=assembled)
    assert [d.code for d in report.errors] == (["NV4002"] if given < 87 else []), (features, str(report))
