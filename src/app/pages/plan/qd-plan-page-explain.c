/* qd-plan-page-explain.c — the Planning tab's heuristics explained: the
 * task ground into a QdStrips on a worker (every reachable fact and action,
 * as a student reads them; grounding a large task takes a while), then, on
 * the state on show (the initial state, or the state after the step shown),
 * the heuristic chosen (h_max, h_add, h_FF, LM-cut) with its value and why
 * (core/qd-strips-heuristic.h, qd_strips_heuristic_explain):
 *   - h_max and h_add: each fact's cost, the cheapest first, the goal's
 *     facts marked, h_max's dearest goal fact named;
 *   - h_FF: its relaxed plan in order, the costs summing to the value;
 *   - LM-cut: its landmarks in the order found, each a set of actions with
 *     its cost, the costs summing to the value;
 *   - the landmark count (qd-plan-page-landmarks.c): the landmarks not
 *     reached on the path to the state, needed again, and reached;
 *   - a dead end said in words.
 * The same state feeds the planning graph (qd-plan-page-graph.c) and the
 * landmark graph (qd-plan-page-landmarks.c), built on the same worker. */
#include "config.h"
#include "qd-plan-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-strips-heuristic.h"
#include "core/qd-strips-landmarks.h"
#include "problems/plan/qd-plan-ground.h"
#include "problems/plan/qd-plan-strips-state.h"

/* The facts listed at most, the actions of one landmark named at most. */
#define MAX_FACTS 60
#define MAX_LANDMARK_OPS 8

static const QdStripsHeuristicKind kinds[] = { QD_STRIPS_HMAX, QD_STRIPS_HADD, QD_STRIPS_HFF, QD_STRIPS_LMCUT };
/* The combo's last row, after `kinds`: the landmark count (path-dependent,
 * not a QdStripsHeuristicKind). */
#define LANDMARK_COUNT_ROW G_N_ELEMENTS (kinds)

/* ---- the text */

static char *
cost_text (guint64 cost)
{
  return cost == QD_STRIPS_DEAD_END ? g_strdup ("∞") : g_strdup_printf ("%" G_GUINT64_FORMAT, cost);
}

static void
append_escaped (GString *out, const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  g_string_append (out, escaped);
}

/* A fact and its cost, to sort the cheapest first, then by name. */
typedef struct {
  guint64 cost;
  const char *name;
  guint fact;
} FactCost;

static int
compare_fact_costs (gconstpointer a, gconstpointer b)
{
  const FactCost *fa = a, *fb = b;
  int by_cost = (fa->cost > fb->cost) - (fa->cost < fb->cost);

  return by_cost != 0 ? by_cost : strcmp (fa->name, fb->name);
}

static gboolean *
goal_facts (const QdStrips *strips)
{
  gboolean *goal = g_new0 (gboolean, strips->n_facts);
  const guint32 *facts = qd_strips_list (strips, strips->goal);

  for (guint i = 0; i < strips->goal.n; i++)
    goal[facts[i]] = TRUE;
  return goal;
}

/* hmax's dearest goal fact (the first of the dearest), or G_MAXUINT. */
static guint
dearest_goal_fact (const QdStrips *strips, const guint64 *cost)
{
  const guint32 *facts = qd_strips_list (strips, strips->goal);
  guint dearest = G_MAXUINT;

  for (guint i = 0; i < strips->goal.n; i++)
    if (dearest == G_MAXUINT || cost[facts[i]] > cost[dearest])
      dearest = facts[i];
  return dearest;
}

