/* qd-bayes-page-eliminate.c — the Eliminate mode: variable elimination for
 * the selected node's posterior given the evidence, with the order a
 * heuristic computes or the one typed, run on a worker through
 * qd_bayes_ask (its steps heard through on_step), then shown a step at a
 * time with Previous and Next: the variable summed out, the factors
 * joined, the new factor's scope and size, the largest factor marked; and
 * the order's cost beside another heuristic's. */
#include "config.h"
#include "qd-bayes-page-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"

typedef struct {
  GPtrArray *steps;          /* QdBayesElimStep */
  QdBayesAnswer answer;
  GError *error;
  guint query;
  gboolean *keep;            /* n_nodes: what pruning kept */
  QdBeliefOrderHeuristic other;
  QdBeliefOrderCost other_cost;
  gboolean other_known;
} ElimResult;

static void
step_free (gpointer data)
{
  QdBayesElimStep *step = data;

  g_free (step->text);
  g_free (step->scope);
  g_free (step);
}

static void
elim_result_free (gpointer data)
{
  ElimResult *result = data;

  g_clear_pointer (&result->steps, g_ptr_array_unref);
  qd_bayes_answer_clear (&result->answer);
  g_clear_error (&result->error);
  g_free (result->keep);
  g_free (result);
}

/* "f(Alarm, Burglary)" */
static void
append_factor (GString *text, const QdBayesNet *net, const guint *vars, guint n)
{
  g_string_append (text, "f(");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", qd_bayes_net_node (net, vars[i])->name);
  g_string_append (text, ")");
}

typedef struct {
  const QdBayesNet *net;
  GPtrArray *steps;
  guint query;
} Collect;

static void
on_step (gpointer data, const QdBeliefStep *step)
{
  Collect *collect = data;
  QdBayesElimStep *out = g_new0 (QdBayesElimStep, 1);
  GString *text = g_string_new (NULL);
  g_autofree char *size = qd_format_count (step->size);

  out->var = step->var;
  out->size = step->size;
  out->scope = g_memdup2 (step->scope, sizeof (guint) * MAX (step->n_scope, 1));
  out->n_scope = step->n_scope;
  if (step->var == G_MAXUINT)
    g_string_append_printf (text, _("Multiply for %s: "), qd_bayes_net_node (collect->net, collect->query)->name);
  else
    g_string_append_printf (text, _("Sum out %s: "), qd_bayes_net_node (collect->net, step->var)->name);
  for (guint i = 0; i < step->n_joined; i++)
    {
      if (i > 0)
        g_string_append (text, " × ");
      append_factor (text, collect->net, step->joined[i]->vars, step->joined[i]->n);
    }
  g_string_append (text, " → ");
  append_factor (text, collect->net, step->scope, step->n_scope);
  g_string_append_printf (text, _(", %s entries"), size);
  out->text = g_string_free (text, FALSE);
  g_ptr_array_add (collect->steps, out);
}

/* The cost of another heuristic's order on the same pruned network. */
static void
other_order (const QdBayesQuestion *task, ElimResult *result)
{
  const QdBeliefNet *net = qd_bayes_net_numbers (task->engine->net);
  g_autofree gboolean *eliminate = g_new0 (gboolean, net->n_vars);
  g_autofree guint *order = g_new (guint, MAX (net->n_vars, 1));

  result->keep = g_new0 (gboolean, MAX (net->n_vars, 1));
  qd_belief_relevant (net, &task->query, 1, task->evidence, result->keep);
  for (guint v = 0; v < net->n_vars; v++)
    eliminate[v] = result->keep[v] && v != task->query && task->evidence[v] < 0 && net->kind[v] != QD_BELIEF_UTILITY;
  result->other = task->options.heuristic == QD_BELIEF_ORDER_MIN_DEGREE ? QD_BELIEF_ORDER_MIN_FILL
                                                                       : QD_BELIEF_ORDER_MIN_DEGREE;
  result->other_known = qd_belief_order (net, eliminate, result->keep, result->other, order, 0,
                                         &result->other_cost) >= 0;
}

