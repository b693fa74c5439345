"""The package's API: check, Report, Diagnostic, errors, requirements, explain, targets."""

import json
import pathlib
import subprocess
import threading

import pytest

import nvverify

ROOT_DIR = pathlib.Path(__file__).resolve().parents[2]

CLUSTER = """target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier.cluster.arrive()

define ptx_kernel void @kern() {
  call void @llvm.nvvm.barrier.cluster.arrive()
  ret void
}
"""


def test_a_gated_intrinsic_is_reported_with_its_site_requirement_and_help():
    report = nvverify.check(CLUSTER, target="sm_80")
    assert (report.target, report.profile) == ("sm_80", "llvm")
    assert not report.ok
    [error] = report.errors
    assert error.code == "NV4001"
    assert error.severity == "error"
    assert (error.line, error.column) == (7, 3)
    assert error.function == "kern"
    assert error.requirement == "requires sm_90 or later; target is sm_80"
    assert error.help == "compile for sm_90 (--target sm_90)"
    assert "llvm.nvvm.barrier.cluster.arrive" in error.message
    assert report.diagnostics == report.errors
    assert report.warnings == []


def test_the_same_module_is_clean_where_the_target_has_it():
    report = nvverify.check(CLUSTER, target="sm_90")
    assert report.ok and report.diagnostics == []
    assert report.raise_for_errors() is report


def test_str_is_the_command_lines_human_rendering(corpus, tmp_path):
    path = corpus / "rules" / "NV4001" / "fire.ll"
    report = nvverify.check(path, target="sm_80")
    cli = subprocess.run(
        [nvverify_binary(), "check", "--color", "never", "--target", "sm_80", str(path)],
        capture_output=True,
        text=True,
    )
    assert str(report) == cli.stdout
    assert json.loads(report.to_json())["files"][0]["diagnostics"][0]["code"] == "NV4001"


def nvverify_binary() -> str:
    """The command-line build beside the package's tests (debug or release), else skip."""
    root = pathlib.Path(__file__).resolve().parents[2]
    import os

    dirs = [os.environ.get("CARGO_TARGET_DIR", ""), str(root / "target")]
    for d in filter(None, dirs):
        for profile in ("release", "debug"):
            binary = pathlib.Path(d) / profile / "nvverify"
            if binary.exists():
                return str(binary)
    pytest.skip("no nvverify binary built (cargo build)")


def test_sources_may_be_text_bytes_or_paths(tmp_path):
    path = tmp_path / "k.ll"
    path.write_text(CLUSTER)
    from_text = nvverify.check(CLUSTER, target="sm_80")
    from_bytes = nvverify.check(CLUSTER.encode(), target="sm_80")
    from_path = nvverify.check(path, target="sm_80")
    from_str_path = nvverify.check(pathlib.PurePosixPath(str(path)), target="sm_80")
    for report in (from_bytes, from_path, from_str_path):
        assert [(d.code, d.line) for d in report.diagnostics] == [
            (d.code, d.line) for d in from_text.diagnostics
        ]
    assert from_text.path == "<string>"
    assert from_path.path == str(path)
    assert nvverify.check(CLUSTER, target="sm_80", name="kernel.ll").path == "kernel.ll"


def test_raise_for_errors_carries_the_report():
    report = nvverify.check(CLUSTER, target="sm_80")
    with pytest.raises(nvverify.VerificationError) as raised:
        report.raise_for_errors()
    assert raised.value.report is report
    assert "error[NV4001]" in str(raised.value)
    assert ":7:3" in str(raised.value)


def test_select_and_ignore_take_codes_or_prefixes():
    assert nvverify.check(CLUSTER, target="sm_80", ignore="NV4").ok
    assert nvverify.check(CLUSTER, target="sm_80", ignore=["NV4001"]).ok
    assert not nvverify.check(CLUSTER, target="sm_80", select=["NV4"]).ok
    assert nvverify.check(CLUSTER, target="sm_80", select="NV5").ok


def test_target_spellings_and_profile():
    for spelling in ("sm_80", "80", "compute_80", "-arch=sm_80"):
        assert nvverify.check(CLUSTER, target=spelling).target == "sm_80"
    assert nvverify.check(CLUSTER, target="sm_80", profile="nvvm").profile == "nvvm"


@pytest.mark.parametrize(
    "source, words",
    [
        (b"\x7fELF\x02\x01\x00\x00junk", "binary data"),
        (bytes([0xFF, 0xFE, 0x41]), "not UTF-8"),
        (b"BC\xc0\xde\x35\x14\x00\x00", "LLVM bitcode"),
        ("def kernel(x):\n    return x + 1\n", "not LLVM IR"),
        ("kernel.ll", "pass a path"),
        ("with\x00nul", "binary data"),
    ],
)
def test_input_that_is_not_ir_raises_input_error(source, words):
    with pytest.raises(nvverify.InputError, match=words):
        nvverify.check(source)


