/* qd-canvas.c — the base of every board view. */
#include "config.h"
#include "qd-canvas-private.h"
#include "qd-look.h"
#include "qd-widgets.h"

#include <adwaita.h>
#include <math.h>


G_DEFINE_TYPE_WITH_CODE (QdCanvas, qd_canvas, GTK_TYPE_WIDGET,
                         G_ADD_PRIVATE (QdCanvas)
                         G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

QdCanvasPrivate *
qd_canvas_private (QdCanvas *self)
{
  return qd_canvas_get_instance_private (self);
}

enum {
  PROP_0,
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
  PROP_CONTEXT_MENU,
};

enum {
  PRESSED,
  POINTER_MOVED,
  POINTER_LEFT,
  ZOOM_CHANGED,
  LOOK_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define MIN_ZOOM 0.1
#define MAX_ZOOM 4.0

const QdPalette *
qd_canvas_get_palette (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  return &priv->look;
}

static void
on_look_changed (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  qd_look_fill (qd_look_get_default (), &priv->look, priv->presenting);
  /* text sizes change the drawing's size, not only its colours */
  qd_canvas_contents_changed (self);
  g_signal_emit (self, signals[LOOK_CHANGED], 0);
}

void
qd_canvas_set_presenting (QdCanvas *self, gboolean presenting)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  g_return_if_fail (QD_IS_CANVAS (self));
  if (priv->presenting == !!presenting)
    return;
  priv->presenting = !!presenting;
  on_look_changed (self);
}

gboolean
qd_canvas_get_presenting (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  return priv->presenting;
}

void
qd_canvas_get_picture_size (QdCanvas *self, double *width, double *height)
{
  *width = *height = 0;
  QD_CANVAS_GET_CLASS (self)->get_picture_size (self, width, height);
}

void
qd_canvas_draw_picture (QdCanvas *self, cairo_t *cr, const QdPalette *palette)
{
  QD_CANVAS_GET_CLASS (self)->draw_picture (self, cr, palette);
}

/* Where the drawing's origin lies in widget coordinates: centred when the
 * widget is larger than the drawing, else moved by the scroll position. */
static void
get_origin (QdCanvas *self, double *x, double *y)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);
  double w, h;

  qd_canvas_get_picture_size (self, &w, &h);
  *x = MAX (0, (priv->area_w - w * priv->zoom) / 2);
  *y = priv->area_y + MAX (0, (priv->area_h - h * priv->zoom) / 2);
  if (priv->hadjustment != NULL)
    *x -= gtk_adjustment_get_value (priv->hadjustment);
  if (priv->vadjustment != NULL)
    *y -= gtk_adjustment_get_value (priv->vadjustment);
}

/* `value` < 0: keep the scroll position. */
static void
configure_adjustment (GtkAdjustment *adjustment, double content, double page, double value)
{
  double upper = MAX (content, page);

  if (value < 0)
    value = gtk_adjustment_get_value (adjustment);
  gtk_adjustment_configure (adjustment, CLAMP (value, 0, upper - page), 0, upper, page * 0.1, page * 0.9, page);
}

/* The smallest zoom fitting takes: a board whose text is in its own units
 * (qd_canvas_set_text_fit_limits) keeps it at least text_scale × its size at min_zoom. */
static double
fit_min (QdCanvasPrivate *priv)
{
  return priv->fit_text ? MIN (priv->fit_min * priv->look.text_scale, MAX_ZOOM) : priv->fit_min;
}

static double
zoom_into (QdCanvasPrivate *priv, double w, double h, int width, int height)
{
  double max = priv->fit_text ? MIN (priv->fit_max * priv->look.text_scale, MAX_ZOOM) : priv->fit_max;

  /* presenting, the board fills the projected screen */
  return CLAMP (MIN ((width - 8) / w, (height - 8) / h), fit_min (priv),
                priv->presenting ? MAX (max, MAX_ZOOM) : max);
}

/* The zoom that fits a w x h drawing into width x height, and the area it
 * is centred in: the whole widget, unless the drawing would then lie under
 * the control in the top right corner; then the part below or beside the control,
 * the first (the drawing stays centred across the board) unless the second
 * shows it a quarter larger or more. */
