/* qd-tree-view.c — the game tree on a QdCanvas. */
#include "config.h"
#include "qd-tree-view.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-format.h"
#include "qd-widgets.h"

struct _QdTreeView
{
  QdCanvas parent_instance;

  const QdGameTree *tree;
  QdTreeLayout *layout;
  const QdTreeNodeResult *results;
  gboolean finished;
  gboolean show_alpha_beta;
  gint current;
  gint selected;
};

G_DEFINE_FINAL_TYPE (QdTreeView, qd_tree_view, QD_TYPE_CANVAS)

enum {
  NODE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
qd_tree_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdTreeView *self = QD_TREE_VIEW (canvas);

  if (self->layout != NULL)
    qd_tree_layout_get_size (self->layout, width, height);
}

static void
qd_tree_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdTreeView *self = QD_TREE_VIEW (canvas);
  QdTreeRenderOptions options;

  if (self->tree == NULL || self->layout == NULL)
    return;
  qd_tree_render_options_init (&options, palette);
  options.results = self->results;
  options.finished = self->finished;
  options.show_alpha_beta = self->show_alpha_beta;
  options.current = self->current;
  options.selected = self->selected;
  qd_tree_render (cr, self->tree, self->layout, &options);
}

static void
on_pressed (QdTreeView *self, double x, double y, gint n_press)
{
  gint node = self->layout != NULL ? qd_tree_layout_hit (self->layout, x, y) : -1;

  g_signal_emit (self, signals[NODE_ACTIVATED], 0, node, n_press);
}

/* ------------------------------------------------ keyboard and screen reader */

static guint
qd_tree_view_n_cells (QdCanvas *canvas)
{
  QdTreeView *self = QD_TREE_VIEW (canvas);

  return self->tree != NULL && self->layout != NULL ? qd_game_tree_n_nodes (self->tree) : 0;
}

static void
qd_tree_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdTreeView *self = QD_TREE_VIEW (canvas);
  double x, y, w, h;

  qd_tree_layout_get_node_box (self->layout, cell, &x, &y, &w, &h);
  graphene_rect_init (rect, x, y, w, h);
}

/* "+∞", "−3", "2.5". */
static char *
spoken_number (double v)
{
  if (isinf (v))
    return g_strdup (v > 0 ? "+∞" : "−∞");
  return qd_format_number_locale (v);
}

/* "B, a MIN node: value 3, α 3, β +∞", "leaf 12 (under B)", "C, a MIN
 * node: pruned". */
static char *
qd_tree_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdTreeView *self = QD_TREE_VIEW (canvas);
  const QdTreeNode *node = qd_game_tree_get_node (self->tree, cell);
  const QdTreeNodeResult *r = self->results != NULL ? &self->results[cell] : NULL;
  gboolean leaf = qd_tree_node_is_leaf (node);
  g_autofree char *name = node->label != NULL && *node->label != '\0' ? g_strdup (node->label)
                          : cell == 0 ? g_strdup (_("the root")) : NULL;
  GString *text = g_string_new (NULL);

  if (leaf)
    {
      g_autofree char *value = spoken_number (node->value);

      if (name != NULL)
        g_string_printf (text, _("%s, a leaf worth %s"), name, value);
      else
        g_string_printf (text, _("a leaf worth %s"), value);
    }
  else
    g_string_printf (text, node->depth % 2 == 0 ? _("%s, a MAX node") : _("%s, a MIN node"),
                     name != NULL ? name : _("a node"));
  if (node->parent != NULL && node->parent->label != NULL && *node->parent->label != '\0')
    g_string_append_printf (text, _(" under %s"), node->parent->label);
  if (r != NULL && r->state == QD_TREE_NODE_UNSEEN && self->finished)
    g_string_append (text, _(": pruned"));
  else if (r != NULL && r->state != QD_TREE_NODE_UNSEEN && !leaf)
    {
      g_autofree char *v = spoken_number (r->value), *a = spoken_number (r->alpha), *b = spoken_number (r->beta);

      if (self->show_alpha_beta)
        g_string_append_printf (text, _(": value %s, α %s, β %s"), v, a, b);
      else
        g_string_append_printf (text, _(": value %s"), v);
    }
  if ((gint) cell == self->current)
    g_string_append (text, _(" (the search is here)"));
  return g_string_free (text, FALSE);
}

static char *
qd_tree_view_describe (QdCanvas *canvas)
{
  QdTreeView *self = QD_TREE_VIEW (canvas);
  guint n, leaves = 0;

  if (self->tree == NULL)
    return NULL;
  n = qd_game_tree_n_nodes (self->tree);
  for (guint i = 0; i < n; i++)
    leaves += qd_tree_node_is_leaf (qd_game_tree_get_node (self->tree, i));
  return g_strdup_printf (ngettext ("Game tree, %'u node, %'u leaf.", "Game tree, %'u nodes, %'u leaves.", n), n, leaves);
}

static void
on_cell_activated (QdTreeView *self, guint cell)
{
  g_signal_emit (self, signals[NODE_ACTIVATED], 0, (gint) cell, 1);
}

static void
qd_tree_view_dispose (GObject *object)
{
  QdTreeView *self = QD_TREE_VIEW (object);

  g_clear_pointer (&self->layout, qd_tree_layout_free);
  G_OBJECT_CLASS (qd_tree_view_parent_class)->dispose (object);
}

static void
qd_tree_view_class_init (QdTreeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = qd_tree_view_dispose;
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_tree_view);

  signals[NODE_ACTIVATED] = qd_signal_new (klass, "node-activated", 2, G_TYPE_INT, G_TYPE_INT);
}

static void
qd_tree_view_init (QdTreeView *self)
{
  self->current = -1;
  self->selected = -1;
  /* Fitted while its labels stay readable; a larger tree scrolls. */
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.75, 1.25);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
}

void
qd_tree_view_set_tree (QdTreeView *self, const QdGameTree *tree)
{
  gboolean new_tree = tree != self->tree || tree == NULL;

  self->tree = tree;
  g_clear_pointer (&self->layout, qd_tree_layout_free);
  if (tree != NULL)
    self->layout = qd_tree_layout_new (tree);
  self->results = NULL;
  self->current = -1;
  if (tree == NULL || self->selected >= (gint) qd_game_tree_n_nodes (tree))
    self->selected = -1;
  /* A new tree opens on its root. */
  if (new_tree && self->layout != NULL)
    {
      double x, y;

      qd_tree_layout_get_node_center (self->layout, 0, &x, &y);
      qd_canvas_scroll_to (QD_CANVAS (self), x);
    }
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_tree_view_set_results (QdTreeView *self, const QdTreeNodeResult *results,
                          gboolean finished, gboolean show_alpha_beta, gint current)
{
  self->results = results;
  self->finished = finished;
  self->show_alpha_beta = show_alpha_beta;
  self->current = current;
  qd_canvas_redraw (QD_CANVAS (self));
}

void
qd_tree_view_set_selected (QdTreeView *self, gint node)
{
  if (self->selected != node)
    {
      self->selected = node;
      qd_canvas_redraw (QD_CANVAS (self));
    }
}

gint
qd_tree_view_get_selected (QdTreeView *self)
{
  return self->selected;
}
