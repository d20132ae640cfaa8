/* qd-cli-match-searches.c — a game command's searches (qd-cli-match-searches.h). */
#include "config.h"
#include "qd-cli-match-searches.h"

void
qd_cli_match_searches_init (QdCliMatchSearches *searches, const QdCliTree *options)
{
  *searches = (QdCliMatchSearches) { .options = options, .notes = qd_game_notes_new () };
}

void
qd_cli_match_searches_clear (QdCliMatchSearches *searches)
{
  g_clear_pointer (&searches->tree, qd_search_tree_unref);
  g_clear_pointer (&searches->notes, g_array_unref);
}

QdSearchTree *
qd_cli_match_searches_tree (QdCliMatchSearches *searches, guint ply)
{
  QdSearchTree *tree = qd_cli_tree_for_move (searches->options, &searches->tree, ply + 1);

  if (tree != NULL)
    searches->tree_move = ply + 1;
  return tree;
}

void
qd_cli_match_searches_note (QdCliMatchSearches *searches, const QdMatchTurn *turn, guint32 move,
                            const QdMatchSearch *search)
{
  const QdGameSearchResult *r = &search->result;

  if (!turn->who->human && search->searched)
    qd_game_notes_add (searches->notes, &(QdGameSearchNote) { turn->ply, move, r->value, r->nodes, r->time_us });
}

const QdSearchTree *
qd_cli_match_searches_bound (const QdCliMatchSearches *searches)
{
  return searches->tree != NULL && qd_search_tree_is_bound (searches->tree) ? searches->tree : NULL;
}
