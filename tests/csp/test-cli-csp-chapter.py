#!/usr/bin/env python3
"""Tests of `quandary-cli csp` on the CSP chapter's search options (TAP):
--backjump (conflict-directed backjumping) and min-conflicts' --walk and
--tabu.

Usage: test-cli-csp-chapter.py CLI WORKDIR [RANDOM]

RANDOM: the random problems counted with backjumping by each algorithm and
order (default 24, the benchmark's; the suite's 13: 3 with solutions, 10
without).

The goldens come from outside the program: the two examples of AIMA's
section 6.3.3 (Russell and Norvig, 3rd edition), worked by hand there: the
order Q, NSW, V, T, SA, WA, NT with {Q=red, NSW=green, V=blue, T=red}, where
SA's conflict set is {Q, NSW, V} and the search jumps over T to V; and the
order WA, NSW, T, NT, Q, V, SA with {WA=red, NSW=red}, where SA's conflict
set {WA, NT, Q} sends the search to Q, Q's becomes {WA, NSW, NT}, NT's
{WA, NSW}, and the search jumps over T to NSW.  Counts are checked against
enumerations written here; min-conflicts' steps against the conflicts
counted here."""

import itertools
import os
import random
import re
import sys

CLI, WORK = sys.argv[1], sys.argv[2]
RANDOM = int(sys.argv[3]) if len(sys.argv) > 3 else 24
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from csptap import ENV, Tap  # noqa: E402

T = Tap(CLI, WORK)
ok, run, write = T.ok, T.run, T.write


AUSTRALIA = """WA != NT
WA != SA
NT != SA
NT != Q
SA != Q
SA != NSW
SA != V
Q != NSW
NSW != V
"""

# --- AIMA 6.3.3, first example: SA's conflict set, the jump over T --------
first = write('first.csp', "var Q in {red}\nvar NSW in {green}\nvar V in {blue}\n"
              "var T, SA, WA, NT in {red, green, blue}\n" + AUSTRALIA)
rc, out, err = run(first, '-a', 'bt', '--var-order', 'static', '--backjump', '--steps')
lines = [l.strip() for l in out.splitlines()]
ok(rc == 0 and 'dead end at SA: conflict set {Q, NSW, V}; back to V' in lines,
   'AIMA 6.3.3: SA fails with the conflict set {Q, NSW, V}', out + err)
ok('assign T=green' not in lines and 'assign T=blue' not in lines,
   'AIMA 6.3.3: backjumping does not try T again', out)
ok(lines[-1:] == ['no solution'] and 'dead end at Q: conflict set {}: nothing more to find' in lines,
   'the first variable\'s empty conflict set ends the search', out)
rc, out, err = run(first, '-a', 'bt', '--var-order', 'static', '--steps')
ok('assign T=green' in out and 'dead end' not in out,
   'without --backjump, bt tries T again and tells no conflict set', out)

# --- AIMA 6.3.3, second example: conflict sets absorbed up to NSW ---------
second = write('second.csp', "var WA in {red}\nvar NSW in {red}\nvar T, NT, Q, V, SA in {red, green, blue}\n"
               + AUSTRALIA)
rc, out, err = run(second, '-a', 'bt', '--var-order', 'static', '--backjump', '--steps')
lines = [l.strip() for l in out.splitlines()]
for want in ('dead end at SA: conflict set {WA, NT, Q}; back to Q',
             'dead end at Q: conflict set {WA, NSW, NT}; back to NT',
             'dead end at NT: conflict set {WA, NSW}; back to NSW'):
    ok(want in lines, 'AIMA 6.3.3: ' + want, out)
ok('assign T=green' not in lines, 'AIMA 6.3.3: the jump from NT passes over T', out)

