#!/usr/bin/env python3
"""Quandary's CDCL solver beside MiniSat (and CaDiCaL) on SATLIB's sets, in
one run (issue 96: total time within 2x of MiniSat's, no instance over 5x).

Usage: bench-sat-peers.py [--limit S] [--sets A,B] [--no-cadical] [--no-pre] [--also NAME=SOLVE] [--book-sets A,B] [--nodes N] [--flips N] [--seeds K] SOLVE SRCDIR

SOLVE is tests/bench/bench-sat-solve (Quandary's solver in one process,
fed the files on its standard input).  The peers are never part of Quandary:
QD_MINISAT (else `minisat` on PATH) names Debian's minisat 2.2.1 and
QD_CADICAL (else `cadical`) Debian's cadical; one missing is said and its
columns are left out.  A minisat unpacked from its .deb without installing
it (`apt-get download minisat; dpkg -x minisat_*.deb DIR`) finds its
libminisat.so.2 in DIR/usr/lib: the script adds that folder to
LD_LIBRARY_PATH.

The sets: QD_SATLIB_DIR names a folder of SATLIB's sets, one subfolder a
set (uf20-91, uuf50-218, flat30-60, logistics, blocksworld, pigeonhole, …;
tests/sat/satlib/SOURCES.md says where each comes from and how to lay them
out).  Without it, the suite's subset (tests/sat/satlib/*.cnfs) and
pigeonholes hole6-9 made by formula.  Either way the uniform random 3-SAT
sets SATLIB has but no public copy was found for (n = 75: uf75-325 and
uuf75-325) are generated the same way, seeded, and labelled by cadical (or
minisat): their rows say "SATLIB-like".

Columns: n instances; agree: every solver gave the expected answer; t/o:
instances some solver did not finish within the limit (they count neither
as agreeing nor as disagreeing); the times; ratio, worst, worst10ms (below).

Expected answers: SATLIB's own labels (uf, flat, logistics, blocks world:
SAT; uuf, pigeonholes: UNSAT), else the labelling solver's.  Every file is
fed to every solver as one cleaned copy (SATLIB's "%" tail cut: neither
minisat nor cadical reads it, section 6.2 of docs/logic-peers.md).

How the times compare (docs/logic-peers.md section 6.3: at 5-10 ms per small
instance the wall time is process start-up): Quandary's time is the
processor time of its thread reading, parsing and solving the file, in one
process for the whole set; MiniSat's is the "CPU time" line it prints
(-verb=1), which covers its parsing, simplification and search, and also
its start-up (the "floor" printed, its CPU time on a one-clause file);
CaDiCaL's is its "total process time" line (two decimals).  Ratios are
Quandary's time over MiniSat's: the set's total over total, and the worst
single instance, over all instances and over those where MiniSat took at
least 10 ms (below, the floor dominates).  Each solver gets --limit seconds
an instance (default 100); an instance past it is TIMEOUT, its time the
limit.

Engines: ENGINES below lists Quandary's CDCL builds run on every set (SOLVE,
and each --also NAME=SOLVE: another build of bench-sat-solve, e.g. the one
before a change, for a before/after in one run), each with its time, its
ratio and its worst instance.  SOLVE's CDCL preprocesses as default
minisat does (SatELite, MiniSat 2.2's SimpSolver), so "=conf" beside
MiniSat's time counts the instances where Quandary's CDCL made exactly as
many conflicts as default minisat (the same preprocessing and search: on
every instance the two counts should be equal).  --no-pre adds the engine
cdcl-np (SOLVE --pre off) and a column of MiniSat run with -no-pre (its
search without the SatELite preprocessing), "=conf" again, the instances
where cdcl-np made as many conflicts as it, and "worst-np", the worst
instance's cdcl-np time over MiniSat -no-pre's (where that is at least 10
ms): the same search, so the ratio of the two programs' speeds alone.

The book's engines (BOOK_ENGINES: DPLL, AIMA Fig. 7.17, and WalkSAT, Fig.
7.18, through SOLVE --engine) run on the small sets (--book-sets, default
uf20-91, uf50-218, uuf50-218, flat30-60) and get a second table beside
CDCL's and MiniSat's times on the same sets: DPLL within --nodes calls
(default 1,000,000) and --limit seconds, the instances answered, its time,
its median calls; WalkSAT with p = 0.5, --flips flips (default 100,000) and
--seeds seeds (default 5) an instance, the instances where some seed found
a model, the success rate over all runs, the median of the solved runs'
median flips, its time.  On unsatisfiable sets WalkSAT has no model to
find: "no model" there is the expected answer.
"""

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ap = argparse.ArgumentParser(usage=__doc__.split('\n\n')[1])
ap.add_argument('solve')
ap.add_argument('srcdir')
ap.add_argument('--limit', type=float, default=100.0)
ap.add_argument('--sets', help='only these sets (comma-separated)')
ap.add_argument('--no-cadical', action='store_true')
ap.add_argument('--no-pre', action='store_true', help='also MiniSat -no-pre, and compare conflicts')
ap.add_argument('--also', action='append', default=[], help='NAME=SOLVE: another CDCL build')
ap.add_argument('--book-sets', default='uf20-91,uf50-218,uuf50-218,flat30-60')
ap.add_argument('--nodes', type=int, default=1000000)
ap.add_argument('--flips', type=int, default=100000)
ap.add_argument('--seeds', type=int, default=5)
opts = ap.parse_args()

