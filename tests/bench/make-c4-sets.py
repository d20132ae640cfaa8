#!/usr/bin/env python3
"""Substitutes for three of Pascal Pons' Connect Four test sets that are not
on this machine (Test_L2_R2, Test_L1_R2, Test_L1_R3), built by the rule of
his sets: the level is the number of moves played (L1: 14 or fewer, L2: 15
to 28, L3: 29 or more), the rating the number of moves left to the end of
the game under perfect play (R1: 14 or fewer, R2: 15 to 28, R3: 29 or more).
The level and rating bounds are those of the three sets that are here
(Test_L3_R1, Test_L2_R1, Test_L1_R1: moves 29-41, 15-28, 4-14; moves left
1-13, 3-14, 3-14, computed from their scores as below).

Usage: make-c4-sets.py PONS OUTDIR SET... [--count N] [--seed S]

PONS is a program reading positions on stdin and printing "MOVES SCORE
NODES MICROSECONDS" (the driver of bench-kinarow-solve.py).  Random legal
games from a fixed seed: each candidate is a uniform random sequence of
columns of a uniform random length in the level's range; the solver scores
it (a sequence that ends the game early is dropped) and a candidate is kept
when its moves left fall in the rating's range.  Level L1's candidates go in
batches of 10; for L1_R2 a batch the solver has not finished in 20 s is
dropped (it is mostly R3 positions: this biases R2 towards the easier).  Output lines are "MOVES
SCORE", as Pons' files."""

import random
import subprocess
import sys

LEVELS = {'L1': (4, 14), 'L2': (15, 28), 'L3': (29, 41)}
RATINGS = {'R1': (1, 14), 'R2': (15, 28), 'R3': (29, 42)}


def moves_left(moves, score):
    """Plies to the end of the game under perfect play, from Pons' score
    (score = (43 - plies before the winning move) / 2, rounded down)."""
    k = len(moves)
    if score == 0:
        return 42 - k
    n = 43 - 2 * abs(score)
    if (n - k) % 2 != (0 if score > 0 else 1):
        n -= 1
    return n + 1 - k


def candidate(rng, lo, hi):
    heights = [0] * 7
    seq = []
    for _ in range(rng.randint(lo, hi)):
        col = rng.choice([c for c in range(7) if heights[c] < 6])
        heights[col] += 1
        seq.append(str(col + 1))
    return ''.join(seq)


def make_set(pons, name, count, rng, batch, timeout):
    (lo, hi), (rlo, rhi) = LEVELS[name[-5:-3]], RATINGS[name[-2:]]
    kept, seen = [], set()
    while len(kept) < count:
        cands = [c for c in (candidate(rng, lo, hi) for _ in range(batch)) if c not in seen]
        seen.update(cands)
        try:
            out = subprocess.run([pons], input=''.join(c + '\n' for c in cands),
                                 capture_output=True, text=True, timeout=timeout).stdout
        except subprocess.TimeoutExpired:
            continue
        for line in out.splitlines():
            moves, score = line.split()[:2]
            if rlo <= moves_left(moves, int(score)) <= rhi and len(kept) < count:
                kept.append('%s %s\n' % (moves, score))
        print('%s: %d of %d' % (name, len(kept), count), file=sys.stderr)
    return kept


def main():
    args = sys.argv[1:]
    opts = {'--count': 1000, '--seed': 79}
    for key in list(opts):
        if key in args:
            i = args.index(key)
            opts[key] = int(args[i + 1])
            del args[i:i + 2]
    pons, outdir, names = args[0], args[1], args[2:]
    for name in names:
        rng = random.Random('%d-%s' % (opts['--seed'], name))
        batch = 200 if name.startswith('Test_L2') else 10
        timeout = 600 if name.endswith('R3') else 20
        lines = make_set(pons, name, opts['--count'], rng, batch, timeout)
        with open('%s/%s' % (outdir, name), 'w') as f:
            f.writelines(lines)


if __name__ == '__main__':
    main()
