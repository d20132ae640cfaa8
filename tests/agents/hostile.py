#!/usr/bin/env python3
"""An agent that misbehaves on purpose, for the tests of the agents' host
(tests/test-agent.c, the command-line tests): it shakes hands, then at its
first `go` does what its argument says.

    crash     dies of a segmentation fault
    sleep     never answers
    illegal   answers "move 999" (no game has that move)
    garbage   answers a line the protocol has no place for
    flood     prints 100 MB without a newline
    fork      starts 200 children that sleep, each in a session of its own
              (their command line holds the second argument, a number such
              as 0.000123 that sleep adds to its 1000 s), or as many as it
              may, then answers "info string started N" and "move 1"
    memory    allocates 8 GB, then answers "move 1"
    write     writes a file into its working folder, into $HOME, into its
              scratch folder and into the folders named after it, then
              answers "move 1" and the names it wrote as info strings
    connect   connects to 127.0.0.1 port ARG2, then answers "move 1"
    silent    never says ready
    quit      exits at its first go, status 3
    inspect   answers "move 1" after an info string that says how it runs:
              "fds N" (its descriptors past 0, 1 and 2), "group own|shared"
              (whether it leads its process group), "nice K", "autogroup K"
              (its session's scheduler autogroup's niceness, or "none")
"""
import os
import signal
import socket
import subprocess
import sys
import time

mode = sys.argv[1]
arg = sys.argv[2] if len(sys.argv) > 2 else ""


def send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    if words[0] == "quandary":
        if mode == "silent":
            time.sleep(1000)
        send("id name hostile " + mode)
        send("ready")
    elif words[0] == "game":
        for text in sys.stdin:
            if text.strip() == "end":
                break
    elif words[0] == "go":
        if mode == "crash":
            os.kill(os.getpid(), signal.SIGSEGV)
        elif mode == "sleep":
            time.sleep(1000)
        elif mode == "illegal":
            send("move 999")
        elif mode == "garbage":
            send("hello there")
        elif mode == "flood":
            chunk = "x" * (1 << 20)
            for _ in range(100):
                sys.stdout.write(chunk)
            sys.stdout.flush()
            time.sleep(1000)
        elif mode == "fork":
            started = 0
            for _ in range(200):
                try:
                    subprocess.Popen(["sleep", "1000", arg], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, start_new_session=True)
                    started += 1
                except OSError as e:
                    sys.stderr.write("fork: %s\n" % e)
                    break
            send("info string started %d" % started)
            send("move 1")
        elif mode == "memory":
            try:
                block = bytearray(8 << 30)
                send("info string allocated %d" % len(block))
            except MemoryError:
                sys.stderr.write("MemoryError\n")
                raise
            send("move 1")
        elif mode == "write":
            for folder in [os.getcwd(), os.path.expanduser("~"), os.environ.get("QUANDARY_SCRATCH", "")] + sys.argv[2:]:
                path = os.path.join(folder, "hostile-%d.txt" % os.getpid())
                try:
                    with open(path, "w") as f:
                        f.write("written\n")
                    send("info string wrote " + path)
                except OSError as e:
                    sys.stderr.write("%s: %s\n" % (path, e))
            send("move 1")
        elif mode == "connect":
            try:
                socket.create_connection(("127.0.0.1", int(arg)), timeout=2).sendall(b"hello\n")
                send("info string connected")
            except OSError as e:
                sys.stderr.write("connect: %s\n" % e)
            send("move 1")
        elif mode == "quit":
            sys.exit(3)
        elif mode == "inspect":
            extra = 0
            for fd in range(3, 4096):
                try:
                    os.fstat(fd)
                    extra += 1
                except OSError:
                    pass
            # Its session's scheduler autogroup and that group's niceness
            # ("none" where the kernel has no autogroups).
            try:
                with open("/proc/self/autogroup") as f:
                    autogroup = f.read().split()[-1]
            except (OSError, IndexError):
                autogroup = "none"
            send("info string fds %d group %s nice %d autogroup %s" %
                 (extra, "own" if os.getpgid(0) == os.getpid() else "shared", os.nice(0), autogroup))
            send("move 1")
    elif words[0] == "quit":
        break
