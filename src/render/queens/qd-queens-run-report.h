/* qd-queens-run-report.h — the report and the GIF of a hill climb on N
 * queens (`quandary-cli queens --report FILE --gif FILE` and the N-Queens
 * tab): the start board with each square's h (AIMA figure 4.3(a)), the
 * settings, the final board, h over the steps plotted with the restarts
 * marked, the steps as a table, and the counts. */
#pragma once

#include "problems/queens/qd-queens-record.h"
#include "render/qd-animation.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

typedef struct {
  const char *path;             /* the start's file as given, or NULL: random */
  const char *algorithm;        /* the name run (qd_queens_algorithm_names) */
  guint64 seed;                 /* the seed the run was asked for */
  const QdLocalOptions *options; /* as run: sideways, restarts */
  const QdQueensRecord *record; /* the steps */
  const QdQueens *final;        /* where it ended */
  QdLocalStatus status;
  const QdLocalStats *stats;
} QdQueensReportRun;

/* The rows of the steps table a report shows (the rest counted). */
#define QD_QUEENS_REPORT_STEP_ROWS 500

QdReport    *qd_queens_run_report_new (const QdQueensReportRun *run, const QdPalette *palette);
/* A frame per recorded step: the board after it (the queen moved in the
 * accent colour, where it came from ringed), h and the move under it;
 * NULL (and an error) for a board of more than QD_QUEENS_DRAW_MAX queens.
 * The record is copied. */
QdAnimation *qd_queens_animation_new  (const QdQueensRecord *record, GError **error);
/* "Column c: to c5, h = 12", "A random restart, h = 9", "Start, h = 17". */
char        *qd_queens_step_text      (const QdQueensRecord *record, guint k);

G_END_DECLS
