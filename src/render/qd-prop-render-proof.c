/* qd-prop-render-proof.c — a resolution proof as a tree in levels (see
 * qd-prop-render-proof.h): unfolded breadth first from the empty clause so
 * that a capped tree keeps the end of the proof, then laid out bottom-up:
 * a subtree is as wide as its box or its two parents' subtrees side by
 * side, and a box sits between its parents. */
#include "qd-prop-render-proof.h"
#include "qd-prop-render-private.h"

#include <string.h>

gboolean
qd_prop_proof_is_input (const QdPropRefutation *refutation, guint clause)
{
  return clause < refutation->res->n_input;
}

static guint
parent_of (const QdPropRefutation *refutation, guint clause, guint which)
{
  return g_array_index (refutation->res->clauses->parents, guint, 2 * clause + which);
}

static guint
add_node (ProofTree *tree, const QdPropRefutation *refutation, guint clause, guint child, guint depth)
{
  guint n;
  const guint *lits = qd_prop_clause (refutation->res->clauses, clause, &n);
  ProofNode node = { clause, child, { G_MAXUINT, G_MAXUINT }, depth, 0, 0, 0, 0, NULL };

  node.text = qd_prop_clause_print (refutation->prop, lits, n);
  node.w = MAX (PROOF_BOX_MIN_W, qd_prop_render_measure (node.text, PROP_TEXT) + 2 * PROOF_BOX_PAD);
  g_array_append_val (tree->nodes, node);
  tree->depth = MAX (tree->depth, depth);
  return tree->nodes->len - 1;
}

/* The nodes of the whole unfolding under the empty clause (saturating),
 * for the caption's count of what the cap leaves out.  A resolvent comes
 * after its parents, so one pass in clause order has every parent's size. */
static guint64
unfolded_size (const QdPropRefutation *refutation)
{
  guint empty = refutation->res->empty;
  g_autofree guint64 *size = g_new (guint64, empty + 1);

  for (guint c = 0; c <= empty; c++)
    {
      guint a = parent_of (refutation, c, 0), b = parent_of (refutation, c, 1);

      if (qd_prop_proof_is_input (refutation, c) || a == QD_PROP_NONE || a >= c || b >= c)
        size[c] = 1;
      else
        size[c] = size[a] >= G_MAXUINT64 / 2 || size[b] >= G_MAXUINT64 / 2
                  ? G_MAXUINT64 / 2 : size[a] + size[b] + 1;
    }
  return size[empty];
}

static void
unfold (ProofTree *tree, const QdPropRefutation *refutation, guint cap)
{
  add_node (tree, refutation, refutation->res->empty, G_MAXUINT, 0);
  for (guint i = 0; i < tree->nodes->len; i++)
    {
      ProofNode *node = &g_array_index (tree->nodes, ProofNode, i);
      guint clause = node->clause, depth = node->depth;

      if (qd_prop_proof_is_input (refutation, clause) || parent_of (refutation, clause, 0) == QD_PROP_NONE)
        continue;
      if (tree->nodes->len + 2 > cap)
        break;
      for (guint k = 0; k < 2; k++)
        {
          guint added = add_node (tree, refutation, parent_of (refutation, clause, k), i, depth + 1);

          g_array_index (tree->nodes, ProofNode, i).parents[k] = added;
        }
    }
}

/* Nodes are breadth first: a node's parents come after it, so one pass
 * backwards has every subtree's width before its child needs it. */
static void
measure_spans (ProofTree *tree)
{
  for (guint i = tree->nodes->len; i-- > 0;)
    {
      ProofNode *node = &g_array_index (tree->nodes, ProofNode, i);

      node->span = node->w;
      if (node->parents[0] != G_MAXUINT)
        {
          const ProofNode *a = &g_array_index (tree->nodes, ProofNode, node->parents[0]);
          const ProofNode *b = &g_array_index (tree->nodes, ProofNode, node->parents[1]);

          node->span = MAX (node->w, a->span + PROOF_H_GAP + b->span);
        }
    }
}

static void
place (ProofTree *tree, guint i, double left)
{
  ProofNode *node = &g_array_index (tree->nodes, ProofNode, i);
  double span = node->span, w = node->w;

  node->y = (tree->depth - node->depth) * PROOF_LEVEL + PROOF_BOX_H / 2;
  if (node->parents[0] == G_MAXUINT)
    {
      node->x = left + span / 2;
      return;
    }
  {
    guint pa = node->parents[0], pb = node->parents[1];
    double sa = g_array_index (tree->nodes, ProofNode, pa).span;
    double sb = g_array_index (tree->nodes, ProofNode, pb).span;
    double start = left + (span - (sa + PROOF_H_GAP + sb)) / 2;
    double xa, xb;

    place (tree, pa, start);
    place (tree, pb, start + sa + PROOF_H_GAP);
    xa = g_array_index (tree->nodes, ProofNode, pa).x;
    xb = g_array_index (tree->nodes, ProofNode, pb).x;
    node = &g_array_index (tree->nodes, ProofNode, i);
    node->x = CLAMP ((xa + xb) / 2, left + w / 2, left + span - w / 2);
  }
}

void
qd_prop_proof_tree_build (ProofTree *tree, const QdPropRefutation *refutation)
{
  /* Fewer nodes while the tree is wider than a picture may be (clauses
   * of many literals make wide boxes). */
  for (guint cap = QD_PROP_RENDER_MAX_TREE_NODES;; cap /= 2)
    {
      memset (tree, 0, sizeof *tree);
      tree->nodes = g_array_new (FALSE, FALSE, sizeof (ProofNode));
      unfold (tree, refutation, cap);
      measure_spans (tree);
      if (g_array_index (tree->nodes, ProofNode, 0).span <= PROOF_MAX_WIDTH || cap < 8)
        break;
      qd_prop_proof_tree_clear (tree);
    }
  tree->total = unfolded_size (refutation);
  place (tree, 0, 0);
  tree->width = g_array_index (tree->nodes, ProofNode, 0).span;
  tree->height = tree->depth * PROOF_LEVEL + PROOF_BOX_H;
}

void
qd_prop_proof_tree_clear (ProofTree *tree)
{
  for (guint i = 0; tree->nodes != NULL && i < tree->nodes->len; i++)
    g_free (g_array_index (tree->nodes, ProofNode, i).text);
  g_clear_pointer (&tree->nodes, g_array_unref);
}