# Quandary's CDCL builds: name -> command (reads paths on stdin, prints
# "PATH ANSWER SECONDS CONFLICTS DECISIONS PROPAGATIONS" a line).
ENGINES = {'cdcl': [opts.solve, '--limit', str(opts.limit)]}
for also in opts.also:
    name, _, path = also.partition('=')
    ENGINES[name] = [path, '--limit', str(opts.limit)]
if opts.no_pre:
    ENGINES['cdcl-np'] = [opts.solve, '--limit', str(opts.limit), '--pre', 'off']
# The book's engines, on the small sets only (bench-sat-solve.c says their lines).
BOOK_ENGINES = {
    'dpll': [opts.solve, '--engine', 'dpll', '--limit', str(opts.limit), '--nodes', str(opts.nodes)],
    'walksat': [opts.solve, '--engine', 'walksat', '--limit', str(opts.limit), '--flips', str(opts.flips),
                '--seeds', str(opts.seeds), '--p', '0.5'],
}

SATLIB_ORDER = ['uf20-91', 'uf50-218', 'uuf50-218', 'uf75-325', 'uuf75-325',
                'uf100-430', 'uuf100-430', 'uf125-538', 'uuf125-538', 'uf150-645', 'uuf150-645',
                'uf175-753', 'uuf175-753', 'uf200-860', 'uuf200-860', 'uf225-960', 'uuf225-960',
                'uf250-1065', 'uuf250-1065', 'flat30-60', 'flat50-115', 'flat75-180', 'flat100-239',
                'flat125-301', 'flat150-360', 'flat175-417', 'flat200-479', 'logistics',
                'blocksworld', 'pigeonhole']


def find_program(env, name):
    path = os.environ.get(env) or shutil.which(name)
    if path and os.access(path, os.X_OK):
        return path
    return None


def peer_env(program):
    env = dict(os.environ, LC_ALL='C')
    lib = os.path.normpath(os.path.join(os.path.dirname(program), '..', 'lib'))
    if os.path.exists(os.path.join(lib, 'libminisat.so.2')):
        env['LD_LIBRARY_PATH'] = lib + os.pathsep + env.get('LD_LIBRARY_PATH', '')
    return env


def expected_of(set_name):
    if set_name.startswith('uuf') or set_name.startswith('pigeonhole') or set_name.startswith('hole'):
        return 'UNSAT'
    if re.match(r'(uf|flat|logistics|blocksworld)', set_name):
        return 'SAT'
    return None


