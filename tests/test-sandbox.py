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

  - (issue 91, PART "entries", alone; after the rest without) a class entry that is a
    symbolic link, one its program's user cannot read (as root and as a
    user), a cgroup that fails after the start-up check, the grader's own
    temporary folder unwritable or full, the sandbox's user proven free
    and locked (and never root where one range is mapped), two sandboxes
    signalling through locks on the system's files.

Usage: test-sandbox.py CLI SRCDIR WORKDIR [PART]
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
part = sys.argv[4] if len(sys.argv) > 4 else "all"
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
    # A user's processes= counts with every process of that user that the
    # command found as it started the program (src/core/qd-program-start.c):
    # one of them ending meanwhile (another test running as nobody) leaves the
    # program that much more room, never more than all of them.
    others = len(subprocess.run(["pgrep", "-U", str(user)], capture_output=True, text=True).stdout.split()) \
        if user is not None else 0
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
    case("%s: 400 processes tried, fewer than processes=64 started (and the %d other processes of the user "
         "when it began, which may have ended meanwhile)" % (who, others),
         forked is not None and 0 < forked < 64 + others, "forked %s\n%s" % (forked, detail))
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
        # Until it holds what it could start: its forks begun (its bubblewrap's
        # two and itself, then more; a loaded machine starts Python slowly),
        # then the same count a second long.
        while time.monotonic() < deadline and (len(counts) < 5 or len(set(counts[-5:])) > 1 or counts[-1] < 4):
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
    (root of a user namespace mapping root and a range), a student's folder of
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
        # Root and a range of users mapped (a rootless container with
        # subordinate users): with root alone, nothing runs at all.
        got = in_user_namespace([cli, "grade", manifest, bob, "--results-dir", results], "0 0 1\n1 100000 65536\n")
        if got is None:
            case("a sandbox that cannot be set up, %s (skipped: no user namespace can be made here)" % kind, True)
            continue
        code, out, err = got
        case("a student's folder closed to the program's user, no idmapped copy possible, %s: grade exits 1, "
             "the sandbox's setup named, no score written" % kind,
             code == 1 and "the sandbox could not be set up" in err and "bob" in err and
             "not of the students' programs" in err and not os.path.exists(os.path.join(results, "bob")),
             "exit %d\n%s\n%s" % (code, out, err))


def link_entry_cases():
    """A class entry that is a symbolic link (issue 91): never followed, the
    entry named on stderr, not graded, the others graded.  Linked to a
    root-owned sticky folder holding root's 0600 file, and to another
    student's folder of mode 700: neither is shown as the program's own."""
    where = os.path.join(root, "links")
    os.makedirs(where)
    course, klass = make_course(where)
    sticky = os.path.join(where, "sticky")
    os.makedirs(sticky)
    os.chmod(sticky, 0o1777)
    with open(os.path.join(sticky, "battle.py"), "w") as f:
        f.write("print(open('secret.txt').read())\n")
    with open(os.path.join(sticky, "secret.txt"), "w") as f:
        f.write("root's secret\n")
    os.chmod(os.path.join(sticky, "secret.txt"), 0o600)
    os.chmod(os.path.join(klass, "bob"), 0o700)
    os.symlink(sticky, os.path.join(klass, "mallory"))
    os.symlink("bob", os.path.join(klass, "eve"))
    manifest = os.path.join(course, "manifest.ini")
    with open(manifest, "w") as f:
        f.write("[test easy]\npoints=1\ncommand=battleship hidden1.txt\nprogram=%s battle.py\n" % python)
    keep, results = os.path.join(where, "keep"), os.path.join(where, "results")
    code, out, err = run_cli(["grade", manifest, klass, "--keep", keep, "--results-dir", results])
    kept = ""
    for folder, _, names in os.walk(keep):
        for name in names:
            with open(os.path.join(folder, name), errors="replace") as f:
                kept += f.read()
    detail = "exit %d\n%s\n%s\n%s" % (code, out, err, kept)
    case("class entries linked to a root-owned sticky folder and to another student's folder of mode 700: "
         "each named on stderr (“not graded: the entry is a symbolic link”), no score, the others graded, exit 1",
         code == 1 and all("%s: not graded: the entry is a symbolic link" % n in err for n in ("mallory", "eve")) and
         "bob " in out and "zed " in out and "mallory" not in out and "eve" not in out and
         not os.path.exists(os.path.join(results, "mallory")) and not os.path.exists(os.path.join(results, "eve")),
         detail)
    case("a linked entry's program never ran: root's 0600 file and bob's program read by no one but bob",
         "root's secret" not in kept and kept.count("bob was here") == 1, detail)
    # The sandbox itself (an agent of the registry whose folder is a link):
    # refused, never shown.
    config = os.path.join(where, "config")
    os.makedirs(os.path.join(config, "quandary"))
    with open(os.path.join(config, "quandary", "agents.conf"), "w") as f:
        f.write("[linked]\ncommand=%s kcell_agent.py --random\nfolder=%s\n" % (python, os.path.join(klass, "eve")))
    code, out, err = run_cli(["kcell", "-k", "7", "-n", "2", "--p1", "agent:linked", "--p2", "random"],
                             env={"XDG_CONFIG_HOME": config})
    case("an agent whose folder is a symbolic link: its sandbox is not set up (“is a symbolic link”), it never runs",
         code != 0 and "is a symbolic link" in err and "could not be set up" in err, "exit %d\n%s\n%s" % (code, out, err))


