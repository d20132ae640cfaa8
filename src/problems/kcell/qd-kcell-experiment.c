/* qd-kcell-experiment.c — the largest boards per searcher, and the heuristic
 * against the random heuristic. */
#include "config.h"
#include "qd-kcell-experiment.h"
#include "core/qd-game-mcts-agent.h"
#include "core/qd-match.h"
#include "core/qd-format.h"
#include "core/qd-sweep-pool.h"
#include "core/qd-text.h"

#include <glib/gi18n.h>
#include <string.h>
#include <inttypes.h>

static gboolean
stop_requested (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop) != 0;
}

/* ------------------------------------------------------------- sizes */

/* A move in KCell's notation (the loop asks none of these games). */
static char *
game_move_text (gpointer game, guint32 move)
{
  return qd_kcell_move_notation (move);
}

/* Self-play at one size in the match loop (core/qd-match.h): the agent's
 * moves timed into `row`. */
typedef struct {
  const QdKcellAgent *agent;
  const QdKcellRules *rules;
  const QdKcellSizes *sizes;
  QdKcellChooseOptions options;
  QdProgress *progress;
  QdKcellPosition pos;
  QdKcellSizeRow *row;
} SelfPlay;

static guint
self_to_move (gpointer game)
{
  return ((SelfPlay *) game)->pos.to_move;
}

static gboolean
self_over (gpointer game, QdMatchResult *result)
{
  SelfPlay *g = game;

  if (qd_kcell_outcome (g->rules, &g->pos) == QD_KCELL_ONGOING)
    return FALSE;
  qd_match_result_set_winner (result, 0, NULL);
  return TRUE;
}

static QdMatchEnd
self_choose (gpointer game, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  SelfPlay *g = game;
  QdKcellChoice choice;
  gboolean chosen;

  if (g->sizes->budget_us > 0)
    g->options.deadline_us = g_get_monotonic_time () + g->sizes->budget_us;
  chosen = qd_kcell_agent_choose (g->agent, g->rules, &g->pos, &g->options, &choice);
  if (g->progress != NULL)
    qd_progress_add (&g->progress->nodes, (gint64) choice.search.nodes);
  if (!chosen)
    {
      g_clear_error (&choice.forfeit);
      return QD_MATCH_RAN_OUT;
    }
  if (g->row->plies == 0)
    g->row->nodes = choice.search.nodes;
  g->row->slowest_us = MAX (g->row->slowest_us, choice.search.time_us);
  *move = choice.move;
  return QD_MATCH_MOVED;
}

static void
self_play (gpointer game, guint32 move)
{
  SelfPlay *g = game;

  g->row->plies++;
  qd_kcell_apply (g->rules, &g->pos, move, &g->pos, NULL, NULL);
}

static const QdMatchRules self_rules = {
  .to_move = self_to_move, .over = self_over, .choose = self_choose, .play = self_play,
  .move_text = game_move_text,
};

/* Self-play at one size; FALSE when a move ran past the budget or was
 * stopped. */
static gboolean
fits (const QdKcellAgent *agent, const QdKcellRules *rules, const QdKcellSizes *sizes, const gint *stop,
      QdProgress *progress, QdKcellSizeRow *row)
{
  SelfPlay game = { agent, rules, sizes, { .stop = stop, .max_nodes = sizes->max_nodes }, progress, { 0 }, row };
  const QdMatchPlayer players[2] = { { .name = "self" }, { .name = "self" } };
  const QdMatchOptions options = { 0 };
  g_auto(QdMatchResult) result = { 0 };

  qd_kcell_start (rules, &game.pos);
  row->slowest_us = 0;
  row->plies = 0;
  return qd_match_play (&self_rules, &game, players, 0, &options, &result) == QD_MATCH_OVER;
}

QdKcellSizes *
qd_kcell_sizes_new (const QdKcellAgentKind *kinds, guint n_kinds, guint max_stones, gint64 budget_us)
{
  QdKcellSizes *sizes;

  g_return_val_if_fail (n_kinds >= 1 && n_kinds <= QD_KCELL_SIZES_MAX_AGENTS, NULL);
  sizes = g_new0 (QdKcellSizes, 1);
  memcpy (sizes->kinds, kinds, n_kinds * sizeof *kinds);
  sizes->n_kinds = n_kinds;
  sizes->max_stones = max_stones;
  sizes->budget_us = budget_us;
  sizes->runs = g_array_new (FALSE, TRUE, sizeof (QdKcellSizeRow));
  return sizes;
}

