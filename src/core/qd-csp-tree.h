/* qd-csp-tree.h — the structure of a constraint problem (AIMA section 6.5):
 * its constraint graph, a cycle in it, a cycle cutset, the tree-structured
 * CSP solver (figure 6.11) and cutset conditioning (section 6.5.1).
 *
 * A QdCspTree is the constraint graph of a QdCsp, built once and read-only
 * afterwards (several solvers may share it, on different threads): one
 * vertex per variable, one edge per pair of variables that some constraint
 * joins (several constraints on the same pair are one edge, the pairs of
 * values they all allow).  Each edge keeps, in both directions, the support
 * bitsets of the engine's binary constraints (qd-csp-private.h), or a table
 * of its own tabulated here once when the pair's constraints are tables or
 * propagators, so that the solver never calls a predicate.  A constraint on
 * one variable restricts that variable's domain; a constraint over three
 * variables or more is refused, named by its description, as is one over
 * two variables that has no support bitsets and more than
 * QD_CSP_TREE_PAIRS_MAX pairs of values.  Implied constraints (a redundant
 * count beside pairwise !=, an objective: QdCspPropagatorClass.implied)
 * hold whenever the others do and are left out.
 *
 * A QdCspTreeSolver is one run on the graph less an optional cutset, which
 * must leave a forest (else it is refused, the cycle named).  Each connected
 * component is rooted at its first variable in index order and ordered
 * breadth-first from there (a topological order: each variable after its
 * parent).  The run is AIMA's TREE-CSP-SOLVER: directional arc consistency,
 * MAKE-ARC-CONSISTENT (Parent (Xj), Xj) for j from n down to 2 with the
 * support bitsets, failing when a domain empties; then each variable in
 * order takes a value consistent with its parent's, which always exists
 * after directional arc consistency: no backtrack.  With all solutions the
 * same order enumerates every solution (every consistent partial
 * assignment extends to a solution, so there is no dead end either).  With
 * a cutset the run is cutset conditioning: every assignment of the cutset
 * variables consistent among themselves, by backtracking in index order;
 * for each, the other variables' domains restricted by their constraints
 * with the cutset, then the tree solver on the rest.  Nothing is allocated
 * while it runs; the stop flag and the deadline are read every few thousand
 * steps. */
#pragma once

#include "core/qd-csp.h"

G_BEGIN_DECLS

#define QD_CSP_TREE_ERROR (qd_csp_tree_error_quark ())
GQuark qd_csp_tree_error_quark (void);

typedef enum {
  QD_CSP_TREE_ERROR_ARITY,    /* a constraint over three variables or more */
  QD_CSP_TREE_ERROR_PAIRS,    /* a constraint of two variables without support bitsets,
                               * over more than QD_CSP_TREE_PAIRS_MAX pairs of values */
  QD_CSP_TREE_ERROR_CYCLE,    /* the graph (less the cutset) has a cycle */
  QD_CSP_TREE_ERROR_CUTSET,   /* a cutset variable out of range or given twice */
} QdCspTreeError;

/* Pairs of values tabulated at most for a pair of variables whose
 * constraints are tables or propagators. */
#define QD_CSP_TREE_PAIRS_MAX (1u << 24)

typedef struct _QdCspTree QdCspTree;
typedef struct _QdCspTreeSolver QdCspTreeSolver;

/* ------------------------------------------------------------- the graph */

/* The constraint graph of `csp` (borrowed: it must outlive the graph and
 * not change), or NULL and an error naming the constraint refused. */
QdCspTree   *qd_csp_tree_new             (const QdCsp *csp, GError **error);
void         qd_csp_tree_free            (QdCspTree *tree);
guint        qd_csp_tree_n_edges         (const QdCspTree *tree);

/* FALSE when the graph less the variables flagged in `removed` (a byte per
 * variable, or NULL: none) is a forest.  Else TRUE, and `cycle` (room for
 * every variable) holds the variables of one cycle in order, *n_cycle of
 * them (three or more): depth-first search from the variables in index
 * order, neighbours in the order above, stops at the first edge back to a
 * variable on its path, which begins the cycle.  Allocates (not for a
 * search loop). */
gboolean     qd_csp_tree_find_cycle      (const QdCspTree *tree, const guint8 *removed, guint *cycle,
                                          guint *n_cycle);
/* "WA – NT – SA – WA": the cycle's names, back to the first (to free). */
char        *qd_csp_tree_cycle_text      (const QdCspTree *tree, const guint *cycle, guint n_cycle);

typedef enum {
  QD_CSP_CUTSET_SMALLEST,     /* no cutset has fewer variables */
  QD_CSP_CUTSET_GREEDY,       /* the greedy one, which may not be the smallest */
} QdCspCutsetKind;

/* Acyclicity checks of the exact cutset search (below), at most. */
#define QD_CSP_TREE_CUTSET_BUDGET 1000000

