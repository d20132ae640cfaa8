#!/usr/bin/env python3
"""CLI contract tests of quandary-cli itself: the command table, help, version (TAP output).

The commands of each problem are tested in tests/<id>/.  Usage: test-cli.py CLI SRCDIR WORKDIR
"""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403

error_case("unknown command", ["frobnicate"], 2, "unknown command")
code, out, err = run("--help")
case("--help lists gametree", code == 0 and "gametree" in out, err)

# --- Output files (docs/contracts.md): `-` is stdout everywhere, a symbolic
# link is written through, a device or a FIFO is written in place, an output
# that cannot be written is refused before the work.
import shutil  # noqa: E402
import stat  # noqa: E402
import subprocess  # noqa: E402
import threading  # noqa: E402

code, expected, err = run("mapgen", "-n", "30", "--seed", "2")
case("mapgen writes a map to stdout", code == 0 and expected.count("\n") == 32, err)
for target in ("-", "/dev/stdout"):
    code, out, err = run("mapgen", "-n", "30", "--seed", "2", "-o", target)
    case("mapgen -o %s writes to stdout" % target, code == 0 and out == expected, "exit %d %s" % (code, err))
code, bs_expected, _ = run("battleship", "--generate", "6", "--seed", "3")
code, out, err = run("battleship", "--generate", "6", "--seed", "3", "-")
case("battleship OUTPUT - writes to stdout", code == 0 and out == bs_expected, "exit %d %s" % (code, err))

target = tmpfile("target.map", b"old\n")
link = os.path.join(workdir, "link.map")
if os.path.lexists(link):
    os.remove(link)
os.symlink("target.map", link)
code, _, err = run("mapgen", "-n", "30", "--seed", "2", "-o", link)
case("mapgen -o LINK writes through the link (the link stays a link)",
     code == 0 and os.path.islink(link) and open(target).read() == expected, err)

fifo = os.path.join(workdir, "out.fifo")
if os.path.lexists(fifo):
    os.remove(fifo)
os.mkfifo(fifo)
got = []
reader = threading.Thread(target=lambda: got.append(open(fifo).read()))
reader.start()
code, _, err = run("mapgen", "-n", "30", "--seed", "2", "-o", fifo)
reader.join(30)
case("mapgen -o FIFO writes into the pipe, which stays a pipe",
     code == 0 and got == [expected] and stat.S_ISFIFO(os.lstat(fifo).st_mode), "exit %d %s" % (code, err))
error_case("mapgen -o /dev/full reports the full device", ["mapgen", "-n", "30", "-o", "/dev/full"], 1, "/dev/full")
case("/dev/full is still a device", stat.S_ISCHR(os.stat("/dev/full").st_mode))

# --- Inputs that are not files: a named pipe is refused at once (opening
# one with no writer would wait forever), the standard input is read through
# `-` or a pipe; every entry of an answer folder gets a verdict (a pipe, a
# dangling link: none is skipped in silence); the grade book's CSV runs no
# formula in a spreadsheet.
tree = os.path.join(examples, "gametree", "aima-figure-5-2.tree")
in_fifo = os.path.join(workdir, "in.fifo")
if os.path.lexists(in_fifo):
    os.remove(in_fifo)
os.mkfifo(in_fifo)
error_case("an input that is a named pipe is refused at once", ["gametree", in_fifo], 1, "named pipe")
code, right, err = run("gametree", tree)
code, out, err = check_run("gametree", tree, "--check", in_fifo)
case("--check of a named pipe: unreadable, at once", code == 1 and out.startswith(in_fifo + ": unreadable\n") and
     "named pipe" in out, "exit %d %r %r" % (code, out, err))
answers = os.path.join(workdir, "answers-odd")
if os.path.isdir(answers):
    for name in os.listdir(answers):
        os.remove(os.path.join(answers, name))
else:
    os.makedirs(answers)
with open(os.path.join(answers, "a-right.txt"), "w") as f:
    f.write(right)
