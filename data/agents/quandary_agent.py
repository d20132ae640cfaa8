"""The agents' protocol of Quandary (docs/agents.md), for agents in Python.

An agent module gives a function `choose(game, start, moves, seconds)` that
returns its move as text; `run(choose, name)` speaks the protocol on stdin
and stdout and calls it before each move:

    game     the game's name: "kcell", "takestones", "wargame", "gdl", …
    start    the starting position, the lines of the game's own file format
    moves    the moves played from the start, in the game's notation
    seconds  the time the move may take

A game's other lines between `moves` and `go` (gdl's `role R` and `legal
M1 M2 …`) are kept in `position`, a dict from the line's first word to the
rest of it, emptied at each `game`.  A `moves` line is split into words,
a parenthesised term being one word: "(mark 1 1) (mark 2 2)" is two moves.

`info(...)` sends what the search found so far (Quandary shows it).  Nothing
here knows a game.  Copy this file beside your agent and change nothing in it.
"""
import sys

position = {}


def terms(text):
    """The words of `text`, a term in balanced parentheses being one word."""
    words, depth, word = [], 0, ""
    for char in text:
        if char.isspace() and depth == 0:
            if word:
                words.append(word)
            word = ""
            continue
        depth += (char == "(") - (char == ")")
        word += char
    if word:
        words.append(word)
    return words


def send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def info(depth=None, nodes=None, score=None, pv=None):
    """An info line: each field optional, pv a list of moves."""
    words = ["info"]
    if depth is not None:
        words += ["depth", str(depth)]
    if nodes is not None:
        words += ["nodes", str(nodes)]
    if score is not None:
        words += ["score", "%g" % score]
    if pv:
        words += ["pv"] + [str(m) for m in pv]
    send(" ".join(words))


def run(choose, name, author="a student"):
    game, start, moves = None, [], []
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "quandary":
            send("id name " + name)
            send("id author " + author)
            send("ready")
        elif words[0] == "game":
            game, start = words[1], []
            position.clear()
            # The position's lines, as they are, up to "end".
            for text in sys.stdin:
                if text.rstrip("\r\n") == "end":
                    break
                start.append(text.rstrip("\r\n"))
        elif words[0] == "moves":
            moves = terms(line.strip()[len("moves"):])
        elif words[0] == "go":
            seconds = 10.0
            if len(words) >= 3 and words[1] == "movetime":
                seconds = int(words[2]) / 1000.0
            send("move " + str(choose(game, start, moves, seconds)))
        elif words[0] == "quit":
            return
        else:
            position[words[0]] = line.strip()[len(words[0]):].strip()
