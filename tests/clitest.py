"""Shared helpers of the CLI contract tests (TAP output).

A test script does `from clitest import *`, adds cases, then calls finish().
Usage of every script: SCRIPT CLI SRCDIR WORKDIR
"""
import os
import re
import subprocess
import sys

cli, srcdir, workdir = sys.argv[1:4]
golden = os.path.join(srcdir, "golden")
# The bundled examples (data/examples/<id>/ of the project).
examples = os.path.join(os.environ.get("QD_DATA_DIR", os.path.join(srcdir, "..", "..", "data")), "examples")
os.makedirs(workdir, exist_ok=True)
results = []


def run(*args, stdin=None, timeout=60):
    p = subprocess.run([cli, *args], capture_output=True, timeout=timeout, input=stdin)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def case(name, ok, detail=""):
    results.append((name, ok, detail))


def golden_case(name, args, expected_file, stdin=None):
    """stdout must equal golden/EXPECTED_FILE (beside the script) byte for byte, exit 0."""
    code, out, err = run(*args, stdin=stdin)
    with open(os.path.join(golden, expected_file), encoding="utf-8", newline="") as f:
        expected = f.read()
    detail = ""
    if out != expected:
        detail = "stdout differs:\n--- expected\n%s--- got\n%s--- stderr\n%s" % (expected, out, err)
    elif code != 0:
        detail = "exit %d, stderr %s" % (code, err)
    case(name, out == expected and code == 0, detail)


def error_case(name, args, code_expected, needle, stdin=None):
    """The run must exit with CODE_EXPECTED and name NEEDLE on stderr."""
    code, out, err = run(*args, stdin=stdin)
    ok = code == code_expected and needle in err and "Traceback" not in err
    case(name, ok, "exit %d (want %d), stderr: %r (want %r)" % (code, code_expected, err, needle))


def interrupted(args, delays=(1, 3, 9), timeout=120):
    """Runs the CLI with ARGS and sends Ctrl-C some seconds in; returns (exit, stdout,
    stderr, seconds from the signal to the end). A loaded machine may not have reached
    the command's Ctrl-C handler after one second: the signal then kills the process
    (exit -2) and the run is tried again with a longer delay. Callers bound the stop
    time loosely: the time it takes here is a figure for notes, not for a test."""
    import signal
    import time
    for delay in delays:
        p = subprocess.Popen([cli, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        time.sleep(delay)
        t0 = time.monotonic()
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=timeout)
        seconds = time.monotonic() - t0
        if p.returncode != -signal.SIGINT:
            break
    return p.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), seconds


def tmpfile(name, data):
    path = os.path.join(workdir, name)
    with open(path, "wb") as f:
        f.write(data)
    return path


def picture_cases(name, args, stem):
    """--png, --svg and --pdf each write a file of their format (ARGS: the rest of the command line)."""
    for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
        out = os.path.join(workdir, stem + "." + fmt)
        if os.path.exists(out):
            os.remove(out)
        code, _, err = run(args[0], "--" + fmt, out, *args[1:])
        ok = code == 0 and os.path.exists(out) and open(out, "rb").read(5).startswith(magic)
        case("%s --%s writes a %s file" % (name, fmt, fmt.upper()), ok, err)


STATUSES = ("root", "inner", "solution", "failure", "leaf", "cutoff", "pruned")


def tree_case(name, text):
    """Checks a --tree file's shape (data/FORMATS.md, "Search trees"): ids 0,
    1, 2… in order, the root first, parents earlier, known statuses, no child
    under a solution, failure or pruned node.  Adds the case; returns the
    nodes as (parent, status, label) and the count the budget dropped."""
    nodes, dropped, problems = [], 0, []
    childless = ("solution", "failure", "pruned")
    for line in text.splitlines():
        if line.startswith("# "):
            dropped = int(line.split()[1])
            continue
        parts = line.split(" ", 3)
        if len(parts) < 3 or not parts[0].isdigit() or parts[2] not in STATUSES:
            problems.append("bad line: " + line)
            continue
        ident, parent, status = int(parts[0]), int(parts[1]), parts[2]
        label = parts[3] if len(parts) > 3 else ""
        if ident != len(nodes):
            problems.append("id %d where %d was due" % (ident, len(nodes)))
        if (ident == 0) != (parent == -1) or (ident == 0) != (status == "root"):
            problems.append("only node 0 is the root: " + line)
        if ident > 0 and not 0 <= parent < ident:
            problems.append("parent not earlier: " + line)
        elif ident > 0 and nodes[parent][1] in childless:
            problems.append("a child under a %s node: %s" % (nodes[parent][1], line))
        nodes.append((parent, status, label))
    case(name + ": the tree's shape", nodes != [] and not problems, "\n".join(problems[:10]))
    return nodes, dropped


def count_status(nodes, status):
    return sum(1 for n in nodes if n[1] == status)


def finish():
    print("TAP version 13")
    print("1..%d" % len(results))
    failed = 0
    for i, (name, ok, detail) in enumerate(results, 1):
        print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
        if not ok:
            failed += 1
            for line in detail.splitlines():
                print("# " + line)
    sys.exit(1 if failed else 0)
