/* qd-gametree-problem.c — explicit game trees (statement 003, problem 1). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "problems/qd-game-tree.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (gametree)

/* A saved tree says what it is in a comment first, as the tab always wrote
 * it (parsing skips it). */
static char *
tree_to_file_text (const QdGameTree *tree)
{
  g_autofree char *text = qd_game_tree_to_string (tree);

  if (strchr (text, '?') != NULL)
    return g_strconcat ("# A game tree for Quandary: nested lists of leaf values, root MAX;\n"
                        "# ?[p: child, ...] is a chance node, each outcome after its probability.\n", text, NULL);
  return g_strconcat ("# A game tree for Quandary: nested lists of leaf values, root MAX.\n", text, NULL);
}

QD_FORMAT_FUNCTIONS (format, QdGameTree, qd_game_tree_parse, tree_to_file_text, qd_game_tree_free)

static const QdFormat format = {
  .name = "gametree",
  .title = N_("Game Trees"),
  .untitled = N_("Untitled Game Tree"),
  .patterns = (const char *const[]) { "*.tree", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

const QdProblem qd_gametree_problem = {
  .id = "gametree",
  .title = N_("Game Tree"),
  .description = N_("Minimax, alpha-beta and expectiminimax on a tree you draw"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "aima-figure-5-2.tree",  N_("AIMA Figure 5.2 (three by three)") },
    { "deeper-pruning.tree",   N_("Pruning at Several Depths") },
    { "binary-depth-4.tree",   N_("Binary Tree of Depth Four") },
    { "chance-backgammon-levels.tree", N_("Chance Nodes (AIMA Figure 5.13’s Levels)") },
    { NULL }
  },
};
