/* qd-search-experiment-sweep.c — `experiment search` as a sweep: its class
 * (core/qd-sweep-runs.h), with its settings line, its runs' keys and raw
 * rows both ways. */
#include "config.h"
#include "qd-search-experiment.h"

#include <string.h>

#define EXPERIMENT "search"
#define FIELDS_PER_ARM 2     /* generated, limit */
#define FIRST_ARM_COLUMN 4   /* after run, key, depth, instance */

static const char *const setting_names[] = { "depths", "instances", "algorithms", "seed", "max_nodes", NULL };
enum { S_DEPTHS, S_INSTANCES, S_ALGORITHMS, S_SEED, S_MAX_NODES };

static char *
qd_search_experiment_settings (const QdSearchExperiment *e)
{
  g_autofree char *algorithms = g_strjoinv (",", e->algorithms);
  GString *depths = g_string_new (NULL);
  g_autofree char *depths_text = NULL;

  for (guint k = 0; k < e->depths->len; k++)
    g_string_append_printf (depths, "%s%u", k > 0 ? "," : "", g_array_index (e->depths, guint, k));
  depths_text = g_string_free (depths, FALSE);
  return g_strdup_printf ("depths=%s instances=%u algorithms=%s seed=%" G_GUINT64_FORMAT
                          " max_nodes=%" G_GUINT64_FORMAT,
                          depths_text, e->instances, algorithms, e->seed, e->max_nodes);
}

static char *
qd_search_experiment_run_key (const QdSearchExperiment *e, guint64 index)
{
  guint depth, instance;

  qd_search_experiment_run_of (e, index, &depth, &instance);
  return g_strdup_printf ("d=%u instance=%u", depth, instance + 1);
}

/* GLib 2.74 has no g_strv_builder_take. */
static void
builder_take (GStrvBuilder *builder, char *text)
{
  g_strv_builder_add (builder, text);
  g_free (text);
}

static char **
qd_search_experiment_raw_columns (const QdSearchExperiment *e)
{
  static const char *const fixed[] = { "depth", "instance", NULL };
  static const char *const per_arm[FIELDS_PER_ARM + 1] = { "generated", "limit", NULL };

  return qd_sweep_runs_columns (fixed, per_arm, e->arms->len);
}

static char **
qd_search_experiment_raw_fields (const QdSearchExperiment *e, const QdSearchExperimentRun *run)
{
  g_autoptr(GStrvBuilder) fields = g_strv_builder_new ();

  builder_take (fields, g_strdup_printf ("%u", run->depth));
  builder_take (fields, g_strdup_printf ("%u", run->instance + 1));
  for (guint a = 0; a < e->arms->len; a++)
    {
      builder_take (fields, g_strdup_printf ("%" G_GUINT64_FORMAT, run->results[a].generated));
      g_strv_builder_add (fields, run->results[a].limit ? "1" : "0");
    }
  return g_strv_builder_end (fields);
}

/* A whole number from `min` to `max`, the whole text. */
static gboolean
read_count (const char *text, guint64 min, guint64 max, guint64 *value)
{
  return g_ascii_string_to_unsigned (text, 10, min, max, value, NULL);
}

/* "2,4,6": increasing depths from 1 to the most. */
static gboolean
parse_depths (const char *text, GArray *depths)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);

  for (guint k = 0; items[k] != NULL; k++)
    {
      guint64 v;
      guint d;

      if (!read_count (items[k], 1, QD_SEARCH_EXPERIMENT_MAX_DEPTH, &v) ||
          (depths->len > 0 && v <= g_array_index (depths, guint, depths->len - 1)))
        return FALSE;
      d = (guint) v;
      g_array_append_val (depths, d);
    }
  return depths->len > 0;
}

static gboolean
parse_values (char **v, QdSearchExperimentConfig *c, GArray *depths, GStrv *algorithms)
{
  guint64 instances;
  QdSearchExperimentArm arm;

  if (!parse_depths (v[S_DEPTHS], depths) || !read_count (v[S_SEED], 0, G_MAXUINT64, &c->seed) ||
      !read_count (v[S_INSTANCES], 1, QD_SEARCH_EXPERIMENT_MAX_INSTANCES, &instances) ||
      !read_count (v[S_MAX_NODES], 0, G_MAXUINT64, &c->max_nodes))
    return FALSE;
  *algorithms = g_strsplit (v[S_ALGORITHMS], ",", -1);
  for (guint a = 0; (*algorithms)[a] != NULL; a++)
    {
      if (!qd_search_experiment_parse_arm ((*algorithms)[a], &arm))
        return FALSE;
      g_free (arm.name);
    }
  c->instances = (guint) instances;
  c->depths = (const guint *) depths->data;
  c->n_depths = depths->len;
  c->algorithms = (const char *const *) *algorithms;
  return (*algorithms)[0] != NULL && g_strv_length (*algorithms) <= QD_SEARCH_EXPERIMENT_MAX_ARMS;
}

static QdSearchExperiment *
qd_search_experiment_from_settings (char **v)
{
  QdSearchExperimentConfig c = { 0 };
  g_autoptr(GArray) depths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_auto(GStrv) algorithms = NULL;

  if (!parse_values (v, &c, depths, &algorithms))
    return NULL;
  return qd_search_experiment_new (&c);
}

/* Row r of a raw file as a run, checked against what its index says. */
static gboolean
qd_search_experiment_raw_run (const QdSearchExperiment *e, const QdSweepRaw *raw, guint r,
                              QdSearchExperimentRun *run, GError **error)
{
  char **f = raw->rows->pdata[r];
  guint64 number;

  qd_search_experiment_run_of (e, run->index, &run->depth, &run->instance);
  if (!read_count (f[2], 0, G_MAXUINT32, &number) || number != run->depth)
    return qd_sweep_raw_bad_row (raw, r, 2, error);
  if (!read_count (f[3], 0, G_MAXUINT32, &number) || number != run->instance + 1)
    return qd_sweep_raw_bad_row (raw, r, 3, error);
  for (guint a = 0; a < e->arms->len; a++)
    {
      QdSearchExperimentResult *res = &run->results[a];
      guint c = FIRST_ARM_COLUMN + a * FIELDS_PER_ARM;

      if (!read_count (f[c], 0, G_MAXUINT64, &res->generated))
        return qd_sweep_raw_bad_row (raw, r, c, error);
      if (!read_count (f[c + 1], 0, 1, &number))
        return qd_sweep_raw_bad_row (raw, r, c + 1, error);
      res->limit = number == 1;
    }
  return TRUE;
}

const QdSweepRunsClass qd_search_experiment_class = {
  EXPERIMENT, sizeof (QdSearchExperimentRun), setting_names, QD_SWEEP_RUNS_FUNCS (qd_search_experiment)
};

char *
qd_search_experiment_merge_text (QdSweepRaw *const *raws, guint n, GError **error)
{
  return qd_sweep_runs_merge_text (&qd_search_experiment_class, raws, n, error);
}
