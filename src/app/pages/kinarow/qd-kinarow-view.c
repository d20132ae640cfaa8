/* qd-kinarow-view.c — the k-in-a-row board in the window. */
#include "config.h"
#include "qd-kinarow-view.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <string.h>

struct _QdKinarowView
{
  QdCanvas parent_instance;

  QdKinarowRules rules;
  QdKinarowPosition pos;
  gboolean has_position;
  gboolean has_scores;
  gint scores[QD_KINAROW_MAX_SIDE];
  QdKinarowRenderOptions options;
  gboolean playable;
  gint pointer_target;      /* under the pointer, or -1 */
  /* A stone falling down its column (gravity): from `fall` cells above. */
  guint tick_id;
  gint64 fall_start_us;
  double fall;
};

/* The time a stone takes to fall one row, and the first row's. */
#define FALL_ROW_US 45000
#define FALL_FIRST_US 120000

G_DEFINE_FINAL_TYPE (QdKinarowView, qd_kinarow_view, QD_TYPE_CANVAS)

enum { TARGET_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
qd_kinarow_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdKinarowView *self = QD_KINAROW_VIEW (canvas);

  if (!self->has_position)
    return;
  qd_kinarow_render_get_size (&self->rules, width, height);
}

/* The board in the canvas's palette, with the scores if there are any. */
static void
qd_kinarow_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdKinarowView *self = QD_KINAROW_VIEW (canvas);
  QdKinarowRenderOptions options = self->options;

  options.scores = self->has_scores ? self->scores : NULL;
  options.palette = palette;
  if (self->has_position)
    qd_kinarow_render (cr, &self->rules, &self->pos, &options);
}

/* The pointer's target, else the keyboard cursor's while the board has the focus. */
static void
update_hover (QdKinarowView *self)
{
  gint hover = -1;

  if (self->playable && !self->options.editing)
    hover = qd_canvas_hover_cell (QD_CANVAS (self), self->pointer_target);
  if (hover == self->options.hover)
    return;
  self->options.hover = hover;
  qd_canvas_redraw (QD_CANVAS (self));
}

static void
on_pointer_moved (QdKinarowView *self, double x, double y)
{
  guint target;

  self->pointer_target = self->has_position && qd_kinarow_render_hit (&self->rules, x, y, &target) ? (gint) target
                                                                                                   : -1;
  update_hover (self);
}

static void
on_pointer_left (QdKinarowView *self)
{
  self->pointer_target = -1;
  update_hover (self);
}

static void
choose (QdKinarowView *self, guint target)
{
  if (self->has_position && target < qd_kinarow_render_n_targets (&self->rules))
    g_signal_emit (self, signals[TARGET_CHOSEN], 0, target);
}

static void
on_pressed (QdKinarowView *self, double x, double y, gint n_press)
{
  guint target;

  if (n_press == 1 && self->has_position && qd_kinarow_render_hit (&self->rules, x, y, &target))
    {
      qd_canvas_set_cursor (QD_CANVAS (self), (gint) target);
      choose (self, target);
    }
}

/* With gravity, 1 … 9 drop a stone in that column (the keypad's too). */
static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                QdKinarowView *self)
{
  guint column;

  if (!self->has_position || !self->rules.gravity || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    column = keyval - GDK_KEY_1;
  else if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    column = keyval - GDK_KEY_KP_1;
  else
    return FALSE;
  if (column >= self->rules.width)
    return FALSE;
  qd_canvas_set_cursor (QD_CANVAS (self), (gint) column);
  choose (self, column);
  return TRUE;
}

/* ------------------------------------------------ keyboard and screen reader */

static guint
qd_kinarow_view_n_cells (QdCanvas *canvas)
{
  QdKinarowView *self = QD_KINAROW_VIEW (canvas);

  return self->has_position ? qd_kinarow_render_n_targets (&self->rules) : 0;
}

static void
qd_kinarow_view_get_cell (QdCanvas *canvas, guint target, graphene_rect_t *rect)
{
  QdKinarowView *self = QD_KINAROW_VIEW (canvas);
  double x, y, width, height;

  qd_kinarow_render_target_box (&self->rules, target, &x, &y, &width, &height);
  graphene_rect_init (rect, x, y, width, height);
}

static const char *
stone_name (gint player)
{
  return player == QD_KINAROW_P1 ? _("X (player 1)") : player == QD_KINAROW_P2 ? _("O (player 2)") : _("empty");
}

/* "b2: X (player 1)", "Column 4: 2 stones, the next lands on row 3". */
static char *
qd_kinarow_view_describe_cell (QdCanvas *canvas, guint target)
{
  QdKinarowView *self = QD_KINAROW_VIEW (canvas);
  g_autofree char *name = NULL;
  gint landing;

  if (!self->rules.gravity)
    {
      name = qd_kinarow_move_to_string (&self->rules, target);
      return g_strdup_printf (_("Cell %s: %s"), name, stone_name (qd_kinarow_at (&self->pos, target)));
    }
  landing = qd_kinarow_drop_cell (&self->rules, &self->pos, target);
  if (landing < 0)
    return g_strdup_printf (_("Column %u: full"), target + 1);
  name = g_strdup_printf (ngettext ("Column %u: %u stone, the next lands on row %u",
                                    "Column %u: %u stones, the next lands on row %u",
                                    self->pos.column_height[target]),
                          target + 1, (guint) self->pos.column_height[target], (guint) landing / self->rules.width + 1);
  /* The solver's score, when Solve gave one, is read with the column. */
  if (!self->has_scores || self->scores[target] == QD_KINAROW_NO_SCORE)
    return g_steal_pointer (&name);
  return g_strdup_printf (_("%s; the solver’s score %+d"), name, self->scores[target]);
}

/* The cells of `player`'s stones, "d1 d2", or "none". */
static char *
stones_of (QdKinarowView *self, gint player)
{
  GString *cells = g_string_new (NULL);

  for (guint c = 0; c < self->rules.cells; c++)
    if (qd_kinarow_at (&self->pos, c) == player)
      g_string_append_printf (cells, "%s%c%u", cells->len > 0 ? " " : "", 'a' + c % self->rules.width,
                              c / self->rules.width + 1);
  if (cells->len == 0)
    g_string_append (cells, _("none"));
  return g_string_free (cells, FALSE);
}

/* "Connect Four. X: d1 d2. O: c1. O to move." */
static char *
qd_kinarow_view_describe (QdCanvas *canvas)
{
  QdKinarowView *self = QD_KINAROW_VIEW (canvas);
  g_autofree char *label = NULL;
  g_autofree char *x = NULL;
  g_autofree char *o = NULL;
  const char *state;

  if (!self->has_position)
    return NULL;
  label = qd_kinarow_rules_label (&self->rules);
  x = stones_of (self, QD_KINAROW_P1);
  o = stones_of (self, QD_KINAROW_P2);
  switch (qd_kinarow_outcome (&self->pos))
    {
    case QD_KINAROW_P1_WINS: state = _("X wins."); break;
    case QD_KINAROW_P2_WINS: state = _("O wins."); break;
    case QD_KINAROW_DRAW: state = _("A draw."); break;
    default: state = self->pos.to_move == QD_KINAROW_P1 ? _("X to move.") : _("O to move.");
    }
  /* TRANSLATORS: the game, X's stones, O's stones, then whose turn or the result. */
  return g_strdup_printf (_("%s. X: %s. O: %s. %s"), label, x, o, state);
}

/* ------------------------------------------------------------ falling */

static void
stop_fall (QdKinarowView *self)
{
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  self->options.lift = 0;
}

/* Accelerating, as a stone falls: lift = fall (1 - t²). */
static gboolean
on_fall_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  QdKinarowView *self = QD_KINAROW_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double t;

  if (self->fall_start_us == 0)
    self->fall_start_us = now;
  t = (double) (now - self->fall_start_us) / (FALL_FIRST_US + FALL_ROW_US * self->fall);
  if (t >= 1)
    {
      self->tick_id = 0;
      self->options.lift = 0;
      qd_canvas_redraw (QD_CANVAS (self));
      return G_SOURCE_REMOVE;
    }
  self->options.lift = self->fall * (1 - t * t);
  qd_canvas_redraw (QD_CANVAS (self));
  return G_SOURCE_CONTINUE;
}

