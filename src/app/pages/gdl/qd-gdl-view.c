/* qd-gdl-view.c — a GDL state in the window. */
#include "config.h"
#include "qd-gdl-view.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>

struct _QdGdlView
{
  QdCanvas parent_instance;

  const QdGdlBoard *board;
  guint n_rows, n_columns;    /* the layout's size, to notice a new one */
  double width, height;
  QdGdlRenderOptions options;
  gboolean playable;
  gint pointer_cell;          /* under the pointer, or -1 */
};

G_DEFINE_FINAL_TYPE (QdGdlView, qd_gdl_view, QD_TYPE_CANVAS)

enum { CELL_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The payoff table's cells are the view's where a state has no board. */
static gboolean
shows_table (QdGdlView *self)
{
  double x, y, w, h;

  return self->board != NULL && qd_gdl_render_table_box (self->board, &self->options, 0, &x, &y, &w, &h);
}

static guint
n_board_cells (QdGdlView *self)
{
  if (shows_table (self))
    return self->options.table->n_cells;
  return self->board != NULL && self->board->relation != NULL ? self->board->n_rows * self->board->n_columns : 0;
}

/* The cell (of the board, or of the table) under (x, y). */
static gboolean
hit (QdGdlView *self, double x, double y, guint *cell)
{
  QdGdlRenderOptions options = self->options;

  if (self->board == NULL)
    return FALSE;
  options.palette = qd_canvas_get_palette (QD_CANVAS (self));
  return shows_table (self) ? qd_gdl_render_table_hit (self->board, &options, x, y, cell)
                            : qd_gdl_render_hit (self->board, x, y, cell);
}

static void
qd_gdl_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdGdlView *self = QD_GDL_VIEW (canvas);
  QdGdlRenderOptions options = self->options;

  options.palette = qd_canvas_get_palette (canvas);
  if (self->board != NULL)
    qd_gdl_render_get_size (self->board, &options, width, height);
}

static void
qd_gdl_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdGdlView *self = QD_GDL_VIEW (canvas);
  QdGdlRenderOptions options = self->options;

  if (self->board == NULL)
    return;
  options.palette = palette;
  qd_gdl_render (cr, self->board, &options);
}

/* The pointer's cell, else the keyboard cursor's while the board has the focus. */
static void
update_hover (QdGdlView *self)
{
  gint hover = -1;

  if (self->playable)
    hover = qd_canvas_hover_cell (QD_CANVAS (self), self->pointer_cell);
  if (hover == self->options.hover)
    return;
  self->options.hover = hover;
  qd_canvas_redraw (QD_CANVAS (self));
}

static void
on_pointer_moved (QdGdlView *self, double x, double y)
{
  guint cell;

  self->pointer_cell = hit (self, x, y, &cell) ? (gint) cell : -1;
  update_hover (self);
}

static void
on_pointer_left (QdGdlView *self)
{
  self->pointer_cell = -1;
  update_hover (self);
}

static void
choose (QdGdlView *self, guint cell)
{
  if (cell < n_board_cells (self))
    g_signal_emit (self, signals[CELL_CHOSEN], 0, cell);
}

static void
on_pressed (QdGdlView *self, double x, double y, gint n_press)
{
  guint cell;

  if (n_press == 1 && hit (self, x, y, &cell))
    {
      qd_canvas_set_cursor (QD_CANVAS (self), (gint) cell);
      choose (self, cell);
    }
}

/* ------------------------------------------------ keyboard and screen reader */

static guint
qd_gdl_view_n_cells (QdCanvas *canvas)
{
  return n_board_cells (QD_GDL_VIEW (canvas));
}

static void
qd_gdl_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdGdlView *self = QD_GDL_VIEW (canvas);
  QdGdlRenderOptions options = self->options;
  double x, y, size, width, height;

  options.palette = qd_canvas_get_palette (canvas);
  if (qd_gdl_render_table_box (self->board, &options, cell, &x, &y, &width, &height))
    {
      graphene_rect_init (rect, x, y, width, height);
      return;
    }
  qd_gdl_render_cell_box (self->board, cell, &x, &y, &size);
  graphene_rect_init (rect, x, y, size, size);
}

/* "left (throw paper), right (throw rock): left 100, right 0, played". */
static char *
describe_table_cell (QdGdlView *self, guint cell)
{
  const QdGdlNormalForm *form = self->options.table;
  guint row = cell / form->n_moves[1], column = cell % form->n_moves[1];
  const gint *goals = form->goals + (gsize) cell * 2;

  if ((gint) cell == self->options.table_played)
    /* TRANSLATORS: a cell of a payoff table: each role's move, then each role's goal value; the joint move played. */
    return g_strdup_printf (_("%s %s, %s %s: %s %d, %s %d, the joint move played"), form->roles[0],
                            form->moves[0][row], form->roles[1], form->moves[1][column], form->roles[0], goals[0],
                            form->roles[1], goals[1]);
  /* TRANSLATORS: a cell of a payoff table: each role's move, then each role's goal value. */
  return g_strdup_printf (_("%s %s, %s %s: %s %d, %s %d"), form->roles[0], form->moves[0][row], form->roles[1],
                          form->moves[1][column], form->roles[0], goals[0], form->roles[1], goals[1]);
}

