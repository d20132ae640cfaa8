/* qd-plan-cli-outputs.c — `quandary-cli plan`'s pictures, report and GIF
 * (qd-plan-cli-outputs.h): the state drawn as the Planning tab draws it
 * (render/plan/qd-plan-step-picture.h), the report of the run
 * (render/plan/qd-plan-run-report.h), the plan's animation
 * (render/plan/qd-plan-animation.h). */
#include "config.h"
#include "cli/plan/qd-plan-cli-outputs.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-strips-heuristic.h"
#include "render/plan/qd-plan-animation.h"
#include "render/plan/qd-plan-run-report.h"
#include "render/plan/qd-plan-step-picture.h"

struct _QdPlanCliOutputs {
  QdCliPictures pictures;
  QdCliReport report;
  gint64 after;               /* -1: not given */
  gboolean static_facts;      /* --static-facts: the pictures draw them */
  /* The run, kept as it goes. */
  QdPlanReportRun figures;
  GString *plan;              /* the plan found, one action a line; NULL: none */
};

QdPlanCliOutputs *
qd_plan_cli_outputs_new (void)
{
  QdPlanCliOutputs *outputs = g_new0 (QdPlanCliOutputs, 1);

  outputs->after = -1;
  return outputs;
}

void
qd_plan_cli_outputs_set_after (QdPlanCliOutputs *outputs, gint64 after)
{
  outputs->after = after;
}

QdCliPictures *
qd_plan_cli_outputs_pictures (QdPlanCliOutputs *outputs)
{
  return &outputs->pictures;
}

