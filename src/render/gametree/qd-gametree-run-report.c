/* qd-gametree-run-report.c — the report of a search of an explicit game
 * tree (qd-gametree-run-report.h). */
#include "config.h"
#include "qd-gametree-run-report.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"
#include "render/qd-run-report.h"
#include "render/qd-tree-render.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (gametree)

/* A tree of more nodes is not drawn in a report (its drawing would be wider
 * than a hundred pages and take minutes to record): the node table and the
 * output say it all. */
#define FIGURE_MAX_NODES 3000
/* The rows of the node table; the output lists every node. */
#define TABLE_MAX_ROWS 50000

/* The tree drawn as a figure of `section`, fitted to what a figure holds;
 * `results` NULL: without values. */
static void
add_tree_figure (QdReport *report, QdReportSection *section, const QdGametreeRun *run, const char *caption,
                 const char *name, const QdTreeNodeResult *results)
{
  g_autoptr(QdTreeLayout) layout = NULL;
  QdTreeRenderOptions options;
  double width, height;

  if (qd_game_tree_n_nodes (run->tree) > FIGURE_MAX_NODES)
    {
      g_autofree char *text = g_strdup_printf (_("The tree has %u nodes, too many to draw on a page: the table "
                                                 "below lists them."), qd_game_tree_n_nodes (run->tree));

      qd_report_add_paragraph (section, text);
      return;
    }
  layout = qd_tree_layout_new (run->tree);
  qd_tree_render_options_init (&options, qd_report_palette (report));
  options.results = results;
  options.finished = results != NULL;
  options.show_alpha_beta = results != NULL && run->algorithm == QD_GAME_SEARCH_ALPHABETA;
  qd_tree_layout_get_size (layout, &width, &height);
  qd_run_report_add_fitted (section, caption, name, width, height, qd_tree_drawing_draw,
                            &(QdTreeDrawing) { .tree = run->tree, .layout = layout, .options = &options });
}

static void
add_instance (QdReport *report, const QdGametreeRun *run)
{
  QdReportSection *section;

  qd_report_add_instance (report, run->path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_run_report_add_count (section, _("Nodes"), qd_game_tree_n_nodes (run->tree));
  qd_run_report_add_count (section, _("Leaves"), qd_game_tree_n_leaves (run->tree));
  qd_run_report_add_count (section, _("Depth"), qd_game_tree_height (run->tree));
  add_tree_figure (report, section, run, qd_game_tree_first_chance (run->tree) != NULL
                   ? _("The tree: MAX nodes point up, MIN nodes down, chance nodes are circles with each outcome's "
                       "probability on its edge, leaves are boxes")
                   : _("The tree: MAX nodes point up, MIN nodes down, leaves are boxes"), "instance", NULL);
}

static void
add_settings (QdReport *report, const QdGametreeRun *run)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);

  qd_report_add_pair (section, "algorithm", qd_game_search_algorithm_to_string (run->algorithm));
  qd_report_add_paragraph (section, run->algorithm == QD_GAME_SEARCH_ALPHABETA
                           ? _("Alpha-beta search (AIMA figure 5.7); the root is MAX and the levels alternate.")
                           : run->algorithm == QD_GAME_SEARCH_EXPECTIMINIMAX
                           ? _("Expectiminimax: every node is visited; a chance node's value is the sum of its "
                               "outcomes' values times their probabilities; the root is MAX and the players "
                               "alternate, chance levels not counting. Values to 4 decimals.")
                           : _("Minimax search: every node is visited; the root is MAX and the levels alternate."));
}

/* "B (move 2 of 3)": the root's best child, by its label or path. */
static char *
best_move_text (const QdGametreeRun *run)
{
  const QdTreeNode *root = run->tree->root;
  const QdTreeNode *best;
  g_autofree char *name = NULL;

  if (qd_tree_node_is_leaf (root))
    return g_strdup (_("none (the root is a leaf)"));
  if (qd_tree_node_is_chance (root))
    return g_strdup (_("none (the root is a chance node)"));
  best = root->children->pdata[run->analysis->result.best_index];
  name = qd_tree_node_name (best);
  /* TRANSLATORS: the best move's node, then its place among the root's moves */
  return g_strdup_printf (_("%s (move %u of %u)"), name, run->analysis->result.best_index + 1,
                          root->children->len);
}

