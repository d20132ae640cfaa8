/* qd-plan-satplan.h — SATPLAN (core/qd-strips-satplan.h) on a PDDL task's
 * ground task, its plan checked by the validator (qd-plan-validate.h), an
 * independent route from the encoding, before anyone is shown it: the
 * command line and the Planning tab both run it here. */
#pragma once

#include <glib.h>

#include "core/qd-strips-satplan.h"
#include "qd-plan.h"

G_BEGIN_DECLS

/* The plan's text as `quandary-cli plan` prints it: one action a line, the
 * artificial ones left out (to free). */
char    *qd_plan_ops_text (const QdStrips *strips, const guint *ops, guint n);
/* SATPLAN on `strips` (ground from `task`); a plan found is checked
 * against `task`: FALSE with an error (QD_PLAN_ERROR_INVALID, naming the
 * horizon and what fails) when it does not pass, which would be a fault of
 * the encoding.  `result` is filled either way (clear it). */
gboolean qd_plan_satplan  (const QdPlanTask *task, const QdStrips *strips, const QdSatplanOptions *options,
                           QdSatplanResult *result, GError **error);

G_END_DECLS
