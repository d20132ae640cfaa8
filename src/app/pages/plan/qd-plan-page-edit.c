/* qd-plan-page-edit.c — the problem's init and goal edited without
 * writing PDDL (issue 78): the facts of the initial state and of the goal,
 * by predicate, each with an Init and a Goal check button; a fact of a
 * predicate added with its objects chosen from its arguments' types.  Each
 * change rewrites the problem's text in its (:init …) or (:goal …) section
 * alone (problems/plan/qd-plan-edit.h), is one edit of the undo history,
 * and the task is read again.  A goal that is no conjunction of facts is
 * edited as text: its Goal buttons are off, and a note says so. */
#include "config.h"
#include "qd-plan-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "app/widgets/qd-drop-down.h"
#include "problems/plan/qd-plan-edit.h"

/* The problem's text: the document's, or its companion's when the
 * document is the domain (NULL: no problem yet). */
static char **
problem_slot (QdPlanPage *self)
{
  QdPlanDocument *d = self->document;

  if (d->kind == QD_PLAN_FILE_DOMAIN)
    return d->companion != NULL ? &d->companion : NULL;
  return &d->text;
}

/* `fact` put in or out of the init (or the goal): the text rewritten as
 * one edit, the task read again. */
static void
apply (QdPlanPage *self, const char *fact, gboolean goal, gboolean in)
{
  char **slot;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  qd_plan_files_flush (self);
  slot = problem_slot (self);
  if (slot == NULL)
    return;
  text = goal ? qd_plan_edit_goal (*slot, fact, in, &error) : qd_plan_edit_init (*slot, fact, in, &error);
  if (text == NULL)
    qd_page_toast (QD_PAGE (self), error->message);
  if (text == NULL || strcmp (text, *slot) == 0)
    {
      qd_plan_editor_show (self);
      return;
    }
  g_free (self->edit_focus);
  self->edit_focus = g_strdup_printf ("%s %s", goal ? "goal" : "init", fact);
  qd_page_record_edit (QD_PAGE (self));
  g_free (*slot);
  *slot = g_steal_pointer (&text);
  if (slot == &self->document->companion)
    self->companion_modified = TRUE;
  qd_plan_files_show (self);
  qd_plan_files_read_task (self, TRUE);
  qd_plan_steps_reset (self);
}

static void
on_toggled (GtkCheckButton *button, QdPlanPage *self)
{
  const char *fact = g_object_get_data (G_OBJECT (button), "fact");

  if (!self->updating)
    apply (self, fact, g_object_get_data (G_OBJECT (button), "goal") != NULL, gtk_check_button_get_active (button));
}

/* ---- a fact added */

static char *
selected_string (GtkDropDown *drop_down)
{
  GtkStringObject *item = gtk_drop_down_get_selected_item (drop_down);

  return item != NULL ? g_strdup (gtk_string_object_get_string (item)) : NULL;
}

/* A drop-down into the add row; Tab goes to it, not to the flow box's
 * child around it. */
static void
append_add (QdPlanPage *self, GtkWidget *drop_down)
{
  gtk_flow_box_append (self->add_box, drop_down);
  gtk_widget_set_focusable (gtk_widget_get_parent (drop_down), FALSE);
}

/* The argument drop-downs of the predicate chosen, its objects in each. */
static void
fill_args (QdPlanPage *self)
{
  g_autofree char *predicate = selected_string (self->add_predicate);
  const QdPlanTask *task = self->document->task;
  gint arity = task != NULL && predicate != NULL ? qd_plan_task_predicate_arity (task, predicate) : 0;

  for (guint i = 0; i < self->add_args->len; i++)
    gtk_flow_box_remove (self->add_box, self->add_args->pdata[i]);
  g_ptr_array_set_size (self->add_args, 0);
  for (gint i = 0; i < arity; i++)
    {
      g_auto(GStrv) objects = qd_plan_task_objects_for (task, predicate, (guint) i);
      GtkWidget *args = gtk_drop_down_new_from_strings ((const char *const *) objects);
      g_autofree char *name = g_strdup_printf (_("Argument %d of %s"), i + 1, predicate);

      qd_drop_down_set_name (GTK_DROP_DOWN (args), name);
      /* data-text: the objects as the problem's file names them. */
      gtk_widget_add_css_class (args, "data-text");
      gtk_widget_set_tooltip_text (args, name);
      qd_drop_down_show_whole (args);
      append_add (self, args);
      g_ptr_array_add (self->add_args, args);
    }
}

