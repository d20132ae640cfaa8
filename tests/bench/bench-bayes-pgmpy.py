"""The pgmpy side of bench-bayes.py: reads NETWORK (BIF) once with pgmpy's
BIFReader, says how long that took (`load-ms T`), then answers the queries of
QUERIES (`VAR | VAR=STATE, …` a line, as `quandary-cli bayes --queries`
reads them) from the SKIP-th on with VariableElimination.query (pgmpy's
default: pruning, then opt_einsum's greedy contraction), one line each,
flushed at once: `I ms T STATE=P STATE=P …` (I 0-based), so that the caller
can stop a query that takes too long and start again after it.

Usage: /usr/bin/python3 bench-bayes-pgmpy.py NETWORK QUERIES [SKIP]
with pgmpy 0.1.23 and opt_einsum 3.3.0 on PYTHONPATH (bench-bayes.py sets it)."""
import sys
import time


def read_queries(path):
    queries = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            var, _, rest = line.partition("|")
            evidence = dict(pair.strip().split("=", 1) for pair in rest.split(",") if pair.strip())
            queries.append((var.strip(), {k.strip(): v.strip() for k, v in evidence.items()}))
    return queries


def main():
    network, queries_path = sys.argv[1:3]
    skip = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    from pgmpy.inference import VariableElimination
    from pgmpy.readwrite import BIFReader

    start = time.perf_counter()
    model = BIFReader(network, n_jobs=1).get_model()
    engine = VariableElimination(model)
    print("load-ms %.3f" % ((time.perf_counter() - start) * 1000), flush=True)
    for i, (var, evidence) in enumerate(read_queries(queries_path)):
        if i < skip:
            continue
        start = time.perf_counter()
        answer = engine.query([var], evidence=evidence, show_progress=False)
        ms = (time.perf_counter() - start) * 1000
        pairs = " ".join("%s=%.12g" % (s, p) for s, p in zip(answer.state_names[var], answer.values))
        print("%d ms %.3f %s" % (i, ms, pairs), flush=True)


if __name__ == "__main__":
    main()
