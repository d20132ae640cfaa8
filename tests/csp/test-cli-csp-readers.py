#!/usr/bin/env python3
"""Tests of the readers of `quandary-cli csp` against hostile files (TAP,
issue 74): no recursion a file can drive deep, work linear in the file's
size, true messages.  Each file is built here; each answer is worked by hand
or by a brute force written here (Python's integers), never copied from
the program.  Sizes bound the work (100,000 terms, 100,000 brackets), not
times.

Usage: test-cli-csp-readers.py CLI WORKDIR"""

import itertools
import os
import re
import subprocess
import sys

CLI, WORK = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from csptap import ENV, Tap  # noqa: E402

DEPTH_MAX = 200                 # QD_CSP_MODEL_DEPTH_MAX
VALUE_MAX = 2 ** 40             # QD_CSP_MODEL_VALUE_MAX
T = Tap(CLI, WORK, timeout=300, errors='replace')
ok, run, write = T.ok, T.run, T.write


def answers(out):
    """The solutions printed (each a dict) and the last line."""
    lines = out.splitlines()
    return [dict(p.split('=', 1) for p in l.split()) for l in lines if '=' in l], (lines[-1] if lines else '')


def brute(names, domain, holds):
    return [dict(zip(names, map(str, values))) for values in itertools.product(domain, repeat=len(names))
            if holds(*values)]


def same(got, expected):
    """The same solutions, in any order (the solver's order is its own)."""
    return sorted(sorted(d.items()) for d in got) == sorted(sorted(d.items()) for d in expected)


def expect_solutions(path, expected, name):
    # Every variable of the solutions, one in no constraint too (XCSP3 sets those aside by default).
    rc, out, err = run(path, '--all', '--free-variables', 'enumerate')
    got, last = answers(out)
    want = '%d solution%s' % (len(expected), '' if len(expected) == 1 else 's') if expected else 'no solution'
    ok(rc == 0 and same(got, expected) and last == want, name, 'exit %d, %s%s' % (rc, out[-300:], err[-300:]))


def expect_refusal(path, line, column, words, name):
    rc, out, err = run(path)
    m = re.search(r'line (\d+), column (\d+)', err)
    good = (rc == 1 and out == '' and path in err and m is not None and int(m.group(1)) == line and
            (column is None or int(m.group(2)) == column) and all(w in err for w in words))
    ok(good, name, 'exit %d: %s' % (rc, err[-400:]))


XCSP = ('<instance format="XCSP3" type="CSP">\n<variables>\n%s\n</variables>\n'
        '<constraints>\n%s\n</constraints>\n</instance>\n')
DEPTH_WORDS = ['nests more than %d levels deep' % DEPTH_MAX]

# --- long chains are one node: read, not refused -------------------------
# x = 1 or x = 1 or … (100,000 lines) or x = 2: x is 1 or 2.
path = write('or-chain.csp', 'var x in 1..3\n' + 'x = 1 or\n' * 100000 + 'x = 2\n')
expect_solutions(path, [{'x': '1'}, {'x': '2'}], 'an or of 100,001 comparisons, one a line: x in {1, 2}')

# The same over 100,000 variables: the scope is found in linear time.
n = 100000
path = write('or-vars.csp', 'var b[1..%d] in 0..1\n' % n + ' or '.join('b[%d] = 1' % i for i in range(1, n + 1))
             + '\nsum(b) = 0 or b[1] = 1\nforall i in 2..%d: b[i] = 0\n' % n)
rc, out, err = run(path, '--all')
ok(rc == 0 and answers(out)[1] == '1 solution' and 'b[1]=1 b[2]=0' in out,
   'an or over 100,000 variables: only b[1] = 1 is left', out[-200:] + err[-300:])

# 200,000 terms, + x and - y in turn, on one line: 100,000 (x - y) = 100,000.
terms = ' '.join(('+ x' if i % 2 == 0 else '- y') for i in range(200000))
path = write('sum-chain.csp', 'var x, y in 0..2\n0 ' + terms + ' = 100000\n')
expect_solutions(path, brute('xy', range(3), lambda x, y: 100000 * (x - y) == 100000),
                 'a sum of 200,000 terms on one line (+ and - mixed): x - y = 1')
