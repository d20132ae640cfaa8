/* qd-sweep-merge.c — any experiment's raw files merged into its report. */
#include "config.h"
#include "qd-sweep-merge.h"

#include <glib/gi18n.h>
#include <string.h>

#include "problems/qd-local-experiment.h"
#include "problems/qd-problem.h"

/* The experiments are named by their problem's id, but localsearch (over
 * several problems). */
static char *
merge_report (const char *experiment, QdSweepRaw *const *raws, guint n, GError **error)
{
  const QdProblem *problem = qd_problem_find (experiment);

  if (strcmp (experiment, "localsearch") == 0)
    {
      g_autoptr(QdLocalExperiment) e = qd_local_experiment_merge (raws, n, error);

      return e != NULL ? qd_local_experiment_format_table (e) : NULL;
    }
  if (problem != NULL && problem->merge_shards != NULL)
    return problem->merge_shards (raws, n, error);
  g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_FORMAT, _("%s: experiment “%s” is not one Quandary merges"),
               raws[0]->path, experiment);
  return NULL;
}

char *
qd_sweep_merge_files (const char *const *paths, gboolean folder, char **experiment, char **summary, GError **error)
{
  g_autofree gboolean *found = NULL;
  guint64 present;
  g_autoptr(GPtrArray) raws = qd_sweep_read_files (paths, folder, &found, &present, error);
  QdSweepRaw *first;
  char *text;

  if (raws == NULL)
    return NULL;
  first = raws->pdata[0];
  text = merge_report (first->experiment, (QdSweepRaw *const *) raws->pdata, raws->len, error);
  if (text == NULL)
    return NULL;
  if (experiment != NULL)
    *experiment = g_strdup (first->experiment);
  if (summary != NULL)
    *summary = qd_sweep_describe_merge (raws->len, found, present, first->total);
  return text;
}
