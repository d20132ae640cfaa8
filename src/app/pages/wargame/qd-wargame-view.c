/* qd-wargame-view.c — a war-game board on a QdCanvas. */
#include "config.h"
#include "qd-wargame-view.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>

struct _QdWargameView
{
  QdCanvas parent_instance;

  const QdWargameBoard *board;
  QdWargameRenderOptions options;
  guint hover;
};

G_DEFINE_FINAL_TYPE (QdWargameView, qd_wargame_view, QD_TYPE_CANVAS)

enum {
  SQUARE_CLICKED,
  HOVER_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
qd_wargame_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdWargameView *self = QD_WARGAME_VIEW (canvas);

  if (self->board != NULL)
    qd_wargame_render_get_size (self->board, &self->options, width, height);
}

static void
qd_wargame_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdWargameView *self = QD_WARGAME_VIEW (canvas);
  QdWargameRenderOptions options = self->options;

  if (self->board == NULL)
    return;
  options.palette = palette;
  qd_wargame_render (cr, self->board, &options);
}

static void
on_pressed (QdWargameView *self, double x, double y, gint n_press)
{
  guint square;

  if (self->board != NULL && qd_wargame_render_hit (self->board, x, y, &square))
    g_signal_emit (self, signals[SQUARE_CLICKED], 0, square);
}

static void
set_hover (QdWargameView *self, guint square)
{
  if (square == self->hover)
    return;
  self->hover = square;
  g_signal_emit (self, signals[HOVER_CHANGED], 0, square);
}

static void
on_pointer_moved (QdWargameView *self, double x, double y)
{
  guint square;

  set_hover (self, self->board != NULL && qd_wargame_render_hit (self->board, x, y, &square) ? square
                                                                                         : QD_WARGAME_NO_SQUARE);
}

static void
on_pointer_left (QdWargameView *self)
{
  set_hover (self, QD_WARGAME_NO_SQUARE);
}

/* ------------------------------------------------ keyboard and screen reader */

/* The squares are the board's cells, in reading order (A1, B1, …). */
static guint
qd_wargame_view_n_cells (QdCanvas *canvas)
{
  QdWargameView *self = QD_WARGAME_VIEW (canvas);

  return self->board != NULL ? qd_wargame_board_n_squares (self->board) : 0;
}

static void
qd_wargame_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdWargameView *self = QD_WARGAME_VIEW (canvas);
  double x, y, side;

  qd_wargame_render_get_square_rect (self->board, cell, &x, &y, &side);
  graphene_rect_init (rect, x, y, side, side);
}

/* "C3: blue, value 7", "D2: empty, value 12" (every square is empty in the
 * editor). */
static char *
qd_wargame_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdWargameView *self = QD_WARGAME_VIEW (canvas);
  const QdWargameState *st = self->options.state;
  QdWargameOwner owner = st != NULL ? qd_wargame_state_owner (st, cell) : QD_WARGAME_EMPTY;
  char name[4];

  qd_wargame_square_name (self->board->size, cell, name);
  return g_strdup_printf (_("%s: %s, value %d"), name,
                          owner == QD_WARGAME_BLUE ? _("blue") : owner == QD_WARGAME_GREEN ? _("green") : _("empty"),
                          self->board->values[cell]);
}

/* Return or space acts as a click on the square. */
static void
on_cell_activated (QdWargameView *self, guint cell)
{
  if (self->board != NULL && cell < qd_wargame_board_n_squares (self->board))
    g_signal_emit (self, signals[SQUARE_CLICKED], 0, cell);
}

/* For a screen reader: "War game, 6 by 6: blue 12, green 9; blue to move." */
static char *
qd_wargame_view_describe (QdCanvas *canvas)
{
  QdWargameView *self = QD_WARGAME_VIEW (canvas);
  const QdWargameState *st = self->options.state;

  if (self->board == NULL)
    return NULL;
  if (st == NULL)
    return g_strdup_printf (_("War game board, %u by %u, being edited."), self->board->size, self->board->size);
  if (!st->chance && st->ply >= qd_wargame_board_n_squares (self->board))
    return g_strdup_printf (_("War game, %u by %u: blue %d, green %d; the game is over."), self->board->size,
                            self->board->size, st->score[QD_WARGAME_BLUE], st->score[QD_WARGAME_GREEN]);
  return g_strdup_printf (_("War game, %u by %u: blue %d, green %d; %s to move."), self->board->size,
                          self->board->size, st->score[QD_WARGAME_BLUE], st->score[QD_WARGAME_GREEN],
                          st->to_move == QD_WARGAME_BLUE ? _("blue") : _("green"));
}

static void
qd_wargame_view_class_init (QdWargameViewClass *klass)
{
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_wargame_view);
  signals[SQUARE_CLICKED] = qd_signal_new (klass, "square-clicked", 1, G_TYPE_UINT);
  signals[HOVER_CHANGED] = qd_signal_new (klass, "hover-changed", 1, G_TYPE_UINT);
}

static void
qd_wargame_view_init (QdWargameView *self)
{
  self->hover = QD_WARGAME_NO_SQUARE;
  qd_wargame_render_options_init (&self->options, NULL);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  /* A board grows with the window, up to three times its size (4K). */
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.25, 3.0);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (self, "pointer-moved", G_CALLBACK (on_pointer_moved), NULL);
  g_signal_connect (self, "pointer-left", G_CALLBACK (on_pointer_left), NULL);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
}

void
qd_wargame_view_set_board (QdWargameView *self, const QdWargameBoard *board)
{
  self->board = board;
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_wargame_view_set_options (QdWargameView *self, const QdWargameRenderOptions *options)
{
  self->options = *options;
  qd_canvas_redraw (QD_CANVAS (self));
}

guint
qd_wargame_view_get_hover (QdWargameView *self)
{
  return self->hover;
}
