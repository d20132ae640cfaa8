/* qd-logic-wumpus-private.h — the hybrid agent's insides, shared by its KB
 * (qd-logic-wumpus-kb.c) and its plans (qd-logic-wumpus-agent.c). */
#pragma once

#include "problems/logic/qd-logic-wumpus-agent.h"

struct _QdLogicWumpusAgent
{
  QdLogicWumpusWorld geometry;   /* width and height only: for steps and neighbours */
  guint n;                       /* squares */
  guint n_symbols;               /* 5 n + 1 */
  QdProp *names;
  QdPropClauses *kb;
  guint alive_clause;            /* the WumpusAlive unit, flipped by the scream */
  guint square, facing;
  gboolean has_arrow, has_gold, wumpus_alive;
  guint8 know[QD_LOGIC_WUMPUS_MAX_SQUARES];
  GArray *plan;                  /* guint actions, the next first */
  QdLogicWumpusWhy plan_why;      /* the plan's reason */
  gboolean plan_risky;
  guint last_action;             /* G_MAXUINT at the start */
  guint64 sat_calls;
};

/* ---- qd-logic-wumpus-kb.c */
G_GNUC_INTERNAL void qd_logic_wumpus_kb_init (QdLogicWumpusAgent *agent);
/* TELL what the last action and this percept say. */
G_GNUC_INTERNAL void qd_logic_wumpus_kb_tell (QdLogicWumpusAgent *agent, guint percept);
/* ASK every square's six questions into agent->know (VISITED kept). */
G_GNUC_INTERNAL void qd_logic_wumpus_kb_ask (QdLogicWumpusAgent *agent);
/* A fresh CDCL solve of KB ∧ (∨ extra) (extra NULL: KB alone): TRUE and
 * `model` (per symbol, NULL: not wanted) when satisfiable. */
G_GNUC_INTERNAL gboolean qd_logic_wumpus_kb_model (QdLogicWumpusAgent *agent, const guint *extra, guint n_extra,
                                                   guint8 *model);
