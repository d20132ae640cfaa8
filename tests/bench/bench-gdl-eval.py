#!/usr/bin/env python3
"""The general evaluation of GDL games at work (issue 77): alphabeta:3 and
alphabeta:4 on Connect Four 7 x 6 (data/examples/gdl/connect4.kif) against
random and against mcts:1000, SEEDS seeded games on each side, the wins,
draws and losses of alpha-beta, and the time.  Fails when alpha-beta loses
a game to random (the suite plays a few: tests/gdl/test-cli-gdl-play.py).

Usage: bench-gdl-eval.py CLI SOURCE-ROOT [SEEDS]
"""
import re
import subprocess
import sys
import time

cli, root = sys.argv[1:3]
seeds = int(sys.argv[3]) if len(sys.argv) > 3 else 10
kif = root + "/data/examples/gdl/connect4.kif"
lost_to_random = 0

for searcher in ("alphabeta:3", "alphabeta:4"):
    for opponent in ("random", "mcts:1000"):
        for side in (0, 1):
            score, began = [0, 0, 0], time.monotonic()
            players = [searcher, opponent] if side == 0 else [opponent, searcher]
            for seed in range(1, seeds + 1):
                out = subprocess.run([cli, "gdl", kif, "--p1", players[0], "--p2", players[1], "--seed", str(seed)],
                                     capture_output=True, text=True, check=True).stdout
                goals = re.search(r"^goals red (\d+) yellow (\d+)$", out, re.M)
                mine, theirs = int(goals.group(side + 1)), int(goals.group(2 - side))
                score[0 if mine > theirs else 1 if mine == theirs else 2] += 1
            if opponent == "random":
                lost_to_random += score[2]
            print("%-11s as %-6s against %-9s: %2d won %2d drawn %2d lost in %5.1f s"
                  % (searcher, ("red", "yellow")[side], opponent, score[0], score[1], score[2],
                     time.monotonic() - began), flush=True)
sys.exit(1 if lost_to_random else 0)
