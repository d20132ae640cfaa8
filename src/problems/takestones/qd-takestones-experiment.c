/* qd-takestones-experiment.c — the evaluator experiment: its games placed,
 * played on the sweep pool and tallied, and its table. */
#include "config.h"
#include "qd-takestones-experiment.h"

#include <string.h>

#include "core/qd-random.h"
#include "core/qd-sweep-pool.h"
#include "core/qd-format.h"

void
qd_takestones_experiment_settings_init (QdTakestonesExperimentSettings *settings)
{
  settings->n_min = 10;
  settings->n_max = 60;
  settings->depth_min = 1;
  settings->depth_max = 5;
  settings->openings = 6;
  settings->opening_plies = 2;
  settings->seed = 540;
}

guint
qd_takestones_experiment_n_games (const QdTakestonesExperimentSettings *s)
{
  if (s->n_max < s->n_min || s->depth_max < s->depth_min)
    return 0;
  return (s->n_max - s->n_min + 1) * (s->depth_max - s->depth_min + 1) * MAX (s->openings, 1) * 2;
}

void
qd_takestones_experiment_place (const QdTakestonesExperimentSettings *s, guint64 index, QdTakestonesExperimentGame *game)
{
  guint openings = MAX (s->openings, 1);
  guint64 k = index / 2;

  memset (game, 0, sizeof *game);
  game->index = index;
  game->threats_player = 1 + (guint) (index % 2);
  game->opening = (guint) (k % openings);
  k /= openings;
  game->n = s->n_min + (guint) (k % (s->n_max - s->n_min + 1));
  game->depth = s->depth_min + (guint) (k / (s->n_max - s->n_min + 1));
}

/* The generator of a game's opening: a function of its key alone (both
 * seats of an opening draw the same moves). */
static guint64
opening_seed (guint32 seed, guint depth, guint n, guint opening)
{
  guint64 x = qd_random_mix (G_GUINT64_CONSTANT (0x7A4E5D3C00000000) ^ seed);

  x = qd_random_mix (x ^ depth);
  return qd_random_mix (x ^ (((guint64) n << 32) | opening));
}

/* A random opening of `plies` legal moves; FALSE if the game ended in it
 * (such an opening decides nothing about the evaluators). */
static gboolean
random_opening (QdTakestonesPosition *pos, guint plies, guint64 *state)
{
  guint moves[QD_TAKESTONES_MAX];

  for (guint i = 0; i < plies; i++)
    {
      guint n_moves = qd_takestones_legal_moves (pos, moves);

      if (n_moves == 0)
        return FALSE;
      qd_takestones_take (pos, moves[qd_random_below (state, n_moves)]);
    }
  return qd_takestones_has_move (pos);
}

gboolean
qd_takestones_experiment_play_game (const QdTakestonesExperimentSettings *settings, guint64 index, const gint *stop,
                                    QdTakestonesExperimentGame *game)
{
  QdTakestonesSearch players[2];
  QdTakestonesPosition pos;
  guint64 state;
  guint64 nodes[2] = { 0, 0 };
  guint moves[2] = { 0, 0 };
  guint side;

  qd_takestones_experiment_place (settings, index, game);
  side = game->threats_player - 1;
  state = opening_seed (settings->seed, game->depth, game->n, game->opening);
  /* Redraw until the opening leaves a game to play (a few tries). */
  for (guint tries = 0; tries < 16; tries++)
    {
      qd_takestones_position_init (&pos, game->n);
      if (random_opening (&pos, settings->opening_plies, &state))
        break;
    }
  memset (players, 0, sizeof players);
  for (guint p = 0; p < 2; p++)
    {
      players[p].rules.evaluator = p == side ? QD_TAKESTONES_EVAL_THREATS : QD_TAKESTONES_EVAL_STATEMENT;
      players[p].rules.ties = QD_TAKESTONES_TIES_LARGEST;
      players[p].algorithm = QD_GAME_SEARCH_ALPHABETA;
      players[p].depth = game->depth;
      players[p].stop = stop;
    }
  if (!qd_takestones_has_move (&pos))
    return TRUE;
  game->winner = qd_takestones_match_searches (&pos, players, NULL, stop, nodes, moves);
  if (game->winner == 0)
    return FALSE;
  game->threats_nodes = nodes[side];
  game->statement_nodes = nodes[1 - side];
  game->threats_moves = moves[side];
  game->statement_moves = moves[1 - side];
  return TRUE;
}

