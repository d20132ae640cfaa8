/* qd-mdp-agent-private.h — a program agent's session, shared by
 * qd-mdp-agent.c (the program, the lines, the episodes) and
 * qd-mdp-agent-replay.c (the replay and the grades). */
#pragma once

#include "core/qd-agent-lines.h"
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
  QdAgentLines lines;        /* where: "replay", or NULL in the episodes (then EPISODE and STEP say where) */
  guint episode, step;
} QdMdpSession;

static inline gboolean
qd_mdp_session_absorbing (const QdMdpSession *session, guint s)
{
  return session->model->first_action[s] == session->model->first_action[s + 1];
}

/* "X Y" of state S (not the absorbing one). */
char    *qd_mdp_session_cell (const QdMdpSession *session, guint s);
/* The replay and its grade: FALSE with the agent's error. */
gboolean qd_mdp_session_replay (QdMdpSession *session, GError **error);

G_END_DECLS
