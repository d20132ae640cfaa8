#!/usr/bin/env python3
"""Contract of `quandary-cli kinarow --solve|--weak` and `experiment kinarow`
(docs/contracts.md): the score of each line of stdin in the community's
convention, the errors, the lab's rows.  The scores are Pascal Pons'
published ones (positions/SOURCES.md) or worked by hand.
Usage: test-cli-kinarow-solve.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))


def published(name, n):
    with open(os.path.join(HERE, "positions", name)) as f:
        return [tuple(line.split()[:2]) for line in f if line.strip()][:n]


# Worked by hand: after 121212 the first player (to move) completes column 1
# with its 4th stone (22 - 4 = 18); after 1212123 the second player does the
# same up column 2.  Anything after a space is ignored, leading spaces and
# blank lines skipped.
code, out, err = run("kinarow", "--game", "connect4", "--solve", stdin=b"121212\n\n  1212123 whatever 5\n")
lines = [l.split() for l in out.splitlines()]
case("--solve: MOVES SCORE NODES MICROSECONDS, a line per position",
     code == 0 and len(lines) == 2 and all(len(l) == 4 for l in lines)
     and [l[:3] for l in lines] == [["121212", "18", "0"], ["1212123", "18", "0"]], out + err)

# Pons' positions, with their scores: end, middle and beginning of the game.
cases = published("end.txt", 20) + published("middle.txt", 10) + published("beginning.txt", 5)
text = "".join("%s %s\n" % c for c in cases).encode()
code, out, err = run("kinarow", "--solve", stdin=text)
got = [tuple(l.split()[:2]) for l in out.splitlines()]
case("--solve (Connect Four without --game): Pons' published scores", code == 0 and got == cases,
     "\n".join("%s: %s" % (a, b) for a, b in zip(cases, got) if a != b) + err)
case("--solve: the nodes are counted", all(int(l.split()[2]) > 0 for l in out.splitlines()), out)
code, out, err = run("kinarow", "--game", "connect4", "--weak", stdin=text)
sign = lambda s: str((int(s) > 0) - (int(s) < 0))
got = [tuple(l.split()[:2]) for l in out.splitlines()]
case("--weak: the sign of each published score", code == 0 and got == [(m, sign(s)) for m, s in cases], out + err)

# A bad line is named and skipped; the others are solved; exit status 1.
code, out, err = run("kinarow", "--solve", stdin=b"448\n121212\n1111111\n1212121\n")
case("bad lines: named on stderr, skipped, exit status 1",
     code == 1 and out.split()[:2] == ["121212", "18"] and len(out.splitlines()) == 1
     and "line 1: move 3" in err and "line 3: move 7 (1): column 1 is full" in err
     and "line 4: move 7 (1) makes four in a row" in err, out + err)
error_case("--solve is Connect Four only", ["kinarow", "--game", "tictactoe", "--solve"], 2, "Connect Four only",
           stdin=b"")
error_case("--solve takes no --position", ["kinarow", "--solve", "--position", "44"], 2, "--position", stdin=b"")

# --time-limit: the search under way stops (4453 takes seconds), the lines
# before it stay printed, exit status 4.
code, out, err = run("kinarow", "--solve", "--time-limit", "0.3", stdin=b"121212\n4453\n121212\n")
case("--solve --time-limit: the lines before, then exit status 4",
     code == 4 and out.split()[:2] == ["121212", "18"] and len(out.splitlines()) == 1
     and "line 2" in err, out + err)

# The lab: eight rows per position, the budget marked "+", CSV.
csv = os.path.join(workdir, "lab.csv")
code, out, err = run("experiment", "kinarow", "--set", "middle", "--limit", "2", "--budget", "5000", "--csv", csv,
                     people=True, people_files=(csv,))
rows = [l.split(",") for l in open(csv).read().splitlines()] if os.path.exists(csv) else []
case("experiment kinarow: a CSV row per position and search",
     code == 0 and rows and rows[0] == ["position", "moves", "score", "search", "nodes", "microseconds",
                                        "out_of_budget"]
     and [r[3] for r in rows[1:9]] == ["negamax", "alphabeta", "centre", "table", "null-window", "bitboard",
                                      "non-losing", "ordered"] and len(rows) == 17, out + err)
cases = published("middle.txt", 2)
case("experiment kinarow: the published scores", [(r[1], r[2]) for r in rows[1::8]] == cases, str(rows))
capped = [r for r in rows[1:] if r[6] == "yes"]
case("experiment kinarow: plain negamax runs out of a small budget, at the budget",
     capped and all(r[4] == "5000" for r in capped) and rows[1][6] == "yes" and rows[8][6] == "no"
     and "5000+" in out, out)
case("experiment kinarow: the bitboard row visits the same tree as the one before",
     all(rows[1 + 8 * i + 4][4] == rows[1 + 8 * i + 5][4] for i in range(2)), str(rows))
error_case("experiment kinarow: an unknown set", ["experiment", "kinarow", "--set", "late"], 2, "late")
bad = os.path.join(workdir, "bad.txt")
with open(bad, "w") as f:
    f.write("4453 -2\n# a comment\n4458\n")
error_case("experiment kinarow: a bad line of --positions names the file and the line",
           ["experiment", "kinarow", "--positions", bad], 1, "bad.txt, line 3: move 4")
# Issue 74: a score is a whole number from -21 to 21 and nothing else
# (99999999999999999999 wrapped to -1, 1e3 was read as 1).
for score in ("99999999999999999999", "1e3", "22", "-22", "+3", "4 x", "0x10", "3.0"):
    with open(bad, "w") as f:
        f.write("4453 -2\n4453 %s\r\n" % score)
    error_case("experiment kinarow: the score %r is refused, naming the line and the range" % score,
               ["experiment", "kinarow", "--positions", bad], 1,
               "bad.txt, line 2: “%s” is no score: a whole number from -21 to 21" % score)
finish()
