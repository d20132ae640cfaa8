/* qd-gdl-agent.c — a GDL game's agents on the shared game engine: their
 * names, and the move each chooses (qd-gdl-agent.h). */
#include "config.h"
#include "qd-gdl-agent.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-game-mcts-agent.h"
#include "qd-gdl-root-parallel.h"
#include "problems/qd-game-agent.h"

static const char *const kind_names[QD_GDL_N_AGENT_KINDS] = {
  "human", "random", "minimax", "alphabeta", "alphabeta", "minimax", "paranoid", "maxn", "mcts", "outside",
  "paranoid", "maxn",
};

/* The kinds shared with the other board games come first (problems/qd-game-agent.h). */
G_STATIC_ASSERT ((guint) QD_GDL_AGENT_HEURISTIC == (guint) QD_GAME_AGENT_HEURISTIC);

/* alphabeta:DEPTH is QD_GDL_AGENT_HEURISTIC, minimax:, paranoid:, maxn:DEPTH
 * the kinds after. */
static const char *const depth_heads[] = { "alphabeta", "minimax", "paranoid", "maxn", NULL };
G_STATIC_ASSERT (QD_GDL_AGENT_MAXN_DEPTH == QD_GDL_AGENT_HEURISTIC + 3);

gboolean
qd_gdl_agent_parse (const char *name, QdGdlAgent *agent, GError **error)
{
  QdGameAgentNames names = { depth_heads, QD_GDL_AGENT_MAX_DEPTH, QD_GDL_AGENT_OUTSIDE, G_OPTION_ERROR,
                             G_OPTION_ERROR_BAD_VALUE };
  guint kind = QD_GDL_AGENT_MCTS;
  QdGameAgentNameRead read;

  memset (agent, 0, sizeof *agent);
  if (g_str_equal (name, "paranoid") || g_str_equal (name, "maxn"))
    {
      agent->kind = name[0] == 'p' ? QD_GDL_AGENT_PARANOID : QD_GDL_AGENT_MAXN;
      return TRUE;
    }
  read = qd_game_agent_name_read (&names, name, &kind, &agent->depth, error);
  /* Else an MCTS spec; "mcts9" is none (no error): an unknown player. */
  if (read == QD_GAME_AGENT_NAME_OTHER && qd_mcts_spec_parse (name, &agent->mcts, error))
    read = QD_GAME_AGENT_NAME_READ;
  else if (read == QD_GAME_AGENT_NAME_OTHER && (error == NULL || *error == NULL))
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("unknown player “%s”: use human, random, minimax, minimax:DEPTH, alphabeta, alphabeta:DEPTH, "
                   "paranoid, paranoid:DEPTH, maxn, maxn:DEPTH, mcts, mcts:ITERATIONS, mcts:ms=MS, program:COMMAND "
                   "or agent:NAME"),
                 name);
  agent->kind = kind;
  return read == QD_GAME_AGENT_NAME_READ;
}

gboolean
qd_gdl_agent_check (const char *name, GError **error)
{
  return qd_gdl_agent_parse (name, &(QdGdlAgent) { 0 }, error);
}

char *
qd_gdl_agent_to_string (const QdGdlAgent *agent)
{
  if (agent->kind == QD_GDL_AGENT_MCTS)
    return qd_mcts_spec_to_string (&agent->mcts);
  /* alphabeta:DEPTH and minimax:DEPTH have a depth; the others none */
  return agent->depth > 0 ? g_strdup_printf ("%s:%u", kind_names[agent->kind], agent->depth)
                          : g_strdup (kind_names[agent->kind]);
}

char *
qd_gdl_agent_describe (const QdGdlAgent *agent)
{
  if (agent->kind == QD_GDL_AGENT_MINIMAX_DEPTH)
    return g_strdup_printf (_("Heuristic minimax, depth %u"), agent->depth);
  if (agent->kind == QD_GDL_AGENT_PARANOID_DEPTH)
    return g_strdup_printf (_("Paranoid search, depth %u"), agent->depth);
  if (agent->kind == QD_GDL_AGENT_MAXN_DEPTH)
    return g_strdup_printf (_("Max-n search, depth %u"), agent->depth);
  if (agent->kind == QD_GDL_AGENT_PARANOID)
    return g_strdup (_("Paranoid search"));
  if (agent->kind == QD_GDL_AGENT_MAXN)
    return g_strdup (_("Max-n search"));
  return agent->kind == QD_GDL_AGENT_MCTS      ? qd_mcts_spec_describe (&agent->mcts)
         : agent->kind == QD_GDL_AGENT_OUTSIDE ? qd_game_agent_describe_outside (agent->outside)
                                               : qd_game_agent_describe ((QdGameAgentKind) agent->kind, agent->depth);
}

