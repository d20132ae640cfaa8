#!/usr/bin/env python3
"""CLI tests of `quandary-cli worksheet lrta` (issue 66), TAP.

For each difficulty, a bundle with a fixed seed: every exercise's answer key
is what `quandary-cli search FILE --online lrta --steps` prints for its maze
(docs/contracts.md), and, by an independent route, what a small LRTA*
written here from AIMA 3rd ed. figure 4.24 walks: H(s) set to h(s) (the
Manhattan distance, the mazes' steps costing 1) when s is first reached;
after each move from s, H(s) <- the least over s's actions of 1 + H(s') for
a tried action, h(s) for an untried one; then the action of least such cost,
the first of up, right, down, left at a tie; the agent stops on the goal
before any update.  The optimal cost is a breadth-first search's.
Usage: test-cli-worksheet-lrta.py CLI SRCDIR WORKDIR
"""
import os
import sys
from collections import deque

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

SEED = "66"
COUNT = 6
# up, right, down, left (the order of the ties)
DIRS = [(-1, 0, "up"), (0, 1, "right"), (1, 0, "down"), (0, -1, "left")]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def parse(text):
    """(rows of the maze, start, goal): '#' walls, S, G, '.' free, unit costs;
    a comment line is "# " and words."""
    rows = [line for line in text.splitlines() if line and set(line) <= set("#.SG")]
    start = goal = None
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            if ch == "S":
                start = (r, c)
            elif ch == "G":
                goal = (r, c)
    return rows, start, goal


def actions(rows, s):
    """The moves out of s in the tie order: (direction, cell)."""
    out = []
    for dr, dc, name in DIRS:
        r, c = s[0] + dr, s[1] + dc
        if 0 <= r < len(rows) and 0 <= c < len(rows[r]) and rows[r][c] != "#":
            out.append((name, (r, c)))
    return out


def optimal(rows, start, goal):
    seen = {start: 0}
    queue = deque([start])
    while queue:
        s = queue.popleft()
        for _, t in actions(rows, s):
            if t not in seen:
                seen[t] = seen[s] + 1
                queue.append(t)
    return seen.get(goal)


def cell(s):
    return "%d %d" % s


def lrta_steps(rows, start, goal):
    """The --steps transcript of LRTA*'s first trial, by figure 4.24."""
    def h(s):
        return abs(s[0] - goal[0]) + abs(s[1] - goal[1])

    def lrta_cost(s, name, H, result):
        nxt = result.get((s, name))
        return h(s) if nxt is None else 1 + H[nxt]

    H, result = {}, {}
    best = optimal(rows, start, goal)
    lines = ["optimal %d" % best]
    here, prev = start, None
    moves = 0
    while here != goal:
        if moves > 16 * sum(len(r) for r in rows):
            raise RuntimeError("no goal")
        H.setdefault(here, h(here))
        if prev is not None:
            s, name = prev
            result[(s, name)] = here
            old = H[s]
            H[s] = min(lrta_cost(s, b, H, result) for b, _ in actions(rows, s))
            lines.append("  H(%s) ← %d (was %d)" % (cell(s), H[s], old))
        options = actions(rows, here)
        name, to = min(options, key=lambda o: (lrta_cost(here, o[0], H, result), options.index(o)))
        moves += 1
        lines.append("  move %d: %s → %s %s cost 1" % (moves, cell(here), cell(to), name))
        prev = (here, name)
        here = to
    lines.append("trial 1 cost %d moves %d ratio %.3f" % (moves, moves, moves / best))
    return "\n".join(lines) + "\n"


# The model itself, on the maze worked by hand in test-cli-search-online.py
# (its trial 1 costs 11 with these H updates).
hand_rows, hand_start, hand_goal = parse(read(os.path.join(srcdir, "data", "online-hand.maze")))
hand = lrta_steps(hand_rows, hand_start, hand_goal)
case("the model: online-hand.maze's trial 1 costs 11, H(1 2) <- 4 (was 2) as by hand",
     hand.endswith("trial 1 cost 11 moves 11 ratio 2.200\n") and "  H(1 2) ← 4 (was 2)\n" in hand, hand)

for difficulty in ("easy", "medium", "hard"):
    bundle = os.path.join(workdir, "lrta-" + difficulty)
    again = os.path.join(workdir, "lrta-again-" + difficulty)
    code, out, err = run("worksheet", "lrta", "--count", str(COUNT), "--seed", SEED, "--difficulty", difficulty,
                         "--bundle", bundle, "--pdf", os.path.join(workdir, "lrta-%s.pdf" % difficulty),
                         "--answers", os.path.join(workdir, "lrta-%s-key.pdf" % difficulty))
    case("worksheet lrta --difficulty %s: exit 0, %d mazes and answers" % (difficulty, COUNT),
         code == 0 and all(os.path.exists(os.path.join(bundle, "%02d.%s" % (k, ext)))
                           for k in range(1, COUNT + 1) for ext in ("maze", "answer")), err)
    if code != 0:
        continue
    cli_problems, model_problems, sizes = [], [], []
    for k in range(1, COUNT + 1):
        maze = os.path.join(bundle, "%02d.maze" % k)
        answer = read(os.path.join(bundle, "%02d.answer" % k))
        c2, o2, e2 = run("search", maze, "--online", "lrta", "--steps")
        if c2 != 0 or o2 != answer:
            cli_problems.append("%02d: exit %d\n--- key\n%s--- search --steps\n%s%s" % (k, c2, answer, o2, e2))
        rows, start, goal = parse(read(maze))
        sizes.append(sum(len(r) for r in rows))
        want = lrta_steps(rows, start, goal)
        if want != answer:
            model_problems.append("%02d:\n%s\n--- LRTA* (fig. 4.24)\n%s--- key\n%s" % (k, read(maze), want, answer))
    case("worksheet lrta %s: every key is `search --online lrta --steps` of its maze" % difficulty,
         not cli_problems, "\n".join(cli_problems))
    case("worksheet lrta %s: every key's moves and H updates are figure 4.24's" % difficulty,
         not model_problems, "\n".join(model_problems))
    case("worksheet lrta %s: every key has an H update that raises H" % difficulty,
         all(any(int(l.split("←")[1].split()[0]) > int(l.split("was ")[1].rstrip(")"))
                 for l in read(os.path.join(bundle, "%02d.answer" % k)).splitlines() if l.startswith("  H("))
             for k in range(1, COUNT + 1)))
    code, out, err = run("worksheet", "lrta", "--count", str(COUNT), "--seed", SEED, "--difficulty", difficulty,
                         "--bundle", again)
    case("worksheet lrta %s: the same seed, the same exercises" % difficulty,
         code == 0 and all(read(os.path.join(bundle, "%02d.%s" % (k, ext))) == read(os.path.join(again, "%02d.%s" % (k, ext)))
                           for k in range(1, COUNT + 1) for ext in ("maze", "answer")), err)
finish()
