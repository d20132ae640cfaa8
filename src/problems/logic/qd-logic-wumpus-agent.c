/* qd-logic-wumpus-agent.c — the hybrid agent's plans (Fig. 7.20) and the
 * loop that plays it in a world. */
#include "qd-logic-wumpus-private.h"

#include <glib/gi18n.h>
#include <string.h>

QdLogicWumpusAgent *
qd_logic_wumpus_agent_new (guint width, guint height)
{
  QdLogicWumpusAgent *agent;

  g_return_val_if_fail (width >= 1 && width <= QD_LOGIC_WUMPUS_MAX_SIDE, NULL);
  g_return_val_if_fail (height >= 1 && height <= QD_LOGIC_WUMPUS_MAX_SIDE, NULL);
  agent = g_new0 (QdLogicWumpusAgent, 1);
  agent->geometry.width = width;
  agent->geometry.height = height;
  agent->n = width * height;
  agent->facing = QD_LOGIC_WUMPUS_EAST;
  agent->has_arrow = agent->wumpus_alive = TRUE;
  agent->plan = g_array_new (FALSE, FALSE, sizeof (guint));
  agent->last_action = G_MAXUINT;
  qd_logic_wumpus_kb_init (agent);
  return agent;
}

void
qd_logic_wumpus_agent_free (QdLogicWumpusAgent *agent)
{
  if (agent == NULL)
    return;
  qd_prop_free (agent->names);
  qd_prop_clauses_free (agent->kb);
  g_array_unref (agent->plan);
  g_free (agent);
}

const guint8 *
qd_logic_wumpus_agent_knowledge (const QdLogicWumpusAgent *agent)
{
  return agent->know;
}

QdLogicWumpusConclusion
qd_logic_wumpus_conclusion (guint8 know)
{
  if (know & QD_LOGIC_WUMPUS_KNOW_SAFE)
    return QD_LOGIC_WUMPUS_SAFE;
  if (know & QD_LOGIC_WUMPUS_KNOW_PIT)
    return QD_LOGIC_WUMPUS_PIT;
  if (know & QD_LOGIC_WUMPUS_KNOW_WUMPUS)
    return QD_LOGIC_WUMPUS_WUMPUS;
  return QD_LOGIC_WUMPUS_UNKNOWN;
}

gboolean
qd_logic_wumpus_agent_at_risk (const QdLogicWumpusAgent *agent)
{
  return agent->plan_risky;
}

const QdPropClauses *
qd_logic_wumpus_agent_kb (const QdLogicWumpusAgent *agent)
{
  return agent->kb;
}

const QdProp *
qd_logic_wumpus_agent_symbols (const QdLogicWumpusAgent *agent)
{
  return agent->names;
}

guint
qd_logic_wumpus_agent_literal (const QdLogicWumpusAgent *agent, guint kind, guint x, guint y, gboolean negated)
{
  return 2 * (kind * agent->n + qd_logic_wumpus_square (&agent->geometry, x, y)) + (negated ? 1 : 0);
}

guint64
qd_logic_wumpus_agent_sat_calls (const QdLogicWumpusAgent *agent)
{
  return agent->sat_calls;
}

void
qd_logic_wumpus_agent_perceive (QdLogicWumpusAgent *agent, guint percept)
{
  qd_logic_wumpus_kb_tell (agent, percept);
  qd_logic_wumpus_kb_ask (agent);
  agent->last_action = G_MAXUINT;
}

void
qd_logic_wumpus_agent_did (QdLogicWumpusAgent *agent, guint action)
{
  guint next;

  agent->last_action = action;
  switch (action)
    {
    case QD_LOGIC_WUMPUS_FORWARD:
      next = qd_logic_wumpus_step (&agent->geometry, agent->square, agent->facing);
      if (next != G_MAXUINT)
        agent->square = next;
      break;
    case QD_LOGIC_WUMPUS_TURN_LEFT:  agent->facing = (agent->facing + 1) % 4; break;
    case QD_LOGIC_WUMPUS_TURN_RIGHT: agent->facing = (agent->facing + 3) % 4; break;
    case QD_LOGIC_WUMPUS_GRAB:       agent->has_gold = TRUE; break;
    default: break;
    }
}

/* ---- PLAN-ROUTE: breadth-first over (square, facing) */

typedef enum { GOAL_SQUARES, GOAL_SHOT } GoalKind;

typedef struct
{
  GoalKind kind;
  const guint8 *target;    /* per square: a goal (GOAL_SQUARES) or the wumpus possible (GOAL_SHOT) */
  gboolean enter_targets;  /* targets need not be safe (the risk branch) */
} Goal;

