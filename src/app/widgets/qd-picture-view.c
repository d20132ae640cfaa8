/* qd-picture-view.c — any drawing of src/render on a QdCanvas; for a
 * screen reader, the drawing in words and its data one key (T) away. */
#include "config.h"
#include "qd-picture-view.h"

#include <glib/gi18n.h>

struct _QdPictureView
{
  QdCanvas parent_instance;

  QdPictureSizeFunc size;
  QdPictureDrawFunc draw;
  gpointer data;
  GDestroyNotify destroy;
  double fill_min_scale;        /* 0: the size function's size */
  int alloc_width, alloc_height;
  QdPictureDescribeFunc describe;
  gpointer describe_data;
  char *table_action;           /* T activates it, or NULL */
};

G_DEFINE_FINAL_TYPE (QdPictureView, qd_picture_view, QD_TYPE_CANVAS)

static void
qd_picture_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdPictureView *self = QD_PICTURE_VIEW (canvas);

  if (self->size == NULL)
    return;
  self->size (self->data, width, height);
  /* Fitted at zoom 1 into the view (the canvas keeps 4 px each side). */
  if (self->fill_min_scale > 0 && self->alloc_width > 8 && self->alloc_height > 8 && *width > 0 && *height > 0)
    {
      *width = MAX (self->alloc_width - 8, *width * self->fill_min_scale);
      *height = MAX (self->alloc_height - 8, *height * self->fill_min_scale);
    }
}

static void
qd_picture_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  QdPictureView *self = QD_PICTURE_VIEW (widget);

  self->alloc_width = width;
  self->alloc_height = height;
  GTK_WIDGET_CLASS (qd_picture_view_parent_class)->size_allocate (widget, width, height, baseline);
}

static void
qd_picture_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdPictureView *self = QD_PICTURE_VIEW (canvas);

  double width = 0, height = 0;

  if (self->draw == NULL)
    return;
  qd_picture_view_get_picture_size (canvas, &width, &height);
  self->draw (self->data, cr, palette, width, height);
}

static void
clear_drawing (QdPictureView *self)
{
  if (self->destroy != NULL && self->data != NULL)
    self->destroy (self->data);
  self->data = NULL;
  self->destroy = NULL;
  self->size = NULL;
  self->draw = NULL;
}

static void
qd_picture_view_dispose (GObject *object)
{
  clear_drawing (QD_PICTURE_VIEW (object));
  G_OBJECT_CLASS (qd_picture_view_parent_class)->dispose (object);
}

static void
qd_picture_view_finalize (GObject *object)
{
  g_free (QD_PICTURE_VIEW (object)->table_action);
  G_OBJECT_CLASS (qd_picture_view_parent_class)->finalize (object);
}

static char *
qd_picture_view_describe (QdCanvas *canvas)
{
  QdPictureView *self = QD_PICTURE_VIEW (canvas);
  g_autofree char *text = NULL;

  if (self->describe == NULL || (text = self->describe (self->describe_data)) == NULL)
    return NULL;
  if (self->table_action == NULL)
    return g_steal_pointer (&text);
  return g_strconcat (text, " ", _("Press T for the table."), NULL);
}

