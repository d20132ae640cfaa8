/* qd-wordpuzzle-view.c — a word puzzle on a QdCanvas. */
#include "config.h"
#include "qd-wordpuzzle-view.h"

struct _QdWordpuzzleView
{
  QdCanvas parent_instance;

  const QdWordpuzzle *puzzle;
  QdWordpuzzleRenderOptions options;
};

G_DEFINE_FINAL_TYPE (QdWordpuzzleView, qd_wordpuzzle_view, QD_TYPE_CANVAS)

enum {
  CELL_CLICKED,
  SLOT_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
qd_wordpuzzle_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdWordpuzzleView *self = QD_WORDPUZZLE_VIEW (canvas);

  if (self->puzzle != NULL)
    qd_wordpuzzle_render_get_size (self->puzzle, width, height);
}

static void
qd_wordpuzzle_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdWordpuzzleView *self = QD_WORDPUZZLE_VIEW (canvas);
  QdWordpuzzleRenderOptions options = self->options;

  if (self->puzzle == NULL)
    return;
  options.palette = palette;
  qd_wordpuzzle_render (cr, self->puzzle, &options);
}

static void
on_pressed (QdWordpuzzleView *self, double x, double y, gint n_press)
{
  gint cell, slot;

  if (self->puzzle == NULL)
    return;
  cell = qd_wordpuzzle_render_hit_cell (self->puzzle, x, y);
  slot = cell < 0 ? qd_wordpuzzle_render_hit_slot (self->puzzle, x, y) : -1;
  if (cell >= 0)
    g_signal_emit (self, signals[CELL_CLICKED], 0, cell);
  else
    g_signal_emit (self, signals[SLOT_CLICKED], 0, slot);
}

static void
qd_wordpuzzle_view_class_init (QdWordpuzzleViewClass *klass)
{
  QdCanvasClass *canvas_class = QD_CANVAS_CLASS (klass);

  canvas_class->get_picture_size = qd_wordpuzzle_view_get_picture_size;
  canvas_class->draw_picture = qd_wordpuzzle_view_draw_picture;

  signals[CELL_CLICKED] =
    g_signal_new ("cell-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SLOT_CLICKED] =
    g_signal_new ("slot-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
qd_wordpuzzle_view_init (QdWordpuzzleView *self)
{
  qd_wordpuzzle_render_options_init (&self->options, NULL);
  /* Fitted while the words stay readable; a long puzzle scrolls. */
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  qd_canvas_set_fit_limits (QD_CANVAS (self), 0.75, 1.5);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
}

void
qd_wordpuzzle_view_set_puzzle (QdWordpuzzleView *self, const QdWordpuzzle *puzzle)
{
  self->puzzle = puzzle;
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_wordpuzzle_view_set_options (QdWordpuzzleView *self, const QdWordpuzzleRenderOptions *options)
{
  self->options = *options;
  qd_canvas_redraw (QD_CANVAS (self));
}
