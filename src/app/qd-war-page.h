/* qd-war-page.h — the war game tab: play on a board (human or agent on each
 * side, hint, undo), the board editor, matchups and the rule-set report. */
#pragma once

#include "qd-page.h"
#include "problems/wargame/qd-war-agent.h"
#include "problems/wargame/qd-war-record.h"

G_BEGIN_DECLS

#define QD_TYPE_WAR_PAGE (qd_war_page_get_type ())
G_DECLARE_FINAL_TYPE (QdWarPage, qd_war_page, QD, WAR_PAGE, QdPage)

/* For tests and the window: the board (the document) and the game on it. */
const QdWarBoard  *qd_war_page_get_board  (QdWarPage *self);
const QdWarRecord *qd_war_page_get_record (QdWarPage *self);
/* Sets who plays each side (the combo rows' choices): agent kind and depth or milliseconds. */
void               qd_war_page_set_agent  (QdWarPage *self, QdWarOwner side, const QdWarAgentSpec *spec);
/* A human move on `square` (as a click would): FALSE when refused. */
gboolean           qd_war_page_play       (QdWarPage *self, guint square);
/* Replays a log (the --log format) on the board under the game's rules;
 * errors name `display_name` and the line. */
gboolean           qd_war_page_replay_log (QdWarPage *self, const char *text, gssize length,
                                           const char *display_name, GError **error);
/* The last report's results (QdWarMatchResult), or NULL. */
GPtrArray         *qd_war_page_get_report (QdWarPage *self);

G_END_DECLS
