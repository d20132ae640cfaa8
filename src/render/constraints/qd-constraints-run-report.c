/* qd-constraints-run-report.c — the report of a run on any constraint
 * problem (qd-constraints-run-report.h). */
#include "config.h"
#include "qd-constraints-run-report.h"

#include <glib/gi18n.h>

#include "problems/qd-problem.h"
#include "render/constraints/qd-constraints-render.h"
#include "render/qd-run-report.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (constraints)

/* A larger network is not drawn in a report (its layout and drawing would
 * take long and hold nothing readable): the tables say it all. */
#define FIGURE_MAX_ITEMS 600

/* The network as a figure of `section` (with the domains left or a
 * solution's values when given), fitted to what a figure holds. */
static void
add_network (QdReport *report, QdReportSection *section, const QdConstraintsRun *run, const char *caption,
             const char *name, const gboolean *const *domains, const gint *solution)
{
  const QdCspModel *model = run->model;
  QdConstraintsDrawing d = { model, NULL };

  if (qd_csp_model_n_vars (model) + qd_csp_n_constraints (model->csp) > FIGURE_MAX_ITEMS)
    {
      g_autofree char *text =
        g_strdup_printf (_("The network has %u variables and %u constraints, too many to draw on a page."),
                         qd_csp_model_n_vars (model), qd_csp_n_constraints (model->csp));

      qd_report_add_paragraph (section, text);
      return;
    }
  d.layout = qd_constraints_layout_new (model, NULL);
  qd_constraints_render_options_init (&d.options, qd_report_palette (report));
  d.options.domains = domains;
  d.options.solution = solution;
  qd_run_report_add_fitted (section, caption, name, d.layout->width, d.layout->height, qd_constraints_drawing_draw,
                            &d);
  qd_constraints_layout_free (d.layout);
}

/* The rows a table of n items lists (QD_CONSTRAINTS_REPORT_ROWS at most). */
static guint
rows_listed (guint n)
{
  return MIN (n, QD_CONSTRAINTS_REPORT_ROWS);
}

/* After a table of `n` variables (or constraints) that listed only the
 * first rows_listed (n): says so. */
static void
add_rows_left (QdReportSection *section, guint n, gboolean constraints)
{
  guint listed = QD_CONSTRAINTS_REPORT_ROWS;
  g_autofree char *text = NULL;

  if (n <= listed)
    return;
  text = constraints
    ? g_strdup_printf (_("The table above lists the first %u of the %u constraints; the other %u are left out of "
                         "the report."), listed, n, n - listed)
    : g_strdup_printf (_("The table above lists the first %u of the %u variables; the other %u are left out of "
                         "the report."), listed, n, n - listed);
  qd_report_add_paragraph (section, text);
}

/* "{1, 2, 3}": var's domain as the file gives it (its unary constraints
 * applied). */
static char *
initial_domain_text (const QdCspModel *model, guint var)
{
  guint n = qd_csp_domain_size (model->csp, var);
  g_autofree gboolean *in = g_new (gboolean, MAX (n, 1));

  for (guint x = 0; x < n; x++)
    in[x] = qd_csp_initial_has (model->csp, var, x);
  return qd_csp_model_domain_text (model, var, in);
}

