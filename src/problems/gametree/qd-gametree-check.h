/* qd-gametree-check.h — a student's node table of a game tree (value, best,
 * leaves, then PATH KIND VALUE ALPHA BETA STATE per node) checked against the
 * search's own, line by line; the first difference is explained from the
 * search's events (a value as the max or min of the children, a cut-off and
 * the bound that caused it, the best child, the leaves evaluated). */
#pragma once

#include "core/qd-check.h"
#include "problems/qd-tree-search.h"

G_BEGIN_DECLS

typedef struct _QdGametreeCheck QdGametreeCheck;

/* Searches a copy of `tree` with `algorithm` once. */
QdGametreeCheck *qd_gametree_check_new    (const QdGameTree *tree, QdGameSearchAlgorithm algorithm);
/* The right node table (the command's output). */
const char      *qd_gametree_check_output (const QdGametreeCheck *check);
/* The verdict on `answer`; for WRONG an explanation, and `step` the number
 * of search events the replay shows to reach the event that decides the
 * differing line (qd_tree_analysis_replay's step: a node's line, its return
 * or its leaf; a pruned node's, the cut-off that pruned it; value, best and
 * leaves, the whole search but best, the root's update by its best child).
 * `reference` is the right table, `reference_line` the line at `line`.
 * Thread-safe for one check. */
QdCheckResult   *qd_gametree_check_answer (const QdGametreeCheck *check, const char *answer, gsize length,
                                           gboolean strict);
void             qd_gametree_check_free   (QdGametreeCheck *check);

/* For practice (qd-gametree-practice.h): the search checked, and why one
 * number of a node's line is what it is, in one sentence from the search's
 * events (the sentences of the explanations above), without a final
 * period's line break. */
typedef enum {
  QD_GAMETREE_WHY_VALUE,       /* the value the node returns */
  QD_GAMETREE_WHY_ALPHA,       /* its α when it returns */
  QD_GAMETREE_WHY_BETA,        /* its β when it returns */
  QD_GAMETREE_WHY_PRUNED,      /* which of its children are pruned */
  QD_GAMETREE_WHY_LEAVES,      /* (the root) the leaves the search prunes */
} QdGametreeWhy;

const QdTreeAnalysis *qd_gametree_check_analysis (const QdGametreeCheck *check);
const QdGameTree     *qd_gametree_check_tree     (const QdGametreeCheck *check);
/* The search event at which `node` returns (its LEAVE or LEAF), -1 when pruned. */
gint                  qd_gametree_check_done_event (const QdGametreeCheck *check, guint node);
char                 *qd_gametree_check_why      (const QdGametreeCheck *check, guint node, QdGametreeWhy what);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGametreeCheck, qd_gametree_check_free)

G_END_DECLS
