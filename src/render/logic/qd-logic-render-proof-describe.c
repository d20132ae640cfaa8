/* qd-logic-render-proof-describe.c — what an item of a proof's drawing is,
 * in words (qd_logic_proof_describe): for the tab's label beside the
 * drawing, and for a screen reader. */
#include "config.h"
#include "qd-logic-render-proof.h"

#include <glib/gi18n.h>

static char *
describe_row (const QdLogicProof *proof, guint row)
{
  const QdPropTable *t = &proof->table;
  g_autoptr(GString) values = g_string_new (NULL);
  gint stop = qd_prop_table_stop_row (t);

  for (guint k = 0; k < t->tt->symbols->len; k++)
    g_string_append_printf (values, "%s%s = %s", k > 0 ? ", " : "",
                            qd_prop_symbol_name (t->prop, g_array_index (t->tt->symbols, guint, k)),
                            qd_prop_table_value (t, row, k) ? "T" : "F");
  if ((gint) row == stop)
    return g_strdup_printf (_("Row %u: %s — a model of KB where α is false: the walk stops here"), row + 1,
                            values->str);
  return g_strdup_printf (_("Row %u: %s"), row + 1, values->str);
}

static char *
describe_clause (const QdLogicProof *proof, guint node)
{
  const QdPropRefutation *f = &proof->refutation;
  guint c = qd_prop_refutation_node_clause (f, node);
  const QdPropClauses *clauses = f->res->clauses;
  guint n, a, b;
  const guint *lits = qd_prop_clause (clauses, c, &n);
  g_autofree char *text = qd_prop_clause_print (f->prop, lits, n);

  a = g_array_index (clauses->parents, guint, 2 * c);
  b = g_array_index (clauses->parents, guint, 2 * c + 1);
  if (a == QD_PROP_NONE)
    return g_strdup_printf (_("Clause %u: %s, given (a clause of KB ∧ ¬α)"), c + 1, text);
  {
    g_autofree char *pa = NULL, *pb = NULL;

    lits = qd_prop_clause (clauses, a, &n);
    pa = qd_prop_clause_print (f->prop, lits, n);
    lits = qd_prop_clause (clauses, b, &n);
    pb = qd_prop_clause_print (f->prop, lits, n);
    return g_strdup_printf (_("Clause %u: %s, resolved from clause %u (%s) and clause %u (%s)"), c + 1, text, a + 1,
                            pa, b + 1, pb);
  }
}

static char *
describe_chaining (const QdLogicProof *proof, guint node)
{
  const QdPropChaining *ch = &proof->chaining;
  guint n_symbols = qd_prop_chaining_n_symbols (ch);

  if (node < n_symbols)
    {
      guint symbol = qd_prop_chaining_node_symbol (ch, node);
      gboolean popped = FALSE;

      for (guint i = 0; i < ch->fc->popped->len; i++)
        popped = popped || g_array_index (ch->fc->popped, guint, i) == symbol;
      return g_strdup_printf (popped ? _("Symbol %s: inferred (popped from the agenda)")
                                     : _("Symbol %s: not inferred"), qd_prop_symbol_name (ch->prop, symbol));
    }
  /* The clauses with premises, in the KB's order. */
  for (guint i = 0, k = n_symbols; i < ch->n_kb; i++)
    if (qd_prop_node (ch->prop, ch->kb[i])->op == QD_PROP_IMPLIES && k++ == node)
      {
        g_autofree char *text = qd_prop_print (ch->prop, ch->kb[i]);
        guint count = i < ch->fc->counts->len ? g_array_index (ch->fc->counts, guint, i) : 0;

        return g_strdup_printf (ngettext ("Rule %s: %u premise not inferred", "Rule %s: %u premises not inferred",
                                          count), text, count);
      }
  return g_strdup ("");
}

static char *
describe_cnf (const QdLogicProof *proof, guint line)
{
  static const char *const steps[] = {
    N_("the formula searched"), N_("⇔ eliminated"), N_("⇒ eliminated"), N_("¬ moved inwards"),
    N_("∨ distributed over ∧"),
  };
  g_autofree char *text = qd_prop_print (proof->cnf.prop, line == 0 ? proof->cnf.root : proof->cnf.steps[line - 1]);

  return g_strdup_printf (C_("a conversion step and its formula", "%s: %s"), _(steps[MIN (line, 4u)]), text);
}

/* "Criminal(West) by (1) {x/West, y/M1, z/Nono}": a goal and its note. */
static char *
describe_goal (const QdLogicProof *proof, guint node)
{
  const QdFolProofTree *tree = &proof->fol_bc;
  const QdFolAnswer *answer = &g_array_index (tree->bc->answers, QdFolAnswer, tree->answer);
  const QdFolProofNode *pn = &g_array_index (tree->bc->nodes, QdFolProofNode, answer->nodes + node);
  g_autofree char *goal = qd_fol_print_term (tree->fol, pn->goal);
  g_autofree char *note = qd_fol_proof_tree_node_note (tree, node);

  if (*note == '\0')
    return g_strdup_printf (_("Goal %s"), goal);
  /* TRANSLATORS: a goal of FOL-BC's proof tree, then the clause and substitution that proved it */
  return g_strdup_printf (_("Goal %s: %s"), goal, note);
}

/* A line of UNIFY's steps: the drawing's hit numbers them. */
static char *
describe_unify (const QdLogicProof *proof, guint line)
{
  guint n = qd_fol_unify_view_n_steps (&proof->unify);

  if (line == 0)
    {
      g_autofree char *x = qd_fol_print_term (proof->unify.fol, proof->unify.x);
      g_autofree char *y = qd_fol_print_term (proof->unify.fol, proof->unify.y);

      return g_strdup_printf (_("UNIFY(%s, %s)"), x, y);
    }
  return line >= n ? g_strdup (_("The result: the unifier composed, or why there is none"))
                   : g_strdup_printf (_("Step %u of UNIFY"), line);
}

char *
qd_logic_proof_describe (const QdLogicProof *proof, gint index)
{
  if (index < 0)
    return g_strdup ("");
  switch (proof->kind)
    {
    case QD_LOGIC_PROOF_TABLE: return describe_row (proof, (guint) index);
    case QD_LOGIC_PROOF_REFUTATION: return describe_clause (proof, (guint) index);
    case QD_LOGIC_PROOF_CHAINING: return describe_chaining (proof, (guint) index);
    case QD_LOGIC_PROOF_DPLL: return qd_prop_dpll_tree_describe (&proof->dpll, (guint) index);
    case QD_LOGIC_PROOF_WALKSAT: return g_strdup ("");
    case QD_LOGIC_PROOF_BC: return qd_prop_bc_tree_describe (&proof->bc, (guint) index);
    case QD_LOGIC_PROOF_CONFLICT: return qd_sat_graph_describe (&proof->graph, (guint) index);
    case QD_LOGIC_PROOF_FOL_FC:
    case QD_LOGIC_PROOF_FOL_FC_TABLE:
      return (guint) index < proof->fol_fc.fc->facts->len
        ? qd_fol_fc_fact_print (proof->fol_fc.fol, proof->fol_fc.fc, (guint) index) : g_strdup ("");
    case QD_LOGIC_PROOF_FOL_BC:
      return (guint) index < qd_fol_proof_tree_n_steps (&proof->fol_bc) ? describe_goal (proof, (guint) index)
                                                                         : g_strdup ("");
    case QD_LOGIC_PROOF_UNIFY: return describe_unify (proof, (guint) index);
    case QD_LOGIC_PROOF_CNF:
    default: return describe_cnf (proof, (guint) index);
    }
}