static double
fit_zoom (QdCanvasPrivate *priv, double w, double h, int width, int height)
{
  double zoom = zoom_into (priv, w, h, width, height);
  double below, beside;

  if (priv->corner_w <= 0 || priv->corner_h <= 0 ||
      (width + w * zoom) / 2 <= width - priv->corner_w || (height - h * zoom) / 2 >= priv->corner_h)
    return zoom;
  below = zoom_into (priv, w, h, width, height - priv->corner_h);
  beside = zoom_into (priv, w, h, width - priv->corner_w, height);
  /* centred below the control unless beside it is clearly larger */
  if (below >= beside * 0.8)
    {
      priv->area_y = priv->corner_h;
      priv->area_h = height - priv->corner_h;
      return below;
    }
  priv->area_w = width - priv->corner_w;
  return beside;
}

/* A drawing not fitted (qd_canvas_set_corner_clear) that would lie under
 * the corner's control, across its columns and above its bottom, starts
 * below it. */
static void
clear_corner (QdCanvasPrivate *priv, double w, double h, int width, int height)
{
  double left = MAX (0, (width - w * priv->zoom) / 2);

  if (!priv->corner_clear || priv->fit || priv->corner_w <= 0 || priv->corner_h <= 0 ||
      left + w * priv->zoom <= width - priv->corner_w || (height - h * priv->zoom) / 2 >= priv->corner_h)
    return;
  priv->area_y = priv->corner_h;
  priv->area_h = MAX (height - priv->corner_h, 0);
}

static void
qd_canvas_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  QdCanvas *self = QD_CANVAS (widget);
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);
  double w, h;

  qd_canvas_get_picture_size (self, &w, &h);
  priv->area_w = width;
  priv->area_h = height;
  priv->area_y = 0;
  if (priv->fit && w > 0 && h > 0 && width > 0 && height > 0)
    {
      double zoom = fit_zoom (priv, w, h, width, height);

      if (zoom != priv->zoom)
        {
          priv->zoom = zoom;
          /* In the middle of the layout: listeners change widgets later. */
          g_signal_emit (self, signals[ZOOM_CHANGED], 0);
        }
    }
  clear_corner (priv, w, h, width, height);
  /* One configure per adjustment, the pending scroll included: a second
   * change during the allocation would make the scrolled window allocate
   * again after the frame was laid out. */
  if (priv->hadjustment != NULL)
    {
      double value = priv->pending_center ? MAX (0, priv->center_x * priv->zoom - width / 2.0)
                     : priv->pending_scroll ? MAX (0, priv->scroll_x * priv->zoom - width / 2.0) : -1;

      configure_adjustment (priv->hadjustment, ceil (w * priv->zoom), width, value);
      priv->pending_scroll = FALSE;
    }
  if (priv->vadjustment != NULL)
    configure_adjustment (priv->vadjustment, ceil (h * priv->zoom) + priv->area_y, height,
                          priv->pending_center ? MAX (0, priv->center_y * priv->zoom - height / 2.0) : -1);
  priv->pending_center = FALSE;
  qd_canvas_menu_allocate (self);
}

static void
qd_canvas_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  QdCanvas *self = QD_CANVAS (widget);
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double ox, oy, w, h;
  cairo_t *cr;

  qd_canvas_cursor_flush (self);
  qd_canvas_get_picture_size (self, &w, &h);
  if (w <= 0 || h <= 0 || width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  get_origin (self, &ox, &oy);
  if (!qd_canvas_preview_snapshot (self, cr, width, height, ox, oy))
    {
      cairo_translate (cr, ox, oy);
      cairo_scale (cr, priv->zoom, priv->zoom);
      qd_canvas_draw_picture (self, cr, qd_canvas_get_palette (self));
    }
  else
    {
      cairo_translate (cr, ox, oy);
      cairo_scale (cr, priv->zoom, priv->zoom);
    }
  qd_canvas_cursor_draw (self, cr, priv->zoom);
  cairo_destroy (cr);
}

static void
qd_canvas_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                   int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  QdCanvas *self = QD_CANVAS (widget);
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);
  double w, h;

  qd_canvas_get_picture_size (self, &w, &h);
  /* Scrolled: no minimum.  The natural size is the extent the allocation
   * will give the scroll adjustment, since the scrolled window decides from
   * it whether a scrollbar shows (the canvas's scroll policy is natural): a
   * scrollbar that appeared only when the adjustment was configured, in the
   * middle of the layout, made the whole window lay out again after the
   * frame (GTK: "Trying to snapshot … without a current allocation").  A
   * fitted drawing overflows only at the smallest zoom fitting takes; the
   * natural size of a scrolled window does not reach the window's. */
  *minimum = 0;
  *natural = (int) ceil ((orientation == GTK_ORIENTATION_HORIZONTAL ? w : h) * (priv->fit ? fit_min (priv) : priv->zoom));
  /* with room for the margin clear_corner may give it */
  if (orientation == GTK_ORIENTATION_VERTICAL && priv->corner_clear && !priv->fit)
    *natural += priv->corner_h;
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);
  double ox, oy;

  get_origin (self, &ox, &oy);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  qd_canvas_cursor_press (self, (x - ox) / priv->zoom, (y - oy) / priv->zoom);
  g_signal_emit (self, signals[PRESSED], 0, (x - ox) / priv->zoom, (y - oy) / priv->zoom, n_press);
}

