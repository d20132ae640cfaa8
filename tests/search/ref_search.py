#!/usr/bin/env python3
"""An independent model of `quandary-cli search` (docs/contracts.md "search"),
written from data/FORMATS.md ("State-space search instances", "`quandary-cli
search` output") and AIMA (3rd and 4th editions, chapter 3) and Korf 1985 only:
it reads the three formats itself and runs the nine algorithms with the
documented tie rule and counts, so that test-cli-search-diff.py can compare the
command's stdout with it byte for byte.

Conventions (the documented ones):
- serials: the start 0, the successors numbered in generation order over the
  whole run; equal keys are first in, first out.
- best-first (ucs, greedy, astar, wastar): keys (g, 0), (h, 0), (g + h, h),
  (g + w·h, h), then the serial; lazy deletion; the goal test when a node is
  selected; a child is added when new (graph) or reached at a higher g (better).
- bfs: FIFO, the goal test when a child is generated (after it is admitted).
- dfs (graph): LIFO, a child added unless its state was added before, the goal
  test at selection, the first successor expanded first.
- depth-first tree-like (dfs, dls, iddfs, idastar): a child on its own path is
  repeated (or, for the tiles, the inverse move is not generated); the checks in
  the order repeated, f > bound (idastar, cut), goal, depth limit (cut).
- counts: expanded, generated (every successor; bfs stops generating at the
  goal, AIMA's EXPAND yielding one successor at a time), repeated, frontier-max,
  depth (the deepest node generated), iterations.
- the node budget is checked before each expansion (best-first: after the goal
  test) and, depth-first, before the start's expansion and each descent.
"""
import heapq
import math
import re
import sys

INF = float("inf")


def fmt(v):
    """qd_format_number: the shortest decimal that reads back."""
    if v == 0:
        return "0"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    if v == math.floor(v) and abs(v) < 1e15:
        return "%.0f" % v
    for p in range(1, 18):
        s = "%.*g" % (p, v)
        if float(s) == v:
            return s
    return s


# --------------------------------------------------------------------------------------
# Domains: a domain has start, is_goal(s), h(s), expand(s, previous, prune_inverse) ->
# [(action, cost, child, child_h)], has_inverse, state_text(s), action_text(a),
# path_lines(states, actions).

def strip_comment_lines(text):
    text = text.lstrip("\ufeff")
    for raw in text.splitlines():
        line = raw.rstrip(" \t\r")
        yield line


KEY = re.compile(r"^([a-z][a-z-]*)\s*:\s*(.*)$")


class Route:
    """Route maps (*.route)."""
    PLACE = re.compile(r"^(.*?)\s*\(\s*([^,()]+?)\s*,\s*([^,()]+?)\s*\)$")
    ROAD = re.compile(r"^(.*?)\s*(--|->)\s*(.*?)\s*:\s*(\S+)$")
    H = re.compile(r"^h\s+(.*?)\s*:\s*(\S+)$")

    def __init__(self, text, heuristic="sld"):
        self.names, self.index, self.xy = [], {}, []
        self.adj = []
        self.hvals, self.scale = {}, 1.0
        start = goal = None
        for line in strip_comment_lines(text):
            s = line.strip()
            if not s or s.startswith("#"):
                continue
            m = self.H.match(s)
            if m:
                self.hvals[m.group(1)] = float(m.group(2))
                continue
            m = KEY.match(s)
            if m and m.group(1) in ("start", "goal", "scale"):
                if m.group(1) == "start":
                    start = m.group(2).strip()
                elif m.group(1) == "goal":
                    goal = m.group(2).strip()
                else:
                    self.scale = float(m.group(2))
                continue
            m = self.ROAD.match(s)
            if m:
                a, b, c = self.place(m.group(1)), self.place(m.group(3)), float(m.group(4))
                self.adj[a].append((b, c))
                if m.group(2) == "--":
                    self.adj[b].append((a, c))
                continue
            m = self.PLACE.match(s)
            if m:
                i = self.place(m.group(1))
                self.xy[i] = (float(m.group(2)), float(m.group(3)))
                continue
            self.place(s)
        self.start, self.goal = self.index[start], self.index[goal]
        self.heuristic = heuristic
        self.has_inverse = False

    def place(self, name):
        if name not in self.index:
            self.index[name] = len(self.names)
            self.names.append(name)
            self.xy.append(None)
            self.adj.append([])
        return self.index[name]

    def h(self, s):
        if self.heuristic == "zero":
            return 0.0
        if self.hvals:
            return self.hvals.get(self.names[s], 0.0)
        (x1, y1), (x2, y2) = self.xy[s], self.xy[self.goal]
        return self.scale * math.sqrt((x1 - x2) ** 2 + (y1 - y2) ** 2)

    def is_goal(self, s):
        return s == self.goal

    def expand(self, s, previous, prune):
        return [(b, c, b, self.h(b)) for b, c in self.adj[s]]

    def path_lines(self, states, actions):
        return [self.names[s] for s in states]

    def unit_costs(self):
        costs = {c for lst in self.adj for _, c in lst}
        return len(costs) <= 1


