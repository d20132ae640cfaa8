"""quandary-cli logic wumpus: the book's Fig. 7.2 world (AIMA 4th ed. §7.2) played by the
hybrid agent and by a scripted person.

Goldens worked by hand from the figure (wumpus [1,3], gold [2,3], pits [3,1], [3,3],
[4,4]) and the book's rules (§7.2: −1 an action, −10 the arrow, −1000 death, +1000
climbing out with the gold): the percepts at [1,1] (nothing), [2,1] (a breeze, the pit
[3,1]) and [1,2] (a stench, the wumpus [1,3]); the conclusions the book draws in §7.4.3
and §7.2's walk (W13 from S12 and ¬S21; P31 from B21 and ¬B12; OK22 from ¬B12, ¬S21);
a scripted game's score counted by hand; the agent's score checked against its own
printed actions (1000 − actions − 10 if it shot), never a number copied from a run.

--report and --gif: the report holds the world (wumpus [1,3], gold [2,3], the three
pits of the figure), a row per turn, the conclusions W13 and P31 at the turn the agent
stands in [1,2] (§7.2's walk), the end and the score; the GIF a frame for the start and
one per turn; a report or GIF in a folder that does not exist: exit 1, the folder named,
before the game is played."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *

WORLD = os.path.join(examples, "logic", "fig-7-2.wumpus")
os.makedirs(workdir, exist_ok=True)
TURN = re.compile(r"^turn (\d+) at \[(\d+),(\d+)\] (\w+) percept (\[[^]]*\]) action (\w+) score (-?\d+) reason (.*)$")
END = re.compile(r"^end (\w+) score (-?\d+) turns (\d+) at \[(\d+),(\d+)\]$")


def turns(out):
    return [TURN.match(l).groups() for l in out.splitlines() if TURN.match(l)]


def end(out):
    found = [END.match(l).groups() for l in out.splitlines() if END.match(l)]
    return found[0] if found else None


NONE = "[None, None, None, None, None]"
BREEZE = "[None, Breeze, None, None, None]"
STENCH = "[Stench, None, None, None, None]"

# ---- the hybrid agent on Fig. 7.2

code, out, err = run("logic", "wumpus", WORLD)
t = turns(out)
e = end(out)
seen = {(x, y): p for (_, x, y, _, p, _, _, _) in t}
case("Fig. 7.2: [1,1] perceives nothing, [2,1] a breeze, [1,2] a stench (AIMA §7.2)",
     code == 0 and seen.get(("1", "1")) == NONE and seen.get(("2", "1")) == BREEZE
     and seen.get(("1", "2")) == STENCH, out + err)
shots = sum(1 for x in t if x[5] == "Shoot")
case("Fig. 7.2: the agent wins, climbing out of [1,1]",
     e is not None and e[0] == "won" and (e[3], e[4]) == ("1", "1") and t and t[-1][5] == "Climb", out)
case("Fig. 7.2: the score is 1000 − the actions printed (−10 for a shot)",
     e is not None and int(e[1]) == 1000 - len(t) - 10 * shots and int(e[2]) == len(t), out)
case("Fig. 7.2: each turn's score is the one before it − 1 until the climb",
     all(int(t[i][6]) == -(i + 1) - 10 * sum(1 for x in t[:i + 1] if x[5] == "Shoot") for i in range(len(t) - 1)), out)
case("Fig. 7.2: the agent grabs on the glitter in [2,3]",
     any(x[5] == "Grab" and (x[1], x[2]) == ("2", "3") and "Glitter" in x[4] for x in t), out)

for literal, square in (("W13", "1,3"), ("P31", "3,1"), ("OK22", "2,2")):
    for spec in (literal, square):
        code, out, err = run("logic", "wumpus", WORLD, "--prove", spec, people=True)
        lines = out.splitlines()
        head = [l for l in lines if l.startswith("prove ")]
        case("Fig. 7.2: --prove %s proves %s, a refutation ending in □" % (spec, literal),
             code == 0 and head and head[0].split()[1] == literal
             and head[0].split()[4] in ("unit-propagation", "resolution") and re.match(r"^\d+\. □", lines[-1]) is not None,
             out + err)

# P31 needs B21 and ¬B12: unknown before [1,2] was perceived (turn 7 the agent's first
# there: the run printed above says when), proved from then on.
first_12 = next(int(x[0]) for x in t if (x[1], x[2]) == ("1", "2"))
code, out, err = run("logic", "wumpus", WORLD, "--prove", "3,1", "--turn", str(first_12 - 1))
case("Fig. 7.2: [3,1] is unknown before [1,2] is perceived",
     code == 0 and ("prove [3,1] turn %d unknown" % (first_12 - 1)) in out, out + err)
code, out, err = run("logic", "wumpus", WORLD, "--prove", "3,1", "--turn", str(first_12), people=True)
case("Fig. 7.2: P31 is proved once [1,2] is perceived (B21, ¬B12: §7.4.3)",
     code == 0 and ("prove P31 turn %d" % first_12) in out and "□" in out, out + err)

code, out, err = run("logic", "wumpus", WORLD, "--steps")
maps = [l for l in out.splitlines() if l.startswith("  map")]
case("--steps: a 4-row map after each turn", code == 0 and len(maps) == 4 * len(t), out)

# ---- a person's game

script = "TurnLeft\nForward\nShoot\nForward\nTurnRight\nForward\nGrab\nTurnRight\nForward\nForward\n" \
         "TurnRight\nForward\nClimb\n"
code, out, err = run("logic", "wumpus", WORLD, "--agent", "human", stdin=script.encode())
t = turns(out)
e = end(out)
# 13 actions, the arrow: 1000 − 13 − 10 = 977; the scream heard the turn after the shot.
case("a person's game: shoot north from [1,2], take the gold, climb: won, 977",
     code == 0 and e == ("won", "977", "13", "1", "1"), out + err)
case("a person's game: the scream after the shot, the stench still there",
     len(t) > 3 and t[3][4] == "[Stench, None, None, None, Scream]" and t[6][4].startswith("[Stench, Breeze, Glitter"),
     out)
code, out, err = run("logic", "wumpus", WORLD, "--agent", "human", stdin=b"Forward\nForward\n")
case("a person walks into the pit [3,1]: died, −1002", code == 0 and end(out) == ("died", "-1002", "2", "3", "1"),
     out + err)
code, out, err = run("logic", "wumpus", WORLD, "--agent", "human", stdin=b"Forward\nJump\n")
case("an unknown action: refused with its line, exit 1", code == 1 and "line 2, column 1" in err and "Jump" in err, err)
code, out, err = run("logic", "wumpus", WORLD, "--agent", "human", stdin=b"Forward\n")
case("the input ends before the game: exit 130", code == 130, err)

# ---- worlds that do not read, and the command line

bad = tmpfile("bad.wumpus", b"# two rows\n. . W\nA G X\n")
code, out, err = run("logic", "wumpus", bad)
case("a world with an unknown letter: line 3, column 5, exit 1", code == 1 and "line 3, column 5" in err, err)
two = tmpfile("two.wumpus", b"W . W\nA G .\n")
code, out, err = run("logic", "wumpus", two)
case("a world with two wumpuses: refused, exit 1", code == 1 and "line 1" in err, err)
code, out, err = run("logic", WORLD)
case("logic WORLD (no wumpus word): refused, pointing to logic wumpus, exit 1", code == 1 and "logic wumpus" in err, err)
for args in (("--agent", "robot"), ("--random", "0x4"), ("--seed", "3"), ("--turn", "2")):
    code, out, err = run("logic", "wumpus", WORLD, *args)
    case("logic wumpus %s: a usage error, exit 2" % " ".join(args), code == 2, err)
code, out, err = run("logic", "wumpus", "--random", "4x4", "--seed", "7", "--fair")
e = end(out)
code2, out2, _ = run("logic", "wumpus", "--random", "4x4", "--seed", "7", "--fair")
case("a random world: the same seed plays the same game", code == 0 and e is not None and out == out2, out)
for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
    path = os.path.join(workdir, "wumpus-final." + fmt)
    if os.path.exists(path):
        os.remove(path)
    code, _, err = run("logic", "wumpus", WORLD, "--" + fmt, path)
    case("logic wumpus --%s writes the final board" % fmt,
         code == 0 and os.path.exists(path) and open(path, "rb").read(5).startswith(magic), err)

# ---- --report and --gif

pdf = os.path.join(workdir, "fig-7-2-report.pdf")
gif = os.path.join(workdir, "fig-7-2.gif")
code, out, err, facts = report_case("logic wumpus --report on Fig. 7.2", ["logic", "wumpus", WORLD, "--agent", "hybrid"],
                                    "fig-7-2.wumpus", pdf)
played = turns(out)
e = end(out)
if facts is not None and e is not None:
    text = " ".join(facts["text"].split())
    for needle in ("Wumpus [1,3]", "Gold [2,3]", "Pits [3,1] [3,3] [4,4]", "Won: climbed out with the gold",
                   "Score " + e[1]):
        case("the wumpus report holds %r" % needle, needle in text, text[:2500])
    # At [1,2] (a stench, after the breeze of [2,1]) the agent proves W13 and P31 (§7.2).
    at12 = [i for i, t in enumerate(played) if (t[1], t[2]) == ("1", "2")]
    # The table's cells wrap: the row is the text from its number to the next row's.
    row = re.search(r"\b%d \[1,2\](.*?)\b%d \[" % (at12[0] + 1, at12[0] + 2), text) if at12 else None
    cells = row.group(1) if row else ""
    case("the report's turn at [1,2] proves the wumpus in [1,3] and the pit in [3,1]",
         all(w in cells for w in ("wumpus", "[1,3]", "pit", "[3,1]")), cells or text[:2500])
    case("the report's table has a row per turn (the last, %s)" % e[2],
         re.search(r"\b%s \[1,1\] \w+ .*Climb" % e[2], text) is not None, text[-2500:])
if e is not None:
    gif_case("logic wumpus --gif: the start and a frame per turn", ["logic", "wumpus", WORLD], gif,
             frames=int(e[2]) + 1)
for option, name in (("--report", "r.pdf"), ("--gif", "r.gif")):
    code, out, err = run("logic", "wumpus", WORLD, option, os.path.join(workdir, "no-such-folder", name))
    case("logic wumpus %s in a folder that does not exist: exit 1, the folder named, no game played" % option,
         code == 1 and "no-such-folder" in err and "turn 1" not in out, "exit %d: %s" % (code, err))

finish()
