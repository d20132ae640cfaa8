/* qd-kinarow-agent.c — k in a row's agents on the shared game engine:
 * their names, and the move each chooses. */
#include "config.h"
#include "qd-kinarow-agent.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-game-engine.h"
#include "core/qd-game-mcts-agent.h"
#include "core/qd-text.h"
#include "problems/qd-game-agent.h"

/* The engine's transposition table, made afresh for each move. */
#define ENGINE_TABLE_MB 8

static const char *const kind_names[QD_KINAROW_N_AGENT_KINDS] = {
  "human", "random", "minimax", "alphabeta", "alphabeta", "mcts", "engine", "outside",
};

/* The kinds shared with the other board games come first (problems/qd-game-agent.h). */
G_STATIC_ASSERT ((guint) QD_KINAROW_AGENT_HEURISTIC == (guint) QD_GAME_AGENT_HEURISTIC);

static const char *const depth_heads[] = { "alphabeta", NULL };

/* engine or engine:MS. */
static gboolean
parse_engine (const char *name, QdKinarowAgent *agent, GError **error)
{
  guint64 ms = QD_KINAROW_ENGINE_DEFAULT_MS;

  if (name[strlen ("engine")] == ':'
      && !g_ascii_string_to_unsigned (name + strlen ("engine:"), 10, 1, QD_KINAROW_ENGINE_MAX_MS, &ms, NULL))
    {
      g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE,
                   _("the time of “%s” must be a whole number of milliseconds from 1 to %u"), name,
                   QD_KINAROW_ENGINE_MAX_MS);
      return FALSE;
    }
  agent->kind = QD_KINAROW_AGENT_ENGINE;
  agent->time_ms = (guint) ms;
  return TRUE;
}

gboolean
qd_kinarow_agent_parse (const char *name, QdKinarowAgent *agent, GError **error)
{
  QdGameAgentNames names = { depth_heads, QD_KINAROW_MAX_DEPTH, QD_KINAROW_AGENT_OUTSIDE, QD_KINAROW_ERROR,
                             QD_KINAROW_ERROR_PARSE };
  guint kind;

  memset (agent, 0, sizeof *agent);
  switch (qd_game_agent_name_read (&names, name, &kind, &agent->depth, error))
    {
    case QD_GAME_AGENT_NAME_READ:
      agent->kind = kind;
      return TRUE;
    case QD_GAME_AGENT_NAME_BAD:
      return FALSE;
    case QD_GAME_AGENT_NAME_OTHER:
    default:
      break;
    }
  if (g_str_equal (name, "engine") || g_str_has_prefix (name, "engine:"))
    return parse_engine (name, agent, error);
  if (g_str_has_prefix (name, "mcts"))
    {
      GError *local = NULL;

      if (qd_mcts_spec_parse (name, &agent->mcts, &local))
        {
          agent->kind = QD_KINAROW_AGENT_MCTS;
          return TRUE;
        }
      /* "mcts9" is no spec of MCTS (no error): an unknown player, below. */
      if (local != NULL)
        {
          g_propagate_error (error, local);
          return FALSE;
        }
    }
  /* Connect Four's exact solver (the agent `perfect`, qd-kinarow-solve.h)
   * goes here: a kind of its own, accepted only for the rules it solves. */
  g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE,
               _("unknown player “%s”: use human, random, minimax, alphabeta, alphabeta:DEPTH, mcts, "
                 "mcts:ITERATIONS, mcts:ms=MS, engine, engine:MS, program:COMMAND or agent:NAME"),
               name);
  return FALSE;
}

gboolean
qd_kinarow_agent_check (const char *name, GError **error)
{
  QdKinarowAgent agent;

  return qd_kinarow_agent_parse (name, &agent, error);
}