class Maze:
    """Grid mazes (*.maze)."""
    def __init__(self, text, heuristic=None):
        rows, self.connect = [], 4
        for line in strip_comment_lines(text):
            if not line.strip() or line.startswith("# "):
                continue
            m = KEY.match(line.strip())
            if m and m.group(1) == "connect":
                self.connect = int(m.group(2))
                continue
            rows.append(line.strip())
        self.grid = rows
        self.R, self.C = len(rows), len(rows[0])
        self.cost = {}
        for r, row in enumerate(rows):
            for c, ch in enumerate(row):
                if ch == "#":
                    continue
                if ch == "S":
                    self.start = r * self.C + c
                if ch == "G":
                    self.goal = r * self.C + c
                self.cost[r * self.C + c] = int(ch) if ch.isdigit() else 1
        self.cmin = min(self.cost.values())
        self.heuristic = heuristic or ("manhattan" if self.connect == 4 else "octile")
        self.has_inverse = False

    def free(self, r, c):
        return 0 <= r < self.R and 0 <= c < self.C and self.grid[r][c] != "#"

    def h(self, s):
        r, c = divmod(s, self.C)
        gr, gc = divmod(self.goal, self.C)
        dr, dc = abs(r - gr), abs(c - gc)
        if self.heuristic == "zero":
            return 0.0
        if self.heuristic == "manhattan":
            return (dr + dc) * self.cmin
        if self.heuristic == "euclidean":
            return math.sqrt(dr * dr + dc * dc) * self.cmin
        # octile
        return (max(dr, dc) - min(dr, dc) + math.sqrt(2) * min(dr, dc)) * self.cmin

    def is_goal(self, s):
        return s == self.goal

    def expand(self, s, previous, prune):
        r, c = divmod(s, self.C)
        if self.connect == 4:
            dirs = [(-1, 0), (0, 1), (1, 0), (0, -1)]
        else:
            dirs = [(-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)]
        out = []
        for dr, dc in dirs:
            nr, nc = r + dr, c + dc
            if not self.free(nr, nc):
                continue
            if dr and dc and not (self.free(r + dr, c) and self.free(r, c + dc)):
                continue
            t = nr * self.C + nc
            cost = self.cost[t] * (math.sqrt(2) if dr and dc else 1)
            out.append((t, cost, t, self.h(t)))
        return out

    def path_lines(self, states, actions):
        return ["%d %d" % divmod(s, self.C) for s in states]

    def unit_costs(self):
        return self.connect == 4 and set(self.cost.values()) == {1}


MOVES = ("up", "down", "left", "right")
INVERSE = {0: 1, 1: 0, 2: 3, 3: 2}


