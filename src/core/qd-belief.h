/* qd-belief.h — Bayesian and decision networks in numbers, and exact
 * inference on them (AIMA 3rd ed. ch. 14 and 16; Koller & Friedman ch. 3, 9).
 *
 * A network is N variables 0 … N-1, each of a kind:
 *   CHANCE    a random variable with CARD states and a conditional table
 *             P(X | parents);
 *   DECISION  a variable whose state the decision maker sets (no table); its
 *             parents are what is observed before deciding (the information
 *             arcs);
 *   UTILITY   not a variable: a table of utilities, one per configuration of
 *             its parents (card 1).  Several utility nodes add up.
 * Tables are in odometer order over (parents in their order, then the node)
 * with the node's state fastest, then the last parent, and so on: the entry
 * of P(X = x | P_0 = p_0, …, P_{k-1} = p_{k-1}) is at
 *   ((p_0 · c(P_1) + p_1) … · c(P_{k-1}) + p_{k-1}) · c(X) + x
 * (XMLBIF's order; the problem layer's readers turn BIF's named rows into
 * it).  A utility node's table has one entry per parent configuration.
 *
 * Inference sees chance and decision variables; utility nodes play no part
 * in it.  A decision not fixed by the evidence counts as chosen uniformly
 * at random (a table of 1 / card).  Evidence is an array of N gints: the
 * observed state, or -1.
 *
 * Exact answers: ENUMERATION-ASK (AIMA fig. 14.9) and variable elimination
 * (fig. 14.11 with the factor operations of qd-factor.h) with a given order
 * or one a heuristic computes on the induced graph (fill-in edges added as
 * variables go, the textbook's definitions, Koller & Friedman §9.4.3.2; ties
 * to the lowest id):
 *   MIN_DEGREE         fewest neighbours;
 *   MIN_FILL           fewest pairs of neighbours not yet linked;
 *   MIN_WEIGHT         smallest Π card over the variable and its neighbours
 *                      (the size of the factor its elimination makes);
 *   WEIGHTED_MIN_FILL  smallest Σ card(a) · card(b) over the missing pairs.
 * Before eliminating, a query keeps only what bears on it (PRUNE): the
 * ancestors of the query and the evidence (barren nodes go: they sum to 1),
 * and of the evidence, what is d-connected to the query (d-separated
 * evidence cannot change the answer).  P(e) is always that of all of the
 * evidence.
 *
 * Every size is checked before its table is allocated (MAX_ENTRIES, default
 * 2^27 entries = 1 GiB of doubles): a query whose order needs a bigger
 * factor stops with TOO_BIG and that factor's size, before any table is
 * made.  Long work reads *STOP (atomically) and returns STOPPED. */
#pragma once

#include <glib.h>

#include "core/qd-factor.h"

G_BEGIN_DECLS

typedef enum
{
  QD_BELIEF_CHANCE,
  QD_BELIEF_DECISION,
  QD_BELIEF_UTILITY,
} QdBeliefKind;

/* The network; the caller (the problem layer) owns every array and keeps it
 * alive and unchanged while the engine uses the network. */
typedef struct
{
  guint n_vars;
  const guint *card;            /* n_vars; UTILITY: 1 */
  const QdBeliefKind *kind;     /* n_vars */
  const guint *parent_start;    /* n_vars + 1: node v's parents are parents[parent_start[v] … parent_start[v+1]) */
  const guint *parents;         /* in each table's order */
  const double *const *table;   /* n_vars: CHANCE and UTILITY tables as above; DECISION: NULL */
  /* NULL, or n_vars: a CHANCE node's table as a factor over its family (ids
   * ascending, qd_belief_ordered_factor) where TABLE's order differs, NULL
   * elsewhere: variable elimination reads it instead of reordering TABLE
   * for each query */
  const QdFactor *const *ordered;
} QdBeliefNet;

#define QD_BELIEF_DEFAULT_MAX_ENTRIES (G_GUINT64_CONSTANT (1) << 27)
/* Enumeration's default limit: the tree's nodes. */
#define QD_BELIEF_DEFAULT_MAX_TERMS G_GUINT64_CONSTANT (100000000)

