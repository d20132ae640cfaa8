#!/usr/bin/env python3
"""A map-colouring game agent for Quandary (docs/agents.md): random, or
alpha-beta to a depth.  Start from it and make it yours.

    python3 colorgame_agent.py             alpha-beta, depth 3
    python3 colorgame_agent.py --depth 5   alpha-beta, depth 5
    python3 colorgame_agent.py --random    a random legal move (--seed S: another sequence)

The position is the statement's input file: the colours, the initial
assignment (NODE: COLOUR-PLAYER), the depth, both players' weights of each
colour, then one line per node with its neighbours.  A move colours an
uncoloured node next to a coloured one, in a colour none of its neighbours
has; it is written NODE:COLOUR ("SA:G").  Each player scores the weights
of the colours it placed; the game ends when no move is left.
"""
import random
import sys

from quandary_agent import info, run

DEFAULT_DEPTH = 3


def items(line):
    return [item.strip() for item in line.split(",") if item.strip()]


def parse(lines):
    """The colours, the colouring so far {node: (colour, player)}, the
    weights [{colour: w}, {colour: w}] and the neighbours {node: set}."""
    lines = [line for line in lines if line.strip()]
    colours = items(lines[0])
    coloured = {}
    if lines[1].strip() != "-":
        for item in items(lines[1]):
            node, value = (part.strip() for part in item.split(":"))
            colour, player = value.rsplit("-", 1)
            coloured[node] = (colour, int(player))
    weights = []
    for line in lines[3:5]:
        weights.append({c.strip(): int(w) for c, w in (item.split(":") for item in items(line))})
    neighbours = {}
    for line in lines[5:]:
        node, _, rest = line.partition(":")
        node = node.strip()
        neighbours.setdefault(node, set())
        for other in items(rest):
            neighbours[node].add(other)
            neighbours.setdefault(other, set()).add(node)
    return colours, coloured, weights, neighbours


def moves(colours, coloured, neighbours):
    """The legal moves, (node, colour), in the order Quandary searches."""
    out = []
    for node in sorted(neighbours):
        if node in coloured:
            continue
        around = [coloured[n][0] for n in neighbours[node] if n in coloured]
        if not around:
            continue
        out += [(node, c) for c in sorted(colours) if c not in around]
    return out


def score(coloured, weights):
    """Player 1's score minus player 2's."""
    return sum(weights[p - 1][c] * (1 if p == 1 else -1) for c, p in coloured.values())


def alphabeta(colours, coloured, weights, neighbours, player, depth, alpha, beta, counter):
    """Player 1's score minus player 2's, `player` to move."""
    counter[0] += 1
    options = moves(colours, coloured, neighbours)
    if depth == 0 or not options:
        return score(coloured, weights)
    for node, colour in options:
        coloured[node] = (colour, player)
        value = alphabeta(colours, coloured, weights, neighbours, 3 - player, depth - 1, alpha, beta, counter)
        del coloured[node]
        if player == 1:
            alpha = max(alpha, value)
        else:
            beta = min(beta, value)
        if alpha >= beta:
            break
    return alpha if player == 1 else beta


def choose(game, start, played, seconds):
    colours, coloured, weights, neighbours = parse(start)
    # The player after the last one to colour (player 1 when none has).
    last = [p for _, p in coloured.values()]
    player = 3 - last[-1] if last else 1
    for move in played:
        node, colour = move.split(":")
        coloured[node] = (colour, player)
        player = 3 - player
    options = moves(colours, coloured, neighbours)
    if DEPTH == 0:
        node, colour = random.choice(options)
        return "%s:%s" % (node, colour)
    counter, best, best_value = [0], None, None
    for node, colour in options:
        coloured[node] = (colour, player)
        value = alphabeta(colours, coloured, weights, neighbours, 3 - player, DEPTH - 1,
                          float("-inf"), float("inf"), counter)
        del coloured[node]
        if best is None or (value > best_value if player == 1 else value < best_value):
            best, best_value = (node, colour), value
    sign = 1 if player == 1 else -1
    info(depth=DEPTH, nodes=counter[0], score=sign * best_value, pv=["%s:%s" % best])
    return "%s:%s" % best


def option(name, default):
    return int(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


DEPTH = 0 if "--random" in sys.argv else option("--depth", DEFAULT_DEPTH)
random.seed(option("--seed", 1))   # the same game again for the same seed
run(choose, "colorgame %s" % ("random" if DEPTH == 0 else "alpha-beta depth %d" % DEPTH))
