#!/usr/bin/env python3
"""Randomized differential test of `quandary-cli wargame` against
ref_wargame.py, an independent model written from statement 000 part 2,
docs/contracts.md and data/FORMATS.md (rules, evaluation, plain minimax).

- Agents: seeded small boards (2x2 to 4x4, values with ties and negative
  squares) under every rule set and under a coin; every move of
  `minimax:D` must be the reference minimax's (first best square in board
  order), every move of `alphabeta:D` must have the same minimax value.
- Rules: random legal games written as logs must replay (--replay) to the
  reference's final owners and scores, on boards up to 8x8 written with
  tabs or spaces, CRLF, trailing blanks, a byte-order mark, no final newline.
- A hand-checked attrition game (see the comment) where the age of a
  conquered square decides a battle.
The suite plays 30 agents' games, 8 coin games and 40 replays; the benchmark
cli-wargame-diff-big (QD_CLITEST_BIG=1) the first counts, 100, 25 and 150.
Usage: test-cli-wargame-diff.py CLI SRCDIR WORKDIR
"""
import os
import random
import sys
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403
import ref_wargame as W  # noqa: E402

PLAYERS = ("blue", "green")


def board_text(values, n, rng=None):
    sep, eol, tail, end = " ", "\n", "", "\n"
    if rng is not None:
        sep = rng.choice(["\t", " ", "  ", " \t"])
        eol = rng.choice(["\n", "\r\n"])
        end = rng.choice(["", eol])
    rows = [sep.join(str(v) for v in values[r * n:(r + 1) * n]) for r in range(n)]
    if rng is not None:
        rows = [row + rng.choice(["", " ", "\t"]) for row in rows]
    text = eol.join(rows) + end
    if rng is not None and rng.random() < 0.15:
        text = "\ufeff" + text
    return text.encode("utf-8")


def square(g, text):
    return (int(text[1:]) - 1) * g.n + ord(text[0]) - ord("A")


def agents_game(values, n, rules, agents, extra=(), attrition=Fraction(1, 10), coin=Fraction(1)):
    """Play with the CLI, follow its log with the reference; None or the problem."""
    g = W.Game(values, n, rules, attrition=attrition, coin=coin)
    board = tmpfile("agents.txt", board_text(values, n))
    log = os.path.join(workdir, "agents.log")
    code, out, err = run("wargame", board, "--blue", agents[0], "--green", agents[1],
                         "--rules", rules, "--log", log, *extra)
    if code != 0:
        return "exit %d: %s" % (code, err)
    with open(log, encoding="utf-8") as f:
        lines = f.read().split("\n")
    pos = g.start()
    for i, line in enumerate(lines):
        if line.startswith("final"):
            want = "final blue %d green %d" % (g.score(pos, 0), g.score(pos, 1))
            return None if line == want and g.over(pos) else "log ends %r, want %r" % (line, want)
        words = line.split()
        mover = pos[2] % 2
        if words[0] != PLAYERS[mover]:
            return "log line %d %r: it is %s's turn" % (i + 1, line, PLAYERS[mover])
        agent = agents[mover]
        best, best_value, values_of = g.choose(pos, int(agent.split(":")[1]))
        sq = square(g, words[2])
        kind = "blitz" if g.is_blitz(pos, sq) else "drop"
        if words[1] != kind:
            return "log line %d %r: a %s under the rules" % (i + 1, line, kind)
        if agent.startswith("minimax") and sq != best:
            return "log line %d %r: minimax plays %s (value %s), not %s (value %s)" % (
                i + 1, line, W.name(n, best), best_value, words[2], values_of[sq])
        if agent.startswith("alphabeta") and values_of[sq] != best_value:
            return "log line %d %r: value %s, minimax's best is %s" % (i + 1, line, values_of[sq], best_value)
        failed = words[4:] if len(words) > 4 and words[3] == "failed" else []
        won = [e for e in g.contested(pos, sq) if W.name(n, e) not in failed]
        pos = g.apply(pos, sq, won)
    return "no final line"


rng = random.Random(20261122)
# The suite's counts hold every rule set, both agents, ties and negative
# squares, every coin and board size; the benchmark's are the first ones.
AGENTS, COINS, REPLAYS = (100, 25, 150) if os.environ.get("QD_CLITEST_BIG") == "1" else (30, 8, 40)
failures = []
for t in range(AGENTS):
    n = rng.choice([2, 3, 3, 3, 4])
    depth = rng.randint(1, 3 if n < 4 else 2)
    rules = rng.choice(["classic", "battle", "duel", "attrition"])
    low = -30 if rules != "classic" and rng.random() < 0.4 else 1
    values = [rng.randint(low, 99) for _ in range(n * n)]
    if rng.random() < 0.3:
        values = [rng.randint(1, 4) for _ in range(n * n)]   # many equal moves
    f = rng.choice(["0.1", "0.5", "0.9"])
    agents = tuple("%s:%d" % (rng.choice(["minimax", "alphabeta"]), depth) for _ in range(2))
    problem = agents_game(values, n, rules, agents, ("--attrition", f), attrition=Fraction(f))
    if problem:
        failures.append("%dx%d %s %s %s vs %s %s: %s" % (n, n, rules, f, agents[0], agents[1], values, problem))
