/* qd-takestones-run-report.c — the report of a Take-Stones run
 * (qd-takestones-run-report.h). */
#include "config.h"
#include "qd-takestones-run-report.h"

#include <glib/gi18n.h>
#include <math.h>

#include "problems/qd-problem.h"
#include "render/qd-plot.h"
#include "qd-takestones-render.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (takestones)

/* ------------------------------------------------------------ drawings */

/* A position and who took each stone. */
typedef struct {
  QdTakestonesPosition pos;
  guint8 owner[QD_TAKESTONES_MAX + 1];
  guint16 turn[QD_TAKESTONES_MAX + 1];
  const QdPalette *palette;
} Stones;

static void
stones_draw (cairo_t *cr, double width, double height, gpointer data)
{
  const Stones *stones = data;
  QdTakestonesRenderOptions options;

  qd_takestones_render_options_init (&options, stones->palette);
  options.owner = stones->owner;
  options.turn = stones->turn;
  qd_takestones_render (cr, &stones->pos, &options);
}

static void
add_stones_figure (QdReportSection *section, const char *caption, const char *name, const Stones *stones)
{
  double width, height;

  qd_takestones_render_get_size (stones->pos.n, &width, &height);
  qd_report_add_figure (section, caption, name, width, height, stones_draw, (gpointer) stones);
}

void
qd_takestones_run_draw_position (cairo_t *cr, guint moves, const QdPalette *palette, gpointer record)
{
  Stones stones;

  stones.palette = palette;
  qd_takestones_record_position (record, moves, &stones.pos, stones.owner, stones.turn);
  stones_draw (cr, 0, 0, &stones);
}

static char *
board_text (guint n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u stone", "%u stones", n), n);
}

static char *
number (gint64 n)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, n);
}

static QdReport *
report_new (const char *instance, const QdPalette *palette)
{
  return qd_report_new_with_palette (_(qd_takestones_problem.title), instance, palette);
}

/* ------------------------------------------------------------ a game */

static char *
player_text (const QdTakestonesRecord *record, guint side)
{
  if (record->agents[side] != NULL)
    return g_strdup (record->agents[side]);
  return g_strdup (record->computer[side] ? _("the computer") : _("a person"));
}

/* Whether a program plays the side (Quandary's search or an outside agent). */
static gboolean
program_plays (const QdTakestonesRecord *record, guint side)
{
  return record->computer[side] || record->agents[side] != NULL;
}

QdGameHistory *
qd_takestones_run_history (const QdTakestonesRun *run)
{
  const QdTakestonesRecord *record = run->record;
  g_autofree char *p1 = player_text (record, 0);
  g_autofree char *p2 = player_text (record, 1);
  QdGameHistory *history = qd_game_history_new (_("Player 1"), _("Player 2"), p1, p2,
                                                _("Values: the search’s value for the player to move, who is MAX: "
                                                  "+1 a sure win, −1 a sure loss, an evaluator’s estimate "
                                                  "between."));

  for (guint i = 0; i < record->moves->len; i++)
    {
      guint stone = g_array_index (record->moves, guint, i);
      /* Translators: a move of Take-Stones in a report: stone 7 taken. */
      g_autofree char *text = g_strdup_printf (_("take %u"), stone);

      qd_game_history_add (history, i % 2, text, qd_game_notes_find (run->notes, i, stone));
    }
  return history;
}

/* The command line's MODE: 1 computer against computer, 2 a person as
 * player 1, 3 a person as player 2; NULL for two people. */
static const char *
mode_text (const QdTakestonesRecord *record)
{
  if (program_plays (record, 0) && program_plays (record, 1))
    return "1";
  if (program_plays (record, 1))
    return "2";
  return program_plays (record, 0) ? "3" : NULL;
}

static void
add_settings (QdReport *report, const QdTakestonesRun *run)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  const QdTakestonesRecord *record = run->record;
  g_autofree char *n = number (record->n);
  g_autofree char *depth = number (record->depth);
  g_autofree char *players = NULL;
  g_autofree char *first = player_text (record, 0);
  g_autofree char *second = player_text (record, 1);

  qd_report_add_pair (section, "N", n);
  qd_report_add_pair (section, "MODE", mode_text (record));
  qd_report_add_pair (section, "DEPTH", depth);
  qd_report_add_pair (section, "--evaluator", qd_takestones_evaluator_to_string (record->evaluator));
  qd_report_add_pair (section, _("Search"), qd_game_search_algorithm_to_string (run->algorithm));
  players = g_strdup_printf (_("Player 1: %s; player 2: %s.  Depth −1 searches to the end of the game; every "
                               "search is rooted at the player to move, ties go to the largest stone."),
                             first, second);
  qd_report_add_paragraph (section, players);
}