/* The predicates of the task in the first drop-down (the one chosen kept). */
static void
fill_add (QdPlanPage *self)
{
  const QdPlanTask *task = self->document->task;
  g_auto(GStrv) names = task != NULL ? qd_plan_task_predicate_names (task) : g_new0 (char *, 1);
  g_autofree char *chosen = selected_string (self->add_predicate);
  g_autoptr(GtkStringList) model = gtk_string_list_new ((const char *const *) names);
  guint at;

  for (at = 0; chosen != NULL && names[at] != NULL && strcmp (names[at], chosen) != 0; at++)
    ;
  gtk_drop_down_set_model (self->add_predicate, G_LIST_MODEL (model));
  gtk_drop_down_set_selected (self->add_predicate, names[at] != NULL ? at : 0);
  fill_args (self);
}

static void
add_fact (QdPlanPage *self, gboolean goal)
{
  g_autofree char *predicate = selected_string (self->add_predicate);
  GString *fact;

  if (predicate == NULL)
    return;
  fact = g_string_new ("(");
  g_string_append (fact, predicate);
  for (guint i = 0; i < self->add_args->len; i++)
    {
      g_autofree char *object = selected_string (self->add_args->pdata[i]);

      if (object == NULL)
        {
          qd_page_toast (QD_PAGE (self), _("No object fits this argument."));
          g_string_free (fact, TRUE);
          return;
        }
      g_string_append_printf (fact, " %s", object);
    }
  g_string_append_c (fact, ')');
  apply (self, fact->str, goal, TRUE);
  g_string_free (fact, TRUE);
}

/* "plan.add-fact" with "init" or "goal": the fact chosen added there. */
static void
add_activated (GSimpleAction *action, GVariant *parameter, gpointer page)
{
  add_fact (page, g_str_equal (g_variant_get_string (parameter, NULL), "goal"));
}

static const GActionEntry actions[] = {
  { .name = "add-fact", .parameter_type = "s", .activate = add_activated },
};

/* ---- the list */

static GtkWidget *
check_button (QdPlanPage *self, const char *fact, gboolean goal, gboolean active, gboolean sensitive)
{
  GtkWidget *button = gtk_check_button_new_with_label (goal ? _("Goal") : _("Init"));
  g_autofree char *name = g_strdup_printf (goal ? _("%s, a goal") : _("%s, in the initial state"), fact);
  g_autofree char *key = g_strdup_printf ("%s %s", goal ? "goal" : "init", fact);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (button), active);
  gtk_widget_set_sensitive (button, sensitive);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data_full (G_OBJECT (button), "fact", g_strdup (fact), g_free);
  g_object_set_data (G_OBJECT (button), "goal", goal ? button : NULL);
  g_signal_connect (button, "toggled", G_CALLBACK (on_toggled), self);
  if (g_strcmp0 (key, self->edit_focus) == 0)
    g_object_set_data (G_OBJECT (self->edit_list), "focus", button);
  return button;
}

static void
add_row (QdPlanPage *self, const char *fact, gboolean init, gboolean goal, gboolean goal_editable)
{
  GtkWidget *row = adw_action_row_new ();
  g_auto(GStrv) words = qd_plan_fact_words (fact);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), fact);
  gtk_widget_add_css_class (row, "data-text");
  g_object_set_data_full (G_OBJECT (row), "predicate", g_strdup (words[0]), g_free);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), check_button (self, fact, FALSE, init, TRUE));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), check_button (self, fact, TRUE, goal, goal_editable));
  gtk_list_box_append (self->edit_list, row);
}

/* A heading above the first fact of each predicate. */
static void
header (GtkListBoxRow *row, GtkListBoxRow *before, gpointer data)
{
  const char *predicate = g_object_get_data (G_OBJECT (row), "predicate");
  GtkWidget *label;

  if (before != NULL && g_strcmp0 (predicate, g_object_get_data (G_OBJECT (before), "predicate")) == 0)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  label = gtk_label_new (predicate);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_row_set_header (row, label);
}

static void
clear_list (QdPlanPage *self)
{
  GtkWidget *row;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->edit_list))) != NULL)
    gtk_list_box_remove (self->edit_list, row);
}

