/* qd-plan-page-steps.c — the plan in the sidebar checked by the validator
 * (problems/plan/qd-plan-trace.h), its first failing action marked in the
 * editor, and the states stepped through: the picture, the current
 * action's preconditions (in the state before it) and effects (in the
 * state after it), the facts by predicate with the goal's marked. */
#include "config.h"
#include "qd-plan-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "render/plan/qd-plan-animation.h"
#include "render/plan/qd-plan-run-report.h"
#include "render/plan/qd-plan-step-picture.h"

#define FAILING_TAG "failing"
/* The steps' actions, the step buttons' order. */
static const char *const step_actions[] = { "first", "previous", "next", "last" };

static guint
n_steps (QdPlanPage *self)
{
  return self->trace != NULL ? self->trace->steps->len : 0;
}

/* The step just taken to reach the state shown, or NULL at the start. */
static const QdPlanTraceStep *
current_step (QdPlanPage *self)
{
  return self->position > 0 ? self->trace->steps->pdata[self->position - 1] : NULL;
}

/* ---- the picture */

/* Whether the static facts are shown (plan.show-static), else folded away. */
static gboolean
show_static (QdPlanPage *self)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (qd_page_lookup_action (QD_PAGE (self), "show-static")));

  return g_variant_get_boolean (state);
}

void
qd_plan_steps_options (QdPlanPage *self, QdPlanRenderOptions *options, const QdPalette *palette)
{
  const QdPlanTraceStep *step = current_step (self);
  g_autoptr(GVariant) facts = g_action_get_state (G_ACTION (qd_page_lookup_action (QD_PAGE (self), "draw-facts")));

  qd_plan_render_options_init (options, palette);
  options->task = self->document->task;
  options->state = qd_plan_trace_state (self->trace, self->position);
  options->goal = self->goal;
  options->caption = self->caption;
  options->focus = (const char *const *) self->focus;
  options->added = step != NULL ? step->adds : NULL;
  options->read = self->read;
  options->force_facts = g_variant_get_boolean (facts);
  options->show_static = show_static (self);
  qd_plan_solve_options (self, options);
}

/* ---- the sidebar's texts */

static void
append_literal (GString *out, const QdPlanLiteral *l)
{
  g_autofree char *text = g_markup_printf_escaped ("%s%s%s", l->positive ? "" : "(not ", l->text,
                                                   l->positive ? "" : ")");

  g_string_append_printf (out, "%s %s\n", l->holds == l->positive ? "✓" : "<span foreground=\"#c01c28\">✗</span>",
                          text);
}

static void
append_facts (GString *out, const char *title, GPtrArray *facts, const char *sign)
{
  if (facts == NULL || facts->len == 0)
    return;
  g_string_append_printf (out, "<b>%s</b>\n", title);
  for (guint i = 0; i < facts->len; i++)
    {
      g_autofree char *fact = g_markup_escape_text (facts->pdata[i], -1);

      g_string_append_printf (out, "%s %s\n", sign, fact);
    }
}

/* What the action read and changed; `failing`: an action that does not
 * apply, read in the state on show. */
static char *
action_markup (const QdPlanTraceStep *step, gboolean failing)
{
  GString *out = g_string_new (NULL);

  if (step->precondition->len > 0)
    g_string_append_printf (out, "<b>%s</b>\n", failing ? _("Precondition, in this state")
                                                        : _("Precondition, in the state before"));
  for (guint i = 0; i < step->precondition->len; i++)
    append_literal (out, &g_array_index (step->precondition, QdPlanLiteral, i));
  append_facts (out, _("Adds"), step->adds, "+");
  append_facts (out, _("Deletes"), step->deletes, "−");
  if (out->len > 0)
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

static gboolean
in_goal (QdPlanPage *self, const char *fact, gboolean *positive)
{
  for (guint i = 0; self->goal != NULL && i < self->goal->len; i++)
    if (strcmp (g_array_index (self->goal, QdPlanLiteral, i).text, fact) == 0)
      {
        *positive = g_array_index (self->goal, QdPlanLiteral, i).positive;
        return TRUE;
      }
  return FALSE;
}

/* "N static facts not shown" (as the picture says it; to free). */
static char *
hidden_note (guint hidden)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u static fact not shown", "%u static facts not shown",
                                       hidden), hidden);
}

