/* qd-csp-check.c — an answer to a constraint problem checked; see
 * qd-csp-check.h. */
#include "config.h"
#include "qd-csp-check.h"
#include "qd-csp-arrays.h"

#include <glib/gi18n.h>
#include <string.h>

struct _QdCspCheck {
  const QdCspModel *model;
  QdCspSolveOptions options;
  gboolean trace;
  guint64 n_solutions;
  gboolean optimized;       /* an objective: branch and bound's answer */
  gint64 optimum;
  QdCheckReference expected;
};

static void
append_line (const char *line, gpointer data)
{
  g_string_append_printf (data, "%s\n", line);
}

QdCspCheck *
qd_csp_check_new (const QdCspModel *model, const QdCspSolveOptions *options, gboolean trace)
{
  QdCspSolveOptions solve = *options;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(QdCspSolveResult) result = NULL;
  QdCspCheck *check;

  solve.write = trace ? NULL : append_line;
  /* The reference writes each solution on one line; an answer that
   * writes arrays as the command prints them is read back to that. */
  solve.arrays = FALSE;
  solve.write_data = text;
  solve.trace = trace;
  solve.tree = NULL;
  result = qd_csp_solve (model, &solve);
  if (result->status == QD_CSP_STOPPED)
    return NULL;
  check = g_new0 (QdCspCheck, 1);
  check->model = model;
  check->options = solve;
  check->options.write_data = NULL;
  check->options.stop = NULL;
  check->trace = trace;
  check->n_solutions = result->n_solutions;
  check->optimized = result->optimized;
  check->optimum = result->objective;
  qd_check_reference_init (&check->expected, trace ? qd_csp_solve_result_trace (result)
                                                   : g_string_free (g_steal_pointer (&text), FALSE));
  return check;
}

const char *
qd_csp_check_output (const QdCspCheck *check)
{
  return check->expected.text;
}

void
qd_csp_check_free (QdCspCheck *check)
{
  if (check == NULL)
    return;
  qd_check_reference_clear (&check->expected);
  g_free (check);
}

/* --- A solution line --- */

/* The value index of `text` in var's domain, or -1. */
static gint
parse_value (const QdCspModel *model, guint var, const char *text)
{
  gint64 key;

  if (qd_csp_model_var (model, var)->symbolic)
    {
      gpointer id = g_hash_table_lookup (model->symbol_ids, text);

      if (id == NULL)
        return -1;
      key = GPOINTER_TO_UINT (id) - 1;
    }
  else if (!g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, &key, NULL))
    return -1;
  return qd_csp_model_value_index (model, var, key);
}

/* One "VAR=VALUE" into values[]; NULL or why not. */
static char *
read_pair (const QdCspModel *model, const char *pair, gint *values)
{
  const char *eq = strchr (pair, '=');
  g_autofree char *name = eq != NULL ? g_strndup (pair, (gsize) (eq - pair)) : NULL;
  gint var = name != NULL ? qd_csp_model_find_var (model, name) : -1;
  gint value;

  if (eq == NULL)
    return g_strdup_printf (_("“%s” is not a VAR=VALUE pair."), pair);
  if (var < 0)
    return g_strdup_printf (_("“%s” is not a variable of the problem (names are case-sensitive)."), name);
  if (values[var] != QD_CSP_UNASSIGNED)
    return g_strdup_printf (_("%s is given a value twice."), name);
  value = parse_value (model, (guint) var, eq + 1);
  if (value < 0)
    return g_strdup_printf (_("“%s” is not a value of the domain of %s."), eq + 1, name);
  if (!qd_csp_initial_has (model->csp, (guint) var, (guint) value))
    return g_strdup_printf (_("%s=%s breaks a constraint on %s alone: the file leaves that value out of its "
                              "domain."), name, eq + 1, name);
  values[var] = value;
  return NULL;
}

/* "q[2]=3, q[3]=4": the values of constraint c's variables. */
static char *
scope_values (const QdCspModel *model, guint c, const gint *values)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < qd_csp_constraint_arity (model->csp, c); i++)
    {
      guint var = qd_csp_constraint_scope (model->csp, c)[i];
      g_autofree char *v = qd_csp_model_value_text (model, var, (guint) values[var]);

      g_string_append_printf (out, "%s%s=%s", i > 0 ? ", " : "", qd_csp_model_var (model, var)->name, v);
    }
  return g_string_free (out, FALSE);
}