def clean_copy(src, dst):
    """SATLIB's files end with "%" then "0": cut there."""
    out = []
    with open(src, encoding='latin-1') as f:
        for line in f:
            if line.startswith('%'):
                break
            out.append(line)
    with open(dst, 'w', encoding='latin-1') as f:
        f.writelines(out)


def split_pack(path, dst_dir):
    """A .cnfs file of the suite: DIMACS files, each after a line "@ NAME"."""
    files, current = [], None
    with open(path, encoding='latin-1') as f:
        for line in f:
            if line.startswith('@ '):
                if current:
                    current.close()
                name = os.path.join(dst_dir, line[2:].strip())
                files.append(name)
                current = open(name, 'w', encoding='latin-1')
            elif current:
                current.write(line)
    if current:
        current.close()
    return files


def random_3sat(n, m, rng):
    lines = ['c SATLIB-like uniform random 3-SAT (bench-sat-peers.py)', f'p cnf {n} {m}']
    for _ in range(m):
        vs = rng.sample(range(1, n + 1), 3)
        lines.append(' '.join(str(v if rng.random() < 0.5 else -v) for v in vs) + ' 0')
    return '\n'.join(lines) + '\n'


def pigeonhole(holes):
    pigeons = holes + 1
    clauses = [[i * holes + j + 1 for j in range(holes)] for i in range(pigeons)]
    for j in range(holes):
        for a in range(pigeons):
            for b in range(a + 1, pigeons):
                clauses.append([-(a * holes + j + 1), -(b * holes + j + 1)])
    return f'c pigeonhole {pigeons} pigeons {holes} holes (by formula)\np cnf {pigeons * holes} {len(clauses)}\n' + \
        ''.join(' '.join(map(str, c)) + ' 0\n' for c in clauses)


def run_minisat(minisat, path, extra=()):
    """(answer, CPU seconds, conflicts or -1)."""
    try:
        p = subprocess.run([minisat, '-verb=1', f'-cpu-lim={int(opts.limit + 0.999)}', *extra, path],
                           capture_output=True, text=True, env=peer_env(minisat), timeout=opts.limit + 30)
    except subprocess.TimeoutExpired:
        return 'TIMEOUT', opts.limit, -1
    m = re.search(r'CPU time\s*:\s*([0-9.eE+-]+)', p.stdout)
    c = re.search(r'conflicts\s*:\s*([0-9]+)', p.stdout)
    t = float(m.group(1)) if m else opts.limit
    answer = {10: 'SAT', 20: 'UNSAT'}.get(p.returncode, 'TIMEOUT' if p.returncode == 0 else 'ERROR')
    return answer, (opts.limit if answer == 'TIMEOUT' else t), (int(c.group(1)) if c else -1)


def run_cadical(cadical, path):
    try:
        p = subprocess.run([cadical, '-n', '-t', str(int(opts.limit + 0.999)), path],
                           capture_output=True, text=True, env=peer_env(cadical), timeout=opts.limit + 30)
    except subprocess.TimeoutExpired:
        return 'TIMEOUT', opts.limit
    m = re.search(r'total process time since initialization:\s*([0-9.]+)', p.stdout)
    answer = {10: 'SAT', 20: 'UNSAT'}.get(p.returncode, 'TIMEOUT' if p.returncode == 0 else 'ERROR')
    return answer, (float(m.group(1)) if m and answer != 'TIMEOUT' else opts.limit)


def run_engine(command, paths):
    p = subprocess.run(command, input=''.join(x + '\n' for x in paths), capture_output=True, text=True)
    rows = {}
    for line in p.stdout.splitlines():
        f = line.split()
        rows[f[0]] = (f[1], float(f[2]), int(f[3]), int(f[4]), int(f[5]))
    return rows