void
qd_kcell_sizes_free (QdKcellSizes *sizes)
{
  if (sizes == NULL)
    return;
  g_array_unref (sizes->runs);
  g_free (sizes);
}

guint64
qd_kcell_sizes_total_runs (const QdKcellSizes *sizes)
{
  return (guint64) sizes->n_kinds * sizes->max_stones;
}

static gboolean
selected (const QdSweepShard *shard, const gboolean *skip, guint64 k)
{
  return qd_sweep_shard_has (shard, k) && (skip == NULL || !skip[k]);
}

/* One run: the largest board of one agent and N; FALSE when stopped. */
static gboolean
measure (const QdKcellSizes *sizes, guint64 index, const gint *stop, QdProgress *progress, QdKcellSizeRow *row)
{
  QdKcellAgent agent = { sizes->kinds[index / sizes->max_stones], 0 };
  guint n = (guint) (index % sizes->max_stones) + 1;

  memset (row, 0, sizeof *row);
  row->kind = agent.kind;
  row->stones = n;
  row->index = index;
  for (guint k = 2 * n + 1; k <= QD_KCELL_MAX_CELLS; k++)
    {
      QdKcellSizeRow trial = *row;
      QdKcellRules rules;

      qd_kcell_rules_init (&rules, k, n, NULL);
      if (!fits (&agent, &rules, sizes, stop, progress, &trial))
        break;
      *row = trial;
      row->cells = k;
    }
  return !stop_requested (stop);
}

void
qd_kcell_sizes_run (QdKcellSizes *sizes, const gint *stop, QdProgress *progress, QdKcellRunFunc on_run,
                    gpointer user_data)
{
  guint64 total = qd_kcell_sizes_total_runs (sizes), todo = 0;

  sizes->stopped = FALSE;
  for (guint64 k = 0; k < total; k++)
    todo += selected (&sizes->shard, sizes->skip, k);
  if (progress != NULL)
    qd_progress_set (&progress->total, (gint64) todo);
  for (guint64 k = 0; k < total; k++)
    {
      QdKcellSizeRow row;

      if (!selected (&sizes->shard, sizes->skip, k))
        continue;
      if (!measure (sizes, k, stop, progress, &row))
        {
          sizes->stopped = TRUE;
          return;
        }
      g_array_append_val (sizes->runs, row);
      if (on_run != NULL)
        on_run (user_data, k);
      if (progress != NULL)
        qd_progress_add (&progress->done, 1);
    }
}

GArray *
qd_kcell_sizes_rows (const QdKcellSizes *sizes)
{
  GArray *rows = g_array_copy (sizes->runs);
  guint kept = 0;
  gint ended = -1;       /* the agent whose rows ended */

  qd_sweep_sort_by_run (rows, G_STRUCT_OFFSET (QdKcellSizeRow, index));
  for (guint i = 0; i < rows->len; i++)
    {
      QdKcellSizeRow *r = &g_array_index (rows, QdKcellSizeRow, i);
      gint agent = (gint) (r->index / sizes->max_stones);

      if (agent == ended)
        continue;
      g_array_index (rows, QdKcellSizeRow, kept++) = *r;
      if (r->cells == 0)
        ended = agent;
    }
  g_array_set_size (rows, kept);
  return rows;
}

GArray *
qd_kcell_experiment_sizes (const QdKcellAgentKind *kinds, guint n_kinds, guint max_stones, gint64 budget_us,
                           const gint *stop, QdProgress *progress, gboolean *stopped)
{
  g_autoptr(QdKcellSizes) sizes = qd_kcell_sizes_new (kinds, n_kinds, max_stones, budget_us);

  qd_kcell_sizes_run (sizes, stop, progress, NULL, NULL);
  *stopped = sizes->stopped;
  return qd_kcell_sizes_rows (sizes);
}

const char *
qd_kcell_sizes_agent_name (QdKcellAgentKind kind)
{
  return kind == QD_KCELL_AGENT_MINIMAX ? "minimax" : "alphabeta";
}