/* The stone just played drops from the drop row to its cell. */
static void
start_fall (QdKinarowView *self)
{
  gboolean animations = TRUE;
  guint row = self->pos.last_move / self->rules.width;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animations, NULL);
  if (!animations || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  self->fall = self->rules.height - row + 0.1;
  self->fall_start_us = 0;
  self->options.lift = self->fall;
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_fall_tick, NULL, NULL);
}

/* -------------------------------------------------------------- setters */

void
qd_kinarow_view_set_position (QdKinarowView *self, const QdKinarowRules *rules, const QdKinarowPosition *pos,
                              const gint *scores)
{
  gboolean resized = !self->has_position || !qd_kinarow_rules_equal (&self->rules, rules);
  /* One stone more than the board showed: it falls into place. */
  gboolean dropped = !resized && rules->gravity && pos->n_moves == self->pos.n_moves + 1 &&
                     pos->last_move < rules->cells;

  stop_fall (self);
  self->rules = *rules;
  self->pos = *pos;
  self->has_position = TRUE;
  self->has_scores = scores != NULL;
  if (scores != NULL)
    memcpy (self->scores, scores, rules->width * sizeof (gint));
  if (resized)
    {
      self->pointer_target = -1;
      self->options.hover = -1;
      qd_canvas_contents_changed (QD_CANVAS (self));
    }
  else
    qd_canvas_redraw (QD_CANVAS (self));
  if (dropped)
    start_fall (self);
}

void
qd_kinarow_view_set_editing (QdKinarowView *self, gboolean editing)
{
  self->options.editing = editing;
  update_hover (self);
  qd_canvas_redraw (QD_CANVAS (self));
}

void
qd_kinarow_view_set_playable (QdKinarowView *self, gboolean playable)
{
  self->playable = playable;
  update_hover (self);
}

gint
qd_kinarow_view_get_hover (QdKinarowView *self)
{
  return self->options.hover;
}

static void
qd_kinarow_view_class_init (QdKinarowViewClass *klass)
{
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_kinarow_view);
  signals[TARGET_CHOSEN] = qd_signal_new (klass, "target-chosen", 1, G_TYPE_UINT);
}

static void
qd_kinarow_view_init (QdKinarowView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->pointer_target = -1;
  qd_kinarow_render_options_init (&self->options, NULL);
  g_signal_connect_swapped (self, "pressed", G_CALLBACK (on_pressed), self);
  g_signal_connect_swapped (self, "cell-activated", G_CALLBACK (choose), self);
  g_signal_connect_swapped (self, "pointer-moved", G_CALLBACK (on_pointer_moved), self);
  g_signal_connect_swapped (self, "pointer-left", G_CALLBACK (on_pointer_left), self);
  /* A stone falls only on show: unmapped (or going away), it is in place. */
  g_signal_connect (self, "unmap", G_CALLBACK (stop_fall), NULL);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  qd_canvas_follow_hover (QD_CANVAS (self), G_CALLBACK (update_hover), self);
  /* The board fills the pane, its text readable: a Gomoku board shrinks to
   * a quarter before it scrolls, a tic-tac-toe board grows to three times. */
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.25, 3.0);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
}