static void
add_result (QdReport *report, const QdTakestonesRun *run, const QdGameHistory *history)
{
  QdTakestonesPosition pos;
  guint taken[2] = { 0 };
  char *counts[2];
  g_autofree char *verdict = NULL;

  qd_takestones_record_position (run->record, G_MAXUINT, &pos, NULL, NULL);
  for (guint i = 0; i < run->record->moves->len; i++)
    taken[i % 2]++;
  if (qd_takestones_has_move (&pos))
    verdict = g_strdup_printf (_("Stopped after %u moves, before the end."), run->record->moves->len);
  else
    verdict = g_strdup_printf (_("Player %u wins: player %u cannot move."), 3 - qd_takestones_player_to_move (&pos),
                               qd_takestones_player_to_move (&pos));
  counts[0] = number (taken[0]);
  counts[1] = number (taken[1]);
  qd_game_history_add_result (report, history, verdict, _("Stones taken"), (const char *const *) counts);
  g_free (counts[0]);
  g_free (counts[1]);
}

void
qd_takestones_run_report_add (QdReport *report, const QdTakestonesRun *run)
{
  g_autoptr(QdGameHistory) history = qd_takestones_run_history (run);
  g_autofree char *board = board_text (run->record->n);
  g_autofree char *saved = qd_takestones_record_to_string (run->record);
  QdGameReport game = { run->document, run->path, board, qd_takestones_run_draw_position, run->record, 0, 0,
                        run->tree, run->tree_move, saved, _("The game as the tab saves it"), "game" };

  qd_takestones_render_get_size (run->record->n, &game.width, &game.height);
  qd_game_history_add_parts (report, history, &game);
  add_settings (report, run);
  add_result (report, run, history);
}

char **
qd_takestones_run_command (const QdTakestonesRun *run)
{
  GPtrArray *words = g_ptr_array_new ();
  const QdTakestonesRecord *record = run->record;
  const char *mode = mode_text (record);

  g_ptr_array_add (words, g_strdup ("takestones"));
  g_ptr_array_add (words, number (record->n));
  g_ptr_array_add (words, g_strdup (mode != NULL ? mode : "1"));
  g_ptr_array_add (words, number (record->depth));
  g_ptr_array_add (words, g_strdup ("--evaluator"));
  g_ptr_array_add (words, g_strdup (qd_takestones_evaluator_to_string (record->evaluator)));
  qd_game_history_end_command (words, run->path, run->tree, run->tree_budget, run->tree_move);
  return (char **) g_ptr_array_free (words, FALSE);
}

QdReport *
qd_takestones_run_report_new (const QdTakestonesRun *run, const QdPalette *palette)
{
  g_autofree char *base = run->path != NULL ? g_path_get_basename (run->path) : board_text (run->record->n);
  QdReport *report = report_new (base, palette);

  qd_takestones_run_report_add (report, run);
  return report;
}

/* ------------------------------------------------------------ --analyze */

QdReport *
qd_takestones_analysis_report_new (guint n, const guint *taken, guint k, guint depth, const QdSearchTree *tree,
                                   const QdPalette *palette)
{
  g_autofree char *board = g_strdup_printf (_("%u stones, %u taken"), n, k);
  QdReport *report = report_new (board, palette);
  QdReportSection *section = qd_report_part (report, QD_REPORT_INSTANCE);
  g_autoptr(GString) list = g_string_new (NULL);
  g_autofree char *n_text = number (n);
  g_autofree char *k_text = number (k);
  g_autofree char *depth_text = number (depth);
  Stones *stones = g_new0 (Stones, 1);

  stones->palette = qd_report_palette (report);
  qd_takestones_position_init (&stones->pos, n);
  for (guint i = 0; i < k; i++)
    if (taken[i] >= 1 && taken[i] <= n && !qd_takestones_is_taken (&stones->pos, taken[i]))
      {
        stones->owner[taken[i]] = 1 + i % 2;
        stones->turn[taken[i]] = i + 1;
        qd_takestones_take (&stones->pos, taken[i]);
      }
  qd_report_add_pair (section, _("Board"), board);
  add_stones_figure (section, board, "instance", stones);

  for (guint i = 0; i < k; i++)
    g_string_append_printf (list, i > 0 ? " %u" : "%u", taken[i]);
  section = qd_report_part (report, QD_REPORT_SETTINGS);
  qd_report_add_pair (section, "N", n_text);
  qd_report_add_pair (section, "K", k_text);
  qd_report_add_pair (section, "TAKEN", k > 0 ? list->str : "—");
  qd_report_add_pair (section, "DEPTH", depth_text);
  qd_report_add_paragraph (section, _("The later course version: player 1 is MAX whoever moves, alpha-beta, ties go "
                                      "to the smaller stone; depth 0 searches to the end."));
  if (tree != NULL && qd_search_tree_n_nodes (tree) > 0)
    {
      qd_report_add_paragraph (qd_report_part (report, QD_REPORT_SEARCH_TREE), _("The search of the position."));
      qd_report_add_search_tree (report, tree);
    }
  g_free (stones);
  return report;
}

