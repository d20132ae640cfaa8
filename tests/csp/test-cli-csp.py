#!/usr/bin/env python3
"""Tests of `quandary-cli csp` (TAP): solution counts against independent
counts, in both formats; fc and mac against bt; arc consistency and the
steps; the FC vs MAC domain tables (--fcmac); errors that name the line
and the column; --trace, --tree, the pictures and --check (issue 50), their
goldens derived by hand (x < y < z) or by a tiny backtracker written here
(4-Queens), and their usage errors.

Usage: test-cli-csp.py CLI SRCDIR WORKDIR

The golden counts come from outside the program: N-Queens 4..10 (OEIS
A000170: 2, 10, 4, 40, 92, 352, 724); SEND + MORE = MONEY has one solution
(Dudeney 1924); a published Sudoku and the zebra puzzle one each (their
published answers are checked too); five pigeons in four holes none."""

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cspwriter  # noqa: E402
import csptap  # noqa: E402

CLI, SRCDIR, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
EXAMPLES = os.path.join(SRCDIR, '..', '..', 'data', 'examples', 'constraints')
os.makedirs(WORK, exist_ok=True)
ENV = dict(os.environ, LC_ALL='C', LANGUAGE='C')

QUEENS = {4: 2, 5: 10, 6: 4, 7: 40, 8: 92, 9: 352, 10: 724}
results = []


def ok(cond, name, detail=''):
    results.append((bool(cond), name, detail))


def run(*args, stdin=None):
    p = subprocess.run([CLI, 'csp'] + [str(a) for a in args], capture_output=True, text=True, env=ENV,
                       timeout=300, input=stdin)
    return p.returncode, p.stdout, p.stderr


def write(name, text):
    path = os.path.join(WORK, name)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)
    return path


def count(stdout):
    last = [l for l in stdout.splitlines() if re.match(r'^(no solution|\d+ solutions?)$', l)]
    if not last:
        return None
    m = re.match(r'^(\d+)', last[-1])
    return int(m.group(1)) if m else 0


# The solutions printed: one line of pairs each, or arrays (csptap).
solutions = csptap.solutions


def stat(stdout, key):
    m = re.search(r'^%s (\d+)$' % key, stdout, re.M)
    return int(m.group(1)) if m else None


# --- counts, generated in both formats ------------------------------------
for n, expected in QUEENS.items():
    for form, text, ext in (('forall', cspwriter.queens_own(n, 'forall'), 'csp'),
                            ('pairs', cspwriter.queens_own(n, 'pairs'), 'csp'),
                            ('xcsp', cspwriter.queens_xcsp(n), 'xml')):
        path = write('queens-%d-%s.%s' % (n, form, ext), text)
        rc, out, err = run(path, '--all')
        ok(rc == 0 and count(out) == expected and len(solutions(out)) == expected,
           'queens %d (%s): %d solutions' % (n, form, expected), err or out[-200:])
        if n == 8:
            sols = solutions(out)
            valid = all(len(set(s.values())) == n for s in sols)
            ok(valid and len({tuple(sorted(s.items())) for s in sols}) == expected,
               'queens 8 (%s): the solutions are distinct and rows differ' % form)

path = write('smm.xml', cspwriter.send_more_money_xcsp())
for name, path, expected in (('send-more-money.csp', os.path.join(EXAMPLES, 'send-more-money.csp'), 1),
                             ('send-more-money.xml (generated)', path, 1),
                             ('send-more-money.xml', os.path.join(EXAMPLES, 'send-more-money.xml'), 1),
                             ('pigeonhole-5-4.csp', os.path.join(EXAMPLES, 'pigeonhole-5-4.csp'), 0),
                             ('pigeonhole-5-4.xml', os.path.join(EXAMPLES, 'pigeonhole-5-4.xml'), 0),
                             ('pigeonhole 7-6 (generated)', write('ph.xml', cspwriter.pigeonhole_xcsp(7, 6)), 0),
                             ('queens-4.xml', os.path.join(EXAMPLES, 'queens-4.xml'), 2),
                             ('queens-8.xml', os.path.join(EXAMPLES, 'queens-8.xml'), 92),
                             ('sudoku-wikipedia.csp', os.path.join(EXAMPLES, 'sudoku-wikipedia.csp'), 1),
                             ('sudoku-inkala.csp', os.path.join(EXAMPLES, 'sudoku-inkala.csp'), 1),
                             ('zebra.csp', os.path.join(EXAMPLES, 'zebra.csp'), 1)):
    for algo in ('fc', 'mac'):
        rc, out, err = run(path, '--all', '-a', algo)
        ok(rc == 0 and count(out) == expected, '%s with %s: %d solutions' % (name, algo, expected), err)
        if name.startswith('send') and count(out) == 1:
            s = {k: int(v) for k, v in solutions(out)[0].items()}
            word = lambda w: int(''.join(str(s[c]) for c in w))
            ok(word('SEND') + word('MORE') == word('MONEY') == 10652, '%s with %s: 9567 + 1085 = 10652' % (name, algo))

rc, out, err = run(os.path.join(EXAMPLES, 'sudoku-wikipedia.csp'))
grid = solutions(out)[0] if rc == 0 and solutions(out) else {}
rows = [''.join(grid.get('x[%d][%d]' % (r, c), '?') for c in range(1, 10)) for r in range(1, 10)]
ok(rows == ['534678912', '672195348', '198342567', '859761423', '426853791', '713924856', '961537284',
            '287419635', '345286179'], 'sudoku-wikipedia: the published solution', ' '.join(rows))
rc, out, err = run(os.path.join(EXAMPLES, 'zebra.csp'))
z = solutions(out)[0] if solutions(out) else {}
ok(z.get('water') == z.get('Norwegian') and z.get('zebra') == z.get('Japanese'),
   'zebra: the Norwegian drinks water, the Japanese owns the zebra')

# --- a solution printed as its arrays (issue 76) ---------------------------
# The published solution of sudoku-wikipedia.csp, 9 lines of 9 aligned
# values under the array's name (its indexes start at 1: named in it).
rc, out, err = run(os.path.join(EXAMPLES, 'sudoku-wikipedia.csp'))
published = ['534678912', '672195348', '198342567', '859761423', '426853791', '713924856', '961537284',
             '287419635', '345286179']
ok(rc == 0 and out.splitlines() == ['x[1..9][1..9] ='] + ['  ' + ' '.join(r) for r in published] + ['1 solution'],
   'sudoku-wikipedia: 9 lines of 9 values under the array\'s name', out)
sudoku_line = ' '.join('x[%d][%d]=%s' % (r + 1, c + 1, published[r][c]) for r in range(9) for c in range(9))
as_printed = write('answer-sudoku-printed.txt', out)
as_line = write('answer-sudoku-line.txt', sudoku_line + '\n1 solution\n')
swapped = out.replace('  5 3 4', '  3 5 4', 1)
as_swapped = write('answer-sudoku-swapped.txt', swapped)
rc, out, err = run(os.path.join(EXAMPLES, 'sudoku-wikipedia.csp'), '--check', as_printed, as_line, as_swapped)
found = {os.path.basename(m.group(1)): m.group(2)
         for m in re.finditer(r'^(\S+): (correct|wrong at line \d+|unreadable)$', out, re.M)}
