#!/usr/bin/env python3
"""bench-check-colorgame.py — a class of 300 answers checked at once (issue 33).

For each course case of the colouring game whose trace is longest (t2, t4: about
2,900 lines each), 300 answers are made from the course's own output: a third
right (some with CRLF or trailing blanks), the others with one line changed,
deleted, swapped or added at a random place.  `quandary-cli colorgame tN.txt
--check FOLDER --check-csv FILE` checks them in one run; the benchmark prints its
wall and CPU time against the issue's bound of 5 s, and checks that the CSV has
a row per answer and that every verdict is the one the answer was made to get.

  meson test -C _build --benchmark check-colorgame -v
  (or: bench-check-colorgame.py CLI DATADIR WORKDIR)
"""
import csv
import os
import random
import resource
import shutil
import subprocess
import sys
import time

cli, data, work = sys.argv[1:4]
N = 300


def make_class(right, folder, seed):
    rnd = random.Random(seed)
    lines = right.split("\n")
    expected = {}
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    for i in range(N):
        name = "student-%03d.txt" % i
        kind = i % 6
        ls = list(lines)
        line = None
        if kind == 0:
            text = right
        elif kind == 1:
            text = right.replace("\n", "\r\n") + "\r\n"
        else:
            k = rnd.randrange(len(ls) - 1)
            while ls[k] == ls[k + 1]:
                k = rnd.randrange(len(ls) - 1)
            if kind == 2:
                ls[k] = ls[k] + "0"
            elif kind == 3:
                del ls[k]
            elif kind == 4:
                ls[k], ls[k + 1] = ls[k + 1], ls[k]
            else:
                ls.insert(k, "SA, G, 0, 1, 2, 3")
            line = k + 1
            text = "\n".join(ls)
        with open(os.path.join(folder, name), "w", encoding="utf-8", newline="") as f:
            f.write(text)
        expected[os.path.join(folder, name)] = ("correct", "") if line is None else ("wrong", str(line))
    return expected


failed = False
print("%-6s %8s %8s %10s %8s %8s  %s" % ("case", "answers", "lines", "wall (s)", "CPU (s)", "bound", "verdicts"))
for case in ("t2", "t4"):
    with open(os.path.join(data, "output_%s.txt" % case), encoding="utf-8") as f:
        right = f.read()
    folder = os.path.join(work, "class-" + case)
    expected = make_class(right, folder, seed=len(case) + ord(case[1]))
    table = os.path.join(work, "grades-%s.csv" % case)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    p = subprocess.run([cli, "colorgame", os.path.join(data, case + ".txt"), "--check", folder,
                        "--check-csv", table], capture_output=True)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    with open(table, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    got = {r["file"]: (r["verdict"], r["line"]) for r in rows}
    ok = p.returncode == 1 and got == expected and len(rows) == N
    failed |= not ok or wall >= 5.0
    print("%-6s %8d %8d %10.3f %8.3f %8s  %s" % (case, len(rows), right.count("\n") + 1, wall, cpu, "5 s",
                                                 "as made" if ok else "WRONG (exit %d)" % p.returncode))
sys.exit(1 if failed else 0)
