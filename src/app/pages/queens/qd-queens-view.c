/* qd-queens-view.c — the N-queens board on a QdCanvas (qd-queens-view.h). */
#include "config.h"
#include "qd-queens-view.h"

#include <glib/gi18n.h>
#include <inttypes.h>

struct _QdQueensView
{
  QdCanvas parent_instance;

  const QdQueens *q;             /* borrowed: its owner may free it before the next set_state */
  guint n;                      /* q's N when it was set (0: none), read instead of q->n there */
  QdQueensRenderOptions options;
  char *caption;
};

G_DEFINE_FINAL_TYPE (QdQueensView, qd_queens_view, QD_TYPE_CANVAS)

static void
qd_queens_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdQueensView *self = QD_QUEENS_VIEW (canvas);
  QdQueensRenderOptions options = self->options;

  if (self->q == NULL)
    return;
  options.palette = qd_canvas_get_palette (canvas);
  qd_queens_render_get_size (self->q->n, &options, width, height);
}

static void
qd_queens_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdQueensView *self = QD_QUEENS_VIEW (canvas);
  QdQueensRenderOptions options = self->options;

  if (self->q == NULL)
    return;
  options.palette = palette;
  qd_queens_render (cr, self->q, &options);
}

static guint
qd_queens_view_n_cells (QdCanvas *canvas)
{
  QdQueensView *self = QD_QUEENS_VIEW (canvas);

  return self->q != NULL && self->q->n <= QD_QUEENS_VIEW_MAX_CELLS_N ? self->q->n * self->q->n : 0;
}

/* Cells go row by row from the top left square. */
static void
qd_queens_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdQueensView *self = QD_QUEENS_VIEW (canvas);
  double x, y, side;

  qd_queens_render_square (self->q->n, cell % self->q->n, cell / self->q->n, &x, &y, &side);
  graphene_rect_init (rect, x, y, side, side);
}

guint
qd_queens_view_cell (QdQueensView *self, guint col, guint row)
{
  return row * self->q->n + col;
}

/* "Square c5: empty; its column's queen here gives h 12" (the column's
 * letter, the row from 1 at the top). */
static char *
qd_queens_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdQueensView *self = QD_QUEENS_VIEW (canvas);
  guint col = cell % self->q->n, row = cell / self->q->n;
  char name[16];

  qd_queens_render_column_name (self->q->n, col, name, sizeof name);
  if (self->q->rows[col] == row)
    return g_strdup_printf (_("Square %s%u: the queen (h %" PRIu64 ")"), name, row + 1, self->q->h);
  return g_strdup_printf (_("Square %s%u: empty; its column's queen here gives h %" PRIu64), name, row + 1,
                          qd_queens_h_if (self->q, col, row));
}

static char *
qd_queens_view_describe (QdCanvas *canvas)
{
  QdQueensView *self = QD_QUEENS_VIEW (canvas);
  g_autoptr(GString) rows = NULL;

  if (self->q == NULL)
    return NULL;
  rows = g_string_new (NULL);
  for (guint c = 0; c < MIN (self->q->n, 64u); c++)
    g_string_append_printf (rows, c == 0 ? "%u" : " %u", self->q->rows[c] + 1);
  if (self->q->n > 64)
    g_string_append (rows, " …");
  return g_strdup_printf (_("%u queens, h = %" PRIu64 " attacking pairs. %s. Rows by column from the top: %s."),
                          self->q->n, self->q->h, self->caption != NULL ? self->caption : "", rows->str);
}

static void
on_cell_activated (QdQueensView *self, guint cell)
{
  double x, y, side;

  if (self->q == NULL || cell >= self->q->n * self->q->n)
    return;
  qd_queens_render_square (self->q->n, cell % self->q->n, cell / self->q->n, &x, &y, &side);
  g_signal_emit_by_name (self, "pressed", x + side / 2, y + side / 2, 1);
}

static void
qd_queens_view_finalize (GObject *object)
{
  g_free (QD_QUEENS_VIEW (object)->caption);
  G_OBJECT_CLASS (qd_queens_view_parent_class)->finalize (object);
}

static void
qd_queens_view_class_init (QdQueensViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_queens_view_finalize;
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_queens_view);
}

static void
qd_queens_view_init (QdQueensView *self)
{
  qd_queens_render_options_init (&self->options, NULL);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
}

void
qd_queens_view_set_state (QdQueensView *self, const QdQueens *q, const QdQueensRenderOptions *options)
{
  gboolean resized = self->n == 0 || q == NULL || self->n != q->n;

  g_free (self->caption);
  self->caption = g_strdup (options->caption);
  self->options = *options;
  self->options.caption = self->caption;
  self->q = q;
  self->n = q != NULL ? q->n : 0;
  if (resized)
    qd_canvas_contents_changed (QD_CANVAS (self));
  else
    qd_canvas_redraw (QD_CANVAS (self));
}
