/* qd-search-render-rbfs.c — recursive best-first search on a route map or a
 * maze: the places and cells whose nodes RBFS forgot (a cross) or generated
 * again (a ring with a notch, "again"), drawn over the statuses, and their
 * legend in the drawing's bottom margin (qd_search_run_rbfs_marks). */
#include "config.h"

#include "qd-search-render-private.h"

#include <glib/gi18n.h>

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

static void
draw_mark (cairo_t *cr, const QdPalette *palette, guint8 mark, double x, double y, double r)
{
  if (mark == QD_SEARCH_RBFS_FORGOTTEN)
    draw_forgotten (cr, palette, x, y, r);
  else if (mark == QD_SEARCH_RBFS_REGENERATED)
    draw_regenerated (cr, palette, x, y, r);
}

static void
draw_legend (cairo_t *cr, const QdSearchScene *scene)
{
  const QdPalette *palette = scene->palette;
  double width, height, x = 8, y, size = qd_palette_text (palette, 12);
  QdDrawText text;
  const struct { guint8 mark; const char *label; } items[] = {
    /* TRANSLATORS: the legend of RBFS's marks on the search's board */
    { QD_SEARCH_RBFS_FORGOTTEN, N_("forgotten") },
    { QD_SEARCH_RBFS_REGENERATED, N_("regenerated") },
  };

  qd_search_render_get_size (scene->doc, &width, &height);
  y = height - QD_SEARCH_RENDER_MARGIN / 2;
  qd_draw_text_init (&text, cr, palette->font_family, "H");
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      draw_mark (cr, palette, items[i].mark, x + size * 0.4, y, size * 0.4);
      x += size * 1.2;
      x += qd_draw_text (&text, _(items[i].label), size, QD_DRAW_TEXT_LEFT | QD_DRAW_TEXT_CAP_MIDDLE, x, y,
                         &palette->foreground, 0.85);
      x += size * 1.2;
    }
  qd_draw_text_clear (&text);
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
      /* The mark at the cell's top right corner (a maze's inside it). */
      if (scene->doc->kind == QD_SEARCH_ROUTE)
        draw_mark (cr, scene->palette, marks[cell], x + w, y, MAX (MIN (w, h) * 0.35, 4));
      else
        draw_mark (cr, scene->palette, marks[cell], x + w * 0.75, y + h * 0.25, MAX (MIN (w, h) * 0.2, 1.5));
    }
  draw_legend (cr, scene);
}
