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
# be open to every user (docs/grading.md), not the path to them (they are
# handed by descriptor: closed_course_cases).  The same class graded by an
# ordinary user needs the path, so a build under a closed home (/root), or
# in /tmp, works in a folder of /var/tmp instead: a program's /tmp is its
# own, and a course under /tmp would be there as the folders above its own,
# which it may write in.
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


BYTES_A_FILE, MIN_FILES = 4096, 1024   # qd-sandbox.h: a tmpfs's files


def files_of(megabytes):
    return max((megabytes << 20) // BYTES_A_FILE, MIN_FILES)


def grade_probe(where, student, settings, args, env=None, user=None):
    """`student`'s probe.py graded alone with SETTINGS and ARGS: (code, err,
    the probe's lines)."""
    manifest = os.path.join(where, "manifest-%s.ini" % student)
    with open(manifest, "w") as f:
        f.write("[test probe]\npoints=1\ntimeout=100\n%s\ncommand=battleship hidden1.txt\n"
                "program=%s probe.py %s --out={output}\n" % (settings, python, args))
    keep = os.path.join(where, "keep-" + student)
    shutil.rmtree(keep, ignore_errors=True)
    code, out, err = run_cli(["grade", manifest, os.path.join(where, "course", "class", student), "--keep", keep],
                             env=env, user=user)
    try:
        with open(os.path.join(keep, student, "1.answer")) as f:
            report = f.read()
    except OSError:
        report = ""
    return code, out + err, held_lines(report)[0]


def pgrep(pattern):
    return subprocess.run(["pgrep", "-f", pattern], capture_output=True, text=True).stdout.split()


def line_of(lines, name):
    return next((l for l in lines if l.startswith("probe " + name + " ")), "")


def cpu_weight(pid):
    """The CPU weight of the cgroup process PID is in (cpu.shares on cgroup
    v1, cpu.weight on v2), or None where there is no cpu controller."""
    with open("/proc/%d/cgroup" % pid) as f:
        entries = [l.rstrip("\n").split(":", 2) for l in f]
    with open("/proc/self/mountinfo") as f:
        mounts = [l.split() for l in f]
    for _, names, path in entries:
        for m in mounts:
            fstype, options = m[m.index("-") + 1], m[-1].split(",")
            if (names and "cpu" in names.split(",") and fstype == "cgroup" and "cpu" in options) or \
                    (not names and fstype == "cgroup2"):
                name = "cpu.shares" if names else "cpu.weight"
                try:
                    with open(os.path.join(m[4], path.lstrip("/"), name)) as f:
                        return name, int(f.read())
                except OSError:
                    continue
    return None


def budget_cases(who, user):
    """One budget a sandbox (issue 74): its memory and its processes held by a
    cgroup of its own, its tmpfs a number of files, sockets of three families;
    a course under a folder closed to other users."""
    where = os.path.join(root, "budget-" + who)
    os.makedirs(where)
    os.chmod(where, 0o777)
    course, klass = make_course(where)
    shutil.copy(probe, os.path.join(klass, "bob", "probe.py"))
    if user is not None:
        for folder, _, names in os.walk(where):
            os.chown(folder, user, user)
            for name in names:
                os.chown(os.path.join(folder, name), user, user)
    # 300,000 empty files and 8 processes of 40 MB each, in one sandbox.
    code, said, lines = grade_probe(where, "zed", "memory=128\ndisk=20", "--files=300000 --memory=40:8", user=user)
    weak = "no cgroup of its own holds" in said
    scratch, tmp = line_of(lines, "files-scratch").split(), line_of(lines, "files-tmp").split()
    detail = "exit %d\n%s\n%s" % (code, said, "\n".join(lines))
    case("%s: 300,000 files in a scratch folder of disk=20 MB: refused (ENOSPC) past %d, and in /tmp past %d"
         % (who, files_of(20), files_of(32)),
         len(scratch) == 6 and scratch[5] == "ENOSPC" and int(scratch[2]) <= files_of(20) and
         len(tmp) == 6 and tmp[5] == "ENOSPC" and int(tmp[2]) <= files_of(32), detail)
    held = line_of(lines, "memory-held").split()
    if weak:
        case("%s: memory=128 for the whole sandbox (skipped: no cgroup may be made here; the grader says so: %s)"
             % (who, "weaker limit said" if "each of its processes has the limits alone" in said else "NOT SAID"),
             "each of its processes has the limits alone" in said, detail)
    else:
        case("%s: memory=128 holds the whole sandbox: 8 processes of 40 MB each hold at most 128 MB at once"
             % who, len(held) >= 3 and 40 <= int(held[2]) <= 128, detail)
    vsock = [line_of(lines, "%s-vsock" % call) for call in ("socket", "socketpair")]
    case("%s: AF_VSOCK (and AF_PACKET, AF_NETLINK): refused with EAFNOSUPPORT or EPERM" % who,
         all(" held " in l for l in vsock) and
         all(" held " in line_of(lines, "socket-" + name) for name in ("packet", "netlink", "alg")), detail)
    # A fork-hog, holding all it could start, and its neighbour, graded while
    # it holds them: the neighbour starts as many as it would alone.
    if weak:
        case("%s: a fork-hog leaves its neighbour its budget (skipped: no cgroup may be made here)" % who, True)
    else:
        mark = "0.000%d%d3" % (os.getpid() % 1000, 1 if user is None else 2)
        manifest = os.path.join(where, "manifest-hog.ini")
        with open(manifest, "w") as f:
            f.write("[test hog]\npoints=1\ntimeout=100\nprocesses=20\ncommand=battleship hidden1.txt\n"
                    "program=%s probe.py --absent=%s --autogroup --hold=90 --fork=400 --out={output}\n"
                    % (python, mark))
        command = [cli, "grade", manifest, os.path.join(klass, "zed")]
        if user is not None:
            command = ["setpriv", "--reuid=%d" % user, "--regid=%d" % user, "--clear-groups", "--"] + command
        hog = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
        counts, deadline = [], time.monotonic() + 60
        while time.monotonic() < deadline and (len(counts) < 5 or len(set(counts[-5:])) > 1 or counts[-1] < 2):
            time.sleep(0.2)
            counts.append(len(pgrep(mark)))
        pids = pgrep(mark)
        weight = cpu_weight(int(pids[0])) if pids else None
        code, said, lines = grade_probe(where, "bob", "processes=20", "--fork=400", user=user)
        os.killpg(hog.pid, signal.SIGKILL)
        hog.wait()
        forked = number(lines, "fork")
        case("%s: a fork-hog holding %d processes leaves its neighbour its own processes=20 (its bubblewrap's "
             "two and itself, then %s forks)" % (who, len(pids), forked),
             len(pids) >= 10 and forked is not None and 17 <= forked < 20,
             "hog %s\nexit %d\n%s\n%s" % (counts, code, said, "\n".join(lines)))
        if weight is None:
            case("%s: the niceness a program cannot undo (skipped: no cpu controller here)" % who, True)
        else:
            case("%s: the program that wrote 0 to /proc/self/autogroup is still weighed as niceness 10 "
                 "(its cgroup's %s = %d)" % (who, weight[0], weight[1]),
                 weight[1] <= (110 if weight[0] == "cpu.shares" else 11), str(weight))
        survivors(mark)


def closed_course_cases():
    """A course under a folder closed to other users (/root is mode 700):
    root's programs run from it all the same, handed by descriptor."""
    closed = os.path.join(root, "closed")
    os.makedirs(closed)
    course, klass = make_course(closed)
    os.chmod(closed, 0o700)
    # Unpacked by root with modes of its own: the folder 700, its files 600.
    bob = os.path.join(klass, "bob")
    os.chmod(bob, 0o700)
    for name in os.listdir(bob):
        os.chmod(os.path.join(bob, name), 0o600)
    manifest = os.path.join(course, "manifest.ini")
    with open(manifest, "w") as f:
        f.write("[test easy]\npoints=1\ncommand=battleship hidden1.txt\nprogram=%s battle.py\n" % python)
    keep = os.path.join(closed, "keep")
    code, out, err = run_cli(["grade", manifest, os.path.join(klass, "bob"), "--keep", keep,
                              "--results-dir", os.path.join(closed, "res")])
    try:
        with open(os.path.join(keep, "bob", "1.answer")) as f:
            answer = f.read()
    except OSError:
        answer = ""
    if code == 1 and "the sandbox could not be set up" in err:
        case("a course under a folder of mode 700, a submission of mode 700 and files of mode 600 (skipped: no "
             "idmapped mount here; grade says the setup failed: %s)" % err.strip().splitlines()[-1], True)
        return
    case("a course under a folder of mode 700, a submission of mode 700 and files of mode 600, graded by root: "
         "the program runs as their owner (its answer kept), no “could not start”",
         code == 0 and "bob was here" in answer and "could not start" not in out + err,
         "exit %d\n%s\n%s\n%s" % (code, out, err, answer))
    agent = os.path.join(klass, "bob", "kcell_agent.py")
    code, out, err = run_cli(["kcell", "-k", "7", "-n", "2", "--p1", "program:%s %s --random" % (python, agent),
                              "--p2", "random"])
    case("an agent of mode 600 in a folder of mode 700, played by root: no forfeit",
         code == 0 and "forfeit" not in (out + err).lower(), "exit %d\n%s\n%s" % (code, out, err))
    os.chmod(closed, 0o755)


def setup_error_cases():
    """A sandbox that cannot be set up is the grader's problem: grade exits 1
    naming it, and scores no one (issue 74).  In a rootless container's view
    (root of a user namespace mapping root alone), a student's folder of
    mode 700 owned by a user not mapped there: the program's user cannot
    read it and no idmapped copy can be made; an output test and a play
    test."""
    where = os.path.join(root, "setup")
    os.makedirs(where)
    course, klass = make_course(where)
    bob = os.path.join(klass, "bob")
    for folder, _, names in os.walk(bob):
        os.chown(folder, 4242, 4242)
        for name in names:
            os.chown(os.path.join(folder, name), 4242, 4242)
    os.chmod(bob, 0o700)
    open_to_all(os.path.join(klass, "zed"))
    for kind, test in (("an output test", "command=battleship hidden1.txt\nprogram=%s battle.py\n" % python),
                       ("a play test", "game=kcell -k 7 -n 2\nagent=%s kcell_agent.py --random\nopponent=random\n"
                                       "games=1\nas=first\npass=wins>=0\n" % python)):
        manifest = os.path.join(course, "manifest.ini")
        with open(manifest, "w") as f:
            f.write("[test one]\npoints=1\ntimeout=30\n" + test)
        results = os.path.join(where, "results")
        shutil.rmtree(results, ignore_errors=True)
        got = in_user_namespace([cli, "grade", manifest, bob, "--results-dir", results], "0 0 1\n")
        if got is None:
            case("a sandbox that cannot be set up, %s (skipped: no user namespace can be made here)" % kind, True)
            continue
        code, out, err = got
        case("a student's folder closed to the program's user, no idmapped copy possible, %s: grade exits 1, "
             "the sandbox's setup named, no score written" % kind,
             code == 1 and "the sandbox could not be set up" in err and "bob" in err and
             "not of the students' programs" in err and not os.path.exists(os.path.join(results, "bob")),
             "exit %d\n%s\n%s" % (code, out, err))


def in_user_namespace(command, uid_map):
    """COMMAND run as root of a new user namespace whose users are UID_MAP
    (a rootless container's view): (code, out, err), or None where user
    namespaces cannot be made."""
    import ctypes
    libc = ctypes.CDLL(None, use_errno=True)
    CLONE_NEWUSER = 0x10000000
    ready_r, ready_w = os.pipe()
    go_r, go_w = os.pipe()
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(ready_r)
            os.close(go_w)
            ok = libc.unshare(CLONE_NEWUSER) == 0
            os.write(ready_w, b"1" if ok else b"0")
            if not ok or os.read(go_r, 1) != b"1":
                os._exit(126)
            os.setresgid(0, 0, 0)
            os.setresuid(0, 0, 0)
            os.dup2(out_w, 1)
            os.dup2(err_w, 2)
            os.execvpe(command[0], command, dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE=""))
        finally:
            os._exit(127)
    for fd in (ready_w, go_r, out_w, err_w):
        os.close(fd)
    ok = os.read(ready_r, 1) == b"1"
    if ok:
        try:
            for name, text in (("uid_map", uid_map), ("gid_map", uid_map)):
                with open("/proc/%d/%s" % (pid, name), "w") as f:
                    f.write(text)
        except OSError:
            ok = False
    os.write(go_w, b"1" if ok else b"0")
    with os.fdopen(out_r, errors="replace") as o, os.fdopen(err_r, errors="replace") as e:
        out, err = o.read(), e.read()
    _, status = os.waitpid(pid, 0)
    for fd in (ready_r, go_w):
        os.close(fd)
    return (os.waitstatus_to_exitcode(status), out, err) if ok else None