/* Every variable given, every constraint satisfied; NULL or why not. */
static char *
check_values (const QdCspModel *model, const gint *values)
{
  const QdCsp *csp = model->csp;

  for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
    if (values[v] == QD_CSP_UNASSIGNED)
      return g_strdup_printf (_("%s has no value on the line: a solution gives every variable one."),
                              qd_csp_model_var (model, v)->name);
  if (model->had_false)
    return g_strdup (_("A constraint of the file holds for no value at all: the problem has no solution."));
  for (guint c = 0; c < qd_csp_n_constraints (csp); c++)
    if (!qd_csp_constraint_check (csp, c, values))
      {
        g_autofree char *scope = scope_values (model, c, values);

        return g_strdup_printf (_("The constraint %s does not hold for %s."), qd_csp_constraint_description (csp, c),
                                scope);
      }
  return NULL;
}

void
qd_csp_check_read_values (const QdCspModel *model, const char *line, gint *values)
{
  g_auto(GStrv) pairs = g_strsplit_set (line, " \t", -1);

  for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
    values[v] = QD_CSP_UNASSIGNED;
  for (guint i = 0; pairs[i] != NULL; i++)
    if (*pairs[i] != '\0')
      g_free (read_pair (model, pairs[i], values));
}

char *
qd_csp_check_solution_line (const QdCspModel *model, const char *line)
{
  guint n = qd_csp_model_n_vars (model);
  g_autofree gint *values = g_new (gint, n + 1);
  g_auto(GStrv) pairs = g_strsplit_set (line, " \t", -1);
  char *why = NULL;

  for (guint v = 0; v < n; v++)
    values[v] = QD_CSP_UNASSIGNED;
  for (guint i = 0; pairs[i] != NULL && why == NULL; i++)
    if (*pairs[i] != '\0')
      why = read_pair (model, pairs[i], values);
  return why != NULL ? why : check_values (model, values);
}

/* --- The verdict --- */

static gboolean
validity_applies (const QdCspCheck *check)
{
  return !check->trace && !check->options.all && !check->options.steps && check->n_solutions > 0;
}

/* An answer of one solution line and "1 solution", checked for validity:
 * NULL when right, else the verdict. */
static QdCheckResult *
check_validity (const QdCspCheck *check, const QdCheckText *given, gboolean strict)
{
  const QdCheckText *expected = qd_check_reference_lines (&check->expected, strict);
  const char *first = qd_check_text_line (given, 0);
  g_autofree char *why = qd_csp_check_solution_line (check->model, first != NULL ? first : "");
  QdCheckResult *result;

  if (why != NULL)
    {
      result = qd_check_result_new_wrong (1, qd_check_text_line (expected, 0), first);
      qd_check_result_explain (result, "%s", why);
      return result;
    }
  for (guint i = 1; i < MAX (qd_check_text_length (given), 2); i++)
    if (g_strcmp0 (qd_check_text_line (expected, i), qd_check_text_line (given, i)) != 0)
      {
        result = qd_check_result_new_wrong (i + 1, qd_check_text_line (expected, i), qd_check_text_line (given, i));
        qd_check_result_explain (result, _("The solution on line 1 is valid; the count line follows it, and nothing "
                                           "after."));
        return result;
      }
  return qd_check_final_newline (expected, given);
}

/* An optimisation's answer: solutions, each followed by "objective V", its
 * value, each better than the one before (which ones a program meets on
 * its way is its own affair), then "optimum V" with the proven optimum,
 * the last solution's value.  NULL when right, else the verdict. */
