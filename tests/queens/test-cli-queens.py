#!/usr/bin/env python3
"""CLI tests of `quandary-cli queens` and `quandary-cli experiment localsearch`
(issue 65), TAP output.  The h of each final state is counted here, pair by
pair, independently of the program.  Usage: test-cli-queens.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

ALGORITHMS = ("steepest", "sideways", "stochastic", "first-choice", "restart", "restart-sideways",
              "restart-stochastic", "restart-first-choice")


def attacking_pairs(rows):
    n = len(rows)
    return sum(1 for a in range(n) for b in range(a + 1, n)
               if rows[a] == rows[b] or abs(rows[a] - rows[b]) == b - a)


for algorithm in ALGORITHMS:
    for seed in ("1", "2", "7"):
        code, out, err = run("queens", "--n", "8", "--algorithm", algorithm, "--seed", seed)
        lines = out.rstrip("\n").split("\n")
        rows = [int(x) for x in lines[0].split()[1:]] if lines[0].startswith("rows ") else []
        ok = (code == 0 and len(rows) == 8 and all(0 <= r < 8 for r in rows)
              and lines[-1] == "h %d" % attacking_pairs(rows)
              and (not algorithm.startswith("restart") or lines[-1] == "h 0"))
        case("queens --algorithm %s --seed %s: the h printed is the state's" % (algorithm, seed), ok,
             "exit %d\n%s%s" % (code, out, err))

code, out, err = run("queens", "--n", "30", "--algorithm", "sideways", "--seed", "3", "--steps")
lines = out.rstrip("\n").split("\n")
moves = [line for line in lines if line.startswith("move ")]
rows = [int(x) for x in next(line for line in lines if line.startswith("rows ")).split()[1:]]
ok = (code == 0 and lines[0].startswith("start h ") and len(moves) > 0
      and moves[-1].split()[-1] == str(attacking_pairs(rows)) and lines[-1] == "h %d" % attacking_pairs(rows)
      and ("steps %d" % len(moves)) in lines)
case("queens --steps: a line per move, the last move's h the final one", ok, "exit %d\n%s%s" % (code, out, err))

error_case("queens --n 3: refused", ["queens", "--n", "3"], 1, "--n")
error_case("queens --algorithm beam: not yet", ["queens", "--algorithm", "beam"], 1, "beam")

finish()