typedef enum
{
  QD_BELIEF_OK,
  QD_BELIEF_IMPOSSIBLE,   /* the evidence has probability 0 */
  QD_BELIEF_TOO_BIG,      /* a factor (or enumeration's terms) past the limit */
  QD_BELIEF_STOPPED,
} QdBeliefStatus;

typedef enum
{
  QD_BELIEF_ORDER_MIN_DEGREE,
  QD_BELIEF_ORDER_MIN_FILL,
  QD_BELIEF_ORDER_MIN_WEIGHT,
  QD_BELIEF_ORDER_WEIGHTED_MIN_FILL,
  QD_BELIEF_ORDER_GIVEN,          /* the caller's order */
} QdBeliefOrderHeuristic;

/* "min-degree", "min-fill", "min-weight", "weighted-min-fill", "given";
 * people's names; back (-1 when unknown). */
const char *qd_belief_order_to_string (QdBeliefOrderHeuristic heuristic);
const char *qd_belief_order_label (QdBeliefOrderHeuristic heuristic);
gint        qd_belief_order_from_string (const char *name);

/* ---- the network */

/* A cycle among the arcs: FALSE when there is none; else TRUE with the
 * cycle's nodes in order in CYCLE (room for n_vars) and its length in
 * *N_CYCLE. */
gboolean qd_belief_find_cycle (const QdBeliefNet *net, guint *cycle, guint *n_cycle);
/* Node V's table as a factor over its family in ascending ids, for
 * QdBeliefNet.ordered; NULL when V is not a chance node or its table is in
 * that order already. */
QdFactor *qd_belief_ordered_factor (const QdBeliefNet *net, guint v);
/* A topological order of all nodes into ORDER (n_vars); FALSE on a cycle. */
gboolean qd_belief_topological (const QdBeliefNet *net, guint *order);
/* Node v's children, CSR like the parents (the arrays are the caller's, of
 * n_vars + 1 and of the number of arcs). */
void     qd_belief_children (const QdBeliefNet *net, guint *child_start, guint *children);

/* ---- elimination orders */

typedef struct
{
  guint width;            /* largest number of neighbours at elimination */
  double largest;         /* entries of the largest factor made (may pass 2^64) */
  guint largest_var;      /* the variable whose elimination makes it */
  double total;           /* Σ entries of all factors made */
} QdBeliefOrderCost;

/* An order eliminating the variables with ELIMINATE[v] TRUE (n_vars flags),
 * on the moral graph of those variables' CHANCE/DECISION nodes with PRESENT[v]
 * TRUE (NULL: all): writes it into ORDER, returns its length.  COST (may be
 * NULL) receives what it costs; for GIVEN, ORDER is read (its length
 * N_GIVEN, every variable to eliminate exactly once, else -1 is returned)
 * and costed. */
gint qd_belief_order (const QdBeliefNet *net, const gboolean *eliminate, const gboolean *present,
                      QdBeliefOrderHeuristic heuristic, guint *order, guint n_given,
                      QdBeliefOrderCost *cost);

/* ---- one query, by enumeration or variable elimination */

/* One step of variable elimination, for the step-by-step view: VAR summed
 * out of the product of N_JOINED factors (their scopes), making a factor over
 * SCOPE (N_SCOPE ids) of SIZE entries.  VAR is G_MAXUINT for the last step:
 * the remaining factors multiplied over the query.  Pointers live for the
 * call only. */
typedef struct
{
  guint index;                       /* 0, 1, … */
  guint var;
  guint n_joined;
  const QdFactor *const *joined;
  const guint *scope;
  guint n_scope;
  gsize size;
} QdBeliefStep;

typedef void (*QdBeliefStepFunc) (gpointer data, const QdBeliefStep *step);