def test_bad_options_raise_value_errors(tmp_path):
    with pytest.raises(nvverify.InputError, match="sm_999"):
        nvverify.check(CLUSTER, target="sm_999")
    with pytest.raises(ValueError, match="profile"):
        nvverify.check(CLUSTER, profile="cuda")
    with pytest.raises(ValueError, match="E0308"):
        nvverify.check(CLUSTER, select="E0308")
    with pytest.raises(ValueError, match="ptx"):
        nvverify.check(CLUSTER, ptx="eight")
    with pytest.raises(nvverify.InputError, match="cannot read"):
        nvverify.check(tmp_path / "missing.ll")
    with pytest.raises(TypeError, match="not int"):
        nvverify.check(42)


def test_a_module_with_syntax_errors_is_a_report_not_an_exception():
    report = nvverify.check(CLUSTER + "\ndefine void @broken( {\n")
    assert any(d.code == "NV0001" for d in report.errors)


def test_parameter_space_overflow_lists_the_layout(corpus):
    report = nvverify.check(corpus / "rules" / "NV7001" / "fire_sm90_32768.ll", target="sm_90")
    [error] = report.errors
    assert error.code == "NV7001"
    assert error.notes[0] == "parameter space layout (2 parameters, 32768 bytes):"
    assert "offset 32760, 8 bytes" in error.notes[2]
    assert "pointer to global memory" in error.help


def test_explain_and_targets():
    assert "param-space-overflow" in nvverify.explain("NV7001")
    with pytest.raises(nvverify.InputError):
        nvverify.explain("NV9999")
    names = [t.name for t in nvverify.targets()]
    assert names[0] == "sm_20" and "sm_90a" in names and "sm_100f" in names
    sm100a = next(t for t in nvverify.targets() if t.name == "sm_100a")
    assert (sm100a.sm, sm100a.kind, sm100a.family, sm100a.min_ptx) == (
        100,
        "arch-specific",
        "sm_100f",
        "8.6",
    )


def test_requirements_names_the_lowest_targets_and_the_forcing_sites():
    needs = nvverify.requirements(CLUSTER, targets=["sm_80", "sm_90a"])
    base = needs.lowest["base"]
    assert (base.target, base.ptx, base.below) == ("sm_90", "7.8", "sm_89")
    assert [(s.code, s.line) for s in base.forced_by] == [("NV4001", 7)]
    assert needs.lowest["arch-specific"].target == "sm_90a"
    assert needs.lowest["family"].target == "sm_100f"
    assert [(v.target, v.accepted) for v in needs.verdicts] == [("sm_80", False), ("sm_90a", True)]
    assert not needs.satisfied
    assert "lowest sm_XX   sm_90 with PTX 7.8" in str(needs)
    assert json.loads(needs.to_json())["files"][0]["lowest"][0]["target"] == "sm_90"
    with pytest.raises(nvverify.InputError):
        nvverify.requirements(CLUSTER, targets="sm_999")


def test_checks_run_in_parallel_threads():
    reports = [None] * 8

    def run(i):
        reports[i] = nvverify.check(CLUSTER, target="sm_80" if i % 2 else "sm_90")

    threads = [threading.Thread(target=run, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [r.ok for r in reports] == [i % 2 == 0 for i in range(8)]


def test_ptx_wins_over_the_targets_default(corpus):
    path = corpus / "rules" / "NV4002" / "fire.ll"
    assert [d.code for d in nvverify.check(path, target="sm_90").errors] == ["NV4002"]
    assert [d.code for d in nvverify.check(path, target="sm_90", ptx="7.8").errors] == ["NV4002"]
    for ptx in ("8.0", 8.0, 80, "8.6", "+ptx80"):
        assert nvverify.check(path, target="sm_90", ptx=ptx).ok, ptx


def test_llvm_versions_are_checked_against_the_rules():
    assert nvverify.check(CLUSTER, target="sm_90", llvm=19).ok
    with pytest.raises(nvverify.InputError, match="LLVM version"):
        nvverify.check(CLUSTER, llvm=3)


def test_a_finding_names_the_python_line_and_folds_unrolled_sites():
    fixture = ROOT_DIR / "tests" / "fixtures" / "triton_unrolled_asm.ll"
    report = nvverify.check(fixture)
    first, second = report.errors
    assert first.code == "NV8001"
    assert first.source == "/home/user/proj/fence_kernel.py:12:8"
    assert [line for line, _ in first.ir_sites] == list(range(10, 18))
    assert first.ir_sites[0] == (first.line, first.column)
    assert second.source == "/home/user/proj/fence_kernel.py:14:4"
    assert second.ir_sites == [(second.line, second.column)]


def test_without_debug_info_there_is_no_source():
    [error] = nvverify.check(CLUSTER, target="sm_80").errors
    assert error.source is None
    assert error.ir_sites == [(7, 3)]
