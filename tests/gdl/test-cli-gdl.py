#!/usr/bin/env python3
"""Contract of `quandary-cli gdl FILE --perft D` (issue 77): PLY NODES per
ply, tic-tac-toe's counts the published ones; bad rulesheets exit 1 naming
the line, joint moves counted where the roles move together; usage errors exit 2.
Usage: test-cli-gdl.py CLI SRCDIR WORKDIR
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
TTT = os.path.join(HERE, "unit-tictactoe.kif")

code, out, err = run("gdl", TTT, "--perft", "9")
expected = [9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]
case("--perft 9 on tic-tac-toe: the published counts",
     code == 0 and out == "".join("%d %d\n" % (i + 1, n) for i, n in enumerate(expected)), out + err)
code, out, err = run("gdl", os.path.join(HERE, "unit-connect4-8x6.kif"), "--perft", "4")
case("--perft 4 on Connect Four 8 x 6: 8 columns a ply", code == 0 and out == "1 8\n2 64\n3 512\n4 4096\n", out + err)

code, out, err = run("gdl", os.path.join(HERE, "unit-rps.kif"), "--perft", "2")
case("--perft on rock-paper-scissors: 3 x 3 joint moves, then the end", code == 0 and out == "1 9\n2 0\n", out + err)
bad = tmpfile("unsafe.kif", b"(role a)\n(legal a m)\nterminal\n(<= (goal a ?x) (true (c 1)))\n")
error_case("an unsafe rule: exit 1, the file, the line and the variable's column", ["gdl", bad, "--perft", "1"], 1,
           "unsafe.kif:4:13: ")
# Issue 92: each error at its fault, not at the sentence's (or the file's) start.
GAME = b"(role a)\n(init (c 1))\n(<= (next (c 2)) (does a m))\n(<= terminal (true (c 2)))\n(goal a 100)\n"
for name, text, where in [
        ("an unclosed “(” on line 6: at it", b"(<= (legal a m)\n  (true (c 1))\n(<= (p 1) (true (c 1)))\n", "6:1: "),
        ("a “(” left open inside a rule: at it", b"(<= (legal a m)\n  (true (c 1)\n(<= (p 1) (true (c 1)))\n", "7:3: "),
        ("a “)” too many: at it", b"(<= (legal a m) (true (c 1))))\n", "6:30: "),
        ("an unsafe variable in a body: at it", b"(<= (legal a m) (true (c 1))\n    (distinct ?z 1))\n(p 1)\n",
         "7:15: "),
        ("a “not” on its own head: at the “not”", b"(<= (legal a m) (true (c 1)))\n(<= q (true (c 1))\n  (not q))\n",
         "8:4: ")]:
    error_case(name, ["gdl", tmpfile("fault.kif", GAME + text), "--perft", "1"], 1, "fault.kif:" + where)
# ---- issue 91: exact or refused, bounded

# A role with 4,097 legal moves (the reasoner kept 4,096): every mode sees them all.
many = tmpfile("many.kif", ("(role r)\n(init (s 0))\n(<= (legal r (go ?i)) (m ?i) (true (s 0)))\n"
                            "(<= (legal r (go 0)) (true (s 1)))\n(<= (legal r (go 1)) (true (s 1)))\n"
                            "(<= (next (s 1)) (true (s 0)))\n(<= (next (s 2)) (true (s 1)))\n"
                            "(<= terminal (true (s 2)))\n(goal r 100)\n"
                            + " ".join("(m %d)" % i for i in range(4097)) + "\n").encode())
code, out, err = run("gdl", many, "--perft", "2")
case("4,097 legal moves: --perft 2 counts them all", code == 0 and out == "1 4097\n2 8194\n", out + err)
code, out, err = run("gdl", many, "--state")
legal = [l for l in out.splitlines() if l.startswith("legal r ")]
case("4,097 legal moves: --state lists them all, (go 4096) last",
     code == 0 and len(legal) == 1 and legal[0].count("(go ") == 4097 and legal[0].endswith(" (go 4096)"), err)
answer = tmpfile("many-answer.txt", b"1: r plays (go 4096)\n2: r plays (go 1)\n")
code, out, err = run("gdl", many, "--check", answer, people=True)
case("4,097 legal moves: --check takes the last one", code == 0 and out == "OK: 2 moves, goals r 100\n", out + err)
code, out, err = run("gdl", many, "--why", "(legal r (go 4096))", people=True)
case("4,097 legal moves: --why says the last one holds",
     code == 0 and out.startswith("(legal r (go 4096)) because of rule 3 with "), out + err)

# Two goal values of a role in a terminal state: refused, naming the role, the state and
# both.  In a state where the game goes on, every value that holds (--state).
two = tmpfile("two-goals.kif", b"(role r)\n(init (s 0))\n(init (junk 1))\n(legal r stay)\n"
              b"(<= (next (s 0)) (true (s 0)))\n(<= terminal (true (s 0)))\n(goal r 0)\n"
              b"(<= (goal r 100) (true (s 0)))\n")
error_case("two goal values of a role in a terminal state: exit 1, the role, the state and the values",
           ["gdl", two, "--state"], 1, "two-goals.kif: the role r has two goal values, 0 and 100, in the terminal "
           "state (junk 1) (s 0): a role has one goal value where the game ends")
going = tmpfile("goals-going-on.kif", b"(role r)\n(init (s 0))\n(legal r stay)\n(<= (next (s 1)) (true (s 0)))\n"
                b"(<= terminal (true (s 1)))\n(goal r 0)\n(<= (goal r 100) (true (s 0)))\n")
code, out, err = run("gdl", going, "--state")
case("several goal values where the game goes on: all listed by --state",
     code == 0 and out == "(s 0)\nlegal r stay\nterminal no\ngoal r 0 100\n", out + err)
# A terminal state where a role has no goal value (chess.kif at its move limit):
# "none" in the played game's last line and its --result, as --check reads it back,
# never a number the rules do not give.
nogoal = tmpfile("no-goal.kif", b"(role r)\n(role b)\n(init (s 0))\n(legal r stay)\n(legal b wait)\n"
                 b"(<= (next (s 1)) (true (s 0)))\n(<= terminal (true (s 1)))\n"
                 b"(<= (goal r 100) (true (s 0)))\n(goal b 50)\n")
result = tmpfile("no-goal.json", b"")
code, out, err = run("gdl", nogoal, "--p1", "random", "--p2", "random", "--result", result)
case("a role without a goal value where the game ends: “goals r none b 50”",
     code == 0 and out.endswith("goals r none b 50\n") and "-1" not in out, out + err)
with open(result, encoding="utf-8") as f:
    played = json.load(f)
case("its --result: b wins, r scores 0, the reason says none",
     played["winner"] == 2 and played["scores"] == [0, 0.5] and played["reason"] == "goals r none b 50", repr(played))
code, out2, err = run("gdl", nogoal, "--check", tmpfile("no-goal-game.txt", out.encode()), people=True)
case("the played game checks: --check reads the same goals line",
     code == 0 and out2 == "OK: 1 moves, goals r none b 50\n", out2 + err)

# A relation negated within its own rules, but only at another instance
# (data/negated-instance.kif: (goal red 100) from (not (goal red 0))): read as
# one relation for each constant of its heads, as GGP Base's prover plays it
# (its perft on the file: 2, 2, 0), with a warning at the `not`; goals by hand.
NEGATED = os.path.join(HERE, "data", "negated-instance.kif")
code, out, err = run("gdl", NEGATED, "--perft", "3")
case("goal negated within goal's rules at another instance: perft 2 2 0 (GGP Base's), a warning at line 31",
     code == 0 and out == "1 2\n2 2\n3 0\n"
     and "negated-instance.kif:31:6: warning: “not” on goal within its own rules" in err, out + err)
ends = set()
for seed in ("1", "2", "3", "4", "5", "6"):
    code, out, err = run("gdl", NEGATED, "--p1", "random", "--p2", "random", "--seed", seed)
    ends.add((code, out.splitlines()[-1] if out else ""))
case("its two games end with the goals by hand: red 100 blue 50 (cell 1 red), red 50 blue 100",
     ends <= {(0, "goals red 100 blue 50"), (0, "goals red 50 blue 100")} and len(ends) == 2, repr(ends))
answers = tmpfile("negated-moves.txt", b"1: red plays (fill 1)\n2: blue plays (fill 2)\n")
code, out, err = run("gdl", NEGATED, "--why", "(goal red 100)", "--after", answers, people=True)
case("--why (goal red 100) at its end: the rule with (not (goal red 0)), the parts printed as goal",
     code == 0 and "(not (goal red 0)): (goal red 0) does not hold" in out and "(true (cell 1 red)): in the state" in out
     and "goal 100" not in out and "goal 0 " not in out, out + err)
code, out, err = run("gdl", NEGATED, "--state")
case("its initial state: both goals 0, red to fill",
     code == 0 and out.endswith("legal red (fill 1) (fill 2)\nlegal blue noop\nterminal no\ngoal red 0\ngoal blue 0\n"),
     out + err)
# A cycle through the instances themselves stays refused: (p 1) from (not (p 2))
# and (p 2) from (not (p 1)), at the line of a `not`.
cycle = tmpfile("instance-cycle.kif", b"(role r)\n(init (s 0))\n(legal r stay)\n(<= (next (s 0)) (true (s 0)))\n"
                b"(<= terminal (p 1))\n(goal r 0)\n(<= (p 1) (true (s 0))\n  (not (p 2)))\n"
                b"(<= (p 2) (true (s 0))\n  (not (p 1)))\n")
# A keyword other than goal and legal is never split: (next (a)) from
# (not (next (b))) stays refused.
nexts = tmpfile("next-negated.kif", b"(role r)\n(init (s 0))\n(legal r stay)\n(<= (next (s 0)) (true (s 0)))\n"
                b"(<= (next (a)) (not (next (b))))\n(<= (next (b)) (true (s 0)))\n(<= terminal (true (a)))\n"
                b"(goal r 0)\n")
error_case("(next (a)) from (not (next (b))): refused, not stratified, at line 5",
           ["gdl", nexts, "--perft", "1"], 1, "next-negated.kif:5:17: negation is not stratified")
code, out, err = run("gdl", cycle, "--perft", "1")
case("(p 1) from (not (p 2)) and (p 2) from (not (p 1)): refused, not stratified, at the `not` of line 8 or 10",
     code == 1 and re.search(r"instance-cycle\.kif:(8|10):4: negation is not stratified", err) is not None, out + err)

# --perft prints each ply as it is counted and stops at --time-limit.
FOREVER = os.path.join(HERE, "data", "forever.kif")
code, out, err = run("gdl", FOREVER, "--perft", "64", "--time-limit", "1")
lines = out.splitlines()
case("--perft 64 --time-limit 1 on a game without end: the plies counted (2^k), exit 4, the limit said",
     code == 4 and len(lines) >= 1 and lines == ["%d %d" % (k + 1, 2 ** (k + 1)) for k in range(len(lines))]
     and "time limit ran out while counting ply %d" % (len(lines) + 1) in err, out + err)
error_case("--state with --time-limit: exit 2", ["gdl", TTT, "--state", "--time-limit", "5"], 2, "--time-limit")

# A game whose grounding takes seconds and fails (`wide`, which its caller
# asks with one variable in every place: 2^20 atoms, past the grounding's
# limits) while its rules answer at once (the demand: wide(0, 0, …)): --perft
# counts with the evaluation without grounding beside the game's own load
# (qd-gdl-cli-perft.c), the same counts, the rulesheet's warning once; a time
# limit stops both.
with open(FOREVER) as f:
    forever = f.read()
bits = " ".join("?v%d" % i for i in range(20))
WIDE = tmpfile("forever-wide.kif", (forever.replace(
    "(<= (legal a (m 1)) (true (control a)))",
    "(<= (legal a (m 1)) (true (control a)) (one ?x) (wide %s))" % " ".join(["?x"] * 20)).replace(
    "(<= (legal b noop) (true (control a)))",
    "(<= (legal b noop) (distinct ?x 3) (true (control a)) (bit ?x))")
    + "(bit 0) (bit 1) (one 0)\n(<= (wide %s) %s (true (control a)))\n" % (bits, " ".join("(bit ?v%d)" % i for i in range(20)))).encode())
code, out, err = run("gdl", WIDE, "--perft", "10")
case("--perft 10 where the grounding fails slowly: 2^k, the warning once",
     code == 0 and out == "".join("%d %d\n" % (k, 2 ** k) for k in range(1, 11))
     and err.count("forever-wide.kif:7:21: warning") == 1 and "“distinct” on ?x before the literal that binds it" in err, out + err)
code, out, err = run("gdl", WIDE, "--perft", "64", "--time-limit", "1")
lines = out.splitlines()
case("--perft 64 --time-limit 1 there: the plies counted, exit 4, the limit said once",
     code == 4 and len(lines) >= 1 and lines == ["%d %d" % (k + 1, 2 ** (k + 1)) for k in range(len(lines))]
     and err.count("time limit ran out") == 1 and "while counting ply %d" % (len(lines) + 1) in err, out + err)
error_case("--perft with --max-plies: exit 2", ["gdl", TTT, "--perft", "1", "--max-plies", "5"], 2, "--max-plies")
error_case("a missing FILE: exit 2", ["gdl", "--perft", "1"], 2, "FILE")
error_case("no --perft: the game is played (a person's input ends: exit 1)", ["gdl", TTT], 1, "input")
error_case("--perft 0: exit 2", ["gdl", TTT, "--perft", "0"], 2, "--perft")
finish()
