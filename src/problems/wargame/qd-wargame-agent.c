/* qd-wargame-agent.c — the war game's QdGame vtable, evaluation and agents. */
#include "qd-wargame-agent.h"
#include "qd-wargame-tree.h"
#include "core/qd-game-mcts-agent.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "core/qd-text.h"

/* The transposition table of one engine agent. */
#define ENGINE_TABLE_MB 32

/* ---- the game vtable ---- */

static QdPlayer
game_to_move (const QdGame *game, gconstpointer state)
{
  const QdWargameState *s = state;

  if (s->chance)
    return QD_PLAYER_CHANCE;
  return s->to_move == QD_WARGAME_BLUE ? QD_PLAYER_MAX : QD_PLAYER_MIN;
}

static gboolean
game_terminal (const QdGame *game, gconstpointer state)
{
  return qd_wargame_state_is_over (game->data, state);
}

static guint
chance_moves (const QdWargameState *s, QdMove *moves)
{
  guint n = qd_wargame_n_outcomes (s);

  for (guint i = 0; i < n; i++)
    moves[i] = i;
  return n;
}

static guint
game_moves_plain (const QdGame *game, gconstpointer state, QdMove *moves)
{
  const QdWargameState *s = state;
  QdWargameBits e;
  guint n = 0;

  if (s->chance)
    return chance_moves (s, moves);
  e = qd_wargame_state_empty (game->data, s);
  while (qd_wargame_bits_any (&e))
    moves[n++] = qd_wargame_bits_pop (&e);
  return n;
}

/* How much weight a conquest gets in gains: it may fail. */
static double
conquest_weight (const QdWargameRules *rules)
{
  double w = rules->set == QD_WARGAME_RULES_CLASSIC ? 1.0 : 0.5;

  return w * rules->coin;
}

static inline QdWargameBits
bits_and (const QdWargameBits *a, const QdWargameBits *b)
{
  QdWargameBits r = { { a->w[0] & b->w[0], a->w[1] & b->w[1], a->w[2] & b->w[2] } };
  return r;
}

/* The values of `player`'s pieces next to sq. */
static inline gint
neighbour_sum (const QdWargameRules *rules, const QdWargameState *s, guint player, guint sq)
{
  gint sum = 0;

  for (guint i = 0; i < rules->n_neighbours[sq]; i++)
    {
      guint nb = rules->neighbour_list[sq][i];

      if (qd_wargame_bits_test (&s->own[player], nb))
        sum += rules->board.values[nb];
    }
  return sum;
}

/* The empty squares next to `player`'s pieces: its blitz squares. */
static inline QdWargameBits
frontier (const QdWargameRules *rules, const QdWargameState *s, const QdWargameBits *empty, guint player)
{
  QdWargameBits near = qd_wargame_bits_neighbours (rules, &s->own[player]);

  return bits_and (&near, empty);
}

/* The best one-move gains of the side to move and of the other (see the
 * header).  Only an empty square next to both sides can conquer for either;
 * every other square gains its value, so the best of those is the first
 * empty one in value order. */
static void
best_gains (const QdWargameRules *rules, const QdWargameState *s, double w, double *best_me, double *best_op)
{
  guint me = s->to_move, op = 1 - me;
  QdWargameBits empty = qd_wargame_state_empty (rules, s);
  QdWargameBits near_me = frontier (rules, s, &empty, me);
  QdWargameBits near_op = frontier (rules, s, &empty, op);
  QdWargameBits contested = bits_and (&near_me, &near_op);
  double plain = -INFINITY;

  *best_me = *best_op = -INFINITY;
  for (guint i = 0; i < rules->n_squares; i++)
    {
      guint sq = rules->by_value[i];

      if (qd_wargame_bits_test (&empty, sq) && !qd_wargame_bits_test (&contested, sq))
        {
          plain = rules->board.values[sq];
          break;
        }
    }
  while (qd_wargame_bits_any (&contested))
    {
      guint sq = qd_wargame_bits_pop (&contested);
      gint sum[2] = { 0, 0 };

      for (guint i = 0; i < rules->n_neighbours[sq]; i++)
        {
          guint nb = rules->neighbour_list[sq][i];

          if (qd_wargame_bits_test (&s->own[0], nb))
            sum[0] += rules->board.values[nb];
          else if (qd_wargame_bits_test (&s->own[1], nb))
            sum[1] += rules->board.values[nb];
        }
      *best_me = MAX (*best_me, rules->board.values[sq] + 2 * w * sum[op]);
      *best_op = MAX (*best_op, rules->board.values[sq] + 2 * w * sum[me]);
    }
  *best_me = MAX (*best_me, plain);
  *best_op = MAX (*best_op, plain);
}

