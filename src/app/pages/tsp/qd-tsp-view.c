/* qd-tsp-view.c — the cities and a tour on a QdCanvas. */
#include "config.h"
#include "qd-tsp-view.h"

struct _QdTspView
{
  QdCanvas parent_instance;

  const QdTsp *tsp;
  QdTspRenderOptions options;
  guint *tour;                  /* copies of the options' tour and caption */
  char *caption;
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
  G_OBJECT_CLASS (qd_tsp_view_parent_class)->finalize (object);
}

static void
qd_tsp_view_class_init (QdTspViewClass *klass)
{
  QdCanvasClass *canvas_class = QD_CANVAS_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = qd_tsp_view_finalize;
  canvas_class->get_picture_size = qd_tsp_view_get_picture_size;
  canvas_class->draw_picture = qd_tsp_view_draw_picture;
}

static void
qd_tsp_view_init (QdTspView *self)
{
  qd_tsp_render_options_init (&self->options, NULL);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
}

void
qd_tsp_view_set_instance (QdTspView *self, const QdTsp *tsp)
{
  self->tsp = tsp;
  g_clear_pointer (&self->tour, g_free);
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
