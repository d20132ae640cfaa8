#!/usr/bin/env python3
"""An agent for any GDL game in Quandary (docs/agents.md, game `gdl`): it
plays a random legal move.  Start from it and make it yours.

    python3 gdl_agent.py             a random legal move
    python3 gdl_agent.py --seed S    another sequence of them
    python3 gdl_agent.py --first     the first legal move (the file's order)

Quandary sends the rulesheet (the starting position: the KIF text), the
moves played so far as written in the file ("(mark 1 1)"), then `role R`,
the role this agent plays now, and `legal M1 M2 …`, its legal moves.  So an
agent needs no GDL reasoner to play a legal move; one that searches ahead
needs one of its own (the rulesheet is all it takes).
"""
import random
import sys

import quandary_agent
from quandary_agent import info, run, terms


def choose(game, start, played, seconds):
    legal = terms(quandary_agent.position.get("legal", ""))
    if not legal:
        return "noop"
    move = legal[0] if FIRST else random.choice(legal)
    info(depth=0, nodes=len(legal))
    return move


def option(name, default):
    return int(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


FIRST = "--first" in sys.argv
random.seed(option("--seed", 1))   # the same game again for the same seed
run(choose, "gdl %s" % ("first legal move" if FIRST else "random"))