/* GOAL_SHOT: the first square on the arrow's line where the wumpus may be, or G_MAXUINT. */
static guint
shot_target (const QdLogicWumpusAgent *agent, const guint8 *possible, guint square, guint facing)
{
  for (guint at = qd_logic_wumpus_step (&agent->geometry, square, facing); at != G_MAXUINT;
       at = qd_logic_wumpus_step (&agent->geometry, at, facing))
    if (possible[at])
      return at;
  return G_MAXUINT;
}

static gboolean
is_goal (const QdLogicWumpusAgent *agent, const Goal *goal, guint square, guint facing)
{
  if (goal->kind == GOAL_SQUARES)
    return goal->target[square] != 0;
  return shot_target (agent, goal->target, square, facing) != G_MAXUINT;
}

static gboolean
may_enter (const QdLogicWumpusAgent *agent, const Goal *goal, guint square)
{
  return (agent->know[square] & QD_LOGIC_WUMPUS_KNOW_SAFE)
         || (goal->enter_targets && goal->kind == GOAL_SQUARES && goal->target[square]);
}

/* The actions from the agent's state to the nearest goal state (appended to
 * agent->plan), and that state; FALSE when none is reachable. */
static gboolean
plan_route (QdLogicWumpusAgent *agent, const Goal *goal, guint *end_square, guint *end_facing)
{
  guint n_states = 4 * agent->n, head = 0, tail = 0, found = G_MAXUINT;
  g_autofree guint *parent = g_new (guint, n_states);
  g_autofree guint8 *by = g_new (guint8, n_states);
  g_autofree guint *queue = g_new (guint, n_states);

  memset (parent, 0xff, n_states * sizeof (guint));
  queue[tail++] = agent->square * 4 + agent->facing;
  parent[queue[0]] = queue[0];
  while (head < tail && found == G_MAXUINT)
    {
      guint state = queue[head++], sq = state / 4, f = state % 4;
      guint next[3] = { qd_logic_wumpus_step (&agent->geometry, sq, f), sq * 4 + (f + 1) % 4, sq * 4 + (f + 3) % 4 };

      if (is_goal (agent, goal, sq, f))
        {
          found = state;
          break;
        }
      next[0] = next[0] != G_MAXUINT && may_enter (agent, goal, next[0]) ? next[0] * 4 + f : G_MAXUINT;
      for (guint a = 0; a < 3; a++)
        if (next[a] != G_MAXUINT && parent[next[a]] == G_MAXUINT)
          {
            parent[next[a]] = state;
            by[next[a]] = a;    /* FORWARD, TURN_LEFT, TURN_RIGHT are 0, 1, 2 */
            queue[tail++] = next[a];
          }
    }
  if (found == G_MAXUINT)
    return FALSE;
  *end_square = found / 4;
  *end_facing = found % 4;
  /* Walked back from the goal: each action goes before those after it. */
  for (guint s = found, start = agent->plan->len; s != parent[s]; s = parent[s])
    {
      guint action = by[s];
      g_array_insert_val (agent->plan, start, action);
    }
  return TRUE;
}

/* ---- Fig. 7.20's branches */

static gboolean
plan_home_and_climb (QdLogicWumpusAgent *agent)
{
  guint8 home[QD_LOGIC_WUMPUS_MAX_SQUARES] = { 1 };
  Goal goal = { GOAL_SQUARES, home, FALSE };
  guint sq, f;

  if (!plan_route (agent, &goal, &sq, &f))
    return FALSE;
  g_array_append_val (agent->plan, (guint) { QD_LOGIC_WUMPUS_CLIMB });
  return TRUE;
}

static gboolean
plan_explore (QdLogicWumpusAgent *agent, gboolean risky)
{
  guint8 target[QD_LOGIC_WUMPUS_MAX_SQUARES] = { 0 };
  Goal goal = { GOAL_SQUARES, target, risky };
  guint sq, f;

  for (guint s = 0; s < agent->n; s++)
    target[s] = !(agent->know[s] & QD_LOGIC_WUMPUS_KNOW_VISITED)
                && (agent->know[s] & (risky ? QD_LOGIC_WUMPUS_KNOW_UNSAFE : QD_LOGIC_WUMPUS_KNOW_SAFE)) == (risky ? 0 : QD_LOGIC_WUMPUS_KNOW_SAFE);
  if (!plan_route (agent, &goal, &sq, &f))
    return FALSE;
  agent->plan_why = (QdLogicWumpusWhy) { risky ? QD_LOGIC_WUMPUS_REASON_RISK : QD_LOGIC_WUMPUS_REASON_EXPLORE, sq, 0 };
  agent->plan_risky = risky;
  return TRUE;
}

