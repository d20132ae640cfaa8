#!/usr/bin/env python3
"""The ninja targets that a build's tests need, as `meson test` builds them
before it runs them (each test's `depends` and the program it runs).

Usage: test-targets.py BUILD_DIR [--suite S]... [--no-suite S]...

Prints one target a line, relative to BUILD_DIR: the outputs of the build
targets that the chosen tests depend on.  A test is chosen when it is in one
of the --suite suites (every test without --suite) and in none of the
--no-suite ones; a suite matches by its name with or without the project's
prefix (quandary:quick and quick), as `meson test` matches it.

build-aux/run-tests.sh builds the sanitizers' targets with this while
_build's tests run (at the lowest priority: it takes only the time the tests
leave idle), so that their own `meson test` starts with little to compile."""

import json
import os
import subprocess
import sys


def introspect(build, what):
    out = subprocess.run(['meson', 'introspect', build, '--' + what], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def names(suites):
    return {s for x in suites for s in (x, x.split(':', 1)[-1])}


def main(argv):
    if len(argv) < 2 or argv[1].startswith('-'):
        sys.stderr.write(__doc__)
        return 2
    build, wanted, unwanted = argv[1], set(), set()
    args = argv[2:]
    while args:
        if len(args) < 2 or args[0] not in ('--suite', '--no-suite'):
            sys.stderr.write('test-targets: unknown argument %s\n' % args[0])
            return 2
        (wanted if args[0] == '--suite' else unwanted).add(args[1])
        args = args[2:]
    outputs = {t['id']: t['filename'] for t in introspect(build, 'targets')}
    root = os.path.realpath(build)
    chosen = set()
    for test in introspect(build, 'tests'):
        suites = names(test['suite'])
        if (wanted and not suites & wanted) or suites & unwanted:
            continue
        for dep in test['depends']:
            for path in outputs.get(dep, []):
                chosen.add(os.path.relpath(os.path.realpath(path), root))
    for target in sorted(chosen):
        print(target)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
