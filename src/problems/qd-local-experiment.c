/* qd-local-experiment.c — `experiment localsearch`: the arms, an instance run by
 * every arm, and the figures per arm (qd-local-experiment.h). */
#include "config.h"
#include "qd-local-experiment.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "core/qd-random.h"

const QdProblem *
qd_local_experiment_find_problem (const char *id)
{
  const QdProblem *problem = id != NULL ? qd_problem_find (id) : NULL;

  return problem != NULL && problem->local_search != NULL ? problem : NULL;
}

char *
qd_local_experiment_problem_names (void)
{
  guint n;
  const QdProblem *const *all = qd_problem_get_all (&n);
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    if (all[i]->local_search != NULL)
      g_ptr_array_add (ids, (gpointer) all[i]->id);
  if (ids->len == 0)
    return g_strdup ("");
  {
    GString *out = g_string_new (ids->pdata[0]);

    for (guint i = 1; i < ids->len; i++)
      /* Translators: the last of a list of problems' ids, "a, b or c". */
      g_string_append_printf (out, i + 1 == ids->len ? _(" or %s") : ", %s", (const char *) ids->pdata[i]);
    return g_string_free (out, FALSE);
  }
}

static gint
compare_ids (gconstpointer a, gconstpointer b)
{
  return strcmp ((*(const QdProblem *const *) a)->id, (*(const QdProblem *const *) b)->id);
}

char *
qd_local_experiment_default_algorithms (void)
{
  guint n;
  const QdProblem *const *all = qd_problem_get_all (&n);
  g_autoptr(GPtrArray) problems = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    if (all[i]->local_search != NULL)
      g_ptr_array_add (problems, (gpointer) all[i]);
  g_ptr_array_sort (problems, compare_ids);
  for (guint i = 0; i < problems->len; i++)
    {
      const QdProblem *problem = problems->pdata[i];
      g_autofree char *names = qd_local_menu_names (problem->local_search->default_algorithms, 0, ",", NULL);

      /* Translators: between two problems' default algorithms, "queens a,b; tsp c,d". */
      g_string_append_printf (out, "%s%s %s", i > 0 ? C_("between two problems' lists", "; ") : "", problem->id,
                              names);
    }
  return g_string_free (out, FALSE);
}

static void
arm_free (gpointer data)
{
  QdLocalExperimentArm *arm = data;

  g_free (arm->label);
  g_free (arm->algorithm);
  g_free (arm);
}

static void
add_arm (QdLocalExperiment *e, char *label, const char *algorithm, guint sideways, gboolean swept)
{
  QdLocalExperimentArm *arm = g_new0 (QdLocalExperimentArm, 1);

  arm->label = label;
  arm->algorithm = g_strdup (algorithm);
  arm->sideways = sideways;
  arm->swept = swept;
  g_ptr_array_add (e->arms, arm);
}

QdLocalExperiment *
qd_local_experiment_new (const QdLocalExperimentConfig *c)
{
  QdLocalExperiment *e = g_new0 (QdLocalExperiment, 1);

  qd_sweep_runs_init (&e->base, &qd_local_experiment_class);
  e->problem = c->problem;
  e->local = c->problem->local_search;
  e->model = c->model;
  e->size = c->model != NULL ? e->local->model_size (c->model) : c->size;
  e->model_path = g_strdup (c->model_path);
  e->instances = c->instances;
  e->sideways = c->sideways;
  e->seed = c->seed;
  e->tolerance = e->local->takes_tolerance ? c->tolerance : 0;
  e->algorithms = g_strdupv ((char **) c->algorithms);
  e->sweep = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_vals (e->sweep, c->sweep, c->n_sweep);
  e->arms = g_ptr_array_new_with_free_func (arm_free);
  for (guint a = 0; e->algorithms[a] != NULL; a++)
    add_arm (e, g_strdup (e->algorithms[a]), e->algorithms[a], e->sideways, FALSE);
  for (guint k = 0; k < c->n_sweep; k++)
    {
      QdLocalVariantId climb = c->sweep[k] == 0 ? QD_LOCAL_VARIANT_STEEPEST : QD_LOCAL_VARIANT_SIDEWAYS;

      add_arm (e, g_strdup_printf ("sideways=%u", c->sweep[k]), qd_local_variant_to_string (climb), c->sweep[k], TRUE);
    }
  g_return_val_if_fail (e->arms->len <= QD_LOCAL_EXPERIMENT_MAX_ARMS, e);
  return e;
}

void
qd_local_experiment_free (QdLocalExperiment *e)
{
  if (e == NULL)
    return;
  g_free (e->model_path);
  g_strfreev (e->algorithms);
  g_array_unref (e->sweep);
  g_ptr_array_unref (e->arms);
  qd_sweep_runs_clear (&e->base);
  g_free (e);
}

guint
qd_local_experiment_n_arms (const QdLocalExperiment *e)
{
  return e->arms->len;
}

const QdLocalExperimentArm *
qd_local_experiment_arm (const QdLocalExperiment *e, guint a)
{
  return e->arms->pdata[a];
}

guint64
qd_local_experiment_instance_rng (const QdLocalExperiment *e, guint64 index)
{
  return qd_random_mix (e->seed ^ (0x9E3779B97F4A7C15u * (index + 1)));
}

/* ------------------------------------------------------------------ runs */

gboolean
qd_local_experiment_run_one (const QdLocalExperiment *e, guint64 index, const gint *stop, QdLocalExperimentRun *run)
{
  run->index = index;
  return e->local->run_instance (e, index, stop, run);
}

/* --------------------------------------------------------------- figures */