ok(rc == 1 and found == {'answer-sudoku-printed.txt': 'correct', 'answer-sudoku-line.txt': 'correct',
                         'answer-sudoku-swapped.txt': 'wrong at line 1'} and 'x[1][1]=3 breaks' in out,
   '--check: a solution as the arrays print it or as one line; a broken one told', out)
# A 1-D array on one line: 8 queens, indexes from 1.
rc, out, err = run(os.path.join(EXAMPLES, 'queens-8.csp'))
m = re.match(r'^q\[1\.\.8\] = \[([1-8]( [1-8]){7})\]\n1 solution\n$', out)
q = [int(x) for x in m.group(1).split()] if m else []
ok(m and all(q[i] != q[j] and abs(q[i] - q[j]) != j - i for i in range(8) for j in range(i + 1, 8)),
   'queens-8: the 1-D array on one line, q[1..8] = [...], a valid placement', out)
# Scalars as before: one line of pairs.
rc, out, err = run(os.path.join(EXAMPLES, 'send-more-money.csp'))
ok(out == 'S=9 E=5 N=6 D=7 M=1 O=0 R=8 Y=2\n1 solution\n', 'send-more-money: scalars on one line as before', out)
# --all and --steps keep a line per solution (counted, compared).
rc, out, err = run(os.path.join(EXAMPLES, 'queens-8.csp'), '--all')
ok(len([l for l in out.splitlines() if l.startswith('q[1]=')]) == 92, 'queens-8 --all: a line of pairs per solution')

# --- the arrays drawn as what they are (issue 76) --------------------------
XCSP3 = os.path.join(SRCDIR, 'xcsp3')


def big_words(pdf):
    """The words of the PDF drawn at a value's size (taller than 14 pt), as
    (x, y, text), from pdftotext -bbox."""
    p = subprocess.run(['pdftotext', '-bbox', pdf, '-'], capture_output=True, text=True)
    return [(float(m.group(1)), float(m.group(2)), m.group(5)) for m in re.finditer(
        r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', p.stdout)
        if float(m.group(4)) - float(m.group(2)) > 14]


def page_size(pdf):
    p = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True)
    m = re.search(r'^Page size:\s+([\d.]+) x ([\d.]+) pts', p.stdout, re.M)
    return (float(m.group(1)), float(m.group(2))) if m else (1e9, 1e9)


pdf = os.path.join(WORK, 'sudoku-s13a.pdf')
rc, out, err = run(os.path.join(XCSP3, 'Sudoku-Sudoku_s13a.xml'), '--pdf', pdf)
printed = [l.split() for l in out.splitlines()[1:10]]
digits = [w for w in big_words(pdf) if w[2].isdigit()] if rc == 0 else []
rows = sorted({round(y) for _, y, _ in digits})
cols = sorted({round(x) for x, _, _ in digits})
grid = [[t for x, y, t in sorted(digits, key=lambda w: w[0]) if round(y) == r] for r in rows]
ok(rc == 0 and out.splitlines()[0] == 'x =' and len(digits) == 81 and len(rows) == 9 and len(cols) <= 18 and
   grid == printed and max(page_size(pdf)) <= 2000,
   'Sudoku_s13a --pdf: the 81 digits on 9 rows and 9 columns in the solution\'s order, a page within 2,000 pt',
   (out, grid, page_size(pdf)))
pdf = os.path.join(WORK, 'knapsack.pdf')
rc, out, err = run(os.path.join(XCSP3, 'Knapsack-Knapsack_20-50-00.xml'), '--pdf', pdf)
best = [l for l in out.splitlines() if l.startswith('x = [')][-1:]
words = big_words(pdf) if rc == 0 else []
values = [t for _, y, t in sorted(words, key=lambda w: w[0]) if t in ('0', '1')]
text = subprocess.run(['pdftotext', pdf, '-'], capture_output=True, text=True).stdout
ok(rc == 0 and out.splitlines()[-1] == 'optimum 583' and best and values == best[0][5:-1].split() and
   len(values) == 20 and 'Objective: 583 (optimal)' in text,
   'Knapsack_20-50-00 --pdf: the optimal assignment\'s 20 values in order and the objective 583', (out, values, text))

# A 60 x 60 array: its picture scaled down to 2,000 pt a side, 4,000 px in PNG.
big = write('grid-60.csp', 'var g[0..59][0..59] in 1..9\n')
png, pdf = os.path.join(WORK, 'grid-60.png'), os.path.join(WORK, 'grid-60.pdf')
rc, out, err = run(big, '--png', png, '--pdf', pdf)
with open(png, 'rb') as f:
    head = f.read(24) if rc == 0 else b''
side = max(int.from_bytes(head[16:20], 'big'), int.from_bytes(head[20:24], 'big')) if len(head) == 24 else 0
ok(rc == 0 and out.splitlines()[0] == 'g =' and len(out.splitlines()) == 62 and 3000 < side <= 4096 and
   max(page_size(pdf)) <= 2000, 'a 60 x 60 array: 60 rows printed, pictures within 4,096 px and 2,000 pt',
   (side, page_size(pdf), err))

# --- fc and mac expand no more nodes than bt (static order) ----------------
for name in sorted(os.listdir(EXAMPLES)):
    if not name.endswith(('.csp', '.xml')):
        continue
    # The hard Sudoku (inkala: minutes by bt, 2.6 s by fc in the static
    # order) is counted by fc and mac above; the published one compares fc
    # and mac here.
    if 'inkala' in name:
        continue
    path = os.path.join(EXAMPLES, name)
    nodes = {}
    # bt on the published Sudoku takes 5.6 s: fc against mac only there; the
    # other examples compare bt too.
    algos = ('fc', 'mac') if 'sudoku' in name else ('bt', 'fc', 'mac')
    for algo in algos:
        rc, out, err = run(path, '--all', '-a', algo, '--var-order', 'static', '--stats')
        nodes[algo] = stat(out, 'nodes') if rc == 0 else None
    ok(None not in nodes.values() and
       (nodes.get('bt') is None or nodes['fc'] <= nodes['bt']) and nodes['mac'] <= nodes['fc'],
       '%s: nodes mac <= fc <= bt (%s)' % (name, nodes))

# --- min-conflicts --------------------------------------------------------
rc, out, err = run(os.path.join(EXAMPLES, 'queens-8.csp'), '-a', 'min-conflicts', '--seed', '3')
s = solutions(out)
q = [int(s[0]['q[%d]' % i]) for i in range(1, 9)] if s else []
ok(rc == 0 and count(out) == 1 and len(q) == 8 and
   all(q[i] != q[j] and abs(q[i] - q[j]) != j - i for i in range(8) for j in range(i + 1, 8)),
   'min-conflicts: a valid 8-queens solution', err)