def rootless_cases():
    """A rootless container (Docker or Podman run by a user): the sandbox's
    fresh users are not mapped.  With a range of users mapped, one of them;
    with none but root, root's own, said."""
    agent = os.path.join(root, "rootless", "agent.py")
    os.makedirs(os.path.dirname(agent))
    shutil.copy(os.path.join(data, "agents", "kcell_agent.py"), agent)
    shutil.copy(os.path.join(data, "agents", "quandary_agent.py"), os.path.dirname(agent))
    open_to_all(os.path.dirname(agent))
    game = [cli, "kcell", "-k", "7", "-n", "2", "--p1", "program:%s %s --random" % (python, agent), "--p2", "random"]
    for maps, what, needle in (("0 0 1\n1 100000 65536\n", "users 1 to 65536 mapped: one of them", False),
                               ("0 0 1\n", "root alone mapped: root's own user, said on stderr", True)):
        got = in_user_namespace(game, maps)
        if got is None:
            case("rootless container, %s (skipped: no user namespace can be made here)" % what, True)
            continue
        code, out, err = got
        said = "no user of its own can be had" in err
        case("rootless container, %s: the agent plays (no “setresuid failed”, no forfeit)" % what,
             code == 0 and "forfeit" not in out + err and "setresuid" not in err and said == needle,
             "exit %d\n%s\n%s" % (code, out, err))


