#!/usr/bin/env python3
"""Tests of `quandary-cli csp --algorithm tree [--cutset]` (TAP): the
tree-structured CSP solver of AIMA figure 6.11 and cutset conditioning
(section 6.5.1).  Australia (figure 6.1) is refused, a cycle named; without
South Australia (figure 6.12 (b)) it is a forest, solved with no backtrack;
its cutset is SA; the counts with --all equal those of a brute-force
enumeration written here; random forests and random small graphs with
cycles likewise; --steps prints the order, the revisions from the leaves up
and the assignments; the options of other searches are refused.

Usage: test-cli-csp-tree.py CLI SRCDIR WORKDIR"""

import itertools
import os
import random
import re
import sys

CLI, SRCDIR, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
EXAMPLES = os.path.join(SRCDIR, '..', '..', 'data', 'examples', 'constraints')
AUSTRALIA = os.path.join(EXAMPLES, 'australia.csp')
AUSTRALIA_TREE = os.path.join(EXAMPLES, 'australia-tree.csp')
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from csptap import ENV, Tap  # noqa: E402

T = Tap(CLI, WORK)
ok, run, write = T.ok, T.run, T.write


def stats(stdout):
    return {m.group(1): m.group(2) for m in re.finditer(r'^([a-z-]+) (\S+)$', stdout, re.M)}


def solutions(stdout):
    return [dict(p.split('=', 1) for p in line.split()) for line in stdout.splitlines()
            if re.match(r'^\S+=\S+( \S+=\S+)*$', line)]


def count_line(n):
    return 'no solution' if n == 0 else '%d solution%s' % (n, '' if n == 1 else 's')


def brute(names, domains, constraints):
    """The solutions of a problem of binary constraints, every assignment
    tried: constraints are (x, y, predicate on the two values)."""
    found = []
    for values in itertools.product(*domains):
        a = dict(zip(names, values))
        if all(pred(a[x], a[y]) for x, y, pred in constraints):
            found.append(a)
    return found


# --- Australia, as the file has it, read here --------------------------------
COLOURS = ['red', 'green', 'blue']
REGIONS = ['WA', 'NT', 'SA', 'Q', 'NSW', 'V', 'T']
BORDERS = []
with open(AUSTRALIA, encoding='utf-8') as f:
    for line in f:
        m = re.match(r'^(\w+) != (\w+)$', line.strip())
        if m:
            BORDERS.append((m.group(1), m.group(2)))
ok(len(BORDERS) == 9, 'australia.csp has nine borders', BORDERS)
AUS = brute(REGIONS, [COLOURS] * 7, [(x, y, lambda a, b: a != b) for x, y in BORDERS])
TREE_REGIONS = [r for r in REGIONS if r != 'SA']
AUS_TREE = brute(TREE_REGIONS, [COLOURS] * 6, [(x, y, lambda a, b: a != b) for x, y in BORDERS if 'SA' not in (x, y)])
ok(len(AUS) == 18 and len(AUS_TREE) == 144, 'brute force: 18 colourings of Australia, 144 without SA',
   '%d %d' % (len(AUS), len(AUS_TREE)))

# In a UTF-8 locale, for the dashes (the C locale's charset has none).
rc, out, err = run(AUSTRALIA, '--algorithm', 'tree', env=dict(ENV, LC_ALL='C.UTF-8'))
ok(rc == 1 and out == '' and 'the constraint graph has a cycle: WA – NT – SA – WA' in err,
   'Australia refused by tree, the cycle WA – NT – SA – WA named', 'exit %d\n%s%s' % (rc, out, err))

rc, out, err = run(AUSTRALIA_TREE, '--algorithm', 'tree', '--stats')
s = stats(out)
sols = solutions(out)
ok(rc == 0 and s.get('backtracks') == '0' and len(sols) == 1 and sols[0] in AUS_TREE and
   count_line(1) in out, 'australia-tree solved by tree, backtracks 0, the solution valid', out + err)

rc, out, err = run(AUSTRALIA_TREE, '--algorithm', 'tree', '--all', '--stats')
s = stats(out)
sols = solutions(out)
ok(rc == 0 and s.get('backtracks') == '0' and len(sols) == 144 and all(x in AUS_TREE for x in sols) and
   len({tuple(sorted(x.items())) for x in sols}) == 144 and count_line(144) in out,
   'australia-tree --all: the 144 colourings, each once, backtracks 0', out[-300:] + err)

rc, out, err = run(AUSTRALIA, '--algorithm', 'tree', '--cutset', '--stats')
sols = solutions(out)
ok(rc == 0 and out.startswith('cutset SA (smallest)\n') and len(sols) == 1 and sols[0] in AUS and
   stats(out).get('backtracks') == '0', 'Australia --cutset: the cutset SA (smallest), a valid colouring',
   out + err)

rc, out, err = run(AUSTRALIA, '--algorithm', 'tree', '--cutset', '--all', '--stats')
sols = solutions(out)
s = stats(out)
ok(rc == 0 and len(sols) == len(AUS) and all(x in AUS for x in sols) and count_line(len(AUS)) in out and
   s.get('cutset-assignments') == '3',
   'Australia --cutset --all: %d colourings as brute force finds, three cutset assignments' % len(AUS),
   out[-400:] + err)