with open(os.path.join(answers, "b-formula.txt"), "w") as f:
    f.write('=HYPERLINK("http://example.invalid")\n' + right.split("\n", 1)[1])
os.mkfifo(os.path.join(answers, "c-pipe"))
os.symlink("nowhere.txt", os.path.join(answers, "d-broken"))
grades = os.path.join(workdir, "odd.csv")
code, out, err = check_run("gametree", tree, "--check", answers, "--check-csv", grades)
verdicts = [line for line in out.splitlines() if not line.startswith((" ", "expected:", "given:"))]
case("--check FOLDER: a verdict for every entry, the pipe and the dangling link unreadable",
     code == 1 and [v.split(": ", 1)[1] for v in verdicts] == ["correct", "wrong at line 1", "unreadable",
                                                              "unreadable"], out)
with open(grades, newline="") as f:
    rows = f.read().split("\r\n")
case("--check-csv: a line that starts with = is written as text ('=…), not a formula",
     rows[2].endswith(',value 3,"\'=HYPERLINK(""http://example.invalid"")"') and
     all(not r.split(",")[-1].startswith("=") for r in rows), rows)

# Refused before the work: a whole game of 5 s moves, an analysis.
smolensk = os.path.join(examples, "wargame", "Smolensk.txt")
error_case("wargame --log in a missing folder is refused before the game",
           ["wargame", smolensk, "--blue", "engine:5000", "--green", "engine:5000", "--log", "/nonexistent/x.log"],
           1, "/nonexistent/x.log: the folder /nonexistent does not exist")
tree = os.path.join(examples, "gametree", "aima-figure-5-2.tree")
code, out, err = run("gametree", tree, "--png", "/nonexistent/x.png")
case("gametree --png in a missing folder is refused before the analysis", code == 1 and out == ""
     and "/nonexistent/x.png" in err, "exit %d, stdout %r, stderr %r" % (code, out, err))
error_case("an output that is a folder is refused", ["gametree", tree, "--svg", workdir], 1, "is a folder")

# Refused before the work: an output whose folder takes no file, for every
# kind of output (/proc refuses a new file even to root, whom access() lets
# through); the problems' own outputs (--tree, --trace, -o) in their tests.
unwritable = [("--report", "/proc/r.pdf"), ("--report-bundle", "/proc/bundle"), ("--gif", "/proc/r.gif"),
              ("--png", "/proc/r.png"), ("--check-csv", "/proc/g.csv")]
for option, path in unwritable:
    extra = ["--check", tree] if option == "--check-csv" else []
    code, out, err = run("gametree", tree, *extra, option, path)
    case("gametree %s %s is refused before the run" % (option, path),
         code in (1, 2) and out == "" and "%s: the folder /proc cannot be written" % path in err,
         "exit %d, stdout %r, stderr %r" % (code, out, err))
# A PDF or a GIF is not written into the command's own output.
for option, path in (("--report", "/dev/stdout"), ("--gif", "/dev/fd/1"), ("--report", "-")):
    error_case("%s %s is refused: standard output has the command's output" % (option, path),
               ["gametree", tree, option, path], 2, "name a file, not “%s”" % path)
# An output that is the file standard output is redirected to.
same = os.path.join(workdir, "same.txt")
with open(same, "w") as f:
    p = subprocess.run([cli, "gametree", tree, "--svg", same], stdout=f, stderr=subprocess.PIPE, env=C_ENV)
case("an output that is where standard output goes is refused",
     p.returncode == 2 and b"same.txt is where standard output goes" in p.stderr and os.path.getsize(same) == 0,
     "exit %d, stderr %r" % (p.returncode, p.stderr))
# --report-bundle's own files are not another output's.
bundle = os.path.join(workdir, "out-bundle")   # "-bundle/": a report, compared by language elsewhere
shutil.rmtree(bundle, ignore_errors=True)
for inside in ("report.pdf", os.path.join("figures", "x.svg"), "report.md"):
    error_case("--report-bundle DIR with another output at DIR/%s is refused" % inside,
               ["gametree", tree, "--report-bundle", bundle, "--svg", os.path.join(bundle, inside)], 2,
               "would be overwritten: --report-bundle %s writes its %s there" % (bundle, inside.split(os.sep)[0]))