def memory_cgroup():
    """The folder of this process's memory cgroup (v1's memory hierarchy, or
    v2's where memory is delegated to its children), or None."""
    with open("/proc/self/cgroup") as f:
        entries = [l.rstrip("\n").split(":", 2) for l in f]
    for folder in own_cgroups():
        v1 = [e for e in entries if e[1] and "memory" in e[1].split(",")]
        if v1 and folder.endswith(v1[0][2].rstrip("/")) and os.path.exists(os.path.join(folder, "memory.limit_in_bytes")):
            return folder
        try:
            with open(os.path.join(folder, "cgroup.subtree_control")) as f:
                if "memory" in f.read().split():
                    return folder
        except OSError:
            pass
    return None


def cgroup_failure_case():
    """A sandbox's cgroup that fails after the start-up check (issue 91): its
    memory folder cannot be made (a folder of its name is there already):
    the grading refuses it, loud, and never runs the program unlimited."""
    parent = memory_cgroup()
    if parent is None:
        case("a cgroup that fails after the start-up check (skipped: no memory cgroup here)", True)
        return
    where = os.path.join(root, "cgroup")
    os.makedirs(where)
    course, klass = make_course(where)
    shutil.copy(probe, os.path.join(klass, "bob", "probe.py"))
    manifest = os.path.join(course, "manifest.ini")
    with open(manifest, "w") as f:
        f.write("[test mem]\npoints=1\nmemory=128\ncommand=battleship hidden1.txt\n"
                "program=%s probe.py --memory=100:3 --out={output}\n" % python)
    # The grader's own pid is the shell's once it execs: its cgroups are
    # quandary-PID-N, N counted from 0, a folder a hierarchy (memory's
    # first): the start-up check's and the sandbox check's come first.
    with open("/proc/self/cgroup") as f:
        entries = [l.rstrip("\n").split(":", 2) for l in f]
    hierarchies = {names for _, names, _ in entries if set(names.split(",")) & {"memory", "pids", "cpu"}}
    first = 2 * (len(hierarchies) if parent.endswith(next((p for _, n, p in entries if "memory" in n.split(",")),
                                                          "\0").rstrip("/")) else 1)
    script = ('for n in $(seq %d %d); do mkdir "$1/quandary-$$-$n" || exit 99; done; shift; exec "$@"' % (first, first + 11))
    p = subprocess.run(["sh", "-c", script, "sh", parent, cli, "grade", manifest, os.path.join(klass, "bob"),
                        "--keep", os.path.join(where, "keep")], capture_output=True, text=True, timeout=120,
                       env=dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE=""))
    made = [n for n in os.listdir(parent) if n.startswith("quandary-") and n.split("-")[1].isdigit() and
            not os.path.exists("/proc/" + n.split("-")[1])]
    for name in made:
        try:
            os.rmdir(os.path.join(parent, name))
        except OSError:
            pass
    answer = ""
    try:
        with open(os.path.join(where, "keep", "bob", "1.answer")) as f:
            answer = f.read()
    except OSError:
        pass
    case("a sandbox's memory cgroup not made after the start-up check held one: not graded, loud (exit 1, "
         "“cgroup could not hold its memory”), the program never ran unlimited",
         p.returncode == 1 and "cgroup could not hold its memory" in p.stderr and "not graded" in p.stderr and
         "bob " not in p.stdout and "memory-held" not in answer,
         "exit %d\n%s\n%s\n%s" % (p.returncode, p.stdout, p.stderr, answer))