static QdCheckResult *
check_optimum (const QdCspCheck *check, const QdCheckText *given, gboolean strict)
{
  const QdCheckText *expected = qd_check_reference_lines (&check->expected, strict);
  guint n = qd_check_text_length (given), last_expected = qd_check_text_length (expected) - 1;
  g_autofree gint *values = g_new (gint, qd_csp_model_n_vars (check->model) + 1);
  g_autofree char *final = g_strdup_printf ("optimum %" G_GINT64_FORMAT, check->optimum);
  gint64 previous = 0;
  QdCheckResult *result;
  guint i;

  for (i = 0; i + 1 < n; i += 2)
    {
      const char *line = qd_check_text_line (given, i), *value_line = qd_check_text_line (given, i + 1);
      g_autofree char *why = qd_csp_check_solution_line (check->model, line);
      g_autofree char *told = NULL;
      gint64 value;

      if (why != NULL)
        {
          result = qd_check_result_new_wrong (i + 1, qd_check_text_line (expected, MIN (i, last_expected)), line);
          qd_check_result_explain (result, "%s", why);
          return result;
        }
      qd_csp_check_read_values (check->model, line, values);
      value = qd_csp_model_objective_value (check->model, values);
      told = g_strdup_printf ("objective %" G_GINT64_FORMAT, value);
      if (g_strcmp0 (value_line, told) != 0)
        {
          result = qd_check_result_new_wrong (i + 2, told, value_line);
          qd_check_result_explain (result, _("Each solution is followed by its objective's value."));
          return result;
        }
      if (i > 0 && (check->model->maximize ? value <= previous : value >= previous))
        {
          result = qd_check_result_new_wrong (i + 1, qd_check_text_line (expected, MIN (i, last_expected)), line);
          g_autofree char *a = g_strdup_printf ("%" G_GINT64_FORMAT, previous);
          g_autofree char *b = g_strdup_printf ("%" G_GINT64_FORMAT, value);

          if (check->model->maximize)
            qd_check_result_explain (result, _("Branch and bound reports a solution only when it is better than the "
                                               "one before it: to maximize, %s then %s is no better."), a, b);
          else
            qd_check_result_explain (result, _("Branch and bound reports a solution only when it is better than the "
                                               "one before it: to minimize, %s then %s is no better."), a, b);
          return result;
        }
      previous = value;
    }
  if (i == 0 || i >= n || g_strcmp0 (qd_check_text_line (given, i), final) != 0 || previous != check->optimum)
    {
      result = qd_check_result_new_wrong (MIN (i, n) + 1, final, i < n ? qd_check_text_line (given, i) : NULL);
      qd_check_result_explain (result, _("The answer ends with the best solution, its value, and the line "
                                         "“%s”: no solution is better."), final);
      return result;
    }
  return qd_check_final_newline (expected, given);
}

static void
explain_order (const QdCspCheck *check, QdCheckResult *result)
{
  if (check->trace)
    qd_check_result_explain (result, _("The trace of this search is the order line, then one path per line in the "
                                       "order the search visits them, each ending in a solution or a backtrack."));
  else if (check->options.steps)
    qd_check_result_explain (result, _("With --steps every step of the search comes before the solution it leads "
                                       "to, in the order the search takes them."));
  else if (check->n_solutions == 0)
    qd_check_result_explain (result, _("The search of the whole space finds no solution."));
  else
    qd_check_result_explain (result, _("With --all every solution is printed in the order the search finds them, "
                                       "then the count."));
}

QdCheckResult *
qd_csp_check_answer (const QdCspCheck *check, const char *answer, gsize length, gboolean strict)
{
  QdCheckText given = { 0 };
  g_autoptr(QdCspArrays) arrays = check->trace ? NULL : qd_csp_arrays_of_model (check->model);
  g_autofree char *copy = arrays != NULL && arrays->n_arrays > 0 ? g_strndup (answer, length) : NULL;
  g_autofree char *flat = copy != NULL ? qd_csp_arrays_flatten (check->model, arrays, copy) : NULL;
  QdCheckResult *result;

  if (flat != NULL)
    {
      answer = flat;
      length = strlen (flat);
    }
  result = qd_check_reference_compare (&check->expected, answer, length, strict, &given, NULL);

  if (result != NULL && check->optimized && !check->trace && !check->options.steps && check->n_solutions > 0)
    {
      g_clear_pointer (&result, qd_check_result_free);
      result = check_optimum (check, &given, strict);
    }
  else if (result != NULL && validity_applies (check))
    {
      g_clear_pointer (&result, qd_check_result_free);
      result = check_validity (check, &given, strict);
    }
  else if (result != NULL)
    explain_order (check, result);
  qd_check_text_clear (&given);
  return result != NULL ? result : qd_check_result_new_correct ();
}
