/* qd-battleship-view.c — a Battleship board on a QdCanvas. */
#include "config.h"
#include "qd-battleship-view.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>

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

/* ------------------------------------------------ keyboard and screen reader */

static guint
qd_battleship_view_n_cells (QdCanvas *canvas)
{
  QdBattleshipView *self = QD_BATTLESHIP_VIEW (canvas);

  return self->puzzle != NULL ? self->puzzle->size * self->puzzle->size : 0;
}

static void
qd_battleship_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdBattleshipView *self = QD_BATTLESHIP_VIEW (canvas);
  double x, y, side;

  qd_battleship_render_get_cell_rect (self->puzzle, cell / self->puzzle->size, cell % self->puzzle->size, &x, &y, &side);
  graphene_rect_init (rect, x, y, side, side);
}

static const char *
cell_word (QdBattleshipCell cell)
{
  switch (cell)
    {
    case QD_BATTLESHIP_WATER: return _("water");
    case QD_BATTLESHIP_SUB: return _("a submarine");
    case QD_BATTLESHIP_LEFT: return _("the left end of a ship");
    case QD_BATTLESHIP_RIGHT: return _("the right end of a ship");
    case QD_BATTLESHIP_TOP: return _("the top end of a ship");
    case QD_BATTLESHIP_BOTTOM: return _("the bottom end of a ship");
    case QD_BATTLESHIP_MIDDLE: return _("the middle of a ship");
    case QD_BATTLESHIP_SHIP: return _("ship");
    case QD_BATTLESHIP_UNKNOWN: default: return _("unknown");
    }
}

/* "B4: water (a hint); row 4 has 2 ship cells, column B 1" — the grid's
 * column letter and row number, as drawn. */
static char *
qd_battleship_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdBattleshipView *self = QD_BATTLESHIP_VIEW (canvas);
  const QdBattleship *p = self->puzzle;
  guint row = cell / p->size, col = cell % p->size;
  QdBattleshipCell shown = qd_battleship_cell_at (p, self->options.grid, row, col);
  gboolean hint = p->hints[cell] != QD_BATTLESHIP_UNKNOWN;
  g_autofree char *counts = g_strdup_printf (_("row %u has %u ship cells, column %c %u"), row + 1,
                                             p->row_counts[row], 'A' + col, p->col_counts[col]);

  return g_strdup_printf (hint ? _("%c%u: %s (a hint); %s") : _("%c%u: %s; %s"), 'A' + col, row + 1,
                          cell_word (shown), counts);
}

/* "Battleship, 6 by 6: 8 cells marked ship, 20 water, 8 unknown." */
static char *
qd_battleship_view_describe (QdCanvas *canvas)
{
  QdBattleshipView *self = QD_BATTLESHIP_VIEW (canvas);
  const QdBattleship *p = self->puzzle;
  guint ships = 0, water = 0, unknown = 0;

  if (p == NULL)
    return NULL;
  for (guint r = 0; r < p->size; r++)
    for (guint c = 0; c < p->size; c++)
      {
        QdBattleshipCell cell = qd_battleship_cell_at (p, self->options.grid, r, c);

        if (cell == QD_BATTLESHIP_WATER)
          water++;
        else if (cell == QD_BATTLESHIP_UNKNOWN)
          unknown++;
        else
          ships++;
      }
  return g_strdup_printf (_("Battleship, %u by %u: %u cells ship, %u water, %u unknown."), p->size, p->size,
                          ships, water, unknown);
}

static void
on_cell_activated (QdBattleshipView *self, guint cell)
{
  if (self->puzzle != NULL && cell < self->puzzle->size * self->puzzle->size)
    g_signal_emit (self, signals[CELL_CLICKED], 0, cell / self->puzzle->size, cell % self->puzzle->size, 1);
}

static void
qd_battleship_view_class_init (QdBattleshipViewClass *klass)
{
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_battleship_view);
  signals[CELL_CLICKED] = qd_signal_new (klass, "cell-clicked", 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_INT);
}

static void
qd_battleship_view_init (QdBattleshipView *self)
{
  qd_battleship_render_options_init (&self->options, NULL);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  /* A board grows with the window, up to three times its size (4K). */
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.25, 3.0);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
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
