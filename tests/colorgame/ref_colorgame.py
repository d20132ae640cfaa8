#!/usr/bin/env python3
"""Independent reference for the adversarial map-colouring game (statement 001 and docs/contracts.md),
written from the statement, docs/contracts.md and the public cases, not from our C code.

  ref_colorgame.py INPUT   -> the exact trace on stdout (no newline after the last line)
"""
import sys

INF = float("inf")


def num(v):
    if v == INF:
        return "inf"
    if v == -INF:
        return "-inf"
    return str(v)


def parse(text):
    lines = [l.strip() for l in text.replace("\r", "").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    colours = [c.strip() for c in lines[0].split(",")]
    initial = []
    for item in lines[1].split(","):
        node, rest = item.split(":")
        colour, player = rest.strip().rsplit("-", 1)
        initial.append((node.strip(), colour.strip(), int(player)))
    depth = int(lines[2])
    weights = []
    for l in lines[3:5]:
        w = {}
        for item in l.split(","):
            c, v = item.split(":")
            w[c.strip()] = int(v)
        weights.append(w)
    adj = {}
    for l in lines[5:]:
        if not l:
            continue
        node, rest = l.split(":", 1)
        node = node.strip()
        adj.setdefault(node, set())
        for m in rest.split(","):
            m = m.strip()
            if m:
                adj[node].add(m)
                adj.setdefault(m, set()).add(node)
    return colours, initial, depth, weights, adj


class Game:
    def __init__(self, colours, initial, depth, weights, adj):
        self.colours = sorted(colours)
        self.depth = depth
        self.weights = weights
        self.adj = adj
        self.colour = {}
        self.score = 0
        for node, c, p in initial:
            self.colour[node] = c
            self.score += weights[0][c] if p == 1 else -weights[1][c]
        self.out = []

    def moves(self):
        cand = set()
        for node in self.colour:
            for m in self.adj.get(node, ()):
                if m not in self.colour:
                    cand.add(m)
        res = []
        for m in sorted(cand):
            used = {self.colour[x] for x in self.adj[m] if x in self.colour}
            for c in self.colours:
                if c not in used:
                    res.append((m, c))
        return res

    def line(self, node, c, d, v, a, b):
        self.out.append("%s, %s, %d, %s, %s, %s" % (node, c, d, num(v), num(a), num(b)))

    def search(self, node, c, d, a, b, is_max):
        ms = self.moves() if d < self.depth else []
        if not ms:
            self.line(node, c, d, self.score, a, b)
            return self.score, None
        v = -INF if is_max else INF
        best = None
        self.line(node, c, d, v, a, b)
        for m, mc in ms:
            self.colour[m] = mc
            delta = self.weights[0][mc] if is_max else -self.weights[1][mc]
            self.score += delta
            cv, _ = self.search(m, mc, d + 1, a, b, not is_max)
            self.score -= delta
            del self.colour[m]
            if is_max:
                if cv > v:
                    v, best = cv, (m, mc)
                if v >= b:
                    self.line(node, c, d, v, a, b)
                    return v, best
                a = max(a, v)
            else:
                if cv < v:
                    v, best = cv, (m, mc)
                if v <= a:
                    self.line(node, c, d, v, a, b)
                    return v, best
                b = min(b, v)
            self.line(node, c, d, v, a, b)
        return v, best


def trace(text):
    colours, initial, depth, weights, adj = parse(text)
    g = Game(colours, initial, depth, weights, adj)
    node, c, _ = initial[-1]
    v, best = g.search(node, c, 0, -INF, INF, True)
    if best is None:
        g.out.append("None, None, %s" % num(v))
    else:
        g.out.append("%s, %s, %s" % (best[0], best[1], num(v)))
    return "\n".join(g.out)


if __name__ == "__main__":
    sys.setrecursionlimit(10000)
    with open(sys.argv[1], encoding="utf-8") as f:
        sys.stdout.write(trace(f.read()))
