#!/usr/bin/env python3
"""Randomized differential test of `quandary-cli kcell` against ref_kcell.py,
an independent model of the rules written from statement 002 and docs/contracts.md.

Seeded random games (board sizes, stone counts, every kind of agent): each
printed board must follow from the one before by a legal move of the player
named (or a pass when it has none), the game must stop exactly when the rules
end it, with the right result line, and the exact searchers (minimax,
alpha-beta without a cutoff) must only make moves that keep the game's value.
50 and 10 games in the suite, 200 and 40 with QD_CLITEST_BIG=1.
Usage: test-cli-kcell-diff.py CLI SRCDIR WORKDIR
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403
import ref_kcell as R  # noqa: E402

RESULT = {0: "Player1 wins.", 1: "Player2 wins.", -1: "Draw."}


def check(k, n, agents, seed):
    code, out, err = run("kcell", "--cells", str(k), "--stones", str(n),
                         "--p1", agents[0], "--p2", agents[1], "--seed", str(seed))
    if code != 0:
        return "exit %d: %s" % (code, err)
    lines = out.split("\n")
    if len(lines) < 4 or lines[-1] != "" or lines[-4] != "":
        return "layout: %r" % out
    steps, final, result = lines[:-4], lines[-3], lines[-2]
    board, player = R.start(k, n), 0
    for i, line in enumerate(steps):
        want = "P%d: [%s]" % (player + 1, board)
        if line != want:
            return "line %d is %r, want %r" % (i + 1, line, want)
        if R.winner(board) is not None:
            return "the game went on after it ended at %s" % board
        after = steps[i + 1][5:-1] if i + 1 < len(steps) else final[1:-1]
        moves = R.moves(board, player)
        if after not in ([R.play(board, m, player) for m in moves] if moves else [board]):
            return "no legal move leads from %s to %s" % (board, after)
        if agents[player] in ("minimax", "alphabeta") and moves and \
                R.value(after, 1 - player) != R.value(board, player):
            return "%s made a losing move %s -> %s" % (agents[player], board, after)
        board, player = after, 1 - player
    if final != "[%s]" % board:
        return "final board %r, want [%s]" % (final, board)
    w = R.winner(board)
    if w is None:
        return "stopped at %s before the end" % board
    if result != RESULT[w]:
        return "result %r, want %r" % (result, RESULT[w])
    return None


rng = random.Random(20261122)
failures = []
# The suite plays 50 games on small boards and 10 on large ones (every kind
# of agent, minimax and alpha-beta exact on boards of up to 9 cells); the
# benchmark cli-kcell-diff-big (QD_CLITEST_BIG=1) the first counts, 200 and 40.
GAMES, LARGE = (200, 40) if os.environ.get("QD_CLITEST_BIG") == "1" else (50, 10)
for t in range(GAMES):
    n = rng.randint(1, 4)
    k = rng.randint(2 * n, 2 * n + (6 if n < 3 else 3))
    pool = ["random", "alphabeta:%d" % rng.randint(1, 6), "random-heuristic:%d" % rng.randint(1, 3)]
    if k <= 9:
        pool += ["minimax", "alphabeta"]
    agents = (rng.choice(pool), rng.choice(pool))
    seed = rng.randint(0, 10 ** 6)
    problem = check(k, n, agents, seed)
    if problem:
        failures.append("%d cells %d stones %s vs %s seed %d: %s" % (k, n, agents[0], agents[1], seed, problem))
case("%d random games agree with the reference rules" % GAMES, not failures, "\n".join(failures[:10]))

# Large boards with random players: legal moves and results to the end.
failures = []
for t in range(LARGE):
    n = rng.randint(1, 32)
    k = rng.randint(2 * n, 64)
    problem = check(k, n, ("random", "random"), rng.randint(0, 10 ** 6))
    if problem:
        failures.append("%d cells %d stones: %s" % (k, n, problem))
case("%d random games on boards up to 64 cells agree with the reference" % LARGE, not failures, "\n".join(failures[:10]))

# The statement's jump chain [_oox_x_] -> [_o_x_xo], reached from the start
# by the moves 2 7 1 5 (traced by hand: a step, a jump, a step, a step).
game = tmpfile("chain.kcell", b"cells 7\nstones 2\nplayer1 random\nplayer2 random\nmoves 2 7 1 5 3\n")
code, out, err = run("kcell", game)
case("the statement's jump chain: cell 3 jumps twice, one move",
     code == 0 and out.startswith("P1: [oo___xx]\nP2: [o_o__xx]\nP1: [o_o_xx_]\nP2: [_oo_xx_]\n"
                                  "P1: [_oox_x_]\nP2: [_o_x_xo]\n"), out + err)
case("reference: the statement's jump chain", R.play("_oox_x_", 2, 0) == "_o_x_xo")

# Saved games: a repeated size key is refused (it silently replaced the
# first), and size errors name the line that holds the size.
error_case("a second cells line", ["kcell", tmpfile("twice.kcell", b"cells 7\nstones 2\ncells 9\n")], 1,
           "twice.kcell: line 3: a second “cells” line (the first is line 1)")
error_case("too many stones for the cells", ["kcell", tmpfile("tight.kcell", b"stones 4\n# 8 cells needed\ncells 7\n")], 1,
           "tight.kcell: line 3: 4 stones each need between 8 and 64 cells, not 7")
error_case("no stones line", ["kcell", tmpfile("nostones.kcell", b"cells 7\n")], 1,
           "nostones.kcell: line 1: a KCell game needs")
finish()
