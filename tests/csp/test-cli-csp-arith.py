#!/usr/bin/env python3
"""Exact arithmetic of `quandary-cli csp` against Python's big integers (TAP).

Usage: test-cli-csp-arith.py CLI WORKDIR [N]

N random problems (default 1,000, the benchmark's; the suite's 100), each
written both as a `.csp` file and as an XCSP3 instance (2N files): two or three variables whose domains
hold two to four values drawn among small numbers, numbers near 2^31, 2^32
and sqrt(2^63), and numbers up to 2^40 (the format's largest); one or two
constraints comparing expressions of add, sub, mul, neg, abs, min, max,
div, mod (and dist, pow, sqr in XCSP3); half of them with an objective to
minimize or maximize (an expression, or XCSP3's sum with coefficients).

Python brute-forces each with big integers: the number of solutions
(`--all`) or the optimum.  The program must print exactly that, or refuse
the file (exit status 1, "the limit of exact arithmetic" named); a refusal
is right only when interval arithmetic over the domains (the rules of
data/FORMATS.md, written here apart from the program) shows that a node of
an expression can leave ±2^62.  The reproducers of issue 74 come first."""

import concurrent.futures
import os
import random
import sys

CLI, WORK = sys.argv[1], sys.argv[2]
N = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from csptap import Tap  # noqa: E402

T = Tap(CLI, WORK, timeout=120)
ok, run, write = T.ok, T.run, T.write

LIMIT = 2 ** 62
SATURATED = 2 ** 125
VALUE_MAX = 2 ** 40            # QD_CSP_MODEL_VALUE_MAX, a file's largest integer
TERA = 10 ** 12                # the coefficient of the limit's edge cases: 4611686 · 10^12 < 2^62
REFUSAL = 'the limit of exact arithmetic'


# --- the reproducers ----------------------------------------------
def refused(rc, err):
    return rc == 1 and REFUSAL in err


def xcsp(domains, constraints, objective=None):
    lines = ['<instance format="XCSP3" type="%s">' % ('COP' if objective else 'CSP'), '<variables>']
    lines += ['<var id="%s"> %s </var>' % (v, ' '.join(map(str, d))) for v, d in domains]
    lines += ['</variables>', '<constraints>'] + constraints + ['</constraints>']
    if objective:
        lines += ['<objectives>', objective, '</objectives>']
    return '\n'.join(lines + ['</instance>']) + '\n'


def csp(domains, constraints, objective=None):
    lines = ['var %s in {%s}' % (v, ', '.join(map(str, d))) for v, d in domains] + constraints
    return '\n'.join(lines + ([objective] if objective else [])) + '\n'


for name, text in (
        ('mul-2-32.csp', csp([('x', [2 ** 32]), ('y', [2 ** 32])], ['x * y = 0'])),
        ('mul-2-32.xml', xcsp([('x', [2 ** 32]), ('y', [2 ** 32])], ['<intension> eq(mul(x,y),0) </intension>'])),
        ('mul-gt.csp', csp([('x', [3037000500]), ('y', [3037000500])], ['x * y > 0'])),
        ('mul-gt.xml', xcsp([('x', [3037000500]), ('y', [3037000500])], ['<intension> gt(mul(x,y),0) </intension>'])),
        ('max-product.csp', csp([('x', [1, 3037000500]), ('y', [1, 3037000500])], [], 'maximize x * y')),
        ('max-product.xml', xcsp([('x', [1, 3037000500]), ('y', [1, 3037000500])], [],
                                 '<maximize> mul(x,y) </maximize>')),
        ('sum-coeffs.xml', xcsp([('x', [0, VALUE_MAX]), ('y', [0, 1])], [],
                                '<maximize type="sum"><list> x y </list><coeffs> %d 1 </coeffs></maximize>'
                                % (VALUE_MAX))),
        ('pow.xml', xcsp([('x', [2, 3]), ('y', [40, 41])], ['<intension> gt(pow(x,y),0) </intension>'])),
        ('nested.csp', csp([('x', [3037000500]), ('y', [-3037000500])], ['x * x + y * y > 0'])),
        ('constant.csp', csp([('x', [1, 2])], ['x * (1000000000000 * 1000000000000) > 0'])),
        ('knapsack.xml', xcsp([('x', [0, VALUE_MAX]), ('y', [0, 1])],
                              ['<knapsack><list> x y </list><weights> %d 1 </weights><profits> 1 1 </profits>'
                               '<condition> (le,%d) </condition><condition> (ge,0) </condition></knapsack>'
                               % (VALUE_MAX, VALUE_MAX)]))):
    rc, out, err = run(write(name, text), '--all')
    ok(refused(rc, err) and out == '', '%s: refused, the limit of exact arithmetic named' % name,
       'exit %d\n%s%s' % (rc, out, err))

