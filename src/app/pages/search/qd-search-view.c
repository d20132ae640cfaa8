/* qd-search-view.c — a state space and a search's step on a QdCanvas. */
#include "config.h"
#include "qd-search-view.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-tiles.h"
#include "render/search/qd-search-render-online.h"
#include "widgets/qd-legend.h"

struct _QdSearchView
{
  QdCanvas parent_instance;

  const QdSearchDoc *doc;
  const QdSearchRun *run;
  guint step;
  gboolean editing;
  gboolean hide_current, hide_current_f;   /* practice (qd_search_view_set_practice) */
  guint8 *status;               /* the statuses at the step (describe_cell), or NULL */
  guint status_step;            /* the step they are of */
  const QdSearchOnline *online; /* an online agent's walk shown instead of the run, or NULL */
  QdLegend *legend;             /* the key above the board (qd_search_view_get_legend), or NULL */
};

G_DEFINE_FINAL_TYPE (QdSearchView, qd_search_view, QD_TYPE_CANVAS)

static void
fill_options (QdSearchView *self, QdSearchRenderOptions *options, const QdPalette *palette)
{
  qd_search_render_options_init (options, self->doc);
  options->run = self->online != NULL ? NULL : self->run;
  options->step = self->step;
  options->editing = self->editing;
  options->cursor = self->editing ? qd_canvas_get_cursor (QD_CANVAS (self)) : -1;
  options->palette = palette;
  options->min_name_px = QD_CANVAS_MIN_NAME_PX;
  options->hide_current = self->hide_current;
  options->hide_current_f = self->hide_current_f;
  options->legend_apart = TRUE;
}

static void
draw_swatch (cairo_t *cr, const QdPalette *palette, guint item, double size, gpointer data)
{
  qd_search_render_legend_swatch (cr, palette, item, 0, 0, size);
}

/* The key follows what the drawing shows. */
static void
update_legend (QdSearchView *self)
{
  QdSearchRenderOptions options;
  QdSearchLegend items[QD_SEARCH_N_LEGEND];
  guint keys[QD_SEARCH_N_LEGEND], n = 0;
  const char *labels[QD_SEARCH_N_LEGEND];

  if (self->legend == NULL)
    return;
  if (self->doc != NULL)
    {
      fill_options (self, &options, NULL);
      n = qd_search_render_legend_items (&options, items);
    }
  for (guint i = 0; i < n; i++)
    {
      keys[i] = items[i];
      labels[i] = qd_search_render_legend_label (items[i]);
    }
  qd_legend_set (self->legend, n, keys, labels);
}

GtkWidget *
qd_search_view_get_legend (QdSearchView *self)
{
  if (self->legend == NULL)
    {
      self->legend = g_object_ref_sink (qd_legend_new (QD_CANVAS (self), draw_swatch, NULL));
      update_legend (self);
    }
  return GTK_WIDGET (self->legend);
}

static void
qd_search_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdSearchView *self = QD_SEARCH_VIEW (canvas);

  if (self->doc != NULL)
    qd_search_render_get_size (self->doc, width, height);
}

static void
qd_search_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdSearchView *self = QD_SEARCH_VIEW (canvas);
  QdSearchRenderOptions options;

  if (self->doc == NULL)
    return;
  fill_options (self, &options, palette);
  qd_search_render (cr, &options);
  if (self->online != NULL && !self->editing)
    qd_search_render_online (cr, self->doc, self->online, palette);
}

/* ------------------------------------------------ a large maze on a worker */

static gboolean
is_large (const QdSearchDoc *doc)
{
  return doc != NULL && doc->kind == QD_SEARCH_MAZE
         && (gsize) doc->maze->rows * doc->maze->cols > QD_SEARCH_RENDER_PIXEL_CELLS;
}

/* What the worker draws: copies of the maze and of the statuses (a run
 * stand-in would need the whole log: the drawing of a large maze reads only
 * the statuses, which the render takes from `status` here). */
typedef struct {
  QdOwned owned;
  QdSearchDoc *doc;
  QdSearchRenderOptions options;
  QdPalette palette;
  guint8 *status;
} Drawing;

