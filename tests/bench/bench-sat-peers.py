#!/usr/bin/env python3
"""Quandary's CDCL solver beside MiniSat (and CaDiCaL) on SATLIB's sets, in
one run (issue 96: total time within 2x of MiniSat's, no instance over 5x).

Usage: bench-sat-peers.py [--limit S] [--sets A,B] [--no-cadical] SOLVE SRCDIR

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

Engines: ENGINES below lists Quandary's engines run on every set (the CDCL
solver through SOLVE).  The DPLL and WalkSAT engines of issue 96 are added
there as they reach core (each a command reading the files on stdin and
printing SOLVE's line format); every engine listed gets its own columns.
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
opts = ap.parse_args()

# Quandary's engines: name -> command (reads paths on stdin, prints
# "PATH ANSWER SECONDS CONFLICTS DECISIONS PROPAGATIONS" a line).
ENGINES = {'cdcl': [opts.solve, '--limit', str(opts.limit)]}

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


def run_minisat(minisat, path):
    try:
        p = subprocess.run([minisat, '-verb=1', f'-cpu-lim={int(opts.limit + 0.999)}', path],
                           capture_output=True, text=True, env=peer_env(minisat), timeout=opts.limit + 30)
    except subprocess.TimeoutExpired:
        return 'TIMEOUT', opts.limit
    m = re.search(r'CPU time\s*:\s*([0-9.eE+-]+)', p.stdout)
    t = float(m.group(1)) if m else opts.limit
    answer = {10: 'SAT', 20: 'UNSAT'}.get(p.returncode, 'TIMEOUT' if p.returncode == 0 else 'ERROR')
    return answer, (opts.limit if answer == 'TIMEOUT' else t)


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
        rows[f[0]] = (f[1], float(f[2]), int(f[3]))
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
    floor = None
    with tempfile.TemporaryDirectory(prefix='bench-sat-peers-') as tmp:
        if minisat:
            one = os.path.join(tmp, 'one.cnf')
            with open(one, 'w') as f:
                f.write('p cnf 1 1\n1 0\n')
            floor = min(run_minisat(minisat, one)[1] for _ in range(5))
            print(f'minisat floor (CPU time on a one-clause file): {floor:.4f} s')
        print(f'limit {opts.limit:g} s an instance; times in s: qd = in-process thread CPU time, '
              'minisat = its "CPU time" line, cadical = its "total process time"')
        sets = make_sets(tmp, minisat, cadical)
        engines = list(ENGINES)
        head = f'{"set":<14} {"source":<11} {"n":>5} {"expect":<6} {"agree":>6} {"t/o":>4}'
        for e in engines:
            head += f' {e + " time":>10}'
        head += f' {"minisat":>9} {"cadical":>9} {"ratio":>6} {"worst":>6} {"worst10ms":>9}  worst instance'
        print(head)
        bad = 0
        grand = {'qd': 0.0, 'ms': 0.0}
        for name, paths, expected, source in sets:
            bad += report_set(name, paths, expected, source, engines, minisat, cadical, grand)
        if minisat and grand['ms'] > 0:
            print(f'all sets: cdcl {grand["qd"]:.3f} s, minisat {grand["ms"]:.3f} s, ratio {grand["qd"] / grand["ms"]:.2f}')
        print('answers: all agree' if bad == 0 else f'answers: {bad} instances disagree or are wrong')
    return 1 if bad else 0


def report_set(name, paths, expected, source, engines, minisat, cadical, grand):
    results = {e: run_engine(ENGINES[e], paths) for e in engines}
    ms = {p: run_minisat(minisat, p) for p in paths} if minisat else {}
    cd = {p: run_cadical(cadical, p) for p in paths} if cadical else {}
    agree, bad, timeouts, worst, worst10 = 0, 0, 0, (0.0, ''), (0.0, '')
    for p in paths:
        ours = results['cdcl'].get(p, ('MISSING', 0.0, 0))
        answers = {ours[0]} | {ms[p][0]} if minisat else {ours[0]}
        if cadical:
            answers |= {cd[p][0]}
        want = expected or (cd[p][0] if cadical else ms[p][0] if minisat else None)
        timeouts += 'TIMEOUT' in answers
        if answers == {want}:
            agree += 1
        elif not (answers <= {want, 'TIMEOUT'}):
            bad += 1
            print(f'  DISAGREE {os.path.basename(p)}: expected {want}, cdcl {ours[0]}'
                  + (f', minisat {ms[p][0]}' if minisat else '') + (f', cadical {cd[p][0]}' if cadical else ''))
        if minisat and ms[p][1] > 0:
            r = ours[1] / ms[p][1]
            if r > worst[0]:
                worst = (r, os.path.basename(p))
            if ms[p][1] >= 0.01 and r > worst10[0]:
                worst10 = (r, os.path.basename(p))
    line = f'{name:<14} {source:<11} {len(paths):>5} {expected or "-":<6} {agree:>6} {timeouts:>4}'
    for e in engines:
        line += f' {fmt(sum(r[1] for r in results[e].values())):>10}'
    qd_total = sum(r[1] for r in results['cdcl'].values())
    ms_total = sum(t for _, t in ms.values()) if minisat else None
    cd_total = sum(t for _, t in cd.values()) if cadical else None
    line += f' {fmt(ms_total)} {fmt(cd_total)}'
    if minisat and ms_total > 0:
        grand['qd'] += qd_total
        grand['ms'] += ms_total
        w10 = f'{worst10[0]:9.2f}' if worst10[1] else '        -'
        line += f' {qd_total / ms_total:6.2f} {worst[0]:6.2f} {w10}  {worst10[1] or worst[1]}'
    print(line, flush=True)
    return bad


if __name__ == '__main__':
    sys.exit(main())
