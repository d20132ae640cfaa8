/* fuzz-gametree.c — what the game-tree fuzz target checks of a tree it reads
 * (tests/fuzz/fuzz-format.c): the analysis has a text, and alpha-beta agrees
 * with minimax on the root's value (with expectiminimax when the tree has
 * chance nodes: the engine's alpha-beta searches below a chance node with
 * the whole window, so it is exact there too); the tree written and read
 * again is the same. */
#include "config.h"

#include "problems/qd-game-tree.h"
#include "problems/qd-tree-search.h"
#include "fuzz/fuzz-check.h"

#include <math.h>

void
qd_fuzz_check (gconstpointer model)
{
  QdGameSearchAlgorithm plain = qd_tree_default_algorithm (model) == QD_GAME_SEARCH_EXPECTIMINIMAX
                                 ? QD_GAME_SEARCH_EXPECTIMINIMAX : QD_GAME_SEARCH_MINIMAX;
  g_autoptr(QdTreeAnalysis) minimax = qd_tree_analyze (model, plain, NULL);
  g_autoptr(QdTreeAnalysis) alphabeta = qd_tree_analyze (model, QD_GAME_SEARCH_ALPHABETA, NULL);
  g_autofree char *text = qd_tree_analysis_format (model, alphabeta);

  if (text == NULL || text[0] == '\0')
    qd_fuzz_fail ("the analysis has no text", NULL, NULL);

  {
    g_autofree char *written = qd_game_tree_to_string (model);
    g_autoptr(QdGameTree) again = qd_game_tree_parse (written, -1, NULL);
    g_autofree char *rewritten = again != NULL ? qd_game_tree_to_string (again) : NULL;

    if (g_strcmp0 (written, rewritten) != 0)
      qd_fuzz_fail ("the tree written and read again differs", written, rewritten);
  }
  if (plain == QD_GAME_SEARCH_EXPECTIMINIMAX && fabs (minimax->result.value - alphabeta->result.value) <= 1e-9)
    return;
  if (minimax->result.value != alphabeta->result.value &&
      !(minimax->result.value != minimax->result.value &&
        alphabeta->result.value != alphabeta->result.value))
    qd_fuzz_fail ("alpha-beta and minimax disagree on the root's value", NULL, NULL);
}
