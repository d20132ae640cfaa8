/* qd-kcell-agent.c — KCell's agents on the shared game engine.
 *
 * The project's heuristic.  The game is decided by the stones packed against
 * the far edge, and a stone gets there only by moving forward past the enemy.
 * The estimate sums four differences between the players, each scaled to
 * [-1, 1]:
 *   - escaped stones (weight 0.5): a stone that has passed every enemy stone
 *     can never be blocked again and will end packed.  Most games end with
 *     the stones locked together in the middle, so the stones already
 *     through decide them;
 *   - the distance still to travel (weight 0.25): over a player's stones,
 *     the cells between each stone and the goal cell it would end on (the
 *     leading stone on the edge, the next beside it…): the moves still
 *     needed, which decides the race once stones are through;
 *   - mobility (weight 0.15): stones that can move now.  A blocked player
 *     must pass and hands the tempo to the other;
 *   - packed stones (weight 0.1): sure points of the final count.
 * The sum is scaled into (-0.95, 0.95) so that a real win (+1) or loss (-1)
 * found by the search always outranks any estimate.
 *
 * Contempt: with the cutoff, a draw counts -0.5 for the heuristic agent.
 * Between good players KCell tends to end locked in the middle, and an agent
 * that scores a draw 0 takes the first sure draw it sees (deeper searches
 * drew more often against the random player, not less).  Valuing a draw
 * below an uncertain but promising position keeps it playing for a win: at
 * 15 cells, 3 stones and depth 18 it wins about 95% of its games against the
 * random heuristic, as either player, in a few milliseconds per move.
 */
#include "config.h"
#include "qd-kcell-agent.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-game-mcts-agent.h"
#include "core/qd-text.h"
#include "problems/qd-game-agent.h"

#define W_FREE     0.5
#define W_PACKED   0.1
#define W_DISTANCE 0.25
#define W_MOBILITY 0.15
#define CONTEMPT   0.5

static const char *const kind_names[QD_KCELL_N_AGENT_KINDS] = {
  "human", "random", "minimax", "alphabeta", "alphabeta", "random-heuristic", "mcts", "outside",
};

gboolean
qd_kcell_agent_has_depth (QdKcellAgentKind kind)
{
  return kind == QD_KCELL_AGENT_HEURISTIC || kind == QD_KCELL_AGENT_RANDOM_HEURISTIC;
}

gboolean
qd_kcell_agent_parse (const char *name, QdKcellAgent *agent, GError **error)
{
  /* alphabeta:DEPTH, random-heuristic:DEPTH: kinds 4 and 5 (qd-game-agent.h). */
  static const char *const heads[] = { "alphabeta", "random-heuristic", NULL };
  QdGameAgentNames names = { heads, QD_KCELL_MAX_DEPTH, QD_KCELL_AGENT_OUTSIDE, QD_KCELL_ERROR, QD_KCELL_ERROR_PARSE };
  QdGameAgentNameRead read;
  guint kind;

  G_STATIC_ASSERT ((guint) QD_KCELL_AGENT_RANDOM_HEURISTIC == (guint) QD_GAME_AGENT_HEURISTIC + 1);
  memset (agent, 0, sizeof *agent);
  if (qd_mcts_spec_parse (name, &agent->mcts, error))
    {
      agent->kind = QD_KCELL_AGENT_MCTS;
      return TRUE;
    }
  if (error != NULL && *error != NULL)
    return FALSE;
  read = qd_game_agent_name_read (&names, name, &kind, &agent->depth, error);
  if (read == QD_GAME_AGENT_NAME_READ)
    agent->kind = kind;
  if (read != QD_GAME_AGENT_NAME_OTHER)
    return read == QD_GAME_AGENT_NAME_READ;
  g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_PARSE,
               _("unknown player “%s”: use human, random, minimax, alphabeta, alphabeta:DEPTH, random-heuristic:DEPTH, "
                 "mcts, mcts:ITERATIONS, mcts:ms=MS, program:COMMAND or agent:NAME"),
               name);
  return FALSE;
}

char *
qd_kcell_agent_to_string (const QdKcellAgent *agent)
{
  if (qd_kcell_agent_has_depth (agent->kind))
    return g_strdup_printf ("%s:%u", kind_names[agent->kind], agent->depth);
  if (agent->kind == QD_KCELL_AGENT_MCTS)
    return qd_mcts_spec_to_string (&agent->mcts);
  return g_strdup (kind_names[agent->kind]);
}

char *
qd_kcell_agent_describe (const QdKcellAgent *agent)
{
  switch (agent->kind)
    {
    case QD_KCELL_AGENT_MCTS:
      return qd_mcts_spec_describe (&agent->mcts);
    case QD_KCELL_AGENT_OUTSIDE:
      return qd_game_agent_describe_outside (agent->outside);
    case QD_KCELL_AGENT_RANDOM_HEURISTIC:
      return g_strdup_printf (_("Random heuristic, depth %u"), agent->depth);
    default:
      /* Human, random, minimax, alpha-beta (qd-game-agent.h). */
      return qd_game_agent_describe ((QdGameAgentKind) agent->kind, agent->depth);
    }
}

