#!/usr/bin/env python3
"""A war game agent for Quandary (docs/agents.md): random, or alpha-beta to a
depth.  Start from it and make it yours.

    python3 wargame_agent.py             alpha-beta, depth 2
    python3 wargame_agent.py --depth 3   alpha-beta, depth 3
    python3 wargame_agent.py --random    a random empty square (--seed S: another sequence)

The position is a dict of squares: (column, row) -> "B" blue, "G" green;
the values are a list of rows.  A move is a square such as "C3" (column C,
row 3).  The moves played come as squares, and a blitz whose conquests did
not all succeed (the extended rules' fights, the coin) as "D3/D2,E3": the
squares after the slash stayed with their owner, so a replay needs no
rules but the classic ones.  The search here plays as if every conquest
succeeded: a better agent would weigh the fights and the coin.
"""
import random
import sys

from quandary_agent import info, run

DEFAULT_DEPTH = 2
COLUMNS = "ABCDEFGHIJKL"


def parse_position(lines):
    """The rules ("classic", "battle", "duel", "attrition"), the coin and the
    board's values from the position's lines."""
    rules, coin, values = "classic", 1.0, []
    for line in lines:
        words = line.split()
        if not words:
            continue
        if words[0] == "rules":
            rules = words[1]
        elif words[0] == "coin":
            coin = float(words[1])
        else:
            values.append([int(float(w)) for w in words])
    return rules, coin, values


def square(text):
    """(column, row), 0-based, of "C3"."""
    return COLUMNS.index(text[0].upper()), int(text[1:]) - 1


def name(sq):
    return "%s%d" % (COLUMNS[sq[0]], sq[1] + 1)


def neighbours(sq, size):
    c, r = sq
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= c + dc < size and 0 <= r + dr < size:
            yield c + dc, r + dr


def play(owners, size, sq, me, failed=()):
    """The owners after `me` takes `sq`: a blitz (a square next to one of
    its own) turns the enemy's neighbours of it to `me`, but those in
    `failed`."""
    out = dict(owners)
    out[sq] = me
    if any(owners.get(n) == me for n in neighbours(sq, size)):
        for n in neighbours(sq, size):
            if owners.get(n) not in (None, me) and n not in failed:
                out[n] = me
    return out


def score(owners, values, player):
    return sum(values[r][c] for (c, r), who in owners.items() if who == player)


def empty_squares(owners, size):
    return [(c, r) for r in range(size) for c in range(size) if (c, r) not in owners]


def alphabeta(owners, values, me, depth, alpha, beta, counter):
    """Negamax: the score difference from `me`'s side, `me` to move."""
    counter[0] += 1
    other = "G" if me == "B" else "B"
    empty = empty_squares(owners, len(values))
    if depth == 0 or not empty:
        return score(owners, values, me) - score(owners, values, other)
    best = float("-inf")
    for sq in empty:
        best = max(best, -alphabeta(play(owners, len(values), sq, me), values, other, depth - 1,
                                    -beta, -alpha, counter))
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return best


def choose(game, start, played, seconds):
    rules, coin, values = parse_position(start)
    size, owners, me = len(values), {}, "B"
    for move in played:
        taken, _, lost = move.partition("/")
        failed = {square(s) for s in lost.split(",") if s}
        owners = play(owners, size, square(taken), me, failed)
        me = "G" if me == "B" else "B"
    empty = empty_squares(owners, size)
    if DEPTH == 0:
        return name(random.choice(empty))
    counter, other = [0], "G" if me == "B" else "B"
    best, best_value = None, float("-inf")
    for sq in empty:
        value = -alphabeta(play(owners, size, sq, me), values, other, DEPTH - 1,
                           float("-inf"), -best_value, counter)
        if best is None or value > best_value:
            best, best_value = sq, value
    info(depth=DEPTH, nodes=counter[0], score=best_value, pv=[name(best)])
    return name(best)


def option(name_, default):
    return int(sys.argv[sys.argv.index(name_) + 1]) if name_ in sys.argv else default


DEPTH = 0 if "--random" in sys.argv else option("--depth", DEFAULT_DEPTH)
random.seed(option("--seed", 1))   # the same game again for the same seed
run(choose, "wargame %s" % ("random" if DEPTH == 0 else "alpha-beta depth %d" % DEPTH))
