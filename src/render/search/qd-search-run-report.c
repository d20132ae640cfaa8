/* qd-search-run-report.c — the report of a state-space search
 * (qd-search-run-report.h). */
#include "config.h"
#include "qd-search-run-report.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "core/qd-format.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-tiles.h"
#include "render/qd-run-report.h"
#include "render/search/qd-search-render.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (search)

/* The document, and the run on it (NULL: the instance alone). */
static void
add_figure (QdReport *report, QdReportSection *section, const QdSearchDoc *doc, const QdSearchRun *run,
            const char *name, const char *caption)
{
  QdSearchRenderOptions options;
  double width, height;

  qd_search_render_options_init (&options, doc);
  options.run = run;
  options.palette = qd_report_palette (report);
  qd_search_render_get_size (doc, &width, &height);
  qd_run_report_add_fitted (section, caption, name, width, height, qd_search_render_draw, &options);
}

static void
add_instance (QdReport *report, const QdSearchReportRun *r)
{
  QdReportSection *section;
  g_autofree char *what = qd_search_render_doc_text (r->doc);

  qd_report_add_instance (report, r->path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_report_add_pair (section, _("Kind"), qd_search_kind_to_string (r->doc->kind));
  qd_report_add_paragraph (section, what);
  switch (r->doc->kind)
    {
    case QD_SEARCH_ROUTE:
      qd_run_report_add_count (section, _("Places"), r->doc->route->n_places);
      qd_run_report_add_count (section, _("Roads"), r->doc->route->roads->len);
      break;
    case QD_SEARCH_MAZE:
      qd_run_report_add_count (section, _("Rows"), r->doc->maze->rows);
      qd_run_report_add_count (section, _("Columns"), r->doc->maze->cols);
      qd_run_report_add_count (section, _("Connectivity"), r->doc->maze->connect);
      break;
    case QD_SEARCH_TILES:
    default:
      qd_run_report_add_count (section, _("Rows"), r->doc->tiles->rows);
      qd_run_report_add_count (section, _("Columns"), r->doc->tiles->cols);
      break;
    }
  add_figure (report, section, r->doc, NULL, "instance", NULL);
}

static const char *
algorithm_description (QdSpaceAlgorithm a)
{
  const char *texts[] = {
    N_("Breadth-first search (AIMA 4th ed. figure 3.9): a first-in first-out frontier, the goal test when a node is generated."),
    N_("Depth-first search: the deepest node of the frontier first."),
    N_("Depth-limited search (AIMA 4th ed. figure 3.12): depth-first, nodes at the limit not expanded; a cutoff is told apart from a failure."),
    N_("Iterative deepening (AIMA 4th ed. figure 3.12): depth-limited searches with the limits 0, 1, 2, …"),
    N_("Uniform-cost search (AIMA 4th ed. figure 3.7 ordered by g): the cheapest path first, the goal test when a node is selected."),
    N_("Greedy best-first search: the node with the least h first."),
    N_("A* search (AIMA 4th ed. figure 3.7 ordered by f = g + h): equal f, the smaller h first, then the node generated first."),
    N_("Weighted A*: ordered by f = g + w · h; with an admissible h the cost is at most w times the least."),
    N_("IDA* (Korf 1985): depth-first searches cut at an f-bound, the bound raised to the least f cut each time."),
    [QD_SPACE_RBFS] = N_("Recursive best-first search (AIMA 3rd ed. figure 3.26): the best successor entered with an f-limit, the least f above it backed up and the subtree forgotten."),
    [QD_SPACE_BIDIR] = N_("Bidirectional search (AIMA 4th ed. section 3.4.5): uniform-cost searches from the start and from the goal, each step expanding the frontier with the smaller g; it stops when the best meeting found costs no more than the two frontiers' least g summed."),
    [QD_SPACE_BIDIR_ASTAR] = N_("Bidirectional A* (AIMA 4th ed. section 3.4.5): A* from the start towards the goal and from the goal towards the start, each with its own h; it stops when the best meeting found costs no more than the larger of the two frontiers' least f."),
    [QD_SPACE_EHC] = N_("Enforced hill climbing (Hoffmann & Nebel 2001): from the current state, a breadth-first search until a state with a smaller h, which becomes the current state; it can get stuck, so finding nothing proves nothing."),
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (texts) == QD_SPACE_N_ALGORITHMS);
  return (guint) a < G_N_ELEMENTS (texts) ? _(texts[a]) : "";
}

/* How a search ended, for people (the output's token translated). */
static const char *
status_text (QdSpaceStatus status)
{
  switch (status)
    {
    case QD_SPACE_SOLVED: return C_("search outcome", "solved");
    case QD_SPACE_NO_SOLUTION: return C_("search outcome", "no solution");
    case QD_SPACE_CUTOFF: return C_("search outcome", "cutoff (the depth limit was reached)");
    case QD_SPACE_STOPPED: return C_("search outcome", "stopped (a limit ran out, or interrupted)");
    default: return qd_space_status_to_string (status);
    }
}

/* The settings, for people: the names translated, the options' values as
 * the command takes them (astar, sld). */
static void
add_settings (QdReport *report, const QdSearchReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  const QdSearchSettings *s = r->settings;
  gboolean tree_like = s->memory == QD_SPACE_TREE_LIKE || qd_space_algorithm_always_tree_like (s->algorithm);

  qd_report_add_pair (section, _("Algorithm"), qd_space_algorithm_to_string (s->algorithm));
  qd_report_add_pair (section, _("Memory"), tree_like ? _("tree-like (only the path is checked for cycles)")
                                                      : _("graph (a table of reached states)"));
  if (qd_search_algorithm_uses_heuristic (s->algorithm))
    qd_report_add_pair (section, _("Heuristic"), qd_search_heuristic_to_string (s->heuristic));
  if (s->algorithm == QD_SPACE_WASTAR)
    {
      g_autofree char *w = qd_format_number (s->weight);

      qd_report_add_pair (section, _("Weight"), w);
    }
  if (s->limit != G_MAXUINT)
    qd_run_report_add_count (section, _("Depth limit"), s->limit);
  qd_run_report_add_count (section, _("Node limit"), s->max_nodes > 0 ? s->max_nodes : QD_SPACE_DEFAULT_MAX_NODES);
  qd_report_add_paragraph (section, algorithm_description (s->algorithm));
}

static void
add_results (QdReport *report, const QdSearchReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  const QdSpaceResult *result = qd_search_run_result (r->run);
  g_autofree char *found = qd_search_render_result_text (r->run);

  qd_report_add_pair (section, _("Outcome"), status_text (result->status));
  qd_report_add_paragraph (section, found);
  if (result->status == QD_SPACE_SOLVED)
    {
      g_autofree char *cost = qd_format_number (result->cost);
      g_autofree char *path = qd_search_run_path_text (r->run);

      qd_report_add_pair (section, _("Cost"), cost);
      qd_run_report_add_count (section, _("Steps"), result->n_steps);
      qd_report_add_verbatim (section, _("The path, as quandary-cli search prints it"), "path", path);
    }
  add_figure (report, section, r->doc, r->run, "search",
              _("The search at its end: explored places or cells dotted, the frontier outlined, the path drawn"));
}

static void
add_statistics (QdReport *report, const QdSearchReportRun *r)
{
  const QdSpaceResult *result = qd_search_run_result (r->run);
  QdReportBlock *table = qd_run_report_stats_table (report);
  gint64 pdb_us = qd_search_run_pdb_time_us (r->run);

  qd_run_report_stats_row (table, _("Expanded"), result->expanded);
  qd_run_report_stats_row (table, _("Generated"), result->generated);
  qd_run_report_stats_row (table, _("Repeated (generated, not added)"), result->repeated);
  qd_run_report_stats_row (table, _("Largest frontier"), result->frontier_max);
  qd_run_report_stats_row (table, _("Deepest node"), result->depth_max);
  if (r->settings->algorithm == QD_SPACE_IDDFS || r->settings->algorithm == QD_SPACE_IDASTAR)
    qd_run_report_stats_row (table, _("Iterations"), result->iterations);
  qd_report_add_row (table, (const char *[]) { _("How it ended"), status_text (result->status), NULL });
  qd_run_report_stats_time (table, result->time_us);
  if (pdb_us > 0)
    {
      g_autofree char *text = g_strdup_printf ("%.1f ms", pdb_us / 1000.0);

      qd_report_add_row (table, (const char *[]) { _("Pattern databases built or loaded"), text, NULL });
    }
}

static void
add_trace (QdReport *report, const QdSearchReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_TRACE);
  g_autofree char *trace = qd_search_run_trace (r->run, NULL);
  const char *end;
  guint total = 0;

  if (trace == NULL)
    {
      qd_report_add_paragraph (section, _("The search was too long for its trace to be kept."));
      return;
    }
  end = trace;
  for (const char *p = trace; *p != '\0'; p++)
    if (*p == '\n' && ++total == QD_SEARCH_REPORT_TRACE_LINES)
      end = p + 1;
  if (total > QD_SEARCH_REPORT_TRACE_LINES)
    {
      g_autofree char *said = g_strdup_printf (_("The first %u lines of the trace’s %u."), QD_SEARCH_REPORT_TRACE_LINES,
                                               total);

      trace[end - trace] = '\0';
      qd_report_add_paragraph (section, said);
    }
  qd_report_add_verbatim (section, _("The trace, as quandary-cli search --trace writes it"), "trace", trace);
}

void
qd_search_run_report_add (QdReport *report, const QdSearchReportRun *run)
{
  g_return_if_fail (report != NULL && run != NULL && run->doc != NULL && run->settings != NULL);

  add_instance (report, run);
  add_settings (report, run);
  if (run->run == NULL || qd_search_run_result (run->run) == NULL)
    return;
  add_results (report, run);
  add_statistics (report, run);
  if (run->tree != NULL)
    qd_report_add_search_tree (report, run->tree);
  add_trace (report, run);
}

QdReport *
qd_search_run_report_new (const QdSearchReportRun *run, const QdPalette *palette)
{
  QdReport *report = qd_run_report_new (&qd_search_problem, run->path, run->instance, palette);

  qd_search_run_report_add (report, run);
  return report;
}
