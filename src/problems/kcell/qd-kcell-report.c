/* qd-kcell-report.c — the largest boards per searcher, and the heuristic
 * against the random heuristic. */
#include "config.h"
#include "qd-kcell-report.h"

#include <glib/gi18n.h>
#include <string.h>

static gboolean
stop_requested (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop) != 0;
}

/* ------------------------------------------------------------- sizes */

/* Self-play at one size; FALSE when a move ran past the budget or was
 * stopped. */
static gboolean
fits (const QdKcellAgent *agent, const QdKcellRules *rules, gint64 budget_us, const gint *stop,
      QdProgress *progress, QdKcellSizeRow *row)
{
  QdKcellPosition pos;
  QdKcellChooseOptions options = { stop, 0, NULL };

  qd_kcell_start (rules, &pos);
  row->slowest_us = 0;
  row->plies = 0;
  while (qd_kcell_outcome (rules, &pos) == QD_KCELL_ONGOING)
    {
      QdKcellChoice choice;

      options.deadline_us = g_get_monotonic_time () + budget_us;
      if (!qd_kcell_agent_choose (agent, rules, &pos, &options, &choice))
        {
          if (progress != NULL)
            qd_progress_add (&progress->nodes, (gint64) choice.search.nodes);
          return FALSE;
        }
      if (progress != NULL)
        qd_progress_add (&progress->nodes, (gint64) choice.search.nodes);
      if (row->plies == 0)
        row->nodes = choice.search.nodes;
      row->slowest_us = MAX (row->slowest_us, choice.search.time_us);
      row->plies++;
      qd_kcell_apply (rules, &pos, choice.move, &pos, NULL, NULL);
    }
  return TRUE;
}

GArray *
qd_kcell_report_sizes (const QdKcellAgentKind *kinds, guint n_kinds, guint max_stones, gint64 budget_us,
                       const gint *stop, QdProgress *progress, gboolean *stopped)
{
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (QdKcellSizeRow));

  *stopped = FALSE;
  if (progress != NULL)
    qd_progress_set (&progress->total, (gint64) n_kinds * max_stones);
  for (guint a = 0; a < n_kinds && !*stopped; a++)
    {
      QdKcellAgent agent = { kinds[a], 0 };

      for (guint n = 1; n <= max_stones; n++)
        {
          QdKcellSizeRow row = { kinds[a], n, 0, 0, 0, 0 };
          QdKcellSizeRow trial;

          for (guint k = 2 * n + 1; k <= QD_KCELL_MAX_CELLS; k++)
            {
              QdKcellRules rules;

              qd_kcell_rules_init (&rules, k, n, NULL);
              trial = row;
              if (!fits (&agent, &rules, budget_us, stop, progress, &trial))
                break;
              row = trial;
              row.cells = k;
            }
          if (stop_requested (stop))
            {
              *stopped = TRUE;
              break;
            }
          g_array_append_val (rows, row);
          if (progress != NULL)
            qd_progress_add (&progress->done, 1);
          if (row.cells == 0)
            break;
        }
    }
  return rows;
}

static const char *
kind_name (QdKcellAgentKind kind)
{
  return kind == QD_KCELL_AGENT_MINIMAX ? "minimax" : "alphabeta";
}

char *
qd_kcell_sizes_format_table (GArray *rows, gint64 budget_us)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, _("Largest boards with every move under %.2f s (self-play, no cutoff)\n"),
                          budget_us / 1e6);
  g_string_append_printf (out, "%-10s %6s %8s %12s %12s %6s\n", _("agent"), _("stones"), _("cells"),
                          _("first nodes"), _("slowest ms"), _("plies"));
  for (guint i = 0; i < rows->len; i++)
    {
      const QdKcellSizeRow *r = &g_array_index (rows, QdKcellSizeRow, i);

      if (r->cells == 0)
        g_string_append_printf (out, "%-10s %6u %8s %12s %12s %6s\n", kind_name (r->kind), r->stones,
                                "-", "-", "-", "-");
      else
        g_string_append_printf (out, "%-10s %6u %8u %12" G_GUINT64_FORMAT " %12.1f %6u\n",
                                kind_name (r->kind), r->stones, r->cells, r->nodes, r->slowest_us / 1000.0, r->plies);
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

      g_string_append_printf (out, "%s,%u,%u,%" G_GUINT64_FORMAT ",%.3f,%u\n", kind_name (r->kind), r->stones,
                              r->cells, r->nodes, r->slowest_us / 1000.0, r->plies);
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------- match */

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
  match->rows[0].side = QD_KCELL_P1;
  match->rows[1].side = QD_KCELL_P2;
  return match;
}

void
qd_kcell_match_free (QdKcellMatch *match)
{
  if (match == NULL)
    return;
  g_free (match->rows[0].sample);
  g_free (match->rows[1].sample);
  g_free (match);
}

