/* qd-bayes-view.c — the network in the window. */
#include "config.h"
#include "qd-bayes-view.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <math.h>

struct _QdBayesView
{
  QdCanvas parent_instance;

  const QdBayesNet *net;
  QdBayesRenderOptions options;
  gint hover, hover_state;
};

G_DEFINE_FINAL_TYPE (QdBayesView, qd_bayes_view, QD_TYPE_CANVAS)

enum {
  NODE_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The options as drawn now: the canvas's zoom decides the look. */
static QdBayesRenderOptions
current_options (QdBayesView *self, const QdPalette *palette)
{
  QdBayesRenderOptions options = self->options;

  options.palette = palette != NULL ? palette : qd_canvas_get_palette (QD_CANVAS (self));
  options.zoom = qd_canvas_get_zoom (QD_CANVAS (self));
  return options;
}

static void
qd_bayes_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdBayesView *self = QD_BAYES_VIEW (canvas);
  QdBayesRenderOptions options = current_options (self, NULL);

  if (self->net != NULL)
    qd_bayes_render_get_size (self->net, &options, width, height);
}

static void
qd_bayes_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdBayesView *self = QD_BAYES_VIEW (canvas);
  QdBayesRenderOptions options = current_options (self, palette);

  if (self->net == NULL)
    return;
  /* The canvas outlines the cursor's node itself while the board has the focus. */
  options.cursor = -1;
  options.hover = self->hover;
  options.hover_state = self->hover_state;
  qd_bayes_render (cr, self->net, &options);
}

/* ------------------------------------------------ keyboard and screen reader */

static guint
qd_bayes_view_n_cells (QdCanvas *canvas)
{
  QdBayesView *self = QD_BAYES_VIEW (canvas);

  return self->net != NULL ? qd_bayes_net_n_nodes (self->net) : 0;
}

static void
qd_bayes_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdBayesView *self = QD_BAYES_VIEW (canvas);
  QdBayesRenderOptions options = current_options (self, NULL);
  double x = 0, y = 0, width = 0, height = 0;

  if (self->net != NULL && cell < qd_bayes_net_n_nodes (self->net))
    qd_bayes_render_node_box (self->net, &options, cell, &x, &y, &width, &height);
  graphene_rect_init (rect, x, y, width, height);
}

static const char *
kind_word (QdBeliefKind kind)
{
  switch (kind)
    {
    case QD_BELIEF_DECISION:
      return _("decision node");
    case QD_BELIEF_UTILITY:
      return _("utility node");
    default:
      return _("chance node");
    }
}

/* ", true 28.4%, false 71.6%" (or the expected utilities of a decision). */
static void
append_states (QdBayesView *self, GString *text, guint index, const QdBayesNode *node)
{
  const double *p = self->options.marginals != NULL ? self->options.marginals[index] : NULL;
  const double *eu = self->options.expected != NULL ? self->options.expected[index] : NULL;

  for (guint s = 0; s < node->n_states && (p != NULL || eu != NULL); s++)
    {
      char number[64];

      if (eu != NULL)
        qd_bayes_render_format_utility (eu[s], number, sizeof number);
      else
        qd_bayes_render_format_percent (p[s], number, sizeof number);
      g_string_append_printf (text, eu != NULL ? _(", %s: expected utility %s") : ", %s %s", node->states[s],
                              number);
    }
}

/* "Burglary, chance node, observed true, true 100%, false 0%". */
static char *
qd_bayes_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdBayesView *self = QD_BAYES_VIEW (canvas);
  const QdBayesNode *node;
  GString *text;

  /* A cursor left past the end by a network with fewer nodes (an undo). */
  if (self->net == NULL || cell >= qd_bayes_net_n_nodes (self->net))
    return g_strdup ("");
  node = qd_bayes_net_node (self->net, cell);
  text = g_string_new (node->name);

  g_string_append_printf (text, ", %s", kind_word (node->kind));
  if (self->options.evidence != NULL && self->options.evidence[cell] >= 0)
    g_string_append_printf (text, _(", observed %s"), node->states[self->options.evidence[cell]]);
  if (node->kind == QD_BELIEF_UTILITY && self->options.utility != NULL && isfinite (self->options.utility[cell]))
    {
      char number[64];

      qd_bayes_render_format_utility (self->options.utility[cell], number, sizeof number);
      g_string_append_printf (text, _(", expected utility %s"), number);
    }
  else if (node->kind != QD_BELIEF_UTILITY)
    append_states (self, text, cell, node);
  return g_string_free (text, FALSE);
}

