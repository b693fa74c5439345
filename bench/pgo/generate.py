#!/usr/bin/env python3
"""Writes bench/pgo/nvverify.profdata: the profile the release build is optimised with
(bench/pgo/rustc-wrapper adds it; bench/pgo/README.md says why).

  python3 bench/pgo/generate.py            # instrumented build, training runs, merge (~5 min)
  python3 bench/pgo/generate.py --check    # the release binary says it was built with the profile

Steps: a release build instrumented with `-Cprofile-generate` (its own target folder,
pgo-generate/, so the ordinary build stays as it is) runs bench/training.py's training set, and
the toolchain's own llvm-profdata (rustup's llvm-tools, added if missing) merges the counts. The
profile is then newer than every release artifact, which cargo cannot tell (it does not know
the file): the script removes the release folder, so that the next build compiles everything
with it. Then regenerate the link layout (`python3 bench/layout/generate.py`), whose names
follow what the profile inlines."""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from training import ROOT, TARGET, run, training_runs  # noqa: E402  (bench/training.py)

PROFILE = os.path.join(ROOT, "bench", "pgo", "nvverify.profdata")


def note(msg):
    print(f"pgo: {msg}", file=sys.stderr, flush=True)


def llvm_profdata():
    """The toolchain's own llvm-profdata: a profile must be in a format its LLVM reads."""
    version = run(["rustc", "-vV"], capture_output=True, text=True).stdout
    host = re.search(r"^host: (\S+)", version, re.M).group(1)
    sysroot = run(["rustc", "--print", "sysroot"], capture_output=True, text=True).stdout.strip()
    tool = os.path.join(sysroot, "lib", "rustlib", host, "bin", "llvm-profdata")
    if not os.path.exists(tool):
        note("adding rustup's llvm-tools (llvm-profdata)")
        run(["rustup", "component", "add", "llvm-tools"])
    return tool


def check(binary):
    version = run([binary, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"{binary}: {version}")
    if "profile-guided" not in version:
        print("the release binary was built without bench/pgo/nvverify.profdata: "
              "bench/pgo/rustc-wrapper says when it leaves the profile out")
        return 1
    return 0


def main(argv):
    if "--check" in argv:
        return check(os.environ.get("NVVERIFY") or os.path.join(TARGET, "release", "nvverify"))
    profdata = llvm_profdata()
    work = tempfile.mkdtemp(prefix="nvverify-pgo.")
    runs, _ = training_runs(work)
    raw = os.path.join(work, "raw")
    note("instrumented release build")
    # Build scripts and proc-macros are instrumented too, and write their counts where the flag
    # says when they run during the build: a folder of their own, left out of the profile.
    env = dict(os.environ, RUSTFLAGS=f"-Cprofile-generate={os.path.join(work, 'build')}")
    instrumented_target = os.path.join(TARGET, "pgo-generate")
    run(["cargo", "build", "--release", "--quiet", "-p", "nvverify", "--target-dir",
         instrumented_target], cwd=ROOT, env=env)
    binary = os.path.join(instrumented_target, "release", "nvverify")
    # The profile runtime writes at `exit`: the plain one (src/exit.rs), not `_exit`.
    env = dict(os.environ, LLVM_PROFILE_FILE=os.path.join(raw, "%p-%m.profraw"),
               NVVERIFY_PLAIN_EXIT="1")
    for i, (group, args) in enumerate(runs):
        note(f"run {i + 1}/{len(runs)}: {group} {' '.join(args)}")
        # Exit status 1 (findings) is expected.
        subprocess.run([binary, "check", *args], env=env, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
    counts = glob.glob(os.path.join(raw, "*.profraw"))
    if len(counts) != len(runs):
        note(f"{len(counts)} count files for {len(runs)} runs")
        return 1
    run([profdata, "merge", "-o", PROFILE, *counts])
    note(f"{len(counts)} runs -> {os.path.relpath(PROFILE, ROOT)} "
         f"({os.path.getsize(PROFILE) // 1024} KiB)")
    release = os.path.join(TARGET, "release")
    note(f"removing {release}: cargo would keep artifacts built with the old profile")
    shutil.rmtree(release, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    note("now: python3 bench/layout/generate.py")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