/* --------------------------------------------------------- the heuristic */

/* Cells still to travel by `stones` (a cell mask) moving up, the leading
 * stone ending on cell top, the next on top - 1, … */
static guint
distance_up (guint64 stones, guint top)
{
  guint total = 0, goal = top;

  while (stones != 0)
    {
      guint cell = 63 - (guint) __builtin_clzll (stones);

      total += goal - cell;
      goal--;
      stones &= ~(G_GUINT64_CONSTANT (1) << cell);
    }
  return total;
}

static guint
distance_down (guint64 stones)
{
  guint total = 0, goal = 0;

  while (stones != 0)
    {
      guint cell = (guint) __builtin_ctzll (stones);

      total += cell - goal;
      goal++;
      stones &= stones - 1;
    }
  return total;
}

/* Stones that have passed every enemy stone: nothing can stop them any
 * more, each will end packed against the far edge. */
static guint
escaped (const QdKcellPosition *pos, QdKcellPlayer player)
{
  if (player == QD_KCELL_P1)
    {
      guint64 beyond = pos->p2 == 0 ? ~G_GUINT64_CONSTANT (0)
                       : ~((G_GUINT64_CONSTANT (2) << (63 - __builtin_clzll (pos->p2))) - 1);

      return (guint) __builtin_popcountll (pos->p1 & beyond);
    }
  if (pos->p1 == 0)
    return (guint) __builtin_popcountll (pos->p2);
  return (guint) __builtin_popcountll (pos->p2 & ((G_GUINT64_CONSTANT (1) << __builtin_ctzll (pos->p1)) - 1));
}

double
qd_kcell_heuristic (const QdKcellRules *rules, const QdKcellPosition *pos)
{
  double n = rules->stones;
  double travel = (double) rules->stones * (rules->cells - rules->stones);
  double free = ((double) escaped (pos, QD_KCELL_P1) - (double) escaped (pos, QD_KCELL_P2)) / n;
  double packed = ((double) qd_kcell_packed (rules, pos, QD_KCELL_P1) -
                   (double) qd_kcell_packed (rules, pos, QD_KCELL_P2)) / n;
  double distance = ((double) distance_down (pos->p2) - (double) distance_up (pos->p1, rules->cells - 1)) /
                    MAX (travel, 1.0);
  double mobility = ((double) __builtin_popcountll (qd_kcell_movable (rules, pos, QD_KCELL_P1)) -
                     (double) __builtin_popcountll (qd_kcell_movable (rules, pos, QD_KCELL_P2))) / n;

  return 0.95 * (W_FREE * free + W_PACKED * packed + W_DISTANCE * distance + W_MOBILITY * mobility);
}

/* ---------------------------------------------------------- the vtable */

#define SG(game) ((const QdKcellSearchGame *) (game))

static QdPlayer
sg_to_move (const QdGame *game, gconstpointer state)
{
  return ((const QdKcellPosition *) state)->to_move == QD_KCELL_P1 ? QD_PLAYER_MAX : QD_PLAYER_MIN;
}

static gboolean
sg_terminal (const QdGame *game, gconstpointer state)
{
  return qd_kcell_outcome (&SG (game)->rules, state) != QD_KCELL_ONGOING;
}

static guint
sg_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  guint8 cells[QD_KCELL_MAX_STONES];
  guint n = qd_kcell_moves (&SG (game)->rules, state, cells);

  for (guint i = 0; i < n; i++)
    moves[i] = cells[i];
  return n;
}

static void
sg_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  qd_kcell_apply (&SG (game)->rules, state, move, child, NULL, NULL);
}

static double
sg_evaluate (const QdGame *game, gconstpointer state)
{
  const QdKcellSearchGame *sg = SG (game);

  switch (qd_kcell_outcome (&sg->rules, state))
    {
    case QD_KCELL_P1_WINS:
      return 1;
    case QD_KCELL_P2_WINS:
      return -1;
    case QD_KCELL_DRAW:
      return sg->draw_value;
    case QD_KCELL_ONGOING:
    default:
      break;
    }
  if (sg->kind == QD_KCELL_AGENT_HEURISTIC)
    return qd_kcell_heuristic (&sg->rules, state);
  if (sg->kind == QD_KCELL_AGENT_RANDOM_HEURISTIC && sg->rand != NULL)
    return g_rand_double_range (sg->rand, -1, 1);
  return 0;
}

static guint64
sg_hash (const QdGame *game, gconstpointer state)
{
  const QdKcellPosition *pos = state;

  return (pos->p1 * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) ^ (pos->p2 * 31) ^ pos->to_move;
}

