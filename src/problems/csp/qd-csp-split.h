/* qd-csp-split.h — arc consistency with domain splitting (Poole and
 * Mackworth, "Artificial Intelligence", section 4.6.1; the AIspace CSP
 * applet's Split): make the network arc consistent; while some variable
 * has more than one value left, split its domain in two halves and solve
 * each half apart, arc consistency again in each.  A node whose domains
 * are all single values is a solution; one with an empty domain has none.
 *
 * The history is a tree: the root is the network after AC-3, and each
 * split gives a node two children, the lower half of the variable's values
 * (in the domain's order) and the upper half.  A window lets the class
 * pick the node and the variable to split (qd_csp_split_split); the
 * command line splits depth first (qd_csp_split_solve), the first
 * variable in the file's order with more than one value, lower half first,
 * so solutions come in the order backtracking with static orders finds
 * them. */
#pragma once

#include "core/qd-csp.h"

G_BEGIN_DECLS

typedef enum {
  QD_CSP_SPLIT_OPEN,      /* undecided: some variable has two values or more */
  QD_CSP_SPLIT_SPLIT,     /* split: its children hold the two halves */
  QD_CSP_SPLIT_SOLUTION,  /* every domain a single value (a solution) */
  QD_CSP_SPLIT_FAILURE,   /* a domain emptied by arc consistency: no solution */
} QdCspSplitStatus;

typedef struct {
  guint parent;           /* G_MAXUINT for the root */
  guint var;              /* the variable whose domain the parent split (the root: G_MAXUINT) */
  gboolean upper;         /* the parent's upper half */
  guint split_var;        /* SPLIT: the variable split (else G_MAXUINT) */
  guint children[2];      /* SPLIT: lower half, upper half */
  QdCspSplitStatus status;
  guint depth;
  guint64 revisions;      /* arcs AC-3 revised to make this node consistent */
  guint n_removed;        /* values AC-3 removed then (the split's own aside) */
} QdCspSplitNode;

typedef struct _QdCspSplit QdCspSplit;

/* The root: the network made arc consistent.  The model must outlive it. */
QdCspSplit            *qd_csp_split_new        (const QdCsp *csp);
void                   qd_csp_split_free       (QdCspSplit *split);
guint                  qd_csp_split_n_nodes    (const QdCspSplit *split);
const QdCspSplitNode  *qd_csp_split_node       (const QdCspSplit *split, guint node);
gboolean               qd_csp_split_has        (const QdCspSplit *split, guint node, guint var, guint value);
guint                  qd_csp_split_count      (const QdCspSplit *split, guint node, guint var);
/* The node's domains (n_variables arrays of domain_size booleans). */
const gboolean *const *qd_csp_split_domains    (const QdCspSplit *split, guint node);
/* The first variable (file order) of an open node with two values or
 * more; G_MAXUINT when there is none. */
guint                  qd_csp_split_choose     (const QdCspSplit *split, guint node);
/* Splits var's domain at an open node (var with two values or more): two
 * children, each made arc consistent.  FALSE when it cannot be split. */
gboolean               qd_csp_split_split      (QdCspSplit *split, guint node, guint var);
/* The half of node->var's values its parent kept in it (keep: a boolean
 * per value of the variable's domain); FALSE at the root. */
gboolean               qd_csp_split_half       (const QdCspSplit *split, guint node, gboolean *keep);
/* The values of a solution node (n_variables value indexes). */
void                   qd_csp_split_values     (const QdCspSplit *split, guint node, gint *values);

/* Depth first over the whole tree without keeping it. */
typedef struct {
  /* A node decided or split: `half` the values of node->var its parent
   * kept in it (by value index; NULL at the root), `values` the single
   * values of its domains when a solution (else NULL).  Return FALSE to
   * stop. */
  gboolean (*node) (gpointer user_data, const QdCspSplitNode *node, const gboolean *half, const gint *values);
  gpointer user_data;
  gboolean all_solutions;   /* FALSE: stop at the first */
  const gint *stop;         /* non-zero stops (read atomically) */
} QdCspSplitOptions;

typedef struct {
  guint64 nodes;
  guint64 splits;
  guint64 solutions;
  guint64 revisions;
  gint64 time_us;
} QdCspSplitStats;

QdCspStatus qd_csp_split_solve (const QdCsp *csp, const QdCspSplitOptions *options, QdCspSplitStats *stats);

/* What qd_csp_split_solve may hold at once, in bytes: a copy of the
 * domains per level of its tree, as deep as the splits of every domain
 * down to one value (the sum of their log2).  Past
 * QD_CSP_SPLIT_MEMORY_MAX a caller refuses the run (100,000 variables of
 * two values: 100,000 levels of 100,000 domains); the depth of its
 * recursion is bounded so too. */
#define QD_CSP_SPLIT_MEMORY_MAX (G_GUINT64_CONSTANT (1) << 30)
guint64     qd_csp_split_memory (const QdCsp *csp);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCspSplit, qd_csp_split_free)

G_END_DECLS
