/* qd-logic-ask-text.c — an answer in words: the verdict for people, the
 * figures for files, and the trace of the engine (qd-logic-ask.h). */
#include "config.h"
#include "qd-logic-ask-private.h"
#include "qd-logic-ask-fol.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"

/* The query as the document prints it (to free). */
static char *
query_text (const QdLogicDoc *doc, const QdLogicAskResult *result)
{
  return qd_prop_print (doc->kb.prop, result->query);
}

char *
qd_logic_ask_verdict (const QdLogicDoc *doc, const QdLogicAskResult *result)
{
  g_autofree char *alpha = NULL;

  if (result->fol_query != QD_FOL_NONE)
    return qd_logic_ask_fol_verdict (doc, result);
  if (result->query != QD_PROP_NONE)
    alpha = query_text (doc, result);
  switch (result->status)
    {
    case QD_LOGIC_ENTAILED:
      return g_strdup_printf (_("KB ⊨ %s: the knowledge base entails it."), alpha);
    case QD_LOGIC_NOT_ENTAILED:
      return g_strdup_printf (_("KB ⊭ %s: the knowledge base does not entail it."), alpha);
    case QD_LOGIC_SAT:
      return g_strdup (_("Satisfiable: the knowledge base has a model."));
    case QD_LOGIC_UNSAT:
      return g_strdup (_("Unsatisfiable: the knowledge base has no model."));
    case QD_LOGIC_STOPPED:
      return g_strdup (_("Stopped before an answer."));
    case QD_LOGIC_BUDGET:
      return g_strdup (_("No answer: the budget ran out first."));
    case QD_LOGIC_NO_MODEL:
      return g_strdup (_("No answer: WalkSAT found no model in its flips (it cannot show there is none)."));
    case QD_LOGIC_REFUSED:
    default:
      return g_strdup_printf (_("No answer: %s."), result->reason);
    }
}

/* "A B ¬C …": the symbols of a model (values per symbol number). */
static void
append_model (GString *s, const QdLogicDoc *doc, const QdLogicAskResult *result)
{
  for (guint v = 0; v < result->n_vars; v++)
    {
      if (doc->kind == QD_LOGIC_DOC_DIMACS)
        g_string_append_printf (s, " %s%u", result->model[v] ? "" : "-", v + 1);
      else
        g_string_append_printf (s, " %s%s", result->model[v] ? "" : "¬",
                                qd_prop_symbol_name (doc->kb.prop, v));
    }
}

/* "model A ¬B" (or "counter-model" for a query) on a knowledge base. */
static void
append_model_line (GString *s, const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  if (r->model == NULL || doc->kind != QD_LOGIC_DOC_PROP)
    return;
  g_string_append (s, r->query != QD_PROP_NONE ? "counter-model" : "model");
  append_model (s, doc, r);
  g_string_append_c (s, '\n');
}

static void
format_figures (GString *s, const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  switch (r->algorithm)
    {
    case QD_LOGIC_TRUTH_TABLE:
      g_string_append_printf (s, "rows %" G_GUINT64_FORMAT "\nmodels %u\n", r->tt.rows, r->tt.kb_rows->len);
      break;
    case QD_LOGIC_RESOLUTION:
      g_string_append_printf (s, "clauses %u\ninput %u\nrounds %u\npairs %" G_GUINT64_FORMAT "\n",
                              qd_prop_clauses_len (r->resolution.clauses), r->resolution.n_input,
                              r->resolution.rounds, r->resolution.pairs);
      break;
    case QD_LOGIC_FC:
      g_string_append (s, "popped");
      for (guint i = 0; i < r->fc.popped->len; i++)
        g_string_append_printf (s, " %s", qd_prop_symbol_name (doc->kb.prop, g_array_index (r->fc.popped, guint, i)));
      g_string_append_c (s, '\n');
      break;
    case QD_LOGIC_BC:
      g_string_append_printf (s, "goals %u\nrules %u\n", r->bc.n_goals, r->bc.n_rules);
      break;
    case QD_LOGIC_DPLL:
      g_string_append_printf (s, "calls %" G_GUINT64_FORMAT "\npure %" G_GUINT64_FORMAT "\nunit %" G_GUINT64_FORMAT
                              "\nbranch %" G_GUINT64_FORMAT "\n", r->dpll.n_nodes, r->dpll.n_pure, r->dpll.n_unit,
                              r->dpll.n_branch);
      append_model_line (s, doc, r);
      break;
    case QD_LOGIC_WALKSAT:
      g_string_append_printf (s, "flips %" G_GUINT64_FORMAT "\ngreedy %" G_GUINT64_FORMAT "\n", r->walksat.n_flips,
                              r->walksat.n_greedy);
      append_model_line (s, doc, r);
      break;
    case QD_LOGIC_CDCL:
    default:
      if (r->clauses != NULL)
        g_string_append_printf (s, "clauses %u\n", qd_prop_clauses_len (r->clauses));
      g_string_append_printf (s, "decisions %" G_GUINT64_FORMAT "\nconflicts %" G_GUINT64_FORMAT
                              "\npropagations %" G_GUINT64_FORMAT "\n",
                              r->sat.decisions, r->sat.conflicts, r->sat.propagations);
      if (r->sat.eliminated > 0 || r->sat.removed > 0)
        g_string_append_printf (s, "eliminated %" G_GUINT64_FORMAT "\nremoved %" G_GUINT64_FORMAT "\n",
                                r->sat.eliminated, r->sat.removed);
      if (r->explain != NULL && r->explain->recorded)
        g_string_append_printf (s, "conflict-level %d\nbackjump %d\n", r->explain->level, r->explain->backjump);
      append_model_line (s, doc, r);
      break;
    }
}