rc, out, err = run(os.path.join(EXAMPLES, 'pigeonhole-5-4.csp'), '-a', 'min-conflicts', '--max-steps', '500')
ok(rc == 4 and 'cannot prove' in err, 'min-conflicts on the pigeonhole: gives up, exit status 4', err)
rc, out, err = run(os.path.join(EXAMPLES, 'queens-8.csp'), '-a', 'min-conflicts', '--all')
ok(rc == 2, 'min-conflicts with --all: a usage error')

# --- arc consistency and the steps ----------------------------------------
small = write('ac.csp', 'var X, Y in 1..3\nvar Z in {a, b}\nX < Y\nZ != a\n')
rc, out, err = run(small, '--ac3')
ok(rc == 0 and out.splitlines() == ['X: {1, 2}', 'Y: {2, 3}', 'Z: {b}'], '--ac3: the domains', out)
rc, out, err = run(small, '--ac3', '--steps')
ok('revise X by X < Y: removed {3}' in out and 'revise Y by X < Y: removed {1}' in out,
   '--ac3 --steps: each revision names the constraint', out)
rc, out, err = run(write('wipe.csp', 'var X, Y in 1..2\nX > Y\nY > X\n'), '--ac3')
ok(rc == 0 and 'no solution' in out, '--ac3: a wipe-out says no solution', out)
rc, out, err = run(os.path.join(EXAMPLES, 'fcmac-9.csp'), '-a', 'fc', '--var-order', 'static', '--steps')
ok('assign A=r' in out and 'remove C=r (A != C)' in out and 'wipe-out' in out and 'backtrack' in out,
   '--steps with fc: assignments, removals by their constraint, a wipe-out, backtracks', out[:400])
rc, out, err = run(os.path.join(EXAMPLES, 'fcmac-9.csp'), '-a', 'mac', '--var-order', 'static', '--steps')
ok('wipe-out' not in out and 'backtrack' not in out, 'fcmac-9 with mac: no wipe-out, no backtrack', out[:400])
rc, out, err = run(os.path.join(EXAMPLES, 'queens-4.csp'), '-a', 'bt', '--var-order', 'static', '--steps')
ok('reject' in out and 'backtrack q[' in out, '--steps with bt: rejected values and backtracks', out[:300])

# --- --fcmac: the domain tables of statement 002 ---------------------------
# The 9-node graph as a CSP gives the very tables of `quandary-cli fcmac` on
# its map: same domains {r, g, b} in that order, and the file lists each
# constraint from its earlier variable, in the variable order, as fcmac
# builds the graph's, so inference meets the neighbours in the same order.
ORDER9 = ['--order', 'A,B,C,D,E,F,G,H,I']
rc, out, err = run(os.path.join(EXAMPLES, 'fcmac-9.csp'), '--fcmac', *ORDER9)
p = subprocess.run([CLI, 'fcmac', os.path.join(SRCDIR, '..', '..', 'data', 'examples', 'mapcolor', 'fcmac-9.map'),
                    *ORDER9, '--values', 'r,g,b'], capture_output=True, text=True, env=ENV, timeout=300)
ok(rc == 0 and p.returncode == 0 and out == p.stdout and '# 11 assignments (1 wiped out), 1 backtrack' in out,
   '--fcmac on fcmac-9.csp: the tables of fcmac on fcmac-9.map', err + out[:300] + p.stderr)
rc, out, err = run(os.path.join(EXAMPLES, 'fcmac-9.csp'), '--fcmac', '--method', 'mac')
ok(rc == 0 and out.startswith('# mac: maintaining arc consistency; order A,B,C,D,E,F,G,H,I; values r,g,b\n')
   and '# fc:' not in out, '--fcmac --method mac: the MAC table alone, the file\'s order', out[:200])

# Domains of different sizes and kinds: fcmac-mixed.txt and
# fcmac-mixed-order.txt were written by hand from the constraints (see
# golden/fcmac-mixed.csp): s in {hi, lo, mid} (symbols, order written),
# n in {1, 2, 3} (integers, ascending whatever the file's order), k in {0, 1};
# C1 s != hi or n = 3, C2 n + k <= 2, C3 s != lo or k = 1.
#   FC, order s,n,k: s=hi leaves n {3} (C1); n=3 empties k (C2: 3 + k > 2),
#   a wipe-out; n has nothing else, so s=hi is taken back (backtrack s, every
#   domain as before it); s=lo leaves k {1} (C3), n untouched; n=1 and k=1
#   remove nothing: 5 assignments, 1 wiped out, 1 backtrack.
#   MAC: the initial arc consistency removes n=3 (no k has 3 + k <= 2), then
#   s=hi (its only support n=3 is gone); s=lo leaves k {1} (C3), which leaves
#   n {1} (C2: 2 + 1 > 2); n=1 and k=1 change nothing: 3 assignments.
#   FC, order n,s,k: n=1 removes hi from s (C1), k stays {0,1} (1 + k <= 2);
#   s=lo leaves k {1} (C3); k=1: 3 assignments.
# Columns stay in the file's order whatever --order says.
MIXED = os.path.join(SRCDIR, 'golden', 'fcmac-mixed.csp')
for args, golden in ((['--fcmac'], 'fcmac-mixed.txt'),
                     (['--fcmac', '--order', 'n, s, k', '--method', 'fc'], 'fcmac-mixed-order.txt')):
    with open(os.path.join(SRCDIR, 'golden', golden), encoding='utf-8') as f:
        expected = f.read()
    rc, out, err = run(MIXED, *args)
    ok(rc == 0 and out == expected, '--fcmac %s: the hand-written %s' % (' '.join(args[1:]), golden), err + out)

nonbinary = write('fcmac-nonbinary.csp', 'var a, b in 1..3\nvar c in 1..3\na != b\nalldifferent(a, b, c)\n')
rc, out, err = run(nonbinary, '--fcmac')
ok(rc == 1 and out == '' and nonbinary in err and 'alldifferent(a, b, c)' in err and 'binary' in err,
   '--fcmac refuses a constraint over three variables, naming it', err)
rc, out, err = run(write('fcmac-big.csp', 'var a in 1..65\nvar b in 1..2\na != b\n'), '--fcmac')
ok(rc == 1 and 'domain of a has 65 values' in err, '--fcmac refuses a domain of more than 64 values, naming it', err)
for args, named in ((['--fcmac', '--all'], '--all'),
                    (['--fcmac', '--algorithm', 'min-conflicts'], '--algorithm'),
                    (['--fcmac', '--ac3'], '--ac3'),
                    (['--fcmac', '--steps'], '--steps'),
                    (['--fcmac', '--seed', '1'], '--seed'),
                    (['--order', 's,n,k'], '--fcmac'),
                    (['--fcmac', '--method', 'ac3'], 'ac3'),
                    (['--fcmac', '--order', 's,n'], 'misses 1 variable of the problem: k'),
                    (['--fcmac', '--order', 's,x,k'], 'which is not a variable of the problem'),
                    (['--fcmac', '--order', 's,n,s,k'], 'twice')):
    rc, out, err = run(MIXED, *args)
    ok(rc == 2 and out == '' and named in err, '--fcmac usage error: %s' % ' '.join(args), err)

