/* qd-sweep-runs.c — an experiment's runs: kept, run on the sweep pool,
 * read from raw files and merged (qd-sweep-runs.h). */
#include "config.h"
#include "qd-sweep-runs.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-sweep-pool.h"

void
qd_sweep_runs_init (QdSweepRuns *e, const QdSweepRunsClass *klass)
{
  e->klass = klass;
  e->runs = g_array_new (FALSE, TRUE, klass->run_size);
}

void
qd_sweep_runs_clear (QdSweepRuns *e)
{
  g_clear_pointer (&e->runs, g_array_unref);
}

void
qd_sweep_runs_free (QdSweepRuns *e)
{
  if (e != NULL)
    e->klass->free (e);
}

/* ------------------------------------------------------------------ runs */

static gboolean
run_one (gpointer shared, guint64 index, gpointer result, const gint *stop, QdProgress *progress, GError **error)
{
  const QdSweepRuns *e = shared;

  return e->klass->run_one (e, index, stop, result);
}

typedef struct {
  QdSweepRuns *e;
  QdSweepRunsFunc on_run;
  gpointer user_data;
} Delivery;

static void
deliver (gpointer user_data, gpointer result, guint done, guint total)
{
  Delivery *d = user_data;

  g_array_append_vals (d->e->runs, result, 1);
  if (d->on_run != NULL)
    d->on_run (d->user_data, done, total, result);
}

gboolean
qd_sweep_runs_run (QdSweepRuns *e, const gint *stop, QdProgress *progress, QdSweepRunsFunc on_run,
                   gpointer user_data, GError **error)
{
  Delivery delivery = { e, on_run, user_data };

  if (qd_sweep_pool_run_shard (e->threads, e->klass->run_size, e->klass->n_runs (e), &e->shard, e->skip, run_one, e,
                               deliver, &delivery, stop, progress, error))
    return TRUE;
  e->stopped = TRUE;
  return FALSE;
}

/* ------------------------------------------------------------- raw files */

gboolean
qd_sweep_runs_add_raw (QdSweepRuns *e, const QdSweepRaw *raw, GError **error)
{
  g_auto(GStrv) columns = e->klass->raw_columns (e);
  g_autofree gpointer run = g_malloc (e->klass->run_size);

  if (!qd_sweep_raw_check_columns (raw, e->klass->experiment, (const char *const *) columns, error))
    return FALSE;
  for (guint r = 0; r < raw->rows->len; r++)
    {
      memset (run, 0, e->klass->run_size);
      if (raw->runs[r] >= e->klass->n_runs (e))
        return qd_sweep_raw_bad_row (raw, r, 0, error);
      *(guint64 *) run = raw->runs[r];
      if (!e->klass->raw_run (e, raw, r, run, error))
        return FALSE;
      g_array_append_vals (e->runs, run, 1);
    }
  return TRUE;
}

static QdSweepRuns *
new_from_settings (const QdSweepRunsClass *klass, const char *settings, GError **error)
{
  guint n = g_strv_length ((char **) klass->setting_names);
  g_autofree char **values = g_new0 (char *, n + 1);
  QdSweepRuns *e = NULL;

  if (qd_sweep_settings_split (settings, klass->setting_names, values, error))
    {
      e = klass->from_settings (values);
      if (e == NULL)
        qd_sweep_settings_error (error, settings, _("a bad value"));
    }
  for (guint k = 0; k < n; k++)
    g_free (values[k]);
  return e;
}

/* Runs added in index order, whatever the files' order: the same table. */
static gint
compare_runs (gconstpointer a, gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y;
}

QdSweepRuns *
qd_sweep_runs_merge (const QdSweepRunsClass *klass, QdSweepRaw *const *raws, guint n, GError **error)
{
  g_autoptr(QdSweepRuns) e = NULL;

  g_return_val_if_fail (n > 0, NULL);
  if (!qd_sweep_raw_check (raws, n, NULL, NULL, error))
    return NULL;
  e = new_from_settings (klass, raws[0]->settings, error);
  if (e == NULL || !qd_sweep_raw_check_total (raws[0], klass->n_runs (e), error))
    return NULL;
  for (guint f = 0; f < n; f++)
    if (!qd_sweep_runs_add_raw (e, raws[f], error))
      return NULL;
  g_array_sort (e->runs, compare_runs);
  return g_steal_pointer (&e);
}

char *
qd_sweep_runs_merge_text (const QdSweepRunsClass *klass, QdSweepRaw *const *raws, guint n, GError **error)
{
  g_autoptr(QdSweepRuns) e = qd_sweep_runs_merge (klass, raws, n, error);

  return e != NULL ? klass->format_table (e) : NULL;
}

char **
qd_sweep_runs_columns (const char *const *fixed, const char *const *per_arm, guint n_arms)
{
  GPtrArray *columns = g_ptr_array_new ();

  g_ptr_array_add (columns, g_strdup ("run"));
  g_ptr_array_add (columns, g_strdup ("key"));
  for (guint k = 0; fixed[k] != NULL; k++)
    g_ptr_array_add (columns, g_strdup (fixed[k]));
  for (guint a = 0; a < n_arms; a++)
    for (guint k = 0; per_arm[k] != NULL; k++)
      g_ptr_array_add (columns, g_strdup_printf ("%s_%u", per_arm[k], a + 1));
  g_ptr_array_add (columns, NULL);
  return (char **) g_ptr_array_free (columns, FALSE);
}
