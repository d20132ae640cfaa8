/* qd-plan-page-satplan.c — SATPlan's horizons as the Planning tab's Solve
 * group shows them under its result (qd-plan-page-solve.c runs it): each
 * horizon's formula and what the solver did, the numbers of
 * `quandary-cli plan --algorithm satplan`'s comment lines. */
#include "config.h"
#include "qd-plan-page-private.h"
#include "core/qd-format.h"

#include <glib/gi18n.h>

static const char *
result_label (QdSatResult result)
{
  switch (result)
    {
    case QD_SAT_SAT:
      return _("satisfiable");
    case QD_SAT_UNSAT:
      return _("unsatisfiable");
    case QD_SAT_BUDGET:
      return _("too big to solve");
    default:
      return _("stopped");
    }
}

char *
qd_plan_page_satplan_text (const QdSatplanResult *result)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < result->horizons->len; i++)
    {
      const QdSatplanHorizon *h = &g_array_index (result->horizons, QdSatplanHorizon, i);
      g_autofree char *vars = qd_format_count (h->n_vars);
      g_autofree char *clauses = qd_format_count (h->n_clauses);
      g_autofree char *conflicts = qd_format_count (h->stats.conflicts);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* TRANSLATORS: one horizon of SATPlan: the plan length tried, the size of its formula, the
       * solver's answer (satisfiable, unsatisfiable) and conflicts, the seconds */
      g_string_append_printf (text, _("Horizon %u: %s variables, %s clauses, %s, %s conflicts, %.3f s"), h->horizon,
                              vars, clauses, result_label (h->result), conflicts,
                              (double) (h->encode_us + h->solve_us) / G_USEC_PER_SEC);
    }
  return g_string_free (text, FALSE);
}
