/* qd-logic-render-proof.c — an answer's proof drawn, one switch choosing
 * the drawing (qd-logic-render-proof.h). */
#include "config.h"
#include "qd-logic-render-proof.h"

#include <glib/gi18n.h>

/* The drawing an algorithm's proof is: THE dispatch (a new drawing is a
 * kind here and its case in each switch below). */
static QdLogicProofKind
kind_of (const QdLogicAskResult *r)
{
  QdLogicAlgorithm algorithm = r->algorithm;

  switch (algorithm)
    {
    case QD_LOGIC_TRUTH_TABLE:
      return QD_LOGIC_PROOF_TABLE;
    case QD_LOGIC_RESOLUTION:
      return QD_LOGIC_PROOF_REFUTATION;
    case QD_LOGIC_FC:
      return QD_LOGIC_PROOF_CHAINING;
    case QD_LOGIC_BC:
      return QD_LOGIC_PROOF_BC;
    case QD_LOGIC_DPLL:
      return QD_LOGIC_PROOF_DPLL;
    case QD_LOGIC_WALKSAT:
      return QD_LOGIC_PROOF_WALKSAT;
    case QD_LOGIC_CDCL:
    case QD_LOGIC_N_ALGORITHMS:
    default:
      return r->explain != NULL && r->explain->recorded ? QD_LOGIC_PROOF_CONFLICT : QD_LOGIC_PROOF_CNF;
    }
}

/* The formula an algorithm searched: KB ∧ ¬α, or KB (satisfiability). */
static guint
searched (QdLogicDoc *doc, const QdLogicAskResult *r)
{
  QdProp *prop = doc->kb.prop;

  if (r->query == QD_PROP_NONE)
    return r->kb;
  return qd_prop_binary (prop, QD_PROP_AND, r->kb, qd_prop_not (prop, r->query));
}

gboolean
qd_logic_proof_init (QdLogicProof *proof, QdLogicDoc *doc, const QdLogicAskResult *r, GError **error)
{
  const GArray *s;
  QdProp *prop;

  *proof = (QdLogicProof) { .kind = kind_of (r), .doc = doc, .result = r };
  if (r->status == QD_LOGIC_REFUSED || r->status == QD_LOGIC_STOPPED || doc->kind != QD_LOGIC_DOC_PROP
      || r->kb == QD_PROP_NONE)
    {
      g_set_error_literal (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID,
                           doc->kind == QD_LOGIC_DOC_DIMACS ? _("a DIMACS formula’s search is not drawn")
                           : doc->kind == QD_LOGIC_DOC_FOL ? _("a first-order answer is shown in its trace, not drawn")
                           : _("no proof to draw: the algorithm gave no answer"));
      return FALSE;
    }
  prop = doc->kb.prop;
  s = doc->kb.sentences;
  proof->roots = g_new (guint, MAX (s->len, 1));
  for (guint i = 0; i < s->len; i++)
    proof->roots[i] = g_array_index (s, QdLogicSentence, i).root;
  switch (proof->kind)
    {
    case QD_LOGIC_PROOF_TABLE:
      proof->table = (QdPropTable) { prop, r->kb, r->query != QD_PROP_NONE ? r->query : r->kb, proof->roots, s->len,
                                     NULL, &r->tt };
      break;
    case QD_LOGIC_PROOF_REFUTATION:
      if (r->query != QD_PROP_NONE)
        proof->query_clauses = qd_prop_cnf (prop, qd_prop_not (prop, r->query), QD_PROP_MAX_CLAUSES, NULL, NULL);
      proof->refutation = (QdPropRefutation) { prop, &r->resolution, proof->query_clauses };
      break;
    case QD_LOGIC_PROOF_CHAINING:
      proof->chaining = (QdPropChaining) { prop, proof->roots, s->len, qd_prop_node (prop, r->query)->left, &r->fc };
      break;
    case QD_LOGIC_PROOF_DPLL:
      proof->dpll = (QdPropDpllTree) { prop, r->clauses, &r->dpll };
      break;
    case QD_LOGIC_PROOF_WALKSAT:
      proof->walksat = (QdPropWalksatView) { prop, r->n_vars, &r->walksat };
      break;
    case QD_LOGIC_PROOF_BC:
      proof->bc = (QdPropBcTree) { prop, proof->roots, s->len, &r->bc };
      break;
    case QD_LOGIC_PROOF_CONFLICT:
      proof->graph = (QdSatGraph) { r->explain, (const char *const *) prop->names->pdata, prop->names->len };
      break;
    case QD_LOGIC_PROOF_CNF:
    default:
      {
        guint root = searched (doc, r);
        g_autoptr(QdPropClauses) clauses = qd_prop_cnf (prop, root, QD_PROP_MAX_CLAUSES, proof->steps, error);

        if (clauses == NULL)
          {
            qd_logic_proof_clear (proof);
            return FALSE;
          }
        proof->cnf = (QdPropCnfSteps) { prop, root, proof->steps };
      }
      break;
    }
  return TRUE;
}