static void
on_motion (GtkEventControllerMotion *motion, double x, double y, QdCanvas *self)
{
  double px, py;

  qd_canvas_to_picture (self, x, y, &px, &py);
  g_signal_emit (self, signals[POINTER_MOVED], 0, px, py);
}

static void
on_leave (GtkEventControllerMotion *motion, QdCanvas *self)
{
  g_signal_emit (self, signals[POINTER_LEFT], 0);
}

static gboolean
on_scroll (GtkEventControllerScroll *controller, double dx, double dy, QdCanvas *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if ((state & GDK_CONTROL_MASK) == 0)
    return FALSE;
  qd_canvas_set_zoom (self, qd_canvas_get_zoom (self) * (dy < 0 ? 1.1 : 1 / 1.1));
  return TRUE;
}

static void
on_adjustment_changed (QdCanvas *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_adjustment (QdCanvas *self, GtkAdjustment **slot, GtkAdjustment *adjustment)
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
qd_canvas_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (QD_CANVAS (object));

  switch (prop_id)
    {
    case PROP_HADJUSTMENT:
      g_value_set_object (value, priv->hadjustment);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, priv->vadjustment);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, priv->hscroll_policy);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, priv->vscroll_policy);
      break;
    case PROP_CONTEXT_MENU:
      g_value_set_object (value, priv->menu != NULL ? gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (priv->menu))
                                                    : NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qd_canvas_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  QdCanvas *self = QD_CANVAS (object);
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_HADJUSTMENT:
      set_adjustment (self, &priv->hadjustment, g_value_get_object (value));
      break;
    case PROP_VADJUSTMENT:
      set_adjustment (self, &priv->vadjustment, g_value_get_object (value));
      break;
    case PROP_HSCROLL_POLICY:
      priv->hscroll_policy = g_value_get_enum (value);
      break;
    case PROP_VSCROLL_POLICY:
      priv->vscroll_policy = g_value_get_enum (value);
      break;
    case PROP_CONTEXT_MENU:
      qd_canvas_set_context_menu (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qd_canvas_dispose (GObject *object)
{
  QdCanvas *self = QD_CANVAS (object);
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  g_signal_handlers_disconnect_by_data (qd_look_get_default (), self);
  if (priv->hadjustment != NULL)
    g_signal_handlers_disconnect_by_data (priv->hadjustment, self);
  if (priv->vadjustment != NULL)
    g_signal_handlers_disconnect_by_data (priv->vadjustment, self);
  g_clear_object (&priv->hadjustment);
  g_clear_object (&priv->vadjustment);
  g_clear_pointer (&priv->a11y_label, g_free);
  g_clear_pointer (&priv->a11y_description, g_free);
  g_clear_pointer (&priv->status, g_free);
  g_clear_handle_id (&priv->a11y_idle, g_source_remove);
  g_clear_pointer (&priv->menu, gtk_widget_unparent);
  qd_canvas_preview_clear (self);
  G_OBJECT_CLASS (qd_canvas_parent_class)->dispose (object);
}

static void
default_get_picture_size (QdCanvas *self, double *width, double *height)
{
  *width = *height = 0;
}

static void
default_draw_picture (QdCanvas *self, cairo_t *cr, const QdPalette *palette)
{
}

static void
qd_canvas_class_init (QdCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qd_canvas_dispose;
  object_class->get_property = qd_canvas_get_property;
  object_class->set_property = qd_canvas_set_property;
  widget_class->snapshot = qd_canvas_snapshot;
  widget_class->measure = qd_canvas_measure;
  widget_class->size_allocate = qd_canvas_size_allocate;
  klass->get_picture_size = default_get_picture_size;
  klass->draw_picture = default_draw_picture;

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");
  /* Set from a page's .ui: <property name="context-menu">board_menu</property>. */
  g_object_class_install_property (object_class, PROP_CONTEXT_MENU,
                                   g_param_spec_object ("context-menu", NULL, NULL, G_TYPE_MENU_MODEL,
                                                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));

  signals[PRESSED] = qd_signal_new (klass, "pressed", 3, G_TYPE_DOUBLE, G_TYPE_DOUBLE, G_TYPE_INT);
  signals[POINTER_MOVED] = qd_signal_new (klass, "pointer-moved", 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  signals[POINTER_LEFT] = qd_signal_new (klass, "pointer-left", 0);
  /* The zoom changed, by hand or to fit a new size (then during the layout:
   * a handler must not change widgets at once). */
  signals[ZOOM_CHANGED] = qd_signal_new (klass, "zoom-changed", 0);
  /* the look (qd-look.h, the presentation) changed: palette, line and text scales */
  signals[LOOK_CHANGED] = qd_signal_new (klass, "look-changed", 0);

  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  qd_canvas_cursor_class_init (klass);
  qd_canvas_menu_class_init (klass);
}

static void
qd_canvas_init (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkEventController *motion = gtk_event_controller_motion_new ();

  priv->zoom = 1.0;
  priv->cursor = -1;
  qd_canvas_cursor_init (self);
  qd_canvas_menu_init (self);
  priv->fit_min = MIN_ZOOM;
  priv->fit_max = 1.5;
  priv->hscroll_policy = priv->vscroll_policy = GTK_SCROLL_NATURAL;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  qd_look_fill (qd_look_get_default (), &priv->look, FALSE);
  g_signal_connect_swapped (qd_look_get_default (), "changed", G_CALLBACK (on_look_changed), self);
}

void
qd_canvas_contents_changed (QdCanvas *self)
{
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  qd_canvas_preview_invalidate (self);
  qd_canvas_cursor_changed (self);
}

void
qd_canvas_redraw (QdCanvas *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  qd_canvas_preview_invalidate (self);
  qd_canvas_cursor_changed (self);
}

void
qd_canvas_set_zoom (QdCanvas *self, double zoom)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  priv->fit = FALSE;
  if (zoom != priv->zoom)
    {
      if (priv->area_w > 0 && priv->area_h > 0)
        {
          qd_canvas_to_picture (self, priv->area_w / 2.0, priv->area_y + priv->area_h / 2.0, &priv->center_x,
                                &priv->center_y);
          priv->pending_center = TRUE;
        }
      priv->zoom = zoom;
      qd_canvas_preview_zoomed (self);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      g_signal_emit (self, signals[ZOOM_CHANGED], 0);
    }
}

double
qd_canvas_get_zoom (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  return priv->zoom;
}

void
qd_canvas_scroll_to (QdCanvas *self, double x)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  priv->pending_scroll = TRUE;
  priv->scroll_x = x;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
qd_canvas_center_on (QdCanvas *self, double x, double y)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  priv->pending_center = TRUE;
  priv->center_x = x;
  priv->center_y = y;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
qd_canvas_to_picture (QdCanvas *self, double wx, double wy, double *x, double *y)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);
  double ox, oy;

  get_origin (self, &ox, &oy);
  *x = (wx - ox) / priv->zoom;
  *y = (wy - oy) / priv->zoom;
}

