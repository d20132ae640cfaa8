#!/usr/bin/env python3
"""The peer of bench-hidden (issue 95): pomegranate's forward_backward
(Debian's python3-pomegranate, 0.14) on the model and observations that
bench-hidden wrote, as a course would call it: the model from its matrices
(HiddenMarkovModel.from_matrix, one DiscreteDistribution per state, the
starts P(X_1), no end state), then forward_backward on the sequence.

    bench-hidden-pomegranate.py DIR N M T

Prints "seconds S" (forward_backward alone), "log-likelihood L"
(log_probability of the sequence) and "head D" / "tail D": the largest
difference between pomegranate's posteriors and bench-hidden's on the first
and last 1,000 steps (ours-head.f64, ours-tail.f64); then Viterbi's time, the best path's log
P(path, sequence), and at how many steps its path differs from ours-path.u32."""
import os
import sys
import time

try:
    import numpy as np
    from pomegranate import DiscreteDistribution, HiddenMarkovModel
except ImportError:
    print("not installed (apt-get install python3-pomegranate)")
    sys.exit(0)

EDGE = 1000


def main(argv):
    folder, n, m, steps = argv[1], int(argv[2]), int(argv[3]), int(argv[4])
    read = lambda name, kind: np.fromfile(os.path.join(folder, name), dtype=kind)
    prior = read("prior.f64", np.float64)
    transition = read("transition.f64", np.float64).reshape(n, n)
    sensor = read("sensor.f64", np.float64).reshape(n, m)
    evidence = read("evidence.u32", np.uint32).astype(np.int64)
    ours_head = read("ours-head.f64", np.float64).reshape(EDGE, n)
    ours_tail = read("ours-tail.f64", np.float64).reshape(EDGE, n)
    distributions = [DiscreteDistribution({k: float(sensor[i, k]) for k in range(m)}) for i in range(n)]
    # Names that sort as the states are numbered: pomegranate orders its states by name.
    model = HiddenMarkovModel.from_matrix(transition, distributions, prior,
                                          state_names=["s%07d" % i for i in range(n)])
    sequence = list(evidence)
    start = time.perf_counter()
    _, emissions = model.forward_backward(sequence)
    seconds = time.perf_counter() - start
    posterior = np.exp(emissions)
    print("seconds %.6f" % seconds)
    print("log-likelihood %.17g" % model.log_probability(sequence))
    print("head %.3g" % np.abs(posterior[:EDGE] - ours_head).max())
    print("tail %.3g" % np.abs(posterior[-EDGE:] - ours_tail).max())
    ours_path = read("ours-path.u32", np.uint32)
    start = time.perf_counter()
    log_probability, path = model.viterbi(sequence)
    print("viterbi-seconds %.6f" % (time.perf_counter() - start))
    print("viterbi-log-probability %.17g" % log_probability)
    # The path holds the silent start state first; each state's name is its number.
    theirs = np.array([int(state.name[1:]) for _, state in path if state.name.startswith("s")], dtype=np.int64)
    print("path-differs %d" % int((theirs != ours_path).sum()) if len(theirs) == steps else "path-differs nan")


if __name__ == "__main__":
    main(sys.argv)
