/* qd-game-agent.h — the agents' names and descriptions that the board
 * games share (KCell, k in a row): a game's agent kinds start with these
 * five, numbered alike, and the game adds its own after them.
 *
 *   human, random, minimax, alphabeta     the plain names
 *   alphabeta:DEPTH (and the game's other HEAD:DEPTH names)
 *   program:COMMAND, agent:NAME           an outside agent (core/qd-agent.h)
 */
#pragma once

#include "core/qd-agent.h"

G_BEGIN_DECLS

typedef enum {
  QD_GAME_AGENT_HUMAN,
  QD_GAME_AGENT_RANDOM,
  QD_GAME_AGENT_MINIMAX,
  QD_GAME_AGENT_ALPHABETA,
  QD_GAME_AGENT_HEURISTIC,     /* alphabeta:DEPTH */
} QdGameAgentKind;

/* How a game names its agents. */
typedef struct {
  /* HEAD:DEPTH names, NULL-terminated: "alphabeta" first (kind
   * QD_GAME_AGENT_HEURISTIC), then the game's (the kinds after it). */
  const char *const *depth_heads;
  guint max_depth;
  guint outside_kind;          /* the game's kind of an outside agent */
  GQuark domain;               /* the game's parse error */
  gint code;
} QdGameAgentNames;

typedef enum {
  QD_GAME_AGENT_NAME_OTHER,    /* none of the shared names: the game reads on */
  QD_GAME_AGENT_NAME_READ,     /* *kind and *depth (0 when none) set */
  QD_GAME_AGENT_NAME_BAD,      /* one of them, badly written: the error says why */
} QdGameAgentNameRead;

QdGameAgentNameRead qd_game_agent_name_read (const QdGameAgentNames *names, const char *name, guint *kind,
                                             guint *depth, GError **error);
/* "Human", "Random moves", "Minimax", "Alpha-beta", "Heuristic alpha-beta,
 * depth 6" (translated) for the shared kinds but the outside one. */
char               *qd_game_agent_describe  (QdGameAgentKind kind, guint depth);
/* The name an outside agent gave itself (escaped: it is data), or "Outside
 * agent" before it has run. */
char               *qd_game_agent_describe_outside (QdAgent *outside);

G_END_DECLS