static gboolean
plan_shot (QdLogicWumpusAgent *agent)
{
  guint8 possible[QD_LOGIC_WUMPUS_MAX_SQUARES] = { 0 };
  Goal goal = { GOAL_SHOT, possible, FALSE };
  guint sq, f;

  for (guint s = 0; s < agent->n; s++)
    possible[s] = !(agent->know[s] & QD_LOGIC_WUMPUS_KNOW_NO_WUMPUS);
  if (!plan_route (agent, &goal, &sq, &f))
    return FALSE;
  g_array_append_val (agent->plan, (guint) { QD_LOGIC_WUMPUS_SHOOT });
  agent->plan_why = (QdLogicWumpusWhy) { QD_LOGIC_WUMPUS_REASON_SHOOT, shot_target (agent, possible, sq, f), f };
  return TRUE;
}

static void
make_plan (QdLogicWumpusAgent *agent, guint percept)
{
  if ((percept & QD_LOGIC_WUMPUS_GLITTER) && !agent->has_gold)
    {
      g_array_set_size (agent->plan, 0);
      g_array_append_val (agent->plan, (guint) { QD_LOGIC_WUMPUS_GRAB });
      plan_home_and_climb (agent);
      agent->plan_why = (QdLogicWumpusWhy) { QD_LOGIC_WUMPUS_REASON_HOME, 0, 0 };
      agent->plan_risky = FALSE;
      return;
    }
  if (agent->plan->len > 0)
    return;
  agent->plan_risky = FALSE;
  if (plan_explore (agent, FALSE))
    return;
  if (agent->has_arrow && agent->wumpus_alive && plan_shot (agent))
    return;
  if (plan_explore (agent, TRUE))
    return;
  plan_home_and_climb (agent);
  agent->plan_why = (QdLogicWumpusWhy) { agent->square == 0 ? QD_LOGIC_WUMPUS_REASON_CLIMB
                                                            : QD_LOGIC_WUMPUS_REASON_RETREAT, 0, 0 };
}

guint
qd_logic_wumpus_agent_step (QdLogicWumpusAgent *agent, guint percept, QdLogicWumpusWhy *why)
{
  guint action;

  qd_logic_wumpus_kb_tell (agent, percept);
  qd_logic_wumpus_kb_ask (agent);
  make_plan (agent, percept);
  if (agent->plan->len == 0)   /* home unreachable through safe squares: cannot happen, [1,1] is safe */
    g_array_append_val (agent->plan, (guint) { QD_LOGIC_WUMPUS_CLIMB });
  action = g_array_index (agent->plan, guint, 0);
  g_array_remove_index (agent->plan, 0);
  if (why != NULL)
    *why = action == QD_LOGIC_WUMPUS_CLIMB ? (QdLogicWumpusWhy) { QD_LOGIC_WUMPUS_REASON_CLIMB, 0, 0 }
           : action == QD_LOGIC_WUMPUS_GRAB ? (QdLogicWumpusWhy) { QD_LOGIC_WUMPUS_REASON_GRAB, 0, 0 }
           : agent->plan_why;
  qd_logic_wumpus_agent_did (agent, action);
  return action;
}

char *
qd_logic_wumpus_why_to_string (const QdLogicWumpusWhy *why, guint width)
{
  /* One sentence per arrow's way: the translators see each whole. */
  static const char *const shots[] = {
    N_("shoot east: wumpus possible in [%u,%u]"), N_("shoot north: wumpus possible in [%u,%u]"),
    N_("shoot west: wumpus possible in [%u,%u]"), N_("shoot south: wumpus possible in [%u,%u]"),
  };
  guint x = why->square % MAX (width, 1) + 1, y = why->square / MAX (width, 1) + 1;

  switch (why->reason)
    {
    case QD_LOGIC_WUMPUS_REASON_GRAB:    return g_strdup (_("grab: glitter"));
    case QD_LOGIC_WUMPUS_REASON_HOME:    return g_strdup (_("go home with the gold"));
    case QD_LOGIC_WUMPUS_REASON_EXPLORE: return g_strdup_printf (_("go to [%u,%u]: nearest safe unvisited"), x, y);
    case QD_LOGIC_WUMPUS_REASON_SHOOT:   return g_strdup_printf (_(shots[why->facing & 3]), x, y);
    case QD_LOGIC_WUMPUS_REASON_RISK:    return g_strdup_printf (_("risk [%u,%u]: not proved unsafe"), x, y);
    case QD_LOGIC_WUMPUS_REASON_RETREAT: return g_strdup (_("go home and climb: nothing safe left"));
    default:                             return g_strdup (_("climb"));
    }
}
