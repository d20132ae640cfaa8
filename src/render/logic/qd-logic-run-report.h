/* qd-logic-run-report.h — the report (PDF) of a knowledge base asked its
 * queries: `quandary-cli logic FILE … --report OUT.pdf` and the Logic tab's
 * Report… alike.
 *
 * The knowledge base (its sentences named R1, R2, …, its queries), each
 * sentence's conversion to CNF step by step (§7.5.2), then for each query
 * the verdict by the chosen algorithm, its figures, the proof drawn as the
 * tab draws it (render/logic/qd-logic-render-proof.h, every algorithm's) and
 * the trace's first lines; a first-order KB's clauses numbered; on a DIMACS
 * formula its size and the solver's answer; the times; the command that
 * does it again. */
#pragma once

#include "problems/logic/qd-logic-ask.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* Sentences whose CNF steps a report draws, at most (a longer KB: the
 * first ones, and a sentence saying how many are left out). */
#define QD_LOGIC_RUN_REPORT_MAX_CNF 12

typedef struct {
  QdLogicDoc *doc;               /* asked here: nodes are added to its QdProp */
  const char *path;              /* its file, or NULL (not saved) */
  /* The queries (NULL-terminated; NULL: the document's `ask:` lines, or
   * satisfiability when it has none). */
  const char *const *queries;
  QdLogicAlgorithm algorithm;
  const QdLogicAskOptions *options;   /* NULL: the defaults */
} QdLogicRun;

/* The queries a run asks (to free with g_ptr_array_unref; NULL items for
 * satisfiability). */
GPtrArray *qd_logic_run_queries    (const QdLogicRun *run);
/* Fills the report's parts from RUN (the tab's report, titled already). */
void       qd_logic_run_report_add (QdReport *report, const QdLogicRun *run);
/* A report of the logic problem titled by the document's file (or title). */
QdReport  *qd_logic_run_report_new (const QdLogicRun *run, const QdPalette *palette);

G_END_DECLS