def read_kept(keep):
    """Every file --keep kept, one text."""
    kept = ""
    for folder, _, names in os.walk(keep):
        for name in sorted(names):
            with open(os.path.join(folder, name), errors="replace") as f:
                kept += f.read()
    return kept


def temporary_folder_cases():
    """The grader's own temporary folder (issue 91): unwritable, or full
    when an answer is kept there, is the grader's error: exit 1, said, no
    one scored (was: every student's zero, exit 0)."""
    where = os.path.join(root, "tmpdir")
    os.makedirs(where)
    course, klass = make_course(where)
    with open(os.path.join(klass, "bob", "big.py"), "w") as f:
        f.write("import sys\nsys.stdout.write('x' * 2000000)\n")
    open_to_all(os.path.join(klass, "bob"))
    manifest = os.path.join(course, "manifest.ini")
    with open(manifest, "w") as f:
        f.write("[test easy]\npoints=1\ncommand=battleship hidden1.txt\nprogram=%s big.py\n" % python)
    results = os.path.join(where, "results")
    code, out, err = run_cli(["grade", manifest, klass, "--results-dir", results],
                             env={"TMPDIR": os.path.join(where, "no-such-folder")})
    case("an unwritable TMPDIR: grade refuses before any program runs (exit 1, “the temporary folder … cannot be "
         "written”), no one scored", code == 1 and "cannot grade: the temporary folder" in err and out == "" and
         not os.path.exists(os.path.join(results, "bob")), "exit %d\n%s\n%s" % (code, out, err))
    full = os.path.join(where, "full")
    os.makedirs(full)
    p = subprocess.run(["unshare", "-m", "sh", "-c", 'mount -t tmpfs -o size=512k quandary "$0" && exec "$@"', full,
                        cli, "grade", manifest, klass, "--results-dir", results, "-j", "1"],
                       capture_output=True, text=True, timeout=120,
                       env=dict(os.environ, TMPDIR=full, LC_ALL="C.UTF-8", LANGUAGE=""))
    if p.returncode != 0 and "mount" in p.stderr and "quandary-cli" not in p.stderr:
        case("a full TMPDIR (skipped: no tmpfs may be mounted here: %s)" % p.stderr.strip(), True)
        return
    case("a TMPDIR too full for a 2 MB answer: the grader's own error (exit 1, said), no one scored, not a zero",
         p.returncode == 1 and "the grader's own folders failed" in p.stderr and "bob " not in p.stdout and
         "zed " not in p.stdout and not os.path.exists(os.path.join(results, "bob")),
         "exit %d\n%s\n%s" % (p.returncode, p.stdout, p.stderr))


