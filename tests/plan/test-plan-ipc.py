#!/usr/bin/env python3
"""Optimal costs on IPC tasks (issue 78): `quandary-cli plan DOMAIN TASK` (A* with
LM-cut, the default) on tasks of tests/plan/ipc/ not held out
(optimal-costs.tsv's HELD_OUT) must print a plan of Fast Downward's optimal
cost, which --check and validate-reference.py accept.  TAP output.
The suite runs SUITE: a task of every domain (each domain's own features of
the language, its grounding and its heuristic's values); with --all (the
benchmark plan-ipc-all) every task not held out but the ones that take more
than about half a second (SLOW: they are for tests/bench/bench-plan-peers.py).
Usage: test-plan-ipc.py CLI SRCDIR [--all]
"""
import importlib.util
import os
import subprocess
import sys
import tempfile

CLI, SRCDIR = sys.argv[1], sys.argv[2]
IPC = os.path.join(SRCDIR, "ipc")
spec = importlib.util.spec_from_file_location("fd_reference", os.path.join(IPC, "fd-reference.py"))
ref = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ref)

# More than about half a second each on a 2-core machine (the benchmark runs them).
SLOW = {
    ("blocks", "probBLOCKS-9-0.pddl"), ("elevators-opt08-strips", "p04.pddl"), ("gripper", "prob04.pddl"),
    ("logistics00", "probLOGISTICS-7-0.pddl"), ("logistics00", "probLOGISTICS-8-0.pddl"),
    ("logistics00", "probLOGISTICS-9-0.pddl"), ("rovers", "p05.pddl"), ("rovers", "p07.pddl"),
    ("storage", "p12.pddl"), ("tpp", "p06.pddl"), ("transport-opt08-strips", "p03.pddl"),
}

# The suite's share: a task of each domain, the one of the highest optimal
# cost that Quandary solves in 0.15 s or less (CPU seconds of the plain
# build; most take 0.03): 22 tasks of the 77 that --all runs.
SUITE = {
    "airport-adl": "p04-airport2-p1.pddl",          # cost 20
    "blocks": "probBLOCKS-7-1.pddl",                # cost 22
    "caldera-opt18-adl": "p04.pddl",                # cost 7
    "depot": "p01.pddl",                            # cost 10
    "driverlog": "p05.pddl",                        # cost 18
    "elevators-opt08-strips": "p01.pddl",           # cost 42
    "gripper": "prob02.pddl",                       # cost 17
    "logistics00": "probLOGISTICS-6-0.pddl",        # cost 25
    "miconic": "s10-0.pddl",                        # cost 33
    "miconic-fulladl": "f4-0.pddl",                 # cost 12
    "miconic-simpleadl": "s6-0.pddl",               # cost 14
    "openstacks-opt08-adl": "p05.pddl",             # cost 4
    "pathways": "p04.pddl",                         # cost 17
    "psr-small": "p05-s9-n1-l4-f30.pddl",           # cost 11
    "rovers": "p01.pddl",                           # cost 10
    "satellite": "p04-pfile4.pddl",                 # cost 17
    "schedule": "probschedule-5-0.pddl",            # cost 5
    "storage": "p10.pddl",                          # cost 18
    "tpp": "p05.pddl",                              # cost 19
    "transport-opt08-strips": "p01.pddl",           # cost 54
    "trucks": "p03.pddl",                           # cost 20
    "woodworking-opt08-strips": "p05.pddl",         # cost 270
    "zenotravel": "p07.pddl",                       # cost 15
}
ALL = "--all" in sys.argv[3:]

env = dict(os.environ, LC_ALL="C", LANGUAGE="")
rows = [(d, t, v) for (d, t), v in sorted(ref.read_table().items()) if not v["held_out"] and (d, t) not in SLOW
        and (ALL or SUITE.get(d) == t)]
domains = {d for (d, t), v in ref.read_table().items() if not v["held_out"]}
if not ALL and {d for d, t, v in rows} != domains:
    print("Bail out! SUITE names no task (or one held out, or slow) of %s" %
          ", ".join(sorted(domains - {d for d, t, v in rows})))
    sys.exit(1)
print("TAP version 13")
print("1..%d" % len(rows))
for n, (d, t, v) in enumerate(rows, 1):
    domain, task = ref.domain_file(os.path.join(IPC, d), t), os.path.join(IPC, d, t)
    p = subprocess.run([CLI, "plan", domain, task], capture_output=True, text=True, env=env, timeout=120)
    lines = p.stdout.splitlines()
    problem = None
    if p.returncode != 0 or not lines or lines[-1] != "cost %d" % v["cost"]:
        problem = "exit %d, last line %r, want cost %d; %s" % (p.returncode, lines[-1] if lines else "",
                                                                v["cost"], p.stderr.strip()[-300:])
    else:
        with tempfile.NamedTemporaryFile("w", suffix=".plan", delete=False) as f:
            f.write("".join(line + "\n" for line in lines if line.startswith("(")))
        check = subprocess.run([CLI, "plan", domain, task, "--check", f.name], capture_output=True, text=True,
                               env=env)
        got = ref.validate(domain, task, f.name)
        os.unlink(f.name)
        if check.returncode != 0 or not check.stdout.endswith(", cost %d\n" % v["cost"]):
            problem = "--check: " + check.stdout.strip()
        elif got != v["cost"]:
            problem = "validate-reference.py: %s" % got
    print("%s %d - %s %s: cost %d (%s)" % ("not ok" if problem else "ok", n, d, t, v["cost"], v["search"]))
    if problem:
        print("# " + problem.replace("\n", "\n# "))
    sys.stdout.flush()
