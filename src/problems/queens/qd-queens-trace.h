/* qd-queens-trace.h — one search on N queens recorded step by step, for the
 * tab's Step, replay and plot: each move (which queen, from which row to
 * which, h before and after), each restart and each new population's best
 * (a whole state, kept), and for the genetic algorithm its generations as
 * AIMA figure 4.6 draws them.  The searches are the problem layer's, by
 * name (qd-queens-search.h); this file only listens to them. */
#pragma once

#include "qd-queens.h"

G_BEGIN_DECLS

/* The steps a trace keeps (a longer run keeps its first ones and its end). */
#define QD_QUEENS_TRACE_MAX_STEPS 200000
/* The samples of h over the whole run a trace keeps, however long the run. */
#define QD_QUEENS_TRACE_MAX_SAMPLES 4096
/* The rows a trace keeps in whole states (restarts, populations): 16 M. */
#define QD_QUEENS_TRACE_MAX_SNAPSHOT_ROWS (16u << 20)
/* The largest board whose final state's successors are all looked at
 * (best_next_h): about as many moves as a step of steepest ascent there. */
#define QD_QUEENS_TRACE_SCAN_MAX_N 1000
/* Generations kept for the population view, and their size. */
#define QD_QUEENS_TRACE_MAX_GENERATIONS 1000
#define QD_QUEENS_TRACE_MAX_GENERATION_GENES 4096

typedef enum {
  QD_QUEENS_TRACE_START,         /* the start state */
  QD_QUEENS_TRACE_MOVE,          /* one queen moved within its column */
  QD_QUEENS_TRACE_RESTART,       /* a random state in place of the last */
  QD_QUEENS_TRACE_STATE,         /* a new population's best state (beam, genetic) */
} QdQueensTraceStepKind;

typedef struct {
  QdQueensTraceStepKind kind;
  guint col, from, to;          /* MOVE */
  guint64 h_before, h;          /* h before the step and after it */
  guint n_ties;                 /* steepest ascent: the best moves it drew among */
  double temperature;           /* annealing: T; else NAN */
  double probability;           /* annealing: the chance the move had (1: no worse) */
  gint snapshot;                /* START, RESTART, STATE: index of the whole state; -1: not kept */
} QdQueensTraceStep;

/* h over the whole run, for its plot: sample i stands for the steps from
 * its own to the next sample's, each `sample_stride` steps (1 until the
 * samples fill up; then each two merge into one and the stride doubles),
 * with the first restart among those steps, if any. */
typedef struct {
  guint64 step, h;              /* h after step `step` (0: the start) */
  guint64 restart_step;         /* the first restart among its steps (0: none) … */
  guint64 restart_h;            /* … and h after it */
} QdQueensTraceSample;

/* One generation of the genetic algorithm (AIMA figure 4.6): `size`
 * individuals of `n` genes (each column's row), their fitness (the
 * non-attacking pairs) and share of the selection, then the children: the
 * parents, the crossover point (the first `cut` genes from parent a), the
 * mutated gene (-1: none, its row before in mutated_from) and the child. */
typedef struct {
  guint64 number;               /* 0: the first population */
  guint size, n;
  guint *genes;                 /* size × n */
  double *fitness, *share;      /* size each; share sums to 1 */
  guint *parent_a, *parent_b, *cut;
  gint *mutated;
  guint *mutated_from;
  guint *children;              /* size × n, after mutation */
} QdQueensGeneration;

QdQueensGeneration *qd_queens_generation_new  (guint size, guint n);
void                qd_queens_generation_free (QdQueensGeneration *g);

typedef struct {
  char *algorithm;
  guint n;
  guint *start;                 /* n rows */
  GArray *steps;                /* QdQueensTraceStep; steps[0] is the start */
  GPtrArray *snapshots;         /* guint[n] each */
  GPtrArray *generations;       /* QdQueensGeneration (genetic only) */
  GArray *samples;              /* QdQueensTraceSample: every step's h while they fit, then merged */
  guint64 sample_stride;
  guint64 n_steps;              /* every step, kept or not */
  guint64 restarts;
  gboolean truncated;           /* steps beyond QD_QUEENS_TRACE_MAX_STEPS were not kept */
  gboolean solved, stopped;
  guint *final;                 /* n rows: where the search ended */
  guint64 final_h;
  /* A hill climb that ended unsolved on a board of at most
   * QD_QUEENS_TRACE_SCAN_MAX_N queens: the lowest h of the final state's
   * successors (above final_h: a local minimum; equal: a plateau; below:
   * the step limit came first); else G_MAXUINT64. */
  guint64 best_next_h;
  gint64 time_us;
  /* Private: the rows as the steps leave them (moves' `from`). */
  guint *shadow;
  guint64 snapshot_rows;
} QdQueensTrace;

/* A trace beginning at q's state (copied). */
QdQueensTrace *qd_queens_trace_new       (const QdQueens *q, const char *algorithm);
void           qd_queens_trace_free      (QdQueensTrace *trace);
/* What a search tells, in order: each restart (q: where it landed), each
 * queen moved (from row `from` to `to`, h after it; min-conflicts may leave
 * it where it was), each state wholly replaced (beam, genetic: the best,
 * `q`).  None allocates once the limits are reached. */
void           qd_queens_trace_restart   (QdQueensTrace *trace, const QdQueens *q);
void           qd_queens_trace_move      (QdQueensTrace *trace, guint col, guint from, guint to, guint64 h,
                                          guint n_ties, double temperature, double probability);
void           qd_queens_trace_state     (QdQueensTrace *trace, const QdQueens *q);
/* Keeps a copy of a generation (up to the limits). */
void           qd_queens_trace_generation (QdQueensTrace *trace, const QdQueensGeneration *g);
/* The end: q's state, whether it is solved and whether the search was stopped. */
void           qd_queens_trace_finish    (QdQueensTrace *trace, const QdQueens *q, gboolean stopped, gint64 time_us);
/* The state after kept step `step` (clamped) into q (its n must be the
 * trace's); FALSE when a whole state on the way was not kept. */
gboolean       qd_queens_trace_replay    (const QdQueensTrace *trace, guint step, QdQueens *q);
/* The steps kept, and the index of the last generation at or before step
 * `step` (-1: none). */
guint          qd_queens_trace_n_kept    (const QdQueensTrace *trace);
/* The samples of h (QdQueensTraceSample) from the start to step `upto`
 * (G_MAXUINT64: the end) into `out`: those at or before it, then the step
 * itself (its h exact when it is a kept step) and at the end the last step
 * with the final h, so the line reaches them. */
void           qd_queens_trace_samples   (const QdQueensTrace *trace, guint64 upto, GArray *out);
gint           qd_queens_trace_generation_at (const QdQueensTrace *trace, guint step);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdQueensTrace, qd_queens_trace_free)

G_END_DECLS
