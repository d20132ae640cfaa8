/* qd-wargame-page.h — the war game tab: play on a board (human or agent on each
 * side, hint, undo), the board editor, matchups and the rule-set report. */
#pragma once

#include "app/qd-page.h"
#include "app/qd-outside-players.h"
#include "problems/wargame/qd-wargame-agent.h"
#include "problems/wargame/qd-wargame-record.h"

G_BEGIN_DECLS

#define QD_TYPE_WARGAME_PAGE (qd_wargame_page_get_type ())
G_DECLARE_FINAL_TYPE (QdWargamePage, qd_wargame_page, QD, WARGAME_PAGE, QdPage)

/* For tests and the window: the board (the document) and the game on it. */
const QdWargameBoard  *qd_wargame_page_get_board  (QdWargamePage *self);
const QdWargameRecord *qd_wargame_page_get_record (QdWargamePage *self);
/* The moves of the position the board shows (a past one, or the present). */
guint              qd_wargame_page_get_shown_moves (QdWargamePage *self);
/* Sets who plays each side (the combo rows' choices): agent kind and depth or milliseconds. */
void               qd_wargame_page_set_agent  (QdWargamePage *self, QdWargameOwner side, const QdWargameAgentSpec *spec);
/* Chooses an outside agent for a side: `spec` agent:NAME of the registry
 * (docs/agents.md). */
void               qd_wargame_page_set_outside_agent (QdWargamePage *self, QdWargameOwner side, const char *spec);
/* The player lists' outside agents (their log). */
QdOutsidePlayers  *qd_wargame_page_get_outside_players (QdWargamePage *self);
/* A human move on `square` (as a click would): FALSE when refused. */
gboolean           qd_wargame_page_play       (QdWargamePage *self, guint square);
/* Replays a log file (the --log format) on the board under the game's
 * rules, as Replay a Game Log does; errors name the file and the line. */
gboolean           qd_wargame_page_replay_log (QdWargamePage *self, GFile *file, GError **error);
/* The same as the window does it: read and replayed on a worker (the
 * page's job), the error a toast. */
void               qd_wargame_page_replay_log_async (QdWargamePage *self, GFile *file);
/* The last report's results (QdWargameMatchResult), or NULL. */
GPtrArray         *qd_wargame_page_get_report (QdWargamePage *self);

G_END_DECLS