static gboolean
on_key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state, QdPictureView *self)
{
  if (self->table_action == NULL || (keyval != GDK_KEY_t && keyval != GDK_KEY_T) ||
      (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;
  return gtk_widget_activate_action (GTK_WIDGET (self), self->table_action, NULL);
}

static void
qd_picture_view_class_init (QdPictureViewClass *klass)
{
  QdCanvasClass *canvas_class = QD_CANVAS_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = qd_picture_view_dispose;
  G_OBJECT_CLASS (klass)->finalize = qd_picture_view_finalize;
  canvas_class->describe = qd_picture_view_describe;
  canvas_class->get_picture_size = qd_picture_view_get_picture_size;
  canvas_class->draw_picture = qd_picture_view_draw_picture;
  GTK_WIDGET_CLASS (klass)->size_allocate = qd_picture_view_size_allocate;
}

static void
qd_picture_view_init (QdPictureView *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();

  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}

void
qd_picture_view_set_drawing (QdPictureView *self, QdPictureSizeFunc size, QdPictureDrawFunc draw,
                             gpointer data, GDestroyNotify destroy)
{
  clear_drawing (self);
  self->size = size;
  self->draw = draw;
  self->data = data;
  self->destroy = destroy;
  qd_canvas_contents_changed (QD_CANVAS (self));
}

/* qd_picture_view_set_plot's drawing: the plot its owner holds now. */
typedef struct {
  QdPictureView *view;
  QdPlot *const *plot;
  double width, height;
} PlotDrawing;

static void
plot_size (gpointer data, double *width, double *height)
{
  PlotDrawing *d = data;
  double ts = qd_canvas_get_palette (QD_CANVAS (d->view))->text_scale;

  *width = d->width * ts;
  *height = d->height * ts;
}

static void
plot_draw (gpointer data, cairo_t *cr, const QdPalette *palette, double width, double height)
{
  PlotDrawing *d = data;

  if (*d->plot != NULL)
    qd_plot_render (cr, *d->plot, palette, width, height);
}

void
qd_picture_view_set_plot (QdPictureView *self, QdPlot *const *plot, double width, double height)
{
  PlotDrawing *d = g_new0 (PlotDrawing, 1);

  *d = (PlotDrawing) { self, plot, width, height };
  qd_picture_view_set_drawing (self, plot_size, plot_draw, d, g_free);
}

void
qd_picture_view_set_fill (QdPictureView *self, double min_scale)
{
  g_return_if_fail (QD_IS_PICTURE_VIEW (self) && min_scale >= 0);
  self->fill_min_scale = min_scale;
  if (min_scale > 0)
    qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_picture_view_set_describer (QdPictureView *self, QdPictureDescribeFunc describe, gpointer data)
{
  g_return_if_fail (QD_IS_PICTURE_VIEW (self));
  self->describe = describe;
  self->describe_data = data;
  qd_canvas_redraw (QD_CANVAS (self));
}

void
qd_picture_view_set_role (QdPictureView *self, QdPictureRole role)
{
  g_return_if_fail (QD_IS_PICTURE_VIEW (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_ROLE_DESCRIPTION,
                                  role == QD_PICTURE_TABLE ? _("table") : _("chart"), -1);
}

void
qd_picture_view_set_table_action (QdPictureView *self, const char *action)
{
  g_return_if_fail (QD_IS_PICTURE_VIEW (self));
  g_free (self->table_action);
  self->table_action = g_strdup (action);
  if (action != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, "T", -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS);
  qd_canvas_redraw (QD_CANVAS (self));
}

GtkWidget *
qd_picture_view_new_table_button (QdPictureView *self, gboolean toggle)
{
  GtkWidget *button = toggle ? gtk_toggle_button_new () : gtk_button_new ();

  g_return_val_if_fail (QD_IS_PICTURE_VIEW (self) && self->table_action != NULL, NULL);
  gtk_button_set_icon_name (GTK_BUTTON (button), "x-office-spreadsheet-symbolic");
  gtk_widget_set_tooltip_text (button, _("Show as Table (T)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Show as table"),
                                  GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, "T", -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), self->table_action);
  gtk_widget_add_css_class (button, "osd");
  gtk_widget_add_css_class (button, "circular");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

typedef struct {
  QdPictureView *view;
  void (*back) (gpointer data);
  gpointer data;
} TableWay;

static void
table_way_free (gpointer data, GClosure *closure)
{
  g_free (data);
}

static gboolean
on_table_key (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state, TableWay *way)
{
  if ((keyval != GDK_KEY_t && keyval != GDK_KEY_T && keyval != GDK_KEY_Escape) ||
      (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;
  if (way->back != NULL)
    way->back (way->data);
  gtk_widget_grab_focus (GTK_WIDGET (way->view));
  return TRUE;
}

void
qd_picture_view_connect_table (QdPictureView *self, GtkWidget *table, void (*back) (gpointer data), gpointer data)
{
  GtkEventController *key = gtk_event_controller_key_new ();
  TableWay *way = g_new (TableWay, 1);

  g_return_if_fail (QD_IS_PICTURE_VIEW (self) && GTK_IS_WIDGET (table));
  way->view = self;
  way->back = back;
  way->data = data;
  g_signal_connect_data (key, "key-pressed", G_CALLBACK (on_table_key), way, table_way_free, 0);
  gtk_widget_add_controller (table, key);
}
