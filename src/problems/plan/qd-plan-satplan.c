/* qd-plan-satplan.c — SATPLAN's plan checked against the PDDL task
 * (qd-plan-satplan.h). */
#include "config.h"
#include "qd-plan-satplan.h"
#include "qd-plan-validate.h"

#include <glib/gi18n.h>
#include <string.h>

char *
qd_plan_ops_text (const QdStrips *strips, const guint *ops, guint n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    if (!strips->ops[ops[i]].artificial)
      g_string_append_printf (text, "%s\n", strips->ops[ops[i]].name);
  return g_string_free (text, FALSE);
}

gboolean
qd_plan_satplan (const QdPlanTask *task, const QdStrips *strips, const QdSatplanOptions *options,
                 QdSatplanResult *result, GError **error)
{
  g_autofree char *text = NULL;
  QdPlanCheck check;
  gboolean valid;

  qd_strips_satplan (strips, options, result);
  if (result->status != QD_SATPLAN_SOLVED)
    return TRUE;
  text = qd_plan_ops_text (strips, (const guint *) result->ops->data, result->ops->len);
  if (!qd_plan_check (task, text, strlen (text), "satplan", &check, error))
    return FALSE;
  valid = check.status == QD_PLAN_CHECK_VALID;
  if (!valid)
    g_set_error (error, QD_PLAN_ERROR, QD_PLAN_ERROR_INVALID,
                 _("SATPlan's plan of horizon %u fails the check at its action %u: %s"), result->ops->len,
                 check.line, check.message != NULL ? check.message : "");
  qd_plan_check_clear (&check);
  return valid;
}
