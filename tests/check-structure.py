#!/usr/bin/env python3
"""Checks the rules that keep the tree easy to live in.

Usage: check-structure.py PROJECT_ROOT [STATIC_LIBRARY...]

Fails (exit 1), naming each file, when
  - a problem of src/meson.build's problem_ids is named outside #include
    lines in a file of src/, po/, resources/ or ui/ that is not in a folder
    named by its id, but the list itself and po/POTFILES (NAMING_ALLOWED; the
    translations, po/*.po and the template, are not counted).  A file names
    a problem when it holds one of the problem's names (name_forms): the
    prefixes qd-<id>-, qd_<id>_, QD_<ID>_, Qd<Id>Type, the folder <id>/, the
    string "<id>" or '<id>', an action "<id>.name", problem-<id> or
    fuzz-<id>.  The id as an English word ("search", "the search") is not a
    name.  SHARED_NAMES are shared code's names that begin like a problem's
    and predate it (the search-tree explorer's qd_search_tree_*); they are
    left out before matching;
  - a C file in src/ has more than MAX_LINES lines;
  - a GtkBuilder file (.ui) is anywhere but under the top-level ui/, or a
    problem has no ui/<id>/;
  - a code or build file names LIST_IDS or more problems (the same names), but the list
    itself (src/meson.build) and the store listing (the metainfo, whose
    screenshots and paragraphs are one per problem): every other list of
    problems is made from problem_ids or the descriptors, so that a new
    problem is its folders and one line;
  - a comment in src/ names a document (*.md, *.txt, …) that the repository
    does not have, or a course statement that docs/statements.md lacks;
  - a static library given on the command line defines a global symbol
    without the qd_ / Qd / QD_ prefix (nm).
"""

import os
import re
import subprocess
import sys

NAMING_ALLOWED = {os.path.join('src', 'meson.build'), os.path.join('po', 'POTFILES')}
# The search-tree explorer (core, render, widgets) is shared by every problem
# and was named before the problem `search` came; that problem never defines
# a name beginning like these.  The XCSP3 reader compares an element's name
# with the standard’s <constraints>, which is not the problem `constraints`; an
# AND-OR search’s plan (a report’s verbatim block "plan") is not the problem `plan`;
# `csp --search cp|textbook` (the option entry "search") is not the problem `search`.
# The normal form of a one-shot GDL game (problems/gdl/qd-gdl-normal-form.h) is what
# the GDL reasoner gives the problem `normalform` to read (issue 98).
SHARED_NAMES = re.compile(r'(?:qd_search_tree|qd_search_node|QdSearchTree|QdSearchNode'
                          r'|qd_gdl_normal_form|QdGdlNormalForm'
                          r'|QD_SEARCH_TREE|QD_SEARCH_NODE|QD_TYPE_SEARCH_TREE|qd-search-tree'
                          r'|strcmp \(n->name, "constraints"\)|"plan", plan\)'
                          r'|\{ "search", 0, 0, G_OPTION_ARG_STRING, &o->search_name)\w*')
LIST_IDS = 5
LISTS = {os.path.join('src', 'meson.build'),
         os.path.join('data', 'io.github.quandary.Quandary.metainfo.xml.in')}
CODE_SUFFIXES = ('.c', '.h', '.py', '.sh', '.in', '.ui', '.bash')
MAX_LINES = 1000
PREFIXES = ('qd_', 'Qd', 'QD_')

C_COMMENT = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)
DOC_NAME = re.compile(r'(?<![\w./-])((?:[\w.-]+/)*[\w.-]+\.(?:md|txt|page|ui|xml))\b')
STATEMENT = re.compile(r'\bstatements? (\d{3})\b', re.I)


def problem_ids(root):
    with open(os.path.join(root, 'src', 'meson.build'), encoding='utf-8') as f:
        text = f.read()
    block = re.search(r'problem_ids\s*=\s*\[(.*?)\]', text, re.S).group(1)
    return re.findall(r"'([a-z0-9]+)'", block)


