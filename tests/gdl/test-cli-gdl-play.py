#!/usr/bin/env python3
"""Contract of `quandary-cli gdl FILE` playing (issue 77): a line per move
`N: ROLE plays MOVE`, last `goals ROLE V ROLE V`; alpha-beta against
alpha-beta draws tic-tac-toe; MCTS beats random; --result, --save, a
person's moves, an outside agent (the template) in the sandbox, --playouts
(and kinarow's); one-role games and bad agents refused; a game that is not
zero-sum played by MCTS on each role's own goal; issue 98: rock-paper-scissors
with the roles moving together (random, MCTS, paranoid, people, the outside
template), three-player tic-tac-toe to its end with three scores; the
computer's default player, timed where the game is not grounded.
Usage: test-cli-gdl-play.py CLI SRCDIR WORKDIR
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
TTT = os.path.join(HERE, "unit-tictactoe.kif")
C4 = os.path.join(HERE, "unit-connect4-8x6.kif")
AGENTS = os.path.abspath(os.path.join(examples, "..", "agents"))
MOVE = re.compile(r"^(\d+): (xplayer|oplayer) plays (\(mark \d \d\))$")


def moves_and_goals(out):
    """The moves printed (numbered from 1) and the last line's goals, or None."""
    lines = out.splitlines()
    if not lines or not all(MOVE.match(l) and int(MOVE.match(l).group(1)) == i + 1
                            for i, l in enumerate(lines[:-1])):
        return None
    last = re.match(r"^goals xplayer (-?\d+) oplayer (-?\d+)$", lines[-1])
    return (len(lines) - 1, int(last.group(1)), int(last.group(2))) if last else None


# Alpha-beta to the end on both sides: the value of tic-tac-toe, a draw.
code, out, err = run("gdl", TTT, "--p1", "alphabeta", "--p2", "alphabeta")
case("alphabeta against alphabeta: a draw, goals 50 50",
     code == 0 and moves_and_goals(out) == (9, 50, 50) and out.startswith("1: xplayer plays (mark "), out + err)
# A game that is not zero-sum (data/shared-goal.kif, hand-checked): MCTS
# backs up each role's own goal and picks a (100 for p1, not 60); alpha-beta
# maximises the mover's goal minus the other's and picks b (60 - 0 > 0).
SHARED = os.path.join(HERE, "data", "shared-goal.kif")
for seed in ("1", "2", "3"):
    code, out, err = run("gdl", SHARED, "--p1", "mcts:200", "--p2", "random", "--seed", seed)
    case("MCTS plays each role's own goal (seed %s): (pick a), goals 100 100" % seed,
         code == 0 and out == "1: p1 plays (pick a)\ngoals p1 100 p2 100\n", out + err)
code, out, err = run("gdl", SHARED, "--p1", "alphabeta", "--p2", "random")
case("alpha-beta plays the goal difference: (pick b), goals 60 0",
     code == 0 and out == "1: p1 plays (pick b)\ngoals p1 60 p2 0\n", out + err)
code, out, err = run("gdl", TTT, "--p1", "alphabeta:2", "--p2", "minimax:1", "--seed", "3")
case("alphabeta:DEPTH and minimax:DEPTH (the general evaluation) play to the end",
     code == 0 and moves_and_goals(out) is not None, out + err)

# MCTS against random, 20 seeded games as the first role and 20 as the
# second (under 0.1 s a game here).
lost = []
for seed in range(1, 21):
    for side in (0, 1):
        players = ["mcts:2000", "random"] if side == 0 else ["random", "mcts:2000"]
        code, out, err = run("gdl", TTT, "--p1", players[0], "--p2", players[1], "--seed", str(seed))
        result = moves_and_goals(out)
        if code != 0 or result is None or (result[1], result[2])[side] < 50:
            lost.append("seed %d side %d: %s%s" % (seed, side + 1, out, err))
case("mcts:2000 loses none of its games against random, first or second", not lost, "\n".join(lost))

# The general evaluation at a cutoff (qd-gdl-agent.h): alphabeta:2 never
# loses tic-tac-toe to random, nor alphabeta:3 Connect Four 7 x 6, on either
# side; in the hand-made positions of data/connect4-*.kif alphabeta:3 blocks
# red's three and wins at once rather than block (a few ms a game).
C4_7X6 = os.path.join(examples, "gdl", "connect4.kif")
lost = []
for kif, searcher, roles in ((TTT, "alphabeta:2", ("xplayer", "oplayer")), (C4_7X6, "alphabeta:3", ("red", "yellow"))):
    for seed in range(1, 5):
        for side in (0, 1):
            players = [searcher, "random"] if side == 0 else ["random", searcher]
            code, out, err = run("gdl", kif, "--p1", players[0], "--p2", players[1], "--seed", str(seed))
            goals = re.search(r"^goals %s (\d+) %s (\d+)$" % roles, out, re.M)
            if code != 0 or goals is None or int(goals.group(side + 1)) < int(goals.group(2 - side)):
                lost.append("%s seed %d side %d: %s%s" % (kif, seed, side + 1, out, err))
