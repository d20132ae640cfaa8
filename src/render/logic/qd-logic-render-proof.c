/* qd-logic-render-proof.c — an answer's proof drawn: a table of drawings, a row
 * a kind, chooses get_size, render, hit and the steps (qd-logic-render-proof.h). */
#include "config.h"
#include "qd-logic-render-proof.h"

#include <glib/gi18n.h>

/* A drawing's functions over its view (the field of QdLogicProof at
 * `view`), called through these types as GLib calls a GCallback
 * (render/qd-rendering.h's QD_RENDER_FUNC). */
typedef guint (*StepsFunc) (gconstpointer view);
typedef void (*SizeFunc) (gconstpointer view, const QdPropRenderOptions *options, double *width, double *height);
typedef gint (*HitFunc) (gconstpointer view, const QdPropRenderOptions *options, double x, double y);
typedef void (*RenderFunc) (cairo_t *cr, gconstpointer view, const QdPropRenderOptions *options);

typedef struct
{
  gsize view;                /* offsetof (QdLogicProof, …) */
  const char *title;         /* N_() */
  const char *caption;       /* N_(): the report's */
  StepsFunc n_steps;
  SizeFunc get_size;
  HitFunc hit;               /* NULL: nothing to hit */
  RenderFunc render;
} Drawing;

