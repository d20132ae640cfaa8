/* qd-bayes-page-eliminate.c — the Eliminate mode: variable elimination for
 * the selected node's posterior given the evidence, with the order a
 * heuristic computes or the one typed, run on a worker through
 * qd_bayes_ask (its steps heard through on_step), then shown a step at a
 * time with Previous and Next: the variable summed out, the factors
 * joined, the new factor's scope and size, the largest factor marked; and
 * the order's cost beside another heuristic's, in words and as a chart of
 * each step's factor size (render/bayes/qd-bayes-plot.h), the bars up to
 * the step shown filled. */
#include "config.h"
#include "qd-bayes-page-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/bayes/qd-bayes-plot.h"

typedef struct {
  GPtrArray *steps;          /* QdBayesStepRecord */
  GPtrArray *other_steps;    /* the other heuristic's, when its order is small enough to run */
  QdBayesAnswer answer;
  GError *error;
  guint query;
  gboolean *keep;            /* n_nodes: what pruning kept */
  QdBeliefOrderHeuristic other;
  QdBeliefOrderCost other_cost;
  gboolean other_known;
} ElimResult;

static void
elim_result_free (gpointer data)
{
  ElimResult *result = data;

  g_clear_pointer (&result->steps, g_ptr_array_unref);
  g_clear_pointer (&result->other_steps, g_ptr_array_unref);
  qd_bayes_answer_clear (&result->answer);
  g_clear_error (&result->error);
  g_free (result->keep);
  g_free (result);
}

/* The other heuristic's order is run too, for its steps' sizes in the
 * chart, when none of its factors passes this many entries (a few
 * milliseconds); past it, its cost is still known (costed before the
 * refusal) and the chart shows the order used alone. */
#define OTHER_RUN_MAX 1000000

/* What pruning kept, and another heuristic's order on the same question:
 * its cost as variable elimination counts it (the observed nodes' tables
 * reduced, not vertices), and its steps when it is small enough to run. */
static void
other_order (const QdBayesQuestion *task, ElimResult *result)
{
  const QdBeliefNet *net = qd_bayes_net_numbers (task->engine->net);
  QdBayesAskOptions other = task->options;
  QdBayesAnswer answer = { 0 };
  QdBayesRecorder others;
  g_autoptr(GError) error = NULL;

  result->keep = g_new0 (gboolean, MAX (net->n_vars, 1));
  qd_belief_relevant (net, &task->query, 1, task->evidence, result->keep);
  result->other = task->options.heuristic == QD_BELIEF_ORDER_MIN_DEGREE ? QD_BELIEF_ORDER_MIN_FILL
                                                                       : QD_BELIEF_ORDER_MIN_DEGREE;
  other.heuristic = result->other;
  other.order = NULL;
  other.other_heuristics = FALSE;
  other.max_entries = other.max_entries > 0 ? MIN (other.max_entries, OTHER_RUN_MAX) : OTHER_RUN_MAX;
  qd_bayes_recorder_start (&others, task->engine->net, &other);
  if (qd_bayes_ask (task->engine->net, task->query, task->evidence, &other, &answer, &error))
    result->other_steps = g_steal_pointer (&others.steps);
  result->other_known = answer.status == QD_BELIEF_OK || answer.status == QD_BELIEF_TOO_BIG;
  result->other_cost = answer.cost;
  g_clear_pointer (&others.steps, g_ptr_array_unref);
  qd_bayes_answer_clear (&answer);
}