/* Show Static Facts (N): N the state's, the row insensitive at none. */
static void
show_static_row (QdPlanPage *self, GPtrArray *state)
{
  QdPlanRenderOptions options;
  g_autofree char *title = NULL;
  guint n;

  qd_plan_render_options_init (&options, NULL);
  options.task = self->document->task;
  options.state = state;
  n = qd_plan_render_n_static (&options);
  title = g_strdup_printf (_("Show Static Facts (%u)"), n);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->static_row), title);
  gtk_widget_set_sensitive (GTK_WIDGET (self->static_row), n > 0);
}

/* One fact under its predicate's heading (`group`, the last one written). */
static void
append_fact (QdPlanPage *self, GString *out, const char *text, char **group)
{
  const QdPlanTraceStep *step = current_step (self);
  g_auto(GStrv) words = qd_plan_fact_words (text);
  g_autofree char *fact = g_markup_escape_text (text, -1);
  gboolean positive, goal = in_goal (self, text, &positive);
  gboolean added = step != NULL && g_ptr_array_find_with_equal_func (step->adds, text, g_str_equal, NULL);

  if (g_strcmp0 (words[0], *group) != 0)
    {
      g_free (*group);
      *group = g_strdup (words[0]);
      g_string_append_printf (out, "%s<b>%s</b>\n", out->len > 0 ? "\n" : "", *group);
    }
  g_string_append_printf (out, "  %s%s%s%s\n", added ? "<span foreground=\"#26a269\">+ " : "", fact,
                          added ? "</span>" : "",
                          goal ? (positive ? _("  ✓ goal") : _("  ✗ goal: must not hold")) : "");
}

/* The state's facts by predicate, the goal's marked, the static ones
 * folded away unless shown (their number said); then the goal's facts
 * that do not hold. */
static char *
facts_markup (QdPlanPage *self, GPtrArray *state)
{
  GString *out = g_string_new (NULL);
  g_autofree char *group = NULL;
  gboolean folded = !show_static (self);
  guint hidden = 0;

  for (guint i = 0; i < state->len; i++)
    if (folded && qd_plan_render_fact_static (self->document->task, state->pdata[i]))
      hidden++;
    else
      append_fact (self, out, state->pdata[i], &group);
  if (hidden > 0)
    g_string_append_printf (out, "\n<i>%s</i>\n", hidden_note (hidden));
  for (guint i = 0; self->goal != NULL && i < self->goal->len; i++)
    {
      const QdPlanLiteral *l = &g_array_index (self->goal, QdPlanLiteral, i);
      g_autofree char *missing = l->positive && !l->holds
                                 ? g_markup_printf_escaped (_("✗ goal not reached: %s"), l->text) : NULL;

      if (missing != NULL)
        g_string_append_printf (out, "\n<span foreground=\"#c01c28\">%s</span>", missing);
    }
  return g_string_free (out, FALSE);
}

/* ---- showing a state */

static void
set_focus (QdPlanPage *self, const char *action)
{
  g_clear_pointer (&self->focus, g_strfreev);
  self->focus = qd_plan_step_objects (action);
}

static void
set_read (QdPlanPage *self, const QdPlanTraceStep *step)
{
  g_clear_pointer (&self->read, g_ptr_array_unref);
  self->read = qd_plan_step_read (step);
}

/* The step label and the action's marks: the step taken, or at the end
 * of a plan that fails, the action that does not apply. */
static void
show_action (QdPlanPage *self)
{
  const QdPlanTraceStep *step = current_step (self);
  gboolean failing = self->position == n_steps (self) && self->trace->failing != NULL;
  g_autofree char *marks = NULL;

  if (failing)
    step = self->trace->failing;
  g_free (self->caption);
  self->caption = qd_plan_step_caption (self->trace, self->position);
  gtk_label_set_text (self->step_label, self->caption);
  marks = step != NULL ? action_markup (step, failing) : g_strdup ("");
  gtk_label_set_markup (self->action_label, marks);
  gtk_widget_set_visible (GTK_WIDGET (self->action_label), step != NULL);
  set_focus (self, step != NULL ? step->action : NULL);
  set_read (self, step);
}