case("the refused bundle was not made", not os.path.exists(bundle))
os.makedirs(bundle)
code, out, err = run("gametree", tree, "--report-bundle", bundle, "--svg", os.path.join(bundle, "mine.svg"))
case("--report-bundle DIR with another output of another name in DIR: both written",
     code == 0 and os.path.isfile(os.path.join(bundle, "report.pdf")) and
     os.path.isfile(os.path.join(bundle, "mine.svg")), err)

# A pipe that nothing reads is no place to wait forever; a full disk under
# standard output is an error; an empty name and --gif-delay 0 are refused.
lonely = os.path.join(workdir, "lonely-pipe")
if not os.path.exists(lonely):
    os.mkfifo(lonely)
code, out, err = run("gametree", tree, "--check", tree, "--check-csv", lonely, timeout=30)
case("--check-csv into a pipe nothing reads fails at once, named",
     code == 1 and "lonely-pipe”: a pipe that nothing reads" in err, "exit %d, stderr %r" % (code, err))
with open("/dev/full", "w") as full:
    p = subprocess.run([cli, "gametree", tree], stdout=full, stderr=subprocess.PIPE, env=C_ENV)
case("a full disk under standard output: exit 1, said", p.returncode == 1 and
     b"standard output: No space left on device" in p.stderr, "exit %d, stderr %r" % (p.returncode, p.stderr))
error_case("an empty output name is a usage error", ["gametree", tree, "--check", tree, "--check-csv", ""], 2,
           "an output file's name is empty")
error_case("--gif-delay 0 is refused as every number out of range",
           ["gametree", tree, "--gif", os.path.join(workdir, "d.gif"), "--gif-delay", "0"], 2,
           "--gif-delay takes a whole number from 20 to 60000, not “0”")
# Issue 74: -1 was --gif-delay's "not given" and so silently the default; a
# value is read strictly, as every whole-number option.
for delay in ("-1", "1e3", "+500", " 500", "500 ", "0x1f4", "99999999999999999999"):
    error_case("--gif-delay %r is refused, not read as another number or the default" % delay,
               ["gametree", tree, "--gif", os.path.join(workdir, "d.gif"), "--gif-delay", delay], 2,
               "--gif-delay takes a whole number from 20 to 60000, not “%s”" % delay)
# Issue 74: --tree-budget 0 was the default in disguise (4,000,000 nodes);
# the games' own --tree-budget in their tests (takestones).
small_csp = os.path.join(workdir, "small.csp")
with open(small_csp, "w") as f:
    f.write("var x in 1..2\nx = 1\n")
for budget in ("0", "-1", "1e3", "+5", "4294967295"):
    error_case("--tree-budget %s is refused, not the default" % budget,
               ["csp", small_csp, "--tree", os.path.join(workdir, "b.tree"),
                "--tree-budget", budget], 2, "--tree-budget takes a whole number from 1 to 4294967294, not “%s”" % budget)

# The system's words where they say it badly: a loop of links, a name too long.
loop = os.path.join(workdir, "loop-a")
for a, b in (("loop-a", "loop-b"), ("loop-b", "loop-a")):
    if not os.path.islink(os.path.join(workdir, a)):
        os.symlink(b, os.path.join(workdir, a))
error_case("an input that is a loop of symbolic links is named so", ["gametree", loop], 1,
           "loop-a: a loop of symbolic links")
error_case("an output that is a loop of symbolic links is refused before the run", ["gametree", tree, "--svg", loop],
           1, "loop-a: a loop of symbolic links")
long_name = os.path.join(workdir, "b" * 300 + ".svg")
code, out, err = run("gametree", tree, "--svg", long_name)
case("an output name too long is refused before the run, its limit named",
     code == 1 and out == "" and "the name is too long (a file system takes 255 bytes a name" in err,
     "exit %d, stderr %r" % (code, err))


