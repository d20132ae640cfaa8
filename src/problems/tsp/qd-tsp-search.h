/* qd-tsp-search.h — hill climbing and simulated annealing on tours, through
 * the local-search engine (core/qd-local.h), with the run recorded for the
 * step list, the replay and the plot.
 *
 * Neighbourhoods: swap two cities (the statement's Succ(s): n(n−1)/2 tours)
 * or 2-opt (reverse the path between two cities: n(n−1)/2 moves as well,
 * one of which, reversing the whole tour, changes nothing).  The tour
 * length is minimised.
 */
#pragma once

#include "core/qd-local.h"
#include "qd-tsp.h"

G_BEGIN_DECLS

typedef enum {
  QD_TSP_SWAP,
  QD_TSP_TWO_OPT,
} QdTspMoves;

const char *qd_tsp_moves_to_string   (QdTspMoves moves);   /* "swap", "2opt" */
gboolean    qd_tsp_moves_from_string (const char *text, QdTspMoves *moves);

/* Neighbours of a tour of n cities: n(n−1)/2 for both. */
guint64     qd_tsp_n_neighbours (guint n);
/* Move m (0 <= m < n(n−1)/2) as the two positions i < j it acts on. */
void        qd_tsp_move_positions (guint64 m, guint *i, guint *j);
/* The change of the tour's length if the move at positions i < j were made. */
double      qd_tsp_move_delta (const QdTsp *tsp, QdTspMoves moves, const guint *tour, guint i, guint j);
void        qd_tsp_move_apply (QdTspMoves moves, guint n, guint *tour, guint i, guint j);

typedef struct _QdTspStep {
  guint64 index;                 /* 0 for the start */
  guint64 iteration;
  QdLocalStepKind kind;
  guint i, j;                    /* MOVE: positions; RESTART: i = index of its tour in `restarts` */
  guint a, b;                    /* MOVE: the cities at i and j before it */
  guint ties;
  double length, temperature, probability;
} QdTspStep;

/* Annealing: a move drawn that would make the tour longer, taken or
 * refused (the statement's acceptance probabilities). */
typedef struct {
  guint after;                   /* the recorded step whose tour it was drawn from */
  guint i, j;                    /* the positions it acts on */
  guint a, b;                    /* the cities at i and j */
  double length;                 /* the tour's length before it */
  double delta, temperature;
  double probability;            /* e^(−delta/T) */
  double draw;                   /* the random number: taken when draw < probability */
  gboolean taken;
} QdTspProposal;

/* The longer moves the tab records for practice: one more than it asks
 * about (QD_TSP_PRACTICE_MAX_MOVES), to know whether there were more. */
#define QD_TSP_RECORDED_PROPOSALS 1001

/* The steps the tab records for its replay, and the command line for a
 * report and an animation (max_steps). */
#define QD_TSP_RECORDED_STEPS 100000

typedef struct {
  QdLocalOptions local;          /* algorithm, seed, restarts, schedule, limits, stop */
  QdTspMoves moves;
  guint max_steps;               /* steps recorded (0: none); later ones are only counted */
  guint max_proposals;           /* annealing: longer moves recorded while their step is (0: none) */
  /* Optional: every step as it happens, with the tour after it. */
  void (*on_step) (gpointer user_data, const QdTsp *tsp, const QdTspStep *step, const guint *tour);
  gpointer user_data;
} QdTspSearchOptions;

typedef struct {
  guint64 iteration;
  double length, temperature;
} QdTspSample;

#define QD_TSP_MAX_SAMPLES 4096

typedef struct {
  guint n;
  QdTspMoves moves;
  QdLocalAlgorithm algorithm;
  QdSchedule schedule;           /* as run: t0 and t_min resolved */
  guint *start;
  guint *tour;                   /* the best tour found */
  guint *last;                   /* where the search ended */
  double start_length, length;   /* length: of `tour` */
  GArray *steps;                 /* QdTspStep: the first max_steps steps */
  GArray *restarts;              /* guint: n per restart recorded */
  GArray *proposals;             /* QdTspProposal: the first max_proposals */
  GArray *samples;               /* QdTspSample: length and T over iterations, thinned out */
  guint64 n_steps;               /* steps made, the start included */
  QdLocalStatus status;
  QdLocalStats stats;
} QdTspRun;

void        qd_tsp_search_options_init (QdTspSearchOptions *options);
/* A schedule's t0 of NAN (or <= 0 but for a constant schedule) means the
 * start tour's mean edge length; t_min NAN means t0/1000. */
QdTspRun   *qd_tsp_search (const QdTsp *tsp, const guint *start, const QdTspSearchOptions *options);
void        qd_tsp_run_free (QdTspRun *run);
QdTspRun   *qd_tsp_run_copy (const QdTspRun *run);

/* The tour after step `step` (< steps->len), replayed from `from_step`
 * whose tour `tour` holds (from_step <= step), or from the start when
 * from_step is G_MAXUINT. */
void        qd_tsp_run_replay (const QdTspRun *run, guint from_step, guint step, guint *tour);

/* One line of the step list (no newline); the tour after it when given. */
char       *qd_tsp_step_format (const QdTsp *tsp, const QdTspRun *run, const QdTspStep *step, const guint *tour);
/* The whole recorded step list, each with its tour, then `tour …` and
 * `length L` (data/FORMATS.md). */
char       *qd_tsp_run_format (const QdTsp *tsp, const QdTspRun *run);
/* The same with step lines up to about `max_bytes`: the steps after them
 * are counted on a line `… N more steps`. */
char       *qd_tsp_run_format_capped (const QdTsp *tsp, const QdTspRun *run, gsize max_bytes);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTspRun, qd_tsp_run_free)

G_END_DECLS