static void
drawing_draw (cairo_t *cr, gpointer data)
{
  Drawing *d = data;

  qd_search_render (cr, &d->options);
}

static void
qd_search_view_take_drawing (QdCanvas *canvas, const QdPalette *palette, QdCanvasDrawing *drawing)
{
  QdSearchView *self = QD_SEARCH_VIEW (canvas);
  Drawing *d = g_new0 (Drawing, 1);

  d->doc = qd_owned_add (&d->owned, qd_search_doc_copy (self->doc), (GDestroyNotify) qd_search_doc_free);
  d->palette = *palette;
  d->palette.font_family = qd_owned_add (&d->owned, g_strdup (palette->font_family), g_free);
  fill_options (self, &d->options, &d->palette);
  d->options.doc = d->doc;
  /* The worker reads copies only: the statuses at the step, not the run
   * (the page may free it while the drawing is being made). */
  d->options.run = NULL;
  d->options.step = G_MAXUINT;
  if (self->run != NULL && !self->editing)
    {
      guint n = qd_search_run_n_cells (self->run);

      d->status = qd_owned_add (&d->owned, g_new0 (guint8, MAX (n, 1)), g_free);
      qd_search_render_statuses (self->run, self->step, d->status);
      if (self->hide_current)
        qd_search_render_hide_current (d->status, n);
      d->options.status = d->status;
    }
  drawing->draw = drawing_draw;
  drawing->data = d;
  drawing->free = qd_owned_free;
}

/* ------------------------------------------------ keyboard and screen reader */

static guint
qd_search_view_n_cells (QdCanvas *canvas)
{
  QdSearchView *self = QD_SEARCH_VIEW (canvas);

  return self->doc != NULL ? qd_search_render_n_cells (self->doc) : 0;
}

static void
qd_search_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdSearchView *self = QD_SEARCH_VIEW (canvas);
  double x, y, w, h;

  qd_search_render_cell_rect (self->doc, cell, &x, &y, &w, &h);
  graphene_rect_init (rect, x, y, w, h);
}

static const guint8 *
statuses (QdSearchView *self)
{
  guint n;

  if (self->run == NULL || self->editing || (n = qd_search_run_n_cells (self->run)) == 0)
    return NULL;
  if (self->status == NULL || self->status_step != self->step)
    {
      g_free (self->status);
      self->status = g_new0 (guint8, n);
      qd_search_render_statuses (self->run, self->step, self->status);
      if (self->hide_current)
        qd_search_render_hide_current (self->status, n);
      self->status_step = self->step;
    }
  return self->status;
}

static const char *
status_word (guint8 status)
{
  switch (status)
    {
    case QD_SEARCH_CELL_FRONTIER:
      return _("on the frontier");
    case QD_SEARCH_CELL_EXPLORED:
      return _("explored");
    case QD_SEARCH_CELL_PATH:
      return _("on the current path");
    case QD_SEARCH_CELL_CURRENT:
      return _("being expanded");
    case QD_SEARCH_CELL_UNSEEN:
    default:
      return _("not reached");
    }
}

/* "Sibiu, start", "3 5, wall", "Tile 7 (belongs at row 3, column 2)"; then
 * what the search made of it. */