/* Each fact's cost, the cheapest first, the goal's marked ◎. */
static void
append_fact_costs (GString *out, const QdStrips *strips, const guint64 *cost)
{
  g_autoptr(GArray) facts = g_array_sized_new (FALSE, FALSE, sizeof (FactCost), strips->n_facts);
  g_autofree gboolean *goal = goal_facts (strips);

  for (guint f = 0; f < strips->n_facts; f++)
    {
      FactCost fact = { .cost = cost[f], .name = strips->fact_names[f], .fact = f };
      g_array_append_val (facts, fact);
    }
  g_array_sort (facts, compare_fact_costs);
  g_string_append_printf (out, "\n%s", _("Each fact’s cost, the cheapest first (◎ marks the goal’s facts):"));
  for (guint i = 0; i < MIN (facts->len, MAX_FACTS); i++)
    {
      const FactCost *fact = &g_array_index (facts, FactCost, i);
      g_autofree char *number = cost_text (fact->cost);

      g_string_append_printf (out, "\n<tt>%s %3s  </tt>", goal[fact->fact] ? "◎" : " ", number);
      append_escaped (out, fact->name);
    }
  if (facts->len > MAX_FACTS)
    g_string_append_printf (out, "\n%s", _("… and more facts, dearer."));
}

static void
append_hmax (GString *out, const QdStrips *strips, const QdStripsExplanation *e)
{
  guint dearest = dearest_goal_fact (strips, e->fact_cost);

  g_string_append_printf (out, "\n%s", _("A fact’s cost is the cheapest action adding it plus its dearest "
                                         "precondition’s cost, deletes ignored."));
  if (dearest != G_MAXUINT)
    {
      g_autofree char *name = g_markup_escape_text (strips->fact_names[dearest], -1);
      g_autofree char *number = cost_text (e->fact_cost[dearest]);

      g_string_append_c (out, '\n');
      g_string_append_printf (out, _("The dearest goal fact: %s, at %s: h_max is its cost."), name, number);
    }
  append_fact_costs (out, strips, e->fact_cost);
}

static void
append_hadd (GString *out, const QdStrips *strips, const QdStripsExplanation *e)
{
  g_string_append_printf (out, "\n%s", _("A fact’s cost is the cheapest action adding it plus the sum of its "
                                         "preconditions’ costs, deletes ignored; h_add is the sum of the goal "
                                         "facts’ costs."));
  append_fact_costs (out, strips, e->fact_cost);
}

static void
append_op (GString *out, const QdStrips *strips, guint op)
{
  append_escaped (out, strips->ops[op].name);
}

static void
append_hff (GString *out, const QdStrips *strips, const QdStripsExplanation *e)
{
  const guint *ops = (const guint *) e->relaxed_plan->data;
  g_autofree char *sum = NULL;

  g_string_append_printf (out, "\n%s", _("The relaxed plan (deletes ignored), its actions in an order that "
                                         "applies; the value is the sum of their costs:"));
  for (guint i = 0; i < e->relaxed_plan->len; i++)
    {
      g_autofree char *cost = cost_text (strips->ops[ops[i]].cost);

      g_string_append_printf (out, "\n<tt>%2u. </tt>", i + 1);
      append_op (out, strips, ops[i]);
      g_string_append_printf (out, _(", cost %s"), cost);
    }
  sum = cost_text (e->value);
  g_string_append_c (out, '\n');
  g_string_append_printf (out, _("Sum: %s"), sum);
}

static void
append_landmark (GString *out, const QdStrips *strips, guint i, const QdStripsLandmark *landmark)
{
  const guint *ops = (const guint *) landmark->ops->data;
  g_autofree char *cost = cost_text (landmark->cost);

  g_string_append_printf (out, "\n<tt>%2u. </tt>", i + 1);
  g_string_append_printf (out, _("cost %s: {"), cost);
  for (guint k = 0; k < MIN (landmark->ops->len, MAX_LANDMARK_OPS); k++)
    {
      g_string_append (out, k > 0 ? ", " : " ");
      append_op (out, strips, ops[k]);
    }
  if (landmark->ops->len > MAX_LANDMARK_OPS)
    g_string_append_printf (out, _(", and %u more"), landmark->ops->len - MAX_LANDMARK_OPS);
  g_string_append (out, " }");
}