QdTakestonesExperiment *
qd_takestones_experiment_new (const QdTakestonesExperimentSettings *settings)
{
  QdTakestonesExperiment *report = g_new0 (QdTakestonesExperiment, 1);

  report->settings = *settings;
  report->rows = g_array_new (FALSE, TRUE, sizeof (QdTakestonesExperimentRow));
  report->games = g_array_new (FALSE, TRUE, sizeof (QdTakestonesExperimentGame));
  return report;
}

void
qd_takestones_experiment_add_game (QdTakestonesExperiment *report, const QdTakestonesExperimentGame *game)
{
  g_array_append_val (report->games, *game);
}

static gboolean
selected (const QdTakestonesExperiment *report, guint64 index)
{
  return qd_sweep_shard_has (&report->shard, index) && (report->skip == NULL || !report->skip[index]);
}

/* Run k (QdSweepRunFunc): a game, a function of its key alone. */
static gboolean
play_one (gpointer settings, guint64 k, gpointer result, const gint *stop, QdProgress *progress,
          GError **error)
{
  return qd_takestones_experiment_play_game (settings, k, stop, result);
}

typedef struct {
  QdTakestonesExperiment *report;
  guint done, total;
  QdTakestonesExperimentFunc func;
  gpointer user_data;
} Delivery;

static void
deliver (gpointer data, guint64 k, gpointer result)
{
  Delivery *d = data;

  qd_takestones_experiment_add_game (d->report, result);
  d->done++;
  if (d->func != NULL)
    d->func (d->user_data, d->done, d->total, result);
}

gboolean
qd_takestones_experiment_play (QdTakestonesExperiment *report, const gint *stop, QdProgress *progress,
                               QdTakestonesExperimentFunc func, gpointer user_data)
{
  guint total = qd_takestones_experiment_n_games (&report->settings);
  g_autoptr(GArray) indexes = g_array_new (FALSE, FALSE, sizeof (guint64));
  QdSweepPoolOptions options = { report->threads, report->lower_priority, sizeof (QdTakestonesExperimentGame), NULL };
  Delivery delivery = { report, 0, 0, func, user_data };

  for (guint64 k = 0; k < total; k++)
    if (selected (report, k))
      g_array_append_val (indexes, k);
  delivery.total = indexes->len;
  report->stopped = !qd_sweep_pool_run (&options, (const guint64 *) indexes->data, indexes->len, play_one,
                                        &report->settings, deliver, &delivery, stop, progress, NULL);
  qd_takestones_experiment_tally (report);
  return !report->stopped;
}

void
qd_takestones_experiment_tally (QdTakestonesExperiment *report)
{
  g_autoptr(GArray) games = g_array_copy (report->games);

  /* In the report's order, whatever order the games were played or merged in. */
  qd_sweep_sort_by_run (games, G_STRUCT_OFFSET (QdTakestonesExperimentGame, index));
  g_array_set_size (report->rows, 0);
  report->games_played = 0;
  for (guint i = 0; i < games->len; i++)
    {
      const QdTakestonesExperimentGame *g = &g_array_index (games, QdTakestonesExperimentGame, i);
      QdTakestonesExperimentRow *row;
      gboolean first = g->threats_player == 1;

      if (g->winner == 0)
        continue;
      if (report->rows->len == 0 || g_array_index (report->rows, QdTakestonesExperimentRow, report->rows->len - 1).depth != g->depth)
        {
          QdTakestonesExperimentRow empty = { .depth = g->depth };

          g_array_append_val (report->rows, empty);
        }
      row = &g_array_index (report->rows, QdTakestonesExperimentRow, report->rows->len - 1);
      row->games++;
      row->games_first += first;
      if (g->winner == g->threats_player)
        {
          row->threats_wins++;
          row->threats_wins_first += first;
        }
      row->threats_nodes += g->threats_nodes;
      row->statement_nodes += g->statement_nodes;
      row->threats_moves += g->threats_moves;
      row->statement_moves += g->statement_moves;
      report->games_played++;
    }
}

QdTakestonesExperiment *
qd_takestones_experiment_run (const QdTakestonesExperimentSettings *settings, guint threads, gboolean lower_priority,
                              const gint *stop, QdProgress *progress)
{
  QdTakestonesExperiment *report = qd_takestones_experiment_new (settings);

  report->threads = threads;
  report->lower_priority = lower_priority;
  qd_takestones_experiment_play (report, stop, progress, NULL, NULL);
  return report;
}

