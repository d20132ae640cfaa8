/* qd-tree-search.h — minimax / alpha-beta on an explicit tree, recorded.
 *
 * The search runs on the game engine with a listener that records every event,
 * so that the window can replay it step by step and the CLI can print the
 * final value, alpha and beta of every node.
 */
#pragma once

#include "qd-game-tree.h"
#include "core/qd-search-tree.h"

G_BEGIN_DECLS

typedef enum {
  QD_TREE_EVENT_ENTER,    /* an inner node is entered with the alpha/beta it received */
  QD_TREE_EVENT_LEAF,     /* a leaf is evaluated */
  QD_TREE_EVENT_UPDATE,   /* a child returned to an inner node */
  QD_TREE_EVENT_LEAVE,    /* an inner node returns */
} QdTreeEventKind;

typedef struct {
  QdTreeEventKind kind;
  guint node;             /* preorder index */
  double value;           /* v so far (enter: -inf for MAX, inf for MIN) */
  double alpha;
  double beta;
  gboolean cutoff;        /* update: this child caused a cut-off */
} QdTreeEvent;

typedef enum {
  QD_TREE_NODE_UNSEEN,    /* not reached yet (while stepping) or pruned (at the end) */
  QD_TREE_NODE_OPEN,      /* entered, not returned */
  QD_TREE_NODE_DONE,      /* returned; value/alpha/beta are final */
} QdTreeNodeState;

typedef struct {
  QdTreeNodeState state;
  double value;
  double alpha;
  double beta;
} QdTreeNodeResult;

typedef struct {
  QdGameSearchAlgorithm algorithm;
  QdGameSearchResult result;  /* value, best_index, nodes, leaves */
  guint n_nodes;
  QdTreeNodeResult *final;/* n_nodes entries: the state after the last event */
  GArray *events;         /* of QdTreeEvent */
} QdTreeAnalysis;

QdTreeAnalysis *qd_tree_analyze           (const QdGameTree *tree, QdGameSearchAlgorithm algorithm,
                                           const gint *stop);
/* The same, recording the search into `recorder` (an unbound game tree, or
 * NULL) too, its moves named after the nodes of `names` (a tree with the
 * same nodes that outlives the recorder; NULL: `tree`). */
QdTreeAnalysis *qd_tree_analyze_recorded  (const QdGameTree *tree, QdGameSearchAlgorithm algorithm,
                                           const gint *stop, QdSearchTree *recorder,
                                           const QdGameTree *names);
void            qd_tree_analysis_free     (QdTreeAnalysis *analysis);
guint           qd_tree_analysis_n_steps  (const QdTreeAnalysis *analysis);
/* Fills `out` (n_nodes entries) with the state after `step` events (0: none). */
void            qd_tree_analysis_replay   (const QdTreeAnalysis *analysis, guint step,
                                           QdTreeNodeResult *out);
/* The leaves evaluated within the first `step` events. */
guint           qd_tree_analysis_leaves_at (const QdTreeAnalysis *analysis, guint step);
/* The node pruned at the end: never entered. */
gboolean        qd_tree_analysis_is_pruned (const QdTreeAnalysis *analysis, guint node);

/* FALSE (and `error`) when `algorithm` cannot search `tree`: minimax and
 * alpha-beta refuse a tree with chance nodes (expectiminimax searches it),
 * and a chance node's probabilities must sum to 1. */
gboolean        qd_tree_algorithm_check   (const QdGameTree *tree, QdGameSearchAlgorithm algorithm,
                                           GError **error);
/* The algorithm a tree is searched with when none is named: expectiminimax
 * when it has chance nodes, else alpha-beta. */
QdGameSearchAlgorithm qd_tree_default_algorithm (const QdGameTree *tree);
/* "minimax", "alphabeta" (or "alpha-beta"), "expectiminimax". */
gboolean        qd_tree_algorithm_from_string (const char *text, QdGameSearchAlgorithm *algorithm);
/* A number as the outputs write it: qd_format_number, and under
 * expectiminimax rounded to 4 decimals first (1/3 is 0.3333). */
char           *qd_tree_analysis_format_value (const QdTreeAnalysis *analysis, double value);
/* An expectiminimax value as it is printed and checked: rounded to
 * QD_TREE_VALUE_SNAP decimals (what lies below is float noise), then to
 * QD_TREE_VALUE_DECIMALS half away from zero on those decimal digits, so
 * that a tie is a tie (-5.14125 is -5.1413, 0.00005 is 0.0001) whatever its
 * binary form.  Infinite values and values of 1e9 or more are left. */
#define QD_TREE_VALUE_DECIMALS 4
#define QD_TREE_VALUE_SNAP     9
double          qd_tree_round_value (double value);
/* When `value` is an exact tie at QD_TREE_VALUE_DECIMALS (-5.14125, to
 * QD_TREE_VALUE_SNAP decimals), its other rounding, toward zero (-5.1412),
 * which an answer may write as well as qd_tree_round_value's; else NAN. */
double          qd_tree_tie_other_rounding (double value);
/* "max", "min", "chance" or "leaf". */
const char     *qd_tree_node_kind_name    (const QdTreeNode *node);

/* The CLI's stdout of docs/contracts.md: value, best, leaves, one line per node. */
char           *qd_tree_analysis_format   (const QdGameTree *tree, const QdTreeAnalysis *analysis);
/* One line per step: `step N KIND PATH v V alpha A beta B` (data/FORMATS.md). */
char           *qd_tree_analysis_format_steps (const QdGameTree *tree, const QdTreeAnalysis *analysis);
const char     *qd_tree_event_kind_name   (const QdTreeEvent *event);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTreeAnalysis, qd_tree_analysis_free)

G_END_DECLS
