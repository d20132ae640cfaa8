#!/usr/bin/env python3
"""CLI tests of `quandary-cli search FILE --online dfs|lrta` (issue 66), TAP.

Expected values are worked by hand in tests/search/test-search-online.c on
data/online-hand.maze: optimal cost 5; LRTA* costs 11 on trial 1, then 5;
Online-DFS 11 on every trial.
Usage: test-cli-search-online.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

hand = os.path.join(srcdir, "data", "online-hand.maze")

code, out, err = run("search", hand, "--online", "lrta", "--trials", "3")
want = ("optimal 5\n"
        "trial 1 cost 11 moves 11 ratio 2.200\n"
        "trial 2 cost 5 moves 5 ratio 1.000\n"
        "trial 3 cost 5 moves 5 ratio 1.000\n")
case("LRTA*: trial costs 11, 5, 5 (by hand)", code == 0 and out == want, "exit %d\n%s%s" % (code, out, err))

code, out, err = run("search", hand, "--online", "dfs", "--trials", "2")
want = ("optimal 5\n"
        "trial 1 cost 11 moves 11 ratio 2.200\n"
        "trial 2 cost 11 moves 11 ratio 2.200\n")
case("Online-DFS: 11 on every trial (by hand)", code == 0 and out == want, "exit %d\n%s%s" % (code, out, err))

# --steps: LRTA*'s first trial, each H update before the move it follows.
moves = [("1 1", "1 2", "right"), ("1 2", "2 2", "down"), ("2 2", "1 2", "up"), ("1 2", "1 1", "left"),
         ("1 1", "2 1", "down"), ("2 1", "1 1", "up"), ("1 1", "1 2", "right"), ("1 2", "2 2", "down"),
         ("2 2", "2 3", "right"), ("2 3", "2 4", "right"), ("2 4", "1 4", "up")]
updates = [None, ("1 1", 3, 3), ("1 2", 2, 2), ("2 2", 3, 3), ("1 2", 4, 2), ("1 1", 5, 3),
           ("2 1", 4, 4), ("1 1", 5, 5), ("1 2", 4, 4), ("2 2", 3, 3), ("2 3", 2, 2)]
want = "optimal 5\n"
for k, ((a, b, d), u) in enumerate(zip(moves, updates), 1):
    if u:
        want += "  H(%s) ← %d (was %d)\n" % u
    want += "  move %d: %s → %s %s cost 1\n" % (k, a, b, d)
want += "trial 1 cost 11 moves 11 ratio 2.200\n"
code, out, err = run("search", hand, "--online", "lrta", "--steps")
case("LRTA* --steps: the H updates of trial 1 (by hand)", code == 0 and out == want,
     "exit %d\n--- want\n%s--- got\n%s%s" % (code, want, out, err))

code, out, err = run("search", hand, "--online", "dfs", "--steps")
case("Online-DFS --steps marks the step back", code == 0 and "  move 7: 1 1 → 2 1 down (back) cost 1\n" in out,
     out + err)

none = tmpfile("none.maze", b"######\n#S.#G#\n######\n")
error_case("Online-DFS: no path, everything explored", ["search", none, "--online", "dfs"], 3,
           "explored all 2 cells")
# LRTA* never learns that the goal is out of reach: it walks no trial.
error_case("LRTA*: no path, no trial walked", ["search", none, "--online", "lrta"], 3, "no trial is walked")
code, out, _ = run("search", none, "--online", "lrta", "--steps")
case("no path: optimal none, and no move", out == "optimal none\n", out)
error_case("LRTA*: a limit too small", ["search", hand, "--online", "lrta", "--step-limit", "3"], 4,
           "--step-limit gives it more")

route = os.path.join(srcdir, "data", "romania.route")
error_case("--online needs a maze", ["search", route, "--online", "lrta"], 2, "grid maze")
error_case("unknown agent", ["search", hand, "--online", "bfs"], 2, "use dfs or lrta")
error_case("--trials without --online", ["search", hand, "--trials", "2"], 2, "go with --online")
error_case("--trials 0", ["search", hand, "--online", "dfs", "--trials", "0"], 2, "--trials takes 1")
error_case("--online with --algorithm", ["search", hand, "--online", "dfs", "--algorithm", "bfs"], 2,
           "--online walks the maze")

finish()