path = write('and-chain.csp', 'var x, y in 0..3\n' + ' and '.join(['x != y'] * 50000 + ['x + y = 3']) + '\n')
expect_solutions(path, brute('xy', range(4), lambda x, y: x != y and x + y == 3),
                 'an and of 50,001 conditions: x != y, x + y = 3')
# A chain written back in a description keeps its signs: a - b - c + d.
path = write('signs.csp', 'var a, b, c, d in 0..2\na - b - c + d = 2\n')
expect_solutions(path, brute('abcd', range(3), lambda a, b, c, d: a - b - c + d == 2),
                 'a - b - c + d = 2 (a chain of + and -) against a brute force')

# --- every other nesting: one limit, refused at once with its place --------
expect_refusal(write('parens.csp', 'var x in 1..3\n' + '(' * 100000 + 'x' + ')' * 100000 + ' = 1\n'),
               2, DEPTH_MAX + 1, DEPTH_WORDS, '100,000 brackets: refused at the 201st, the limit named')
path = write('parens-ok.csp', 'var x in 1..3\n' + '(' * (DEPTH_MAX - 1) + 'x' + ')' * (DEPTH_MAX - 1) + ' = 1\n')
expect_solutions(path, [{'x': '1'}], '%d brackets: within the limit' % (DEPTH_MAX - 1))
# The statement is a level, the right side of = one more, each minus one
# more: the 199th is refused.
expect_refusal(write('minus.csp', 'var x in 1..3\n1 = ' + '- ' * 100000 + 'x\n'),
               2, 5 + 2 * (DEPTH_MAX - 2), DEPTH_WORDS, '100,000 unary minus: refused at the 199th')
expect_refusal(write('nots.csp', 'var x in 1..3\n' + 'not ' * 100000 + 'x = 1\n'),
               2, 1 + 4 * (DEPTH_MAX - 1), DEPTH_WORDS, '100,000 not: refused at the 200th')
expect_refusal(write('abs.csp', 'var x in 1..3\n' + 'abs(' * 100000 + 'x' + ')' * 100000 + ' = 1\n'),
               2, None, DEPTH_WORDS, '100,000 nested abs(…): refused')
expect_refusal(write('product.csp', 'var x in 1..1\n' + ' * '.join(['x'] * 100000) + ' = 1\n'),
               2, None, DEPTH_WORDS, 'x * x * … (100,000 factors, a level each): refused')
expect_refusal(write('quotient.csp', 'var x in 1..1\n' + ' / '.join(['x'] * 100000) + ' = 1\n'),
               2, None, DEPTH_WORDS, 'x / x / … (100,000 divisions): refused')
# Chains of different operators each nest one level more: (a + b) * c …
text = 'x'
for i in range(300):
    text = '(%s %s x)' % (text, '+*'[i % 2])
expect_refusal(write('mixed.csp', 'var x in 1..1\n' + text + ' > 0\n'), 2, None, DEPTH_WORDS,
               '300 alternating + and * levels: refused')
names = ', '.join('a%d in 1..1' % i for i in range(100000))
expect_refusal(write('forall-names.csp', 'var x in 1..3\nforall ' + names + ': x = 1\n'), 2, None,
               ['more than %d forall names' % DEPTH_MAX], 'a forall of 100,000 names: refused')
text = 'var x in 1..3\n' + ''.join('forall a%d in 1..1:\n' % i for i in range(100000)) + 'x = 1\n'
expect_refusal(write('forall-nested.csp', text), DEPTH_MAX + 2, None, ['more than %d forall names' % DEPTH_MAX],
               '100,000 nested foralls: refused at the 201st')

# --- constant conditions are conditions ----------------------------------
for text, holds in (('3 <= 1', False), ('1 <= 3', True), ('not (2 = 2)', False), ('1 + 1 = 2 or x = 3', True),
                    ('(1 = 2) = (3 = 4)', True), ('abs(-2) > 5 and x = 1', False)):
    path = write('constant.csp', 'var x in 1..2\n%s\n' % text)
    expect_solutions(path, [{'x': '1'}, {'x': '2'}] if holds else [],
                     'the constant condition “%s”: %s' % (text, 'holds' if holds else 'no solution'))
expect_refusal(write('number.csp', 'var x in 1..2\n3 + 4\n'), 2, 1, ['must be a condition', 'not a number'],
               'a constant number as a constraint: refused as a number')

