#!/usr/bin/env python3
"""Measures `nvverify watch` re-verification after a one-line edit in a large module.

    python3 docs/bench/watch_edit.py target/release/nvverify big.ll [--target sm_80] [edits]

Starts `nvverify watch` on the module, waits for the first check, then rewrites the file with
one line changed (inside one function, alternating between two spellings of an instruction),
several times, and prints the re-verification time nvverify reports for each edit.
"""
import os
import re
import subprocess
import sys
import threading
import queue
import time


def save(path, text):
    """Saves like an editor that writes a temporary file and renames it over the original."""
    temp = path + ".swp~"
    with open(temp, "w") as f:
        f.write(text)
    os.replace(temp, path)


def main():
    binary, module = sys.argv[1], sys.argv[2]
    extra = [a for a in sys.argv[3:] if not a.isdigit()]
    edits = int(next((a for a in sys.argv[3:] if a.isdigit()), "5"))
    text = open(module).read()
    # A line in the middle of the module: an `fadd` in some function, edited to `fsub` and back.
    lines = text.split("\n")
    middle = len(lines) // 2
    at = next(i for i in range(middle, len(lines)) if " = fadd float " in lines[i])
    original = lines[at]
    proc = subprocess.Popen(
        [binary, "watch", "--color", "never", "--quiet"] + extra + [module],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    events = queue.Queue()
    threading.Thread(
        target=lambda: [events.put(l.rstrip()) for l in proc.stderr], daemon=True
    ).start()

    def wait_for(pattern, timeout=120):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                line = events.get(timeout=0.5)
            except queue.Empty:
                continue
            if re.search(pattern, line):
                return line
        raise SystemExit(f"timed out waiting for {pattern}")

    print(wait_for(r"\[watch\] watching"))
    times = []
    for n in range(edits):
        lines[at] = original.replace("fadd", "fsub") if n % 2 == 0 else original
        save(module, "\n".join(lines))
        line = wait_for(r"\[watch\] re-verified")
        print(f"edit {n + 1}: line {at + 1}: {line}")
        times.append(float(re.search(r"in ([0-9.]+) ms", line).group(1)))
        time.sleep(0.3)
    proc.terminate()
    lines[at] = original
    save(module, "\n".join(lines))
    times.sort()
    print(f"median re-verification: {times[len(times) // 2]:.1f} ms over {edits} edits")


if __name__ == "__main__":
    main()