# --- --trace and --tree (issue 50) ---------------------------------------
# x < y < z on {1, 2, 3}, bt with the static order, by hand: x=1: y=1 is
# rejected (x < y), y=2: z=1, 2 rejected, z=3 the solution; y=3: every z
# rejected, a dead end; x=2: y=3 only, then no z; x=3: no y.  The trace has a
# line per leaf of the consistent assignments (data/FORMATS.md), the tree a
# node per assignment, a failure at each dead end.
XYZ = write('xyz.csp', 'var x in 1..3\nvar y in 1..3\nvar z in 1..3\nx < y\ny < z\n')
STATIC_BT = ['-a', 'bt', '--var-order', 'static']
XYZ_TRACE = ['order: x, y, z; values static; inference none',
             'root -> x=1 -> y=2 -> z=3 -> solution x=1 y=2 z=3',
             'root -> x=1 -> y=3 -> backtrack',
             'root -> x=2 -> y=3 -> backtrack',
             'root -> x=3 -> backtrack']
XYZ_TREE = [('0', '-1', 'root', ''), ('1', '0', 'inner', 'x=1'), ('2', '1', 'inner', 'y=2'),
            ('3', '2', 'solution', 'z=3'), ('4', '1', 'failure', 'y=3'), ('5', '0', 'inner', 'x=2'),
            ('6', '5', 'failure', 'y=3'), ('7', '0', 'failure', 'x=3')]


def tree_rows(text):
    rows = []
    for line in text.splitlines():
        parts = line.split(' ')
        rows.append(tuple(parts[:3]) + (parts[3] if len(parts) > 3 else '',))
    return rows


trace_path, tree_path = os.path.join(WORK, 'xyz.trace'), os.path.join(WORK, 'xyz.tree')
rc, out, err = run(XYZ, *STATIC_BT, '--all', '--trace', trace_path, '--tree', tree_path)
ok(rc == 0 and out == 'x=1 y=2 z=3\n1 solution\n', 'x<y<z: the one solution', err + out)
ok(open(trace_path).read().splitlines() == XYZ_TRACE, 'x<y<z --trace: the hand-derived trace',
   open(trace_path).read() if os.path.exists(trace_path) else err)
ok(os.path.exists(tree_path) and tree_rows(open(tree_path).read()) == XYZ_TREE, 'x<y<z --tree: the hand-derived tree',
   open(tree_path).read() if os.path.exists(tree_path) else err)
rc, out, err = run(XYZ, *STATIC_BT, '--trace', '-')
ok(rc == 0 and out.splitlines() == ['x=1 y=2 z=3', '1 solution'] + XYZ_TRACE[:2],
   'x<y<z --trace - without --all: the output, then the trace to the first solution', out)
# Forward checking, by hand: x=1 leaves y {2, 3}; y=2 leaves z {3}; z=3; y=3
# empties z (a wipe-out, not a step); x=2 leaves y {3}, which empties z: x=2
# is a path with no consistent extension; x=3 empties y.
rc, out, err = run(XYZ, '-a', 'fc', '--var-order', 'static', '--all', '--trace', '-')
ok(rc == 0 and out.splitlines()[2].startswith('order: x, y, z;') and
   out.splitlines()[3:] == ['root -> x=1 -> y=2 -> z=3 -> solution x=1 y=2 z=3', 'root -> x=2 -> backtrack'],
   'x<y<z fc --trace: the hand-derived paths', out)


# 4-Queens by an independent backtracker: chronological, static order, values
# ascending, a value tried when it agrees with every queen before it (bt).
def queens_bt(n):
    nodes, leaves, sols = [], [], []

    def consistent(rows, r):
        c = len(rows)
        return all(r != q and abs(r - q) != c - i for i, q in enumerate(rows))

    def go(rows, parent):
        children = 0
        for r in range(1, n + 1):
            if not consistent(rows, r):
                continue
            children += 1
            nodes.append(parent)
            me = len(nodes)
            path = rows + [r]
            if len(path) == n:
                sols.append(path)
                leaves.append((path, 'solution'))
            elif go(path, me) == 0:
                leaves.append((path, 'backtrack'))
        return children

    go([], 0)
    return nodes, leaves, sols


def queens_line(rows):
    return ' '.join('q[%d]=%d' % (i + 1, r) for i, r in enumerate(rows))


Q4 = os.path.join(EXAMPLES, 'queens-4.csp')
parents, leaves, sols = queens_bt(4)
q4_trace = ['order: q[1], q[2], q[3], q[4]; values static; inference none'] + [
    'root -> ' + ' -> '.join('q[%d]=%d' % (i + 1, r) for i, r in enumerate(path)) + ' -> ' +
    ('solution ' + queens_line(path) if end == 'solution' else 'backtrack') for path, end in leaves]
rc, out, err = run(Q4, *STATIC_BT, '--all', '--tree', '-', '--tree-budget', '1000')
lines = out.splitlines()
tree = tree_rows('\n'.join(lines[3:]))
ok(rc == 0 and lines[:3] == [queens_line(s) for s in sols] + ['2 solutions'] and
   [int(r[1]) for r in tree[1:]] == parents and
   sum(r[2] == 'solution' for r in tree) == 2 and
   sum(r[2] == 'failure' for r in tree) == sum(e == 'backtrack' for _, e in leaves),
   '4-queens bt --tree: %d nodes, their parents, 2 solutions, the dead ends of a tiny backtracker' % len(parents),
   out[:600])
rc, out, err = run(Q4, *STATIC_BT, '--all', '--trace', '-')
ok(rc == 0 and out.splitlines()[3:] == q4_trace, '4-queens bt --trace: the paths of a tiny backtracker', out[:600])

# --- pictures: the constraint network --------------------------------------
for args, what in (([], 'the first solution'), (['--ac3'], 'the domains after AC-3')):
    png, svg, pdf = (os.path.join(WORK, 'net%d.%s' % (len(args), e)) for e in ('png', 'svg', 'pdf'))
    rc, out, err = run(Q4, *args, '--png', png, '--svg', svg, '--pdf', pdf, '--palette', 'print')
    good = rc == 0 and os.path.getsize(png) > 0 and open(png, 'rb').read(8) == b'\x89PNG\r\n\x1a\n'
    try:
        import xml.etree.ElementTree as ET
        good = good and ET.parse(svg).getroot().tag.endswith('svg')
    except Exception as e:  # noqa: BLE001
        good, err = False, str(e)
    info = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True)
    ok(good and re.search(r'^Pages:\s+1$', info.stdout, re.M), 'pictures of %s: PNG, SVG, one-page PDF' % what,
       err + info.stdout + info.stderr)

# --- --check --------------------------------------------------------------
first, second = queens_line(sols[0]), queens_line(sols[1])
answers = {
    'right.txt': '%s\n1 solution\n' % first,
    'other.txt': '%s\n1 solution\n' % second,        # valid, not the one printed
    'shuffled.txt': ' '.join(reversed(second.split())) + '\r\n1 solution',
    'attack.txt': 'q[1]=1 q[2]=3 q[3]=4 q[4]=2\n1 solution\n',   # q[2], q[3] on a diagonal
    'missing.txt': 'q[1]=2 q[2]=4 q[3]=1\n1 solution\n',
    'outside.txt': 'q[1]=9 q[2]=4 q[3]=1 q[4]=3\n1 solution\n',
    'unknown.txt': 'q[1]=2 q[2]=4 q[3]=1 q[9]=3\n1 solution\n',
    'count.txt': '%s\n2 solutions\n' % second,
    'all.txt': '%s\n%s\n2 solutions\n' % (first, second),
}
paths = {k: write('answer-' + k, v) for k, v in answers.items()}


