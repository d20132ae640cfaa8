#!/usr/bin/env python3
"""CLI tests of `quandary-cli experiment localsearch` (issue 65), TAP output:
the CSV columns of data/FORMATS.md, sharded runs merged equal to one run,
the histogram's counts, the TSP's "solved" against an optimum found here by
an exact dynamic programme over the tours, the usage errors.  No timing is asserted (the
`ms` column is left out of every comparison).
Usage: test-cli-localsearch.py CLI SRCDIR WORKDIR
"""
import itertools
import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

COLUMNS = "algorithm,instances,solved,solved_pct,steps_solved,steps_failed,restarts,ms"
EXPERIMENT = ("experiment", "localsearch")
QUEENS = EXPERIMENT + ("--problem", "queens")


def path(name):
    return os.path.join(workdir, name)


def read_csv(name):
    """{algorithm: [fields]} and the header, or ({}, None)."""
    if not os.path.exists(path(name)):
        return {}, None
    lines = open(path(name), encoding="utf-8").read().splitlines()
    return {line.split(",")[0]: line.split(",") for line in lines[1:]}, lines[0] if lines else None


def without_time(rows):
    return {name: fields[:7] for name, fields in rows.items()}


def read_raw(name):
    """The raw file's rows as dicts (its # lines skipped)."""
    lines = [line for line in open(path(name), encoding="utf-8").read().splitlines() if not line.startswith("#")]
    header = lines[0].split(",")
    return [dict(zip(header, line.split(","))) for line in lines[1:] if line]


# --- The CSV's columns and figures (queens) --------------------------------

code, out, err = run(*EXPERIMENT, "--problem", "queens", "--n", "8", "--instances", "400", "--seed", "4",
                     "--algorithms", "steepest,sideways,restart", "--csv", path("queens.csv"),
                     "--histogram", path("queens-hist.csv"), people=True, people_files=(path("queens.csv"),))
rows, header = read_csv("queens.csv")
ok = code == 0 and header == COLUMNS and list(rows) == ["steepest", "sideways", "restart"]
for name, f in rows.items():
    instances, solved = int(f[1]), int(f[2])
    ok = ok and instances == 400 and 0 <= solved <= 400 and abs(float(f[3]) - 100 * solved / 400) < 0.006
ok = ok and rows["restart"][2] == "400" and float(rows["restart"][6]) > 0 and 0 < int(rows["steepest"][2]) < 400
ok = ok and int(rows["steepest"][2]) < int(rows["sideways"][2])
case("localsearch --csv: the columns of data/FORMATS.md, solved_pct = 100 solved / instances", ok,
     "exit %d\n%s%s\n%s" % (code, out, err, rows))
case("localsearch: the line above the table says what solved means", code == 0 and "h = 0" in out.split("\n")[0],
     out)

# --- The histogram: its counts sum to the solved runs, its mean is steps_solved.

hist = {}
if os.path.exists(path("queens-hist.csv")):
    lines = open(path("queens-hist.csv"), encoding="utf-8").read().splitlines()
    ok = lines[0] == "algorithm,steps,count"
    for line in lines[1:]:
        name, steps, count = line.split(",")
        hist.setdefault(name, []).append((int(steps), int(count)))
else:
    ok = False
for name, f in rows.items():
    pairs = hist.get(name, [])
    total = sum(c for _, c in pairs)
    mean = sum(s * c for s, c in pairs) / total if total else 0
    ok = ok and total == int(f[2]) and abs(mean - float(f[4])) < 0.006 and all(c > 0 for _, c in pairs)
    ok = ok and [s for s, _ in pairs] == sorted({s for s, _ in pairs})
case("localsearch --histogram: per algorithm the counts sum to the solved runs, their mean is steps_solved", ok,
     "%s\n%s" % (hist, rows))

# --- Sharded runs merged: the same table as one run --------------------------


def shard_case(name, args):
    code, out, err = run(*EXPERIMENT, *args, "--csv", path(name + "-full.csv"), people=True,
                         people_files=(path(name + "-full.csv"),))
    full, _ = read_csv(name + "-full.csv")
    raws = []
    for i in (1, 2, 3):
        raw = path("%s-%d.raw" % (name, i))
        if os.path.exists(raw):
            os.remove(raw)
        c, o, e = run(*EXPERIMENT, *args, "--shard", "%d/3" % i, "--raw", raw, people=True, people_files=(raw,))
        code = code or c
        raws.append(raw)
    c, o, e = run("experiment", "merge", *raws, "--csv", path(name + "-merged.csv"), people=True,
                  people_files=(path(name + "-merged.csv"),))
    merged, _ = read_csv(name + "-merged.csv")
    ok = code == 0 and c == 0 and full and without_time(full) == without_time(merged)
    case("localsearch %s: 3 shards merged give the table of one run (ms aside)" % name, ok,
         "exit %d/%d\n%s\n%s\n%s" % (code, c, full, merged, e))
    return raws


