/* qd-wargame-tree.c — a war-game search as a search tree. */
#include "config.h"
#include "qd-wargame-tree.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "qd-wargame-board.h"

typedef struct {
  QdOwned owned;
  QdWargameRules *rules;
  QdWargameState root;
} Names;

static void
replay (const Names *names, const QdSearchTree *tree, guint node, QdWargameState *state, guint *square)
{
  const QdSearchNode *n = qd_search_tree_node (tree, node);
  g_autofree QdMove *moves = g_new (QdMove, n->depth + 1);
  guint depth = qd_search_tree_game_moves_to (tree, node, moves);

  *state = names->root;
  *square = QD_WARGAME_NO_SQUARE;
  for (guint i = 0; i < depth; i++)
    if (state->chance)
      {
        qd_wargame_apply_outcome (names->rules, state, moves[i], state);
        *square = QD_WARGAME_NO_SQUARE;
      }
    else if (qd_wargame_is_legal (names->rules, state, moves[i]))
      {
        qd_wargame_apply (names->rules, state, moves[i], state);
        *square = moves[i];
      }
}

static void
move_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move, GString *out)
{
  const Names *names = data;
  const QdSearchNode *n = qd_search_tree_node (tree, node);
  QdWargameState before;
  guint square;
  char name[8];

  if (n == NULL || n->parent == QD_SEARCH_NODE_NONE)
    return;
  replay (names, tree, n->parent, &before, &square);
  /* Words for people, English under the C locale of --tree (data/FORMATS.md). */
  if (before.chance)
    /* TRANSLATORS: a search-tree node: outcome N of the coins of a blitz */
    g_string_append_printf (out, C_("search tree", "coins %u"), move);
  else if (move < names->rules->n_squares)
    {
      const char *side = before.to_move == QD_WARGAME_BLUE ? C_("search tree", "blue") : C_("search tree", "green");

      qd_wargame_square_name (names->rules->board.size, move, name);
      if (qd_wargame_is_blitz (names->rules, &before, move))
        /* TRANSLATORS: a search-tree node: the side ("blue", "green") blitzes from a square ("blue blitz D3") */
        g_string_append_printf (out, C_("search tree", "%s blitz %s"), side, name);
      else
        /* TRANSLATORS: a search-tree node: the side ("blue", "green") drops on a square ("blue drop C3") */
        g_string_append_printf (out, C_("search tree", "%s drop %s"), side, name);
    }
  else
    g_string_append_printf (out, "%u", move);
}

QdSearchTreeMoveText
qd_wargame_tree_names (QdWargameRules *rules, const QdWargameState *root, gpointer *data)
{
  Names *names = g_new0 (Names, 1);

  names->rules = qd_owned_add (&names->owned, qd_wargame_rules_ref (rules), (GDestroyNotify) qd_wargame_rules_unref);
  names->root = *root;
  *data = names;
  return move_text;
}

void
qd_wargame_tree_names_free (gpointer names)
{
  qd_owned_free (names);
}

void
qd_wargame_tree_bind (QdSearchTree *tree, const QdGame *game, QdWargameRules *rules, const QdWargameState *root)
{
  gpointer names;
  QdSearchTreeMoveText text = qd_wargame_tree_names (rules, root, &names);

  qd_search_tree_bind_game (tree, game, text, names, qd_owned_free);
}

gboolean
qd_wargame_tree_position (const QdSearchTree *tree, guint node, QdWargameState *state, guint *square)
{
  gpointer data;
  guint dummy;

  if (qd_search_tree_get_move_text (tree, &data) != move_text || qd_search_tree_node (tree, node) == NULL)
    return FALSE;
  replay (data, tree, node, state, square != NULL ? square : &dummy);
  return TRUE;
}