case("alphabeta:2 (tic-tac-toe) and alphabeta:3 (Connect Four) lose none of their games against random",
     not lost, "\n".join(lost))
for name, players, first in (("block", ["random", "alphabeta:3"], "1: yellow plays (drop 4)"),
                             ("win", ["alphabeta:3", "random"], "1: red plays (drop 4)")):
    code, out, err = run("gdl", os.path.join(HERE, "data", "connect4-%s.kif" % name), "--p1", players[0],
                         "--p2", players[1], "--seed", "1")
    case("Connect Four, data/connect4-%s.kif: alphabeta:3 plays (drop 4)" % name,
         code == 0 and out.startswith(first + "\n"), out + err)

# --result: the typed result agrees with the printed game; scores = goals / 100.
result_path = os.path.join(workdir, "gdl-result.json")
code, out, err = run("gdl", TTT, "--p1", "random", "--p2", "random", "--seed", "7", "--result", result_path)
with open(result_path, encoding="utf-8") as f:
    result = json.load(f)
n, g1, g2 = moves_and_goals(out) or (0, -1, -1)
case("--result: the players, the winner by the goals, scores goal/100, the plies",
     code == 0 and result["game"] == "gdl" and result["players"] == ["random", "random"]
     and result["winner"] == (1 if g1 > g2 else 2 if g2 > g1 else None)
     and result["scores"] == [g1 / 100, g2 / 100] and result["plies"] == n and result["end"] == "over"
     and result["reason"] == out.splitlines()[-1], out + json.dumps(result))

# --save: the record, KIF comments then ROLE MOVE lines.
save = os.path.join(workdir, "ttt.gdlgame")
code, out, err = run("gdl", TTT, "--p1", "random", "--p2", "alphabeta:1", "--seed", "5", "--save", save)
record = open(save, encoding="utf-8").read().splitlines() if os.path.exists(save) else []
played = [re.sub(r"^\d+: (\S+) plays ", r"\1 ", l) for l in out.splitlines()[:-1]]
case("--save writes the rulesheet's name, the players and each move as ROLE MOVE",
     code == 0 and record[:3] == ["; gdl game of unit-tictactoe.kif", "; xplayer random", "; oplayer alphabeta:1"]
     and record[3:] == played, "\n".join(record) + err)

# The computer's default: mcts (1000 iterations) where the game is grounded,
# mcts:ms=10000 where it is evaluated without grounding (chess: 1000
# iterations would be minutes a move).  The person's input ends at once, so
# no one thinks: the players named in --result and the record are checked.
CHESS = os.path.join(HERE, "public", "chess.kif")
for path, computer in ((TTT, "mcts"), (CHESS, "mcts:ms=10000")):
    result_path, save_path = os.path.join(workdir, "default.json"), os.path.join(workdir, "default.gdlgame")
    code, out, err = run("gdl", path, "--result", result_path, "--save", save_path, stdin=b"",
                         people_files=(result_path,))
    result = json.load(open(result_path)) if os.path.exists(result_path) else {}
    record = open(save_path, encoding="utf-8").read().splitlines() if os.path.exists(save_path) else []
    case("the second role's default player in %s is %s" % (os.path.basename(path), computer),
         code == 1 and result.get("players") == ["human", computer] and result.get("end") == "no-input"
         and len(record) == 3 and record[2].endswith(" " + computer), out + err + json.dumps(result))

# A person types moves: with or without the parentheses, any case.
code, out, err = run("gdl", TTT, "--p1", "human", "--p2", "human",
                     stdin=b"MARK 1 1\n(mark 2 1)\nmark 1 2\n( mark 2 2 )\nnonsense\nmark 1 3\n")
case("a person's moves: `mark 1 1` and `(MARK 1 1)` alike; a wrong one is asked again",
     code == 0 and moves_and_goals(out) == (5, 100, 0) and "5: xplayer plays (mark 1 3)" in out, out + err)

# An outside agent: the template (random legal moves from the `legal` line).
template = "program:%s %s" % (SANDBOX_PYTHON, os.path.join(AGENTS, "gdl_agent.py"))
code, out, err = run("gdl", TTT, "--p1", template, "--p2", "random", "--seed", "2")
if code != 0 and "sandbox" in err:
    code, out, err = run("gdl", TTT, "--p1", template, "--p2", "random", "--seed", "2", "--no-sandbox")
