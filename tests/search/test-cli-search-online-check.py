#!/usr/bin/env python3
"""CLI tests of `quandary-cli search MAZE --online dfs|lrta [--steps] --check ANSWER…`
(issue 66), TAP.

The right transcripts are the hand-worked walks on data/online-hand.maze
(tests/search/test-cli-search-online.py, test-search-online.c):

    #######
    #S.#G.#     S = 1 1, G = 1 4
    #.....#
    #######

LRTA*'s update before move 5, worked by hand: the agent came from 1 2 to 1 1;
1 2's actions are down (to 2 2, H 3) and left (to 1 1, H 3), each cost 1, so
H(1 2) <- min(1 + 3, 1 + 3) = 4.  Online-DFS's move 7: in 1 1 nothing is left
untried (right taken at move 1, down at move 5); unbacktracked[1 1] holds 2 1
(pushed at move 6) above 1 2 (move 4), so it steps back down to 2 1.  Its move
3: in 2 2 the untried actions are up, right, left; it takes up.
Usage: test-cli-search-online-check.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

hand = os.path.join(srcdir, "data", "online-hand.maze")

# LRTA*'s first trial, by hand (as in test-cli-search-online.py).
moves = [("1 1", "1 2", "right"), ("1 2", "2 2", "down"), ("2 2", "1 2", "up"), ("1 2", "1 1", "left"),
         ("1 1", "2 1", "down"), ("2 1", "1 1", "up"), ("1 1", "1 2", "right"), ("1 2", "2 2", "down"),
         ("2 2", "2 3", "right"), ("2 3", "2 4", "right"), ("2 4", "1 4", "up")]
updates = [None, ("1 1", 3, 3), ("1 2", 2, 2), ("2 2", 3, 3), ("1 2", 4, 2), ("1 1", 5, 3),
           ("2 1", 4, 4), ("1 1", 5, 5), ("1 2", 4, 4), ("2 2", 3, 3), ("2 3", 2, 2)]
lrta = ["optimal 5"]
for k, ((a, b, d), u) in enumerate(zip(moves, updates), 1):
    if u:
        lrta.append("  H(%s) ← %d (was %d)" % u)
    lrta.append("  move %d: %s → %s %s cost 1" % (k, a, b, d))
lrta.append("trial 1 cost 11 moves 11 ratio 2.200")

# Online-DFS's walk, by hand.
dfs_moves = [("1 1", "1 2", "right", ""), ("1 2", "2 2", "down", ""), ("2 2", "1 2", "up", ""),
             ("1 2", "1 1", "left", ""), ("1 1", "2 1", "down", ""), ("2 1", "1 1", "up", ""),
             ("1 1", "2 1", "down", " (back)"), ("2 1", "2 2", "right", ""), ("2 2", "2 3", "right", ""),
             ("2 3", "2 4", "right", ""), ("2 4", "1 4", "up", "")]
dfs = ["optimal 5"] + ["  move %d: %s → %s %s%s cost 1" % ((k,) + m) for k, m in enumerate(dfs_moves, 1)]
dfs.append("trial 1 cost 11 moves 11 ratio 2.200")


def answer(name, lines):
    return tmpfile(name, ("\n".join(lines) + "\n").encode("utf-8"))


def check(agent, *files, extra=()):
    # The explanations are for people: translated in French.
    return run("search", hand, "--online", agent, "--steps", *extra, "--check", *files, people=True)


right = answer("lrta-right.txt", lrta)
code, out, err = check("lrta", right)
case("LRTA*: the hand-worked transcript is correct", code == 0 and out == "%s: correct\n" % right,
     "exit %d\n%s%s" % (code, out, err))

wrong = list(lrta)
wrong[8] = "  H(1 2) ← 2 (was 2)"   # line 9: the update before move 5
bad = answer("lrta-h.txt", wrong)
code, out, err = check("lrta", bad)
case("LRTA*: a wrong H update is found at line 9",
     code == 1 and "%s: wrong at line 9\n" % bad in out and "expected: " + lrta[8] in out, out + err)
case("LRTA*: the update explained from each action's c + H",
     "min over the actions a of c(s, a, s′) + H(s′)" in out
     and "down: 1 + H(2 2) = 1 + 3 = 4; left: 1 + H(1 1) = 1 + 3 = 4; the least is 4" in out, out)

wrong = list(lrta)
wrong[9] = "  move 5: 1 1 → 1 2 right cost 1"   # line 10: move 5 goes down
bad = answer("lrta-move.txt", wrong)
code, out, err = check("lrta", bad)
# In 1 1 after the update: right to 1 2 (H now 4) costs 1 + 4 = 5, down is untried: h(1 1) = 3.
case("LRTA*: a wrong move explained by the tie rule and the costs",
     code == 1 and "wrong at line 10" in out and "the first in the order up, right, down, left on a tie" in out
     and "right: 1 + H(1 2) = 1 + 4 = 5; down: not tried, h = 3" in out, out + err)

right = answer("dfs-right.txt", dfs)
code, out, err = check("dfs", right)
case("Online-DFS: the hand-worked transcript is correct", code == 0 and out == "%s: correct\n" % right,
     "exit %d\n%s%s" % (code, out, err))

wrong = list(dfs)
wrong[7] = "  move 7: 1 1 → 1 2 right cost 1"
bad = answer("dfs-back.txt", wrong)
code, out, err = check("dfs", bad)
case("Online-DFS: the step back explained by unbacktracked",
     code == 1 and "wrong at line 8" in out and "no action is left untried" in out
     and "unbacktracked[1 1], 2 1" in out and "still holds 1 2" in out, out + err)

wrong = list(dfs)
wrong[3] = "  move 3: 2 2 → 2 3 right cost 1"
bad = answer("dfs-untried.txt", wrong)
code, out, err = check("dfs", bad)
case("Online-DFS: a forward move explained by the untried actions",
     code == 1 and "wrong at line 4" in out and "the untried actions were up, right, left" in out, out + err)

long_answer = answer("dfs-long.txt", dfs + ["trial 2 cost 11 moves 11 ratio 2.200"])
code, out, err = check("dfs", long_answer)
case("an answer too long: where the output ends",
     code == 1 and "wrong at line 14" in out and "ends with the last trial's line" in out, out + err)

trials = answer("lrta-trials.txt", ["optimal 5", "trial 1 cost 11 moves 11 ratio 2.200",
                                    "trial 2 cost 5 moves 5 ratio 1.000"])
code, out, err = run("search", hand, "--online", "lrta", "--trials", "2", "--check", trials, people=True)
case("without --steps: the trial lines (LRTA* 11 then 5, by hand)", code == 0 and out == "%s: correct\n" % trials,
     out + err)
wrong_trials = answer("lrta-trials-wrong.txt", ["optimal 5", "trial 1 cost 11 moves 11 ratio 2.200",
                                                "trial 2 cost 11 moves 11 ratio 2.200"])
code, out, err = run("search", hand, "--online", "lrta", "--trials", "2", "--check", wrong_trials, people=True)
case("a wrong trial line: its cost and ratio explained", code == 1 and "wrong at line 3" in out
     and "Trial 2 ends when the agent reaches the goal 1 4" in out and "5 moves" in out, out + err)

none = tmpfile("none.maze", b"######\n#S.#G#\n######\n")
error_case("--check on a maze without a path", ["search", none, "--online", "dfs", "--check", right], 3,
           "no answer can be checked")

finish()
