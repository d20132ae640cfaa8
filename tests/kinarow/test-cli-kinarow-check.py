#!/usr/bin/env python3
"""`quandary-cli kinarow --check` (docs/contracts.md, "--check"): the game
the two computer players play, replayed, and each answer checked line by
line; a wrong line explained from the move that made it, or from the rule
that ended the game.  The hand-written transcripts are worked by hand from
the rules and the centre-first search order (below); the long ones are made
by running the command, the point being that --check agrees with it.
Usage: test-cli-kinarow-check.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403


def w(name):
    return os.path.join(workdir, name)


# --- Worked by hand.  After a1 b1 a2 b2 c3 (X: a1 a2 c3, O: b1 b2), O moves.
# The centre-first order of the free cells is c2, b3 (edges), then c1, a3
# (corners, by index).  c2 or c1: X completes a1 a2 a3 at once (1 for player
# 1).  b3: O completes b1 b2 b3 (-1).  a3: O blocks X and threatens both b3
# and c1 (a3 b2 c1), X can block one only (-1).  Minimax keeps the first of
# the lowest values: b3, then the result.
POSITION = ["--position", "a1 b1 a2 b2 c3"]
HAND = ("1: X plays a1\n2: O plays b1\n3: X plays a2\n4: O plays b2\n5: X plays c3\n6: O plays b3\n"
        "Player 2 wins.\n")
hand = ["kinarow", *POSITION, "--p1", "alphabeta", "--p2", "minimax"]
check_cases("kinarow --check, a hand-worked end of tic-tac-toe", hand, HAND, w("check-hand"))

answer = tmpfile("check-a3.txt", HAND.replace("6: O plays b3", "6: O plays a3").encode())
code, out, err = check_run(*hand, "--check", answer)
want = answer + """: wrong at line 6
expected: 6: O plays b3
given:    6: O plays a3
  Player 2 (O) is minimax, searching to the end of the game: a value is 1 when player 1 wins with best play on both sides, -1 when player 2 does, 0 for a draw.
  At move 6 its moves in the order searched (the centre first) are worth, for player 1: c2: 1, b3: -1, c1: 1, a3: -1.
  Player 2 plays b3, of the lowest value for player 1, -1: the first of equal values in that order is kept.
  The answer's move, a3, is worth -1.
