#!/usr/bin/env python3
"""quandary-cli grade (docs/grading.md): a class of twelve submissions written
for the purpose, graded on two Battleship output tests and a KCell play test.

The right answers are the course's own published solutions
(tests/battleship/data/solution_*.txt, CSC384's validation set); a right
submission looks its puzzle up among them, a wrong one changes one line.
The hostile ones crash, hang, print garbage, write outside their folder,
fork, eat memory, write no answer or too much of one: each scores zero on the
tests it spoils, its cause named, and is contained (no file outside its
scratch folder, no child left).  The play test's expected wins are counted
from the same games played by `quandary-cli kcell` directly (game i: the
agent first when i is even, --seed i/2+1), so the grader's tally and its
pass rule are what is checked.  Usage: test-cli-grade.py CLI SRCDIR WORKDIR
"""
import json
import os
import re
import shutil
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from clitest import *  # noqa: E402,F401,F403

python = SANDBOX_PYTHON
data = os.path.join(os.environ.get("QD_DATA_DIR", os.path.join(here, "..", "data")))
solutions = os.path.join(here, "battleship", "data")
agents = os.path.join(data, "agents")
hostile = os.path.join(here, "agents", "hostile.py")

root = os.path.join(workdir, "grading")
shutil.rmtree(root, ignore_errors=True)
klass = os.path.join(root, "class")
os.makedirs(klass)
for name in ("easy1", "hard1"):
    shutil.copy(os.path.join(data, "examples", "battleship", name + ".txt"), root)
marker = "0.000%d" % (os.getpid() % 1000 + 2000)
home_probe = os.path.join(os.path.expanduser("~"), "quandary-grade-probe-%d" % os.getpid())

LOOKUP = r'''
import os, sys
here = os.path.dirname(os.path.abspath(__file__))
def solve(path):
    data = open(path).read()
    for name in sorted(os.listdir(here)):
        if name.startswith("input_") and open(os.path.join(here, name)).read() == data:
            return open(os.path.join(here, "solution_" + name[6:])).read()
    sys.exit("unknown puzzle")
'''
PROGRAMS = {
    "right": LOOKUP + "open(sys.argv[2], 'w').write(solve(sys.argv[1]))\n",
    "wrong-line": LOOKUP + "lines = solve(sys.argv[1]).split('\\n')\nlines[2] = lines[2][::-1] if lines[2] != "
                  "lines[2][::-1] else '.' * len(lines[2])\nopen(sys.argv[2], 'w').write('\\n'.join(lines))\n",
    "crash": "import sys\nsys.stderr.write('about to fail\\n')\nraise SystemExit(1 / 0)\n",
    "hang": "import time\ntime.sleep(1000)\n",
    "garbage": "import sys\nopen(sys.argv[2], 'wb').write(bytes(range(256)) * 4)\n",
    "outside": LOOKUP + "for p in (os.path.join(here, 'planted.txt'), %r):\n    try:\n        open(p, 'w').write('x')\n"
               "    except OSError:\n        pass\nopen(sys.argv[2], 'w').write(solve(sys.argv[1]))\n" % home_probe,
    "forker": LOOKUP + "import subprocess\nfor _ in range(20):\n    subprocess.Popen(['sleep', '1000', %r], "
              "start_new_session=True)\nopen(sys.argv[2], 'w').write(solve(sys.argv[1]))\n" % marker,
    "memory": "import sys\nblock = bytearray(8 << 30)\nprint(len(block))\n",
    "silent": "pass\n",
    "flood": "import sys\nopen(sys.argv[2], 'w').write('0' * (11 << 20))\n",
    "strong": LOOKUP + "open(sys.argv[2], 'w').write(solve(sys.argv[1]))\n",
    "weak": LOOKUP + "open(sys.argv[2], 'w').write(solve(sys.argv[1]))\n",
}
for name, text in PROGRAMS.items():
    folder = os.path.join(klass, name)
    os.makedirs(folder)
    with open(os.path.join(folder, "battle.py"), "w") as f:
        f.write(text)
    for puzzle in ("easy1", "hard1"):
        for kind in ("input", "solution"):
            shutil.copy(os.path.join(solutions, "%s_%s.txt" % (kind, puzzle)), folder)
    # The play test's agent: the template at depth 3 (strong, right), the
    # template playing at random (weak), a cheater (wrong-line), none (the rest).
    if name in ("right", "strong", "weak"):
        shutil.copy(os.path.join(agents, "quandary_agent.py"), folder)
        with open(os.path.join(agents, "kcell_agent.py")) as f:
            agent = f.read()
        with open(os.path.join(folder, "kcell_agent.py"), "w") as f:
            f.write(agent)
        with open(os.path.join(folder, "args"), "w") as f:
            f.write("--random --seed 5" if name == "weak" else "--depth 3")
    if name == "wrong-line":
        shutil.copy(hostile, os.path.join(folder, "kcell_agent.py"))
        with open(os.path.join(folder, "args"), "w") as f:
            f.write("illegal")