def files_under(root, tops):
    for top in tops:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith('.'))
            for name in sorted(filenames):
                yield os.path.relpath(os.path.join(dirpath, name), root)


def name_forms(pid):
    """A regular expression that finds the names of the problem `pid`."""
    cap = pid[0].upper() + pid[1:]
    e = re.escape(pid)
    forms = [r'qd-%s-' % e, r'qd_%s_' % e, r'QD_%s_' % re.escape(pid.upper()),
             r'QD_TYPE_%s_' % re.escape(pid.upper()),
             r'Qd%s(?=[A-Z])' % re.escape(cap),
             r'(?<![\w.-])%s/' % e, r'"%s"' % e, r"'%s'" % e, r'"%s\.[a-z]' % e,
             r'problem-%s\b' % e, r'fuzz-%s\b' % e]
    return re.compile('|'.join(forms))


def may_name(pid, text):
    """False when no form of name_forms(pid) can be in text: each holds the
    id in lower case, upper case or capitalised (a substring test, much
    faster than the expression)."""
    return pid in text or pid.upper() in text or (pid[0].upper() + pid[1:]) in text


def without_shared(text):
    return SHARED_NAMES.sub('', text)


def check_naming(root, ids, failures):
    texts = {}
    for rel in files_under(root, ['src', 'po', 'resources', 'ui']):
        if rel.endswith(('.po', '.pot')):
            continue    # translations name every source file and message
        try:
            with open(os.path.join(root, rel), encoding='utf-8') as f:
                lines = f.read().split('\n')
        except (UnicodeDecodeError, OSError):
            continue
        texts[rel] = without_shared('\n'.join(l for l in lines
                                              if not re.match(r'\s*#\s*include\b', l)))
    for pid in ids:
        names = name_forms(pid)
        naming = [rel for rel, text in texts.items()
                  if pid not in rel.split(os.sep)[:-1] and rel not in NAMING_ALLOWED
                  and may_name(pid, text) and names.search(text)]
        if naming:
            failures.append('%s is named outside its folders, %s and %s, in %d files: %s'
                            % (pid, *sorted(NAMING_ALLOWED), len(naming), ', '.join(naming)))


def check_sizes(root, failures):
    for rel in files_under(root, ['src']):
        if rel.endswith('.c'):
            with open(os.path.join(root, rel), encoding='utf-8') as f:
                n = sum(1 for _ in f)
            if n > MAX_LINES:
                failures.append('%s has %d lines (at most %d)' % (rel, n, MAX_LINES))


def check_lists(root, ids, failures):
    words = [(pid, name_forms(pid)) for pid in ids]
    candidates = list(files_under(root, ['src', 'tests', 'build-aux', 'ui', 'data', 'help', 'po', '.ci']))
    candidates += ['meson.build', 'meson_options.txt']
    for rel in candidates:
        name = os.path.basename(rel)
        if not (name == 'meson.build' or name.endswith(CODE_SUFFIXES) or rel.startswith(('build-aux', '.ci'))):
            continue
        if rel.startswith(os.path.join('data', 'examples')) or '/corpus/' in rel or '/data/' in rel:
            continue
        try:
            with open(os.path.join(root, rel), encoding='utf-8') as f:
                text = f.read()
        except (UnicodeDecodeError, OSError):
            continue
        text = without_shared(text)
        named = [pid for pid, word in words if may_name(pid, text) and word.search(text)]
        if len(named) >= LIST_IDS and rel not in LISTS:
            failures.append('%s names %d problems (%s): make the list from problem_ids or the descriptors'
                            % (rel, len(named), ', '.join(named)))


def check_ui(root, ids, failures):
    for rel in files_under(root, ['src', 'resources', 'data', 'po']):
        if rel.endswith('.ui'):
            failures.append('%s: GtkBuilder files belong under ui/ (ui/<id>/ for a problem\'s)' % rel)
    for pid in ids:
        if not os.path.isdir(os.path.join(root, 'ui', pid)):
            failures.append('ui/%s/ is missing: the problem\'s page template goes there' % pid)