# `not` binds looser than a comparison and tighter than `and` (as Python's,
# and as the description of a constraint writes it): `not x = 1` was read
# as (not x) = 1, "no solution" for x in 1..3.  Each against Python.
for text, holds in (('not x = 1', lambda x, y: not x == 1),
                    ('not not x = 1', lambda x, y: x == 1),
                    ('not x + y = 3 and y = 2', lambda x, y: not x + y == 3 and y == 2),
                    ('x = 2 or not y < x', lambda x, y: x == 2 or not y < x),
                    ('not x = 1 or not y = 1', lambda x, y: not x == 1 or not y == 1),
                    ('x + (not y = 1) = 3', lambda x, y: x + (not y == 1) == 3)):
    path = write('not.csp', 'var x, y in 1..3\n%s\n' % text)
    expect_solutions(path, brute(['x', 'y'], range(1, 4), holds), '.csp: %s, against Python' % text)
# The description --steps prints reads back to the same constraint.
path = write('not-steps.csp', 'var x, y in 1..3\nnot (x + y = 3) or x = y\n')
rc, out, err = run(path, '--steps', '--all')
ok(rc == 0 and 'not x + y = 3 or x = y' in out, '.csp: --steps writes not (x + y = 3) as not x + y = 3', out[-300:] + err)
expect_solutions(write('not-again.csp', 'var x, y in 1..3\nnot x + y = 3 or x = y\n'),
                 brute(['x', 'y'], range(1, 4), lambda x, y: not x + y == 3 or x == y),
                 '.csp: that text read again: the same constraint')

# --- integers past 2^40 --------------------------------------------------
for literal in ('1099511627777', '99999999999999999999999999999999999999999'):
    expect_refusal(write('big.csp', 'var x in 1..3\nx < %s\n' % literal), 2, 5,
                   ['out of range', '%d to %d' % (-VALUE_MAX, VALUE_MAX)],
                   '.csp: the integer %s…: out of range, the range named' % literal[:15])
path = write('edge.csp', 'var x in 1..3\nx < %d\n' % VALUE_MAX)
expect_solutions(path, [{'x': '1'}, {'x': '2'}, {'x': '3'}], '.csp: 2^40 itself is read')

# --- byte-order mark ---------------------------------------------------
path = write('bom.csp', b'\xef\xbb\xbfvar x in 1..3\nx = 2\n')
expect_solutions(path, [{'x': '2'}], '.csp: a UTF-8 byte-order mark is read')
path = write('bom.xml', b'\xef\xbb\xbf' + (XCSP % ('<var id="x"> 1..3 </var>', '<intension> eq(x,2) </intension>'))
             .encode())
expect_solutions(path, [{'x': '2'}], 'XCSP3: a UTF-8 byte-order mark is read')

# --- XCSP3 ---------------------------------------------------------------
for ident, shown in (('a&#10;b', 'a\\nb'), ('1x', '1x'), ('x-y', 'x-y'), ('_x', '_x'), ('x[2]', 'x[2]')):
    path = write('id.xml', XCSP % ('<var id="a"> 1..3 </var>\n<var id="%s"> 1..3 </var>' % ident,
                                   '<intension> eq(a,1) </intension>'))
    expect_refusal(path, 4, 1, [shown, 'not an XCSP3 identifier'],
                   'XCSP3: the id %s is refused, its line named' % shown)
for expr, holds in (('eq(1,2)', False), ('lt(1,2)', True), ('false', False), ('true', True),
                    ('not(eq(1,1))', False), ('or(eq(1,2),eq(x,1))', None)):
    path = write('constant.xml', XCSP % ('<var id="x"> 1..2 </var>', '<intension> %s </intension>' % expr))
    expected = [{'x': '1'}] if holds is None else [{'x': '1'}, {'x': '2'}] if holds else []
    expect_solutions(path, expected, 'XCSP3: the constant condition %s: %d solutions' % (expr, len(expected)))
for literal in ('1099511627777', '-1099511627777', '123456789012345678901234567890'):
    path = write('big.xml', XCSP % ('<var id="x"> 1..3 </var>', '<intension> lt(x,%s) </intension>' % literal))
    expect_refusal(path, 6, 1, ['integer %s' % literal, 'out of range', '%d to %d' % (-VALUE_MAX, VALUE_MAX)],
                   'XCSP3: the integer %s…: out of range, the range named' % literal[:15])