case("the template data/agents/gdl_agent.py plays a whole game",
     code == 0 and moves_and_goals(out) is not None, out + err)
cheat = tmpfile("cheat.py", ("""import sys
sys.path.insert(0, %r)
import quandary_agent as q
q.run(lambda game, start, moves, seconds: "(mark 9 9)", "cheat")
""" % AGENTS).encode())
code, out, err = run("gdl", TTT, "--no-sandbox", "--p1", "random", "--p2", "program:%s %s" % (SANDBOX_PYTHON, cheat))
case("an illegal move forfeits", code == 0 and out.endswith("forfeit oplayer\n")
     and "“(mark 9 9)” is not a legal move of oplayer here" in err, out + err)

# --playouts: random games, timed; kinarow's the same on its own engine.
code, out, err = run("gdl", C4, "--playouts", "200", people=True)
case("gdl --playouts N prints last “N playouts in S s”",
     code == 0 and re.fullmatch(r"200 playouts in \d+\.\d+ s", out.splitlines()[-1] if out else ""), out + err)
code, out, err = run("kinarow", "--game", "8,6,4,gravity", "--playouts", "200", people=True)
case("kinarow --playouts N prints last “N playouts in S s”",
     code == 0 and re.fullmatch(r"200 playouts in \d+\.\d+ s", out.splitlines()[-1] if out else ""), out + err)

# Issue 98: the roles move together.  Rock-paper-scissors (data/): each
# role's sign printed once both have chosen, the goals as the rules say
# (rock beats scissors, scissors paper, paper rock: win 100, loss 0, tie 50).
RPS = os.path.join(HERE, "data", "rock-paper-scissors.kif")
BEATS = {("rock", "scissors"), ("scissors", "paper"), ("paper", "rock")}


def rps_goals(left, right):
    return (50, 50) if left == right else (100, 0) if (left, right) in BEATS else (0, 100)


def rps_game(out):
    """(left's sign, right's sign, goals) of a game's lines, or None."""
    m = re.fullmatch(r"1: left plays \(throw (\w+)\)\n1: right plays \(throw (\w+)\)\ngoals left (\d+) right (\d+)\n",
                     out)
    return m and (m.group(1), m.group(2), (int(m.group(3)), int(m.group(4))))


seen = set()
for seed in range(1, 9):
    rps_json = os.path.join(workdir, "rps.json")
    code, out, err = run("gdl", RPS, "--p1", "random", "--p2", "random", "--seed", str(seed), "--result", rps_json)
    g = rps_game(out)
    result = json.load(open(rps_json)) if code == 0 else {}
    ok = code == 0 and g is not None and g[2] == rps_goals(g[0], g[1]) \
        and result.get("scores") == [g[2][0] / 100, g[2][1] / 100] and result.get("plies") == 2
    seen.add(g and g[:2])
    if not ok:
        break
case("rock-paper-scissors, random against random: both signs, then the goals as the rules say (8 seeds)", ok,
     out + err)
case("the seeded random agents draw different signs across seeds", len(seen) >= 4, repr(seen))
code2, out2, err2 = run("gdl", RPS, "--p1", "random", "--p2", "random", "--seed", "8")
case("the same seed plays the same game", code2 == 0 and out2 == out, out2 + err2)
for p1, p2 in [("mcts:300", "alphabeta"), ("paranoid", "maxn"), ("minimax:2", "mcts:ms=20")]:
    code, out, err = run("gdl", RPS, "--p1", p1, "--p2", p2, like=("gdl", RPS, "--p1", "random", "--p2", "random"))
    g = rps_game(out)
    case("rock-paper-scissors, %s against %s: a joint move, then the goals" % (p1, p2),
         code == 0 and g is not None and g[2] == rps_goals(g[0], g[1]), out + err)
code, out, err = run("gdl", RPS, "--p1", "human", "--p2", "human", stdin=b"throw paper\nstone\n(throw rock)\n")
g = rps_game(out)
case("two people choose in turn (a wrong sign asked again), the signs shown after both",
     code == 0 and g == ("paper", "rock", (100, 0)) and "not a legal move" in err, out + err)
code, out, err = run("gdl", RPS, "--p1", template, "--p2", template, "--seed", "4")
if code != 0 and "sandbox" in err:
    code, out, err = run("gdl", RPS, "--p1", template, "--p2", template, "--seed", "4", "--no-sandbox")