void
qd_kcell_search_game_init (QdKcellSearchGame *sg, const QdKcellRules *rules, QdKcellAgentKind kind, GRand *rand)
{
  memset (sg, 0, sizeof *sg);
  sg->rules = *rules;
  sg->kind = kind;
  sg->rand = rand;
  sg->game.data = NULL;
  sg->game.state_size = sizeof (QdKcellPosition);
  sg->game.max_moves = rules->stones;
  sg->game.max_plies = qd_kcell_max_plies (rules);
  sg->game.to_move = sg_to_move;
  sg->game.terminal = sg_terminal;
  sg->game.moves = sg_moves;
  sg->game.apply = sg_apply;
  sg->game.evaluate = sg_evaluate;
  sg->game.hash = sg_hash;
}

void
qd_kcell_move_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move,
                    GString *out)
{
  /* Words for people, English under the C locale of --tree (data/FORMATS.md). */
  if (move == QD_KCELL_PASS)
    /* TRANSLATORS: a search-tree node: the player to move passes */
    g_string_append (out, C_("search tree", "pass"));
  else
    /* TRANSLATORS: a search-tree node: the stone on cell N (from 1) moves */
    g_string_append_printf (out, C_("search tree", "cell %u"), move + 1);
}

/* MCTS on the vtable of the heuristic agent, its draws worth 0: random
 * playouts see only the game's ends, guided ones the heuristic. */
static gboolean
mcts_choose (const QdKcellAgent *agent, const QdKcellRules *rules, const QdKcellPosition *pos,
             const QdKcellChooseOptions *options, QdKcellChoice *choice)
{
  QdKcellSearchGame sg;
  QdMctsAgentContext context = { options->stop, options->deadline_us, options->seed, options->ply, NULL,
                                 options->tree };
  QdMctsResult result;

  qd_kcell_search_game_init (&sg, rules, QD_KCELL_AGENT_HEURISTIC, NULL);
  /* The tree names moves as alpha-beta's does (the search's tree pane). */
  if (options->tree != NULL)
    qd_search_tree_bind_game (options->tree, &sg.game, qd_kcell_move_text, NULL, NULL);
  if (!qd_mcts_agent_choose (&sg.game, pos, &agent->mcts, &context, &result, &choice->search))
    return FALSE;
  choice->move = result.best_move;
  return TRUE;
}

gboolean
qd_kcell_agent_choose (const QdKcellAgent *agent, const QdKcellRules *rules, const QdKcellPosition *pos,
                       const QdKcellChooseOptions *options, QdKcellChoice *choice)
{
  QdKcellSearchGame sg;
  QdGameSearchOptions search;

  memset (choice, 0, sizeof *choice);
  choice->move = G_MAXUINT;
  if (agent->kind == QD_KCELL_AGENT_HUMAN || qd_kcell_outcome (rules, pos) != QD_KCELL_ONGOING)
    return FALSE;
  if (agent->kind == QD_KCELL_AGENT_OUTSIDE)
    return qd_kcell_outside_choose (agent, rules, pos, options, choice);

  if (agent->kind == QD_KCELL_AGENT_RANDOM)
    {
      guint8 moves[QD_KCELL_MAX_STONES];
      guint n = qd_kcell_moves (rules, pos, moves);

      g_return_val_if_fail (options->rand != NULL, FALSE);
      choice->move = moves[g_rand_int_range (options->rand, 0, (gint32) n)];
      return TRUE;
    }

  if (agent->kind == QD_KCELL_AGENT_MCTS)
    return mcts_choose (agent, rules, pos, options, choice);
  qd_kcell_search_game_init (&sg, rules, agent->kind, options->rand);
  if (agent->kind == QD_KCELL_AGENT_HEURISTIC)
    sg.draw_value = pos->to_move == QD_KCELL_P1 ? -CONTEMPT : CONTEMPT;
  qd_game_search_options_init (&search);
  search.algorithm = agent->kind == QD_KCELL_AGENT_MINIMAX ? QD_GAME_SEARCH_MINIMAX : QD_GAME_SEARCH_ALPHABETA;
  search.depth = qd_kcell_agent_has_depth (agent->kind) ? agent->depth : QD_DEPTH_UNLIMITED;
  search.stop = options->stop;
  search.deadline_us = options->deadline_us;
  search.max_nodes = options->max_nodes;
  search.listener = options->listener;
  search.listener_data = options->listener_data;
  if (qd_search_tree_game_search (options->tree, &sg.game, pos, &search, qd_kcell_move_text, NULL, NULL,
                                  &choice->search) != QD_GAME_SEARCH_DONE
      || choice->search.best_move == QD_MOVE_NONE)
    return FALSE;
  choice->move = choice->search.best_move;
  return TRUE;
}