# --steps: the order (each variable after its parent), the revisions from
# the last variable up to the second, then the assignments.
rc, out, err = run(AUSTRALIA_TREE, '--algorithm', 'tree', '--steps')
lines = out.splitlines()
order_line = lines[0] if lines else ''
order = [re.match(r'^\s*(\w+)', part).group(1) for part in order_line[len('order '):].split(',')] \
    if order_line.startswith('order ') else []
revised = [re.match(r'^revise (\w+) by (\w+):', l).groups() for l in lines if l.startswith('revise ')]
children = [c for _, c in revised]
parents = {c: p for p, c in revised}
steps_ok = (sorted(order) == sorted(TREE_REGIONS) and
            children == [v for v in reversed(order) if v in parents] and
            all(order.index(parents[c]) < order.index(c) for c in children) and
            len(revised) == 4 and
            [l.strip().split()[1].split('=')[0] for l in lines if l.strip().startswith('assign ')] == order)
ok(rc == 0 and steps_ok, '--steps: the order, revisions from the leaves up, the assignments in order', out + err)

rc, out, err = run(AUSTRALIA, '--algorithm', 'tree', '--cutset', '--steps', '--all')
ok(rc == 0 and out.count('cutset assignment SA=') == 3 and 'order WA, NT, Q' in out.replace(' (WA)', ''),
   '--cutset --steps: each assignment of the cutset, then the tree solver on the rest', out[:600] + err)

# A domain wiped out by directional arc consistency: no solution, no backtrack.
P = write('path-2.csp', 'var A, B, C in {r, g}\nA != B\nB != C\nA != C\n')
rc, out, err = run(P, '--algorithm', 'tree', '--cutset', '--all', '--stats')
ok(rc == 0 and out.startswith('cutset A (smallest)\n') and 'no solution' in out and not solutions(out),
   'a triangle in two colours with --cutset: no solution', out + err)

# --- random forests and small graphs with cycles, against brute force -------
rng = random.Random(63)
for case in range(12):
    n = rng.randint(3, 7)
    cyclic = case % 2 == 1
    edges = set()
    for v in range(1, n):
        if rng.random() < 0.85:
            edges.add((rng.randrange(v), v))
    if cyclic:
        for _ in range(rng.randint(1, 3)):
            a, b = rng.sample(range(n), 2)
            edges.add((min(a, b), max(a, b)))
    size = [rng.randint(2, 4) for _ in range(n)]
    cons = []
    text = ''.join('var x%d in 0..%d\n' % (v, size[v] - 1) for v in range(n))
    for a, b in sorted(edges):
        kind = rng.randrange(3)
        if kind == 0:
            cons.append(('x%d' % a, 'x%d' % b, lambda p, q: p != q))
            text += 'x%d != x%d\n' % (a, b)
        elif kind == 1:
            cons.append(('x%d' % a, 'x%d' % b, lambda p, q: p < q))
            text += 'x%d < x%d\n' % (a, b)
        else:
            cons.append(('x%d' % a, 'x%d' % b, lambda p, q: (p + q) % 3 != 0))
            text += '(x%d + x%d) %% 3 != 0\n' % (a, b)
    names = ['x%d' % v for v in range(n)]
    want = brute(names, [[str(i) for i in range(s)] for s in size],
                 [(x, y, (lambda f: lambda p, q: f(int(p), int(q)))(pred)) for x, y, pred in cons])
    path = write('random-%d.csp' % case, text)
    args = ['--algorithm', 'tree', '--all', '--stats'] + (['--cutset'] if cyclic else [])
    rc, out, err = run(path, *args)
    sols = solutions(out)
    ok(rc == 0 and len(sols) == len(want) and all(x in want for x in sols) and
       count_line(len(want)) in out and
       (cyclic or stats(out).get('backtracks') == '0'),
       'random %s %d: %d solutions, as brute force' % ('graph with cutset' if cyclic else 'forest', case, len(want)),
       ' '.join(args) + '\n' + text + out[-300:] + err)

# --- refused --------------------------------------------------------------
TERNARY = write('ternary.csp', 'var a, b, c in 0..2\na + b + c == 3\n')
rc, out, err = run(TERNARY, '--algorithm', 'tree')
ok(rc == 1 and out == '' and 'is over 3 variables' in err and 'linear' in err,
   'a constraint over three variables refused by tree', 'exit %d %s' % (rc, err))

for args, says in [
        (['--algorithm', 'tree', '--backjump'], '--backjump'),
        (['--algorithm', 'tree', '--walk', '0.1'], '--walk'),
        (['--algorithm', 'tree', '--tabu', '3'], '--tabu'),
        (['--algorithm', 'tree', '--max-steps', '10'], '--max-steps'),
        (['--algorithm', 'tree', '--seed', '1'], '--seed'),
        (['--algorithm', 'tree', '--var-order', 'mrv'], '--var-order'),
        (['--algorithm', 'tree', '--val-order', 'lcv'], '--val-order'),
        (['--algorithm', 'tree', '--trace', '-'], '--trace'),
        (['--cutset'], '--cutset'),
        (['--algorithm', 'mac', '--cutset'], '--cutset'),
        (['--algorithm', 'min-conflicts', '--cutset'], '--cutset'),
        (['--ac3', '--cutset'], '--cutset'),
        (['--fcmac', '--algorithm', 'tree'], '--fcmac')]:
    rc, out, err = run(AUSTRALIA_TREE, *args)
    ok(rc == 2 and out == '' and says in err, 'usage error: %s' % ' '.join(args), 'exit %d\n%s%s' % (rc, out, err))

T.finish()