g = rps_game(out)
case("the outside template plays both roles of rock-paper-scissors (role and legal sent to each)",
     code == 0 and g is not None and g[2] == rps_goals(g[0], g[1]), out + err)

# Three roles (GGP Base's tictactoe_3player: 5 x 5, four in a line wins):
# to the end, three scores in --result, each role's player in the record.
TTT3 = os.path.join(HERE, "public", "tictactoe_3player.kif")
for agents in [["random", "random", "random"], ["mcts:100", "paranoid:1", "maxn:1"]]:
    result_path, save_path = os.path.join(workdir, "three.json"), os.path.join(workdir, "three.gdlgame")
    code, out, err = run("gdl", TTT3, "--p1", agents[0], "--p2", agents[1], "--p3", agents[2], "--seed", "3",
                         "--result", result_path, "--save", save_path, like=("gdl", TTT3, "--p1", "random"))
    last = out.splitlines()[-1] if out else ""
    m = re.fullmatch(r"goals xplayer (\d+) oplayer (\d+) zplayer (\d+)", last)
    goals = [int(x) for x in m.groups()] if m else []
    result = json.load(open(result_path)) if code == 0 else {}
    record = open(save_path).read().splitlines() if code == 0 else []
    case("three-player tic-tac-toe, %s: to the end, three scores (goal / 100) in --result" % " ".join(agents),
         code == 0 and len(goals) == 3 and (sorted(goals) == [0, 0, 100] or goals == [33, 33, 33])
         and result.get("players") == agents and result.get("scores") == [x / 100 for x in goals]
         and result.get("winner") == (goals.index(100) + 1 if 100 in goals else None)
         and record[1:4] == ["; xplayer %s" % agents[0], "; oplayer %s" % agents[1], "; zplayer %s" % agents[2]],
         out + err)
code, out, err = run("gdl", TTT3, "--p1", "random", "--p2", "random", "--seed", "3")
case("a role without its option plays as --p2's player", code == 0 and out.endswith(last + "\n"), out + err)
error_case("--p3 on a game of two roles: exit 2", ["gdl", TTT, "--p3", "random", "--p1", "random", "--p2", "random"],
           2, "--p3")

# Refusals.
error_case("a one-role puzzle is not played", ["gdl", os.path.join(examples, "gdl", "hanoi.kif"), "--p1", "random"],
           1, "puzzle")
error_case("an unknown agent: exit 2", ["gdl", TTT, "--p1", "deep-blue"], 2, "unknown player “deep-blue”")
error_case("alphabeta:0: exit 2", ["gdl", TTT, "--p2", "alphabeta:0"], 2, "from 1 to 64")
error_case("mcts:0: exit 2", ["gdl", TTT, "--p1", "mcts:0"], 2, "mcts:0")
# ---- issue 91: the ply limit, errors apart, --time-limit
FOREVER = os.path.join(HERE, "data", "forever.kif")
code, out, err = run("gdl", FOREVER, "--playouts", "3", "--max-plies", "50", people=True)
case("--playouts in a game without end: cut at the ply limit, counted apart, none counted as ended",
     code == 0 and out.splitlines()[:1] == ["3 playouts cut at the ply limit of 50"]
     and re.fullmatch(r"0 playouts in \d+\.\d+ s", out.splitlines()[-1]), out + err)
code, out, err = run("gdl", FOREVER, "--playouts", "100000000", "--max-plies", "5", "--time-limit", "1")
case("--playouts --time-limit 1: stopped, the playouts so far, exit 4",
     code == 4 and "time limit ran out after" in err and re.search(r"^\d+ playouts in ", out, re.M), out + err)


def counter(name, at_250):
    """A counter to 300 that the random games a file is checked with (200 plies) never take past 250."""
    text = ("(role r) (role s)\n(init (c 0))\n(<= (next (c ?y)) (true (c ?x)) (succ ?x ?y))\n"
            "(<= terminal (true (c 300)))\n(goal r 50) (goal s 50)\n(<= (legal s noop) (true (c ?x)))\n"
            + at_250 + " ".join("(succ %d %d)" % (i, i + 1) for i in range(300)) + "\n")
    return tmpfile(name, text.encode())


stuck = counter("stuck.kif", "(<= (legal r go) (true (c ?x)) (distinct ?x 250))\n")
error_case("--playouts where a role has no legal move: not a playout, exit 1, the role named",
           ["gdl", stuck, "--playouts", "2"], 1, "the role r has no legal move")
together = counter("together.kif", "(<= (legal r go) (true (c ?x)))\n(<= (legal r stay) (true (c 250)))\n"
                   "(<= (legal s go) (true (c 250)))\n")