class Tiles:
    """Sliding tiles (*.tiles)."""
    def __init__(self, text, heuristic="manhattan"):
        self._h = {}
        rows, goal_rows, into = [], [], None
        for line in strip_comment_lines(text):
            s = line.strip()
            if not s or s.startswith("#"):
                continue
            if s.rstrip(":").strip() == "goal" or s.startswith("goal:"):
                into = goal_rows
                rest = s.split(":", 1)[1].strip()
                if rest:
                    into.append([int(x) for x in rest.split()])
                continue
            (goal_rows if into is not None else rows).append([int(x) for x in s.split()])
        if len(rows) == 1:
            n = int(round(math.sqrt(len(rows[0]))))
            rows = [rows[0][i * n:(i + 1) * n] for i in range(n)]
        if len(goal_rows) == 1:
            n = len(rows[0])
            goal_rows = [goal_rows[0][i * n:(i + 1) * n] for i in range(len(goal_rows[0]) // n)]
        self.R, self.C = len(rows), len(rows[0])
        flat = tuple(v for row in rows for v in row)
        goal = tuple(v for row in goal_rows for v in row) if goal_rows else tuple(range(self.R * self.C))
        self.goal = goal
        self.goal_cell = {v: i for i, v in enumerate(goal)}
        self.start = flat
        self.heuristic = heuristic
        self.has_inverse = True

    def solvable(self):
        def parity(p):
            seq = [v for v in p if v != 0]
            inv = sum(1 for i in range(len(seq)) for j in range(i + 1, len(seq))
                      if self.goal_cell[seq[i]] > self.goal_cell[seq[j]])
            if self.C % 2 == 1:
                return inv % 2
            blank_row = p.index(0) // self.C
            return (inv + blank_row) % 2
        return parity(self.start) == parity(self.goal)

    def h(self, s):
        """The heuristic of board `s` (a tuple), remembered: a search meets the
        same boards again and again."""
        known = self._h.get(s)
        if known is None:
            known = self._h[s] = self._h_of(s)
        return known

    def _h_of(self, s):
        if self.heuristic == "zero":
            return 0.0
        if self.heuristic == "misplaced":
            return float(sum(1 for i, v in enumerate(s) if v != 0 and self.goal_cell[v] != i))
        man = 0
        for i, v in enumerate(s):
            if v == 0:
                continue
            g = self.goal_cell[v]
            man += abs(i // self.C - g // self.C) + abs(i % self.C - g % self.C)
        if self.heuristic == "manhattan":
            return float(man)
        # linear conflict: per line, the least number of tiles to remove so that the
        # tiles whose goal is in that line are in order: line length - LIS.
        lc = 0
        for r in range(self.R):
            keys = [self.goal_cell[s[r * self.C + c]] % self.C for c in range(self.C)
                    if s[r * self.C + c] != 0 and self.goal_cell[s[r * self.C + c]] // self.C == r]
            lc += len(keys) - lis(keys)
        for c in range(self.C):
            keys = [self.goal_cell[s[r * self.C + c]] // self.C for r in range(self.R)
                    if s[r * self.C + c] != 0 and self.goal_cell[s[r * self.C + c]] % self.C == c]
            lc += len(keys) - lis(keys)
        return float(man + 2 * lc)

    def is_goal(self, s):
        return s == self.goal

    def expand(self, s, previous, prune):
        b = s.index(0)
        r, c = divmod(b, self.C)
        out = []
        for a, (dr, dc) in enumerate(((-1, 0), (1, 0), (0, -1), (0, 1))):
            if prune and previous is not None and INVERSE[a] == previous:
                continue
            nr, nc = r + dr, c + dc
            if not (0 <= nr < self.R and 0 <= nc < self.C):
                continue
            t = nr * self.C + nc
            lst = list(s)
            lst[b], lst[t] = lst[t], 0
            child = tuple(lst)
            out.append((a, 1.0, child, self.h(child)))
        return out

    def path_lines(self, states, actions):
        return [MOVES[a] for a in actions]

    def unit_costs(self):
        return True


def lis(seq):
    tails = []
    for x in seq:
        i = 0
        while i < len(tails) and tails[i] < x:
            i += 1
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return len(tails)


def load(path, text, heuristic=None):
    kw = {} if heuristic is None else {"heuristic": heuristic}
    if path.endswith(".route"):
        return Route(text, **kw)
    if path.endswith(".maze"):
        return Maze(text, **kw)
    return Tiles(text, **kw)


# --------------------------------------------------------------------------------------
# The searches.

class Result:
    def __init__(self):
        self.status = "no solution"
        self.states = self.actions = None
        self.cost = 0.0
        self.expanded = self.generated = self.repeated = 0
        self.frontier_max = 0
        self.depth = 0
        self.iterations = 1


def best_first(dom, alg, tree_like, weight, max_nodes):
    res = Result()
    # records: [state, g, h, depth, parent, action, superseded]
    recs = [[dom.start, 0.0, dom.h(dom.start), 0, -1, None, False]]
    reached = {} if tree_like else {dom.start: 0}
    prune = tree_like and dom.has_inverse
    grand = False
    heap, stack, head = [], [], 0

    def key(i):
        r = recs[i]
        if alg == "ucs":
            return (r[1], 0.0, i)
        if alg == "greedy":
            return (r[2], 0.0, i)
        if alg == "wastar":
            return (r[1] + weight * r[2], r[2], i)
        return (r[1] + r[2], r[2], i)

    def push(i):
        if alg == "dfs":
            stack.append(i)
        elif alg != "bfs":
            heapq.heappush(heap, key(i))

    def solved(i):
        states, actions = [], []
        g = recs[i][1]
        while i != -1:
            states.append(recs[i][0])
            if recs[i][5] is not None:
                actions.append(recs[i][5])
            i = recs[i][4]
        res.status, res.states, res.actions, res.cost = "solved", states[::-1], actions[::-1], g
        return res

    def on_path(i, state):
        if prune:
            return False
        while i != -1:
            if recs[i][0] == state:
                return True
            i = recs[i][4]
        return False

    if dom.is_goal(dom.start):
        return solved(0)
    push(0)
    res.frontier_max = 1
    while True:
        if alg == "bfs":
            if head == len(recs):
                break
            i, head = head, head + 1
        elif alg == "dfs":
            if not stack:
                break
            i = stack.pop()
        else:
            i = None
            while heap:
                k = heapq.heappop(heap)
                if not recs[k[2]][6]:
                    i = k[2]
                    break
            if i is None:
                break
        r = recs[i]
        if alg != "bfs" and dom.is_goal(r[0]):
            return solved(i)
        if res.generated >= max_nodes:
            res.status = "stopped"
            return res
        succ = dom.expand(r[0], r[5], prune)
        res.expanded += 1
        res.generated += len(succ)
        if succ and r[3] + 1 > res.depth:
            res.depth = r[3] + 1
        first_added = len(recs)
        for k, (action, cost, child, ch) in enumerate(succ):
            g = r[1] + cost
            new = [child, g, ch, r[3] + 1, i, action, False]
            if tree_like:
                if on_path(i, child):
                    res.repeated += 1
                    continue
                recs.append(new)
            elif child in reached:
                old = reached[child]
                if alg in ("bfs", "dfs") or g >= recs[old][1]:
                    res.repeated += 1
                    continue
                recs[old][6] = True
                recs.append(new)
                reached[child] = len(recs) - 1
            else:
                recs.append(new)
                reached[child] = len(recs) - 1
            added = len(recs) - 1
            if alg == "bfs" and dom.is_goal(child):
                # AIMA's EXPAND yields: the goal's later siblings are never generated.
                res.generated -= len(succ) - 1 - k
                return solved(added)
            if alg != "dfs":
                push(added)
                size = len(recs) - head if alg == "bfs" else len(heap)
                res.frontier_max = max(res.frontier_max, size)
        if alg == "dfs":
            for k in range(len(recs) - 1, first_added - 1, -1):
                push(k)
            res.frontier_max = max(res.frontier_max, len(stack))
    return res


def depth_first(dom, alg, limit, max_nodes):
    res = Result()
    prune = dom.has_inverse
    h0 = dom.h(dom.start)
    state = {"frontier": 0}

    class Stop(Exception):
        pass

    class Found(Exception):
        def __init__(self, path, actions, cost):
            self.path, self.actions, self.cost = path, actions, cost

    def expand(path, g, previous):
        succ = dom.expand(path[-1], previous, prune)
        res.expanded += 1
        res.generated += len(succ)
        state["frontier"] += len(succ)
        res.frontier_max = max(res.frontier_max, state["frontier"])
        if succ and len(path) > res.depth:
            res.depth = len(path)
        return succ

    def visit(path, actions, g, previous, lim, bound, info):
        d = len(path) - 1
        for action, cost, child, ch in expand(path, g, previous):
            state["frontier"] -= 1
            cg = g + cost
            if not prune and child in path:
                res.repeated += 1
                continue
            if bound is not None and cg + ch > bound:
                info["cut"] = True
                info["next"] = min(info["next"], cg + ch)
                continue
            if dom.is_goal(child):
                raise Found(path + [child], actions + [action], cg)
            if bound is None and d + 1 >= lim:
                info["cut"] = True
                continue
            if res.generated >= max_nodes:
                raise Stop()
            # One path and one list of actions, grown and shrunk in place: a
            # copy a call made depth-first search quadratic in its depth (a
            # tree-like one on an 8-puzzle goes thousands of moves deep).
            path.append(child)
            actions.append(action)
            visit(path, actions, cg, action, lim, bound, info)
            path.pop()
            actions.pop()

    def run_pass(lim, bound, info):
        state["frontier"] = 0
        if bound is None and lim == 0:
            info["cut"] = True
            return "no solution"
        if res.generated >= max_nodes:
            raise Stop()
        visit([dom.start], [], 0.0, None, lim, bound, info)
        return "no solution"

    def attempt(lim, bound, info):
        try:
            return run_pass(lim, bound, info)
        except Found as f:
            res.states, res.actions, res.cost = f.path, f.actions, f.cost
            return "solved"
        except Stop:
            return "stopped"

    res.frontier_max = 1
    if alg in ("idastar", "iddfs"):
        # IDA*: bounds on f from h(start); iterative deepening: depth limits 0, 1, 2, ...
        ida = alg == "idastar"
        bound = h0 if ida else 0
        k = 0
        while True:
            res.iterations = k + 1
            if dom.is_goal(dom.start):
                res.states, res.actions, res.status = [dom.start], [], "solved"
                return res
            info = {"cut": False, "next": INF}
            st = attempt(INF, bound, info) if ida else attempt(bound, None, info)
            if st != "no solution":
                res.status = st
                return res
            if ida:
                if info["next"] == INF:
                    res.status = "no solution"
                    return res
                bound = info["next"]
            else:
                if not info["cut"]:
                    res.status = "no solution"
                    return res
                if limit is not None and bound >= limit:
                    res.status = "cutoff"
                    return res
                bound += 1
            k += 1
    if dom.is_goal(dom.start):
        res.states, res.actions, res.status = [dom.start], [], "solved"
        return res
    info = {"cut": False, "next": INF}
    st = attempt(limit if alg == "dls" else INF, None, info)
    res.status = "cutoff" if st == "no solution" and info["cut"] else st
    return res


def solve(dom, alg="astar", tree_like=False, weight=2.0, limit=None, max_nodes=10000000):
    if isinstance(dom, Tiles) and not dom.solvable():
        r = Result()
        r.frontier_max = 0
        return r
    sys.setrecursionlimit(100000)
    if alg in ("dls", "iddfs", "idastar") or (alg == "dfs" and tree_like):
        return depth_first(dom, alg, limit, max_nodes)
    return best_first(dom, alg, tree_like, weight, max_nodes)


def output(dom, res):
    lines = []
    if res.status == "solved":
        lines += dom.path_lines(res.states, res.actions)
        lines.append("cost " + fmt(res.cost))
    else:
        lines.append(res.status)
    lines.append("expanded %d" % res.expanded)
    lines.append("generated %d" % res.generated)
    return "".join(l + "\n" for l in lines)


def stats(res, alg):
    lines = ["repeated %d" % res.repeated, "frontier-max %d" % res.frontier_max, "depth %d" % res.depth]
    if alg in ("iddfs", "idastar"):
        lines.append("iterations %d" % res.iterations)
    return "".join(l + "\n" for l in lines)


if __name__ == "__main__":
    import argparse
    p = argparse.ArgumentParser()
    p.add_argument("file")
    p.add_argument("--algorithm", default="astar")
    p.add_argument("--heuristic")
    p.add_argument("--limit", type=int)
    p.add_argument("--weight", type=float, default=2.0)
    p.add_argument("--tree-like", action="store_true")
    p.add_argument("--node-limit", type=int, default=10000000)
    a = p.parse_args()
    with open(a.file, encoding="utf-8") as f:
        d = load(a.file, f.read(), a.heuristic)
    r = solve(d, a.algorithm, a.tree_like, a.weight, a.limit, a.node_limit)
    sys.stdout.write(output(d, r))
