#!/usr/bin/env python3
"""`quandary-cli experiment takestones` (issue 18): the Take-Stones tab's
evaluator report on stdout, and the same report as a sweep: --list-runs,
--shard I/N, --raw, --resume and `experiment merge`.

The reference is the report of one process: the merge of the shards' raw
files must print it exactly (the report has no time figures)."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *

SETTINGS = ["--n-min", "10", "--n-max", "16", "--depth-max", "3", "--openings", "2"]
TOTAL = 7 * 3 * 2 * 2
SETTINGS_LINE = "n-min=10 n-max=16 depth-min=1 depth-max=3 openings=2 opening-plies=2 seed=540"
COLUMNS = ("run,key,depth,n,opening,threats_player,winner,threats_nodes,statement_nodes,threats_moves,"
           "statement_moves")


def takestones(*args):
    return run("experiment", "takestones", *SETTINGS, *args)


def path(name):
    return os.path.join(workdir, name)


def read(name):
    with open(path(name), encoding="utf-8") as f:
        return f.read()


def merge(*names):
    return run("experiment", "merge", *[path(n) for n in names])


for name in os.listdir(workdir):
    if os.path.isfile(path(name)):
        os.remove(path(name))

# The single run: the report's documented shape (data/FORMATS.md).
code, single, err = takestones()
lines = single.splitlines()
rows = [l.split() for l in lines if re.match(r"^(\d+|all) ", l)]
row_shape = all(len(r) == 8 and r[3].endswith("%") and r[4].endswith("%") and r[5].endswith("%") for r in rows)
case("the single run: a # header stating the settings, the columns, a row per depth and a row all",
     code == 0 and err == "" and lines[0].startswith("# Take-Stones: the threat evaluator") and
     "# boards of 10 to 16 stones, depths 1 to 3" in single and "2 random openings of 2 plies" in single and
     "(seed 540)" in single and lines[6].startswith("depth  games  threats won  win rate") and
     [r[0] for r in rows] == ["1", "2", "3", "all"] and row_shape and
     int(rows[-1][1]) == sum(int(r[1]) for r in rows[:-1]) and
     int(rows[-1][2]) == sum(int(r[2]) for r in rows[:-1]) and "only" not in single,
     single + err)
code2, again, err2 = takestones()
case("the single run is the same every time (openings seeded)", code2 == 0 and again == single, again)

# --list-runs: every run once, in order; the shards split them.
code, out, err = takestones("--list-runs")
listed = out.splitlines()
case("--list-runs: %d runs, INDEX KEY in order, each once" % TOTAL,
     code == 0 and len(listed) == TOTAL and listed[0] == "0 depth=1 n=10 opening=1 threats=P1" and
     listed[1] == "1 depth=1 n=10 opening=1 threats=P2" and
     listed[-1] == "%d depth=3 n=16 opening=2 threats=P2" % (TOTAL - 1) and
     [int(l.split()[0]) for l in listed] == list(range(TOTAL)) and
     len(set(l.split(" ", 1)[1] for l in listed)) == TOTAL, out + err)
shares = []
for i in (1, 2, 3):
    code, out, err = takestones("--list-runs", "--shard", "%d/3" % i)
    shares.append([int(line.split()[0]) for line in out.splitlines()])
case("--list-runs --shard I/3: the runs whose index is I-1 modulo 3, together all of them once",
     all(all(r % 3 == i for r in shares[i]) for i in range(3)) and sorted(sum(shares, [])) == list(range(TOTAL)),
     repr(shares))

# Three shards with --raw, merged: the single run's report.
codes, shard_out = [], []
for i in (1, 2, 3):
    code, out, err = takestones("--shard", "%d/3" % i, "--raw", path("shard-%d.csv" % i))
    codes.append(code)
    shard_out.append(out)
code, merged, err = merge("shard-1.csv", "shard-2.csv", "shard-3.csv")
case("merge of --shard 1/3, 2/3, 3/3: the single run's report, exactly",
     codes == [0, 0, 0] and code == 0 and merged == single and err == "",
     "exits %r, %d, stderr %s\n%s---\n%s" % (codes, code, err, merged, single))
case("a shard's own report says it holds only some games",
     "# only %d of the %d games" % (TOTAL // 3, TOTAL) in shard_out[0], shard_out[0])
raw = read("shard-2.csv").splitlines()
case("a raw file: its header names the experiment, the settings and the runs; a row per game of the shard",
     raw[0] == "# quandary sweep 1" and raw[1] == "# experiment: takestones" and
     raw[2] == "# settings: " + SETTINGS_LINE and raw[3] == "# runs: %d" % TOTAL and raw[4] == COLUMNS and
     len(raw) == 5 + TOTAL // 3 and raw[5].startswith("1,depth=1 n=10 opening=1 threats=P2,1,10,1,2,"),
     "\n".join(raw[:7]))

# A run appears once in a raw file (issue 34): --resume refuses a row twice.
with open(path("dup.csv"), "w") as f:
    f.write("\n".join(raw[:6] + [raw[5]] + raw[6:]) + "\n")
code, out, err = takestones("--shard", "2/3", "--resume", path("dup.csv"))
case("--resume of a raw file holding a game twice: refused with both lines, no report",
     code == 1 and "dup.csv, line 7: run 1 is already at line 6: a run appears once in a raw file" in err and
     out == "", "exit %d: %s" % (code, err))

# A shard cut mid-line (what a kill leaves) and resumed: the same merged report.
lines = read("shard-1.csv").splitlines(True)
with open(path("killed.csv"), "w") as f:
    f.write("".join(lines[:5 + 6]) + lines[11][:15])
code, out, err = takestones("--shard", "1/3", "--resume", path("killed.csv"))
resumed = read("killed.csv").splitlines()
code2, merged2, err2 = merge("killed.csv", "shard-2.csv", "shard-3.csv")
case("a shard cut mid-line and resumed: its games once each, the merge equal to the single run",
     code == 0 and code2 == 0 and len(resumed) == 5 + TOTAL // 3 and
     sorted(int(l.split(",")[0]) for l in resumed[5:]) == list(range(0, TOTAL, 3)) and merged2 == single,
     "exits %d %d: %s %s\n%s" % (code, code2, err, err2, merged2))
# --resume of a file not made yet plays every game of the shard.
code, out, err = takestones("--shard", "2/3", "--resume", path("fresh.csv"))
case("--resume of a file not made yet: the shard's games, the same rows as --raw",
     code == 0 and read("fresh.csv") == read("shard-2.csv"), err)

# Mismatched settings, missing runs and misuse refused.
code, out, err = run("experiment", "takestones", "--n-min", "10", "--n-max", "16", "--depth-max", "3",
                     "--openings", "2", "--seed", "7", "--shard", "2/3", "--raw", path("other.csv"))
error_case("merge of shards of different settings refused",
           ["experiment", "merge", path("shard-1.csv"), path("other.csv")], 1, "other settings")
error_case("--resume of a raw file of other settings refused",
           ["experiment", "takestones", *SETTINGS, "--seed", "7", "--shard", "1/3", "--resume", path("shard-1.csv")],
           1, "--resume takes a raw file of the same experiment and settings")
with open(path("mapcolor.csv"), "w") as f:
    f.write("# quandary sweep 1\n# experiment: mapcolor\n# settings: %s\n# runs: %d\nrun,key,n\n"
            % (SETTINGS_LINE, TOTAL))
error_case("--resume of another experiment's raw file refused",
           ["experiment", "takestones", *SETTINGS, "--resume", path("mapcolor.csv")], 1, "(mapcolor)")
error_case("merge of a file with itself: overlapping runs refused",
           ["experiment", "merge", path("shard-1.csv"), path("shard-1.csv")], 1, "shards must not overlap")
code, out, err = merge("shard-1.csv", "shard-3.csv")
case("merge with a shard missing: exit 1, the missing runs named, the others' report printed",
     code == 1 and "28 of 84 runs are missing (runs 1, 4, 7, " in err and "# only 56 of the 84 games" in out, err)
with open(path("badrow.csv"), "w") as f:
    f.write("\n".join(raw[:5] + [raw[5].replace(",10,1,2,", ",11,1,2,", 1)]) + "\n")
error_case("a row whose place is not its index's: the file, line, column and value named",
           ["experiment", "merge", path("badrow.csv")], 1,
           "badrow.csv: line 6, column n: “11” is not what run 1 (depth=1 n=10 opening=1 threats=P2) of these "
           "settings has")
with open(path("badsettings.csv"), "w") as f:
    f.write("\n".join(raw[:2] + ["# settings: n-min=10 n-max=16"] + raw[3:]) + "\n")
error_case("a raw file whose settings line lacks a setting refused",
           ["experiment", "merge", path("badsettings.csv")], 1, "a setting is missing")
error_case("merge --csv refused: the report has no CSV",
           ["experiment", "merge", path("shard-1.csv"), "--csv", path("x.csv")], 2, "no --csv")
for bad, needle in ((["--n-min", "0"], "boards"), (["--n-min", "20", "--n-max", "10"], "boards"),
                    (["--depth-max", "0"], "depths"), (["--openings", "0"], "--openings"),
                    (["--seed", "-1"], "whole numbers"), (["--shard", "4/3"], "--shard"),
                    (["--list-runs", "--raw", path("r.csv")], "--list-runs")):
    error_case("%s refused" % " ".join(bad), ["experiment", "takestones", *bad], 2, needle)

finish()