# Within the limit, exact: 2^31 · 2^31 = 2^62 is the largest product allowed.
for name, text, last in (
        ('edge.csp', csp([('x', [2 ** 31, -2 ** 31]), ('y', [2 ** 31])], ['x * y = 2147483648 * 2147483648']),
         '1 solution'),
        ('edge.xml', xcsp([('x', [2 ** 31, -2 ** 31]), ('y', [2 ** 31])],
                          ['<intension> eq(mul(x,y),mul(-2147483648,2147483648)) </intension>']), '1 solution'),
        ('edge-max.csp', csp([('x', [1, 2 ** 31]), ('y', [-1, 2 ** 31])], [], 'maximize x * y'),
         'optimum 4611686018427387904'),
        ('sum-edge.xml', xcsp([('x', [0, 4611686]), ('y', [0, 1])], [],
                              '<maximize type="sum"><list> x y </list><coeffs> %d 1 </coeffs></maximize>'
                              % TERA), 'optimum 4611686000000000001'),
        ('knapsack-edge.xml', xcsp([('x', [0, 4611686]), ('y', [0, 1])],
                                   ['<knapsack><list> x y </list><weights> %d 1 </weights><profits> 1 1 </profits>'
                                    '<condition> (ge,%d) </condition><condition> (ge,0) </condition></knapsack>'
                                    % (TERA, TERA)]), '2 solutions')):
    rc, out, err = run(write(name, text), *([] if last.startswith('optimum') else ['--all']))
    lines = out.splitlines()
    ok(rc == 0 and lines and lines[-1] == last, '%s: %s' % (name, last), 'exit %d\n%s%s' % (rc, out, err))


# Branch and bound on a sum of 20,000 variables: the work (the checks, which
# count each term read) grows linearly, not with the nodes times the terms
# (issue 74: a million variables took an hour).
n = 20000
rc, out, err = run(write('sum.csp', 'var x[1..%d] in 0..3\nminimize sum(x)\n' % n), '--stats')
checks = [int(line.split()[1]) for line in out.splitlines() if line.startswith('checks ')]
ok(rc == 0 and '\noptimum 0\n' in out and checks and checks[0] <= 10 * n,
   'minimize sum(x) of %d variables: optimum 0, at most %d checks' % (n, 10 * n),
   'exit %d, checks %s\n%s' % (rc, checks, err))


# --- random problems --------------------------------------------------------
def pool_value(rng):
    kind = rng.randrange(6)
    if kind == 0:
        v = rng.randint(-6, 6)
    elif kind == 1:
        v = 2 ** 31 + rng.randint(-2, 2)
    elif kind == 2:
        v = 2 ** 32 + rng.randint(-2, 2)
    elif kind == 3:
        v = 3037000500 + rng.randint(-2, 2)
    elif kind == 4:
        v = rng.randint(1, VALUE_MAX)
    else:
        v = rng.choice((VALUE_MAX, 2 ** 20, 2 ** 21 + 1, 1))
    return -v if rng.random() < 0.3 else v


COMMON = ('add', 'sub', 'mul', 'neg', 'abs', 'min', 'max', 'div', 'mod')
XCSP_ONLY = ('dist', 'pow', 'sqr', 'addn')
ARITY = {'neg': 1, 'abs': 1, 'sqr': 1, 'addn': 3}


def random_expr(rng, names, depth, ops, defined):
    """An expression tree: ('var', name), ('const', v) or (op, kid, …).
    `defined`: no div or mod (objectives)."""
    if depth == 0 or rng.random() < 0.3:
        if rng.random() < 0.75:
            return ('var', rng.choice(names))
        return ('const', rng.choice((rng.randint(-5, 5), pool_value(rng))))
    op = rng.choice([o for o in ops if not (defined and o in ('div', 'mod'))])
    if op == 'pow':
        return ('pow', random_expr(rng, names, depth - 1, ops, defined),
                rng.choice((('const', rng.randint(0, 4)), ('const', rng.randint(-2, 70)), ('var', rng.choice(names)))))
    if op in ('div', 'mod'):
        # A variable first: nothing of constants alone.
        return (op, ('var', rng.choice(names)), random_expr(rng, names, depth - 1, ops, defined))
    return (op,) + tuple(random_expr(rng, names, depth - 1, ops, defined) for _ in range(ARITY.get(op, 2)))


