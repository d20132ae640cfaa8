/* qd-kcell-run-report.c — the report of a KCell run (qd-kcell-run-report.h). */
#include "config.h"
#include "qd-kcell-run-report.h"

#include <glib/gi18n.h>
#include <math.h>

#include "problems/qd-problem.h"
#include "render/qd-plot.h"
#include "qd-kcell-render.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (kcell)

/* ------------------------------------------------------------ drawings */

void
qd_kcell_run_draw_position (cairo_t *cr, guint moves, const QdPalette *palette, gpointer data)
{
  const QdKcellGame *game = data;
  QdKcellRenderOptions options;
  QdKcellPosition pos;
  guint trail[QD_KCELL_MAX_CELLS], n_trail = 0;

  moves = MIN (moves, game->moves->len);
  qd_kcell_render_options_init (&options, palette);
  qd_kcell_game_position (game, moves, &pos);
  if (moves > 0)
    {
      QdKcellPosition before;
      guint move = g_array_index (game->moves, guint8, moves - 1);

      qd_kcell_game_position (game, moves - 1, &before);
      if (move != QD_KCELL_PASS)
        qd_kcell_apply (&game->rules, &before, move, &before, trail, &n_trail);
      options.trail = trail;
      options.n_trail = n_trail;
    }
  qd_kcell_render (cr, &game->rules, &pos, &options);
}

static char *
board_text (const QdKcellRules *rules)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cells, %u stone each", "%u cells, %u stones each",
                                       rules->stones),
                          rules->cells, rules->stones);
}

static QdReport *
report_new (const char *instance, const QdPalette *palette)
{
  return qd_report_new_with_palette (_(qd_kcell_problem.title), instance, palette);
}

static char *
number (guint64 n)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT, n);
}

/* ------------------------------------------------------------ a game */

QdGameHistory *
qd_kcell_run_history (const QdKcellRun *run)
{
  const QdKcellGame *game = run->game;
  QdGameHistory *history = qd_game_history_new (_("Player 1"), _("Player 2"), game->agents[0], game->agents[1],
                                                _("Values: the search’s value from player 1’s side, +1 a win, −1 a "
                                                  "loss, 0 a draw; a heuristic’s estimates lie between."));
  QdKcellPosition pos;

  qd_kcell_start (&game->rules, &pos);
  for (guint i = 0; i < game->moves->len; i++)
    {
      guint move = g_array_index (game->moves, guint8, i);
      g_autofree char *text = qd_kcell_move_describe (&game->rules, &pos, move);

      qd_game_history_add (history, pos.to_move, text, qd_game_notes_find (run->notes, i, move));
      qd_kcell_apply (&game->rules, &pos, move, &pos, NULL, NULL);
    }
  return history;
}

static void
add_settings (QdReport *report, const QdKcellRun *run)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  const QdKcellGame *game = run->game;
  g_autofree char *cells = number (game->rules.cells);
  g_autofree char *stones = number (game->rules.stones);
  g_autofree char *seed = number (run->seed);

  qd_report_add_pair (section, "--cells", cells);
  qd_report_add_pair (section, "--stones", stones);
  qd_report_add_pair (section, "--p1", game->agents[0]);
  qd_report_add_pair (section, "--p2", game->agents[1]);
  qd_report_add_pair (section, "--seed", seed);
  for (guint side = 0; side < 2; side++)
    {
      QdKcellAgent agent;
      g_autofree char *who = NULL;
      g_autofree char *line = NULL;

      if (!qd_kcell_agent_parse (game->agents[side], &agent, NULL))
        continue;
      who = qd_kcell_agent_describe (&agent);
      line = g_strdup_printf (_("Player %u (%s): %s."), side + 1, side == 0 ? "o" : "x", who);
      qd_report_add_paragraph (section, line);
    }
}

