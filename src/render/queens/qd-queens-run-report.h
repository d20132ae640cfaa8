/* qd-queens-run-report.h — the report and the GIF of a search on N queens
 * (`quandary-cli queens --report FILE --gif FILE` and the N-Queens tab):
 * the start board with each square's h (AIMA figure 4.3(a)), the
 * settings, the final board, h over the steps plotted with the restarts
 * marked, the steps as a table, and the counts; a GIF frame per step. */
#pragma once

#include "problems/queens/qd-queens-trace.h"
#include "render/qd-animation.h"
#include "render/qd-plot.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

typedef struct {
  const char *path;             /* the start's file as given, or NULL: not saved, or random */
  guint64 seed;                 /* the seed the run was asked for */
  /* More settings as key, value, key, value, …, NULL (the algorithm's
   * parameters), or NULL. */
  const char *const *settings;
  const QdQueensTrace *trace;   /* the run (its algorithm, steps and end), or NULL: none yet */
  const QdQueens *board;        /* without a run: the board, its only part */
} QdQueensReportRun;

/* The rows of the steps table a report shows (the rest counted). */
#define QD_QUEENS_REPORT_STEP_ROWS 500

/* The run's parts (INSTANCE, SETTINGS, RESULTS, STATISTICS) added to
 * report; without a trace, the board alone (INSTANCE). */
void         qd_queens_run_report_add (QdReport *report, const QdQueensReportRun *run);
/* A report titled by the file's base name (or "8 queens") with those parts. */
QdReport    *qd_queens_run_report_new (const QdQueensReportRun *run, const QdPalette *palette);
/* A frame per kept step: the board after it (the move just made marked),
 * h under it; the trace is copied. */
QdAnimation *qd_queens_animation_new  (const QdQueensTrace *trace);
/* What step k did: "Column c: to c5, h = 12", "A random restart, h = 9",
 * "Start, h = 17", "A new best state, h = 3". */
char        *qd_queens_step_text      (const QdQueensTrace *trace, guint k);
/* h over the run's steps into plot (its series replaced), from the start
 * to step `upto` (G_MAXUINT64: the end, the final h): sampled however long
 * the run (qd_queens_trace_samples), whole-number axes from h = 0, and the
 * random restarts marked if the run made any (and only then a key). */
void         qd_queens_plot_h         (QdPlot *plot, const QdQueensTrace *trace, guint64 upto);

G_END_DECLS