static char *
qd_search_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdSearchView *self = QD_SEARCH_VIEW (canvas);
  const QdSearchDoc *doc = self->doc;
  const guint8 *status = statuses (self);
  g_autoptr(GString) text = g_string_new (NULL);

  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      {
        const QdSearchRoute *route = doc->route;

        g_string_append (text, route->names[cell]);
        if (cell == route->start)
          g_string_append_printf (text, ", %s", _("start"));
        if (cell == route->goal)
          g_string_append_printf (text, ", %s", _("goal"));
        break;
      }
    case QD_SEARCH_MAZE:
      {
        const QdSearchMaze *maze = doc->maze;
        guint value = maze->cells[cell];

        /* TRANSLATORS: a maze's cell: its row and column from 0, as the command line writes them */
        g_string_append_printf (text, _("Row %u, column %u"), cell / maze->cols, cell % maze->cols);
        if (cell == maze->start)
          g_string_append_printf (text, ", %s", _("start"));
        else if (cell == maze->goal)
          g_string_append_printf (text, ", %s", _("goal"));
        if (value == QD_SEARCH_MAZE_WALL)
          g_string_append_printf (text, ", %s", _("wall"));
        else if (value > 1)
          g_string_append_printf (text, _(", cost %u"), value);
        if (self->online != NULL && !self->editing)
          {
            g_autofree char *known = qd_search_render_online_cell_text (self->online, cell);

            g_string_append_printf (text, ", %s", known);
            return g_string_free (g_steal_pointer (&text), FALSE);
          }
        break;
      }
    case QD_SEARCH_TILES:
    default:
      {
        /* Practice on the board taken next: the step before's, as drawn. */
        guint step = self->editing ? G_MAXUINT
                   : self->hide_current && self->step > 0 && self->step != G_MAXUINT ? self->step - 1 : self->step;
        g_autofree char *board = qd_search_render_board_text (doc, self->run, step, cell);

        return g_steal_pointer (&board);
      }
    }
  if (status != NULL)
    g_string_append_printf (text, ", %s", status_word (status[cell]));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
qd_search_view_describe (QdCanvas *canvas)
{
  QdSearchView *self = QD_SEARCH_VIEW (canvas);

  if (self->doc == NULL)
    return NULL;
  if (self->online != NULL && !self->editing)
    return qd_search_render_online_text (self->online);
  if (self->run != NULL && !self->editing)
    return qd_search_render_practice_step_text (self->run, self->step, self->hide_current, self->hide_current_f);
  return qd_search_render_doc_text (self->doc);
}

static void
qd_search_view_finalize (GObject *object)
{
  QdSearchView *self = QD_SEARCH_VIEW (object);

  g_free (self->status);
  g_clear_object (&self->legend);
  G_OBJECT_CLASS (qd_search_view_parent_class)->finalize (object);
}

static void
qd_search_view_class_init (QdSearchViewClass *klass)
{
  QdCanvasClass *canvas_class = QD_CANVAS_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = qd_search_view_finalize;
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_search_view);
  canvas_class->take_drawing = qd_search_view_take_drawing;
}

/* The editor's drawing marks the cursor's cell. */
static void
on_cursor_moved (QdSearchView *self, gint cell)
{
  if (self->editing)
    qd_canvas_redraw (QD_CANVAS (self));
}

static void
qd_search_view_init (QdSearchView *self)
{
  self->step = G_MAXUINT;
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  g_signal_connect (self, "cursor-moved", G_CALLBACK (on_cursor_moved), NULL);
}

static void
drop_status (QdSearchView *self)
{
  g_clear_pointer (&self->status, g_free);
}

void
qd_search_view_set_doc (QdSearchView *self, const QdSearchDoc *doc)
{
  self->doc = doc;
  self->run = NULL;
  self->step = G_MAXUINT;
  drop_status (self);
  qd_canvas_set_zoom_preview (QD_CANVAS (self), is_large (doc));
  qd_canvas_contents_changed (QD_CANVAS (self));
  update_legend (self);
}

void
qd_search_view_set_run (QdSearchView *self, const QdSearchRun *run, guint step)
{
  if (self->run == run && self->step == step)
    return;
  self->run = run;
  self->step = step;
  drop_status (self);
  qd_canvas_redraw (QD_CANVAS (self));
  update_legend (self);
}

void
qd_search_view_set_editing (QdSearchView *self, gboolean editing)
{
  self->editing = editing;
  drop_status (self);
  qd_canvas_redraw (QD_CANVAS (self));
  update_legend (self);
}

void
qd_search_view_set_practice (QdSearchView *self, gboolean hide_current, gboolean hide_current_f)
{
  if (self->hide_current == hide_current && self->hide_current_f == hide_current_f)
    return;
  self->hide_current = hide_current;
  self->hide_current_f = hide_current_f;
  drop_status (self);
  qd_canvas_redraw (QD_CANVAS (self));
}

void
qd_search_view_set_online (QdSearchView *self, const QdSearchOnline *online)
{
  self->online = online;
  qd_canvas_redraw (QD_CANVAS (self));
  update_legend (self);
}
