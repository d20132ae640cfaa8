#!/usr/bin/env python3
"""A tenth problem on paper, built: the promise that a problem is its folders
and one line (docs/adding-a-problem.md), kept.

Usage: check-new-problem.py SOURCE_ROOT WORK_DIR [--id ID] [--new-id NEW]
                            [--part build|cli|fuzz] [--no-fuzz] [--keep]

Copies the tree at SOURCE_ROOT (without build folders and .git) to
WORK_DIR/tree, then copies every folder and file named after the problem ID
(default kcell) to NEW (default: ID with its first letter changed, so that
every spelling of the name, KCell and KCELL included, maps letter for
letter): the folders src/problems/ID, src/render/ID, src/cli/ID,
src/app/pages/ID, ui/ID, data/examples/ID and tests/ID, and the files named
after it (its manual page, its screenshot), renaming the id in their names
and contents, its files' extension with it.  Then it adds NEW to problem_ids
in src/meson.build and NEW's sources to po/POTFILES, and changes nothing
else.  The copy must then
  - configure, and build the command and every target its tests need (not
    the whole tree: `meson test` builds the dependencies of the tests it
    runs, which checks that they are declared);
  - list and run the new command (quandary-cli --help, NEW --help, NEW on one
    of its examples);
  - pass the shared tests (problems, round-trip, structure, potfiles, help,
    document) and every test of tests/NEW/ (a differential test through its
    French twin, which runs each of its cases);
  - have NEW in the round-trip test (its files read), the benchmarks (one of
    tests/NEW/ registered) and the fuzz targets (fuzz-NEW built and its
    corpus replayed, as the suite does; --no-fuzz skips this).
Prints TAP, one line a step; exits 1 when a step fails.  The work folder is
removed unless --keep is given.

--part runs one share of the checks: build (the copy configures and builds,
its command runs, the shared tests and its own but the command-line ones
pass, round-trip and benchmarks), cli (its command-line tests) and fuzz (its
fuzz target's replay).  Without --part, all three, on one copy, as the suite
runs it (tests/meson.build: three tests sharing the copy held a test slot
each while the first built it).
--shared makes WORK_DIR a copy that parts share: the first to come copies and
builds, under a lock, and the others wait and reuse it (one compile of the
copy, not one per part); a copy whose source changed since is made again.  A
shared copy is kept.

The copy is built in WORK_DIR/tree/_build, the name and options of the
suite's own build (build-aux/run-tests.sh), and ccache (where meson found
it) is told not to hash the working folder: every file the copy shares with
the tree compiles to a cache hit of the suite's build (no header but the
registries' names the list of problems), so that the copy costs the new
problem's files, the registries and the links, not a whole build.
"""

import fcntl
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time

SKIP = ('.git', '_build')


def case_map(word, new):
    """`new` in the letter case of `word` (same length), letter for letter."""
    return ''.join(n.upper() if w.isupper() else n.lower() for w, n in zip(word, new))


class Run:
    def __init__(self):
        self.n = 0
        self.failed = False

    def step(self, name, ok, detail=''):
        self.n += 1
        print('%s %d - %s' % ('ok' if ok else 'not ok', self.n, name), flush=True)
        if not ok:
            self.failed = True
            for line in detail.strip().splitlines()[-60:]:
                print('#   ' + line, flush=True)
        return ok


def sh(args, cwd=None, env=None, timeout=3600):
    started = time.monotonic()
    p = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout + p.stderr, time.monotonic() - started


def rename(text, old, new, extensions=()):
    text = re.sub(re.escape(old), lambda m: case_map(m.group(0), new), text, flags=re.I)
    for ext, new_ext in extensions:
        text = re.sub(r'(?<=\.)%s\b' % re.escape(ext), new_ext, text)
    return text