path = write('big-domain.xml', XCSP % ('<var id="x"> 1..10000000000000 </var>', ''))
expect_refusal(path, 3, 1, ['out of range'], 'XCSP3: a domain past 2^40: out of range')
# mul of 100,000 arguments (n-ary in XCSP3): read, nested log2(n) deep.
path = write('mul.xml', XCSP % ('<var id="x"> 1..1 </var><var id="y"> 0..1 </var>',
                                '<intension> eq(mul(%s),y) </intension>' % ','.join(['x'] * 100000)))
expect_solutions(path, [{'x': '1', 'y': '1'}], 'XCSP3: mul of 100,000 arguments: read (x = 1, y = 1)')
path = write('xor.xml', XCSP % ('<var id="x"> 0..1 </var><var id="y"> 0..1 </var>',
                                '<intension> xor(%s) </intension>' % ','.join(['x'] * 99999 + ['y'])))
expect_solutions(path, brute('xy', range(2), lambda x, y: (99999 * x + y) % 2 == 1),
                 'XCSP3: xor of 99,999 x and y (parity) against a brute force')
text = 'x'
for i in range(100000):
    text = 'add(%s,1)' % text
path = write('add.xml', XCSP % ('<var id="x"> 1..3 </var>', '<intension> eq(%s,3) </intension>' % text))
expect_refusal(path, 6, 1, DEPTH_WORDS, 'XCSP3: add(add(add(…))) 100,000 deep: refused with the limit')
text = 'x'
for i in range(60):
    text = 'sqr(%s)' % text
path = write('sqr.xml', XCSP % ('<var id="x"> 1..1 </var>', '<intension> eq(%s,1) </intension>' % text))
expect_refusal(path, 6, 1, ['more than 2000000 nodes'], 'XCSP3: sqr nested 60 deep (2^60 copies): refused')
text = 'x'
for i in range(40):
    text = 'eq(x,%s,x)' % text
path = write('eq.xml', XCSP % ('<var id="x"> 1..1 </var>', '<intension> %s </intension>' % text))
expect_refusal(path, 6, 1, ['more than 2000000 nodes'], 'XCSP3: eq(x, eq(x, …), x) 40 deep (4^40 copies): refused')
path = write('ne.xml', XCSP % ('<array id="x" size="[3000]"> 0..3000 </array>',
                               '<intension> ne(%s) </intension>' % ','.join('x[%d]' % i for i in range(3000))))
expect_refusal(path, 6, 1, ['more than 2000000 nodes'], 'XCSP3: ne of 3,000 arguments (4.5 million pairs): refused')
path = write('sets.xml', XCSP % ('<var id="x"> 1..3 </var>',
                                 '\n'.join('<intension> in(x,set(1..999999)) </intension>' for _ in range(3))))
expect_refusal(path, 8, 1, ['more than 2000000 nodes'], 'XCSP3: ranges in sets expand to 3 million values: refused')

# --- templates of <group> and <slide>: at most 64,000,000 bytes written ---
# Issue 74's red team, second round: a 2 MB file whose group writes a name of
# a megabyte 2,000 times (2 GB: GLib aborted), and %... of a 50,000-cell
# array over 200 <args> (90 MB of text from a file of 4 kB).
COPIES_WORDS = ['<group> and <slide>', 'more than 64000000 bytes of text']
name = 'a' * 1000000
path = write('group-long-name.xml', XCSP % (
    '<var id="%s"> 0..1 </var>' % name,
    '<group><intension> eq(add(%s),0) </intension><args> %s </args></group>' % (','.join(['%0'] * 2000), name)))
expect_refusal(path, 6, None, COPIES_WORDS, 'XCSP3: a group writing a 1 MB name 2,000 times: refused, not 2 GB')
path = write('group-rest.xml', XCSP % (
    '<array id="x" size="[50000]"> 0..1 </array>',
    '<group><intension> le(add(%...),50000) </intension>' + '<args> x[] </args>' * 200 + '</group>'))
expect_refusal(path, 6, None, COPIES_WORDS, 'XCSP3: %... of 50,000 cells over 200 <args>: refused')
path = write('slide-wide.xml', XCSP % (
    '<array id="x" size="[100000]"> 0..1 </array>',
    '<slide><list> x[] </list><intension> or(%s) </intension></slide>' % ','.join(['eq(%0,%1)'] * 100)))