def closed_entry_cases(who, user):
    """A submission the program's user cannot read (issue 91): as root, one
    of mode 000; as an ordinary user, one of mode 700 owned by another user.
    The same verdict both ways: that entry not graded, its setup named, the
    others graded, exit 1 (was: as root, the student's “exited with status
    1”; as nobody, the whole class stopped, “run by root”)."""
    where = os.path.join(root, "closed-entry-" + who)
    os.makedirs(where)
    os.chmod(where, 0o777)
    course, klass = make_course(where)
    manifest = os.path.join(course, "manifest.ini")
    with open(manifest, "w") as f:
        f.write("[test easy]\npoints=1\ncommand=battleship hidden1.txt\nprogram=%s battle.py\n" % python)
    for folder, _, names in os.walk(where):
        for name in [folder] + [os.path.join(folder, n) for n in names]:
            os.chown(name, user if user is not None else 0, user if user is not None else 0)
    closed = os.path.join(klass, "zed")
    if user is None:
        os.chmod(closed, 0)
    else:
        for name in [closed] + [os.path.join(closed, n) for n in os.listdir(closed)]:
            os.chown(name, 4242, 4242)
        os.chmod(closed, 0o700)
    results = os.path.join(where, "results")
    code, out, err = run_cli(["grade", manifest, klass, "--results-dir", results], user=user)
    os.chmod(closed, 0o755)
    case("%s: a submission its program's user cannot read (%s): “zed: not graded: the sandbox could not be set up”, "
         "no score for it, bob graded, exit 1" % (who, "mode 000" if user is None else "mode 700, another user's"),
         code == 1 and "zed: not graded: the sandbox could not be set up" in err and "bob " in out and
         "zed" not in out and (user is None or "run by root" not in err) and
         not os.path.exists(os.path.join(results, "zed")),
         "exit %d\n%s\n%s" % (code, out, err))


def uid_script(folder):
    """A program that sleeps, its mark on its command line, until the test
    has seen which user its processes are on this machine."""
    with open(os.path.join(folder, "uid.py"), "w") as f:
        f.write("import time\ntime.sleep(100)\n")
    os.chmod(os.path.join(folder, "uid.py"), 0o644)


def run_seen(command, maps, mark):
    """COMMAND in a user namespace of MAPS (in_user_namespace) while the
    processes whose command line holds MARK are looked at: (its result, the
    user they are on this machine, or None); they are killed once seen."""
    import threading
    got = {}
    thread = threading.Thread(target=lambda: got.update(result=in_user_namespace(command, maps)))
    thread.start()
    uid, deadline = None, time.monotonic() + 60
    while uid is None and thread.is_alive() and time.monotonic() < deadline:
        # The program itself, once it runs (not its bubblewrap, whose command
        # line holds the mark too, while the sandbox is set up).
        for pid in pgrep("uid.py " + mark):
            try:
                with open("/proc/%s/comm" % pid) as f:
                    if not f.read().startswith("python"):
                        continue
                with open("/proc/%s/status" % pid) as f:
                    uid = int(next(l for l in f if l.startswith("Uid:")).split()[1])
            except (OSError, StopIteration, ValueError):
                continue
        time.sleep(0.02)
    for pid in pgrep("uid.py " + mark):
        try:
            with open("/proc/%s/comm" % pid) as f:
                if f.read().startswith("python"):
                    os.kill(int(pid), signal.SIGKILL)
        except OSError:
            pass
    thread.join()
    survivors("uid.py " + mark)
    return got.get("result"), uid


