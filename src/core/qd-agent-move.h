/* qd-agent-move.h — one move of an outside agent (qd-agent.h) in a game:
 * the part every game's glue shares.  The game's moves so far are written
 * in its notation and sent, the agent is asked, its info lines and the
 * time it took are kept as a search's, and a failure becomes the forfeit's
 * cause (escaped: the agent's words are data) while a stop is no forfeit.
 * What is left to the game: its start text, its notation, and reading the
 * answer back. */
#pragma once

#include "qd-agent.h"
#include "qd-game.h"

G_BEGIN_DECLS

/* A move of the game in the protocol's notation (to free). */
typedef char *(*QdAgentMoveNotation) (gconstpointer data, guint move);

typedef struct {
  const char *game;             /* the protocol's name of the game */
  const char *start;            /* the start of the game's text */
  gconstpointer history;        /* the moves so far: n_history of move_size bytes (1, 2 or 4) */
  guint move_size;
  guint n_history;
  QdAgentMoveNotation notation; /* writes each of them */
  gconstpointer notation_data;
  const gint *stop;             /* optional, read atomically */
  const char *after_moves;      /* optional: lines sent after `moves` (qd_agent_play_more) */
} QdAgentMoveRequest;

/* The agent's answer in *text (to free, as it wrote it); `search` gets its
 * nodes, depth and score when it said them, and the time it took.  FALSE
 * when it was stopped (no forfeit: *forfeit is left alone) or failed (the
 * cause in *forfeit). */
gboolean qd_agent_ask_move (QdAgent *agent, const QdAgentMoveRequest *request, QdGameSearchResult *search,
                            char **text, GError **forfeit);

G_END_DECLS