expect_refusal(path, 6, None, COPIES_WORDS, 'XCSP3: a slide of a 1 kB template over 100,000 cells: refused')
# Issue 91: the million-variable <slide> the contract promises writes about
# 25 MB (tests/bench/bench-csp-large.py); 20,000,000 bytes refused it.  A
# slide of 999 windows whose template is an or of 1,300 x[i] != x[i+1]
# writes 23,098,195 bytes: read, the chain over {0, 1} has two solutions.
path = write('slide-long.xml', XCSP % (
    '<array id="x" size="[1000]"> 0..1 </array>',
    '<slide><list> x[] </list><intension> or(%s) </intension></slide>' % ','.join(['ne(%0,%1)'] * 1300)))
rc, out, err = run(path, '--all')
ok(rc == 0 and out.endswith('\n2 solutions\n'),
   'XCSP3: a slide writing 23 MB of text, under 64,000,000 bytes: read', 'exit %d: %s' % (rc, err[-400:]))
# Below the limit a group is read as before: 3x = 3 and 3y = 6 (by hand).
path = write('group-small.xml', XCSP % (
    '<var id="x"> 0..3 </var> <var id="y"> 0..3 </var>',
    '<group><intension> eq(add(%0,%0,%0),%1) </intension><args> x 3 </args><args> y 6 </args></group>'))
expect_solutions(path, [{'x': '1', 'y': '2'}], 'XCSP3: a small group: x = 1, y = 2')

# An array's size is digits: "[-1]" was read as 2^64 - 1 cells ("the array
# has 18446744073709551615 cells").
for size in ('[-1]', '[2][-3]', '[+2]', '[ 2]'):
    path = write('size.xml', XCSP % ('<array id="a" size="%s"> 0..1 </array>' % size, ''))
    expect_refusal(path, 3, 1, ['the size', size, 'is not [n], [n][m]'], 'XCSP3: size="%s" refused as a size' % size)

# --- split keeps a copy of the domains per level: refused past 1 GB -------
# 100,000 variables of two values: 100,000 levels of 100,000 domains.
path = write('split-wide.csp', 'var x[1..100000] in 0..1\n')
rc, out, err = run(path, '--algorithm', 'split')
ok(rc == 1 and out == '' and 'split keeps a copy of the domains' in err and 'at most 1024 MB' in err,
   'split on 100,000 variables of two values: refused before any allocation, the limit named', err)
path = write('split-ok.csp', 'var x[1..300] in 0..1\nforall i in 1..299: x[i] != x[i + 1]\n')
rc, out, err = run(path, '--algorithm', 'split', '--all')
ok(rc == 0 and out.splitlines()[-1] == '2 solutions', 'split on 300 alternating variables: 2 solutions', out[-200:] + err)

# --- the deepest files accepted, on a stack of 1 MB (a worker thread's) ---
# Each nesting at its limit at once: 199 nested foralls around an
# expression nested as deep as the parser allows.  The answers come from
# Python evaluating the same expression.
def run_small_stack(*args):
    import resource

    def limit():
        resource.setrlimit(resource.RLIMIT_STACK, (1 << 20, 1 << 20))
    p = subprocess.run([CLI, 'csp'] + [str(a) for a in args], capture_output=True, env=ENV, timeout=300,
                       preexec_fn=limit)
    return p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace')


