#!/usr/bin/env python3
"""Experiments as sweeps (issue 18): --list-runs, --shard I/N, --raw, --resume,
`experiment merge`, and the recipes of data/sweeps/ and the README (GNU parallel
on 4 shards, the Slurm array script's body for each task).

The reference is always the experiment run in one process: a merge of shards
must give the same table and CSV but for the time columns."""
import csv
import glob
import io
import os
import shutil
import signal
import subprocess
import time

from clitest import *

SWEEPS = os.path.abspath(os.path.join(srcdir, "..", "data", "sweeps"))
SETTINGS = ["--n", "10,20,50", "--instances", "4", "--algorithms", "fc,mac,best"]
TOTAL = 3 * 4 * 3


def mapcolor(*args):
    return run("experiment", "mapcolor", *SETTINGS, *args)


def csv_rows(text):
    """The CSV's rows (comments dropped) without the time columns."""
    rows = list(csv.reader(io.StringIO("".join(l for l in text.splitlines(True) if not l.startswith("#")))))
    keep = [i for i, name in enumerate(rows[0]) if not name.startswith("time_ms")]
    return [[row[i] for i in keep] for row in rows]


def table_without_times(text):
    """The table's rows as words, the time columns left out: N, algorithm, edges,
    assignments (mean ± se, median [q1, q3]), then the times, then capped."""
    return [line.split()[:9] + line.split()[-1:] for line in text.splitlines()[1:] if line.strip()]


def path(name):
    return os.path.join(workdir, name)


def read(name):
    with open(path(name), encoding="utf-8") as f:
        return f.read()


def clean(*patterns):
    for pattern in patterns:
        for p in glob.glob(path(pattern)):
            if os.path.isfile(p):
                os.remove(p)


clean("*")
code, single_out, err = mapcolor("--csv", path("single.csv"))
case("the single run (reference)", code == 0, err)
single = csv_rows(read("single.csv"))

# -j N (issue 36): N runs at once, the results those of one (the times aside):
# the same table and CSV, the raw rows in the same order; shards with
# different -j merge into the one run.
JOBS = ["--n", "200,30", "--instances", "3", "--algorithms", "fc,fc+restarts,mac,min-conflicts,best",
        "--max-assignments", "20000"]


def raw_rows(name):
    """A raw file's lines without the time_us field (the last)."""
    return [l.rsplit(",", 1)[0] if l[:1].isdigit() else l for l in read(name).splitlines()]


outs = {}
for jobs in ("1", "2", "5"):
    code, outs[jobs], err = run("experiment", "mapcolor", *JOBS, "-j", jobs, "--csv", path("jobs-%s.csv" % jobs),
                                "--raw", path("jobs-%s.raw" % jobs))
    case("-j %s: runs" % jobs, code == 0 and err == "", err)
for jobs in ("2", "5"):
    case("-j %s: the CSV of -j 1 apart from the time columns" % jobs,
         csv_rows(read("jobs-%s.csv" % jobs)) == csv_rows(read("jobs-1.csv")))
    case("-j %s: the table of -j 1 apart from the times" % jobs,
         table_without_times(outs[jobs]) == table_without_times(outs["1"]), outs[jobs] + "\n---\n" + outs["1"])
    case("-j %s: the raw rows of -j 1, in the same order, apart from time_us" % jobs,
         raw_rows("jobs-%s.raw" % jobs) == raw_rows("jobs-1.raw") and len(raw_rows("jobs-1.raw")) == 5 + 30,
         "\n".join(raw_rows("jobs-%s.raw" % jobs)[:8]))
