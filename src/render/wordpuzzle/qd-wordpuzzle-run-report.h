/* qd-wordpuzzle-run-report.h — the report of a word-puzzle run, the same
 * from the command line (`quandary-cli wordpuzzle --report`) and from the
 * tab (Report…): the puzzle drawn and its files, the settings and the model
 * (variables, domains, constraints, as the tab's Model export writes it),
 * every solution with the first one drawn, the statistics, the search
 * tree's overview where one was recorded, and the trace. */
#pragma once

#include "problems/wordpuzzle/qd-wordpuzzle-solve.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

typedef struct {
  const char *path;                           /* the puzzle's file as given; NULL: not saved */
  const char *words_path;                     /* the word list's file; NULL: typed in, not saved */
  const QdWordpuzzle *puzzle;
  QdWordpuzzleFormulation formulation;
  const QdWordpuzzleSolveOptions *options;    /* orders, inference, --first, seed */
  const QdWordpuzzleModel *model;             /* NULL: the puzzle cannot be modelled */
  const QdWordpuzzleResult *result;           /* NULL: not run (yet) */
  const QdSearchTree *tree;                   /* the run's recorded search tree, or NULL */
} QdWordpuzzleRun;

/* Adds the run's parts to `report` (made by the caller: the tab's
 * qd_page_report_new). */
void      qd_wordpuzzle_run_report_add (QdReport *report, const QdWordpuzzleRun *run);
/* A report titled by the problem and the puzzle file's name, with the
 * run's parts. */
QdReport *qd_wordpuzzle_run_report_new (const QdWordpuzzleRun *run, const QdPalette *palette);

G_END_DECLS
