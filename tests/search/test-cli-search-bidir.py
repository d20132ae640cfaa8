#!/usr/bin/env python3
"""CLI tests of `quandary-cli search --algorithm bidirectional[-astar]`, TAP.

Expected values worked by hand: Romania from Arad to Bucharest costs 418 by
Sibiu, Rimnicu Vilcea and Pitesti (AIMA 3rd edition, figure 3.24).  The
first steps of uniform cost from both ends: Arad (g 0) forward on the tie
with Bucharest (g 0); then Bucharest backward (its successors Fagaras 211,
Giurgiu 90, Pitesti 101, Urziceni 85); then the least g of the two
frontiers, Zerind 75 (forward) before Urziceni 85 (backward).  The meeting
is Rimnicu Vilcea: 140 + 80 forward, 101 + 97 backward = 418.  A one-way
road followed backward against its direction finds no path.
Usage: test-cli-search-bidir.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

romania = os.path.join(srcdir, "data", "romania.route")
path = "Arad\nSibiu\nRimnicu Vilcea\nPitesti\nBucharest\ncost 418\n"

for algorithm in ("bidirectional", "bidirectional-astar"):
    code, out, err = run("search", romania, "--algorithm", algorithm)
    case("Romania %s: 418 by Sibiu, Rimnicu Vilcea, Pitesti" % algorithm,
         code == 0 and out.startswith(path), out + err)

trace = os.path.join(workdir, "bidir-trace.txt")
code, out, err = run("search", romania, "--algorithm", "bidirectional", "--trace", trace)
lines = open(trace, encoding="utf-8").read().splitlines() if os.path.exists(trace) else []
expands = [l for l in lines if l.startswith("expand ")]
case("the trace names the side of each expansion, by the least g",
     code == 0 and len(expands) >= 3 and expands[0].startswith("expand 1 forward Arad g 0")
     and expands[1].startswith("expand 2 backward Bucharest g 0")
     and expands[2].startswith("expand 3 forward Zerind g 75"), "\n".join(lines[:20]) + err)
case("the last line is the meeting, Rimnicu Vilcea, and the cost",
     lines and lines[-1].startswith("goal ") and " meet Rimnicu Vilcea g 418 " in lines[-1],
     lines[-1] if lines else err)
case("the first line says the stopping rule",
     lines and lines[0].startswith("# bidirectional: ") and "least g summed" in lines[0], lines[0] if lines else "")

code, out, err = run("search", romania, "--algorithm", "bidirectional", "--check", trace)
case("--check: the trace is correct", code == 0 and "correct" in out, out + err)
wrong = os.path.join(workdir, "bidir-wrong.txt")
with open(wrong, "w", encoding="utf-8") as f:
    f.write("\n".join(l.replace("expand 3 forward", "expand 3 backward") for l in lines) + "\n")
code, out, err = run("search", romania, "--algorithm", "bidirectional", "--check", wrong)
case("--check: the wrong side is found, with the rule", code == 1 and "wrong at line" in out
     and "expand 3 forward Zerind" in out, out + err)

one_way = os.path.join(workdir, "one-way.route")
with open(one_way, "w", encoding="utf-8") as f:
    f.write("A (0, 0)\nB (1, 0)\nC (2, 0)\nD (3, 0)\nA -> B: 2\nB -> C: 2\nD -> C: 1\nstart: C\ngoal: D\n")
code, out, err = run("search", one_way, "--algorithm", "bidirectional")
case("a one-way road is not followed backward against its direction: no solution",
     code == 0 and out.startswith("no solution\n"), out + err)

for option in ("--tree-like", "--tree"):
    args = [option] if option == "--tree-like" else [option, os.path.join(workdir, "t.txt")]
    code, out, err = run("search", romania, "--algorithm", "bidirectional", *args)
    case("%s is refused with bidirectional search (exit 2)" % option, code == 2 and "bidirectional" in err, err)
# The report describes the algorithm run (not another one), with the cost
# 418 (AIMA's Arad to Bucharest); uniform-cost from both ends uses no h, so
# its settings name none.  The GIF: a frame per step and one for the start.
for algorithm, words, heuristic in (("bidirectional", "Bidirectional search (AIMA 4th ed. section 3.4.5)", False),
                                    ("bidirectional-astar", "Bidirectional A* (AIMA 4th ed. section 3.4.5)", True)):
    report = os.path.join(workdir, algorithm + "-report.pdf")
    code, out, err = run("search", romania, "--algorithm", algorithm, "--report", report)
    text = " ".join(pdf_facts(report)["text"].split()) if code == 0 and os.path.exists(report) else ""
    case("Romania %s --report: its own description and cost 418, a heuristic only with A*" % algorithm,
         words in text and "Recursive best-first" not in text and "cost 418" in text
         and ("Heuristic sld" in text) == heuristic, err + text[:2000])
gif_case("Romania bidirectional --gif", ["search", romania, "--algorithm", "bidirectional"],
         os.path.join(workdir, "bidir.gif"), frames=1 + 4 + 7)

code, out, err = run("search", romania, "--algorithm", "bidirectional-a*")
case("an unknown algorithm names the bidirectional ones", code == 2 and "bidirectional-astar" in err, err)

finish()