def verdicts(out):
    return {os.path.basename(m.group(1))[len('answer-'):]: m.group(2)
            for m in re.finditer(r'^(\S+): (correct|wrong at line \d+|unreadable)$', out, re.M)}


rc, out, err = run(Q4, '--var-order', 'static', '--check', *[paths[k] for k in answers])
v = verdicts(out)
ok(rc == 1 and v == {'right.txt': 'correct', 'other.txt': 'correct', 'shuffled.txt': 'correct',
                     'attack.txt': 'wrong at line 1', 'missing.txt': 'wrong at line 1',
                     'outside.txt': 'wrong at line 1', 'unknown.txt': 'wrong at line 1',
                     'count.txt': 'wrong at line 2', 'all.txt': 'wrong at line 2'},
   '--check without --all: any valid solution is right', out)
block = out[out.find('answer-attack.txt'):]
ok('abs(q[2] - q[3])' in block.split('\n\n')[0] and 'q[2]=3, q[3]=4' in block and 'does not hold' in block,
   '--check: a wrong solution names the constraint it violates and its values', block[:400])
ok('q[4] has no value' in out and '“9” is not a value of the domain of q[1]' in out and
   '“q[9]” is not a variable' in out, '--check: a missing variable, a value outside the domain, an unknown name', out)
rc, out, err = run(Q4, '--check', paths['right.txt'], paths['other.txt'], '--check-strict')
ok(rc == 0 and verdicts(out) == {'right.txt': 'correct', 'other.txt': 'correct'}, '--check-strict: valid answers', out)
rc, out, err = run(Q4, '--check', paths['shuffled.txt'], '--check-strict')
ok(rc == 1 and 'wrong' in out, '--check-strict: a CR counts', out)
rc, out, err = run(Q4, *STATIC_BT, '--all', '--check', paths['all.txt'], paths['other.txt'])
ok(rc == 1 and verdicts(out) == {'all.txt': 'correct', 'other.txt': 'wrong at line 1'},
   '--check --all: every solution in the search\'s order', out)
trace_answer = write('answer-trace.txt', '\n'.join(q4_trace) + '\n')
bad_trace = write('answer-trace-bad.txt', '\n'.join(q4_trace[:2] + q4_trace[3:]) + '\n')
written = os.path.join(WORK, 'check.trace')
rc, out, err = run(Q4, *STATIC_BT, '--all', '--trace', written, '--check', trace_answer, bad_trace)
ok(rc == 1 and verdicts(out) == {'trace.txt': 'correct', 'trace-bad.txt': 'wrong at line 3'} and
   open(written).read() == '\n'.join(q4_trace) + '\n', '--check --trace FILE: traces, the trace written too', out)
rc, out, err = run(Q4, *STATIC_BT, '--steps')
steps_answer = write('answer-steps.txt', out)
rc, out, err = run(Q4, *STATIC_BT, '--steps', '--check', steps_answer, paths['right.txt'])
ok(rc == 1 and verdicts(out) == {'steps.txt': 'correct', 'right.txt': 'wrong at line 1'},
   '--check --steps: the steps are compared', out)
binary = os.path.join(WORK, 'answer-binary.txt')
with open(binary, 'wb') as f:
    f.write(b'q[1]=\x00\xff\n')
rc, out, err = run(Q4, '--check', binary)
ok(rc == 1 and verdicts(out) == {'binary.txt': 'unreadable'}, '--check: a binary answer is unreadable', out)
rc, out, err = run(Q4, '-a', 'min-conflicts', '--seed', '5', '--check', paths['right.txt'], paths['other.txt'],
                   paths['attack.txt'])
ok(rc == 1 and verdicts(out) == {'right.txt': 'correct', 'other.txt': 'correct', 'attack.txt': 'wrong at line 1'},
   '--check with min-conflicts: any valid solution is right', out)
rc, out, err = run(os.path.join(EXAMPLES, 'pigeonhole-5-4.csp'), '--check', paths['right.txt'])
ok(rc == 1 and 'wrong at line 1' in out and 'expected: no solution' in out, '--check: no solution exists', out)

# --- usage errors of the new options ---------------------------------------
for args, named in ((['--trace', '-', '--ac3'], '--trace'),
                    (['--trace', '-', '--fcmac'], '--trace'),
                    (['--trace', '-', '-a', 'min-conflicts'], '--trace'),
                    (['--tree', '-', '--ac3'], '--tree'),
                    (['--tree', '-', '-a', 'min-conflicts'], '--tree'),
                    (['--check', paths['right.txt'], '--ac3'], '--check'),
                    (['--check', paths['right.txt'], '--fcmac'], '--check'),
                    (['--check', paths['right.txt'], '-a', 'min-conflicts', '--steps'], '--steps'),
                    (['--check', paths['right.txt'], '--stats'], '--stats'),
                    (['--check', paths['right.txt'], '--tree', '-'], '--tree'),
                    (['--check', paths['right.txt'], '--png', os.path.join(WORK, 'x.png')], '--png'),
                    (['--check', paths['right.txt'], '--trace', '-'], '--trace'),
                    (['--check-strict'], '--check'),
                    (['--tree', '-', '--tree-budget', '-1'], 'budget'),
                    (['--palette', 'print'], '--palette')):
    rc, out, err = run(Q4, *args)
    ok(rc == 2 and out == '' and named in err, 'usage error: %s' % ' '.join(args), err)
rc, out, err = run(Q4, '--trace', Q4)
ok(rc == 2 and out == '' and Q4 in err, '--trace onto the input: refused before the search', err)
rc, out, err = run(Q4, '--tree', os.path.join(WORK, 'no-such-dir', 't.txt'))
ok(rc == 1 and out == '' and 'no-such-dir' in err, '--tree into a missing folder: refused before the search', err)
rc, out, err = run(Q4, '--check', paths['right.txt'], '--trace', paths['right.txt'])
ok(rc == 2 and out == '', '--check --trace onto an answer: refused', err)
rc, out, err = run(Q4, '--check', os.path.join(WORK, 'no-such-answer.txt'))
ok(rc == 1 and 'no-such-answer.txt' in out + err, '--check: a missing answer is named, exit status 1', out + err)

