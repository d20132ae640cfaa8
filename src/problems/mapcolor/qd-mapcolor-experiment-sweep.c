/* qd-mapcolor-experiment-sweep.c — the scaling experiment as a sweep
 * (core/qd-sweep.h): its runs' keys, its settings line, its raw rows, and
 * raw files merged back into an experiment. */
#include "config.h"
#include "qd-mapcolor-experiment.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

const char *const qd_mapcolor_experiment_raw_columns[] = {
  "run", "key", "n", "instance", "algorithm", "edges", "status", "assignments", "time_us", NULL
};
#define N_FIELDS 7   /* after run and key */

/* Run k's place: size s, instance i, algorithm a. */
static void
run_place (const QdMapcolorExperimentConfig *c, guint64 k, guint *s, guint *i, guint *a)
{
  *a = (guint) (k % c->n_algorithms);
  *i = (guint) (k / c->n_algorithms % c->instances);
  *s = (guint) (k / c->n_algorithms / c->instances);
}

char *
qd_mapcolor_experiment_run_key (const QdMapcolorExperiment *e, guint64 index)
{
  guint s, i, a;

  run_place (&e->config, index, &s, &i, &a);
  return g_strdup_printf ("N=%u map=%u %s", e->config.sizes[s], i + 1,
                          qd_mapcolor_variant_to_string (e->config.algorithms[a]));
}

char *
qd_mapcolor_experiment_settings (const QdMapcolorExperimentConfig *c)
{
  GString *out = g_string_new ("n=");

  for (guint s = 0; s < c->n_sizes; s++)
    g_string_append_printf (out, "%s%u", s > 0 ? "," : "", c->sizes[s]);
  g_string_append_printf (out, " instances=%u algorithms=", c->instances);
  for (guint a = 0; a < c->n_algorithms; a++)
    g_string_append_printf (out, "%s%s", a > 0 ? "," : "", qd_mapcolor_variant_to_string (c->algorithms[a]));
  g_string_append_printf (out, " colors=%u method=%s seed=%" G_GUINT64_FORMAT " max-assignments=%" G_GUINT64_FORMAT
                          " time-limit-us=%" G_GINT64_FORMAT,
                          c->colors, qd_mapcolor_gen_method_to_string (c->method), c->seed, c->max_assignments,
                          c->time_limit_us);
  return g_string_free (out, FALSE);
}

static gboolean
parse_number (const char *text, guint64 max, guint64 *value)
{
  return g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL);
}

static const char *const setting_names[] = {
  "n", "instances", "algorithms", "colors", "method", "seed", "max-assignments", "time-limit-us", NULL
};
enum { S_N, S_INSTANCES, S_ALGORITHMS, S_COLORS, S_METHOD, S_SEED, S_MAX_ASSIGNMENTS, S_TIME_LIMIT, N_SETTINGS };

/* The sizes ("10,20") and the algorithms ("fc,mac"). */
static gboolean
parse_lists (const char *sizes_text, const char *algorithms_text, GArray *sizes, GArray *algorithms)
{
  g_auto(GStrv) n = g_strsplit (sizes_text, ",", -1);
  g_auto(GStrv) a = g_strsplit (algorithms_text, ",", -1);
  guint64 number;

  for (guint k = 0; n[k] != NULL; k++)
    {
      guint size;

      if (!parse_number (n[k], QD_MAPCOLOR_GEN_MAX_POINTS, &number) || number == 0)
        return FALSE;
      size = (guint) number;
      g_array_append_val (sizes, size);
    }
  for (guint k = 0; a[k] != NULL; k++)
    {
      QdMapcolorVariant v;

      if (!qd_mapcolor_variant_from_string (a[k], &v))
        return FALSE;
      g_array_append_val (algorithms, v);
    }
  return sizes->len > 0 && algorithms->len > 0;
}

static gboolean
parse_settings (const char *settings, QdMapcolorExperimentConfig *c, GArray *sizes, GArray *algorithms,
                GError **error)
{
  char *v[N_SETTINGS];
  guint64 instances, colors, time_limit;
  gboolean ok;

  memset (c, 0, sizeof *c);
  if (!qd_sweep_settings_split (settings, setting_names, v, error))
    {
      for (guint k = 0; k < N_SETTINGS; k++)
        g_free (v[k]);
      return FALSE;
    }
  ok = parse_lists (v[S_N], v[S_ALGORITHMS], sizes, algorithms) &&
       parse_number (v[S_INSTANCES], 100000, &instances) && instances > 0 &&
       parse_number (v[S_COLORS], G_MAXUINT32, &colors) && colors > 0 &&
       qd_mapcolor_gen_method_from_string (v[S_METHOD], &c->method) &&
       parse_number (v[S_SEED], G_MAXUINT64, &c->seed) &&
       parse_number (v[S_MAX_ASSIGNMENTS], G_MAXUINT64, &c->max_assignments) &&
       parse_number (v[S_TIME_LIMIT], G_MAXINT64, &time_limit);
  for (guint k = 0; k < N_SETTINGS; k++)
    g_free (v[k]);
  if (!ok)
    return qd_sweep_settings_error (error, settings, _("a bad value"));
  c->instances = (guint) instances;
  c->colors = (guint) colors;
  c->time_limit_us = (gint64) time_limit;
  c->sizes = (guint *) sizes->data;
  c->n_sizes = sizes->len;
  c->algorithms = (QdMapcolorVariant *) algorithms->data;
  c->n_algorithms = algorithms->len;
  return TRUE;
}