typedef void (*RowFunc) (GString *out, const char *label, const QdTakestonesExperimentRow *row);

/* `append` of each depth's row, then of the total's. */
static void
append_rows (GString *out, const QdTakestonesExperiment *report, RowFunc append)
{
  QdTakestonesExperimentRow total = { 0 };

  for (guint i = 0; i < report->rows->len; i++)
    {
      const QdTakestonesExperimentRow *r = &g_array_index (report->rows, QdTakestonesExperimentRow, i);
      g_autofree char *label = g_strdup_printf ("%u", r->depth);

      append (out, label, r);
      total.games += r->games;
      total.games_first += r->games_first;
      total.threats_wins += r->threats_wins;
      total.threats_wins_first += r->threats_wins_first;
      total.threats_nodes += r->threats_nodes;
      total.statement_nodes += r->statement_nodes;
      total.threats_moves += r->threats_moves;
      total.statement_moves += r->statement_moves;
    }
  append (out, "all", &total);
}

static double
percent (guint part, guint whole)
{
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

static double
ratio (guint64 part, guint whole)
{
  return whole > 0 ? (double) part / whole : 0.0;
}

static void
append_row (GString *out, const char *label, const QdTakestonesExperimentRow *r)
{
  guint second = r->games - r->games_first;
  guint second_wins = r->threats_wins - r->threats_wins_first;

  qd_string_append_c (out, "%-5s %6u %12u %8.1f%% %11.1f%% %11.1f%% %11.0f %11.0f\n",
                          label, r->games, r->threats_wins, percent (r->threats_wins, r->games),
                          percent (r->threats_wins_first, r->games_first), percent (second_wins, second),
                          ratio (r->threats_nodes, r->threats_moves), ratio (r->statement_nodes, r->statement_moves));
}

static void
append_csv_row (GString *out, const char *label, const QdTakestonesExperimentRow *r)
{
  guint second = r->games - r->games_first;
  guint second_wins = r->threats_wins - r->threats_wins_first;

  qd_string_append_c (out, "%s,%u,%u,%.1f,%u,%.1f,%u,%.1f,%.0f,%.0f\n", label, r->games, r->threats_wins,
                      percent (r->threats_wins, r->games), r->games_first,
                      percent (r->threats_wins_first, r->games_first), second, percent (second_wins, second),
                      ratio (r->threats_nodes, r->threats_moves), ratio (r->statement_nodes, r->statement_moves));
}

char *
qd_takestones_experiment_format (const QdTakestonesExperiment *report)
{
  const QdTakestonesExperimentSettings *s = &report->settings;
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "# Take-Stones: the threat evaluator against the statement's evaluator\n"
                          "# boards of %u to %u stones, depths %u to %u (alpha-beta, the same for both),\n"
                          "# %u random openings of %u plies per board and depth (seed %u), each played\n"
                          "# twice so that each evaluator is player 1 once%s\n"
                          "# nodes/move counts search nodes; the threat evaluator also looks two\n"
                          "# plies past each leaf, which costs more per leaf than the statement's\n",
                          s->n_min, s->n_max, s->depth_min, s->depth_max, MAX (s->openings, 1),
                          s->opening_plies, s->seed,
                          report->stopped ? "; STOPPED before the end" : "");
  if (!report->stopped && report->games->len < qd_takestones_experiment_n_games (s))
    g_string_append_printf (out, "# only %u of the %u games (a shard, or a merge with games missing)\n",
                            report->games->len, qd_takestones_experiment_n_games (s));
  /* Win rates are the threat evaluator's; "as player 1/2" splits them by
   * seat; nodes per move show what each evaluator's search cost. */
  g_string_append (out, "depth  games  threats won  win rate  as player 1  as player 2  nodes/move  nodes/move\n"
                        "                                                                (threats) (statement)\n");
  append_rows (out, report, append_row);
  return g_string_free (out, FALSE);
}

char *
qd_takestones_experiment_to_csv (const QdTakestonesExperiment *report)
{
  GString *out = g_string_new ("depth,games,threats_won,win_pct,p1_games,p1_win_pct,p2_games,p2_win_pct,"
                               "nodes_threats,nodes_statement\n");

  append_rows (out, report, append_csv_row);
  return g_string_free (out, FALSE);
}

void
qd_takestones_experiment_free (QdTakestonesExperiment *report)
{
  if (report == NULL)
    return;
  g_array_unref (report->rows);
  g_array_unref (report->games);
  g_free (report);
}