def sandbox_uid_cases():
    """The sandbox's user is proven free and held (issue 91): in a user
    namespace mapping 40000 to 40005 (besides root), 40000 is a running
    process's, 40001 a user of /etc/passwd, 40002 the owner of the
    submission's file, 40003 locked by another grader: the program is 40004
    or 40005 (the sandbox's start-up check holds one of them a moment)."""
    where = os.path.join(root, "uids")
    os.makedirs(where)
    os.chmod(where, 0o755)
    course, klass = make_course(where)
    bob = os.path.join(klass, "bob")
    uid_script(bob)
    os.chown(os.path.join(bob, "battle.py"), 340002, 340002)
    mark = "0.000%d%d5" % (os.getpid() % 1000, 9)
    manifest = os.path.join(course, "manifest.ini")
    with open(manifest, "w") as f:
        f.write("[test easy]\npoints=1\ncommand=battleship hidden1.txt\nprogram=%s uid.py %s\n" % (python, mark))
    passwd = os.path.join(where, "passwd")
    with open("/etc/passwd") as f, open(passwd, "w") as g:
        g.write(f.read() + "intruder:x:40001:40001::/nonexistent:/bin/false\n")
    os.chmod(passwd, 0o644)
    sleeper = subprocess.Popen(["setpriv", "--reuid=340000", "--regid=340000", "--clear-groups", "sleep", "300"])
    lock_path = "/run/quandary-sandbox-users.lock"
    import fcntl
    try:
        lock = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.lockf(lock, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, 40003, os.SEEK_SET)
    except OSError as e:
        case("the sandbox's user proven free (skipped: %s cannot be locked here: %s)" % (lock_path, e), True)
        sleeper.kill()
        return
    try:
        got, uid = run_seen(["unshare", "-m", "sh", "-c", 'mount --bind "$0" /etc/passwd && exec "$@"', passwd,
                             cli, "grade", manifest, bob], "0 0 1\n40000 340000 6\n", mark)
    finally:
        sleeper.kill()
        sleeper.wait()
        os.close(lock)
    if got is None:
        case("the sandbox's user proven free (skipped: no user namespace can be made here)", True)
        return
    code, out, err = got
    case("the sandbox's user is none that a process, /etc/passwd, the submission's files or another grader's lock "
         "has: 40004 or 40005 of 40000–40005 (got %s)" % (uid - 300000 if uid is not None else None),
         code == 0 and uid in (340004, 340005), "exit %d, uid %s\n%s\n%s" % (code, uid, out, err))


def one_range_case():
    """A container given one range of users with root in it (LXC, Kubernetes:
    "0 100000 65536"): the program is one of them, never the container's
    root (issue 91: it ran as root, “mapping no user but ours”)."""
    where = os.path.join(root, "one-range")
    os.makedirs(where)
    course, klass = make_course(where)
    bob = os.path.join(klass, "bob")
    uid_script(bob)
    mark = "0.000%d%d6" % (os.getpid() % 1000, 9)
    manifest = os.path.join(course, "manifest.ini")
    with open(manifest, "w") as f:
        f.write("[test easy]\npoints=1\ncommand=battleship hidden1.txt\nprogram=%s uid.py %s\n" % (python, mark))
    got, uid = run_seen([cli, "grade", manifest, bob], "0 100000 65536\n", mark)
    if got is None:
        case("one range of users mapped (skipped: no user namespace can be made here)", True)
        return
    code, out, err = got
    case("one range of users mapped with root in it (0 100000 65536): the program runs as one of them, not the "
         "container's root (100000 on this machine), nothing said of “no user but ours”",
         code == 0 and uid is not None and 101000 <= uid < 165534 and "no user but ours" not in err,
         "exit %d, uid %s\n%s\n%s" % (code, uid, out, err))


