/* qd-logic-ask-steps-search.c — the searches' traces in words
 * (qd_logic_ask_steps): DPLL's calls indented by depth, WalkSAT's flips,
 * backward chaining's AND-OR tree indented, and the CDCL conflict
 * recorded (trail, conflict clause, first UIP, learned clause, backjump). */
#include "config.h"
#include "qd-logic-ask-private.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"

/* A word of the trace, translated for the tab only (see qd-logic-ask-text.c). */
#define T(text) (translated ? _(text) : (text))

/* A count for people (the tab) or as the command prints it. */
static char *
count_text (gboolean translated, guint64 n)
{
  return translated ? qd_format_count (n) : g_strdup_printf ("%" G_GUINT64_FORMAT, n);
}

/* A literal: "¬P12", or "-3" on a DIMACS formula. */
static void
append_lit (GString *s, const QdLogicDoc *doc, guint lit)
{
  if (doc->kind == QD_LOGIC_DOC_DIMACS)
    g_string_append_printf (s, "%d", QD_SAT_DIMACS (lit));
  else
    g_string_append_printf (s, "%s%s", lit & 1 ? "¬" : "", qd_prop_symbol_name (doc->kb.prop, lit >> 1));
}

/* A clause's literals joined by ∨, "□" when empty (to free). */
static char *
lits_text (const QdLogicDoc *doc, const guint *lits, guint n)
{
  GString *s = g_string_new (NULL);

  if (n == 0)
    g_string_append (s, "□");
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (s, " ∨ ");
      append_lit (s, doc, lits[i]);
    }
  return g_string_free (s, FALSE);
}

static char *
clause_text (const QdLogicDoc *doc, const QdPropClauses *clauses, guint c)
{
  guint n;
  const guint *lits = qd_prop_clause (clauses, c, &n);

  return lits_text (doc, lits, n);
}

static char *
array_text (const QdLogicDoc *doc, const GArray *lits)
{
  return lits_text (doc, (const guint *) (const void *) lits->data, lits->len);
}

/* "A ¬B C": an assignment, one value per variable. */
static char *
assignment_text (const QdLogicDoc *doc, const GArray *values, guint n_vars)
{
  GString *s = g_string_new (NULL);

  for (guint v = 0; v < n_vars && v < values->len; v++)
    {
      guint8 value = g_array_index (values, guint8, v);

      if (value > 1)
        continue;   /* a symbol DPLL left free */
      if (s->len > 0)
        g_string_append_c (s, ' ');
      append_lit (s, doc, 2 * v + (value ? 0 : 1));
    }
  return g_string_free (s, FALSE);
}

/* ---- DPLL */

static char *
dpll_node_text (gboolean translated, const QdLogicDoc *doc, const QdLogicAskResult *r, const QdPropDpllNode *node)
{
  g_autoptr(GString) lit = g_string_new (NULL);
  g_autofree char *head = NULL, *tail = NULL;

  if (node->how != QD_PROP_DPLL_ROOT)
    append_lit (lit, doc, 2 * node->symbol + (node->value ? 0 : 1));
  if (node->how == QD_PROP_DPLL_ROOT)
    head = g_strdup (T (N_("start: no symbol set")));
  else if (node->how == QD_PROP_DPLL_PURE)
    head = g_strdup_printf (T (N_("pure symbol: %s")), lit->str);
  else if (node->how == QD_PROP_DPLL_UNIT)
    {
      g_autofree char *unit = clause_text (doc, r->clauses, node->reason);
      head = g_strdup_printf (T (N_("unit clause %u (%s): %s")), node->reason + 1, unit, lit->str);
    }
  else
    head = g_strdup_printf (T (N_("branch: %s")), lit->str);
  if (node->outcome == QD_PROP_DPLL_MODEL)
    tail = g_strdup (T (N_("every clause true: a model")));
  else if (node->outcome == QD_PROP_DPLL_CONFLICT)
    {
      g_autofree char *clause = clause_text (doc, r->clauses, node->falsified);
      tail = g_strdup_printf (T (N_("clause %u (%s) false: back")), node->falsified + 1, clause);
    }
  else if (node->outcome == QD_PROP_DPLL_OPEN)
    tail = g_strdup (T (N_("not finished")));
  return g_strdup_printf ("%*s%s%s%s", 2 * (int) MIN (node->depth, 60u), "", head, tail != NULL ? "   → " : "",
                          tail != NULL ? tail : "");
}