void
qd_logic_proof_clear (QdLogicProof *proof)
{
  g_clear_pointer (&proof->roots, g_free);
  g_clear_pointer (&proof->query_clauses, qd_prop_clauses_free);
}

guint
qd_logic_proof_n_steps (const QdLogicProof *proof)
{
  switch (proof->kind)
    {
    case QD_LOGIC_PROOF_TABLE: return qd_prop_table_n_steps (&proof->table);
    case QD_LOGIC_PROOF_REFUTATION: return qd_prop_refutation_n_steps (&proof->refutation);
    case QD_LOGIC_PROOF_CHAINING: return qd_prop_chaining_n_steps (&proof->chaining);
    case QD_LOGIC_PROOF_DPLL: return qd_prop_dpll_tree_n_steps (&proof->dpll);
    case QD_LOGIC_PROOF_WALKSAT: return qd_prop_walksat_view_n_steps (&proof->walksat);
    case QD_LOGIC_PROOF_BC: return qd_prop_bc_tree_n_steps (&proof->bc);
    case QD_LOGIC_PROOF_CONFLICT: return qd_sat_graph_n_steps (&proof->graph);
    case QD_LOGIC_PROOF_CNF:
    default: return qd_prop_cnf_n_steps (&proof->cnf);
    }
}

void
qd_logic_proof_get_size (const QdLogicProof *proof, const QdPropRenderOptions *options, double *width, double *height)
{
  switch (proof->kind)
    {
    case QD_LOGIC_PROOF_TABLE: qd_prop_table_get_size (&proof->table, options, width, height); break;
    case QD_LOGIC_PROOF_REFUTATION: qd_prop_refutation_get_size (&proof->refutation, options, width, height); break;
    case QD_LOGIC_PROOF_CHAINING: qd_prop_chaining_get_size (&proof->chaining, options, width, height); break;
    case QD_LOGIC_PROOF_DPLL: qd_prop_dpll_tree_get_size (&proof->dpll, options, width, height); break;
    case QD_LOGIC_PROOF_WALKSAT: qd_prop_walksat_view_get_size (&proof->walksat, options, width, height); break;
    case QD_LOGIC_PROOF_BC: qd_prop_bc_tree_get_size (&proof->bc, options, width, height); break;
    case QD_LOGIC_PROOF_CONFLICT: qd_sat_graph_get_size (&proof->graph, options, width, height); break;
    case QD_LOGIC_PROOF_CNF:
    default: qd_prop_cnf_get_size (&proof->cnf, options, width, height); break;
    }
}

gint
qd_logic_proof_hit (const QdLogicProof *proof, const QdPropRenderOptions *options, double x, double y)
{
  switch (proof->kind)
    {
    case QD_LOGIC_PROOF_TABLE: return qd_prop_table_hit (&proof->table, options, x, y);
    case QD_LOGIC_PROOF_REFUTATION: return qd_prop_refutation_hit (&proof->refutation, options, x, y);
    case QD_LOGIC_PROOF_CHAINING: return qd_prop_chaining_hit (&proof->chaining, options, x, y);
    case QD_LOGIC_PROOF_DPLL: return qd_prop_dpll_tree_hit (&proof->dpll, options, x, y);
    case QD_LOGIC_PROOF_WALKSAT: return -1;   /* a flip is no item of the keyboard's */
    case QD_LOGIC_PROOF_BC: return qd_prop_bc_tree_hit (&proof->bc, options, x, y);
    case QD_LOGIC_PROOF_CONFLICT: return qd_sat_graph_hit (&proof->graph, options, x, y);
    case QD_LOGIC_PROOF_CNF:
    default: return qd_prop_cnf_hit (&proof->cnf, options, x, y);
    }
}

void
qd_logic_proof_render (cairo_t *cr, const QdLogicProof *proof, const QdPropRenderOptions *options)
{
  switch (proof->kind)
    {
    case QD_LOGIC_PROOF_TABLE: qd_prop_table_render (cr, &proof->table, options); break;
    case QD_LOGIC_PROOF_REFUTATION: qd_prop_refutation_render (cr, &proof->refutation, options); break;
    case QD_LOGIC_PROOF_CHAINING: qd_prop_chaining_render (cr, &proof->chaining, options); break;
    case QD_LOGIC_PROOF_DPLL: qd_prop_dpll_tree_render (cr, &proof->dpll, options); break;
    case QD_LOGIC_PROOF_WALKSAT: qd_prop_walksat_view_render (cr, &proof->walksat, options); break;
    case QD_LOGIC_PROOF_BC: qd_prop_bc_tree_render (cr, &proof->bc, options); break;
    case QD_LOGIC_PROOF_CONFLICT: qd_sat_graph_render (cr, &proof->graph, options); break;
    case QD_LOGIC_PROOF_CNF:
    default: qd_prop_cnf_render (cr, &proof->cnf, options); break;
    }
}