static void
append_lmcut (GString *out, const QdStrips *strips, const QdStripsExplanation *e)
{
  g_autofree char *sum = NULL;

  g_string_append_printf (out, "\n%s", _("The landmarks in the order found, each a set of actions one of which "
                                         "every plan applies, with its cost; the costs sum to the value:"));
  for (guint i = 0; i < e->landmarks->len; i++)
    append_landmark (out, strips, i, &g_array_index (e->landmarks, QdStripsLandmark, i));
  sum = cost_text (e->value);
  g_string_append_c (out, '\n');
  g_string_append_printf (out, _("Sum: %s"), sum);
}

/* The value and why, as markup. */
static char *
explanation_markup (const QdStrips *strips, const guint64 *state, QdStripsHeuristicKind kind)
{
  g_autoptr(QdStripsHeuristic) h = qd_strips_heuristic_new (strips, kind);
  QdStripsExplanation e = { 0 };
  g_autofree char *value = NULL;
  GString *out = g_string_new (NULL);

  qd_strips_heuristic_explain (h, state, &e);
  value = cost_text (e.value);
  g_string_append_printf (out, "<b>%s = %s</b>", qd_strips_heuristic_label (kind), value);
  if (e.value == QD_STRIPS_DEAD_END)
    g_string_append_printf (out, "\n%s", _("A dead end: the goal cannot be reached from this state, not even "
                                           "with every delete ignored."));
  else if (qd_strips_is_goal (strips, state))
    g_string_append_printf (out, "\n%s", _("The goal holds in this state."));
  else if (kind == QD_STRIPS_HMAX)
    append_hmax (out, strips, &e);
  else if (kind == QD_STRIPS_HADD)
    append_hadd (out, strips, &e);
  else if (kind == QD_STRIPS_HFF)
    append_hff (out, strips, &e);
  else
    append_lmcut (out, strips, &e);
  qd_strips_explanation_clear (&e);
  return g_string_free (out, FALSE);
}

/* ---- grounding on a worker */

/* What the worker makes: the task ground and its landmark graph. */
typedef struct {
  QdStrips *strips;
  QdStripsLandmarks *landmarks;
} Ground;

static void
ground_free (Ground *ground)
{
  qd_strips_landmarks_free (ground->landmarks);
  qd_strips_free (ground->strips);
  g_free (ground);
}

static void
on_cancelled (GCancellable *cancellable, gint *stop)
{
  g_atomic_int_set (stop, 1);
}

static void
ground_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  QdPlanDocument *document = data;
  QdPlanGroundOptions options = { .cancellable = cancellable, .relevant_only = FALSE };
  GError *error = NULL;
  QdStrips *strips = NULL;

  if (qd_plan_document_read_task (document, "task", &error) && document->task != NULL)
    strips = qd_plan_ground (document->task, &options, NULL, &error);
  if (strips != NULL)
    {
      Ground *ground = g_new0 (Ground, 1);
      gint stop = 0;
      gulong handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), &stop, NULL);

      ground->strips = strips;
      ground->landmarks = qd_strips_landmarks_new (strips, &stop);
      g_cancellable_disconnect (cancellable, handler);
      g_task_return_pointer (task, ground, (GDestroyNotify) ground_free);
    }
  else if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", _("The task does not read."));
}

static void
on_ground_done (GObject *source, GAsyncResult *result, gpointer data)
{
  QdPlanPage *self = QD_PLAN_PAGE (source);
  g_autoptr(GError) error = NULL;
  Ground *ground = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_task_get_cancellable (G_TASK (result)) != self->grounding)
    {
      g_clear_pointer (&ground, ground_free);
      return;
    }
  g_clear_object (&self->grounding);
  if (ground != NULL)
    {
      self->strips = g_steal_pointer (&ground->strips);
      self->landmarks = g_steal_pointer (&ground->landmarks);
      ground_free (ground);
    }
  else
    self->ground_error = g_strdup (error->message);
  qd_plan_explain_show (self);
}

