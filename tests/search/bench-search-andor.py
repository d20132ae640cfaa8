#!/usr/bin/env python3
"""bench-search-andor.py — the AND-OR search on large slippery worlds: the
time of `quandary-cli search --andor` (the best of three) and the plan's
size, for mazes where every move may fail (the cyclic search: its
fixpoint, then a plan without undoing a step) and a room on ice (the
acyclic one).  Prints figures; asserts nothing about time.
Usage: bench-search-andor.py CLI
"""
import os
import random
import re
import subprocess
import sys
import tempfile
import time

cli = sys.argv[1]


def perfect_maze(cells, rng):
    """A maze of cells x cells rooms (a grid of 2 cells + 1 squares, walls
    between), every room reachable one way: a random depth-first carving."""
    size = 2 * cells + 1
    grid = [["#"] * size for _ in range(size)]
    stack, seen = [(0, 0)], {(0, 0)}
    grid[1][1] = "."
    while stack:
        r, c = stack[-1]
        nexts = [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                 if 0 <= r + dr < cells and 0 <= c + dc < cells and (r + dr, c + dc) not in seen]
        if not nexts:
            stack.pop()
            continue
        nr, nc = rng.choice(nexts)
        grid[2 * r + 1 + (nr - r)][2 * c + 1 + (nc - c)] = "."
        grid[2 * nr + 1][2 * nc + 1] = "."
        seen.add((nr, nc))
        stack.append((nr, nc))
    grid[1][1], grid[size - 2][size - 2] = "S", "G"
    return ["".join(row) for row in grid]


def room(n):
    rows = ["#" * (n + 2)]
    for r in range(n):
        rows.append("#" + ("S" if r == 0 else ".") + "." * (n - 2) + ("G" if r == n - 1 else ".") + "#")
    return rows + ["#" * (n + 2)]


def bench(name, slip, rows):
    with tempfile.NamedTemporaryFile("w", suffix=".andor", delete=False) as f:
        f.write("slip: %s\n%s\n" % (slip, "\n".join(rows)))
        path = f.name
    best, out, code = None, "", 0
    for _ in range(3):
        start = time.perf_counter()
        p = subprocess.run([cli, "search", "--andor", path], capture_output=True, text=True)
        took = time.perf_counter() - start
        best = took if best is None else min(best, took)
        out, code = p.stdout.strip(), p.returncode
    os.unlink(path)
    states = sum(row.count(".") + row.count("S") + row.count("G") for row in rows)
    what = "plan of %d characters, %d labels" % (len(out), len(re.findall(r"L\d+:", out))) if code == 0 \
        else "exit %d" % code
    print("%-36s %5d states  %8.3f s  %s" % (name, states, best, what))


rng = random.Random(66)
print("AND-OR search (quandary-cli search --andor), best of 3")
bench("maze 30 x 30 rooms (61 x 61), stay", "stay", perfect_maze(30, rng))
bench("maze 49 x 49 rooms (99 x 99), stay", "stay", perfect_maze(49, rng))
bench("open room 60 x 60, stay", "stay", room(60))
bench("open room 98 x 98, stay", "stay", room(98))
bench("open room 10 x 10, far (ice)", "far", room(10))
bench("open room 20 x 20, far (ice)", "far", room(20))
