/* qd-constraints-algorithm.c — the Constraints tab's algorithms, one row
 * each (see the header). */
#include "config.h"
#include "qd-constraints-algorithm.h"
#include "core/qd-names.h"

#include <glib/gi18n.h>

/* --algorithm's words, read both ways by core/qd-names.h. */
static const char *const names[QD_CONSTRAINTS_N_ALGOS] = {
  [QD_CONSTRAINTS_ALGO_BT] = "bt",     [QD_CONSTRAINTS_ALGO_FC] = "fc",
  [QD_CONSTRAINTS_ALGO_MAC] = "mac",   [QD_CONSTRAINTS_ALGO_MIN_CONFLICTS] = "min-conflicts",
  [QD_CONSTRAINTS_ALGO_SPLIT] = "split", [QD_CONSTRAINTS_ALGO_TREE] = "tree",
};

typedef struct {
  const char *label;          /* the tab's list */
  QdCspInference inference;
  gboolean in_page;
} Algorithm;

static const Algorithm algorithms[QD_CONSTRAINTS_N_ALGOS] = {
  [QD_CONSTRAINTS_ALGO_BT] = { .label = N_("Backtracking"), .inference = QD_CSP_INFER_NONE, .in_page = TRUE },
  [QD_CONSTRAINTS_ALGO_FC] = { .label = N_("Forward Checking"), .inference = QD_CSP_INFER_FC, .in_page = TRUE },
  [QD_CONSTRAINTS_ALGO_MAC] = { .label = N_("Maintaining Arc Consistency"), .inference = QD_CSP_INFER_MAC,
                                .in_page = TRUE },
  [QD_CONSTRAINTS_ALGO_MIN_CONFLICTS] = { .label = N_("Min-Conflicts"), .inference = QD_CSP_INFER_MAC,
                                          .in_page = TRUE },
  /* The tab splits by hand (its Split button and outline), a node at a
   * time, as AIspace's applet does; a Solve by splitting would draw nothing
   * more. */
  [QD_CONSTRAINTS_ALGO_SPLIT] = { .label = N_("Domain Splitting"), .inference = QD_CSP_INFER_MAC, .in_page = FALSE },
  [QD_CONSTRAINTS_ALGO_TREE] = { .label = N_("Tree-Structured"), .inference = QD_CSP_INFER_MAC, .in_page = TRUE },
};

const char *
qd_constraints_algorithm_to_string (QdConstraintsAlgorithm algorithm)
{
  g_return_val_if_fail (algorithm < QD_CONSTRAINTS_N_ALGOS, NULL);
  return names[algorithm];
}

gboolean
qd_constraints_algorithm_from_string (const char *text, QdConstraintsAlgorithm *algorithm)
{
  return QD_NAMES_LOOKUP (names, text, algorithm);
}

const char *
qd_constraints_algorithm_label (QdConstraintsAlgorithm algorithm)
{
  g_return_val_if_fail (algorithm < QD_CONSTRAINTS_N_ALGOS, NULL);
  return _(algorithms[algorithm].label);
}

QdCspInference
qd_constraints_algorithm_inference (QdConstraintsAlgorithm algorithm)
{
  g_return_val_if_fail (algorithm < QD_CONSTRAINTS_N_ALGOS, QD_CSP_INFER_MAC);
  return algorithms[algorithm].inference;
}

gboolean
qd_constraints_algorithm_in_page (QdConstraintsAlgorithm algorithm)
{
  g_return_val_if_fail (algorithm < QD_CONSTRAINTS_N_ALGOS, FALSE);
  return algorithms[algorithm].in_page;
}

QdConstraintsAlgorithm
qd_constraints_algorithm_page_nth (guint position)
{
  QdConstraintsAlgorithm last = QD_CONSTRAINTS_ALGO_MAC;

  for (guint i = 0; i < QD_CONSTRAINTS_N_ALGOS; i++)
    if (algorithms[i].in_page)
      {
        last = (QdConstraintsAlgorithm) i;
        if (position-- == 0)
          break;
      }
  return last;
}
