#!/usr/bin/env python3
"""Branch and bound on a large sum (issue 74): `minimize sum(x)` over N
variables of domain 0..3, for N from 10,000 to 1,000,000 (its optimum 0,
proven after 4N nodes).  Before the objective kept its least value up to
date change by change, each node read the whole sum: a million variables
took about an hour.  Prints, for each N, the time of the whole run (reading
included), the search's own time and nodes, and the time per node, which
must stay flat as N grows (near-linear in all); exits with 1 on a wrong
optimum.

Usage: bench-csp-sum-objective.py CLI [LARGEST-N]"""

import os
import re
import subprocess
import sys
import tempfile
import time

CLI = sys.argv[1]
LARGEST = int(sys.argv[2]) if len(sys.argv) > 2 else 1000000
ENV = dict(os.environ, LC_ALL='C', LANGUAGE='C')

print('%10s %10s %10s %10s %12s' % ('variables', 'run (s)', 'search (s)', 'nodes', 'ns / node'))
status = 0
with tempfile.TemporaryDirectory() as work:
    for n in [k for k in (10000, 100000, 1000000) if k < LARGEST] + [LARGEST]:
        path = os.path.join(work, 'sum-%d.csp' % n)
        with open(path, 'w') as f:
            f.write('var x[1..%d] in 0..3\nminimize sum(x)\n' % n)
        start = time.monotonic()
        p = subprocess.run([CLI, 'csp', path, '--stats'], capture_output=True, text=True, env=ENV)
        elapsed = time.monotonic() - start
        stats = dict(re.findall(r'^(nodes|time-ms) (\S+)$', p.stdout, re.M))
        if p.returncode != 0 or '\noptimum 0\n' not in p.stdout:
            print('N = %d: exit %d, no “optimum 0”' % (n, p.returncode), p.stderr[-300:])
            status = 1
            continue
        nodes, ms = int(stats['nodes']), float(stats['time-ms'])
        print('%10d %10.2f %10.2f %10d %12.0f' % (n, elapsed, ms / 1000, nodes, ms * 1e6 / nodes))
        sys.stdout.flush()
sys.exit(status)
