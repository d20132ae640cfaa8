#!/usr/bin/env python3
"""What the grader reads and writes is data (issue 62): what a student's
program prints reaches the feedback, a tournament's standings and the
terminal escaped.  Cheap cases: a program or an agent that fails at once.
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

python = sys.executable
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

finish()