# --- errors: the line and the column --------------------------------------
HOSTILE = [
    ('unknown variable', 'csp', 'var x in 1..3\nx != y\n', 2, 6),
    ('bad range', 'csp', 'var x in 5..1\n', 1, 10),
    ('unclosed brace', 'csp', 'var c in {red, green\nc = red\n', 2, 1),
    ('huge domain', 'csp', 'var x in 1..1000000000\n', 1, 10),
    ('deep nesting', 'csp', 'var x in 1..2\n' + '(' * 500 + 'x' + ')' * 500 + ' = 1\n', 2, None),
    ('binary garbage', 'csp', 'var x in 1..2\n\x00\xff\xfe garbage', 2, 1),
    ('symbol in arithmetic', 'csp', 'var c in {red, blue}\nc + 1 = 2\n', 2, 1),
    ('index out of range', 'csp', 'var q[1..4] in 1..4\nq[5] = 1\n', 2, 3),
    ('chained comparison', 'csp', 'var x, y in 1..3\n1 < x < 3\n', 2, 7),
    ('unexpected character', 'csp', 'var x in 1..3\nx @ 2\n', 2, 3),
    ('tuple of wrong size', 'csp', 'var x, y in 1..3\nallowed (x, y) { (1, 2), (3) }\n', 2, 26),
    ('number, not a condition', 'csp', 'var x in 1..3\nx + 1\n', 2, 1),
    ('xcsp unsupported element', 'xml', '<instance format="XCSP3" type="CSP">\n<variables><var id="x"> 1..3 </var></variables>\n'
                                        '<constraints>\n  <cumulative/>\n</constraints></instance>\n', 4, None),
    ('xcsp optimisation', 'xml', '<instance format="XCSP3" type="COP">\n<variables/></instance>\n', 1, None),
    ('xcsp unclosed element', 'xml', '<instance format="XCSP3" type="CSP">\n<variables>\n', None, None),
    ('xcsp unknown variable', 'xml', '<instance format="XCSP3" type="CSP">\n<variables><var id="x"> 1..3 </var></variables>\n'
                                     '<constraints>\n <intension> eq(x,y) </intension>\n</constraints></instance>\n', 4, None),
    ('xcsp bad domain', 'xml', '<instance format="XCSP3" type="CSP">\n<variables>\n <var id="x"> 1..a </var>\n'
                               '</variables></instance>\n', 3, None),
]
for i, (name, ext, text, line, column) in enumerate(HOSTILE):
    path = os.path.join(WORK, 'hostile-%d.%s' % (i, ext))
    with open(path, 'wb') as f:
        f.write(text.encode('utf-8', 'surrogateescape') if '\xff' not in text else
                text.replace('\xff', '').replace('\xfe', '').encode() + b'\xff\xfe')
    rc, out, err = run(path)
    m = re.search(r'line (\d+), column (\d+)', err)
    good = rc == 1 and m is not None and path in err and out == ''
    if good and line is not None:
        good = int(m.group(1)) == line and (column is None or int(m.group(2)) == column)
    ok(good, 'error (%s): exit status 1, the file, line and column named' % name, err.strip())

# --- arc consistency with domain splitting (--algorithm split) -------------
# x, y, z all different in 1..3, worked by hand: AC-3 removes nothing; x is
# split {1, 2} | {3}, then {1} | {2}; x = 1 leaves y, z in {2, 3} (2
# removed), y is split and each half decides z (1 removed).
AD = write('alldiff-3.csp', 'var x, y, z in 1..3\nalldifferent(x, y, z)\n')
rc, out, err = run(AD, '--algorithm', 'split', '--all', '--steps')
expected = [
    'arc consistency: removed 0; split x',
    '  x in {1, 2}: removed 0; split x',
    '    x in {1}: removed 2; split y',
    '      y in {2}: removed 1; solution', 'x=1 y=2 z=3',
    '      y in {3}: removed 1; solution', 'x=1 y=3 z=2',
    '    x in {2}: removed 2; split y',
    '      y in {1}: removed 1; solution', 'x=2 y=1 z=3',
    '      y in {3}: removed 1; solution', 'x=2 y=3 z=1',
    '  x in {3}: removed 2; split y',
    '    y in {1}: removed 1; solution', 'x=3 y=1 z=2',
    '    y in {2}: removed 1; solution', 'x=3 y=2 z=1',
    '6 solutions']
ok(rc == 0 and out.splitlines() == expected, 'split --all --steps: the hand-worked splits of alldifferent(x, y, z)',
   out + err)
rc, out, err = run(AD, '--algorithm', 'split', '--stats')
ok(rc == 0 and out.splitlines()[:2] == ['x=1 y=2 z=3', '1 solution'] and stat(out, 'splits') == 3 and
   stat(out, 'nodes') == 4, 'split: the first solution after 3 splits (4 nodes)', out + err)
# N-Queens: the solutions of the independent backtracker, in its order
# (first variable first, values ascending, as split's lower halves go).
for n in (4, 6):
    _, _, sols_n = queens_bt(n)
    path = write('queens-split-%d.csp' % n, cspwriter.queens_own(n, 'forall'))
    rc, out, err = run(path, '--algorithm', 'split', '--all')
    ok(rc == 0 and out.splitlines() == [queens_line(q) for q in sols_n] + ['%d solutions' % len(sols_n)],
       'split --all: the %d solutions of %d-Queens in the backtracker\'s order' % (len(sols_n), n), out + err)
for name, expected_count in (('pigeonhole-5-4.csp', 0), ('send-more-money.csp', 1), ('zebra.csp', 1),
                             ('queens-8.xml', 92)):
    rc, out, err = run(os.path.join(EXAMPLES, name), '--algorithm', 'split', '--all')
    ok(rc == 0 and count(out) == expected_count, 'split --all on %s: %d solutions' % (name, expected_count), out + err)
Q8 = os.path.join(EXAMPLES, 'queens-8.csp')
rc, out, err = run(Q8, '--algorithm', 'split', '--all')
answer = write('queens-8-split.txt', out)
rc, out, err = run(Q8, '--algorithm', 'split', '--all', '--check', answer)
ok(rc == 0 and 'correct' in out, 'split --all --check: its own 92 solutions are right', out + err)
for args, needle in ((('--trace', os.path.join(WORK, 't.txt')), '--trace follows'),
                     (('--var-order', 'mrv'), 'no --var-order'),
                     (('--steps', '--check', answer), '--check goes with no --steps')):
    rc, out, err = run(Q8, '--algorithm', 'split', *args)
    ok(rc == 2 and needle in err, 'split with %s: a usage error' % args[0], err)

# --- --report, --report-bundle and --gif (issue 50) --------------------------
# The goldens are XYZ's search by hand (above): bt with the static order and
# --all assigns x=1, y=2, z=3 (the solution), y=3 (a dead end), x=2, y=3 (a
# dead end), x=3 (no y): 7 assignments, 4 backtracks (y twice, x twice), 8
# nodes (the root and one per assignment), the one solution x=1 y=2 z=3.


def pdf_text(path):
    p = subprocess.run(['pdftotext', '-layout', path, '-'], capture_output=True, text=True)
    return ' '.join(p.stdout.split()) if p.returncode == 0 else ''


def gif_frames(path):
    """The frame count of a GIF as giflib's decoder reads it (tests/gif-info.c)."""
    p = subprocess.run([os.environ['QD_GIF_INFO'], path], capture_output=True, text=True)
    info = dict(l.split(' ', 1) for l in p.stdout.splitlines()) if p.returncode == 0 else {}
    return int(info['frames']) if 'frames' in info else None, info


