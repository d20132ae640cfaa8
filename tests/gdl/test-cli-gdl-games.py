#!/usr/bin/env python3
"""A GDL file as the game of the commands that play games (issue 77):
`tournament … gdl FILE` gives standings, `agent-test --game gdl` plays the
template both sides (tic-tac-toe, compiled in), and a grading manifest's
play test `game=gdl FILE` scores a submission's agent; issue 98: the same
with the roles moving together (rock-paper-scissors, an outside agent in a
tournament and in grading) and with three roles.
Usage: test-cli-gdl-games.py CLI SRCDIR WORKDIR
"""
import csv
import os
import shutil
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
TTT = os.path.join(HERE, "unit-tictactoe.kif")
AGENTS = os.path.abspath(os.path.join(examples, "..", "agents"))
python = SANDBOX_PYTHON
template = "%s %s" % (python, os.path.join(AGENTS, "gdl_agent.py"))

# A tournament of two agents on a GDL file: a row each, the points adding
# up to the games (a draw is ½ each: the scores are the goals / 100).
logs = os.path.join(workdir, "logs")
shutil.rmtree(logs, ignore_errors=True)
code, out, err = run("tournament", "--agent", "random", "--agent", "alphabeta:2", "-n", "4", "--logs", logs, "gdl", TTT,
                     timeout=300, people=True)   # standings for people: numbers as the locale writes them
lines = out.splitlines()
standing = [line.split() for line in lines[2:4]]
case("tournament … gdl FILE: the standings of 4 games, a row per agent",
     code == 0 and lines[0] == "round robin, 4 games" and len(standing) == 2
     and sum(float(row[2].replace(",", ".")) for row in standing) == 4, out + err)
records = sorted(os.listdir(logs)) if os.path.isdir(logs) else []
case("--logs: each game's record (.gdlgame), its players and moves",
     records == ["game-%04d.gdlgame" % i for i in range(1, 5)]
     and open(os.path.join(logs, records[0])).read().startswith("; gdl game of unit-tictactoe.kif\n; xplayer "),
     records)

# Issue 98: rock-paper-scissors, the roles moving together: the outside
# template (sent `role` and `legal` in the same state as the other) against
# MCTS (decoupled UCT); the points add up to the games.
RPS = os.path.join(HERE, "data", "rock-paper-scissors.kif")
code, out, err = run("tournament", "--agent", "program:" + template, "--agent", "mcts:100", "-n", "4", "gdl", RPS,
                     timeout=300, people=True)
lines = out.splitlines()
standing = [line.split() for line in lines[2:4]]
case("tournament … gdl FILE where the roles move together, an outside agent in it: 4 games, the points add up",
     code == 0 and lines[0] == "round robin, 4 games" and len(standing) == 2
     and sum(float(row[2].replace(",", ".")) for row in standing) == 4, out + err)
# Three roles (GGP Base's tictactoe_3player): the second agent plays the
# roles past the second; a win of the third role is its.
TTT3 = os.path.join(HERE, "public", "tictactoe_3player.kif")
code, out, err = run("tournament", "--agent", "random", "--agent", "maxn:1", "-n", "2", "gdl", TTT3,
                     timeout=300, people=True)
lines = out.splitlines()
standing = [line.split() for line in lines[2:4]]
case("tournament … gdl FILE of three roles: 2 games, the points add up",
     code == 0 and lines[0] == "round robin, 2 games" and len(standing) == 2
     and sum(float(row[2].replace(",", ".")) for row in standing) == 2, out + err)

# agent-test: the template, tic-tac-toe compiled in, both sides.
code, out, err = run("agent-test", "--game", "gdl", template, people=True)
case("agent-test --game gdl: the template plays both sides to the end",
     code == 0 and out.count("gdl, as player ") == 2 and out.endswith("2 of 2 games played to the end\n")
     and "(mark " in out, out + err)

# Grading: a play test on a .kif beside the manifest, the submission's agent
# the template (random moves) against random, every game played.
root = os.path.join(workdir, "grading")
shutil.rmtree(root, ignore_errors=True)
alice = os.path.join(root, "class", "alice")
os.makedirs(alice)
shutil.copy(TTT, os.path.join(root, "tictactoe.kif"))
for name in ("quandary_agent.py", "gdl_agent.py"):
    shutil.copy(os.path.join(AGENTS, name), alice)
manifest = os.path.join(root, "manifest.ini")
with open(manifest, "w") as f:
    f.write("[test plays tic-tac-toe]\npoints=4\ngame=gdl tictactoe.kif\ntimeout=20\n"
            "agent=%s gdl_agent.py\nopponent=random\ngames=2\npass=wins>=0\n" % python)
csv_path = os.path.join(root, "class.csv")
code, out, err = run("grade", manifest, os.path.join(root, "class"), "--csv", csv_path, timeout=300,
                     people=True)
rows = list(csv.reader(open(csv_path))) if os.path.exists(csv_path) else []
case("grade: a play test on a GDL file scores the agent's games",
     code == 0 and rows[:1] == [["submission", "plays tic-tac-toe", "total"]] and len(rows) == 2
     and float(rows[1][1]) == 4, "%s\n%s%s" % (rows, out, err))
# The same where the roles move together: the agent plays rock-paper-scissors.
shutil.copy(RPS, os.path.join(root, "rps.kif"))
with open(manifest, "w") as f:
    f.write("[test plays rock-paper-scissors]\npoints=2\ngame=gdl rps.kif\ntimeout=20\n"
            "agent=%s gdl_agent.py\nopponent=mcts:50\ngames=2\npass=wins>=0\n" % python)
code, out, err = run("grade", manifest, os.path.join(root, "class"), "--csv", csv_path, timeout=300,
                     people=True)
rows = list(csv.reader(open(csv_path))) if os.path.exists(csv_path) else []
case("grade: a play test on a GDL file where the roles move together",
     code == 0 and rows[:1] == [["submission", "plays rock-paper-scissors", "total"]] and len(rows) == 2
     and float(rows[1][1]) == 2, "%s\n%s%s" % (rows, out, err))
finish()
