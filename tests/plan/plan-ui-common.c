/* plan-ui-common.c — see plan-ui-common.h. */
#include "config.h"

#include "plan-ui-common.h"

GObject *
plan_child (QdPlanPage *page, const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_PLAN_PAGE, name);
}

const char *
plan_label_text (QdPlanPage *page, const char *name)
{
  return gtk_label_get_text (GTK_LABEL (plan_child (page, name)));
}

gboolean
plan_has_task (gpointer page)
{
  return qd_plan_page_get_task (page) != NULL;
}

gboolean
plan_has_no_task (gpointer page)
{
  return qd_plan_page_get_task (page) == NULL;
}

gboolean
plan_ground (gpointer page)
{
  const char *text = plan_label_text (page, "explain_label");

  return qd_plan_page_get_task (page) != NULL && text[0] != '\0' && !g_str_has_prefix (text, "Grounding");
}

/* Example `index` opened, once `ready` holds of its page. */
static QdPlanPage *
open_until (guint index, Condition ready, guint timeout_ms, const char *what)
{
  QdPlanPage *page = QD_PLAN_PAGE (open_example ("plan", index, QD_TYPE_PLAN_PAGE));

  wait_until (ready, page, timeout_ms, what);
  wait_for_frame ();
  return page;
}

QdPlanPage *
plan_open_example (guint index)
{
  return open_until (index, plan_has_task, 5000, "the example's domain found");
}

QdPlanPage *
plan_open_example_ground (guint index)
{
  return open_until (index, plan_ground, 10000, "the example's task ground");
}