QdMapcolorExperiment *
qd_mapcolor_experiment_new_from_settings (const char *settings, GError **error)
{
  g_autoptr(GArray) sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) algorithms = g_array_new (FALSE, FALSE, sizeof (QdMapcolorVariant));
  QdMapcolorExperimentConfig config;

  if (!parse_settings (settings, &config, sizes, algorithms, error))
    return NULL;
  return qd_mapcolor_experiment_new (&config);
}

char **
qd_mapcolor_experiment_raw_fields (const QdMapcolorExperimentRun *run)
{
  char **fields = g_new0 (char *, N_FIELDS + 1);

  fields[0] = g_strdup_printf ("%u", run->n);
  fields[1] = g_strdup_printf ("%u", run->instance + 1);
  fields[2] = g_strdup (qd_mapcolor_variant_to_string (run->algorithm));
  fields[3] = g_strdup_printf ("%u", run->edges);
  fields[4] = g_strdup (qd_mapcolor_status_to_string (run->status));
  fields[5] = g_strdup_printf ("%" G_GUINT64_FORMAT, run->assignments);
  fields[6] = g_strdup_printf ("%" G_GINT64_FORMAT, run->time_us);
  return fields;
}

static gboolean
parse_status (const char *text, QdMapcolorStatus *status)
{
  static const QdMapcolorStatus kept[] = { QD_MAPCOLOR_SOLVED, QD_MAPCOLOR_NO_SOLUTION, QD_MAPCOLOR_CAPPED };

  for (guint k = 0; k < G_N_ELEMENTS (kept); k++)
    if (strcmp (text, qd_mapcolor_status_to_string (kept[k])) == 0)
      {
        *status = kept[k];
        return TRUE;
      }
  return FALSE;
}

/* Row r of a raw file as a run, checked against what its index says. */
static gboolean
raw_run (const QdMapcolorExperiment *e, const QdSweepRaw *raw, guint r, QdMapcolorExperimentRun *run,
         GError **error)
{
  char **f = raw->rows->pdata[r];
  guint s, i, a;
  guint64 number;
  gint64 time_us;

  memset (run, 0, sizeof *run);
  run->index = raw->runs[r];
  run_place (&e->config, run->index, &s, &i, &a);
  run->n = e->config.sizes[s];
  run->instance = i;
  run->algorithm = e->config.algorithms[a];
  /* The first field that is not this run's is named. */
  if (!parse_number (f[2], G_MAXUINT32, &number) || number != run->n)
    return qd_sweep_raw_bad_row (raw, r, 2, error);
  if (!parse_number (f[3], G_MAXUINT32, &number) || number != i + 1)
    return qd_sweep_raw_bad_row (raw, r, 3, error);
  if (strcmp (f[4], qd_mapcolor_variant_to_string (run->algorithm)) != 0)
    return qd_sweep_raw_bad_row (raw, r, 4, error);
  if (!parse_number (f[5], G_MAXUINT32, &number))
    return qd_sweep_raw_bad_row (raw, r, 5, error);
  run->edges = (guint) number;
  if (!parse_status (f[6], &run->status))
    return qd_sweep_raw_bad_row (raw, r, 6, error);
  if (!parse_number (f[7], G_MAXUINT64, &run->assignments))
    return qd_sweep_raw_bad_row (raw, r, 7, error);
  if (!g_ascii_string_to_signed (f[8], 10, 0, G_MAXINT64, &time_us, NULL))
    return qd_sweep_raw_bad_row (raw, r, 8, error);
  run->time_us = time_us;
  return TRUE;
}

gboolean
qd_mapcolor_experiment_add_raw (QdMapcolorExperiment *e, const QdSweepRaw *raw, GError **error)
{
  if (!qd_sweep_raw_check_columns (raw, "mapcolor", qd_mapcolor_experiment_raw_columns, error))
    return FALSE;
  for (guint r = 0; r < raw->rows->len; r++)
    {
      QdMapcolorExperimentRun run;

      if (!raw_run (e, raw, r, &run, error))
        return FALSE;
      qd_mapcolor_experiment_add_run (e, &run);
    }
  return TRUE;
}

QdMapcolorExperiment *
qd_mapcolor_experiment_merge (QdSweepRaw *const *raws, guint n, gboolean **found, GError **error)
{
  g_autoptr(QdMapcolorExperiment) e = NULL;

  g_return_val_if_fail (n > 0, NULL);
  if (!qd_sweep_raw_check (raws, n, found, NULL, error))
    return NULL;
  e = qd_mapcolor_experiment_new_from_settings (raws[0]->settings, error);
  if (e == NULL)
    return NULL;
  if (!qd_sweep_raw_check_total (raws[0], qd_mapcolor_experiment_total_runs (e), error))
    return NULL;
  for (guint f = 0; f < n; f++)
    if (!qd_mapcolor_experiment_add_raw (e, raws[f], error))
      return NULL;
  return g_steal_pointer (&e);
}
