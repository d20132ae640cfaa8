#!/usr/bin/env python3
"""Contract of `quandary-cli kinarow` (docs/contracts.md): the lines of a game,
the result line, saved games, --position, --tree, a human on stdin, errors.
Expected outputs are worked by hand from the rules.
Usage: test-cli-kinarow.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

# Two perfect players draw tic-tac-toe; the first moves follow the
# centre-first order (b2, then a corner: an edge answer loses).
code, out, err = run("kinarow", "--p1", "alphabeta", "--p2", "alphabeta")
case("perfect tic-tac-toe is a draw", code == 0 and out.endswith("\nDraw.\n") and out.startswith("1: X plays b2\n2: O plays a1\n"),
     out + err)
case("nine moves to a draw", len(out.splitlines()) == 10, out)

# A human on stdin: a wrong move is said and asked again.  X (human) gives
# cells in order against alpha-beta; those O took or that are not cells are
# refused with the reason and the next line is read.
code, out, err = run("kinarow", "--p1", "human", "--p2", "alphabeta", stdin=b"b2\nzz\nb2\na1\nc1\nb1\na3\nc2\nc3\na2\n")
case("a human's moves from stdin", code == 0 and out.startswith("1: X plays b2\n") and "is not a cell" in err
     and "b2 is taken" in err, out + err)
error_case("stdin ends before the game", ["kinarow", "--p1", "human"], 1, "the input ended before the game did",
           stdin=b"b2\n")

# Connect Four: the columns, a vertical four for X from --position.
code, out, err = run("kinarow", "--game", "connect4", "--position", "121212", "--p1", "random", "--p2", "random")
case("--position's moves are printed, then the game goes on",
     code == 0 and out.startswith("1: X plays 1\n2: O plays 2\n3: X plays 1\n4: O plays 2\n5: X plays 1\n6: O plays 2\n"),
     out + err)
code, out, err = run("kinarow", "--game", "connect4", "--position", "121212", "--p1", "alphabeta:2", "--p2", "random")
case("alpha-beta completes the four at once", code == 0 and out == "1: X plays 1\n2: O plays 2\n3: X plays 1\n"
     "4: O plays 2\n5: X plays 1\n6: O plays 2\n7: X plays 1\nPlayer 1 wins.\n", out + err)
code, out, err = run("kinarow", "--game", "connect4", "--position", "12121", "--p1", "random", "--p2", "alphabeta:2")
case("alpha-beta blocks the four", code == 0 and out.startswith("1: X plays 1\n2: O plays 2\n3: X plays 1\n4: O plays 2\n"
     "5: X plays 1\n6: O plays 1\n"), out + err)

# Errors: rules, --position, players; exit status 2 and the cause.
error_case("K longer than the board", ["kinarow", "--game", "3,3,4"], 2,
           "--game: on a board of 3 × 3, K in a row must be between 2 and 3, not 4")
error_case("a board too wide", ["kinarow", "--game", "20,5,4"], 2, "a board is 1 to 19 columns by 1 to 19 rows, not 20 × 5")
error_case("an unknown game", ["kinarow", "--game", "chess"], 2, "unknown game “chess”")
error_case("an illegal move in --position", ["kinarow", "--game", "connect4", "--position", "4444444"], 2,
           "--position: move 7 (4): column 4 is full")
error_case("a taken cell in --position", ["kinarow", "--position", "b2 b2"], 2, "--position: move 2 (b2): b2 is taken")
error_case("a game already over", ["kinarow", "--position", "a1 b1 a2 b2 a3"], 2,
           "--position: the game is already over (Player 1 wins.)")
error_case("an unknown player", ["kinarow", "--p2", "wizard"], 2, "--p2: unknown player “wizard”")
error_case("MCTS without iterations", ["kinarow", "--p2", "mcts:0"], 2, "--p2:")

# Saved games: --save writes the format, the file plays back the same game.
saved = os.path.join(workdir, "c4.kinarow")
code, out, err = run("kinarow", "--game", "connect4", "--p1", "random", "--p2", "mcts:100", "--seed", "4", "--save", saved)
text = open(saved, encoding="utf-8").read() if os.path.exists(saved) else ""
case("--save writes the game", code == 0 and text.startswith("# k in a row (Quandary)\ngame connect4\nplayer1 random\n"
     "player2 mcts:100\nmoves "), text + err)
moves = text.split("moves ")[-1].strip() if text else ""
case("the saved moves are the printed ones",
     moves == "".join(line.split(" plays ")[1] for line in out.splitlines() if " plays " in line), moves + "\n" + out)
code2, out2, err2 = run("kinarow", saved)
case("a saved finished game replays to the same result", code2 == 0 and out2 == out, out2 + err2)
error_case("--position with a saved game", ["kinarow", saved, "--position", "4"], 2, "--position starts a new game")
error_case("--game that differs from the file", ["kinarow", saved, "--game", "tictactoe"], 2,
           "--game must match the saved game")
bad = tmpfile("bad.kinarow", "game tictactoe\nplayer1 random\nmoves a1 b1\nmoves a1\n".encode())
error_case("an illegal move in a saved game", ["kinarow", bad], 1, "bad.kinarow: line 4: move 3 (a1): a1 is taken")
prog = tmpfile("prog.kinarow", b"game tictactoe\nplayer1 program:python3 x.py\n")
error_case("a file's program runs only when named", ["kinarow", prog], 2, "an outside program runs only when --p1 names it")

# The bundled examples open and play on (the humans replaced).
for name in ("tictactoe", "connect4", "gomoku"):
    path = os.path.join(examples, "kinarow", name + ".kinarow")
    code, out, err = run("kinarow", path, "--p1", "mcts:50", "--p2", "random", "--game", name)
    case("example %s plays to the end" % name,
         code == 0 and out.splitlines()[-1] in ("Player 1 wins.", "Player 2 wins.", "Draw."), out + err)

# --tree: the first computer move's alpha-beta tree.
tree = os.path.join(workdir, "ttt.tree")
code, out, err = run("kinarow", "--position", "b2 a1 c3 a3", "--p1", "alphabeta", "--p2", "alphabeta", "--tree", tree)
case("--tree writes the search of the first computer move", code == 0 and os.path.exists(tree)
     and "a2" in open(tree, encoding="utf-8").read(), err)
error_case("--tree of a random move", ["kinarow", "--p1", "random", "--p2", "random", "--tree", tree + "2"], 2,
           "no minimax or alpha-beta search made that move")
# Outside agents (docs/agents.md), unconfined here: the game's four start
# lines and the moves in the game's notation reach the agent, its move
# comes back; an illegal move forfeits.
agent = tmpfile("first.py", ("""import sys
sys.path.insert(0, %r)
import quandary_agent as q
def choose(game, start, moves, seconds):
    conf = dict(line.split() for line in start)
    assert game == "kinarow" and conf["k"] == "3"
    for r in range(1, int(conf["rows"]) + 1):
        for c in "abc":
            if c + str(r) not in moves:
                return c + str(r)
