#!/usr/bin/env python3
"""The peer of bench-markov (issue 93): value iteration on the same grid world,
vectorised with NumPy as one writes it for a class: each move's target cell
as an index array (the cell itself when blocked), then per sweep four
gathers, the four Q arrays and their maximum.

    bench-markov-numpy.py DIR W H GAMMA NOISE SWEEPS

DIR holds cells.u8 (0 open, 1 wall, 2 exit; row 0 the bottom), values.f64
(an exit's value, an open cell's living reward) and ours.f64 (bench-markov's
values after SWEEPS sweeps).  Prints "seconds S" and "max-difference D"."""
import os
import sys
import time

try:
    import numpy as np
except ImportError:
    print("numpy: not installed (apt-get install python3-numpy)")
    sys.exit(77)


def main(argv):
    folder, w, h, gamma, noise, sweeps = argv[1], int(argv[2]), int(argv[3]), float(argv[4]), float(argv[5]), int(argv[6])
    cells = np.fromfile(os.path.join(folder, "cells.u8"), dtype=np.uint8).reshape(h, w)
    values = np.fromfile(os.path.join(folder, "values.f64"), dtype=np.float64).reshape(h, w)
    ours = np.fromfile(os.path.join(folder, "ours.f64"), dtype=np.float64)
    index = np.arange(w * h).reshape(h, w)
    wall = cells == 1
    targets = []
    for dx, dy in ((0, 1), (-1, 0), (0, -1), (1, 0)):          # north, west, south, east
        ys, xs = np.mgrid[0:h, 0:w]
        tx, ty = xs + dx, ys + dy
        inside = (tx >= 0) & (tx < w) & (ty >= 0) & (ty < h)
        cand = np.where(inside, ty.clip(0, h - 1) * w + tx.clip(0, w - 1), index)
        blocked = ~inside | wall.ravel()[cand]
        t = np.where(blocked, index, cand)
        targets.append(t.ravel())
    r = values.ravel()
    is_open, is_exit = (cells == 0).ravel(), (cells == 2).ravel()
    p, side = 1.0 - noise, noise / 2
    v = np.zeros(w * h)
    start = time.perf_counter()
    for _ in range(sweeps):
        an, aw, as_, ae = (r + gamma * v[t] for t in targets)
        best = np.maximum(np.maximum(p * an + side * aw + side * ae, p * aw + side * as_ + side * an),
                          np.maximum(p * as_ + side * ae + side * aw, p * ae + side * an + side * as_))
        v = np.where(is_open, best, np.where(is_exit, r, 0.0))
    seconds = time.perf_counter() - start
    print("seconds %.3f" % seconds)
    print("max-difference %.3g" % float(np.max(np.abs(v - ours))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
