/* qd-search-tree-view.c — a recorded search tree on a QdCanvas.
 *
 * The canvas's picture is the drawing at the view's own zoom, in pixels
 * (the canvas's zoom stays 1): a tree of a million nodes needs zooms far
 * below the canvas's, and its levels must not shrink with its width (see
 * QD_SEARCH_TREE_MIN_LEVEL), so the view sizes the drawing itself and the
 * canvas scrolls it, one screenful at a time.
 */
#include "config.h"
#include "qd-search-tree-view.h"

#include <glib/gi18n.h>
#include <math.h>

#include "render/qd-search-tree-render.h"
#include "qd-widgets.h"

#define POLL_MS     34        /* under 30 Hz */
#define SETTLE_US   4000      /* a slice of the final statuses */
#define MIN_ZOOM    1e-6
#define MAX_ZOOM    4.0
#define FIT_MAX     1.5
#define FIT_PAD     8.0

struct _QdSearchTreeView
{
  QdCanvas parent_instance;

  const QdSearchTree *tree;
  QdSearchTreeLayout *layout;
  double zoom;
  gboolean fit;
  double fit_level;          /* the level spacing fitting chose, or 0 */
  gint selected;
  guint poll;                /* a timeout while the search runs, then an idle */
  gboolean settling;         /* the search over: the poll is the idle */
  gboolean pending_scroll;   /* bring the selection into view at the next allocation */
};

G_DEFINE_FINAL_TYPE (QdSearchTreeView, qd_search_tree_view, QD_TYPE_CANVAS)

enum {
  NODE_SELECTED,
  UPDATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
get_options (QdSearchTreeView *self, const QdPalette *palette, QdSearchTreeRenderOptions *options)
{
  /* the canvas's text scale sizes the drawing as well */
  qd_search_tree_render_options_init (options, palette != NULL ? palette : qd_canvas_get_palette (QD_CANVAS (self)));
  qd_search_tree_render_options_set_zoom (options, self->zoom);
  if (self->fit && self->fit_level > 0)
    options->level = self->fit_level;
  options->selected = self->selected;
}

static void
qd_search_tree_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdSearchTreeView *self = QD_SEARCH_TREE_VIEW (canvas);
  QdSearchTreeRenderOptions options;

  if (self->layout == NULL)
    return;
  get_options (self, NULL, &options);
  qd_search_tree_render_get_size (self->layout, &options, width, height);
}

static void
qd_search_tree_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdSearchTreeView *self = QD_SEARCH_TREE_VIEW (canvas);
  QdSearchTreeRenderOptions options;
  double x1, y1, x2, y2;

  if (self->layout == NULL)
    return;
  get_options (self, palette, &options);
  /* The renderer takes the scroll offset itself: cairo then sees only
   * numbers near the window, however far into the tree it is scrolled. */
  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  cairo_translate (cr, x1, y1);
  options.x = x1;
  options.y = y1;
  options.label_right = x2 - QD_SEARCH_TREE_MARGIN;
  qd_search_tree_render (cr, self->layout, &options);
}

/* The zoom showing the whole width (and the whole height when the levels
 * can stay MIN_LEVEL apart), and the level spacing filling the height. */
static void
fit (QdSearchTreeView *self, int width, int height)
{
  double columns = qd_search_tree_layout_get_width (self->layout);
  guint levels = qd_search_tree_layout_n_levels (self->layout);
  double room_w = width - 2 * QD_SEARCH_TREE_MARGIN - FIT_PAD;
  double room_h = height - 2 * QD_SEARCH_TREE_MARGIN - FIT_PAD;
  double zoom_w, zoom_h, zoom, spare;

  if (columns <= 0 || levels == 0 || room_w <= 0 || room_h <= 0)
    return;
  zoom_w = room_w / (columns * QD_SEARCH_TREE_COLUMN);
  /* A level, the node and the triangle under the last level: about levels
   * + 0.6 levels of height. */
  zoom_h = room_h / ((levels - 1 + 0.9) * QD_SEARCH_TREE_LEVEL);
  zoom = zoom_h * QD_SEARCH_TREE_LEVEL >= QD_SEARCH_TREE_MIN_LEVEL ? MIN (zoom_w, zoom_h) : zoom_w;
  self->zoom = CLAMP (zoom, MIN_ZOOM, FIT_MAX);
  spare = levels > 1 ? (room_h - QD_SEARCH_TREE_NODE * self->zoom) / (levels - 1 + 0.7) : 0;
  self->fit_level = MAX (MAX (QD_SEARCH_TREE_LEVEL * self->zoom, QD_SEARCH_TREE_MIN_LEVEL),
                         MIN (spare, QD_SEARCH_TREE_LEVEL));
}