/* "Bayesian network alarm, 37 nodes, 46 arcs." */
static char *
qd_bayes_view_describe (QdCanvas *canvas)
{
  QdBayesView *self = QD_BAYES_VIEW (canvas);
  guint n = 0, arcs = 0;

  if (self->net == NULL)
    return NULL;
  n = qd_bayes_net_n_nodes (self->net);
  for (guint i = 0; i < n; i++)
    arcs += qd_bayes_net_node (self->net, i)->n_parents;
  return g_strdup_printf (_("Bayesian network %s, %u nodes, %u arcs."), self->net->name, n, arcs);
}

static void
on_pressed (QdBayesView *self, double x, double y, gint n_press)
{
  QdBayesRenderOptions options = current_options (self, NULL);
  gint state = -1, node;

  if (self->net == NULL)
    return;
  node = qd_bayes_render_hit (self->net, &options, x, y, &state);
  if (node < 0)
    return;
  qd_canvas_set_cursor (QD_CANVAS (self), node);
  g_signal_emit (self, signals[NODE_CLICKED], 0, (guint) node, state);
}

static void
on_pointer_moved (QdBayesView *self, double x, double y)
{
  QdBayesRenderOptions options = current_options (self, NULL);
  gint state = -1;
  gint node = self->net != NULL ? qd_bayes_render_hit (self->net, &options, x, y, &state) : -1;

  if (node == self->hover && state == self->hover_state)
    return;
  self->hover = node;
  self->hover_state = state;
  qd_canvas_redraw (QD_CANVAS (self));
}

static void
on_pointer_left (QdBayesView *self)
{
  on_pointer_moved (self, -1e9, -1e9);
}

static void
on_cell_activated (QdBayesView *self, guint cell)
{
  if (self->net != NULL && cell < qd_bayes_net_n_nodes (self->net))
    g_signal_emit (self, signals[NODE_CLICKED], 0, cell, -2);
}

static void
qd_bayes_view_class_init (QdBayesViewClass *klass)
{
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_bayes_view);
  signals[NODE_CLICKED] = qd_signal_new (klass, "node-clicked", 2, G_TYPE_UINT, G_TYPE_INT);
}

static void
qd_bayes_view_init (QdBayesView *self)
{
  qd_bayes_render_options_init (&self->options, NULL);
  self->hover = self->hover_state = -1;
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  /* Zoomed out to fit, names stay readable (the compact look's text at
   * half size at least): a big network scrolls instead. */
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.5, 1.5);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (self, "pointer-moved", G_CALLBACK (on_pointer_moved), NULL);
  g_signal_connect (self, "pointer-left", G_CALLBACK (on_pointer_left), NULL);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
  g_signal_connect_swapped (self, "cursor-moved", G_CALLBACK (qd_canvas_redraw), self);
}

void
qd_bayes_view_set_net (QdBayesView *self, const QdBayesNet *net)
{
  gint cursor = qd_canvas_get_cursor (QD_CANVAS (self));

  self->net = net;
  self->hover = self->hover_state = -1;
  /* The cursor within the new network's nodes before anything describes it. */
  if (cursor >= 0 && (net == NULL || (guint) cursor >= qd_bayes_net_n_nodes (net)))
    qd_canvas_set_cursor (QD_CANVAS (self), net != NULL && qd_bayes_net_n_nodes (net) > 0 ? 0 : -1);
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_bayes_view_set_options (QdBayesView *self, const QdBayesRenderOptions *options)
{
  self->options = *options;
  qd_canvas_redraw (QD_CANVAS (self));
}

const QdBayesRenderOptions *
qd_bayes_view_get_options (QdBayesView *self)
{
  return &self->options;
}

void
qd_bayes_view_show_node (QdBayesView *self, guint index)
{
  QdBayesRenderOptions options = current_options (self, NULL);
  double x, y, width, height;

  if (self->net == NULL || index >= qd_bayes_net_n_nodes (self->net))
    return;
  qd_bayes_render_node_box (self->net, &options, index, &x, &y, &width, &height);
  qd_canvas_set_cursor (QD_CANVAS (self), index);
  qd_canvas_center_on (QD_CANVAS (self), x + width / 2, y + height / 2);
}
