#!/usr/bin/env python3
"""The GDL games' commands timed (issue 77):

- `quandary-cli gdl connect4-8x6.kif --playouts 20000` next to
  `quandary-cli kinarow --game 8,6,4,gravity --playouts 20000`, run one after
  the other, and the ratio of their times (the issue: at most 100, aim 20);
- mcts:2000 against random on tic-tac-toe in GDL, 20 seeded games as the
  first role and 20 as the second: none lost (the suite plays 2 of each,
  tests/gdl/test-cli-gdl-play.py).

Usage: bench-gdl-play.py CLI SOURCE-ROOT [PLAYOUTS]
"""
import re
import subprocess
import sys
import time

cli, root = sys.argv[1:3]
playouts = sys.argv[3] if len(sys.argv) > 3 else "20000"
tests = root + "/tests/gdl/"


def seconds(*args):
    out = subprocess.run([cli] + list(args), capture_output=True, text=True, check=True).stdout
    return float(re.search(r"playouts in (\d+\.\d+) s", out).group(1))


gdl = seconds("gdl", root + "/data/examples/gdl/connect4-8x6.kif", "--playouts", playouts)
kinarow = seconds("kinarow", "--game", "8,6,4,gravity", "--playouts", playouts)
print("gdl connect4-8x6.kif --playouts %s: %.3f s" % (playouts, gdl))
print("kinarow --game 8,6,4,gravity --playouts %s: %.3f s" % (playouts, kinarow))
print("ratio of the times %.1f (issue 77: at most 100, aim 20)" % (gdl / kinarow))

lost, began = [], time.monotonic()
for seed in range(1, 21):
    for side in (0, 1):
        players = ["mcts:2000", "random"] if side == 0 else ["random", "mcts:2000"]
        out = subprocess.run([cli, "gdl", tests + "unit-tictactoe.kif", "--p1", players[0], "--p2", players[1],
                              "--seed", str(seed)], capture_output=True, text=True).stdout
        goals = re.search(r"^goals xplayer (\d+) oplayer (\d+)$", out, re.M)
        if goals is None or int(goals.group(side + 1)) < 50:
            lost.append("seed %d, mcts role %d: %s" % (seed, side + 1, out.splitlines()[-1:]))
print("mcts:2000 against random, 40 games on tic-tac-toe: %d lost in %.1f s" % (len(lost), time.monotonic() - began))
for line in lost:
    print("  lost: " + line)
sys.exit(1 if lost or gdl / kinarow > 100 else 0)
