#!/usr/bin/env python3
"""Checks that every translation in po/LINGUAS is complete.

Usage: check-po.py PROJECT_ROOT WORK_DIR

For each language LANG of po/LINGUAS: makes a fresh template from po/POTFILES
(xgettext with the arguments of meson's 'glib' preset, as `meson compile
quandary-pot` does), merges po/LANG.po with it (msgmerge, fuzzy matching on)
and fails (TAP "not ok") when a message of the template is untranslated or
fuzzy in the merge, when msgfmt --check finds an error (format directives,
plural forms, the header), or when a translation loses the mnemonic of a
message that has one (an underscore before a letter, as in "_Save").  The
untranslated and fuzzy messages are named.
"""

import os
import re
import subprocess
import sys

# meson's i18n preset 'glib' (mesonbuild/modules/i18n.py), as po/meson.build uses it.
XGETTEXT_ARGS = [
    '--from-code=UTF-8', '--add-comments',
    '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format', '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format', '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format', '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format', '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format', '--flag=g_printerr:1:c-format', '--flag=g_printf:1:c-format',
    '--flag=g_fprintf:2:c-format', '--flag=g_sprintf:2:c-format', '--flag=g_snprintf:3:c-format',
]

results = []


def case(name, ok, detail=''):
    results.append((name, ok, detail))


def unquote(s):
    return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)), s)


def entries(path):
    """(msgid, msgid_plural, [msgstr…], fuzzy) of each message but the header and the obsolete ones."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    out = []
    for block in re.split(r'\n\s*\n', text):
        lines = [l for l in block.split('\n') if l and not l.startswith('#~')]
        if not lines:
            continue
        fuzzy = any(l.startswith('#,') and 'fuzzy' in l for l in lines)
        fields, key = {}, None
        for line in lines:
            m = re.match(r'(msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if m:
                key = m.group(1)
                fields[key] = unquote(m.group(2))
            elif line.startswith('"') and key is not None:
                fields[key] += unquote(line[1:-1])
        if fields.get('msgid'):
            strs = [v for k, v in sorted(fields.items()) if k.startswith('msgstr')]
            out.append((fields['msgid'], fields.get('msgid_plural'), strs, fuzzy))
    return out


# An underscore before a letter or digit (any script): a mnemonic, unless it
# joins the words of a snake_case name (first_move_nodes, time_us).
MNEMONIC = re.compile(r'_[^\W_]')
SNAKE = re.compile(r'(?<!\w)[a-z0-9]+(?:_[a-z0-9]+)+(?!\w)')


def mnemonics(text):
    return len(MNEMONIC.findall(SNAKE.sub(' ', text)))


def check_language(root, work, lang, template):
    po = os.path.join(root, 'po', lang + '.po')
    if not os.path.isfile(po):
        case('%s: po/%s.po exists' % (lang, lang), False, 'po/LINGUAS lists %s' % lang)
        return
    p = subprocess.run(['msgfmt', '--check', '-o', os.devnull, po], capture_output=True, text=True)
    case('%s: po/%s.po passes msgfmt --check' % (lang, lang), p.returncode == 0, p.stderr)
    merged = os.path.join(work, lang + '.po')
    p = subprocess.run(['msgmerge', '--quiet', '--previous', '-o', merged, po, template],
                       capture_output=True, text=True)
    if p.returncode != 0:
        case('%s: msgmerge with a fresh template' % lang, False, p.stderr)
        return
    p = subprocess.run(['msgfmt', '--check', '--statistics', '-o', os.devnull, merged],
                       capture_output=True, text=True)
    stats = p.stderr.strip()
    untranslated = [e for e in entries(merged) if not e[3] and any(s == '' for s in e[2])]
    fuzzy = [e for e in entries(merged) if e[3]]
    case('%s: merged with a fresh template, msgfmt --check --statistics: %s' % (lang, stats.splitlines()[-1]
                                                                               if stats else '?'),
         p.returncode == 0 and not untranslated and not fuzzy,
         '\n'.join([stats] + ['untranslated: %r' % e[0] for e in untranslated[:30]] +
                   ['fuzzy: %r' % e[0] for e in fuzzy[:30]] +
                   (['… and %d more' % (len(untranslated) + len(fuzzy) - 60)]
                    if len(untranslated) + len(fuzzy) > 60 else [])))
    lost = [e[0] for e in entries(merged)
            if mnemonics(e[0]) == 1 and any(s and mnemonics(s) != 1 for s in e[2])]
    case('%s: every translated mnemonic keeps one underscore' % lang, not lost,
         '\n'.join('mnemonic lost: %r' % m for m in lost[:30]))


def main():
    root, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    template = os.path.join(work, 'quandary.pot')
    p = subprocess.run(['xgettext', '--package-name=quandary', '--directory=' + root,
                        '--files-from=' + os.path.join(root, 'po', 'POTFILES'), '-o', template] + XGETTEXT_ARGS,
                       capture_output=True, text=True)
    case('a fresh template from po/POTFILES (xgettext)', p.returncode == 0 and os.path.isfile(template), p.stderr)
    if p.returncode == 0:
        with open(os.path.join(root, 'po', 'LINGUAS'), encoding='utf-8') as f:
            langs = [w for line in f for w in line.split('#')[0].split()]
        case('po/LINGUAS names at least one language', bool(langs))
        for lang in langs:
            check_language(root, work, lang, template)
    print('TAP version 13')
    print('1..%d' % len(results))
    for i, (name, ok, detail) in enumerate(results, 1):
        print('%s %d - %s' % ('ok' if ok else 'not ok', i, name))
        if not ok:
            for line in detail.splitlines():
                print('# ' + line)
    return 0 if all(ok for _, ok, _ in results) else 1


if __name__ == '__main__':
    sys.exit(main())
