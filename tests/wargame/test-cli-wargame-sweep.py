#!/usr/bin/env python3
"""The war game's experiments as sweeps (issue 18): `wargame --matchups` and
`--compare` with --list-runs, --shard I/N, --raw, --resume, and `experiment
merge` of their raw files (TAP output).

The reference is the experiment run in one process: a merge of shards must
give the same report, CSV and picture but for the time columns (ms per move).
Usage: test-cli-wargame-sweep.py CLI SRCDIR WORKDIR"""
import csv
import glob
import io
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

data = os.path.join(srcdir, "data")
# Small boards and shallow searches: every game takes milliseconds.  The
# comparison has a coin (a log with refused conquests) and attrition.
EXPERIMENTS = {
    "matchups": [os.path.join(data, "Westerplatte.txt"), "--matchups", "--minimax-depth", "2",
                 "--alphabeta-depth", "3"],
    "compare": [os.path.join(data, "Sevastopol.txt"), "--compare", "--blue", "alphabeta:2", "--coin", "0.6",
                "--attrition", "0.15"],
}
KEYS = {
    "matchups": ["minimax:2 vs minimax:2", "alphabeta:3 vs alphabeta:3", "minimax:2 vs alphabeta:3",
                 "alphabeta:3 vs minimax:2"],
    "compare": ["classic", "battle", "duel", "attrition 0.15", "classic, coin 0.6"],
}


def path(name):
    return os.path.join(workdir, name)


def read(name, mode="r"):
    with open(path(name), mode) as f:
        return f.read()


def wargame(mode, *args):
    return run("wargame", *EXPERIMENTS[mode], *args)


def merge(*args):
    return run("experiment", "merge", *args)


def csv_rows(text):
    """The CSV's rows without the time columns (ms per move)."""
    rows = list(csv.reader(io.StringIO(text)))
    keep = [i for i, name in enumerate(rows[0]) if not name.endswith("_ms_per_move")]
    return [[row[i] for i in keep] for row in rows]


