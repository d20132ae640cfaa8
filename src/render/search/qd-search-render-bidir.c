/* qd-search-render-bidir.c — a bidirectional search's two searches drawn
 * apart: what the backward search (from the goal) reached is tinted in the
 * second player's colour and marked with a square where the forward
 * search's marks are dots, its frontier ringed in that colour; the meeting
 * (the state both reached with the least g_forward + g_backward) gets a
 * double ring (qd-search-render-legend.c names the three). */
#include "config.h"
#include "qd-search-render-private.h"


void
qd_search_scene_init_sides (QdSearchScene *scene)
{
  guint n;

  scene->meet = G_MAXUINT;
  if (scene->run == NULL || !qd_search_run_is_bidirectional (scene->run)
      || (n = qd_search_run_n_cells (scene->run)) == 0)
    return;
  scene->sides = g_new0 (guint8, n);
  qd_search_run_sides (scene->run, scene->step, scene->sides, &scene->meet, NULL);
}

gboolean
qd_search_render_is_backward (const QdSearchScene *scene, guint cell)
{
  return scene->sides != NULL && scene->sides[cell] == 2;
}

void
qd_search_render_backward_color (const QdPalette *palette, gboolean frontier, QdColor *out)
{
  if (frontier)
    qd_color_mix (out, &palette->min_fill, &palette->foreground, 0.35);
  else
    qd_color_mix (out, &palette->leaf_fill, &palette->min_fill, qd_palette_is_dark (palette) ? 0.5 : 0.55);
}

/* The backward search's explored mark: a square (the forward one's is a dot). */
void
qd_search_render_backward_mark (cairo_t *cr, const QdPalette *palette, double x, double y, double r)
{
  cairo_rectangle (cr, x - r, y - r, 2 * r, 2 * r);
  qd_draw_set_color (cr, &palette->foreground, 0.75);
  cairo_fill (cr);
}

void
qd_search_render_meet_mark (cairo_t *cr, const QdPalette *palette, double x, double y, double r)
{
  for (guint k = 0; k < 2; k++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, r + 3.5 * k, 0, 2 * G_PI);
    }
  qd_draw_set_color (cr, &palette->good, 1);
  qd_draw_line_width (cr, palette, 2.5);
  cairo_stroke (cr);
}