/* The moves by gain, largest first, square order among equals.  A drop
 * gains its square's value, so the drops come in rules->by_value order
 * already; only the few blitz squares need sorting, then the two sorted
 * lists are merged (far cheaper than sorting every move at every node). */
static guint
game_moves_ordered (const QdGame *game, gconstpointer state, QdMove *moves)
{
  const QdWargameRules *rules = game->data;
  const QdWargameState *s = state;
  double keys[QD_WARGAME_MAX_SQUARES];
  guint8 blitz[QD_WARGAME_MAX_SQUARES];
  double w = conquest_weight (rules);
  QdWargameBits e, near, todo;
  guint n_blitz = 0, n = 0, b = 0;

  if (s->chance)
    return chance_moves (s, moves);
  e = qd_wargame_state_empty (rules, s);
  near = todo = frontier (rules, s, &e, s->to_move);
  while (qd_wargame_bits_any (&todo))
    {
      guint sq = qd_wargame_bits_pop (&todo);
      double gain = rules->board.values[sq] + 2 * w * neighbour_sum (rules, s, 1 - s->to_move, sq);
      guint j;

      for (j = n_blitz; j > 0 && keys[j - 1] < gain; j--)
        {
          keys[j] = keys[j - 1];
          blitz[j] = blitz[j - 1];
        }
      keys[j] = gain;
      blitz[j] = (guint8) sq;
      n_blitz++;
    }
  /* The drops as bits by rank: popping them walks them in value order. */
  todo = (QdWargameBits) { { 0, 0, 0 } };
  for (guint i = 0; i < QD_WARGAME_WORDS; i++)
    {
      guint64 d = e.w[i] & ~near.w[i];

      while (d != 0)
        {
          guint r = rules->rank[i * 64 + (guint) __builtin_ctzll (d)];

          todo.w[r >> 6] |= G_GUINT64_CONSTANT (1) << (r & 63);
          d &= d - 1;
        }
    }
  while (qd_wargame_bits_any (&todo))
    {
      guint sq = rules->by_value[qd_wargame_bits_pop (&todo)];
      double gain = rules->board.values[sq];

      while (b < n_blitz && (keys[b] > gain || (keys[b] == gain && blitz[b] < sq)))
        moves[n++] = blitz[b++];
      moves[n++] = sq;
    }
  while (b < n_blitz)
    moves[n++] = blitz[b++];
  return n;
}

static void
game_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  const QdWargameState *s = state;

  if (s->chance)
    qd_wargame_apply_outcome (game->data, s, move, child);
  else
    qd_wargame_apply (game->data, s, move, child);
}

static double
game_evaluate (const QdGame *game, gconstpointer state)
{
  return qd_wargame_evaluate (game->data, state);
}

static double
game_chance_probability (const QdGame *game, gconstpointer state, QdMove move)
{
  return qd_wargame_outcome_probability (game->data, state, move);
}

static guint64
game_hash (const QdGame *game, gconstpointer state)
{
  return ((const QdWargameState *) state)->hash;
}

void
qd_wargame_game_init (QdGame *game, const QdWargameRules *rules, gboolean ordered)
{
  memset (game, 0, sizeof *game);
  game->data = rules;
  game->state_size = rules->state_size;
  game->max_moves = MAX (rules->n_squares, 16);
  game->max_plies = rules->n_squares * (rules->coin < 1.0 ? 2 : 1);
  game->to_move = game_to_move;
  game->terminal = game_terminal;
  game->moves = ordered ? game_moves_ordered : game_moves_plain;
  game->apply = game_apply;
  game->evaluate = game_evaluate;
  game->chance_probability = game_chance_probability;
  game->hash = game_hash;
}

double
qd_wargame_evaluate (const QdWargameRules *rules, const QdWargameState *state)
{
  double diff = state->score[QD_WARGAME_BLUE] - state->score[QD_WARGAME_GREEN];
  double best_me, best_op, w, sign;

  if (state->chance)
    {
      /* Between a blitz and its coin: the expected conquests. */
      QdWargameBits b = state->pending;
      double swing = 0;

      while (qd_wargame_bits_any (&b))
        swing += 2.0 * rules->coin * rules->board.values[qd_wargame_bits_pop (&b)];
      return diff + (state->to_move == QD_WARGAME_BLUE ? swing : -swing);
    }
  if (qd_wargame_state_is_over (rules, state))
    return diff;

  w = conquest_weight (rules);
  best_gains (rules, state, w, &best_me, &best_op);
  sign = state->to_move == QD_WARGAME_BLUE ? 1.0 : -1.0;
  return diff + sign * (best_me - best_op) / 2;
}

