/* qd-local-experiment-sweep.c — `experiment localsearch` as a sweep: its class
 * (core/qd-sweep-runs.h), with its settings line, its runs' keys and raw
 * rows both ways. */
#include "config.h"
#include "qd-local-experiment.h"

#include <math.h>
#include <string.h>

#define EXPERIMENT "localsearch"
#define FIELDS_PER_ARM 4     /* steps, restarts, value, us */
#define FIRST_ARM_COLUMN 4   /* after run, key, instance, best */

static const char *const setting_names[] = {
  "problem", "size", "map", "instances", "algorithms", "sideways", "sweep", "seed", "tolerance", NULL
};
enum { S_PROBLEM, S_SIZE, S_MAP, S_INSTANCES, S_ALGORITHMS, S_SIDEWAYS, S_SWEEP, S_SEED, S_TOLERANCE };

static char *
qd_local_experiment_settings (const QdLocalExperiment *e)
{
  g_autofree char *algorithms = g_strjoinv (",", e->algorithms);
  g_autofree char *map = e->model_path != NULL ? qd_sweep_format_text (e->model_path) : NULL;
  g_autofree char *tolerance = qd_sweep_format_double (e->tolerance);
  GString *sweep = g_string_new (e->sweep->len == 0 ? "none" : "");
  g_autofree char *sweep_text = NULL;

  for (guint k = 0; k < e->sweep->len; k++)
    g_string_append_printf (sweep, "%s%u", k > 0 ? "," : "", g_array_index (e->sweep, guint, k));
  sweep_text = g_string_free (sweep, FALSE);
  return g_strdup_printf ("problem=%s size=%u map=%s%s instances=%u algorithms=%s sideways=%u sweep=%s "
                          "seed=%" G_GUINT64_FORMAT " tolerance=%s",
                          e->problem->id, e->size, map != NULL ? "file:" : "random",
                          map != NULL ? map : "", e->instances, algorithms, e->sideways,
                          sweep_text, e->seed, tolerance);
}

static char *
qd_local_experiment_run_key (const QdLocalExperiment *e, guint64 index)
{
  return g_strdup_printf ("instance=%" G_GUINT64_FORMAT, index + 1);
}

static char **
qd_local_experiment_raw_columns (const QdLocalExperiment *e)
{
  static const char *const fixed[] = { "instance", "best", NULL };
  static const char *const per_arm[FIELDS_PER_ARM + 1] = { "steps", "restarts", "value", "us", NULL };

  return qd_sweep_runs_columns (fixed, per_arm, e->arms->len);
}

static char **
qd_local_experiment_raw_fields (const QdLocalExperiment *e, const QdLocalExperimentRun *run)
{
  GPtrArray *fields = g_ptr_array_new ();

  g_ptr_array_add (fields, g_strdup_printf ("%" G_GUINT64_FORMAT, run->index + 1));
  g_ptr_array_add (fields, isnan (run->best) ? g_strdup ("-") : qd_sweep_format_double (run->best));
  for (guint a = 0; a < e->arms->len; a++)
    {
      const QdLocalExperimentResult *r = &run->results[a];

      g_ptr_array_add (fields, g_strdup_printf ("%" G_GUINT64_FORMAT, r->steps));
      g_ptr_array_add (fields, g_strdup_printf ("%" G_GUINT64_FORMAT, r->restarts));
      g_ptr_array_add (fields, qd_sweep_format_double (r->value));
      g_ptr_array_add (fields, g_strdup_printf ("%" G_GINT64_FORMAT, r->time_us));
    }
  g_ptr_array_add (fields, NULL);
  return (char **) g_ptr_array_free (fields, FALSE);
}

static gboolean
parse_number (const char *text, guint64 max, guint64 *value)
{
  return g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL);
}

/* "none" or "0,1,2". */
static gboolean
parse_sweep (const char *text, GArray *sweep)
{
  g_auto(GStrv) items = NULL;

  if (strcmp (text, "none") == 0)
    return TRUE;
  items = g_strsplit (text, ",", -1);
  for (guint k = 0; items[k] != NULL; k++)
    {
      guint64 v;
      guint limit;

      if (!parse_number (items[k], G_MAXUINT32, &v))
        return FALSE;
      limit = (guint) v;
      g_array_append_val (sweep, limit);
    }
  return sweep->len > 0;
}

