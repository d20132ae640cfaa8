/* qd-plan-run-report.c — the report of a planning run
 * (qd-plan-run-report.h). */
#include "config.h"
#include "qd-plan-run-report.h"
#include "qd-plan-step-picture.h"

#include <glib/gi18n.h>

#include "problems/qd-problem.h"
#include "render/qd-run-report.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (plan)

static void
draw_state (cairo_t *cr, double width, double height, gpointer options)
{
  qd_plan_render (cr, options);
}

static void
add_instance (QdReport *report, const QdPlanReportRun *r)
{
  g_autoptr(QdPlanTrace) initial = qd_plan_trace_initial (r->task);
  QdPlanStepPicture picture;
  QdReportSection *section;
  double width, height;

  qd_plan_step_picture_init (&picture, r->task, initial, 0, qd_report_palette (report));
  qd_plan_render_get_size (&picture.options, &width, &height);
  qd_report_add_instance (report, r->problem_path, width, height, draw_state, &picture.options);
  qd_plan_step_picture_clear (&picture);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_report_add_pair (section, _("Domain file"), r->domain_path);
  qd_report_add_pair (section, _("Domain"), qd_plan_task_domain_name (r->task));
  qd_report_add_pair (section, _("Problem"), qd_plan_task_problem_name (r->task));
  qd_run_report_add_count (section, _("Objects"), qd_plan_task_n_objects (r->task));
  qd_run_report_add_count (section, _("Actions (schemas)"), qd_plan_task_n_actions (r->task));
  qd_run_report_add_count (section, _("Facts of the initial state"), qd_plan_task_n_init (r->task));
}

static void
add_settings (QdReport *report, const QdPlanReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);

  if (r->check_path != NULL)
    {
      qd_report_add_pair (section, _("Plan checked"), r->check_path);
      qd_report_add_paragraph (section, _("The plan is checked by the semantics of PDDL, action by action: each "
                                          "precondition in the state before it, then its effects; at the end, "
                                          "the goal."));
      return;
    }
  qd_report_add_pair (section, _("Algorithm"), r->algorithm);
  qd_report_add_pair (section, _("Heuristic"), r->heuristic);
}

char *
qd_plan_verdict_text (const QdPlanCheck *check)
{
  g_autofree char *cost = g_strdup_printf ("%" G_GUINT64_FORMAT, check->cost);

  switch (check->status)
    {
    case QD_PLAN_CHECK_VALID:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The plan reaches the goal: %u action, cost %s",
                                           "The plan reaches the goal: %u actions, cost %s", check->n_actions),
                              check->n_actions, cost);
    case QD_PLAN_CHECK_BAD_ACTION:
    case QD_PLAN_CHECK_COST:
      return g_strdup_printf (_("Line %u: %s: %s"), check->line, check->action, check->message);
    case QD_PLAN_CHECK_INAPPLICABLE:
      return g_strdup_printf (_("Line %u: %s cannot apply: %s"), check->line, check->action, check->message);
    case QD_PLAN_CHECK_GOAL:
    default:
      return g_strdup_printf (_("The goal does not hold after the plan: %s"), check->message);
    }
}

static char *
outcome_text (const QdPlanReportRun *r)
{
  if (r->trace == NULL)
    return g_strdup (_("no plan found (the output below says why)"));
  return qd_plan_verdict_text (&r->trace->check);
}

static void
add_plan_table (QdReportSection *section, const QdPlanTrace *trace)
{
  QdReportBlock *table = qd_report_add_table (section, _("The plan, action by action"), "plan",
                                              (const char *[]) { _("Step"), _("Action"), NULL });

  for (guint k = 0; k < trace->steps->len; k++)
    {
      g_autofree char *step = g_strdup_printf ("%u", k + 1);

      qd_report_add_row (table, (const char *[]) {
        step, ((const QdPlanTraceStep *) trace->steps->pdata[k])->action, NULL });
    }
}

/* Each state of the plan drawn as the tab draws it, the first
 * QD_PLAN_REPORT_MAX_STATES of them. */
static void
add_states (QdReport *report, QdReportSection *section, const QdPlanReportRun *r)
{
  guint n = r->trace->states->len, shown = MIN (n, QD_PLAN_REPORT_MAX_STATES);

  if (shown < n)
    {
      g_autofree char *said = g_strdup_printf (_("The first %u of the plan’s %u states are drawn."), shown, n);

      qd_report_add_paragraph (section, said);
    }
  for (guint k = 0; k < shown; k++)
    {
      g_autofree char *name = g_strdup_printf ("state-%u", k);
      QdPlanStepPicture picture;
      double width, height;

      qd_plan_step_picture_init (&picture, r->task, r->trace, k, qd_report_palette (report));
      picture.options.caption = NULL;   /* the figure's caption says it */
      qd_plan_render_get_size (&picture.options, &width, &height);
      qd_run_report_add_fitted (section, picture.caption, name, width, height, draw_state, &picture.options);
      qd_plan_step_picture_clear (&picture);
    }
}

static void
add_results (QdReport *report, const QdPlanReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  g_autofree char *outcome = outcome_text (r);

  qd_report_add_pair (section, _("Outcome"), outcome);
  if (r->trace == NULL)
    return;
  if (r->trace->check.status == QD_PLAN_CHECK_VALID)
    {
      g_autofree char *cost = g_strdup_printf ("%" G_GUINT64_FORMAT, r->trace->check.cost);

      qd_report_add_pair (section, _("Cost"), cost);
      qd_run_report_add_count (section, _("Steps"), r->trace->steps->len);
    }
  add_plan_table (section, r->trace);
  add_states (report, section, r);
}

static void
add_time (QdReportBlock *table, const char *measure, gint64 time_us)
{
  g_autofree char *value = g_strdup_printf (_("%.3f ms"), time_us / 1000.0);

  qd_report_add_row (table, (const char *[]) { measure, value, NULL });
}

static void
add_statistics (QdReport *report, const QdPlanReportRun *r)
{
  QdReportBlock *table;

  if (!r->ground && !r->searched)
    return;
  table = qd_run_report_stats_table (report);
  if (r->ground)
    {
      qd_run_report_stats_row (table, _("Ground facts"), r->n_facts);
      qd_run_report_stats_row (table, _("Ground operators"), r->n_ops);
      add_time (table, _("Grounding time"), r->ground_us);
    }
  if (r->searched)
    {
      qd_run_report_stats_row (table, _("Expanded"), r->expanded);
      qd_run_report_stats_row (table, _("Generated"), r->generated);
      qd_run_report_stats_row (table, _("Dead ends pruned"), r->pruned);
      add_time (table, _("Search time"), r->search_us);
    }
}

void
qd_plan_run_report_add (QdReport *report, const QdPlanReportRun *run)
{
  add_instance (report, run);
  if (run->check_path == NULL && run->algorithm == NULL)
    return;
  add_settings (report, run);
  add_results (report, run);
  add_statistics (report, run);
}

QdReport *
qd_plan_run_report_new (const QdPlanReportRun *run, const QdPalette *palette)
{
  QdReport *report = qd_run_report_new (&qd_plan_problem, run->problem_path, NULL, palette);

  qd_plan_run_report_add (report, run);
  return report;
}
