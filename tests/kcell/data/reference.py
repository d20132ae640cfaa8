#!/usr/bin/env python3
"""An independent model of KCell's rules (statement 002, question 1, with the
readings fixed in docs/contracts.md), written from the statement and not from the C code.
It prints the figures tests/test-kcell.c checks: move counts from the start
(perft) and game values under perfect play.

Boards are strings in the statement's notation: 'o' player 1 (moves right),
'x' player 2 (moves left), '_' empty.
"""
import functools
import sys


def moves(board, player):
    me, d = ("o", 1) if player == 0 else ("x", -1)
    k = len(board)
    out = []
    for i, c in enumerate(board):
        if c != me:
            continue
        j = i + d
        if 0 <= j < k and board[j] == "_":
            out.append(i)
        elif 0 <= j < k and 0 <= j + d < k and board[j + d] == "_":
            out.append(i)
    return out


def apply(board, player, cell):
    me, d = ("o", 1) if player == 0 else ("x", -1)
    b = list(board)
    k = len(b)
    b[cell] = "_"
    pos = cell
    if b[pos + d] == "_":
        pos += d
    else:
        while True:
            pos += 2 * d
            nxt, land = pos + d, pos + 2 * d
            if not (0 <= nxt < k and 0 <= land < k and b[nxt] != "_" and b[land] == "_"):
                break
    b[pos] = me
    return "".join(b)


def packed(board, player):
    if player == 0:
        s = board[::-1]
        return len(s) - len(s.lstrip("o"))
    return len(board) - len(board.lstrip("x"))


def outcome(board):
    """1 player 1 wins, -1 player 2 wins, 0 draw, None not over."""
    n = board.count("o")
    if board.endswith("o" * n):
        return 1
    if board.startswith("x" * n):
        return -1
    if moves(board, 0) or moves(board, 1):
        return None
    a, b = packed(board, 0), packed(board, 1)
    return (a > b) - (a < b)


def children(board, player):
    ms = moves(board, player)
    if not ms:
        return [board]          # the pass
    return [apply(board, player, m) for m in ms]


def perft(board, player, depth):
    if depth == 0 or outcome(board) is not None:
        return 1
    return sum(perft(c, 1 - player, depth - 1) for c in children(board, player))


@functools.lru_cache(maxsize=None)
def value(board, player):
    o = outcome(board)
    if o is not None:
        return o
    vals = [value(c, 1 - player) for c in children(board, player)]
    return max(vals) if player == 0 else min(vals)


def ordered_moves(board, player):
    """Quandary's search order: jumps first, then steps, each by cell."""
    d = 1 if player == 0 else -1
    ms = moves(board, player)
    jumps = [m for m in ms if board[m + d] != "_"]
    return jumps + [m for m in ms if board[m + d] == "_"]


def transcript(k, n, typed=None):
    """Perfect play by both sides, each taking the first best move in
    Quandary's order, printed like the course's Game.play.  With `typed`,
    player 1 plays those 1-based cells instead."""
    b, player, out = start(k, n), 0, []
    while outcome(b) is None:
        out.append("P%d: [%s]" % (player + 1, b))
        ms = ordered_moves(b, player)
        if ms and typed is not None and player == 0:
            b = apply(b, player, typed.pop(0) - 1)
        elif ms:
            kids = [apply(b, player, m) for m in ms]
            vals = [value(c, 1 - player) for c in kids]
            best = max(vals) if player == 0 else min(vals)
            b = kids[vals.index(best)]
        player = 1 - player
    words = {1: "Player1 wins.", -1: "Player2 wins.", 0: "Draw."}
    return "\n".join(out) + "\n\n[%s]\n%s\n" % (b, words[outcome(b)])


def start(k, n):
    return "o" * n + "_" * (k - 2 * n) + "x" * n


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "transcript":
        typed = [int(a) for a in sys.argv[4:]] or None
        sys.stdout.write(transcript(int(sys.argv[2]), int(sys.argv[3]), typed))
        sys.exit(0)
    for k, n in [(7, 2), (8, 2), (9, 3)]:
        b = start(k, n)
        print("perft %d %d:" % (k, n), [perft(b, 0, d) for d in range(1, 9)])
    for k, n in [(5, 2), (6, 2), (7, 2), (8, 2), (9, 2), (10, 2), (7, 3), (8, 3), (9, 3)]:
        print("value %d %d: %d" % (k, n, value(start(k, n), 0)))
    sys.exit(0)