/* One game; FALSE when stopped. */
static gboolean
play_one (QdKcellMatch *match, QdKcellMatchRow *row, guint index, const gint *stop)
{
  guint32 seed[4] = { (guint32) match->seed, (guint32) (match->seed >> 32), row->side, index };
  g_autoptr(GRand) rand = g_rand_new_with_seed_array (seed, G_N_ELEMENTS (seed));
  QdKcellChooseOptions options = { stop, 0, rand };
  const QdKcellAgent *agents[2];
  g_autoptr(QdKcellGame) game = NULL;
  QdKcellPosition pos;
  QdKcellOutcome outcome;

  agents[row->side] = &match->a;
  agents[1 - row->side] = &match->b;
  if (row->sample == NULL)
    {
      g_autofree char *p1 = qd_kcell_agent_to_string (agents[0]);
      g_autofree char *p2 = qd_kcell_agent_to_string (agents[1]);

      game = qd_kcell_game_new (&match->rules, p1, p2);
    }
  qd_kcell_start (&match->rules, &pos);
  while ((outcome = qd_kcell_outcome (&match->rules, &pos)) == QD_KCELL_ONGOING)
    {
      gboolean is_a = pos.to_move == row->side;
      QdKcellChoice choice;
      gint64 start = g_get_monotonic_time ();
      gint64 spent;

      if (!qd_kcell_agent_choose (agents[pos.to_move], &match->rules, &pos, &options, &choice))
        return FALSE;
      spent = g_get_monotonic_time () - start;
      if (is_a)
        {
          row->moves_a++;
          row->nodes_a += choice.search.nodes;
          row->time_a_us += spent;
          row->slowest_a_us = MAX (row->slowest_a_us, spent);
        }
      else
        {
          row->moves_b++;
          row->time_b_us += spent;
        }
      if (game != NULL)
        qd_kcell_game_play (game, choice.move, NULL);
      qd_kcell_apply (&match->rules, &pos, choice.move, &pos, NULL, NULL);
    }
  row->games++;
  if (outcome == QD_KCELL_DRAW)
    row->draws++;
  else if ((outcome == QD_KCELL_P1_WINS) == (row->side == QD_KCELL_P1))
    row->wins++;
  else
    row->losses++;
  if (game != NULL)
    row->sample = qd_kcell_game_transcript (game);
  return TRUE;
}

void
qd_kcell_match_run (QdKcellMatch *match, const gint *stop, QdProgress *progress)
{
  if (progress != NULL)
    qd_progress_set (&progress->total, 2 * (gint64) match->games);
  for (guint side = 0; side < 2; side++)
    for (guint g = 0; g < match->games; g++)
      {
        if (!play_one (match, &match->rows[side], g, stop))
          {
            match->stopped = TRUE;
            return;
          }
        if (progress != NULL)
          {
            qd_progress_add (&progress->done, 1);
            qd_progress_set (&progress->nodes, (gint64) (match->rows[0].nodes_a + match->rows[1].nodes_a));
          }
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
  g_autofree char *a = qd_kcell_agent_describe (&match->a);
  g_autofree char *b = qd_kcell_agent_describe (&match->b);
  GString *out = g_string_new (NULL);

  /* Translators: "A: Heuristic alpha-beta, depth 12; B: Random heuristic, depth 1 — 15 cells, …" */
  g_string_append_printf (out, _("A: %s; B: %s — %u cells, %u stones, %u games per side, seed %" G_GUINT64_FORMAT "\n"),
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
    if (match->rows[i].sample != NULL)
      g_string_append_printf (out, _("\nA typical game, A as player %u:\n%s"), i + 1, match->rows[i].sample);
  return g_string_free (out, FALSE);
}

char *
qd_kcell_match_to_csv (const QdKcellMatch *match)
{
  g_autofree char *a = qd_kcell_agent_to_string (&match->a);
  g_autofree char *b = qd_kcell_agent_to_string (&match->b);
  GString *out = g_string_new ("agent_a,agent_b,cells,stones,a_side,games,wins,draws,losses,win_rate,"
                               "a_ms_per_move,a_max_ms,b_ms_per_move,a_nodes\n");

  for (guint i = 0; i < 2; i++)
    {
      const QdKcellMatchRow *r = &match->rows[i];

      g_string_append_printf (out, "%s,%s,%u,%u,P%u,%u,%u,%u,%u,%.4f,%.4f,%.4f,%.4f,%" G_GUINT64_FORMAT "\n",
                              a, b, match->rules.cells, match->rules.stones, r->side + 1u, r->games, r->wins,
                              r->draws, r->losses, r->games > 0 ? (double) r->wins / r->games : 0,
                              per_move_ms (r->time_a_us, r->moves_a), r->slowest_a_us / 1000.0,
                              per_move_ms (r->time_b_us, r->moves_b), r->nodes_a);
    }
  return g_string_free (out, FALSE);
}
