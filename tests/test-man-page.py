#!/usr/bin/env python3
"""quandary-cli(1), data/quandary-cli.1, against quandary-cli itself (TAP output).

- every command of `quandary-cli --help` and every experiment of
  `quandary-cli experiment --help` (merge too) has a subsection (.SS NAME,
  .SS "experiment NAME");
- every long option that a command's --help prints (with --help-all where the
  command has option groups, such as --help-sweep's sharding options) is named
  in that command's subsection; --help, --help-all and --help-sweep in the page;
- every exit status of src/cli/qd-cli.h (QD_EXIT_*) is in EXIT STATUS;
- the page has the sections it promises, and groff (and man, when installed)
  format it without a warning.

Usage: test-man-page.py CLI SRCDIR WORKDIR
"""
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403

root = os.path.dirname(os.path.abspath(srcdir))
page_path = os.path.join(root, "data", "quandary-cli.1")
with open(page_path, encoding="utf-8") as f:
    source = f.read()
C = dict(os.environ, LC_ALL="C")


def plain(text):
    """Troff source as words: escapes of fonts, spacing and hyphens undone."""
    text = re.sub(r"\\f(\[[^]]*\]|\(..|.)", "", text)
    text = text.replace("\\-", "-").replace("\\&", "").replace("\\|", "").replace("\\~", " ").replace("\\c", "")
    return text.replace('"', "")


# Sections (.SH) and subsections (.SS), each with its text.
sections, subsections = {}, {}
current_sh = current_ss = None
for line in source.split("\n"):
    m = re.match(r'\.(SH|SS)\s+(.*)', line)
    if m:
        title = plain(m.group(2)).strip()
        if m.group(1) == "SH":
            current_sh, current_ss = title, None
            sections[title] = ""
        else:
            current_ss = title
            subsections[title] = ""
        continue
    if current_sh is not None:
        sections[current_sh] += line + "\n"
    if current_ss is not None:
        subsections[current_ss] += line + "\n"
page = plain(source)

for name in ("NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "EXPERIMENTS", "SHARDING", "EXIT STATUS",
             "FILES AND FORMATS", "EXAMPLES", "SEE ALSO"):
    case("section %s" % name, name in sections, "sections: %s" % ", ".join(sections))


def run_c(*args):
    p = subprocess.run([cli, *args], capture_output=True, env=C, timeout=60)
    return p.returncode, p.stdout.decode("utf-8", "replace")


def listed(args, heading):
    code, out = run_c(*args)
    names, inside = [], False
    for line in out.split("\n"):
        if line == heading:
            inside = True
        elif inside and not line.strip():
            break
        elif inside:
            m = re.match(r"  ([a-z][a-z0-9-]*) ", line)
            if m:
                names.append(m.group(1))
    return names


def long_options(args):
    """The long options the help of ARGS prints (--help-all when it has groups)."""
    code, out = run_c(*args, "--help-all")
    if code != 0 or not out:
        code, out = run_c(*args, "--help")
    return code, set(re.findall(r"(?<![\w-])(--[A-Za-z0-9][A-Za-z0-9-]*)", out)), out


commands = listed(["--help"], "Commands:")
experiments = listed(["experiment", "--help"], "Experiments:")
case("quandary-cli --help lists commands", len(commands) >= 10 and "experiment" in commands, commands)
case("experiment --help lists experiments and merge", len(experiments) >= 2 and "merge" in experiments, experiments)

GLOBAL = {"--help", "--help-all", "--help-sweep"}
targets = [([c], c) for c in commands] + [(["experiment", e], "experiment " + e) for e in experiments]
for args, title in targets:
    text = subsections.get(title)
    case("%s has a subsection" % title, text is not None, "subsections: %s" % ", ".join(subsections))
    if text is None:
        continue
    code, options, out = long_options(args)
    case("%s --help prints options" % title, code == 0 and options, out)
    # each option has a description of plain text (a description freed before the help
    # was printed showed as bytes of garbage: normalform's --rules)
    bad = [line for line in out.split("\n") if re.match(r"\s+-", line)
           and (not re.match(r"\s+(-\w, )?--[A-Za-z0-9-]+(=\S+)?\s\s+\S", line)
                or "\ufffd" in line or re.search(r"[\x00-\x08\x0b-\x1f\x7f]", line))]
    case("%s --help: every option has a readable description" % title, not bad, "bad lines: %r" % bad)
    words = set(re.findall(r"(?<![\w-])(--[A-Za-z0-9][A-Za-z0-9-]*)", plain(text)))
    missing = sorted(o for o in options - GLOBAL if o not in words)
    case("%s: every long option of its --help is in its subsection" % title, not missing,
         "missing: %s" % " ".join(missing))
    missing = sorted(o for o in options & GLOBAL if o not in page)
    case("%s: its help options are in the page" % title, not missing, "missing: %s" % " ".join(missing))
    if "--help-sweep" in options:
        code, out = run_c(*args, "--help-sweep")
        # the option lines only (the command's description follows them)
        sweep = set(re.findall(r"^ +(?:-\w, )?(--[A-Za-z0-9][A-Za-z0-9-]*)", out, re.M))
        case("%s --help-sweep prints the sharding options" % title, code == 0 and "--shard" in sweep, out)
        missing = sorted(o for o in sweep - GLOBAL if o not in words or o not in plain(sections["SHARDING"]))
        case("%s: --help-sweep's options are in its subsection and SHARDING" % title, not missing,
             "missing: %s" % " ".join(missing))

# Exit statuses: every QD_EXIT_* value is a tagged paragraph of EXIT STATUS.
with open(os.path.join(root, "src", "cli", "qd-cli.h"), encoding="utf-8") as f:
    statuses = re.findall(r"\bQD_EXIT_[A-Z_]+\s*=\s*(\d+)", f.read())
exit_text = sections.get("EXIT STATUS", "")
tags = set(re.findall(r"^\.TP\n\.B (\d+)$", exit_text, re.M))
case("EXIT STATUS has every QD_EXIT_* of qd-cli.h", statuses and set(statuses) == tags,
     "qd-cli.h: %s, page: %s" % (sorted(statuses), sorted(tags)))

# No formatting warning.
groff = shutil.which("groff")
case("groff is installed (groff-base, build-aux/setup.sh)", groff is not None)
if groff:
    p = subprocess.run([groff, "-man", "-ww", "-z", "-Tutf8", page_path], capture_output=True, env=C)
    err = p.stderr.decode("utf-8", "replace")
    case("groff -man -ww reports no warning", p.returncode == 0 and not err.strip(), err)
man = shutil.which("man")
if man:
    p = subprocess.run([man, "--warnings", "-E", "UTF-8", "-l", page_path], capture_output=True,
                       env=dict(C, MANWIDTH="80", MAN_KEEP_FORMATTING="0"))
    err = p.stderr.decode("utf-8", "replace")
    out = p.stdout.decode("utf-8", "replace")
    case("man --warnings -l reports no warning", p.returncode == 0 and not err.strip() and "QUANDARY-CLI(1)" in out,
         err)

finish()
