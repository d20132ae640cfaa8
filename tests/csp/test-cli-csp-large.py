#!/usr/bin/env python3
"""`quandary-cli csp` on a large generated instance (issue 74): an XCSP3
<slide> of 100,000 variables, a chain x[i] != x[i+1] over {0, 1}.  The
report, its bundle, --steps and --gif stay bounded by the problem's size
rather than growing with it squared: the report's tables list the first
10,000 rows and say how many more, its search tree keeps 100,000 nodes,
--steps lines stop indenting at depth 40 and say the depth, --gif refuses a
problem of more than 10,000 variables before the search.  The expected
figures are worked out here from the instance (no timing is asserted:
tests/bench/bench-csp-large.py measures time and memory on a million).

Usage: test-cli-csp-large.py CLI SRCDIR WORKDIR"""

import csv
import os
import sys

CLI, SRCDIR, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from csptap import Tap  # noqa: E402

N = 100000
ROWS = 10000
INDENT = 40
T = Tap(CLI, WORK, timeout=600)
ok = T.ok


def run(*args):
    # The textbook's search (mrv, values ascending): the figures below follow
    # its order, x[0], x[1], …; an XCSP3 file's default, dom/wdeg with
    # last-conflict, would start inside the chain.
    return T.run(*args, '--search', 'textbook')



def slide(n):
    path = os.path.join(WORK, 'slide-%d.xml' % n)
    with open(path, 'w') as f:
        f.write('<instance format="XCSP3" type="CSP">\n<variables>\n<array id="x" size="[%d]"> 0..1 </array>\n'
                '</variables>\n<constraints>\n<slide>\n<list> x[] </list>\n<intension> ne(%%0,%%1) </intension>\n'
                '</slide>\n</constraints>\n</instance>\n' % n)
    return path


big = slide(N)
# The chain's first solution in the static value order: 0, 1, 0, 1, …,
# printed as its array (data/FORMATS.md).
solution = 'x = [%s]' % ' '.join(str(i % 2) for i in range(N))

# --- --gif: refused before the search, the limit named, nothing written
gif = os.path.join(WORK, 'big.gif')
rc, out, err = run(big, '--gif', gif)
ok(rc == 1 and out == '' and 'has %d variables' % N in err and 'at most 10000' in err and not os.path.exists(gif),
   '--gif on %d variables: refused before the search, the limit named' % N, (rc, err))

# --- --report-bundle: the first 10,000 rows of each table, and how many more
folder = os.path.join(WORK, 'bundle')
rc, out, err = run(big, '--report-bundle', folder)
ok(rc == 0 and out.splitlines() == [solution, '1 solution'], '--report-bundle: the solution printed whole', err[-300:])


def rows(name):
    with open(os.path.join(folder, 'data', name + '.csv'), newline='') as f:
        return list(csv.reader(f))


variables, constraints, values = rows('variables'), rows('constraints'), rows('solution')
ok(len(variables) == ROWS + 1 and variables[1] == ['x[0]', '{0, 1}'] and variables[-1][0] == 'x[%d]' % (ROWS - 1),
   'the variables table: the first %d' % ROWS, (len(variables), variables[:2], variables[-1:]))
ok(len(constraints) == ROWS + 1 and constraints[-1][1] == 'x[%d], x[%d]' % (ROWS - 1, ROWS),
   'the constraints table: the first %d' % ROWS, (len(constraints), constraints[-1:]))
ok(len(values) == ROWS + 1 and all(r == ['x[%d]' % i, str(i % 2)] for i, r in enumerate(values[1:])),
   'the solution table: the first %d values' % ROWS, values[-1:])
with open(os.path.join(folder, 'report.md')) as f:
    md = f.read()
ok('the first %d of the %d variables; the other %d are left out' % (ROWS, N, N - ROWS) in md
   and 'the first %d of the %d constraints; the other %d are left out' % (ROWS, N - 1, N - 1 - ROWS) in md,
   'the report says how many rows it left out', md[:300])
nodes = dict((r[0], r[1]) for r in rows('search-tree-nodes')[1:])
kept = sum(int(v) for k, v in nodes.items() if not k.startswith('not kept'))
ok(kept == 100000 and any(k.startswith('not kept') for k in nodes),
   'the search tree: 100,000 nodes kept, the rest counted', nodes)
ok(os.path.getsize(os.path.join(folder, 'report.pdf')) > 0, 'the report: a PDF')

# --- --steps: every assignment, indented by depth down to 40 levels, deeper
# lines at the indentation of 40 with their depth.  MAC assigns x[i] at
# depth i + 1 (line depth i), value i % 2.
rc, out, err = run(big, '--steps')
assigns = [l for l in out.splitlines() if l.lstrip().startswith('assign ') or '] assign ' in l]


def expected_assign(i):
    pad = '  ' * min(i, INDENT)
    return pad + ('[depth %d] ' % i if i > INDENT else '') + 'assign x[%d]=%d' % (i, i % 2)


ok(rc == 0 and len(assigns) == N and all(a == expected_assign(i) for i, a in enumerate(assigns)),
   '--steps: %d assignments, their indentation capped at depth %d' % (N, INDENT),
   (rc, len(assigns), [a for i, a in enumerate(assigns) if a != expected_assign(i)][:3]))
longest = max(len(l) for l in out.splitlines() if not l.startswith('x[0]='))
ok(longest <= 2 * INDENT + 60, '--steps: every line short (the longest %d characters)' % longest)

# --- a problem within the animation's limit still replays
small = slide(6)
gif = os.path.join(WORK, 'small.gif')
rc, out, err = run(small, '--gif', gif, '--gif-size', '160x120')
ok(rc == 0 and os.path.getsize(gif) > 0, '--gif on 6 variables: written', err)

T.finish()
