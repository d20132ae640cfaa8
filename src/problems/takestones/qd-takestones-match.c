/* qd-takestones-match.c — games between two computer players, and the
 * evaluator report. */
#include "config.h"
#include "qd-takestones-match.h"

#include <glib/gi18n.h>

guint
qd_takestones_play (QdTakestonesPosition *pos, const QdTakestonesSearch players[2], GString *log,
                const gint *stop, guint64 nodes[2], guint moves[2])
{
  for (;;)
    {
      guint player = qd_takestones_player_to_move (pos);
      QdSearchResult result;

      if (!qd_takestones_has_move (pos))
        {
          if (log != NULL)
            g_string_append_printf (log, "Winner: Player %u\n", 3 - player);
          return 3 - player;
        }
      if (stop != NULL && g_atomic_int_get (stop) != 0)
        return 0;
      if (qd_takestones_search (pos, &players[player - 1], NULL, NULL, &result) != QD_SEARCH_DONE)
        return 0;
      if (nodes != NULL)
        nodes[player - 1] += result.nodes;
      if (moves != NULL)
        moves[player - 1]++;
      if (log != NULL)
        g_string_append_printf (log, "Player %u: %u\n", player, result.best_move);
      qd_takestones_take (pos, result.best_move);
    }
}

void
qd_takestones_report_settings_init (QdTakestonesReportSettings *settings)
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
qd_takestones_report_n_games (const QdTakestonesReportSettings *s)
{
  if (s->n_max < s->n_min || s->depth_max < s->depth_min)
    return 0;
  return (s->n_max - s->n_min + 1) * (s->depth_max - s->depth_min + 1) * MAX (s->openings, 1) * 2;
}

/* A random opening of `plies` legal moves; FALSE if the game ended in it
 * (such an opening decides nothing about the evaluators). */
static gboolean
random_opening (QdTakestonesPosition *pos, guint plies, GRand *rand)
{
  guint moves[QD_TAKESTONES_MAX];

  for (guint i = 0; i < plies; i++)
    {
      guint n_moves = qd_takestones_legal_moves (pos, moves);

      if (n_moves == 0)
        return FALSE;
      qd_takestones_take (pos, moves[g_rand_int_range (rand, 0, n_moves)]);
    }
  return qd_takestones_has_move (pos);
}

QdTakestonesReport *
qd_takestones_report_run (const QdTakestonesReportSettings *settings, const gint *stop, QdProgress *progress)
{
  QdTakestonesReport *report = g_new0 (QdTakestonesReport, 1);
  g_autoptr(GRand) rand = g_rand_new_with_seed (settings->seed);
  guint total = qd_takestones_report_n_games (settings);

  report->settings = *settings;
  report->rows = g_array_new (FALSE, TRUE, sizeof (QdTakestonesReportRow));
  if (progress != NULL)
    qd_progress_set (&progress->total, total);

  for (guint depth = settings->depth_min; depth <= settings->depth_max && total > 0; depth++)
    {
      QdTakestonesReportRow row = { .depth = depth };

      for (guint n = settings->n_min; n <= settings->n_max && !report->stopped; n++)
        for (guint o = 0; o < MAX (settings->openings, 1) && !report->stopped; o++)
          {
            QdTakestonesPosition start;

            /* Redraw until the opening leaves a game to play (a few tries). */
            for (guint tries = 0; tries < 16; tries++)
              {
                qd_takestones_position_init (&start, n);
                if (random_opening (&start, settings->opening_plies, rand))
                  break;
              }
            for (guint threats_side = 0; threats_side < 2; threats_side++)
              {
                QdTakestonesSearch players[2] = { 0 };
                QdTakestonesPosition pos = start;
                guint64 nodes[2] = { 0, 0 };
                guint moves[2] = { 0, 0 };
                guint winner;

                for (guint p = 0; p < 2; p++)
                  {
                    players[p].rules.evaluator = p == threats_side ? QD_TAKESTONES_EVAL_THREATS
                                                                   : QD_TAKESTONES_EVAL_STATEMENT;
                    players[p].rules.ties = QD_TAKESTONES_TIES_LARGEST;
                    players[p].algorithm = QD_SEARCH_ALPHABETA;
                    players[p].depth = depth;
                    players[p].stop = stop;
                  }
                winner = qd_takestones_has_move (&pos) ? qd_takestones_play (&pos, players, NULL, stop, nodes, moves) : 0;
                if (winner == 0 && stop != NULL && g_atomic_int_get (stop) != 0)
                  {
                    report->stopped = TRUE;
                    break;
                  }
                if (winner == 0)
                  continue;
                /* threats_side 0: the threat evaluator is player 1. */
                row.games++;
                row.games_first += threats_side == 0;
                if (winner - 1 == threats_side)
                  {
                    row.threats_wins++;
                    row.threats_wins_first += threats_side == 0;
                  }
                row.threats_nodes += nodes[threats_side];
                row.statement_nodes += nodes[1 - threats_side];
                row.threats_moves += moves[threats_side];
                row.statement_moves += moves[1 - threats_side];
                report->games_played++;
                if (progress != NULL)
                  {
                    qd_progress_add (&progress->done, 1);
                    qd_progress_add (&progress->nodes, (gint64) (nodes[0] + nodes[1]));
                  }
              }
          }
      if (row.games > 0)
        g_array_append_val (report->rows, row);
      if (report->stopped)
        break;
    }
  return report;
}

