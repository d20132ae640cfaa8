/* qd-mapcolor-experiment.c — the scaling experiment of statement 000, part 1.2.
 *
 * The loop is N, then instance, then algorithm: each map is generated once
 * and handed to every algorithm.  Seeds are hashed from (seed, N, instance),
 * and each algorithm's own seed from the map's seed and the algorithm, so a
 * result never depends on what else the experiment runs.  Numbers in the
 * table and the CSV are written with g_ascii_formatd: a '.' in every locale.
 */
#include "qd-mapcolor-experiment.h"
#include "core/qd-sweep.h"
#include "core/qd-sweep-pool.h"
#include "core/qd-text.h"
#include "core/qd-random.h"

#include <gio/gio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

/* ------------------------------------------------------------- the runs */

guint64
qd_mapcolor_experiment_instance_seed (guint64 seed, guint n, guint instance)
{
  return qd_random_mix (qd_random_mix (seed) ^ (((guint64) n << 32) | instance));
}

/* The plain algorithms keep the seeds they always had; with restarts, others. */
static guint64
solver_seed (guint64 instance_seed, QdMapcolorVariant variant)
{
  guint64 key = (guint64) variant.algorithm + 1 + (variant.restarts ? 64 : 0);

  return qd_random_mix (instance_seed ^ key * G_GUINT64_CONSTANT (0xD1B54A32D192ED03));
}

QdMapcolorExperiment *
qd_mapcolor_experiment_new (const QdMapcolorExperimentConfig *config)
{
  QdMapcolorExperiment *e;

  g_return_val_if_fail (config != NULL, NULL);
  g_return_val_if_fail (config->n_sizes == 0 || config->sizes != NULL, NULL);
  g_return_val_if_fail (config->n_algorithms == 0 || config->algorithms != NULL, NULL);

  e = g_new0 (QdMapcolorExperiment, 1);
  e->config = *config;
  e->config.sizes = g_memdup2 (config->sizes, sizeof (guint) * config->n_sizes);
  e->config.algorithms = g_memdup2 (config->algorithms, sizeof (QdMapcolorVariant) * config->n_algorithms);
  e->runs = g_array_new (FALSE, FALSE, sizeof (QdMapcolorExperimentRun));
  return e;
}

void
qd_mapcolor_experiment_free (QdMapcolorExperiment *experiment)
{
  if (experiment == NULL)
    return;
  g_free (experiment->config.sizes);
  g_free (experiment->config.algorithms);
  g_array_unref (experiment->runs);
  g_free (experiment);
}

guint
qd_mapcolor_experiment_total_runs (const QdMapcolorExperiment *e)
{
  g_return_val_if_fail (e != NULL, 0);
  return e->config.n_sizes * e->config.instances * e->config.n_algorithms;
}

void
qd_mapcolor_experiment_add_run (QdMapcolorExperiment *e, const QdMapcolorExperimentRun *run)
{
  g_return_if_fail (e != NULL && run != NULL);
  g_array_append_val (e->runs, *run);
}

/* Whether qd_mapcolor_experiment_run does run k. */
static gboolean
selected (const QdMapcolorExperiment *e, guint64 k)
{
  return qd_sweep_shard_has (&e->shard, k) && (e->skip == NULL || !e->skip[k]);
}

/* The maps of a run on threads: each made once, by the first run that
 * needs it (the others wait for it), freed after the last of its runs. */
typedef struct {
  QdMap *map;
  GError *error;               /* the generator's */
  gboolean made, making;
  guint users;                 /* its runs not yet done */
} MapSlot;

typedef struct {
  const QdMapcolorExperiment *e;
  GMutex mutex;
  GCond cond;
  MapSlot *maps;               /* per (N, instance) */
} Shared;

