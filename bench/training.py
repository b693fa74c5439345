"""The training set of the release build's profile (bench/pgo/generate.py) and link layout
(bench/layout/generate.py): what a check runs through on generated modules and the corpus.

None of it is a timed module of bench/ (those come from ../shared/bench/gen_big_module.py):
`gen_module` modules of 2 and 20 MiB without violations (the common case: a build's modules are
mostly clean), 2 MiB modules with violations, a tree of small modules and corpus/, under the
inferred profile and `--profile llvm`, at 1 and 2 threads, in the human and JSON formats."""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


def training_runs(work):
    """(group, arguments after `check`) of the code's training runs (callgrind) and of the
    data's (lackey, ~100 times slower than the program: small modules of the same kinds)."""
    gen = os.path.join(TARGET, "release", "examples", "gen_module")
    run(["cargo", "build", "--release", "--quiet", "-p", "engine", "--example", "gen_module"], cwd=ROOT)
    modules = {
        "c_typed": ["--dialect", "typed", "--mb", "2", "--violation-every", "0"],
        "c_modern": ["--dialect", "modern", "--mb", "2", "--violation-every", "0"],
        "c_asm": ["--dialect", "modern", "--mb", "2", "--violation-every", "0", "--asm-half"],
        "c20_typed": ["--dialect", "typed", "--mb", "20", "--violation-every", "0"],
        "c20_modern": ["--dialect", "modern", "--mb", "20", "--violation-every", "0"],
        "v_typed": ["--dialect", "typed", "--mb", "2", "--violation-every", "7"],
        "v_modern": ["--dialect", "modern", "--mb", "2", "--violation-every", "7"],
        "s_typed": ["--dialect", "typed", "--functions", "40", "--violation-every", "0"],
        "s_modern": ["--dialect", "modern", "--functions", "40", "--violation-every", "0"],
        "s_asm": ["--dialect", "modern", "--functions", "40", "--violation-every", "0", "--asm-half"],
        "sv_typed": ["--dialect", "typed", "--functions", "40", "--violation-every", "3"],
        "sv_modern": ["--dialect", "modern", "--functions", "40", "--violation-every", "3"],
    }
    for name, args in modules.items():
        run([gen, *args, os.path.join(work, name + ".ll")], stdout=subprocess.DEVNULL)
    tree = os.path.join(work, "tree")
    run([gen, "--dialect", "typed", "--tree", "30", "--functions", "12", "--violation-every", "3", tree],
        stdout=subprocess.DEVNULL)
    profiles = [[], ["--profile", "llvm"]]
    runs = []
    for name in ("c_typed", "c_modern", "c_asm"):
        for prof in profiles:
            for threads in ("1", "2"):
                for fmt in ("human", "json"):
                    runs.append(("clean", ["--threads", threads, "--format", fmt, *prof,
                                           os.path.join(work, name + ".ll")]))
    for name in ("c20_typed", "c20_modern"):
        for prof in profiles:
            for threads in ("1", "2"):
                runs.append(("clean", ["--threads", threads, "--target", "sm_90", "--quiet", *prof,
                                       os.path.join(work, name + ".ll")]))
    for path in (os.path.join(work, "v_typed.ll"), os.path.join(work, "v_modern.ll"), tree,
                 os.path.join(ROOT, "corpus")):
        for prof in profiles:
            for fmt in ("human", "json"):
                runs.append(("findings", ["--threads", "1", "--format", fmt, *prof, path]))
    # Lackey writes a line of trace per access through valgrind's log: ~40 s a run even on
    # 40-function modules, so fewer runs than the code's (the data a run reads depends on the
    # kinds of construct and rule, not on the module's size).
    data_runs = []
    for name, group, prof in (("s_typed", "clean", []), ("s_typed", "clean", ["--profile", "llvm"]),
                              ("s_modern", "clean", []), ("s_modern", "clean", ["--profile", "llvm"]),
                              ("s_asm", "clean", []), ("sv_typed", "findings", []),
                              ("sv_modern", "findings", ["--profile", "llvm"])):
        data_runs.append((group, ["--threads", "1", "--format", "json", *prof,
                                  os.path.join(work, name + ".ll")]))
    data_runs.append(("findings", ["--threads", "1", "--format", "human", tree]))
    return runs, data_runs
