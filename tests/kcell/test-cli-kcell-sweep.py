#!/usr/bin/env python3
"""quandary-cli kcell --report sizes|match as sweeps (issue 18): --list-runs,
--shard I/N, --raw, --resume and `experiment merge`.

The reference is the report run in one process: the merge of three shards
gives its table and CSV but for the time columns.  match: every game is seeded
by the match's seed, its side and its number alone.  sizes: the budget is a
number of nodes per move (--budget-nodes), so the largest board is the same in
every process; with a budget in time it would be a measure of the machine's
load (64 cells in one run, 49 in the next)."""
import csv
import glob
import io
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *

REPORTS = {
    "match": (["--report", "match", "--games", "5", "--depth", "6"], 10),
    "sizes": (["--report", "sizes", "--max-stones", "3", "--budget-nodes", "5000"], 6),
}
TIMES = ("a_ms_per_move", "a_max_ms", "b_ms_per_move", "slowest_move_ms")


def path(name):
    return os.path.join(workdir, name)


def read(name):
    with open(path(name), encoding="utf-8") as f:
        return f.read()


def kcell(report, *args):
    return run("kcell", *REPORTS[report][0], *args, people=True)   # the reports are for people


def csv_rows(text):
    """The CSV's rows without the time columns."""
    rows = list(csv.reader(io.StringIO(text)))
    keep = [i for i, name in enumerate(rows[0]) if name not in TIMES]
    return [[row[i] for i in keep] for row in rows]


def table_rows(text):
    """The table without the times: a row is its first 6 words but for
    sizes' "slowest ms" (its 5th); header lines are kept whole."""
    out = []
    for line in text.splitlines():
        words = line.split()
        if line.startswith(("P1 ", "P2 ")) and len(out) < 4:
            line = " ".join(words[:6])
        elif line.startswith(("minimax ", "alphabeta ")):
            line = " ".join(words[:4] + words[5:])
        out.append(line)
    return out


def raw_rows(names):
    """(agent, stones) -> [cells, nodes, plies] from the raw files of sizes."""
    rows = {}
    for name in names:
        lines = [l for l in read(name).splitlines() if not l.startswith("#")]
        for r in csv.DictReader(io.StringIO("\n".join(lines))):
            rows[(r["agent"], r["stones"])] = [r["cells"], r["first_move_nodes"], r["plies"]]
    return rows


def same_result(report, single_out, single_csv, merged_out, merged_csv, raws):
    """'' when the merge gives the single run's result (as the docstring says), else why not."""
    one, merged = csv_rows(single_csv), csv_rows(merged_csv)
    if one != merged:
        return "CSV differs:\n%r\n%r" % (one, merged)
    if table_rows(single_out) != table_rows(merged_out):
        return "table differs:\n%s\n---\n%s" % (single_out, merged_out)
    if report == "sizes":
        measured = raw_rows(raws)
        for m in merged[1:]:
            if m[2:] != measured.get(tuple(m[:2])):
                return "the merge is not what the raw files hold: %r %r" % (m, measured)
    return ""


for p in glob.glob(path("*")):
    os.remove(p)