code, out, err = run("experiment", "mapcolor", *JOBS, "-j", "2", "--shard", "1/2", "--raw", path("jobs-s1.raw"))
code2, out2, err2 = run("experiment", "mapcolor", *JOBS, "-j", "1", "--shard", "2/2", "--raw", path("jobs-s2.raw"))
code3, out3, err3 = run("experiment", "merge", path("jobs-s1.raw"), path("jobs-s2.raw"), "--csv", path("jobs-merged.csv"))
case("-j 2 --shard 1/2 and -j 1 --shard 2/2 merged: the one run's CSV apart from the times (-j is no setting)",
     (code, code2, code3) == (0, 0, 0) and csv_rows(read("jobs-merged.csv")) == csv_rows(read("jobs-1.csv")),
     err + err2 + err3)
for bad in ("0", "-1", "1025", "x", ""):
    error_case("-j %r refused" % bad, ["experiment", "mapcolor", *JOBS, "-j", bad], 2, "-j")
code, out, err = run("experiment", "mapcolor", "--help")
case("--help names -j among the main options", "-j, --jobs=N" in out, out)

# The other sweeps on threads: the raw rows of -j 1, in order, but for their
# time fields (kcell sizes measures times: it runs one at a time).
def raw_without_times(name):
    rows = list(csv.reader(io.StringIO(read(name))))
    header = next(i for i, r in enumerate(rows) if r and r[0] == "run")
    keep = [i for i, c in enumerate(rows[header]) if "time" not in c and "slowest" not in c]
    return rows[:header] + [[r[i] for i in keep] for r in rows[header:]]


BOARD = os.path.join(srcdir, "..", "data", "examples", "wargame", "Keren.txt")
for name, args in (("experiment takestones", ["experiment", "takestones", "--n-min", "8", "--n-max", "11",
                                              "--depth-max", "2", "--openings", "2"]),
                   ("experiment kcell match", ["experiment", "kcell", "match", "--games", "6", "--depth", "6"]),
                   ("wargame --matchups", ["wargame", BOARD, "--matchups", "--minimax-depth", "2",
                                           "--alphabeta-depth", "3"])):
    results = []
    for jobs in ("1", "3"):
        raw_name = "other-%s-%s.raw" % (name.split()[-1], jobs)
        # KCell's match table is for people (translated); its raw rows are compared.
        code, out, err = run(*args, "-j", jobs, "--raw", path(raw_name), people=name == "experiment kcell match")
        results.append((code, raw_without_times(raw_name) if code == 0 else err))
    case("%s -j 3: the raw rows of -j 1, in order, but the times" % name,
         results[0][0] == 0 and results[0] == results[1] and len(results[0][1]) > 5, repr(results)[:2000])

# --list-runs: every run once, in order; the shards split them.
code, out, err = mapcolor("--list-runs")
listed = out.splitlines()
case("--list-runs: %d runs, INDEX KEY in order" % TOTAL,
     code == 0 and len(listed) == TOTAL and listed[0] == "0 N=10 map=1 fc" and listed[1] == "1 N=10 map=1 mac" and
     listed[-1] == "%d N=50 map=4 best" % (TOTAL - 1), out + err)
shares = []
for i in (1, 2, 3):
    code, out, err = mapcolor("--list-runs", "--shard", "%d/3" % i)
    shares.append([int(line.split()[0]) for line in out.splitlines()])
case("--list-runs --shard I/3: the runs whose index is I-1 modulo 3, together all of them",
     all(all(r % 3 == i for r in shares[i]) for i in range(3)) and sorted(sum(shares, [])) == list(range(TOTAL)),
     repr(shares))

# Three shards with --raw, merged: the single run's CSV and table but for the times.
codes = []
for i in (1, 2, 3):
    code, out, err = mapcolor("--shard", "%d/3" % i, "--raw", path("shard-%d.csv" % i))
    codes.append(code)
code, merged_out, err = run("experiment", "merge", path("shard-1.csv"), path("shard-2.csv"), path("shard-3.csv"),
                            "--csv", path("merged.csv"), "--png", path("merged.png"))
case("merge of --shard 1/3, 2/3, 3/3: the single run's CSV apart from the time columns",
     codes == [0, 0, 0] and code == 0 and csv_rows(read("merged.csv")) == single and err == "",
     "exits %r, %d, stderr %s" % (codes, code, err))
