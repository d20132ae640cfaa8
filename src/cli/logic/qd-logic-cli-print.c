/* qd-logic-cli-print.c — `quandary-cli logic`'s other texts: the CNF steps,
 * the SAT solvers' answer lines, the KB as DIMACS. */
#include "config.h"
#include "qd-logic-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "problems/logic/qd-logic-teach.h"

gboolean
qd_logic_cli_print_cnf (QdLogicDoc *doc, const char *query, GError **error)
{
  /* The text is the worksheet's answer too (problems/logic/qd-logic-teach.h). */
  g_autofree char *text = qd_logic_cnf_text (doc, query, error);

  if (text == NULL)
    return FALSE;
  fputs (text, stdout);
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