def host_output_case():
    """A file a local user made at /tmp/scratch/output on this machine: a
    grader's {output} is the sandbox's own, never looked up here."""
    if os.path.lexists("/tmp/scratch"):
        case("{output} with a /tmp/scratch/output on this machine (skipped: /tmp/scratch is there already)", True)
        return
    where = os.path.join(root, "output")
    os.makedirs(where)
    course, klass = make_course(where)
    manifest = os.path.join(course, "manifest.ini")
    with open(manifest, "w") as f:
        f.write("[test easy]\npoints=1\ncommand=battleship hidden1.txt\n"
                "program=%s probe.py --read=/etc/hostname --out {output}\n" % python)
    keep = os.path.join(where, "keep")
    os.makedirs("/tmp/scratch")
    try:
        with open("/tmp/scratch/output", "w") as f:
            f.write("a local user's file\n")
        os.chmod("/tmp/scratch/output", 0o600)
        code, out, err = run_cli(["grade", manifest, os.path.join(klass, "zed"), "--keep", keep])
    finally:
        shutil.rmtree("/tmp/scratch", ignore_errors=True)
    try:
        with open(os.path.join(keep, "zed", "1.answer")) as f:
            answer = f.read()
    except OSError:
        answer = ""
    case("{output} is the sandbox's own: a local user's /tmp/scratch/output on this machine blocks nothing",
         code == 0 and "probe " in answer and "local user" not in answer, "exit %d\n%s\n%s\n%s"
         % (code, out, err, answer))


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


