/* qd-logic-cli-print.c — `quandary-cli logic`'s other texts: the CNF steps,
 * the SAT solvers' answer lines, the KB as DIMACS. */
#include "config.h"
#include "qd-logic-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

static const char *const step_words[QD_PROP_N_STEPS] = {
  "no-iff", "no-implies", "not-inwards", "distributed",
};

/* The four steps and the clauses of one formula. */
static gboolean
print_formula_cnf (QdProp *prop, const char *label, guint root, guint *total, GError **error)
{
  guint steps[QD_PROP_N_STEPS];
  g_autoptr(QdPropClauses) clauses = qd_prop_cnf (prop, root, QD_PROP_MAX_CLAUSES, steps, error);
  g_autofree char *text = qd_prop_print (prop, root);

  if (clauses == NULL)
    return FALSE;
  printf ("%s %s\n", label, text);
  for (guint i = 0; i < QD_PROP_N_STEPS; i++)
    {
      g_autofree char *step = qd_prop_print (prop, steps[i]);
      printf ("  %s %s\n", step_words[i], step);
    }
  for (guint c = 0; c < qd_prop_clauses_len (clauses); c++)
    {
      guint n;
      const guint *lits = qd_prop_clause (clauses, c, &n);
      g_autofree char *clause = qd_prop_clause_print (prop, lits, n);
      printf ("  clause %s\n", clause);
    }
  *total += qd_prop_clauses_len (clauses);
  return TRUE;
}

gboolean
qd_logic_cli_print_cnf (QdLogicDoc *doc, const char *query, GError **error)
{
  const GArray *s = doc->kb.sentences;
  guint total = 0;

  for (guint i = 0; i < s->len; i++)
    if (!print_formula_cnf (doc->kb.prop, "sentence", g_array_index (s, QdLogicSentence, i).root, &total, error))
      return FALSE;
  if (query != NULL)
    {
      guint alpha = qd_prop_parse (doc->kb.prop, query, error);

      if (alpha == QD_PROP_NONE)
        return FALSE;
      if (!print_formula_cnf (doc->kb.prop, "negated-query", qd_prop_not (doc->kb.prop, alpha), &total, error))
        return FALSE;
    }
  printf ("clauses %u\n", total);
  return TRUE;
}

void
qd_logic_cli_print_solver (const QdLogicAskResult *result)
{
  guint on_line = 0;

  if (result->status == QD_LOGIC_UNSAT)
    {
      puts ("s UNSATISFIABLE");
      return;
    }
  if (result->status != QD_LOGIC_SAT)
    {
      puts ("s UNKNOWN");
      return;
    }
  puts ("s SATISFIABLE");
  /* "v" lines of at most ten literals, the last ending with 0. */
  for (guint v = 0; v < result->n_vars; v++)
    {
      printf ("%s %s%u", on_line == 0 ? "v" : "", result->model[v] ? "" : "-", v + 1);
      if (++on_line == 10)
        {
          putchar ('\n');
          on_line = 0;
        }
    }
  printf ("%s 0\n", on_line == 0 ? "v" : "");
}

char *
qd_logic_cli_dimacs_text (QdLogicDoc *doc, GError **error)
{
  guint root = qd_logic_doc_kb_root (doc);
  g_autoptr(QdPropClauses) clauses = root != QD_PROP_NONE
    ? qd_prop_cnf (doc->kb.prop, root, QD_PROP_MAX_CLAUSES, NULL, error) : qd_prop_clauses_new ();
  guint n_vars = qd_prop_n_symbols (doc->kb.prop);
  GString *s;

  if (clauses == NULL)
    return NULL;
  s = g_string_new ("c written by quandary-cli logic --dimacs-out: variable N is the symbol named\n");
  for (guint v = 0; v < n_vars; v++)
    g_string_append_printf (s, "c %u %s\n", v + 1, qd_prop_symbol_name (doc->kb.prop, v));
  g_string_append_printf (s, "p cnf %u %u\n", n_vars, qd_prop_clauses_len (clauses));
  for (guint c = 0; c < qd_prop_clauses_len (clauses); c++)
    {
      guint n;
      const guint *lits = qd_prop_clause (clauses, c, &n);

      for (guint i = 0; i < n; i++)
        g_string_append_printf (s, "%d ", QD_SAT_DIMACS (lits[i]));
      g_string_append (s, "0\n");
    }
  return g_string_free (s, FALSE);
}