static void
add_instance (QdReport *report, const QdConstraintsRun *run)
{
  const QdCspModel *model = run->model;
  QdReportSection *section;
  QdReportBlock *table;

  qd_report_add_instance (report, run->path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_run_report_add_count (section, _("Variables"), qd_csp_model_n_vars (model));
  qd_run_report_add_count (section, _("Constraints"), qd_csp_n_constraints (model->csp));
  add_network (report, section, run, _("The constraint network: variables with their domains, constraints in boxes"),
               "instance", NULL, NULL);
  table = qd_report_add_table (section, _("The variables and their domains"), "variables",
                               (const char *[]) { _("Variable"), _("Domain"), NULL });
  for (guint v = 0; v < rows_listed (qd_csp_model_n_vars (model)); v++)
    {
      g_autofree char *domain = initial_domain_text (model, v);

      qd_report_add_row (table, (const char *[]) { qd_csp_model_var (model, v)->name, domain, NULL });
    }
  add_rows_left (section, qd_csp_model_n_vars (model), FALSE);
  table = qd_report_add_table (section, _("The constraints"), "constraints",
                               (const char *[]) { _("Constraint"), _("Scope"), NULL });
  for (guint c = 0; c < rows_listed (qd_csp_n_constraints (model->csp)); c++)
    {
      g_autoptr(GString) scope = g_string_new (NULL);

      for (guint i = 0; i < qd_csp_constraint_arity (model->csp, c); i++)
        g_string_append_printf (scope, "%s%s", i > 0 ? ", " : "",
                                qd_csp_model_var (model, qd_csp_constraint_scope (model->csp, c)[i])->name);
      qd_report_add_row (table, (const char *[]) { qd_csp_constraint_description (model->csp, c), scope->str,
                                                   NULL });
    }
  add_rows_left (section, qd_csp_n_constraints (model->csp), TRUE);
}

static void
add_settings (QdReport *report, const QdConstraintsRun *run)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, run->seed);
  g_autofree char *max_steps = g_strdup_printf ("%" G_GUINT64_FORMAT, run->max_steps);
  g_autofree char *walk = g_strdup_printf ("%g", run->walk);
  g_autofree char *tabu = g_strdup_printf ("%u", run->tabu);
  g_autofree char *limit = run->time_limit > 0 ? g_strdup_printf ("%g s", run->time_limit) : NULL;
  gboolean random = run->var_order == QD_CSP_VAR_RANDOM || run->val_order == QD_CSP_VAL_RANDOM;

  switch (run->kind)
    {
    case QD_CONSTRAINTS_RUN_SEARCH:
      qd_report_add_pair (section, "algorithm", run->algorithm);
      qd_report_add_pair (section, "var-order",
                          run->weighted ? "dom-wdeg" : qd_csp_var_order_to_string (run->var_order));
      qd_report_add_pair (section, "val-order", qd_csp_val_order_to_string (run->val_order));
      qd_report_add_pair (section, "all", run->all ? "yes" : "no");
      qd_report_add_pair (section, "backjump", run->backjump ? "yes" : NULL);
      qd_report_add_pair (section, "seed", random ? seed : NULL);
      break;
    case QD_CONSTRAINTS_RUN_MIN_CONFLICTS:
      qd_report_add_pair (section, "algorithm", run->algorithm);
      qd_report_add_pair (section, "seed", seed);
      qd_report_add_pair (section, "max-steps", max_steps);
      qd_report_add_pair (section, "walk", walk);
      qd_report_add_pair (section, "tabu", tabu);
      break;
    case QD_CONSTRAINTS_RUN_SPLIT:
      qd_report_add_pair (section, "algorithm", run->algorithm);
      qd_report_add_pair (section, "all", run->all ? "yes" : "no");
      qd_report_add_paragraph (section, _("Arc consistency, then the first variable of the file with two values "
                                          "or more split in halves, the lower half first."));
      break;
    case QD_CONSTRAINTS_RUN_AC3:
      qd_report_add_pair (section, "ac3", "yes");
      qd_report_add_paragraph (section, _("Arc consistency (AC-3) alone, without searching."));
      break;
    case QD_CONSTRAINTS_RUN_FCMAC:
      qd_report_add_pair (section, "fcmac", "yes");
      qd_report_add_pair (section, "method", run->method != NULL ? run->method : "both");
      qd_report_add_pair (section, "order", run->order != NULL ? run->order : _("the file's"));
      break;
    }
  qd_report_add_pair (section, "time-limit", limit);
}

/* The first solution as a table and on the network. */
static void
add_solution (QdReport *report, QdReportSection *section, const QdConstraintsRun *run)
{
  const QdCspModel *model = run->model;
  QdReportBlock *table = qd_report_add_table (section, _("The first solution found"), "solution",
                                              (const char *[]) { _("Variable"), _("Value"), NULL });

  for (guint v = 0; v < rows_listed (qd_csp_model_n_vars (model)); v++)
    {
      g_autofree char *value = qd_csp_model_value_text (model, v, (guint) run->solution[v]);

      qd_report_add_row (table, (const char *[]) { qd_csp_model_var (model, v)->name, value, NULL });
    }
  add_rows_left (section, qd_csp_model_n_vars (model), FALSE);
  add_network (report, section, run, _("The network with the first solution's values in bold"), "solution", NULL,
               run->solution);
}

/* AC-3: each variable's domain left, and the network with the values
 * removed struck. */
static void
add_domains (QdReport *report, QdReportSection *section, const QdConstraintsRun *run)
{
  const QdCspModel *model = run->model;
  QdReportBlock *table = qd_report_add_table (section, _("The domains after arc consistency"), "domains",
                                              (const char *[]) { _("Variable"), _("Domain"), NULL });

  for (guint v = 0; v < rows_listed (qd_csp_model_n_vars (model)); v++)
    {
      g_autofree char *domain = qd_csp_model_domain_text (model, v, run->domains[v]);

      qd_report_add_row (table, (const char *[]) { qd_csp_model_var (model, v)->name, domain, NULL });
    }
  add_rows_left (section, qd_csp_model_n_vars (model), FALSE);
  add_network (report, section, run, _("The network after arc consistency: the values removed are struck"),
               "domains", run->domains, NULL);
}