void
qd_plan_steps_show (QdPlanPage *self)
{
  QdPlanRenderOptions options;
  g_autofree char *facts = NULL;

  qd_plan_solve_leave_node (self);
  g_clear_pointer (&self->goal, g_array_unref);
  if (self->trace == NULL)
    {
      qd_plan_view_set_options (self->state_view, NULL);
      gtk_label_set_text (self->step_label, "");
      gtk_label_set_text (self->action_label, "");
      gtk_label_set_text (self->facts_label, "");
      show_static_row (self, NULL);
      for (guint i = 0; i < G_N_ELEMENTS (step_actions); i++)
        g_simple_action_set_enabled (qd_page_lookup_action (QD_PAGE (self), step_actions[i]), FALSE);
      qd_plan_explain_show (self);
      return;
    }
  self->goal = qd_plan_goal_literals (self->document->task, qd_plan_trace_state (self->trace, self->position));
  show_action (self);
  facts = facts_markup (self, qd_plan_trace_state (self->trace, self->position));
  gtk_label_set_markup (self->facts_label, facts);
  show_static_row (self, qd_plan_trace_state (self->trace, self->position));
  qd_plan_steps_options (self, &options, NULL);
  qd_plan_view_set_options (self->state_view, &options);
  for (guint i = 0; i < G_N_ELEMENTS (step_actions); i++)
    g_simple_action_set_enabled (qd_page_lookup_action (QD_PAGE (self), step_actions[i]),
                                 i < 2 ? self->position > 0 : self->position < n_steps (self));
  qd_plan_explain_show (self);
}

void
qd_plan_page_set_position (QdPlanPage *self, guint position)
{
  self->position = MIN (position, n_steps (self));
  qd_plan_steps_show (self);
}

gboolean
qd_plan_steps_move (QdPlanPage *self, int direction)
{
  guint before = self->position;

  if (direction < 0 && self->position > 0)
    self->position--;
  else if (direction > 0 && self->position < n_steps (self))
    self->position++;
  if (before == self->position)
    return FALSE;
  qd_plan_steps_show (self);
  return TRUE;
}

/* ---- checking */

static void
mark_line (QdPlanPage *self, guint line)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->plan_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag_by_name (buffer, FAILING_TAG, &start, &end);
  if (line == 0)
    return;
  gtk_text_buffer_get_iter_at_line (buffer, &start, (int) line - 1);
  end = start;
  gtk_text_iter_forward_to_line_end (&end);
  gtk_text_buffer_apply_tag_by_name (buffer, FAILING_TAG, &start, &end);
  gtk_text_buffer_place_cursor (buffer, &start);
  gtk_text_view_scroll_to_iter (self->plan_view, &start, 0.1, FALSE, 0, 0);
}

/* The verdict label: `text`, marked as `css_class` ("success", "error", or
 * NULL: a note that is no verdict). */
static void
set_verdict (QdPlanPage *self, const char *text, const char *css_class)
{
  gtk_label_set_text (self->verdict_label, text);
  gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), "success");
  if (css_class != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->verdict_label), css_class);
  self->verdict_shown = css_class != NULL;
}

/* The plan's text edited: the verdict, the failing line's mark, the
 * states stepped through (and the practice's questions on them) were of
 * the text before.  They go at once: the initial state is shown, and the
 * verdict says to check again. */
static void
on_plan_changed (QdPlanPage *self)
{
  if (!self->verdict_shown)
    return;
  set_verdict (self, _("The plan was edited since it was checked: Check it again."), NULL);
  mark_line (self, 0);
  if (!self->checked)
    return;
  self->checked = FALSE;
  g_clear_pointer (&self->trace, qd_plan_trace_free);
  if (self->document->task != NULL)
    self->trace = qd_plan_trace_initial (self->document->task);
  qd_plan_page_set_position (self, 0);
}

void
qd_plan_steps_task_edited (QdPlanPage *self)
{
  if (self->verdict_shown)
    set_verdict (self, _("The task was edited: the plan is checked again once the task reads."), NULL);
}

void
qd_plan_page_check (QdPlanPage *self)
{
  g_autoptr(GError) error = NULL;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->plan_view);
  GtkTextIter start, end;
  g_autofree char *plan = NULL;
  g_autofree char *verdict = NULL;
  QdPlanTrace *trace;

  if (self->document->task == NULL)
    {
      qd_page_toast (QD_PAGE (self), self->task_error);
      return;
    }
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  plan = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if ((trace = qd_plan_trace_new (self->document->task, plan, strlen (plan), _("plan"), &error)) == NULL)
    {
      qd_page_toast (QD_PAGE (self), error->message);
      set_verdict (self, error->message, "error");
      if (self->trace == NULL)
        {
          /* The task changed under a plan that does not read: its start. */
          self->trace = qd_plan_trace_initial (self->document->task);
          qd_plan_page_set_position (self, 0);
        }
      return;
    }
  g_clear_pointer (&self->trace, qd_plan_trace_free);
  self->trace = trace;
  self->checked = TRUE;
  verdict = qd_plan_verdict_text (&trace->check);
  set_verdict (self, verdict, trace->check.status == QD_PLAN_CHECK_VALID ? "success" : "error");
  mark_line (self, trace->check.status == QD_PLAN_CHECK_VALID ? 0 : trace->check.line);
  /* A plan that fails shows where; one that works, its start. */
  qd_plan_page_set_position (self, trace->check.status == QD_PLAN_CHECK_VALID ? 0 : n_steps (self));
}

