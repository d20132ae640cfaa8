"""An independent hidden Markov model in plain Python, written from the book
(Russell and Norvig, AIMA 4th ed., §14.2: FORWARD, FORWARD-BACKWARD, the most
likely sequence) for the differential test of `quandary-cli hmm`.  It reads
none of Quandary's code: a model is a dict of lists, as the test writes it.

model = {
    "states": [...], "observations": [...],
    "start": [P(X_1)] or "prior": [P(X_0)],   # one of the two
    "A": [[P(X_t+1 = j | X_t = i)]],          # row i
    "B": [[P(e | X = i)]],                    # row i, a column per observation
}
Evidence is a list of observation indices, None for a step without one.

Filtering is scaled (each message normalised, the normalisers' logs summed,
so ten thousand steps neither underflow nor lose digits); the backward
messages are scaled the same way; Viterbi works in logs."""
import math
import operator


def _columns(A):
    n = len(A)
    return [[A[i][j] for i in range(n)] for j in range(n)]


def _likelihood(model, e):
    if e is None:
        return [1.0] * len(model["states"])
    return [row[e] for row in model["B"]]


def _normalise(v):
    s = sum(v)
    return [x / s for x in v], s


def _push(f, columns):
    """Σ_i f(i) P(j | i), for every j."""
    return [sum(map(operator.mul, f, col)) for col in columns]


def first_belief(model):
    """P(X_1) before the first observation."""
    if "start" in model:
        return list(model["start"])
    return _push(model["prior"], _columns(model["A"]))


def forward(model, evidence):
    """The filtered P(X_t | e_1:t) for every t, and log P(e_1:T)."""
    columns = _columns(model["A"])
    rows, log_likelihood = [], 0.0
    f = None
    for t, e in enumerate(evidence):
        predicted = first_belief(model) if t == 0 else _push(f, columns)
        f, norm = _normalise(list(map(operator.mul, predicted, _likelihood(model, e))))
        if norm == 0:
            raise ValueError("impossible evidence at step %d" % (t + 1))
        log_likelihood += math.log(norm)
        rows.append(f)
    return rows, log_likelihood


def backward(model, evidence):
    """b_k+1:T for k = 1 … T (the last all ones), each scaled to sum to 1."""
    A = model["A"]
    n = len(A)
    b = [1.0] * n
    out = [None] * len(evidence)
    out[-1] = b
    for k in range(len(evidence) - 1, 0, -1):
        lb = list(map(operator.mul, _likelihood(model, evidence[k]), b))
        b, _ = _normalise([sum(map(operator.mul, A[i], lb)) for i in range(n)])
        out[k - 1] = b
    return out


def smooth(model, evidence):
    """P(X_t | e_1:T) for every t (FORWARD-BACKWARD)."""
    filtered, _ = forward(model, evidence)
    return [_normalise(list(map(operator.mul, f, b)))[0] for f, b in zip(filtered, backward(model, evidence))]


def fixed_lag(model, evidence, d):
    """P(X_t | e_1:min(t+d, T)) for every t, each by smoothing the evidence so far."""
    T = len(evidence)
    return [smooth(model, evidence[:min(t + 1 + d, T)])[t] for t in range(T)]


def predict(belief, model, k):
    """BELIEF pushed 1 … K transitions on."""
    columns = _columns(model["A"])
    out = []
    for _ in range(k):
        belief = _push(belief, columns)
        out.append(belief)
    return out


def _log(x):
    return math.log(x) if x > 0 else -math.inf


def viterbi(model, evidence):
    """The most likely sequence and log P(x*, e_1:T); ties to the lowest state."""
    n = len(model["states"])
    log_a = [[_log(p) for p in row] for row in model["A"]]
    log_a_columns = _columns(log_a)
    m = [_log(p) + _log(l) for p, l in zip(first_belief(model), _likelihood(model, evidence[0]))]
    back = []
    for e in evidence[1:]:
        log_l = [_log(l) for l in _likelihood(model, e)]
        ptr, nxt = [], []
        for j in range(n):
            scores = list(map(operator.add, m, log_a_columns[j]))
            best = max(range(n), key=scores.__getitem__)
            ptr.append(best)
            nxt.append(scores[best] + log_l[j])
        back.append(ptr)
        m = nxt
    last = max(range(n), key=m.__getitem__)
    path = [last]
    for ptr in reversed(back):
        path.append(ptr[path[-1]])
    path.reverse()
    return path, m[last]


def text(model, title="random"):
    """The model as a .hmm file (data/FORMATS.md), numbers written to read back the same."""
    lines = ["title: %s" % title, "states: " + " ".join(model["states"]),
             "observations: " + " ".join(model["observations"])]
    key = "start" if "start" in model else "prior"
    lines.append("%s: %s" % (key, " ".join(repr(p) for p in model[key])))
    lines.append("transition:")
    lines += ["  %s: %s" % (s, " ".join(repr(p) for p in row)) for s, row in zip(model["states"], model["A"])]
    lines.append("sensor:")
    lines += ["  %s: %s" % (s, " ".join(repr(p) for p in row)) for s, row in zip(model["states"], model["B"])]
    return "\n".join(lines) + "\n"


def _row(rng, n):
    v = [rng.random() + 0.01 for _ in range(n)]
    s = sum(v)
    return [x / s for x in v]


def random_model(rng, n, m, start=True):
    """N states, M observations, every entry drawn (so ties are unlikely)."""
    model = {"states": ["s%d" % i for i in range(n)], "observations": ["o%d" % i for i in range(m)],
             "A": [_row(rng, n) for _ in range(n)], "B": [_row(rng, m) for _ in range(n)]}
    model["start" if start else "prior"] = _row(rng, n)
    return model


def sample_evidence(rng, model, T, gaps=0.0):
    """T observations drawn from the model (a share GAPS of the steps left without one)."""
    def draw(p):
        u, run = rng.random(), 0.0
        for i, x in enumerate(p):
            run += x
            if u < run:
                return i
        return len(p) - 1
    x = draw(first_belief(model))
    out = []
    for t in range(T):
        if t > 0:
            x = draw(model["A"][x])
        e = draw(model["B"][x])
        out.append(None if rng.random() < gaps else e)
    return out
