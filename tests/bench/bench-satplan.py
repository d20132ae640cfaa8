#!/usr/bin/env python3
"""SATPlan on the IPC tasks of tests/plan/ipc/ (issue 96): for each task of
unit cost (no :action-costs; SATPlan counts actions), `quandary-cli plan
--algorithm satplan` beside `--algorithm astar --heuristic lmcut` (the
default), each with a time limit.  Printed, a line a task: Fast Downward's
optimal cost (optimal-costs.tsv), SATPlan's plan length, its last horizon's
variables and clauses, the conflicts of that horizon, its total time, then
A*'s cost and time.  A length that is not the optimum, or a plan that
--check refuses, is marked WRONG (and the exit status is 1).

Usage: bench-satplan.py CLI SRCDIR [--limit S] [--domains A,B]
"""
import argparse
import importlib.util
import os
import re
import subprocess
import sys
import tempfile
import time

HORIZON = re.compile(r"^; horizon (\d+): (\d+) variables, (\d+) clauses, (\w+), (\d+) conflicts")


def run(cli, args, limit):
    start = time.monotonic()
    p = subprocess.run([cli, "plan"] + args + ["--time-limit", str(limit)], capture_output=True, text=True,
                       env=dict(os.environ, LC_ALL="C", LANGUAGE=""), timeout=limit * 2 + 30)
    return p, time.monotonic() - start


def checked(cli, domain, task, out):
    with tempfile.NamedTemporaryFile("w", suffix=".plan", delete=False) as f:
        f.write(out)
    try:
        p = subprocess.run([cli, "plan", domain, task, "--check", f.name], capture_output=True, text=True)
        return p.returncode == 0
    finally:
        os.unlink(f.name)


def has_costs(domain):
    with open(domain, encoding="utf-8") as f:
        return ":action-costs" in f.read().lower()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cli")
    ap.add_argument("srcdir")
    ap.add_argument("--limit", type=float, default=60)
    ap.add_argument("--domains", default="")
    a = ap.parse_args()
    ipc = os.path.join(a.srcdir, "tests", "plan", "ipc")
    spec = importlib.util.spec_from_file_location("fd_reference", os.path.join(ipc, "fd-reference.py"))
    ref = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ref)
    wanted = set(filter(None, a.domains.split(",")))
    wrong = 0
    print("%-22s %-24s %4s %4s %8s %9s %9s %8s | %5s %8s" % ("domain", "task", "opt", "len", "vars", "clauses",
                                                             "conflicts", "sat s", "A*", "A* s"))
    for (d, t), v in sorted(ref.read_table().items()):
        domain, task = ref.domain_file(os.path.join(ipc, d), t), os.path.join(ipc, d, t)
        if (wanted and d not in wanted) or has_costs(domain):
            continue
        p, sat_s = run(a.cli, [domain, task, "--algorithm", "satplan"], a.limit)
        lines = p.stdout.splitlines()
        last = [m for m in map(HORIZON.match, lines) if m]
        length = "-"
        if p.returncode == 0 and lines and lines[-1].startswith("cost "):
            length = sum(1 for line in lines if line.startswith("("))
            if length != v["cost"] or not checked(a.cli, domain, task, p.stdout):
                length = "%d WRONG" % length
                wrong += 1
        q, astar_s = run(a.cli, [domain, task], a.limit)
        qlines = q.stdout.splitlines()
        astar = qlines[-1].split()[1] if q.returncode == 0 and qlines and qlines[-1].startswith("cost ") else "-"
        m = last[-1] if last else None
        print("%-22s %-24s %4d %4s %8s %9s %9s %8.2f | %5s %8.2f" % (
            d, t, v["cost"], length, m[2] if m else "-", m[3] if m else "-", m[5] if m else "-", sat_s,
            astar, astar_s), flush=True)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