case("%d games of minimax and alpha-beta agree with the reference" % AGENTS, not failures, "\n".join(failures[:8]))

failures = []
for t in range(COINS):
    n = rng.choice([2, 3, 3])
    depth = rng.randint(2, 4 if n == 2 else 3)
    rules = rng.choice(["classic", "classic", "battle", "duel"])
    coin = rng.choice(["0.25", "0.5", "0.75"])
    values = [rng.randint(1, 99) for _ in range(n * n)]
    agents = tuple("%s:%d" % (rng.choice(["minimax", "alphabeta"]), depth) for _ in range(2))
    problem = agents_game(values, n, rules, agents, ("--coin", coin, "--seed", str(rng.randint(0, 999))),
                          coin=Fraction(coin))
    if problem:
        failures.append("%dx%d %s coin %s %s vs %s %s: %s" % (n, n, rules, coin, agents[0], agents[1], values, problem))
case("%d coin games (expectiminimax) agree with the reference" % COINS, not failures, "\n".join(failures[:8]))

failures = []
for t in range(REPLAYS):
    n = rng.randint(2, 8)
    rules = rng.choice(["classic", "battle", "duel", "attrition"])
    f = rng.choice(["0.1", "0.3", "0.5"])
    values = [rng.randint(-50 if rules != "classic" else 1, 99) for _ in range(n * n)]
    g = W.Game(values, n, rules, attrition=Fraction(f))
    pos, log = g.start(), []
    for k in range(rng.randint(1, n * n)):
        sq = rng.choice(g.moves(pos))
        log.append("%s %s %s" % (PLAYERS[pos[2] % 2], "blitz" if g.is_blitz(pos, sq) else "drop", W.name(n, sq)))
        pos = g.apply(pos, sq, g.contested(pos, sq))
    if g.over(pos):
        log.append("final blue %d green %d" % (g.score(pos, 0), g.score(pos, 1)))
    board = tmpfile("replay.txt", board_text(values, n, rng))
    code, out, err = run("wargame", board, "--rules", rules, "--attrition", f,
                         "--replay", tmpfile("replay.log", ("\n".join(log) + "\n").encode()))
    owners = "\n".join(" ".join("BG."[2 if o is None else o] for o in pos[0][r * n:(r + 1) * n]) for r in range(n))
    want = owners + "\nscore blue %d green %d\n" % (g.score(pos, 0), g.score(pos, 1))
    if code != 0 or not out.startswith(want):
        failures.append("%dx%d %s %s %s\n%s\ngot exit %d\n%s%s\nwant\n%s" % (n, n, rules, f, values, "\n".join(log),
                                                                         code, out, err, want))
case("%d random games replay to the reference's owners and scores" % REPLAYS, not failures, "\n".join(failures[:4]))

# Attrition 0.5 on a hand-made board; hand-checked.  Ply 2: blue blitzes B3
# and wins A3 (2 x 25 against 20), so A3 is taken at ply 2 with B3.  Ply 4:
# blue blitzes C2 against green's C1 (40, taken at ply 3, age 0: strength 40).
# Blue's ages at ply 4: C3 2 rounds (20 x 0.25), B3 and A3 1 round (40 x 0.5,
# 20 x 0.5), C2 0 (40): 75 / 4 units = 18.75, attack 2 x 18.75 = 37.5 < 40:
# green keeps C1.  (Aging A3 from ply 3 gave it full value: 42.5 > 40.)
board = tmpfile("attrition.txt", b"1\t20\t40\r\n40\t10\t40\r\n20\t40\t20")
log = tmpfile("attrition.log", b"blue drop C3\ngreen drop A3\nblue blitz B3\ngreen drop C1\nblue blitz C2\n")
code, out, err = run("wargame", board, "--rules", "attrition", "--attrition", "0.5", "--replay", log)
case("attrition: a blitz's conquests age from the blitz's own ply",
     out.startswith(". . G\n. . B\nB B B\nscore blue 120 green 40\n"), "exit %d\n%s%s" % (code, out, err))
finish()
