/* qd-logic-wumpus-run.c — the hybrid agent played in a world, turn by turn,
 * each turn kept for the command, the tab, the report and the GIF. */
#include "qd-logic-wumpus-private.h"

#include <string.h>

#define DEFAULT_MAX_TURNS 1000u

static QdLogicWumpusRunStatus
final_status (const QdLogicWumpusState *state)
{
  if (state->flags & QD_LOGIC_WUMPUS_DEAD)
    return QD_LOGIC_WUMPUS_RUN_DIED;
  return state->flags & QD_LOGIC_WUMPUS_HAS_GOLD ? QD_LOGIC_WUMPUS_RUN_WON : QD_LOGIC_WUMPUS_RUN_CLIMBED;
}

void
qd_logic_wumpus_run (const QdLogicWumpusWorld *world, guint max_turns, const gint *stop, QdLogicWumpusRun *out)
{
  g_autoptr (QdLogicWumpusAgent) agent = qd_logic_wumpus_agent_new (world->width, world->height);
  QdLogicWumpusState state;
  QdLogicWumpusTurn turn;
  guint percept;

  *out = (QdLogicWumpusRun) { .status = QD_LOGIC_WUMPUS_RUN_BUDGET,
                              .turns = g_array_new (FALSE, FALSE, sizeof (QdLogicWumpusTurn)) };
  qd_logic_wumpus_state_init (&state);
  percept = qd_logic_wumpus_percept (world, &state);
  for (guint t = 0; t < (max_turns ? max_turns : DEFAULT_MAX_TURNS); t++)
    {
      if (stop != NULL && g_atomic_int_get (stop))
        {
          out->status = QD_LOGIC_WUMPUS_RUN_STOPPED;
          break;
        }
      memset (&turn, 0, sizeof turn);
      turn.percept = percept;
      turn.before = state;
      turn.action = qd_logic_wumpus_agent_step (agent, percept, &turn.why);
      turn.risk = agent->plan_risky;
      out->took_risk |= agent->plan_risky;
      memcpy (turn.knowledge, agent->know, agent->n);
      percept = qd_logic_wumpus_apply (world, &state, turn.action);
      turn.after = state;
      g_array_append_val (out->turns, turn);
      if (qd_logic_wumpus_over (&state))
        {
          out->status = final_status (&state);
          break;
        }
    }
  out->score = state.score;
  out->sat_calls = agent->sat_calls;
}

void
qd_logic_wumpus_run_clear (QdLogicWumpusRun *run)
{
  g_clear_pointer (&run->turns, g_array_unref);
}

QdLogicWumpusAgent *
qd_logic_wumpus_run_agent_at (const QdLogicWumpusWorld *world, const QdLogicWumpusRun *run, guint turn)
{
  QdLogicWumpusAgent *agent = qd_logic_wumpus_agent_new (world->width, world->height);

  g_return_val_if_fail (turn < run->turns->len, agent);
  /* The agent is deterministic: the same percepts give the same KB. */
  for (guint t = 0; t < turn; t++)
    {
      const QdLogicWumpusTurn *done = &g_array_index (run->turns, QdLogicWumpusTurn, t);
      qd_logic_wumpus_agent_step (agent, done->percept, NULL);
    }
  qd_logic_wumpus_agent_perceive (agent, g_array_index (run->turns, QdLogicWumpusTurn, turn).percept);
  return agent;
}

const char *
qd_logic_wumpus_run_status_to_string (QdLogicWumpusRunStatus status)
{
  static const char *const names[] = { "won", "climbed", "died", "budget", "stopped" };
  return status < G_N_ELEMENTS (names) ? names[status] : "?";
}