/* ------------------------------------------------------------ choosing */

static gboolean
choose_random (QdGdlGame *game, const guint64 *state, guint role, const QdGdlChooseOptions *options,
               QdGdlChoice *choice)
{
  g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (game));
  gint n = qd_gdl_game_legal (game, state, role, moves, &choice->forfeit);

  g_return_val_if_fail (options->rand != NULL, FALSE);
  if (n <= 0)
    return FALSE;
  choice->move = moves[g_rand_int_range (options->rand, 0, n)];
  return TRUE;
}

/* MCTS (the shared agent, core/qd-game-mcts-agent.h): the agent's budget
 * cut to the deadline, a seed drawn from the game's random stream, its tree
 * recorded when one is asked for; with a time budget, searches on copies
 * of the game beside it on the other processors. */
static gboolean
choose_mcts (const QdGdlAgent *agent, QdGdlSearchGame *sg, const guint64 *state, const QdGdlChooseOptions *options,
             QdGdlChoice *choice)
{
  QdMctsResult result;
  guint threads = options->threads != 0 ? options->threads : g_get_num_processors ();
  g_autoptr(QdGdlHelpers) helpers = threads > 1 && agent->mcts.iterations == 0
                                      ? qd_gdl_helpers_new (sg, state, threads - 1) : NULL;

  g_return_val_if_fail (options->rand != NULL, FALSE);
  QdMctsAgentContext context = {
    .seed = ((guint64) g_rand_int (options->rand) << 32) | g_rand_int (options->rand),
    .ply = options->n_history,
    .stop = options->stop,
    .deadline_us = options->deadline_us,
    .progress_nodes = options->progress_nodes,
    .tree = options->tree,
    .helpers = helpers != NULL ? qd_gdl_helpers_spec (helpers) : NULL,
  };

  if (options->tree != NULL)
    qd_search_tree_bind_game (options->tree, &sg->game, qd_gdl_move_text, qd_gdl_move_names_new (sg->gdl),
                              (GDestroyNotify) g_ptr_array_unref);
  if (!qd_mcts_agent_choose (&sg->game, state, &agent->mcts, &context, &result, &choice->search))
    return FALSE;
  choice->move = result.best_move;
  return TRUE;
}

/* Whether a search to the end stopped at its own node budget (not at the
 * caller's stop, deadline or budget): then its best move so far is played. */
static gboolean
full_budget_ran_out (const QdGdlSearchGame *sg, const QdGdlChooseOptions *options, const QdGameSearchResult *result)
{
  return !sg->heuristic && options->max_nodes == 0 && result->nodes >= QD_GDL_AGENT_FULL_NODES
         && (options->stop == NULL || !g_atomic_int_get (options->stop))
         && (options->deadline_us == 0 || g_get_monotonic_time () < options->deadline_us);
}

/* Minimax and alpha-beta, to the end or to a cutoff, recording the tree. */
static gboolean
choose_search (const QdGdlAgent *agent, QdGdlSearchGame *sg, const guint64 *state,
               const QdGdlChooseOptions *options, QdGdlChoice *choice)
{
  gboolean minimax = agent->kind == QD_GDL_AGENT_MINIMAX || agent->kind == QD_GDL_AGENT_MINIMAX_DEPTH;
  /* All of qd_game_search_options_init's fields, the options' own set. */
  QdGameSearchOptions search = {
    .algorithm = minimax ? QD_GAME_SEARCH_MINIMAX : QD_GAME_SEARCH_ALPHABETA,
    .depth = sg->heuristic ? agent->depth : QD_DEPTH_UNLIMITED,
    .stop = options->stop, .deadline_us = options->deadline_us,
    .max_nodes = options->max_nodes != 0 || sg->heuristic ? options->max_nodes : QD_GDL_AGENT_FULL_NODES,
    .listener = options->listener, .listener_data = options->listener_data,
    .progress_nodes = options->progress_nodes,
  };

  if (qd_search_tree_game_search (options->tree, &sg->game, state, &search, qd_gdl_move_text,
                                  options->tree != NULL ? qd_gdl_move_names_new (sg->gdl) : NULL,
                                  (GDestroyNotify) g_ptr_array_unref, &choice->search) != QD_GAME_SEARCH_DONE
         && !full_budget_ran_out (sg, options, &choice->search))
    return FALSE;
  if (choice->search.best_move == QD_MOVE_NONE)
    return FALSE;
  choice->move = choice->search.best_move;
  return TRUE;
}

