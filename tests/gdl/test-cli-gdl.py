#!/usr/bin/env python3
"""Contract of `quandary-cli gdl FILE --perft D` (issue 77): PLY NODES per
ply, tic-tac-toe's counts the published ones; bad rulesheets exit 1 naming
the line, simultaneous moves refused naming the roles; usage errors exit 2.
Usage: test-cli-gdl.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
TTT = os.path.join(HERE, "unit-tictactoe.kif")

code, out, err = run("gdl", TTT, "--perft", "9")
expected = [9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]
case("--perft 9 on tic-tac-toe: the published counts",
     code == 0 and out == "".join("%d %d\n" % (i + 1, n) for i, n in enumerate(expected)), out + err)
code, out, err = run("gdl", os.path.join(HERE, "unit-connect4-8x6.kif"), "--perft", "4")
case("--perft 4 on Connect Four 8 x 6: 8 columns a ply", code == 0 and out == "1 8\n2 64\n3 512\n4 4096\n", out + err)

error_case("simultaneous moves are refused, naming the roles", ["gdl", os.path.join(HERE, "unit-rps.kif"), "--perft", "1"],
           1, "left and right")
bad = tmpfile("unsafe.kif", b"(role a)\n(legal a m)\nterminal\n(<= (goal a ?x) (true (c 1)))\n")
error_case("an unsafe rule: exit 1, the file and its line", ["gdl", bad, "--perft", "1"], 1, "unsafe.kif:4:1: ")
error_case("a missing FILE: exit 2", ["gdl", "--perft", "1"], 2, "FILE")
error_case("no --perft: the game is played (a person's input ends: exit 1)", ["gdl", TTT], 1, "input")
error_case("--perft 0: exit 2", ["gdl", TTT, "--perft", "0"], 2, "--perft")
finish()
