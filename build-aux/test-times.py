#!/usr/bin/env python3
"""Where the suite's time goes: the slowest tests of one or more meson test
runs, read from each build's meson-logs/testlog.json (the last `meson test`
run in that build), with their share of the total test-seconds.

    build-aux/test-times.py [--top N] [--quick-bound S] [--quick-build DIR] BUILD_DIR...

Prints, for every BUILD_DIR, the total test-seconds and the N (default 10)
slowest tests with their durations and shares; then the tests of suite
`quick` that took S seconds (default 2) or more (the suite's members are
named in tests/meson.build: this says when one has grown out of it), in
every build or, with --quick-build, in DIR only (the build --quick runs in).  A report for people,
never a verdict: it exits 0 whatever the times (a loaded machine is slow).
"""
import json
import os
import sys


def load(build):
    path = os.path.join(build, 'meson-logs', 'testlog.json')
    tests = []
    try:
        with open(path, encoding='utf-8') as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                try:
                    entry = json.loads(line)
                except ValueError:
                    continue
                if isinstance(entry, dict) and 'name' in entry and 'duration' in entry:
                    tests.append(entry)
    except OSError as e:
        print('test-times: %s: %s' % (path, e.strerror), file=sys.stderr)
    return tests


def short(name):
    """'quandary:fr / cli-fr' -> 'cli-fr'."""
    return name.split(' / ', 1)[-1]


def suites(entry):
    project_and_suites = entry['name'].split(' / ', 1)[0]
    return set(s for s in project_and_suites.split(':')[1:] if s)


def report(build, tests, top, bound):
    total = sum(t['duration'] for t in tests)
    print('Slowest %d of %d tests in %s (%.0f test-seconds in all):' % (min(top, len(tests)), len(tests), build, total))
    for t in sorted(tests, key=lambda t: -t['duration'])[:top]:
        share = 100.0 * t['duration'] / total if total > 0 else 0.0
        print('  %7.1f s  %4.1f %%  %s%s' % (t['duration'], share, short(t['name']),
                                            '' if t.get('result') == 'OK' else '  (%s)' % t.get('result')))
    slow_quick = [t for t in tests if bound is not None and 'quick' in suites(t) and t['duration'] >= bound]
    if slow_quick:
        print('  in suite quick but %g s or more here: %s' % (
            bound, ', '.join('%s (%.1f s)' % (short(t['name']), t['duration']) for t in slow_quick)))


def main(argv):
    top, bound, builds, quick_build = 10, 2.0, [], None
    args = argv[1:]
    while args:
        a = args.pop(0)
        if a == '--top' and args:
            top = int(args.pop(0))
        elif a == '--quick-bound' and args:
            bound = float(args.pop(0))
        elif a == '--quick-build' and args:
            quick_build = args.pop(0)
        elif a in ('-h', '--help'):
            print(__doc__.strip())
            return 0
        else:
            builds.append(a)
    for build in builds:
        tests = load(build)
        if tests:
            report(build, tests, top, bound if quick_build in (None, build) else None)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
