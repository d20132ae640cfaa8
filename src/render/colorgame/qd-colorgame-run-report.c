/* qd-colorgame-run-report.c — the report of a search of the map-colouring
 * game (qd-colorgame-run-report.h). */
#include "config.h"
#include "qd-colorgame-run-report.h"

#include <glib/gi18n.h>

#include "render/colorgame/qd-colorgame-render.h"
#include "render/qd-rendering.h"
#include "render/qd-run-report.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (colorgame)

/* The map drawn with `options` as a figure of `section`. */
static void
add_map_figure (QdReportSection *section, const char *caption, const char *name, const QdColorgame *game,
                const QdColorgameRenderOptions *options)
{
  double width, height;

  qd_colorgame_render_get_size (game, NULL, &width, &height);
  qd_report_add_figure (section, caption, name, width, height, qd_rendering_draw,
                        &QD_RENDERING (qd_colorgame_render, game, options));
}

static guint
root_player (const QdColorgameRun *run)
{
  return run->search->to_move == QD_PLAYER_MIN ? 2 : 1;
}

static void
add_instance (QdReport *report, const QdColorgameRun *run)
{
  const QdColorgame *game = run->game;
  QdReportSection *section;
  QdReportBlock *table;
  QdColorgameRenderOptions start;
  g_autofree char *nodes = g_strdup_printf ("%u", game->map->n_regions);
  g_autofree char *coloured = g_strdup_printf ("%u", game->initial->len);

  qd_report_add_instance (report, run->path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_report_add_pair (section, _("Nodes"), nodes);
  qd_report_add_pair (section, _("Nodes coloured at the start"), coloured);
  qd_colorgame_render_options_init (&start, qd_report_palette (report));
  add_map_figure (section, _("The map at the start: player 1’s nodes striped, player 2’s solid"), "instance", game,
                  &start);
  table = qd_report_add_table (section, _("Each colour’s weight for each player"), "weights",
                               (const char *[]) { _("Colour"), _("Player 1"), _("Player 2"), NULL });
  for (guint j = 0; j < game->colors->len; j++)
    {
      guint c = game->color_order[j];
      g_autofree char *w1 = g_strdup_printf ("%d", game->weights[0][c]);
      g_autofree char *w2 = g_strdup_printf ("%d", game->weights[1][c]);

      qd_report_add_row (table, (const char *[]) { game->colors->pdata[c], w1, w2, NULL });
    }
}

static void
add_settings (QdReport *report, const QdColorgameRun *run)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autofree char *depth = g_strdup_printf ("%u", run->search->depth);
  g_autofree char *limit = run->search->max_nodes > 0
                           ? g_strdup_printf ("%" G_GUINT64_FORMAT, run->search->max_nodes) : g_strdup (_("none"));
  g_autofree char *player = g_strdup_printf (_("player %u"), root_player (run));

  qd_report_add_pair (section, "depth", depth);
  qd_report_add_pair (section, "arc-consistency", run->search->arc_consistency ? _("yes") : _("no"));
  qd_report_add_pair (section, "node-limit", limit);
  qd_report_add_pair (section, _("To move"), player);
  if (root_player (run) == 2)
    qd_report_add_paragraph (section, _("This search was player 2’s move; quandary-cli colorgame searches for "
                                        "player 1, as the statement’s output does."));
}

static void
add_results (QdReport *report, const QdColorgameRun *run)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  const QdColorgame *game = run->game;
  const QdGameSearchResult *result = &run->analysis->result;

  if (run->analysis->end != QD_COLORGAME_SEARCH_DONE)
    qd_report_add_paragraph (section, _("The search ended at its node limit: the output stops there, without "
                                        "a best move."));
  else if (result->best_move == QD_MOVE_NONE)
    qd_report_add_pair (section, _("Best move"), _("none: no node can be coloured"));
  else
    {
      guint node = QD_COLORGAME_MOVE_NODE (result->best_move), color = QD_COLORGAME_MOVE_COLOR (result->best_move);
      g_autofree char *best = g_strdup_printf ("%s %s", (char *) game->map->names->pdata[node],
                                               (char *) game->colors->pdata[color]);
      g_autofree char *value = g_strdup_printf ("%.0f", result->value);
      g_autofree gint *colors = g_new (gint, MAX (game->map->n_regions, 1));
      g_autofree guint8 *owners = g_new (guint8, MAX (game->map->n_regions, 1));
      QdColorgameRenderOptions after;
      g_autofree char *caption = NULL;

      qd_report_add_pair (section, _("Best move"), best);
      qd_report_add_pair (section, _("Its value (player 1’s score minus player 2’s)"), value);
      qd_colorgame_colors (game, colors, owners);
      colors[node] = (gint) color;
      owners[node] = (guint8) root_player (run);
      qd_colorgame_render_options_init (&after, qd_report_palette (report));
      after.colors = colors;
      after.owners = owners;
      after.current = (gint) node;
      caption = g_strdup_printf (_("The map after the best move, %s"), best);
      add_map_figure (section, caption, "best-move", game, &after);
    }
  if (run->output != NULL)
    qd_report_add_verbatim (section, _("The output, as the statement asks for it"), "output", run->output);
}

static void
add_statistics (QdReport *report, const QdColorgameRun *run)
{
  const QdGameSearchResult *result = &run->analysis->result;
  QdReportBlock *table = qd_run_report_stats_table (report);

  qd_run_report_stats_row (table, _("Nodes entered"), result->nodes);
  qd_run_report_stats_row (table, _("Leaves evaluated"), result->leaves);
  qd_run_report_stats_row (table, _("Deepest ply reached"), result->max_depth);
  qd_run_report_stats_row (table, _("Lines of the output"), run->analysis->lines);
}

void
qd_colorgame_run_report_add (QdReport *report, const QdColorgameRun *run)
{
  g_return_if_fail (report != NULL && run != NULL && run->game != NULL && run->search != NULL);

  add_instance (report, run);
  add_settings (report, run);
  if (run->analysis == NULL)
    return;
  add_results (report, run);
  add_statistics (report, run);
  qd_report_add_search_tree (report, run->tree);
}

QdReport *
qd_colorgame_run_report_new (const QdColorgameRun *run, const QdPalette *palette)
{
  QdReport *report = qd_run_report_new (&qd_colorgame_problem, run->path, NULL, palette);

  qd_colorgame_run_report_add (report, run);
  return report;
}
