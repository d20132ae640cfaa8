"""Benchmark `bayes` (issue 94): the same queries on every bnlearn network
pgmpy ships (pgmpy/utils/example_models/*.bif.gz, asia to munin), answered
by `quandary-cli bayes NET --queries FILE` and by pgmpy's variable
elimination, each in one process (neither pays a start per query; each
side's reading of the network is timed apart and shown apart), side by side:
time per query, the ratio, and whether the answers agree to 1e-6.

The queries: for each network, QUERIES (default 20) evidence sets drawn from
a seeded forward sample of the network (so P(e) > 0), 2 to 8 variables, every
other one on leaves only (pruning then keeps most of the network), the query
another variable; munin1 also gets the research notes' hard query (§8: 20
leaves observed, the root asked), which pgmpy did not answer in 240 s.

pgmpy: its public source, not installed: QD_PGMPY_DIR (default
/tmp/issue94/pgmpy-0.1.23) holds `git archive v0.1.23` of github.com/pgmpy/pgmpy
(commit b9e7b2f4), QD_OPT_EINSUM_DIR (default /tmp/issue94/oe) `git archive
v3.3.0` of github.com/dgasmith/opt_einsum, run by QD_PGMPY_PYTHON (default
/usr/bin/python3, with Debian's python3-numpy, -scipy, -pandas, -networkx,
-statsmodels, -sklearn, -tqdm, -joblib).  Without them the benchmark says how
to get them and is skipped (exit 77).  A pgmpy query that gives no answer in
QD_BENCH_BAYES_TIMEOUT seconds (default 60), or runs out of its 6 GB of
address space, is reported as such and the next one asked in a new process.
QD_BENCH_BAYES_NETWORKS=asia,alarm,… runs some only; QD_BENCH_BAYES_DETAIL=1 prints
each query's time on both sides before its network's line.  No timing is asserted:
the table is the result.

Usage: bench-bayes.py QUANDARY_CLI SOURCE_ROOT"""
import gzip
import os
import random
import re
import resource
import select
import subprocess
import sys
import tempfile
import time

cli = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
PGMPY = os.environ.get("QD_PGMPY_DIR", "/tmp/issue94/pgmpy-0.1.23")
EINSUM = os.environ.get("QD_OPT_EINSUM_DIR", "/tmp/issue94/oe")
PYTHON = os.environ.get("QD_PGMPY_PYTHON", "/usr/bin/python3")
TIMEOUT = float(os.environ.get("QD_BENCH_BAYES_TIMEOUT", "60"))
N_QUERIES = int(os.environ.get("QD_BENCH_BAYES_QUERIES", "20"))
MODELS = os.path.join(PGMPY, "pgmpy", "utils", "example_models")
DETAIL = os.environ.get("QD_BENCH_BAYES_DETAIL", "") not in ("", "0")
TOLERANCE = 1e-6
# Research notes §8: munin1, 20 of its 31 leaves observed, the root asked.
MUNIN1_HARD = ("R_LNLLP_APB_MUDENS | R_MED_LAT_WA=MS2_7, R_APB_QUAL_MUPPOLY=NORMAL, R_APB_SF_DENSITY=__2SD, "
               "R_APB_MVA_AMP=NORMAL, R_MED_AMP_WA=MV4, R_APB_TA_CONCL=NORMAL, R_APB_QUAL_MUPAMP=NORMAL, "
               "R_APB_MUSCLE_VOL=NORMAL, R_MEDD2_CV_EW=M_S64, R_APB_REPSTIM_DECR=NO, R_MEDD2_CV_WD=M_S64, "
               "R_APB_QUAN_MUPAMP=UV540, R_APB_REPSTIM_FACILI=NO, DIFFN_M_SEV_PROX=NO, R_APB_SF_JITTER=NORMAL, "
               "R_MEDD2_AMP_WD=UV40_0, R_MEDD2_AMPR_EW=R0_5, R_APB_REPSTIM_POST_DECR=NO, R_APB_QUAL_MUPDUR=NORMAL, "
               "R_APB_REPSTIM_CMAPAMP=MV11_3")


def skip_without_pgmpy():
    if os.path.isdir(os.path.join(PGMPY, "pgmpy")) and os.path.isdir(os.path.join(EINSUM, "opt_einsum")) \
            and os.access(PYTHON, os.X_OK):
        return
    print("bench bayes: skipped, pgmpy is not here.  To run it beside pgmpy 0.1.23:\n"
          "  git clone https://github.com/pgmpy/pgmpy && git -C pgmpy archive v0.1.23 | tar -x -C %s\n"
          "  git clone https://github.com/dgasmith/opt_einsum && git -C opt_einsum archive v3.3.0 | tar -x -C %s\n"
          "  apt-get install python3-numpy python3-scipy python3-pandas python3-networkx python3-statsmodels \\\n"
          "    python3-sklearn python3-tqdm python3-joblib\n"
          "or set QD_PGMPY_DIR, QD_OPT_EINSUM_DIR and QD_PGMPY_PYTHON." % (PGMPY, EINSUM))
    sys.exit(77)


