/* qd-plan-cli-outputs.h — `quandary-cli plan`'s pictures (--png, --svg,
 * --pdf of a state), its report (--report, --report-bundle) and
 * the plan's animation (--gif): the options, the figures of the run kept as
 * it goes (qd-plan-cli-solve.c, qd-plan-cli-graph.c), the files written at
 * its end. */
#pragma once

#include "cli/plan/qd-plan-cli-private.h"
#include "cli/qd-cli.h"
#include "problems/plan/qd-plan.h"

G_BEGIN_DECLS

typedef struct _QdPlanCliOutputs QdPlanCliOutputs;

QdPlanCliOutputs *qd_plan_cli_outputs_new      (void);
/* The state the pictures show: after `after` actions of the plan (-1: the
 * initial state, or where a plan checked fails); qd-plan-cli-explain.c
 * reads --after. */
void              qd_plan_cli_outputs_set_after (QdPlanCliOutputs *outputs, gint64 after);
/* The picture options, for qd_cli_context_new. */
QdCliPictures    *qd_plan_cli_outputs_pictures (QdPlanCliOutputs *outputs);
/* Adds the report's options (after the pictures'). */
void              qd_plan_cli_outputs_add_entries (GOptionContext *context, QdPlanCliOutputs *outputs);
/* After parsing: the report's and the GIF's options read.  FALSE: a usage
 * error, printed. */
gboolean          qd_plan_cli_outputs_check    (const QdPlanCliOptions *o);
/* Before the run prints: every output checked against the inputs (the
 * status to end with when one cannot be written), then stdout kept for the
 * report. */
int               qd_plan_cli_outputs_begin    (const QdPlanCliOptions *o);

/* The run's figures as it goes (each may be skipped). */
void              qd_plan_cli_outputs_keep_ground (QdPlanCliOutputs *outputs, const QdStrips *strips, gint64 time_us);
void              qd_plan_cli_outputs_keep_search (QdPlanCliOutputs *outputs, const QdSpaceResult *result,
                                                   guint64 pruned);
/* The plan found: `n` operators of `strips` (the artificial ones left out). */
void              qd_plan_cli_outputs_keep_plan   (QdPlanCliOutputs *outputs, const QdStrips *strips,
                                                   const guint *ops, guint n);

/* After the run that ended with `status`: the pictures, the report and the
 * GIF of `task` (taken) and the plan, `check_text` (--check's plan) or the
 * one kept.  The status to end with: `status`, or QD_EXIT_INPUT when an
 * output failed (said), but a run stopped by Ctrl-C keeps its 130. */
int               qd_plan_cli_outputs_finish   (const QdPlanCliOptions *o, QdPlanTask *task, const char *check_text,
                                                int status);
void              qd_plan_cli_outputs_free     (QdPlanCliOutputs *outputs);

G_END_DECLS
