"""An independent reference for two-player normal-form games, written from
the definitions (AIMA 4th ed. §18.2) with Python's exact fractions: a
profile of mixtures is a Nash equilibrium when no pure strategy of either
player earns more than its mixture against the other's; support
enumeration over equal-size supports lists them for a nondegenerate game.
Used by test-cli-normalform-diff.py on random games."""
from fractions import Fraction
from itertools import combinations


def solve(m, rhs):
    """Gauss-Jordan on fractions: the solution of m x = rhs, or None."""
    n = len(m)
    a = [row[:] + [r] for row, r in zip(m, rhs)]
    for col in range(n):
        piv = next((r for r in range(col, n) if a[r][col] != 0), None)
        if piv is None:
            return None
        a[col], a[piv] = a[piv], a[col]
        for r in range(n):
            if r != col and a[r][col] != 0:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return [a[i][n] / a[i][i] for i in range(n)]


def payoff_rows(a, y):
    return [sum(a[i][j] * y[j] for j in range(len(y))) for i in range(len(a))]


def is_equilibrium(a, b, x, y):
    """Each mixture a best response to the other (the definition)."""
    rows = payoff_rows(a, y)
    cols = [sum(x[i] * b[i][j] for i in range(len(x))) for j in range(len(y))]
    u1 = sum(x[i] * rows[i] for i in range(len(x)))
    u2 = sum(y[j] * cols[j] for j in range(len(y)))
    return all(r <= u1 for r in rows) and all(c <= u2 for c in cols), u1, u2


def equilibria(a, b):
    """Every equilibrium found on equal-size supports (all of them in a
    nondegenerate game), as (x, y) tuples of fractions, in no order."""
    n1, n2 = len(a), len(a[0])
    found = set()
    for k in range(1, min(n1, n2) + 1):
        for rows in combinations(range(n1), k):
            for cols in combinations(range(n2), k):
                # y on cols: A y equal on rows, sums to 1 (unknowns y, v).
                m = [[a[i][j] for j in cols] + [-1] for i in rows] + [[1] * k + [0]]
                ys = solve([[Fraction(v) for v in r] for r in m], [Fraction(0)] * k + [Fraction(1)])
                m = [[b[i][j] for i in rows] + [-1] for j in cols] + [[1] * k + [0]]
                xs = solve([[Fraction(v) for v in r] for r in m], [Fraction(0)] * k + [Fraction(1)])
                if ys is None or xs is None or min(ys[:k]) < 0 or min(xs[:k]) < 0:
                    continue
                x = [Fraction(0)] * n1
                y = [Fraction(0)] * n2
                for i, r in enumerate(rows):
                    x[r] = xs[i]
                for j, c in enumerate(cols):
                    y[c] = ys[j]
                if is_equilibrium(a, b, x, y)[0]:
                    found.add((tuple(x), tuple(y)))
    return found


def zero_sum_certificate(a, x, y, v):
    """x guarantees at least v against every column, y at most v against every row."""
    n1, n2 = len(a), len(a[0])
    return (sum(x) == 1 and sum(y) == 1 and min(x) >= 0 and min(y) >= 0
            and all(sum(x[i] * a[i][j] for i in range(n1)) >= v for j in range(n2))
            and all(sum(a[i][j] * y[j] for j in range(n2)) <= v for i in range(n1)))
