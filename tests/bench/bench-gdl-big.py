#!/usr/bin/env python3
"""The big games of issue 98 side by side: Quandary's GDL reasoner
(bench-gdl-big) and GGP Base's prover (tests/bench/ggp/GgpPerft.java), on
the same rulesheets: the load time, perft at plies 1..DEPTH (the counts, and
each equal or not), the time of perft to the last ply both reached (GGP
Base's walks each ply from the start, so its time is the sum of the walks;
ours the same), and random playouts a second.

Usage: bench-gdl-big.py BENCH CORPUS [--peer CLASSPATH] [--depth D]
                        [--time-limit S] [--playout-time S] [FILE...]
  BENCH    the bench-gdl-big executable (_build/tests/bench/bench-gdl-big)
  CORPUS   a folder of GGP Base's rulesheets (GGP Base/games/rulesheets/ at
           commit 2dd42b1c: `git archive` or `git show` them out of a mirror)
  --peer   the class path of GgpPerft as tests/bench/ggp/build-ggp-peer.sh
           prints it (without it: our figures alone)
  FILE     rulesheet names in CORPUS (default: chess, checkers,
           othello-comp2007, amazons, merrills, minichess and the eight
           sheets the issue names as slow)

Both get --time-limit seconds (default 60) for perft and --playout-time
(default 10) for playouts; a dash is a figure not reached.  Our times are
processor times (bench-gdl-big), GGP Base's wall times (its driver's): on
a busy machine GGP Base's are the longer for it.
"""
import argparse
import os
import subprocess
import sys

DEFAULT = ["chess", "checkers", "othello-comp2007", "amazons", "merrills", "minichess",
           "checkersBarrelNoKings", "checkersTorus", "crisscross", "knightthrough",
           "mummymaze2p", "quad_5x5", "wargame01", "wargame03"]


def ours(bench, path, depth, time_limit, playout_time):
    """{'load': s, 'refused': text, 'perft': {ply: (count, seconds)}, 'playouts': per s}"""
    out = {"perft": {}}
    try:
        text = subprocess.run([bench, "--depth", str(depth), "--seconds", str(playout_time), path],
                              capture_output=True, text=True, timeout=time_limit + playout_time + 120).stdout
    except subprocess.TimeoutExpired as e:
        text = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
    for line in text.splitlines():
        words = line.split()
        if len(words) < 3:
            continue
        key = words[1]
        if key == "load":
            out["load"] = float(words[2])
        elif key == "refused":
            out["refused"] = " ".join(words[2:])
        elif key == "grounded":
            out["grounded"] = words[2] == "1"
        elif key == "perft":
            out["perft"][int(words[2])] = (int(words[3]), float(words[4]))
        elif key == "playouts":
            out["playouts"] = float(words[2])
    return out


def peer(classpath, path, depth, time_limit, playout_time):
    out = {"perft": {}}
    command = ["java", "-cp", classpath, "GgpPerft", path, "--depth", str(depth), "--time-limit", str(time_limit),
               "--playouts", "100000", "--playout-time", str(playout_time)]
    try:
        text = subprocess.run(command, capture_output=True, text=True,
                              timeout=time_limit + playout_time + 120).stdout
    except subprocess.TimeoutExpired as e:
        text = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
    for line in text.splitlines():
        words = line.split()
        if words[:2] == ["load", "ok"]:
            out["load"] = float(words[2])
        elif words[:2] == ["load", "refused"]:
            out["refused"] = " ".join(words[2:])
        elif words and words[0] == "perft":
            out["perft"][int(words[1])] = (int(words[2]), float(words[3]))
        elif words and words[0] in ("playouts", "playouts-stopped") and len(words) >= 3:
            out["playouts"] = int(words[1]) / float(words[2]) if float(words[2]) > 0 else 0
    return out


def figure(value, form):
    return "-" if value is None else form % value


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bench")
    parser.add_argument("corpus")
    parser.add_argument("files", nargs="*")
    parser.add_argument("--peer")
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--time-limit", type=float, default=60)
    parser.add_argument("--playout-time", type=float, default=10)
    a = parser.parse_args()
    files = a.files or DEFAULT
    print("%-22s %13s  %-26s %-26s %17s %17s" % ("rulesheet", "load s o/GGP", "perft ours", "perft GGP Base",
                                                   "perft s o/GGP", "playouts/s o/GGP"))
    differ = 0
    for name in files:
        path = os.path.join(a.corpus, name if name.endswith(".kif") else name + ".kif")
        o = ours(a.bench, path, a.depth, a.time_limit, a.playout_time)
        g = peer(a.peer, path, a.depth, a.time_limit, a.playout_time) if a.peer else {"perft": {}}
        both = [d for d in range(1, a.depth + 1) if d in o["perft"] and d in g["perft"]]
        last = max(both) if both else None
        for d in both:
            differ += o["perft"][d][0] != g["perft"][d][0]
        ours_time = sum(o["perft"][d][1] for d in range(1, last + 1)) if last else None
        ggp_time = g["perft"][last][1] if last else None
        equal = "" if not both else (" equal" if all(o["perft"][d][0] == g["perft"][d][0] for d in both)
                                     else " DIFFER")
        print("%-22s %6s/%-6s  %-26s %-26s %8s/%-8s %8s/%-8s%s" % (
            name, figure(o.get("load"), "%.2f"), figure(g.get("load"), "%.2f"),
            " ".join(str(o["perft"][d][0]) for d in sorted(o["perft"])) or "-",
            " ".join(str(g["perft"][d][0]) for d in sorted(g["perft"])) or "-",
            figure(ours_time, "%.3f"), figure(ggp_time, "%.3f"),
            figure(o.get("playouts"), "%.1f"), figure(g.get("playouts"), "%.1f"), equal), flush=True)
        if "refused" in o:
            print("    ours refused: %s" % o["refused"][:200])
        if "refused" in g:
            print("    GGP Base refused: %s" % g["refused"][:200])
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
