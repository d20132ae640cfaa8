#!/usr/bin/env python3
"""The bash completion of quandary-cli, data/completions/quandary-cli.bash (TAP output).

Sources the script in `bash --norc`, sets COMP_WORDS and COMP_CWORD as readline
would for a line typed up to <TAB> and calls the completion function; checks
the commands, the experiments (merge too), a command's options as its --help
prints them, the sharding options of an experiment, file names after an option
taking FILE, the values an option's help lists (--palette=default|print) and
nothing after one taking a number.

Usage: test-completion.py CLI SRCDIR WORKDIR
"""
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403

root = os.path.dirname(os.path.abspath(srcdir))
script = os.path.join(root, "data", "completions", "quandary-cli.bash")
bash = shutil.which("bash")
cli = os.path.abspath(cli)


def quote(word):
    return "'" + word.replace("'", "'\\''") + "'"


def complete(*words, cwd=None):
    """COMPREPLY for `quandary-cli WORDS…` with the cursor at the end of the last word."""
    program = """
source %s || exit 2
complete -p quandary-cli >/dev/null || exit 3
COMP_WORDS=(%s)
COMP_CWORD=%d
COMP_LINE="${COMP_WORDS[*]}"
COMP_POINT=${#COMP_LINE}
_quandary_cli quandary-cli "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
printf '%%s\\n' "${COMPREPLY[@]}"
""" % (quote(script), " ".join(quote(w) for w in (cli,) + words), len(words))
    p = subprocess.run([bash, "--norc", "--noprofile", "-c", program], capture_output=True, cwd=cwd,
                       env=dict(os.environ, LC_ALL="C"), timeout=60)
    out = p.stdout.decode("utf-8", "replace")
    return p.returncode, [w for w in out.split("\n") if w], p.stderr.decode("utf-8", "replace")


def names(args, heading):
    p = subprocess.run([cli, *args], capture_output=True, env=dict(os.environ, LC_ALL="C"))
    text = p.stdout.decode("utf-8", "replace")
    block = text.split(heading + "\n", 1)[1].split("\n\n", 1)[0]
    return re.findall(r"^  ([a-z][a-z0-9-]*) ", block, re.M)


def check(name, got, want, exact=False):
    code, words, err = got
    ok = code == 0 and (set(words) == set(want) if exact else set(want) <= set(words))
    case(name, ok, "exit %d, got %s, want %s%s, stderr %r" % (code, words, "exactly " if exact else "",
                                                            sorted(want), err))


case("bash is installed", bash is not None)
if bash is None:
    finish()

commands = names(["--help"], "Commands:")
experiments = names(["experiment", "--help"], "Experiments:")
check("quandary-cli <TAB> lists the commands", complete(""), commands + ["--help", "--version"], exact=True)
check("quandary-cli exp<TAB> gives experiment", complete("exp"), ["experiment"], exact=True)
check("quandary-cli experiment <TAB> lists the experiments and merge", complete("experiment", ""),
      experiments + ["--help"], exact=True)
case("the experiments include merge and mapcolor", {"merge", "mapcolor"} <= set(experiments), experiments)
check("quandary-cli mapcolor --<TAB> has --tree and --stats", complete("mapcolor", "--"),
      ["--tree", "--stats", "--colors", "--algorithm", "--time-limit"])
check("quandary-cli experiment mapcolor --sh<TAB> gives --shard", complete("experiment", "mapcolor", "--sh"),
      ["--shard"], exact=True)
check("quandary-cli experiment mapcolor --<TAB> has every sharding option",
      complete("experiment", "mapcolor", "--"), ["--list-runs", "--shard", "--raw", "--resume", "--csv", "--n"])
check("quandary-cli wargame --<TAB> has the sharding options of --help-all", complete("wargame", "--"),
      ["--matchups", "--list-runs", "--resume"])
check("quandary-cli takestones --<TAB> reads its own help", complete("takestones", "--"),
      ["--analyze", "--evaluator", "--tree-move"])
check("quandary-cli experiment merge --<TAB>", complete("experiment", "merge", "--"), ["--csv", "--png"])

# File names: after an option whose value is FILE (both --opt FILE and --opt=FILE), and
# for arguments; nothing after a value that is a number.
files = os.path.join(workdir, "completion")
os.makedirs(files, exist_ok=True)
for name in ("shard-1.csv", "shard-2.csv", "other.txt"):
    open(os.path.join(files, name), "w").close()
check("experiment mapcolor --raw sh<TAB> completes file names", complete("experiment", "mapcolor", "--raw", "sh",
      cwd=files), ["shard-1.csv", "shard-2.csv"], exact=True)
check("mapcolor --cnf=sh<TAB> completes file names", complete("mapcolor", "--cnf", "=", "sh", cwd=files),
      ["shard-1.csv", "shard-2.csv"], exact=True)
check("experiment merge sh<TAB> completes the raw files", complete("experiment", "merge", "sh", cwd=files),
      ["shard-1.csv", "shard-2.csv"], exact=True)
folders = os.path.join(workdir, "completion-folders")
os.makedirs(os.path.join(folders, "run-reports"), exist_ok=True)
open(os.path.join(folders, "run-1.pdf"), "w").close()
check("gametree --report-bundle ru<TAB> completes folder names only", complete("gametree", "--report-bundle", "ru",
      cwd=folders), ["run-reports"], exact=True)
check("gametree --check a b ru<TAB> completes file names, every argument after --check being an answer",
      complete("gametree", "in.tree", "--check", "a", "ru", cwd=folders), ["run-1.pdf", "run-reports"], exact=True)
check("gametree --report ru<TAB> completes file names", complete("gametree", "--report", "ru", cwd=folders),
      ["run-1.pdf", "run-reports"], exact=True)
check("mapcolor --colors <TAB> completes nothing", complete("mapcolor", "--colors", "", cwd=files), [], exact=True)
check("gametree --pa<TAB> gives --palette", complete("gametree", "--pa"), ["--palette"], exact=True)
check("mapcolor --palette <TAB> lists the palettes", complete("mapcolor", "--palette", ""), ["default", "print"],
      exact=True)
check("gametree --palette=p<TAB> gives print", complete("gametree", "--palette", "=", "p"), ["print"], exact=True)
check("takestones --palette <TAB> lists the palettes, from its own help", complete("takestones", "--palette", ""),
      ["default", "print"], exact=True)

finish()
