#!/usr/bin/env python3
"""CLI contract tests of `quandary-cli normalform` (TAP output).

Each case runs the CLI and compares stdout with a golden file written by hand
from the textbook or a worked case (golden/SOURCES.md), or checks the exit
status and the error message for bad input.
Usage: test-cli-normalform.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

g = lambda f: os.path.join(golden, f)

# --- worked examples
golden_case("normalform prisoner's dilemma: dominance and the one equilibrium",
            ["normalform", g("prisoners-dilemma.normalform")], "pd.out")
golden_case("normalform two-finger Morra: value -1/12, [7/12, 5/12]", ["normalform", g("two-finger-morra.normalform")],
            "morra.out")
golden_case("normalform rock-paper-scissors zero-sum", ["normalform", "--solve", "zerosum",
                                                        g("rock-paper-scissors.normalform")], "rps-zerosum.out")
golden_case("normalform battle of the sexes: three equilibria", ["normalform", "-s", "mixed",
                                                                 g("battle-of-the-sexes.normalform")], "bos-mixed.out")
golden_case("normalform three players: pure equilibria", ["normalform", "--solve=pure",
                                                          g("three-player-vote.normalform")], "vote-pure.out")
golden_case("normalform dominance by a mixture", ["normalform", "--solve", "dominance", "--mixed-dominance",
                                                  g("mixed-dominance.normalform")], "mixed-dominance.out")
golden_case("normalform Lemke-Howson from each label of von Stengel's 3 x 2 game",
            ["normalform", "--solve", "lemke-howson", g("von-stengel.normalform")], "von-stengel-lh.out")
golden_case("normalform tournament of three rules, ten rounds",
            ["normalform", "--tournament", "--rounds", "10", "--rules", "tit-for-tat,always-defect,always-cooperate"],
            "tournament-3.out")
code, out, err = run("normalform", "--tournament", "--rounds", "50", "--continue", "0.9", "--seed", "7")
again = run("normalform", "--tournament", "--rounds", "50", "--continue", "0.9", "--seed", "7")
lines = out.splitlines()
case("normalform tournament with a continuation probability: every rule, the same for a seed",
     code == 0 and again[1] == out and len(lines) == 1 + 7 + 1 + 7 and lines[0] == "rank rule total", out + err)
code, out, err = run("normalform", "--tournament", "--rounds", "5", "--rules", "grim,pavlov",
                     g("prisoners-dilemma.normalform"))
# On the textbook's payoffs (testify first: the "cooperate" slot), both rules
# "cooperate" (testify) every round against each other: 5 × -5.
case("normalform tournament on a file's 2 x 2 game", code == 0 and "grim -25[5] -25[5]" in out, out + err)

# --- one-shot GDL rulesheets: the roles' moves and goals as the table
kif = lambda f: os.path.join(srcdir, "data", f)
gdl = lambda f: os.path.join(srcdir, "..", "gdl", f)
code, out, err = run("normalform", kif("prisoners-dilemma.kif"))
case("normalform GDL prisoner's dilemma: defect dominates, the one equilibrium",
     code == 0 and "pure equilibria: 1\npure defect defect: 20 20\n" in out
     and "left row: defect\nleft column: defect\n" in out, out + err)
code, out, err = run("normalform", "--solve", "zerosum,mixed", gdl("unit-rps.kif"))
# Goals 100, 50 and 0 add up to 100: constant-sum, a third each, value 50.
case("normalform GDL rock-paper-scissors: (1/3, 1/3, 1/3), value 50 of 100",
     code == 0 and "value: 50 (sum 100)\noptimal left: (1/3, 1/3, 1/3)\noptimal right: (1/3, 1/3, 1/3)\n" in out
     and "mixed equilibria: 1 (19 support pairs)\nmixed (1/3, 1/3, 1/3) (1/3, 1/3, 1/3): 50 50\n" in out, out + err)
error_case("normalform GDL repeated game refused", ["normalform", gdl(os.path.join("public", "roshambo2.kif"))], 1,
           "not a one-shot game")

# --- large games: Lemke-Howson by default past 200,000 support pairs; numbers
# past 2048 bits refused, naming the size
rows = ["player A: " + " ".join("a%d" % i for i in range(12)), "player B: " + " ".join("b%d" % j for j in range(12))]
rows += ["a%d b%d: %d %d" % (i, j, (i * 7 + j * 13) % 23 - 11, (i * 11 + j * 5) % 19 - 9)
         for i in range(12) for j in range(12)]
code, out, err = run("normalform", tmpfile("twelve.normalform", ("\n".join(rows) + "\n").encode()))
case("normalform a 12 x 12 game: Lemke-Howson from its 24 labels, no support enumeration",
     code == 0 and "lemke-howson equilibria:" in out and "(24 labels)" in out and "mixed equilibria" not in out,
     out + err)
# Payoffs over 900 different denominators near 2^40: their common denominator
# alone passes 2048 bits.
rows = ["player A: " + " ".join("a%d" % i for i in range(30)), "player B: " + " ".join("b%d" % j for j in range(30))]
rows += ["a%d b%d: 1/%d -1/%d" % (i, j, (1 << 40) + 2 * (30 * i + j) + 1, (1 << 40) + 2 * (30 * i + j) + 1)
         for i in range(30) for j in range(30)]
error_case("normalform numbers past 2048 bits refused, the game's size named",
           ["normalform", "--solve", "lemke-howson", tmpfile("huge.normalform", ("\n".join(rows) + "\n").encode())], 1,
           "Lemke-Howson Paths: the numbers of this 30 × 30 game pass 2048 bits: no exact answer.")

# --- pictures
for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
    path = os.path.join(workdir, "table." + fmt)
    if os.path.exists(path):
        os.remove(path)
    code, _, err = run("normalform", "--" + fmt, path, g("three-player-vote.normalform"))
    case("normalform --%s writes a %s file" % (fmt, fmt.upper()),
         code == 0 and os.path.exists(path) and open(path, "rb").read(5).startswith(magic), err)

# --- bad input: exit 1 with file, line and problem; usage errors: exit 2
error_case("normalform a profile twice", ["normalform", tmpfile("twice.normalform",
           b"player A: x y\nplayer B: u v\nx u: 1 1\nx u: 2 2\n")], 1,
           "twice.normalform: line 4: these payoffs were given on line 3 already")
error_case("normalform a profile missing", ["normalform", tmpfile("missing.normalform",
           b"player A: x y\nplayer B: u v\nx u: 1 1\nx v: 1 1\ny u: 0 0\n")], 1,
           "missing.normalform: line 5: no payoffs for the profile")
error_case("normalform an inexact payoff", ["normalform", tmpfile("float.normalform",
           b"player A: x\nplayer B: y\nx y: 1e-3 0\n")], 1, "float.normalform: line 3:")
error_case("normalform mixed equilibria of three players", ["normalform", "--solve", "mixed",
           g("three-player-vote.normalform")], 1, "need a game of two players; this one has 3")
error_case("normalform zero-sum of a game that is not", ["normalform", "--solve", "zerosum",
           g("prisoners-dilemma.normalform")], 1, "the game is not zero-sum")
error_case("normalform tournament on a 3 x 3 game", ["normalform", "--tournament",
           g("rock-paper-scissors.normalform")], 1, "two strategies each")
error_case("normalform binary file", ["normalform", tmpfile("binary.normalform", b"\x89PNG\r\n\x1a\n\x00\x00")], 1,
           "binary.normalform")
error_case("normalform missing file", ["normalform", os.path.join(workdir, "nope.normalform")], 1, "nope.normalform")
error_case("normalform no file", ["normalform"], 2, "a game FILE is needed")
error_case("normalform unknown analysis", ["normalform", "--solve", "lemke", g("two-finger-morra.normalform")], 2,
           "unknown analysis")
error_case("normalform unknown rule", ["normalform", "--tournament", "--rules", "tit-for-three-tats"], 2,
           "tit-for-three-tats")
error_case("normalform rounds out of range", ["normalform", "--tournament", "--rounds", "0"], 2, "--rounds")
error_case("normalform continuation out of range", ["normalform", "--tournament", "--continue", "1.5"], 2, "--continue")
error_case("normalform tournament options without --tournament", ["normalform", "--rounds", "5",
           g("two-finger-morra.normalform")], 2, "go with --tournament")
code, out, err = run("normalform", "--help")
case("normalform --help describes the options", code == 0 and "--solve" in out and "--tournament" in out
     and "--png" in out, out + err)

finish()