gboolean
qd_gdl_agent_takes_turns (QdGdlGame *game)
{
  return qd_gdl_game_n_roles (game) == 2 && !qd_gdl_game_simultaneous (game);
}

const char *
qd_gdl_agent_default_computer (const QdGdlGame *game)
{
  return qd_gdl_game_is_grounded (game) ? "mcts" : "mcts:ms=" G_STRINGIFY (QD_GDL_THINKING_SECONDS) "000";
}

static gboolean
choose_searching (const QdGdlAgent *agent, QdGdlGame *game, const guint64 *state,
                  const QdGdlChooseOptions *options, QdGdlChoice *choice)
{
  QdGdlSearchGame sg;
  gboolean ok;
  guint max_plies = options->max_plies != 0 ? options->max_plies : QD_GDL_DEFAULT_MAX_PLIES;
  guint plies = options->plies != 0 ? options->plies : options->n_history;

  qd_gdl_search_game_init (&sg, game,
                           agent->kind != QD_GDL_AGENT_MINIMAX && agent->kind != QD_GDL_AGENT_ALPHABETA);
  /* the plies left to the ply limit: no search goes past the game's end */
  sg.game.max_plies = max_plies > plies ? MIN (max_plies - plies, QD_GAME_MAX_PLIES) : 1;
  ok = agent->kind == QD_GDL_AGENT_MCTS ? choose_mcts (agent, &sg, state, options, choice)
                                         : choose_search (agent, &sg, state, options, choice);
  qd_gdl_search_game_clear (&sg);
  return ok;
}

gboolean
qd_gdl_agent_choose_role (const QdGdlAgent *agent, QdGdlGame *game, const guint64 *state, guint role,
                          const QdGdlChooseOptions *options, QdGdlChoice *choice)
{
  memset (choice, 0, sizeof *choice);
  choice->move = G_MAXUINT32;
  if (agent->kind == QD_GDL_AGENT_HUMAN)
    return FALSE;
  if (qd_gdl_game_n_roles (game) < 2)
    {
      g_set_error (&choice->forfeit, QD_GDL_ERROR, QD_GDL_ERROR_UNSUPPORTED,
                   _("a game of one role is a puzzle, not a game between players: solve it with --solve"));
      return FALSE;
    }
  switch (agent->kind)
    {
    case QD_GDL_AGENT_OUTSIDE:
      return qd_gdl_outside_choose (agent, game, state, role, options, choice);
    case QD_GDL_AGENT_RANDOM:
      return choose_random (game, state, role, options, choice);
    case QD_GDL_AGENT_PARANOID:
    case QD_GDL_AGENT_PARANOID_DEPTH:
    case QD_GDL_AGENT_MAXN:
    case QD_GDL_AGENT_MAXN_DEPTH:
      return qd_gdl_multi_choose (agent, game, state, role, options, choice);
    default:
      break;
    }
  /* two roles taking turns: the shared searchers, for the mover */
  if (qd_gdl_agent_takes_turns (game))
    {
      guint32 choosers;

      if (qd_gdl_game_choosers (game, state, &choosers, &choice->forfeit) < 0)
        return FALSE;
      if ((choosers & (choosers - 1)) == 0 && (gint) role == qd_gdl_game_mover (game, state, NULL))
        return choose_searching (agent, game, state, options, choice);
    }
  return qd_gdl_multi_choose (agent, game, state, role, options, choice);
}

gboolean
qd_gdl_agent_choose (const QdGdlAgent *agent, QdGdlGame *game, const guint64 *state,
                     const QdGdlChooseOptions *options, QdGdlChoice *choice)
{
  gint role = 0;

  memset (choice, 0, sizeof *choice);
  choice->move = G_MAXUINT32;
  if (agent->kind == QD_GDL_AGENT_HUMAN)
    return FALSE;
  if (qd_gdl_game_n_roles (game) >= 2 && (role = qd_gdl_game_mover (game, state, &choice->forfeit)) < 0)
    return FALSE;
  return qd_gdl_agent_choose_role (agent, game, state, (guint) role, options, choice);
}
