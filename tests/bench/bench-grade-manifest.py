#!/usr/bin/env python3
"""Loading a class's manifest (issue 62): N tests (default 32,000), output
tests and play tests in turn, read and checked by `quandary-cli grade
MANIFEST SUBMISSION --list-runs` (the manifest, then one submission listed,
nothing run).  Prints the best of three times and the time per 1,000 tests.
Usage: bench-grade-manifest.py CLI SRCDIR [N]
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

cli, srcdir = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 32000

work = tempfile.mkdtemp(prefix="quandary-bench-manifest-")
try:
    shutil.copy(os.path.join(srcdir, "data", "examples", "battleship", "easy1.txt"), work)
    os.makedirs(os.path.join(work, "student"))
    manifest = os.path.join(work, "manifest.ini")
    with open(manifest, "w") as f:
        for i in range(count):
            if i % 2 == 0:
                f.write("[test puzzle %05d]\npoints=1\ncommand=battleship easy1.txt --check-strict\n"
                        "program=python3 battle.py {input} {output}\n\n" % i)
            else:
                f.write("[test game %05d]\npoints=1\ngame=kcell --cells 9 --stones 2\nagent=python3 agent.py\n"
                        "opponent=random\ngames=2\npass=wins>=1\n\n" % i)
    best = None
    for _ in range(3):
        started = time.monotonic()
        p = subprocess.run([cli, "grade", manifest, os.path.join(work, "student"), "--list-runs"],
                           capture_output=True, text=True)
        elapsed = time.monotonic() - started
        if p.returncode != 0 or p.stdout != "0 student\n":
            sys.exit("grade --list-runs failed: %s%s" % (p.stdout, p.stderr))
        best = elapsed if best is None else min(best, elapsed)
    print("bench-grade-manifest: a manifest of %d tests read and checked (grade --list-runs), load %.2f" %
          (count, os.getloadavg()[0]))
    print("  %.3f s, best of 3; %.2f ms per 1,000 tests" % (best, 1000 * best / (count / 1000)))
finally:
    shutil.rmtree(work, ignore_errors=True)
