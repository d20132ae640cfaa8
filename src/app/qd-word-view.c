/* qd-word-view.c — a word puzzle on a QdCanvas. */
#include "config.h"
#include "qd-word-view.h"

struct _QdWordView
{
  QdCanvas parent_instance;

  const QdWordPuzzle *puzzle;
  QdWordRenderOptions options;
};

G_DEFINE_FINAL_TYPE (QdWordView, qd_word_view, QD_TYPE_CANVAS)

enum {
  CELL_CLICKED,
  SLOT_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
qd_word_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdWordView *self = QD_WORD_VIEW (canvas);

  if (self->puzzle != NULL)
    qd_word_render_get_size (self->puzzle, width, height);
}

static void
qd_word_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdWordView *self = QD_WORD_VIEW (canvas);
  QdWordRenderOptions options = self->options;

  if (self->puzzle == NULL)
    return;
  options.palette = palette;
  qd_word_render (cr, self->puzzle, &options);
}

static void
on_pressed (QdWordView *self, double x, double y, gint n_press)
{
  gint cell, slot;

  if (self->puzzle == NULL)
    return;
  cell = qd_word_render_hit_cell (self->puzzle, x, y);
  slot = cell < 0 ? qd_word_render_hit_slot (self->puzzle, x, y) : -1;
  if (cell >= 0)
    g_signal_emit (self, signals[CELL_CLICKED], 0, cell);
  else
    g_signal_emit (self, signals[SLOT_CLICKED], 0, slot);
}

static void
qd_word_view_class_init (QdWordViewClass *klass)
{
  QdCanvasClass *canvas_class = QD_CANVAS_CLASS (klass);

  canvas_class->get_picture_size = qd_word_view_get_picture_size;
  canvas_class->draw_picture = qd_word_view_draw_picture;

  signals[CELL_CLICKED] =
    g_signal_new ("cell-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SLOT_CLICKED] =
    g_signal_new ("slot-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
qd_word_view_init (QdWordView *self)
{
  qd_word_render_options_init (&self->options, NULL);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
}

void
qd_word_view_set_puzzle (QdWordView *self, const QdWordPuzzle *puzzle)
{
  self->puzzle = puzzle;
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_word_view_set_options (QdWordView *self, const QdWordRenderOptions *options)
{
  self->options = *options;
  qd_canvas_redraw (QD_CANVAS (self));
}