/* Makes map m, the mutex held (and let go while the generator runs). */
static void
make_map (Shared *shared, guint m, const gint *stop)
{
  const QdMapcolorExperimentConfig *c = &shared->e->config;
  MapSlot *slot = &shared->maps[m];
  guint s = m / c->instances, i = m % c->instances;
  QdMap *map;
  GError *local = NULL;

  slot->making = TRUE;
  g_mutex_unlock (&shared->mutex);
  map = qd_mapcolor_generate (c->sizes[s], qd_mapcolor_experiment_instance_seed (c->seed, c->sizes[s], i),
                              c->method, stop, NULL, &local);
  g_mutex_lock (&shared->mutex);
  slot->making = FALSE;
  slot->map = map;
  if (map == NULL && g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_clear_error (&local);   /* stopped: a later run may try again, or not start */
  else
    {
      slot->made = TRUE;
      slot->error = local;
    }
  g_cond_broadcast (&shared->cond);
}

/* The first map after m that runs still need and nobody has made or is
 * making, G_MAXUINT if none: a thread that would wait for map m makes it
 * meanwhile (a map is a function of its N and instance only, so which
 * thread makes it changes nothing). */
static guint
map_to_make_ahead (Shared *shared, guint m)
{
  const QdMapcolorExperimentConfig *c = &shared->e->config;
  guint n_maps = c->n_sizes * c->instances;

  for (guint next = m + 1; next < n_maps; next++)
    {
      const MapSlot *slot = &shared->maps[next];

      if (slot->users > 0 && !slot->made && !slot->making)
        return next;
    }
  return G_MAXUINT;
}

/* Map m (s * instances + i), made or waited for; NULL: stopped (no error)
 * or the generator's error. */
static const QdMap *
take_map (Shared *shared, guint m, const gint *stop, GError **error)
{
  const QdMapcolorExperimentConfig *c = &shared->e->config;
  MapSlot *slot = &shared->maps[m];
  guint s = m / c->instances, i = m % c->instances;
  QdMap *map;

  g_mutex_lock (&shared->mutex);
  while (slot->making)
    {
      guint ahead = stop != NULL && g_atomic_int_get (stop) ? G_MAXUINT : map_to_make_ahead (shared, m);

      if (ahead != G_MAXUINT)
        make_map (shared, ahead, stop);
      else
        g_cond_wait (&shared->cond, &shared->mutex);
    }
  if (!slot->made)
    make_map (shared, m, stop);
  map = slot->map;
  if (map == NULL && slot->error != NULL)
    g_propagate_prefixed_error (error, g_error_copy (slot->error), _("generating the map of N = %u, instance %u: "),
                                c->sizes[s], i + 1);
  g_mutex_unlock (&shared->mutex);
  return map;
}

/* One of map m's runs is done: the last frees it. */
static void
release_map (Shared *shared, guint m)
{
  MapSlot *slot = &shared->maps[m];
  QdMap *map = NULL;

  g_mutex_lock (&shared->mutex);
  if (--slot->users == 0)
    map = g_steal_pointer (&slot->map);
  g_mutex_unlock (&shared->mutex);
  g_clear_pointer (&map, qd_map_free);
}

/* Run k: its algorithm on its map (QdSweepRunFunc). */
static gboolean
run_one (gpointer data, guint64 k, gpointer result, const gint *stop, QdProgress *progress, GError **error)
{
  Shared *shared = data;
  const QdMapcolorExperimentConfig *c = &shared->e->config;
  guint m = (guint) (k / c->n_algorithms), a = (guint) (k % c->n_algorithms);
  guint s = m / c->instances, i = m % c->instances;
  const QdMap *map = take_map (shared, m, stop, error);
  g_autoptr(QdMapcolorSolution) solution = NULL;
  QdMapcolorSolveOptions options;
  QdMapcolorExperimentRun *run = result;

  if (map == NULL)
    return FALSE;
  qd_mapcolor_solve_options_init (&options);
  options.algorithm = c->algorithms[a].algorithm;
  options.restarts = c->algorithms[a].restarts;
  options.colors = c->colors;
  options.seed = solver_seed (qd_mapcolor_experiment_instance_seed (c->seed, c->sizes[s], i), c->algorithms[a]);
  options.max_assignments = c->max_assignments;
  options.time_limit_us = c->time_limit_us;
  options.stop = stop;
  options.progress_nodes = &progress->nodes;
  /* best on one thread: its result depends on the number (-j must change
   * none), and the pool has the cores already. */
  options.threads = 1;
  solution = qd_mapcolor_solve (map, &options);
  run->index = k;
  run->n = c->sizes[s];
  run->instance = i;
  run->algorithm = c->algorithms[a];
  run->edges = map->n_edges;
  release_map (shared, m);
  if (solution == NULL || solution->status == QD_MAPCOLOR_STOPPED)
    return FALSE;
  run->status = solution->status;
  run->assignments = solution->assignments;
  run->time_us = solution->time_us;
  return TRUE;
}

typedef struct {
  QdMapcolorExperiment *e;
  guint done, total;
  QdMapcolorExperimentProgressFunc func;
  gpointer user_data;
} Delivery;

static void
deliver (gpointer data, guint64 k, gpointer result)
{
  Delivery *d = data;

  g_array_append_val (d->e->runs, *(QdMapcolorExperimentRun *) result);
  d->done++;
  if (d->func != NULL)
    d->func (d->user_data, d->done, d->total, result);
}

gboolean
qd_mapcolor_experiment_run (QdMapcolorExperiment *e, const gint *stop, QdProgress *progress,
                       QdMapcolorExperimentProgressFunc func, gpointer user_data, GError **error)
{
  guint64 total_runs;
  g_autoptr(GArray) indexes = g_array_new (FALSE, FALSE, sizeof (guint64));
  QdSweepPoolOptions options = { 0 };
  Shared shared = { e };
  Delivery delivery = { e, 0, 0, func, user_data };
  guint n_maps;
  g_autoptr(GError) local = NULL;
  gboolean ok;

  g_return_val_if_fail (e != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  total_runs = qd_mapcolor_experiment_total_runs (e);
  n_maps = e->config.n_sizes * e->config.instances;
  shared.maps = g_new0 (MapSlot, MAX (n_maps, 1));
  for (guint64 k = 0; k < total_runs; k++)
    if (selected (e, k))
      {
        g_array_append_val (indexes, k);
        shared.maps[k / e->config.n_algorithms].users++;
      }
  delivery.total = indexes->len;
  e->stopped = FALSE;
  g_mutex_init (&shared.mutex);
  g_cond_init (&shared.cond);
  options.threads = e->threads;
  options.lower_priority = e->lower_priority;
  options.result_size = sizeof (QdMapcolorExperimentRun);
  /* In index order, not the longest first: runs are told in index order,
   * and the window's plots and the raw rows would wait for the small runs
   * started last. */
  options.order = NULL;
  ok = qd_sweep_pool_run (&options, (const guint64 *) indexes->data, indexes->len, run_one, &shared, deliver,
                          &delivery, stop, progress, &local);
  /* Maps whose runs a stop or an error left out. */
  for (guint m = 0; m < n_maps; m++)
    {
      g_clear_pointer (&shared.maps[m].map, qd_map_free);
      g_clear_error (&shared.maps[m].error);
    }
  g_free (shared.maps);
  g_mutex_clear (&shared.mutex);
  g_cond_clear (&shared.cond);
  if (ok)
    return TRUE;
  if (!g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  e->stopped = TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("stopped after %u of %u runs"), delivery.done,
               delivery.total);
  return FALSE;
}

/* ---------------------------------------------------------- aggregation */

void
qd_mapcolor_experiment_mean_se (const double *values, guint n, double *mean, double *se)
{
  double sum = 0, squares = 0, m;
  gboolean equal = TRUE;

  if (n == 0)
    {
      if (mean != NULL)
        *mean = NAN;
      if (se != NULL)
        *se = NAN;
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      sum += values[i];
      equal = equal && values[i] == values[0];
    }
  /* Equal values have that mean and no spread, exactly: a sum's rounding
   * would say 3.07e-19 (and "± 0.000000000"). */
  m = equal ? values[0] : sum / n;
  for (guint i = 0; i < n && !equal; i++)
    squares += (values[i] - m) * (values[i] - m);
  if (mean != NULL)
    *mean = m;
  if (se != NULL)
    *se = n < 2 ? NAN : sqrt (squares / (n - 1)) / sqrt (n);
}

typedef struct {
  double value;
  gboolean capped;
} Measure;

/* By value; at equal values a capped run after the others (its true value
 * is larger). */
static int
compare_measures (gconstpointer a, gconstpointer b)
{
  const Measure *x = a, *y = b;

  if (x->value != y->value)
    return (x->value > y->value) - (x->value < y->value);
  return x->capped - y->capped;
}

/* Quantile p of m[0 .. n) sorted, type 7; *censored when a capped value
 * lies at or below the highest rank it is drawn from (a capped value can
 * only grow, which could move it past that rank). */
static double
quantile (const Measure *m, guint n, double p, gboolean *censored)
{
  double h = (n - 1) * p;
  guint lo = (guint) floor (h), hi = h > lo ? lo + 1 : lo;

  *censored = FALSE;
  for (guint i = 0; i <= hi; i++)
    *censored = *censored || m[i].capped;
  return m[lo].value + (h - lo) * (m[hi].value - m[lo].value);
}

void
qd_mapcolor_experiment_stat (const double *values, const gboolean *capped, guint n, QdMapcolorExperimentStat *stat)
{
  g_autofree Measure *m = NULL;
  gboolean any_capped = FALSE;

  g_return_if_fail (stat != NULL);
  memset (stat, 0, sizeof *stat);
  qd_mapcolor_experiment_mean_se (values, n, &stat->mean, &stat->se);
  if (n == 0)
    {
      stat->q1 = stat->median = stat->q3 = NAN;
      return;
    }
  m = g_new (Measure, n);
  for (guint i = 0; i < n; i++)
    {
      m[i].value = values[i];
      m[i].capped = capped[i];
      any_capped = any_capped || capped[i];
    }
  qsort (m, n, sizeof (Measure), compare_measures);
  stat->mean_censored = any_capped;
  stat->q1 = quantile (m, n, 0.25, &stat->q1_censored);
  stat->median = quantile (m, n, 0.5, &stat->median_censored);
  stat->q3 = quantile (m, n, 0.75, &stat->q3_censored);
}

GArray *
qd_mapcolor_experiment_rows (const QdMapcolorExperiment *e)
{
  GArray *rows;
  g_autofree double *edges = NULL;
  g_autofree double *assignments = NULL;
  g_autofree double *times = NULL;
  g_autofree gboolean *capped = NULL;
  g_autoptr(GArray) runs = NULL;

  g_return_val_if_fail (e != NULL, NULL);

  /* The runs in the experiment's order, whatever order they were done or
   * merged in: the same sums, to the last bit. */
  runs = g_array_copy (e->runs);
  qd_sweep_sort_by_run (runs, G_STRUCT_OFFSET (QdMapcolorExperimentRun, index));
  rows = g_array_new (FALSE, TRUE, sizeof (QdMapcolorExperimentRow));
  edges = g_new (double, MAX (e->runs->len, 1));
  assignments = g_new (double, MAX (e->runs->len, 1));
  times = g_new (double, MAX (e->runs->len, 1));
  capped = g_new (gboolean, MAX (e->runs->len, 1));

  for (guint s = 0; s < e->config.n_sizes; s++)
    for (guint a = 0; a < e->config.n_algorithms; a++)
      {
        QdMapcolorExperimentRow row;
        gboolean seen = FALSE;

        /* A size or an algorithm listed twice gets one row. */
        for (guint t = 0; t < s && !seen; t++)
          seen = e->config.sizes[t] == e->config.sizes[s];
        for (guint t = 0; t < a && !seen; t++)
          seen = qd_mapcolor_variant_equal (e->config.algorithms[t], e->config.algorithms[a]);
        if (seen)
          continue;

        memset (&row, 0, sizeof row);
        row.n = e->config.sizes[s];
        row.algorithm = e->config.algorithms[a];
        for (guint k = 0; k < runs->len; k++)
          {
            const QdMapcolorExperimentRun *run = &g_array_index (runs, QdMapcolorExperimentRun, k);
            gboolean cut = run->status == QD_MAPCOLOR_CAPPED || run->status == QD_MAPCOLOR_STOPPED;

            if (run->n != row.n || !qd_mapcolor_variant_equal (run->algorithm, row.algorithm))
              continue;
            assignments[row.runs] = (double) run->assignments;
            times[row.runs] = run->time_us / 1000.0;
            capped[row.runs] = cut;
            edges[row.runs++] = run->edges;
            row.capped += cut;
            row.no_solution += run->status == QD_MAPCOLOR_NO_SOLUTION;
          }
        if (row.runs == 0)
          continue;
        qd_mapcolor_experiment_mean_se (edges, row.runs, &row.edges_mean, &row.edges_se);
        qd_mapcolor_experiment_stat (assignments, capped, row.runs, &row.assignments);
        qd_mapcolor_experiment_stat (times, capped, row.runs, &row.time_ms);
        g_array_append_val (rows, row);
      }
  return rows;
}

/* --------------------------------------------------------------- output */

/* A number for people: three significant digits (all of them from 100 on),
 * '.' as the point, or the locale's (LOCALE). */
static char *
format_number (double v, gboolean locale)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  char format[16];
  double a = fabs (v);
  int decimals;

  if (!isfinite (v))
    return g_strdup ("-");
  if (a >= 100 || v == 0)
    decimals = 0;
  else
    decimals = CLAMP (2 - (int) floor (log10 (a)), 1, 9);
  g_snprintf (format, sizeof format, "%%.%df", decimals);
  if (locale)
    return g_strdup_printf (format, v);
  return g_strdup (g_ascii_formatd (buf, sizeof buf, format, v));
}

/* "mean ± se", "mean" below two runs, "-" without runs; "≥ " first when
 * it is a lower bound. */
static char *
format_mean_se (double mean, double se, gboolean censored, gboolean locale)
{
  g_autofree char *m = format_number (mean, locale);
  g_autofree char *e = NULL;
  const char *bound = censored ? "≥ " : "";

  if (!isfinite (mean))
    return g_strdup ("-");
  if (!isfinite (se))
    return g_strdup_printf ("%s%s", bound, m);
  e = format_number (se, locale);
  return g_strdup_printf ("%s%s ± %s", bound, m, e);
}

/* "median [q1, q3]", each "≥" first when it is a lower bound. */
static char *
format_quartiles (const QdMapcolorExperimentStat *stat, gboolean locale)
{
  g_autofree char *q1 = format_number (stat->q1, locale);
  g_autofree char *median = format_number (stat->median, locale);
  g_autofree char *q3 = format_number (stat->q3, locale);

  if (!isfinite (stat->median))
    return g_strdup ("-");
  return g_strdup_printf ("%s%s [%s%s, %s%s]", stat->median_censored ? "≥" : "", median,
                          stat->q1_censored ? "≥" : "", q1, stat->q3_censored ? "≥" : "", q3);
}

static void
append_padded (GString *out, const char *text, guint width, gboolean right)
{
  glong len = g_utf8_strlen (text, -1);
  guint pad = len < (glong) width ? width - (guint) len : 0;

  if (right)
    for (guint i = 0; i < pad; i++)
      g_string_append_c (out, ' ');
  g_string_append (out, text);
  if (!right)
    for (guint i = 0; i < pad; i++)
      g_string_append_c (out, ' ');
}

#define N_COLUMNS QD_MAPCOLOR_EXPERIMENT_N_COLUMNS

static const char *const table_headers[N_COLUMNS] = {
  "N", N_("algorithm"), N_("edges"), N_("assignments ± se"), N_("median [quartiles]"), N_("time ms ± se"),
  N_("median [quartiles]"), N_("capped"),
};

/* The cells of a row of the table (freed by the caller). */
static void
row_texts (const QdMapcolorExperimentRow *row, gboolean people, char **texts)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  texts[0] = g_strdup_printf ("%u", row->n);
  texts[1] = g_strdup (people ? qd_mapcolor_variant_label (row->algorithm)
                              : qd_mapcolor_variant_to_string (row->algorithm));
  texts[2] = people ? g_strdup_printf ("%.1f", row->edges_mean)
                    : g_strdup (g_ascii_formatd (buf, sizeof buf, "%.1f", row->edges_mean));
  texts[3] = format_mean_se (row->assignments.mean, row->assignments.se, row->assignments.mean_censored, people);
  texts[4] = format_quartiles (&row->assignments, people);
  texts[5] = format_mean_se (row->time_ms.mean, row->time_ms.se, row->time_ms.mean_censored, people);
  texts[6] = format_quartiles (&row->time_ms, people);
  texts[7] = g_strdup_printf ("%u/%u", row->capped, row->runs);
}

