/* qd-plan-page-satisficing.c — the satisficing planner in the Planning
 * tab's Solve group (qd-plan-page-solve.c runs its job): the planner on the
 * worker (core/qd-strips-lazy.h), each plan it finds published as it
 * comes; on the main thread, the list of the plans found so far, each row
 * its number, cost, search (greedy, or weighted A* and its weight) and
 * time, the newest last and the cheapest, the newest put in the plan
 * editor and checked; choosing a row puts its plan back; the anytime
 * switch's row. */
#include "config.h"
#include "qd-plan-page-private.h"
#include "core/qd-format.h"
#include "core/qd-job.h"
#include "core/qd-memory.h"
#include "core/qd-strips-space.h"

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

char *
qd_plan_found_text (const QdStrips *strips, const guint *ops, guint n, guint *n_actions)
{
  GString *text = g_string_new (NULL);

  *n_actions = 0;
  for (guint i = 0; i < n; i++)
    if (!strips->ops[ops[i]].artificial)
      {
        g_string_append_printf (text, "%s\n", strips->ops[ops[i]].name);
        (*n_actions)++;
      }
  return g_string_free (text, FALSE);
}

GtkWidget *
qd_plan_anytime_row_new (GtkSwitch **anytime_switch)
{
  const char *title = _("Improve the plan (anytime)");
  GtkWidget *row = adw_action_row_new ();

  *anytime_switch = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (*anytime_switch), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("After the first plan, weighted A* with w 5, 3, 2, then 1 finds cheaper ones until "
                                 "Stop or a proof that the last is optimal"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (*anytime_switch));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (*anytime_switch));
  gtk_accessible_update_property (GTK_ACCESSIBLE (*anytime_switch), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return row;
}

/* ---- the worker */

typedef struct {
  QdJob *job;
  const QdStrips *strips;
  GPtrArray *found;           /* QdPlanFound */
  gint64 start_us;
} Satisficing;

static void
snapshot_free (QdPlanSolveSnapshot *snapshot)
{
  g_ptr_array_unref (snapshot->found);
  g_free (snapshot);
}

static void
plan_found (gpointer data, const QdStripsLazyPlan *plan)
{
  Satisficing *run = data;
  QdPlanFound *found = g_new0 (QdPlanFound, 1);
  QdPlanSolveSnapshot *snapshot = g_new0 (QdPlanSolveSnapshot, 1);
  guint n_actions;

  found->cost = plan->cost;
  found->weight = plan->weight;
  found->time_us = g_get_monotonic_time () - run->start_us;
  found->plan = qd_plan_found_text (run->strips, plan->ops, plan->n_ops, &n_actions);
  g_ptr_array_add (run->found, found);
  snapshot->phase = QD_PLAN_PHASE_SEARCH;
  snapshot->found = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_plan_found_free);
  for (guint i = 0; i < run->found->len; i++)
    g_ptr_array_add (snapshot->found, qd_plan_found_copy (run->found->pdata[i]));
  qd_job_publish (run->job, snapshot, (GDestroyNotify) snapshot_free);
}

GPtrArray *
qd_plan_satisficing_run (QdJob *job, const QdStrips *strips, gboolean anytime, QdStripsLazyResult *result)
{
  Satisficing run = {
    .job = job, .strips = strips, .start_us = g_get_monotonic_time (),
    .found = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_plan_found_free),
  };
  QdStripsLazyOptions options;

  qd_strips_lazy_options_init (&options);
  options.anytime = anytime;
  options.max_bytes = qd_memory_default_limit ();
  options.stop = qd_job_get_stop_flag (job);
  options.progress = qd_job_get_progress (job);
  options.plan_found = plan_found;
  options.plan_data = &run;
  qd_strips_lazy_solve (strips, &options, result);
  return run.found;
}

/* ---- the main thread */

char *
qd_plan_satisficing_counts (const char *expanded, guint64 evaluated, const char *generated, const char *ground,
                            const char *search)
{
  g_autofree char *count = qd_format_count (evaluated);

  return g_strdup_printf (_("%s expanded, %s evaluated, %s generated; grounding %s s, search %s s"), expanded, count,
                          generated, ground, search);
}

char *
qd_plan_satisficing_result (guint n_plans, guint n_actions, const char *cost, gboolean optimal, const char *counts)
{
  return g_strdup_printf (ngettext ("%u plans found, the last the cheapest: %u action, cost %s, %s (%s). "
                                    "It is in the plan below, checked.",
                                    "%u plans found, the last the cheapest: %u actions, cost %s, %s (%s). "
                                    "It is in the plan below, checked.", n_actions),
                          n_plans, n_actions, cost, optimal ? _("proved optimal") : _("not proved optimal"), counts);
}

char *
qd_plan_satisficing_progress (QdPlanPage *self, GtkWidget *list, const QdPlanSolveSnapshot *snapshot,
                              const char *expanded)
{
  g_autofree char *last = NULL;
  const QdPlanFound *newest;

  if (snapshot->found == NULL || snapshot->found->len == 0)
    return g_strdup_printf (_("Searching… %s expanded, no plan yet"), expanded);
  newest = g_ptr_array_index (snapshot->found, snapshot->found->len - 1);
  if (qd_plan_found_list_update (list, snapshot->found))
    {
      qd_plan_page_set_plan (self, newest->plan);
      qd_plan_page_check (self);
    }
  last = qd_plan_found_label (newest, snapshot->found->len - 1);
  /* TRANSLATORS: the satisficing planner at work: states expanded, then its last plan ("Plan 2: cost 40, …") */
  return g_strdup_printf (_("Searching… %s expanded; %s; looking for a cheaper plan"), expanded, last);
}