def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


class Huge(Exception):
    """A power too large to compute (the rules refuse it anyway)."""


def power(a, e):
    if e < 0:
        return 1 if a == 1 else ((-1 if e % 2 else 1) if a == -1 else 0)
    if abs(a) >= 2 and e > 256:
        raise Huge()
    return a ** e


def value(e, env):
    """The exact value (big integers), or None where undefined (/ or % by 0)."""
    op = e[0]
    if op == 'var':
        return env[e[1]]
    if op == 'const':
        return e[1]
    kids = [value(k, env) for k in e[1:]]
    if any(k is None for k in kids):
        return None
    if op == 'neg':
        return -kids[0]
    if op == 'abs':
        return abs(kids[0])
    if op == 'sqr':
        return kids[0] * kids[0]
    if op in ('add', 'addn'):
        return sum(kids)
    a, b = kids[0], kids[1]
    if op == 'sub':
        return a - b
    if op == 'dist':
        return abs(a - b)
    if op == 'mul':
        return a * b
    if op == 'min':
        return min(a, b)
    if op == 'max':
        return max(a, b)
    if op in ('div', 'mod'):
        if b == 0:
            return None
        return trunc_div(a, b) if op == 'div' else a - b * trunc_div(a, b)
    if op == 'pow':
        return power(a, b)
    return int({'eq': a == b, 'ne': a != b, 'lt': a < b, 'le': a <= b, 'gt': a > b, 'ge': a >= b}[op])


def has_var(e):
    return e[0] == 'var' or (e[0] != 'const' and any(has_var(k) for k in e[1:]))


def sat_power(a, e):
    """a^e (e >= 0), saturated at ±2^125 as the rules say."""
    r = 1
    if e == 0:
        return 1
    if a in (0, 1):
        return a
    if a == -1:
        return -1 if e % 2 else 1
    for _ in range(e):
        r *= a
        if abs(r) >= SATURATED:
            return -SATURATED if (a < 0 and e % 2) else SATURATED
    return r


def hull(values):
    return min(values), max(values)


def abs_range(lo, hi):
    if lo >= 0:
        return lo, hi
    if hi <= 0:
        return -hi, -lo
    return 0, max(-lo, hi)


def interval(e, doms, nodes):
    """The node's interval over the domains (data/FORMATS.md's rules); each
    node's interval is appended to `nodes`.  A subtree of numbers alone is
    its value (the reader folds it) when defined and within ±2^62."""
    op = e[0]
    if op == 'var':
        r = (min(doms[e[1]]), max(doms[e[1]]))
    elif op == 'const':
        r = (e[1], e[1])
    else:
        kids = [interval(k, doms, nodes) for k in e[1:]]
        v = None if has_var(e) else value(e, {})
        if v is not None and abs(v) <= LIMIT and all(abs(lo) <= LIMIT and abs(hi) <= LIMIT for lo, hi in kids):
            r = (v, v)
        elif op == 'neg':
            r = (-kids[0][1], -kids[0][0])
        elif op == 'abs':
            r = abs_range(*kids[0])
        elif op in ('add', 'addn'):
            r = (sum(k[0] for k in kids), sum(k[1] for k in kids))
        elif op in ('sub', 'dist'):
            (al, ah), (bl, bh) = kids
            r = (al - bh, ah - bl)
            if op == 'dist':
                r = abs_range(*r)
        elif op in ('mul', 'sqr'):
            (al, ah), (bl, bh) = kids if op == 'mul' else (kids[0], kids[0])
            r = hull([al * bl, al * bh, ah * bl, ah * bh])
        elif op in ('min', 'max'):
            f = min if op == 'min' else max
            r = (f(kids[0][0], kids[1][0]), f(kids[0][1], kids[1][1]))
        elif op == 'div':
            (al, ah), (bl, bh) = kids
            bs = [b for b in (bl, bh, -1, 1) if b != 0 and bl <= b <= bh]
            r = hull([trunc_div(a, b) for a in (al, ah) for b in bs]) if bs else (0, 0)
        elif op == 'mod':
            (al, ah), (bl, bh) = kids
            m = max(abs(bl), abs(bh)) - 1
            r = (0, 0) if m < 0 else (-min(-al, m) if al < 0 else 0, min(ah, m) if ah > 0 else 0)
        elif op == 'pow':
            (al, ah), (bl, bh) = kids
            vals = [-1, 0, 1] if bl < 0 else []
            if bh >= 0:
                lo = max(bl, 0)
                vals += [sat_power(a, x) for a in (al, ah, 0, -1, 1) if al <= a <= ah
                         for x in (lo, lo + 1, bh - 1, bh) if lo <= x <= bh]
            r = hull(vals)
        else:
            r = (0, 1)
    nodes.append(r)
    return r


