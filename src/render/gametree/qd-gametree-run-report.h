/* qd-gametree-run-report.h — the report of a minimax or alpha-beta run on
 * an explicit game tree: the same for `quandary-cli gametree --report` and
 * the game-tree tab. */
#pragma once

#include "problems/qd-tree-search.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

typedef struct {
  const char *path;                  /* the tree's file as given; NULL: not saved */
  const QdGameTree *tree;
  QdGameSearchAlgorithm algorithm;
  const QdTreeAnalysis *analysis;    /* the finished search by `algorithm`, or NULL: not run yet */
} QdGametreeRun;

/* The run's parts: the tree drawn (INSTANCE), the algorithm (SETTINGS), the
 * value, the best move, the tree with its values and the node table
 * (RESULTS), the counts (STATISTICS) and the search step by step in the
 * format of --steps (TRACE); the first two only before a run. */
void      qd_gametree_run_report_add (QdReport *report, const QdGametreeRun *run);
/* A report titled by the problem and the file's base name, with those
 * parts. */
QdReport *qd_gametree_run_report_new (const QdGametreeRun *run, const QdPalette *palette);

G_END_DECLS
