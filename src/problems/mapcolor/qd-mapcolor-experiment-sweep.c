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

static gboolean
parse_settings (const char *settings, QdMapcolorExperimentConfig *c, GArray *sizes, GArray *algorithms,
                GError **error)
{
  g_auto(GStrv) words = g_strsplit (settings, " ", -1);
  guint seen = 0;

  memset (c, 0, sizeof *c);
  for (guint w = 0; words[w] != NULL; w++)
    {
      const char *eq = strchr (words[w], '=');
      g_autofree char *name = eq != NULL ? g_strndup (words[w], (gsize) (eq - words[w])) : NULL;
      const char *value = eq != NULL ? eq + 1 : NULL;
      guint64 number;

      if (name == NULL)
        return qd_sweep_settings_error (error, settings, _("a word is not NAME=VALUE"));
      if (strcmp (name, "n") == 0 || strcmp (name, "algorithms") == 0)
        {
          g_auto(GStrv) items = g_strsplit (value, ",", -1);

          for (guint k = 0; items[k] != NULL; k++)
            {
              QdMapcolorVariant v;
              guint size;

              if (name[0] == 'n' && parse_number (items[k], QD_MAPCOLOR_GEN_MAX_POINTS, &number) && number > 0)
                size = (guint) number, g_array_append_val (sizes, size);
              else if (name[0] == 'a' && qd_mapcolor_variant_from_string (items[k], &v))
                g_array_append_val (algorithms, v);
              else
                return qd_sweep_settings_error (error, settings, name[0] == 'n' ? _("a size is not a number of regions")
                                                                     : _("an algorithm is unknown"));
            }
          seen |= name[0] == 'n' ? 1 : 2;
        }
      else if (strcmp (name, "instances") == 0 && parse_number (value, 100000, &number) && number > 0)
        c->instances = (guint) number, seen |= 4;
      else if (strcmp (name, "colors") == 0 && parse_number (value, G_MAXUINT32, &number) && number > 0)
        c->colors = (guint) number, seen |= 8;
      else if (strcmp (name, "method") == 0 && qd_mapcolor_gen_method_from_string (value, &c->method))
        seen |= 16;
      else if (strcmp (name, "seed") == 0 && parse_number (value, G_MAXUINT64, &c->seed))
        seen |= 32;
      else if (strcmp (name, "max-assignments") == 0 && parse_number (value, G_MAXUINT64, &c->max_assignments))
        seen |= 64;
      else if (strcmp (name, "time-limit-us") == 0 && parse_number (value, G_MAXINT64, &number))
        c->time_limit_us = (gint64) number, seen |= 128;
      else
        return qd_sweep_settings_error (error, settings, _("an unknown or bad setting"));
    }
  if (seen != 255 || sizes->len == 0 || algorithms->len == 0)
    return qd_sweep_settings_error (error, settings, _("a setting is missing"));
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
  if (!parse_number (f[2], G_MAXUINT32, &number) || number != run->n ||
      !parse_number (f[3], G_MAXUINT32, &number) || number != i + 1 ||
      strcmp (f[4], qd_mapcolor_variant_to_string (run->algorithm)) != 0 ||
      !parse_number (f[5], G_MAXUINT32, &number) || (run->edges = (guint) number, FALSE) ||
      !parse_status (f[6], &run->status) || !parse_number (f[7], G_MAXUINT64, &run->assignments) ||
      !g_ascii_string_to_signed (f[8], 10, 0, G_MAXINT64, &time_us, NULL))
    {
      g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_FORMAT,
                   _("%s: the row of run %" G_GUINT64_FORMAT " is not a run of these settings (%s)"), raw->path,
                   run->index, f[1]);
      return FALSE;
    }
  run->time_us = time_us;
  return TRUE;
}

gboolean
qd_mapcolor_experiment_add_raw (QdMapcolorExperiment *e, const QdSweepRaw *raw, GError **error)
{
  if (!qd_sweep_raw_has_columns (raw, "mapcolor", qd_mapcolor_experiment_raw_columns, error))
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
  if (qd_mapcolor_experiment_total_runs (e) != raws[0]->total)
    {
      g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_FORMAT,
                   _("%s: %" G_GUINT64_FORMAT " runs, where its settings make %u"), raws[0]->path, raws[0]->total,
                   qd_mapcolor_experiment_total_runs (e));
      return NULL;
    }
  for (guint f = 0; f < n; f++)
    if (!qd_mapcolor_experiment_add_raw (e, raws[f], error))
      return NULL;
  return g_steal_pointer (&e);
}
