/* qd-kinarow-run-report.c — the report and the animation of a k-in-a-row
 * game (qd-kinarow-run-report.h). */
#include "config.h"
#include "qd-kinarow-run-report.h"

#include <glib/gi18n.h>

#include "problems/kinarow/qd-kinarow-agent.h"
#include "qd-kinarow-render.h"

void
qd_kinarow_run_draw_position (cairo_t *cr, guint moves, const QdPalette *palette, gpointer data)
{
  const QdKinarowGame *game = data;
  QdKinarowRenderOptions options;
  QdKinarowPosition pos;

  qd_kinarow_render_options_init (&options, palette);
  qd_kinarow_game_position (game, moves, &pos);
  qd_kinarow_render (cr, &game->rules, &pos, &options);
}

QdGameHistory *
qd_kinarow_run_history (const QdKinarowRun *run)
{
  const QdKinarowGame *game = run->game;
  QdGameHistory *history = qd_game_history_new (_("Player 1 (X)"), _("Player 2 (O)"), game->agents[0],
                                                game->agents[1],
                                                _("Values: the search’s value from player 1’s side, +1 a win, −1 a "
                                                  "loss, 0 a draw; an evaluation’s estimates lie between."));
  QdKinarowPosition pos;

  qd_kinarow_game_position (game, 0, &pos);
  for (guint i = 0; i < game->moves->len; i++)
    {
      guint move = g_array_index (game->moves, guint16, i);
      g_autofree char *text = qd_kinarow_move_to_string (&game->rules, move);

      qd_game_history_add (history, pos.to_move, text, qd_game_notes_find (run->notes, i, move));
      qd_kinarow_apply (&game->rules, &pos, move, &pos);
    }
  return history;
}

/* The command's options, then each player in words. */
static void
add_settings (QdReport *report, const QdKinarowRun *run)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  const QdKinarowGame *game = run->game;
  g_autofree char *name = qd_kinarow_rules_name (&game->rules);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, run->seed);
  const char *pairs[][2] = { { "--game", name }, { "--p1", game->agents[0] }, { "--p2", game->agents[1] },
                             { "--seed", seed } };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    qd_report_add_pair (section, pairs[i][0], pairs[i][1]);
  for (guint side = 0; side < 2; side++)
    {
      QdKinarowAgent agent;

      if (qd_kinarow_agent_parse (game->agents[side], &agent, NULL))
        {
          g_autofree char *who = qd_kinarow_agent_describe (&agent);
          g_autofree char *line = g_strdup_printf (side == 0 ? _("Player 1 (X): %s.") : _("Player 2 (O): %s."), who);

          qd_report_add_paragraph (section, line);
        }
    }
}

static void
add_result (QdReport *report, const QdKinarowRun *run, const QdGameHistory *history)
{
  QdKinarowPosition pos;
  g_autofree char *verdict = NULL;

  qd_kinarow_game_position (run->game, G_MAXUINT, &pos);
  switch (qd_kinarow_outcome (&pos))
    {
    case QD_KINAROW_P1_WINS:
      verdict = g_strdup_printf (_("Player 1 (X) wins after %u moves."), pos.n_moves);
      break;
    case QD_KINAROW_P2_WINS:
      verdict = g_strdup_printf (_("Player 2 (O) wins after %u moves."), pos.n_moves);
      break;
    case QD_KINAROW_DRAW:
      verdict = g_strdup (_("A draw: the board is full and nobody has a line."));
      break;
    case QD_KINAROW_ONGOING:
    default:
      verdict = g_strdup_printf (_("Stopped after %u moves, before the end."), run->game->moves->len);
      break;
    }
  {
    /* Each side's stones on the final board. */
    guint counts[2] = { 0, 0 };
    g_auto(GStrv) stones = g_new0 (char *, 3);

    for (guint c = 0; c < run->game->rules.cells; c++)
      if (qd_kinarow_at (&pos, c) >= 0)
        counts[qd_kinarow_at (&pos, c)]++;
    stones[0] = g_strdup_printf ("%u", counts[0]);
    stones[1] = g_strdup_printf ("%u", counts[1]);
    qd_game_history_add_result (report, history, verdict, _("Stones on the board"), (const char *const *) stones);
  }
}

void
qd_kinarow_run_report_add (QdReport *report, const QdKinarowRun *run)
{
  g_autoptr(QdGameHistory) history = qd_kinarow_run_history (run);
  g_autofree char *board = qd_kinarow_rules_label (&run->game->rules);
  g_autofree char *saved = qd_kinarow_game_to_string (run->game);
  double size[2];
  QdGameReport game;

  qd_kinarow_render_get_size (&run->game->rules, &size[0], &size[1]);
  game = (QdGameReport) {
    .document = run->document,
    .path = run->path,
    .board = board,
    .draw = qd_kinarow_run_draw_position,
    .game = run->game,
    .tree = run->tree,
    .tree_move = run->tree_move,
    .record = saved,
    .record_caption = _("The game as saved"),
    .record_name = "game",
    .width = size[0],
    .height = size[1],
  };
  qd_game_history_add_parts (report, history, &game);
  add_settings (report, run);
  add_result (report, run, history);
}

char **
qd_kinarow_run_command (const QdKinarowRun *run)
{
  const QdKinarowGame *game = run->game;
  g_autofree char *name = qd_kinarow_rules_name (&game->rules);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, run->seed);
  /* The file when there is one, else the game by its name. */
  const char *words[] = { "kinarow", run->path != NULL ? run->path : "--game", name, "--p1", game->agents[0],
                          "--p2", game->agents[1], "--seed", seed };
  GPtrArray *command = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (i != 2 || run->path == NULL)
      g_ptr_array_add (command, g_strdup (words[i]));
  qd_game_history_end_command (command, run->path, run->tree, run->tree_budget, run->tree_move);
  return (char **) g_ptr_array_free (command, FALSE);
}

QdAnimation *
qd_kinarow_animation_new (const QdKinarowRun *run)
{
  QdKinarowGame *copy = qd_kinarow_game_copy (run->game);
  g_autoptr(QdGameHistory) history = qd_kinarow_run_history (run);
  double size[2];

  qd_kinarow_render_get_size (&copy->rules, &size[0], &size[1]);
  return qd_game_history_animation_new (history, size[0], size[1], qd_kinarow_run_draw_position, copy,
                                        (GDestroyNotify) qd_kinarow_game_free);
}