/* The table's notes (capped runs, maps without a colouring, a stop), a
 * line each. */
static void
append_notes (GString *out, const QdMapcolorExperiment *e, guint capped, guint no_solution, gboolean people)
{
  if (capped > 0 && people)
    g_string_append_printf (out, ngettext ("%u run hit the cap: counted at what it spent, as a censored run; ≥ marks "
                                           "a figure that is only a lower bound.\n",
                                           "%u runs hit the cap: counted at what they spent, as censored runs; ≥ "
                                           "marks a figure that is only a lower bound.\n", capped), capped);
  else if (capped > 0)
    g_string_append_printf (out, "%u %s hit the cap: counted at what %s spent, as censored runs; ≥ marks a figure"
                            " that is only a lower bound.\n", capped, capped == 1 ? "run" : "runs",
                            capped == 1 ? "it" : "they");
  if (no_solution > 0 && people)
    g_string_append_printf (out, ngettext ("%u map has no colouring with %u colours.\n",
                                           "%u maps have no colouring with %u colours.\n", no_solution),
                            no_solution, e->config.colors);
  else if (no_solution > 0)
    g_string_append_printf (out, "%u %s no colouring with %u colours.\n", no_solution,
                            no_solution == 1 ? "map has" : "maps have", e->config.colors);
  if (e->stopped)
    g_string_append_printf (out, people ? _("Stopped after %u of %u runs.\n") : "Stopped after %u of %u runs.\n",
                            e->runs->len, qd_mapcolor_experiment_total_runs (e));
}