void
qd_plan_steps_read_beside (QdPlanPage *self, GFile *file)
{
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *name = qd_plan_text_name_for (basename);
  g_autoptr(GFile) beside = folder != NULL ? g_file_get_child (folder, name) : NULL;
  g_autofree char *contents = NULL;
  g_autoptr(QdPlanText) plan = NULL;
  gsize length;

  if (beside == NULL || !g_file_load_contents (beside, NULL, &contents, &length, NULL, NULL)
      || length > QD_PLAN_MAX_FILE_BYTES || (plan = qd_plan_text_parse (contents, (gssize) length, NULL)) == NULL)
    return;
  qd_plan_page_set_plan (self, plan->text);
  if (self->document->task != NULL)
    qd_plan_page_check (self);
}

/* ---- actions */

static void
check_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_plan_page_check (data);
}

/* plan.first, plan.previous, plan.next and plan.last (step_actions). */
static void
step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  const char *name = g_action_get_name (G_ACTION (action));

  if (strcmp (name, step_actions[0]) == 0 || strcmp (name, step_actions[3]) == 0)
    qd_plan_page_set_position (data, strcmp (name, step_actions[0]) == 0 ? 0 : G_MAXUINT);
  else
    qd_plan_steps_move (data, strcmp (name, step_actions[1]) == 0 ? -1 : 1);
}

/* The picture or the facts drawn; the static facts shown or folded away. */
static void
draw_facts_change_state (GSimpleAction *action, GVariant *state, gpointer data)
{
  g_simple_action_set_state (action, state);
  qd_plan_steps_show (data);
}

static const GActionEntry actions[] = {
  { .name = "check", .activate = check_activated },
  { .name = "draw-facts", .state = "false", .change_state = draw_facts_change_state },
  { .name = "show-static", .state = "false", .change_state = draw_facts_change_state },
  { .name = "first", .activate = step_activated },
  { .name = "previous", .activate = step_activated },
  { .name = "next", .activate = step_activated },
  { .name = "last", .activate = step_activated },
};

/* ---- the animation (Export → GIF) */

QdAnimation *
qd_plan_steps_build_animation (QdPage *page)
{
  QdPlanPage *self = QD_PLAN_PAGE (page);
  g_autoptr(QdPlanDocument) copy = NULL;

  if (self->trace == NULL || self->trace->steps->len == 0 || self->document->task == NULL)
    return NULL;
  /* The animation's own task: its frames are drawn on a worker. */
  copy = qd_plan_document_copy (self->document);
  return copy->task != NULL ? qd_plan_animation_new (g_steal_pointer (&copy->task), self->trace) : NULL;
}

/* ---- life */

void
qd_plan_steps_reset (QdPlanPage *self)
{
  qd_plan_solve_stale (self);
  g_clear_pointer (&self->trace, qd_plan_trace_free);
  self->position = 0;
  qd_plan_editor_show (self);
  qd_plan_explain_reset (self);
  if (self->checked && self->document->task != NULL)
    {
      qd_plan_page_check (self);
      return;
    }
  if (self->document->task != NULL)
    self->trace = qd_plan_trace_initial (self->document->task);
  set_verdict (self, "", NULL);
  mark_line (self, 0);
  qd_plan_steps_show (self);
}

void
qd_plan_steps_init (QdPlanPage *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->plan_view);

  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  gtk_text_buffer_create_tag (buffer, FAILING_TAG, "background", "rgba(224,27,36,0.25)", "weight", PANGO_WEIGHT_BOLD,
                              NULL);
  g_signal_connect_swapped (buffer, "changed", G_CALLBACK (on_plan_changed), self);
}

void
qd_plan_steps_clear (QdPlanPage *self)
{
  g_clear_pointer (&self->trace, qd_plan_trace_free);
  g_clear_pointer (&self->goal, g_array_unref);
  g_clear_pointer (&self->read, g_ptr_array_unref);
  g_clear_pointer (&self->focus, g_strfreev);
  g_clear_pointer (&self->caption, g_free);
}
