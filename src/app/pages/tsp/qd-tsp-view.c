/* qd-tsp-view.c — the cities and a tour on a QdCanvas. */
#include "config.h"
#include "qd-tsp-view.h"

#include <glib/gi18n.h>

struct _QdTspView
{
  QdCanvas parent_instance;

  const QdTsp *tsp;
  QdTspRenderOptions options;
  guint *tour;                  /* copies of the options' tour and caption */
  char *caption;
  /* The cities in picture units for the keyboard cursor, found once per
   * instance (finding the frame reads every city: not once per city). */
  double *city_x, *city_y;
};

G_DEFINE_FINAL_TYPE (QdTspView, qd_tsp_view, QD_TYPE_CANVAS)

static void
qd_tsp_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdTspView *self = QD_TSP_VIEW (canvas);

  if (self->tsp != NULL)
    qd_tsp_render_get_size (self->tsp, width, height);
}

static void
qd_tsp_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdTspView *self = QD_TSP_VIEW (canvas);
  QdTspRenderOptions options = self->options;

  if (self->tsp == NULL)
    return;
  options.palette = palette;
  options.min_name_px = QD_CANVAS_MIN_NAME_PX;
  qd_tsp_render (cr, self->tsp, &options);
}

static void
qd_tsp_view_finalize (GObject *object)
{
  QdTspView *self = QD_TSP_VIEW (object);

  g_free (self->tour);
  g_free (self->caption);
  g_free (self->city_x);
  g_free (self->city_y);
  G_OBJECT_CLASS (qd_tsp_view_parent_class)->finalize (object);
}

/* ------------------------------------------------ keyboard and screen reader */

#define CITY_REACH 9.0          /* picture units around a city that are its cell */

static guint
qd_tsp_view_n_cells (QdCanvas *canvas)
{
  QdTspView *self = QD_TSP_VIEW (canvas);

  return self->tsp != NULL ? self->tsp->n : 0;
}

static void
qd_tsp_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdTspView *self = QD_TSP_VIEW (canvas);
  double x, y;

  if (self->city_x == NULL)
    {
      self->city_x = g_new (double, self->tsp->n);
      self->city_y = g_new (double, self->tsp->n);
      qd_tsp_render_cities_from_world (self->tsp, self->city_x, self->city_y);
    }
  x = self->city_x[cell];
  y = self->city_y[cell];
  graphene_rect_init (rect, x - CITY_REACH, y - CITY_REACH, 2 * CITY_REACH, 2 * CITY_REACH);
}

/* "Madison, city 2 of the tour, between NYC and Chicago", or the name alone
 * before there is a tour. */
static char *
qd_tsp_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdTspView *self = QD_TSP_VIEW (canvas);
  const QdTsp *tsp = self->tsp;

  if (self->tour != NULL)
    for (guint k = 0; k < tsp->n; k++)
      if (self->tour[k] == cell)
        return g_strdup_printf (_("%s, city %u of the tour, between %s and %s"), tsp->names[cell], k + 1,
                                tsp->names[self->tour[(k + tsp->n - 1) % tsp->n]],
                                tsp->names[self->tour[(k + 1) % tsp->n]]);
  return g_strdup (tsp->names[cell]);
}

static char *
qd_tsp_view_describe (QdCanvas *canvas)
{
  QdTspView *self = QD_TSP_VIEW (canvas);

  if (self->tsp == NULL)
    return NULL;
  if (self->caption != NULL)
    return g_strdup_printf (ngettext ("%u city. %s.", "%u cities. %s.", self->tsp->n), self->tsp->n, self->caption);
  return g_strdup_printf (ngettext ("%u city.", "%u cities.", self->tsp->n), self->tsp->n);
}

/* Return on a city is a click on it (the editor selects, moves or removes). */
static void
on_cell_activated (QdTspView *self, guint cell)
{
  double x, y;

  if (self->tsp == NULL || cell >= self->tsp->n)
    return;
  qd_tsp_render_from_world (self->tsp, self->tsp->x[cell], self->tsp->y[cell], &x, &y);
  g_signal_emit_by_name (self, "pressed", x, y, 1);
}

static void
qd_tsp_view_class_init (QdTspViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_tsp_view_finalize;
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_tsp_view);
}

static void
qd_tsp_view_init (QdTspView *self)
{
  qd_tsp_render_options_init (&self->options, NULL);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
}

void
qd_tsp_view_set_instance (QdTspView *self, const QdTsp *tsp)
{
  self->tsp = tsp;
  g_clear_pointer (&self->tour, g_free);
  /* Called again whenever the instance changes, in place or not. */
  g_clear_pointer (&self->city_x, g_free);
  g_clear_pointer (&self->city_y, g_free);
  self->options.tour = NULL;
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_tsp_view_set_options (QdTspView *self, const QdTspRenderOptions *options)
{
  g_clear_pointer (&self->tour, g_free);
  g_clear_pointer (&self->caption, g_free);
  self->options = *options;
  if (options->tour != NULL && self->tsp != NULL)
    self->tour = g_memdup2 (options->tour, self->tsp->n * sizeof (guint));
  self->caption = g_strdup (options->caption);
  self->options.tour = self->tour;
  self->options.caption = self->caption;
  qd_canvas_redraw (QD_CANVAS (self));
}
