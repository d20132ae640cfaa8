/* qd-search-render-rbfs.c — recursive best-first search on a route map or a
 * maze: the places and cells whose nodes RBFS forgot (a cross) or generated
 * again (a ring with a notch, "again"), drawn over the statuses
 * (qd_search_run_rbfs_marks); qd-search-render-legend.c names them. */
#include "config.h"

#include "qd-search-render-private.h"


static void
draw_forgotten (cairo_t *cr, const QdPalette *palette, double x, double y, double r)
{
  cairo_move_to (cr, x - r, y - r);
  cairo_line_to (cr, x + r, y + r);
  cairo_move_to (cr, x + r, y - r);
  cairo_line_to (cr, x - r, y + r);
  qd_draw_set_color (cr, &palette->muted, 1);
  qd_draw_line_width (cr, palette, MAX (r * 0.45, 0.8));
  cairo_stroke (cr);
}

static void
draw_regenerated (cairo_t *cr, const QdPalette *palette, double x, double y, double r)
{
  /* A ring open at the top right, its end an arrowhead: round again. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, -G_PI / 3, 3 * G_PI / 2);
  qd_draw_set_color (cr, &palette->accent, 1);
  qd_draw_line_width (cr, palette, MAX (r * 0.4, 0.8));
  cairo_stroke (cr);
  cairo_move_to (cr, x + r * 0.1, y - r * 1.55);
  cairo_line_to (cr, x + r * 0.1, y - r * 0.45);
  cairo_line_to (cr, x + r * 0.9, y - r);
  cairo_close_path (cr);
  cairo_fill (cr);
}

void
qd_search_render_rbfs_mark (cairo_t *cr, const QdPalette *palette, guint8 mark, double x, double y, double r)
{
  if (mark == QD_SEARCH_RBFS_FORGOTTEN)
    draw_forgotten (cr, palette, x, y, r);
  else if (mark == QD_SEARCH_RBFS_REGENERATED)
    draw_regenerated (cr, palette, x, y, r);
}

void
qd_search_render_rbfs (cairo_t *cr, const QdSearchScene *scene)
{
  const QdSearchRun *run = scene->run;
  guint n;
  g_autofree guint8 *marks = NULL;

  if (run == NULL || scene->options->moves != G_MAXUINT || scene->doc->kind == QD_SEARCH_TILES
      || qd_search_run_settings (run)->algorithm != QD_SPACE_RBFS || (n = qd_search_run_n_cells (run)) == 0)
    return;
  marks = g_new (guint8, n);
  qd_search_run_rbfs_marks (run, scene->step, marks);
  for (guint cell = 0; cell < n; cell++)
    {
      double x, y, w, h;

      if (marks[cell] == QD_SEARCH_RBFS_NONE)
        continue;
      qd_search_render_cell_rect (scene->doc, cell, &x, &y, &w, &h);
      /* The mark at a place's top left (its name is mostly on its right), inside a maze's cell. */
      if (scene->doc->kind == QD_SEARCH_ROUTE)
        qd_search_render_rbfs_mark (cr, scene->palette, marks[cell], x, y, MAX (MIN (w, h) * 0.35, 4));
      else
        qd_search_render_rbfs_mark (cr, scene->palette, marks[cell], x + w * 0.75, y + h * 0.25, MAX (MIN (w, h) * 0.2, 1.5));
    }
}
