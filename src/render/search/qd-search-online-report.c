/* qd-search-online-report.c — the plot and the report of the online agents'
 * trials (qd-search-online-report.h). */
#include "config.h"
#include "qd-search-online-report.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

#include "core/qd-format.h"
#include "render/qd-run-report.h"
#include "render/search/qd-search-render.h"
#include "render/search/qd-search-render-online.h"

/* The trials drawn: the first ones, then only the last. */
#define DRAWN_TRIALS 4

QdPlot *
qd_search_online_plot (const QdSearchOnline *online, double optimal)
{
  QdPlot *plot = qd_plot_new (_("Cost per trial"));
  guint n = 0, cost, best;
  const double *costs = online != NULL ? qd_search_online_trial_costs (online, &n) : NULL;

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, _("Trial"), QD_PLOT_LINEAR);
  qd_plot_set_integer (plot, QD_PLOT_AXIS_X, TRUE);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, _("Cost"), QD_PLOT_LINEAR);
  cost = qd_plot_add_series (plot, _("Cost of the trial"));
  best = qd_plot_add_series (plot, _("Optimal"));
  qd_plot_series_set_line_only (plot, best, TRUE);
  for (guint i = 0; i < n; i++)
    qd_plot_add_point (plot, cost, i + 1, costs[i], NAN);
  if (n > 0 && !isnan (optimal))
    {
      qd_plot_add_point (plot, best, 1, optimal, NAN);
      qd_plot_add_point (plot, best, MAX (n, 2), optimal, NAN);
    }
  return plot;
}

typedef struct {
  const QdSearchDoc *doc;
  const QdSearchOnline *online;   /* NULL: the maze alone */
  const QdPalette *palette;
} Figure;

static void
draw_figure (cairo_t *cr, double width, double height, gpointer data)
{
  const Figure *figure = data;

  qd_search_render_online_board (cr, figure->doc, figure->online, figure->palette);
}

static void
add_figure (QdReport *report, QdReportSection *section, const QdSearchDoc *doc, const QdSearchOnline *online,
            const char *name, const char *caption)
{
  Figure figure = { doc, online, qd_report_palette (report) };
  double width, height;

  qd_search_render_get_size (doc, &width, &height);
  qd_run_report_add_fitted (section, caption, name, width, height, draw_figure, &figure);
}

static void
add_instance (QdReport *report, const QdSearchDoc *doc, const char *path)
{
  QdReportSection *section;

  qd_report_add_instance (report, path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_run_report_add_count (section, _("Rows"), doc->maze->rows);
  qd_run_report_add_count (section, _("Columns"), doc->maze->cols);
  qd_run_report_add_count (section, _("Connectivity"), doc->maze->connect);
  add_figure (report, section, doc, NULL, "maze", _("The maze (the agent does not know it)"));
}

static void
add_settings (QdReport *report, const QdSearchOnline *online, guint trials)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  gboolean lrta = qd_search_online_agent (online) == QD_SEARCH_ONLINE_LRTA;

  qd_report_add_pair (section, _("Agent"), lrta ? "LRTA*" : "Online-DFS");
  qd_report_add_paragraph (section, lrta
    ? _("LRTA* (AIMA figure 4.24) moves by the action of least c(s, a, s′) + H(s′), h(s) for an action not yet "
        "tried, the first in the order up, right, down, left on a tie, after setting H(s) of the cell it came "
        "from to that least value; it keeps its result table and H between trials.")
    : _("Online-DFS (AIMA figure 4.21) takes the first untried action in the order up, right, down, left, and "
        "when none is left steps back to the cell on top of its unbacktracked stack; every trial starts afresh."));
  qd_run_report_add_count (section, _("Trials"), trials);
  qd_run_report_add_count (section, _("Step limit"), qd_search_online_step_limit (online));
}

/* A row of the trials' table. */
static void
add_trial_row (QdReportBlock *table, const QdSearchOnline *online, double optimal)
{
  g_autofree char *trial = g_strdup_printf ("%u", qd_search_online_trial (online));
  g_autofree char *cost = qd_format_number (qd_search_online_cost (online));
  g_autofree char *moves = g_strdup_printf ("%" PRIu64, qd_search_online_n_moves (online));
  char ratio[G_ASCII_DTOSTR_BUF_SIZE] = "";
  const char *row[] = { trial, cost, moves, ratio, NULL };

  if (!isnan (optimal))
    g_ascii_formatd (ratio, sizeof ratio, "%.3f", qd_search_online_cost (online) / optimal);
  qd_report_add_row (table, row);
}

/* A move's direction for people: an arrow, the same in every language
 * (the output's word is the trace's token). */
static const char *
direction_text (guint direction)
{
  static const char *const arrows[8] = { "↑", "↗", "→", "↘", "↓", "↙", "←", "↖" };

  return direction < 8 ? arrows[direction] : "?";
}

