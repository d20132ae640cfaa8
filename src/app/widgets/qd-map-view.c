/* qd-map-view.c — a map for colouring on a QdCanvas. */
#include "config.h"
#include "qd-map-view.h"
#include "qd-widgets.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"

struct _QdMapView
{
  QdCanvas parent_instance;

  const QdMap *map;
  QdMapRenderOptions options;
  gint dragging;           /* the region being dragged, or -1 */
  double drag_x, drag_y;   /* where the drag started, widget coordinates */
  gboolean moved;
  QdMapViewDrawFunc draw;  /* another drawing, or NULL */
  gpointer draw_data;
  double draw_width, draw_height;
  QdMapRenderIndex *index; /* where the regions of a large map lie, made at its first drawing */
  QdMapViewDescribeRegion describe_region;
  QdMapViewDescribeMap describe_map;
  gpointer describe_data;
};

G_DEFINE_FINAL_TYPE (QdMapView, qd_map_view, QD_TYPE_CANVAS)

/* Maps with more regions than this are drawn with an index (zoomed in, a
 * frame then costs what shows; see qd-map-render-index.c). */
#define INDEX_REGIONS 5000

enum {
  REGION_CLICKED,
  REGION_DRAGGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
qd_map_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdMapView *self = QD_MAP_VIEW (canvas);

  if (self->draw != NULL)
    *width = self->draw_width, *height = self->draw_height;
  else if (self->map != NULL)
    qd_map_render_get_size (self->map, width, height);
}

static void
qd_map_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdMapView *self = QD_MAP_VIEW (canvas);
  QdMapRenderOptions options = self->options;

  if (self->draw != NULL)
    {
      self->draw (cr, palette, self->draw_data);
      return;
    }
  if (self->map == NULL)
    return;
  options.palette = palette;
  options.min_name_px = QD_CANVAS_MIN_NAME_PX;
  if (self->index == NULL && self->map->n_regions > INDEX_REGIONS)
    self->index = qd_map_render_index_new (self->map);
  options.index = self->index;
  qd_map_render (cr, self->map, &options);
}

/* A large map drawn on a worker (QdCanvasClass.take_drawing): a copy of
 * what the drawing reads, the map's arrays as a map of its own (no names:
 * a map this large never shows them). */
typedef struct {
  QdOwned owned;
  QdMap map;
  QdMapRenderOptions options;
  QdPalette palette;
} Drawing;

static void
drawing_draw (cairo_t *cr, gpointer data)
{
  Drawing *d = data;
  g_autoptr(QdMapRenderIndex) index = qd_map_render_index_new (&d->map);

  d->options.index = index;
  qd_map_render (cr, &d->map, &d->options);
  d->options.index = NULL;
}

/* A copy of `size` bytes of `data` (NULL: NULL) that the drawing owns. */
static gpointer
copy_of (Drawing *d, gconstpointer data, gsize size)
{
  return data != NULL ? qd_owned_add (&d->owned, g_memdup2 (data, size), g_free) : NULL;
}

