/* qd-agent-lines.h — a session of lines with an outside program over a
 * protocol of its problem's own (a grid world's learner, a ghost hunter),
 * not a game's (qd-agent.h): the program started from its config in the
 * sandbox, lines sent and read by its time, and every failure an agent error
 * (QD_AGENT_ERROR) prefixed with where the session stands. */
#pragma once

#include <glib.h>

#include "qd-agent.h"

G_BEGIN_DECLS

typedef struct
{
  QdProgram *program;
  const gint *stop;          /* nonzero stops (G_IO_ERROR_CANCELLED) */
  guint move_ms;             /* the time a line may take */
  /* Where the session stands, for the errors: a word ("start", "replay"),
   * or NULL: locate's words ("episode 3, step 5", to free). */
  const char *where;
  char *(*locate) (gpointer data);
  gpointer data;
  char *last_words;          /* after qd_agent_lines_end: the last line of its stderr, or NULL */
} QdAgentLines;

/* Starts CONFIG's program with its start time for the lines to come (where:
 * "start"); FALSE with QD_AGENT_ERROR_SETUP or _START. */
gboolean qd_agent_lines_start (QdAgentLines *lines, const QdAgentConfig *config, GError **error);
/* Reads the program's `ready`, then gives it CONFIG's move time. */
gboolean qd_agent_lines_ready (QdAgentLines *lines, const QdAgentConfig *config, GError **error);
/* Sends LINE by the move time; FALSE with the agent's error. */
gboolean qd_agent_lines_send (QdAgentLines *lines, const char *line, GError **error);
/* The program's next line that is not blank (stripped; to free), by the
 * move time; NULL with the agent's error. */
char    *qd_agent_lines_read (QdAgentLines *lines, GError **error);
/* A protocol error quoting LINE, prefixed with where the session is. */
void     qd_agent_lines_refuse (QdAgentLines *lines, GError **error, QdAgentError code, const char *line,
                                const char *why);
/* Ends the program: asked to `quit` when the session went well (POLITE),
 * else ended at once; its last words kept. */
void     qd_agent_lines_end (QdAgentLines *lines, gboolean polite);
gboolean qd_agent_lines_sandboxed (const QdAgentLines *lines);

G_END_DECLS
