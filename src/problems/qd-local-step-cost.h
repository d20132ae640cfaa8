/* qd-local-step-cost.h — what one step of a local search costs, said or
 * refused the same way for every problem (N queens, tours; issue 74).
 *
 * Steepest ascent (and its sideways and restart variants) and stochastic
 * hill climbing rate every move of the state at each step, local beam
 * search every move of its k states: on a large instance one step takes
 * seconds to hours (about 10 ns a move).  Past QD_LOCAL_MAX_STEP_MOVES a
 * run is refused before it starts; past QD_LOCAL_SLOW_STEP_MOVES its cost
 * is said first.  First-choice hill climbing, annealing and the genetic
 * algorithm draw their moves and take any size.
 *
 * A whole run is bounded too: first choice draws up to --tries moves a
 * step (4 × the moves, at most 10,000,000 by default) and min-conflicts
 * scores up to N rows a repair, and a climb takes about N steps; past
 * QD_LOCAL_SLOW_RUN_MOVES moves in all (about N × the step's, or
 * --max-steps × it when given) the run is said to take minutes or more
 * before it starts.  It is not refused: --max-steps and --tries bound it. */
#pragma once

#include "core/qd-local-variants.h"

G_BEGIN_DECLS

#define QD_LOCAL_MAX_STEP_MOVES G_GUINT64_CONSTANT (100000000)
#define QD_LOCAL_SLOW_STEP_MOVES G_GUINT64_CONSTANT (10000000)
#define QD_LOCAL_SLOW_RUN_MOVES G_GUINT64_CONSTANT (100000000000)

typedef struct {
  const char *algorithm;        /* the variant's phrase (qd_local_variant_phrase): "steepest ascent" */
  const char *formula;          /* the count's formula: "N × (N − 1)", "k × N × (N − 1) / 2" */
  guint64 moves;                /* its value: the moves one step examines (0: it draws moves) */
  guint n;                      /* N: the queens, the cities */
  guint k;                      /* the beam's width; 0: no beam */
  const QdLocalMenu *others;    /* the algorithms of the problem that take any size, said by
                                 * name: "…, annealing and genetic" (not translated) */
  /* The algorithms that draw their moves (moves 0): */
  const char *draw_formula;     /* the most one step draws or scores: "--tries", "N"; NULL: none */
  guint64 draws;                /* its value */
  guint64 max_steps;            /* the steps asked for; 0: about N (a climb) */
  const char *steps_option;     /* the option that asks for them: "--max-steps", "--iterations" */
  const char *draws_option;     /* the option that bounds draws: "--tries"; NULL: none */
} QdLocalStepCost;

/* The steps a run of the cost is taken to make: max_steps, or N. */
guint64     qd_local_step_cost_run_moves (const QdLocalStepCost *cost);
/* Over QD_LOCAL_MAX_STEP_MOVES: FALSE with an error (G_IO_ERROR_INVALID_ARGUMENT)
 * "steepest ascent examines N × (N − 1) = … moves per step (N = …): too
 * many, over the limit of 100000000 moves per step; … do not look at every
 * move"; TRUE otherwise. */
gboolean    qd_local_step_cost_check   (const QdLocalStepCost *cost, GError **error);
/* Over QD_LOCAL_SLOW_STEP_MOVES (and within the limit): the sentence that
 * says the cost, "steepest ascent examines … moves per step (N = …): about
 * 0.2 s per step, …", for stderr or a toast; or, when the run's draws
 * (draws × max_steps, or × N) pass QD_LOCAL_SLOW_RUN_MOVES, the sentence
 * "… hill climbing draws up to --tries = … moves per step …";
 * NULL otherwise. */
char       *qd_local_step_cost_warning (const QdLocalStepCost *cost);

G_END_DECLS