const char *
qd_wargame_evaluation_description (void)
{
  return _("The evaluation is the score difference (blue minus green) plus half the tempo of the "
         "side to move: the best it could gain with one move now, minus the best the other side "
         "could gain with one move. A move's gain is the square's value, plus, for a blitz, "
         "twice the values of the enemy pieces next to it (they leave the enemy and join the "
         "mover). Conquests count in full under the classic rules, at half weight under Battle, "
         "Duel and Attrition (a fight may be lost) and times P under a coin. A finished game is "
         "worth the exact score difference. Alpha-beta and the engine try squares by that gain, "
         "largest first, so cut-offs come early; minimax takes them in board order.");
}

guint64
qd_wargame_perft (const QdWargameRules *rules, const QdWargameState *state, guint depth)
{
  QdWargameState child;
  guint64 leaves = 0;
  guint n;

  if (depth == 0 || qd_wargame_state_is_over (rules, state))
    return 1;
  if (state->chance)
    {
      n = qd_wargame_n_outcomes (state);
      for (guint i = 0; i < n; i++)
        {
          qd_wargame_apply_outcome (rules, state, i, &child);
          leaves += qd_wargame_perft (rules, &child, depth - 1);
        }
      return leaves;
    }
  for (guint sq = 0; sq < rules->n_squares; sq++)
    if (qd_wargame_state_owner (state, sq) == QD_WARGAME_EMPTY)
      {
        qd_wargame_apply (rules, state, sq, &child);
        leaves += qd_wargame_perft (rules, &child, depth - 1);
      }
  return leaves;
}

/* ---- agent specifications ---- */

gboolean
qd_wargame_agent_spec_parse (const char *text, QdWargameAgentSpec *spec, GError **error)
{
  const char *colon = text != NULL ? strchr (text, ':') : NULL;
  g_autofree char *name = colon != NULL ? g_strndup (text, (gsize) (colon - text)) : g_strdup (text);
  guint64 number = 0;

  memset (spec, 0, sizeof *spec);
  if (qd_mcts_spec_parse (text, &spec->mcts, error))
    {
      spec->kind = QD_WARGAME_AGENT_MCTS;
      return TRUE;
    }
  if (error != NULL && *error != NULL)
    return FALSE;
  if (g_strcmp0 (name, "human") == 0 || g_strcmp0 (name, "random") == 0)
    {
      if (colon != NULL)
        goto bad;
      spec->kind = name[0] == 'h' ? QD_WARGAME_AGENT_HUMAN : QD_WARGAME_AGENT_RANDOM;
      return TRUE;
    }
  if (g_strcmp0 (name, "minimax") == 0)
    spec->kind = QD_WARGAME_AGENT_MINIMAX;
  else if (g_strcmp0 (name, "alphabeta") == 0 || g_strcmp0 (name, "alpha-beta") == 0)
    spec->kind = QD_WARGAME_AGENT_ALPHABETA;
  else if (g_strcmp0 (name, "engine") == 0)
    spec->kind = QD_WARGAME_AGENT_ENGINE;
  else
    goto bad;
  if (colon == NULL || !g_ascii_string_to_unsigned (colon + 1, 10, 1,
                                                    spec->kind == QD_WARGAME_AGENT_ENGINE ? 3600000 : 64,
                                                    &number, NULL))
    goto bad;
  if (spec->kind == QD_WARGAME_AGENT_ENGINE)
    spec->time_ms = (guint) number;
  else
    spec->depth = (guint) number;
  return TRUE;

bad:
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("unknown agent “%s”: use minimax:DEPTH, alphabeta:DEPTH (1 to 64), "
               "engine:MILLISECONDS, mcts, mcts:ITERATIONS, mcts:ms=MS, random or human"), text != NULL ? text : "");
  return FALSE;
}