def lock_channel_case():
    """Two sandboxes share no lock (issue 91): one program holds a flock and a
    POSIX lock on /etc/passwd and /usr/bin/env, the grader of another runs
    meanwhile, and so does this test's own lock on /etc/hostname: the other
    sees none of them (each sandbox's system folders are overlays of their
    own)."""
    where = os.path.join(root, "locks")
    os.makedirs(where)
    course, klass = make_course(where)
    shutil.copy(probe, os.path.join(klass, "bob", "probe.py"))
    open_to_all(os.path.join(klass, "bob"))
    mark = "0.000%d%d4" % (os.getpid() % 1000, 9)
    holder = os.path.join(course, "holder.ini")
    with open(holder, "w") as f:
        f.write("[test hold]\npoints=1\ntimeout=120\ncommand=battleship hidden1.txt\n"
                "program=%s probe.py --lock-hold=/etc/passwd --lock-hold=/usr/bin/env --absent=%s --sleep=100 "
                "--out={output}\n" % (python, mark))
    import fcntl
    own = os.open("/etc/hostname", os.O_RDONLY)
    fcntl.flock(own, fcntl.LOCK_EX)
    hold = subprocess.Popen([cli, "grade", holder, os.path.join(klass, "bob")], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline, locked = time.monotonic() + 60, False
        while time.monotonic() < deadline and not locked:
            pids = set(pgrep(mark))
            with open("/proc/locks") as f:
                owners = [l.split()[4] for l in f if "FLOCK" in l]
            locked = bool(pids & set(owners))
            time.sleep(0.05)
        code, said, lines = grade_probe(where, "zed", "", "--lock-try=/etc/passwd --lock-try=/usr/bin/env "
                                                          "--lock-try=/etc/hostname")
    finally:
        os.killpg(hold.pid, signal.SIGKILL)
        hold.wait()
        os.close(own)
    survivors(mark)
    tried = [l for l in lines if l.startswith("probe lock-try ") or l.startswith("probe lock-list ")]
    case("a sandbox's locks on /etc/passwd and /usr/bin/env (flock, fcntl), and this machine's on /etc/hostname, "
         "are seen by no other sandbox (nor listed in its /proc/locks)", locked and code == 0 and len(tried) == 6 and
         all(l.split()[2] == "held" for l in tried), "holder locked: %s\nexit %d\n%s\n%s" % (locked, code, said,
                                                                                     "\n".join(lines)))


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
    with none but root, no program runs (issue 91: it ran as root), said."""
    agent = os.path.join(root, "rootless", "agent.py")
    os.makedirs(os.path.dirname(agent))
    shutil.copy(os.path.join(data, "agents", "kcell_agent.py"), agent)
    shutil.copy(os.path.join(data, "agents", "quandary_agent.py"), os.path.dirname(agent))
    open_to_all(os.path.dirname(agent))
    game = [cli, "kcell", "-k", "7", "-n", "2", "--p1", "program:%s %s --random" % (python, agent), "--p2", "random"]
    for maps, what, refused in (("0 0 1\n1 100000 65536\n", "users 1 to 65536 mapped: one of them", False),
                                ("0 0 1\n", "root alone mapped: the agent does not run (it would be root), said",
                                 True)):
        got = in_user_namespace(game, maps)
        if got is None:
            case("rootless container, %s (skipped: no user namespace can be made here)" % what, True)
            continue
        code, out, err = got
        said = "no user of its own can be had" in err
        if refused:
            # Issue 91: never the container's root (was: it ran as root's own user).
            case("rootless container, %s" % what, code != 0 and said and "forfeit" not in out,
                 "exit %d\n%s\n%s" % (code, out, err))
            continue
        case("rootless container, %s: the agent plays (no “setresuid failed”, no forfeit)" % what,
             code == 0 and "forfeit" not in out + err and "setresuid" not in err and not said,
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


# The CLI and the folders above it open to an ordinary user (the grader
# runs itself again for its games).
nobody = 65534
user_runs = is_root and reachable(cli) and subprocess.run(["setpriv", "--reuid=%d" % nobody, "--regid=%d" % nobody,
                                                           "--clear-groups", "--", cli, "--version"],
                                                          capture_output=True).returncode == 0


def entries_part():
    """Issue 91: class entries that are links or closed, the sandbox's user,
    its cgroup, the grader's temporary folder, locks between sandboxes."""
    if is_root:
        link_entry_cases()
        cgroup_failure_case()
        temporary_folder_cases()
        closed_entry_cases("root", None)
        if user_runs:
            closed_entry_cases("user", nobody)
        sandbox_uid_cases()
        if user_runs:
            one_range_case()
        else:
            case("one range of users mapped (skipped: this build is not open to other users)", True)
    else:
        case("class entries, the sandbox's user, cgroups, the temporary folder (skipped: not run by root)", True)
    lock_channel_case()


def grading_part():
    grading_cases("root" if is_root else "user", None)
    if is_root:
        # The same class graded by an ordinary user (the CLI and the test's
        # folders must be open to it).
        if user_runs:
            grading_cases("user", nobody)
        else:
            case("user: grading as an ordinary user (skipped: this build is not open to other users)", True)
    budget_cases("root" if is_root else "user", None)
    if user_runs:
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


# One process for both parts (PART "entries" runs its part alone): both run
# programs as nobody, whose processes= counts with every process of that
# user, so side by side one part's ending processes gave the other's
# programs more room than processes= (65 of 64 started at load 4).
if part != "entries":
    grading_part()
entries_part()
if base != workdir:
    shutil.rmtree(base, ignore_errors=True)
finish()