static gint
compare_facts (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The facts of the init and the goal, and those listed before on this
 * task (a fact taken out stays, to be put back), sorted (one row each). */
static GPtrArray *
listed_facts (QdPlanPage *self, GPtrArray *init, GPtrArray *goal)
{
  GPtrArray *facts = g_ptr_array_new ();
  GPtrArray *parts[] = { init, goal };
  GHashTableIter iter;
  gpointer fact;

  for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
    for (guint i = 0; i < parts[k]->len; i++)
      g_hash_table_add (self->edit_seen, g_strdup (parts[k]->pdata[i]));
  g_hash_table_iter_init (&iter, self->edit_seen);
  while (g_hash_table_iter_next (&iter, &fact, NULL))
    {
      g_auto(GStrv) words = qd_plan_fact_words (fact);

      if (words[0] != NULL && qd_plan_task_predicate_arity (self->document->task, words[0]) >= 0)
        g_ptr_array_add (facts, fact);
    }
  g_ptr_array_sort (facts, compare_facts);
  return facts;
}

static void
fill_list (QdPlanPage *self, QdPlanTrace *initial, GPtrArray *goal, gboolean goal_editable)
{
  GPtrArray *init = qd_plan_trace_state (initial, 0);
  g_autoptr(GPtrArray) facts = listed_facts (self, init, goal);
  GtkWidget *focus;

  for (guint i = 0; i < facts->len; i++)
    add_row (self, facts->pdata[i],
             g_ptr_array_find_with_equal_func (init, facts->pdata[i], g_str_equal, NULL),
             g_ptr_array_find_with_equal_func (goal, facts->pdata[i], g_str_equal, NULL), goal_editable);
  focus = g_object_steal_data (G_OBJECT (self->edit_list), "focus");
  if (focus != NULL)
    gtk_widget_grab_focus (focus);
}

void
qd_plan_editor_show (QdPlanPage *self)
{
  char **slot = problem_slot (self);
  const QdPlanTask *task = self->document->task;
  g_autoptr(GPtrArray) goal = g_ptr_array_new_with_free_func (g_free);
  gboolean goal_editable = slot != NULL && qd_plan_edit_goal_atoms (*slot, goal);
  QdPlanTrace *initial = task != NULL ? qd_plan_trace_initial (task) : NULL;

  self->updating = TRUE;
  clear_list (self);
  if (initial != NULL)
    fill_list (self, initial, goal, goal_editable);
  self->updating = FALSE;
  g_clear_pointer (&self->edit_focus, g_free);
  gtk_label_set_text (self->edit_note,
                      task == NULL ? _("The task does not read: edit the problem as text, in the Files pane.")
                      : !goal_editable ? _("The goal is not a conjunction of facts: edit it as text, in the Files pane.")
                      : "");
  gtk_widget_set_visible (GTK_WIDGET (self->edit_note), task == NULL || !goal_editable);
  gtk_widget_set_visible (GTK_WIDGET (self->edit_list), initial != NULL);
  g_clear_pointer (&initial, qd_plan_trace_free);
  fill_add (self);
}

/* ---- life */

void
qd_plan_editor_forget (QdPlanPage *self)
{
  g_hash_table_remove_all (self->edit_seen);
}

void
qd_plan_editor_class_init (GtkWidgetClass *widget_class)
{
  static const QdPlanChild children[] = {
    QD_PLAN_CHILD (edit_list), QD_PLAN_CHILD (edit_note), QD_PLAN_CHILD (add_box),
  };

  qd_plan_page_bind_children (widget_class, children, G_N_ELEMENTS (children));
}

void
qd_plan_editor_init (QdPlanPage *self)
{
  self->add_args = g_ptr_array_new ();
  self->edit_seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->add_predicate = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  qd_drop_down_set_name (self->add_predicate, _("Predicate of the fact to add"));
  gtk_widget_add_css_class (GTK_WIDGET (self->add_predicate), "data-text");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->add_predicate), _("Predicate of the fact to add"));
  qd_drop_down_show_whole (GTK_WIDGET (self->add_predicate));
  append_add (self, GTK_WIDGET (self->add_predicate));
  g_signal_connect_swapped (self->add_predicate, "notify::selected", G_CALLBACK (fill_args), self);
  gtk_list_box_set_header_func (self->edit_list, header, NULL, NULL);
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
}

void
qd_plan_editor_clear (QdPlanPage *self)
{
  g_clear_pointer (&self->add_args, g_ptr_array_unref);
  g_clear_pointer (&self->edit_seen, g_hash_table_unref);
  g_clear_pointer (&self->edit_focus, g_free);
}