pdf = os.path.join(WORK, 'xyz-report.pdf')
rc, out, err = run(XYZ, *STATIC_BT, '--all', '--report', pdf)
text = pdf_text(pdf) if rc == 0 else ''
for needle in ('The first solution found', 'x 1 y 2 z 3', 'Assignments 7', 'Backtracks 4', 'Nodes 8',
               'Solutions 1', 'xyz.csp', 'Search Tree', 'algorithm bt', 'var-order static'):
    ok(needle in text, 'csp --report (bt, static, --all): the PDF shows “%s”' % needle, err + text[:1500])
rc, out, err = run(XYZ, '--ac3', '--report', pdf)
text = pdf_text(pdf) if rc == 0 else ''
# AC-3 by hand: x < y leaves x {1, 2} and y {2, 3}; y < z leaves y {2}, z
# {3}; x < y again leaves x {1}.
ok(rc == 0 and 'The domains after arc consistency' in text and 'x {1} y {2} z {3}' in text and
   'Revisions' in text, 'csp --ac3 --report: the domains left and the revisions', err + text[:1500])
rc, out, err = run(XYZ, '--algorithm', 'min-conflicts', '--report', pdf)
text = pdf_text(pdf) if rc == 0 else ''
ok(rc == 0 and 'x 1 y 2 z 3' in text and 'Repair steps' in text and 'max-steps 1000000' in text,
   'csp min-conflicts --report: the only solution and the repair steps', err + text[:1500])
bundle = os.path.join(WORK, 'xyz-bundle')
rc, out, err = run(XYZ, *STATIC_BT, '--all', '--report-bundle', bundle)
solution_csv = open(os.path.join(bundle, 'data', 'solution.csv')).read() if rc == 0 else ''
stats_csv = open(os.path.join(bundle, 'data', 'statistics.csv')).read() if rc == 0 else ''
ok(rc == 0 and all(os.path.isfile(os.path.join(bundle, f)) for f in
                   ('report.pdf', 'report.md', 'figures/instance.svg', 'figures/instance.png')),
   'csp --report-bundle: the PDF, the Markdown and the network as SVG and PNG', err)
ok(solution_csv.splitlines() == ['Variable,Value', 'x,1', 'y,2', 'z,3'] and
   'Assignments,7' in stats_csv.splitlines() and 'Backtracks,4' in stats_csv.splitlines(),
   'csp --report-bundle: the solution and the counts as CSV', solution_csv + stats_csv)

# --gif: a frame for the start and one per step of the replay (an
# assignment, with the values rejected before it; a backtrack; a solution;
# MAC's propagation before the search).  By hand: bt --all above has 7
# assignments, 4 backtracks and 1 solution: 12 steps, 13 frames; the first
# solution alone 3 assignments and the solution: 5 frames; MAC makes x {1},
# y {2}, z {3} first (one step), then 3 assignments and the solution: 6.
for args, frames in (((*STATIC_BT, '--all'), 13), (STATIC_BT, 5), (('--algorithm', 'mac'), 6)):
    gif = os.path.join(WORK, 'xyz-%d.gif' % frames)
    rc, out, err = run(XYZ, *args, '--gif', gif, '--gif-size', '160x120')
    n, info = gif_frames(gif) if rc == 0 else (None, {})
    ok(rc == 0 and n == frames and info.get('loops') == 'yes' and info.get('first-last-differ') == 'yes',
       'csp %s --gif: %d frames, looping, the last unlike the first' % (' '.join(args), frames),
       '%s frames; %s' % (n, err))
for args, named in ((('--algorithm', 'min-conflicts'), 'min-conflicts'), (('--ac3',), '--ac3'),
                    (('--algorithm', 'split'), 'split'), (('--fcmac',), '--fcmac')):
    rc, out, err = run(XYZ, *args, '--gif', os.path.join(WORK, 'no.gif'))
    ok(rc == 2 and 'no replay' in err and named in err and not os.path.exists(os.path.join(WORK, 'no.gif')),
       'csp %s --gif: a usage error naming the limitation' % named, err)
rc, out, err = run(XYZ, '--gif-size', '160x120')
ok(rc == 2 and '--gif' in err, 'csp --gif-size without --gif: a usage error', err)
for option in ('--report', '--gif', '--report-bundle'):
    bad = os.path.join(WORK, 'no-such-folder', 'out')
    rc, out, err = run(XYZ, option, bad)
    ok(rc != 0 and bad in err and out == '', 'csp %s into a missing folder: an error naming it, no run' % option,
       'exit %d: %s%s' % (rc, out, err))

# --- variables in no constraint (issue 79) --------------------------------
# Set aside in XCSP3 (ACE's counts: Agatha 4, Lightup 1), enumerated in .csp.
# The line after the count says every assignment (issue 91): the solutions
# times the free variables' values, the count --free-variables enumerate
# gives.
FREE_LINE = 'and %d variable%s in no constraint, any of %s values: %s assignment%s in all'


def free_line(n, product):
    return FREE_LINE % (n, '' if n == 1 else 's', 'its' if n == 1 else 'their', product, '' if product == '1' else 's')


AGATHA_FREE = ['richer[%d][%d]' % (i, j) for i in range(3) for j in (1, 2)]
rc, out, err = run(os.path.join(XCSP3, 'Agatha.xml'), '--all')
lines = out.splitlines()
ok(rc == 0 and lines[0] == 'in no constraint, left out of the solutions: ' + ', '.join(AGATHA_FREE)
   and lines[-2:] == ['4 solutions', free_line(6, '256')] and len(lines) == 7
   and not any(v + '=' in l for v in AGATHA_FREE for l in lines[1:-2]),
   'Agatha.xml --all: the free variables named once, 4 solutions, then 4 × 64 = 256 assignments', out[-600:] + err)
rc, out, err = run(os.path.join(XCSP3, 'Agatha.xml'), '--all', '--free-variables', 'enumerate')
ok(rc == 0 and count(out) == 256 and 'in no constraint' not in out and len(out.splitlines()) == 257,
   'Agatha.xml --free-variables enumerate: 256 solutions over every variable', out[-300:] + err)
rc, out, err = run(os.path.join(XCSP3, 'Lightup-Lightup_example.xml'), '--all')
ok(rc == 0 and out.splitlines()[-2:] == ['1 solution', free_line(24, '16777216')],
   'Lightup_example --all: 1 solution and 2^24 assignments, at once', out[-300:] + err)
# a, b constrained; z narrowed by a unary constraint (not free); y free;
# w in the objective alone (not free); 30 of 10 values: past 2^64, exact.
FREE_XML = ('<instance format="XCSP3" type="%s"><variables><var id="a"> 0..1 </var><var id="b"> 0..1 </var>'
            '<var id="y"> 0..3 </var><var id="z"> 0..4 </var>%s</variables><constraints>'
            '<intension> ne(a,b) </intension><intension> lt(z,2) </intension></constraints>%s</instance>\n')
