/* qd-wargame-outside.h — the war game for an outside agent (core/qd-agent.h,
 * docs/agents.md): game `wargame`; the starting position a line `rules R`
 * (`rules attrition F` under attrition), a line `coin P` when P < 1, then the
 * board's N lines; a move the square taken (`C3`), and in the `moves` line a
 * move whose conquests did not all succeed is followed by `/` and those
 * squares (`D3/D2,E3`), so an agent replays any rule set without its fights
 * or its coin. */
#pragma once

#include "core/qd-agent.h"
#include "qd-wargame-agent.h"
#include "qd-wargame-record.h"

G_BEGIN_DECLS

#define QD_WARGAME_AGENT_GAME "wargame"

/* The starting position of the rules (their board), as sent. */
char    *qd_wargame_outside_start  (const QdWargameRules *rules);
/* Move i of the record in the `moves` notation (`C3`, `D3/D2,E3`). */
char    *qd_wargame_move_notation  (const QdWargameRecord *record, guint i);
/* The agent's square for the side to move after the record's moves.  TRUE
 * with `thought` (its square, the time it took, and the depth, nodes, score
 * from blue's side and principal variation its info lines gave); FALSE when
 * it was stopped (no error) or forfeits (the cause in *forfeit).  `live`
 * (may be NULL) is called with the thought so far after each info line, on
 * the calling thread. */
gboolean qd_wargame_outside_choose (QdAgent *agent, const QdWargameRecord *record, const gint *stop,
                                    QdWargameThoughtFunc live, gpointer live_data, QdWargameThought *thought,
                                    GError **forfeit);

G_END_DECLS
