#!/usr/bin/env python3
"""The sandbox a class can be trusted with (issue 62, docs/grading.md): a
hostile student's program (tests/agents/probe.py) tries, in each of the
ways a grading runs programs, what the teaching assistant's machine must
not allow, and every attempt must fail:

  - as an output test's program and as a play test's agent of `grade`, as a
    tournament's agent, run by root and by an ordinary user (setpriv);
  - the escape (umount2, then a remount of / to write the course's files),
    reading the manifest, the expected answer, the hidden input where it
    lies, another student's program and the answers --keep kept, unix
    sockets outside /tmp (and the abstract ones), the network, the
    grader's environment, capabilities, namespaces, ptrace;
  - /tmp, /dev/shm and the scratch folder past their sizes (memory=64:
    16 MB each; disk=20), 400 processes (processes=64), a daemon left after
    the verdict;
  - without bubblewrap, with a bubblewrap that fails, with QD_SANDBOX=off:
    nothing runs unconfined, and the message says why and what to do;
    --no-sandbox says so on every line and in results.json;
  - a grader killed in the middle: no copy of a hidden input on the disk,
    no process left; what an unconfined run left (a tree deeper than
    PATH_MAX, a folder of mode 000) is removed by `grade --clean`.

Usage: test-sandbox.py CLI SRCDIR WORKDIR
"""
import glob
import json
import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from clitest import *  # noqa: E402,F401,F403

cli = os.path.abspath(cli)
probe = os.path.join(here, "agents", "probe.py")
data = os.environ.get("QD_DATA_DIR", os.path.join(here, "..", "data"))
python = SANDBOX_PYTHON
is_root = os.getuid() == 0
SECRET = "QD_TEST_SECRET_%d" % os.getpid()
HIDDEN_TEXT = open(os.path.join(data, "examples", "battleship", "easy1.txt")).read()

def reachable(path):
    """Whether every folder down to PATH may be entered by any user."""
    at = os.path.abspath(path)
    while at != "/":
        at = os.path.dirname(at)
        if not os.stat(at).st_mode & stat.S_IXOTH:
            return False
    return True


# Run by root, a program is a user of its own: the folders it is given must
# be open to every user (docs/grading.md), the path to them too.  A build
# under a closed home (/root), or in /tmp, works in a folder of /var/tmp
# instead: a program's /tmp is its own, and a course under /tmp would be
# there as the folders above its own, which it may write in.
os.makedirs(workdir, exist_ok=True)
under_tmp = os.path.abspath(workdir).startswith("/tmp/")
base = workdir if (not is_root or reachable(workdir)) and not under_tmp else \
    tempfile.mkdtemp(prefix="quandary-sandbox-", dir="/var/tmp")
root = os.path.join(base, "sandbox")
shutil.rmtree(root, ignore_errors=True)
os.makedirs(root)
os.chmod(base, 0o755)
os.chmod(root, 0o755)


def open_to_all(path):
    """PATH and the folders between it and the test's own, open to every user."""
    at = os.path.abspath(path)
    while at.startswith(root + os.sep):
        os.chmod(at, stat.S_IMODE(os.stat(at).st_mode) | (0o755 if at == os.path.abspath(path) else 0o711))
        at = os.path.dirname(at)


def listener(path):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind(path)
    s.listen(4)
    s.setblocking(False)
    return s


def accepted(s):
    try:
        s.accept()
        return True
    except OSError:
        return False