case("merge: the single run's table apart from the times",
     table_without_times(merged_out) == table_without_times(single_out), merged_out + "\n---\n" + single_out)
case("merge: draws the plots like the single run", os.path.getsize(path("merged.png")) > 1000)
# The merged experiment's report (issue 32): the table people read is on
# stdout, translated.
code, out, err, facts = report_case("merge --report", ["experiment", "merge", path("shard-1.csv"), path("shard-2.csv"),
                                                        path("shard-3.csv")], None, path("merged.pdf"), people=True)
case("merge --report: the experiment's plots and table",
     facts is not None and "Experiment" in facts["text"] and "Assignments" in facts["text"],
     facts["text"][:2000] if facts else err)
raw = read("shard-2.csv").splitlines()
case("a raw file: its header names the experiment, the settings and the runs; a row per run of the shard",
     raw[0] == "# quandary sweep 1" and raw[1] == "# experiment: mapcolor" and
     raw[2].startswith("# settings: n=10,20,50 instances=4 algorithms=fc,mac,best colors=4 ") and
     raw[3] == "# runs: %d" % TOTAL and raw[4].startswith("run,key,n,instance,algorithm,") and
     len(raw) == 5 + TOTAL // 3 and raw[5].startswith("1,N=10 map=1 mac,10,1,mac,"), "\n".join(raw[:7]))

# Merge refuses what does not belong together, and says what is missing.
code, out, err = run("experiment", "merge", path("shard-1.csv"), path("shard-3.csv"), "--csv", path("part.csv"))
case("merge with a shard missing: exit 1, the missing runs named, the others' table written",
     code == 1 and "12 of 36 runs are missing (runs 1, 4, 7, " in err and os.path.exists(path("part.csv")) and
     "N" in out, err)
error_case("merge of a file with itself: overlapping runs refused",
           ["experiment", "merge", path("shard-1.csv"), path("shard-1.csv")], 1, "shards must not overlap")
code, out, err = run("experiment", "mapcolor", "--n", "10,20,50", "--instances", "4", "--algorithms", "fc,mac,best",
                     "--seed", "7", "--shard", "2/3", "--raw", path("other.csv"))
error_case("merge of shards of different settings refused",
           ["experiment", "merge", path("shard-1.csv"), path("other.csv")], 1, "other settings")
with open(path("junk.csv"), "w") as f:
    f.write("n,algorithm\n10,fc\n")
error_case("merge of a file that is not a raw file: named", ["experiment", "merge", path("junk.csv")], 1,
           "junk.csv: not a raw file")
with open(path("badrow.csv"), "w") as f:
    f.write("\n".join(raw[:5] + ["1,N=10 map=1 mac,10,1,mac,21"]) + "\n")
error_case("a row with too few fields: the file and line named", ["experiment", "merge", path("badrow.csv")], 1,
           "badrow.csv, line 6: 6 fields where the header has 9")
error_case("merge without files: a usage error", ["experiment", "merge"], 2, "name the raw files")
for bad in ("0/3", "4/3", "x", "1/0", "2"):
    error_case("--shard %s refused" % bad, ["experiment", "mapcolor", *SETTINGS, "--shard", bad], 2, "--shard")
error_case("--resume of other settings refused", ["experiment", "mapcolor", "--n", "10", "--instances", "4",
                                                   "--algorithms", "fc,mac,best", "--resume", path("shard-1.csv")],
           1, "--resume takes a raw file of the same experiment and settings")

# One rule for raw files (issue 34): a run appears once, for --resume as for
# merge; the messages say where.
dup = raw[:5] + raw[5:7] + [raw[5]] + raw[7:]
with open(path("dup.csv"), "w") as f:
    f.write("\n".join(dup) + "\n")
code, out, err = mapcolor("--shard", "1/3", "--resume", path("dup.csv"))
case("--resume of a raw file holding a run twice: refused, both lines named, no table",
     code == 1 and "dup.csv, line 8: run 1 is already at line 6: a run appears once in a raw file" in err and
     out == "", "exit %d: %s" % (code, err))
error_case("merge of a raw file holding a run twice: the same message",
           ["experiment", "merge", path("dup.csv")], 1, "dup.csv, line 8: run 1 is already at line 6")
error_case("merge of a file with itself: both lines named",
           ["experiment", "merge", path("shard-1.csv"), path("shard-1.csv")], 1,
           "is in %s (line 6) and in %s (line 6)" % (path("shard-1.csv"), path("shard-1.csv")))
error_case("merge of shards of other settings: what differs, not two long lines alike",
           ["experiment", "merge", path("shard-1.csv"), path("other.csv")], 1, "(“seed=0” against “seed=7”)")
with open(path("morerums.csv"), "w") as f:
    f.write("\n".join(raw[:3] + ["# runs: %d" % (TOTAL + 1)] + raw[4:6]) + "\n")
error_case("merge of shards that differ in their run count only: the counts named",
           ["experiment", "merge", path("shard-1.csv"), path("morerums.csv")], 1,
           "(%d runs against %d)" % (TOTAL, TOTAL + 1))
fields = raw[5].split(",")
fields[8] = "soon"
with open(path("badfield.csv"), "w") as f:
    f.write("\n".join(raw[:5] + [",".join(fields)]) + "\n")
error_case("a row with a bad field: its line, its column and its value named",
           ["experiment", "merge", path("badfield.csv")], 1,
           "badfield.csv: line 6, column time_us: “soon” is not what run 1 (N=10 map=1 mac) of these settings has")

# An output over its own input is refused before any work (issue 34).
over_input_cases("experiment merge --csv", path("shard-1.csv"),
                 lambda i, o: ["experiment", "merge", i, path("shard-2.csv"), path("shard-3.csv"), "--csv", o])
over_input_cases("experiment mapcolor --csv over --resume", path("shard-1.csv"),
                 lambda i, o: ["experiment", "mapcolor", *SETTINGS, "--shard", "1/3", "--resume", i, "--csv", o])

if os.path.exists("/dev/full"):
    error_case("--raw on a full disk: the error named, exit 1",
               ["experiment", "mapcolor", "--n", "10", "--instances", "2", "--algorithms", "fc", "--raw", "/dev/full"],
               1, "/dev/full: No space left on device")

# A shard killed mid-run (what a kill leaves: finished rows and a line cut
# short) and resumed: the same merged result.
lines = read("shard-1.csv").splitlines(True)
with open(path("killed.csv"), "w") as f:
    f.write("".join(lines[:5 + 4]) + lines[9][:12])
code, out, err = mapcolor("--shard", "1/3", "--resume", path("killed.csv"))
resumed = read("killed.csv").splitlines()
code2, out2, err2 = run("experiment", "merge", path("killed.csv"), path("shard-2.csv"), path("shard-3.csv"),
                        "--csv", path("merged-resumed.csv"))
case("a shard cut short and resumed: its runs done once each, the merge equal to the single run",
     code == 0 and code2 == 0 and len(resumed) == 5 + TOTAL // 3 and
     sorted(int(l.split(",")[0]) for l in resumed[5:]) == list(range(0, TOTAL, 3)) and
     csv_rows(read("merged-resumed.csv")) == single, "exits %d %d: %s %s" % (code, code2, err, err2))

# A real kill: the whole experiment in one process, killed once some rows
# are written, then resumed (if it ended before the kill, nothing is left).
# Algorithms that are never capped, so that it stays a few seconds under
# the sanitizers.
clean("kill.csv")
p = subprocess.Popen([cli, "experiment", "mapcolor", "--n", "10,20,50,3000", "--instances", "4", "--algorithms",
                      "fc+restarts,mac+restarts,best", "--raw", path("kill.csv")], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
deadline = time.time() + 300
while time.time() < deadline and p.poll() is None:
    if os.path.exists(path("kill.csv")) and read("kill.csv").count("\n") >= 5 + 37:
        break
    time.sleep(0.02)
p.send_signal(signal.SIGKILL)
p.wait()
code, out, err = run("experiment", "mapcolor", "--n", "10,20,50,3000", "--instances", "4", "--algorithms",
                     "fc+restarts,mac+restarts,best", "--resume", path("kill.csv"), "--csv", path("kill-resumed.csv"), timeout=600)
code2, out2, err2 = run("experiment", "mapcolor", "--n", "10,20,50,3000", "--instances", "4", "--algorithms",
                        "fc+restarts,mac+restarts,best", "--csv", path("kill-single.csv"), timeout=600)
code3, out3, err3 = run("experiment", "merge", path("kill.csv"), "--csv", path("kill-merged.csv"))
case("a process killed with SIGKILL and resumed: its table, and the merge of its raw file, equal the single run's",
     code == 0 and code2 == 0 and code3 == 0 and
     csv_rows(read("kill-resumed.csv")) == csv_rows(read("kill-single.csv")) ==
     csv_rows(read("kill-merged.csv")), "exits %d %d %d: %s %s" % (code, code2, code3, err, err3))

# The README's recipe with GNU parallel, 4 shards on this machine.
clean("par-*.csv")
settings = " ".join(SETTINGS)
cmd = ("parallel -j 2 %s experiment mapcolor %s --shard {}/4 --raw %s/par-{}.csv '>' /dev/null ::: 1 2 3 4 && "
       "%s experiment merge %s/par-*.csv --csv %s/par-merged.csv > /dev/null" %
       (cli, settings, workdir, cli, workdir, workdir))
p = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, timeout=300)
case("GNU parallel on 4 shards, then merge: the single run's CSV but for the times",
     p.returncode == 0 and csv_rows(read("par-merged.csv")) == single, p.stdout + p.stderr)

# The Slurm array script's body, for each task of --array=1-4, then the merge script.
slurm = path("slurm")
shutil.rmtree(slurm, ignore_errors=True)
os.makedirs(slurm)
env = dict(os.environ, QUANDARY_CLI=os.path.abspath(cli), QUANDARY_EXPERIMENT="mapcolor " + settings, SLURM_ARRAY_TASK_COUNT="4")
ok = True
detail = ""
for task in (1, 2, 3, 4):
    env["SLURM_ARRAY_TASK_ID"] = str(task)
    p = subprocess.run(["bash", os.path.join(SWEEPS, "slurm-sweep.sh")], cwd=slurm, env=env, capture_output=True,
                       text=True, timeout=300)
    ok = ok and p.returncode == 0
    detail += p.stderr
p = subprocess.run(["bash", os.path.join(SWEEPS, "slurm-merge.sh")], cwd=slurm, env=env, capture_output=True,
                   text=True, timeout=300)
with open(os.path.join(slurm, "results.csv"), encoding="utf-8") as f:
    merged = csv_rows(f.read()) if p.returncode == 0 else None
case("the Slurm array script's body for tasks 1-4, then the merge script: the single run's CSV but for the times",
     ok and p.returncode == 0 and merged == single and os.path.getsize(os.path.join(slurm, "results.png")) > 1000,
     detail + p.stderr)
# A requeued task resumes its own raw file: nothing is done twice.
env["SLURM_ARRAY_TASK_ID"] = "2"
before = open(os.path.join(slurm, "raw", "shard-2.csv")).read()
p = subprocess.run(["bash", os.path.join(SWEEPS, "slurm-sweep.sh")], cwd=slurm, env=env, capture_output=True,
                   text=True, timeout=300)
case("a requeued Slurm task finds its runs done and adds none",
     p.returncode == 0 and open(os.path.join(slurm, "raw", "shard-2.csv")).read() == before, p.stderr)

finish()
