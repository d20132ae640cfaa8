/* qd-prop-dpll.h — DPLL as AIMA gives it (4th ed. Fig. 7.17;
 * docs/logic-peers.md §1.6), recorded as the search tree a teacher draws.
 *
 * DPLL(clauses, symbols, model) on a partial model:
 *   1. early termination: every clause true → true (a model, the symbols
 *      not set free); some clause false → false;
 *   2. the pure symbol heuristic: the first symbol (in the symbols' order)
 *      not set that appears with one sign only among the clauses NOT YET
 *      TRUE is set to make its literals true (4th ed.: pure symbols are
 *      judged on the clauses not yet satisfied; a symbol that appears in
 *      none of them is not pure);
 *   3. the unit clause heuristic: the first clause (in the clauses' order)
 *      not yet true with one literal not set (the others false) has that
 *      literal set true;
 *   4. otherwise the first symbol not set is tried true, then false.
 * "symbols" are the symbols that appear in some clause, in their numbering
 * order.
 *
 * The trace: one node per call of DPLL, in the order of the calls (a
 * preorder: a node's descendants follow it), each with its parent, the
 * symbol its call adds to the model and how it was chosen, and what the
 * call ended with.  Pure and unit nodes have one child; a branch node's
 * parent has one child (true returned) or two (true first, then false).
 * Only the first `max_kept` nodes are kept (a preorder prefix is a tree:
 * the top and the left of the search); `n_nodes` counts them all. */
#pragma once

#include "qd-prop.h"

G_BEGIN_DECLS

#define QD_PROP_DPLL_DEFAULT_KEPT 100000u

typedef enum
{
  QD_PROP_DPLL_SAT,       /* a model: `model` */
  QD_PROP_DPLL_UNSAT,     /* no model: every branch ended in a false clause */
  QD_PROP_DPLL_STOPPED,   /* the stop flag was set */
  QD_PROP_DPLL_BUDGET,    /* max_nodes calls made without an answer */
} QdPropDpllStatus;

/* How a node's symbol was chosen by its parent. */
typedef enum
{
  QD_PROP_DPLL_ROOT,      /* the first call, on the empty model (no symbol) */
  QD_PROP_DPLL_PURE,
  QD_PROP_DPLL_UNIT,      /* `reason` is the unit clause */
  QD_PROP_DPLL_BRANCH,    /* FIRST(symbols): true first, then false */
} QdPropDpllHow;

typedef enum
{
  QD_PROP_DPLL_OPEN,      /* not finished: the search stopped inside it */
  QD_PROP_DPLL_MODEL,     /* every clause true: returned true */
  QD_PROP_DPLL_CONFLICT,  /* clause `falsified` false: returned false */
  QD_PROP_DPLL_CHILDREN,  /* returned what its children returned (`result`) */
} QdPropDpllOutcome;

typedef struct
{
  guint parent;      /* the parent node's index, QD_PROP_NONE for the root */
  guint depth;       /* symbols set on the path, the node's own included (root 0) */
  guint symbol;      /* the symbol this call adds to the model; QD_PROP_NONE at the root */
  guint reason;      /* UNIT: the unit clause's index; else QD_PROP_NONE */
  guint falsified;   /* CONFLICT: the index of the clause found false; else QD_PROP_NONE */
  guint8 value;      /* the symbol's value: 1 true, 0 false */
  guint8 how;        /* QdPropDpllHow */
  guint8 outcome;    /* QdPropDpllOutcome */
  guint8 result;     /* what the call returned: 1 true, 0 false, 2 nothing (OPEN) */
} QdPropDpllNode;

/* A value of `model`: a symbol that the model leaves unset (either value
 * satisfies the clauses), or that appears in no clause. */
#define QD_PROP_DPLL_FREE 2u

typedef struct
{
  guint64 max_nodes;    /* calls of DPLL before BUDGET; 0: no limit */
  guint max_kept;       /* nodes kept in `nodes`; 0: QD_PROP_DPLL_DEFAULT_KEPT */
  const gint *stop;     /* NULL, or read with g_atomic_int_get at every call */
} QdPropDpllOptions;

typedef struct
{
  QdPropDpllStatus status;
  GArray *nodes;            /* QdPropDpllNode, in call order (preorder), the first max_kept */
  guint64 n_nodes;          /* calls made (nodes->len of them kept) */
  guint64 n_pure, n_unit, n_branch; /* calls by how their symbol was chosen */
  guint max_depth;
  GArray *model;            /* SAT: guint8 per symbol, 0, 1 or QD_PROP_DPLL_FREE; else NULL */
  guint model_node;         /* SAT: the MODEL node's index (QD_PROP_NONE if not kept) */
  QdPropClauses *clauses;   /* the clauses searched, when made from formulas (else NULL) */
} QdPropDpll;

/* DPLL on `clauses` over symbols 0 .. n_symbols - 1 (literals 2s, 2s + 1
 * for ¬s; a literal past the symbols is a programming error).  `options`
 * NULL: the defaults.  Fills `out` (qd_prop_dpll_clear frees it). */
void     qd_prop_dpll (const QdPropClauses *clauses, guint n_symbols, const QdPropDpllOptions *options,
                       QdPropDpll *out);
/* DPLL-SATISFIABLE?(root): its CNF (out->clauses), then DPLL; FALSE with
 * `error` when the CNF is refused (past QD_PROP_MAX_CLAUSES clauses). */
gboolean qd_prop_dpll_satisfiable (QdProp *prop, guint root, const QdPropDpllOptions *options, QdPropDpll *out,
                                   GError **error);
/* KB ⊨ α by DPLL: KB ∧ ¬α searched; entailed iff out->status is UNSAT (a
 * SAT model is a counter-model). */
gboolean qd_prop_dpll_entails (QdProp *prop, guint kb, guint alpha, const QdPropDpllOptions *options,
                               QdPropDpll *out, GError **error);
void     qd_prop_dpll_clear (QdPropDpll *dpll);

G_END_DECLS