def own_extensions(tree, old, new):
    """The file extensions only `old` claims (its descriptor's patterns
    *.EXT that no other problem has, and that do not hold the id, which is
    renamed anyway), each with its new name: the first letter changed as the
    id's was.  A problem whose files share a pattern (*.txt) is told from the
    others by its contents, which a copy shares: copy one with its own."""
    def patterns(pid):
        path = os.path.join(tree, 'src', 'problems', pid, 'qd-%s-problem.c' % pid)
        with open(path, encoding='utf-8') as f:
            return set(re.findall(r'"\*\.([A-Za-z0-9]+)"', f.read()))
    with open(os.path.join(tree, 'src', 'meson.build'), encoding='utf-8') as f:
        ids = re.findall(r"'([a-z0-9]+)'", re.search(r'problem_ids\s*=\s*\[(.*?)\]', f.read(), re.S).group(1))
    others = set()
    for pid in ids:
        if pid != old:
            others |= patterns(pid)
    mine = [e for e in sorted(patterns(old)) if e not in others and old not in e]
    return [(e, new[0] + e[1:] if e[0] != new[0] else 'q' + e[1:]) for e in mine]


def copy_problem(tree, old, new):
    """Copies every file whose path names `old` to the path naming `new`,
    its text renamed (and the problem's own file extension); returns the new
    files (relative)."""
    extensions = own_extensions(tree, old, new)
    made = []
    for dirpath, dirnames, filenames in os.walk(tree):
        dirnames[:] = [d for d in dirnames if not d.startswith(SKIP)]
        for name in filenames:
            rel = os.path.relpath(os.path.join(dirpath, name), tree)
            if not re.search(re.escape(old), rel, re.I):
                continue
            target = rename(rel, old, new, extensions)
            if os.path.exists(os.path.join(tree, target)):
                raise SystemExit('%s exists already' % target)
            os.makedirs(os.path.dirname(os.path.join(tree, target)), exist_ok=True)
            with open(os.path.join(tree, rel), 'rb') as f:
                data = f.read()
            try:
                data = rename(data.decode('utf-8'), old, new, extensions).encode('utf-8')
            except UnicodeDecodeError:
                pass    # a picture: copied as it is
            if target.endswith('-symbolic.svg'):
                # A problem has an icon of its own (tests/check-structure.py):
                # the copy's says whose it is.
                data = data.replace(b'</svg>', b'<desc>%s</desc></svg>' % new.encode('utf-8'), 1)
            with open(os.path.join(tree, target), 'wb') as f:
                f.write(data)
            shutil.copymode(os.path.join(tree, rel), os.path.join(tree, target))
            made.append(target)
    return sorted(made)


def add_to_list(tree, old, new):
    path = os.path.join(tree, 'src', 'meson.build')
    with open(path, encoding='utf-8') as f:
        text = f.read()
    block = re.search(r'problem_ids\s*=\s*\[(.*?)\]', text, re.S)
    text = text[:block.end(1)] + "  '%s',\n" % new + text[block.end(1):]
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)


def add_to_potfiles(tree, made):
    path = os.path.join(tree, 'po', 'POTFILES')
    with open(path, encoding='utf-8') as f:
        lines = f.read().splitlines()
    head = [l for l in lines if l.startswith('#') or not l.strip()]
    body = set(l for l in lines if l.strip() and not l.startswith('#'))
    body |= set(m for m in made if m.startswith(('src/', 'ui/')) and m.endswith(('.c', '.h', '.ui'))
                and gettext_used(os.path.join(tree, m)))
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(head + sorted(body)) + '\n')


def gettext_used(path):
    with open(path, encoding='utf-8') as f:
        text = f.read()
    return re.search(r'(?<![A-Za-z0-9_])(?:N?C?_|ngettext)\s*\(\s*"|translatable="yes"', text) is not None


def examples(tree, new):
    path = os.path.join(tree, 'src', 'problems', new, 'qd-%s-problem.c' % new)
    with open(path, encoding='utf-8') as f:
        block = re.search(r'\.examples\s*=[^{]*\{(.*?)\{\s*NULL\s*\}', f.read(), re.S).group(1)
    return re.findall(r'\{\s*"([^"]+)"', block)