def own_cgroups():
    """The folders of this process's cgroups (v1 and v2) it may look in."""
    with open("/proc/self/cgroup") as f:
        entries = [l.rstrip("\n").split(":", 2) for l in f]
    with open("/proc/self/mountinfo") as f:
        mounts = [l.split() for l in f]
    found = []
    for _, names, path in entries:
        for m in mounts:
            fstype, options = m[m.index("-") + 1], m[-1].split(",")
            if (fstype == "cgroup2" and not names) or \
                    (fstype == "cgroup" and names and set(names.split(",")) <= set(options)):
                folder = os.path.join(m[4], path.lstrip("/"))
                if os.path.isdir(folder):
                    found.append(folder)
    return found


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
    killed = []
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
        killed.append(p.pid)
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
    cgroups = [os.path.join(folder, n) for folder in own_cgroups() for n in os.listdir(folder)
               if any(n.startswith("quandary-%d-" % pid) for pid in killed)]
    case("grade --clean removes the cgroups of the killed grader's sandboxes", cgroups == [], str(cgroups))
    case("grade --clean removes what killed gradings left: a tree past PATH_MAX, a folder of mode 000",
         code == 0 and leftovers == [] and "removed 1 folder" in err, "exit %d, %s, left %s" % (code, err, leftovers))


grading_cases("root" if is_root else "user", None)
if is_root:
    # The same class graded by an ordinary user (the CLI and the test's
    # folders must be open to it).
    nobody = 65534
    # The CLI and the folders above it open to that user (the grader runs
    # itself again for its games).
    user_runs = reachable(cli) and subprocess.run(["setpriv", "--reuid=%d" % nobody, "--regid=%d" % nobody,
                                                   "--clear-groups", "--", cli, "--version"],
                                                  capture_output=True).returncode == 0
    if user_runs:
        grading_cases("user", nobody)
    else:
        case("user: grading as an ordinary user (skipped: this build is not open to other users)", True)
budget_cases("root" if is_root else "user", None)
if is_root and user_runs:
    budget_cases("user", nobody)
if is_root:
    closed_course_cases()
    setup_error_cases()
    rootless_cases()
    host_output_case()
else:
    case("a course under a folder of mode 700 (skipped: only root's programs are users of their own)", True)
tournament_case()
no_sandbox_cases()
killed_grader_cases()
if base != workdir:
    shutil.rmtree(base, ignore_errors=True)
finish()