char *
qd_kinarow_agent_to_string (const QdKinarowAgent *agent)
{
  if (agent->kind == QD_KINAROW_AGENT_HEURISTIC)
    return g_strdup_printf ("alphabeta:%u", agent->depth);
  if (agent->kind == QD_KINAROW_AGENT_MCTS)
    return qd_mcts_spec_to_string (&agent->mcts);
  if (agent->kind == QD_KINAROW_AGENT_ENGINE)
    return agent->time_ms == QD_KINAROW_ENGINE_DEFAULT_MS ? g_strdup ("engine")
                                                          : g_strdup_printf ("engine:%u", agent->time_ms);
  return g_strdup (kind_names[agent->kind]);
}

char *
qd_kinarow_agent_describe (const QdKinarowAgent *agent)
{
  switch (agent->kind)
    {
    case QD_KINAROW_AGENT_MCTS:
      return qd_mcts_spec_describe (&agent->mcts);
    case QD_KINAROW_AGENT_ENGINE:
      return g_strdup_printf (_("Iterative deepening alpha-beta, %u ms a move"), agent->time_ms);
    case QD_KINAROW_AGENT_OUTSIDE:
      return qd_game_agent_describe_outside (agent->outside);
    default:
      return qd_game_agent_describe ((QdGameAgentKind) agent->kind, agent->depth);
    }
}

/* ------------------------------------------------------------ choosing */

static gboolean
choose_random (const QdKinarowRules *rules, const QdKinarowPosition *pos, const QdKinarowChooseOptions *options,
               QdKinarowChoice *choice)
{
  guint16 moves[QD_KINAROW_MAX_CELLS];
  guint n = qd_kinarow_moves (rules, pos, moves);

  g_return_val_if_fail (options->rand != NULL, FALSE);
  choice->move = moves[g_rand_int_range (options->rand, 0, (gint32) n)];
  return TRUE;
}

/* A timed search's budget cut to the game's deadline: FALSE when that has
 * passed already.  `budget_us` 0: none of its own. */
static gboolean
clamp_budget (const QdKinarowChooseOptions *options, gint64 *budget_us)
{
  gint64 left;

  if (options->deadline_us <= 0)
    return TRUE;
  left = options->deadline_us - g_get_monotonic_time ();
  if (left <= 0)
    return FALSE;
  *budget_us = *budget_us > 0 ? MIN (*budget_us, left) : left;
  return TRUE;
}

/* The move of a timed search, its figures kept, or FALSE when it was
 * stopped or the deadline cut it short (no move then, as for a stopped
 * alpha-beta). */
static gboolean
timed_move (const QdKinarowChooseOptions *options, QdMove best, guint64 nodes, gint64 time_us, double value,
            QdKinarowChoice *choice)
{
  choice->search.nodes = nodes;
  choice->search.time_us = time_us;
  choice->search.value = value;
  choice->search.best_move = best;
  if (best == QD_MOVE_NONE || (options->stop != NULL && g_atomic_int_get (options->stop))
      || (options->deadline_us > 0 && g_get_monotonic_time () >= options->deadline_us))
    return FALSE;
  choice->move = best;
  return TRUE;
}

/* MCTS (the shared agent, core/qd-game-mcts-agent.h): the agent's budget
 * cut to the deadline, a seed drawn from the game's random stream, its tree
 * (N, U/N, UCB1 per node) recorded when one is asked for. */
static gboolean
choose_mcts (const QdKinarowAgent *agent, const QdKinarowSearchGame *sg, const QdKinarowPosition *pos,
             const QdKinarowChooseOptions *options, QdKinarowChoice *choice)
{
  QdMctsAgentContext context = { .stop = options->stop, .deadline_us = options->deadline_us,
                                 .ply = options->n_history, .progress_nodes = options->progress_nodes,
                                 .tree = options->tree };
  QdMctsResult result;

  g_return_val_if_fail (options->rand != NULL, FALSE);
  context.seed = ((guint64) g_rand_int (options->rand) << 32) | g_rand_int (options->rand);
  if (options->tree != NULL)
    qd_search_tree_bind_game (options->tree, &sg->game, qd_kinarow_move_text,
                              g_memdup2 (&sg->rules, sizeof sg->rules), g_free);
  if (!qd_mcts_agent_choose (&sg->game, pos, &agent->mcts, &context, &result, &choice->search))
    return FALSE;
  choice->move = result.best_move;
  return TRUE;
}

