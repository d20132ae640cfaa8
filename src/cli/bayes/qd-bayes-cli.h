/* qd-bayes-cli.h — `quandary-cli bayes NETWORK`: a query answered
 * (qd-bayes-cli-ask.c: the posterior, VE's steps, enumeration's tree, a
 * file of queries), the network's other questions (qd-bayes-cli-more.c:
 * d-separation, every marginal, the best decision and the value of
 * information) and a student's probabilities checked
 * (qd-bayes-cli-check.c).  docs/contracts.md, "Bayesian networks", is the
 * contract. */
#pragma once

#include <glib.h>
#include <stdio.h>

#include "cli/qd-cli.h"
#include "cli/qd-cli-report.h"
#include "core/qd-check.h"
#include "problems/bayes/qd-bayes.h"

G_BEGIN_DECLS

/* Numbers of the outputs written as the C locale writes them, whatever the
 * locale (g_ascii_formatd into BUFFER, an array of QD_BAYES_CLI_NUMBER
 * chars; FORMAT one %e, %f or %g conversion). */
#define QD_BAYES_CLI_NUMBER 64
#define QD_BAYES_CLI_FORMAT(buffer, format, value) g_ascii_formatd ((buffer), QD_BAYES_CLI_NUMBER, (format), (value))

/* A student's probability is right within this much of the exact one. */
#define QD_BAYES_CLI_CHECK_TOLERANCE 0.005

/* The network as the command read it, and how it answers. */
typedef struct {
  QdBayesNet *net;
  const char *path;             /* NETWORK, for messages */
  QdBayesAskOptions ask;        /* algorithm, order, samples, seed, burn-in, max entries, stop */
  gboolean steps;               /* VE's steps or enumeration's tree, before the answer */
} QdBayesCliRun;

/* --- pictures and reports (qd-bayes-cli-draw.c) --- */

/* What a picture or report shows beside the network. */
typedef struct {
  gint query;                   /* the query node (marked), -1: none */
  const gint *evidence;         /* n_nodes, -1 unobserved; NULL: none */
  gboolean decide;              /* the report's decision part */
  /* --dsep: the result and X, Y, Z (n_nodes flags), drawn instead of the marginals */
  const QdBeliefSeparation *separation;
  const gboolean *x, *y, *z;
} QdBayesCliPicture;

/* --png, --svg, --pdf: the network laid out when it has no positions, its
 * marginals given the evidence (junction tree, when small enough), and
 * the d-separation overlay; FALSE (said) when one could not be written. */
gboolean qd_bayes_cli_write_pictures (const QdCliPictures *pictures, const QdBayesCliRun *run,
                                      const QdBayesCliPicture *what);
/* --report, --report-bundle (render/bayes's report of the run) and --gif (a
 * sampler converging, or VE's steps); FALSE (said) when one could not be
 * made or written. */
gboolean qd_bayes_cli_finish_report (QdCliReport *report, const QdBayesCliRun *run, const QdBayesCliPicture *what);

/* --- one query (qd-bayes-cli-ask.c) --- */

/* Answers P(QUERY | EVIDENCE) into ANSWER (cleared by the caller), VE's
 * steps or enumeration's tree appended to STEPS when the run asks for
 * them (STEPS may be NULL): FALSE with ERROR (impossible evidence, a
 * factor too big, an answer not a number), prefixed with nothing. */
gboolean qd_bayes_cli_answer (QdBayesCliRun *run, guint query, const gint *evidence, GString *steps,
                              QdBayesAnswer *answer, GError **error);
/* The answer's lines: `STATE PROBABILITY` (%.10f) per state of QUERY, then
 * `P(evidence) X` (%.10g) for an exact algorithm, or `samples N kept K
 * effective E` for a sampler. */
void     qd_bayes_cli_format_answer (GString *out, const QdBayesCliRun *run, guint query,
                                     const QdBayesAnswer *answer);
/* --queries FILE: every line read and checked first (a bad one:
 * "FILE: line L: …", exit 1, nothing answered), then one block per query,
 * headed by its line, separated by blank lines.  A query that cannot be
 * answered (impossible evidence, too big) prints `error: …` in its block
 * and "FILE: line L: …" on stderr, and the exit status is 1.  STATS: the
 * time each answer took on stderr (`query I time-ms T`, I from 0), then
 * all of them (`queries N time-ms T`). */
int      qd_bayes_cli_queries (QdBayesCliRun *run, const char *file, gboolean stats);

/* --- the other questions (qd-bayes-cli-more.c) --- */

/* --dsep X Y [--given Z]: `dependent` and `trail: A -> B <- C`, or
 * `independent` and `blocked at: …`; then `reachable: …`.  X, Y and Z are
 * comma-separated names; PICTURES drawn with the trails. */
int      qd_bayes_cli_dsep (QdBayesCliRun *run, const char *x, const char *y, const char *given,
                            const QdCliPictures *pictures);
/* --all-marginals: `NODE STATE PROBABILITY` for every state of every chance
 * and decision node (junction tree), then `P(evidence) X`. */
int      qd_bayes_cli_all_marginals (QdBayesCliRun *run, const gint *evidence);
/* --decide: the decision's policy and expected utilities per observation,
 * then `MEU X`. */
int      qd_bayes_cli_decide (QdBayesCliRun *run, const gint *evidence);
/* --vpi VAR: `VPI(VAR) X`. */
int      qd_bayes_cli_vpi (QdBayesCliRun *run, const gint *evidence, const char *var);
/* Node names separated by commas into FLAGS (n_nodes): FALSE with ERROR
 * naming an unknown one. */
gboolean qd_bayes_cli_parse_nodes (const QdBayesNet *net, const char *text, gboolean *flags, GError **error);

/* --- checking (qd-bayes-cli-check.c) --- */

/* The right posterior of a query, against which answers are checked. */
typedef struct {
  const QdBayesNet *net;
  guint query;
  const double *posterior;
} QdBayesCliCheck;

/* An answer is a probability (of the query's first state), `STATE=P, …`
 * (any of the states), or the command's own lines `STATE P` (a
 * `P(evidence)` or `samples` line is skipped): each probability given must
 * be within QD_BAYES_CLI_CHECK_TOLERANCE of the exact one. */
QdCheckResult *qd_bayes_cli_check_answer (const QdBayesCliCheck *check, const char *answer, gsize length,
                                          gboolean strict);

G_END_DECLS
