/* qd-normalform-view.c — the payoff table on a QdCanvas. */
#include "config.h"
#include "qd-normalform-view.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>

struct _QdNormalformView
{
  QdCanvas parent_instance;

  const QdNormalform *game;
  QdNormalformRenderOptions options;
};

G_DEFINE_FINAL_TYPE (QdNormalformView, qd_normalform_view, QD_TYPE_CANVAS)

enum {
  CELL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
qd_normalform_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdNormalformView *self = QD_NORMALFORM_VIEW (canvas);

  if (self->game != NULL)
    qd_normalform_render_get_size (self->game, width, height);
}

static void
qd_normalform_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdNormalformView *self = QD_NORMALFORM_VIEW (canvas);
  QdNormalformRenderOptions options = self->options;

  if (self->game == NULL)
    return;
  options.palette = palette;
  options.focus = gtk_widget_has_focus (GTK_WIDGET (self)) ? -1 : qd_canvas_get_cursor (canvas);
  qd_normalform_render (cr, self->game, &options);
}

static guint
qd_normalform_view_n_cells (QdCanvas *canvas)
{
  QdNormalformView *self = QD_NORMALFORM_VIEW (canvas);

  return self->game != NULL ? self->game->n_profiles : 0;
}

static void
qd_normalform_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  double x, y, w, h;

  qd_normalform_render_cell_box (QD_NORMALFORM_VIEW (canvas)->game, cell, &x, &y, &w, &h);
  graphene_rect_init (rect, x, y, w, h);
}

/* "Ali testify, Bo refuse: payoffs 0, -10; best response of Bo; Ali's
 * testify eliminated at step 1". */
static char *
qd_normalform_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdNormalformView *self = QD_NORMALFORM_VIEW (canvas);
  const QdNormalform *game = self->game;
  guint s[QD_NORMALFORM_PLAYERS_MAX];
  GString *text = g_string_new (NULL);

  qd_normalform_strategies (game, cell, s);
  for (guint p = 0; p < game->n_players; p++)
    g_string_append_printf (text, "%s%s %s", p ? ", " : "", game->players[p].name, game->players[p].strategies[s[p]]);
  g_string_append (text, _(": payoffs"));
  for (guint p = 0; p < game->n_players; p++)
    {
      g_autofree char *v = qd_rational_to_string (qd_normalform_payoff (game, cell, p));

      g_string_append_printf (text, "%s %s", p ? "," : "", v);
    }
  for (guint p = 0; self->options.pure != NULL && p < game->n_players; p++)
    if (self->options.pure->best[(gsize) cell * game->n_players + p])
      g_string_append_printf (text, _("; best response of %s"), game->players[p].name);
  for (guint i = 0; self->options.pure != NULL && i < self->options.pure->n_equilibria; i++)
    if (self->options.pure->equilibria[i] == cell)
      g_string_append (text, _("; a pure Nash equilibrium"));
  for (guint p = 0; self->options.dominance != NULL && p < game->n_players; p++)
    if (self->options.dominance->step_of[p][s[p]] != 0)
      g_string_append_printf (text, _("; %s’s %s eliminated at step %u"), game->players[p].name,
                              game->players[p].strategies[s[p]], self->options.dominance->step_of[p][s[p]]);
  return g_string_free (text, FALSE);
}

/* "A game of 2 players: Ali with 2 strategies, Bo with 2; 1 pure equilibrium." */
static char *
qd_normalform_view_describe (QdCanvas *canvas)
{
  QdNormalformView *self = QD_NORMALFORM_VIEW (canvas);
  GString *text;

  if (self->game == NULL)
    return NULL;
  text = g_string_new (NULL);
  g_string_printf (text, _("A game of %u players:"), self->game->n_players);
  for (guint p = 0; p < self->game->n_players; p++)
    g_string_append_printf (text, ngettext ("%s %s with %u strategy", "%s %s with %u strategies",
                                            self->game->players[p].n_strategies),
                            p ? "," : "", self->game->players[p].name, self->game->players[p].n_strategies);
  if (self->options.pure != NULL)
    g_string_append_printf (text, ngettext ("; %u pure equilibrium", "; %u pure equilibria",
                                            self->options.pure->n_equilibria), self->options.pure->n_equilibria);
  g_string_append_c (text, '.');
  return g_string_free (text, FALSE);
}

static void
on_pressed (QdNormalformView *self, double x, double y, gint n_press)
{
  gint cell;

  if (self->game == NULL || (cell = qd_normalform_render_hit (self->game, x, y)) < 0)
    return;
  qd_canvas_set_cursor (QD_CANVAS (self), cell);
  g_signal_emit (self, signals[CELL_CHOSEN], 0, (guint) cell);
}

static void
on_cell_activated (QdNormalformView *self, guint cell)
{
  g_signal_emit (self, signals[CELL_CHOSEN], 0, cell);
}

static void
qd_normalform_view_class_init (QdNormalformViewClass *klass)
{
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_normalform_view);
  signals[CELL_CHOSEN] = qd_signal_new (klass, "cell-chosen", 1, G_TYPE_UINT);
}

static void
qd_normalform_view_init (QdNormalformView *self)
{
  qd_normalform_render_options_init (&self->options, NULL);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.6, 2.0);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
  g_signal_connect_swapped (self, "cursor-moved", G_CALLBACK (qd_canvas_redraw), self);
}

void
qd_normalform_view_set_game (QdNormalformView *self, const QdNormalform *game)
{
  self->game = game;
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_normalform_view_set_options (QdNormalformView *self, const QdNormalformRenderOptions *options)
{
  self->options = *options;
  qd_canvas_redraw (QD_CANVAS (self));
}
