/* qd-constraints-gen.c — random binary constraint problems
 * (qd-constraints-gen.h). */
#include "config.h"
#include "qd-constraints-gen.h"

#include "core/qd-random.h"
#include "problems/csp/qd-csp-ac3.h"
#include "problems/csp/qd-csp-model.h"
#include "problems/csp/qd-csp-solve.h"

#define MAX_DRAWS 500

static const char *const forms[] = {
  "%c != %c", "%c < %c", "%c > %c", "abs(%c - %c) != 1", "abs(%c - %c) > 1",
};

static char *
draw_text (guint n, guint top, guint n_constraints, guint64 *state)
{
  GString *text = g_string_new ("# a binary constraint problem\nvar ");
  gboolean used[6][6] = { { FALSE } };
  guint touched = 0, made = 0;

  for (guint v = 0; v < n; v++)
    g_string_append_printf (text, "%s%c", v > 0 ? ", " : "", 'A' + v);
  g_string_append_printf (text, " in 1..%u\n", top);
  while (made < n_constraints || touched != (1u << n) - 1)
    {
      guint a = qd_random_below (state, n), b = qd_random_below (state, n);

      if (a == b || used[MIN (a, b)][MAX (a, b)])
        continue;
      if (a > b)
        {
          guint t = a;

          a = b;
          b = t;
        }
      used[a][b] = TRUE;
      touched |= (1u << a) | (1u << b);
      g_string_append_printf (text, forms[qd_random_below (state, G_N_ELEMENTS (forms))], 'A' + a, 'A' + b);
      g_string_append_c (text, '\n');
      made++;
    }
  return g_string_free (text, FALSE);
}

/* Whether the problem makes a fair exercise. */
static gboolean
fair (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdCspModel *model = qd_csp_model_parse_own (text, -1, &error);
  gboolean **domains = NULL;
  guint removed = 0, open = 0;
  gboolean consistent, ok;
  QdCspSolveOptions options;
  QdCspSolveResult *result;

  if (model == NULL)
    return FALSE;
  consistent = qd_csp_ac3_run (model->csp, &domains, NULL, NULL, NULL);
  for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
    {
      guint left = 0;

      for (guint x = 0; x < qd_csp_model_var (model, v)->n_values; x++)
        left += domains[v][x] ? 1 : 0;
      removed += qd_csp_model_var (model, v)->n_values - left;
      open += left >= 2;
    }
  qd_csp_ac3_domains_free (model->csp, domains);
  qd_csp_solve_options_init (&options);
  options.var_order = QD_CSP_VAR_STATIC;
  options.inference = QD_CSP_INFER_FC;
  result = qd_csp_solve (model, &options);
  ok = consistent && !model->had_false && removed >= 2 && open >= 2 && result->first != NULL;
  qd_csp_solve_result_free (result);
  qd_csp_model_free (model);
  return ok;
}

char *
qd_constraints_gen_text (guint64 seed, guint difficulty)
{
  guint level = MIN (difficulty, 2u);
  guint n = 4 + level, top = level == 0 ? 3 : 4;
  guint64 state = seed;
  char *text = NULL;

  for (guint draw = 0; draw < MAX_DRAWS; draw++)
    {
      g_free (text);
      text = draw_text (n, top, n + qd_random_below (&state, 2), &state);
      if (fair (text))
        break;
    }
  return text;
}