def run_cli(args, env=None, user=None, timeout=120, cwd=None):
    """quandary-cli ARGS (as USER, a uid, through setpriv); (code, out, err)."""
    command = [cli] + list(args)
    if user is not None:
        command = ["setpriv", "--reuid=%d" % user, "--regid=%d" % user, "--clear-groups", "--"] + command
    full_env = dict(os.environ)
    full_env.update({"LC_ALL": "C.UTF-8", "LANGUAGE": ""})
    full_env.update(env or {})
    p = subprocess.run(command, capture_output=True, text=True, env=full_env, timeout=timeout, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def make_course(where):
    """A course folder with its manifest, an expected answer, a hidden input,
    a class of two (bob, a plain one; zed, the probe) and a keep folder."""
    course = os.path.join(where, "course")
    klass = os.path.join(course, "class")
    for name in ("bob", "zed"):
        os.makedirs(os.path.join(klass, name))
    shutil.copy(os.path.join(data, "examples", "battleship", "easy1.txt"), os.path.join(course, "hidden1.txt"))
    with open(os.path.join(course, "expected.txt"), "w") as f:
        f.write("the teacher's answer\n")
    with open(os.path.join(klass, "bob", "battle.py"), "w") as f:
        f.write("import sys\nprint('bob was here')\n# bob's secret solution\n")
    shutil.copy(os.path.join(data, "agents", "quandary_agent.py"), os.path.join(klass, "bob"))
    shutil.copy(os.path.join(data, "agents", "kcell_agent.py"), os.path.join(klass, "bob"))
    shutil.copy(probe, os.path.join(klass, "zed", "probe.py"))
    # The teacher's helper, named by its path in program=: shown alone.
    shutil.copy(probe, os.path.join(course, "helper.py"))
    open_to_all(klass)
    for name in ("bob", "zed"):
        open_to_all(os.path.join(klass, name))
    return course, klass


def probe_args(course, port, sockets, extra=()):
    keep = os.path.join(course, "keep")
    args = ["--escape=" + os.path.join(course, "hidden1.txt"),
            "--read=" + os.path.join(course, "manifest.ini"),
            "--read=" + os.path.join(course, "expected.txt"),
            "--read=" + os.path.join(course, "hidden1.txt"),
            "--read=" + os.path.join(course, "class", "bob", "battle.py"),
            "--read=" + os.path.join(course, "class"),
            "--read=" + os.path.join(keep, "bob", "1.answer"),
            "--read=/etc/shadow",
            "--write=" + course, "--write=.", "--write=/etc", "--write=/usr", "--write=/dev",
            "--port=%d" % port, "--absent=" + SECRET]
    for path in sockets:
        args.append("--socket=" + path)
    args.append("--abstract=quandary-test-%d" % os.getpid())
    return " ".join(args + list(extra))


def held_lines(text):
    lines = [l for l in text.splitlines() if l.startswith("probe ")]
    return lines, [l for l in lines if " BREACH" in l]


def number(lines, name):
    for l in lines:
        if l.startswith("probe " + name + " "):
            return int(l.split()[2])
    return None


def grading_cases(who, user):
    """A class graded as `who` (root, or a user through setpriv): the output
    test and the play test, each with the probe."""
    where = os.path.join(root, who)
    os.makedirs(where)
    os.chmod(where, 0o777)
    course, klass = make_course(where)
    tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    tcp.bind(("127.0.0.1", 0))
    tcp.listen(4)
    tcp.setblocking(False)
    port = tcp.getsockname()[1]
    abstract = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    abstract.bind("\0quandary-test-%d" % os.getpid())
    abstract.listen(4)
    abstract.setblocking(False)
    course_socket = listener(os.path.join(course, "course.sock"))
    sockets = [os.path.join(course, "course.sock")]
    mark = "0.000%d%d" % (os.getpid() % 1000, 7 if user is None else 8)
    out_args = probe_args(course, port, sockets, ["--fill=600", "--fork=400", "--daemon=" + mark])
    play_args = probe_args(course, port, sockets, ["--agent"])
    with open(os.path.join(course, "manifest.ini"), "w") as f:
        f.write("[test easy]\npoints=5\ntimeout=60\nmemory=64\ndisk=20\nvisibility=hidden\n"
                "command=battleship hidden1.txt\n"
                "program=%s probe.py %s --out={output}\n\n"
                "[test game]\npoints=5\ntimeout=30\ngame=kcell -k 7 -n 2\nagent=%s probe.py %s\n"
                "opponent=random\ngames=1\nas=first\npass=wins>=1\n\n"
                "[test helper]\npoints=1\ncommand=battleship hidden1.txt\n"
                "program=%s %s --read=%s %s --out={output}\n"
                % (python, out_args, python, play_args, python, os.path.join(course, "helper.py"), course,
                   probe_args(course, port, sockets)))
    if user is not None:
        for folder, _, files in os.walk(course):
            os.chown(folder, user, user)
            for name in files:
                os.chown(os.path.join(folder, name), user, user)
    results = os.path.join(course, "results")
    code, out, err = run_cli(["grade", os.path.join(course, "manifest.ini"), klass, "-j", "1",
                              "--keep", os.path.join(course, "keep"), "--results-dir", results],
                             env={SECRET: "hunter2"}, user=user)
    left = survivors("sleep 1000 " + mark)
    with open(os.path.join(course, "hidden1.txt")) as f:
        intact = f.read() == HIDDEN_TEXT
    try:
        with open(os.path.join(course, "keep", "zed", "1.answer")) as f:
            report = f.read()
    except OSError:
        report = ""
    try:
        with open(os.path.join(results, "zed", "results.json")) as f:
            zed = json.load(f)
    except (OSError, ValueError):
        zed = {"tests": [{"output": ""}, {"output": ""}]}
    lines, breaches = held_lines(report)
    detail = "exit %d\n%s\n%s\n%s" % (code, out, err, report)
    case("%s: grade: the class is graded (exit 0), the probe's report kept" % who,
         code == 0 and "bob " in out and "zed " in out and len(lines) > 30, detail)
    case("%s: an output test's program: every probe held (escape, reads, writes, sockets, network, "
         "environment, capabilities, namespaces, ptrace, hidden folders)" % who,
         lines and not breaches, "\n".join(breaches) or detail)
    case("%s: the hidden input is intact, the course's socket and port got no connection" % who,
         intact and not accepted(course_socket) and not accepted(tcp) and not accepted(abstract), detail)
    tmp, shm, scratch, forked = (number(lines, "fill-tmp"), number(lines, "fill-shm"), number(lines, "fill-scratch"),
                                 number(lines, "fork"))
    case("%s: memory=64 and disk=20: /tmp and /dev/shm hold 16 MB each, the scratch folder 20 MB "
         "(tried: 600 MB each)" % who,
         tmp is not None and 8 <= tmp <= 16 and shm is not None and 8 <= shm <= 16 and scratch is not None and
         10 <= scratch <= 20, "tmp %s shm %s scratch %s\n%s" % (tmp, shm, scratch, detail))
    case("%s: 400 processes tried, fewer than processes=64 started" % who,
         forked is not None and 0 < forked < 64, "forked %s\n%s" % (forked, detail))
    case("%s: no process of the program is left after its verdict (a daemon in a session of its own)" % who,
         left == [], "left %s\n%s" % (left, detail))
    try:
        with open(os.path.join(course, "keep", "zed", "3.answer")) as f:
            helper_report = f.read()
    except OSError:
        helper_report = ""
    helper_lines, helper_breaches = held_lines(helper_report)
    case("%s: the teacher's helper named in program= by its path: it alone is shown, not its folder "
         "(the manifest, the expected answer)" % who, len(helper_lines) > 20 and not helper_breaches,
         "\n".join(helper_breaches) or helper_report)
    game = zed["tests"][1]["output"] if len(zed.get("tests", [])) > 1 else ""
    case("%s: a play test's agent: every probe held (its forfeit quotes “probes held N”)" % who,
         "probes held" in game and "BREACH" not in game, game + "\n" + detail)
    shown = json.dumps(zed)
    case("%s: nothing of the course reached the probe's feedback (the expected answer, bob's program)" % who,
         "teacher's answer" not in shown and "bob's secret" not in shown and "bob was here" not in shown, shown)
    for s in (tcp, abstract, course_socket):
        s.close()


def tournament_case():
    """A tournament's agents: the probe against bob's template, from the
    course's folder: the probe's folder is its own, not the course's."""
    where = os.path.join(root, "tournament")
    os.makedirs(where)
    course, klass = make_course(where)
    agent = "program:%s class/zed/probe.py %s" % (python, probe_args(course, 9, [], ["--agent"]))
    code, out, err = run_cli(["tournament", "--agent", agent, "--agent",
                              "program:%s class/bob/kcell_agent.py --random" % python, "-n", "2", "kcell", "--",
                              "-k", "7", "-n", "2"], env={SECRET: "hunter2"}, cwd=course)
    case("tournament: the probe agent forfeits on “probes held N”: every probe held, bob's files out of its reach",
         code == 0 and "probes held" in out and "BREACH" not in out + err, "exit %d\n%s\n%s" % (code, out, err))


def no_sandbox_cases():
    where = os.path.join(root, "nobwrap")
    os.makedirs(where)
    course, klass = make_course(where)
    with open(os.path.join(course, "manifest.ini"), "w") as f:
        f.write("[test easy]\npoints=5\ncommand=battleship hidden1.txt\nprogram=%s probe.py --out={output}\n"
                % python)
    manifest = os.path.join(course, "manifest.ini")
    # A PATH without bubblewrap (the tools the grader needs besides).
    bare = os.path.join(where, "bin-bare")
    os.makedirs(bare)
    for tool in ("prlimit", "setpriv"):
        found = shutil.which(tool)
        if found:
            os.symlink(found, os.path.join(bare, tool))
    code, out, err = run_cli(["grade", manifest, klass], env={"PATH": bare})
    case("no bubblewrap: grade refuses (exit 1), says why and what to do, grades nothing",
         code == 1 and out == "" and "bubblewrap (bwrap) is not installed" in err and "apt install bubblewrap" in err,
         "exit %d\n%s\n%s" % (code, out, err))
    code, out, err = run_cli(["kcell", "-k", "7", "-n", "2", "--p1", "program:%s %s --agent" % (python, probe),
                              "--p2", "random"], env={"PATH": bare})
    case("no bubblewrap: a game's outside agent is refused (exit 2), with the reason",
         code == 2 and "cannot run: The sandbox cannot be made here" in err, "exit %d\n%s\n%s" % (code, out, err))
    code, out, err = run_cli(["tournament", "--agent", "program:%s %s --agent" % (python, probe), "--agent", "random",
                              "kcell", "--", "-k", "7", "-n", "2"], env={"PATH": bare})
    case("no bubblewrap: a tournament with an outside agent refuses (exit 1), with the reason",
         code == 1 and "outside agents cannot run" in err and "apt install bubblewrap" in err,
         "exit %d\n%s\n%s" % (code, out, err))
    # A bubblewrap that fails, as where user namespaces are off.
    failing = os.path.join(where, "bin-failing")
    os.makedirs(failing)
    with open(os.path.join(failing, "bwrap"), "w") as f:
        f.write("#!/bin/sh\necho 'bwrap: No permissions to creating new namespace, likely because the kernel "
                "does not allow non-privileged user namespaces.' >&2\nexit 1\n")
    os.chmod(os.path.join(failing, "bwrap"), 0o755)
    code, out, err = run_cli(["grade", manifest, klass], env={"PATH": failing + ":" + os.environ["PATH"]})
    case("a failing bubblewrap: grade refuses (exit 1) with bubblewrap's words and the fix",
         code == 1 and out == "" and "No permissions to creating new namespace" in err and
         "unprivileged_userns_clone" in err, "exit %d\n%s\n%s" % (code, out, err))
    # QD_SANDBOX=off is no switch.
    code, out, err = run_cli(["grade", manifest, os.path.join(klass, "zed"), "--keep", os.path.join(where, "keep")],
                             env={"QD_SANDBOX": "off"})
    try:
        with open(os.path.join(where, "keep", "zed", "1.answer")) as f:
            report = f.read()
    except OSError:
        report = ""
    lines, breaches = held_lines(report)
    case("QD_SANDBOX=off changes nothing: the program runs in the sandbox",
         code == 0 and lines and not breaches, "exit %d\n%s\n%s\n%s" % (code, out, err, report))
    # --no-sandbox: asked for, and said on every line and in results.json.
    code, out, err = run_cli(["grade", manifest, klass, "--no-sandbox", "--results-dir", os.path.join(where, "res")])
    with open(os.path.join(where, "res", "zed", "results.json")) as f:
        result = json.load(f)
    rows = out.splitlines()
    case("--no-sandbox: it runs, and says so on stderr, on every line and in every results.json",
         code == 0 and len(rows) == 2 and all(r.endswith("(unconfined: --no-sandbox)") for r in rows) and
         "--no-sandbox" in err and "unconfined" in result.get("output", ""), "exit %d\n%s\n%s" % (code, out, err))


def killed_grader_cases():
    """A grader killed while a program runs: nothing of the hidden input on
    the disk, no process left; an unconfined run's leftovers, a tree past
    PATH_MAX and a folder of mode 000 among them, removed by --clean."""
    where = os.path.join(root, "killed")
    os.makedirs(where)
    course, klass = make_course(where)
    tmp = os.path.join(where, "tmp")
    os.makedirs(tmp)
    open_to_all(tmp)
    manifest = os.path.join(course, "manifest.ini")
    env = dict(os.environ, TMPDIR=tmp, LC_ALL="C.UTF-8")
    for unconfined in (False, True):
        mark = "0.000%d%d" % (os.getpid() % 1000, 5 if unconfined else 6)
        # It sleeps in its tree; confined, a daemon of a session of its own
        # beside it.
        action = ("--tree --absent=%s --sleep=100" % mark if unconfined
                  else "--tree --daemon=%s --sleep=100" % mark)
        with open(manifest, "w") as f:
            f.write("[test easy]\npoints=5\ntimeout=100\ncommand=battleship hidden1.txt\n"
                    "program=%s probe.py %s {input}\n" % (python, action))
        args = ["grade", manifest, os.path.join(klass, "zed")] + (["--no-sandbox"] if unconfined else [])
        p = subprocess.Popen([cli] + args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             start_new_session=True)
        # Under way: its daemon started (after its tree), or its tree made.
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if unconfined and glob.glob(os.path.join(tmp, "quandary-program-*", "tree-made")):
                break
            if not unconfined and subprocess.run(["pgrep", "-f", "sleep 1000 " + mark], capture_output=True,
                                                 text=True).stdout.strip():
                break
            time.sleep(0.05)
        else:
            case("killed grader (unconfined: %s): its program was seen running" % unconfined, False)
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
        left = survivors(mark)
        # What was killed is gone before anything is looked at.
        while subprocess.run(["pgrep", "-f", mark], capture_output=True).returncode == 0:
            time.sleep(0.05)
        copies = []
        for folder, dirs, files in os.walk(tmp):
            dirs[:] = [d for d in dirs if d != "deep"]   # the probe's tree: its files are elsewhere
            for name in files:
                try:
                    with open(os.path.join(folder, name), errors="replace") as f:
                        if f.read() == HIDDEN_TEXT:
                            copies.append(os.path.join(folder, name))
                except OSError:
                    pass
        if not unconfined:
            case("a grader killed while its program runs: no copy of the hidden input on the disk, "
                 "no process left (its daemon in a session of its own)", copies == [] and left == [],
                 "copies %s, left %s" % (copies, left))
        else:
            stale = [n for n in os.listdir(tmp) if n.startswith("quandary-program-")]
            case("killed while unconfined (--no-sandbox): its scratch folder stays, with the copied input, "
                 "until --clean", len(stale) == 1 and copies != [], "stale %s, copies %s" % (stale, copies))
    code, out, err = run_cli(["grade", "--clean"], env={"TMPDIR": tmp})
    leftovers = [n for n in os.listdir(tmp) if n.startswith("quandary-")]
    case("grade --clean removes what killed gradings left: a tree past PATH_MAX, a folder of mode 000",
         code == 0 and leftovers == [] and "removed 1 folder" in err, "exit %d, %s, left %s" % (code, err, leftovers))


grading_cases("root" if is_root else "user", None)
if is_root:
    # The same class graded by an ordinary user (the CLI and the test's
    # folders must be open to it).
    nobody = 65534
    reachable = subprocess.run(["setpriv", "--reuid=%d" % nobody, "--regid=%d" % nobody, "--clear-groups", "--",
                                cli, "--version"], capture_output=True).returncode == 0
    if reachable:
        grading_cases("user", nobody)
    else:
        case("user: grading as an ordinary user (skipped: this build is not open to other users)", True)
tournament_case()
no_sandbox_cases()
killed_grader_cases()
if base != workdir:
    shutil.rmtree(base, ignore_errors=True)
finish()