char *
qd_kcell_sizes_format_table (GArray *rows, gint64 budget_us, guint64 max_nodes)
{
  GString *out = g_string_new (NULL);

  if (max_nodes > 0)
    g_string_append_printf (out, _("Largest boards with every move within %" PRIu64 " nodes (self-play, no cutoff)\n"),
                            (uint64_t) max_nodes);
  else
    g_string_append_printf (out, _("Largest boards with every move under %.2f s (self-play, no cutoff)\n"),
                            budget_us / 1e6);
  g_string_append_printf (out, "%-10s %6s %8s %12s %12s %6s\n", _("agent"), _("stones"), _("cells"),
                          _("first nodes"), _("slowest ms"), _("plies"));
  for (guint i = 0; i < rows->len; i++)
    {
      const QdKcellSizeRow *r = &g_array_index (rows, QdKcellSizeRow, i);

      if (r->cells == 0)
        g_string_append_printf (out, "%-10s %6u %8s %12s %12s %6s\n", qd_kcell_sizes_agent_name (r->kind), r->stones,
                                "-", "-", "-", "-");
      else
        g_string_append_printf (out, "%-10s %6u %8u %12" G_GUINT64_FORMAT " %12.1f %6u\n",
                                qd_kcell_sizes_agent_name (r->kind), r->stones, r->cells, r->nodes, r->slowest_us / 1000.0, r->plies);
    }
  return g_string_free (out, FALSE);
}