# ------------------------------------------------------------ the network, for drawing evidence

def read_bif(text):
    """{var: states}, {var: (parents, {parent states: probabilities})} of a bnlearn BIF."""
    states = {m.group(1): re.split(r"[\s,]+", m.group(2).strip())
              for m in re.finditer(r"variable\s+(\S+)\s*\{\s*type\s+discrete\s*\[\s*\d+\s*\]\s*\{([^}]*)\}", text)}
    tables = {}
    for m in re.finditer(r"probability\s*\(\s*([^)]*)\)\s*\{([^}]*)\}", text):
        head = [w for w in re.split(r"[\s,|]+", m.group(1)) if w]
        child, parents, rows = head[0], head[1:], {}
        for row in m.group(2).split(";"):
            row = row.strip()
            if row.startswith("table"):
                rows[()] = [float(x) for x in re.split(r"[\s,]+", row[5:].strip())]
            elif row.startswith("("):
                key, _, values = row[1:].partition(")")
                rows[tuple(w for w in re.split(r"[\s,]+", key) if w)] = [float(x) for x in
                                                                        re.split(r"[\s,]+", values.strip())]
        tables[child] = (parents, rows)
    return states, tables


def forward_sample(states, tables, rng):
    sample = {}
    while len(sample) < len(states):
        for v, (parents, rows) in tables.items():
            if v not in sample and all(p in sample for p in parents):
                weights = rows[tuple(sample[p] for p in parents)]
                sample[v] = states[v][rng.choices(range(len(weights)), weights=weights)[0]]
    return sample


def make_queries(name, text):
    states, tables = read_bif(text)
    names = sorted(states)
    parents_of = {p for ps, _ in tables.values() for p in ps}
    leaves = [v for v in names if v not in parents_of]
    rng = random.Random("bench-bayes-" + name)
    queries = []
    for i in range(N_QUERIES):
        sample = forward_sample(states, tables, rng)
        pool = leaves if i % 2 == 1 and len(leaves) > 8 else names
        observed = rng.sample(pool, min(2 + i % 7, len(pool) - 1))
        query = rng.choice([v for v in names if v not in observed])
        queries.append("%s | %s" % (query, ", ".join("%s=%s" % (v, sample[v]) for v in observed)))
    if name == "munin1":
        queries.append(MUNIN1_HARD)
    return queries, len(states)


# ------------------------------------------------------------ the two sides

def run_quandary(net, queries_file, n):
    """({index: {state: p}}, {index: error}, load ms, {index: ms}, wall s)."""
    start = time.perf_counter()
    p = subprocess.run([cli, "bayes", net, "--queries", queries_file, "--stats"], capture_output=True, text=True)
    wall = time.perf_counter() - start
    answers, errors = {}, {}
    for i, block in enumerate(b for b in p.stdout.split("\n\n") if b.strip()):
        lines = block.strip().split("\n")[1:]
        if lines and lines[0].startswith("error: "):
            errors[i] = lines[0][7:]
        else:
            answers[i] = {l.split()[0]: float(l.split()[1]) for l in lines if not l.startswith("P(evidence)")}
    load = float(re.search(r"^load-ms (\S+)", p.stderr, re.M).group(1)) if "load-ms" in p.stderr else float("nan")
    times = {int(m.group(1)): float(m.group(2)) for m in re.finditer(r"^query (\d+) time-ms (\S+)", p.stderr, re.M)}
    if p.returncode not in (0, 1) or (p.returncode == 1 and not errors):
        for i in range(n):
            errors.setdefault(i, "exit %d: %s" % (p.returncode, p.stderr.strip()[-200:]))
    return answers, errors, load, times, wall


def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (6 << 30, 6 << 30))