double
qd_local_experiment_threshold (const QdLocalExperiment *e, const QdLocalExperimentRun *run)
{
  double best = run->best;

  if (isnan (best))
    {
      best = INFINITY;
      for (guint a = 0; a < e->arms->len; a++)
        best = MIN (best, run->results[a].value);
    }
  /* Tours of the same length summed in another order differ in the last bits. */
  return best * (1 + e->tolerance / 100) + 1e-9 * MAX (1.0, best);
}

gboolean
qd_local_experiment_solved (const QdLocalExperiment *e, const QdLocalExperimentRun *run, guint arm)
{
  return run->results[arm].value <= qd_local_experiment_threshold (e, run);
}

void
qd_local_experiment_tally (const QdLocalExperiment *e, guint arm, QdLocalExperimentTally *t)
{
  memset (t, 0, sizeof *t);
  for (guint i = 0; i < e->base.runs->len; i++)
    {
      const QdLocalExperimentRun *run = &g_array_index (e->base.runs, QdLocalExperimentRun, i);
      const QdLocalExperimentResult *r = &run->results[arm];

      t->instances++;
      t->restarts += r->restarts;
      t->time_us += r->time_us;
      if (qd_local_experiment_solved (e, run, arm))
        {
          t->solved++;
          t->steps_solved += r->steps;
        }
      else
        t->steps_failed += r->steps;
    }
}

static gint
compare_steps (gconstpointer a, gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y;
}

GArray *
qd_local_experiment_steps_solved (const QdLocalExperiment *e, guint arm)
{
  GArray *steps = g_array_new (FALSE, FALSE, sizeof (guint64));

  for (guint i = 0; i < e->base.runs->len; i++)
    {
      const QdLocalExperimentRun *run = &g_array_index (e->base.runs, QdLocalExperimentRun, i);

      if (qd_local_experiment_solved (e, run, arm))
        g_array_append_val (steps, run->results[arm].steps);
    }
  g_array_sort (steps, compare_steps);
  return steps;
}

/* ----------------------------------------------------------------- texts */

char *
qd_local_experiment_describe (const QdLocalExperiment *e)
{
  return e->local->describe (e);
}

/* An arm's figures as text, with `.` as the decimal point in every locale:
 * instances, solved, solved_pct, steps_solved, steps_failed, restarts, ms. */
static void
row_fields (const QdLocalExperiment *e, guint arm, char f[7][G_ASCII_DTOSTR_BUF_SIZE])
{
  QdLocalExperimentTally t;
  guint failed;
  double v[5];

  qd_local_experiment_tally (e, arm, &t);
  failed = t.instances - t.solved;
  v[0] = t.instances > 0 ? 100.0 * t.solved / t.instances : 0;
  v[1] = t.solved > 0 ? (double) t.steps_solved / t.solved : 0;
  v[2] = failed > 0 ? (double) t.steps_failed / failed : 0;
  v[3] = t.instances > 0 ? (double) t.restarts / t.instances : 0;
  v[4] = t.time_us / 1000.0;
  g_snprintf (f[0], sizeof f[0], "%u", t.instances);
  g_snprintf (f[1], sizeof f[1], "%u", t.solved);
  for (guint i = 0; i < 5; i++)
    g_ascii_formatd (f[2 + i], sizeof f[2 + i], i == 4 ? "%.1f" : "%.2f", v[i]);
}

char *
qd_local_experiment_format_table (const QdLocalExperiment *e)
{
  g_autofree char *header = qd_local_experiment_describe (e);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%s\n", header);
  g_string_append_printf (out, "%-20s %9s %9s %10s %13s %13s %9s %10s\n", "algorithm", "instances", "solved",
                          "solved_pct", "steps_solved", "steps_failed", "restarts", "ms");
  for (guint a = 0; a < e->arms->len; a++)
    {
      char f[7][G_ASCII_DTOSTR_BUF_SIZE];

      row_fields (e, a, f);
      g_string_append_printf (out, "%-20s %9s %9s %10s %13s %13s %9s %10s\n", qd_local_experiment_arm (e, a)->label,
                              f[0], f[1], f[2], f[3], f[4], f[5], f[6]);
    }
  return g_string_free (out, FALSE);
}

char *
qd_local_experiment_to_csv (const QdLocalExperiment *e)
{
  GString *out = g_string_new ("algorithm,instances,solved,solved_pct,steps_solved,steps_failed,restarts,ms\n");

  for (guint a = 0; a < e->arms->len; a++)
    {
      char f[7][G_ASCII_DTOSTR_BUF_SIZE];

      row_fields (e, a, f);
      g_string_append_printf (out, "%s,%s,%s,%s,%s,%s,%s,%s\n", qd_local_experiment_arm (e, a)->label, f[0], f[1],
                              f[2], f[3], f[4], f[5], f[6]);
    }
  return g_string_free (out, FALSE);
}

char *
qd_local_experiment_histogram_csv (const QdLocalExperiment *e)
{
  GString *out = g_string_new ("algorithm,steps,count\n");

  for (guint a = 0; a < e->arms->len; a++)
    {
      g_autoptr(GArray) steps = qd_local_experiment_steps_solved (e, a);

      for (guint i = 0; i < steps->len;)
        {
          guint64 s = g_array_index (steps, guint64, i);
          guint k = i;

          while (k < steps->len && g_array_index (steps, guint64, k) == s)
            k++;
          g_string_append_printf (out, "%s,%" G_GUINT64_FORMAT ",%u\n", qd_local_experiment_arm (e, a)->label, s,
                                  k - i);
          i = k;
        }
    }
  return g_string_free (out, FALSE);
}
