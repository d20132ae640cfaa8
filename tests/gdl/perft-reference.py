#!/usr/bin/env python3
"""Independent perft counts for the GDL tests: plain Python, no GDL involved.

Usage: perft-reference.py [--plain] [--tsv] GAME DEPTH
  GAME  tictactoe (3 x 3, three in a row, no gravity)
        connect4-7x6 or connect4-8x6 (four in a row, pieces fall to the lowest free row)
  DEPTH the last ply counted (1 or more)

Prints `PLY COUNT` for plies 1..DEPTH (with --tsv: `GAME<TAB>PLY<TAB>COUNT`).
perft counts paths: the number of move sequences of that many plies from the start.
A terminal position (the player who just moved has a line, or the board is full)
is counted at its ply but has no children.

Method.  Each ply keeps a table {position: number of paths reaching it}; a
position's children inherit its number of paths, and the ply's count is the
sum over all children.  Merging equal positions is exact because the paths
through them are added, never deduplicated.  --plain counts by a recursive
walk of the whole tree with no table, to cross-check the tables on small depths.

Board: one bit a cell, columns of HEIGHT + 1 bits (the spare bit stops lines
from wrapping from one column into the next); a position is the pair
(bits of the player to move, bits of the other player).
"""

import sys

GAMES = {
    # name: (columns, rows, line length, gravity)
    'tictactoe': (3, 3, 3, False),
    'connect4-7x6': (7, 6, 4, True),
    'connect4-8x6': (8, 6, 4, True),
}


class Board:
    def __init__(self, columns, rows, k, gravity):
        self.columns, self.rows, self.k, self.gravity = columns, rows, k, gravity
        self.stride = rows + 1
        self.cells = columns * rows
        # vertical, horizontal, and the two diagonals
        self.directions = (1, self.stride, self.stride + 1, self.stride - 1)
        self.cell_bits = [1 << (c * self.stride + r) for c in range(columns) for r in range(rows)]
        self.column_bits = [[1 << (c * self.stride + r) for r in range(rows)] for c in range(columns)]

    def has_line(self, bits):
        for d in self.directions:
            m = bits
            for _ in range(self.k - 1):
                m &= m >> d
            if m:
                return True
        return False

    def moves(self, filled):
        """The bit of each cell where a piece may go."""
        if not self.gravity:
            return [b for b in self.cell_bits if not filled & b]
        found = []
        for column in self.column_bits:
            for b in column:
                if not filled & b:
                    found.append(b)
                    break
        return found

    def children(self, position, ply):
        """(child, terminal) for each move; ply is the number of pieces placed so far."""
        mover, other = position
        filled = mover | other
        for b in self.moves(filled):
            placed = mover | b
            terminal = self.has_line(placed) or ply + 1 == self.cells
            yield (other, placed), terminal


def perft_tables(board, depth):
    """Yields the count of each ply as soon as it is known."""
    level = {(0, 0): 1}
    for ply in range(depth):
        following = {}
        total = 0
        for position, paths in level.items():
            for child, terminal in board.children(position, ply):
                total += paths
                if not terminal:
                    following[child] = following.get(child, 0) + paths
        yield total
        level = following


def perft_plain(board, depth):
    counts = [0] * depth

    def walk(position, ply):
        for child, terminal in board.children(position, ply):
            counts[ply] += 1
            if not terminal and ply + 1 < depth:
                walk(child, ply + 1)

    walk((0, 0), 0)
    return counts


def main(argv):
    args = [a for a in argv[1:] if not a.startswith('--')]
    flags = {a for a in argv[1:] if a.startswith('--')}
    if len(args) != 2 or args[0] not in GAMES or not args[1].isdigit() or int(args[1]) < 1 \
            or not flags <= {'--plain', '--tsv'}:
        sys.exit(__doc__.split('\n\n')[1])
    game, depth = args[0], int(args[1])
    board = Board(*GAMES[game])
    counts = (perft_plain if '--plain' in flags else perft_tables)(board, depth)
    for ply, count in enumerate(counts, 1):
        if '--tsv' in flags:
            print('%s\t%d\t%d' % (game, ply, count), flush=True)
        else:
            print(ply, count, flush=True)


if __name__ == '__main__':
    main(sys.argv)