def report_without_times(text):
    """The report's lines, the table's blue-ms and green-ms left out (the
    seventh and eighth words from the end of a row)."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("game "))
    return lines[:start + 1] + [line.split()[:-6] + line.split()[-4:] for line in lines[start + 1:]]


for f in glob.glob(path("*")):
    if os.path.isfile(f):
        os.remove(f)

for mode, keys in KEYS.items():
    total = len(keys)
    code, single_out, err = wargame(mode, "--csv", path(mode + "-single.csv"), "--png", path(mode + "-single.png"))
    case("%s: the single run (reference)" % mode, code == 0 and len(report_without_times(single_out)) > total, err)

    # --list-runs: every game once, in order; the shards split them.
    code, out, err = wargame(mode, "--list-runs")
    case("%s --list-runs: %d games, INDEX KEY in order" % (mode, total),
         code == 0 and out.splitlines() == ["%d %s" % (k, key) for k, key in enumerate(keys)], out + err)
    shares = []
    for i in (1, 2, 3):
        code, out, err = wargame(mode, "--list-runs", "--shard", "%d/3" % i)
        shares.append([int(line.split()[0]) for line in out.splitlines()])
    case("%s --list-runs --shard I/3: the runs whose index is I-1 modulo 3, together each run once" % mode,
         all(all(r % 3 == i for r in shares[i]) for i in range(3)) and sorted(sum(shares, [])) == list(range(total)),
         repr(shares))

    # Three shards with --raw, merged: the single run's report, CSV and picture.
    codes = [wargame(mode, "--shard", "%d/3" % i, "--raw", path("%s-%d.raw" % (mode, i)))[0] for i in (1, 2, 3)]
    raws = [path("%s-%d.raw" % (mode, i)) for i in (1, 2, 3)]
    code, merged_out, err = merge(*raws, "--csv", path(mode + "-merged.csv"), "--png", path(mode + "-merged.png"))
    case("%s: merge of --shard 1/3, 2/3, 3/3 gives the single run's CSV but for the times" % mode,
         codes == [0, 0, 0] and code == 0 and err == "" and
         csv_rows(read(mode + "-merged.csv")) == csv_rows(read(mode + "-single.csv")),
         "exits %r, %d, stderr %s" % (codes, code, err))
    case("%s: merge prints the single run's report (final boards, table) but for the times" % mode,
         report_without_times(merged_out) == report_without_times(single_out), merged_out + "\n---\n" + single_out)
    case("%s: merge draws the single run's picture (the last game's final board)" % mode,
         read(mode + "-merged.png", "rb") == read(mode + "-single.png", "rb"))
    raw = read("%s-1.raw" % mode).splitlines()
    case("%s: a raw file's header names experiment wargame, the mode in its settings, the runs" % mode,
         raw[:2] == ["# quandary sweep 1", "# experiment: wargame"] and
         raw[2].startswith("# settings: mode=%s board=" % mode) and raw[3] == "# runs: %d" % total and
         raw[4] == "run,key,blue_score,green_score,blue_nodes,green_nodes,blue_time_us,green_time_us,log" and
         [line.split(",")[0] for line in raw[5:]] == [str(r) for r in range(0, total, 3)], "\n".join(raw[:6]))

    # A shard killed while writing its second row, resumed: each game once,
    # the merge equal to the single run.
    lines = read("%s-1.raw" % mode).splitlines(True)
    with open(path(mode + "-cut.raw"), "w") as f:
        f.write("".join(lines[:6]) + lines[6][:40])
    code, out, err = wargame(mode, "--shard", "1/3", "--resume", path(mode + "-cut.raw"))
    resumed = read(mode + "-cut.raw").splitlines()
    code2, out2, err2 = merge(path(mode + "-cut.raw"), *raws[1:], "--csv", path(mode + "-resumed.csv"))
    case("%s: a raw file cut mid-line and --resume'd: its games once each, the merge equal to the single run" % mode,
         code == 0 and code2 == 0 and [line.split(",")[0] for line in resumed[5:]] == [str(r) for r in
                                                                                     range(0, total, 3)] and
         csv_rows(read(mode + "-resumed.csv")) == csv_rows(read(mode + "-single.csv")) and
         report_without_times(out2) == report_without_times(single_out),
         "exits %d %d: %s %s" % (code, code2, err, err2))

    code, out, err = merge(raws[0], raws[2])
    case("%s: merge with a shard missing: exit 1, the games missing named, the others reported" % mode,
         code == 1 and "runs are missing (runs 1" in err and KEYS[mode][0] in out, err)

# The Slurm array script's body (data/sweeps/slurm-sweep.sh with
# QUANDARY_COMMAND) for tasks 1-3 of the comparison, then the merge script.
sweeps = os.path.join(srcdir, "..", "..", "data", "sweeps")
slurm = path("slurm")
shutil.rmtree(slurm, ignore_errors=True)
os.makedirs(slurm)
env = dict(os.environ, QUANDARY_CLI=os.path.abspath(cli), QUANDARY_COMMAND=" ".join(["wargame", *EXPERIMENTS["compare"]]),
           SLURM_ARRAY_TASK_COUNT="3")
ok, detail = True, ""
for task in (1, 2, 3):
    env["SLURM_ARRAY_TASK_ID"] = str(task)
    p = subprocess.run(["bash", os.path.join(sweeps, "slurm-sweep.sh")], cwd=slurm, env=env, capture_output=True,
                       text=True, timeout=60)
    ok, detail = ok and p.returncode == 0, detail + p.stderr
p = subprocess.run(["bash", os.path.join(sweeps, "slurm-merge.sh")], cwd=slurm, env=env, capture_output=True,
                   text=True, timeout=60)
results = os.path.join(slurm, "results.csv")
case("the Slurm script's body with QUANDARY_COMMAND for tasks 1-3, then the merge script: the comparison's CSV",
     ok and p.returncode == 0 and os.path.exists(results) and
     csv_rows(open(results).read()) == csv_rows(read("compare-single.csv")), detail + p.stderr)

# Settings that do not match are refused.
error_case("merge of the matchups with the comparison refused",
           ["experiment", "merge", path("matchups-1.raw"), path("compare-2.raw")], 1, "other settings")
wargame("matchups", "--seed", "7", "--shard", "2/3", "--raw", path("seed7.raw"))
error_case("merge of shards of another seed refused",
           ["experiment", "merge", path("matchups-1.raw"), path("seed7.raw")], 1, "other settings")
error_case("--resume of other settings (another depth) refused",
           ["wargame", *EXPERIMENTS["matchups"][:-1], "4", "--resume", path("matchups-1.raw")], 1,
           "--resume takes a raw file of the same experiment and settings")
raw = read("compare-2.raw").splitlines(True)
row = next(csv.reader([raw[5]]))
row[2] = str(int(row[2]) + 1)   # blue's score
with open(path("tampered.raw"), "w", newline="") as f:
    f.write("".join(raw[:5]))
    csv.writer(f, lineterminator="\n").writerow(row)
error_case("a row whose scores are not what its log gives: named",
           ["experiment", "merge", path("tampered.raw")], 1,
           "tampered.raw: line 6, column blue_score: “%s” is not what run 1 (battle) of these settings has" % row[2])
error_case("--shard without --matchups or --compare: a usage error",
           ["wargame", EXPERIMENTS["matchups"][0], "--shard", "1/2"], 2, "go with --matchups or --compare")
error_case("--shard 4/3 refused", ["wargame", *EXPERIMENTS["compare"], "--shard", "4/3"], 2, "--shard")

finish()