# --- counts with backjumping against enumeration ---------------------------
rng = random.Random(63)
OPS = ['!=', '<', '<=', '=']
solvable = 0
for k in range(RANDOM):
    n = rng.randint(3, 6)
    d = rng.randint(2, 4)
    cons = []
    for _ in range(rng.randint(n, 2 * n)):
        i, j = rng.sample(range(n), 2)
        op = rng.choice(OPS)
        off = rng.randint(-1, 1)
        cons.append((i, j, op, off))
    text = 'var ' + ', '.join('x%d' % i for i in range(n)) + ' in 1..%d\n' % d
    text += ''.join('x%d %s x%d + %d\n' % (i, op, j, off) for i, j, op, off in cons)
    path = write('random-%d.csp' % k, text)

    def holds(a, b, op):
        return {'!=': a != b, '<': a < b, '<=': a <= b, '=': a == b}[op]

    want = sum(all(holds(t[i], t[j] + off, op) for i, j, op, off in cons)
               for t in itertools.product(range(1, d + 1), repeat=n))
    solvable += want > 0
    for algo in ('bt', 'fc', 'mac'):
        for order in ('static', 'mrv', 'dom-wdeg'):
            rc, out, err = run(path, '-a', algo, '--var-order', order, '--backjump', '--all')
            last = out.splitlines()[-1] if out else ''
            got = 0 if last == 'no solution' else int(last.split()[0]) if last else -1
            ok(rc == 0 and got == want, 'random %d: %s %s --backjump --all counts %d' % (k, algo, order, want),
               out[-300:] + err)

ok(0 < solvable < RANDOM, 'the random problems: %d with solutions, %d without' % (solvable, RANDOM - solvable))

# --- min-conflicts: --walk 0 --tabu 0 is figure 6.9 ------------------------
# Each repair takes a conflicted variable to a value of fewest conflicts
# (its current value among them), counted here on the pairwise 8 queens.
N = 8
queens = write('queens.csp', 'var q[1..%d] in 1..%d\nforall i in 1..%d, j in i + 1..%d:\n'
               '  q[i] != q[j] and abs(q[i] - q[j]) != j - i\n' % (N, N, N, N))


def attacks(a, i, v):
    return sum(1 for j in a if j != i and (a[j] == v or abs(a[j] - v) == abs(j - i)))


def conflicts(a, i):
    """attacks(a, i, v) for every value v (index 1..N) in one pass: each
    other queen attacks its own value and the two at its distance."""
    c = [0] * (N + 1)
    for j, x in a.items():
        if j != i:
            d = abs(j - i)
            c[x] += 1
            if x + d <= N:
                c[x + d] += 1
            if x - d >= 1:
                c[x - d] += 1
    return c


for seed in range(1, 7):
    rc, out, err = run(queens, '-a', 'min-conflicts', '--walk', 0, '--tabu', 0, '--seed', seed, '--steps')
    sets = [re.match(r'^set q\[(\d+)\]=(\d+)$', l) for l in out.splitlines() if l.startswith('set ')]
    good = all(sets) and len(sets) >= N
    a = {}
    bad = []
    for k, m in enumerate(sets if good else []):
        i, v = int(m.group(1)), int(m.group(2))
        if k >= N:
            c = conflicts(a, i)
            if c[a[i]] == 0:
                bad.append('step %d: q[%d] was in no conflict' % (k - N + 1, i))
            best = min(c[1:])
            if c[v] != best:
                bad.append('step %d: q[%d]=%d has %d conflicts, %d is fewest' % (k - N + 1, i, v, c[v], best))
        a[i] = v
    ok(good and not bad, 'seed %d: each repair is a conflicted queen to a value of fewest conflicts' % seed,
       '; '.join(bad[:3]) + err)
    solved = out.splitlines()[-1:] == ['1 solution']
    if solved:
        ok(all(attacks(a, i, a[i]) == 0 for i in a), 'seed %d: the last assignment is a solution' % seed)

# --- usage ------------------------------------------------------------------
for args, what in ((['--walk', '0.1'], '--walk without min-conflicts'),
                   (['-a', 'mac', '--tabu', '3'], '--tabu with mac'),
                   (['-a', 'min-conflicts', '--walk', '1.5'], '--walk past 1'),
                   (['-a', 'min-conflicts', '--walk', 'nan'], '--walk nan'),
                   (['-a', 'min-conflicts', '--tabu', '-1'], 'a negative --tabu'),
                   (['-a', 'min-conflicts', '--backjump'], '--backjump with min-conflicts'),
                   (['-a', 'split', '--backjump'], '--backjump with split'),
                   (['--ac3', '--backjump'], '--backjump with --ac3'),
                   (['--fcmac', '--backjump'], '--backjump with --fcmac')):
    rc, out, err = run(queens, *args)
    ok(rc == 2 and 'quandary-cli' in err and out == '', 'refused: ' + what, out + err)
rc, out, err = run(queens, '-a', 'fc', '--backjumping', '--all')
ok(rc == 0 and out.splitlines()[-1] == '92 solutions', '--backjumping is --backjump: 92 solutions of 8 queens', out[-200:])

T.finish()