static void
scroll_to_selection (QdSearchTreeView *self, int width, int height)
{
  GtkAdjustment *h = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (self));
  GtkAdjustment *v = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self));
  QdSearchTreeRenderOptions options;
  double x, y;

  if (self->selected < 0 || !qd_search_tree_layout_is_shown (self->layout, (guint) self->selected))
    return;
  get_options (self, NULL, &options);
  qd_search_tree_render_get_center (self->layout, &options, (guint) self->selected, &x, &y);
  if (h != NULL && (x < gtk_adjustment_get_value (h) + 40 || x > gtk_adjustment_get_value (h) + width - 40))
    gtk_adjustment_set_value (h, x - width / 2.0);
  if (v != NULL && (y < gtk_adjustment_get_value (v) + 40 || y > gtk_adjustment_get_value (v) + height - 40))
    gtk_adjustment_set_value (v, y - height / 2.0);
}

static void
qd_search_tree_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  QdSearchTreeView *self = QD_SEARCH_TREE_VIEW (widget);

  if (self->fit && self->layout != NULL)
    fit (self, width, height);
  GTK_WIDGET_CLASS (qd_search_tree_view_parent_class)->size_allocate (widget, width, height, baseline);
  if (self->pending_scroll && self->layout != NULL)
    scroll_to_selection (self, width, height);
  self->pending_scroll = FALSE;
}

/* ------------------------------------------------------------------ a11y */

char *
qd_search_tree_view_describe_node (QdSearchTreeView *self, guint node)
{
  g_autoptr (GString) label = g_string_new (NULL);
  const QdSearchNode *n;
  GString *text;

  g_return_val_if_fail (self->tree != NULL && node < qd_search_tree_n_nodes (self->tree), NULL);
  n = qd_search_tree_node (self->tree, node);
  qd_search_tree_label (self->tree, node, label);
  /* TRANSLATORS: a node of a search tree: its number, depth and status
   * ("failure"), then its label ("Q3=5 wipeout Q4") */
  text = g_string_new (NULL);
  g_string_printf (text, _("Node %u, depth %u, %s"), node, n->depth,
                   qd_search_node_status_title (qd_search_tree_status (self->tree, node)));
  if (label->len > 0)
    g_string_append_printf (text, ": %s", label->str);
  if (qd_search_tree_is_mcts (self->tree) && n->depth == 1 &&
      (qd_search_tree_flags (self->tree, node) & QD_SEARCH_NODE_CHOSEN))
    /* TRANSLATORS: Monte Carlo tree search: the root's most visited child (marked in the tree) */
    g_string_append (text, _(", the move the search would play"));
  if (qd_search_tree_flags (self->tree, node) & QD_SEARCH_NODE_IMPROVING)
    /* TRANSLATORS: branch and bound: a solution better than every one before it (a star in the tree) */
    g_string_append (text, _(", improving"));
  if (self->layout != NULL && qd_search_tree_layout_get_collapsed (self->layout, node))
    g_string_append_printf (text, _(", collapsed (%'u nodes)"),
                            qd_search_tree_layout_subtree_size (self->layout, node));
  if (n->n_hidden > 0)
    g_string_append_printf (text, _(", %u more not recorded"), n->n_hidden);
  return g_string_free (text, FALSE);
}

static char *
qd_search_tree_view_describe (QdCanvas *canvas)
{
  QdSearchTreeView *self = QD_SEARCH_TREE_VIEW (canvas);

  if (self->tree == NULL)
    return g_strdup (_("No search tree"));
  return g_strdup_printf (ngettext ("Search tree of %'u node", "Search tree of %'u nodes",
                                       qd_search_tree_n_nodes (self->tree)),
                          qd_search_tree_n_nodes (self->tree));
}

static void
update_label (QdSearchTreeView *self)
{
  g_autofree char *text = NULL;

  if (self->tree != NULL && self->selected >= 0)
    text = qd_search_tree_view_describe_node (self, (guint) self->selected);
  qd_canvas_set_cell_text (QD_CANVAS (self), text != NULL ? text : _("No node selected"));
}

/* ----------------------------------------------------------------- updates */

