/* fuzz-csp-files.c — a libFuzzer target for both readers of constraint
 * files (Quandary's own format and XCSP3, problems/csp/): every input is
 * read by each; a model read is solved with small limits (search with each
 * inference, AC-3 on small models, min-conflicts), which must not crash,
 * and a solution found must satisfy every constraint.  test-csp-files.c
 * runs the same function on the corpus and the examples in every build. */
#include "config.h"

#include <stdlib.h>

#include "core/qd-local.h"
#include "problems/csp/qd-csp-ac3.h"
#include "problems/csp/qd-csp-model.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static gboolean
on_solution (gpointer user_data, QdCspSolver *solver, const gint *values)
{
  const QdCsp *csp = user_data;

  if (qd_csp_count_conflicts (csp, values, -1) != 0)
    abort ();
  return TRUE;
}

static void
exercise (QdCspModel *model)
{
  static const QdCspListener listener = { .solution = on_solution };
  QdCsp *csp = model->csp;

  for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
    {
      gboolean any = FALSE;

      for (guint x = 0; x < qd_csp_domain_size (csp, v) && !any; x++)
        any = qd_csp_initial_has (csp, v, x);
      if (!any)
        return;
    }
  for (QdCspInference inference = QD_CSP_INFER_NONE; inference <= QD_CSP_INFER_MAC; inference++)
    {
      QdCspOptions options;
      g_autoptr(QdCspSolver) solver = NULL;

      qd_csp_options_init (&options);
      options.inference = inference;
      options.var_order = QD_CSP_VAR_MRV;
      options.all_solutions = TRUE;
      options.max_assignments = 2000;
      /* Backtracking counts no rejected value as an assignment: a hard
       * instance is bounded by time too. */
      options.deadline_us = g_get_monotonic_time () + 100000;
      options.listener = &listener;
      options.listener_data = csp;
      solver = qd_csp_solver_new (csp, &options);
      qd_csp_solver_run (solver, NULL);
    }
  if (qd_csp_n_constraints (csp) <= 64 && qd_csp_model_n_vars (model) <= 64)
    {
      gboolean **domains = NULL;

      qd_csp_ac3_run (csp, &domains, NULL, NULL, NULL);
      qd_csp_ac3_domains_free (csp, domains);
    }
  {
    QdMinConflictsOptions options;
    g_autoptr(QdMinConflicts) mc = NULL;

    qd_min_conflicts_options_init (&options);
    options.max_steps = 200;
    mc = qd_min_conflicts_new (csp, &options);
    if (mc != NULL && qd_min_conflicts_run (mc, NULL) == QD_MIN_CONFLICTS_SOLVED &&
        qd_csp_count_conflicts (csp, qd_min_conflicts_values (mc), -1) != 0)
      abort ();
  }
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  QdCspModel *(*readers[]) (const char *, gssize, GError **) = { qd_csp_model_parse_own, qd_csp_model_parse_xcsp };

  for (guint r = 0; r < G_N_ELEMENTS (readers); r++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdCspModel) model = readers[r] ((const char *) data, (gssize) size, &error);

      if (model == NULL)
        {
          /* Every refusal names the line and the column. */
          if (error == NULL || !g_str_has_prefix (error->message, "line "))
            abort ();
          continue;
        }
      exercise (model);
    }
  return 0;
}
