/* qd-bayes-run-report.h — the report (PDF) of a question asked of a
 * Bayesian network: `quandary-cli bayes NETWORK --query X … --report FILE`
 * and the tab's Report… alike.  It holds the network (its file, its counts,
 * its picture with the evidence and the posteriors), the question (query,
 * evidence, algorithm and order), the answer (the posterior table, P(e),
 * the largest factor), variable elimination's steps (a table: the variable
 * summed out, the factors joined, the new factor's scope and size; and the
 * factor-size chart), and for a sampler the convergence plot beside the
 * exact answer; for a decision network, the policy, the expected utilities
 * and the MEU. */
#pragma once

#include "problems/bayes/qd-bayes.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

typedef struct {
  QdBayesNet *net;              /* laid out here when it has no positions (a copy) */
  const char *path;             /* the network's file, or NULL (not saved) */
  gint query;                   /* the query node, -1: none (the network and its marginals only) */
  const gint *evidence;         /* n_nodes, -1 unobserved; NULL: none */
  const QdBayesAskOptions *ask; /* the algorithm and its settings; NULL: the defaults (VE) */
  gboolean decide;              /* a decision network: add the decision's part */
  const char *const *argv;      /* the command that reproduces it (argv[0] "quandary-cli"), or NULL */
} QdBayesRun;

/* Fills the report's parts from RUN (the tab's report, titled already):
 * the answers are computed here (the query by RUN's algorithm, its VE steps
 * by variable elimination with RUN's order, the marginals of the picture by
 * the junction tree when the network allows it). */
void      qd_bayes_run_report_add (QdReport *report, const QdBayesRun *run);
/* A report of the bayes problem titled by the network's file (or name). */
QdReport *qd_bayes_run_report_new (const QdBayesRun *run, const QdPalette *palette);

G_END_DECLS