static void
changed (QdSearchTreeView *self)
{
  qd_canvas_contents_changed (QD_CANVAS (self));
  update_label (self);
  g_signal_emit (self, signals[UPDATED], 0);
}

static gboolean poll (gpointer data);

/* Takes what the search published; once it is over, the final statuses in
 * slices of SETTLE_US from an idle, so that frames and input come between
 * them (a million nodes take tens of milliseconds).  TRUE while live. */
static gboolean
update (QdSearchTreeView *self)
{
  gboolean grew = qd_search_tree_layout_update_until (self->layout, g_get_monotonic_time () + SETTLE_US);
  gboolean final = qd_search_tree_layout_is_final (self->layout);

  if (final)
    g_clear_handle_id (&self->poll, g_source_remove);
  else if (!self->settling && qd_search_tree_is_finished (self->tree))
    {
      g_clear_handle_id (&self->poll, g_source_remove);
      self->settling = TRUE;
      self->poll = g_idle_add (poll, self);
    }
  /* The last update is told with the view no longer live. */
  if (grew)
    changed (self);
  return !final;
}

static gboolean
poll (gpointer data)
{
  QdSearchTreeView *self = data;
  guint source = self->poll;

  /* update may have put an idle in this timeout's place. */
  return update (self) && self->poll == source ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

void
qd_search_tree_view_refresh (QdSearchTreeView *self)
{
  g_return_if_fail (QD_IS_SEARCH_TREE_VIEW (self));
  if (self->layout != NULL)
    update (self);
}

gboolean
qd_search_tree_view_is_live (QdSearchTreeView *self)
{
  return self->poll != 0;
}

void
qd_search_tree_view_set_tree (QdSearchTreeView *self, const QdSearchTree *tree)
{
  g_return_if_fail (QD_IS_SEARCH_TREE_VIEW (self));
  g_clear_handle_id (&self->poll, g_source_remove);
  g_clear_pointer (&self->layout, qd_search_tree_layout_free);
  self->settling = FALSE;
  self->tree = tree;
  self->selected = -1;
  self->fit = TRUE;
  if (tree != NULL)
    {
      self->layout = qd_search_tree_layout_new (tree);
      if (!qd_search_tree_layout_is_final (self->layout))
        self->poll = g_timeout_add (POLL_MS, poll, self);
    }
  changed (self);
  g_signal_emit (self, signals[NODE_SELECTED], 0, -1);
}

const QdSearchTree *
qd_search_tree_view_get_tree (QdSearchTreeView *self)
{
  return self->tree;
}

const QdSearchTreeLayout *
qd_search_tree_view_get_layout (QdSearchTreeView *self)
{
  return self->layout;
}

/* --------------------------------------------------------------- selection */

gint
qd_search_tree_view_get_selected (QdSearchTreeView *self)
{
  return self->selected;
}

void
qd_search_tree_view_select (QdSearchTreeView *self, gint node)
{
  g_return_if_fail (QD_IS_SEARCH_TREE_VIEW (self));
  if (self->layout == NULL || node >= (gint) qd_search_tree_layout_n_nodes (self->layout))
    node = -1;
  if (node >= 0 && qd_search_tree_layout_reveal (self->layout, (guint) node))
    changed (self);
  self->selected = MAX (node, -1);
  self->pending_scroll = TRUE;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  qd_canvas_redraw (QD_CANVAS (self));
  update_label (self);
  g_signal_emit (self, signals[NODE_SELECTED], 0, self->selected);
}

void
qd_search_tree_view_set_collapsed (QdSearchTreeView *self, guint node, gboolean collapsed)
{
  g_return_if_fail (QD_IS_SEARCH_TREE_VIEW (self));
  if (self->layout == NULL || node >= qd_search_tree_layout_n_nodes (self->layout) ||
      qd_search_tree_layout_get_collapsed (self->layout, node) == !!collapsed)
    return;
  qd_search_tree_layout_set_collapsed (self->layout, node, collapsed);
  changed (self);
}

gboolean
qd_search_tree_view_get_collapsed (QdSearchTreeView *self, guint node)
{
  return self->layout != NULL && qd_search_tree_layout_get_collapsed (self->layout, node);
}

void
qd_search_tree_view_collapse_failures (QdSearchTreeView *self)
{
  if (self->layout == NULL)
    return;
  qd_search_tree_layout_collapse_failures (self->layout);
  /* A selection inside a collapsed subtree moves up to its triangle. */
  while (self->selected >= 0 && !qd_search_tree_layout_is_shown (self->layout, (guint) self->selected))
    self->selected = (gint) qd_search_tree_node (self->tree, (guint) self->selected)->parent;
  changed (self);
}

void
qd_search_tree_view_expand_all (QdSearchTreeView *self)
{
  if (self->layout == NULL)
    return;
  qd_search_tree_layout_expand_all (self->layout);
  changed (self);
}

gboolean
qd_search_tree_view_find (QdSearchTreeView *self, QdSearchTreeFind what)
{
  QdSearchNodeStatus status = what == QD_SEARCH_TREE_FIND_NEXT_SOLUTION || what == QD_SEARCH_TREE_FIND_PREVIOUS_SOLUTION
                              ? QD_SEARCH_NODE_SOLUTION : QD_SEARCH_NODE_FAILURE;
  gboolean forward = what == QD_SEARCH_TREE_FIND_NEXT_SOLUTION || what == QD_SEARCH_TREE_FIND_NEXT_FAILURE;
  gint64 n, id;

  g_return_val_if_fail (QD_IS_SEARCH_TREE_VIEW (self), FALSE);
  if (self->layout == NULL)
    return FALSE;
  n = qd_search_tree_layout_n_nodes (self->layout);
  /* A game tree's failures are its cut-offs and pruned moves. */
  for (id = forward ? self->selected + 1 : (self->selected < 0 ? n : self->selected) - 1;
       id >= 0 && id < n; id += forward ? 1 : -1)
    {
      QdSearchNodeStatus s = qd_search_tree_status (self->tree, (guint) id);

      if (s == status || (status == QD_SEARCH_NODE_FAILURE && s == QD_SEARCH_NODE_PRUNED))
        {
          qd_search_tree_view_select (self, (gint) id);
          return TRUE;
        }
    }
  return FALSE;
}

/* ------------------------------------------------------------ zoom, export */

void
qd_search_tree_view_set_zoom (QdSearchTreeView *self, double zoom)
{
  g_return_if_fail (QD_IS_SEARCH_TREE_VIEW (self));
  self->fit = FALSE;
  self->zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  /* The selection, or else the middle, stays in view. */
  self->pending_scroll = self->selected >= 0;
  qd_canvas_contents_changed (QD_CANVAS (self));
}

double qd_search_tree_view_get_zoom (QdSearchTreeView *self) { return self->zoom; }
gboolean qd_search_tree_view_get_fit (QdSearchTreeView *self) { return self->fit; }

void
qd_search_tree_view_set_fit (QdSearchTreeView *self, gboolean fit)
{
  g_return_if_fail (QD_IS_SEARCH_TREE_VIEW (self));
  self->fit = fit;
  qd_canvas_contents_changed (QD_CANVAS (self));
}

gboolean
qd_search_tree_view_node_position (QdSearchTreeView *self, guint node, double *x, double *y)
{
  QdSearchTreeRenderOptions options;
  double px, py, ox, oy;

  if (self->layout == NULL || !qd_search_tree_layout_is_shown (self->layout, node))
    return FALSE;
  get_options (self, NULL, &options);
  qd_search_tree_render_get_center (self->layout, &options, node, &px, &py);
  qd_canvas_to_picture (QD_CANVAS (self), 0, 0, &ox, &oy);
  *x = px - ox;
  *y = py - oy;
  return TRUE;
}

gboolean
qd_search_tree_view_export (QdSearchTreeView *self, QdSearchTreeExport part, GFile *file,
                            QdExportFormat format, GError **error)
{
  QdPalette look = *qd_canvas_get_palette (QD_CANVAS (self));
  const QdPalette *palette = &look;
  QdSearchTreeDrawing drawing;
  double width, height;

  look.text_scale = 1.0;   /* files are read at their own size */
  if (self->layout == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("There is no search tree to export"));
      return FALSE;
    }
  if (part == QD_SEARCH_TREE_EXPORT_VISIBLE)
    {
      drawing.layout = self->layout;
      get_options (self, palette, &drawing.options);
      qd_canvas_to_picture (QD_CANVAS (self), 0, 0, &drawing.options.x, &drawing.options.y);
      width = gtk_widget_get_width (GTK_WIDGET (self));
      height = gtk_widget_get_height (GTK_WIDGET (self));
    }
  else
    {
      gint root = part == QD_SEARCH_TREE_EXPORT_SUBTREE ? MAX (self->selected, 0) : -1;

      /* At the size it is read on screen at zoom 1, within what files take. */
      qd_search_tree_drawing_init (&drawing, self->layout, palette, root, 1.0, 20000, &width, &height);
      drawing.options.selected = self->selected;
    }
  /* PNG at twice the size where it stays within cairo's 32,767 pixels. */
  return qd_export_drawing (file, format, width, height,
                            format == QD_EXPORT_PNG ? CLAMP (32767 / MAX (width, height), 0.5, 2) : 1,
                            qd_search_tree_drawing_draw, &drawing, error);
}

