#!/usr/bin/env python3
"""A KCell agent for Quandary (docs/agents.md): random, or alpha-beta to a
depth with a cutoff heuristic.  Start from it and make it yours.

    python3 kcell_agent.py             alpha-beta, depth 4
    python3 kcell_agent.py --depth 6   alpha-beta, depth 6
    python3 kcell_agent.py --random    a random legal move (--seed S: another sequence)

The board is a string: "o" player 1 (moves right), "x" player 2 (moves
left), "_" empty.  A move is the 1-based cell of the stone that moves, or
"pass" when the player has no other move.
"""
import random
import sys

from quandary_agent import info, run

DEFAULT_DEPTH = 4


def start_board(lines):
    """The board of a .kcell text: its "cells K" and "stones N" lines."""
    keys = dict(line.split(None, 1) for line in lines if line.strip() and not line.startswith("#"))
    cells, stones = int(keys["cells"]), int(keys["stones"])
    return "o" * stones + "_" * (cells - 2 * stones) + "x" * stones


def moves(board, player):
    """The cells (0-based) of the stones that can move: a step into an empty
    cell, or a jump over one stone into an empty cell."""
    me, d = ("o", 1) if player == 0 else ("x", -1)
    out = []
    for i, c in enumerate(board):
        j = i + d
        if c == me and 0 <= j < len(board):
            if board[j] == "_" or (0 <= j + d < len(board) and board[j + d] == "_"):
                out.append(i)
    return out


def apply(board, player, cell):
    """The board after `player` moves the stone on `cell` (None: a pass).
    After a jump the stone keeps jumping while it can."""
    if cell is None:
        return board
    me, d = ("o", 1) if player == 0 else ("x", -1)
    b = list(board)
    b[cell] = "_"
    pos = cell + d
    if b[pos] != "_":
        pos = cell + 2 * d
        while 0 <= pos + 2 * d < len(b) and b[pos + d] != "_" and b[pos + 2 * d] == "_":
            pos += 2 * d
    b[pos] = me
    return "".join(b)


def packed(board, player):
    """How many of `player`'s stones sit side by side at its far end."""
    mark, edge = ("o", board[::-1]) if player == 0 else ("x", board)
    count = 0
    while count < len(edge) and edge[count] == mark:
        count += 1
    return count


def outcome(board):
    """+1 player 1 wins, -1 player 2 wins, 0 a draw, None not over."""
    stones = board.count("o")
    if packed(board, 0) == stones:
        return 1
    if packed(board, 1) == stones:
        return -1
    if moves(board, 0) or moves(board, 1):
        return None
    return (packed(board, 0) > packed(board, 1)) - (packed(board, 0) < packed(board, 1))


def evaluate(board):
    """From player 1's side, inside (-1, 1): how far the stones have come."""
    k = len(board)
    p1 = sum(i for i, c in enumerate(board) if c == "o")
    p2 = sum(k - 1 - i for i, c in enumerate(board) if c == "x")
    return (p1 - p2) / (k * k + 1)


def alphabeta(board, player, depth, alpha, beta, counter):
    counter[0] += 1
    result = outcome(board)
    if result is not None:
        return result
    if depth == 0:
        return evaluate(board)
    options = moves(board, player) or [None]
    if player == 0:
        best = -2
        for cell in options:
            best = max(best, alphabeta(apply(board, 0, cell), 1, depth - 1, alpha, beta, counter))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best = 2
        for cell in options:
            best = min(best, alphabeta(apply(board, 1, cell), 0, depth - 1, alpha, beta, counter))
            beta = min(beta, best)
            if alpha >= beta:
                break
    return best


def choose(game, start, played, seconds):
    board, player = start_board(start), 0
    for move in played:
        board = apply(board, player, None if move == "pass" else int(move) - 1)
        player = 1 - player
    options = moves(board, player)
    if not options:
        return "pass"
    if DEPTH == 0:
        return random.choice(options) + 1
    counter, sign = [0], 1 if player == 0 else -1
    scored = [(sign * alphabeta(apply(board, player, c), 1 - player, DEPTH - 1, -2, 2, counter), c)
              for c in options]
    value, cell = max(scored)
    info(depth=DEPTH, nodes=counter[0], score=sign * value, pv=[cell + 1])
    return cell + 1


def option(name, default):
    return int(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


DEPTH = 0 if "--random" in sys.argv else option("--depth", DEFAULT_DEPTH)
random.seed(option("--seed", 1))   # the same game again for the same seed
run(choose, "kcell %s" % ("random" if DEPTH == 0 else "alpha-beta depth %d" % DEPTH))
