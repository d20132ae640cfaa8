/* qd-takestones-view.c — Take-Stones tiles on a QdCanvas, with the legal
 * tile under the pointer lit up. */
#include "config.h"
#include "qd-takestones-view.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <math.h>

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

/* ------------------------------------------------ keyboard and screen reader */

static guint
qd_takestones_view_n_cells (QdCanvas *canvas)
{
  QdTakestonesView *self = QD_TAKESTONES_VIEW (canvas);

  return self->pos != NULL ? self->pos->n : 0;
}

static void
qd_takestones_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdTakestonesView *self = QD_TAKESTONES_VIEW (canvas);
  double x, y, size;

  qd_takestones_render_stone_box (self->pos->n, cell + 1, &x, &y, &size);
  graphene_rect_init (rect, x, y, size, size);
}

/* "Stone 6: taken by player 2 on move 4", "Stone 5: free, may be taken,
 * value +0.5", "Stone 3: free, not allowed now". */
static char *
qd_takestones_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdTakestonesView *self = QD_TAKESTONES_VIEW (canvas);
  const QdTakestonesRenderOptions *o = &self->options;
  guint stone = cell + 1;
  GString *text = g_string_new (NULL);

  g_string_printf (text, _("Stone %u: "), stone);
  if (o->owner != NULL && o->owner[stone] != 0 && o->turn != NULL && o->turn[stone] != 0)
    g_string_append_printf (text, _("taken by player %u on move %u"), o->owner[stone], o->turn[stone]);
  else if (o->owner != NULL && o->owner[stone] != 0)
    g_string_append_printf (text, _("taken by player %u"), o->owner[stone]);
  else if (qd_takestones_is_legal (self->pos, stone))
    g_string_append (text, _("free, may be taken"));
  else
    g_string_append (text, _("free, not allowed now"));
  if (o->values != NULL && !isnan (o->values[stone]))
    {
      char value[48];

      qd_takestones_render_format_value (o->values[stone], o->bounds != NULL ? o->bounds[stone] : 0, value,
                                         sizeof value);
      g_string_append_printf (text, _(", value %s"), value);
    }
  if (stone == o->best)
    g_string_append (text, _(", the computer’s choice"));
  return g_string_free (text, FALSE);
}

/* "Take-Stones, 7 stones, 5 taken, the last stone 6. Player 1 to move:
 * 1, 3 may be taken." or "… No stone may be taken: the game is over." */
static char *
qd_takestones_view_describe (QdCanvas *canvas)
{
  QdTakestonesView *self = QD_TAKESTONES_VIEW (canvas);
  const QdTakestonesPosition *pos = self->pos;
  g_autofree guint *moves = NULL;
  GString *text;
  guint n_moves;

  if (pos == NULL)
    return NULL;
  text = g_string_new (NULL);
  g_string_printf (text, ngettext ("Take-Stones, %u stone, %u taken", "Take-Stones, %u stones, %u taken", pos->n),
                   pos->n, pos->n_taken);
  if (pos->last > 0)
    g_string_append_printf (text, _(", the last stone %d"), pos->last);
  g_string_append (text, ". ");
  moves = g_new (guint, pos->n + 1);
  n_moves = qd_takestones_legal_moves (pos, moves);
  if (n_moves == 0)
    g_string_append_printf (text, _("Player %u cannot move: the game is over."), qd_takestones_player_to_move (pos));
  else
    {
      g_string_append_printf (text, _("Player %u to move; may take:"), qd_takestones_player_to_move (pos));
      for (guint i = 0; i < n_moves; i++)
        g_string_append_printf (text, "%s %u", i > 0 ? "," : "", moves[i]);
      g_string_append_c (text, '.');
    }
  return g_string_free (text, FALSE);
}

static void
on_cell_activated (QdTakestonesView *self, guint cell)
{
  if (self->pos != NULL && cell < self->pos->n)
    g_signal_emit (self, signals[STONE_CLICKED], 0, cell + 1);
}

static void
qd_takestones_view_class_init (QdTakestonesViewClass *klass)
{
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_takestones_view);
  signals[STONE_CLICKED] = qd_signal_new (klass, "stone-clicked", 1, G_TYPE_UINT);
}

static void
qd_takestones_view_init (QdTakestonesView *self)
{
  qd_takestones_render_options_init (&self->options, NULL);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  /* A board grows with the window, up to three times its size (4K). */
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.25, 3.0);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
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
