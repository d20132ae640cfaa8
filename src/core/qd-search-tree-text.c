/* qd-search-tree-text.c — a recorded search tree as text: node labels and
 * the ID PARENT STATUS LABEL format of --tree. */
#include "qd-search-tree-private.h"
#include "qd-format.h"

#include <glib/gi18n.h>

/* ------------------------------------------------------------------- text
 *
 * A label is for people (the window's tree, its exports): its words are
 * translated and its numbers have the locale's point.  The --tree format
 * writes the same labels under the C locale (qd_format_c_enter), so they
 * read as data/FORMATS.md says in every locale. */

static void
append_number (GString *out, double value)
{
  g_autofree char *text = qd_format_number_locale (value);

  g_string_append (out, text);
}

static void
label_csp (const QdSearchTree *tree, const QdSearchNode *node, GString *out)
{
  g_autofree char *value = NULL;

  if (node->depth == 0)
    return;
  value = qd_csp_value_name (tree->csp, node->a, node->b);
  g_string_append (out, qd_csp_variable_name (tree->csp, node->a));
  g_string_append_c (out, '=');
  g_string_append (out, value);
  if (node->status == QD_SEARCH_NODE_FAILURE && node->u.csp.cause >= 0)
    {
      g_string_append_c (out, ' ');
      /* TRANSLATORS: a search-tree node whose inference left a variable without values ("WA=red wipeout NT") */
      g_string_append (out, node->flags & QD_SEARCH_NODE_WIPEOUT ? C_("search tree", "wipeout")
                       /* TRANSLATORS: a search-tree node after which the next variable had no value left ("WA=red deadend NT") */
                       : C_("search tree", "deadend"));
      g_string_append_c (out, ' ');
      g_string_append (out, qd_csp_variable_name (tree->csp, (guint) node->u.csp.cause));
    }
}

void
qd_search_tree_move_label (const QdSearchTree *tree, guint id, const QdSearchNode *node, GString *out)
{
  const QdSearchNode *parent = node_at (tree, node->parent);
  QdPlayer mover = parent->flags & QD_SEARCH_NODE_MIN ? QD_PLAYER_MIN
                 : parent->flags & QD_SEARCH_NODE_CHANCE ? QD_PLAYER_CHANCE : QD_PLAYER_MAX;

  if (tree->move_text != NULL)
    tree->move_text (tree->move_text_data, tree, id, mover, node->a, out);
  else
    g_string_append_printf (out, "%u", node->a);
}

static void
label_game (const QdSearchTree *tree, guint id, const QdSearchNode *node, GString *out)
{
  if (node->depth > 0)
    {
      qd_search_tree_move_label (tree, id, node, out);
      if (node->status == QD_SEARCH_NODE_PRUNED)
        return;
      g_string_append_c (out, ' ');
    }
  if (tree->mcts)
    {
      qd_search_tree_mcts_label (tree, node, out);
      return;
    }
  /* TRANSLATORS: a game-search node's label: "value 3 alpha 3 beta inf" */
  g_string_append (out, C_("search tree", "value"));
  g_string_append_c (out, ' ');
  append_number (out, node->u.game.value);
  g_string_append_c (out, ' ');
  g_string_append (out, C_("search tree", "alpha"));
  g_string_append_c (out, ' ');
  append_number (out, node->u.game.alpha);
  g_string_append_c (out, ' ');
  g_string_append (out, C_("search tree", "beta"));
  g_string_append_c (out, ' ');
  append_number (out, node->u.game.beta);
  if (node->flags & QD_SEARCH_NODE_HORIZON)
    {
      g_string_append_c (out, ' ');
      /* TRANSLATORS: a game-search leaf evaluated at the depth limit */
      g_string_append (out, C_("search tree", "horizon"));
    }
}

void
qd_search_tree_label (const QdSearchTree *tree, guint id, GString *out)
{
  const QdSearchNode *node = qd_search_tree_node (tree, id);

  if (node == NULL)
    return;
  if (tree->kind == QD_SEARCH_TREE_CSP)
    label_csp (tree, node, out);
  else if (tree->kind == QD_SEARCH_TREE_STATE)
    qd_search_tree_state_label (tree, id, node, out);
  else
    label_game (tree, id, node, out);
}

static void
append_line (const QdSearchTree *tree, guint id, GString *out)
{
  const QdSearchNode *node = node_at (tree, id);
  gsize before;

  if (node->parent == QD_SEARCH_NODE_NONE)
    g_string_append_printf (out, "%u -1 ", id);
  else
    g_string_append_printf (out, "%u %u ", id, node->parent);
  g_string_append (out, qd_search_node_status_name (qd_search_tree_status (tree, id)));
  g_string_append_c (out, ' ');
  before = out->len;
  qd_search_tree_label (tree, id, out);
  if (out->len == before)
    g_string_truncate (out, before - 1);  /* no label: no trailing space */
  g_string_append_c (out, '\n');
}

static void
append_footer (const QdSearchTree *tree, GString *out)
{
  if (tree->n_dropped > 0)
    g_string_append_printf (out, "# %" G_GUINT64_FORMAT " nodes not recorded (budget %u)\n",
                            tree->n_dropped, tree->budget);
}

char *
qd_search_tree_to_string (const QdSearchTree *tree)
{
  GString *out = g_string_new (NULL);
  guint n = qd_search_tree_n_nodes (tree);
  locale_t saved = qd_format_c_enter ();

  for (guint id = 0; id < n; id++)
    append_line (tree, id, out);
  append_footer (tree, out);
  qd_format_c_leave (saved);
  return g_string_free (out, FALSE);
}
