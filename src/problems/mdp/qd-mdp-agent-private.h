/* qd-mdp-agent-private.h — a program agent's session, shared by
 * qd-mdp-agent.c (the program, the lines, the episodes) and
 * qd-mdp-agent-replay.c (the replay and the grades). */
#pragma once

#include "problems/mdp/qd-mdp-agent.h"

G_BEGIN_DECLS

typedef struct
{
  const QdMdpWorld *world;
  const QdAgentConfig *config;
  const QdMdpAgentOptions *options;
  const gint *stop;
  QdMdpAgentResult *result;
  QdMarkov *model;
  gint *state_of;            /* w × h */
  guint *cell_of;            /* n_states - 1 */
  guint start;               /* the start's state */
  QdProgram *program;
  guint move_ms;
  const char *where;         /* "replay", or NULL in the episodes (then EPISODE and STEP say where) */
  guint episode, step;
} QdMdpSession;

static inline gboolean
qd_mdp_session_absorbing (const QdMdpSession *session, guint s)
{
  return session->model->first_action[s] == session->model->first_action[s + 1];
}

/* Sends LINE by the move time; FALSE with the agent's error. */
gboolean qd_mdp_session_send (QdMdpSession *session, const char *line, GError **error);
/* The agent's next line that is not blank (to free), by the move time;
 * NULL with the agent's error. */
char    *qd_mdp_session_read (QdMdpSession *session, GError **error);
/* A protocol error quoting LINE, prefixed with where the session is. */
void     qd_mdp_session_refuse (QdMdpSession *session, GError **error, QdAgentError code, const char *line,
                                const char *why);
/* "X Y" of state S (not the absorbing one). */
char    *qd_mdp_session_cell (const QdMdpSession *session, guint s);
/* The replay and its grade: FALSE with the agent's error. */
gboolean qd_mdp_session_replay (QdMdpSession *session, GError **error);

G_END_DECLS
