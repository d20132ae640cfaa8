/* qd-constraints-algorithm.h — the algorithms of `quandary-cli csp
 * --algorithm` and of the Constraints tab's Solve list, named once: the
 * command's word, the label people read, the inference a tree search
 * makes, and whether the tab's list offers it. */
#pragma once

#include "core/qd-csp.h"

G_BEGIN_DECLS

/* In the command's order ("bt, fc, mac, min-conflicts, split or tree"). */
typedef enum {
  QD_CONSTRAINTS_ALGO_BT,             /* backtracking, no inference */
  QD_CONSTRAINTS_ALGO_FC,             /* forward checking */
  QD_CONSTRAINTS_ALGO_MAC,            /* maintaining arc consistency (the default) */
  QD_CONSTRAINTS_ALGO_MIN_CONFLICTS,  /* local search */
  QD_CONSTRAINTS_ALGO_SPLIT,          /* arc consistency with domain splitting (qd-csp-split.h) */
  QD_CONSTRAINTS_ALGO_TREE,           /* AIMA figure 6.11, or cutset conditioning */
  QD_CONSTRAINTS_N_ALGOS
} QdConstraintsAlgorithm;

const char     *qd_constraints_algorithm_to_string   (QdConstraintsAlgorithm algorithm);  /* "bt", … "tree" */
/* FALSE (and *algorithm untouched) when text names none. */
gboolean        qd_constraints_algorithm_from_string (const char *text, QdConstraintsAlgorithm *algorithm);
const char     *qd_constraints_algorithm_label       (QdConstraintsAlgorithm algorithm);  /* translated */
/* The inference of bt, fc and mac; MAC for the others (their answers are
 * checked against MAC's search). */
QdCspInference  qd_constraints_algorithm_inference   (QdConstraintsAlgorithm algorithm);
/* Whether the tab's Solve list offers it: not split, which the tab makes
 * by hand, node by node, with its Split button. */
gboolean        qd_constraints_algorithm_in_page     (QdConstraintsAlgorithm algorithm);
/* The algorithm at `position` of the tab's list (those in_page, in this
 * order); a position past its end gives the last. */
QdConstraintsAlgorithm qd_constraints_algorithm_page_nth (guint position);

G_END_DECLS