/* ------------------------------------------------------------ mouse, keys */

static void
on_pressed (QdSearchTreeView *self, double x, double y, gint n_press)
{
  QdSearchTreeRenderOptions options;
  gint node;

  if (self->layout == NULL)
    return;
  get_options (self, NULL, &options);
  node = qd_search_tree_render_hit (self->layout, &options, x, y);
  if (node < 0)
    return;
  if (n_press == 2)
    qd_search_tree_view_set_collapsed (self, (guint) node, !qd_search_tree_layout_get_collapsed (self->layout, (guint) node));
  qd_search_tree_view_select (self, node);
}

/* The shown node of the same level `step` places left or right, or -1. */
static gint
level_neighbour (QdSearchTreeView *self, guint node, int step)
{
  guint depth = qd_search_tree_node (self->tree, node)->depth, n;
  const guint32 *ids = qd_search_tree_layout_level (self->layout, depth, &n);
  guint i = qd_search_tree_layout_level_find (self->layout, depth, qd_search_tree_layout_get_x (self->layout, node));

  if (i >= n || ids[i] != node)
    return -1;
  if (step < 0)
    return i > 0 ? (gint) ids[i - 1] : -1;
  return i + 1 < n ? (gint) ids[i + 1] : -1;
}

static gboolean
on_key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
                QdSearchTreeView *self)
{
  gint node = self->selected, next = -1;

  if (self->layout == NULL || qd_search_tree_layout_n_nodes (self->layout) == 0 ||
      (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  if (node < 0)
    node = 0;
  switch (keyval)
    {
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      next = (gint) qd_search_tree_node (self->tree, (guint) node)->parent;
      if (next == (gint) QD_SEARCH_NODE_NONE)
        next = node;
      break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      next = node;
      if (qd_search_tree_layout_has_children (self->layout, (guint) node))
        {
          qd_search_tree_view_set_collapsed (self, (guint) node, FALSE);
          next = node + 1;
        }
      break;
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      next = level_neighbour (self, (guint) node, keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left ? -1 : 1);
      if (next < 0)
        next = node;
      break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home:
      next = 0;
      break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
      qd_search_tree_view_set_collapsed (self, (guint) node, !qd_search_tree_layout_get_collapsed (self->layout, (guint) node));
      next = node;
      break;
    default:
      return FALSE;
    }
  qd_search_tree_view_select (self, next);
  return TRUE;
}

/* ------------------------------------------------------------------ class */

static void
qd_search_tree_view_dispose (GObject *object)
{
  QdSearchTreeView *self = QD_SEARCH_TREE_VIEW (object);

  g_clear_handle_id (&self->poll, g_source_remove);
  g_clear_pointer (&self->layout, qd_search_tree_layout_free);
  self->tree = NULL;
  G_OBJECT_CLASS (qd_search_tree_view_parent_class)->dispose (object);
}

static void
qd_search_tree_view_class_init (QdSearchTreeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdCanvasClass *canvas_class = QD_CANVAS_CLASS (klass);

  object_class->dispose = qd_search_tree_view_dispose;
  widget_class->size_allocate = qd_search_tree_view_size_allocate;
  canvas_class->get_picture_size = qd_search_tree_view_get_picture_size;
  canvas_class->draw_picture = qd_search_tree_view_draw_picture;
  canvas_class->describe = qd_search_tree_view_describe;

  signals[NODE_SELECTED] = qd_signal_new (klass, "node-selected", 1, G_TYPE_INT);
  signals[UPDATED] = qd_signal_new (klass, "updated", 0);
}

static void
qd_search_tree_view_init (QdSearchTreeView *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();

  self->zoom = 1.0;
  self->fit = TRUE;
  self->selected = -1;
  qd_canvas_set_fit (QD_CANVAS (self), FALSE);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("No node selected"), -1);
}

GtkWidget *
qd_search_tree_view_new (void)
{
  return g_object_new (QD_TYPE_SEARCH_TREE_VIEW, NULL);
}
