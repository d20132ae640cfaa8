#!/usr/bin/env python3
"""A hostile student's program, for the sandbox's tests (tests/test-sandbox.py,
tests/test-agent.c): it tries what a class's program must not be able to do
and says, one line each, whether the sandbox held:

    probe NAME held [what it saw]
    probe NAME BREACH what it did

Options (each may repeat; --OPTION=VALUE too, which keeps a path out of
the files a grader's command line names and so shows the program):
    --escape FILE     umount2("/tmp", MNT_DETACH), mount(NULL, "/", MS_REMOUNT |
                      MS_BIND), then append to FILE
    --read PATH       read a file (or list a folder) that is not its own
    --write PATH      make a file in a folder that is not its scratch folder
    --socket PATH     connect to a unix socket; --abstract NAME, one in the
                      abstract namespace; --port N, 127.0.0.1 port N
    --absent NAME     an environment variable of the grader's it must not see
    --fill MB         write files of 1 MB into /tmp, /dev/shm and its scratch
                      folder, up to MB each: says how much went in (not a
                      breach by itself: the test compares it with the sizes)
    --fork N          start N processes that sleep: says how many started
    --hold S          with --fork: its processes sleep S seconds, held, before
                      it counts them (a neighbour's budget is tried meanwhile)
    --memory MB:N     N processes that each take MB of memory and hold it:
                      says how many MB were held at once (the OOM killer ends
                      some where the sandbox's memory is one budget)
    --files N         make N empty files in its scratch folder, then in /tmp:
                      says how many went in and why it stopped
    --autogroup       write 0 to /proc/self/autogroup (undo its niceness)
    --daemon MARK     leave a process (a session of its own) whose command
                      line holds MARK: the test looks for it after the verdict
    --tree            leave a folder tree deeper than PATH_MAX and a folder of
                      mode 000 in its scratch folder (then a file tree-made)
    --sleep S         sleep S seconds before it ends
    --lock-hold PATH  take a flock and a POSIX read lock on PATH (a system
                      file, read-only) and keep them while it lives
    --lock-try PATH   whether a lock on PATH is seen: flock(LOCK_EX|LOCK_NB)
                      and fcntl(F_GETLK); one another sandbox (or this
                      machine) holds is a BREACH: a channel between them;
                      so is a lock listed in /proc/locks
    --agent           an agent: after the probes it shakes hands, then, at
                      its first `go`, answers a line the protocol has no place
                      for: "probes held N" when every probe held, else
                      "probe … BREACH …" (a forfeit's cause tells the test)

Without --agent the lines go to standard output, or to the file named by
--out FILE (a grader's {output})."""
import ctypes
import errno
import os
import signal
import socket
import subprocess
import sys
import time

lines = []


def say(name, held, what=""):
    lines.append("probe %s %s%s" % (name, "held" if held else "BREACH", (" " + what) if what else ""))


def errname(e):
    return errno.errorcode.get(e, str(e))


libc = ctypes.CDLL(None, use_errno=True)


def escape(target):
    MNT_DETACH, MS_REMOUNT, MS_BIND = 2, 32, 4096
    r1 = libc.umount2(b"/tmp", MNT_DETACH)
    e1 = ctypes.get_errno()
    r2 = libc.mount(None, b"/", None, MS_REMOUNT | MS_BIND, None)
    e2 = ctypes.get_errno()
    wrote = False
    try:
        # The file as it is (r+ makes none): a file of its own /tmp, were
        # the target's folder there, would be no escape.
        with open(target, "r+") as f:
            f.seek(0, 2)
            f.write("tampered\n")
        wrote = True
    except OSError:
        pass
    held = r1 != 0 and r2 != 0 and not wrote
    say("escape", held, "umount2 %s, mount %s, %s" % ("ok" if r1 == 0 else errname(e1),
                                                       "ok" if r2 == 0 else errname(e2),
                                                       "wrote " + target if wrote else "no write"))


def syscalls():
    CLONE_NEWUSER, CLONE_NEWNS = 0x10000000, 0x00020000
    r = libc.unshare(CLONE_NEWUSER)
    say("unshare-user", r != 0, "ok" if r == 0 else errname(ctypes.get_errno()))
    r = libc.unshare(CLONE_NEWNS)
    say("unshare-mount", r != 0, "ok" if r == 0 else errname(ctypes.get_errno()))
    PTRACE_ATTACH = 16
    r = libc.ptrace(PTRACE_ATTACH, os.getppid(), None, None)
    say("ptrace", r != 0, "ok" if r == 0 else errname(ctypes.get_errno()))
    with open("/proc/self/status") as f:
        caps = [l.split()[1] for l in f if l.startswith(("CapEff", "CapPrm", "CapBnd", "CapAmb"))]
    say("capabilities", all(int(c, 16) == 0 for c in caps), " ".join(caps))


