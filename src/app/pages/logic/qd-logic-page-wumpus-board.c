/* qd-logic-page-wumpus-board.c — the wumpus world's board (see the header). */
#include "config.h"
#include "qd-logic-page-wumpus-board.h"

#include <glib/gi18n.h>
#include <string.h>

#include "render/logic/qd-logic-wumpus-render.h"

struct _QdLogicWumpusBoard
{
  QdCanvas parent_instance;

  QdLogicWumpusWorld world;
  QdLogicWumpusState state;
  guint8 knowledge[QD_LOGIC_WUMPUS_MAX_SQUARES];
  gboolean has_world;
  gboolean fog;
  gint selected;
};

G_DEFINE_FINAL_TYPE (QdLogicWumpusBoard, qd_logic_wumpus_board, QD_TYPE_CANVAS)

static void
options_of (QdLogicWumpusBoard *self, const QdPalette *palette, QdLogicWumpusRenderOptions *o)
{
  qd_logic_wumpus_render_options_init (o, palette);
  o->state = &self->state;
  o->knowledge = self->knowledge;
  o->fog = self->fog;
  o->selected = self->selected;
}

static void
board_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdLogicWumpusBoard *self = QD_LOGIC_WUMPUS_BOARD (canvas);
  QdLogicWumpusRenderOptions o;

  *width = *height = 0;
  if (!self->has_world)
    return;
  options_of (self, NULL, &o);
  qd_logic_wumpus_render_get_size (&self->world, &o, width, height);
}

static void
board_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdLogicWumpusBoard *self = QD_LOGIC_WUMPUS_BOARD (canvas);
  QdLogicWumpusRenderOptions o;

  if (!self->has_world)
    return;
  options_of (self, palette, &o);
  qd_logic_wumpus_render (cr, &self->world, &o);
}

static guint
board_n_cells (QdCanvas *canvas)
{
  QdLogicWumpusBoard *self = QD_LOGIC_WUMPUS_BOARD (canvas);

  return self->has_world ? qd_logic_wumpus_n_squares (&self->world) : 0;
}

static void
board_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdLogicWumpusBoard *self = QD_LOGIC_WUMPUS_BOARD (canvas);
  QdLogicWumpusRenderOptions o;
  double x, y, side;

  options_of (self, NULL, &o);
  qd_logic_wumpus_render_square_box (&self->world, &o, cell, &x, &y, &side);
  graphene_rect_init (rect, (float) x, (float) y, (float) side, (float) side);
}

static const char *
conclusion_words (guint8 know)
{
  switch (qd_logic_wumpus_conclusion (know))
    {
    case QD_LOGIC_WUMPUS_SAFE:
      return _("proved safe");
    case QD_LOGIC_WUMPUS_PIT:
      return _("a pit, proved");
    case QD_LOGIC_WUMPUS_WUMPUS:
      return _("the wumpus, proved");
    default:
      return _("unknown");
    }
}

char *
qd_logic_wumpus_board_describe_square (const QdLogicWumpusWorld *world, const QdLogicWumpusState *state,
                                       const guint8 *knowledge, gboolean fog, guint square)
{
  GString *out = g_string_new (NULL);
  guint x, y;

  qd_logic_wumpus_square_xy (world, square, &x, &y);
  g_string_append_printf (out, "[%u,%u]: %s", x, y, conclusion_words (knowledge[square]));
  if (knowledge[square] & QD_LOGIC_WUMPUS_KNOW_VISITED)
    g_string_append_printf (out, ", %s", _("visited"));
  if (square == state->square && !(state->flags & QD_LOGIC_WUMPUS_CLIMBED))
    g_string_append_printf (out, ", %s", _("the agent is here"));
  if (!fog)
    {
      if (world->pit[square])
        g_string_append_printf (out, ", %s", _("a pit"));
      if (world->wumpus == square)
        g_string_append_printf (out, ", %s", _("the wumpus"));
      if (world->gold == square && !(state->flags & QD_LOGIC_WUMPUS_HAS_GOLD))
        g_string_append_printf (out, ", %s", _("the gold"));
    }
  return g_string_free (out, FALSE);
}

static char *
board_describe_cell (QdCanvas *canvas, guint cell)
{
  QdLogicWumpusBoard *self = QD_LOGIC_WUMPUS_BOARD (canvas);

  return qd_logic_wumpus_board_describe_square (&self->world, &self->state, self->knowledge, self->fog, cell);
}

static char *
board_describe (QdCanvas *canvas)
{
  QdLogicWumpusBoard *self = QD_LOGIC_WUMPUS_BOARD (canvas);
  g_autofree char *percept = NULL;
  guint x, y;

  if (!self->has_world)
    return NULL;
  qd_logic_wumpus_square_xy (&self->world, self->state.square, &x, &y);
  percept = qd_logic_wumpus_percept_label (qd_logic_wumpus_percept (&self->world, &self->state));
  return g_strdup_printf (_("The agent in [%u,%u] facing %s, score %d, perceiving %s"), x, y,
                          qd_logic_wumpus_facing_label (self->state.facing), self->state.score, percept);
}

void
qd_logic_wumpus_board_set (QdLogicWumpusBoard *self, const QdLogicWumpusWorld *world, const QdLogicWumpusState *state,
                           const guint8 *knowledge, gboolean fog, gint selected)
{
  self->world = *world;
  self->state = *state;
  memcpy (self->knowledge, knowledge, qd_logic_wumpus_n_squares (world));
  self->fog = fog;
  self->selected = selected;
  self->has_world = TRUE;
  qd_canvas_contents_changed (QD_CANVAS (self));
}

gint
qd_logic_wumpus_board_hit (QdLogicWumpusBoard *self, double x, double y)
{
  QdLogicWumpusRenderOptions o;

  if (!self->has_world)
    return -1;
  options_of (self, NULL, &o);
  return qd_logic_wumpus_render_hit (&self->world, &o, x, y);
}

static void
qd_logic_wumpus_board_class_init (QdLogicWumpusBoardClass *klass)
{
  QD_CANVAS_CLASS_SET_BOARD (klass, board);
}

static void
qd_logic_wumpus_board_init (QdLogicWumpusBoard *self)
{
  self->selected = -1;
  /* The board fills the view as the other boards do, up to three times its
   * size: 4 × 4 squares at their natural size are lost in a wide window. */
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.25, 3.0);
}