static gpointer
elim_worker (QdJob *job, gpointer data, GError **error)
{
  QdBayesQuestion *task = data;
  ElimResult *result = g_new0 (ElimResult, 1);
  Collect collect = { task->engine->net, NULL, task->query };

  result->steps = collect.steps = g_ptr_array_new_with_free_func (step_free);
  result->query = task->query;
  task->options.algorithm = QD_BAYES_VE;
  task->options.stop = qd_job_get_stop_flag (job);
  task->options.order = task->order;
  task->options.on_step = on_step;
  task->options.data = &collect;
  g_mutex_lock (&task->engine->lock);
  qd_bayes_ask (task->engine->net, task->query, task->evidence, &task->options, &result->answer, &result->error);
  other_order (task, result);
  g_mutex_unlock (&task->engine->lock);
  return result;
}

/* ------------------------------------------------------------ showing */

static void
fill_list (QdBayesPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->steps_list))) != NULL)
    gtk_list_box_remove (self->steps_list, child);
  for (guint i = 0; self->steps != NULL && i < self->steps->len; i++)
    {
      const QdBayesElimStep *step = g_ptr_array_index (self->steps, i);
      g_autofree char *text = g_strdup_printf ("%u. %s%s", i + 1, step->text,
                                               i == self->largest_step ? _(" — the largest") : "");
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 8);
      gtk_widget_set_margin_end (label, 8);
      gtk_widget_set_margin_top (label, 4);
      gtk_widget_set_margin_bottom (label, 4);
      if (i == self->largest_step)
        gtk_widget_add_css_class (label, "heading");
      gtk_list_box_append (self->steps_list, label);
    }
}

/* Rows not reached yet dimmed; the marks on the canvas for the step shown. */
static void
show_step (QdBayesPage *self)
{
  guint n = qd_bayes_net_n_nodes (self->net);
  guint i = 0;

  memset (self->marks, 0, MAX (n, 1));
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->steps_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row), i++)
    (i < self->shown_step ? gtk_widget_remove_css_class : gtk_widget_add_css_class) (row, "dim-label");
  if (self->steps == NULL)
    return;
  for (guint k = 0; k < self->shown_step; k++)
    {
      const QdBayesElimStep *step = g_ptr_array_index (self->steps, k);

      if (step->var != G_MAXUINT)
        self->marks[step->var] |= k + 1 == self->shown_step ? QD_BAYES_MARK_CURRENT : QD_BAYES_MARK_ELIMINATED;
      for (guint s = 0; k + 1 == self->shown_step && s < step->n_scope; s++)
        self->marks[step->scope[s]] |= QD_BAYES_MARK_SCOPE;
    }
  if (self->elim_query >= 0 && (guint) self->elim_query < n)
    self->marks[self->elim_query] |= QD_BAYES_MARK_QUERY;
  {
    g_autofree char *text = self->shown_step == 0
      ? g_strdup_printf (_("Step 0 of %u: the network before eliminating"), self->steps->len)
      : g_strdup_printf (_("Step %u of %u: %s"), self->shown_step, self->steps->len,
                         ((QdBayesElimStep *) g_ptr_array_index (self->steps, self->shown_step - 1))->text);

    gtk_label_set_label (self->step_label, text);
  }
}

static char *
cost_text (const char *label, const QdBeliefOrderCost *cost)
{
  g_autofree char *largest = qd_format_grouped (cost->largest, 0);
  g_autofree char *total = qd_format_grouped (cost->total, 0);

  return g_strdup_printf (_("%s: largest factor %s entries, %s in all, width %u"), label, largest, total, cost->width);
}