def main(argv):
    args = argv[1:]
    keep = '--keep' in args
    fuzz = '--no-fuzz' not in args
    shared = '--shared' in args
    args = [a for a in args if a not in ('--keep', '--no-fuzz', '--shared')]
    old = 'kcell'
    new = None
    parts = {'build', 'cli', 'fuzz'}
    while '--id' in args or '--new-id' in args or '--part' in args:
        for flag in ('--id', '--new-id', '--part'):
            if flag in args:
                i = args.index(flag)
                value = args[i + 1]
                del args[i:i + 2]
                if flag == '--id':
                    old = value
                elif flag == '--part':
                    assert value in parts, 'unknown part %s' % value
                    parts = {value}
                else:
                    new = value
    source, work = os.path.abspath(args[0]), os.path.abspath(args[1])
    if new is None:
        new = ('x' if old[0] != 'x' else 'z') + old[1:]
    assert len(new) == len(old) and re.fullmatch('[a-z]+', new)
    run = Run()
    print('TAP version 13', flush=True)

    tree = os.path.join(work, 'tree')
    build = os.path.join(tree, '_build')
    lock = None
    stamp = tree_stamp(source) + ' ' + new
    if shared:
        # Held to the end: the other part waits, then finds the copy built.
        keep = True
        os.makedirs(os.path.dirname(work), exist_ok=True)
        lock = open(work + '.lock', 'w')
        fcntl.flock(lock, fcntl.LOCK_EX)
    stamp_path = os.path.join(work, 'stamp')
    if shared and os.path.isfile(stamp_path) and open(stamp_path).read() == stamp:
        run.step('the copy of %s as %s, made by another part, reused' % (old, new), True)
    else:
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
        shutil.copytree(source, tree, symlinks=True,
                        ignore=lambda d, names: [n for n in names if n.startswith(SKIP)])
        made = copy_problem(tree, old, new)
        add_to_list(tree, old, new)
        add_to_potfiles(tree, made)
        folders = sorted(set(os.path.dirname(m) for m in made))
        run.step('copied %s to %s: %d files, in %s' % (old, new, len(made), ', '.join(folders)), len(made) > 0)

    # The copy's command-line tests in C alone: the copy has no translation
    # of its own, and kcell's tests run in French in the suite.
    env = dict(os.environ, CCACHE_NOHASHDIR='1', CCACHE_SLOPPINESS='pch_defines,time_macros', CCACHE_DEPEND='1',
               QD_CLITEST_NO_LOCALE='1')
    for var in ('MESON_TEST_ITERATION', 'MALLOC_PERTURB_', 'G_TEST_SRCDIR', 'G_TEST_BUILDDIR'):
        env.pop(var, None)
    if parts & {'build', 'cli'} and not check_build(run, tree, build, env, new, parts):
        return finish(run, work, keep)
    if shared:
        with open(stamp_path, 'w') as f:
            f.write(stamp)
    if fuzz and 'fuzz' in parts:
        check_fuzz(run, tree, build, env, new)
    return finish(run, work, keep)


def tree_stamp(source):
    """What the copy was made from: every file's path, size and time."""
    digest = hashlib.sha1()
    for folder, dirs, files in os.walk(source):
        dirs[:] = sorted(d for d in dirs if not d.startswith(SKIP))
        for name in sorted(files):
            st = os.lstat(os.path.join(folder, name))
            digest.update(('%s %d %d\n' % (os.path.join(folder, name), st.st_size, st.st_mtime_ns)).encode())
    return digest.hexdigest()


def finish(run, work, keep):
    print('1..%d' % run.n, flush=True)
    if not keep and not run.failed:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if run.failed else 0


