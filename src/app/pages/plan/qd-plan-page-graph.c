/* qd-plan-page-graph.c — the Planning tab's planning graph: the graph of
 * the task ground (qd-plan-page-explain.c) from the state on show
 * (core/qd-strips-graph.h, qd_strips_graph_new_at), expanded until it
 * levels off and drawn as AIMA draws it (qd-plan-graph-view.h); the item
 * selected or under the pointer named below it with its mutex partners and
 * the reasons.  A task too large for a readable graph is said with its
 * size instead, and a task with conditional effects, which GraphPlan
 * refuses, with why. */
#include "config.h"
#include "qd-plan-page-private.h"

#include <glib/gi18n.h>

/* A graph is drawn for at most this many facts (twice as many literals)
 * and operators, and this many levels. */
#define MAX_FACTS 16
#define MAX_OPS 40
#define MAX_LEVELS 30

/* The label alone, in the middle of the pane (a message), or under the graph. */
static void
set_message_layout (QdPlanPage *self, gboolean message)
{
  GtkWidget *label = GTK_WIDGET (self->graph_label);

  gtk_widget_set_visible (self->graph_pane, !message);
  gtk_widget_set_vexpand (gtk_widget_get_ancestor (label, GTK_TYPE_SCROLLED_WINDOW), message);
  gtk_widget_set_valign (label, message ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
  gtk_label_set_justify (self->graph_label, message ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT);
  gtk_label_set_xalign (self->graph_label, message ? 0.5 : 0);
  /* A selectable label given the focus selects its whole text. */
  gtk_label_set_selectable (self->graph_label, !message);
}

static void
show_message (QdPlanPage *self, const char *message)
{
  set_message_layout (self, TRUE);
  gtk_label_set_text (self->graph_label, message);
}

static char *
summary (const QdStripsGraph *graph)
{
  guint off = qd_strips_graph_level_off (graph);

  if (off == QD_STRIPS_GRAPH_INFINITE)
    return g_strdup_printf (_("%u literal levels, not levelled off."), qd_strips_graph_n_levels (graph));
  return g_strdup_printf (_("It levels off at S%u: every later level is the same."), off);
}

static void
on_item_changed (QdPlanPage *self)
{
  QdPlanGraphItem item;
  g_autofree char *head = NULL;
  g_autofree char *text = NULL;

  if (self->graph == NULL)
    return;
  head = summary (self->graph);
  if (!qd_plan_graph_view_get_item (self->graph_view, &item))
    {
      gtk_label_set_text (self->graph_label, head);
      return;
    }
  {
    g_autofree char *about = qd_plan_graph_view_describe_item (self->graph_view, &item);
    text = g_strdup_printf ("%s %s\n%s", head, _("Select an item with the arrows or a click for its mutexes."),
                            about);
  }
  gtk_label_set_text (self->graph_label, text);
}

/* Why there is no graph to draw of the task ground, or NULL. */
static char *
refusal (QdPlanPage *self)
{
  const QdStrips *strips = self->strips;

  if (qd_strips_has_conditional_effects (strips))
    return g_strdup (_("GraphPlan refuses this task: some of its actions have conditional effects (when). "
                       "The planning graph of Blum and Furst has none: an action there has one set of "
                       "effects, whatever the state."));
  if (strips->n_facts > MAX_FACTS || strips->n_ops > MAX_OPS)
    return g_strdup_printf (_("This task is too large for a readable planning graph: %u facts (%u literals a "
                              "level) and %u actions. The graph is drawn for at most %u facts and %u actions, "
                              "such as the have-cake and spare tire examples."),
                            strips->n_facts, 2 * strips->n_facts, strips->n_ops, MAX_FACTS, MAX_OPS);
  return NULL;
}

static QdStripsGraph *
build (QdPlanPage *self, const guint64 *state, GError **error)
{
  QdStripsGraphLimits limits = { .max_levels = MAX_LEVELS };
  g_autoptr(QdStripsGraph) graph = qd_strips_graph_new_at (self->strips, state, &limits, error);

  if (graph == NULL || !qd_strips_graph_expand_to_level_off (graph, error))
    return NULL;
  return g_steal_pointer (&graph);
}

void
qd_plan_graph_show (QdPlanPage *self, const guint64 *state)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *refused = NULL;

  qd_plan_graph_clear (self);
  if (state == NULL)
    {
      show_message (self, gtk_label_get_text (self->explain_label));
      return;
    }
  refused = refusal (self);
  if (refused == NULL)
    self->graph = build (self, state, &error);
  if (self->graph == NULL)
    {
      show_message (self, refused != NULL ? refused : error->message);
      return;
    }
  set_message_layout (self, FALSE);
  qd_plan_graph_view_set_graph (self->graph_view, self->graph);
  on_item_changed (self);
}

void
qd_plan_graph_init (QdPlanPage *self)
{
  g_signal_connect_swapped (self->graph_view, "item-changed", G_CALLBACK (on_item_changed), self);
}

void
qd_plan_graph_clear (QdPlanPage *self)
{
  if (self->graph_view != NULL)
    qd_plan_graph_view_set_graph (self->graph_view, NULL);
  g_clear_pointer (&self->graph, qd_strips_graph_free);
}

const QdStripsGraph *
qd_plan_page_get_graph (QdPlanPage *self)
{
  return self->graph;
}
