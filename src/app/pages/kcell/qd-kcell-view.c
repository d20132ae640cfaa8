/* qd-kcell-view.c — the KCell board in the window. */
#include "config.h"
#include "qd-kcell-view.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <string.h>

/* The time a stone takes for one hop. */
#define HOP_US 260000

struct _QdKcellView
{
  QdCanvas parent_instance;

  QdKcellRules rules;
  QdKcellPosition pos;
  gboolean has_position;
  guint trail[QD_KCELL_MAX_CELLS];
  QdKcellRenderOptions options;
  guint tick_id;
  guint idle_id;
  gint64 start_us;
};

G_DEFINE_FINAL_TYPE (QdKcellView, qd_kcell_view, QD_TYPE_CANVAS)

enum {
  CELL_CLICKED,
  SETTLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
qd_kcell_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdKcellView *self = QD_KCELL_VIEW (canvas);

  if (self->has_position)
    qd_kcell_render_get_size (&self->rules, width, height);
}

static void
qd_kcell_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdKcellView *self = QD_KCELL_VIEW (canvas);
  QdKcellRenderOptions options = self->options;

  if (!self->has_position)
    return;
  options.palette = palette;
  qd_kcell_render (cr, &self->rules, &self->pos, &options);
}

static void
stop_animation (QdKcellView *self)
{
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  g_clear_handle_id (&self->idle_id, g_source_remove);
  self->options.flight = -1;
}

static void
settle (QdKcellView *self)
{
  stop_animation (self);
  qd_canvas_redraw (QD_CANVAS (self));
  g_signal_emit (self, signals[SETTLED], 0);
}

static gboolean
on_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  QdKcellView *self = QD_KCELL_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double duration = (double) HOP_US * (self->options.n_trail - 1);

  if (self->start_us == 0)
    self->start_us = now;
  self->options.flight = (now - self->start_us) / duration;
  if (self->options.flight >= 1)
    {
      self->tick_id = 0;
      settle (self);
      return G_SOURCE_REMOVE;
    }
  qd_canvas_redraw (QD_CANVAS (self));
  return G_SOURCE_CONTINUE;
}

static gboolean
settle_idle (gpointer data)
{
  QdKcellView *self = data;

  self->idle_id = 0;
  settle (self);
  return G_SOURCE_REMOVE;
}

void
qd_kcell_view_animate (QdKcellView *self)
{
  gboolean animations = TRUE;

  stop_animation (self);
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animations, NULL);
  if (!animations || self->options.n_trail < 2 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->idle_id = g_idle_add (settle_idle, self);
      return;
    }
  self->start_us = 0;
  self->options.flight = 0;
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_tick, NULL, NULL);
  qd_canvas_redraw (QD_CANVAS (self));
}

gboolean
qd_kcell_view_is_animating (QdKcellView *self)
{
  return self->tick_id != 0 || self->idle_id != 0;
}

void
qd_kcell_view_set_position (QdKcellView *self, const QdKcellRules *rules, const QdKcellPosition *pos,
                            guint64 movable, const guint *trail, guint n_trail)
{
  gboolean resized = !self->has_position || self->rules.cells != rules->cells;

  self->rules = *rules;
  self->pos = *pos;
  self->has_position = TRUE;
  self->options.movable = movable;
  n_trail = MIN (n_trail, QD_KCELL_MAX_CELLS);
  if (n_trail > 0)
    memcpy (self->trail, trail, n_trail * sizeof (guint));
  self->options.trail = self->trail;
  self->options.n_trail = n_trail;
  if (resized)
    qd_canvas_contents_changed (QD_CANVAS (self));
  else
    qd_canvas_redraw (QD_CANVAS (self));
}

static void
on_pressed (QdKcellView *self, double x, double y, gint n_press)
{
  guint cell;

  if (self->has_position && qd_kcell_render_hit (&self->rules, x, y, &cell))
    g_signal_emit (self, signals[CELL_CLICKED], 0, cell);
}

/* ------------------------------------------------ keyboard and screen reader */

static guint
qd_kcell_view_n_cells (QdCanvas *canvas)
{
  QdKcellView *self = QD_KCELL_VIEW (canvas);

  return self->has_position ? self->rules.cells : 0;
}

static void
qd_kcell_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdKcellView *self = QD_KCELL_VIEW (canvas);
  double x, y, size;

  qd_kcell_render_cell_box (&self->rules, cell, &x, &y, &size);
  graphene_rect_init (rect, x, y, size, size);
}

/* "Cell 2: player 1's stone (o), can move", "Cell 4: empty". */
static char *
qd_kcell_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdKcellView *self = QD_KCELL_VIEW (canvas);
  guint64 bit = G_GUINT64_CONSTANT (1) << cell;

  if (self->pos.p1 & bit)
    return g_strdup_printf ((self->options.movable & bit) ? _("Cell %u: player 1’s stone (o), can move")
                                                            : _("Cell %u: player 1’s stone (o)"), cell + 1);
  if (self->pos.p2 & bit)
    return g_strdup_printf ((self->options.movable & bit) ? _("Cell %u: player 2’s stone (x), can move")
                                                            : _("Cell %u: player 2’s stone (x)"), cell + 1);
  return g_strdup_printf (_("Cell %u: empty"), cell + 1);
}

/* "KCell, 7 cells: o o _ _ _ x x. Player 1 (o) to move." */
static char *
qd_kcell_view_describe (QdCanvas *canvas)
{
  QdKcellView *self = QD_KCELL_VIEW (canvas);
  g_autoptr(GString) board = g_string_new (NULL);
  QdKcellOutcome outcome;

  if (!self->has_position)
    return NULL;
  for (guint i = 0; i < self->rules.cells; i++)
    {
      guint64 bit = G_GUINT64_CONSTANT (1) << i;

      g_string_append (board, i > 0 ? " " : "");
      g_string_append_c (board, (self->pos.p1 & bit) ? 'o' : (self->pos.p2 & bit) ? 'x' : '_');
    }
  outcome = qd_kcell_outcome (&self->rules, &self->pos);
  return g_strdup_printf (ngettext ("KCell, %u cell: %s. %s", "KCell, %u cells: %s. %s", self->rules.cells),
                          self->rules.cells, board->str,
                          outcome == QD_KCELL_P1_WINS ? _("Player 1 wins.")
                          : outcome == QD_KCELL_P2_WINS ? _("Player 2 wins.")
                          : outcome == QD_KCELL_DRAW ? _("A draw.")
                          : self->pos.to_move == QD_KCELL_P1 ? _("Player 1 (o) to move.") : _("Player 2 (x) to move."));
}

static void
on_cell_activated (QdKcellView *self, guint cell)
{
  if (self->has_position && cell < self->rules.cells)
    g_signal_emit (self, signals[CELL_CLICKED], 0, cell);
}

static void
qd_kcell_view_dispose (GObject *object)
{
  stop_animation (QD_KCELL_VIEW (object));
  G_OBJECT_CLASS (qd_kcell_view_parent_class)->dispose (object);
}

static void
qd_kcell_view_class_init (QdKcellViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = qd_kcell_view_dispose;
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_kcell_view);
  signals[CELL_CLICKED] = qd_signal_new (klass, "cell-clicked", 1, G_TYPE_UINT);
  signals[SETTLED] = qd_signal_new (klass, "settled", 0);
}

static void
qd_kcell_view_init (QdKcellView *self)
{
  qd_kcell_render_options_init (&self->options, NULL);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  /* A board grows with the window, up to three times its size (4K). */
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.25, 3.0);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
}