void
qd_canvas_picture_to_widget (QdCanvas *self, double x, double y, double *wx, double *wy)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);
  double ox, oy;

  get_origin (self, &ox, &oy);
  *wx = x * priv->zoom + ox;
  *wy = y * priv->zoom + oy;
}

void
qd_canvas_set_fit (QdCanvas *self, gboolean fit)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  priv->fit = fit;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
qd_canvas_set_corner (QdCanvas *self, int width, int height)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  g_return_if_fail (QD_IS_CANVAS (self));
  priv->corner_w = MAX (width, 0);
  priv->corner_h = MAX (height, 0);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
qd_canvas_set_corner_clear (QdCanvas *self, gboolean clear)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  g_return_if_fail (QD_IS_CANVAS (self));
  priv->corner_clear = clear;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
qd_canvas_set_fit_limits (QdCanvas *self, double min_zoom, double max_zoom)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  g_return_if_fail (QD_IS_CANVAS (self) && min_zoom > 0 && min_zoom <= max_zoom);
  priv->fit_min = CLAMP (min_zoom, MIN_ZOOM, MAX_ZOOM);
  priv->fit_max = CLAMP (max_zoom, priv->fit_min, MAX_ZOOM);
  priv->fit_text = FALSE;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
qd_canvas_set_text_fit_limits (QdCanvas *self, double min_zoom, double max_zoom)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  qd_canvas_set_fit_limits (self, min_zoom, max_zoom);
  priv->fit_text = TRUE;
}

gboolean
qd_canvas_get_fit (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_get_instance_private (self);

  return priv->fit;
}