static void
add_result (QdReport *report, const QdKcellRun *run, const QdGameHistory *history)
{
  const QdKcellRules *rules = &run->game->rules;
  QdKcellPosition pos;
  QdKcellOutcome outcome;
  char *packed[2];
  g_autofree char *verdict = NULL;

  qd_kcell_game_position (run->game, G_MAXUINT, &pos);
  outcome = qd_kcell_outcome (rules, &pos);
  for (guint side = 0; side < 2; side++)
    packed[side] = number (qd_kcell_packed (rules, &pos, side));
  if (outcome == QD_KCELL_P1_WINS || outcome == QD_KCELL_P2_WINS)
    verdict = g_strdup_printf (_("Player %u wins."), outcome == QD_KCELL_P1_WINS ? 1 : 2);
  else if (outcome == QD_KCELL_DRAW)
    verdict = g_strdup (_("A draw: nobody can move, and both have as many stones packed at the far side."));
  else
    verdict = g_strdup_printf (_("Stopped after %u moves, before the end."), run->game->moves->len);
  qd_game_history_add_result (report, history, verdict, _("Stones packed at the far side"),
                              (const char *const *) packed);
  g_free (packed[0]);
  g_free (packed[1]);
}

void
qd_kcell_run_report_add (QdReport *report, const QdKcellRun *run)
{
  g_autoptr(QdGameHistory) history = qd_kcell_run_history (run);
  g_autofree char *board = board_text (&run->game->rules);
  g_autofree char *saved = qd_kcell_game_to_string (run->game);
  QdGameReport game = { run->document, run->path, board, qd_kcell_run_draw_position, run->game, 0, 0, run->tree,
                        run->tree_move, saved, _("The game as saved (--save)"), "game" };

  qd_kcell_render_get_size (&run->game->rules, &game.width, &game.height);
  qd_game_history_add_parts (report, history, &game);
  add_settings (report, run);
  add_result (report, run, history);
}

char **
qd_kcell_run_command (const QdKcellRun *run)
{
  GPtrArray *words = g_ptr_array_new ();

  g_ptr_array_add (words, g_strdup ("kcell"));
  if (run->path != NULL)
    g_ptr_array_add (words, g_strdup (run->path));
  else
    {
      g_ptr_array_add (words, g_strdup ("--cells"));
      g_ptr_array_add (words, number (run->game->rules.cells));
      g_ptr_array_add (words, g_strdup ("--stones"));
      g_ptr_array_add (words, number (run->game->rules.stones));
    }
  g_ptr_array_add (words, g_strdup ("--p1"));
  g_ptr_array_add (words, g_strdup (run->game->agents[0]));
  g_ptr_array_add (words, g_strdup ("--p2"));
  g_ptr_array_add (words, g_strdup (run->game->agents[1]));
  qd_game_history_end_command (words, run->path, run->tree, run->tree_budget, run->tree_move);
  return (char **) g_ptr_array_free (words, FALSE);
}

QdReport *
qd_kcell_run_report_new (const QdKcellRun *run, const QdPalette *palette)
{
  g_autofree char *base = run->path != NULL ? g_path_get_basename (run->path) : board_text (&run->game->rules);
  QdReport *report = report_new (base, palette);

  qd_kcell_run_report_add (report, run);
  return report;
}

/* ------------------------------------------------------------ the experiments */

static void
add_sizes_settings (QdReportSection *section, const QdKcellSizes *sizes)
{
  g_autofree char *max_stones = number (sizes->max_stones);
  g_autofree char *budget = number (sizes->max_nodes > 0 ? sizes->max_nodes : (guint64) (sizes->budget_us / 1000));
  g_autoptr(GString) agents = g_string_new (NULL);

  for (guint i = 0; i < sizes->n_kinds; i++)
    g_string_append_printf (agents, "%s%s", i > 0 ? ", " : "", qd_kcell_sizes_agent_name (sizes->kinds[i]));
  qd_report_add_pair (section, _("Experiment"), "sizes");
  qd_report_add_pair (section, _("Searchers"), agents->str);
  qd_report_add_pair (section, "--max-stones", max_stones);
  qd_report_add_pair (section, sizes->max_nodes > 0 ? "--budget-nodes" : "--budget-ms", budget);
  qd_report_add_paragraph (section, _("For each searcher without a cutoff and each number of stones, the largest "
                                      "board on which no move of a game against itself takes longer than the "
                                      "budget."));
}

