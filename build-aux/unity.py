#!/usr/bin/env python3
"""A library's C files compiled a few at a time (a unity build of our own).

Usage: unity.py [--off] SOURCE_DIR OUT_DIR NAME FILE...

Prints the files to compile instead of FILE..., one a line, each by its path
relative to SOURCE_DIR (the calling meson.build's folder: meson then names
it relative to the build folder, so that ccache, which hashes the path it
is given, hits for the copy tests/check-new-problem.py builds): each group
is a file OUT_DIR/NAME-<folder>-<k>.c that #includes its members (by their path
relative to it), and a group of one is the file itself.  Every time is
configure time (src/meson.build calls it for each library), and a file
written before is left alone when its text is the same.

Why: a file's fixed cost (the compiler's start, its precompiled header) is
most of a short file's compile time here; twelve files as one compiled in a
third of the processor time of twelve (docs/building-and-testing.md).

The groups: the files of one folder only (so that a new problem's folders,
tests/check-new-problem.py, leave every other group's text, and its cache
hits, as they were), taken in order of name, each put in the first group of
its folder that has room (MAX_FILES files, MAX_LINES lines) and none of
whose members it clashes with.  Two files clash when one defines at file
scope a name the other also defines (a static function, a variable, a type,
a struct's tag, an enumerator, a top-level macro call such as
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Task, ...)), or one defines a macro that the
other names anywhere (unless both define it alike).  The scan reads tokens,
not C: it errs towards a clash.  A clash it misses is a compile error that
names both files ("redefinition of ..."): rename one of the two names, or
configure again (meson setup --reconfigure) after an edit that made the
clash, since the groups are made at configure time.

--off (meson's -Dunity_groups=false): every file compiled alone, as given.
"""

import os
import re
import sys

MAX_FILES = 12
MAX_LINES = 4000

TOKEN = re.compile(r'"(?:\\.|[^"\\\n])*"' r"|'(?:\\.|[^'\\\n])*'" r'|[A-Za-z_]\w*|\.?\d[\w.]*|\S')
# Comments go (their lines kept); a string or a character stays, whatever
# it holds ("/*" among them).
COMMENT_OR_LITERAL = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"' r"|'(?:\\.|[^'\\\n])*'", re.S)
DIRECTIVE = re.compile(r'^[ \t]*(#.*)$', re.M)
IDENT = re.compile(r'[A-Za-z_]\w*')
DEFINE = re.compile(r'#\s*define\s+(\w+)(.*)', re.S)
UNDEF = re.compile(r'#\s*undef\s+(\w+)')
KEYWORDS = frozenset('''auto break case char const continue default do double else enum
    extern float for goto if inline int long register restrict return short signed sizeof
    static struct switch typedef union unsigned void volatile while _Bool _Static_assert
    __attribute__ __inline __restrict typeof __typeof__'''.split())
MACRO_NAME = re.compile(r'[A-Z][A-Z0-9_]*$')


