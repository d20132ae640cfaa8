"""quandary-cli takestones against ref_takestones.py, an independent Python reference
written from statement 003 problem 4 and docs/contracts.md: the reference first reproduces the seven
public --analyze outputs, then 40 seeded random games (MODE 1) and 40 --analyze positions
must agree byte for byte (100 and 100 with QD_CLITEST_BIG=1, the benchmark
cli-takestones-diff-big: `meson test --benchmark cli-takestones-diff-big`, which
plays the whole n=512 game against the reference too)."""
import os
import random
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403
import ref_takestones as ref  # noqa: E402

data = os.path.join(srcdir, "data")

# The reference is only a witness if it reproduces the public cases.
with open(os.path.join(data, "testcase.txt"), encoding="utf-8") as f:
    commands = re.findall(r"^(output\d+\.txt):\s*\n\s*\$ java TakeStones ([0-9 ]+)$", f.read(), re.M)
for name, args in commands:
    a = [int(x) for x in args.split()]
    with open(os.path.join(data, name), encoding="utf-8") as f:
        expected = f.read().rstrip("\n")
    got = "\n".join(ref.analyze(a[0], a[2:2 + a[1]], a[-1]))
    case("reference reproduces %s" % name, got == expected, got)
case("reference plays the statement's n=7 game",
     ref.game(7, -1) == ["Player 1: 3", "Player 2: 6", "Player 1: 2", "Player 2: 4",
                         "Player 1: 1", "Player 2: 7", "Winner: Player 2"])

rng = random.Random(20261122)
mismatches = []
# The suite's counts (every kind of game and position: depths -1 to 6, a
# list that is no game); the benchmark's are the first ones, 100 and 100.
GAMES, POSITIONS = (100, 100) if os.environ.get("QD_CLITEST_BIG") == "1" else (40, 40)


def compare(args, expected):
    code, out, err = run("takestones", *[str(x) for x in args])
    if code != 0 or out != expected:
        mismatches.append("takestones %s\n--- expected\n%s--- got (exit %d)\n%s%s"
                          % (" ".join(map(str, args)), expected, code, out, err))


for _ in range(GAMES):
    n = rng.randint(1, 30)
    depth = -1 if n <= 10 and rng.random() < 0.3 else rng.randint(1, 3 if n > 20 else 4)
    compare([n, 1, depth], "\n".join(ref.game(n, depth)) + "\n")

for _ in range(POSITIONS):
    n = rng.randint(1, 24)
    taken = [0] * (n + 1)
    seq, last = [], -1
    for _ in range(rng.randint(0, 6)):
        if rng.random() < 0.85:
            moves = ref.successors(n, last, taken)
        else:   # the course program does not check that the list is a game
            moves = [s for s in range(1, n + 1) if not taken[s]]
        if not moves:
            break
        last = rng.choice(moves)
        taken[last] = 1
        seq.append(last)
    depth = rng.randint(0, 6) if n <= 14 else rng.randint(1, 4)
    compare(["--analyze", n, len(seq)] + seq + [depth], "\n".join(ref.analyze(n, seq, depth)) + "\n")

case("%d random games and positions agree with the reference" % (GAMES + POSITIONS), not mismatches,
     "%d differ; first:\n%s" % (len(mismatches), mismatches[0] if mismatches else ""))

# The largest game: stone 512 used to fall outside the position's bitset.
golden_case("--analyze 512 2 1 512 1 (hand-checked)", ["takestones", "--analyze", "512", "2", "1", "512", "1"],
            "analyze-512.txt")
# The whole n=512 game against the reference (9 s of the reference's search
# in Python, where the golden case above is stone 512's own check): the
# benchmark's.
if os.environ.get("QD_CLITEST_BIG") == "1":
    compare([512, 1, 2], "\n".join(ref.game(512, 2)) + "\n")
    case("n=512 game agrees with the reference", not mismatches, mismatches[-1] if mismatches else "")
# 21/4 = 5.25 rounds half up, as Java's String.format("%.1f") does (C's printf gives 5.2).
golden_case("--analyze 13 0 2: branching factor 5.25 prints 5.3 (hand-checked)",
            ["takestones", "--analyze", "13", "0", "2"], "analyze-13-tie.txt")

finish()
