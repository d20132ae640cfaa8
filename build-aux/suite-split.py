#!/usr/bin/env python3
"""Which build runs each test of the whole suite (build-aux/run-tests.sh).

    build-aux/suite-split.py BUILD_DIR sanitized|plain [PLAIN_SUITE...]

Reads the tests of the configured BUILD_DIR (`meson introspect --tests`) and
prints the names of one share, one a line:

  sanitized  the compiled test programs (GTest and the fuzz targets'
             replays: the engines, models and readers, where a memory
             error hides), but those of a PLAIN_SUITE (the property runs
             over many random instances, the pattern databases), those
             that run under Xvfb (the window's tests) and those that link
             the drawing library (libqd-render.a: the pictures' tests and
             the window's documents; with none of them the sanitized build
             does not compile that library's 128 files, some 100 of its
             CPU-seconds, and the drawing draws models the readers'
             sanitized tests have checked);
  plain      every other test: the command-line contracts (scripts), the
             window's tests, the French, look, packaging and tree checks,
             the copy of a problem, the pictures' tests, and the
             PLAIN_SUITEs' programs.

Tests of suite `diff` are in neither share: their French twins run every
case of them.  A test is told to be a compiled program by its command: a
file of BUILD_DIR itself (a script of the source tree, python3 or the Xvfb
wrapper is not one).
"""
import json
import os
import subprocess
import sys


def programs_linking(build, library):
    """The programs of BUILD (real paths) whose link reads a file named
    LIBRARY, from build.ninja's link edges ("build OUT: c_LINKER IN...")."""
    found = set()
    with open(os.path.join(build, 'build.ninja'), encoding='utf-8') as f:
        for line in f:
            if not line.startswith('build ') or ': c_LINKER ' not in line:
                continue
            out, inputs = line[len('build '):].split(': c_LINKER ', 1)
            if any(os.path.basename(i) == library for i in inputs.split()):
                found.add(os.path.realpath(os.path.join(build, out.replace('$ ', ' '))))
    return found


def main(argv):
    if len(argv) < 3 or argv[2] not in ('sanitized', 'plain'):
        sys.stderr.write(__doc__)
        return 2
    build = os.path.realpath(argv[1])
    share = argv[2]
    plain_suites = {'quandary:' + s for s in argv[3:]}
    out = subprocess.run(['meson', 'introspect', build, '--tests'],
                         check=True, capture_output=True, text=True).stdout
    drawing = programs_linking(build, 'libqd-render.a')
    seen = set()
    for test in json.loads(out):
        suites = set(test['suite'])
        if 'quandary:diff' in suites or test['name'] in seen:
            continue
        program = os.path.realpath(test['cmd'][0])
        compiled = program.startswith(build + os.sep)
        sanitized = compiled and not (suites & plain_suites) and program not in drawing
        if sanitized == (share == 'sanitized'):
            seen.add(test['name'])
            print(test['name'])
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