shard_case("queens", ["--problem", "queens", "--n", "8", "--instances", "90", "--seed", "11", "--algorithms",
                      "steepest,first-choice,restart-sideways", "--sideways-sweep", "0,3,10"])
# 15 cities: no optimum computed; the best known is the best tour of the instance's run.
tsp_raws = shard_case("tsp", ["--problem", "tsp", "--cities", "15", "--instances", "30", "--seed", "5",
                              "--algorithms", "steepest,stochastic,restart", "--tolerance", "1"])
rows = [r for raw in tsp_raws if os.path.exists(raw) for r in read_raw(raw)]
ok = len(rows) == 30 and all(r["best"] == "-" for r in rows)
case("localsearch --problem tsp --cities 15: no optimum in the raw rows (best -)", ok, str(rows[:2]))

# --resume: a shard's raw file finished by a second run gives the table of one run.
args = ["--problem", "queens", "--instances", "40", "--seed", "8", "--algorithms", "steepest,restart"]
resume = path("resume.raw")
if os.path.exists(resume):
    os.remove(resume)
code, out, err = run(*EXPERIMENT, *args, "--csv", path("resume-full.csv"), people=True,
                     people_files=(path("resume-full.csv"),))
c1, _, e1 = run(*EXPERIMENT, *args, "--shard", "1/2", "--raw", resume, people=True, people_files=(resume,))
c2, _, e2 = run(*EXPERIMENT, *args, "--resume", resume, "--csv", path("resume.csv"), people=True,
                people_files=(resume, path("resume.csv")))
full, _ = read_csv("resume-full.csv")
resumed, _ = read_csv("resume.csv")
runs = sorted(int(r["run"]) for r in read_raw("resume.raw")) if os.path.exists(resume) else []
case("localsearch --resume: the shard's instances kept, the others run, the table of one run", code == 0
     and c1 == 0 and c2 == 0 and full and without_time(full) == without_time(resumed) and runs == list(range(40)),
     "%s\n%s\n%s%s" % (full, resumed, e1, e2))

# --list-runs: one line per instance, INDEX instance=I.
code, out, err = run(*EXPERIMENT, "--problem", "queens", "--instances", "5", "--list-runs", "--shard", "2/2")
case("localsearch --list-runs --shard 2/2: the odd indexes", code == 0 and out == "1 instance=2\n3 instance=4\n",
     "exit %d\n%r%s" % (code, out, err))

# --- TSP: solved against the optimum (exact, worked out here) ----------------

rng = random.Random(65)
cities = [(round(rng.uniform(0, 100), 2), round(rng.uniform(0, 100), 2)) for _ in range(10)]
tsp_file = tmpfile("ten.tsp", "".join("C%d %.2f %.2f\n" % (i + 1, x, y) for i, (x, y) in enumerate(cities)).encode())


def tour_length(tour):
    return sum(math.dist(cities[tour[k]], cities[tour[(k + 1) % len(tour)]]) for k in range(len(tour)))


def held_karp():
    """The shortest tour's length, exactly (Held and Karp's dynamic programme
    over subsets: the same optimum as trying all 9! tours, in 2^9 × 9² steps)."""
    n = len(cities)
    d = [[math.dist(a, b) for b in cities] for a in cities]
    best = {(1 << j, j): d[0][j] for j in range(1, n)}   # from city 0 through the set, ending at j
    for size in range(2, n):
        for subset in itertools.combinations(range(1, n), size):
            bits = sum(1 << j for j in subset)
            for j in subset:
                rest = bits & ~(1 << j)
                best[bits, j] = min(best[rest, i] + d[i][j] for i in subset if i != j)
    full = (1 << n) - 2
    return min(best[full, j] + d[j][0] for j in range(1, n))


optimum = held_karp()
for tolerance in ("0", "3"):
    raw, csv = path("ten-%s.raw" % tolerance), "ten-%s.csv" % tolerance
    if os.path.exists(raw):
        os.remove(raw)
    code, out, err = run(*EXPERIMENT, "--problem", "tsp", "--file", tsp_file, "--instances", "60", "--seed", "3",
                         "--algorithms", "steepest,first-choice,stochastic", "--tolerance", tolerance,
                         "--raw", raw, "--csv", path(csv), people=True, people_files=(raw, path(csv)))
    table, _ = read_csv(csv)
    runs = read_raw(raw) if os.path.exists(raw) else []
    limit = optimum * (1 + float(tolerance) / 100) + 1e-6
    ok = code == 0 and len(runs) == 60 and all(abs(float(r["best"]) - optimum) < 1e-6 for r in runs)
    counts = [sum(1 for r in runs if float(r["value_%d" % a]) <= limit) for a in (1, 2, 3)]
    ok = ok and [int(table[n][2]) for n in ("steepest", "first-choice", "stochastic")] == counts
    ok = ok and all(float(r["value_%d" % a]) >= optimum - 1e-6 for r in runs for a in (1, 2, 3))
    case("localsearch --problem tsp --tolerance %s: best is the exact optimum %.4f, solved = the tours "
         "within %s%% of it" % (tolerance, optimum, tolerance), ok,
         "exit %d\n%s%s\ncounts %s\n%s" % (code, out, err, counts, table))
    case("localsearch --problem tsp: the line above the table names the optimum and the tolerance",
         code == 0 and "Held" in out.split("\n")[0] and tolerance + "%" in out.split("\n")[0], out)