void
qd_logic_steps_dpll (QdLogicLineFunc line, gpointer out, gboolean translated, const QdLogicDoc *doc,
                     const QdLogicAskResult *r)
{
  const QdPropDpll *d = &r->dpll;
  g_autofree char *calls = count_text (translated, d->n_nodes);
  g_autofree char *pure = count_text (translated, d->n_pure), *unit = count_text (translated, d->n_unit);
  g_autofree char *branch = count_text (translated, d->n_branch);
  g_autofree char *summary = NULL;

  for (guint i = 0; i < d->nodes->len; i++)
    {
      g_autofree char *text = dpll_node_text (translated, doc, r, &g_array_index (d->nodes, QdPropDpllNode, i));
      line (out, text);
    }
  summary = g_strdup_printf (T (N_("%s calls: %s pure symbols, %s unit clauses, %s branches; depth %u")), calls, pure,
                             unit, branch, d->max_depth);
  line (out, summary);
  if (d->model != NULL)
    {
      g_autofree char *model = assignment_text (doc, d->model, r->n_vars);
      g_autofree char *said = g_strdup_printf (T (N_("model: %s")), model);
      line (out, said);
    }
}

/* ---- WalkSAT */

void
qd_logic_steps_walksat (QdLogicLineFunc line, gpointer out, gboolean translated, const QdLogicDoc *doc,
                        const QdLogicAskResult *r)
{
  const QdPropWalksat *w = &r->walksat;
  g_autofree char *start = NULL, *initial = NULL, *flips = count_text (translated, w->n_flips);
  g_autofree char *end = NULL;

  if (w->status == QD_PROP_WALKSAT_EMPTY)
    {
      line (out, T (N_("an empty clause: no assignment satisfies it, no flip made")));
      return;
    }
  initial = assignment_text (doc, w->initial, r->n_vars);
  start = g_strdup_printf (T (N_("start: %s   (%u clauses false)")), initial, w->initial_unsat);
  line (out, start);
  for (guint i = 0; i < w->flips->len; i++)
    {
      const QdPropWalksatFlip *f = &g_array_index (w->flips, QdPropWalksatFlip, i);
      g_autofree char *clause = clause_text (doc, r->clauses, f->clause);
      g_autoptr(GString) lit = g_string_new (NULL);
      g_autofree char *text = NULL;

      append_lit (lit, doc, 2 * f->symbol + (f->value ? 0 : 1));
      text = g_strdup_printf (f->greedy ? T (N_("flip %u: clause %u (%s) false, greedy step: %s   (%u false)"))
                                        : T (N_("flip %u: clause %u (%s) false, random step: %s   (%u false)")),
                              i + 1, f->clause + 1, clause, lit->str, f->n_unsat);
      line (out, text);
    }
  if (w->status == QD_PROP_WALKSAT_SAT)
    end = g_strdup_printf (T (N_("a model after %s flips")), flips);
  else if (w->status == QD_PROP_WALKSAT_NO_MODEL)
    end = g_strdup_printf (T (N_("no model in %s flips: no answer (WalkSAT cannot show there is none)")), flips);
  else
    end = g_strdup_printf (T (N_("stopped after %s flips")), flips);
  line (out, end);
  if (w->flips->len < w->n_flips)
    {
      g_autofree char *kept = g_strdup_printf (T (N_("(the first %u flips are listed)")), w->flips->len);
      line (out, kept);
    }
}

/* ---- backward chaining */

static const char *
bc_outcome (gboolean translated, guint outcome)
{
  switch (outcome)
    {
    case QD_PROP_BC_PROVED: return T (N_("proved"));
    case QD_PROP_BC_FAILED: return T (N_("failed"));
    case QD_PROP_BC_LOOP: return T (N_("a loop: already a goal above, fails here"));
    case QD_PROP_BC_KNOWN: return T (N_("proved before"));
    case QD_PROP_BC_KNOWN_FAILED: return T (N_("failed before"));
    case QD_PROP_BC_OPEN:
    default: return T (N_("not finished"));
    }
}

