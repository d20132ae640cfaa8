/* qd-prop-render-proof.h — a resolution proof unfolded into a tree and laid
 * out in levels: the empty clause at the bottom, each resolvent's two
 * parents above it, the input clauses at the ends of the branches.  A clause
 * two resolvents use is drawn under each (the book's Fig. 7.13 does so).
 * Private to src/render. */
#pragma once

#include "qd-prop-render.h"

G_BEGIN_DECLS

#define PROOF_BOX_H      26.0
#define PROOF_BOX_PAD    10.0   /* text to the box's sides */
#define PROOF_BOX_MIN_W  34.0
#define PROOF_H_GAP      14.0   /* between two subtrees side by side */
#define PROOF_LEVEL      58.0   /* from a level to the next */
#define PROOF_MAX_WIDTH  8000.0 /* a wider tree is cut to fewer nodes */

typedef struct {
  guint clause;       /* index into res->clauses */
  guint child;        /* the node it was resolved into (toward □), G_MAXUINT at the root */
  guint parents[2];   /* its two nodes, G_MAXUINT when not unfolded */
  guint depth;        /* from the root */
  double x, y;        /* the box's centre, picture units before the margin */
  double w;           /* the box's width */
  double span;        /* the subtree's width */
  char *text;         /* "¬B11 ∨ P12" */
} ProofNode;

typedef struct {
  GArray *nodes;      /* ProofNode, breadth first from the root */
  guint64 total;      /* the nodes of the whole unfolding (saturating) */
  guint depth;        /* the deepest level */
  double width, height;
} ProofTree;

/* The tree of `refutation`'s proof (res->empty set), at most
 * QD_PROP_RENDER_MAX_TREE_NODES nodes, laid out from (0, 0). */
G_GNUC_INTERNAL void qd_prop_proof_tree_build (ProofTree *tree, const QdPropRefutation *refutation);
G_GNUC_INTERNAL void qd_prop_proof_tree_clear (ProofTree *tree);
/* The node's clause is one of the inputs. */
G_GNUC_INTERNAL gboolean qd_prop_proof_is_input (const QdPropRefutation *refutation, guint clause);

G_END_DECLS