const char *
qd_logic_proof_title (const QdLogicProof *proof)
{
  static const char *const titles[] = {
    N_("Truth table"), N_("Resolution"), N_("Forward chaining’s AND-OR graph"),
    N_("The formula searched, converted to CNF"), N_("DPLL’s search tree"), N_("WalkSAT’s flips"),
    N_("Backward chaining’s AND-OR tree"), N_("The implication graph of a CDCL conflict"),
  };

  return _(titles[proof->kind]);
}

guint
qd_logic_proof_n_items (const QdLogicProof *proof)
{
  switch (proof->kind)
    {
    case QD_LOGIC_PROOF_TABLE:
      return qd_prop_table_is_full (&proof->table) ? qd_prop_table_n_rows (&proof->table) : 0;
    case QD_LOGIC_PROOF_REFUTATION:
      return qd_prop_refutation_n_nodes (&proof->refutation);
    case QD_LOGIC_PROOF_CHAINING:
      return qd_prop_chaining_n_symbols (&proof->chaining) + qd_prop_chaining_n_clauses (&proof->chaining);
    case QD_LOGIC_PROOF_DPLL:
      return MIN (proof->dpll.dpll->nodes->len, QD_PROP_RENDER_MAX_DPLL_NODES);
    case QD_LOGIC_PROOF_WALKSAT:
      return 0;
    case QD_LOGIC_PROOF_BC:
      return MIN (proof->bc.bc->nodes->len, QD_PROP_RENDER_MAX_BC_NODES);
    case QD_LOGIC_PROOF_CONFLICT:
      return proof->graph.explain->vertices->len + 1;
    case QD_LOGIC_PROOF_CNF:
    default:
      return qd_prop_cnf_n_steps (&proof->cnf) + 1;
    }
}

/* The CNF steps have no box function: line `index`'s band is found by
 * hitting down the left of the drawing (a few hundred points, once). */
static gboolean
cnf_box (const QdLogicProof *proof, const QdPropRenderOptions *options, guint index, double *x, double *y,
         double *width, double *height)
{
  double w, h, top = -1, bottom = -1;

  qd_prop_cnf_get_size (&proof->cnf, options, &w, &h);
  for (double at = 0; at < h; at += 3)
    for (double left = 20; left <= 80; left += 30)
      if (qd_prop_cnf_hit (&proof->cnf, options, left, at) == (gint) index)
        {
          top = top < 0 ? at : top;
          bottom = at + 3;
        }
  if (top < 0)
    return FALSE;
  *x = 0;
  *y = top;
  *width = w;
  *height = bottom - top;
  return TRUE;
}

gboolean
qd_logic_proof_item_box (const QdLogicProof *proof, const QdPropRenderOptions *options, guint index, double *x,
                         double *y, double *width, double *height)
{
  /* A node's circle, a rule's AND point, a vertex: a box of this size around it. */
  const double node = 28;

  switch (proof->kind)
    {
    case QD_LOGIC_PROOF_TABLE:
      return qd_prop_table_row_box (&proof->table, options, index, x, y, width, height);
    case QD_LOGIC_PROOF_REFUTATION:
      qd_prop_refutation_node_box (&proof->refutation, options, index, x, y, width, height);
      return TRUE;
    case QD_LOGIC_PROOF_CHAINING:
      qd_prop_chaining_node_center (&proof->chaining, options, index, x, y);
      break;
    case QD_LOGIC_PROOF_DPLL:
      if (!qd_prop_dpll_tree_node_center (&proof->dpll, options, index, x, y))
        return FALSE;
      break;
    case QD_LOGIC_PROOF_WALKSAT:
      return FALSE;
    case QD_LOGIC_PROOF_BC:
      if (!qd_prop_bc_tree_node_center (&proof->bc, options, index, x, y))
        return FALSE;
      break;
    case QD_LOGIC_PROOF_CONFLICT:
      if (!qd_sat_graph_vertex_center (&proof->graph, options, index, x, y))
        return FALSE;
      break;
    case QD_LOGIC_PROOF_CNF:
    default:
      return cnf_box (proof, options, index, x, y, width, height);
    }
  *x -= node / 2;
  *y -= node / 2;
  *width = *height = node;
  return TRUE;
}