void
qd_logic_steps_bc (QdLogicLineFunc line, gpointer out, gboolean translated, const QdLogicDoc *doc,
                   const QdLogicAskResult *r)
{
  const GArray *s = doc->kb.sentences;

  for (guint i = 0; i < r->bc.nodes->len; i++)
    {
      const QdPropBcNode *node = &g_array_index (r->bc.nodes, QdPropBcNode, i);
      const char *outcome = bc_outcome (translated, node->outcome);
      int indent = 2 * (int) MIN (node->depth, 60u);
      g_autofree char *text = NULL;

      if (node->kind == QD_PROP_BC_GOAL)
        text = g_strdup_printf (T (N_("%*sgoal %s: %s")), indent, "", qd_prop_symbol_name (doc->kb.prop, node->symbol),
                                outcome);
      else
        {
          g_autofree char *rule = qd_prop_print (doc->kb.prop, g_array_index (s, QdLogicSentence, node->clause).root);
          text = g_strdup_printf (T (N_("%*stry %s: %s")), indent, "", rule, outcome);
        }
      line (out, text);
    }
}

/* ---- the CDCL conflict */

static void
conflict_trail (QdLogicLineFunc line, gpointer out, gboolean translated, const QdLogicDoc *doc,
                const QdSatExplain *e)
{
  for (guint i = 0; i < e->vertices->len; i++)
    {
      const QdSatExplainVertex *v = &g_array_index (e->vertices, QdSatExplainVertex, i);
      g_autoptr(GString) lit = g_string_new (NULL);
      g_autofree char *text = NULL;

      append_lit (lit, doc, v->lit);
      if (v->reason_len > 0)
        {
          g_autofree char *reason = lits_text (doc, &g_array_index (e->reason_lits, guint, v->reason_start),
                                               v->reason_len);
          text = g_strdup_printf (T (N_("  level %d: %s   implied by %s")), v->level, lit->str, reason);
        }
      else
        text = g_strdup_printf (v->decision ? T (N_("  level %d: %s   decision")) : T (N_("  level %d: %s   unit")),
                                v->level, lit->str);
      line (out, text);
    }
}

void
qd_logic_steps_conflict (QdLogicLineFunc line, gpointer out, gboolean translated, const QdLogicDoc *doc,
                         const QdLogicAskResult *r)
{
  const QdSatExplain *e = r->explain;
  g_autofree char *head = NULL, *conflict = NULL, *uip_clause = NULL, *learned = NULL, *uip = NULL, *jump = NULL;
  g_autoptr(GString) lit = g_string_new (NULL);

  if (e == NULL)
    return;
  if (!e->recorded)
    {
      g_autofree char *met = count_text (translated, r->sat.conflicts);
      g_autofree char *none = g_strdup_printf (T (N_("no conflict %u to show: the solver met %s conflicts")), (guint) e->conflict,
                                               met);
      line (out, none);
      return;
    }
  head = g_strdup_printf (T (N_("conflict %u, at level %d; the trail:")), (guint) e->conflict, e->level);
  line (out, head);
  conflict_trail (line, out, translated, doc, e);
  {
    g_autofree char *c = array_text (doc, e->conflict_lits), *u = array_text (doc, e->uip_clause);
    g_autofree char *l = array_text (doc, e->learned);

    conflict = g_strdup_printf (T (N_("clause found false: %s")), c);
    uip_clause = g_strdup_printf (T (N_("first-UIP clause: %s")), u);
    learned = g_strdup_printf (T (N_("clause learned: %s")), l);
  }
  append_lit (lit, doc, e->uip);
  uip = g_strdup_printf (T (N_("first UIP: %s")), lit->str);
  jump = g_strdup_printf (T (N_("backjump to level %d")), e->backjump);
  line (out, conflict);
  line (out, uip);
  line (out, uip_clause);
  line (out, learned);
  line (out, jump);
}
