#!/usr/bin/env python3
"""A class of 200 submissions graded (issue 48): each is a Battleship solver
(`battle.py input output`) and a KCell agent; half solve right, a quarter
change one line, a quarter crash; the agents play at random.  The manifest
has one output test (the course's easy1 puzzle) and one play test (KCell on
9 cells, 2 games against the random agent).  Prints the time in all and per
submission, with -j 2.  Usage: bench-grade.py CLI SRCDIR [N]
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

cli, srcdir = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 200
# The interpreter a confined program finds (the system's).
python = next((p for p in ("/usr/local/bin/python3", "/usr/bin/python3") if os.access(p, os.X_OK)), "python3")
data = os.path.join(srcdir, "data")
solutions = os.path.join(srcdir, "tests", "battleship", "data")

SOLVER = {
    "right": "import sys\nopen(sys.argv[2], 'w').write(open('solution_easy1.txt').read())\n",
    "wrong": "import sys\nlines = open('solution_easy1.txt').read().split('\\n')\nlines[0] = 'W' * len(lines[0])\n"
             "open(sys.argv[2], 'w').write('\\n'.join(lines))\n",
    "crash": "raise SystemExit(1 / 0)\n",
}

work = tempfile.mkdtemp(prefix="quandary-bench-grade-")
# Run by root, a program is a user of its own: its folders open to all.
os.chmod(work, 0o755)
try:
    klass = os.path.join(work, "class")
    shutil.copy(os.path.join(data, "examples", "battleship", "easy1.txt"), work)
    kinds = []
    for i in range(count):
        kind = "right" if i % 4 < 2 else "wrong" if i % 4 == 2 else "crash"
        kinds.append(kind)
        folder = os.path.join(klass, "s%03d" % i)
        os.makedirs(folder)
        with open(os.path.join(folder, "battle.py"), "w") as f:
            f.write(SOLVER[kind])
        shutil.copy(os.path.join(solutions, "solution_easy1.txt"), folder)
        for name in ("quandary_agent.py", "kcell_agent.py"):
            shutil.copy(os.path.join(data, "agents", name), folder)
    manifest = os.path.join(work, "manifest.ini")
    with open(manifest, "w") as f:
        f.write("[test easy1]\npoints=5\ncommand=battleship easy1.txt\nprogram=%s battle.py {input} {output}\n\n"
                "[test plays]\npoints=5\ngame=kcell -k 9 -n 2\nagent=%s kcell_agent.py --random\nopponent=random\n"
                "games=2\npass=wins>=1\n" % (python, python))
    csv = os.path.join(work, "class.csv")
    load = os.getloadavg()[0]
    started = time.monotonic()
    p = subprocess.run([cli, "grade", manifest, klass, "-j", "2", "--csv", csv], capture_output=True, text=True)
    elapsed = time.monotonic() - started
    if p.returncode != 0:
        sys.exit("grade failed: %s" % p.stderr)
    with open(csv) as f:
        rows = f.read().splitlines()[1:]
    right = sum(1 for r in rows if r.split(",")[1] == "5")
    expected = kinds.count("right")
    print("bench-grade: %d submissions (an output test, a play test of 2 games), -j 2, load %.2f" % (count, load))
    print("  %.1f s in all, %.0f ms per submission; %d of %d solved easy1 (%d expected)%s" %
          (elapsed, 1000 * elapsed / count, right, count, expected, "" if right == expected else "  MISMATCH"))
finally:
    shutil.rmtree(work, ignore_errors=True)
