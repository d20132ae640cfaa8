#!/usr/bin/env python3
"""CLI tests of `quandary-cli search --algorithm ehc` (enforced hill climbing), TAP.

Expected values worked by hand on Romania (AIMA 3rd edition, figure 3.22's
straight-line distances to Bucharest): from Arad (h 366) the first
successor with a smaller h is Sibiu (253), which becomes the current state;
from Sibiu, Arad (366) is added and Fagaras (176) climbed to; from Fagaras
the goal Bucharest is generated: 140 + 99 + 211 = 450 by Sibiu and Fagaras
(not the cheapest, 418), 3 expansions, 4 successors generated (Timisoara
and Zerind, after Sibiu, never), 3 iterations.  A maze whose goal is walled
off: the climb gets stuck, and says so rather than that there is no
solution.
Usage: test-cli-search-ehc.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

romania = os.path.join(srcdir, "data", "romania.route")

code, out, err = run("search", romania, "--algorithm", "ehc", "--stats")
case("Romania ehc: 450 by Sibiu and Fagaras, 3 expansions, 4 generated, 3 iterations",
     code == 0 and out.startswith("Arad\nSibiu\nFagaras\nBucharest\ncost 450\nexpanded 3\ngenerated 4\n")
     and "\niterations 3\n" in out, out + err)

trace = os.path.join(workdir, "ehc-trace.txt")
code, out, err = run("search", romania, "--algorithm", "ehc", "--trace", trace)
lines = open(trace, encoding="utf-8").read().splitlines() if os.path.exists(trace) else []
case("the trace: an iteration line with each current state's h, then its expansion",
     code == 0 and lines[0].startswith("# ehc: f = h") and lines[1:6] == [
         "iteration 1 h 366", "expand 1 Arad g 0 h 366 f 366", "  add Sibiu g 140 h 253 f 253",
         "iteration 2 h 253", "expand 2 Sibiu g 140 h 253 f 253"], "\n".join(lines[:8]) + err)
case("the trace ends with the goal", lines and lines[-1] == "goal 4 Bucharest g 450 h 0 f 0",
     lines[-1] if lines else err)

code, out, err = run("search", romania, "--algorithm", "ehc", "--check", trace)
case("--check: the trace is correct", code == 0 and "correct" in out, out + err)
wrong = os.path.join(workdir, "ehc-wrong.txt")
with open(wrong, "w", encoding="utf-8") as f:
    f.write("\n".join(l.replace("iteration 2 h 253", "iteration 2 h 366") for l in lines) + "\n")
code, out, err = run("search", romania, "--algorithm", "ehc", "--check", wrong)
case("--check: a wrong iteration line is found", code == 1 and "wrong at line" in out, out + err)

code, out, err = run("search", romania, "--algorithm", "ehc", "--tree-like")
case("--tree-like is refused with ehc", code == 2 and "--tree-like" in err, out + err)

walled = os.path.join(workdir, "walled.maze")
with open(walled, "w", encoding="utf-8") as f:
    f.write("#######\n#S.#G.#\n#..####\n#######\n")
code, out, err = run("search", walled, "--algorithm", "ehc")
case("a goal walled off: stuck, not no solution", code == 0 and out.startswith("stuck\n"), out + err)

finish()
