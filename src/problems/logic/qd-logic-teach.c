/* qd-logic-teach.c — a truth table's rows read back, and the CNF steps as
 * text (qd-logic-teach.h). */
#include "config.h"
#include "qd-logic-teach.h"

gboolean
qd_logic_tt_value (const QdPropTt *tt, guint64 row, guint k)
{
  guint n = tt->symbols->len;

  return !((row >> (n - 1 - k)) & 1);
}

gboolean
qd_logic_tt_is_model (const QdPropTt *tt, guint64 row)
{
  guint32 bits = 0;

  /* kb_rows keeps bit i set when symbols[i] is true in the row. */
  for (guint k = 0; k < tt->symbols->len; k++)
    if (qd_logic_tt_value (tt, row, k))
      bits |= (guint32) 1 << k;
  for (guint i = 0; i < tt->kb_rows->len; i++)
    if (g_array_index (tt->kb_rows, guint32, i) == bits)
      return TRUE;
  return FALSE;
}

char *
qd_logic_tt_row_text (const QdProp *prop, const QdPropTt *tt, guint64 row)
{
  GString *s = g_string_new (NULL);

  for (guint k = 0; k < tt->symbols->len; k++)
    g_string_append_printf (s, "%s%s=%s", k > 0 ? " " : "",
                            qd_prop_symbol_name (prop, g_array_index (tt->symbols, guint, k)),
                            qd_logic_tt_value (tt, row, k) ? "T" : "F");
  return g_string_free (s, FALSE);
}

/* The words of the four steps, as the command prints them. */
static const char *const step_words[QD_PROP_N_STEPS] = {
  "no-iff", "no-implies", "not-inwards", "distributed",
};

/* The four steps and the clauses of one formula. */
static gboolean
append_formula_cnf (GString *s, QdProp *prop, const char *label, guint root, guint *total, GError **error)
{
  guint steps[QD_PROP_N_STEPS];
  g_autoptr(QdPropClauses) clauses = qd_prop_cnf (prop, root, QD_PROP_MAX_CLAUSES, steps, error);
  g_autofree char *text = qd_prop_print (prop, root);

  if (clauses == NULL)
    return FALSE;
  g_string_append_printf (s, "%s %s\n", label, text);
  for (guint i = 0; i < QD_PROP_N_STEPS; i++)
    {
      g_autofree char *step = qd_prop_print (prop, steps[i]);
      g_string_append_printf (s, "  %s %s\n", step_words[i], step);
    }
  for (guint c = 0; c < qd_prop_clauses_len (clauses); c++)
    {
      guint n;
      const guint *lits = qd_prop_clause (clauses, c, &n);
      g_autofree char *clause = qd_prop_clause_print (prop, lits, n);
      g_string_append_printf (s, "  clause %s\n", clause);
    }
  *total += qd_prop_clauses_len (clauses);
  return TRUE;
}

char *
qd_logic_cnf_text (QdLogicDoc *doc, const char *query, GError **error)
{
  const GArray *sentences = doc->kb.sentences;
  g_autoptr(GString) s = g_string_new (NULL);
  guint total = 0;

  for (guint i = 0; i < sentences->len; i++)
    if (!append_formula_cnf (s, doc->kb.prop, "sentence", g_array_index (sentences, QdLogicSentence, i).root, &total,
                             error))
      return NULL;
  if (query != NULL)
    {
      guint alpha = qd_prop_parse (doc->kb.prop, query, error);

      if (alpha == QD_PROP_NONE)
        return NULL;
      if (!append_formula_cnf (s, doc->kb.prop, "negated-query", qd_prop_not (doc->kb.prop, alpha), &total, error))
        return NULL;
    }
  g_string_append_printf (s, "clauses %u\n", total);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

GPtrArray *
qd_logic_queries (const QdLogicDoc *doc, const char *const *given)
{
  GPtrArray *queries = g_ptr_array_new_with_free_func (g_free);

  if (given != NULL)
    for (guint i = 0; given[i] != NULL; i++)
      g_ptr_array_add (queries, g_strdup (given[i]));
  else if (doc->kind == QD_LOGIC_DOC_PROP)
    for (guint i = 0; i < doc->kb.asks->len; i++)
      g_ptr_array_add (queries, qd_prop_print (doc->kb.prop, g_array_index (doc->kb.asks, QdLogicSentence, i).root));
  else if (doc->kind == QD_LOGIC_DOC_FOL)
    for (guint i = 0; i < doc->fol.asks->len; i++)
      g_ptr_array_add (queries, qd_fol_print_term (doc->fol.fol, g_array_index (doc->fol.asks, QdLogicSentence, i).root));
  if (queries->len == 0)
    g_ptr_array_add (queries, NULL);
  return queries;
}
