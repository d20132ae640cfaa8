#!/usr/bin/python3
"""Writes tests/bayes/pgmpy-goldens.txt: posterior marginals of bnlearn networks
computed by pgmpy v0.1.23's VariableElimination, an engine independent of
Quandary's, for tests/bayes/test-cli-bayes.py.  Not run by the suite.

Run (pgmpy from its public source, Debian's numpy and scipy; research notes §2):
  git --git-dir=PGMPY.git archive v0.1.23 | tar -x -C /tmp/issue94/pgmpy-0.1.23   # b9e7b2f4
  git --git-dir=OPT_EINSUM.git archive v3.3.0 | tar -x -C /tmp/issue94/oe          # c826bb7d
  PYTHONPATH=/tmp/issue94/pgmpy-0.1.23:/tmp/issue94/oe /usr/bin/python3 \
      tests/bayes/gen-goldens-pgmpy.py > tests/bayes/pgmpy-goldens.txt

Each network is read from pgmpy's own copy (pgmpy/utils/example_models/NAME.bif.gz,
the file tests/bayes/data/NAME.bif holds decompressed).  Evidence is drawn from a
seeded forward sample of the network (so that it has non-zero probability): a
random number of variables, half of the queries observing leaves only (so that
pruning leaves most of the network); the query is another variable at random.
P(evidence) is pgmpy's joint marginal of the evidence variables at the observed
states (pgmpy's query prunes barren nodes, whose rows sum to 1 within 3e-7:
compare it relatively, within 1e-5).

Output lines (tab-separated): NETWORK, the query as `VAR | VAR=STATE, …` (the
queries-file syntax of `quandary-cli bayes --queries`), the posterior as
`STATE=P` pairs separated by blanks, and P(evidence)."""
import gzip
import os
import random
import sys

import numpy as np
from pgmpy.inference import VariableElimination
from pgmpy.readwrite import BIFReader

PGMPY = os.environ.get("QD_PGMPY_DIR", "/tmp/issue94/pgmpy-0.1.23")
NETWORKS = ["asia", "survey", "sachs", "child", "insurance", "alarm", "hailfinder", "hepar2", "win95pts", "andes"]
PER_NETWORK = 6


def load(name):
    path = os.path.join(PGMPY, "pgmpy", "utils", "example_models", name + ".bif.gz")
    text = gzip.open(path, "rt").read()
    return BIFReader(string=text, n_jobs=1).get_model()


def forward_sample(model, rng):
    """One full assignment {var: state name}, drawn parents first."""
    sample = {}
    done = set()
    order = list(model.nodes())
    while len(sample) < len(order):
        for v in order:
            if v in done or any(p not in done for p in model.get_parents(v)):
                continue
            cpd = model.get_cpds(v)
            values = cpd.values
            for p in cpd.variables[1:]:
                values = values.take(cpd.state_names[p].index(sample[p]), axis=1)
            weights = np.asarray(values, dtype=float)
            state = rng.choices(range(len(weights)), weights=weights)[0]
            sample[v] = cpd.state_names[v][state]
            done.add(v)
    return sample


def evidence_probability(ve, evidence):
    joint = ve.query(list(evidence), joint=True, show_progress=False)
    index = tuple(joint.state_names[v].index(evidence[v]) for v in joint.variables)
    return float(joint.values[index])


def queries(model, rng):
    names = sorted(model.nodes())
    leaves = [v for v in names if not list(model.get_children(v))]
    ve = VariableElimination(model)
    made = tries = 0
    while made < PER_NETWORK and tries < 400:
        tries += 1
        sample = forward_sample(model, rng)
        pool = leaves if made % 2 == 1 and len(leaves) >= 4 else names
        k = rng.randint(2, min(6, len(pool) - 1))
        observed = rng.sample(pool, k)
        query = rng.choice([v for v in names if v not in observed])
        evidence = {v: sample[v] for v in observed}
        answer = ve.query([query], evidence=evidence, show_progress=False)
        values = dict(zip(answer.state_names[query], answer.values))
        if max(values.values()) > 0.999:
            continue        # an answer that a CPT row or pruning gives away
        made += 1
        line = "%s | %s" % (query, ", ".join("%s=%s" % (v, evidence[v]) for v in observed))
        posterior = " ".join("%s=%.12f" % (s, values[s]) for s in answer.state_names[query])
        yield line, posterior, evidence_probability(ve, evidence)


def main():
    print("# Posterior marginals by pgmpy v0.1.23 VariableElimination (commit b9e7b2f4),")
    print("# written by tests/bayes/gen-goldens-pgmpy.py (seed 94); see its docstring.")
    print("# NETWORK\tQUERY | EVIDENCE\tSTATE=P …\tP(evidence)")
    for name in NETWORKS:
        rng = random.Random("94-" + name)
        model = load(name)
        for line, posterior, pe in queries(model, rng):
            print("%s\t%s\t%s\t%.12g" % (name, line, posterior, pe), flush=True)


if __name__ == "__main__":
    main()
