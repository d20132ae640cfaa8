#!/usr/bin/env python3
"""Randomized differential test of `quandary-cli kinarow` against ref_kinarow.py,
an independent model of the rules (AIMA chapter 5; data/FORMATS.md).

Seeded random games (bundled and random boards, with and without gravity,
every kind of agent): each printed line must be the next move's number, the
mover's letter and a legal move in the reference; the game must stop exactly
when the reference ends it, with the right result line; the exact searchers
(minimax, alpha-beta without a cutoff) on tic-tac-toe-sized boards must only
make moves that keep the game's value.  40 random games in the suite, 120
with QD_CLITEST_BIG=1 (the benchmark cli-kinarow-diff-big).
Usage: test-cli-kinarow-diff.py CLI SRCDIR WORKDIR
"""
import os
import random
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403
import ref_kinarow as R  # noqa: E402

RESULT = {0: "Player 1 wins.", 1: "Player 2 wins.", -1: "Draw."}
LINE = re.compile(r"^(\d+): ([XO]) plays (\S+)$")


def check(name, agents, seed, position=""):
    args = ["kinarow", "--game", name, "--p1", agents[0], "--p2", agents[1], "--seed", str(seed)]
    if position:
        args += ["--position", position]
    code, out, err = run(*args)
    if code != 0:
        return "exit %d: %s" % (code, err)
    game, board, player, memo = R.Game.named(name), {}, 0, {}
    lines = out.split("\n")
    if lines[-1] != "":
        return "no final newline: %r" % out
    for i, line in enumerate(lines[:-2]):
        m = LINE.match(line)
        if not m or int(m.group(1)) != i + 1 or m.group(2) != "XO"[player]:
            return "line %d is %r" % (i + 1, line)
        if game.winner(board) is not None:
            return "the game went on after it ended"
        cell = game.parse(m.group(3), board)
        if cell is None:
            return "line %d: %s is not a legal move" % (i + 1, m.group(3))
        exact = agents[player] in ("minimax", "alphabeta") and game.m * game.n <= 9 and i >= len(position.split())
        before = game.value(board, player, memo) if exact else None
        board[cell] = player
        if exact and game.value(board, 1 - player, memo) != before:
            return "%s's move %s at line %d changes the game's value" % (agents[player], m.group(3), i + 1)
        player = 1 - player
    w = game.winner(board)
    if w is None:
        return "stopped before the end"
    if lines[-2] != RESULT[w]:
        return "result %r, want %r" % (lines[-2], RESULT[w])
    return None


def random_game(rng):
    kind = rng.random()
    if kind < 0.25:
        return "tictactoe"
    if kind < 0.45:
        return "connect4"
    if kind < 0.5:
        return "gomoku"
    m, n = rng.randint(1, 8), rng.randint(1, 8)
    k = rng.randint(2, min(max(m, n), 5))
    return "%d,%d,%d%s" % (m, n, k, ",gravity" if rng.random() < 0.5 else "")


rng = random.Random(20261127)
failures = []
# 40 games hold every kind of board (bundled, random with and without
# gravity) and agent; the benchmark plays the first count, 120.
GAMES = 120 if os.environ.get("QD_CLITEST_BIG") == "1" else 40
for t in range(GAMES):
    name = random_game(rng)
    pool = ["random", "random", "alphabeta:%d" % rng.randint(1, 3), "mcts:%d" % rng.randint(20, 200)]
    if R.Game.named(name).m * R.Game.named(name).n <= 9:
        pool += ["minimax", "alphabeta"]
    agents = (rng.choice(pool), rng.choice(pool))
    seed = rng.randint(0, 10 ** 6)
    problem = check(name, agents, seed)
    if problem:
        failures.append("%s %s vs %s seed %d: %s" % (name, agents[0], agents[1], seed, problem))
case("%d random games agree with the reference rules" % GAMES, not failures, "\n".join(failures[:10]))

# Games from a --position: the exact agents on tic-tac-toe from every
# opening of two moves.
failures = []
for first in ("a1", "b1", "b2"):
    for second in ("a1", "a2", "b2", "c3"):
        if first == second:
            continue
        problem = check("tictactoe", ("alphabeta", "minimax"), 1, first + " " + second)
        if problem:
            failures.append("%s %s: %s" % (first, second, problem))
case("perfect players keep the value from tic-tac-toe's openings", not failures, "\n".join(failures))
finish()