char *
qd_logic_ask_format (const QdLogicDoc *doc, const QdLogicAskResult *result)
{
  GString *s;

  if (result->fol_query != QD_FOL_NONE)
    return qd_logic_ask_fol_format (doc, result);
  s = g_string_new (NULL);
  if (result->query != QD_PROP_NONE)
    {
      g_autofree char *alpha = query_text (doc, result);
      g_string_append_printf (s, "query %s\n", alpha);
    }
  g_string_append_printf (s, "answer %s\nalgorithm %s\n", qd_logic_status_to_string (result->status),
                          qd_logic_algorithm_to_string (result->algorithm));
  if (result->status == QD_LOGIC_REFUSED)
    g_string_append_printf (s, "reason %s\n", result->reason);
  else if (result->status != QD_LOGIC_STOPPED)
    format_figures (s, doc, result);
  return g_string_free (s, FALSE);
}

/* ---- the trace */

typedef struct
{
  GString *s;
  guint lines, max_lines, more;
  gboolean translated;
} Out;

/* A word of the trace: in the user's language for the tab, as written for
 * the command's stdout (which does not depend on the locale). */
#define T(o, text) ((o)->translated ? _(text) : (text))

static void
out_line (Out *o, const char *line)
{
  if (o->lines++ >= o->max_lines)
    {
      o->more++;
      return;
    }
  g_string_append (o->s, line);
  g_string_append_c (o->s, '\n');
}

static void
line_of (gpointer o, const char *line)
{
  out_line (o, line);
}

/* Every row of the table, true before false, the first symbol changing
 * slowest (TT-CHECK-ALL's order), with KB's and α's values. */
static void
steps_truth_table (Out *o, const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  const GArray *syms = r->tt.symbols;
  guint n = syms->len;
  g_autofree guint8 *values = g_new0 (guint8, MAX (qd_prop_n_symbols (doc->kb.prop), 1));
  g_autoptr(GString) line = g_string_new (NULL);
  guint alpha = r->query != QD_PROP_NONE ? r->query : r->kb;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (line, "%s ", qd_prop_symbol_name (doc->kb.prop, g_array_index (syms, guint, i)));
  g_string_append (line, "| KB | α");
  out_line (o, line->str);
  for (guint64 row = 0; row < ((guint64) 1 << n); row++)
    {
      gboolean kb;

      if (o->lines >= o->max_lines)
        {
          o->more += (guint) (((guint64) 1 << n) - row);
          break;
        }
      g_string_truncate (line, 0);
      for (guint i = 0; i < n; i++)
        {
          values[g_array_index (syms, guint, i)] = !((row >> (n - 1 - i)) & 1);
          g_string_append (line, values[g_array_index (syms, guint, i)] ? "T " : "F ");
        }
      kb = qd_prop_eval (doc->kb.prop, r->kb, values);
      g_string_append_printf (line, "| %s  | %s%s", kb ? "T" : "F", qd_prop_eval (doc->kb.prop, alpha, values) ? "T" : "F",
                              kb ? T (o, N_("   ← a model of KB")) : "");
      out_line (o, line->str);
    }
}

