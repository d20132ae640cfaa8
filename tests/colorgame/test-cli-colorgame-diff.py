"""quandary-cli colorgame against ref_colorgame.py, an independent Python reference written
from statement 001 and docs/contracts.md: the reference first reproduces the six public course outputs,
then 60 seeded random maps (200 with QD_CLITEST_BIG=1, the benchmark cli-colorgame-diff-big) (names of letters and digits in ASCII order, multi-letter colours,
negative weights, depths 0-4, one-sided adjacency, CRLF, trailing blanks, a BOM, no final
newline) must give the same trace byte for byte."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403
import ref_colorgame as ref  # noqa: E402

data = os.path.join(srcdir, "data")
for i in range(6):
    with open(os.path.join(data, "t%d.txt" % i), encoding="utf-8") as f:
        text = f.read()
    with open(os.path.join(data, "output_t%d.txt" % i), encoding="utf-8", newline="") as f:
        expected = f.read()
    case("reference reproduces output_t%d.txt" % i, ref.trace(text) == expected)

rng = random.Random(20261122)
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
ALPHA = ALNUM[:52]


def names(chars, count, longest):
    out = set()
    while len(out) < count:
        out.add("".join(rng.choice(chars) for _ in range(rng.randint(1, longest))))
    return sorted(out, key=lambda _: rng.random())


def random_input():
    colours = names(ALPHA, rng.randint(1, 4), 3)
    nodes = names(ALNUM, rng.randint(2, 10), 4)
    p = rng.uniform(0.15, 0.6)
    edges = {(a, b) for i, a in enumerate(nodes) for b in nodes[i + 1:] if rng.random() < p}
    if rng.random() < 0.7:
        edges |= set(zip(nodes, nodes[1:]))
    adj = {n: set() for n in nodes}
    for a, b in edges:
        adj[a].add(b)
        adj[b].add(a)
    coloured, initial = {}, []
    for n in rng.sample(nodes, rng.randint(1, min(3, len(nodes)))):
        free = [c for c in colours if all(coloured.get(m) != c for m in adj[n])]
        if free:
            coloured[n] = rng.choice(free)
            initial.append("%s: %s-%d" % (n, coloured[n], rng.choice((1, 2))))
    low = -5 if rng.random() < 0.2 else 0
    weights = []
    for _ in range(2):
        w = ["%s: %d" % (c, rng.randint(low, 20)) for c in colours]
        if rng.random() < 0.3:
            rng.shuffle(w)
        weights.append(", ".join(w))
    one_sided = rng.random() < 0.3
    graph = []
    for n in sorted(nodes, key=lambda _: rng.random()):
        nb = [m for m in sorted(adj[n], key=lambda _: rng.random()) if not one_sided or (n, m) in edges]
        if not nb and n not in coloured and rng.random() < 0.5:
            continue
        graph.append("%s: %s" % (n, ", ".join(nb)) if nb else rng.choice(("%s:", "%s: ")) % n)
    lines = [", ".join(colours), ", ".join(initial), str(rng.choice((0, 1, 2, 3, 3, 4)))] + weights + graph
    sep = "\r\n" if rng.random() < 0.1 else "\n"
    text = sep.join(lines) + (sep if rng.random() < 0.7 else "")
    if rng.random() < 0.1:
        text = text.replace(sep, " " + sep)
    bom = "\ufeff" if rng.random() < 0.05 else ""
    return initial, bom, text


mismatches = []
done = 0
# 60 maps hold every kind of input above; the benchmark makes the first count, 200.
MAPS = 200 if os.environ.get("QD_CLITEST_BIG") == "1" else 60
while done < MAPS:
    initial, bom, text = random_input()
    if not initial:
        continue
    done += 1
    path = tmpfile("random-%d.txt" % done, (bom + text).encode("utf-8"))
    expected = ref.trace(text)
    code, out, err = run("colorgame", path)
    if code != 0 or out != expected:
        mismatches.append("%s (exit %d) %s" % (path, code, err.strip()))
case("%d random maps agree with the reference" % MAPS, not mismatches,
     "%d differ:\n%s" % (len(mismatches), "\n".join(mismatches[:5])))

finish()