/* ------------------------------------------------------------ the evaluator report */

/* The threat evaluator's win rate by depth: in all, as player 1, as
 * player 2. */
static QdPlot *
win_rate_plot (const QdTakestonesExperiment *experiment)
{
  QdPlot *plot = qd_plot_new (_("The threat evaluator’s wins"));
  guint all = qd_plot_add_series (plot, _("all games"));
  guint first = qd_plot_add_series (plot, _("as player 1"));
  guint second = qd_plot_add_series (plot, _("as player 2"));

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, _("depth (plies)"), QD_PLOT_LINEAR);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, _("games won (%)"), QD_PLOT_LINEAR);
  qd_plot_set_range (plot, QD_PLOT_AXIS_Y, 0, 100);
  for (guint i = 0; i < experiment->rows->len; i++)
    {
      const QdTakestonesExperimentRow *r = &g_array_index (experiment->rows, QdTakestonesExperimentRow, i);
      guint games_second = r->games - r->games_first;

      if (r->games > 0)
        qd_plot_add_point (plot, all, r->depth, 100.0 * r->threats_wins / r->games, NAN);
      if (r->games_first > 0)
        qd_plot_add_point (plot, first, r->depth, 100.0 * r->threats_wins_first / r->games_first, NAN);
      if (games_second > 0)
        qd_plot_add_point (plot, second, r->depth,
                           100.0 * (r->threats_wins - r->threats_wins_first) / games_second, NAN);
    }
  return plot;
}

QdReport *
qd_takestones_experiment_report_new (const QdTakestonesExperiment *experiment, const QdPalette *palette)
{
  const QdTakestonesExperimentSettings *s = &experiment->settings;
  g_autofree char *instance = g_strdup_printf (_("stones %u to %u, depths %u to %u"), s->n_min, s->n_max,
                                               s->depth_min, s->depth_max);
  QdReport *report = report_new (instance, palette);
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  const char *keys[] = { "--n-min", "--n-max", "--depth-min", "--depth-max", "--openings", "--opening-plies",
                         "--seed" };
  guint values[] = { s->n_min, s->n_max, s->depth_min, s->depth_max, s->openings, s->opening_plies, s->seed };
  g_autofree char *csv = qd_takestones_experiment_to_csv (experiment);
  g_autoptr(QdPlot) plot = win_rate_plot (experiment);
  QdPlot *plots[] = { plot };
  QdPlotSheet sheet = { plots, 1, 1, qd_report_palette (report) };
  double width, height;

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *value = number (values[i]);

      qd_report_add_pair (section, keys[i], value);
    }
  qd_report_add_paragraph (section, _("For each depth, board and random opening, two games with alpha-beta at that "
                                      "depth for both players: the threat evaluator as player 1, then as player 2."));
  section = qd_report_part (report, QD_REPORT_EXPERIMENT);
  qd_report_add_csv (section, _("The threat evaluator against the statement’s, by depth"), "experiment", csv);
  qd_report_add_paragraph (section, _("threats_won, win_pct: the threat evaluator’s games won, and in percent of "
                                      "the games; p1_, p2_: the same with the threat evaluator as player 1, as "
                                      "player 2; nodes_: the nodes per move of each evaluator’s searches."));
  if (experiment->rows->len > 0)
    {
      qd_plot_sheet_get_size (&sheet, &width, &height);
      qd_report_add_figure (section, _("The threat evaluator’s wins by depth"), "win-rate", width, height,
                            qd_plot_sheet_draw, &sheet);
    }
  return report;
}
