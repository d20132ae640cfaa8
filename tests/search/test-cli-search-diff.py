#!/usr/bin/env python3
"""Randomized differential test of `quandary-cli search` against ref_search.py,
an independent model written from data/FORMATS.md and AIMA.

210 seeded random small instances (route maps of 8 to 40 places with one-way
and two-way roads and costs that tie; mazes up to 15 × 15, 4- and 8-connected,
with cell costs; 8-puzzles shuffled up to 20 moves, some of the other parity) ×
the algorithms × the kind's heuristics, stdout and the --stats lines but time-ms
compared byte for byte.  A node budget keeps the tree-like searches short (both
sides then print `stopped` at the same count).
Usage: test-cli-search-diff.py CLI SRCDIR WORKDIR
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403
import ref_search as R  # noqa: E402

# 210: the first that meet, for each kind, every algorithm, every heuristic,
# each algorithm that may be tree-like so, --limit and --weight (300 did
# nothing more); the benchmark cli-search-diff runs 1,000 (meson test --benchmark).
N_INSTANCES = int(os.environ.get("QD_SEARCH_DIFF_N", "210"))
# The kinds this run checks (all by default): tests/search/meson.build runs
# the route and maze instances and the 8-puzzles as two tests, side by side.
# Every instance is drawn either way, so each is the same in every split.
KINDS = os.environ.get("QD_SEARCH_DIFF_KINDS", "route,maze,tiles").split(",")
BUDGET = 20000
HEURISTICS = {"route": ["sld", "zero"], "maze": ["manhattan", "octile", "euclidean", "zero"],
              "tiles": ["misplaced", "manhattan", "linear-conflict", "zero"]}


def route_text(rng):
    n = rng.randint(8, 40)
    names = ["P%d" % i for i in range(n)]
    lines = ["# random route %d" % n]
    for name in names:
        lines.append("%s (%d, %d)" % (name, rng.randint(0, 60), rng.randint(0, 60)))
    pairs = set()
    for _ in range(rng.randint(n, 3 * n)):
        a, b = rng.sample(range(n), 2)
        if (a, b) in pairs or (b, a) in pairs:
            continue
        pairs.add((a, b))
        cost = rng.choice([rng.randint(60, 120), rng.choice([70, 80, 90]), round(rng.uniform(60, 120), 2)])
        lines.append("%s %s %s: %s" % (names[a], rng.choice(["--", "--", "->"]), names[b], cost))
    s, g = rng.sample(range(n), 2)
    lines += ["start: %s" % names[s], "goal: %s" % names[g]]
    return "\n".join(lines) + "\n"


def maze_text(rng):
    rows, cols = rng.randint(4, 15), rng.randint(4, 15)
    grid = [["#" if r in (0, rows - 1) or c in (0, cols - 1) or rng.random() < 0.25
             else rng.choice(".......123456789") for c in range(cols)] for r in range(rows)]
    inner = [(r, c) for r in range(1, rows - 1) for c in range(1, cols - 1)]
    (sr, sc), (gr, gc) = rng.sample(inner, 2)
    grid[sr][sc], grid[gr][gc] = "S", "G"
    lines = ["# random maze"]
    if rng.random() < 0.5:
        lines.append("connect: 8")
    return "\n".join(lines + ["".join(row) for row in grid]) + "\n"


def tiles_text(rng):
    board = list(range(9))
    blank, previous = 0, None
    for _ in range(rng.randint(0, 20)):
        r, c = divmod(blank, 3)
        options = [(d, t) for d, t in ((0, blank - 3 if r > 0 else None), (1, blank + 3 if r < 2 else None),
                                       (2, blank - 1 if c > 0 else None), (3, blank + 1 if c < 2 else None))
                   if t is not None and d != R.INVERSE.get(previous, -1)]
        d, t = rng.choice(options)
        board[blank], board[t] = board[t], 0
        blank, previous = t, d
    if rng.random() < 0.05:
        i, j = [k for k in range(9) if board[k] != 0][:2]
        board[i], board[j] = board[j], board[i]
    return "# random tiles\n" + "\n".join(" ".join(str(v) for v in board[r * 3:r * 3 + 3]) for r in range(3)) + "\n"


def settings(rng, kind):
    algorithm = rng.choice(["bfs", "dfs", "dls", "iddfs", "ucs", "greedy", "astar", "wastar", "idastar"])
    args = ["--algorithm", algorithm, "--node-limit", str(BUDGET)]
    opts = {"alg": algorithm, "tree_like": False, "weight": 2.0, "limit": None, "max_nodes": BUDGET}
    heuristic = rng.choice(HEURISTICS[kind])
    args += ["--heuristic", heuristic]
    if algorithm in ("dls", "iddfs") and (algorithm == "dls" or rng.random() < 0.5):
        opts["limit"] = rng.randint(0, 12)
        args += ["--limit", str(opts["limit"])]
    if algorithm == "wastar" and rng.random() < 0.7:
        opts["weight"] = rng.choice([1.0, 1.5, 3.0])
        args += ["--weight", R.fmt(opts["weight"])]
    if algorithm in ("bfs", "dfs", "ucs", "greedy", "astar", "wastar") and rng.random() < 0.3:
        opts["tree_like"] = True
        args.append("--tree-like")
    return heuristic, args, opts


rng = random.Random(37)
failures = 0
counts = {}
for i in range(N_INSTANCES):
    kind = ["route", "maze", "tiles"][i % 3]
    text = {"route": route_text, "maze": maze_text, "tiles": tiles_text}[kind](rng)
    heuristic, args, opts = settings(rng, kind)
    if kind not in KINDS:
        continue
    path = tmpfile("diff-%d.%s" % (i, kind), text.encode("utf-8"))
    dom = R.load(path, text, heuristic)
    res = R.solve(dom, **opts)
    expected = R.output(dom, res) + R.stats(res, opts["alg"])
    code, out, err = run("search", path, *args, "--stats")
    got = "".join(line + "\n" for line in out.split("\n") if line and not line.startswith("time-ms "))
    want_code = 4 if res.status == "stopped" else 0
    ok = got == expected and code == want_code
    counts[kind, ok] = counts.get((kind, ok), 0) + 1
    if not ok:
        failures += 1
        if failures <= 10:
            case("instance %d (%s %s)" % (i, kind, " ".join(args)), False,
                 "exit %d (want %d)\n--- file\n%s--- expected\n%s--- got\n%s--- stderr\n%s"
                 % (code, want_code, text, expected, got, err))
for kind in KINDS:
    case("%d random %s instances agree with ref_search.py" % (counts.get((kind, True), 0), kind),
         counts.get((kind, False), 0) == 0, "%d differ" % counts.get((kind, False), 0))
finish()
