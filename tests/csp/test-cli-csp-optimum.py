#!/usr/bin/env python3
"""Tests of `quandary-cli csp` on optimisation problems (TAP): branch and
bound prints each improving solution and its value, then `optimum V`;
stopped by --time-limit it ends with `best V` and exit status 4; --all sets
the objective aside.

Usage: test-cli-csp-optimum.py CLI WORKDIR

The goldens come from outside the program: knapsacks and small problems
solved here by brute force over every assignment (written apart from the
program), and the optimal Golomb rulers of 5 and 6 marks, of lengths 11 and
17 (Atkinson, Santoro and Urrutia 1986; OEIS A003022)."""

import itertools
import os
import random
import re
import sys

CLI, WORK = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from csptap import ENV, Tap, solution_blocks  # noqa: E402

T = Tap(CLI, WORK, timeout=300)
ok, run, write = T.ok, T.run, T.write


def parse(stdout):
    """The (solution, value) pairs and the last line."""
    lines = stdout.splitlines()
    pairs = []
    blocks = solution_blocks(stdout)
    for i, line in enumerate(lines):
        m = re.match(r'^objective (-?\d+)$', line)
        before = [s for start, s in blocks if start < i]
        if m and i > 0 and before:
            pairs.append((before[-1], int(m.group(1))))
    return pairs, lines[-1] if lines else ''


def improving(pairs, maximize):
    values = [v for _, v in pairs]
    return all((b > a) if maximize else (b < a) for a, b in zip(values, values[1:]))


# --- knapsacks against brute force ----------------------------------------
rng = random.Random(63)
for case in range(6):
    n = 10
    weights = [rng.randint(1, 20) for _ in range(n)]
    profits = [rng.randint(1, 30) for _ in range(n)]
    cap = sum(weights) // 3
    best = max(sum(p for p, t in zip(profits, take) if t) for take in itertools.product((0, 1), repeat=n)
               if sum(w for w, t in zip(weights, take) if t) <= cap)
    text = 'var x[1..%d] in 0..1\n%s <= %d\nmaximize %s\n' % (
        n, ' + '.join('%d * x[%d]' % (w, i + 1) for i, w in enumerate(weights)), cap,
        ' + '.join('%d * x[%d]' % (p, i + 1) for i, p in enumerate(profits)))
    path = write('knapsack-%d.csp' % case, text)
    for algorithm in ('bt', 'fc', 'mac'):
        rc, out, err = run(path, '--algorithm', algorithm)
        pairs, last = parse(out)
        valid = all(sum(w * int(s['x[%d]' % (i + 1)]) for i, w in enumerate(weights)) <= cap and
                    sum(p * int(s['x[%d]' % (i + 1)]) for i, p in enumerate(profits)) == v for s, v in pairs)
        ok(rc == 0 and last == 'optimum %d' % best and pairs and pairs[-1][1] == best and valid and
           improving(pairs, True),
           'knapsack %d (%s): optimum %d, each solution better than the one before' % (case, algorithm, best),
           'exit %d\n%s%s' % (rc, out[-300:], err))

# --- minimize a maximum: optimal Golomb rulers ----------------------------
for marks, length in ((5, 11), (6, 17)):
    pairs_ij = [(i, j) for i in range(1, marks + 1) for j in range(i + 1, marks + 1)]
    lines = ['var m[1..%d] in 0..%d' % (marks, length + 3), 'm[1] = 0']
    lines += ['m[%d] < m[%d]' % (i, i + 1) for i in range(1, marks)]
    lines += ['m[%d] - m[%d] != m[%d] - m[%d]' % (j, i, l, k)
              for a, (i, j) in enumerate(pairs_ij) for (k, l) in pairs_ij[a + 1:]]
    lines.append('minimize max(m)')
    path = write('golomb-%d.csp' % marks, '\n'.join(lines) + '\n')
    rc, out, err = run(path)
    pairs, last = parse(out)
    ok(rc == 0 and last == 'optimum %d' % length and improving(pairs, False),
       'Golomb ruler of %d marks: optimum %d' % (marks, length), 'exit %d\n%s%s' % (rc, out[-300:], err))