path = write('free.xml', FREE_XML % ('CSP', '', ''))
rc, out, err = run(path, '--all')
ok(rc == 0 and out.splitlines()[0] == 'in no constraint, left out of the solutions: y'
   and out.splitlines()[1:] == ['a=0 b=1 z=0', 'a=0 b=1 z=1', 'a=1 b=0 z=0', 'a=1 b=0 z=1', '4 solutions',
                                free_line(1, '16')],
   'free.xml --all: y free, z narrowed by a unary constraint enumerated, 4 × 4 assignments', out + err)
rc, out, err = run(path, '--all', '--free-variables', 'enumerate')
ok(rc == 0 and out.splitlines()[-1] == '16 solutions', 'free.xml --free-variables enumerate: 16', out[-300:] + err)
rc, out, err = run(path)
ok(rc == 0 and out.splitlines() == ['a=0 b=1 y=0 z=0', '1 solution'],
   'free.xml, the first solution: y at its first value, no free line', out + err)
path = write('free-cop.xml', FREE_XML % ('COP', '<var id="w"> 3..5 </var>', '<objectives><maximize> w </maximize>'
                                                                             '</objectives>'))
rc, out, err = run(path)
ok(rc == 0 and out.splitlines()[-3:] == ['a=0 b=1 y=0 z=0 w=5', 'objective 5', 'optimum 5'],
   'free-cop.xml: w in the objective is not free; y at its first value', out + err)
path = write('free-big.xml', FREE_XML % ('CSP', '<array id="f" size="[30]"> 0..9 </array>', ''))
rc, out, err = run(path, '--all')
ok(rc == 0 and out.splitlines()[-2:] == ['4 solutions', free_line(31, '16' + '0' * 30)],
   'free-big.xml: 4 solutions × 4 × 10^30 assignments, exact past 2^64', out[-300:] + err)
# .csp: the textbook's counts, every variable enumerated, unless asked.
path = write('free.csp', 'var x, y in 1..2\nvar t in 1..3\nx != y\n')
rc, out, err = run(path, '--all')
ok(rc == 0 and count(out) == 6 and 'in no constraint' not in out, 'free.csp --all: t enumerated, 6 solutions', out)
rc, out, err = run(path, '--all', '--free-variables', 'aside')
ok(rc == 0 and out.splitlines() == ['in no constraint, left out of the solutions: t', 'x=1 y=2', 'x=2 y=1',
                                    '2 solutions', free_line(1, '6')],
   'free.csp --free-variables aside: 2 solutions and t\'s 3 values, 6 assignments', out + err)
# Australia: Tasmania in no constraint; 6 colourings of the mainland, 18 in all.
rc, out, err = run(os.path.join(EXAMPLES, 'australia.csp'), '--all', '--free-variables', 'aside')
ok(rc == 0 and out.splitlines()[-2:] == ['6 solutions', free_line(1, '18')],
   'australia.csp --free-variables aside: 6 solutions, then 18 assignments in all', out[-300:] + err)
for args, word in ((('--free-variables', 'nope'), 'nope'), (('-a', 'tree', '--free-variables', 'aside'), 'tree'),
                   (('--ac3', '--free-variables', 'aside'), '--ac3')):
    rc, out, err = run(path, *args)
    ok(rc == 2 and word in err and out == '', 'csp %s: a usage error naming %s' % (' '.join(args), word), err)
# --- pictures of large problems (issue 91) ---------------------------------
# A million cells made an SVG of 684 MB and a PNG of 4,000 x 1: past 10,000
# variables (QD_CONSTRAINTS_PICTURE_MAX_VARIABLES) a picture is refused before
# the search, the count and the limit named, nothing written; below it a long
# array wraps into a square (24 cells a row, its length's square root past
# 576), never a strip.
def png_size(path):
    with open(path, 'rb') as f:
        head = f.read(24)
    return int.from_bytes(head[16:20], 'big'), int.from_bytes(head[20:24], 'big')


path = write('wide.csp', 'var x[1..10001] in 0..1\nx[1] != x[2]\n')
picture = os.path.join(WORK, 'wide.png')
if os.path.exists(picture):
    os.remove(picture)
rc, out, err = run(path, '--png', picture)
ok(rc == 1 and out == '' and '10001 variables' in err and 'at most 10000' in err and not os.path.exists(picture),
   'csp --png of 10,001 variables: refused before the search, the count and the limit named', err)
for n in (600, 10000):
    path = write('long-%d.csp' % n, 'var x[1..%d] in 0..1\nx[1] != x[2]\n' % n)
    picture = os.path.join(WORK, 'long-%d.png' % n)
    rc, out, err = run(path, '--png', picture)
    size = png_size(picture) if rc == 0 else (0, 0)
    ok(rc == 0 and max(size) <= 4000 and 0.5 <= size[0] / max(size[1], 1) <= 2,
       'csp --png of an array of %d cells: a square of cells, not a strip' % n, 'exit %d, %s, %s' % (rc, size, err))

# --- the default search (issue 79): cp for an XCSP3 file, textbook for .csp --
# The order changes which solution comes first, never the count; the trace's
# order line says which search ran.
# cp counts (--all) with mrv unless --var-order says dom-wdeg.
Q8X, Q8C = os.path.join(EXAMPLES, 'queens-8.xml'), os.path.join(EXAMPLES, 'queens-8.csp')
CP_ORDER, MRV_ORDER = 'dom/wdeg), the last variable that failed first', 'minimum remaining values (ties: first variable)'
for path, args, order, want in ((Q8X, (), CP_ORDER, '1 solution'),
                                (Q8X, ('--all',), MRV_ORDER, '92 solutions'),
                                (Q8X, ('--all', '--var-order', 'dom-wdeg'), CP_ORDER, '92 solutions'),
                                (Q8X, ('--search', 'textbook'), MRV_ORDER, '1 solution'),
                                (Q8X, ('--search', 'cp', '--var-order', 'mrv'), MRV_ORDER, '1 solution'),
                                (Q8C, ('--all',), MRV_ORDER, '92 solutions'),
                                (Q8C, ('--search', 'cp'), CP_ORDER, '1 solution')):
    rc, out, err = run(path, '--trace', '-', *args)
    ok(rc == 0 and want in out.splitlines() and order + ';' in out,
       'csp %s %s: %s, the order "%s"' % (os.path.basename(path), ' '.join(args), want, order), out[-300:] + err)
rc, out, err = run(Q8X, '--search', 'fast')
ok(rc == 2 and 'use cp or textbook' in err, 'an unknown --search: a usage error', err)
rc, out, err = run(Q8X, '--ac3', '--search', 'cp')
ok(rc == 2 and '--search' in err, '--ac3 with --search: a usage error', err)

rc, out, err = run(os.path.join(WORK, 'missing.csp'))
ok(rc == 1, 'a missing file: exit status 1')
rc, out, err = run(os.path.join(EXAMPLES, 'queens-4.csp'), '--algorithm', 'nope')
ok(rc == 2, 'an unknown algorithm: exit status 2')

print('1..%d' % len(results))
for i, (good, name, detail) in enumerate(results, 1):
    print('%s %d - %s' % ('ok' if good else 'not ok', i, name))
    if not good and detail:
        for l in str(detail).splitlines()[:10]:
            print('# ' + l)
sys.exit(0 if all(r[0] for r in results) else 1)
