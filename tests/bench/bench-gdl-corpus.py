#!/usr/bin/env python3
"""The GDL corpus benchmark: quandary-cli gdl and GGP Base's prover side by side
(issue 98; docs/gdl-peers.md).

Usage: bench-gdl-corpus.py QUANDARY_CLI [--ggp-git DIR] [--peer-cp CLASSPATH]
           [--corpus DIR] [--time-limit S] [--depth D] [--playout-time S]
           [--jobs N] [--only REGEX] [--no-peer]
       bench-gdl-corpus.py --table BEFORE.txt [AFTER.txt...]

--table: from the outputs of runs (a later run's line for a rulesheet replaces an
earlier one's), a Markdown table, one row a rulesheet: our class in the first run and
in the last, the peer's, and whether the perft counts both reached are equal.

Over the 239 rulesheets of GGP Base's initial import (commit 2dd42b1cb2c9,
"GGP Base/games/rulesheets/", extracted from the clone --ggp-git into a temporary
directory; or the .kif files of --corpus DIR), for each rulesheet:

- ours: `quandary-cli gdl FILE --perft D --time-limit S`, each ply's line timed as it
  arrives; accepted, or refused with the class of its error (below); then `--state`
  (the initial state's facts) and `--playouts` for --playout-time seconds;
- the peer: tests/bench/ggp/GgpPerft.java on GGP Base's ProverStateMachine (built by
  tests/bench/ggp/build-ggp-peer.sh unless --peer-cp is given), the same perft, its
  initial state and playouts.

One line a rulesheet: ours (class), the peer (plays / refused / error), the perft
counts of both at each ply (`=` where equal), whether the initial states are equal,
the seconds each took to its deepest ply both reached, from the start of its load (ours:
from the command's start, its process's start included; the peer's: from the start of
its load, the Java machine's start left out, its load added to the perft's time it
prints, which starts after the load), and playouts a second of both.
Then the summary: rulesheets by our class, with how many the peer plays; the perft
agreements and differences; the speed ratio.

Classes of ours: `ok` (perft to D), `slow` (the time limit ran out at some ply),
`timeout` (no ply in twice the time limit plus 10 s: loading), and the refusals
`simultaneous`, `roles>2`, `eval-limits`, `distinct`, `unsafe`, `stratify`,
`recursion`, `no-move`, `goal`, `other`.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS_REV = '2dd42b1cb2c912fc8bb77d3993270713394ffeb6'
CORPUS_DIR = 'GGP Base/games/rulesheets/'

REFUSALS = [
    ('simultaneous', r'move together|simultaneous'),
    ('roles>2', r'\d+ roles \(|more than two roles'),
    ('eval-limits', r'past its limits|QD_GDL_MAX|limit of'),
    ('distinct', r'distinct'),
    ('unsafe', r'unsafe rule'),
    ('stratify', r'not stratified'),
    ('recursion', r'recursion restriction'),
    ('no-move', r'no legal move|without a legal move'),
    ('goal', r'goal values'),
]


def classify(stderr):
    for name, pattern in REFUSALS:
        if re.search(pattern, stderr):
            return name
    return 'other'


def run_timed(argv, timeout):
    """Runs argv, returns (rc, [(seconds, line)...] of stdout, stderr, seconds)."""
    start = time.monotonic()
    lines = []
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=err, text=True,
                                preexec_fn=lambda: os.nice(10))
        killed = False

        def kill():
            nonlocal killed
            killed = True
            proc.kill()

        import threading
        timer = threading.Timer(timeout, kill)
        timer.start()
        try:
            for line in proc.stdout:
                lines.append((time.monotonic() - start, line.rstrip('\n')))
            proc.wait()
        finally:
            timer.cancel()
        err.seek(0)
        stderr = err.read().decode('utf-8', 'replace')
    return (None if killed else proc.returncode), lines, stderr, time.monotonic() - start


def norm_fact(text):
    text = re.sub(r'\s+', ' ', text.strip().lower())
    return text.replace('( ', '(').replace(' )', ')')


def run_ours(cli, path, args):
    r = {'perft': {}, 'times': {}, 'state': None, 'rate': None, 'error': ''}
    rc, lines, stderr, _ = run_timed([cli, 'gdl', path, '--perft', str(args.depth), '--time-limit',
                                      str(args.time_limit)], 2 * args.time_limit + 10)
    for t, line in lines:
        m = re.fullmatch(r'(\d+) (\d+)', line)
        if m:
            r['perft'][int(m.group(1))] = int(m.group(2))
            r['times'][int(m.group(1))] = t
    if rc == 0:
        r['class'] = 'ok'
    elif rc == 4 or (rc is None and r['perft']):
        r['class'] = 'slow'
    elif rc is None:
        r['class'] = 'timeout'
    else:
        r['class'] = classify(stderr)
        r['error'] = stderr.strip().splitlines()[-1] if stderr.strip() else 'exit %s' % rc
        return r
    rc, lines, _, _ = run_timed([cli, 'gdl', path, '--state'], args.time_limit + 10)
    if rc == 0:
        facts = []
        for _, line in lines:
            if line.startswith(('legal ', 'terminal ', 'goal ')):
                break
            facts.append(norm_fact(line))
        r['state'] = sorted(facts)
    rc, lines, _, _ = run_timed([cli, 'gdl', path, '--playouts', '100000000', '--time-limit',
                                 str(args.playout_time)], args.playout_time + 10)
    for _, line in lines:
        m = re.fullmatch(r'(\d+) playouts in ([\d.]+) s', line)
        if m and float(m.group(2)) > 0:
            r['rate'] = int(m.group(1)) / float(m.group(2))
    return r


def run_peer(classpath, path, args):
    r = {'perft': {}, 'times': {}, 'state': [], 'rate': None, 'error': '', 'class': 'plays'}
    rc, lines, stderr, _ = run_timed(['java', '-Xss64m', '-cp', classpath, 'GgpPerft', path, '--depth',
                                      str(args.depth), '--time-limit', str(args.time_limit), '--playouts',
                                      '100000000', '--playout-time', str(args.playout_time), '--state'],
                                     2 * args.time_limit + args.playout_time + 10)
    state = []
    load = 0.0
    for _, line in lines:
        words = line.split(' ', 3)
        if words[0] == 'load' and words[1] == 'ok' and len(words) >= 3:
            load = float(words[2])
        if words[0] == 'load' and words[1] == 'refused':
            r['class'] = 'refused'
            r['error'] = line
        elif words[0] == 'load-stopped':
            r['class'] = 'timeout'
        elif words[0] == 'state':
            fact = norm_fact(line[len('state '):])
            state.append(fact[len('(true '):-1] if fact.startswith('(true ') else fact)
        elif words[0] == 'perft':
            r['perft'][int(words[1])] = int(words[2])
            r['times'][int(words[1])] = load + float(words[3])
        elif words[0] == 'perft-error':
            r['class'] = 'error'
            r['error'] = line
        elif words[0] in ('playouts', 'playouts-stopped') and len(words) >= 3 and float(words[2]) > 0:
            r['rate'] = int(words[1]) / float(words[2])
    if rc is None and r['class'] == 'plays' and not r['perft']:
        r['class'] = 'timeout'
    if r['class'] == 'plays' and not lines:
        r['class'] = 'error'
        r['error'] = stderr.strip()[-200:]
    r['state'] = sorted(state)
    return r


def compare(name, path, cli, classpath, args):
    ours = run_ours(cli, path, args)
    peer = run_peer(classpath, path, args) if classpath else None
    return name, ours, peer


def fmt_rate(x):
    return '-' if x is None else ('%.0f' % x if x >= 10 else '%.2f' % x)


def report(name, ours, peer):
    plies = sorted(set(ours['perft']) | set(peer['perft'] if peer else ()))
    cells = []
    common = [p for p in plies if p in ours['perft'] and peer and p in peer['perft']]
    equal = all(ours['perft'][p] == peer['perft'][p] for p in common)
    for p in plies:
        a, b = ours['perft'].get(p), peer['perft'].get(p) if peer else None
        if a is not None and b is not None:
            cells.append('%d:%d%s' % (p, a, '=' if a == b else '≠%d' % b))
        elif a is not None:
            cells.append('%d:%d/-' % (p, a))
        else:
            cells.append('%d:-/%d' % (p, b))
    deepest = common[-1] if common else None
    t_ours = '%.2f' % ours['times'][deepest] if deepest else '-'
    t_peer = '%.2f' % peer['times'][deepest] if deepest else '-'
    state = '-'
    if ours['state'] is not None and peer and peer['state']:
        state = 'init=' if ours['state'] == peer['state'] else 'init≠'
    line = '%-38s ours %-12s peer %-8s %s perft %s  t(ply %s) %s/%s s  playouts/s %s/%s' % (
        name, ours['class'], peer['class'] if peer else '-', state, ' '.join(cells) or '-',
        deepest or '-', t_ours, t_peer, fmt_rate(ours['rate']), fmt_rate(peer['rate'] if peer else None))
    if ours['error']:
        line += '\n    ours: ' + ours['error'][:300]
    if peer and peer['error']:
        line += '\n    peer: ' + peer['error'][:300]
    return line, equal and bool(common), bool(common) and not equal, deepest


def extract_corpus(git_dir, into):
    tar = subprocess.run(['git', '-C', git_dir, 'archive', CORPUS_REV, CORPUS_DIR], check=True,
                         capture_output=True).stdout
    subprocess.run(['tar', '-x', '-C', into], input=tar, check=True)
    return os.path.join(into, CORPUS_DIR)


LINE = re.compile(r'^(\S+\.kif)\s+ours (\S+)\s+peer (\S+)\s+(\S+) perft (.*?)  t\(ply')


def table(paths):
    """The Markdown table of --table (see the top)."""
    runs = []
    for path in paths:
        rows = {}
        with open(path) as f:
            for line in f:
                m = LINE.match(line)
                if m:
                    rows[m.group(1)] = m.groups()[1:]
        runs.append(rows)
    names = sorted(set().union(*runs), key=str.lower)
    before, now = {}, {}
    for name in names:
        c0 = next(r[name] for r in runs if name in r)[0]
        c1 = next(r[name] for r in reversed(runs) if name in r)[0]
        before[c0] = before.get(c0, 0) + 1
        now[c1] = now.get(c1, 0) + 1
    print('| class | before | now |')
    print('| --- | --- | --- |')
    for c in sorted(set(before) | set(now), key=lambda c: (-before.get(c, 0), c)):
        print('| %s | %d | %d |' % (c, before.get(c, 0), now.get(c, 0)))
    print()
    print('| rulesheet | ours before | ours now | GGP Base | perft |')
    print('| --- | --- | --- | --- | --- |')
    for name in names:
        first = next(r[name] for r in runs if name in r)
        last = next(r[name] for r in reversed(runs) if name in r)
        cells = last[3].split()
        both = [c for c in cells if '=' in c or '≠' in c]
        perft = ('≠ at ply ' + next(c.split(':')[0] for c in cells if '≠' in c)) if any('≠' in c for c in both) \
            else ('= to ply %s' % both[-1].split(':')[0]) if both else '-'
        print('| %s | %s | %s | %s | %s |' % (name[:-4], first[0], last[0], last[1], perft))


def main():
    if len(sys.argv) > 2 and sys.argv[1] == '--table':
        return table(sys.argv[2:])
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('cli')
    ap.add_argument('--ggp-git', default=os.environ.get('QD_GGP_BASE_GIT', '/work/.mirror/ggp-org+ggp-base/repo'))
    ap.add_argument('--peer-cp', help='class path of GgpPerft (else build-ggp-peer.sh builds it)')
    ap.add_argument('--corpus', help='a folder of .kif rulesheets instead of the extracted corpus')
    ap.add_argument('--time-limit', type=float, default=60, help='seconds for each side\'s perft (default 60)')
    ap.add_argument('--depth', type=int, default=5, help='perft plies at most (default 5)')
    ap.add_argument('--playout-time', type=float, default=3, help='seconds of random playouts a side (default 3)')
    ap.add_argument('--jobs', type=int, default=1)
    ap.add_argument('--only', help='rulesheets whose name matches this regular expression')
    ap.add_argument('--no-peer', action='store_true', help='ours alone')
    args = ap.parse_args()

    classpath = None
    if not args.no_peer:
        classpath = args.peer_cp or subprocess.run(
            [os.path.join(HERE, 'ggp', 'build-ggp-peer.sh'), args.ggp_git], check=True, capture_output=True,
            text=True).stdout.strip()
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.corpus or extract_corpus(args.ggp_git, tmp)
        names = sorted(f for f in os.listdir(folder) if f.endswith('.kif'))
        if args.only:
            names = [n for n in names if re.search(args.only, n)]
        print('# %d rulesheets, perft to %d plies in %g s a side, playouts for %g s; %s; peer %s' % (
            len(names), args.depth, args.time_limit, args.playout_time, args.cli,
            'none' if args.no_peer else 'GGP Base ProverStateMachine (GgpPerft)'), flush=True)
        results = {}
        started = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            futures = [pool.submit(compare, n, os.path.join(folder, n), os.path.abspath(args.cli), classpath, args)
                       for n in names]
            for f in futures:
                name, ours, peer = f.result()
                for side in (ours, peer or {}):
                    side['error'] = side.get('error', '').replace(folder.rstrip('/') + '/', '')
                results[name] = (ours, peer, report(name, ours, peer))
                print(results[name][2][0], flush=True)
    summarize(results, args, time.monotonic() - started)


def summarize(results, args, wall):
    print('\n# summary (%d rulesheets, %.0f s)' % (len(results), wall))
    classes = {}
    for name, (ours, peer, _) in results.items():
        classes.setdefault(ours['class'], []).append((name, peer))
    for c in sorted(classes, key=lambda c: (-len(classes[c]), c)):
        plays = sum(1 for _, p in classes[c] if p and p['class'] == 'plays')
        print('ours %-12s %3d  (the peer plays %d)  %s' % (
            c, len(classes[c]), plays, ' '.join(n[:-4] for n, _ in sorted(classes[c])) if c not in ('ok', 'slow') else ''))
    peers = {}
    for name, (_, peer, _) in results.items():
        if peer:
            peers.setdefault(peer['class'], []).append(name)
    for c in sorted(peers):
        print('peer %-12s %3d  %s' % (c, len(peers[c]), ' '.join(n[:-4] for n in sorted(peers[c])) if c != 'plays' else ''))
    equal = [n for n, (_, _, rep) in results.items() if rep[1]]
    differ = [n for n, (_, _, rep) in results.items() if rep[2]]
    print('perft compared on %d rulesheets: equal on every ply both reached %d, different %d %s' % (
        len(equal) + len(differ), len(equal), len(differ), ' '.join(sorted(differ))))
    states = [(n, o['state'] == p['state']) for n, (o, p, _) in results.items()
              if p and o['state'] is not None and p['state']]
    print('initial state compared on %d: equal %d %s' % (
        len(states), sum(1 for _, e in states if e),
        ' '.join('≠' + n for n, e in sorted(states) if not e)))
    faster = slower = 0
    ratios = []
    for n, (o, p, rep) in results.items():
        d = rep[3]
        if d and p:
            t_o, t_p = o['times'][d], p['times'][d]
            ratios.append((t_p / max(t_o, 1e-3), n))
            faster += t_o <= t_p
            slower += t_o > t_p
    if ratios:
        ratios.sort()
        print('perft time to the deepest common ply: ours faster or equal on %d, slower on %d; '
              'peer/ours median %.1f, least %.2f (%s)' % (faster, slower, ratios[len(ratios) // 2][0],
                                                         ratios[0][0], ratios[0][1]))
    rates = [(o['rate'] / p['rate'], n) for n, (o, p, _) in results.items()
             if p and o['rate'] and p['rate']]
    if rates:
        rates.sort()
        print('playouts/s ours/peer on %d: median %.1f, least %.2f (%s)' % (
            len(rates), rates[len(rates) // 2][0], rates[0][0], rates[0][1]))


if __name__ == '__main__':
    sys.exit(main())