class Scan:
    """What one file defines at file scope, the macros it leaves defined,
    and every name it uses."""

    def __init__(self, path):
        with open(path, encoding='utf-8') as f:
            text = f.read()
        self.lines = text.count('\n') + 1
        self.defs = set()
        self.macros = {}
        self.names = set()
        # Preprocessor lines (joined at their backslashes) apart from the code.
        logical = re.sub(r'\\\n', ' ', COMMENT_OR_LITERAL.sub(
            lambda m: '\n' * m.group(0).count('\n') if m.group(0)[0] == '/' else m.group(0), text))
        for line in DIRECTIVE.findall(logical):
            m = DEFINE.match(line)
            if m:
                self.macros[m.group(1)] = ' '.join(m.group(2).split())
            m = UNDEF.match(line)
            if m:
                self.macros.pop(m.group(1), None)
        self.names.update(IDENT.findall(logical))
        toks = TOKEN.findall(DIRECTIVE.sub('', logical))
        # Each brace's partner, found once.
        partner = {}
        stack = []
        for i in [i for i, t in enumerate(toks) if t == '{' or t == '}']:
            if toks[i] == '{':
                stack.append(i)
            elif stack:
                partner[stack.pop()] = i
        self._top_level(toks, partner)

    def _top_level(self, toks, partner):
        decl = []
        i = 0
        n = len(toks)
        while i < n:
            t = toks[i]
            if t == ';':
                self._declaration(decl)
                decl = []
            elif t == '{':
                end = partner.get(i, n - 1)
                kw = next((k for k in decl[-2:] if k in ('struct', 'union', 'enum')), None)
                if kw is None and '=' not in decl:
                    # A function's body: its name and whatever came before it.
                    self._declaration(decl, function=True)
                    decl = []
                else:
                    # A struct's, a union's or an enum's body, or an initializer.
                    if kw is not None and decl[-1] != kw:
                        self.defs.add(kw + ' ' + decl[-1])
                    if kw == 'enum':
                        self._enumerators(toks[i + 1:end])
                    decl.append('{}')
                i = end + 1
                continue
            elif t == ')' and decl and self._macro_call_ends(decl + [t], toks, i):
                # A top-level macro call without its ';' (G_DEFINE_TYPE (...)).
                self._declaration(decl + [t])
                decl = []
            else:
                decl.append(t)
            i += 1
        if decl:
            self._declaration(decl)

    @staticmethod
    def _macro_call_ends(decl, toks, i):
        """decl is NAME ( ... ) with NAME a macro's, its parentheses closed,
        and what follows starts a new declaration."""
        if len(decl) < 3 or not MACRO_NAME.match(decl[0]) or decl[1] != '(':
            return False
        depth = 0
        for t in decl[1:]:
            depth += t == '('
            depth -= t == ')'
        if depth != 0:
            return False
        nxt = toks[i + 1] if i + 1 < len(toks) else ';'
        return nxt not in (';', '{', '(', ',', '=', '[')

    def _enumerators(self, body):
        depth = 0
        expect = True
        for t in body:
            if t in '([{':
                depth += 1
            elif t in ')]}':
                depth -= 1
            elif depth == 0 and t == ',':
                expect = True
            elif expect and depth == 0 and IDENT.fullmatch(t):
                self.defs.add(t)
                expect = False

    def _declaration(self, decl, function=False):
        decl = [t for t in decl if t != '{}' or not function]
        if not decl:
            return
        # A macro called at file scope: its name and first argument.
        if MACRO_NAME.match(decl[0]) and len(decl) > 1 and decl[1] == '(':
            args = decl[2:decl.index(')')] if ')' in decl else []
            self.defs.add('%s(%s' % (decl[0], args[0] if args else ''))
            return
        if function:
            for j, t in enumerate(decl):
                if t == '(' and j > 0 and decl[j - 1] not in KEYWORDS and not MACRO_NAME.match(decl[j - 1]):
                    self.defs.add(decl[j - 1])
                    return
            return
        # Declarators separated by commas outside brackets.
        parts, part, depth = [], [], 0
        for t in decl:
            if t in '([':
                depth += 1
            elif t in ')]':
                depth -= 1
            if t == ',' and depth == 0:
                parts.append(part)
                part = []
            else:
                part.append(t)
        parts.append(part)
        for part in parts:
            name = None
            for j in range(len(part) - 3):
                if part[j] == '(' and part[j + 1] == '*' and IDENT.fullmatch(part[j + 2]):
                    name = part[j + 2]
                    break
            if name is None:
                for t in part:
                    if t in ('[', '=', '(', ':'):
                        break
                    if IDENT.fullmatch(t) and t not in KEYWORDS:
                        name = t
            if name:
                self.defs.add(name)


def clash(a, b):
    if a.defs & b.defs:
        return True
    for x, y in ((a, b), (b, a)):
        for m, body in x.macros.items():
            if m in y.names and y.macros.get(m) != body:
                return True
    return False


def main(argv):
    off = len(argv) > 1 and argv[1] == '--off'
    if off:
        argv = argv[1:]
    source_dir, out_dir, name = argv[1], argv[2], argv[3]
    files = argv[4:]
    if off:
        print('\n'.join(os.path.relpath(f, source_dir) for f in files))
        return 0
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    by_folder = {}
    for f in files:
        by_folder.setdefault(os.path.dirname(f), []).append(f)
    out = []
    os.makedirs(out_dir, exist_ok=True)
    for folder in sorted(by_folder):
        groups = []
        for f in sorted(by_folder[folder]):
            s = Scan(f)
            for g in groups:
                if len(g) < MAX_FILES and sum(x[1].lines for x in g) + s.lines <= MAX_LINES and \
                        not any(clash(s, x[1]) for x in g):
                    g.append((f, s))
                    break
            else:
                groups.append([(f, s)])
        rel = os.path.relpath(folder, root).replace(os.sep, '-').replace('src-', '', 1)
        for k, g in enumerate(groups):
            if len(g) == 1:
                out.append(os.path.relpath(g[0][0], source_dir))
                continue
            path = os.path.join(out_dir, '%s-%s-%d.c' % (name, rel, k))
            text = ('/* Made by build-aux/unity.py at configure time: these files compiled as one.\n'
                    ' * A "redefinition" between two of them: rename one of the names, or\n'
                    ' * configure again (meson setup --reconfigure). */\n')
            text += ''.join('#include "%s"\n' % os.path.relpath(f, out_dir) for f, _ in g)
            old = None
            if os.path.exists(path):
                with open(path, encoding='utf-8') as fh:
                    old = fh.read()
            if old != text:
                with open(path + '.tmp', 'w', encoding='utf-8') as fh:
                    fh.write(text)
                os.replace(path + '.tmp', path)
            out.append(os.path.relpath(path, source_dir))
    print('\n'.join(out))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