def start_pgmpy(net, queries_file, skip):
    env = dict(os.environ, PYTHONPATH=PGMPY + os.pathsep + EINSUM)
    return subprocess.Popen([PYTHON, os.path.join(here, "bench-bayes-pgmpy.py"), net, queries_file, str(skip)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            preexec_fn=limit_memory)


def read_line(proc, seconds):
    """The worker's next line, or None when it gives none in SECONDS or ends."""
    ready, _, _ = select.select([proc.stdout], [], [], seconds)
    return proc.stdout.readline() if ready else None


def run_pgmpy(net, queries_file, n):
    """({index: {state: p}}, {index: why not}, first load ms, {index: ms})."""
    answers, failures, times, loads = {}, {}, {}, []
    i = 0
    while i < n:
        proc = start_pgmpy(net, queries_file, i)
        line = read_line(proc, 1800)
        if not line or not line.startswith("load-ms "):
            proc.kill()
            failures.update({j: "pgmpy could not read it" for j in range(i, n)})
            break
        loads.append(float(line.split()[1]))
        while i < n:
            line = read_line(proc, TIMEOUT)
            if not line:
                proc.kill()
                proc.wait()
                err = proc.stderr.read()
                failures[i] = ("out of memory (6 GB)" if "MemoryError" in err else
                               "no answer in %g s" % TIMEOUT if proc.returncode and proc.returncode < 0 else
                               "failed: " + (err.strip().split("\n") or [""])[-1][:80])
                i += 1
                break
            words = line.split()
            times[i] = float(words[2])
            answers[i] = dict(w.split("=", 1) for w in words[3:])
            answers[i] = {s: float(p) for s, p in answers[i].items()}
            i += 1
        else:
            proc.kill()
            proc.wait()
    return answers, failures, loads[0] if loads else float("nan"), times


# ------------------------------------------------------------ the table

def compare(ours, theirs):
    """The largest difference of the queries both answered, and how many disagree past 1e-6."""
    worst, bad = 0.0, 0
    for i in set(ours) & set(theirs):
        d = max(abs(ours[i].get(s, float("inf")) - p) for s, p in theirs[i].items())
        worst = max(worst, d)
        bad += d > TOLERANCE
    return worst, bad


def bench(name, workdir):
    text = gzip.open(os.path.join(MODELS, name + ".bif.gz"), "rt").read()
    net = os.path.join(workdir, name + ".bif")
    with open(net, "w") as f:
        f.write(text)
    queries, n_nodes = make_queries(name, text)
    queries_file = os.path.join(workdir, name + "-queries.txt")
    with open(queries_file, "w") as f:
        f.write("\n".join(queries) + "\n")
    ours, our_errors, our_load, our_times, wall = run_quandary(net, queries_file, len(queries))
    theirs, their_failures, their_load, their_times = run_pgmpy(net, queries_file, len(queries))
    both = sorted(set(our_times) & set(their_times) & set(ours) & set(theirs))
    q_ms = sum(our_times[i] for i in both) / len(both) if both else float("nan")
    p_ms = sum(their_times[i] for i in both) / len(both) if both else float("nan")
    worst, bad = compare(ours, theirs)
    notes = ["%d: %s" % (i, w) for i, w in sorted(our_errors.items())]
    notes += ["pgmpy %d: %s" % (i, w) for i, w in sorted(their_failures.items())]
    for i in sorted(set(ours) - set(theirs)):
        notes.append("%d answered by Quandary only (%.1f ms)" % (i, our_times.get(i, float("nan"))))
    for i in sorted(set(theirs) - set(ours)):
        notes.append("%d answered by pgmpy only (%.1f ms)" % (i, their_times.get(i, float("nan"))))
    if DETAIL:
        for i in range(len(queries)):
            print("  %-11s query %2d  quandary %10.3f ms  pgmpy %10.3f ms  %s" % (
                name, i, our_times.get(i, float("nan")), their_times.get(i, float("nan")), queries[i][:90]))
    print("%-11s %5d %3d/%-3d %9.1f %10.3f %9.1f %10.3f %8.1f  %3d/%-3d %8.1e  %s" % (
        name, n_nodes, len(ours), len(queries), our_load, q_ms, their_load, p_ms, p_ms / q_ms if q_ms > 0 else 0,
        len(both) - bad, len(both), worst, "; ".join(notes)), flush=True)


def main():
    skip_without_pgmpy()
    wanted = [n for n in os.environ.get("QD_BENCH_BAYES_NETWORKS", "").split(",") if n]
    names = sorted((f[:-7] for f in os.listdir(MODELS) if f.endswith(".bif.gz")),
                   key=lambda n: os.path.getsize(os.path.join(MODELS, n + ".bif.gz")))
    names = [n for n in names if not wanted or n in wanted]
    print("bench bayes: %d queries a network, evidence from a seeded forward sample; pgmpy 0.1.23 "
          "VariableElimination (greedy einsum, pruning), no answer after %g s; loads and times per query in ms, "
          "ratio = pgmpy's time per query / Quandary's, over the queries both answered"
          % (N_QUERIES, TIMEOUT))
    print("%-11s %5s %7s %9s %10s %9s %10s %8s  %7s %8s  %s" % (
        "network", "nodes", "answers", "qd-load", "qd-ms/q", "pg-load", "pg-ms/q", "ratio", "agree", "max-diff",
        "notes"))
    with tempfile.TemporaryDirectory(prefix="bench-bayes-") as workdir:
        for name in names:
            bench(name, workdir)


if __name__ == "__main__":
    main()
