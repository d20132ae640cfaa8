"""Independent reference of KCell (statement 002, question 1; docs/contracts.md "KCell").

Written from the statement and docs/contracts.md only, for the differential test
test-cli-kcell-diff.py.  A board is a string of 'o', 'x', '_' (cell 1 first);
player 0 ('o') moves right, player 1 ('x') moves left.
"""
from functools import lru_cache

PIECE = "ox"


def start(cells, stones):
    return "o" * stones + "_" * (cells - 2 * stones) + "x" * stones


def destination(board, cell, player):
    """Where the stone on CELL (0-based) ends, or None when it cannot move."""
    if board[cell] != PIECE[player]:
        return None
    d = 1 if player == 0 else -1
    k = len(board)

    def inside(i):
        return 0 <= i < k

    nxt = cell + d
    if not inside(nxt):
        return None
    if board[nxt] == "_":
        return nxt
    # Jump over exactly one piece, then keep jumping while it can.
    pos = cell
    b = list(board)
    while inside(pos + 2 * d) and b[pos + d] != "_" and b[pos + 2 * d] == "_":
        b[pos] = "_"
        pos += 2 * d
        b[pos] = PIECE[player]
    return None if pos == cell else pos


def moves(board, player):
    return [c for c in range(len(board)) if destination(board, c, player) is not None]


def play(board, cell, player):
    if cell is None:
        return board
    to = destination(board, cell, player)
    b = list(board)
    b[cell] = "_"
    b[to] = PIECE[player]
    return "".join(b)


def packed(board, player):
    """Consecutive stones of PLAYER against its far edge."""
    seq = board[::-1] if player == 0 else board
    n = 0
    for ch in seq:
        if ch != PIECE[player]:
            break
        n += 1
    return n


def stones_of(board):
    return board.count("o")


def winner(board):
    """0 or 1 for a won game, -1 for a draw, None while it goes on."""
    n = stones_of(board)
    for p in (0, 1):
        if packed(board, p) == n:
            return p
    if not moves(board, 0) and not moves(board, 1):
        a, b = packed(board, 0), packed(board, 1)
        return 0 if a > b else 1 if b > a else -1
    return None


@lru_cache(maxsize=None)
def value(board, player):
    """Game value for player 1 (+1 win, 0 draw, -1 loss) with PLAYER to move."""
    w = winner(board)
    if w is not None:
        return 0 if w == -1 else (1 if w == 0 else -1)
    ms = moves(board, player)
    if not ms:
        return value(board, 1 - player)
    vals = [value(play(board, m, player), 1 - player) for m in ms]
    return max(vals) if player == 0 else min(vals)
