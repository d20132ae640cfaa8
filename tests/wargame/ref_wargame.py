"""Independent reference of the war game (statement 000, part 2; docs/contracts.md "The war
game"; data/FORMATS.md "The war game"), for test-cli-wargame-diff.py.

Written from those texts only.  Squares are numbered row by row (A1, B1, ...);
owner 0 is blue, 1 green, None empty.  Values are exact (fractions) so that
ties are ties.
"""
from fractions import Fraction

CLASSIC, BATTLE, DUEL, ATTRITION = "classic", "battle", "duel", "attrition"


def name(n, sq):
    return "%s%d" % (chr(ord("A") + sq % n), sq // n + 1)


def parse_board(text):
    rows = [line.split() for line in text.replace("\ufeff", "").splitlines() if line.strip()]
    return [int(v) for row in rows for v in row], len(rows)


class Game:
    def __init__(self, values, n, rules=CLASSIC, attrition=Fraction(1, 10), coin=Fraction(1)):
        self.values, self.n, self.rules = values, n, rules
        self.f = Fraction(attrition)
        self.coin = Fraction(coin)
        self.nbrs = []
        for sq in range(n * n):
            r, c = divmod(sq, n)
            self.nbrs.append([(r + dr) * n + c + dc for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                              if 0 <= r + dr < n and 0 <= c + dc < n])

    # A position: (owner tuple, taken-at-ply tuple, ply); blue moves on even plies.
    def start(self):
        k = self.n * self.n
        return (None,) * k, (0,) * k, 0

    def is_blitz(self, pos, sq):
        owner, _, ply = pos
        return any(owner[m] == ply % 2 for m in self.nbrs[sq])

    def moves(self, pos):
        return [sq for sq, o in enumerate(pos[0]) if o is None]

    def score(self, pos, p):
        return sum(v for v, o in zip(self.values, pos[0]) if o == p)

    def strength(self, owner, taken, ply, p):
        units = sum(1 for o in owner if o == p)
        if units == 0:
            return Fraction(0)
        res = Fraction(0)
        for sq, o in enumerate(owner):
            if o == p:
                if self.rules == ATTRITION:
                    res += self.values[sq] * (1 - self.f) ** ((ply - taken[sq]) // 2)
                else:
                    res += self.values[sq]
        return res / units

    def contested(self, pos, sq):
        """The enemy squares the rules let a move at SQ conquer (before the coin)."""
        owner, taken, ply = pos
        me = ply % 2
        if not self.is_blitz(pos, sq):
            return []
        enemies = [m for m in self.nbrs[sq] if owner[m] == 1 - me]
        if self.rules == CLASSIC:
            return enemies
        placed = list(owner)
        placed[sq] = me
        tk = list(taken)
        tk[sq] = ply
        sm = self.strength(placed, tk, ply, me)
        se = self.strength(placed, tk, ply, 1 - me)
        won = []
        for e in enemies:
            if self.rules == DUEL:
                att, dfn = sm, se
            else:
                att = (1 + sum(1 for m in self.nbrs[sq] if owner[m] == me)) * sm
                dfn = (1 + sum(1 for m in self.nbrs[e] if placed[m] == 1 - me)) * se
            if att > dfn:
                won.append(e)
        return won

    def apply(self, pos, sq, conquered):
        owner, taken, ply = pos
        me = ply % 2
        o, t = list(owner), list(taken)
        o[sq], t[sq] = me, ply
        for e in conquered:
            o[e], t[e] = me, ply
        return tuple(o), tuple(t), ply + 1

    def outcomes(self, pos, sq):
        """(probability, conquered list) for a move; several under a coin."""
        won = self.contested(pos, sq)
        if self.coin == 1 or not won:
            return [(Fraction(1), won)]
        out = []
        for mask in range(1 << len(won)):
            sub = [e for i, e in enumerate(won) if mask >> i & 1]
            k = len(sub)
            out.append((self.coin ** k * (1 - self.coin) ** (len(won) - k), sub))
        return out

    def over(self, pos):
        return all(o is not None for o in pos[0])

    def best_gain(self, pos, p):
        owner = pos[0]
        weight = 2 if self.rules == CLASSIC else 1
        weight = weight * self.coin
        best = None
        for sq in self.moves(pos):
            g = Fraction(self.values[sq])
            if any(owner[m] == p for m in self.nbrs[sq]):
                g += weight * sum(self.values[m] for m in self.nbrs[sq] if owner[m] == 1 - p)
            best = g if best is None or g > best else best
        return best or 0

    def evaluate(self, pos):
        diff = self.score(pos, 0) - self.score(pos, 1)
        if self.over(pos):
            return Fraction(diff)
        mover = pos[2] % 2
        tempo = (self.best_gain(pos, mover) - self.best_gain(pos, 1 - mover)) / 2
        return diff + (tempo if mover == 0 else -tempo)

    def minimax(self, pos, depth):
        """Value for blue of POS searched DEPTH plies (a chance position is a ply)."""
        if depth == 0 or self.over(pos):
            return self.evaluate(pos)
        vals = [self.move_value(pos, sq, depth) for sq in self.moves(pos)]
        return max(vals) if pos[2] % 2 == 0 else min(vals)

    def move_value(self, pos, sq, depth):
        outs = self.outcomes(pos, sq)
        if len(outs) == 1:
            return self.minimax(self.apply(pos, sq, outs[0][1]), depth - 1)
        # The chance position after the move uses up one ply.
        if depth - 1 == 0:
            # A chance position at the horizon: the expected conquests, each
            # worth twice its value to the mover.
            placed = self.apply(pos, sq, [])
            diff = self.score(placed, 0) - self.score(placed, 1)
            swing = 2 * self.coin * sum(self.values[e] for e in outs[-1][1])
            return diff + (swing if pos[2] % 2 == 0 else -swing)
        return sum(p * self.minimax(self.apply(pos, sq, c), depth - 2) for p, c in outs)

    def choose(self, pos, depth):
        """Minimax's move: the first square in board order with the best value."""
        best, best_v = None, None
        values = {}
        for sq in self.moves(pos):
            v = self.move_value(pos, sq, depth)
            values[sq] = v
            better = best_v is None or (v > best_v if pos[2] % 2 == 0 else v < best_v)
            if better:
                best, best_v = sq, v
        return best, best_v, values