/* A cycle cutset: variables whose removal leaves a forest, written to
 * `cutset` (room for every variable) in index order, *n_cutset of them (0
 * when the graph is a forest).  Only the 2-core of the graph (what is left
 * once variables of degree 0 or 1 are dropped, again and again) holds
 * cycles, so the search is on it.  Subsets of it are tried in increasing
 * size, each size in lexicographic order of the variables, as long as the
 * subsets of the next size keep the checks within `budget` (a check of a
 * 2-core of more than 64 variables and edges counts as that number / 64
 * checks): the first cutset found is a smallest one.  Beyond the budget,
 * the greedy cutset: drop the leaves again and again, take the variable of
 * highest degree in what is left (ties: the first in index order), repeat
 * until nothing is left; then drop every cutset variable (in index order)
 * whose return leaves the rest a forest.  It is still SMALLEST when the
 * exact search proved that no smaller one exists. */
QdCspCutsetKind qd_csp_tree_cutset       (const QdCspTree *tree, guint64 budget, guint *cutset,
                                          guint *n_cutset);

/* ------------------------------------------------------------ the solver */

/* What a run tells, for traces and the window.  Any member may be NULL. */
typedef struct {
  /* Before anything else, once: the variables the tree solver orders (all
   * but the cutset), order[i]'s parent parent[i] (-1 for a root). */
  void     (*order)    (gpointer user_data, const guint *order, const gint *parent, guint n);
  /* Cutset conditioning: a complete assignment of the cutset (values: the
   * whole CSP's, the cutset's set), consistent among themselves, about to
   * be extended by the tree solver. */
  void     (*cutset)   (gpointer user_data, const guint *cutset, guint n_cutset, const gint *values);
  /* MAKE-ARC-CONSISTENT (parent, child): the parent's values without
   * support in the child's domain, removed (n_removed may be 0). */
  void     (*revise)   (gpointer user_data, guint parent, guint child, const guint *removed, guint n_removed);
  /* A domain became empty (by a revision, or by the restriction of a
   * cutset assignment): no solution below. */
  void     (*wipeout)  (gpointer user_data, guint var);
  /* var := value, at depth (its position in the order, from 1). */
  void     (*assign)   (gpointer user_data, guint var, guint value, guint depth);
  /* A solution: values of every variable.  FALSE stops the run. */
  gboolean (*solution) (gpointer user_data, const gint *values);
} QdCspTreeListener;

typedef struct {
  gboolean all_solutions;       /* FALSE: stop at the first */
  guint64 max_solutions;        /* 0: no limit (with all_solutions) */
  gint64 deadline_us;           /* g_get_monotonic_time () deadline; 0: none */
  const gint *stop;             /* non-zero stops (read atomically every few thousand steps) */
  const guint *cutset;          /* cutset conditioning on these variables (copied), or NULL */
  guint n_cutset;
  const QdCspTreeListener *listener;
  gpointer listener_data;
} QdCspTreeOptions;

typedef struct {
  guint64 revisions;            /* MAKE-ARC-CONSISTENT calls */
  guint64 checks;               /* support look-ups: one per value tested by a revision,
                                 * one per pair of cutset values compared */
  guint64 prunings;             /* values removed by revisions and cutset restrictions */
  guint64 assignments;          /* values given by the tree solver */
  guint64 backtracks;           /* dead ends of the tree solver: a variable left without
                                 * a value consistent with its parent's (never, after
                                 * directional arc consistency) */
  guint64 solutions;
  guint64 cutset_assignments;   /* complete cutset assignments handed to the tree solver */
  gint64 time_us;
} QdCspTreeStats;

/* The first solution, no limit, no cutset, no listener. */
void         qd_csp_tree_options_init    (QdCspTreeOptions *options);

/* Allocates every buffer of the run (the options copied; the listener and
 * the stop flag must outlive the solver).  NULL and an error when the
 * cutset is bad, or when the graph less the cutset has a cycle:
 * QD_CSP_TREE_ERROR_CYCLE, "the constraint graph has a cycle: WA – NT – SA
 * – WA" (with a cutset: "… less the cutset has a cycle: …"). */
QdCspTreeSolver *qd_csp_tree_solver_new  (const QdCspTree *tree, const QdCspTreeOptions *options, GError **error);
void         qd_csp_tree_solver_free     (QdCspTreeSolver *solver);
/* Runs (again from the start each time); fills stats (may be NULL).  The
 * status as for qd_csp_solver_run: SOLVED when the solutions asked for were
 * found (the first, max_solutions, the solution callback said stop, or
 * every one and there was at least one), NO_SOLUTION when there is none,
 * STOPPED by the stop flag or the deadline.  Allocates nothing. */
QdCspStatus  qd_csp_tree_solver_run      (QdCspTreeSolver *solver, QdCspTreeStats *stats);
/* The first solution of the last run (every variable's value), or NULL. */
const gint  *qd_csp_tree_solver_first_solution (QdCspTreeSolver *solver);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCspTree, qd_csp_tree_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCspTreeSolver, qd_csp_tree_solver_free)

G_END_DECLS
