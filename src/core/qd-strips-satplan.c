/* qd-strips-satplan.c — SATPLAN's loop (AIMA fig. 7.22): for each horizon
 * its formula encoded (qd-strips-satplan-encode.c), given to a new CDCL
 * solver, and on the first model the plan read from its true actions. */
#include "config.h"
#include "qd-strips-satplan-private.h"

#include <string.h>

void
qd_satplan_options_init (QdSatplanOptions *options)
{
  memset (options, 0, sizeof *options);
  options->max_horizon = QD_SATPLAN_DEFAULT_MAX_HORIZON;
  options->at_most_one = QD_SATPLAN_COUNTER;
  options->mutexes = TRUE;
}

const char *
qd_satplan_result_word (QdSatResult result)
{
  switch (result)
    {
    case QD_SAT_SAT:
      return "sat";
    case QD_SAT_UNSAT:
      return "unsat";
    case QD_SAT_BUDGET:
      return "too-big";
    case QD_SAT_STOPPED:
    default:
      return "stopped";
    }
}

/* The solver with the formula's clauses; NULL when one is empty or units
 * contradict (the formula is unsatisfiable without a search). */
static QdSat *
load (const QdSatplanCnf *cnf)
{
  QdSat *sat = qd_sat_new (cnf->n_vars);
  const guint *lits = (const guint *) cnf->lits->data, *starts = (const guint *) cnf->starts->data;

  /* An empty clause (a goal fact with no variable) may come when no
   * literal was kept yet: then `lits` is NULL, never offset. */
  for (guint i = 0; i + 1 < cnf->starts->len; i++)
    if (!qd_sat_add_clause (sat, starts[i + 1] > starts[i] ? lits + starts[i] : NULL, starts[i + 1] - starts[i]))
      {
        qd_sat_free (sat);
        return NULL;
      }
  return sat;
}

/* The plan: the actions true at each step (one in the sequential
 * encoding), in the operators' order. */
static void
read_plan (const QdSatplanCnf *cnf, const QdStrips *strips, const QdSat *sat, GArray *ops)
{
  for (guint t = 0; t < cnf->horizon; t++)
    for (guint o = 0; o < strips->n_ops; o++)
      {
        guint var = cnf->action[(gsize) t * strips->n_ops + o];

        if (var != SATPLAN_NEVER && qd_sat_model_value (sat, var))
          g_array_append_val (ops, o);
      }
}

/* One horizon encoded and solved; its record appended to the result. */
static QdSatResult
solve_horizon (QdSatplanTask *task, guint horizon, const QdSatplanOptions *options, QdSatplanResult *result)
{
  QdSatplanHorizon record = { .horizon = horizon, .result = QD_SAT_UNSAT };
  gint64 start = g_get_monotonic_time ();
  QdSatplanCnf cnf;
  QdSat *sat;

  qd_satplan_task_expand (task, horizon);
  qd_satplan_cnf_encode (&cnf, task, horizon, options->at_most_one);
  record.n_vars = cnf.n_vars;
  record.n_clauses = cnf.starts->len - 1;
  sat = cnf.too_big ? NULL : load (&cnf);
  if (cnf.too_big)
    record.result = QD_SAT_BUDGET;
  record.encode_us = g_get_monotonic_time () - start;
  if (sat != NULL)
    {
      start = g_get_monotonic_time ();
      record.result = qd_sat_solve (sat, options->stop, 0);
      record.solve_us = g_get_monotonic_time () - start;
      record.stats = *qd_sat_stats (sat);
      if (record.result == QD_SAT_SAT)
        read_plan (&cnf, task->strips, sat, result->ops);
      qd_sat_free (sat);
    }
  qd_satplan_cnf_clear (&cnf);
  g_array_append_val (result->horizons, record);
  if (options->horizon_done != NULL)
    options->horizon_done (options->data, &record);
  return record.result;
}

static gboolean
stopped (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop) != 0;
}

void
qd_strips_satplan (const QdStrips *strips, const QdSatplanOptions *options, QdSatplanResult *result)
{
  guint max_horizon = options->max_horizon > 0 ? options->max_horizon : QD_SATPLAN_DEFAULT_MAX_HORIZON;
  gint64 start = g_get_monotonic_time ();
  QdSatplanTask task;

  memset (result, 0, sizeof *result);
  result->horizons = g_array_new (FALSE, FALSE, sizeof (QdSatplanHorizon));
  result->ops = g_array_new (FALSE, FALSE, sizeof (guint));
  result->status = QD_SATPLAN_HORIZON;
  if (options->steps == QD_SATPLAN_PARALLEL && qd_strips_has_conditional_effects (strips))
    {
      result->status = QD_SATPLAN_CONDITIONAL;
      return;
    }
  qd_satplan_task_init (&task, strips, options->mutexes, options->stop);
  if (options->steps == QD_SATPLAN_PARALLEL)
    qd_satplan_task_find_interference (&task);
  if (!task.goal_reachable)
    result->status = QD_SATPLAN_UNREACHABLE;
  for (guint t = 0; task.goal_reachable && t <= max_horizon; t++)
    {
      QdSatResult r = stopped (options->stop) ? QD_SAT_STOPPED : solve_horizon (&task, t, options, result);

      if (r == QD_SAT_SAT)
        {
          result->status = QD_SATPLAN_SOLVED;
          break;
        }
      if (r != QD_SAT_UNSAT)
        {
          result->status = r == QD_SAT_BUDGET ? QD_SATPLAN_TOO_BIG : QD_SATPLAN_STOPPED;
          break;
        }
    }
  qd_satplan_task_clear (&task);
  result->time_us = g_get_monotonic_time () - start;
}

void
qd_satplan_result_clear (QdSatplanResult *result)
{
  if (result->horizons != NULL)
    g_array_unref (result->horizons);
  if (result->ops != NULL)
    g_array_unref (result->ops);
  memset (result, 0, sizeof *result);
}