static void
add_match_settings (QdReportSection *section, const QdKcellMatch *match)
{
  g_autofree char *cells = number (match->rules.cells);
  g_autofree char *stones = number (match->rules.stones);
  g_autofree char *games = number (match->games);
  g_autofree char *depth = number (match->a.depth);
  g_autofree char *random_depth = number (match->b.depth);
  g_autofree char *seed = number (match->seed);
  g_autofree char *a = qd_kcell_agent_to_string (&match->a);
  g_autofree char *b = qd_kcell_agent_to_string (&match->b);
  g_autofree char *text = g_strdup_printf (_("%s against %s, %s games with each as player 1."), a, b, games);

  qd_report_add_pair (section, _("Experiment"), "match");
  qd_report_add_pair (section, "--cells", cells);
  qd_report_add_pair (section, "--stones", stones);
  qd_report_add_pair (section, "--games", games);
  qd_report_add_pair (section, "--depth", depth);
  qd_report_add_pair (section, "--random-depth", random_depth);
  qd_report_add_pair (section, "--seed", seed);
  qd_report_add_paragraph (section, text);
}

/* sizes: the largest board by stones, a line per searcher. */
static void
add_sizes_plot (QdReportSection *section, const QdKcellSizes *sizes, const QdPalette *palette)
{
  g_autoptr(GArray) rows = qd_kcell_sizes_rows (sizes);
  g_autoptr(QdPlot) plot = qd_plot_new (_("The largest boards within the budget"));
  QdPlot *plots[] = { plot };
  QdPlotSheet sheet = { plots, 1, 1, palette };
  double width, height;

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, _("stones per player"), QD_PLOT_LINEAR);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, _("cells"), QD_PLOT_LINEAR);
  for (guint k = 0; k < sizes->n_kinds; k++)
    {
      guint series = qd_plot_add_series (plot, qd_kcell_sizes_agent_name (sizes->kinds[k]));

      for (guint i = 0; i < rows->len; i++)
        {
          const QdKcellSizeRow *row = &g_array_index (rows, QdKcellSizeRow, i);

          if (row->kind == sizes->kinds[k] && row->cells > 0)
            qd_plot_add_point (plot, series, row->stones, row->cells, NAN);
        }
    }
  if (rows->len == 0)
    return;
  qd_plot_sheet_get_size (&sheet, &width, &height);
  qd_report_add_figure (section, _("The largest board by stones, per searcher"), "sizes", width, height,
                        qd_plot_sheet_draw, &sheet);
}

QdReport *
qd_kcell_experiment_report_new (const QdKcellExperiment *experiment, const QdPalette *palette)
{
  QdReport *report = report_new (experiment->sizes != NULL ? "sizes" : "match", palette);
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autofree char *csv = qd_kcell_experiment_to_csv (experiment);

  if (experiment->sizes != NULL)
    add_sizes_settings (section, experiment->sizes);
  else
    {
      const QdKcellMatch *match = experiment->match;
      g_autoptr(QdKcellGame) start = qd_kcell_game_new (&match->rules, NULL, NULL);
      g_autofree char *board = board_text (&match->rules);
      QdGameReport game = { FALSE, NULL, board, qd_kcell_run_draw_position, start };

      qd_kcell_render_get_size (&match->rules, &game.width, &game.height);
      qd_game_history_add_parts (report, NULL, &game);
      add_match_settings (section, match);
    }
  section = qd_report_part (report, QD_REPORT_EXPERIMENT);
  qd_report_add_csv (section, experiment->sizes != NULL ? _("The largest boards within the budget")
                                                        : _("The match, by the heuristic player’s side"),
                     "experiment", csv);
  if (experiment->sizes != NULL)
    add_sizes_plot (section, experiment->sizes, qd_report_palette (report));
  if (experiment->match != NULL)
    for (guint side = 0; side < 2; side++)
      if (experiment->match->rows[side].sample != NULL)
        {
          g_autofree char *caption = g_strdup_printf (_("The first game with the heuristic as player %u"), side + 1);
          g_autofree char *name = g_strdup_printf ("sample-game-%u", side + 1);

          qd_report_add_verbatim (section, caption, name, experiment->match->rows[side].sample);
        }
  return report;
}