char *
qd_wargame_agent_spec_to_string (const QdWargameAgentSpec *spec)
{
  switch (spec->kind)
    {
    case QD_WARGAME_AGENT_HUMAN:
      return g_strdup ("human");
    case QD_WARGAME_AGENT_RANDOM:
      return g_strdup ("random");
    case QD_WARGAME_AGENT_MINIMAX:
      return g_strdup_printf ("minimax:%u", spec->depth);
    case QD_WARGAME_AGENT_ALPHABETA:
      return g_strdup_printf ("alphabeta:%u", spec->depth);
    case QD_WARGAME_AGENT_ENGINE:
      return g_strdup_printf ("engine:%u", spec->time_ms);
    case QD_WARGAME_AGENT_MCTS:
      return qd_mcts_spec_to_string (&spec->mcts);
    case QD_WARGAME_AGENT_OUTSIDE:
      /* The name the agent gave itself is data: escaped. */
      return spec->outside_text != NULL ? g_strdup (spec->outside_text)
             : spec->outside != NULL ? qd_text_escape_controls (qd_agent_get_name (spec->outside), FALSE)
             : g_strdup ("outside");
    default:
      return g_strdup ("unknown");
    }
}

/* ---- agents ---- */

struct _QdWargameAgent {
  gatomicrefcount ref_count;
  QdWargameRules *rules;
  QdWargameAgentSpec spec;
  QdGame game;
  GRand *rand;
  guint64 seed;            /* MCTS's, with the ply */
  QdEngine *engine;
  QdProgress *progress;    /* during one think */
  QdWargameThoughtFunc listener;
  gpointer listener_data;
  QdSearchTree *record_next;   /* the next think's tree (borrowed), or NULL */
};

QdWargameAgent *
qd_wargame_agent_new (QdWargameRules *rules, const QdWargameAgentSpec *spec, guint64 seed)
{
  QdWargameAgent *agent = g_new0 (QdWargameAgent, 1);

  g_atomic_ref_count_init (&agent->ref_count);
  agent->rules = qd_wargame_rules_ref (rules);
  agent->spec = *spec;
  qd_wargame_game_init (&agent->game, rules, spec->kind != QD_WARGAME_AGENT_MINIMAX);
  agent->rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));
  agent->seed = seed;
  if (spec->kind == QD_WARGAME_AGENT_ENGINE)
    agent->engine = qd_engine_new (&agent->game, ENGINE_TABLE_MB);
  return agent;
}

QdWargameAgent *
qd_wargame_agent_ref (QdWargameAgent *agent)
{
  g_atomic_ref_count_inc (&agent->ref_count);
  return agent;
}

void
qd_wargame_agent_unref (QdWargameAgent *agent)
{
  if (agent == NULL || !g_atomic_ref_count_dec (&agent->ref_count))
    return;
  qd_engine_free (agent->engine);
  g_rand_free (agent->rand);
  qd_wargame_rules_unref (agent->rules);
  g_free (agent);
}

const QdWargameAgentSpec *
qd_wargame_agent_get_spec (QdWargameAgent *agent)
{
  return &agent->spec;
}

QdWargameRules *
qd_wargame_agent_get_rules (QdWargameAgent *agent)
{
  return agent->rules;
}

void
qd_wargame_agent_reset (QdWargameAgent *agent, const QdWargameAgentSpec *spec, guint64 seed)
{
  g_return_if_fail (spec->kind == agent->spec.kind);

  agent->spec = *spec;
  g_rand_set_seed (agent->rand, (guint32) (seed ^ (seed >> 32)));
  agent->seed = seed;
  if (agent->engine != NULL)
    qd_engine_clear (agent->engine);
}

void
qd_wargame_agent_set_listener (QdWargameAgent *agent, QdWargameThoughtFunc func, gpointer user_data)
{
  agent->listener = func;
  agent->listener_data = user_data;
}

void
qd_wargame_agent_record_next (QdWargameAgent *agent, QdSearchTree *tree)
{
  agent->record_next = tree;
}

static void
on_iteration (gpointer user_data, const QdEngineIteration *it)
{
  QdWargameAgent *agent = user_data;

  if (agent->listener != NULL)
    {
      QdWargameThought live = { 0 };

      live.square = it->best_move;
      live.value = it->value;
      live.depth = it->depth;
      live.nodes = it->nodes;
      live.time_us = it->time_us;
      live.pv_length = MIN (it->pv_length, QD_ENGINE_MAX_PV);
      for (guint i = 0; i < live.pv_length; i++)
        live.pv[i] = (guint8) it->pv[i];
      agent->listener (agent->listener_data, &live);
    }
  if (agent->progress != NULL)
    {
      qd_progress_set (&agent->progress->value, it->depth);
      qd_progress_set (&agent->progress->done, (gint64) it->best_move + 1);
    }
}

/* MCTS on the ordered game (guided playouts use the evaluation); `fallback`
 * when stopped before its first iteration. */