/* A row of the first trial's moves. */
static void
add_move_row (QdReportBlock *table, const QdSearchMaze *maze, guint64 k, const QdSearchOnlineMove *m)
{
  g_autofree char *move = g_strdup_printf ("%" PRIu64, k);
  g_autofree char *from = g_strdup_printf ("%u %u", m->from / maze->cols, m->from % maze->cols);
  g_autofree char *to = g_strdup_printf ("%u %u", m->to / maze->cols, m->to % maze->cols);
  g_autofree char *cost = qd_format_number (m->cost);
  g_autofree char *update = NULL;
  const char *row[] = { move, from, to, direction_text (m->direction), cost, NULL, NULL };

  if (m->updated)
    {
      g_autofree char *now = qd_format_number (m->h_new), *old = qd_format_number (m->h_old);

      /* Translators: LRTA*'s update of H in the report's table of moves. */
      update = g_strdup_printf (_("H(%u %u) ← %s (was %s)"), m->h_cell / maze->cols, m->h_cell % maze->cols, now, old);
    }
  else if (m->back)
    update = g_strdup (_("a step back"));
  row[5] = update != NULL ? update : "";
  qd_report_add_row (table, row);
}

/* One trial walked; its moves into `steps` (NULL: not kept). */
static QdSearchOnlineStatus
walk (QdSearchOnline *online, QdReportBlock *steps)
{
  QdSearchOnlineMove m;
  QdSearchOnlineStatus status;

  do
    {
      status = qd_search_online_step (online, &m);
      if (steps != NULL && qd_search_online_moved (online))
        add_move_row (steps, qd_search_online_maze (online), qd_search_online_n_moves (online), &m);
    }
  while (status == QD_SEARCH_ONLINE_WALKING);
  return status;
}

static void
add_trial_figure (QdReport *report, QdReportSection *section, const QdSearchDoc *doc, const QdSearchOnline *online)
{
  guint t = qd_search_online_trial (online);
  g_autofree char *name = g_strdup_printf ("trial-%u", t);
  g_autofree char *cost = qd_format_number (qd_search_online_cost (online));
  g_autofree char *caption = g_strdup_printf (_("After trial %u (cost %s): the cells seen, the results learnt, "
                                                "H and the trial's path"), t, cost);

  add_figure (report, section, doc, online, name, caption);
}

static void
add_plot (QdReportSection *section, const QdSearchOnline *online, double optimal, const QdPalette *palette)
{
  g_autoptr(QdPlot) plot = qd_search_online_plot (online, optimal);
  QdPlot *one[] = { plot };
  QdPlotSheet sheet = { one, 1, 1, palette };
  double width, height;

  qd_plot_sheet_get_size (&sheet, &width, &height);
  qd_report_add_figure (section, qd_plot_get_title (plot), "cost-per-trial", width, height, qd_plot_sheet_draw,
                        &sheet);
}

static void
add_results (QdReport *report, const QdSearchDoc *doc, QdSearchOnline *online, guint trials)
{
  const char *trial_header[] = { _("Trial"), _("Cost"), _("Moves"), _("Competitive ratio"), NULL };
  const char *move_header[] = { _("Move"), _("From"), _("To"), _("Action"), _("Cost"), _("Learnt"), NULL };
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  double optimal = qd_search_online_optimal (doc, NULL);
  g_autofree char *best = isnan (optimal) ? g_strdup (_("none: the goal cannot be reached")) : qd_format_number (optimal);
  QdReportBlock *table, *steps;

  qd_report_add_pair (section, _("Optimal cost"), best);
  table = qd_report_add_table (section, _("Each trial's cost, moves and competitive ratio (cost / optimal)"),
                               "trials", trial_header);
  steps = qd_report_add_table (section, _("The first trial's moves and what the agent learnt before each"),
                               "moves", move_header);
  for (guint t = 0; t < MAX (trials, 1); t++)
    {
      if (t > 0)
        qd_search_online_new_trial (online);
      if (walk (online, t == 0 ? steps : NULL) != QD_SEARCH_ONLINE_GOAL)
        {
          qd_report_add_paragraph (section, _("The agent did not reach the goal in this trial (the step limit, "
                                              "or no path): the trials stop here."));
          add_trial_figure (report, section, doc, online);
          break;
        }
      add_trial_row (table, online, optimal);
      if (t < DRAWN_TRIALS || t + 1 == trials)
        add_trial_figure (report, section, doc, online);
    }
  add_plot (section, online, optimal, qd_report_palette (report));
}

void
qd_search_online_report_add (QdReport *report, const QdSearchDoc *doc, const char *path, QdSearchOnlineAgent agent,
                             guint trials, guint64 step_limit)
{
  g_autoptr(QdSearchOnline) online = qd_search_online_new (doc->maze, agent, step_limit);

  add_instance (report, doc, path);
  add_settings (report, online, trials);
  add_results (report, doc, online, trials);
}

QdReport *
qd_search_online_report_new (const QdSearchDoc *doc, const char *path, QdSearchOnlineAgent agent, guint trials,
                             guint64 step_limit, const QdPalette *palette)
{
  g_autofree char *base = path != NULL ? g_path_get_basename (path) : NULL;
  QdReport *report = qd_report_new_with_palette (_("Online Search"), base != NULL ? base : _("Maze"), palette);

  qd_search_online_report_add (report, doc, path, agent, trials, step_limit);
  return report;
}
