/* qd-plan-page-practice.c — the Planning tab's practice mode (issue 78):
 * the plan checked (none: the initial state alone) replayed on the task
 * ground, and on each state the questions of
 * problems/plan/qd-plan-practice.h asked — the applicable actions, h_max
 * of a fact and of the goal, the mutex pairs at level 1, what an action
 * makes true and false.  The picture, the steps and the facts show the
 * state of the question asked.  Answers are typed into the practice bar,
 * or picked from a drop-down of the task's ground actions (or facts, for
 * a question on facts) and added with Add. */
#include "config.h"
#include "qd-plan-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "app/widgets/qd-drop-down.h"
#include "app/widgets/qd-practice-bar.h"
#include "problems/plan/qd-plan-practice.h"

/* The task ground and the plan, as the questions are made for them. */
static char *
practice_key (QdPlanPage *self)
{
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "%p %p", (gpointer) self->strips, (gpointer) self->grounding);
  for (guint i = 0; self->trace != NULL && i < self->trace->steps->len; i++)
    g_string_append_printf (key, "\n%s", ((QdPlanTraceStep *) self->trace->steps->pdata[i])->action);
  return g_string_free (key, FALSE);
}

/* The operators of the plan's actions; FALSE when one is no operator of
 * the task ground (its name into *missing). */
static gboolean
plan_ops (QdPlanPage *self, GArray *ops, const char **missing)
{
  g_autoptr(GHashTable) by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint op = 0; op < self->strips->n_ops; op++)
    if (!self->strips->ops[op].artificial)
      g_hash_table_insert (by_name, qd_plan_practice_key (self->strips->ops[op].name), GUINT_TO_POINTER (op + 1));
  for (guint i = 0; i < self->trace->steps->len; i++)
    {
      const char *action = ((QdPlanTraceStep *) self->trace->steps->pdata[i])->action;
      g_autofree char *key = qd_plan_practice_key (action);
      guint op = key != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (by_name, key)) : 0;

      if (op == 0)
        {
          *missing = action;
          return FALSE;
        }
      g_array_append_val (ops, (guint) { op - 1 });
    }
  return TRUE;
}

static QdPractice *
new_practice (QdPlanPage *self, char **why)
{
  g_autoptr(GArray) ops = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GError) error = NULL;
  const char *missing = NULL;
  QdPractice *practice;

  if (self->strips == NULL)
    {
      *why = g_strdup (self->grounding != NULL ? _("Grounding the task…")
                       : self->ground_error != NULL ? self->ground_error
                       : _("No task to ask about: the domain and the problem do not read."));
      return NULL;
    }
  if (!plan_ops (self, ops, &missing))
    {
      *why = g_strdup_printf (_("No questions on this plan: %s is no action of the task."), missing);
      return NULL;
    }
  practice = qd_plan_practice_new (self->strips, (const guint *) ops->data, ops->len, &error);
  if (practice == NULL)
    *why = g_strdup_printf (_("No questions on this plan: %s"), error->message);
  return practice;
}

/* The questions on the plan, unless they are made already. */
static void
make_questions (QdPlanPage *self)
{
  g_autofree char *key = practice_key (self);
  g_autofree char *why = NULL;

  if (g_strcmp0 (key, self->practice_key) != 0)
    {
      g_free (self->practice_key);
      self->practice_key = g_steal_pointer (&key);
      self->choice_stale = TRUE;
      qd_practice_bar_set_practice (self->practice_bar, new_practice (self, &why), why);
    }
}

/* ---- the drop-down of the task's actions or facts */

/* The drop-down, made with its first list (an empty one would show a
 * focusable item with no name). */
static void
make_choice (QdPlanPage *self, GListModel *names)
{
  g_autoptr(GtkExpression) expression = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");

  self->practice_choice = GTK_DROP_DOWN (gtk_drop_down_new (g_object_ref (names), NULL));
  gtk_drop_down_set_expression (self->practice_choice, expression);
  gtk_drop_down_set_enable_search (self->practice_choice, TRUE);
  qd_drop_down_show_whole (GTK_WIDGET (self->practice_choice));
  gtk_widget_set_hexpand (GTK_WIDGET (self->practice_choice), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->practice_choice),
                               _("The task’s ground actions or facts, to add to the answer (type to search)"));
  qd_drop_down_set_name (self->practice_choice, _("Action or fact to add to the answer"));
  /* data-text: the task's actions and facts as its files write them. */
  gtk_widget_add_css_class (GTK_WIDGET (self->practice_choice), "data-text");
  gtk_box_prepend (GTK_BOX (self->practice_pick), GTK_WIDGET (self->practice_choice));
}

