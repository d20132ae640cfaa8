#!/usr/bin/env python3
"""`quandary-cli csp` on a large XCSP3 <slide> (issue 74): N variables over
{0, 1}, x[i] != x[i+1] (default N = 1,000,000), solved plain and with
--report, --report-bundle, --steps (to /dev/null) and --gif (refused before
the search: more variables than an animation's steps).  Prints each run's
wall time, its peak resident memory (the child's own, from wait4) and its
exit status.  The plain run is the reference: the reader and the search;
what the outputs add is the difference.

Usage: bench-csp-large.py CLI SRCDIR [N]"""

import os
import subprocess
import sys
import tempfile
import time

CLI = sys.argv[1]
N = int(sys.argv[3]) if len(sys.argv) > 3 else 1000000
ENV = dict(os.environ, LC_ALL='C', LANGUAGE='C')


def measure(args, out):
    start = time.monotonic()
    with open(out, 'wb') as sink:
        p = subprocess.Popen([CLI, 'csp'] + args, stdout=sink, stderr=subprocess.PIPE, env=ENV)
        err = p.stderr.read()
        _, status, usage = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    return time.monotonic() - start, usage.ru_maxrss / 1024.0, p.returncode, err.decode(errors='replace')


with tempfile.TemporaryDirectory() as work:
    path = os.path.join(work, 'slide.xml')
    with open(path, 'w') as f:
        f.write('<instance format="XCSP3" type="CSP">\n<variables>\n<array id="x" size="[%d]"> 0..1 </array>\n'
                '</variables>\n<constraints>\n<slide>\n<list> x[] </list>\n<intension> ne(%%0,%%1) </intension>\n'
                '</slide>\n</constraints>\n</instance>\n' % N)
    runs = (('plain', []),
            ('--report', ['--report', os.path.join(work, 'r.pdf')]),
            ('--report-bundle', ['--report-bundle', os.path.join(work, 'bundle')]),
            ('--steps', ['--steps']),
            ('--gif', ['--gif', os.path.join(work, 'g.gif')]))
    print('# csp on a <slide> of %d variables' % N)
    print('%-16s %10s %10s %5s' % ('run', 'seconds', 'max-MB', 'exit'))
    for name, extra in runs:
        seconds, mb, code, err = measure([path] + extra, os.devnull)
        print('%-16s %10.2f %10.1f %5d' % (name, seconds, mb, code))
        if code not in (0,) and name != '--gif':
            print('#   ' + err.strip()[:300])