q.run(choose, "first")
""" % os.path.abspath(os.path.join(examples, "..", "agents"))).encode())
code, out, err = run("kinarow", "--no-sandbox", "--p1", "program:%s %s" % (SANDBOX_PYTHON, agent), "--p2", "random")
case("an outside agent plays its moves", code == 0 and out.startswith("1: X plays a1\n") and
     out.splitlines()[-1] in ("Player 1 wins.", "Player 2 wins.", "Draw."), out + err)
cheat = tmpfile("cheat.py", ("""import sys
sys.path.insert(0, %r)
import quandary_agent as q
q.run(lambda game, start, moves, seconds: "b2", "cheat")
""" % os.path.abspath(os.path.join(examples, "..", "agents"))).encode())
code, out, err = run("kinarow", "--no-sandbox", "--p1", "random", "--p2", "program:%s %s" % (SANDBOX_PYTHON, cheat),
                     "--position", "b2")
case("an illegal move forfeits", code == 0 and out == "1: X plays b2\nPlayer 1 wins by forfeit.\n"
     and "“b2” is not a legal move: b2 is taken" in err, out + err)
# MCTS plays Connect Four to the end; a bad spec is refused; --tree on an
# MCTS move writes its tree (a line a node, N, U/N and UCB1 on each), the
# root's N the iterations, each of which went through one root child.
code, out, err = run("kinarow", "--game", "connect4", "--p1", "mcts:200", "--p2", "random", "--seed", "1")
case("mcts:200 plays Connect Four to its result line",
     code == 0 and (out.endswith("\nPlayer 1 wins.\n") or out.endswith("\nPlayer 2 wins.\n") or out.endswith("\nDraw.\n")),
     out + err)
error_case("mcts:0 is refused", ["kinarow", "--p1", "mcts:0"], 2,
           "“mcts:0”: the iterations must be a whole number from 1 to 100000000")
tree_path = os.path.join(workdir, "mcts-tree.txt")
code, out, err = run("kinarow", "--p1", "mcts:60", "--p2", "random", "--seed", "3", "--tree", tree_path)
lines = open(tree_path, encoding="utf-8").read().splitlines() if os.path.exists(tree_path) else []
children = [l for l in lines[1:] if l.split()[1] == "0"]
case("--tree on an MCTS move: its tree with N, U/N and UCB1",
     code == 0 and lines and lines[0].startswith("0 -1 root N 60 U/N ") and len(children) > 1 and
     all(" N " in l and " U/N " in l and " UCB1 " in l for l in lines[1:]) and
     sum(int(l.split()[l.split().index("N") + 1]) for l in children) == 60, "\n".join(lines[:5]) + err)
# --- --result FILE (issue 75): the typed result agrees with the printed game.
import json  # noqa: E402
result_path = os.path.join(workdir, "kinarow-result.json")
code, out, err = run("kinarow", "--p1", "random", "--p2", "random", "--seed", "7", "--result", result_path)
with open(result_path, encoding="utf-8") as f:
    result = json.load(f)
last = out.splitlines()[-1]
case("kinarow --result: the winner agrees with the last line, the plies with the moves printed",
     code == 0 and result["game"] == "kinarow" and result["players"] == ["random", "random"]
     and last == {1: "Player 1 wins.", 2: "Player 2 wins.", None: "Draw."}[result["winner"]]
     and result["reason"] == last and result["end"] == "over"
     and result["plies"] == sum(" plays " in line for line in out.splitlines())
     and sorted(result["scores"]) in ([0, 1], [0.5, 0.5]),
     out + json.dumps(result))
code, out, err = run("kinarow", "--p1", "random", "--p2", "program:/bin/true", "--no-sandbox", "--result", result_path,
                     people_files=[result_path])   # the reason: the cause, translated
with open(result_path, encoding="utf-8") as f:
    result = json.load(f)
case("kinarow --result: a program that exits at once forfeits, the other player wins",
     code == 0 and out.endswith("Player 1 wins by forfeit.\n") and result["end"] == "forfeit"
     and result["reason"].startswith("forfeit: ") and result["winner"] == 1 and result["scores"] == [1, 0]
     and result["plies"] == 1,
     out + err + json.dumps(result))
# A game a person leaves unfinished: no winner, and why.
code, out, err = run("kinarow", "--p1", "human", "--p2", "random", "--result", result_path, stdin=b"b2\n",
                     people_files=[result_path])
with open(result_path, encoding="utf-8") as f:
    result = json.load(f)
case("kinarow --result: an unfinished game has no winner and says why",
     code == 1 and result["winner"] is None and result["end"] == "no-input" and result["plies"] == 2,
     out + err + json.dumps(result))
# --- Outputs that destroy inputs (issue 91): --result over the saved game
# read, and --save and --result in one file, are refused before the game;
# --save may still write back the game it continues.
ttt_game = os.path.join(examples, "kinarow", "tictactoe.kinarow")
over_input_cases("kinarow --result", ttt_game,
                 lambda i, o: ["kinarow", i, "--p1", "random", "--p2", "random", "--result", o])
same_outputs_case("kinarow", ["kinarow", "--p1", "random", "--p2", "random"], "--save", "--result")
continued = tmpfile("continued.kinarow", open(ttt_game, "rb").read())
code, out, err = run("kinarow", continued, "--p1", "random", "--p2", "random", "--save", continued)
case("kinarow GAME --save GAME: the game continued is written back", code == 0 and err == "", err)

finish()