def check_build(run, tree, build, env, new, parts):
    """The copy's build, command and tests of `parts` (build, cli); FALSE
    when it did not build."""
    if os.path.isfile(os.path.join(build, 'meson-private', 'coredata.dat')):
        run.step('configured before (a shared copy)', True)
    else:
        code, out, secs = sh(['meson', 'setup', build, tree], env=env)
        if not run.step('configured (%.0f s)' % secs, code == 0, out):
            return False
    code, out, secs = sh(['meson', 'compile', '-C', build, 'quandary-cli'], env=env)
    if not run.step('built quandary-cli (%.0f s)' % secs, code == 0, out):
        return False
    code, listed, _ = sh(['meson', 'test', '-C', build, '--list'], env=env)
    names = [l.split(' / ')[-1].strip() for l in listed.splitlines() if ' / ' in l]
    own = [n for n in names if re.search(r'(?<![a-z])%s(?![a-z])' % new, n)]
    run.step('tests/%s/ registers its tests: %s' % (new, ', '.join(own)), len(own) > 0, listed)
    # A differential test's French twin runs every case of its C test first
    # (tests/meson.build): the twin alone, as in the suite's own build.
    # Its fuzz target's replay is the fuzz part's (check_fuzz): not twice.
    run_own = [n for n in own if n + '-fr' not in own and n != 'fuzz-' + new]
    cli_tests = [n for n in run_own if n.startswith('cli-')]
    if 'cli' in parts:
        # meson test builds what these tests depend on, and nothing else.
        code, out, secs = sh(['meson', 'test', '-C', build, '--print-errorlogs', '--num-processes', '2'] + cli_tests,
                             env=env, timeout=3600)
        run.step('its command-line tests pass (%.0f s): %s' % (secs, ', '.join(cli_tests)),
                 code == 0 and len(cli_tests) > 0, out)
    if 'build' in parts:
        check_command(run, tree, build, env, new, [n for n in run_own if n not in cli_tests])
    return True


def check_command(run, tree, build, env, new, own):
    """The copy's command runs; the shared tests and `own` pass."""
    cli = os.path.join(build, 'src', 'cli', 'quandary-cli')
    clienv = dict(env, LC_ALL='C.UTF-8')
    clienv.pop('LANGUAGE', None)
    code, out, _ = sh([cli, '--help'], env=clienv)
    run.step('quandary-cli --help lists %s' % new, code == 0 and re.search(r'^\s+%s\s' % new, out, re.M), out)
    code, out, _ = sh([cli, new, '--help'], env=clienv)
    run.step('quandary-cli %s --help' % new, code == 0, out)
    # Its examples, with no one at stdin: one at least runs to its end (a
    # game of two human players waits for moves).
    ran, outs = [], []
    for name in examples(tree, new):
        code, out, _ = sh([cli, new, os.path.join(tree, 'data', 'examples', new, name)], env=clienv, timeout=600)
        outs.append('%s: exit %d\n%s' % (name, code, out))
        if code == 0 and out.strip() != '':
            ran.append(name)
    run.step('quandary-cli %s runs its examples (%s)' % (new, ', '.join(ran)), len(ran) > 0, '\n'.join(outs))

    shared = ['problems', 'round-trip', 'structure', 'potfiles', 'help', 'document']
    # meson test builds what these tests depend on, and nothing else.
    code, out, secs = sh(['meson', 'test', '-C', build, '--print-errorlogs',
                          '--num-processes', '2'] + shared + own, env=env, timeout=3600)
    run.step('shared and own tests built and pass (%.0f s): %s' % (secs, ', '.join(shared + own)), code == 0, out)

    code, out, _ = sh([os.path.join(build, 'tests', 'test-round-trip'), '--verbose'],
                      env=dict(env, QD_DATA_DIR=os.path.join(tree, 'data'),
                               G_TEST_SRCDIR=os.path.join(tree, 'tests')))
    m = re.search(r'# %s \(%s\): (\d+) files read' % (new, new), out)
    run.step('the round-trip test reads %s files (%s)' % (new, m.group(1) if m else 'none'),
             code == 0 and m is not None and int(m.group(1)) > 0, out)
    code, out, _ = sh(['meson', 'test', '-C', build, '--benchmark', '--list'], env=env)
    benches = [l.split(' / ')[-1].strip() for l in out.splitlines()]
    run.step('the benchmarks include %s' % new, new in benches, out)



def check_fuzz(run, tree, build, env, new):
    """The copy's fuzz target builds and replays its corpus (tests/fuzz/:
    in a build with tests, its regression run, fuzz-replay.c's main)."""
    if not os.path.isfile(os.path.join(build, 'meson-private', 'coredata.dat')):
        code, out, secs = sh(['meson', 'setup', build, tree], env=env)
        if not run.step('configured (%.0f s)' % secs, code == 0, out):
            return
    code, out, secs = sh(['meson', 'test', '-C', build, '--print-errorlogs', 'fuzz-' + new], env=env)
    run.step('fuzz-%s built and replays tests/%s/corpus/ (%.0f s)' % (new, new, secs), code == 0, out)


if __name__ == '__main__':
    sys.exit(main(sys.argv))