/* "cell 1 3: x", "cell 2 2: empty, a move plays here". */
static char *
qd_gdl_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdGdlView *self = QD_GDL_VIEW (canvas);
  const char *first, *second, *content;
  gboolean playable = self->options.playable != NULL && self->options.playable[cell];

  if (shows_table (self))
    return describe_table_cell (self, cell);
  qd_gdl_board_coordinates (self->board, cell, &first, &second);
  content = qd_gdl_board_content (self->board, cell);
  /* TRANSLATORS: the board's relation and the cell's two coordinates, then what is there. */
  return g_strdup_printf (playable ? _("%s %s %s: %s, a move plays here") : _("%s %s %s: %s"), self->board->relation,
                          first, second, content != NULL ? content : _("empty"));
}

/* The facts not on the board, "control x; step 3", for the screen reader. */
static void
append_facts (QdGdlView *self, GString *text)
{
  for (guint g = 0; g < self->board->groups->len; g++)
    {
      const QdGdlFactGroup *group = g_ptr_array_index (self->board->groups, g);

      for (guint f = 0; f < group->facts->len; f++)
        g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", (char *) g_ptr_array_index (group->facts, f));
    }
}

/* "A board of 3 rows and 3 columns (cell). Other facts: (control x)." */
static char *
qd_gdl_view_describe (QdCanvas *canvas)
{
  QdGdlView *self = QD_GDL_VIEW (canvas);
  g_autoptr(GString) facts = g_string_new (NULL);

  if (self->board == NULL)
    return NULL;
  append_facts (self, facts);
  if (shows_table (self))
    /* TRANSLATORS: the payoff table of a game whose two roles move once, together. */
    return g_strdup_printf (_("The payoff table: %s’s %u moves down, %s’s %u moves across, each cell their goal "
                              "values. The state’s facts: %s."), self->options.table->roles[0],
                            self->options.table->n_moves[0], self->options.table->roles[1],
                            self->options.table->n_moves[1], facts->len > 0 ? facts->str : _("none"));
  if (n_board_cells (self) == 0)
    return g_strdup_printf (_("The state’s facts: %s."), facts->str);
  return g_strdup_printf (_("A board of %u rows and %u columns (%s). Other facts: %s."), self->board->n_rows,
                          self->board->n_columns, self->board->relation, facts->len > 0 ? facts->str : _("none"));
}

/* -------------------------------------------------------------- setters */

void
qd_gdl_view_set_board (QdGdlView *self, const QdGdlBoard *board, const gboolean *playable, const char *caption)
{
  double width = 0, height = 0;

  self->board = board;
  self->options.playable = playable;
  self->options.caption = caption;
  if (board != NULL)
    qd_gdl_render_get_size (board, &self->options, &width, &height);
  if (board == NULL || board->n_rows != self->n_rows || board->n_columns != self->n_columns ||
      width != self->width || height != self->height)
    {
      self->n_rows = board != NULL ? board->n_rows : 0;
      self->n_columns = board != NULL ? board->n_columns : 0;
      self->width = width;
      self->height = height;
      self->pointer_cell = -1;
      self->options.hover = -1;
      qd_canvas_contents_changed (QD_CANVAS (self));
    }
  else
    qd_canvas_redraw (QD_CANVAS (self));
  update_hover (self);
}

void
qd_gdl_view_set_table (QdGdlView *self, const QdGdlNormalForm *table, gint played)
{
  self->options.table = table;
  self->options.table_played = played;
}

void
qd_gdl_view_set_hint (QdGdlView *self, gint cell)
{
  self->options.hint = cell;
  qd_canvas_redraw (QD_CANVAS (self));
}

void
qd_gdl_view_set_last (QdGdlView *self, gint cell)
{
  self->options.last = cell;
  qd_canvas_redraw (QD_CANVAS (self));
}

gint
qd_gdl_view_get_last (QdGdlView *self)
{
  return self->options.last;
}

void
qd_gdl_view_set_playable (QdGdlView *self, gboolean playable)
{
  self->playable = playable;
  update_hover (self);
}

static void
qd_gdl_view_class_init (QdGdlViewClass *klass)
{
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_gdl_view);
  signals[CELL_CHOSEN] = qd_signal_new (klass, "cell-chosen", 1, G_TYPE_UINT);
}

static void
qd_gdl_view_init (QdGdlView *self)
{
  self->pointer_cell = -1;
  qd_gdl_render_options_init (&self->options, NULL);
  g_signal_connect_swapped (self, "pressed", G_CALLBACK (on_pressed), self);
  g_signal_connect_swapped (self, "cell-activated", G_CALLBACK (choose), self);
  g_signal_connect_swapped (self, "pointer-moved", G_CALLBACK (on_pointer_moved), self);
  g_signal_connect_swapped (self, "pointer-left", G_CALLBACK (on_pointer_left), self);
  qd_canvas_follow_hover (QD_CANVAS (self), G_CALLBACK (update_hover), self);
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.25, 3.0);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
}