# --- Pictures and the report --------------------------------------------------

for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
    picture = path("localsearch." + fmt)
    if os.path.exists(picture):
        os.remove(picture)
    code, _, err = run(*QUEENS, "--instances", "50", "--sideways-sweep", "0,5,50", "--" + fmt, picture,
                       people=True)
    ok = code == 0 and os.path.exists(picture) and open(picture, "rb").read(5).startswith(magic)
    case("localsearch --%s writes a %s file" % (fmt, fmt.upper()), ok, err)
report_case("localsearch --report", [*QUEENS, "--instances", "50", "--sideways-sweep", "0,10"], None,
            path("localsearch.pdf"), first_line=False, people=True)

# --- Ctrl-C: the instances done are in the table and the raw file, exit status 130 ---

stopped_raw = path("stopped.raw")
if os.path.exists(stopped_raw):
    os.remove(stopped_raw)
code, out, err, seconds = interrupted([*QUEENS, "--instances", "1000000", "--algorithms", "genetic", "-j", "1",
                                       "--raw", stopped_raw])
rows = [line for line in out.splitlines() if line.startswith("genetic ")]
done = int(rows[0].split()[1]) if rows else -1
kept = len(read_raw("stopped.raw")) if os.path.exists(stopped_raw) else -2
case("localsearch, Ctrl-C: exit 130, the table and the raw file hold the same instances done", code == 130
     and 0 <= done < 1000000 and done == kept and "stopped" in err, "exit %d, %d rows, %d raw\n%s%s" % (
         code, done, kept, out, err))

# --- Usage errors ---------------------------------------------------------------

error_case("localsearch without --problem: refused, the problems named", [*EXPERIMENT], 2, "queens")
error_case("localsearch --problem chess: refused", [*EXPERIMENT, "--problem", "chess"], 2, "chess")
error_case("localsearch --problem kcell (no local search): refused", [*EXPERIMENT, "--problem", "kcell"], 2, "kcell")
error_case("localsearch --algorithms steepest,nope: refused", [*QUEENS, "--algorithms", "steepest,nope"], 2,
           "nope")
error_case("localsearch --problem tsp --algorithms genetic-x: refused",
           [*EXPERIMENT, "--problem", "tsp", "--algorithms", "genetic-x"], 2, "genetic-x")
error_case("localsearch --n 3: refused", [*QUEENS, "--n", "3"], 2, "--n")
# Every run bounded (issue 74): an algorithm whose step examines more than
# 10^8 moves (steepest ascent on N > 10,000 queens: N(N − 1) moves) or whose
# states take more than 512 MiB is refused before any instance runs.
error_case("localsearch --n 1000000 (steepest ascent by default): refused with the count and the limit",
           [*QUEENS, "--n", "1000000"], 2,
           "--algorithms: steepest on n 1000000: steepest ascent examines N × (N − 1) = %d moves per step"
           % (1000000 * 999999))
error_case("localsearch --n 20000 --sideways-sweep: steepest ascent refused",
           [*QUEENS, "--n", "20000", "--algorithms", "first-choice", "--sideways-sweep", "0,1"], 2,
           "--sideways-sweep: steepest on n 20000")
error_case("localsearch --n 1000000 --algorithms genetic: the population refused with 512 MiB",
           [*QUEENS, "--n", "1000000", "--algorithms", "genetic"], 2, "over the limit of 512 MiB")
error_case("localsearch --problem tsp --n 8: refused", [*EXPERIMENT, "--problem", "tsp", "--n", "8"], 2, "--n")
error_case("localsearch --cities on queens: refused", [*QUEENS, "--cities", "8"], 2, "--cities")
error_case("localsearch --tolerance on queens: refused", [*QUEENS, "--tolerance", "1"], 2, "--tolerance")
error_case("localsearch --file on queens: refused", [*QUEENS, "--file", "x.queens"], 2, "--file")
error_case("localsearch --instances 0: refused", [*QUEENS, "--instances", "0"], 2, "--instances")
error_case("localsearch --sideways-sweep 1,x: refused", [*QUEENS, "--sideways-sweep", "1,x"], 2, "“x”")
error_case("localsearch --tolerance -1: refused", [*EXPERIMENT, "--problem", "tsp", "--tolerance", "-1"], 2,
           "--tolerance")
error_case("localsearch --cities with --file: refused",
           [*EXPERIMENT, "--problem", "tsp", "--file", tsp_file, "--cities", "10"], 2, "--file")
error_case("localsearch --file missing: named", [*EXPERIMENT, "--problem", "tsp", "--file", path("none.tsp")], 1,
           "none.tsp")

finish()