/* One node of the enumeration tree (AIMA fig. 14.8), reported when its
 * subtree's value is known (post-order): DEPTH 0 is the query's value
 * itself, VAR = G_MAXUINT there; below, VAR took STATE, the node's own
 * factor is P(VAR = STATE | parents) (1 for evidence variables, which are
 * multiplied in with their observed state) and VALUE the product of it and
 * the sum of the subtrees under it. */
typedef void (*QdBeliefTermFunc) (gpointer data, guint depth, guint var, guint state, double factor, double value);

typedef struct
{
  const guint *query;        /* n_query variables, no repeats, none observed */
  guint n_query;
  const gint *evidence;      /* n_vars: state or -1; NULL: none */
  gboolean prune;            /* default TRUE */
  QdBeliefOrderHeuristic heuristic;   /* default WEIGHTED_MIN_FILL */
  const guint *order;        /* GIVEN: the hidden variables left after pruning, each once */
  guint n_order;
  guint64 max_entries;       /* 0: QD_BELIEF_DEFAULT_MAX_ENTRIES; enumeration: the most terms (0: QD_BELIEF_DEFAULT_MAX_TERMS) */
  gboolean search_order;     /* default FALSE; TRUE: past 10^6 entries, VE may search for an order cheaper
                              * than HEURISTIC's (a fixed search: the same order each time) */
  const gint *stop;
  QdBeliefStepFunc on_step;  /* variable elimination */
  QdBeliefTermFunc on_term;  /* enumeration */
  gpointer data;
} QdBeliefQuery;

void qd_belief_query_init (QdBeliefQuery *query);

typedef struct
{
  QdBeliefStatus status;
  QdFactor *posterior;       /* OK: P(query | e) over the query (ascending ids), normalised; owned */
  double evidence_probability;  /* P(e), of all of the evidence (1 when there is none) */
  guint n_pruned;            /* variables pruning left out */
  QdBeliefOrderCost cost;    /* of the order used (variable elimination) */
  guint n_steps;
  guint64 n_terms;           /* enumeration: tree nodes visited */
  double terms_needed;       /* enumeration, TOO_BIG: the nodes its tree would have (may pass 2^64) */
} QdBeliefResult;

void qd_belief_result_clear (QdBeliefResult *result);

QdBeliefStatus qd_belief_enumerate (const QdBeliefNet *net, const QdBeliefQuery *query, QdBeliefResult *result);
QdBeliefStatus qd_belief_eliminate (const QdBeliefNet *net, const QdBeliefQuery *query, QdBeliefResult *result);
/* What prune keeps for QUERY (n_vars flags into KEEP), as the query uses it. */
void           qd_belief_relevant (const QdBeliefNet *net, const guint *query, guint n_query,
                                   const gint *evidence, gboolean *keep);
/* QUERY's heuristic, or when its order makes more than 10^6 entries in all
 * or a factor past the limit, the heuristic whose order for QUERY is the
 * cheapest (fits, then the fewest entries in all); GIVEN stays GIVEN. */
QdBeliefOrderHeuristic qd_belief_cheapest_heuristic (const QdBeliefNet *net, const QdBeliefQuery *query);

/* ---- d-separation (Bayes ball, Shachter 1998) */

typedef struct
{
  gboolean separated;        /* X ⊥ Y | Z */
  guint *trail;              /* not separated: one active trail from an X to a Y, its nodes in order; owned */
  guint n_trail;
  gboolean *reachable;       /* n_vars: an active trail from X reaches the node (Z's nodes never) */
  gboolean *arc_active;      /* one per arc, CSR order of the parents array: the arc lies on an active trail from X */
  gboolean *blocking;        /* n_vars: a node where a trail from X stops: observed in a chain or fork, or an
                              * unobserved collider with no observed descendant */
} QdBeliefSeparation;

/* X, Y, Z: n_vars flags (Z may be NULL); X and Y disjoint, neither meets Z. */
void qd_belief_separation (const QdBeliefNet *net, const gboolean *x, const gboolean *y, const gboolean *z,
                           QdBeliefSeparation *out);
void qd_belief_separation_clear (QdBeliefSeparation *separation);

G_END_DECLS