def beyond(exprs, doms):
    nodes = []
    for e in exprs:
        interval(e, doms, nodes)
    return any(lo < -LIMIT or hi > LIMIT for lo, hi in nodes)


CSP_INFIX = {'add': '+', 'sub': '-', 'mul': '*', 'div': '/', 'mod': '%'}
CSP_CMP = {'eq': '=', 'ne': '!=', 'lt': '<', 'le': '<=', 'gt': '>', 'ge': '>='}


def csp_text(e):
    op = e[0]
    if op == 'var':
        return e[1]
    if op == 'const':
        return '(%d)' % e[1] if e[1] < 0 else str(e[1])
    if op in CSP_INFIX:
        return '(%s %s %s)' % (csp_text(e[1]), CSP_INFIX[op], csp_text(e[2]))
    if op in CSP_CMP:
        return '%s %s %s' % (csp_text(e[1]), CSP_CMP[op], csp_text(e[2]))
    if op == 'neg':
        return '(-%s)' % csp_text(e[1])
    return '%s(%s)' % (op, ', '.join(csp_text(k) for k in e[1:]))


def xcsp_text(e):
    op = e[0]
    if op == 'var':
        return e[1]
    if op == 'const':
        return str(e[1])
    return '%s(%s)' % ('add' if op == 'addn' else op, ','.join(xcsp_text(k) for k in e[1:]))


def brute(names, doms, constraints, objective):
    """(count, best): the solutions' number, and the optimum (None: none)."""
    count, best = 0, None

    def walk(i, env):
        nonlocal count, best
        if i == len(names):
            if all(value(c, env) == 1 for c in constraints):
                count += 1
                if objective is not None:
                    v = value(objective[1], env)
                    if best is None or (v < best if objective[0] == 'minimize' else v > best):
                        best = v
            return
        for v in doms[names[i]]:
            env[names[i]] = v
            walk(i + 1, env)

    walk(0, {})
    return count, best


def make_case(k, rng, xml):
    n = rng.randint(2, 3)
    names = ['x', 'y', 'z'][:n]
    doms = {v: sorted(set(pool_value(rng) for _ in range(rng.randint(2, 4)))) for v in names}
    ops = COMMON + (XCSP_ONLY if xml else ())
    constraints = []
    for _ in range(rng.randint(1, 2)):
        left = random_expr(rng, names, rng.randint(1, 3), ops, False)
        right = random_expr(rng, names, rng.randint(0, 2), ops, False)
        if not has_var(left) and not has_var(right):
            left = ('add', left, ('var', names[0]))
        constraints.append((rng.choice(list(CSP_CMP)), left, right))
    objective = sum_objective = None
    if rng.random() < 0.5:
        sense = rng.choice(('minimize', 'maximize'))
        if xml and rng.random() < 0.3:
            coeffs = [rng.choice((rng.randint(-9, 9), pool_value(rng))) for _ in names]
            sum_objective = (sense, coeffs)
            objective = (sense, ('addn', *(('mul', ('const', c), ('var', v)) for c, v in zip(coeffs, names))))
        else:
            objective = (sense, random_expr(rng, names, rng.randint(1, 3), ops, True))
    # The refusal the rules predict.
    if sum_objective is not None:
        terms = [(c * min(doms[v]), c * max(doms[v])) for c, v in zip(sum_objective[1], names)]
        total = (sum(min(t) for t in terms), sum(max(t) for t in terms))
        refuse = beyond(constraints, doms) or any(abs(t) > LIMIT for p in terms for t in p) or \
            total[0] < -LIMIT or total[1] > LIMIT
    else:
        refuse = beyond(constraints + ([objective[1]] if objective else []), doms)
    domains = [(v, doms[v]) for v in names]
    if xml:
        obj = None
        if sum_objective is not None:
            obj = '<%s type="sum"><list> %s </list><coeffs> %s </coeffs></%s>' % (
                sum_objective[0], ' '.join(names), ' '.join(map(str, sum_objective[1])), sum_objective[0])
        elif objective is not None:
            obj = '<%s> %s </%s>' % (objective[0], xcsp_text(objective[1]), objective[0])
        text = xcsp(domains, ['<intension> %s </intension>' % xcsp_text(c) for c in constraints], obj)
    else:
        text = csp(domains, [csp_text(c) for c in constraints],
                   '%s %s' % (objective[0], csp_text(objective[1])) if objective else None)
    path = write('random-%04d.%s' % (k, 'xml' if xml else 'csp'), text)
    return path, refuse, (names, doms, constraints, objective)


