/* qd-cli-match-searches.h — what a game command keeps of its computer
 * players' searches while the match loop (qd-cli-match.h) plays: --tree's
 * search tree of one computer move, and the notes of the searches that
 * --report and --gif show (render/qd-game-history.h). */
#pragma once

#include "cli/qd-cli.h"
#include "core/qd-match.h"
#include "render/qd-game-history.h"

G_BEGIN_DECLS

typedef struct {
  const QdCliTree *options;   /* --tree FILE, --tree-move N, --tree-budget N */
  QdSearchTree *tree;         /* the one recorded, once made (owned) */
  guint tree_move;            /* its move's number, from 1 */
  GArray *notes;              /* QdGameSearchNote (owned) */
} QdCliMatchSearches;

void          qd_cli_match_searches_init  (QdCliMatchSearches *searches, const QdCliTree *options);
void          qd_cli_match_searches_clear (QdCliMatchSearches *searches);
/* Before a computer's move, the `ply`-th of the game (from 0): the tree
 * its search records into when it is --tree's move (unbound), else NULL. */
QdSearchTree *qd_cli_match_searches_tree  (QdCliMatchSearches *searches, guint ply);
/* After a move (QdMatchListener.moved): what the game's `search` found,
 * when a computer's or an outside agent's search chose it. */
void          qd_cli_match_searches_note  (QdCliMatchSearches *searches, const QdMatchTurn *turn, guint32 move,
                                           const QdMatchSearch *search);
/* The tree a report shows: the one recorded, when a search bound it;
 * else NULL. */
const QdSearchTree *qd_cli_match_searches_bound (const QdCliMatchSearches *searches);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (QdCliMatchSearches, qd_cli_match_searches_clear)

G_END_DECLS
