/* qd-mdp-view.c — the grid world in the window. */
#include "config.h"
#include "qd-mdp-view.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"

struct _QdMdpView
{
  QdCanvas parent_instance;

  const QdMdpWorld *world;
  QdMdpRenderOptions options;
  gboolean editing;
  gint hover;
};

G_DEFINE_FINAL_TYPE (QdMdpView, qd_mdp_view, QD_TYPE_CANVAS)

enum {
  CELL_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
qd_mdp_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdMdpView *self = QD_MDP_VIEW (canvas);

  if (self->world != NULL)
    qd_mdp_render_get_size (self->world, &self->options, width, height);
}

static void
qd_mdp_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdMdpView *self = QD_MDP_VIEW (canvas);
  QdMdpRenderOptions options = self->options;

  if (self->world == NULL)
    return;
  options.palette = palette;
  /* The canvas outlines the cursor's cell itself while the board has the focus. */
  options.cursor = -1;
  options.hover = self->editing ? self->hover : -1;
  qd_mdp_render (cr, self->world, &options);
}

/* ------------------------------------------------ keyboard and screen reader */

static guint
qd_mdp_view_n_cells (QdCanvas *canvas)
{
  QdMdpView *self = QD_MDP_VIEW (canvas);

  return self->world != NULL ? self->world->w * self->world->h : 0;
}

static void
qd_mdp_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdMdpView *self = QD_MDP_VIEW (canvas);
  double left, top, side;

  qd_mdp_render_cell_box (self->world, &self->options, cell % self->world->w, cell / self->world->w, &left, &top,
                          &side);
  graphene_rect_init (rect, left, top, side, side);
}

static const char *
action_word (gint action)
{
  switch (action)
    {
    case QD_MDP_NORTH:
      return _("north");
    case QD_MDP_WEST:
      return _("west");
    case QD_MDP_SOUTH:
      return _("south");
    case QD_MDP_EAST:
      return _("east");
    default:
      return _("exit");
    }
}

static void
append_number (GString *text, const char *what, double value)
{
  char number[64];

  qd_mdp_render_format_value (value, number, sizeof number);
  g_string_append_printf (text, ", %s %s", what, number);
}

/* "(1, 3): open, V 0.8116, policy east", "(3, 2): terminal 1.0000, V 1.0000",
 * "(1, 1): wall"; then the start and the agent. */
static char *
qd_mdp_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdMdpView *self = QD_MDP_VIEW (canvas);
  const QdMdpWorld *world = self->world;
  GString *text = g_string_new (NULL);
  guint x = cell % world->w, y = cell / world->w;

  g_string_append_printf (text, "(%u, %u): ", x, y);
  if (world->kind[cell] == QD_MDP_WALL)
    g_string_append (text, _("wall"));
  else if (world->kind[cell] == QD_MDP_TERMINAL)
    {
      g_string_append (text, _("terminal"));
      append_number (text, _("value"), world->reward[cell]);
    }
  else
    g_string_append (text, _("open"));
  if (world->kind[cell] != QD_MDP_WALL && self->options.values != NULL)
    append_number (text, "V", self->options.values[cell]);
  if (self->options.policy != NULL && self->options.policy[cell] >= 0 && self->options.policy[cell] != QD_MDP_EXIT)
    g_string_append_printf (text, ", %s %s", _("policy"), action_word (self->options.policy[cell]));
  if ((gint) x == world->start_x && (gint) y == world->start_y)
    g_string_append_printf (text, ", %s", _("start"));
  if (self->options.agent == (gint) cell)
    g_string_append_printf (text, ", %s", _("the agent is here"));
  return g_string_free (text, FALSE);
}

/* "Grid world, 4 × 3, discount 1, noise 0.2." */
static char *
qd_mdp_view_describe (QdCanvas *canvas)
{
  QdMdpView *self = QD_MDP_VIEW (canvas);
  g_autofree char *discount = NULL;
  g_autofree char *noise = NULL;

  if (self->world == NULL)
    return NULL;
  discount = qd_format_number_short_locale (self->world->discount);
  noise = qd_format_number_short_locale (self->world->noise);
  return g_strdup_printf (_("Grid world, %u × %u, discount %s, noise %s."), self->world->w, self->world->h, discount,
                          noise);
}

static void
on_pressed (QdMdpView *self, double x, double y, gint n_press)
{
  gint cell;

  if (self->world == NULL)
    return;
  cell = qd_mdp_render_hit (self->world, &self->options, x, y, self->editing);
  if (cell < 0)
    return;
  qd_canvas_set_cursor (QD_CANVAS (self), cell);
  g_signal_emit (self, signals[CELL_CLICKED], 0, (guint) cell);
}

static void
on_pointer_moved (QdMdpView *self, double x, double y)
{
  gint cell = self->world != NULL ? qd_mdp_render_hit (self->world, &self->options, x, y, TRUE) : -1;

  if (cell == self->hover)
    return;
  self->hover = cell;
  if (self->editing)
    qd_canvas_redraw (QD_CANVAS (self));
}

static void
on_pointer_left (QdMdpView *self)
{
  on_pointer_moved (self, -1e9, -1e9);
}

static void
on_cell_activated (QdMdpView *self, guint cell)
{
  if (self->world != NULL && cell < self->world->w * self->world->h)
    g_signal_emit (self, signals[CELL_CLICKED], 0, cell);
}

static void
on_cursor_moved (QdMdpView *self)
{
  qd_canvas_redraw (QD_CANVAS (self));
}

static void
qd_mdp_view_class_init (QdMdpViewClass *klass)
{
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_mdp_view);
  signals[CELL_CLICKED] = qd_signal_new (klass, "cell-clicked", 1, G_TYPE_UINT);
}

static void
qd_mdp_view_init (QdMdpView *self)
{
  qd_mdp_render_options_init (&self->options, NULL);
  self->hover = -1;
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.25, 3.0);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (self, "pointer-moved", G_CALLBACK (on_pointer_moved), NULL);
  g_signal_connect (self, "pointer-left", G_CALLBACK (on_pointer_left), NULL);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
  g_signal_connect (self, "cursor-moved", G_CALLBACK (on_cursor_moved), NULL);
}

void
qd_mdp_view_set_world (QdMdpView *self, const QdMdpWorld *world)
{
  gboolean resized = self->world == NULL || world == NULL || self->world->w != world->w || self->world->h != world->h;

  self->world = world;
  if (resized)
    qd_canvas_contents_changed (QD_CANVAS (self));
  else
    qd_canvas_redraw (QD_CANVAS (self));
}

void
qd_mdp_view_set_options (QdMdpView *self, const QdMdpRenderOptions *options)
{
  self->options = *options;
  qd_canvas_redraw (QD_CANVAS (self));
}

void
qd_mdp_view_set_editing (QdMdpView *self, gboolean editing)
{
  self->editing = editing;
  qd_canvas_redraw (QD_CANVAS (self));
}