static gpointer
elim_worker (QdJob *job, gpointer data, GError **error)
{
  QdBayesQuestion *task = data;
  ElimResult *result = g_new0 (ElimResult, 1);
  QdBayesRecorder collect;

  result->query = task->query;
  task->options.algorithm = QD_BAYES_VE;
  task->options.stop = qd_job_get_stop_flag (job);
  task->options.order = task->order;
  qd_bayes_recorder_start (&collect, task->engine->net, &task->options);
  result->steps = collect.steps;
  g_mutex_lock (&task->engine->lock);
  qd_bayes_ask (task->engine->net, task->query, task->evidence, &task->options, &result->answer, &result->error);
  if (result->error == NULL)
    other_order (task, result);
  g_mutex_unlock (&task->engine->lock);
  qd_big_release ();   /* the tables kept between steps go back */
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
      const QdBayesStepRecord *step = g_ptr_array_index (self->steps, i);
      g_autofree char *caption = qd_bayes_step_caption (self->net, step);
      g_autofree char *text = g_strdup_printf ("%u. %s%s", i + 1, caption,
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
      const QdBayesStepRecord *step = g_ptr_array_index (self->steps, k);

      if (step->var != G_MAXUINT)
        self->marks[step->var] |= k + 1 == self->shown_step ? QD_BAYES_MARK_CURRENT : QD_BAYES_MARK_ELIMINATED;
      for (guint s = 0; k + 1 == self->shown_step && s < step->n_scope; s++)
        self->marks[step->scope[s]] |= QD_BAYES_MARK_SCOPE;
    }
  if (self->elim_query >= 0 && (guint) self->elim_query < n)
    self->marks[self->elim_query] |= QD_BAYES_MARK_QUERY;
  {
    g_autofree char *caption = self->shown_step == 0
      ? NULL : qd_bayes_step_caption (self->net, g_ptr_array_index (self->steps, self->shown_step - 1));
    g_autofree char *text = self->shown_step == 0
      ? g_strdup_printf (_("Step 0 of %u: the network before eliminating"), self->steps->len)
      : g_strdup_printf (_("Step %u of %u: %s"), self->shown_step, self->steps->len, caption);

    gtk_label_set_label (self->step_label, text);
  }
  qd_canvas_contents_changed (QD_CANVAS (self->factor_chart));
}

/* The chart of the orders' factor sizes, built for each drawing from the
 * steps (arrays of the caller's, 2 × the steps of both). */
typedef struct {
  QdBayesOrderSizes orders[2];
  QdBayesFactorChart chart;
  double *sizes;
  const char **names;
} Chart;

static guint
chart_order (QdBayesPage *self, GPtrArray *steps, const char *label, QdBayesOrderSizes *out, double *sizes,
             const char **names)
{
  for (guint i = 0; i < steps->len; i++)
    {
      const QdBayesStepRecord *step = g_ptr_array_index (steps, i);
      guint var = step->var != G_MAXUINT ? step->var : (guint) self->elim_query;

      sizes[i] = step->size;
      names[i] = qd_bayes_net_node (self->net, var)->name;
    }
  *out = (QdBayesOrderSizes) { .label = label, .sizes = sizes, .names = names, .n_steps = steps->len };
  return steps->len;
}

static void
chart_build (QdBayesPage *self, Chart *c)
{
  guint n = self->steps->len + (self->other_steps != NULL ? self->other_steps->len : 0);
  guint heuristic = adw_combo_row_get_selected (self->heuristic_row);
  guint at;

  c->sizes = g_new (double, MAX (n, 1));
  c->names = g_new (const char *, MAX (n, 1));
  at = chart_order (self, self->steps, heuristic == QD_BELIEF_ORDER_GIVEN ? _("the order given")
                    : qd_belief_order_label ((QdBeliefOrderHeuristic) heuristic), &c->orders[0], c->sizes, c->names);
  c->chart = (QdBayesFactorChart) { .orders = c->orders, .n_orders = 1, .compact = TRUE,
                                    .step = self->shown_step == 0 ? -1 : (gint) self->shown_step - 1 };
  if (self->other_steps != NULL)
    {
      chart_order (self, self->other_steps, self->other_label, &c->orders[1], c->sizes + at, c->names + at);
      c->chart.n_orders = 2;
    }
}

static void
chart_clear (Chart *c)
{
  g_free (c->sizes);
  g_free (c->names);
}