/* The engine: iterative deepening for the agent's time (or less, to the
 * deadline); the move of the last depth completed. */
static gboolean
choose_engine (const QdKinarowAgent *agent, const QdKinarowSearchGame *sg, const QdKinarowPosition *pos,
               const QdKinarowChooseOptions *options, QdKinarowChoice *choice)
{
  g_autoptr(QdEngine) engine = qd_engine_new (&sg->game, ENGINE_TABLE_MB);
  QdEngineOptions engine_options;
  QdEngineResult result;

  qd_engine_options_init (&engine_options);
  engine_options.time_budget_us = (gint64) agent->time_ms * 1000;
  if (!clamp_budget (options, &engine_options.time_budget_us))
    return FALSE;
  engine_options.max_nodes = options->max_nodes;
  engine_options.stop = options->stop;
  engine_options.progress_nodes = options->progress_nodes;
  qd_engine_search (engine, pos, &engine_options, &result);
  choice->search.max_depth = result.depth;
  return timed_move (options, result.best_move, result.nodes, result.time_us, result.value, choice);
}

/* Minimax, alpha-beta and alpha-beta with a cutoff, recording the tree. */
static gboolean
choose_search (const QdKinarowAgent *agent, const QdKinarowSearchGame *sg, const QdKinarowPosition *pos,
               const QdKinarowChooseOptions *options, QdKinarowChoice *choice)
{
  QdGameSearchOptions search;

  qd_game_search_options_init (&search);
  search.algorithm = agent->kind == QD_KINAROW_AGENT_MINIMAX ? QD_GAME_SEARCH_MINIMAX : QD_GAME_SEARCH_ALPHABETA;
  search.depth = agent->kind == QD_KINAROW_AGENT_HEURISTIC ? agent->depth : QD_DEPTH_UNLIMITED;
  search.stop = options->stop;
  search.deadline_us = options->deadline_us;
  search.max_nodes = options->max_nodes;
  search.listener = options->listener;
  search.listener_data = options->listener_data;
  search.progress_nodes = options->progress_nodes;
  if (qd_search_tree_game_search (options->tree, &sg->game, pos, &search, qd_kinarow_move_text,
                                  options->tree != NULL ? g_memdup2 (&sg->rules, sizeof sg->rules) : NULL, g_free,
                                  &choice->search) != QD_GAME_SEARCH_DONE
      || choice->search.best_move == QD_MOVE_NONE)
    return FALSE;
  choice->move = choice->search.best_move;
  return TRUE;
}

gboolean
qd_kinarow_agent_choose (const QdKinarowAgent *agent, const QdKinarowRules *rules, const QdKinarowPosition *pos,
                         const QdKinarowChooseOptions *options, QdKinarowChoice *choice)
{
  QdKinarowSearchGame sg;

  memset (choice, 0, sizeof *choice);
  choice->move = G_MAXUINT;
  if (agent->kind == QD_KINAROW_AGENT_HUMAN || qd_kinarow_outcome (pos) != QD_KINAROW_ONGOING)
    return FALSE;
  if (agent->kind == QD_KINAROW_AGENT_OUTSIDE)
    return qd_kinarow_outside_choose (agent, rules, pos, options, choice);
  if (agent->kind == QD_KINAROW_AGENT_RANDOM)
    return choose_random (rules, pos, options, choice);
  /* The searchers' game, with the evaluation at a cutoff for all but
   * minimax and alpha-beta to the end. */
  qd_kinarow_search_game_init (&sg, rules,
                               agent->kind != QD_KINAROW_AGENT_MINIMAX && agent->kind != QD_KINAROW_AGENT_ALPHABETA);
  switch (agent->kind)
    {
    case QD_KINAROW_AGENT_MCTS:
      return choose_mcts (agent, &sg, pos, options, choice);
    case QD_KINAROW_AGENT_ENGINE:
      return choose_engine (agent, &sg, pos, options, choice);
    default:
      return choose_search (agent, &sg, pos, options, choice);
    }
}