code, out, err = run("gdl", together, "--playouts", "2", people=True)
case("--playouts where the roles move together at ply 250: a joint move of random choices, the games end",
     code == 0 and re.fullmatch(r"2 playouts in \d+\.\d+ s", out.strip() or "-"), out + err)
code, out, err = run("gdl", FOREVER, "--p1", "random", "--p2", "random", "--max-plies", "7",
                     "--result", os.path.join(workdir, "forever.json"))
with open(os.path.join(workdir, "forever.json"), encoding="utf-8") as f:
    result = json.load(f) if code == 4 else {}
case("a game without end played: cut at --max-plies 7, “ply limit 7”, exit 4, no winner in --result",
     code == 4 and out.splitlines()[-1:] == ["ply limit 7"] and len(out.splitlines()) == 8
     and "did not end in 7 plies" in err and result.get("winner") is None
     and "ply limit" in result.get("reason", ""), out + err + repr(result))
code, out, err = run("gdl", FOREVER, "--p1", "random", "--p2", "random")
case("a game without end played: the default ply limit, 1000",
     code == 4 and out.splitlines()[-1:] == ["ply limit 1000"] and len(out.splitlines()) == 1001, err)
code, out, err = run("gdl", FOREVER, "--p1", "alphabeta", "--p2", "minimax", "--max-plies", "8")
case("minimax and alphabeta to the end in a game without end: they move, to the ply limit",
     code == 4 and out.splitlines()[-1:] == ["ply limit 8"] and len(out.splitlines()) == 9, out + err)
error_case("--max-plies 0: exit 2", ["gdl", TTT, "--playouts", "1", "--max-plies", "0"], 2, "--max-plies")
error_case("--playouts 0: exit 2", ["gdl", TTT, "--playouts", "0"], 2, "--playouts")
error_case("--playouts with players: exit 2", ["gdl", TTT, "--playouts", "5", "--p1", "random"], 2, "--playouts")
# --threads (issue 98): the same games on one thread and on three, merrills
# without grounding too (whose copies number its facts as each meets them:
# each draws among its legal moves in the terms' order); usage errors.
MERRILLS = os.path.join(HERE, "public", "merrills.kif")
for sheet, plies in ((C4, "20"), (MERRILLS, "58")):
    counts = []
    for threads in ("1", "3"):
        code, out, err = run("gdl", sheet, "--playouts", "40", "--max-plies", plies, "--threads", threads,
                             "--seed", "9", people=True)
        lines = out.splitlines()
        counts.append((code, lines[:-1], re.sub(r" in \d+\.\d+ s$", "", lines[-1]) if lines else None))
    case("--playouts --threads 3 on %s: the counts of one thread, some ended and some cut" % os.path.basename(sheet),
         counts[0] == counts[1] and counts[0][0] == 0 and len(counts[0][1]) == 1
         and counts[0][2] not in ("0 playouts", "40 playouts"), repr(counts))
error_case("--threads 0: exit 2", ["gdl", TTT, "--playouts", "5", "--threads", "0"], 2, "--threads")
error_case("--threads without --playouts: exit 2", ["gdl", TTT, "--threads", "2", "--p1", "random"], 2,
           "--threads goes with --playouts")
error_case("--threads with --perft: exit 2", ["gdl", TTT, "--perft", "2", "--threads", "2"], 2,
           "--threads goes with --playouts")
# --- Outputs that destroy inputs (issue 91): --save or --result over the
# rulesheet (a rulesheet is no game to write back), --save and --result in
# one file, are refused before the game.
for option in ("--save", "--result"):
    over_input_cases("gdl %s" % option, TTT, lambda i, o: ["gdl", i, "--p1", "random", "--p2", "random", option, o])
same_outputs_case("gdl", ["gdl", TTT, "--p1", "random", "--p2", "random"], "--save", "--result")

# A line end in a player's name (issue 91) is written escaped: the record
# holds one comment line for it and no move that was never played.
save = os.path.join(workdir, "named.gdlgame")
name = "program:/bin/true\nxplayer (mark 3 3)"
code, out, err = run("gdl", TTT, "--p1", "random", "--p2", name, "--no-sandbox", "--seed", "1", "--save", save)
record = open(save, encoding="utf-8").read().splitlines() if os.path.exists(save) else []
case("--save: a line end in a player's name stays in its comment line",
     code == 0 and "; oplayer program:/bin/true\\nxplayer (mark 3 3)" in record
     and "xplayer (mark 3 3)" not in record and all(l.startswith(";") or " plays " not in l for l in record),
     "\n".join(record) + err)
finish()
