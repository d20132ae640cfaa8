#!/usr/bin/env python3
"""An independent model of k in a row, written from the rules (AIMA 4th ed.,
chapter 5; src/problems/kinarow/qd-kinarow.h's opening comment and
data/FORMATS.md), not from the C code: a board is a dict {(column, row):
player}, a win is found by scanning every line of the board, moves are
written as the command prints them.

Run directly it prints the figures the C tests use:
  tic-tac-toe: complete games, nodes of the game tree, the value of the
  empty board; Connect Four: move-sequence counts (perft) and distinct
  positions after 1..5 plies.
"""
import sys

BUNDLED = {"tictactoe": (3, 3, 3, False), "connect4": (7, 6, 4, True), "gomoku": (15, 15, 5, False)}


class Game:
    def __init__(self, m, n, k, gravity=False):
        self.m, self.n, self.k, self.gravity = m, n, k, gravity

    @staticmethod
    def named(name):
        if name in BUNDLED:
            return Game(*BUNDLED[name])
        parts = name.split(",")
        return Game(int(parts[0]), int(parts[1]), int(parts[2]), len(parts) == 4)

    def moves(self, board):
        """The legal moves as (column, row), in no particular order."""
        if self.winner(board) is not None:
            return []
        if self.gravity:
            out = []
            for c in range(self.m):
                h = sum(1 for r in range(self.n) if (c, r) in board)
                if h < self.n:
                    out.append((c, h))
            return out
        return [(c, r) for r in range(self.n) for c in range(self.m) if (c, r) not in board]

    def has_line(self, board, player):
        for (c, r), p in board.items():
            if p != player:
                continue
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                if all(board.get((c + i * dc, r + i * dr)) == player for i in range(self.k)):
                    return True
        return False

    def winner(self, board):
        """0 or 1 for a win of that player, -1 for a draw, None while it goes on."""
        for p in (0, 1):
            if self.has_line(board, p):
                return p
        return -1 if len(board) == self.m * self.n else None

    def notation(self, cell):
        c, r = cell
        return str(c + 1) if self.gravity else "%s%d" % ("abcdefghijklmnopqrs"[c], r + 1)

    def parse(self, text, board):
        """The cell of a move written as printed, or None when it is not legal."""
        legal = {self.notation(cell): cell for cell in self.moves(board)}
        return legal.get(text)

    def value(self, board, player, memo=None):
        """The game's value for player 1 (1, 0, -1) with `player` to move."""
        memo = {} if memo is None else memo
        key = (frozenset(board.items()), player)
        if key in memo:
            return memo[key]
        w = self.winner(board)
        if w is not None:
            v = 0 if w == -1 else (1 if w == 0 else -1)
        else:
            vals = []
            for cell in self.moves(board):
                board[cell] = player
                vals.append(self.value(board, 1 - player, memo))
                del board[cell]
            v = max(vals) if player == 0 else min(vals)
        memo[key] = v
        return v


def tree_counts(game, board=None, player=0):
    """(complete games, nodes of the game tree including the root)."""
    board = {} if board is None else board
    moves = game.moves(board)
    if not moves:
        return 1, 1
    games, nodes = 0, 1
    for cell in moves:
        board[cell] = player
        g, n = tree_counts(game, board, 1 - player)
        del board[cell]
        games, nodes = games + g, nodes + n
    return games, nodes


def perft(game, depth, board=None, player=0):
    board = {} if board is None else board
    if depth == 0:
        return 1
    total = 0
    for cell in game.moves(board):
        board[cell] = player
        total += perft(game, depth - 1, board, 1 - player)
        del board[cell]
    return total


def distinct(game, depth):
    """Distinct positions after exactly `depth` plies (a game over earlier is not extended)."""
    layer = {frozenset()}
    for ply in range(depth):
        nxt = set()
        for pos in layer:
            board = dict(pos)
            for cell in game.moves(board):
                board[cell] = ply % 2
                nxt.add(frozenset(board.items()))
                del board[cell]
        layer = nxt
    return len(layer)


if __name__ == "__main__":
    t = Game.named("tictactoe")
    print("tictactoe games, nodes:", tree_counts(t))
    print("tictactoe value:", t.value({}, 0))
    c = Game.named("connect4")
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print("connect4 perft:", [perft(c, d) for d in range(1, depth + 1)])
    print("connect4 distinct:", [distinct(c, d) for d in range(1, depth + 1)])