/* PEOPLE: the headers and notes translated, the numbers as the locale writes
 * them (the window's table); else data/FORMATS.md's table, in every locale. */
static char *
format_table (const QdMapcolorExperiment *e, gboolean people)
{
  static const gboolean right[N_COLUMNS] = { TRUE, FALSE, TRUE, TRUE, TRUE, TRUE, TRUE, TRUE };
  const char *const *headers = table_headers;
  g_autoptr(GArray) rows = NULL;
  g_autoptr(GPtrArray) cells = NULL;
  guint width[N_COLUMNS];
  guint capped = 0, no_solution = 0;
  GString *out;

  g_return_val_if_fail (e != NULL, NULL);

  rows = qd_mapcolor_experiment_rows (e);
  cells = g_ptr_array_new_with_free_func (g_free);
  for (guint c = 0; c < N_COLUMNS; c++)
    width[c] = (guint) g_utf8_strlen (people ? _(headers[c]) : headers[c], -1);
  for (guint r = 0; r < rows->len; r++)
    {
      const QdMapcolorExperimentRow *row = &g_array_index (rows, QdMapcolorExperimentRow, r);
      char *texts[N_COLUMNS];

      row_texts (row, people, texts);
      for (guint c = 0; c < N_COLUMNS; c++)
        {
          width[c] = MAX (width[c], (guint) g_utf8_strlen (texts[c], -1));
          g_ptr_array_add (cells, texts[c]);
        }
      capped += row->capped;
      no_solution += row->no_solution;
    }

  out = g_string_new (NULL);
  for (guint c = 0; c < N_COLUMNS; c++)
    {
      if (c > 0)
        g_string_append (out, "  ");
      append_padded (out, people ? _(headers[c]) : headers[c], width[c], right[c]);
    }
  g_string_append_c (out, '\n');
  for (guint r = 0; r < rows->len; r++)
    {
      for (guint c = 0; c < N_COLUMNS; c++)
        {
          if (c > 0)
            g_string_append (out, "  ");
          append_padded (out, g_ptr_array_index (cells, r * N_COLUMNS + c), width[c], right[c]);
        }
      g_string_append_c (out, '\n');
    }
  append_notes (out, e, capped, no_solution, people);
  return g_string_free (out, FALSE);
}