static void
think_mcts (QdWargameAgent *agent, const QdWargameState *state, const gint *stop, QdProgress *progress,
            QdWargameThought *thought, guint fallback)
{
  QdMctsAgentContext context = { stop, 0, agent->seed, state->ply, progress != NULL ? &progress->nodes : NULL };
  QdMctsResult mcts;
  QdGameSearchResult result;

  qd_mcts_agent_choose (&agent->game, state, &agent->spec.mcts, &context, &mcts, &result);
  thought->square = result.best_move != QD_MOVE_NONE ? result.best_move : fallback;
  thought->value = result.value;
  thought->nodes = result.nodes;
  thought->time_us = result.time_us;
  thought->stopped = result.status == QD_GAME_SEARCH_STOPPED;
}

gboolean
qd_wargame_agent_think (QdWargameAgent *agent, const QdWargameState *state, const gint *stop,
                    QdProgress *progress, QdWargameThought *thought)
{
  guint8 squares[QD_WARGAME_MAX_SQUARES];
  guint n = qd_wargame_legal_moves (agent->rules, state, squares);

  memset (thought, 0, sizeof *thought);
  thought->square = QD_WARGAME_NO_SQUARE;
  thought->value = qd_wargame_evaluate (agent->rules, state);
  if (agent->spec.kind == QD_WARGAME_AGENT_HUMAN)
    return FALSE;
  if (n == 0)
    return TRUE;

  switch (agent->spec.kind)
    {
    case QD_WARGAME_AGENT_RANDOM:
      thought->square = squares[g_rand_int_range (agent->rand, 0, (gint32) n)];
      thought->nodes = 1;
      break;

    case QD_WARGAME_AGENT_MINIMAX:
    case QD_WARGAME_AGENT_ALPHABETA:
      {
        QdGameSearchOptions options;
        QdGameSearchResult result;
        QdSearchTreeGameChain chain;

        qd_game_search_options_init (&options);
        options.algorithm = agent->spec.kind == QD_WARGAME_AGENT_MINIMAX ? QD_GAME_SEARCH_MINIMAX : QD_GAME_SEARCH_ALPHABETA;
        options.depth = agent->spec.depth;
        options.stop = stop;
        options.progress_nodes = progress != NULL ? &progress->nodes : NULL;
        if (progress != NULL)
          qd_progress_set (&progress->value, agent->spec.depth);
        if (agent->record_next != NULL)
          {
            qd_wargame_tree_bind (agent->record_next, &agent->game, agent->rules, state);
            qd_search_tree_game_chain (agent->record_next, &chain, &options);
          }
        qd_game_search (&agent->game, state, &options, &result);
        if (agent->record_next != NULL)
          qd_search_tree_finish (agent->record_next, result.best_index);
        thought->square = result.best_move != QD_MOVE_NONE ? result.best_move : squares[0];
        thought->value = result.value;
        thought->depth = agent->spec.depth;
        thought->nodes = result.nodes;
        thought->time_us = result.time_us;
        thought->stopped = result.status == QD_GAME_SEARCH_STOPPED;
        break;
      }

    case QD_WARGAME_AGENT_ENGINE:
      {
        QdEngineOptions options;
        QdEngineResult result;

        qd_engine_options_init (&options);
        options.time_budget_us = (gint64) agent->spec.time_ms * 1000;
        options.stop = stop;
        options.progress_nodes = progress != NULL ? &progress->nodes : NULL;
        options.iteration_done = on_iteration;
        options.user_data = agent;
        agent->progress = progress;
        qd_engine_search (agent->engine, state, &options, &result);
        agent->progress = NULL;
        thought->square = result.best_move != QD_MOVE_NONE ? result.best_move : squares[0];
        thought->value = result.value;
        thought->depth = result.depth;
        thought->nodes = result.nodes;
        thought->time_us = result.time_us;
        thought->stopped = stop != NULL && g_atomic_int_get (stop) != 0;
        /* The engine's PV stops at a chance ply: every move in it is a square. */
        for (guint i = 0; i < result.pv_length; i++)
          thought->pv[i] = (guint8) result.pv[i];
        thought->pv_length = result.pv_length;
        break;
      }

    case QD_WARGAME_AGENT_MCTS:
      think_mcts (agent, state, stop, progress, thought, squares[0]);
      break;

    default:
      return FALSE;
    }
  agent->record_next = NULL;

  if (thought->pv_length == 0)
    {
      thought->pv[0] = (guint8) thought->square;
      thought->pv_length = 1;
    }
  if (progress != NULL)
    qd_progress_set (&progress->done, thought->square + 1);
  return TRUE;
}
