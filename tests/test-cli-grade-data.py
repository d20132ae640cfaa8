#!/usr/bin/env python3
"""What the grader reads and writes is data (issue 62): what a student's
program prints reaches the feedback, a tournament's standings and the
terminal escaped; a submission's name is written escaped and read back;
{input} and {output} are paths whatever their names; a manifest's commands
write no file and read none out of its folder.  Cheap cases: a program or
an agent that fails at once, manifests that are only loaded.
Usage: test-cli-grade-data.py CLI SRCDIR WORKDIR
"""
import json
import os
import re
import shutil
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from clitest import *  # noqa: E402,F401,F403

python = SANDBOX_PYTHON
data = os.environ.get("QD_DATA_DIR", os.path.join(here, "..", "data"))
noisy = os.path.join(here, "agents", "noisy.py")
# What no line may hold raw: C0 but tab and newline, DEL, C1, a right-to-left
# override, and the replacement of a byte that is not UTF-8.
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202e\ufffd]")

root = os.path.join(workdir, "data")
shutil.rmtree(root, ignore_errors=True)
os.makedirs(root)
shutil.copy(os.path.join(data, "examples", "battleship", "easy1.txt"), root)


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def read(path):
    """A file's text, "" when it was not written."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def results_of(results, name):
    with open(os.path.join(results, name, "results.json"), encoding="utf-8", errors="replace") as f:
        return json.load(f)


# --- What a program prints: its stderr in an output test's feedback, a noisy
# agent's words in a play test's and in a tournament's forfeits.
loud = os.path.join(root, "loud")
os.makedirs(loud)
shutil.copy(noisy, loud)
write(os.path.join(loud, "battle.py"), "import sys\nsys.stderr.buffer.write(b'\\x1b[2J\\x1b]0;owned\\x07 \\xc2\\x9b "
      "\\xff\\n')\nsys.exit(3)\n")
manifest = write(os.path.join(root, "loud.ini"),
                 "[test easy1]\npoints=1\ncommand=battleship easy1.txt\nprogram=%s battle.py {input} {output}\n\n"
                 "[test plays]\npoints=1\ngame=kcell -k 9 -n 2\nagent=%s noisy.py\ngames=2\npass=wins>=1\n"
                 % (python, python))
results = os.path.join(root, "loud-results")
code, out, err = run("grade", manifest, loud, "--results-dir", results, timeout=120, people_files=[
    os.path.join(results, "loud", "results.json")])
tests = results_of(results, "loud")["tests"] if code == 0 else []
feedback = [t["output"] for t in tests]
case("grade: a program's stderr and an agent's words reach the feedback escaped",
     len(feedback) == 2 and not any(RAW.search(f) for f in feedback) and
     "Its last line on stderr: \\e[2J\\e]0;owned\\x07 \\u{009B} \\xFF" in feedback[0] and
     "“\\e[2J7” is not a legal move" in feedback[1] and "stderr \\e[31mred" in feedback[1],
     "%s\n%s" % (feedback, err))
code, out, err = run("tournament", "--agent", "random", "--agent", "program:%s %s" % (python, noisy), "-n", "2",
                     "kcell", "--", "-k", "9", "-n", "2", timeout=120)
case("tournament: a noisy agent's forfeits escaped in the standings",
     code == 0 and RAW.search(out + err) is None and "forfeit 2× #2: “\\e[2J7” is not a legal move" in out and
     "(the last line of its stderr: stderr \\e[31mred\\e]0;owned\\x07 \\u{009B}2J \\xFF\\xFE \\u{202E}evil)" in out, repr(out + err))

# --- A submission's name with a line break, an escape sequence or a
# backslash: one line everywhere it is written, escaped (\n, \e, \\), its
# folders in --results-dir and --keep named as the submission is; --resume
# and experiment merge read the keys back.
klass = os.path.join(root, "class")
NAMES = {"plain": "plain", "new\nline 5 of 5": "new\\nline 5 of 5", "back\\nslash": "back\\\\nslash",
         "esc\x1b[31m": "esc\\e[31m", "tab\tcomma, \"q\"": "tab\\tcomma, \"q\""}
for name in NAMES:
    os.makedirs(os.path.join(klass, name))
quick = write(os.path.join(root, "quick.ini"), "[test t]\npoints=1\ncommand=battleship easy1.txt\nprogram=false\n")
ORDER = sorted(NAMES)
SUMMARY = "".join("%s 0/1 failed: t\n" % NAMES[n] for n in ORDER)
results = os.path.join(root, "class-results")
kept = os.path.join(root, "class-kept")
csv_path = os.path.join(root, "class.csv")
raw = os.path.join(root, "class.raw")
code, out, err = run("grade", quick, klass, "--results-dir", results, "--keep", kept, "--csv", csv_path, "--raw", raw,
                     timeout=120, people_files=[os.path.join(results, n, "results.json") for n in NAMES])
case("grade: a line per submission, its name escaped", code == 0 and out == SUMMARY, repr(out) + err)
csv_text = read(csv_path)
CSV = "submission,t,total\n" + "".join(
    ('"%s"' % NAMES[n].replace('"', '""') if "," in NAMES[n] else NAMES[n]) + ",0,0\n" for n in ORDER)
case("grade --csv: a row per submission, its name escaped", csv_text == CSV, repr(csv_text))
rows = sorted(read(raw).splitlines()[5:], key=lambda r: int(r.split(",")[0]))   # in the order graded (-j)
case("grade --raw: one line a submission, its key the escaped name",
     [r.split(",", 2)[1] if '"' not in r else None for r in rows if "tab" not in r] ==
     [NAMES[n] for n in ORDER if "tab" not in n] and len(rows) == len(NAMES), repr(rows))
case("--results-dir and --keep: each submission's folder has its own name",
     sorted(os.listdir(results)) == ORDER and sorted(n for n in os.listdir(kept) if n != "tests.ini") == ORDER,
     "%s\n%s" % (os.listdir(results), os.listdir(kept)))
code, out, err = run("grade", quick, klass, "--list-runs")
case("grade --list-runs: the names escaped", code == 0 and out == "".join(
    "%d %s\n" % (i, NAMES[n]) for i, n in enumerate(ORDER)), repr(out) + err)
shards = [os.path.join(root, "class%d.raw" % i) for i in (1, 2)]
for i, shard in enumerate(shards):
    code, out, err = run("grade", quick, klass, "--shard", "%d/2" % (i + 1), "--raw", shard, "-j", "1", timeout=120)
merged_csv = os.path.join(root, "merged.csv")
code, out, err = run("experiment", "merge", *shards, "--csv", merged_csv)
merged = read(merged_csv)
case("experiment merge: the names read back, the single run's summary and CSV",
     code == 0 and out == SUMMARY and merged == CSV, repr(out) + err + repr(merged))
resumed_csv = os.path.join(root, "resumed.csv")
code, out, err = run("grade", quick, klass, "--resume", shards[0], "--csv", resumed_csv, timeout=120)
resumed = read(resumed_csv)
case("grade --resume: the shard's submissions read back by their escaped names", code == 0 and out == SUMMARY and
     resumed == CSV, repr(out) + err)

# --- {input} and {output} are replaced in program='s words, once split: an
# input named with "{output}", a quote and a space, "{input}" written in
# quotes and --out={output} give the program the paths themselves.
odd = "easy1 {output} it's.txt"
shutil.copy(os.path.join(data, "examples", "battleship", "easy1.txt"), os.path.join(root, odd))
paths = os.path.join(root, "paths")
os.makedirs(os.path.join(paths, "student"))
shutil.copy(os.path.join(here, "battleship", "data", "solution_easy1.txt"), os.path.join(paths, "student"))
write(os.path.join(paths, "student", "solve.py"),
      "import os, shutil, sys\nsource, out = sys.argv[1], sys.argv[2]\n"
      "if os.path.basename(source) != %r or not os.path.isfile(source) or not out.startswith('--out=/'):\n"
      "    sys.exit('got %%r' %% sys.argv[1:])\nshutil.copy('solution_easy1.txt', out[6:])\n" % odd)
manifest = write(os.path.join(root, "paths.ini"), "[test odd]\npoints=1\ncommand=battleship \"%s\"\n"
                 "program=%s solve.py \"{input}\" --out={output}\n" % (odd, python))
code, out, err = run("grade", manifest, paths, timeout=120)
case("grade: {input} in quotes and an input named with {output} and a quote, --out={output}: the paths themselves",
     code == 0 and out == "student 1/1\n", out + err)

# --- The manifest is data, not a command line for the grader: command= and
# game= name no option that writes a file, no file out of the manifest's
# folder; an error names the file, the line, the test and the key.  Every
# option of every command a manifest may name (the commands with --check,
# the games) whose argument is a file (its metavar FILE, DIR, OUT, PATH,
# FOLDER, LOG) in that command's --help is refused in each of its forms, or
# is a read-only input on this list: an option added later is classified or
# this test fails.
READ_ONLY = {"--words", "--replay", "--experiences", "--queries", "--evidence-file"}
FILE_META = r"(?:FILE|DIR|OUT|PATH|FOLDER|LOG)(?:…|\.\.\.)?"
LONG = re.compile(r"((?:--[a-z][\w-]*, )*--[a-z][\w-]*)[ =](%s)(?![\w-])" % FILE_META)
SHORT = re.compile(r"-(\w), (--[a-z][\w-]*)=%s(?![\w-])" % FILE_META)
folder = os.path.join(root, "manifests")
os.makedirs(os.path.join(folder, "student"))
HEAD = "# A manifest of the course.\n\n[test first]\npoints=1\ncommand=battleship easy1.txt\nprogram=true\n\n" \
       "[test t]\npoints=1\n# what it runs\n"
LINE = HEAD.count("\n") + 1


def load(key, words, **extra):
    """grade --list-runs on a manifest whose test t has KEY=WORDS: (exit, stderr)."""
    body = {"command": "program=true\n", "game": "agent=true\npass=wins>=1\n"}[key]
    body += "".join("%s=%s\n" % kv for kv in extra.items())
    path = write(os.path.join(folder, "m.ini"), HEAD + "%s=%s\n%s" % (key, words, body))
    code, out, err = run("grade", path, os.path.join(folder, "student"), "--list-runs")
    return code, err


def refused(key, words, needle):
    code, err = load(key, words)
    return code == 1 and ("m.ini, line %d: [test t] %s: “%s" % (LINE, key, needle)) in err, err


# The games, as the grader names them when game= is none of them.
code, err = load("game", "nonesuch")
# (each may name the file it reads after it: "wargame BOARD")
GAMES = tuple(g.split()[0] for g in re.split(r", | or ", err[err.index("not a game: use ") + 16:].strip()))
code, out, err = run("--help")
names = re.findall(r"^  ([a-z][\w-]*)  ", out[out.index("Commands:"):], re.M)
helps = {}
for name in names:
    code, text, err = run(name, "--help", people=True)
    if re.search(r"--check[ =]FILE", text):
        helps[name] = text
case("the commands with --check are the problems' (%d) and take in the games" % len(helps),
     len(helps) >= 10 and len(GAMES) >= 4 and set(GAMES) <= set(helps) and "grade" not in helps,
     " ".join(helps) + " | games: " + " ".join(GAMES))
unclassified = []
checked = 0
for name, text in sorted(helps.items()):
    options = {}
    for match in LONG.finditer(text):
        for option in match.group(1).split(", "):
            options[option] = None
    for letter, option in SHORT.findall(text):
        options[option] = letter
    for key in ("command",) + (("game",) if name in GAMES else ()):
        for option, letter in sorted(options.items()):
            checked += 1
            if option in READ_ONLY:
                code, err = load(key, "%s %s inside.txt" % (name, option))
                ok = code == 0 and refused(key, "%s %s ../outside.txt" % (name, option), "../outside.txt")[0]
            else:
                forms = ["%s x" % option] + (["-%s x" % letter, "-%sx" % letter] if letter else [])
                ok = all(refused(key, "%s %s" % (name, form), form.split()[0])[0] for form in forms)
            if not ok:
                unclassified.append("%s=%s %s%s" % (key, name, option, " (-%s)" % letter if letter else ""))
case("every option that takes a file (%d, of %d commands) is refused in command= and game=, or reads only" %
     (checked, len(helps)), checked > 150 and unclassified == [], "\n".join(unclassified))
ok, err = refused("command", "battleship easy1.txt --report=report.pdf", "--report=report.pdf")
case("command=: --NAME=FILE refused, with the manifest, its line, the test and the key", ok, err)
for words, needle in (("battleship /etc/passwd", "/etc/passwd"), ("battleship ../easy1.txt", "../easy1.txt"),
                      ("battleship sub/../../easy1.txt", "sub/../../easy1.txt"),
                      ("battleship file:///etc/passwd", "file:///etc/passwd"),
                      ("wordpuzzle p.txt -w/etc/words", "-w/etc/words"), ("wargame b.txt --replay=/x.log", "--replay"),
                      ("colorgame map.txt --p1 program:evil.py", "program:evil.py"),
                      ("grade other.ini class", "grade"), ("tournament --agent random", "tournament")):
    ok, err = refused("command", words, needle)
    case("command=%s: refused" % words, ok, err)
for words, needle in (("kcell -k 9 --p1 random", "--p1"), ("wargame b.txt -bminimax:2", "-bminimax:2"),
                      ("kcell -k 9 ../../x", "../../x")):
    ok, err = refused("game", words, needle)
    case("game=%s: refused (the grader names the players, files stay in the folder)" % words, ok, err)
code, err = load("game", "kcell -k 9", opponent="program:python3 /tmp/opponent.py")
case("opponent=program: with a file out of the folder: refused, its line named",
     code == 1 and "m.ini, line %d: [test t] opponent: “/tmp/opponent.py”" % (LINE + 3) in err, err)
for key, words in (("command", "fcmac map.txt -o WA,NT,SA --check-strict"), ("command", "takestones 7 1 -1"),
                   ("command", "wordpuzzle p.txt --words sub/./words.txt"), ("game", "kcell -k 9 -n 2 --seed 3")):
    code, err = load(key, words, **({"opponent": "program:python3 opponent.py"} if key == "game" else {}))
    case("%s=%s: accepted" % (key, words), code == 0, err)

finish()
