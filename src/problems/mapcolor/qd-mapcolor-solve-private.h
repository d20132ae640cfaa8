/* qd-mapcolor-solve-private.h — what best's files share: the run (options,
 * solution, deadline), its limits, the CSP model and one engine run.
 * Private to qd-mapcolor-solve.c and qd-mapcolor-hard.c. */
#pragma once

#include "qd-mapcolor-solve.h"

G_BEGIN_DECLS

typedef struct {
  const QdMapcolorSolveOptions *options;
  QdMapcolorSolution *solution;
  gint64 deadline_us;                 /* monotonic; 0: none */
  QdSearchTree *tree;                 /* the engine run's recorder (options->tree, bound), or NULL */
} QdMapcolorRun;

static inline gboolean
qd_mapcolor_run_stop_requested (const QdMapcolorRun *run)
{
  return run->options->stop != NULL && g_atomic_int_get (run->options->stop) != 0;
}

/* Stopped, or past the deadline: no phase or restart may begin. */
static inline gboolean
qd_mapcolor_run_out_of_time (const QdMapcolorRun *run)
{
  return qd_mapcolor_run_stop_requested (run) ||
         (run->deadline_us != 0 && g_get_monotonic_time () >= run->deadline_us);
}

/* The status of a run that did not finish: cancelled, or a limit. */
static inline QdMapcolorStatus
qd_mapcolor_run_unfinished (const QdMapcolorRun *run)
{
  return qd_mapcolor_run_stop_requested (run) ? QD_MAPCOLOR_STOPPED : QD_MAPCOLOR_CAPPED;
}

/* One engine run; `max_assignments` 0 is no limit.  Adds to the counts; on
 * success the colouring is in run->solution->colors. */
QdMapcolorStatus  qd_mapcolor_engine_run (QdMapcolorRun *run, const QdCsp *csp, const QdCspOptions *base,
                                          guint64 max_assignments);
/* Tells the listener that every region lost its colour (one phase gives
 * way to another). */
void              qd_mapcolor_run_tell_uncoloured (QdMapcolorRun *run, const QdMap *map);
/* The phases after the Kempe construction; `start` (nullable) is what it
 * coloured, tabu search's start. */
QdMapcolorStatus  qd_mapcolor_search_hard (QdMapcolorRun *run, const QdMap *map, const gint *start);
/* Between the clique bound and the searches of qd_mapcolor_search_hard:
 * the cliques of K regions (qd-mapcolor-cover.c) give `csp` a pigeonhole
 * propagator and, when they partition the regions, an exact-cover phase
 * runs.  TRUE when that decided the run (*status then says how). */
gboolean          qd_mapcolor_cover_phase (QdMapcolorRun *run, const QdMap *map, QdCsp *csp,
                                           QdMapcolorStatus *status);

/* The CNF of qd_map_to_dimacs(), clause by clause (qd-mapcolor-dimacs.c):
 * `func` gets each clause's DIMACS literals; `lits` is scratch of K. */
typedef void (*QdMapCnfFunc) (const gint64 *lits, guint n_lits, gpointer data);
guint64           qd_map_cnf_n_clauses (const QdMap *map, guint colors);
void              qd_map_cnf_foreach   (const QdMap *map, guint colors, gint64 *lits, QdMapCnfFunc func,
                                        gpointer data);
/* Algorithm sat (qd-mapcolor-sat.c): that CNF solved by core/qd-sat. */
QdMapcolorStatus  qd_mapcolor_solve_sat (QdMapcolorRun *run, const QdMap *map);

G_END_DECLS