def check_documents(root, failures):
    statements_doc = os.path.join(root, 'docs', 'statements.md')
    statements = set()
    if os.path.isfile(statements_doc):
        with open(statements_doc, encoding='utf-8') as f:
            statements = set(re.findall(r'^#+ Statement (\d{3})\b', f.read(), re.M))
    for rel in files_under(root, ['src']):
        if not rel.endswith(('.c', '.h')):
            continue
        with open(os.path.join(root, rel), encoding='utf-8') as f:
            text = f.read()
        for comment in C_COMMENT.findall(text):
            for name in DOC_NAME.findall(comment):
                if name.endswith('.h.in'):
                    continue
                candidates = [os.path.join(root, name),
                              os.path.join(root, os.path.dirname(rel), name)]
                found = any(os.path.exists(c) for c in candidates)
                if not found:
                    # a bare file name: anywhere in the repository's own folders
                    base = os.path.basename(name)
                    found = any(os.path.basename(f) == base
                                for f in files_under(root, ['data', 'docs', 'src', 'tests']))
                if not found:
                    failures.append('%s: a comment names %s, which the repository does not have'
                                    % (rel, name))
            for number in STATEMENT.findall(comment):
                if number not in statements:
                    failures.append('%s: a comment cites statement %s, which docs/statements.md '
                                    'does not describe' % (rel, number))


def check_symbols(libraries, failures):
    for lib in libraries:
        out = subprocess.run(['nm', '-g', '--defined-only', lib], check=True,
                             capture_output=True, text=True).stdout
        for line in out.splitlines():
            parts = line.split()
            # Names starting with two underscores are the compiler's own
            # (the sanitizers' __odr_asan.*, __asan_*, __sancov_*).
            if len(parts) == 3 and not parts[2].startswith(PREFIXES + ('__',)):
                failures.append('%s defines the global symbol %s without the qd_/Qd/QD_ prefix'
                                % (os.path.basename(lib), parts[2]))


# The start page shows a problem's description in three short lines (a
# card's label, ellipsized past them): longer ones lose their end.
MAX_DESCRIPTION = 84


def check_start_cards(root, ids, failures):
    icons = {}
    for pid in ids:
        icon = os.path.join(root, 'ui', pid, 'qd-%s-symbolic.svg' % pid)
        if os.path.isfile(icon):
            with open(icon, 'rb') as f:
                drawing = re.sub(rb'<!--.*?-->|\s+', b'', f.read(), flags=re.S)
            if drawing in icons:
                failures.append('ui/%s/: its icon draws what %s\'s does: give each problem its own' % (pid, icons[drawing]))
            icons[drawing] = pid
        for rel in files_under(root, [os.path.join('src', 'problems', pid)]):
            with open(os.path.join(root, rel), encoding='utf-8') as f:
                for m in re.finditer(r'\.description\s*=\s*N_\("((?:[^"\\]|\\.)*)"\)', f.read()):
                    if len(m.group(1)) > MAX_DESCRIPTION:
                        failures.append('%s: a description of %d characters (the start page shows %d)'
                                        % (rel, len(m.group(1)), MAX_DESCRIPTION))


def main(argv):
    root = os.path.abspath(argv[1])
    failures = []
    check_naming(root, problem_ids(root), failures)
    check_sizes(root, failures)
    check_ui(root, problem_ids(root), failures)
    check_start_cards(root, problem_ids(root), failures)
    check_lists(root, problem_ids(root), failures)
    check_documents(root, failures)
    check_symbols(argv[2:], failures)
    for line in failures:
        print('FAIL:', line)
    if failures:
        return 1
    print('ok: problems named in their folders, lists made from problem_ids, files under %d lines, '
          'templates in ui/, documents found, symbols prefixed' % MAX_LINES)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