static void
add_node_table (QdReportSection *section, const QdGametreeRun *run)
{
  const QdTreeAnalysis *a = run->analysis;
  guint n = MIN (a->n_nodes, TABLE_MAX_ROWS);
  QdReportBlock *table = qd_report_add_table (section,
                                              a->algorithm == QD_GAME_SEARCH_ALPHABETA
                                              ? _("Every node: its value and its final alpha and beta")
                                              : _("Every node and its value (minimax keeps alpha and beta at their "
                                                  "start)"), "nodes",
                                              (const char *[]) { _("Node"), _("Label"), _("Kind"), _("Value"),
                                                                 "α", "β", _("State"), NULL });

  for (guint i = 0; i < n; i++)
    {
      const QdTreeNode *node = qd_game_tree_get_node (run->tree, i);
      const QdTreeNodeResult *r = &a->final[i];
      gboolean pruned = r->state == QD_TREE_NODE_UNSEEN;
      g_autofree char *path = qd_tree_node_path (node);
      g_autofree char *value = pruned ? g_strdup ("-") : qd_tree_analysis_format_value (a, r->value);
      g_autofree char *alpha = pruned ? g_strdup ("-") : qd_format_number (r->alpha);
      g_autofree char *beta = pruned ? g_strdup ("-") : qd_format_number (r->beta);
      const char *kind = qd_tree_node_kind_name (node);

      qd_report_add_row (table, (const char *[]) { path, node->label != NULL ? node->label : "", kind, value,
                                                   alpha, beta, pruned ? "pruned" : "visited", NULL });
    }
  if (n < a->n_nodes)
    {
      g_autofree char *text = g_strdup_printf (_("The table holds the first %u of the %u nodes; the output lists "
                                                 "them all."), n, a->n_nodes);

      qd_report_add_paragraph (section, text);
    }
}

static guint
count_pruned (const QdTreeAnalysis *a)
{
  guint pruned = 0;

  for (guint i = 0; i < a->n_nodes; i++)
    pruned += a->final[i].state == QD_TREE_NODE_UNSEEN;
  return pruned;
}

static void
add_results (QdReport *report, const QdGametreeRun *run)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  const QdTreeAnalysis *a = run->analysis;
  g_autofree char *value = qd_tree_analysis_format_value (a, a->result.value);
  g_autofree char *best = best_move_text (run);

  qd_report_add_pair (section, _("Value of the root"), value);
  qd_report_add_pair (section, _("Best move"), best);
  qd_run_report_add_count (section, _("Leaves evaluated"), a->result.leaves);
  add_tree_figure (report, section, run,
                   a->algorithm == QD_GAME_SEARCH_ALPHABETA
                   ? _("The values, with each node's final alpha and beta; pruned branches are struck out")
                   : a->algorithm == QD_GAME_SEARCH_EXPECTIMINIMAX
                   ? _("The expectiminimax value of every node (circles are chance nodes)")
                   : _("The minimax value of every node"),
                   "values", a->final);
  add_node_table (section, run);
}

static void
add_statistics (QdReport *report, const QdGametreeRun *run)
{
  const QdTreeAnalysis *a = run->analysis;
  QdReportBlock *table = qd_run_report_stats_table (report);

  qd_run_report_stats_row (table, _("Nodes visited"), a->result.nodes);
  qd_run_report_stats_row (table, _("Leaves evaluated"), a->result.leaves);
  qd_run_report_stats_row (table, _("Nodes pruned"), count_pruned (a));
  qd_run_report_stats_row (table, _("Steps of the search"), qd_tree_analysis_n_steps (a));
}

static void
add_trace (QdReport *report, const QdGametreeRun *run)
{
  g_autofree char *steps = qd_tree_analysis_format_steps (run->tree, run->analysis);

  qd_report_add_verbatim (qd_report_part (report, QD_REPORT_TRACE),
                          _("The search step by step, as --steps prints it"), "steps", steps);
}

void
qd_gametree_run_report_add (QdReport *report, const QdGametreeRun *run)
{
  g_return_if_fail (report != NULL && run != NULL && run->tree != NULL);
  g_return_if_fail (run->analysis == NULL || run->analysis->algorithm == run->algorithm);

  add_instance (report, run);
  add_settings (report, run);
  if (run->analysis == NULL)
    return;
  add_results (report, run);
  add_statistics (report, run);
  add_trace (report, run);
}

QdReport *
qd_gametree_run_report_new (const QdGametreeRun *run, const QdPalette *palette)
{
  QdReport *report = qd_run_report_new (&qd_gametree_problem, run->path, NULL, palette);

  qd_gametree_run_report_add (report, run);
  return report;
}
