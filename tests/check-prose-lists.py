#!/usr/bin/env python3
"""Checks that the prose lists of tabs, commands and formats name every problem.

Usage: check-prose-lists.py PROJECT_ROOT

The problems are src/meson.build's problem_ids; a problem's command is the
one of its command table (src/cli/<id>/, `qd_<id>_cli_commands`) named as
the problem, else the table's first written as a string (the Constraints
tab's is `csp`); its
names for people are its descriptor's titles (src/problems/<id>/
qd-<id>-problem.c: the tab's and its formats', as the Open dialog shows
them).  Fails (exit 1), naming what is missing, when
  - README.md lacks `quandary-cli COMMAND` for a problem, or its "Source
    tree" list of ids ("A problem is one id (…)") is not problem_ids;
  - help/C/command-line.page's table of commands lacks <cmd>COMMAND;
  - help/C/export.page's table of what each tab exports lacks a link to
    problem-<id>;
  - help/C/formats.page's problem files do not name one of the problem's
    titles in an item's title (case aside).
"""

import glob
import os
import re
import sys


def read(root, *path):
    with open(os.path.join(root, *path), encoding='utf-8') as f:
        return f.read()


def problem_ids(root):
    block = re.search(r'^problem_ids = \[(.*?)\]', read(root, 'src', 'meson.build'), re.S | re.M)
    return re.findall(r"'([a-z0-9_]+)'", block.group(1))


def command(root, pid):
    """The problem's command, from its command table."""
    tables = []
    for path in sorted(glob.glob(os.path.join(root, 'src', 'cli', pid, '*.c'))):
        with open(path, encoding='utf-8') as f:
            tables += re.findall(r'_cli_commands\[\]\s*=\s*\{(.*?)\n\};', f.read(), re.S)
    if not tables:
        return None
    names = [n for t in tables for n in re.findall(r'\{\s*(?:\.name\s*=\s*)?"([a-z0-9-]+)"', t)]
    # A name written as a macro (kcell's) is not read: the id it is then.
    return pid if not names or pid in names else names[0]


def titles(root, pid):
    """The descriptor's titles: the tab's and its formats'."""
    path = os.path.join(root, 'src', 'problems', pid, 'qd-%s-problem.c' % pid)
    if not os.path.isfile(path):
        return []
    return re.findall(r'\.title\s*=\s*N_\("([^"]*)"\)', read(root, path))


def section(text, sid):
    match = re.search(r'<section id="%s">(.*?)</section>' % sid, text, re.S)
    return match.group(1) if match else ''


def plain(text):
    return re.sub(r'\s+', ' ', re.sub(r'<[^>]*>', '', text)).strip().lower()


def main():
    root = sys.argv[1]
    ids = problem_ids(root)
    readme = read(root, 'README.md')
    commands_page = section(read(root, 'help', 'C', 'command-line.page'), 'commands')
    export_page = section(read(root, 'help', 'C', 'export.page'), 'per-tab')
    format_titles = [plain(t) for t in re.findall(r'<item>\s*<title>(.*?)</title>',
                                                  section(read(root, 'help', 'C', 'formats.page'), 'problems'),
                                                  re.S)]
    missing = []
    listed = re.search(r'A problem is\s+one id \(([^)]*)\)', readme)
    listed_ids = re.findall(r'`([a-z0-9_]+)`', listed.group(1)) if listed else []
    if listed_ids != ids:
        missing.append('README.md: "A problem is one id (…)" lists %s, not problem_ids %s' % (listed_ids, ids))
    for pid in ids:
        cmd = command(root, pid)
        if cmd is None:
            missing.append('src/cli/%s: no command table found' % pid)
            continue
        if not re.search(r'quandary-cli %s\b' % re.escape(cmd), readme):
            missing.append('README.md does not name `quandary-cli %s` (the %s tab)' % (cmd, pid))
        if not re.search(r'<cmd>%s[\s<]' % re.escape(cmd), commands_page):
            missing.append('help/C/command-line.page: no row for <cmd>%s</cmd> in "Commands"' % cmd)
        if 'xref="problem-%s"' % pid not in export_page:
            missing.append('help/C/export.page: no row for problem-%s in "What each tab exports as text"' % pid)
        names = [t.lower() for t in titles(root, pid)]
        if not any(name in title for name in names for title in format_titles):
            missing.append('help/C/formats.page: no "Problem files" item titled as %s (%s)' % (pid, ', '.join(names)))
    for line in missing:
        print(line, file=sys.stderr)
    if not missing:
        print('README.md and the manual name all %d problems' % len(ids))
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
