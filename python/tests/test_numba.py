"""The numba-cuda hook: kernels compiled with numba.cuda.compile_ptx for a compute capability
(no GPU needed; libNVVM comes from the nvidia-cuda-nvcc wheel)."""

import os
import subprocess
import sys
import textwrap

import pytest

import nvverify

REQUIRED = os.environ.get("NVVERIFY_REQUIRE_COMPILERS") == "1"
if not REQUIRED:
    pytest.importorskip("numba.cuda")

from llvmlite import ir  # noqa: E402
from numba import cuda, types  # noqa: E402
from numba.core import cgutils  # noqa: E402
from numba.core.extending import intrinsic  # noqa: E402

import nvverify.numba as hook  # noqa: E402

SIGNATURE = "void(float32[:], float32, float32[:], float32[:])"


@intrinsic
def cluster_arrive(typingctx):
    """A user-written intrinsic for a Hopper instruction: numba-cuda does not gate it by
    compute capability, so nothing stops it on sm_80 before libNVVM and ptxas."""

    def codegen(context, builder, signature, args):
        fnty = ir.FunctionType(ir.VoidType(), [])
        fn = cgutils.get_or_insert_function(builder.module, fnty, "llvm.nvvm.barrier.cluster.arrive")
        builder.call(fn, [])
        return context.get_dummy_value()

    return types.void(), codegen


def axpy(r, a, x, y):
    i = cuda.grid(1)
    if i < r.size:
        r[i] = a * x[i] + y[i]


def axpy_in_a_cluster(r, a, x, y):
    cluster_arrive()
    i = cuda.grid(1)
    if i < r.size:
        r[i] = a * x[i] + y[i]


@pytest.fixture(autouse=True)
def fresh_hook():
    hook.uninstall()
    yield
    hook.uninstall()


@pytest.fixture
def checks(monkeypatch):
    """The (target, profile) of every module the hook verifies."""
    seen = []
    real = hook.check

    def spy(module, **options):
        report = real(module, **options)
        seen.append((report.target, report.profile))
        return report

    monkeypatch.setattr(hook, "check", spy)
    return seen


@pytest.fixture
def libnvvm_verified(monkeypatch):
    """Counts libNVVM's own verifications (the hook goes before them)."""
    from numba.cuda.cudadrv.nvvm import CompilationUnit

    calls = []
    real = CompilationUnit.verify

    def verify(self):
        calls.append(self)
        return real(self)

    monkeypatch.setattr(CompilationUnit, "verify", verify)
    return calls


def test_a_kernel_valid_for_its_target_passes_the_hook(checks, libnvvm_verified):
    hook.install()
    ptx, _ = cuda.compile_ptx(axpy, SIGNATURE, cc=(8, 0))
    assert ".target sm_80" in ptx
    assert checks == [("sm_80", "nvvm")]
    assert len(libnvvm_verified) == 1


def test_an_intrinsic_the_target_lacks_raises_before_libnvvm(checks, libnvvm_verified):
    hook.install()
    with pytest.raises(nvverify.VerificationError) as raised:
        cuda.compile_ptx(axpy_in_a_cluster, SIGNATURE, cc=(8, 0))
    [error] = raised.value.report.errors
    assert error.code == "NV4001"
    assert error.message.startswith("llvm.nvvm.barrier.cluster.arrive requires sm_90 or later")
    assert "axpy_in_a_cluster" in error.function
    assert f"nvvm-module.ll:{error.line}:" in str(raised.value)
    assert libnvvm_verified == []  # libNVVM never saw it


def test_the_same_kernel_compiles_where_the_target_has_it(checks):
    hook.install()
    ptx, _ = cuda.compile_ptx(axpy_in_a_cluster, SIGNATURE, cc=(9, 0))
    assert "barrier.cluster.arrive" in ptx
    assert checks == [("sm_90", "nvvm")]


def test_warn_mode_warns_and_goes_on(checks):
    hook.install(on_error="warn")
    with pytest.warns(nvverify.VerificationWarning, match="NV4001"):
        try:
            cuda.compile_ptx(axpy_in_a_cluster, SIGNATURE, cc=(8, 0))
        except Exception as error:
            assert not isinstance(error, nvverify.VerificationError)


UNREADABLE = b"\n@nvverify_cannot_read = global i32 this is not LLVM IR\n"


def test_syntax_nvverify_cannot_read_warns_and_the_compile_goes_on(monkeypatch, libnvvm_verified):
    """NV0001 is nvverify's limit: one warning naming the construct and the numba-cuda version,
    in raise mode too; libNVVM then verifies and compiles as usual."""
    real = hook.check
    monkeypatch.setattr(hook, "check", lambda module, **options: real(bytes(module) + UNREADABLE, **options))
    hook.install(on_error="raise")
    with pytest.warns(nvverify.VerificationWarning) as caught:
        ptx, _ = cuda.compile_ptx(axpy, SIGNATURE, cc=(8, 0))
    assert ".target sm_80" in ptx
    assert len(libnvvm_verified) == 1
    [warning] = [w.message for w in caught if isinstance(w.message, nvverify.VerificationWarning)]
    assert "nvverify cannot read" in str(warning) and "found 'this'" in str(warning)
    assert "numba-cuda 0." in str(warning)


def test_an_internal_error_warns_and_the_compile_goes_on(monkeypatch, libnvvm_verified):
    def broken(module, **options):
        raise RuntimeError("nvverify bug")

    monkeypatch.setattr(hook, "check", broken)
    hook.install()
    with pytest.warns(nvverify.VerificationWarning, match=r"could not verify .*nvverify bug"):
        cuda.compile_ptx(axpy, SIGNATURE, cc=(8, 0))
    assert len(libnvvm_verified) == 1


def test_uninstall_puts_the_compilation_unit_back():
    from numba.cuda.cudadrv.nvvm import CompilationUnit

    before = (CompilationUnit.add_module, CompilationUnit.verify)
    hook.install()
    assert CompilationUnit.verify is not before[1]
    hook.uninstall()
    assert (CompilationUnit.add_module, CompilationUnit.verify) == before


def test_the_environment_variable_installs_the_hook_without_code():
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {os.path.dirname(__file__)!r})
        from numba import cuda                      # nvverify is not imported here
        from test_numba import axpy_in_a_cluster, SIGNATURE
        try:
            cuda.compile_ptx(axpy_in_a_cluster, SIGNATURE, cc=(8, 0))
            print("compiled")
        except Exception as error:
            print(type(error).__module__, type(error).__name__)
        """
    )
    env = dict(os.environ, NVVERIFY_NUMBA="1")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    assert "nvverify VerificationError" in out.stdout, out.stdout + out.stderr
    env["NVVERIFY_NUMBA"] = ""
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    assert "VerificationError" not in out.stdout, out.stdout + out.stderr