char *
qd_mapcolor_experiment_format_table (const QdMapcolorExperiment *e)
{
  return format_table (e, FALSE);
}

char **
qd_mapcolor_experiment_row_texts (const QdMapcolorExperimentRow *row)
{
  char **texts = g_new0 (char *, N_COLUMNS + 1);

  g_return_val_if_fail (row != NULL, NULL);
  row_texts (row, TRUE, texts);
  return texts;
}

char *
qd_mapcolor_experiment_people_notes (const QdMapcolorExperiment *e)
{
  g_autoptr(GArray) rows = NULL;
  guint capped = 0, no_solution = 0;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (e != NULL, NULL);
  rows = qd_mapcolor_experiment_rows (e);
  for (guint r = 0; r < rows->len; r++)
    {
      capped += g_array_index (rows, QdMapcolorExperimentRow, r).capped;
      no_solution += g_array_index (rows, QdMapcolorExperimentRow, r).no_solution;
    }
  append_notes (out, e, capped, no_solution, TRUE);
  return g_string_free (out, FALSE);
}

char *
qd_mapcolor_experiment_to_people_csv (const QdMapcolorExperiment *e, gboolean time)
{
  /* The table's columns for each measure: N, algorithm, (edges,) the
   * measure's two, capped. */
  static const guint assignments_columns[] = { 0, 1, 2, 3, 4, 7 };
  static const guint time_columns[] = { 0, 1, 5, 6, 7 };
  const guint *columns = time ? time_columns : assignments_columns;
  guint n_columns = time ? G_N_ELEMENTS (time_columns) : G_N_ELEMENTS (assignments_columns);
  g_autoptr(GArray) rows = qd_mapcolor_experiment_rows (e);
  GString *out = g_string_new (NULL);

  /* The table's notes (capped runs, maps without a colouring, a stop). */
  if (!time)
    {
      g_autofree char *notes = qd_mapcolor_experiment_people_notes (e);
      g_auto(GStrv) lines = g_strsplit (notes, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        if (lines[i][0] != '\0')
          g_string_append_printf (out, "# %s\n", lines[i]);
    }
  for (guint c = 0; c < n_columns; c++)
    {
      if (c > 0)
        g_string_append_c (out, ',');
      qd_text_append_csv_field (out, _(table_headers[columns[c]]));
    }
  g_string_append_c (out, '\n');
  for (guint r = 0; r < rows->len; r++)
    {
      char *texts[N_COLUMNS];

      row_texts (&g_array_index (rows, QdMapcolorExperimentRow, r), TRUE, texts);
      for (guint c = 0; c < n_columns; c++)
        {
          if (c > 0)
            g_string_append_c (out, ',');
          qd_text_append_csv_field (out, texts[columns[c]]);
        }
      for (guint c = 0; c < N_COLUMNS; c++)
        g_free (texts[c]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

static void
append_csv_number (GString *out, double v)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append_c (out, ',');
  if (isfinite (v))
    g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.6g", v));
}

char *
qd_mapcolor_experiment_to_csv (const QdMapcolorExperiment *e)
{
  g_autoptr(GArray) rows = NULL;
  GString *out;
  char cap[32];

  g_return_val_if_fail (e != NULL, NULL);

  if (e->config.max_assignments == 0)
    g_strlcpy (cap, "default", sizeof cap);
  else
    g_snprintf (cap, sizeof cap, "%" G_GUINT64_FORMAT, e->config.max_assignments);
  out = g_string_new (NULL);
  g_string_append_printf (out, "# quandary experiment mapcolor: method %s, colors %u, seed %" G_GUINT64_FORMAT
                          ", instances %u, max-assignments %s",
                          qd_mapcolor_gen_method_to_string (e->config.method), e->config.colors,
                          e->config.seed, e->config.instances, cap);
  if (e->config.time_limit_us > 0)
    {
      /* In seconds, exactly: a limit under a millisecond is not 0. */
      g_autofree char *seconds = qd_sweep_format_double (e->config.time_limit_us / 1e6);

      g_string_append_printf (out, ", time-limit-s %s", seconds);
    }
  g_string_append_c (out, '\n');
  g_string_append (out, "# every run counts, a capped one at what it spent (censored: its true cost is at least"
                        " that); with capped > 0 the means are lower bounds; se is empty below two runs\n");
  g_string_append (out, "# quartiles by linear interpolation (q1, median, q3); *_censored 1: a capped run could"
                        " raise that quartile, which is a lower bound\n");
  if (e->stopped)
    g_string_append_printf (out, "# stopped after %u of %u runs\n", e->runs->len,
                            qd_mapcolor_experiment_total_runs (e));
  g_string_append (out, "n,algorithm,runs,capped,no_solution,edges_mean,edges_se,"
                        "assignments_mean,assignments_se,assignments_q1,assignments_median,assignments_q3,"
                        "time_ms_mean,time_ms_se,time_ms_q1,time_ms_median,time_ms_q3,"
                        "assignments_q1_censored,assignments_median_censored,assignments_q3_censored,"
                        "time_ms_q1_censored,time_ms_median_censored,time_ms_q3_censored\n");

  rows = qd_mapcolor_experiment_rows (e);
  for (guint r = 0; r < rows->len; r++)
    {
      const QdMapcolorExperimentRow *row = &g_array_index (rows, QdMapcolorExperimentRow, r);
      const QdMapcolorExperimentStat *stats[2] = { &row->assignments, &row->time_ms };

      g_string_append_printf (out, "%u,%s,%u,%u,%u", row->n, qd_mapcolor_variant_to_string (row->algorithm),
                              row->runs, row->capped, row->no_solution);
      append_csv_number (out, row->edges_mean);
      append_csv_number (out, row->edges_se);
      for (guint i = 0; i < 2; i++)
        {
          append_csv_number (out, stats[i]->mean);
          append_csv_number (out, stats[i]->se);
          append_csv_number (out, stats[i]->q1);
          append_csv_number (out, stats[i]->median);
          append_csv_number (out, stats[i]->q3);
        }
      for (guint i = 0; i < 2; i++)
        g_string_append_printf (out, ",%d,%d,%d", stats[i]->q1_censored, stats[i]->median_censored,
                                stats[i]->q3_censored);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
