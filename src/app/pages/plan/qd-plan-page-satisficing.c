/* qd-plan-page-satisficing.c — the satisficing planner's plans as the
 * Planning tab's Solve group shows them (qd-plan-page-solve.c runs the
 * planner, core/qd-strips-lazy.h): a list of the plans found so far, each
 * row its number, cost, search (greedy, or weighted A* and its weight) and
 * time, the newest last and the cheapest; choosing a row puts its plan in
 * the plan editor and checks it. */
#include "config.h"
#include "qd-plan-page-private.h"
#include "core/qd-format.h"

#include <glib/gi18n.h>

void
qd_plan_found_free (QdPlanFound *found)
{
  if (found == NULL)
    return;
  g_free (found->plan);
  g_free (found);
}

QdPlanFound *
qd_plan_found_copy (const QdPlanFound *found)
{
  QdPlanFound *copy = g_memdup2 (found, sizeof *found);

  copy->plan = g_strdup (found->plan);
  return copy;
}

char *
qd_plan_found_label (const QdPlanFound *found, guint index)
{
  g_autofree char *cost = qd_format_count (found->cost);
  double s = (double) found->time_us / G_USEC_PER_SEC;

  if (found->weight == 0)
    /* TRANSLATORS: a plan the satisficing planner found: its number, cost, and the time since the search began */
    return g_strdup_printf (_("Plan %u: cost %s, greedy search, %.3f s"), index + 1, cost, s);
  /* TRANSLATORS: a plan the satisficing planner found by weighted A* with weight w */
  return g_strdup_printf (_("Plan %u: cost %s, weighted A* (w %u), %.3f s"), index + 1, cost, found->weight, s);
}

/* The list's plans (a reference to the last array shown). */
static GPtrArray *
list_plans (GtkWidget *list)
{
  return g_object_get_data (G_OBJECT (list), "plans");
}

static void
on_row_activated (GtkListBox *box, GtkListBoxRow *row, QdPlanPage *self)
{
  GPtrArray *plans = list_plans (GTK_WIDGET (box));
  gint index = gtk_list_box_row_get_index (row);

  if (plans == NULL || index < 0 || (guint) index >= plans->len)
    return;
  qd_plan_page_set_plan (self, ((const QdPlanFound *) plans->pdata[index])->plan);
  qd_plan_page_check (self);
}

GtkWidget *
qd_plan_found_list_new (QdPlanPage *self)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_widget_set_name (list, "found_list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_SINGLE);
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (list), TRUE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_margin_top (list, 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Plans found, the last the cheapest"), -1);
  gtk_widget_set_tooltip_text (list, _("Choose a plan to put it in the plan editor"));
  gtk_widget_set_visible (list, FALSE);
  g_signal_connect_object (list, "row-activated", G_CALLBACK (on_row_activated), self, 0);
  return list;
}

/* A row for each plan past those shown; the newest selected.  TRUE when
 * there was a new one. */
gboolean
qd_plan_found_list_update (GtkWidget *list, GPtrArray *plans)
{
  GPtrArray *shown = list_plans (list);
  guint n_shown = shown != NULL ? shown->len : 0;
  GtkListBoxRow *last = NULL;

  if (plans == NULL || plans->len <= n_shown)
    return FALSE;
  for (guint i = n_shown; i < plans->len; i++)
    {
      g_autofree char *text = qd_plan_found_label (plans->pdata[i], i);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_list_box_append (GTK_LIST_BOX (list), label);
      last = GTK_LIST_BOX_ROW (gtk_widget_get_parent (label));
      gtk_accessible_update_property (GTK_ACCESSIBLE (last), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
    }
  g_object_set_data_full (G_OBJECT (list), "plans", g_ptr_array_ref (plans), (GDestroyNotify) g_ptr_array_unref);
  gtk_list_box_select_row (GTK_LIST_BOX (list), last);
  gtk_widget_set_visible (list, TRUE);
  return TRUE;
}

void
qd_plan_found_list_clear (GtkWidget *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (list), child);
  g_object_set_data (G_OBJECT (list), "plans", NULL);
  gtk_widget_set_visible (list, FALSE);
}

guint
qd_plan_found_list_count (GtkWidget *list)
{
  GPtrArray *plans = list_plans (list);

  return plans != NULL ? plans->len : 0;
}