FORALLS = ''.join('forall a%d in 1..1:\n' % i for i in range(DEPTH_MAX - 1))
rise = 'x'
for i in range(DEPTH_MAX // 6 - 1):
    rise = 'x = 1 or y = 2 and z = x + y * (%s)' % rise
deep_abs = 'x - y'
for i in range(DEPTH_MAX - 4):
    deep_abs = 'abs(%s)' % deep_abs
for name, text, python in (
        ('rising operators', rise, rise.replace('=', '==')),
        ('nested abs', '%s = z - 1' % deep_abs, '%s == z - 1' % deep_abs)):
    path = write('deepest.csp', 'var x, y, z in 1..3\n' + FORALLS + text + '\n')
    expected = brute('xyz', range(1, 4), lambda x, y, z: bool(eval(python, {'abs': abs}, {'x': x, 'y': y, 'z': z})))
    rc, out, err = run_small_stack(path, '--all')
    got, last = answers(out)
    ok(rc == 0 and same(got, expected) and last == '%d solutions' % len(expected),
       'the deepest .csp (%s in %d foralls) on a 1 MB stack: %d solutions' % (name, DEPTH_MAX - 1, len(expected)),
       'exit %d: %s%s' % (rc, out[-200:], err[-300:]))
path = write('deepest-objective.csp', 'var x, y, z in 1..3\nminimize %s + z\n' % deep_abs)
rc, out, err = run_small_stack(path)
ok(rc == 0 and out.splitlines()[-1] == 'optimum 1', 'minimize |…|x - y|…| + z nested %d deep: optimum 1' % (DEPTH_MAX - 3),
   out[-200:] + err[-300:])
fn = 'x'
for i in range(DEPTH_MAX - 3):
    fn = 'add(y,%s)' % fn if i % 2 else 'mul(z,%s)' % fn
path = write('deepest.xml', XCSP % ('<var id="x"> 0..2 </var><var id="y"> 0..2 </var><var id="z"> 1..1 </var>',
                                    '<intension> ne(%s,7) </intension>' % fn))
adds = (DEPTH_MAX - 3) // 2
expected = brute('xy', range(3), lambda x, y: x + adds * y != 7)
for e in expected:
    e['z'] = '1'
rc, out, err = run_small_stack(path, '--all')
ok(rc == 0 and same(answers(out)[0], expected) and answers(out)[1] == '%d solutions' % len(expected),
   'the deepest XCSP3 function (%d calls) on a 1 MB stack: %d solutions' % (DEPTH_MAX - 2, len(expected)),
   'exit %d: %s%s' % (rc, out[-200:], err[-300:]))

# The repeat form "vxk" (v k times) in every list of values, <instantiation> included.
VXK_VARS = '<array id="x" size="[4]"> 0..2 </array>'
path = write('vxk.xml', XCSP % (VXK_VARS, '<instantiation>\n<list> x[] </list>\n<values> 0x3 2 </values>\n</instantiation>'))
expect_solutions(path, [{'x[0]': '0', 'x[1]': '0', 'x[2]': '0', 'x[3]': '2'}], 'vxk: <values> 0x3 2 </values> is 0 0 0 2')
path = write('vxk-sum.xml', XCSP % (VXK_VARS, '<sum>\n<list> x[] </list>\n<coeffs> 1x2 2x2 </coeffs>\n'
                                               '<condition> (eq,10) </condition>\n</sum>'))
expect_solutions(path, brute(['x[0]', 'x[1]', 'x[2]', 'x[3]'], range(3), lambda a, b, c, d: a + b + 2 * c + 2 * d == 10),
                 'vxk: <coeffs> 1x2 2x2 </coeffs> is 1 1 2 2')
for values, words, name in (('0x0 1', ['0x0', 'repeated 0 times'], 'k = 0'),
                            ('0x99999999999', ['0x99999999999', 'at most'], 'k past the limit'),
                            ('1.5x3 1', ['1.5x3', 'not a value'], 'v not a value')):
    path = write('vxk-bad.xml', XCSP % (VXK_VARS, '<instantiation>\n<list> x[] </list>\n<values> %s </values>\n'
                                                  '</instantiation>' % values))
    expect_refusal(path, 8, 1, words, 'vxk refused (%s): line and column named' % name)

# --- a long line (issue 91): the readers count columns on from the last
# token, not from the line's start (linear in a line's length: a 15 MB .csp
# line reads in 0.9 s to an error at its end, a 17 MB XCSP3 line in 1.9 s);
# an error far along a line of 2 MB names its column exactly (in characters:
# "é" in a name is one).
head = 'var x, é in 0..1\n'
line = ' + '.join(['x', 'é'] * 150000) + ' >= 0 $'
path = write('long-line.csp', head + line + '\n')
expect_refusal(path, 2, len(line), ['unexpected character'], '.csp: an error after 2 MB on one line: its column')
body = '<intension> ne(x,y) </intension>' * 60000
head = '<instance format="XCSP3" type="CSP"><variables><var id="x"> 0..1 </var><var id="y"> 0..1 </var></variables>' \
       '<constraints>'
path = write('long-line.xml', head + body + '<allDistant/></constraints></instance>\n')
expect_refusal(path, 1, len(head + body) + 1, ['<allDistant>'], 'XCSP3: an element after 2 MB on one line: its column')

T.finish()
