/* qd-tree-view.c — a widget that shows a game tree drawn by src/render/. */
#include "config.h"
#include "qd-tree-view.h"

#include <adwaita.h>
#include <math.h>

struct _QdTreeView
{
  GtkWidget parent_instance;

  const QdGameTree *tree;
  QdTreeLayout *layout;
  const QdTreeNodeResult *results;
  gboolean finished;
  gboolean show_alpha_beta;
  gint current;
  gint selected;
  double zoom;

  /* The view scrolls itself (GtkScrollable), so that a tree far larger than
   * any surface is drawn one screenful at a time. */
  GtkAdjustment *hadjustment;
  GtkAdjustment *vadjustment;
  GtkScrollablePolicy hscroll_policy;
  GtkScrollablePolicy vscroll_policy;
  gboolean scroll_to_root;  /* a new tree: show its root at the next allocation */
};

G_DEFINE_FINAL_TYPE_WITH_CODE (QdTreeView, qd_tree_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

enum {
  PROP_0,
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

enum {
  NODE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define MIN_ZOOM 0.25
#define MAX_ZOOM 4.0

static void
fill_options (QdTreeView *self, QdTreeRenderOptions *options, const QdPalette *palette)
{
  qd_tree_render_options_init (options, palette);
  options->results = self->results;
  options->finished = self->finished;
  options->show_alpha_beta = self->show_alpha_beta;
  options->current = self->current;
  options->selected = self->selected;
}

static const QdPalette *
current_palette (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ())
         ? qd_palette_dark () : qd_palette_light ();
}

void
qd_tree_view_get_picture_size (QdTreeView *self, double *width, double *height)
{
  if (self->layout == NULL)
    {
      *width = *height = 0;
      return;
    }
  qd_tree_layout_get_size (self->layout, width, height);
}

void
qd_tree_view_draw_picture (QdTreeView *self, cairo_t *cr, const QdPalette *palette)
{
  QdTreeRenderOptions options;

  if (self->tree == NULL || self->layout == NULL)
    return;
  fill_options (self, &options, palette);
  qd_tree_render (cr, self->tree, self->layout, &options);
}

/* Where the drawing's origin is in widget coordinates: centred when the
 * widget is larger than the drawing, else moved by the scroll position. */
static void
get_origin (QdTreeView *self, double *x, double *y)
{
  double w, h;

  qd_tree_view_get_picture_size (self, &w, &h);
  *x = MAX (0, (gtk_widget_get_width (GTK_WIDGET (self)) - w * self->zoom) / 2);
  *y = MAX (0, (gtk_widget_get_height (GTK_WIDGET (self)) - h * self->zoom) / 2);
  if (self->hadjustment != NULL)
    *x -= gtk_adjustment_get_value (self->hadjustment);
  if (self->vadjustment != NULL)
    *y -= gtk_adjustment_get_value (self->vadjustment);
}

static void
configure_adjustment (GtkAdjustment *adjustment, double content, double page)
{
  double upper = MAX (content, page);
  double value = CLAMP (gtk_adjustment_get_value (adjustment), 0, upper - page);

  gtk_adjustment_configure (adjustment, value, 0, upper, page * 0.1, page * 0.9, page);
}

static void
qd_tree_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  QdTreeView *self = QD_TREE_VIEW (widget);
  double w, h;

  qd_tree_view_get_picture_size (self, &w, &h);
  if (self->hadjustment != NULL)
    configure_adjustment (self->hadjustment, ceil (w * self->zoom), width);
  if (self->vadjustment != NULL)
    configure_adjustment (self->vadjustment, ceil (h * self->zoom), height);
  if (self->scroll_to_root && self->layout != NULL && self->hadjustment != NULL)
    {
      double x, y;

      qd_tree_layout_get_node_center (self->layout, 0, &x, &y);
      gtk_adjustment_set_value (self->hadjustment, x * self->zoom - width / 2.0);
      self->scroll_to_root = FALSE;
    }
}

static void
on_adjustment_changed (QdTreeView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_adjustment (QdTreeView *self, GtkAdjustment **slot, GtkAdjustment *adjustment)
{
  if (adjustment == NULL)
    adjustment = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  if (*slot == adjustment)
    return;
  if (*slot != NULL)
    {
      g_signal_handlers_disconnect_by_data (*slot, self);
      g_object_unref (*slot);
    }
  *slot = g_object_ref_sink (adjustment);
  g_signal_connect_swapped (adjustment, "value-changed", G_CALLBACK (on_adjustment_changed), self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
qd_tree_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  QdTreeView *self = QD_TREE_VIEW (object);

  switch (prop_id)
    {
    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->hadjustment);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->vadjustment);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->hscroll_policy);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->vscroll_policy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qd_tree_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  QdTreeView *self = QD_TREE_VIEW (object);

  switch (prop_id)
    {
    case PROP_HADJUSTMENT:
      set_adjustment (self, &self->hadjustment, g_value_get_object (value));
      break;
    case PROP_VADJUSTMENT:
      set_adjustment (self, &self->vadjustment, g_value_get_object (value));
      break;
    case PROP_HSCROLL_POLICY:
      self->hscroll_policy = g_value_get_enum (value);
      break;
    case PROP_VSCROLL_POLICY:
      self->vscroll_policy = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qd_tree_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  QdTreeView *self = QD_TREE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double ox, oy;
  cairo_t *cr;

  if (self->tree == NULL || width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  get_origin (self, &ox, &oy);
  cairo_translate (cr, ox, oy);
  cairo_scale (cr, self->zoom, self->zoom);
  qd_tree_view_draw_picture (self, cr, current_palette ());
  cairo_destroy (cr);
}

static void
qd_tree_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                      int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  QdTreeView *self = QD_TREE_VIEW (widget);
  double w, h;

  qd_tree_view_get_picture_size (self, &w, &h);
  /* Scrolled: no minimum; the natural size is the drawing's, capped so that a
   * huge tree never asks for a huge window. */
  *minimum = 0;
  *natural = (int) MIN (ceil ((orientation == GTK_ORIENTATION_HORIZONTAL ? w : h) * self->zoom), 4000);
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, QdTreeView *self)
{
  double ox, oy;
  gint node = -1;

  if (self->layout != NULL)
    {
      get_origin (self, &ox, &oy);
      node = qd_tree_layout_hit (self->layout, (x - ox) / self->zoom, (y - oy) / self->zoom);
    }
  gtk_widget_grab_focus (GTK_WIDGET (self));
  g_signal_emit (self, signals[NODE_ACTIVATED], 0, node, n_press);
}

static gboolean
on_scroll (GtkEventControllerScroll *controller, double dx, double dy, QdTreeView *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if ((state & GDK_CONTROL_MASK) == 0)
    return FALSE;
  qd_tree_view_set_zoom (self, self->zoom * (dy < 0 ? 1.1 : 1 / 1.1));
  return TRUE;
}

static void
on_dark_changed (QdTreeView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
qd_tree_view_dispose (GObject *object)
{
  QdTreeView *self = QD_TREE_VIEW (object);

  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  g_clear_pointer (&self->layout, qd_tree_layout_free);
  if (self->hadjustment != NULL)
    g_signal_handlers_disconnect_by_data (self->hadjustment, self);
  if (self->vadjustment != NULL)
    g_signal_handlers_disconnect_by_data (self->vadjustment, self);
  g_clear_object (&self->hadjustment);
  g_clear_object (&self->vadjustment);
  G_OBJECT_CLASS (qd_tree_view_parent_class)->dispose (object);
}

static void
qd_tree_view_class_init (QdTreeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qd_tree_view_dispose;
  object_class->get_property = qd_tree_view_get_property;
  object_class->set_property = qd_tree_view_set_property;
  widget_class->snapshot = qd_tree_view_snapshot;
  widget_class->measure = qd_tree_view_measure;
  widget_class->size_allocate = qd_tree_view_size_allocate;

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  signals[NODE_ACTIVATED] =
    g_signal_new ("node-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "treeview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
qd_tree_view_init (QdTreeView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);

  self->current = -1;
  self->selected = -1;
  self->zoom = 1.0;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                            G_CALLBACK (on_dark_changed), self);
}

GtkWidget *
qd_tree_view_new (void)
{
  return g_object_new (QD_TYPE_TREE_VIEW, NULL);
}

void
qd_tree_view_set_tree (QdTreeView *self, const QdGameTree *tree)
{
  if (tree != self->tree || tree == NULL)
    self->scroll_to_root = TRUE;
  self->tree = tree;
  g_clear_pointer (&self->layout, qd_tree_layout_free);
  if (tree != NULL)
    self->layout = qd_tree_layout_new (tree);
  self->results = NULL;
  self->current = -1;
  if (tree == NULL || self->selected >= (gint) qd_game_tree_n_nodes (tree))
    self->selected = -1;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
qd_tree_view_set_results (QdTreeView *self, const QdTreeNodeResult *results,
                          gboolean finished, gboolean show_alpha_beta, gint current)
{
  self->results = results;
  self->finished = finished;
  self->show_alpha_beta = show_alpha_beta;
  self->current = current;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
qd_tree_view_set_selected (QdTreeView *self, gint node)
{
  if (self->selected != node)
    {
      self->selected = node;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

gint
qd_tree_view_get_selected (QdTreeView *self)
{
  return self->selected;
}

void
qd_tree_view_set_zoom (QdTreeView *self, double zoom)
{
  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  if (zoom != self->zoom)
    {
      self->zoom = zoom;
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
}

double
qd_tree_view_get_zoom (QdTreeView *self)
{
  return self->zoom;
}