#define FN(type, f) ((type) (void (*) (void)) (f))
#define DRAWING(field, title, caption, prefix, steps, hit) \
  { G_STRUCT_OFFSET (QdLogicProof, field), title, caption, FN (StepsFunc, steps), \
    FN (SizeFunc, prefix##_get_size), FN (HitFunc, hit), FN (RenderFunc, prefix##_render) }

/* THE dispatch: a drawing a kind, in QdLogicProofKind's order (a new
 * drawing is a kind, its view in QdLogicProof, its row here and its case
 * in qd_logic_proof_init). */
static const Drawing drawings[QD_LOGIC_PROOF_N_KINDS] = {
  [QD_LOGIC_PROOF_TABLE] = DRAWING (table, N_("Truth table"),
    N_("The truth table TT-ENTAILS walks (AIMA Fig. 7.9): the rows where KB is true highlighted"),
    qd_prop_table, qd_prop_table_n_steps, qd_prop_table_hit),
  [QD_LOGIC_PROOF_REFUTATION] = DRAWING (refutation, N_("Resolution"),
    N_("The refutation (AIMA Fig. 7.13): the empty clause at the bottom, the input clauses at the top"),
    qd_prop_refutation, qd_prop_refutation_n_steps, qd_prop_refutation_hit),
  [QD_LOGIC_PROOF_CHAINING] = DRAWING (chaining, N_("Forward chaining’s AND-OR graph"),
    N_("Forward chaining’s AND-OR graph (AIMA Fig. 7.16): the counts and the symbols popped"),
    qd_prop_chaining, qd_prop_chaining_n_steps, qd_prop_chaining_hit),
  [QD_LOGIC_PROOF_CNF] = DRAWING (cnf, N_("The formula searched, converted to CNF"),
    N_("The formula searched (KB ∧ ¬α), converted to CNF step by step: CDCL recorded no conflict to draw"),
    qd_prop_cnf, qd_prop_cnf_n_steps, qd_prop_cnf_hit),
  [QD_LOGIC_PROOF_DPLL] = DRAWING (dpll, N_("DPLL’s search tree"),
    N_("DPLL’s search tree (AIMA Fig. 7.17): a node a call, its unit and pure symbols, the branch on a symbol"),
    qd_prop_dpll_tree, qd_prop_dpll_tree_n_steps, qd_prop_dpll_tree_hit),
  [QD_LOGIC_PROOF_WALKSAT] = DRAWING (walksat, N_("WalkSAT’s flips"),
    N_("WalkSAT’s flips (AIMA Fig. 7.18): the clauses left false after each flip, the symbols’ values"),
    qd_prop_walksat_view, qd_prop_walksat_view_n_steps, NULL),
  [QD_LOGIC_PROOF_BC] = DRAWING (bc, N_("Backward chaining’s AND-OR tree"),
    N_("Backward chaining’s AND-OR tree (AIMA §7.5.4): each goal over the premises of the rule tried"),
    qd_prop_bc_tree, qd_prop_bc_tree_n_steps, qd_prop_bc_tree_hit),
  [QD_LOGIC_PROOF_CONFLICT] = DRAWING (graph, N_("The implication graph of a CDCL conflict"),
    N_("The implication graph of the conflict CDCL recorded: the decisions, the implied literals, the cut "
       "and the clause learned"),
    qd_sat_graph, qd_sat_graph_n_steps, qd_sat_graph_hit),
  [QD_LOGIC_PROOF_FOL_FC] = DRAWING (fol_fc, N_("FOL-FC-ASK’s facts by iteration"),
    N_("FOL-FC-ASK’s proof (AIMA Fig. 9.4): the KB’s facts at the bottom, each iteration’s new facts above, "
       "joined to the facts they were made from"),
    qd_fol_fc_graph, qd_fol_fc_table_n_steps, qd_fol_fc_graph_hit),
  [QD_LOGIC_PROOF_FOL_FC_TABLE] = DRAWING (fol_fc, N_("FOL-FC-ASK’s facts by iteration"),
    N_("FOL-FC-ASK’s facts by iteration (AIMA Fig. 9.4 as a table): each fact’s rule, substitution and "
       "premises"),
    qd_fol_fc_table, qd_fol_fc_table_n_steps, qd_fol_fc_table_hit),
  [QD_LOGIC_PROOF_FOL_BC] = DRAWING (fol_bc, N_("FOL-BC-ASK’s proof tree"),
    N_("FOL-BC-ASK’s proof tree (AIMA Fig. 9.7): each goal over its premises’ goals, with the clause and "
       "substitution used"),
    qd_fol_proof_tree, qd_fol_proof_tree_n_steps, qd_fol_proof_tree_hit),
  [QD_LOGIC_PROOF_UNIFY] = DRAWING (unify, N_("UNIFY’s steps"),
    N_("UNIFY’s steps (AIMA Fig. 9.1): each binding made, then the most general unifier or the failure"),
    qd_fol_unify_view, qd_fol_unify_view_n_steps, qd_fol_unify_view_hit),
};

static const Drawing *
drawing_of (const QdLogicProof *proof)
{
  return &drawings[MIN (proof->kind, QD_LOGIC_PROOF_N_KINDS - 1)];
}

static gconstpointer
view_of (const QdLogicProof *proof)
{
  return G_STRUCT_MEMBER_P (proof, drawing_of (proof)->view);
}

/* The drawing an algorithm's proof is. */
static QdLogicProofKind
kind_of (const QdLogicAskResult *r)
{
  static const QdLogicProofKind kinds[QD_LOGIC_N_ALGORITHMS] = {
    [QD_LOGIC_TRUTH_TABLE] = QD_LOGIC_PROOF_TABLE, [QD_LOGIC_RESOLUTION] = QD_LOGIC_PROOF_REFUTATION,
    [QD_LOGIC_FC] = QD_LOGIC_PROOF_CHAINING, [QD_LOGIC_CDCL] = QD_LOGIC_PROOF_CNF, [QD_LOGIC_BC] = QD_LOGIC_PROOF_BC,
    [QD_LOGIC_DPLL] = QD_LOGIC_PROOF_DPLL, [QD_LOGIC_WALKSAT] = QD_LOGIC_PROOF_WALKSAT,
    [QD_LOGIC_FOL_FC] = QD_LOGIC_PROOF_FOL_FC, [QD_LOGIC_FOL_BC] = QD_LOGIC_PROOF_FOL_BC,
  };

  if (r->algorithm == QD_LOGIC_CDCL && r->explain != NULL && r->explain->recorded)
    return QD_LOGIC_PROOF_CONFLICT;
  /* Fig. 9.4's graph while its facts fit, else their table. */
  if (r->algorithm == QD_LOGIC_FOL_FC && r->fol_fc.facts != NULL
      && r->fol_fc.facts->len > QD_FOL_RENDER_MAX_GRAPH_FACTS)
    return QD_LOGIC_PROOF_FOL_FC_TABLE;
  return r->algorithm < QD_LOGIC_N_ALGORITHMS ? kinds[r->algorithm] : QD_LOGIC_PROOF_CNF;
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

/* The views of a propositional proof; FALSE with `error` (the CNF past
 * its limits). */
static gboolean
init_prop (QdLogicProof *proof, QdLogicDoc *doc, const QdLogicAskResult *r, GError **error)
{
  QdProp *prop = doc->kb.prop;
  const GArray *s = doc->kb.sentences;

  proof->roots = g_new (guint, MAX (s->len, 1));
  for (guint i = 0; i < s->len; i++)
    proof->roots[i] = g_array_index (s, QdLogicSentence, i).root;
  switch (proof->kind)
    {
    case QD_LOGIC_PROOF_TABLE:
      proof->table = (QdPropTable) { prop, r->kb, r->query != QD_PROP_NONE ? r->query : r->kb, proof->roots, s->len,
                                     NULL, &r->tt };
      return TRUE;
    case QD_LOGIC_PROOF_REFUTATION:
      if (r->query != QD_PROP_NONE)
        proof->query_clauses = qd_prop_cnf (prop, qd_prop_not (prop, r->query), QD_PROP_MAX_CLAUSES, NULL, NULL);
      proof->refutation = (QdPropRefutation) { prop, &r->resolution, proof->query_clauses };
      return TRUE;
    case QD_LOGIC_PROOF_CHAINING:
      proof->chaining = (QdPropChaining) { prop, proof->roots, s->len, qd_prop_node (prop, r->query)->left, &r->fc };
      return TRUE;
    case QD_LOGIC_PROOF_DPLL:
      proof->dpll = (QdPropDpllTree) { prop, r->clauses, &r->dpll };
      return TRUE;
    case QD_LOGIC_PROOF_WALKSAT:
      proof->walksat = (QdPropWalksatView) { prop, r->n_vars, &r->walksat };
      return TRUE;
    case QD_LOGIC_PROOF_BC:
      proof->bc = (QdPropBcTree) { prop, proof->roots, s->len, &r->bc };
      return TRUE;
    case QD_LOGIC_PROOF_CONFLICT:
      proof->graph = (QdSatGraph) { r->explain, (const char *const *) prop->names->pdata, prop->names->len };
      return TRUE;
    default:
      {
        guint root = searched (doc, r);
        g_autoptr(QdPropClauses) clauses = qd_prop_cnf (prop, root, QD_PROP_MAX_CLAUSES, proof->steps, error);

        proof->cnf = (QdPropCnfSteps) { prop, root, proof->steps };
        return clauses != NULL;
      }
    }
}

/* The views of a DIMACS formula's search, its variables x1, x2, … (no
 * formula to convert: CDCL without a recorded conflict is not drawn). */
static gboolean
init_dimacs (QdLogicProof *proof, const QdLogicAskResult *r, GError **error)
{
  switch (proof->kind)
    {
    case QD_LOGIC_PROOF_DPLL:
      proof->dpll = (QdPropDpllTree) { NULL, r->clauses, &r->dpll };
      return TRUE;
    case QD_LOGIC_PROOF_WALKSAT:
      proof->walksat = (QdPropWalksatView) { NULL, r->n_vars, &r->walksat };
      return TRUE;
    case QD_LOGIC_PROOF_CONFLICT:
      proof->graph = (QdSatGraph) { r->explain, NULL, 0 };
      return TRUE;
    default:
      g_set_error_literal (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID,
                           _("a DIMACS formula’s search is not drawn: CDCL recorded no conflict"));
      return FALSE;
    }
}

gboolean
qd_logic_proof_init (QdLogicProof *proof, QdLogicDoc *doc, const QdLogicAskResult *r, GError **error)
{
  gboolean first_order = qd_logic_algorithm_is_first_order (r->algorithm);

  *proof = (QdLogicProof) { .kind = kind_of (r), .doc = doc, .result = r };
  if (r->status == QD_LOGIC_REFUSED || r->status == QD_LOGIC_STOPPED)
    {
      g_set_error_literal (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID,
                           _("no proof to draw: the algorithm gave no answer"));
      return FALSE;
    }
  if (doc->kind == QD_LOGIC_DOC_DIMACS)
    return init_dimacs (proof, r, error);
  if (doc->kind != (first_order ? QD_LOGIC_DOC_FOL : QD_LOGIC_DOC_PROP) || (!first_order && r->kb == QD_PROP_NONE))
    {
      g_set_error_literal (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID,
                           _("no proof to draw: the algorithm gave no answer"));
      return FALSE;
    }
  if (first_order)
    {
      proof->fol_fc = (QdFolFcTable) { doc->fol.fol, &r->fol_fc };
      proof->fol_bc = (QdFolProofTree) { doc->fol.fol, &r->fol_bc, 0 };
      return TRUE;
    }
  if (!init_prop (proof, doc, r, error))
    {
      qd_logic_proof_clear (proof);
      return FALSE;
    }
  return TRUE;
}

void
qd_logic_proof_init_unify (QdLogicProof *proof, QdFol *fol, guint x, guint y)
{
  *proof = (QdLogicProof) { .kind = QD_LOGIC_PROOF_UNIFY, .unify = { fol, x, y } };
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
  return drawing_of (proof)->n_steps (view_of (proof));
}

void
qd_logic_proof_get_size (const QdLogicProof *proof, const QdPropRenderOptions *options, double *width, double *height)
{
  drawing_of (proof)->get_size (view_of (proof), options, width, height);
}

gint
qd_logic_proof_hit (const QdLogicProof *proof, const QdPropRenderOptions *options, double x, double y)
{
  const Drawing *d = drawing_of (proof);

  return d->hit != NULL ? d->hit (view_of (proof), options, x, y) : -1;
}

void
qd_logic_proof_render (cairo_t *cr, const QdLogicProof *proof, const QdPropRenderOptions *options)
{
  drawing_of (proof)->render (cr, view_of (proof), options);
}

const char *
qd_logic_proof_title (const QdLogicProof *proof)
{
  return _(drawing_of (proof)->title);
}

const char *
qd_logic_proof_caption (const QdLogicProof *proof)
{
  /* Resolution that found no refutation draws the clauses it derived. */
  if (proof->kind == QD_LOGIC_PROOF_REFUTATION && !qd_prop_refutation_is_tree (&proof->refutation))
    return _("The clauses PL-RESOLUTION derived, each with its parents");
  return _(drawing_of (proof)->caption);
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
    case QD_LOGIC_PROOF_FOL_FC:
      return MIN (proof->fol_fc.fc->facts->len, QD_FOL_RENDER_MAX_GRAPH_FACTS);
    case QD_LOGIC_PROOF_FOL_FC_TABLE:
      return MIN (proof->fol_fc.fc->facts->len, QD_FOL_RENDER_MAX_FACTS);
    case QD_LOGIC_PROOF_FOL_BC:
      return qd_fol_proof_tree_n_steps (&proof->fol_bc);
    case QD_LOGIC_PROOF_UNIFY:
      return qd_fol_unify_view_n_steps (&proof->unify) + 1;
    case QD_LOGIC_PROOF_CNF:
    default:
      return qd_prop_cnf_n_steps (&proof->cnf) + 1;
    }
}

/* The CNF steps and UNIFY's lines have no box function: line `index`'s
 * band is found by hitting down the left of the drawing (a few hundred
 * points, once). */
static gboolean
band_box (const QdLogicProof *proof, const QdPropRenderOptions *options, guint index, double *x, double *y,
         double *width, double *height)
{
  double w, h, top = -1, bottom = -1;

  qd_logic_proof_get_size (proof, options, &w, &h);
  for (double at = 0; at < h; at += 3)
    for (double left = 20; left <= 80; left += 30)
      if (qd_logic_proof_hit (proof, options, left, at) == (gint) index)
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
    case QD_LOGIC_PROOF_FOL_FC:
      if (!qd_fol_fc_graph_node_center (&proof->fol_fc, options, index, x, y))
        return FALSE;
      break;
    case QD_LOGIC_PROOF_FOL_FC_TABLE:
      return qd_fol_fc_table_row_box (&proof->fol_fc, options, index, x, y, width, height);
    case QD_LOGIC_PROOF_FOL_BC:
      if (!qd_fol_proof_tree_node_center (&proof->fol_bc, options, index, x, y))
        return FALSE;
      break;
    case QD_LOGIC_PROOF_UNIFY:
      return band_box (proof, options, index, x, y, width, height);
    case QD_LOGIC_PROOF_CNF:
    default:
      return band_box (proof, options, index, x, y, width, height);
    }
  *x -= node / 2;
  *y -= node / 2;
  *width = *height = node;
  return TRUE;
}