static void
add_results (QdReport *report, const QdConstraintsRun *run)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);

  if (run->kind == QD_CONSTRAINTS_RUN_FCMAC)
    return;
  if (run->kind == QD_CONSTRAINTS_RUN_AC3)
    {
      qd_report_add_paragraph (section, run->status == QD_CSP_NO_SOLUTION
                               ? _("Arc consistency empties a domain: the problem has no solution.")
                               : _("Arc consistency leaves every domain with a value."));
      if (run->domains != NULL)
        add_domains (report, section, run);
      return;
    }
  if (run->status == QD_CSP_STOPPED)
    qd_report_add_paragraph (section, _("The search was stopped before it ended: these are the solutions it had "
                                        "found."));
  if (run->solution == NULL)
    {
      qd_report_add_paragraph (section, run->status == QD_CSP_STOPPED ? _("No solution was found before it stopped.")
                               : run->kind == QD_CONSTRAINTS_RUN_MIN_CONFLICTS
                               ? _("Min-conflicts found no solution; it cannot prove that none exists.")
                               : _("The problem has no solution."));
      return;
    }
  add_solution (report, section, run);
}

static void
add_statistics (QdReport *report, const QdConstraintsRun *run)
{
  QdReportBlock *table;

  if (run->kind == QD_CONSTRAINTS_RUN_FCMAC)
    return;
  table = qd_run_report_stats_table (report);
  switch (run->kind)
    {
    case QD_CONSTRAINTS_RUN_SEARCH:
      qd_run_report_stats_row (table, _("Solutions"), run->n_solutions);
      qd_run_report_stats_row (table, _("Nodes"), run->stats->nodes);
      qd_run_report_stats_row (table, _("Assignments"), run->stats->assignments);
      qd_run_report_stats_row (table, _("Backtracks"), run->stats->backtracks);
      qd_run_report_stats_row (table, _("Constraint checks"), run->stats->checks);
      qd_run_report_stats_row (table, _("Prunings"), run->stats->prunings);
      qd_run_report_stats_time (table, run->stats->time_us);
      break;
    case QD_CONSTRAINTS_RUN_MIN_CONFLICTS:
      qd_run_report_stats_row (table, _("Repair steps"), run->local->steps);
      qd_run_report_stats_row (table, _("Changes"), run->local->changes);
      qd_run_report_stats_row (table, _("Constraints still violated"), run->local->violated);
      qd_run_report_stats_row (table, _("Constraint checks"), run->local->checks);
      qd_run_report_stats_time (table, run->local->time_us);
      break;
    case QD_CONSTRAINTS_RUN_SPLIT:
      qd_run_report_stats_row (table, _("Solutions"), run->split->solutions);
      qd_run_report_stats_row (table, _("Nodes"), run->split->nodes);
      qd_run_report_stats_row (table, _("Splits"), run->split->splits);
      qd_run_report_stats_row (table, _("Revisions"), run->split->revisions);
      qd_run_report_stats_time (table, run->split->time_us);
      break;
    case QD_CONSTRAINTS_RUN_AC3:
    case QD_CONSTRAINTS_RUN_FCMAC:
      qd_run_report_stats_row (table, _("Revisions"), run->revisions);
      qd_run_report_stats_time (table, run->time_us);
      break;
    }
}

void
qd_constraints_run_report_add (QdReport *report, const QdConstraintsRun *run)
{
  g_return_if_fail (report != NULL && run != NULL && run->model != NULL);
  g_return_if_fail (run->kind != QD_CONSTRAINTS_RUN_SEARCH || run->stats != NULL);
  g_return_if_fail (run->kind != QD_CONSTRAINTS_RUN_MIN_CONFLICTS || run->local != NULL);
  g_return_if_fail (run->kind != QD_CONSTRAINTS_RUN_SPLIT || run->split != NULL);

  add_instance (report, run);
  add_settings (report, run);
  add_results (report, run);
  add_statistics (report, run);
  qd_report_add_search_tree (report, run->tree);
  if (run->trace != NULL)
    qd_report_add_verbatim (qd_report_part (report, QD_REPORT_TRACE),
                            _("The search trace: the order, then one search path per line"), "trace", run->trace);
}

QdReport *
qd_constraints_run_report_new (const QdConstraintsRun *run, const QdPalette *palette)
{
  QdReport *report = qd_run_report_new (&qd_constraints_problem, run->path, NULL, palette);

  qd_constraints_run_report_add (report, run);
  return report;
}