"""
case("kinarow --check explains a wrong move: the values in the search order, the first of the lowest",
     code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))

answer = tmpfile("check-draw.txt", HAND.replace("Player 2 wins.", "Draw.").encode())
code, out, err = check_run(*hand, "--check", answer)
case("kinarow --check explains a wrong result: k in a row",
     code == 1 and verdicts(out).get(answer, (None, None))[:2] == ("wrong", 7) and
     "expected: Player 2 wins.\ngiven:    Draw.\n" in out and
     "Player 2's (O) last stone makes 3 in a row, on b1 b2 b3: player 2 wins at once." in out,
     "exit %d\n%s%s" % (code, out, err))

answer = tmpfile("check-loaded.txt", HAND.replace("5: X plays c3", "5: X plays c2").encode())
code, out, err = check_run(*hand, "--check", answer)
case("kinarow --check: a move of --position is no search's",
     code == 1 and "Move 5, player 1's (X) c3, comes from the saved game or --position, not from a search." in out,
     "exit %d\n%s%s" % (code, out, err))

answer = tmpfile("check-mark.txt", HAND.replace("6: O plays b3", "6: X plays b3").encode())
code, out, err = check_run(*hand, "--check", answer)
case("kinarow --check: the right move with the wrong mark says how a line is written",
     code == 1 and "Move 6 is player 2's (O): its line is “6: O plays MOVE”" in out, "exit %d\n%s%s" % (code, out, err))

# After a1 b1 a2 b2, X completes a1 a2 a3 at once: the only win.
answer = tmpfile("check-win.txt", b"1: X plays a1\n2: O plays b1\n3: X plays a2\n4: O plays b2\n5: X plays a3\n"
                 b"Player 1 wins.\n")
code, out, err = check_run("kinarow", "--position", "a1 b1 a2 b2", "--p1", "minimax", "--p2", "minimax",
                           "--check", answer)
case("kinarow --check: a hand-worked win at once is correct", code == 0 and out == answer + ": correct\n",
     "exit %d\n%s%s" % (code, out, err))

# --- A whole game (two perfect players draw): the transcript the command
# prints is correct, a full board explains a wrong result.
game = ["kinarow", "--p1", "alphabeta", "--p2", "minimax"]
code, right, err = run(*game)
case("two perfect players draw tic-tac-toe", code == 0 and right.endswith("\nDraw.\n") and
     len(right.splitlines()) == 10, right + err)
check_cases("kinarow --check, alpha-beta against minimax", game, right, w("check-full"))
answer = tmpfile("check-full-win.txt", right.replace("Draw.", "Player 1 wins.").encode())
code, out, err = check_run(*game, "--check", answer)
case("kinarow --check explains a wrong result: a full board",
     code == 1 and "The board is full, 9 stones, with no 3 in a row: the game is a draw." in out,
     "exit %d\n%s%s" % (code, out, err))

# A random player's move: drawn from the seed.
game = ["kinarow", "--p1", "alphabeta:2", "--p2", "random", "--seed", "5"]
code, right, err = run(*game)
lines = right.splitlines()
wrong_move = "c3" if lines[1] != "2: O plays c3" else "a3"
answer = tmpfile("check-random.txt", "\n".join([lines[0], "2: O plays " + wrong_move] + lines[2:]).encode() + b"\n")
code, out, err = check_run(*game, "--check", answer)
case("kinarow --check explains a random move: the seed's draw",
     code == 1 and "the random agent:" in out and "by the generator of seed 5" in out, "exit %d\n%s%s" % (code, out, err))

# Connect Four, with MCTS by its iterations (replayed the same).
game = ["kinarow", "--game", "connect4", "--p1", "mcts:200", "--p2", "alphabeta:2", "--seed", "3"]
code, right, err = run(*game, timeout=120)
check_cases("kinarow --check, Connect Four: MCTS against alpha-beta with a cutoff", game, right, w("check-c4"))

# --- Strict and lenient, the CSV.
crlf = tmpfile("check-crlf.txt", HAND.replace("\n", "\r\n").encode())
blanks = tmpfile("check-blanks.txt", HAND.replace("\n", "  \n").encode())
code, out, err = check_run(*hand, "--check", crlf, blanks)
case("kinarow --check is lenient: CRLF and trailing blanks are correct", code == 0 and
     out == crlf + ": correct\n" + blanks + ": correct\n", "exit %d\n%s%s" % (code, out, err))
code, out, err = check_run(*hand, "--check-strict", "--check", blanks)
case("kinarow --check-strict: trailing blanks are wrong at line 1",
     code == 1 and verdicts(out).get(blanks, (None, None))[:2] == ("wrong", 1), "exit %d\n%s%s" % (code, out, err))
csv = w("check.csv")
right_file = tmpfile("check-right.txt", HAND.encode())
wrong_file = w("check-a3.txt")
code, out, err = check_run(*hand, "--check", right_file, wrong_file, "--check-csv", csv)
rows = open(csv, encoding="utf-8", newline="").read() if os.path.exists(csv) else ""
case("kinarow --check-csv: a row per answer", code == 1 and rows ==
     "file,verdict,line,expected,given\r\n%s,correct,,,\r\n%s,wrong,6,6: O plays b3,6: O plays a3\r\n"
     % (right_file, wrong_file), repr(rows) + err)

# --- Usage errors.
error_case("kinarow --check with a human player is a usage error (the default player 1)",
           ["kinarow", "--p2", "minimax", "--check", right_file], 2, "player 1 is human")
error_case("kinarow --check with --p2 human is a usage error",
           ["kinarow", "--p1", "minimax", "--p2", "human", "--check", right_file], 2, "player 2 is human")
error_case("kinarow --check with the engine (timed) is a usage error",
           ["kinarow", "--p1", "minimax", "--p2", "engine:50", "--check", right_file], 2, "searches for a time")
error_case("kinarow --check with mcts:ms=MS is a usage error",
           ["kinarow", "--p1", "mcts:ms=20", "--p2", "minimax", "--check", right_file], 2, "searches for a time")
error_case("kinarow --check with an outside agent is a usage error",
           ["kinarow", "--p1", "minimax", "--p2", "program:true", "--check", right_file], 2, "outside agent")
error_case("kinarow --check with --save is a usage error",
           ["kinarow", "--p1", "minimax", "--p2", "minimax", "--check", right_file, "--save", w("g.kinarow")], 2,
           "--save")
error_case("kinarow --check with --tree is a usage error",
           ["kinarow", "--p1", "minimax", "--p2", "minimax", "--tree", w("t.json"), "--check", right_file], 2, "--tree")
error_case("kinarow --check-strict alone is a usage error", ["kinarow", "--p1", "minimax", "--check-strict"], 2,
           "--check-strict")
error_case("kinarow --check-csv alone is a usage error", ["kinarow", "--p1", "minimax", "--check-csv", w("x.csv")], 2,
           "--check-csv")
error_case("kinarow --check without a file is a usage error", ["kinarow", "--p1", "minimax", "--check"], 2, "--check")
code, out, err = run("kinarow", "--help")
case("kinarow --help says what --check compares", code == 0 and "--check compares answers" in out and
     "--check=FILE" in out, out)

finish()