manifest = os.path.join(root, "manifest.ini")
with open(manifest, "w") as f:
    f.write("# Two puzzles and a game.\n"
            "[test easy1]\npoints=5\ntimeout=12\nmemory=512\ncommand=battleship easy1.txt\n"
            "program=%s battle.py {input} {output}\n\n"
            "[test hard1]\npoints=5\nvisibility=hidden\ntimeout=12\nmemory=512\ncommand=battleship hard1.txt\n"
            "program=%s battle.py {input} {output}\n\n"
            "[test beats random]\npoints=10\ngame=kcell -k 9 -n 2\ntimeout=5\n"
            "agent=%s kcell_agent.py --from-args\nopponent=random\ngames=4\npass=wins>=3\npartial=true\n"
            % (python, python, python))
# The agent's arguments come from its folder (one manifest, each its own agent).
for name in ("right", "strong", "weak", "wrong-line"):
    folder = os.path.join(klass, name)
    with open(os.path.join(folder, "args")) as f:
        args = f.read().split()
    path = os.path.join(folder, "kcell_agent.py")
    with open(path) as f:
        text = f.read()
    with open(path, "w") as f:
        f.write("import sys\nsys.argv = [sys.argv[0]] + %r\n" % args + text)


def expected_wins(folder):
    """The play test's games, played by quandary-cli kcell directly."""
    folder = os.path.join(klass, folder)
    spec = "program:%s %s" % (python, os.path.join(folder, "kcell_agent.py"))
    wins = 0
    for i in range(4):
        first = i % 2 == 0
        code, out, err = run("kcell", "-k", "9", "-n", "2", "--p1" if first else "--p2", spec,
                             "--p2" if first else "--p1", "random", "--seed", str(i // 2 + 1))
        assert code == 0, err
        wins += ("Player1 wins" in out) == first and ("Draw." not in out)
    return wins


play = {name: expected_wins(name) for name in ("right", "strong", "weak")}


def play_score(wins):
    return 10 if wins >= 3 else 10 * wins / 4


results = os.path.join(root, "results")
csv_path = os.path.join(root, "class.csv")
code, out, err = run("grade", manifest, klass, "-j", "2", "--results-dir", results, "--csv", csv_path, timeout=600,
                     people_files=[os.path.join(results, n, "results.json") for n in PROGRAMS])
case("grade: every submission ran (exit 0), one summary line each",
     code == 0 and len(out.splitlines()) == len(PROGRAMS), out + err)

expected = {name: [0, 0, 0] for name in PROGRAMS}
for name in ("right", "strong", "weak", "outside", "forker"):
    expected[name][0:2] = [5, 5]
for name in ("right", "strong", "weak"):
    expected[name][2] = play_score(play[name])
with open(csv_path) as f:
    rows = [line.split(",") for line in f.read().splitlines()]
case("the CSV: a row per submission, a column per test and the total",
     rows[0] == ["submission", "easy1", "hard1", "beats random", "total"] and len(rows) == len(PROGRAMS) + 1, rows)
got = {r[0]: [float(x) for x in r[1:4]] for r in rows[1:]}
for name in PROGRAMS:
    case("%s: scores %s" % (name, expected[name]), got.get(name) == [float(x) for x in expected[name]],
         "%s\n%s" % (got.get(name), out))
case("the strong agent beats random more often than the weak one", play["strong"] > play["weak"], play)

GRADESCOPE_TEST_KEYS = {"name", "score", "max_score", "status", "visibility", "output"}


def results_of(name):
    with open(os.path.join(results, name, "results.json"), encoding="utf-8") as f:
        return json.load(f)


for name in PROGRAMS:
    r = results_of(name)
    case("%s: results.json has Gradescope's fields, its score the sum of its tests'" % name,
         set(r) == {"score", "tests"} and all(set(t) == GRADESCOPE_TEST_KEYS for t in r["tests"]) and
         abs(r["score"] - sum(t["score"] for t in r["tests"])) < 1e-9 and
         [t["visibility"] for t in r["tests"]] == ["visible", "hidden", "visible"] and
         all(t["status"] in ("passed", "failed") for t in r["tests"]), json.dumps(r, indent=1))


def feedback(name, test=0):
    return results_of(name)["tests"][test]["output"]


case("wrong at one line: the check's verdict is the feedback", "wrong at line" in feedback("wrong-line"),
     feedback("wrong-line"))
case("a crash: its exit and the last line of its stderr",
     "exited with status 1" in feedback("crash") and "ZeroDivisionError" in feedback("crash"), feedback("crash"))
case("a hang: stopped at its time", "no answer within 12 s" in feedback("hang"), feedback("hang"))
case("garbage: the check says it is not text", "not" in feedback("garbage") and "text" in feedback("garbage"),
     feedback("garbage"))
case("memory: 8 GB refused under memory=512", "exited with status 1" in feedback("memory") and
     "MemoryError" in feedback("memory"), feedback("memory"))
case("no answer file: said so", "no output file" in feedback("silent"), feedback("silent"))
case("an answer past 10 MB: said so", "more than 10 MB" in feedback("flood"), feedback("flood"))
case("a cheating agent: its forfeits named", "forfeits" in feedback("wrong-line", 2) and
     "not a legal move" in feedback("wrong-line", 2), feedback("wrong-line", 2))
case("writing outside its folder: nothing appeared",
     not os.path.exists(os.path.join(klass, "outside", "planted.txt")) and not os.path.exists(home_probe),
     os.listdir(os.path.join(klass, "outside")))
left = survivors("sleep 1000 " + marker)
case("forking: no child left", left == [], left)
if os.path.exists(home_probe):
    os.unlink(home_probe)

# One submission for Gradescope's runner.
single = os.path.join(root, "results.json")
code, out, err = run("grade", manifest, os.path.join(klass, "right"), "--gradescope", single, timeout=300,
                     people_files=[single])
with open(single, encoding="utf-8") as f:
    r = json.load(f)
case("grade --gradescope FILE: the one submission's results", code == 0 and r["score"] == 10 + play_score(
    play["right"]) and out.startswith("right "), out + err)

# Shards: four submissions graded in two shards, merged to the rows of the
# single run; a shard resumed grades the others.
few = [os.path.join(klass, n) for n in ("crash", "right", "weak", "wrong-line")]
raws = [os.path.join(root, "shard%d.raw" % i) for i in (1, 2)]
keep = os.path.join(root, "kept")
for i, raw in enumerate(raws):
    # The second shard (right, wrong-line) keeps its answers and games.
    code, out, err = run("grade", manifest, *few, "--shard", "%d/2" % (i + 1), "--raw", raw, "-j", "1", timeout=300,
                         *(["--keep", keep] if i == 1 else []))
    case("grade --shard %d/2 --raw: its share graded" % (i + 1), code == 0 and len(out.splitlines()) == 2, out + err)


def kept(*parts):
    with open(os.path.join(keep, *parts), encoding="utf-8") as f:
        return f.read()


tests_ini = kept("tests.ini")
case("grade --keep: tests.ini names each test's kind, problem and input (absolute)",
     "[test 1]\nname=easy1\nkind=output\ncommand=battleship easy1.txt\nproblem=battleship\ninput=%s\n"
     % os.path.realpath(os.path.join(root, "easy1.txt")) in tests_ini and
     "[test 3]\nname=beats random\nkind=play\ncommand=kcell -k 9 -n 2\nproblem=kcell\nrecord=kcell\ngames=4\n"
     in tests_ini, tests_ini)
with open(os.path.join(solutions, "solution_easy1.txt")) as f:
    right_answer = f.read()
case("grade --keep: a right answer kept as the program wrote it", kept("right", "1.answer") == right_answer,
     kept("right", "1.answer"))
wrong = kept("wrong-line", "2.answer").rstrip("\n").split("\n")
with open(os.path.join(solutions, "solution_hard1.txt")) as f:
    hard = f.read().rstrip("\n").split("\n")
case("grade --keep: the wrong answer kept, one line off the solution",
     len(wrong) == len(hard) and sum(a != b for a, b in zip(wrong, hard)) == 1, wrong)
case("grade --keep: the play test's four games, KCell's saved games",
     sorted(os.listdir(os.path.join(keep, "right"))) == ["1.answer", "2.answer"] + ["3-%d.kcell" % g for g in
                                                                                   range(1, 5)] and
     "moves " in kept("right", "3-1.kcell"), os.listdir(os.path.join(keep, "right")))
case("grade --keep: only the shard's submissions", sorted(os.listdir(keep)) == ["right", "tests.ini", "wrong-line"],
     os.listdir(keep))
merged_csv = os.path.join(root, "merged.csv")
code, out, err = run("experiment", "merge", *raws, "--csv", merged_csv)
with open(merged_csv) as f:
    merged = f.read().splitlines()
with open(csv_path) as f:
    single_rows = [line for line in f.read().splitlines() if line.split(",")[0] in
              ("submission", "crash", "right", "weak", "wrong-line")]
case("experiment merge of the shards: the single run's rows", code == 0 and merged == single_rows and
     len(out.splitlines()) == 4, "%s\n%s\n%s" % (merged, single_rows, err))
code, out, err = run("experiment", "merge", raws[0])
case("experiment merge of one shard: the others named missing (exit 1)", code == 1 and "lack submissions" in err and
     len(out.splitlines()) == 2, out + err)
resumed_csv = os.path.join(root, "resumed.csv")
code, out, err = run("grade", manifest, *few, "--resume", raws[0], "--csv", resumed_csv, timeout=300)
with open(resumed_csv) as f:
    resumed = f.read().splitlines()
case("grade --resume: the shard's submissions read back, the others graded", code == 0 and resumed == single_rows, resumed)
code, out, err = run("grade", manifest, *few, "--list-runs")
case("grade --list-runs: the submissions by name", code == 0 and out == "0 crash\n1 right\n2 weak\n3 wrong-line\n",
     out + err)

error_case("grade --gradescope with a class", ["grade", manifest, klass, "--gradescope", single], 2,
           "name one SUBMISSION")
bad = os.path.join(root, "bad.ini")
with open(bad, "w") as f:
    f.write("[test a]\npoints=ten\ncommand=battleship easy1.txt\nprogram=true\n")
error_case("a manifest's bad number, named with its test and key", ["grade", bad, klass], 1,
           "bad.ini, line 2: [test a] points: “ten” is not a number")
with open(bad, "w") as f:
    f.write("[test a]\npoints=1\ngame=chess\nagent=true\npass=wins>=1\n")
error_case("a game that is not one", ["grade", bad, klass], 1, "[test a] game: not a game")
with open(bad, "w") as f:
    f.write("[test a]\npoints=1\ncommand=battleship easy1.txt\nprogram=true\ncolour=blue\n")
error_case("a key of no test", ["grade", bad, klass], 1, "[test a] colour: no such key")
error_case("an unwritable --results-dir, refused before any grading",
           ["grade", manifest, os.path.join(klass, "right"), "--results-dir", "/proc/quandary-results"], 1,
           "/proc/quandary-results")
error_case("a submission that is not a folder", ["grade", manifest, manifest], 1, "not a folder")
# --- Tournaments: three agents on a small KCell board, two games a pairing;
# a cheater forfeits every game; the crosstable's pairs add up to the games
# played, the points are its rows, the ratings follow the points; shards
# merge to the single run's standings.
cheater = "program:%s %s illegal" % (python, hostile)
agents_args = ["--agent", "random", "--agent", "alphabeta", "--agent", cheater]
logs = os.path.join(root, "logs")
t_raw = os.path.join(root, "tournament.raw")
code, out, err = run("tournament", *agents_args, "-n", "2", "--logs", logs, "--raw", t_raw, "-j", "2", "kcell", "--",
                     "-k", "9", "-n", "2", timeout=300)
lines = out.splitlines()
standing = [line.split() for line in lines[2:5]]
table = [line.split()[1:] for line in lines[6:10]][1:]
case("tournament: the standings, a row per agent, 6 games", code == 0 and lines[0] == "round robin, 6 games" and
     len(standing) == 3, out + err)
points = {row[-1] if not row[-1].endswith("illegal") else "cheater": float(row[2]) for row in standing}
case("the cheater is last with no point, its four games forfeited and their cause named",
     standing[2][1] == "3" and float(standing[2][2]) == 0 and standing[2][7] == "4" and
     "forfeit 4× #3: “999” is not a legal move" in out, out)
cross = [[None if x in "-." else float(x) for x in row] for row in table]
case("the crosstable: each pair's points add up to its 2 games, each row to the agent's points",
     all(cross[i][j] + cross[j][i] == 2 for i in range(3) for j in range(3) if i != j) and
     sorted(sum(x for x in row if x is not None) for row in cross) == sorted(float(r[2]) for r in standing), out)
case("the ratings follow the points", [float(r[8]) for r in standing] == sorted((float(r[8]) for r in standing),
                                                                                reverse=True), out)
case("--logs: every game's record, KCell's saved game", sorted(os.listdir(logs)) ==
     ["game-%04d.kcell" % i for i in range(1, 7)], os.listdir(logs))
code, merged, err = run("experiment", "merge", t_raw)
case("experiment merge of the tournament's raw file: the same standings", code == 0 and merged == out, merged + err)
code, out, err = run("tournament", *agents_args, "--gauntlet", "kcell", "--", "-k", "9", "-n", "2", timeout=300)
case("tournament --gauntlet: the first agent against each other one (2 pairings, 4 games)",
     code == 0 and out.startswith("gauntlet, 4 games\n") and " .   " not in out.splitlines()[7] and
     out.splitlines()[8].split()[3] == ".", out + err)
error_case("tournament with one agent", ["tournament", "--agent", "random", "kcell"], 2, "from 2 to 64 agents")
error_case("tournament of no game", ["tournament", "--agent", "random", "--agent", "random", "chess"], 2,
           "not a game")
# The games a usage line names come from the commands themselves (each
# game's play description, with the file it reads), not a list in the text.
code, out, err = run("tournament", "--agent", "random", "--agent", "random")
case("tournament without a game names every game, each with the file it reads",
     code == 2 and all(g in err for g in ("kcell", "takestones", "wargame BOARD", "colorgame MAP")), err)
finish()
