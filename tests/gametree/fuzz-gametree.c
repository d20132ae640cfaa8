/* fuzz-gametree.c — what the game-tree fuzz target checks of a tree it reads
 * (tests/fuzz/fuzz-format.c): the analysis has a text, and alpha-beta agrees
 * with minimax on the root's value. */
#include "config.h"

#include "problems/qd-game-tree.h"
#include "problems/qd-tree-search.h"
#include "fuzz/fuzz-check.h"

void
qd_fuzz_check (gconstpointer model)
{
  g_autoptr(QdTreeAnalysis) minimax = qd_tree_analyze (model, QD_GAME_SEARCH_MINIMAX, NULL);
  g_autoptr(QdTreeAnalysis) alphabeta = qd_tree_analyze (model, QD_GAME_SEARCH_ALPHABETA, NULL);
  g_autofree char *text = qd_tree_analysis_format (model, alphabeta);

  if (text == NULL || text[0] == '\0')
    qd_fuzz_fail ("the analysis has no text", NULL, NULL);

  if (minimax->result.value != alphabeta->result.value &&
      !(minimax->result.value != minimax->result.value &&
        alphabeta->result.value != alphabeta->result.value))
    qd_fuzz_fail ("alpha-beta and minimax disagree on the root's value", NULL, NULL);
}