void
qd_plan_cli_outputs_add_entries (GOptionContext *context, QdPlanCliOutputs *outputs)
{
  GOptionEntry entries[] = {
    { "static-facts", 0, 0, G_OPTION_ARG_NONE, &outputs->static_facts,
      N_("Draw the static facts in the pictures (facts no action changes, such as (sum n1 n2 n3); left out by "
         "default, their number said)"), NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  qd_cli_report_add_entries (context, &outputs->report, TRUE);
}

gboolean
qd_plan_cli_outputs_check (const QdPlanCliOptions *o)
{
  QdPlanCliOutputs *outputs = o->outputs;

  return qd_cli_report_check (&outputs->report);
}

int
qd_plan_cli_outputs_begin (const QdPlanCliOptions *o)
{
  const QdCliFile inputs[] = { { NULL, o->domain }, { NULL, o->problem }, { "--check", o->check } };
  QdCliFile paths[2];
  int n = qd_cli_report_outputs (&o->outputs->report, paths);
  int status;

  if (n < 0)
    return QD_EXIT_INPUT;
  if ((status = qd_cli_check_files (inputs, G_N_ELEMENTS (inputs), &o->outputs->pictures, paths, (guint) n)) != QD_EXIT_OK)
    return status;
  qd_cli_report_begin (&o->outputs->report);
  return QD_EXIT_OK;
}

/* ---- the run kept */

void
qd_plan_cli_outputs_keep_ground (QdPlanCliOutputs *outputs, const QdStrips *strips, gint64 time_us)
{
  outputs->figures.ground = TRUE;
  outputs->figures.n_facts = strips->n_facts;
  outputs->figures.n_ops = strips->n_ops;
  outputs->figures.ground_us = time_us;
}

void
qd_plan_cli_outputs_keep_search (QdPlanCliOutputs *outputs, const QdSpaceResult *result, guint64 pruned)
{
  outputs->figures.searched = TRUE;
  outputs->figures.expanded = result->expanded;
  outputs->figures.generated = result->generated;
  outputs->figures.pruned = pruned;
  outputs->figures.search_us = result->time_us;
}

void
qd_plan_cli_outputs_keep_plan (QdPlanCliOutputs *outputs, const QdStrips *strips, const guint *ops, guint n)
{
  if (outputs->plan != NULL)
    g_string_free (outputs->plan, TRUE);
  outputs->plan = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    if (!strips->ops[ops[i]].artificial)
      g_string_append_printf (outputs->plan, "%s\n", strips->ops[ops[i]].name);
}

/* ---- the outputs */

static void
draw_state (cairo_t *cr, double width, double height, gpointer options)
{
  qd_plan_render (cr, options);
}

/* The state --after names, else the one the tab shows after a check: the
 * start, or where the plan fails. */
static gboolean
write_pictures (const QdPlanCliOutputs *outputs, const QdPlanTask *task, const QdPlanTrace *trace)
{
  guint n = trace->steps->len;
  guint position = outputs->after >= 0 ? (guint) outputs->after : trace->failing != NULL ? n : 0;
  QdPlanStepPicture picture;
  double width, height;
  gboolean ok;

  if (!qd_cli_pictures_wanted (&outputs->pictures))
    return TRUE;
  if (position > n)
    {
      g_printerr (g_dngettext (GETTEXT_PACKAGE, "quandary-cli: --after %u: the plan has %u action\n",
                               "quandary-cli: --after %u: the plan has %u actions\n", n),
                  position, n);
      return FALSE;
    }
  qd_plan_step_picture_init (&picture, task, trace, position, qd_cli_pictures_palette (&outputs->pictures));
  picture.options.show_static = outputs->static_facts;
  qd_plan_render_get_size (&picture.options, &width, &height);
  ok = qd_cli_pictures_write (&outputs->pictures, width, height, draw_state, &picture.options);
  qd_plan_step_picture_clear (&picture);
  return ok;
}

static QdReport *
build_report (const QdPlanCliOptions *o, const QdPlanTask *task, const QdPlanTrace *trace)
{
  QdPlanReportRun run = o->outputs->figures;

  run.domain_path = o->domain;
  run.problem_path = o->problem;
  run.task = task;
  run.trace = trace;
  run.check_path = o->check;
  run.algorithm = o->algorithm_name != NULL ? o->algorithm_name : "astar";
  if (g_strcmp0 (run.algorithm, "graphplan") != 0)
    run.heuristic = qd_strips_heuristic_to_string (o->heuristic);
  return qd_plan_run_report_new (&run, o->outputs->report.palette);
}

/* The plan's trace: --check's plan, the plan found, or the initial state
 * alone when there is none. */
static QdPlanTrace *
plan_trace (const QdPlanCliOptions *o, const QdPlanTask *task, const char *check_text, gboolean *planned)
{
  const char *text = check_text != NULL ? check_text : o->outputs->plan != NULL ? o->outputs->plan->str : NULL;
  QdPlanTrace *trace = text != NULL ? qd_plan_trace_new (task, text, strlen (text), o->check != NULL ? o->check : "plan", NULL) : NULL;

  *planned = trace != NULL;
  return trace != NULL ? trace : qd_plan_trace_initial (task);
}

int
qd_plan_cli_outputs_finish (const QdPlanCliOptions *o, QdPlanTask *task, const char *check_text, int status)
{
  QdPlanCliOutputs *outputs = o->outputs;
  g_autoptr(QdPlanTask) owned = task;
  g_autoptr(QdPlanTrace) trace = NULL;
  QdReport *built = NULL;
  gboolean planned, failed;

  if (!qd_cli_pictures_wanted (&outputs->pictures) && !qd_cli_report_any (&outputs->report))
    return status;
  trace = plan_trace (o, task, check_text, &planned);
  /* --landmarks drew its graph instead (qd-plan-cli-landmarks.c). */
  failed = !o->landmarks && !write_pictures (outputs, task, trace);
  if (qd_cli_report_wanted (&outputs->report))
    built = build_report (o, task, planned ? trace : NULL);
  failed |= !qd_cli_report_finish (&outputs->report, built,
                                   qd_cli_report_wants_gif (&outputs->report)
                                   ? qd_plan_animation_new (g_steal_pointer (&owned), trace) : NULL);
  return failed && status != QD_EXIT_STOPPED ? QD_EXIT_INPUT : status;
}

void
qd_plan_cli_outputs_free (QdPlanCliOutputs *outputs)
{
  if (outputs == NULL)
    return;
  qd_cli_pictures_clear (&outputs->pictures);
  qd_cli_report_clear (&outputs->report);
  if (outputs->plan != NULL)
    g_string_free (outputs->plan, TRUE);
  g_free (outputs);
}
