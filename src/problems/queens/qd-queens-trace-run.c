/* qd-queens-trace-run.c — a search on N queens by name, recorded step by step
 * (qd-queens-trace-run.h). */
#include "config.h"
#include "qd-queens-trace-run.h"

#include <glib/gi18n.h>
#include <math.h>

#include "qd-queens-file.h"
#include "qd-queens-search.h"

#define LIVE_EVERY 256

static const char *const algorithms[] = {
  "steepest", "sideways", "stochastic", "first-choice", "restart", "restart-sideways", "restart-stochastic",
  "restart-first-choice", "annealing", NULL
};

void
qd_queens_trace_run_options_init (QdQueensTraceRunOptions *o)
{
  *o = (QdQueensTraceRunOptions) { .algorithm = "steepest", .k = 4, .population = 4, .mutation = 0.1,
                                 .alpha = 0.995 };
}

const char *const *
qd_queens_trace_run_algorithms (void)
{
  return algorithms;
}

static const struct {
  const char *name, *label;
} labels[] = {
  { "steepest", N_("Steepest Ascent") },
  { "sideways", N_("Steepest Ascent with Sideways Moves") },
  { "stochastic", N_("Stochastic Hill Climbing") },
  { "first-choice", N_("First-Choice Hill Climbing") },
  { "restart", N_("Random Restarts: Steepest Ascent") },
  { "restart-sideways", N_("Random Restarts: Sideways Moves") },
  { "restart-stochastic", N_("Random Restarts: Stochastic") },
  { "restart-first-choice", N_("Random Restarts: First-Choice") },
  { "annealing", N_("Simulated Annealing") },
  { "beam", N_("Local Beam Search") },
  { "stochastic-beam", N_("Stochastic Beam Search") },
  { "genetic", N_("Genetic Algorithm") },
  { "min-conflicts", N_("Min-Conflicts") },
};

const char *
qd_queens_trace_run_algorithm_label (const char *algorithm)
{
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (g_strcmp0 (algorithm, labels[i].name) == 0)
      return _(labels[i].label);
  return algorithm;
}

gboolean
qd_queens_trace_run_scans_all (const char *algorithm)
{
  return g_str_has_prefix (algorithm, "restart") || g_strcmp0 (algorithm, "steepest") == 0
         || g_strcmp0 (algorithm, "sideways") == 0 || g_strcmp0 (algorithm, "stochastic") == 0
         || g_str_has_suffix (algorithm, "beam");
}

typedef struct {
  QdQueensTrace *trace;
  QdQueens *q;
  const QdQueensTraceRunOptions *o;
  guint64 steps;
} Listener;

static void
on_step (gpointer data, const QdLocalStep *step)
{
  Listener *l = data;

  if (step->kind == QD_LOCAL_STEP_RESTART)
    qd_queens_trace_restart (l->trace, l->q);
  else if (step->kind == QD_LOCAL_STEP_MOVE)
    qd_queens_trace_move (l->trace, l->q, (guint) (step->move / (l->q->n - 1)), step->n_ties,
                          step->temperature, step->probability);
  else
    return;
  l->steps++;
  if (l->o->progress != NULL)
    __atomic_store_n (l->o->progress, (gint64) l->steps, __ATOMIC_RELAXED);
  if (l->o->on_live != NULL && l->steps % LIVE_EVERY == 0)
    l->o->on_live (l->o->user_data, l->q, l->steps);
}

static gboolean
local_options (const QdQueensTraceRunOptions *o, QdLocalOptions *local, GError **error)
{
  qd_local_options_init (local);
  local->seed = o->seed;
  if (g_strcmp0 (o->algorithm, "annealing") == 0)
    {
      local->algorithm = QD_LOCAL_ANNEALING;
      local->use_goal = TRUE;
      local->goal = 0;
      qd_schedule_init (&local->schedule, QD_SCHEDULE_GEOMETRIC, o->t0 > 0 ? o->t0 : 2.0);
      local->schedule.alpha = o->alpha;
    }
  else if (!qd_queens_algorithm_options (o->algorithm, o->sideways, local))
    {
      g_set_error (error, QD_QUEENS_ERROR, 0, _("N queens: the algorithm “%s” is not available"), o->algorithm);
      return FALSE;
    }
  local->max_iterations = o->max_steps;
  local->deadline_us = o->deadline_us;
  local->stop = o->stop;
  return TRUE;
}

QdQueensTrace *
qd_queens_trace_run (QdQueens *q, const QdQueensTraceRunOptions *o, GError **error)
{
  Listener l = { NULL, q, o, 0 };
  QdLocalOptions local;
  QdLocalStats stats;
  QdLocalStatus status;
  gint64 start = g_get_monotonic_time ();

  if (!local_options (o, &local, error))
    return NULL;
  l.trace = qd_queens_trace_new (q, o->algorithm);
  local.on_step = on_step;
  local.user_data = &l;
  status = qd_local_search (qd_queens_neighbourhood (), q, &local, &stats);
  qd_queens_trace_finish (l.trace, q, status == QD_LOCAL_STOPPED, g_get_monotonic_time () - start);
  return l.trace;
}