def make_sets(tmp, minisat, cadical):
    """[(name, [paths], expected or None, 'SATLIB' | 'SATLIB-like' | 'subset')]."""
    sets = []
    satlib = os.environ.get('QD_SATLIB_DIR')
    if satlib:
        for name in SATLIB_ORDER:
            d = os.path.join(satlib, name)
            if not os.path.isdir(d):
                continue
            os.makedirs(os.path.join(tmp, name))
            paths = []
            for f in sorted(os.listdir(d)):
                if f.endswith('.cnf'):
                    paths.append(os.path.join(tmp, name, f))
                    clean_copy(os.path.join(d, f), paths[-1])
            sets.append((name, paths, expected_of(name), 'SATLIB'))
    else:
        pack_dir = os.path.join(opts.srcdir, 'tests', 'sat', 'satlib')
        for f in sorted(os.listdir(pack_dir)):
            if f.endswith('.cnfs'):
                name = f[:-5]
                os.makedirs(os.path.join(tmp, name))
                raw = split_pack(os.path.join(pack_dir, f), os.path.join(tmp, name))
                for p in raw:
                    clean_copy(p, p)
                sets.append((name, raw, expected_of(name), 'subset'))
        os.makedirs(os.path.join(tmp, 'hole6-9'))
        holes = []
        for h in range(6, 10):
            holes.append(os.path.join(tmp, 'hole6-9', f'hole{h}.cnf'))
            with open(holes[-1], 'w') as out:
                out.write(pigeonhole(h))
        sets.append(('hole6-9', holes, 'UNSAT', 'formula'))
    if not opts.sets or {'uf75-325', 'uuf75-325'} & set(opts.sets.split(',')):
        sets.extend(generated_uf75(tmp, minisat, cadical))
    order = {n: i for i, n in enumerate(SATLIB_ORDER)}
    sets.sort(key=lambda s: order.get(s[0], len(order)))
    if opts.sets:
        wanted = opts.sets.split(',')
        sets = [s for s in sets if s[0] in wanted]
    return sets


def generated_uf75(tmp, minisat, cadical):
    """100 SAT and 100 UNSAT random 3-SAT at n = 75, m = 325 (seeded)."""
    if not cadical and not minisat:
        print('uf75-325/uuf75-325 (SATLIB-like): no labelling solver (cadical, minisat): left out')
        return []
    rng = random.Random(75325)
    found = {'SAT': [], 'UNSAT': []}
    for d in ('uf75-325', 'uuf75-325'):
        os.makedirs(os.path.join(tmp, d))
    k = 0
    while min(len(found['SAT']), len(found['UNSAT'])) < 100 and k < 2000:
        k += 1
        text = random_3sat(75, 325, rng)
        probe = os.path.join(tmp, 'probe.cnf')
        with open(probe, 'w') as f:
            f.write(text)
        answer = run_cadical(cadical, probe)[0] if cadical else run_minisat(minisat, probe)[0]
        if answer in found and len(found[answer]) < 100:
            d = 'uf75-325' if answer == 'SAT' else 'uuf75-325'
            path = os.path.join(tmp, d, f'{d.split("-")[0]}-like-{len(found[answer]) + 1:03d}.cnf')
            os.replace(probe, path)
            found[answer].append(path)
    return [('uf75-325', found['SAT'], 'SAT', 'SATLIB-like'),
            ('uuf75-325', found['UNSAT'], 'UNSAT', 'SATLIB-like')]


def fmt(t):
    return f'{t:9.3f}' if t is not None else '        -'