static void
steps_resolution (Out *o, const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  const QdPropClauses *c = r->resolution.clauses;
  guint total = qd_prop_clauses_len (c);
  g_autofree char *summary = NULL;

  for (guint i = 0; i < total; i++)
    {
      guint n;
      const guint *lits = qd_prop_clause (c, i, &n);
      g_autofree char *text = qd_prop_clause_print (doc->kb.prop, lits, n);
      guint a = g_array_index (c->parents, guint, 2 * i), b = g_array_index (c->parents, guint, 2 * i + 1);
      g_autofree char *line = a == QD_PROP_NONE
        ? g_strdup_printf (T (o, N_("%u. %s   (given)")), i + 1, text)
        : g_strdup_printf (T (o, N_("%u. %s   (from %u and %u)")), i + 1, text, a + 1, b + 1);

      out_line (o, line);
    }
  if (o->translated)
    summary = qd_prop_resolution_summary (&r->resolution);
  else if (r->resolution.status == QD_PROP_PROVED)
    summary = g_strdup_printf ("the empty clause, clause %u of %u: entailed", r->resolution.empty + 1, total);
  else if (r->resolution.status == QD_PROP_SATURATED)
    summary = g_strdup_printf ("saturated at %u clauses: not entailed", total);
  else
    summary = g_strdup_printf ("stopped at %u clauses, the budget: no answer", total);
  out_line (o, summary);
}

static void
steps_fc (Out *o, const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  const GArray *s = doc->kb.sentences;

  for (guint i = 0; i < r->fc.popped->len; i++)
    {
      g_autofree char *line = g_strdup_printf (T (o, N_("pop %s")), qd_prop_symbol_name (doc->kb.prop,
                                                                                 g_array_index (r->fc.popped, guint, i)));
      out_line (o, line);
    }
  for (guint i = 0; i < s->len && i < r->fc.counts->len; i++)
    {
      g_autofree char *text = qd_prop_print (doc->kb.prop, g_array_index (s, QdLogicSentence, i).root);
      g_autofree char *line = g_strdup_printf (T (o, N_("count %u   %s")), g_array_index (r->fc.counts, guint, i), text);

      out_line (o, line);
    }
}

static void
steps_model (Out *o, const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  g_autofree char *conflicts = o->translated ? qd_format_count (r->sat.conflicts)
                                             : g_strdup_printf ("%" G_GUINT64_FORMAT, r->sat.conflicts);
  g_autofree char *decisions = o->translated ? qd_format_count (r->sat.decisions)
                                             : g_strdup_printf ("%" G_GUINT64_FORMAT, r->sat.decisions);
  g_autofree char *figures = g_strdup_printf (T (o, N_("%s decisions, %s conflicts")), decisions, conflicts);

  out_line (o, figures);
  if (r->model == NULL)
    return;
  out_line (o, r->query != QD_PROP_NONE ? T (o, N_("A model of KB ∧ ¬α (so KB ⊭ α):")) : T (o, N_("A model:")));
  for (guint v = 0; v < r->n_vars; v++)
    {
      g_autofree char *line = doc->kind == QD_LOGIC_DOC_DIMACS
        ? g_strdup_printf ("%u = %s", v + 1, r->model[v] ? "T" : "F")
        : g_strdup_printf ("%s = %s", qd_prop_symbol_name (doc->kb.prop, v), r->model[v] ? "T" : "F");
      out_line (o, line);
    }
}

char *
qd_logic_ask_steps (const QdLogicDoc *doc, const QdLogicAskResult *result, guint max_lines, gboolean translated)
{
  Out o;

  if (result->fol_query != QD_FOL_NONE)
    return qd_logic_ask_fol_steps (doc, result, max_lines, translated);
  o = (Out) { .s = g_string_new (NULL), .max_lines = max_lines, .translated = translated };
  if (result->status == QD_LOGIC_REFUSED || result->status == QD_LOGIC_STOPPED)
    return g_string_free (o.s, FALSE);
  if (result->algorithm == QD_LOGIC_TRUTH_TABLE)
    steps_truth_table (&o, doc, result);
  else if (result->algorithm == QD_LOGIC_RESOLUTION)
    steps_resolution (&o, doc, result);
  else if (result->algorithm == QD_LOGIC_FC)
    steps_fc (&o, doc, result);
  else if (result->algorithm == QD_LOGIC_BC)
    qd_logic_steps_bc (line_of, &o, translated, doc, result);
  else if (result->algorithm == QD_LOGIC_DPLL)
    qd_logic_steps_dpll (line_of, &o, translated, doc, result);
  else if (result->algorithm == QD_LOGIC_WALKSAT)
    qd_logic_steps_walksat (line_of, &o, translated, doc, result);
  else
    {
      qd_logic_steps_conflict (line_of, &o, translated, doc, result);
      steps_model (&o, doc, result);
    }
  if (o.more > 0)
    g_string_append_printf (o.s, translated ? ngettext ("… and %u more line\n", "… and %u more lines\n", o.more)
                                            : "… and %u more lines\n", o.more);
  return g_string_free (o.s, FALSE);
}