static gboolean
parse_values (char **v, QdLocalExperimentConfig *c, GArray *sweep, char **path)
{
  guint64 size, instances, sideways;

  if ((c->problem = qd_local_experiment_find_problem (v[S_PROBLEM])) == NULL ||
      !parse_number (v[S_SIZE], G_MAXUINT32, &size) || !parse_number (v[S_SEED], G_MAXUINT64, &c->seed) ||
      !parse_number (v[S_INSTANCES], QD_LOCAL_EXPERIMENT_MAX_INSTANCES, &instances) || instances == 0 ||
      !parse_number (v[S_SIDEWAYS], G_MAXUINT32, &sideways) || !parse_sweep (v[S_SWEEP], sweep) ||
      !qd_sweep_parse_double (v[S_TOLERANCE], &c->tolerance))
    return FALSE;
  if (g_str_has_prefix (v[S_MAP], "file:"))
    *path = qd_sweep_parse_text (v[S_MAP] + 5);
  else if (strcmp (v[S_MAP], "random") != 0)
    return FALSE;
  c->size = (guint) size;
  c->instances = (guint) instances;
  c->sideways = (guint) sideways;
  c->sweep = (const guint *) sweep->data;
  c->n_sweep = sweep->len;
  return TRUE;
}

static QdLocalExperiment *
qd_local_experiment_from_settings (char **v)
{
  QdLocalExperimentConfig c = { 0 };
  g_autoptr(GArray) sweep = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *path = NULL;
  g_auto(GStrv) algorithms = NULL;
  gboolean ok;

  ok = parse_values (v, &c, sweep, &path);
  algorithms = g_strsplit (v[S_ALGORITHMS], ",", -1);
  for (guint a = 0; ok && algorithms[a] != NULL; a++)
    ok = qd_local_menu_lookup (c.problem->local_search->algorithms, algorithms[a], &(QdLocalVariantId) { 0 });
  ok = ok && algorithms[0] != NULL && g_strv_length (algorithms) + sweep->len <= QD_LOCAL_EXPERIMENT_MAX_ARMS;
  if (!ok)
    return NULL;
  c.algorithms = (const char *const *) algorithms;
  c.model_path = path;
  return qd_local_experiment_new (&c);
}

/* Row r of a raw file as a run, checked against what its index says. */
static gboolean
qd_local_experiment_raw_run (const QdLocalExperiment *e, const QdSweepRaw *raw, guint r, QdLocalExperimentRun *run,
                             GError **error)
{
  char **f = raw->rows->pdata[r];
  guint64 number;

  if (!parse_number (f[2], G_MAXUINT64, &number) || number != run->index + 1)
    return qd_sweep_raw_bad_row (raw, r, 2, error);
  if (strcmp (f[3], "-") == 0)
    run->best = NAN;
  else if (!qd_sweep_parse_double (f[3], &run->best))
    return qd_sweep_raw_bad_row (raw, r, 3, error);
  for (guint a = 0; a < e->arms->len; a++)
    {
      QdLocalExperimentResult *res = &run->results[a];
      guint c = FIRST_ARM_COLUMN + a * FIELDS_PER_ARM;

      if (!parse_number (f[c], G_MAXUINT64, &res->steps))
        return qd_sweep_raw_bad_row (raw, r, c, error);
      if (!parse_number (f[c + 1], G_MAXUINT64, &res->restarts))
        return qd_sweep_raw_bad_row (raw, r, c + 1, error);
      if (!qd_sweep_parse_double (f[c + 2], &res->value) || res->value < 0)
        return qd_sweep_raw_bad_row (raw, r, c + 2, error);
      if (!parse_number (f[c + 3], G_MAXINT64, &number))
        return qd_sweep_raw_bad_row (raw, r, c + 3, error);
      res->time_us = (gint64) number;
    }
  return TRUE;
}

static guint
qd_local_experiment_n_runs (const QdLocalExperiment *e)
{
  return e->instances;
}

const QdSweepRunsClass qd_local_experiment_class = {
  EXPERIMENT, sizeof (QdLocalExperimentRun), setting_names, QD_SWEEP_RUNS_FUNCS (qd_local_experiment)
};

QdLocalExperiment *
qd_local_experiment_merge (QdSweepRaw *const *raws, guint n, GError **error)
{
  return (QdLocalExperiment *) qd_sweep_runs_merge (&qd_local_experiment_class, raws, n, error);
}