char *
qd_kcell_sizes_to_csv (GArray *rows)
{
  GString *out = g_string_new ("agent,stones,cells,first_move_nodes,slowest_move_ms,plies\n");

  for (guint i = 0; i < rows->len; i++)
    {
      const QdKcellSizeRow *r = &g_array_index (rows, QdKcellSizeRow, i);

      qd_string_append_c (out, "%s,%u,%u,%" G_GUINT64_FORMAT ",%.3f,%u\n", qd_kcell_sizes_agent_name (r->kind), r->stones,
                              r->cells, r->nodes, r->slowest_us / 1000.0, r->plies);
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------- match */

static void
clear_game (gpointer data)
{
  g_free (((QdKcellMatchGame *) data)->moves);
}

QdKcellMatch *
qd_kcell_match_new (const QdKcellRules *rules, const QdKcellAgent *a, const QdKcellAgent *b,
                    guint games, guint64 seed)
{
  QdKcellMatch *match = g_new0 (QdKcellMatch, 1);

  match->rules = *rules;
  match->a = *a;
  match->b = *b;
  match->games = games;
  match->seed = seed;
  match->played = g_array_new (FALSE, TRUE, sizeof (QdKcellMatchGame));
  g_array_set_clear_func (match->played, clear_game);
  match->rows[0].side = QD_KCELL_P1;
  match->rows[1].side = QD_KCELL_P2;
  return match;
}

void
qd_kcell_match_free (QdKcellMatch *match)
{
  if (match == NULL)
    return;
  g_array_unref (match->played);
  g_free (match->rows[0].sample);
  g_free (match->rows[1].sample);
  g_free (match->outside[0]);
  g_free (match->outside[1]);
  g_free (match);
}

void
qd_kcell_match_set_outside (QdKcellMatch *match, guint which, const char *spec, const QdAgentConfig *config)
{
  QdKcellAgent *agent = which == 0 ? &match->a : &match->b;

  g_return_if_fail (which < 2 && qd_agent_spec_is_outside (spec));
  memset (agent, 0, sizeof *agent);
  agent->kind = QD_KCELL_AGENT_OUTSIDE;
  g_free (match->outside[which]);
  match->outside[which] = g_strdup (spec);
  match->outside_config[which] = config;
}

char *
qd_kcell_match_agent_text (const QdKcellMatch *match, guint which)
{
  return match->outside[which] != NULL ? g_strdup (match->outside[which])
                                       : qd_kcell_agent_to_string (which == 0 ? &match->a : &match->b);
}

/* One of the match's games in the match loop (core/qd-match.h): A's and
 * B's moves counted and timed into `out`. */
typedef struct {
  const QdKcellMatch *match;
  QdKcellPlayer side;          /* A's */
  const QdKcellAgent *agents[2];
  QdKcellChooseOptions options;
  QdKcellPosition pos;
  GByteArray *moves;
  QdKcellMatchGame *out;
} MatchGame;

static guint
game_to_move (gpointer game)
{
  return ((MatchGame *) game)->pos.to_move;
}

static gboolean
game_over (gpointer game, QdMatchResult *result)
{
  MatchGame *g = game;
  QdKcellOutcome outcome = qd_kcell_outcome (&g->match->rules, &g->pos);

  if (outcome == QD_KCELL_ONGOING)
    return FALSE;
  qd_match_result_set_winner (result, outcome == QD_KCELL_P1_WINS ? 1 : outcome == QD_KCELL_P2_WINS ? 2 : 0, NULL);
  return TRUE;
}

static QdMatchEnd
game_choose (gpointer game, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  MatchGame *g = game;
  const QdKcellMatch *match = g->match;
  QdKcellMatchGame *out = g->out;
  gboolean is_a = g->pos.to_move == g->side;
  QdKcellChoice choice;
  gint64 start = g_get_monotonic_time ();
  gint64 spent;

  g->options.history = g->moves->data;
  g->options.n_history = g->moves->len;
  g->options.seed = qd_mcts_agent_seed (match->seed, (guint) out->index);
  g->options.ply = g->moves->len;
  if (!qd_kcell_agent_choose (g->agents[g->pos.to_move], &match->rules, &g->pos, &g->options, &choice))
    {
      if (choice.forfeit == NULL)
        return QD_MATCH_STOPPED;
      g_propagate_error (cause, choice.forfeit);
      return QD_MATCH_FORFEIT;
    }
  spent = g_get_monotonic_time () - start;
  if (is_a)
    {
      out->moves_a++;
      out->nodes_a += choice.search.nodes;
      out->time_a_us += spent;
      out->slowest_a_us = MAX (out->slowest_a_us, spent);
    }
  else
    {
      out->moves_b++;
      out->time_b_us += spent;
    }
  *move = choice.move;
  return QD_MATCH_MOVED;
}

static void
game_play (gpointer game, guint32 move)
{
  MatchGame *g = game;
  guint8 cell = (guint8) move;

  g_byte_array_append (g->moves, &cell, 1);
  qd_kcell_apply (&g->match->rules, &g->pos, move, &g->pos, NULL, NULL);
}

static const QdMatchRules game_rules = {
  .to_move = game_to_move, .over = game_over, .choose = game_choose, .play = game_play,
  .move_text = game_move_text,
};

/* Keeps a forfeit's cause: its code goes into the game's record. */
static void
game_no_move (gpointer data, gpointer game, const QdMatchTurn *turn, QdMatchEnd end, GError **cause)
{
  MatchGame *g = game;

  if (end == QD_MATCH_FORFEIT && cause != NULL && *cause != NULL)
    g->out->forfeit_code = (*cause)->domain == QD_AGENT_ERROR ? (guint8) (*cause)->code : QD_AGENT_ERROR_PROTOCOL;
}

/* Game `index` (A's side, then the game); FALSE when stopped.  Its random
 * stream is seeded by the match's seed, the side and the game alone.  An
 * outside agent is started for the game and ended with it; its forfeit
 * ends the game, lost by its side. */
static gboolean
play_one (const QdKcellMatch *match, guint64 index, const gint *stop, QdKcellMatchGame *out)
{
  QdKcellPlayer side = (QdKcellPlayer) (index / match->games);
  guint32 seed[4] = { (guint32) match->seed, (guint32) (match->seed >> 32), side, (guint32) (index % match->games) };
  g_autoptr(GRand) rand = g_rand_new_with_seed_array (seed, G_N_ELEMENTS (seed));
  QdKcellAgent players[2] = { match->a, match->b };   /* A, B */
  g_autoptr(QdAgent) outside_a = NULL;
  g_autoptr(QdAgent) outside_b = NULL;
  g_autoptr(GByteArray) moves = g_byte_array_new ();
  MatchGame game = { match, side, { NULL }, { stop, 0, rand }, { 0 }, moves, out };
  const QdMatchPlayer names[2] = { { .name = "a" }, { .name = "b" } };
  const QdMatchListener listener = { .no_move = game_no_move };
  const QdMatchOptions options = { .listener = &listener };
  g_auto(QdMatchResult) result = { 0 };

  memset (out, 0, sizeof *out);
  out->index = index;
  for (guint w = 0; w < 2; w++)
    if (players[w].kind == QD_KCELL_AGENT_OUTSIDE)
      {
        g_return_val_if_fail (match->outside_config[w] != NULL, FALSE);
        players[w].outside = qd_agent_new (match->outside_config[w]);
        *(w == 0 ? &outside_a : &outside_b) = players[w].outside;
      }
  game.agents[side] = &players[0];
  game.agents[1 - side] = &players[1];
  qd_kcell_start (&match->rules, &game.pos);
  switch (qd_match_play (&game_rules, &game, names, 0, &options, &result))
    {
    case QD_MATCH_OVER:
      /* winner 1 or 2 is a player: A's result from its side. */
      out->result = result.winner == 0 ? 0 : (result.winner == 1) == (side == QD_KCELL_P1) ? 1 : -1;
      break;
    case QD_MATCH_FORFEIT:
      out->forfeit = (result.forfeiter - 1 == side) ? 1 : 2;
      out->result = out->forfeit == 1 ? -1 : 1;
      break;
    default:
      return FALSE;
    }
  out->n_moves = moves->len;
  out->moves = g_byte_array_free (g_steal_pointer (&moves), FALSE);
  return TRUE;
}

/* Game k on a worker (QdSweepRunFunc). */
static gboolean
play_run (gpointer match, guint64 k, gpointer result, const gint *stop, QdProgress *progress, GError **error)
{
  return play_one (match, k, stop, result);
}

typedef struct {
  QdKcellMatch *match;
  QdKcellRunFunc on_run;
  gpointer user_data;
} Delivery;

static void
deliver_game (gpointer data, guint64 k, gpointer result)
{
  Delivery *d = data;

  g_array_append_val (d->match->played, *(QdKcellMatchGame *) result);
  if (d->on_run != NULL)
    d->on_run (d->user_data, k);
}

void
qd_kcell_match_run (QdKcellMatch *match, const gint *stop, QdProgress *progress, QdKcellRunFunc on_run,
                    gpointer user_data)
{
  guint64 total = 2 * (guint64) match->games;
  g_autoptr(GArray) indexes = g_array_new (FALSE, FALSE, sizeof (guint64));
  QdSweepPoolOptions options = { match->threads, match->lower_priority, sizeof (QdKcellMatchGame), NULL };
  Delivery delivery = { match, on_run, user_data };

  for (guint64 k = 0; k < total; k++)
    if (selected (&match->shard, match->skip, k))
      g_array_append_val (indexes, k);
  match->stopped = !qd_sweep_pool_run (&options, (const guint64 *) indexes->data, indexes->len, play_run, match,
                                       deliver_game, &delivery, stop, progress, NULL);
  qd_kcell_match_tally (match);
}

/* The transcript of a game played by the match's agents. */
static char *
transcript (const QdKcellMatch *match, const QdKcellMatchGame *game)
{
  QdKcellPlayer side = (QdKcellPlayer) (game->index / match->games);
  g_autofree char *a = qd_kcell_match_agent_text (match, 0);
  g_autofree char *b = qd_kcell_match_agent_text (match, 1);
  g_autoptr(QdKcellGame) record = qd_kcell_game_new (&match->rules, side == QD_KCELL_P1 ? a : b,
                                                     side == QD_KCELL_P1 ? b : a);

  char *text;

  for (guint m = 0; m < game->n_moves; m++)
    qd_kcell_game_play (record, game->moves[m], NULL);
  text = qd_kcell_game_transcript (record);
  if (game->forfeit != 0)
    {
      GError cause = { QD_AGENT_ERROR, game->forfeit_code, NULL };
      /* The side to move after the moves forfeited. */
      guint player = (game->n_moves % 2 == 0 ? 1u : 2u);
      char *with = g_strdup_printf (_("%sPlayer %u (%s) forfeits: %s.\n"), text, player,
                                    game->forfeit == 1 ? a : b, qd_agent_error_keyword (&cause));

      g_free (text);
      text = with;
    }
  return text;
}

void
qd_kcell_match_tally (QdKcellMatch *match)
{
  g_autoptr(GArray) order = g_array_sized_new (FALSE, FALSE, sizeof (QdKcellMatchGame), match->played->len);

  /* The games in the match's order, whatever order they came in. */
  g_array_append_vals (order, match->played->data, match->played->len);
  qd_sweep_sort_by_run (order, G_STRUCT_OFFSET (QdKcellMatchGame, index));
  for (guint side = 0; side < 2; side++)
    {
      g_free (match->rows[side].sample);
      memset (&match->rows[side], 0, sizeof match->rows[side]);
      match->rows[side].side = (QdKcellPlayer) side;
    }
  for (guint i = 0; i < order->len; i++)
    {
      const QdKcellMatchGame *g = &g_array_index (order, QdKcellMatchGame, i);
      QdKcellMatchRow *row = &match->rows[g->index / match->games];

      row->games++;
      row->wins += g->result > 0;
      row->draws += g->result == 0;
      row->losses += g->result < 0;
      row->moves_a += g->moves_a;
      row->moves_b += g->moves_b;
      row->nodes_a += g->nodes_a;
      row->time_a_us += g->time_a_us;
      row->time_b_us += g->time_b_us;
      row->slowest_a_us = MAX (row->slowest_a_us, g->slowest_a_us);
      row->forfeits_a += g->forfeit == 1;
      row->forfeits_b += g->forfeit == 2;
      if (g->index % match->games == 0)
        row->sample = transcript (match, g);
    }
}

static double
percent (guint part, guint whole)
{
  return whole > 0 ? 100.0 * part / whole : 0;
}

static double
per_move_ms (gint64 us, guint64 moves)
{
  return moves > 0 ? us / 1000.0 / moves : 0;
}

char *
qd_kcell_match_format_table (const QdKcellMatch *match)
{
  g_autofree char *a = match->outside[0] != NULL ? g_strdup (match->outside[0]) : qd_kcell_agent_describe (&match->a);
  g_autofree char *b = match->outside[1] != NULL ? g_strdup (match->outside[1]) : qd_kcell_agent_describe (&match->b);
  GString *out = g_string_new (NULL);

  /* Translators: "A: Heuristic alpha-beta, depth 12; B: Random heuristic, depth 1 — 15 cells, …" */
  g_string_append_printf (out, _("A: %s; B: %s — %u cells, %u stones, %u games per side, seed %" PRIu64 "\n"),
                          a, b, match->rules.cells, match->rules.stones, match->games, match->seed);
  g_string_append_printf (out, "%-8s %6s %6s %6s %6s %8s %12s %12s %12s\n", _("A plays"), _("games"), _("wins"),
                          _("draws"), _("losses"), _("win %"), _("A ms/move"), _("A max ms"), _("B ms/move"));
  for (guint i = 0; i < 2; i++)
    {
      const QdKcellMatchRow *r = &match->rows[i];

      g_string_append_printf (out, "%-8s %6u %6u %6u %6u %8.1f %12.3f %12.3f %12.3f\n",
                              r->side == QD_KCELL_P1 ? "P1" : "P2", r->games, r->wins, r->draws, r->losses,
                              percent (r->wins, r->games), per_move_ms (r->time_a_us, r->moves_a),
                              r->slowest_a_us / 1000.0, per_move_ms (r->time_b_us, r->moves_b));
    }
  if (match->stopped)
    g_string_append (out, _("(stopped before the last game)\n"));
  for (guint i = 0; i < 2; i++)
    {
      const QdKcellMatchRow *r = &match->rows[i];

      /* Translators: "A as P1: forfeits by A 2, by B 0 (a forfeit is a loss)" */
      if (r->forfeits_a + r->forfeits_b > 0)
        g_string_append_printf (out, _("A as P%u: forfeits by A %u, by B %u (a forfeit is a loss)\n"), i + 1,
                                r->forfeits_a, r->forfeits_b);
    }
  for (guint i = 0; i < 2; i++)
    if (match->rows[i].sample != NULL)
      g_string_append_printf (out, _("\nA typical game, A as player %u:\n%s"), i + 1, match->rows[i].sample);
  return g_string_free (out, FALSE);
}

char *
qd_kcell_match_to_csv (const QdKcellMatch *match)
{
  g_autofree char *a = qd_kcell_match_agent_text (match, 0);
  g_autofree char *b = qd_kcell_match_agent_text (match, 1);
  GString *out = g_string_new ("agent_a,agent_b,cells,stones,a_side,games,wins,draws,losses,win_rate,"
                               "a_ms_per_move,a_max_ms,b_ms_per_move,a_nodes,a_forfeits,b_forfeits\n");

  for (guint i = 0; i < 2; i++)
    {
      const QdKcellMatchRow *r = &match->rows[i];

      qd_text_append_csv_field (out, a);
      g_string_append_c (out, ',');
      qd_text_append_csv_field (out, b);
      qd_string_append_c (out, ",%u,%u,P%u,%u,%u,%u,%u,%.4f,%.4f,%.4f,%.4f,%" G_GUINT64_FORMAT ",%u,%u\n",
                              match->rules.cells, match->rules.stones, r->side + 1u, r->games, r->wins,
                              r->draws, r->losses, r->games > 0 ? (double) r->wins / r->games : 0,
                              per_move_ms (r->time_a_us, r->moves_a), r->slowest_a_us / 1000.0,
                              per_move_ms (r->time_b_us, r->moves_b), r->nodes_a, r->forfeits_a, r->forfeits_b);
    }
  return g_string_free (out, FALSE);
}