static void
show_result (QdBayesPage *self, ElimResult *result)
{
  guint heuristic = adw_combo_row_get_selected (self->heuristic_row);
  g_autofree char *mine = cost_text (qd_belief_order_label ((QdBeliefOrderHeuristic) heuristic), &result->answer.cost);
  g_autofree char *other = result->other_known ? cost_text (qd_belief_order_label (result->other), &result->other_cost)
                                               : NULL;
  g_autofree char *text = g_strdup_printf ("%s\n%s", mine, other != NULL ? other : "");
  guint n = qd_bayes_net_n_nodes (self->net);

  self->largest_step = 0;
  for (guint i = 0; i < self->steps->len; i++)
    if (((QdBayesElimStep *) g_ptr_array_index (self->steps, i))->size >
        ((QdBayesElimStep *) g_ptr_array_index (self->steps, self->largest_step))->size)
      self->largest_step = i;
  gtk_label_set_label (self->cost_label, text);
  fill_list (self);
  self->shown_step = 0;
  show_step (self);
  for (guint v = 0; v < n && result->keep != NULL; v++)
    if (!result->keep[v])
      self->marks[v] |= QD_BAYES_MARK_PRUNED;
}

static void
on_elim_done (QdPage *page, QdJob *job)
{
  QdBayesPage *self = QD_BAYES_PAGE (page);
  ElimResult *result = qd_job_get_result (job);

  if (result == NULL)
    return;
  qd_bayes_eliminate_reset (self);
  if (result->error != NULL)
    {
      gtk_label_set_label (self->cost_label, result->error->message);
      qd_page_toast (page, result->error->message);
    }
  else
    {
      self->steps = g_steal_pointer (&result->steps);
      self->elim_query = (gint) result->query;
      show_result (self, result);
    }
  qd_bayes_page_refresh (self);
  qd_bayes_page_update_actions (self);
}

static void
eliminate_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;
  QdBayesQuestion *task = qd_bayes_question_new (self);

  if (task == NULL)
    return;
  gtk_label_set_label (self->step_label, _("Eliminating…"));
  qd_page_start_job (QD_PAGE (self), _("Variable elimination"), elim_worker, task, qd_bayes_question_free,
                     elim_result_free, on_elim_done);
}

gboolean
qd_bayes_eliminate_can_step (QdBayesPage *self, int direction)
{
  if (self->steps == NULL)
    return FALSE;
  return direction < 0 ? self->shown_step > 0 : self->shown_step < self->steps->len;
}

/* DIRECTION 0: the marks of the step shown again (the mode came back). */
gboolean
qd_bayes_eliminate_step (QdBayesPage *self, int direction)
{
  if (direction != 0 && !qd_bayes_eliminate_can_step (self, direction))
    return FALSE;
  if (self->steps == NULL)
    return FALSE;
  self->shown_step = direction < 0 ? self->shown_step - 1 : self->shown_step + (direction > 0);
  show_step (self);
  qd_bayes_page_refresh (self);
  return TRUE;
}

static void
step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;

  qd_bayes_eliminate_step (self, g_str_equal (g_action_get_name (G_ACTION (action)), "step-next") ? 1 : -1);
  qd_bayes_page_update_actions (self);
}

static void
on_heuristic_changed (QdBayesPage *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->order_row),
                            adw_combo_row_get_selected (self->heuristic_row) == QD_BELIEF_ORDER_GIVEN);
}

static const GActionEntry actions[] = {
  { "eliminate", eliminate_activated },
  { "step-previous", step_activated },
  { "step-next", step_activated },
};

void
qd_bayes_eliminate_init (QdBayesPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  adw_combo_row_set_selected (self->heuristic_row, QD_BELIEF_ORDER_WEIGHTED_MIN_FILL);
  g_signal_connect_swapped (self->heuristic_row, "notify::selected", G_CALLBACK (on_heuristic_changed), self);
  on_heuristic_changed (self);
  self->elim_query = -1;
}

/* The steps go (the network or the evidence changed). */
void
qd_bayes_eliminate_reset (QdBayesPage *self)
{
  guint n = self->net != NULL ? qd_bayes_net_n_nodes (self->net) : 0;

  g_clear_pointer (&self->steps, g_ptr_array_unref);
  self->shown_step = 0;
  self->elim_query = -1;
  g_free (self->marks);
  self->marks = g_new0 (guint8, MAX (n, 1));
  fill_list (self);
  gtk_label_set_label (self->step_label, "");
  gtk_label_set_label (self->cost_label, "");
  qd_bayes_page_refresh (self);
}

void
qd_bayes_eliminate_free (QdBayesPage *self)
{
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  g_clear_pointer (&self->marks, g_free);
}
