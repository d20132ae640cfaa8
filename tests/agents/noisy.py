#!/usr/bin/env python3
"""An agent whose every word would drive a terminal (issue 62): its `id name`
and `id author`, an info string and its stderr hold escape sequences, C1
controls, a right-to-left override and bytes that are not UTF-8; at its first
`go` it answers a move that is an escape sequence, illegal in every game.
The commands and the window must show all of it escaped (tests/test-cli-agents.py,
tests/test-cli-grade-data.py)."""
import sys

NOISE = b"\x1b[31mred\x1b]0;owned\x07 \xc2\x9b2J \xff\xfe \xe2\x80\xaeevil"
out = sys.stdout.buffer


def send(line):
    out.write(line + b"\n")
    out.flush()


for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    if words[0] == "quandary":
        send(b"id name noisy " + NOISE)
        send(b"id author " + NOISE)
        send(b"ready")
    elif words[0] == "game":
        for text in sys.stdin:
            if text.strip() == "end":
                break
    elif words[0] == "go":
        sys.stderr.buffer.write(b"stderr " + NOISE + b"\n")
        sys.stderr.buffer.flush()
        send(b"info string " + NOISE)
        send(b"move \x1b[2J7")
    elif words[0] == "quit":
        break