static void
qd_map_view_take_drawing (QdCanvas *canvas, const QdPalette *palette, QdCanvasDrawing *drawing)
{
  QdMapView *self = QD_MAP_VIEW (canvas);
  const QdMap *map = self->map;
  Drawing *d = g_new0 (Drawing, 1);
  gsize n = map->n_regions;

  d->map.n_regions = map->n_regions;
  d->map.has_positions = map->has_positions;
  d->map.x = copy_of (d, map->x, n * sizeof (double));
  d->map.y = copy_of (d, map->y, n * sizeof (double));
  d->map.offsets = copy_of (d, map->offsets, (n + 1) * sizeof (guint));
  d->map.adjacency = copy_of (d, map->adjacency, MAX (map->offsets[n], 1) * sizeof (guint));
  d->map.n_edges = map->n_edges;
  d->palette = *palette;
  d->palette.font_family = qd_owned_add (&d->owned, g_strdup (palette->font_family), g_free);
  d->options = self->options;
  d->options.palette = &d->palette;
  d->options.min_name_px = QD_CANVAS_MIN_NAME_PX;
  d->options.show_names = FALSE;
  d->options.colors = copy_of (d, self->options.colors, n * sizeof (gint));
  d->options.domains = copy_of (d, self->options.domains, n * sizeof (guint64));
  d->options.striped = copy_of (d, self->options.striped, n * sizeof (guint8));
  d->options.color_labels = qd_owned_add (&d->owned, g_strdupv ((char **) self->options.color_labels),
                                          (GDestroyNotify) g_strfreev);
  d->options.index = NULL;
  drawing->draw = drawing_draw;
  drawing->data = d;
  drawing->free = qd_owned_free;
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, QdMapView *self)
{
  double px, py;

  self->dragging = -1;
  self->moved = FALSE;
  self->drag_x = x;
  self->drag_y = y;
  if (self->map == NULL)
    return;
  qd_canvas_to_picture (QD_CANVAS (self), x, y, &px, &py);
  self->dragging = qd_map_render_hit (self->map, px, py);
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, QdMapView *self)
{
  double px, py, ux, uy;

  if (self->dragging < 0 || (!self->moved && dx * dx + dy * dy < 16))
    return;
  self->moved = TRUE;
  qd_canvas_to_picture (QD_CANVAS (self), self->drag_x + dx, self->drag_y + dy, &px, &py);
  qd_map_render_to_unit (px, py, &ux, &uy);
  g_signal_emit (self, signals[REGION_DRAGGED], 0, self->dragging, CLAMP (ux, 0, 1), CLAMP (uy, 0, 1));
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, QdMapView *self)
{
  double px, py, ux, uy;

  if (self->moved || self->map == NULL)
    return;
  /* Not a drag: a click. */
  qd_canvas_to_picture (QD_CANVAS (self), self->drag_x, self->drag_y, &px, &py);
  qd_map_render_to_unit (px, py, &ux, &uy);
  g_signal_emit (self, signals[REGION_CLICKED], 0, self->dragging, ux, uy);
}

/* ------------------------------------------------ keyboard and screen reader */

static guint
qd_map_view_n_cells (QdCanvas *canvas)
{
  QdMapView *self = QD_MAP_VIEW (canvas);

  return self->map != NULL && self->map->x != NULL ? self->map->n_regions : 0;
}

static void
qd_map_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdMapView *self = QD_MAP_VIEW (canvas);
  double x, y, r = qd_map_render_radius (self->map->n_regions) + 2;

  qd_map_render_from_unit (self->map->x[cell], self->map->y[cell], &x, &y);
  graphene_rect_init (rect, x - r, y - r, 2 * r, 2 * r);
}

/* By default: "WA; borders NT, SA". */
static char *
qd_map_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdMapView *self = QD_MAP_VIEW (canvas);
  const QdMap *map = self->map;
  g_autoptr(GString) text = NULL;

  if (self->describe_region != NULL)
    return self->describe_region (self->describe_data, cell);
  text = g_string_new (map->names->pdata[cell]);
  if (map->offsets[cell] == map->offsets[cell + 1])
    g_string_append (text, _("; no border"));
  else
    qd_map_view_append_borders (map, cell, text);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
qd_map_view_append_borders (const QdMap *map, guint region, GString *text)
{
  for (guint i = map->offsets[region]; i < map->offsets[region + 1]; i++)
    g_string_append_printf (text, "%s%s", i == map->offsets[region] ? _("; borders ") : ", ",
                            (const char *) map->names->pdata[map->adjacency[i]]);
}

static char *
qd_map_view_describe (QdCanvas *canvas)
{
  QdMapView *self = QD_MAP_VIEW (canvas);

  return self->describe_map != NULL && self->map != NULL ? self->describe_map (self->describe_data) : NULL;
}

static void
on_cell_activated (QdMapView *self, guint cell)
{
  if (self->map != NULL && self->map->x != NULL && cell < self->map->n_regions)
    g_signal_emit (self, signals[REGION_CLICKED], 0, (gint) cell, self->map->x[cell], self->map->y[cell]);
}