# --- --palette (issue 35): a name of qd_palette_by_name, with a picture to draw.
error_case("--palette names an unknown palette", ["gametree", tree, "--svg", os.path.join(workdir, "x.svg"),
                                                  "--palette", "greyscale"], 2,
           "unknown palette “greyscale”: use default or print")
code, out, err = run("gametree", tree, "--palette", "print")
case("--palette without a picture, a report or a GIF is a usage error, before the work", code == 2 and out == ""
     and "--palette chooses the colours of the pictures, reports and GIFs: it goes with --png, --svg, --pdf, "
     "--report, --report-bundle or --gif" in err, "exit %d, stdout %r, stderr %r" % (code, out, err))
code, out, err = run("gametree", tree, "--palette", "print", "--report", os.path.join(workdir, "palette.pdf"))
case("--palette print with --report alone", code == 0 and os.path.isfile(os.path.join(workdir, "palette.pdf")),
     "exit %d, stderr %r" % (code, err))
code, out, err = run("gametree", tree, "--palette=print", "--png", os.path.join(workdir, "palette.png"))
case("--palette=print with --png", code == 0 and os.path.isfile(os.path.join(workdir, "palette.png")), err)
svgs = [os.path.join(workdir, "palette-%s.svg" % name) for name in ("none", "default")]
run("gametree", tree, "--svg", svgs[0])
code, out, err = run("gametree", tree, "--svg", svgs[1], "--palette", "default")
same = code == 0 and all(os.path.isfile(f) for f in svgs) and open(svgs[0], "rb").read() == open(svgs[1], "rb").read()
case("--palette default draws what no --palette draws", same, err)

# --- Input files: `-` is stdin; reading is bounded (256 MiB).
code, from_file, _ = run("gametree", tree)
code, out, err = run("gametree", "-", stdin=open(tree, "rb").read())
case("gametree - reads stdin", code == 0 and out == from_file, err)
error_case("gametree /dev/zero ends with the size limit", ["gametree", "/dev/zero"], 1,
           "/dev/zero: larger than 256")
# A regular file past the limit is refused by its size, before it is read
# (a sparse file: 300 MiB that take no room, outside the folder whose files
# the French run compares).
with tempfile.NamedTemporaryFile(suffix="-huge.log") as huge_log:
    huge_log.truncate(300 * 1024 * 1024)
    error_case("wargame --replay of a 300 MiB file is refused by its size",
               ["wargame", smolensk, "--replay", huge_log.name], 1, "-huge.log: larger than 256")
error_case("a folder as input", ["gametree", workdir], 1, "is a folder, not a file")
error_case("a missing input is named", ["gametree", os.path.join(workdir, "nothing.tree")], 1,
           "nothing.tree: No such file or directory")

# Two outputs in one file (issue 32): the second would replace the first.
australia = os.path.join(examples, "mapcolor", "australia.map")
same = os.path.join(workdir, "same.out")
error_case("two outputs named alike are refused", ["mapcolor", australia, "--png", same, "--report", same], 2,
           "same file")
error_case("two outputs that are one file through another path are refused",
           ["mapcolor", australia, "--svg", same, "--report", os.path.join(workdir, ".", "same.out")], 2,
           "same file")
error_case("--report - is refused: stdout has the command's output", ["mapcolor", australia, "--report", "-"], 2,
           "name a file")
error_case("--gif - is refused", ["mapcolor", australia, "--gif", "-"], 2, "name a file")
code, out, err = run("mapcolor", australia, "--report-bundle", "/nonexistent-qd/bundle")
case("--report-bundle in a missing folder is refused before the run", code == 1 and out == "" and
     "/nonexistent-qd" in err, "exit %d\n%s\n%s" % (code, out, err))
code, out, err = run("mapcolor", australia, "--report", os.path.join(workdir, "own.pdf"), "--png",
                     os.path.join(workdir, "own.png"))
case("outputs in files of their own are written", code == 0 and os.path.isfile(os.path.join(workdir, "own.pdf")), err)

finish()
