#!/usr/bin/env python3
"""Checks the user manual (help/C/) and its translations (help/LL/LL.po).

Usage: check-help.py [--translations] YELP_CHECK HELP_C_DIR LISTED_PAGE...

Without --translations (the test `help`), fails (exit 1) when
  - a help/C/*.page is not listed in help/meson.build (so it would be neither
    installed nor checked), or a listed page does not exist;
  - `yelp-check validate` finds a page that is not valid Mallard;
  - `yelp-check links` finds a link to a page or section that does not exist.
With --translations (the test `help-fr`, suite fr: a new page is checked by
`help` before it is translated), fails when
  - a language of help/LINGUAS, merged with a fresh template of the pages
    (itstool), has a message untranslated or fuzzy, or msgfmt --check fails;
  - its pages, built as meson's yelp support builds them (itstool -m), are
    not valid Mallard, have a broken link, or lose or change a command, a
    file name, a link target or a block of program output on the way.
"""

import collections
import glob
import html
import os
import re
import shutil
import subprocess
import sys
import tempfile

# What a translation copies, never translates: the same multiset per page.
KEPT = re.compile(r'<(cmd|file|screen|output|input)\b[^>]*>(.*?)</\1>|xref="([^"]*)"|href="([^"]*)"', re.S)


def kept(path):
    """The kept parts of a page, spaces collapsed and entities written out
    (itstool may re-wrap a line and write '>' as '&gt;')."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    return collections.Counter(html.unescape(re.sub(r'\s+', ' ', m.group(0))) for m in KEPT.finditer(text))


def run(args, cwd=None):
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True)
    return result.returncode, (result.stdout + result.stderr).strip()


def check_pages(yelp_check, folder, names, what):
    failed = False
    for command in ('validate', 'links'):
        code, output = run([yelp_check, command] + sorted(names), cwd=folder)
        if code != 0 or output:
            print(f'{what}: yelp-check {command}:\n{output}', file=sys.stderr)
            failed = True
    return failed


def check_language(yelp_check, help_dir, lang, names, work):
    c_dir = os.path.join(help_dir, 'C')
    sources = sorted(names) + ['legal.xml']
    po = os.path.join(help_dir, lang, lang + '.po')
    if not os.path.isfile(po):
        print(f'help/LINGUAS names {lang}, but help/{lang}/{lang}.po is missing', file=sys.stderr)
        return True
    pot = os.path.join(work, 'help.pot')
    merged = os.path.join(work, lang + '.po')
    mo = os.path.join(work, lang + '.mo')
    out = os.path.join(work, lang)
    os.makedirs(out, exist_ok=True)
    for args in (['itstool', '-o', pot] + sources,
                 ['msgmerge', '--quiet', '--no-fuzzy-matching', '-o', merged, po, pot],
                 ['msgfmt', '--check', '-o', mo, merged]):
        code, output = run(args, cwd=c_dir)
        if code != 0:
            print(f'help/{lang}: {" ".join(args[:2])}: {output}', file=sys.stderr)
            return True
    code, stats = run(['msgfmt', '--statistics', '-o', os.devnull, merged])
    failed = False
    if 'untranslated' in stats or 'fuzzy' in stats:
        print(f'help/{lang}/{lang}.po against the pages of help/C: {stats}', file=sys.stderr)
        failed = True
    code, output = run(['itstool', '-m', mo, '-l', lang, '-o', out] + sources, cwd=c_dir)
    if code != 0:
        print(f'help/{lang}: itstool -m: {output}', file=sys.stderr)
        return True
    failed |= check_pages(yelp_check, out, names, f'help/{lang}')
    for name in sorted(names):
        english, translated = kept(os.path.join(c_dir, name)), kept(os.path.join(out, name))
        if english != translated:
            lost = english - translated
            added = translated - english
            print(f'help/{lang}/{name}: not kept as in help/C: lost {list(lost)}, added {list(added)}',
                  file=sys.stderr)
            failed = True
    if not failed:
        print(f'help/{lang}: {stats}; {len(names)} pages built, valid, commands and links kept')
    return failed


def main():
    args = sys.argv[1:]
    translations = args[:1] == ['--translations']
    if translations:
        args = args[1:]
    yelp_check, folder, listed = args[0], args[1], args[2:]
    pages = sorted(glob.glob(os.path.join(folder, '*.page')))
    names = {os.path.basename(p) for p in pages}
    listed_names = {os.path.basename(p) for p in listed}
    failed = False
    for name in sorted(names - listed_names):
        print(f'help/C/{name} is not listed in help/meson.build', file=sys.stderr)
        failed = True
    for name in sorted(listed_names - names):
        print(f'help/meson.build lists {name}, which help/C/ lacks', file=sys.stderr)
        failed = True
    if not translations:
        failed |= check_pages(yelp_check, folder, names, 'help/C')
        if not failed:
            print(f'{len(pages)} pages valid, every link resolves')
        return 1 if failed else 0
    help_dir = os.path.dirname(os.path.abspath(folder))
    linguas = os.path.join(help_dir, 'LINGUAS')
    languages = []
    if os.path.isfile(linguas):
        with open(linguas, encoding='utf-8') as f:
            languages = [w for line in f for w in line.split('#')[0].split()]
    with tempfile.TemporaryDirectory(prefix='quandary-help-') as work:
        for lang in languages:
            failed |= check_language(yelp_check, help_dir, lang, names, work)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