/* Compact, the chart is laid out at the view's size: this is the least. */
static void
chart_size (gpointer data, double *width, double *height)
{
  *width = 280;
  *height = 232;
}

static void
chart_draw (gpointer data, cairo_t *cr, const QdPalette *palette, double width, double height)
{
  QdBayesPage *self = data;
  Chart c;

  if (self->steps == NULL || self->elim_query < 0)
    return;
  chart_build (self, &c);
  qd_bayes_render_factor_chart (cr, width, height, &c.chart, palette);
  chart_clear (&c);
}

static char *
chart_describe (gpointer data)
{
  QdBayesPage *self = data;
  Chart c;
  char *text;

  if (self->steps == NULL || self->elim_query < 0)
    return NULL;
  chart_build (self, &c);
  text = qd_bayes_factor_chart_describe (&c.chart);
  chart_clear (&c);
  return text;
}

static char *
cost_text (const char *label, const QdBeliefOrderCost *cost)
{
  g_autofree char *largest = qd_format_grouped (cost->largest, 0);
  g_autofree char *total = qd_format_grouped (cost->total, 0);

  /* TRANSLATORS: an order's cost: the largest product of factors joined
   * (the variable still in it, before it is summed out), the sum of all of
   * them, and the most neighbours a variable had when eliminated */
  return g_strdup_printf (_("%s: largest product %s entries before summing out, %s in all, width %u"), label, largest,
                          total, cost->width);
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
    if (((QdBayesStepRecord *) g_ptr_array_index (self->steps, i))->size >
        ((QdBayesStepRecord *) g_ptr_array_index (self->steps, self->largest_step))->size)
      self->largest_step = i;
  gtk_label_set_label (self->cost_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->factor_chart), TRUE);
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
  gboolean step = self->step_when_eliminated;

  self->step_when_eliminated = FALSE;
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
      self->other_steps = g_steal_pointer (&result->other_steps);
      g_free (self->other_label);
      self->other_label = g_strdup (qd_belief_order_label (result->other));
      self->elim_query = (gint) result->query;
      show_result (self, result);
      if (step)
        qd_bayes_eliminate_step (self, 1);
    }
  qd_bayes_page_refresh (self);
  qd_bayes_page_update_actions (self);
}

static void
eliminate_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;
  QdBayesQuestion *task;

  if (qd_bayes_enumerate_chosen (self))
    {
      qd_bayes_enumerate_start (self);
      return;
    }
  task = qd_bayes_question_new (self);
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
  qd_picture_view_set_drawing (self->factor_chart, chart_size, chart_draw, self, NULL);
  qd_picture_view_set_describer (self->factor_chart, chart_describe, self);
  qd_picture_view_set_role (self->factor_chart, QD_PICTURE_CHART);
  qd_picture_view_set_fill (self->factor_chart, 1.0);
  gtk_widget_set_visible (GTK_WIDGET (self->factor_chart), FALSE);
}

/* The steps go (the network or the evidence changed). */
void
qd_bayes_eliminate_reset (QdBayesPage *self)
{
  guint n = self->net != NULL ? qd_bayes_net_n_nodes (self->net) : 0;

  g_clear_pointer (&self->steps, g_ptr_array_unref);
  g_clear_pointer (&self->other_steps, g_ptr_array_unref);
  self->shown_step = 0;
  self->elim_query = -1;
  gtk_widget_set_visible (GTK_WIDGET (self->factor_chart), FALSE);
  g_free (self->marks);
  self->marks = g_new0 (guint8, MAX (n, 1));
  fill_list (self);
  gtk_label_set_label (self->step_label, "");
  gtk_label_set_label (self->cost_label, "");
  qd_bayes_enumerate_reset (self);
  qd_bayes_page_refresh (self);
}

void
qd_bayes_eliminate_free (QdBayesPage *self)
{
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  g_clear_pointer (&self->other_steps, g_ptr_array_unref);
  g_clear_pointer (&self->other_label, g_free);
  g_clear_pointer (&self->marks, g_free);
}
