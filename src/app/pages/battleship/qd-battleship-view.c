/* qd-battleship-view.c — a Battleship board on a QdCanvas. */
#include "config.h"
#include "qd-battleship-view.h"

struct _QdBattleshipView
{
  QdCanvas parent_instance;

  const QdBattleship *puzzle;
  QdBattleshipRenderOptions options;
};

G_DEFINE_FINAL_TYPE (QdBattleshipView, qd_battleship_view, QD_TYPE_CANVAS)

enum {
  CELL_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
qd_battleship_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdBattleshipView *self = QD_BATTLESHIP_VIEW (canvas);

  if (self->puzzle != NULL)
    qd_battleship_render_get_size (self->puzzle, &self->options, width, height);
}

static void
qd_battleship_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdBattleshipView *self = QD_BATTLESHIP_VIEW (canvas);
  QdBattleshipRenderOptions options = self->options;

  if (self->puzzle == NULL)
    return;
  options.palette = palette;
  qd_battleship_render (cr, self->puzzle, &options);
}

static void
on_pressed (QdBattleshipView *self, double x, double y, gint n_press)
{
  guint row, col;

  if (self->puzzle != NULL && qd_battleship_render_hit (self->puzzle, x, y, &row, &col))
    g_signal_emit (self, signals[CELL_CLICKED], 0, row, col, 1);
}

static void
qd_battleship_view_class_init (QdBattleshipViewClass *klass)
{
  QdCanvasClass *canvas_class = QD_CANVAS_CLASS (klass);

  canvas_class->get_picture_size = qd_battleship_view_get_picture_size;
  canvas_class->draw_picture = qd_battleship_view_draw_picture;
  signals[CELL_CLICKED] =
    g_signal_new ("cell-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_INT);
}

static void
qd_battleship_view_init (QdBattleshipView *self)
{
  qd_battleship_render_options_init (&self->options, NULL);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  /* A board grows with the window, up to three times its size (4K). */
  qd_canvas_set_fit_limits (QD_CANVAS (self), 0.25, 3.0);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
}

void
qd_battleship_view_set_puzzle (QdBattleshipView *self, const QdBattleship *puzzle)
{
  self->puzzle = puzzle;
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_battleship_view_set_options (QdBattleshipView *self, const QdBattleshipRenderOptions *options)
{
  self->options = *options;
  qd_canvas_redraw (QD_CANVAS (self));
}