# --- minimize, maximize, an expression; no solution -----------------------
SMALL = write('small.csp', 'var x, y, z in 0..9\nx + y + z = 15\nx != y\nminimize 3 * x + 2 * y - z\n')
rc, out, err = run(SMALL, '--stats')
ok(rc == 0 and 'optimum 3\nnodes ' in out, 'minimize 3x + 2y - z: optimum 3 (x=0 y=6 z=9), then the statistics',
   out + err)
rc, out, err = run(SMALL, '--all')
expected = sum(1 for x in range(10) for y in range(10) for z in range(10) if x + y + z == 15 and x != y)
ok(rc == 0 and out.splitlines()[-1] == '%d solutions' % expected and 'objective' not in out,
   '--all sets the objective aside: %d solutions' % expected, out[-200:] + err)
NONE = write('none.csp', 'var x, y in 0..3\nx + y > 6\nx > y\nmaximize x * y\n')
rc, out, err = run(NONE)
ok(rc == 0 and out == 'no solution\n', 'an optimisation without a solution: "no solution", exit status 0', out + err)
PRODUCT = write('product.csp', 'var x, y in -3..3\nx != y\nmaximize x * y - abs(x + y)\n')
best = max(x * y - abs(x + y) for x in range(-3, 4) for y in range(-3, 4) if x != y)
for algorithm in ('bt', 'fc', 'mac'):
    rc, out, err = run(PRODUCT, '--algorithm', algorithm)
    pairs, last = parse(out)
    ok(rc == 0 and last == 'optimum %d' % best and improving(pairs, True),
       'maximize x * y - |x + y| (%s): optimum %d' % (algorithm, best), out[-300:] + err)

# --- --check: any improving sequence that ends at the optimum -------------
# maximize 2x + y, x != y over 0..3: the optimum 8 at x=3 y=2 (by hand).
CHECKED = write('checked.csp', 'var x, y in 0..3\nx != y\nmaximize 2 * x + y\n')
answers = {
    'short': ('x=3 y=2\nobjective 8\noptimum 8\n', True, ''),
    'path': ('x=2 y=3\nobjective 7\nx=3 y=2\nobjective 8\noptimum 8\n', True, ''),
    'not-optimal': ('x=2 y=3\nobjective 7\noptimum 7\n', False, 'optimum 8'),
    'invalid': ('x=1 y=1\nobjective 3\noptimum 8\n', False, 'x != y'),
    'worse': ('x=2 y=3\nobjective 7\nx=1 y=3\nobjective 5\nx=3 y=2\nobjective 8\noptimum 8\n', False,
              'better than the one before'),
    'wrong-value': ('x=3 y=2\nobjective 7\noptimum 8\n', False, 'objective 8'),
}
for name, (text, right, says) in answers.items():
    path = write('answer-%s.txt' % name, text)
    rc, out, err = run(CHECKED, '--check', path)
    verdict = 'correct' in out and 'wrong' not in out
    ok(rc == (0 if right else 1) and verdict == right and says in out,
       '--check on an optimisation: the %s answer is %s' % (name, 'right' if right else 'wrong'), out + err)

# --- stopped by --time-limit: best V, exit status 4 -----------------------
# Forty items without inference: 2^40 assignments, never done in time;
# the first solution (nothing taken) comes at once.
n = 40
weights = [rng.randint(5, 40) for _ in range(n)]
profits = [rng.randint(5, 40) for _ in range(n)]
BIG = write('knapsack-40.csp', 'var x[1..%d] in 0..1\n%s <= %d\nmaximize %s\n' % (
    n, ' + '.join('%d * x[%d]' % (w, i + 1) for i, w in enumerate(weights)), sum(weights) // 2,
    ' + '.join('%d * x[%d]' % (p, i + 1) for i, p in enumerate(profits))))
rc, out, err = run(BIG, '--algorithm', 'bt', '--var-order', 'static', '--time-limit', '0.5', timeout=120)
pairs, last = parse(out)
m = re.match(r'^best (\d+)$', last)
ok(rc == 4 and m and pairs and int(m.group(1)) == pairs[-1][1] and improving(pairs, True) and
   'optimal' in err, '--time-limit: the best found, "best V", exit status 4, stderr says it is not proven',
   'exit %d\n%s%s' % (rc, out[-300:], err))

T.finish()