static void
append_row (GString *out, const char *label, const QdTakestonesReportRow *r)
{
  guint second = r->games - r->games_first;
  guint second_wins = r->threats_wins - r->threats_wins_first;

  g_string_append_printf (out, "%-5s %6u %12u %8.1f%% %11.1f%% %11.1f%% %11.0f %11.0f\n",
                          label, r->games, r->threats_wins,
                          r->games ? 100.0 * r->threats_wins / r->games : 0.0,
                          r->games_first ? 100.0 * r->threats_wins_first / r->games_first : 0.0,
                          second ? 100.0 * second_wins / second : 0.0,
                          r->threats_moves ? (double) r->threats_nodes / r->threats_moves : 0.0,
                          r->statement_moves ? (double) r->statement_nodes / r->statement_moves : 0.0);
}

char *
qd_takestones_report_format (const QdTakestonesReport *report)
{
  const QdTakestonesReportSettings *s = &report->settings;
  GString *out = g_string_new (NULL);
  QdTakestonesReportRow total = { 0 };

  g_string_append_printf (out, "# Take-Stones: the threat evaluator against the statement's evaluator\n"
                          "# boards of %u to %u stones, depths %u to %u (alpha-beta, the same for both),\n"
                          "# %u random openings of %u plies per board and depth (seed %u), each played\n"
                          "# twice so that each evaluator is player 1 once%s\n"
                          "# nodes/move counts search nodes; the threat evaluator also looks two\n"
                          "# plies past each leaf, which costs more per leaf than the statement's\n",
                          s->n_min, s->n_max, s->depth_min, s->depth_max, MAX (s->openings, 1),
                          s->opening_plies, s->seed,
                          report->stopped ? "; STOPPED before the end" : "");
  /* Win rates are the threat evaluator's; "as player 1/2" splits them by
   * seat; nodes per move show what each evaluator's search cost. */
  g_string_append (out, "depth  games  threats won  win rate  as player 1  as player 2  nodes/move  nodes/move\n"
                        "                                                                (threats) (statement)\n");
  for (guint i = 0; i < report->rows->len; i++)
    {
      const QdTakestonesReportRow *r = &g_array_index (report->rows, QdTakestonesReportRow, i);
      g_autofree char *label = g_strdup_printf ("%u", r->depth);

      append_row (out, label, r);
      total.games += r->games;
      total.games_first += r->games_first;
      total.threats_wins += r->threats_wins;
      total.threats_wins_first += r->threats_wins_first;
      total.threats_nodes += r->threats_nodes;
      total.statement_nodes += r->statement_nodes;
      total.threats_moves += r->threats_moves;
      total.statement_moves += r->statement_moves;
    }
  append_row (out, "all", &total);
  return g_string_free (out, FALSE);
}

void
qd_takestones_report_free (QdTakestonesReport *report)
{
  if (report == NULL)
    return;
  g_array_unref (report->rows);
  g_free (report);
}
