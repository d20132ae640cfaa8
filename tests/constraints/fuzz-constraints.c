/* fuzz-constraints.c — what the Constraints fuzz target checks of a
 * document it reads (tests/fuzz/fuzz-format.c): AC-3 arc by arc, as the tab
 * steps it, ends where the whole run of problems/csp/qd-csp-ac3.h ends,
 * and every step has its words. */
#include "config.h"

#include "problems/constraints/qd-constraints-ac3.h"
#include "problems/constraints/qd-constraints-doc.h"
#include "fuzz/fuzz-check.h"

#define STEPS_MAX 2000

void
qd_fuzz_check (gconstpointer model)
{
  const QdConstraintsDoc *doc = model;
  const QdCsp *csp;
  QdConstraintsAc3 *ac3;
  gboolean **domains = NULL;
  gboolean consistent;
  guint steps = 0;

  /* Small networks only: a support search may take 100,000 checks. */
  if (doc->model == NULL || qd_csp_n_constraints (doc->model->csp) > 40)
    return;
  csp = doc->model->csp;
  for (guint v = 0; v < qd_csp_n_variables (csp); v++)
    if (qd_csp_domain_size (csp, v) > 64)
      return;
  ac3 = qd_constraints_ac3_new (doc->model);
  while (steps < STEPS_MAX && qd_constraints_ac3_step (ac3))
    {
      g_autofree char *words = qd_constraints_ac3_explain (ac3);

      if (words == NULL || words[0] == '\0')
        qd_fuzz_fail ("an AC-3 step has no explanation", NULL, NULL);
      steps++;
    }
  consistent = qd_csp_ac3_run (csp, &domains, NULL, NULL, NULL);
  if (steps < STEPS_MAX)
    {
      if (consistent == qd_constraints_ac3_wiped_out (ac3))
        qd_fuzz_fail ("AC-3 step by step and the whole run disagree on a wipe-out", NULL, NULL);
      for (guint v = 0; v < qd_csp_n_variables (csp) && consistent; v++)
        for (guint x = 0; x < qd_csp_domain_size (csp, v); x++)
          if (!domains[v][x] != !qd_csp_ac3_has (qd_constraints_ac3_state (ac3), v, x))
            qd_fuzz_fail ("AC-3 step by step and the whole run end with other domains", NULL, NULL);
    }
  qd_csp_ac3_domains_free (csp, domains);
  qd_constraints_ac3_free (ac3);
}
