#!/usr/bin/env python3
"""CLI contract tests of the reports, animations and palettes of `quandary-cli
mapcolor`, `mapgen`, `fcmac` and `experiment mapcolor` (TAP output): the PDF's
text and facts, the GIF's frames, an output refused before the run, the print
palette.  The solvers' outputs are test-cli-mapcolor.py's.
Usage: test-cli-mapcolor-report.py CLI SRCDIR WORKDIR
"""
import os
import re as _re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403
from mapcolor_maps import MAP_AUSTRALIA  # noqa: E402

aus_map = tmpfile("australia.map", MAP_AUSTRALIA)
fg = lambda f: os.path.join(golden, "fcmac", f)
fcmac9 = os.path.join(examples, "mapcolor", "fcmac-9.map")

# --- reports and animations (issue 32) ---
import time as _time


def fresh(name):
    """A path in the workdir, whatever was there removed."""
    path = os.path.join(workdir, name)
    if os.path.isdir(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.remove(path)
    return path


def assignments_of(args):
    """The --stats assignments of a mapcolor run."""
    code, out, err = run(*args, "--stats")
    m = re.search(r"^assignments (\d+)$", out, re.M)
    return int(m.group(1)) if code == 0 and m else None


# The commands run in the workdir with short relative names: a report's
# PDF wraps a command line of more than about 80 characters anywhere, which
# pdftotext does not join back (see report_case).
import clitest as _clitest  # noqa: E402
_clitest.cli = os.path.abspath(_clitest.cli)   # found from the workdir too
os.chdir(workdir)
shutil.copy(fcmac9, "fcmac-9.map")
aus_args = ["mapcolor", "australia.map", "--algorithm", "fc", "--colors", "3"]
code, out, err, facts = report_case("mapcolor --report", aus_args + ["--stats"], "australia.map",
                                    fresh("mapcolor-report.pdf"))
case("mapcolor --report: the colouring, the coloured map and the counts",
     facts is not None and all(w in facts["text"] for w in ("Settings", "Results", "Statistics", "The colouring",
                                                            "The map coloured", "Coloured with 3 colours"))
     and "Search Tree" not in facts["text"], facts["text"][:2000] if facts else err)
code, out, err, facts = report_case("mapcolor --report --tree", aus_args + ["--tree", "report.tree"],
                                    "australia.map", fresh("mapcolor-tree-report.pdf"))
case("mapcolor --report --tree: the search tree's part", facts is not None and "Search Tree" in facts["text"],
     facts["text"][:2000] if facts else err)
code, out, err, facts = report_case("mapcolor --report, no colouring", ["mapcolor", "australia.map", "--colors", "2"],
                                    "australia.map", fresh("mapcolor-none-report.pdf"))
case("mapcolor --report, no colouring: said, no colouring table", facts is not None
     and "No colouring with 2 colours exists" in facts["text"] and "The map coloured" not in facts["text"],
     facts["text"][:2000] if facts else err)
code, out, err, facts = report_case("mapcolor best --report --threads 2",
                                    ["mapcolor", "australia.map", "--colors", "3", "--threads", "2"],
                                    "australia.map", fresh("mapcolor-best-report.pdf"))
case("mapcolor best --report: the command names --threads 2", facts is not None and "--threads 2" in facts["text"],
     facts["text"][:2000] if facts else err)
code, out, err, facts = report_case("mapcolor best --report, default threads",
                                    ["mapcolor", "australia.map", "--colors", "3"],
                                    "australia.map", fresh("mapcolor-best-default-report.pdf"))
case("mapcolor best --report: the command names the default --threads",
     facts is not None and _re.search(r"--threads \d+", facts["text"]) is not None,
     facts["text"][:2000] if facts else err)
report_case("mapgen --report", ["mapgen", "-n", "30", "--seed", "2"], None, fresh("mapgen-report.pdf"))
report_case("mapgen -o --report", ["mapgen", "-n", "30", "--seed", "2", "-o", "report-gen.map"],
            "report-gen.map", fresh("mapgen-o-report.pdf"), first_line=False)
report_case("fcmac --report", ["fcmac", "fcmac-9.map", "--order", "A,B,C,D,E,F,G,H,I"], "fcmac-9.map",
            fresh("fcmac-report.pdf"))
exp_report_args = ["experiment", "mapcolor", "-n", "8,16", "-i", "2", "-a", "fc,best", "--seed", "4"]
code, out, err, facts = report_case("experiment mapcolor --report", exp_report_args, None,
                                    fresh("experiment-report.pdf"))
case("experiment mapcolor --report: the plots and the table", facts is not None
     and all(w in facts["text"] for w in ("Experiment", "Assignments against the number of regions N",
                                          "Time against the number of regions N", "Assignments by N and algorithm")),
     facts["text"][:2000] if facts else err)
# A shard's report is of the runs this process did.
code, out, err, facts = report_case("experiment mapcolor --shard --report", exp_report_args + ["--shard", "1/2"],
                                    None, fresh("experiment-shard-report.pdf"))
case("experiment mapcolor --shard 1/2 --report: the shard said, its runs counted", facts is not None
     and re.search(r"shard\s+1/2", facts["text"]) is not None and "4 of 8 runs done" in " ".join(facts["text"].split()),
     facts["text"][:2000] if facts else err)
error_case("experiment mapcolor --list-runs --report", exp_report_args + ["--list-runs", "--report",
           fresh("list.pdf")], 2, "--list-runs does no run")

bundle = fresh("mapcolor-bundle")
code, out, err = bundle_case("mapcolor --report-bundle", aus_args + ["--tree", "bundle.tree"], bundle)
data = sorted(os.listdir(os.path.join(bundle, "data"))) if os.path.isdir(os.path.join(bundle, "data")) else []
case("mapcolor --report-bundle: the colouring and the counts as CSV",
     "colouring.csv" in data and "statistics.csv" in data and
     open(os.path.join(bundle, "data", "colouring.csv"), encoding="utf-8").read().splitlines()[1:] ==
     [l.replace(" ", ",") for l in out.splitlines()], "%s\n%s" % (data, out))

# --gif: a frame for the start and one per step of the replay.  Forward
# checking that assigns each region once (assignments = regions) has as many
# steps as assignments.
n = assignments_of(aus_args)
gif_case("mapcolor --gif (fc, %s assignments)" % n, aus_args, fresh("australia.gif"),
         frames=n + 1 if n == 7 else -1)
for algorithm in ("backtracking", "mac", "min-conflicts", "best"):
    gif_case("mapcolor --gif (%s)" % algorithm, ["mapcolor", aus_map, "--algorithm", algorithm, "--colors", "3",
                                                 "--seed", "3"], fresh("australia-%s.gif" % algorithm))
# The size: 100 steps at 800 x 600 under 2 MB.
gen100 = fresh("gif-100.map")
run("mapgen", "-n", "100", "--seed", "3", "-o", gen100)
args100 = ["mapcolor", gen100, "--algorithm", "fc", "--seed", "1"]
n = assignments_of(args100)
case("fc on mapgen -n 100 --seed 3 assigns each region once", n == 100, "assignments %s" % n)
info = gif_case("mapcolor --gif of a 100-step run", args100, fresh("gif-100.gif"), frames=101, size=None)
case("mapcolor --gif of a 100-step run at 800 x 600: under 2,000,000 bytes",
     info is not None and info["width"] == "800" and info["height"] == "600" and int(info["bytes"]) < 2000000,
     "%s" % info)
info = gif_case("mapcolor --gif --gif-size 320x240 --gif-delay 100", aus_args + ["--gif-size", "320x240",
                "--gif-delay", "100"], fresh("small.gif"))
case("mapcolor --gif-size and --gif-delay are kept", info is not None and info["width"] == "320"
     and info["height"] == "240" and info["first-delay-cs"] == "10", "%s" % info)
error_case("mapcolor --gif-size 10x10", aus_args + ["--gif", fresh("x.gif"), "--gif-size", "10x10"], 2, "--gif-size")
error_case("mapcolor --gif-delay 5", aus_args + ["--gif", fresh("x.gif"), "--gif-delay", "5"], 2, "--gif-delay")
error_case("mapcolor --gif-delay without --gif", aus_args + ["--gif-delay", "100"], 2, "go with --gif")
# A map past 3,000 regions reports with its drawings as images (the path of
# 100,000 regions, whose time is the benchmark mapgen-report's figure).
gen_big = fresh("gif-4000.map")
big_pdf = fresh("mapgen-4000.pdf")
code, out, err = run("mapgen", "-n", "4000", "--seed", "1", "-o", gen_big, "--report", big_pdf)
facts = pdf_facts(big_pdf) if code == 0 and os.path.isfile(big_pdf) else None
images = subprocess.run(["pdfimages", "-list", big_pdf], capture_output=True, text=True).stdout.splitlines()[2:] \
    if facts is not None else []
case("mapgen -n 4000 --report: the map drawn as an image", code == 0 and facts is not None and facts["pages"] >= 2
     and len(images) >= 1, "exit %d, %d images, %s" % (code, len(images), err[-500:]))
error_case("mapcolor --gif of more steps than an animation holds",
           ["mapcolor", gen_big, "--algorithm", "fc", "--gif", fresh("big.gif")], 1, "an animation holds at most")
for command in (["mapgen", "-n", "5"], ["fcmac", fg("diamond.map")],
                ["experiment", "mapcolor", "--n", "8", "--instances", "1"]):
    error_case("%s has no --gif" % command[0], command + ["--gif", fresh("none.gif")], 2, "--gif")
for option in ("--report", "--gif"):
    over_input_cases("mapcolor %s" % option, aus_map,
                     lambda i, o, option=option: ["mapcolor", i, "--algorithm", "fc", option, o])
over_input_cases("fcmac --report", aus_map, lambda i, o: ["fcmac", i, "--report", o])

# --- --palette default|print (issue 35): the map, the tables, the experiment's plots, a merge's
australia = os.path.join(examples, "mapcolor", "australia.map")
palette_cases("mapcolor", ["mapcolor", australia, "--colors", "3"], "mapcolor", regions=True)
report_palette_cases("mapcolor", ["mapcolor", australia, "--colors", "3"], "mapcolor", regions=True)
report_palette_cases("fcmac", ["fcmac", fcmac9, "--order", "A,B,C,D,E,F,G,H,I", "--values", "r,g,b"], "fcmac",
                     gif=False)
palette_cases("fcmac", ["fcmac", fcmac9, "--order", "A,B,C,D,E,F,G,H,I", "--values", "r,g,b"], "fcmac")
palette_cases("experiment mapcolor", ["experiment", "mapcolor", "--n", "8,16", "--instances", "1", "--algorithms",
                                      "fc,best", "--seed", "4"], "experiment")
palette_raw = os.path.join(workdir, "palette.raw")
if os.path.exists(palette_raw):
    os.remove(palette_raw)
code, out, err = run("experiment", "mapcolor", "--n", "8,16", "--instances", "1", "--algorithms", "fc,best",
                     "--raw", palette_raw)
case("experiment mapcolor --raw for the merge's pictures", code == 0 and os.path.exists(palette_raw), out + err)
palette_cases("experiment merge", ["experiment", "merge", palette_raw], "merge")
error_case("mapcolor --palette names an unknown palette", ["mapcolor", australia, "--svg",
           os.path.join(workdir, "x.svg"), "--palette", "grey"], 2, "unknown palette “grey”: use default or print")

finish()
