#!/usr/bin/env python3
"""Independent reference for Take-Stones (statement 003 problem 4 and docs/contracts.md), written from
the statement and the public cases, not from our C code.

  ref_takestones.py game N DEPTH          -> the MODE 1 lines ("Player 1: 3" ... "Winner: ...")
  ref_takestones.py analyze N K T... D    -> the six lines of the later course version
"""
import sys


def successors(n, last, taken):
    if last == -1:
        # Odd stones strictly below n/2 (real division).
        return [s for s in range(1, n + 1) if s % 2 == 1 and 2 * s < n and not taken[s]]
    return [s for s in range(1, n + 1)
            if not taken[s] and (s % last == 0 or last % s == 0)]


def is_prime(p):
    if p < 2:
        return False
    d = 2
    while d * d <= p:
        if p % d == 0:
            return False
        d += 1
    return True


def largest_prime_factor(m):
    best, d = 1, 2
    while d * d <= m:
        while m % d == 0:
            best, m = d, m // d
        d += 1
    return max(best, m) if m > 1 else best


def evaluate(n, last, taken):
    """The statement's evaluator, before any negation for MIN."""
    if not taken[1]:
        return 0.0
    succ = successors(n, last, taken)
    if last == 1:
        return 0.5 if len(succ) % 2 else -0.5
    if is_prime(last):
        c = sum(1 for s in succ if s % last == 0)
        return 0.7 if c % 2 else -0.7
    p = largest_prime_factor(last)
    c = sum(1 for s in succ if s % p == 0)
    return 0.6 if c % 2 else -0.6


# ---- HW2 version: max_value / min_value, ties -> largest stone ----

def max_value(n, last, taken, depth):
    succ = successors(n, last, taken)
    if not succ:
        return -1.0, -1
    if depth == 0:
        return evaluate(n, last, taken), -1
    best, move = None, -1
    for s in succ:
        taken[s] = 1
        v, _ = min_value(n, s, taken, depth - 1)
        taken[s] = 0
        if best is None or v >= best:
            best, move = v, s
    return best, move


def min_value(n, last, taken, depth):
    succ = successors(n, last, taken)
    if not succ:
        return 1.0, -1
    if depth == 0:
        return -evaluate(n, last, taken), -1
    best, move = None, -1
    for s in succ:
        taken[s] = 1
        v, _ = max_value(n, s, taken, depth - 1)
        taken[s] = 0
        if best is None or v <= best:
            best, move = v, s
    return best, move


def game(n, depth):
    taken = [0] * (n + 1)
    last, player, out = -1, 1, []
    while True:
        _, move = max_value(n, last, taken, depth)
        if move == -1:
            out.append("Winner: Player %d" % (3 - player))
            return out
        taken[move] = 1
        last = move
        out.append("Player %d: %d" % (player, move))
        player = 3 - player


# ---- later version: alpha-beta, Player 1 is MAX, ties -> smallest stone ----

class Stats:
    def __init__(self):
        self.visited = self.evaluated = self.maxdepth = 0


def ab(n, last, taken, level, limit, alpha, beta, is_max, st):
    st.visited += 1
    st.maxdepth = max(st.maxdepth, level)
    succ = successors(n, last, taken)
    if not succ:
        st.evaluated += 1
        return (-1.0 if is_max else 1.0), -1
    if limit and level == limit:
        st.evaluated += 1
        v = evaluate(n, last, taken)
        return (v if is_max else -v), -1
    move = -1
    if is_max:
        v = float("-inf")
        for s in succ:
            taken[s] = 1
            c, _ = ab(n, s, taken, level + 1, limit, alpha, beta, False, st)
            taken[s] = 0
            if c > v:
                v, move = c, s
            if v >= beta:
                return v, move
            alpha = max(alpha, v)
    else:
        v = float("inf")
        for s in succ:
            taken[s] = 1
            c, _ = ab(n, s, taken, level + 1, limit, alpha, beta, True, st)
            taken[s] = 0
            if c < v:
                v, move = c, s
            if v <= alpha:
                return v, move
            beta = min(beta, v)
    return v, move


def tenths(p, q):
    """p/q to one decimal, half up (Java's String.format("%.1f"))."""
    t = (20 * p + q) // (2 * q)
    return "%d.%d" % (t // 10, t % 10)


def fmt_value(v):
    t = int(round(abs(v) * 10))
    s = "%d.%d" % (t // 10, t % 10)
    return "-" + s if v < 0 and t else s


def analyze(n, seq, depth):
    taken = [0] * (n + 1)
    for s in seq:
        taken[s] = 1
    last = seq[-1] if seq else -1
    st = Stats()
    v, move = ab(n, last, taken, 0, depth, float("-inf"), float("inf"), len(seq) % 2 == 0, st)
    inner = st.visited - st.evaluated
    bf = tenths(st.visited - 1, inner) if inner else "0.0"
    return ["Move: %d" % move, "Value: %s" % fmt_value(v),
            "Number of Nodes Visited: %d" % st.visited,
            "Number of Nodes Evaluated: %d" % st.evaluated,
            "Max Depth Reached: %d" % st.maxdepth,
            "Avg Effective Branching Factor: %s" % bf]


if __name__ == "__main__":
    sys.setrecursionlimit(10000)
    a = sys.argv[1:]
    if a[0] == "game":
        print("\n".join(game(int(a[1]), int(a[2]))))
    else:
        n, k = int(a[1]), int(a[2])
        print("\n".join(analyze(n, [int(x) for x in a[3:3 + k]], int(a[3 + k]))))