static void
fill_choice (QdPlanPage *self, gboolean facts)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  self->choice_facts = facts;
  self->choice_stale = FALSE;
  if (facts)
    for (guint f = 0; f < self->strips->n_facts; f++)
      gtk_string_list_append (names, self->strips->fact_names[f]);
  else
    for (guint op = 0; op < self->strips->n_ops; op++)
      if (!self->strips->ops[op].artificial)
        gtk_string_list_append (names, self->strips->ops[op].name);
  if (self->practice_choice == NULL)
    make_choice (self, G_LIST_MODEL (names));
  else
    gtk_drop_down_set_model (self->practice_choice, G_LIST_MODEL (names));
}

/* Whether `name` names an action of the task ground. */
static gboolean
is_action (QdPlanPage *self, const char *name)
{
  for (guint op = 0; op < self->strips->n_ops; op++)
    if (g_strcmp0 (self->strips->ops[op].name, name) == 0)
      return TRUE;
  return FALSE;
}

/* The drop-down for the question asked: the actions for a set of actions,
 * the facts for a set of facts; none for a number or a set of pairs. */
static void
show_choice (QdPlanPage *self, const QdPracticeQuestion *q)
{
  gboolean pairs = q != NULL && q->names != NULL && q->names[0] != NULL && strstr (q->names[0], " / ") != NULL;
  gboolean shown = self->practicing && self->strips != NULL && q != NULL && q->kind != QD_PRACTICE_NUMBER && !pairs;
  gboolean facts = shown && q->names[0] != NULL && !is_action (self, q->names[0]);

  if (shown && (facts != self->choice_facts || self->practice_choice == NULL || self->choice_stale))
    fill_choice (self, facts);
  gtk_widget_set_visible (self->practice_pick, shown);
}

static void
practice_add (GSimpleAction *action, GVariant *parameter, gpointer page)
{
  QdPlanPage *self = page;
  GtkStringObject *item = self->practice_choice != NULL ? gtk_drop_down_get_selected_item (self->practice_choice)
                                                         : NULL;

  if (self->practicing && item != NULL)
    qd_practice_bar_take_name (self->practice_bar, gtk_string_object_get_string (item));
}

/* ---- the state of the question */

void
qd_plan_practice_update (QdPlanPage *self)
{
  QdPractice *practice;
  guint step;

  if (!self->practicing || self->trace == NULL)
    {
      gtk_widget_set_visible (self->practice_pick, FALSE);
      return;
    }
  make_questions (self);
  practice = qd_practice_bar_get_practice (self->practice_bar);
  show_choice (self, practice != NULL ? qd_practice_current (practice) : NULL);
  if (qd_practice_bar_question_step (self->practice_bar, self->trace->steps->len, &step) &&
      MIN (step, self->trace->steps->len) != self->position)
    qd_plan_page_set_position (self, step);
}

static void
practice_change_state (GSimpleAction *action, GVariant *state, gpointer page)
{
  QdPlanPage *self = page;

  g_clear_pointer (&self->practice_key, g_free);
  self->practicing = qd_practice_bar_switch (self->practice_bar, action, state, GTK_WIDGET (self->state_view));
  if (self->practicing)
    gtk_toggle_button_set_active (self->state_button, TRUE);
  qd_plan_practice_update (self);
}

static const GActionEntry actions[] = {
  { .name = "practice", .state = "false", .change_state = practice_change_state },
  { .name = "practice-add", .activate = practice_add },
};

void
qd_plan_practice_class_init (GtkWidgetClass *widget_class)
{
  static const QdPlanChild children[] = {
    QD_PLAN_CHILD (practice_bar), QD_PLAN_CHILD (practice_pick),
  };

  g_type_ensure (QD_TYPE_PRACTICE_BAR);
  qd_plan_page_bind_children (widget_class, children, G_N_ELEMENTS (children));
}

void
qd_plan_practice_init (QdPlanPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  /* Show Me's explanation is read on the state it explains, then Next Question moves on. */
  qd_practice_bar_set_hold_after_show (self->practice_bar, TRUE);
  g_signal_connect_swapped (self->practice_bar, "question-changed", G_CALLBACK (qd_plan_practice_update), self);
}

void
qd_plan_practice_clear (QdPlanPage *self)
{
  g_clear_pointer (&self->practice_key, g_free);
}
