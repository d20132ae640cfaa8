#!/usr/bin/env python3
"""A Take-Stones agent for Quandary (docs/agents.md): random, or alpha-beta
to a depth with a cutoff heuristic.  Start from it and make it yours.

    python3 takestones_agent.py             alpha-beta, depth 6
    python3 takestones_agent.py --depth 9   alpha-beta, depth 9
    python3 takestones_agent.py --random    a random legal move (--seed S: another sequence)

Stones 1..n.  The first move takes an odd stone below n/2; every later move
takes a stone not yet taken that is a multiple or a factor of the last one.
A player who cannot move loses.  A move is the number of the stone taken.
"""
import random
import sys

from quandary_agent import info, run

DEFAULT_DEPTH = 6


def legal(n, taken, last):
    if last is None:
        return [s for s in range(1, n + 1) if s % 2 == 1 and 2 * s < n]
    return [s for s in range(1, n + 1) if s not in taken and (s % last == 0 or last % s == 0)]


def evaluate(n, taken, last, to_move_is_me):
    """From the mover's side: more moves to come is better (a simple cutoff
    heuristic, inside (-1, 1))."""
    mine = len(legal(n, taken, last))
    return (mine / (n + 1)) * (1 if to_move_is_me else -1)


# Each template writes its alpha-beta out in full, on purpose: the search is
# the part a student reads and makes their own (quandary_agent.py, which
# knows no game, holds only the protocol), and a template stays one file to
# read from top to bottom.  Its likeness to the other templates' is wanted.
def alphabeta(n, taken, last, depth, alpha, beta, maximizing, counter):
    counter[0] += 1
    options = legal(n, taken, last)
    if not options:
        return -1 if maximizing else 1      # the player to move has lost
    if depth == 0:
        return evaluate(n, taken, last, maximizing)
    best = -2 if maximizing else 2
    for s in options:
        value = alphabeta(n, taken | {s}, s, depth - 1, alpha, beta, not maximizing, counter)
        if maximizing:
            best, alpha = max(best, value), max(alpha, value)
        else:
            best, beta = min(best, value), min(beta, value)
        if alpha >= beta:
            break
    return best


def choose(game, start, played, seconds):
    keys = dict(line.split(None, 1) for line in start if line.strip() and not line.startswith("#"))
    n = int(keys["stones"].split()[0])
    taken, last = set(), None
    for move in played:
        last = int(move)
        taken.add(last)
    options = legal(n, taken, last)
    if DEPTH == 0:
        return random.choice(options)
    counter = [0]
    scored = [(alphabeta(n, taken | {s}, s, DEPTH - 1, -2, 2, False, counter), s) for s in options]
    value, stone = max(scored)
    info(depth=DEPTH, nodes=counter[0], score=value, pv=[stone])
    return stone


def option(name, default):
    return int(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


DEPTH = 0 if "--random" in sys.argv else option("--depth", DEFAULT_DEPTH)
random.seed(option("--seed", 1))   # the same game again for the same seed
run(choose, "takestones %s" % ("random" if DEPTH == 0 else "alpha-beta depth %d" % DEPTH))