def read(path):
    try:
        if os.path.isdir(path):
            # The folders above its own are there, each with the next alone,
            # and its own file where a grader named it by its path.
            entries = sorted(os.listdir(path))
            mine = {os.path.relpath(os.getcwd(), path).split(os.sep)[0], os.path.basename(sys.argv[0])}
            say("read", set(entries) <= mine, "%s: lists %s" % (path, " ".join(entries)))
            return
        with open(path, "rb") as f:
            got = "read %d bytes" % len(f.read(64))
        say("read", False, "%s: %s" % (path, got))
    except OSError as e:
        say("read", True, "%s: %s" % (path, errname(e.errno)))


def write(folder):
    path = os.path.join(folder, "probe-%d" % os.getpid())
    try:
        with open(path, "w") as f:
            f.write("x")
        say("write", False, path)
    except OSError as e:
        say("write", True, "%s: %s" % (folder, errname(e.errno)))


def connect(name, address, family=socket.AF_UNIX):
    s = socket.socket(family, socket.SOCK_STREAM)
    s.settimeout(2)
    try:
        s.connect(address)
        s.sendall(b"probe\n")
        say(name, False, "connected to %r" % (address,))
    except OSError as e:
        say(name, True, "%r: %s" % (address, errname(e.errno) if e.errno else e))
    finally:
        s.close()


def fill(megabytes):
    chunk = b"\0" * (1 << 20)
    scratch = os.environ.get("QUANDARY_SCRATCH", "/nonexistent")
    for name, folder in (("tmp", "/tmp"), ("shm", "/dev/shm"), ("scratch", scratch)):
        written, files = 0, []
        try:
            while written < megabytes:
                # Files of 8 MB: one file stays below the file size limit.
                path = os.path.join(folder, "fill-%d" % len(files))
                files.append(path)
                with open(path, "wb") as f:
                    for _ in range(8):
                        if written >= megabytes:
                            break
                        f.write(chunk)
                        f.flush()
                        written += 1
        except OSError:
            pass
        for path in files:
            try:
                os.unlink(path)
            except OSError:
                pass
        lines.append("probe fill-%s %d MB" % (name, written))


def fork(n, hold=0.0):
    started = []
    for _ in range(n):
        try:
            pid = os.fork()
        except OSError:
            break
        if pid == 0:
            time.sleep(30)
            os._exit(0)
        started.append(pid)
    if hold:
        time.sleep(hold)
    for pid in started:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    lines.append("probe fork %d of %d" % (len(started), n))


def memory(spec):
    megabytes, n = (int(x) for x in spec.split(":"))
    children = []
    for _ in range(n):
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(r)
            try:
                block = bytearray(megabytes << 20)
                for i in range(0, len(block), 4096):
                    block[i] = 1
                os.write(w, b"1")
                time.sleep(60)
            finally:
                os._exit(0)
        os.close(w)
        children.append((pid, r))
        # Each holds its share before the next starts: the OOM killer, where
        # it acts, ends one of them.
        got = os.read(r, 1)
        if not got:
            os.waitpid(pid, 0)
            children[-1] = (0, r)
    held = 0
    for pid, r in children:
        if pid and os.waitpid(pid, os.WNOHANG) == (0, 0):
            held += 1
    for pid, r in children:
        os.close(r)
        if pid:
            try:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
            except OSError:
                pass
    lines.append("probe memory-held %d MB of %d" % (held * megabytes, n * megabytes))


def files(n):
    scratch = os.environ.get("QUANDARY_SCRATCH", "/nonexistent")
    for name, folder in (("scratch", scratch), ("tmp", "/tmp")):
        made, why = 0, "none"
        top = os.path.join(folder, "many")
        try:
            os.mkdir(top)
            fd = os.open(top, os.O_RDONLY)
            try:
                for i in range(n):
                    os.close(os.open(str(i), os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd))
                    made += 1
            finally:
                os.close(fd)
        except OSError as e:
            why = errname(e.errno)
        lines.append("probe files-%s %d of %d %s" % (name, made, n, why))
        subprocess.run(["rm", "-rf", top])


def autogroup():
    try:
        with open("/proc/self/autogroup", "w") as f:
            f.write("0")
        lines.append("probe autogroup written")
    except OSError as e:
        lines.append("probe autogroup %s" % errname(e.errno))


def families():
    # Only AF_UNIX, AF_INET and AF_INET6 may be made: AF_VSOCK reaches the
    # host's and the hypervisor's ports.
    for name, family in (("vsock", 40), ("packet", 17), ("netlink", 16), ("bluetooth", 31), ("alg", 38)):
        for call in ("socket", "socketpair"):
            if call == "socket":
                r = libc.socket(family, socket.SOCK_STREAM if family in (40, 31) else socket.SOCK_RAW, 0)
            else:
                fds = (ctypes.c_int * 2)()
                r = libc.socketpair(family, socket.SOCK_STREAM, 0, fds)
            e = ctypes.get_errno()
            say("%s-%s" % (call, name), r < 0 and e in (errno.EAFNOSUPPORT, errno.EPERM),
                "ok" if r >= 0 else errname(e))


def daemon(mark):
    subprocess.Popen(["sleep", "1000", mark], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True)
    lines.append("probe daemon started")


