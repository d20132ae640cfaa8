"""Independent reference of hill climbing on the TSP (statement 003, problem 2;
docs/contracts.md "Hill climbing and simulated annealing on the TSP"; data/FORMATS.md
"Travelling salesperson"), for test-cli-tsp-diff.py.

Written from those texts only.  Table distances are kept exact (Fraction of
the decimal text), so equal tours tie exactly; points use floats and a
relative tolerance.
"""
import math
from fractions import Fraction

EPS = 1e-9


def is_number(word):
    try:
        float(word)
        return True
    except ValueError:
        return False


def parse(text):
    """(names, dist function, start tour or None) of an instance file."""
    text = text.lstrip("\ufeff")
    lines = []
    start = None
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("start:"):
            start = line[len("start:"):].replace(",", " ").replace("-", " ").split()
            continue
        lines.append(line.split())
    first = lines[0]
    if len(first) == 3 and is_number(first[1]) and is_number(first[2]):
        names = [w[0] for w in lines]
        xy = {w[0]: (float(w[1]), float(w[2])) for w in lines}

        def dist(a, b):
            return math.hypot(xy[a][0] - xy[b][0], xy[a][1] - xy[b][1])
        return names, dist, start, False
    names = first
    rows = {w[0]: [Fraction(v) for v in w[1:]] for w in lines[1:]}
    index = {n: i for i, n in enumerate(names)}

    def dist(a, b):
        return rows[a][index[b]]
    return names, dist, start, True


def length(tour, dist):
    return sum(dist(tour[i], tour[(i + 1) % len(tour)]) for i in range(len(tour)))


def neighbours(tour):
    """(a, b, neighbour) for every swap of two cities, in no particular order."""
    for i in range(len(tour)):
        for j in range(i + 1, len(tour)):
            t = list(tour)
            t[i], t[j] = t[j], t[i]
            yield tour[i], tour[j], t


def same(a, b, exact):
    return a == b if exact else abs(a - b) <= EPS * max(1.0, abs(a), abs(b))


def best_moves(tour, dist, exact):
    """The best neighbours' (a, b, tour) list and their length."""
    cands = [(length(t, dist), a, b, t) for a, b, t in neighbours(tour)]
    best = min(c[0] for c in cands)
    return [c[1:] for c in cands if same(c[0], best, exact)], best


def fmt(x):
    return "%.2f" % float(x)


def brute_force(names, dist):
    """The shortest tour by trying every one: the first city fixed, each
    tour once per direction ((n-1)!/2 of them). Returns (length, tour)."""
    from itertools import permutations
    first, rest = names[0], names[1:]
    best = None
    for perm in permutations(rest):
        if len(perm) > 1 and perm[0] > perm[-1]:
            continue            # the same tour the other way round
        tour = [first] + list(perm)
        d = length(tour, dist)
        if best is None or d < best[0]:
            best = (d, tour)
    return best
