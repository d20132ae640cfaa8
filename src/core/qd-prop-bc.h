/* qd-prop-bc.h — backward chaining on propositional definite clauses
 * (AIMA 4th ed. §7.5.4; the AND-OR graph of Fig. 7.16), the search kept as
 * the AND-OR tree a teacher draws.
 *
 * To prove a goal q: a goal proved before is known (memo), as is one that
 * failed before without depending on a goal above it; a goal already on
 * the path from the query is a loop and is not pursued (it fails there);
 * otherwise each formula concluding q is tried in the KB's order, its
 * premises proved left to right, the first that fails ending the try; q is
 * proved by the first formula whose premises all are (a fact, a formula
 * without premises, at once), and fails when none is.
 *
 * The tree: GOAL nodes (OR: a symbol to prove; children: one RULE node per
 * formula tried, in order) and RULE nodes (AND: a formula tried for its
 * parent goal; children: one GOAL node per premise tried, in order).
 * Failed tries are kept, marked.  Node 0 is the query's goal; a node's
 * descendants follow it (preorder).  The book's picture, a symbol above
 * the premises of the clause that proved it, is the GOAL nodes with their
 * `clause`, each one's children the GOAL nodes under its `proof` RULE
 * node.
 *
 * A failed goal is remembered only when its failure did not rest on a loop
 * cut at a goal above it (the cut goal may be proved later by another
 * formula); a proved goal always is. */
#pragma once

#include "qd-prop.h"

G_BEGIN_DECLS

/* Goals on one path, at most: a deeper search ends TOO_DEEP (the search
 * recurses along the path). */
#define QD_PROP_BC_MAX_DEPTH 2000u

typedef enum
{
  QD_PROP_BC_ENTAILED,      /* the query proved: KB ⊨ q */
  QD_PROP_BC_NOT_ENTAILED,  /* the query failed: KB ⊭ q */
  QD_PROP_BC_STOPPED,       /* the stop flag was set */
  QD_PROP_BC_BUDGET,        /* max_nodes nodes made */
  QD_PROP_BC_TOO_DEEP,      /* a path of more than QD_PROP_BC_MAX_DEPTH goals */
} QdPropBcStatus;

typedef enum
{
  QD_PROP_BC_GOAL,
  QD_PROP_BC_RULE,
} QdPropBcKind;

typedef enum
{
  QD_PROP_BC_OPEN,          /* not finished: the search ended inside it */
  QD_PROP_BC_PROVED,        /* goal: by its `proof` rule child; rule: every premise proved (a fact: none) */
  QD_PROP_BC_FAILED,        /* goal: every formula for it failed, or none concludes it (no children);
                             * rule: a premise failed (its last child) */
  QD_PROP_BC_LOOP,          /* goal: already a goal on the path from the query; not pursued, fails */
  QD_PROP_BC_KNOWN,         /* goal: proved before (at node `proof`) */
  QD_PROP_BC_KNOWN_FAILED,  /* goal: failed before (at node `proof`) */
} QdPropBcOutcome;

typedef struct
{
  guint parent;     /* QD_PROP_NONE for the query's goal (node 0) */
  guint depth;      /* in the tree: a goal's rules are one deeper, their premises two */
  guint symbol;     /* goal: the symbol; rule: its conclusion (the parent goal's symbol) */
  guint clause;     /* rule: the KB formula's index; goal PROVED: the formula that proved it; else QD_PROP_NONE */
  guint proof;      /* goal PROVED: its rule child that proved it; KNOWN, KNOWN_FAILED: the goal node
                     * where it was proved or failed; LOOP: the goal node on the path; else QD_PROP_NONE */
  guint8 kind;      /* QdPropBcKind */
  guint8 outcome;   /* QdPropBcOutcome */
} QdPropBcNode;

typedef struct
{
  guint64 max_nodes;   /* nodes before BUDGET; 0: no limit */
  const gint *stop;    /* NULL, or read with g_atomic_int_get at every node */
} QdPropBcOptions;

typedef struct
{
  QdPropBcStatus status;
  GArray *nodes;       /* QdPropBcNode, preorder */
  guint n_goals, n_rules;
  guint max_depth;     /* of the tree */
} QdPropBc;

/* Backward chaining from the symbol `query` on the formulas kb[0 ..
 * n_kb) (each a symbol, or symbols joined by ∧ ⇒ a symbol); FALSE with
 * `error` (QD_PROP_ERROR_NOT_DEFINITE) for a formula of another form.
 * `options` NULL: no budget.  qd_prop_bc_clear frees `out`. */
gboolean qd_prop_bc_entails (const QdProp *prop, const guint *kb, guint n_kb, guint query,
                             const QdPropBcOptions *options, QdPropBc *out, GError **error);
void     qd_prop_bc_clear   (QdPropBc *bc);

G_END_DECLS