def tree():
    scratch = os.environ.get("QUANDARY_SCRATCH", ".")
    top = os.path.join(scratch, "deep")
    os.mkdir(top)
    fd = os.open(top, os.O_RDONLY)
    for _ in range(2200):   # 2 characters a level: past PATH_MAX
        os.mkdir("d", dir_fd=fd)
        child = os.open("d", os.O_RDONLY, dir_fd=fd)
        os.close(fd)
        fd = child
    os.close(fd)
    locked = os.path.join(scratch, "locked")
    os.mkdir(locked)
    with open(os.path.join(locked, "inside"), "w") as f:
        f.write("x")
    os.chmod(locked, 0)
    with open(os.path.join(scratch, "tree-made"), "w") as f:
        f.write("x")
    lines.append("probe tree made")


held_locks = []


def lock_hold(path):
    import fcntl
    try:
        fd = os.open(path, os.O_RDONLY)
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fcntl.lockf(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        held_locks.append(fd)
        lines.append("probe lock-hold %s locked" % path)
    except OSError as e:
        lines.append("probe lock-hold %s not locked: %s" % (path, errname(e.errno)))


def lock_try(path):
    import fcntl
    import struct
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError as e:
        say("lock-try", True, "%s: %s" % (path, errname(e.errno)))
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        flocked = False
    except OSError:
        flocked = True
    query = struct.pack("@hhqqi4x", fcntl.F_WRLCK, os.SEEK_SET, 0, 0, 0)
    l_type = struct.unpack("@hhqqi4x", fcntl.fcntl(fd, fcntl.F_GETLK, query))[0]
    os.close(fd)
    try:
        with open("/proc/locks") as f:
            listed = f.read().split("\n")[:2]
    except OSError as e:
        listed = []
    # /proc/locks lists the locks of its own PID namespace alone.
    say("lock-list", listed in ([], [""]), "/proc/locks: %s" % (" | ".join(listed) or "empty"))
    say("lock-try", not flocked and l_type == fcntl.F_UNLCK,
        "%s flock %s, fcntl %s" % (path, "held by another" if flocked else "free",
                                   "free" if l_type == fcntl.F_UNLCK else "held by another"))


def main(argv):
    agent, out, hold = None, None, 0.0
    # --name=value: a path in it is not a word a grader's command line
    # shows the program (it shows the files its command names).
    argv = [w for word in argv for w in (word.split("=", 1) if word.startswith("--") and "=" in word else [word])]
    i = 0
    while i < len(argv):
        option = argv[i]
        value = argv[i + 1] if i + 1 < len(argv) else ""
        i += 2
        if option == "--agent":
            agent = True
            i -= 1
        elif option == "--escape":
            escape(value)
        elif option == "--read":
            read(value)
        elif option == "--write":
            write(value)
        elif option == "--socket":
            connect("socket", value)
        elif option == "--abstract":
            connect("abstract-socket", "\0" + value)
        elif option == "--port":
            connect("network", ("127.0.0.1", int(value)), socket.AF_INET)
        elif option == "--absent":
            say("environment", value not in os.environ, value)
        elif option == "--fill":
            fill(int(value))
        elif option == "--fork":
            fork(int(value), hold)
        elif option == "--hold":
            hold = float(value)
        elif option == "--memory":
            memory(value)
        elif option == "--files":
            files(int(value))
        elif option == "--autogroup":
            autogroup()
            i -= 1
        elif option == "--daemon":
            daemon(value)
        elif option == "--tree":
            tree()
            i -= 1
        elif option == "--out":
            out = value
        elif option == "--sleep":
            time.sleep(float(value))
        elif option == "--lock-hold":
            lock_hold(value)
        elif option == "--lock-try":
            lock_try(value)
        else:
            i -= 1
    syscalls()
    families()
    say("home", os.environ.get("HOME") == os.environ.get("QUANDARY_SCRATCH"), os.environ.get("HOME", ""))
    for hidden in ("/home", "/root", "/srv", "/var", "/run", "/mnt", "/media", "/opt", "/boot"):
        # Not there, or there only as the way to its own folder.
        try:
            entries = set(os.listdir(hidden))
        except OSError:
            entries = set()
        toward = os.path.relpath(os.getcwd(), hidden).split(os.sep)[0]
        say("hidden", entries <= {toward}, "%s%s" % (hidden, ": " + " ".join(sorted(entries)) if entries else ""))
    breaches = [l for l in lines if " BREACH" in l]
    text = "\n".join(lines) + "\n"
    if agent is None:
        if out is not None:
            with open(out, "w") as f:
                f.write(text)
        else:
            sys.stdout.write(text)
        return
    sys.stderr.write(text)
    held = sum(1 for l in lines if " held" in l)
    for line in sys.stdin:
        words = line.split()
        if words and words[0] == "quandary":
            print("id name probe", flush=True)
            print("ready", flush=True)
        elif words and words[0] == "go":
            print(breaches[0] if breaches else "probes held %d" % held, flush=True)
        elif words and words[0] == "quit":
            break


main(sys.argv[1:])