def main():
    minisat = find_program('QD_MINISAT', 'minisat')
    cadical = None if opts.no_cadical else find_program('QD_CADICAL', 'cadical')
    print(f'minisat: {minisat or "NOT FOUND (set QD_MINISAT or put minisat on PATH): no MiniSat columns, no ratios"}')
    print(f'cadical: {cadical or "not found (QD_CADICAL): no CaDiCaL column"}')
    with tempfile.TemporaryDirectory(prefix='bench-sat-peers-') as tmp:
        if minisat:
            one = os.path.join(tmp, 'one.cnf')
            with open(one, 'w') as f:
                f.write('p cnf 1 1\n1 0\n')
            floor = min(run_minisat(minisat, one)[1] for _ in range(5))
            print(f'minisat floor (CPU time on a one-clause file): {floor:.4f} s')
        print(f'limit {opts.limit:g} s an instance; times in s: qd = in-process thread CPU time, '
              'minisat = its "CPU time" line, cadical = its "total process time"; '
              'ratio = cdcl total / minisat total, worst = the worst instance\'s cdcl / minisat')
        sets = make_sets(tmp, minisat, cadical)
        print(table_head(minisat))
        bad = 0
        grand = {e: 0.0 for e in ENGINES}
        grand['ms'] = 0.0
        book_rows = []
        book = set(opts.book_sets.split(',')) if opts.book_sets else set()
        for name, paths, expected, source in sets:
            b, times = report_set(name, paths, expected, source, minisat, cadical, grand)
            bad += b
            if name in book:
                book_rows.append((name, paths, expected, times))
        if minisat and grand['ms'] > 0:
            print('all sets: ' + ', '.join(f'{e} {grand[e]:.3f} s' for e in ENGINES)
                  + f', minisat {grand["ms"]:.3f} s, ratio ' + ', '.join(f'{e} {grand[e] / grand["ms"]:.2f}' for e in ENGINES))
        bad += report_book(book_rows)
        print('answers: all agree' if bad == 0 else f'answers: {bad} instances disagree or are wrong')
    return 1 if bad else 0


def table_head(minisat):
    head = f'{"set":<14} {"source":<11} {"n":>5} {"expect":<6} {"agree":>6} {"t/o":>4}'
    for e in ENGINES:
        head += f' {e + " time":>12}' + (f' {"ratio":>6} {"worst":>6}' if minisat else '')
    head += f' {"minisat":>9}' + (f' {"=conf":>5}' if minisat else '')
    if opts.no_pre:
        head += f' {"ms-nopre":>9} {"=conf":>5} {"worst-np":>8}'
    head += f' {"cadical":>9} {"worst10ms":>9}  worst instance (cdcl; minisat >= 10 ms)'
    return head


def worst_of(rows, ms, paths):
    """(worst ratio over all, (worst ratio where minisat >= 10 ms, instance))."""
    worst, worst10 = 0.0, (0.0, '')
    for p in paths:
        if p in rows and ms[p][1] > 0:
            r = rows[p][1] / ms[p][1]
            worst = max(worst, r)
            if ms[p][1] >= 0.01 and r > worst10[0]:
                worst10 = (r, os.path.basename(p))
    return worst, worst10


def check_answers(paths, expected, results, ms, nopre, cd):
    """(agree, bad, timeouts) over every solver's answers."""
    agree, bad, timeouts = 0, 0, 0
    for p in paths:
        answers = {results[e].get(p, ('MISSING',))[0] for e in ENGINES}
        for peer in (ms, nopre, cd):
            if peer:
                answers.add(peer[p][0])
        want = expected or (cd[p][0] if cd else ms[p][0] if ms else None)
        timeouts += 'TIMEOUT' in answers
        if answers == {want}:
            agree += 1
        elif not (answers <= {want, 'TIMEOUT'}):
            bad += 1
            print(f'  DISAGREE {os.path.basename(p)}: expected {want}, '
                  + ', '.join(f'{e} {results[e].get(p, ("MISSING",))[0]}' for e in ENGINES)
                  + (f', minisat {ms[p][0]}' if ms else '') + (f', cadical {cd[p][0]}' if cd else ''))
    return agree, bad, timeouts


