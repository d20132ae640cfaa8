#!/usr/bin/env python3
"""Optimal costs on IPC tasks (issue 78): `quandary-cli plan DOMAIN TASK` (A* with
LM-cut, the default) on every task of tests/plan/ipc/ not held out
(optimal-costs.tsv's HELD_OUT), except the ones that take more than about half a
second (SLOW: they are for tests/bench/bench-plan-peers.py), must print a plan
of Fast Downward's optimal cost, which --check and validate-reference.py accept.
TAP output.
Usage: test-plan-ipc.py CLI SRCDIR
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

env = dict(os.environ, LC_ALL="C", LANGUAGE="")
rows = [(d, t, v) for (d, t), v in sorted(ref.read_table().items()) if not v["held_out"] and (d, t) not in SLOW]
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