static void
stop_grounding (QdPlanPage *self)
{
  if (self->grounding != NULL)
    g_cancellable_cancel (self->grounding);
  g_clear_object (&self->grounding);
  qd_plan_graph_clear (self);
  qd_plan_landmarks_clear (self);
  g_clear_pointer (&self->strips, qd_strips_free);
  g_clear_pointer (&self->ground_error, g_free);
}

void
qd_plan_explain_reset (QdPlanPage *self)
{
  GTask *task;

  stop_grounding (self);
  if (self->document == NULL || self->document->task == NULL)
    return;
  self->grounding = g_cancellable_new ();
  task = g_task_new (self, self->grounding, on_ground_done, NULL);
  g_task_set_task_data (task, qd_plan_document_copy_texts (self->document), (GDestroyNotify) qd_plan_document_free);
  g_task_run_in_thread (task, ground_thread);
  g_object_unref (task);
}

/* ---- the page */

static QdStripsHeuristicKind
chosen_kind (QdPlanPage *self)
{
  guint i = adw_combo_row_get_selected (self->heuristic_row);

  return kinds[i < G_N_ELEMENTS (kinds) ? i : 0];
}

void
qd_plan_explain_show (QdPlanPage *self)
{
  g_autofree guint64 *state = NULL;
  g_autofree char *markup = NULL;

  if (self->trace == NULL || (self->strips == NULL && self->grounding == NULL && self->ground_error == NULL))
    gtk_label_set_text (self->explain_label, _("No task to explain: the domain and the problem do not read."));
  else if (self->grounding != NULL)
    gtk_label_set_text (self->explain_label, _("Grounding the task…"));
  else if (self->strips == NULL)
    gtk_label_set_text (self->explain_label, self->ground_error);
  else
    {
      state = qd_plan_strips_state (self->strips, qd_plan_trace_state (self->trace, self->position));
      if (adw_combo_row_get_selected (self->heuristic_row) == LANDMARK_COUNT_ROW)
        markup = qd_plan_landmarks_markup (self);
      else
        markup = explanation_markup (self->strips, state, chosen_kind (self));
      gtk_label_set_markup (self->explain_label, markup);
    }
  qd_plan_graph_show (self, state);
  qd_plan_landmarks_show (self);
  qd_plan_practice_update (self);
}

void
qd_plan_explain_class_init (GtkWidgetClass *widget_class)
{
  static const QdPlanChild children[] = {
    QD_PLAN_CHILD (heuristic_row), QD_PLAN_CHILD (explain_label), QD_PLAN_CHILD (graph_button),
    QD_PLAN_CHILD (graph_pane), QD_PLAN_CHILD (graph_view), QD_PLAN_CHILD (graph_label),
    QD_PLAN_CHILD (landmarks_button), QD_PLAN_CHILD (landmarks_pane), QD_PLAN_CHILD (landmarks_view),
    QD_PLAN_CHILD (landmarks_label),
  };

  g_type_ensure (QD_TYPE_PLAN_GRAPH_VIEW);
  g_type_ensure (QD_TYPE_PLAN_LANDMARKS_VIEW);
  qd_plan_page_bind_children (widget_class, children, G_N_ELEMENTS (children));
}

void
qd_plan_explain_init (QdPlanPage *self)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    gtk_string_list_append (labels, qd_strips_heuristic_label (kinds[i]));
  gtk_string_list_append (labels, _("Landmark count"));
  adw_combo_row_set_model (self->heuristic_row, G_LIST_MODEL (labels));
  g_signal_connect_swapped (self->heuristic_row, "notify::selected", G_CALLBACK (qd_plan_explain_show), self);
  qd_plan_graph_init (self);
  qd_plan_landmarks_init (self);
}

void
qd_plan_explain_clear (QdPlanPage *self)
{
  stop_grounding (self);
}
