#!/usr/bin/env python3
"""A k-in-a-row agent for Quandary (docs/agents.md): tic-tac-toe, Connect
Four, Gomoku and any M,N,K game; random, or alpha-beta to a depth with a
cutoff heuristic.  Start from it and make it yours.

    python3 kinarow_agent.py             alpha-beta, depth 2
    python3 kinarow_agent.py --depth 4   alpha-beta, depth 4
    python3 kinarow_agent.py --random    a random legal move (--seed S: another sequence)

The start is four lines, "columns M", "rows N", "k K", "gravity yes|no".
The board is a dict {(column, row): player}, columns and rows from 0 (a1 is
(0, 0), bottom left).  A move is a cell, "b2", or with gravity the column's
number from 1, "4".
"""
import random
import sys

from quandary_agent import info, run

DEFAULT_DEPTH = 2
LETTERS = "abcdefghijklmnopqrs"
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


class Rules:
    def __init__(self, lines):
        keys = dict(line.split(None, 1) for line in lines if line.strip())
        self.m, self.n, self.k = int(keys["columns"]), int(keys["rows"]), int(keys["k"])
        self.gravity = keys["gravity"].strip() == "yes"

    def moves(self, board):
        """The cells a stone can go on, nearest the centre first."""
        if self.gravity:
            cells = [(c, sum(1 for r in range(self.n) if (c, r) in board)) for c in range(self.m)]
            cells = [(c, r) for c, r in cells if r < self.n]
        else:
            cells = [(c, r) for c in range(self.m) for r in range(self.n) if (c, r) not in board]
        return sorted(cells, key=lambda cell: (2 * cell[0] - self.m + 1) ** 2 +
                      (0 if self.gravity else (2 * cell[1] - self.n + 1) ** 2))

    def wins(self, board, cell):
        """Whether the stone on `cell` makes K in a row."""
        p = board[cell]
        for dc, dr in DIRECTIONS:
            run_length = 1
            for sign in (1, -1):
                c, r = cell[0] + sign * dc, cell[1] + sign * dr
                while board.get((c, r)) == p:
                    run_length, c, r = run_length + 1, c + sign * dc, r + sign * dr
            if run_length >= self.k:
                return True
        return False

    def cell_of(self, board, move):
        if self.gravity:
            c = int(move) - 1
            return c, sum(1 for r in range(self.n) if (c, r) in board)
        return LETTERS.index(move[0].lower()), int(move[1:]) - 1

    def notation(self, cell):
        return str(cell[0] + 1) if self.gravity else "%s%d" % (LETTERS[cell[0]], cell[1] + 1)

    def evaluate(self, board):
        """From player 1's side, inside (-1, 1): the open lines, windows of K
        cells holding stones of one player only, weighted 4^(stones - 1)."""
        sums = [0, 0]
        for dc, dr in DIRECTIONS:
            for c in range(self.m):
                for r in range(self.n):
                    end = (c + (self.k - 1) * dc, r + (self.k - 1) * dr)
                    if not (0 <= end[0] < self.m and 0 <= end[1] < self.n):
                        continue
                    owners = [board.get((c + i * dc, r + i * dr)) for i in range(self.k)]
                    for p in (0, 1):
                        if p in owners and 1 - p not in owners:
                            sums[p] += 4 ** (owners.count(p) - 1)
        return 0.9 * (sums[0] - sums[1]) / (sums[0] + sums[1] + 1)


# Each template writes its alpha-beta out in full, on purpose: the search is
# the part a student reads and makes their own (quandary_agent.py, which
# knows no game, holds only the protocol), and a template stays one file to
# read from top to bottom.  Its likeness to the other templates' is wanted.
def alphabeta(rules, board, player, depth, alpha, beta, counter):
    """The value for player 1 with `player` to move (no win on the board yet)."""
    counter[0] += 1
    options = rules.moves(board)
    if not options:
        return 0
    if depth == 0:
        return rules.evaluate(board)
    best = -2 if player == 0 else 2
    for cell in options:
        board[cell] = player
        if rules.wins(board, cell):
            value = 1 if player == 0 else -1
        else:
            value = alphabeta(rules, board, 1 - player, depth - 1, alpha, beta, counter)
        del board[cell]
        if player == 0:
            best, alpha = max(best, value), max(alpha, value)
        else:
            best, beta = min(best, value), min(beta, value)
        if alpha >= beta:
            break
    return best


def choose(game, start, played, seconds):
    rules, board = Rules(start), {}
    for i, move in enumerate(played):
        board[rules.cell_of(board, move)] = i % 2
    player = len(played) % 2
    options = rules.moves(board)
    if DEPTH == 0:
        return rules.notation(random.choice(options))
    counter, sign, scored = [0], 1 if player == 0 else -1, []
    for cell in options:
        board[cell] = player
        if rules.wins(board, cell):
            value = 1
        else:
            value = sign * alphabeta(rules, board, 1 - player, DEPTH - 1, -2, 2, counter)
        del board[cell]
        scored.append((value, -len(scored), cell))
    value, _, cell = max(scored)
    info(depth=DEPTH, nodes=counter[0], score=sign * value, pv=[rules.notation(cell)])
    return rules.notation(cell)


def option(name, default):
    return int(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


DEPTH = 0 if "--random" in sys.argv else option("--depth", DEFAULT_DEPTH)
random.seed(option("--seed", 1))   # the same game again for the same seed
run(choose, "kinarow %s" % ("random" if DEPTH == 0 else "alpha-beta depth %d" % DEPTH))
