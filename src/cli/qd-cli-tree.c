/* qd-cli-tree.c — --tree FILE, --tree-budget N and, for games, --tree-move N:
 * the search tree of a run (data/FORMATS.md, "Search trees"), recorded by
 * the problem's own solver (its options' `tree`) and written here. */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <inttypes.h>

void
qd_cli_tree_add_entries (GOptionContext *context, QdCliTree *tree, gboolean game)
{
  GOptionEntry entries[] = {
    { "tree", 0, 0, G_OPTION_ARG_FILENAME, &tree->path,
      game ? N_("Write the search tree of one computer move (see --tree-move), one node per line: "
                "ID PARENT STATUS LABEL (data/FORMATS.md)")
           : N_("Write the search tree, one node per line: ID PARENT STATUS LABEL (data/FORMATS.md)"),
      N_("FILE") },
    { "tree-budget", 0, 0, G_OPTION_ARG_STRING, &tree->budget_text,
      N_("Nodes --tree keeps; later ones are counted in a final comment line (default 4000000)"), N_("N") },
    { "tree-move", 0, 0, G_OPTION_ARG_STRING, &tree->move_text,
      N_("The move of the game whose search --tree records, counting every move from 1 (default: "
         "the first computer move)"), N_("N") },
    { NULL }
  };

  if (!game)
    entries[2] = entries[3];
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

gboolean
qd_cli_tree_check (QdCliTree *tree)
{
  if (tree->budget_text != NULL &&
      !qd_cli_parse_integer ("--tree-budget", tree->budget_text, 1, G_MAXUINT32 - 1, &tree->budget))
    return FALSE;
  if (tree->budget < 0 || tree->budget >= G_MAXUINT32)
    QD_CLI_USAGE (_("--tree-budget must be a number of nodes from 1 to %u"), G_MAXUINT32 - 1);
  if (tree->move_text != NULL && !qd_cli_parse_integer ("--tree-move", tree->move_text, 1, G_MAXUINT32, &tree->move))
    return FALSE;
  if (tree->move < 0)
    QD_CLI_USAGE (_("--tree-move must be a move number, from 1"));
  if (tree->path == NULL && (tree->budget != 0 || tree->move != 0 || tree->move_text != NULL))
    QD_CLI_USAGE (_("--tree-budget and --tree-move go with --tree FILE"));
  return TRUE;
}

QdSearchTree *
qd_cli_tree_new (const QdCliTree *tree, QdSearchTreeKind kind)
{
  if (tree->path == NULL)
    return NULL;
  return qd_search_tree_new (kind, (guint) tree->budget);
}

gboolean
qd_cli_tree_write (const QdCliTree *tree, const QdSearchTree *search_tree)
{
  g_autofree char *text = NULL;

  if (tree->path == NULL || search_tree == NULL)
    return TRUE;
  text = qd_search_tree_to_string (search_tree);
  /* What the command printed comes first when the tree goes to stdout too. */
  fflush (stdout);
  return qd_cli_write_text (tree->path, text);
}

QdSearchTree *
qd_cli_tree_for_move (const QdCliTree *tree, QdSearchTree **recorded, guint move)
{
  if (tree->path == NULL || *recorded != NULL || (tree->move != 0 && (guint64) tree->move != move))
    return NULL;
  *recorded = qd_search_tree_new (QD_SEARCH_TREE_GAME, (guint) tree->budget);
  return *recorded;
}

int
qd_cli_tree_write_game (const QdCliTree *tree, const QdSearchTree *recorded)
{
  if (tree->path == NULL)
    return QD_EXIT_OK;
  if (recorded == NULL)
    {
      if (tree->move != 0)
        g_printerr (_("quandary-cli: --tree: move %" PRId64 " was not a computer move: no tree written\n"),
                    tree->move);
      else
        g_printerr (_("quandary-cli: --tree: the computer made no move: no tree written\n"));
      return QD_EXIT_USAGE;
    }
  /* A tree no search bound: the move was made without one (a random
   * player, a heuristic's or an engine's move). */
  if (!qd_search_tree_is_bound (recorded))
    {
      g_printerr (_("quandary-cli: --tree: no minimax or alpha-beta search made that move: no tree written\n"));
      return QD_EXIT_USAGE;
    }
  return qd_cli_tree_write (tree, recorded) ? QD_EXIT_OK : QD_EXIT_INPUT;
}

void
qd_cli_tree_clear (QdCliTree *tree)
{
  g_clear_pointer (&tree->path, g_free);
  g_clear_pointer (&tree->move_text, g_free);
  g_clear_pointer (&tree->budget_text, g_free);
}
