/* qd-colorgame-run-report.h — the report of an alpha-beta search of the
 * map-colouring game: the same for `quandary-cli colorgame --report` and
 * the colouring game tab's last computer move. */
#pragma once

#include "problems/colorgame/qd-colorgame-trace.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

typedef struct {
  const char *path;                          /* the input as given; NULL: not saved */
  const QdColorgame *game;                   /* the position searched */
  const QdColorgameSearchOptions *search;    /* to_move, depth, arc_consistency, max_nodes */
  const QdColorgameAnalysis *analysis;       /* NULL: not searched yet */
  const char *output;                        /* the exact output to show among the results, or NULL (the
                                              * command's stdout, which its report shows already) */
  const QdSearchTree *tree;                  /* the tree searched, or NULL */
} QdColorgameRun;

/* The run's parts: the map with its start position, the colours and the
 * weights (INSTANCE), the depth, arc consistency, the node limit and who
 * moves (SETTINGS), the best move and its value, the map after it and the
 * exact output (RESULTS), the counts (STATISTICS) and the analysis tree
 * (SEARCH_TREE); the first two only before a search. */
void      qd_colorgame_run_report_add (QdReport *report, const QdColorgameRun *run);
/* A report titled by the problem and the input's base name, with those
 * parts. */
QdReport *qd_colorgame_run_report_new (const QdColorgameRun *run, const QdPalette *palette);

G_END_DECLS