def check(case):
    path, refuse, problem = case
    optimizing = problem[3] is not None
    # Python counts every variable's values, one in no constraint too (XCSP3 sets those aside by default).
    rc, out, err = run(path, *([] if optimizing else ['--all', '--free-variables', 'enumerate']))
    lines = out.splitlines()
    last = lines[-1] if lines else ''
    if rc != 0:
        # A refusal must be one the rules predict.
        return ('refused', refused(rc, err) and refuse, 'exit %d: %s' % (rc, err.strip()))
    try:
        count, best = brute(*problem)
    except Huge:
        return ('answered', False, 'printed “%s” where a power passes 2^256' % last)
    if optimizing:
        want = 'optimum %d' % best if best is not None else 'no solution'
    else:
        want = '%d solution%s' % (count, '' if count == 1 else 's') if count else 'no solution'
    return ('answered', last == want, 'printed “%s”, Python: “%s”%s' % (
        last, want, ' (Python predicted a refusal)' if refuse else ''))


rng = random.Random(74)
cases = [make_case(k, rng, k % 2 == 1) for k in range(2 * N)]
with concurrent.futures.ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
    results = list(pool.map(check, cases))
bad = [(c[0], r) for c, r in zip(cases, results) if not r[1]]
n_refused = sum(r[0] == 'refused' for r in results)
n_predicted = sum(c[1] for c in cases)
ok(not bad, '%d random .csp and XCSP3 files agree with Python’s big integers (%d refused, %d answered)'
   % (len(cases), n_refused, len(cases) - n_refused),
   '\n'.join('%s: %s %s' % (os.path.basename(p), kind, why) for p, (kind, _, why) in bad[:10]))
# Both outcomes are exercised, and every predicted refusal happens.
ok(n_refused >= len(cases) // 10 and len(cases) - n_refused >= len(cases) // 3,
   'a tenth at least refused, a third at least answered', '%d refused of %d' % (n_refused, len(cases)))
# The sample is large enough: each operator (and each kind of objective)
# of each format both answered and refused.


def kinds(case):
    names, doms, constraints, objective = case[2]
    found, stack = set(), list(constraints) + ([objective[1]] if objective else [])
    while stack:
        e = stack.pop()
        if e[0] not in ('var', 'const'):
            found.add(e[0])
            stack.extend(e[1:])
    found.add('count' if objective is None else objective[0])
    return {(case[0][-3:], k) for k in found}


seen = {'refused': set(), 'answered': set()}
for c, r in zip(cases, results):
    seen[r[0]] |= kinds(c)
wanted = {(f, k) for f, ops in (('csp', COMMON), ('xml', COMMON + XCSP_ONLY))
          for k in ops + ('count', 'minimize', 'maximize')}
ok(wanted <= seen['refused'] and wanted <= seen['answered'],
   'every operator and objective of each format is both answered and refused among them',
   'never answered: %s; never refused: %s' % (sorted(wanted - seen['answered']), sorted(wanted - seen['refused'])))
ok(n_refused == n_predicted, 'refused exactly where interval arithmetic predicts it (%d)' % n_predicted,
   '%d refused, %d predicted' % (n_refused, n_predicted))
T.finish()
