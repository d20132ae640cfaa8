/* qd-gametree-problem.c — explicit game trees (statement 003, problem 1). */
#include "config.h"

#include <glib/gi18n.h>

#include "problems/qd-game-tree.h"
#include "problems/qd-problem.h"

static gboolean
sniff (const char *contents, gsize length)
{
  g_autoptr(QdGameTree) parsed = qd_game_tree_parse (contents, length, NULL);

  return parsed != NULL;
}

const QdProblem qd_gametree_problem = {
  .id = "gametree",
  .title = N_("Game Tree"),
  .description = N_("Minimax and alpha-beta on a tree you draw"),
  .file_filter_name = N_("Game Trees"),
  .patterns = (const char *const[]) { "*.tree", NULL },
  .examples = (const QdProblemExample[]) {
    { "aima-figure-5-2.tree",  N_("AIMA Figure 5.2 (three by three)") },
    { "deeper-pruning.tree",   N_("Pruning at Several Depths") },
    { "binary-depth-4.tree",   N_("Binary Tree of Depth Four") },
    { NULL }
  },
  .sniff = sniff,
};