/* The editor's gestures from the keyboard: Shift+arrows move the region
 * under the cursor as a drag does, Insert clicks the empty space beside it
 * (a new region, in the editors). */
#define KEY_STEP 0.02

static gboolean
on_editor_key (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state, QdMapView *self)
{
  gint cell = qd_canvas_get_cursor (QD_CANVAS (self));
  double dx, dy;

  if (self->map == NULL || self->map->x == NULL || cell < 0 || (guint) cell >= self->map->n_regions ||
      (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (keyval == GDK_KEY_Insert || keyval == GDK_KEY_KP_Insert)
    {
      double ux = self->map->x[cell] + 0.08, uy = self->map->y[cell];

      if (ux > 1)
        ux = self->map->x[cell] - 0.08;
      g_signal_emit (self, signals[REGION_CLICKED], 0, -1, CLAMP (ux, 0, 1), CLAMP (uy, 0, 1));
      return TRUE;
    }
  if ((state & GDK_SHIFT_MASK) == 0)
    return FALSE;
  if (!qd_canvas_arrow_step (keyval, KEY_STEP, &dx, &dy))
    return FALSE;
  g_signal_emit (self, signals[REGION_DRAGGED], 0, cell, CLAMP (self->map->x[cell] + dx, 0, 1),
                 CLAMP (self->map->y[cell] + dy, 0, 1));
  return TRUE;
}

void
qd_map_view_set_describers (QdMapView *self, QdMapViewDescribeRegion region, QdMapViewDescribeMap map,
                            gpointer user_data)
{
  self->describe_region = region;
  self->describe_map = map;
  self->describe_data = user_data;
  qd_canvas_redraw (QD_CANVAS (self));
}

static void
qd_map_view_finalize (GObject *object)
{
  qd_map_render_index_free (QD_MAP_VIEW (object)->index);
  G_OBJECT_CLASS (qd_map_view_parent_class)->finalize (object);
}

static void
qd_map_view_class_init (QdMapViewClass *klass)
{
  QdCanvasClass *canvas_class = QD_CANVAS_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = qd_map_view_finalize;

  QD_CANVAS_CLASS_SET_BOARD (klass, qd_map_view);

  canvas_class->take_drawing = qd_map_view_take_drawing;

  signals[REGION_CLICKED] = qd_signal_new (klass, "region-clicked", 3, G_TYPE_INT, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  signals[REGION_DRAGGED] = qd_signal_new (klass, "region-dragged", 3, G_TYPE_INT, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
}

static void
qd_map_view_init (QdMapView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  qd_map_render_options_init (&self->options, NULL);
  self->dragging = -1;
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
  {
    GtkEventController *key = gtk_event_controller_key_new ();

    g_signal_connect (key, "key-pressed", G_CALLBACK (on_editor_key), self);
    gtk_widget_add_controller (GTK_WIDGET (self), key);
  }
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}

void
qd_map_view_set_map (QdMapView *self, const QdMap *map)
{
  self->map = map;
  g_clear_pointer (&self->index, qd_map_render_index_free);
  qd_canvas_set_zoom_preview (QD_CANVAS (self), self->draw == NULL && map != NULL && map->n_regions > INDEX_REGIONS);
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_map_view_set_options (QdMapView *self, const QdMapRenderOptions *options)
{
  self->options = *options;
  qd_canvas_redraw (QD_CANVAS (self));
}

void
qd_map_view_set_drawing (QdMapView *self, double width, double height,
                         QdMapViewDrawFunc draw, gpointer user_data)
{
  self->draw = draw;
  self->draw_data = user_data;
  self->draw_width = width;
  self->draw_height = height;
  qd_canvas_set_zoom_preview (QD_CANVAS (self),
                              draw == NULL && self->map != NULL && self->map->n_regions > INDEX_REGIONS);
  qd_canvas_contents_changed (QD_CANVAS (self));
}