for report, (settings, total) in REPORTS.items():
    code, single_out, err = kcell(report, "--csv", path(report + "-single.csv"))
    case("%s: the single run (reference)" % report, code == 0, err)
    single_csv = read(report + "-single.csv")

    # --list-runs: every run once, in order; the shards split them.
    code, out, err = kcell(report, "--list-runs")
    listed = out.splitlines()
    first, last = {"match": ("0 A=P1 game=1", "9 A=P2 game=5"),
                   "sizes": ("0 minimax N=1", "5 alphabeta N=3")}[report]
    case("%s --list-runs: %d runs, INDEX KEY in order, each key once" % (report, total),
         code == 0 and [int(l.split()[0]) for l in listed] == list(range(total)) and listed[0] == first and
         listed[-1] == last and len(set(l.split(" ", 1)[1] for l in listed)) == total, out + err)
    shares = []
    for i in (1, 2, 3):
        code, out, err = kcell(report, "--list-runs", "--shard", "%d/3" % i)
        shares.append([l for l in out.splitlines()])
    case("%s --list-runs --shard I/3: the runs whose index is I-1 modulo 3, together every run once" % report,
         all(int(l.split()[0]) % 3 == i for i in range(3) for l in shares[i]) and
         sorted(sum(shares, []), key=lambda l: int(l.split()[0])) == listed, repr(shares))

    # Three shards with --raw, merged.
    raws = [report + "-shard-%d.csv" % i for i in (1, 2, 3)]
    codes = [kcell(report, "--shard", "%d/3" % i, "--raw", path(raws[i - 1]))[0] for i in (1, 2, 3)]
    raw = read(raws[1]).splitlines()
    case("%s: a raw file names experiment kcell and the report's settings, a row per run of its shard" % report,
         codes == [0, 0, 0] and raw[0] == "# quandary sweep 1" and raw[1] == "# experiment: kcell" and
         raw[2].startswith("# settings: report=%s " % report) and raw[3] == "# runs: %d" % total and
         raw[4].startswith("run,key,") and len(raw) == 5 + len(shares[1]), "\n".join(raw))
    code, merged_out, err = run("experiment", "merge", *map(path, raws), "--csv", path(report + "-merged.csv"), people=True)
    why = same_result(report, single_out, single_csv, merged_out, read(report + "-merged.csv"), raws) \
        if code == 0 else "exit %d: %s" % (code, err)
    case("%s: the merge of --shard 1/3, 2/3, 3/3 is the single run's table and CSV but for the times" % report,
         why == "" and err == "", why + err)

    # A shard killed while writing (its header, a row, half a line), then resumed.
    lines = read(raws[0]).splitlines(True)
    with open(path(report + "-killed.csv"), "w", encoding="utf-8") as f:
        f.write("".join(lines[:6]) + lines[6][:len(lines[6]) // 2])
    code, out, err = kcell(report, "--shard", "1/3", "--resume", path(report + "-killed.csv"))
    resumed = read(report + "-killed.csv").splitlines()
    code2, out2, err2 = run("experiment", "merge", path(report + "-killed.csv"), *map(path, raws[1:]),
                            "--csv", path(report + "-resumed.csv"), people=True)
    why = same_result(report, single_out, single_csv, out2, read(report + "-resumed.csv"),
                      [report + "-killed.csv"] + raws[1:]) if code2 == 0 else err2
    case("%s: a shard cut mid-line and resumed keeps its finished row, does each run once; the merge is the "
         "single run's" % report,
         code == 0 and resumed[5] == lines[5].rstrip("\n") and
         sorted(int(l.split(",")[0]) for l in resumed[5:]) == list(range(0, total, 3)) and why == "",
         "exit %d %d: %s %s %s" % (code, code2, err, err2, why))
    code, out, err = run("experiment", "merge", path(raws[0]), path(raws[2]), people=True)
    case("%s: a shard missing from the merge is named (exit 1)" % report,
         code == 1 and "runs are missing (runs 1, 4" in err, err)

# Settings that do not match are refused.
error_case("merge of a sizes shard with a match shard: other settings",
           ["experiment", "merge", path("sizes-shard-1.csv"), path("match-shard-2.csv")], 1, "other settings")
run("kcell", "--report", "match", "--games", "5", "--depth", "6", "--seed", "7", "--shard", "2/3",
    "--raw", path("match-seed7.csv"), people=True)
error_case("merge of match shards of different seeds: other settings",
           ["experiment", "merge", path("match-shard-1.csv"), path("match-seed7.csv")], 1, "other settings")
error_case("--resume of a raw file of other settings refused",
           ["kcell", "--report", "match", "--games", "4", "--depth", "6", "--shard", "1/3",
            "--resume", path("match-shard-1.csv")], 1, "--resume takes a raw file of the same experiment and settings")
error_case("--resume of the other report refused",
           ["kcell", *REPORTS["sizes"][0], "--resume", path("match-shard-1.csv")], 1, "--resume takes a raw file")
rows = read("match-shard-1.csv").splitlines()
with open(path("match-forged.csv"), "w", encoding="utf-8") as f:
    f.write("\n".join(rows[:5] + [rows[5].replace(",win,", ",loss,").replace(",draw,", ",loss,")]) + "\n")
error_case("a row whose result is not what its moves make is refused",
           ["experiment", "merge", path("match-forged.csv")], 1, "match-forged.csv: line 6: the row of run 0")
# A run appears once in a raw file (issue 34): --resume refuses a row twice.
with open(path("match-dup.csv"), "w", encoding="utf-8") as f:
    f.write("\n".join(rows[:6] + [rows[5]] + rows[6:]) + "\n")
code, out, err = kcell("match", "--shard", "1/3", "--resume", path("match-dup.csv"))
case("--resume of a raw file holding a run twice: refused with both lines, no report",
     code == 1 and "match-dup.csv, line 7: run 0 is already at line 6: a run appears once in a raw file" in err and
     out == "", "exit %d: %s" % (code, err))
error_case("--shard without an experiment: a usage error", ["kcell", "--shard", "1/2"], 2, "--shard")
# The experiments are `experiment kcell sizes|match` too, the same runs.
code, out, err = run("experiment", "kcell", "match", "--games", "5", "--depth", "6", "--list-runs")
case("experiment kcell match --list-runs: the runs of kcell --report match",
     code == 0 and out == kcell("match", "--list-runs")[1], out + err)
finish()
