/* qd-queens-trace-run.h — one search on N queens by name, recorded into a
 * QdQueensTrace (qd-queens-trace.h) for the tab's Step and replay. */
#pragma once

#include "qd-queens-trace.h"

G_BEGIN_DECLS

typedef struct {
  const char *algorithm;        /* a name of qd_queens_algorithms (qd-queens-search.h) */
  guint64 seed;
  guint sideways;               /* 0: the algorithm's default */
  guint64 max_steps;            /* 0: the algorithm's default */
  double t0, alpha;             /* annealing, geometric schedule; t0 <= 0: the default */
  guint k;                      /* beam searches: states kept; 0: the default */
  guint population;             /* genetic algorithm; 0: the default */
  double mutation;              /* genetic algorithm: per child, 0..1; < 0: the default */
  gboolean roulette;            /* genetic algorithm: fitness-proportional selection, else tournament */
  const gint *stop;             /* non-zero stops (read atomically) */
  gint64 deadline_us;           /* 0: none */
  gint64 *progress;             /* optional: steps so far */
  /* Optional: now and then, the state as it is (for a live view); q is the
   * searcher's, to copy, not to keep. */
  void (*on_live) (gpointer user_data, const QdQueens *q, guint64 steps);
  gpointer user_data;
} QdQueensTraceRunOptions;

void           qd_queens_trace_run_options_init (QdQueensTraceRunOptions *o);
/* Runs from q's state (q ends where the search ended) and records every
 * step; NULL and an error for a name the build does not run. */
/* qd_queens_run_size_check and qd_queens_step_cost_text for these
 * options: the run refused on n queens (a step of over 10^8 moves, a beam
 * or a population over 512 MiB), or the sentence saying a slow step. */
gboolean       qd_queens_trace_run_size_check (const QdQueensTraceRunOptions *o, guint n, const char *option_k,
                                               const char *option_population, GError **error);
char          *qd_queens_trace_run_step_cost_text (const QdQueensTraceRunOptions *o, guint n);
QdQueensTrace *qd_queens_trace_run (QdQueens *q, const QdQueensTraceRunOptions *o, GError **error);

G_END_DECLS
