/* qd-takestones-view.c — Take-Stones tiles on a QdCanvas, with the legal
 * tile under the pointer lit up. */
#include "config.h"
#include "qd-takestones-view.h"

struct _QdTakestonesView
{
  QdCanvas parent_instance;

  const QdTakestonesPosition *pos;
  guint n;                      /* the layout's size, to notice a new one */
  QdTakestonesRenderOptions options;
  guint hover;
};

G_DEFINE_FINAL_TYPE (QdTakestonesView, qd_takestones_view, QD_TYPE_CANVAS)

enum {
  STONE_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
qd_takestones_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdTakestonesView *self = QD_TAKESTONES_VIEW (canvas);

  if (self->pos != NULL)
    qd_takestones_render_get_size (self->pos->n, width, height);
}

static void
qd_takestones_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdTakestonesView *self = QD_TAKESTONES_VIEW (canvas);
  QdTakestonesRenderOptions options = self->options;

  if (self->pos == NULL)
    return;
  options.palette = palette;
  options.hover = self->hover;
  qd_takestones_render (cr, self->pos, &options);
}

static void
set_hover (QdTakestonesView *self, guint stone)
{
  gboolean clickable = stone != 0 && self->options.show_legal && qd_takestones_is_legal (self->pos, stone);

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), clickable ? "pointer" : NULL);
  if (stone == self->hover)
    return;
  self->hover = stone;
  qd_canvas_redraw (QD_CANVAS (self));
}

static void
on_pointer_moved (QdTakestonesView *self, double x, double y)
{
  set_hover (self, self->pos != NULL ? qd_takestones_render_hit (self->pos->n, x, y) : 0);
}

static void
on_pointer_left (QdTakestonesView *self)
{
  set_hover (self, 0);
}

static void
on_pressed (QdTakestonesView *self, double x, double y, gint n_press)
{
  guint stone;

  if (self->pos == NULL || n_press != 1)
    return;
  stone = qd_takestones_render_hit (self->pos->n, x, y);
  if (stone != 0)
    g_signal_emit (self, signals[STONE_CLICKED], 0, stone);
}

static void
qd_takestones_view_class_init (QdTakestonesViewClass *klass)
{
  QdCanvasClass *canvas_class = QD_CANVAS_CLASS (klass);

  canvas_class->get_picture_size = qd_takestones_view_get_picture_size;
  canvas_class->draw_picture = qd_takestones_view_draw_picture;
  signals[STONE_CLICKED] =
    g_signal_new ("stone-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
qd_takestones_view_init (QdTakestonesView *self)
{
  qd_takestones_render_options_init (&self->options, NULL);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  /* A board grows with the window, up to three times its size (4K). */
  qd_canvas_set_fit_limits (QD_CANVAS (self), 0.25, 3.0);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (self, "pointer-moved", G_CALLBACK (on_pointer_moved), NULL);
  g_signal_connect (self, "pointer-left", G_CALLBACK (on_pointer_left), NULL);
}

void
qd_takestones_view_set_position (QdTakestonesView *self, const QdTakestonesPosition *pos)
{
  gboolean resized = pos == NULL || pos->n != self->n;

  self->pos = pos;
  self->n = pos != NULL ? pos->n : 0;
  if (resized)
    qd_canvas_contents_changed (QD_CANVAS (self));
  else
    qd_canvas_redraw (QD_CANVAS (self));
}

void
qd_takestones_view_set_options (QdTakestonesView *self, const QdTakestonesRenderOptions *options)
{
  self->options = *options;
  qd_canvas_redraw (QD_CANVAS (self));
}