def report_set(name, paths, expected, source, minisat, cadical, grand):
    results = {e: run_engine(ENGINES[e], paths) for e in ENGINES}
    ms = {p: run_minisat(minisat, p) for p in paths} if minisat else {}
    nopre = {p: run_minisat(minisat, p, ('-no-pre',)) for p in paths} if minisat and opts.no_pre else {}
    cd = {p: run_cadical(cadical, p) for p in paths} if cadical else {}
    agree, bad, timeouts = check_answers(paths, expected, results, ms, nopre, cd)
    line = f'{name:<14} {source:<11} {len(paths):>5} {expected or "-":<6} {agree:>6} {timeouts:>4}'
    ms_total = sum(r[1] for r in ms.values()) if minisat else None
    for e in ENGINES:
        total = sum(r[1] for r in results[e].values())
        line += f' {fmt(total):>12}'
        if minisat and ms_total > 0:
            grand[e] += total
            line += f' {total / ms_total:6.2f} {worst_of(results[e], ms, paths)[0]:6.2f}'
    line += f' {fmt(ms_total)}'
    if minisat:
        line += f' {sum(1 for p in paths if p in results["cdcl"] and results["cdcl"][p][2] == ms[p][2]):>5}'
    if nopre:
        same = sum(1 for p in paths if p in results['cdcl-np'] and results['cdcl-np'][p][2] == nopre[p][2])
        worst_np = worst_of(results['cdcl-np'], nopre, paths)[1][0]
        line += f' {fmt(sum(r[1] for r in nopre.values()))} {same:>5} {worst_np:8.2f}'
    line += f' {fmt(sum(t for _, t in cd.values()) if cadical else None)}'
    if minisat and ms_total > 0:
        grand['ms'] += ms_total
        worst10 = worst_of(results['cdcl'], ms, paths)[1]
        line += f' {worst10[0]:9.2f}  {worst10[1]}' if worst10[1] else '         -'
    print(line, flush=True)
    times = {'cdcl': sum(r[1] for r in results['cdcl'].values()), 'minisat': ms_total}
    return bad, times


def median(xs):
    xs = sorted(xs)
    return xs[(len(xs) - 1) // 2] if xs else 0


def report_book(rows):
    """The book's DPLL and WalkSAT on the small sets, beside CDCL and MiniSat."""
    if not rows:
        return 0
    print(f'\nthe book\'s engines on the small sets: DPLL within {opts.nodes:,} calls and {opts.limit:g} s; '
          f'WalkSAT p = 0.5, {opts.flips:,} flips, {opts.seeds} seeds an instance')
    print(f'{"set":<14} {"n":>5} {"expect":<6} {"dpll ans":>8} {"dpll time":>10} {"med calls":>9} '
          f'{"ws model":>8} {"ws rate":>7} {"med flips":>9} {"ws time":>9} {"cdcl":>9} {"minisat":>9}')
    bad = 0
    for name, paths, expected, times in rows:
        dpll = run_engine(BOOK_ENGINES['dpll'], paths)
        ws = run_engine(BOOK_ENGINES['walksat'], paths)
        answered = [p for p in paths if p in dpll and dpll[p][0] in ('SAT', 'UNSAT')]
        bad += sum(1 for p in answered if expected and dpll[p][0] != expected)
        bad += sum(1 for p in paths if p in ws and (ws[p][0] == 'BADMODEL' or (expected == 'UNSAT' and ws[p][0] == 'SAT')))
        bad += sum(1 for p in paths if p in dpll and dpll[p][0] in ('BADMODEL', 'ERROR'))
        models = sum(1 for p in paths if p in ws and ws[p][0] == 'SAT')
        runs = sum(ws[p][4] for p in paths if p in ws)
        rate = sum(ws[p][2] for p in paths if p in ws) / runs if runs else 0.0
        flips = median([ws[p][3] for p in paths if p in ws and ws[p][0] == 'SAT'])
        print(f'{name:<14} {len(paths):>5} {expected or "-":<6} {len(answered):>8} '
              f'{fmt(sum(r[1] for r in dpll.values())):>10} {median([dpll[p][2] for p in paths if p in dpll]):>9} '
              f'{models:>8} {rate:>7.1%} {flips:>9} {fmt(sum(r[1] for r in ws.values())):>9} '
              f'{fmt(times["cdcl"])} {fmt(times["minisat"])}', flush=True)
    return bad


if __name__ == '__main__':
    sys.exit(main())
