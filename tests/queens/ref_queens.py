#!/usr/bin/env python3
"""An independent model of N queens for local search (AIMA section 4.1.1),
written from the book, not from Quandary's C: one queen per column, a state
is each column's row (0 the top), h the number of pairs of queens on one row
or one diagonal (whatever stands between them), counted pair by pair.

A successor moves one queen elsewhere in its column.  Steepest ascent takes
a successor of lowest h when it is lower than h; stochastic hill climbing
draws an uphill successor with probability in proportion to how much it
lowers h.  A square is named by its column's letter (a, b, … from the left)
and its row counted from 1 at the top: "c5" is column 2, row 4.

Used as a module (h, h_if, best_moves, uphill, successors_text) or run:
    ref_queens.py R0 R1 …     prints successors_text for that state
"""

import sys


def attacks(r1, c1, r2, c2):
    return r1 == r2 or abs(r1 - r2) == abs(c1 - c2)


def h(rows):
    n = len(rows)
    return sum(1 for a in range(n) for b in range(a + 1, n) if attacks(rows[a], a, rows[b], b))


def pairs(rows):
    """(pairs on a row, pairs on a diagonal)."""
    n = len(rows)
    on_rows = sum(1 for a in range(n) for b in range(a + 1, n) if rows[a] == rows[b])
    return on_rows, h(rows) - on_rows


def h_if(rows, col, row):
    moved = list(rows)
    moved[col] = row
    return h(moved)


def column_name(col):
    name = ''
    k = col + 1
    while k > 0:
        k -= 1
        name = chr(ord('a') + k % 26) + name
        k //= 26
    return name


def square(col, row):
    return '%s%d' % (column_name(col), row + 1)


def successors(rows):
    """[(col, row, h)] in column then row order."""
    n = len(rows)
    return [(c, r, h_if(rows, c, r)) for c in range(n) for r in range(n) if r != rows[c]]


def best_moves(rows):
    succ = successors(rows)
    low = min(v for _, _, v in succ)
    return low, [(c, r) for c, r, v in succ if v == low]


def uphill(rows):
    """[(col, row, fall)] of the moves lowering h, and the falls' sum."""
    now = h(rows)
    moves = [(c, r, now - v) for c, r, v in successors(rows) if v < now]
    return moves, sum(f for _, _, f in moves)


def local_minimum(rows):
    return best_moves(rows)[0] >= h(rows)


def successors_text(rows):
    n = len(rows)
    now = h(rows)
    on_rows, on_diagonals = pairs(rows)
    lines = ['rows ' + ' '.join(str(r) for r in rows),
             'h %d rows %d diagonals %d' % (now, on_rows, on_diagonals), 'squares']
    for r in range(n):
        lines.append(' '.join('Q' if rows[c] == r else str(h_if(rows, c, r)) for c in range(n)))
    low, best = best_moves(rows)
    lines.append(' '.join(['best %d' % low] + [square(c, r) for c, r in best]))
    lines.append('local-minimum %s' % ('yes' if low >= now else 'no'))
    moves, total = uphill(rows)
    lines.append('uphill %d sum %d' % (len(moves), total))
    for c, r, f in moves:
        lines.append('%s %d %.4f' % (square(c, r), f, f / total))
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    sys.stdout.write(successors_text([int(a) for a in sys.argv[1:]]))
