/* qd-search-render-legend.c — the key to a search drawing's marks: a
 * bidirectional search's two sides and where they meet, RBFS's forgotten
 * and regenerated nodes.  An export draws it along the picture's top edge;
 * the screen shows it beside the drawing (options->legend_apart), each key
 * a swatch drawn here and its name, so that it keeps its size whatever the
 * zoom. */
#include "config.h"

#include "qd-search-render-private.h"

#include <glib/gi18n.h>

guint
qd_search_render_legend_items (const QdSearchRenderOptions *options, QdSearchLegend *items)
{
  const QdSearchRun *run = options->editing ? NULL : options->run;
  guint n = 0;

  if (run == NULL || options->moves != G_MAXUINT || qd_search_run_n_steps (run) == 0
      || qd_search_run_n_cells (run) == 0)
    return 0;
  if (qd_search_run_is_bidirectional (run))
    {
      items[n++] = QD_SEARCH_LEGEND_FORWARD;
      items[n++] = QD_SEARCH_LEGEND_BACKWARD;
      items[n++] = QD_SEARCH_LEGEND_MEET;
      items[n++] = QD_SEARCH_LEGEND_FORWARD_FRONTIER;
      items[n++] = QD_SEARCH_LEGEND_BACKWARD_FRONTIER;
    }
  if (options->doc->kind != QD_SEARCH_TILES && qd_search_run_settings (run)->algorithm == QD_SPACE_RBFS)
    {
      items[n++] = QD_SEARCH_LEGEND_FORGOTTEN;
      items[n++] = QD_SEARCH_LEGEND_REGENERATED;
    }
  return n;
}

const char *
qd_search_render_legend_label (QdSearchLegend item)
{
  switch (item)
    {
    case QD_SEARCH_LEGEND_FORWARD:
      return _("forward (from the start)");
    case QD_SEARCH_LEGEND_BACKWARD:
      return _("backward (from the goal)");
    case QD_SEARCH_LEGEND_MEET:
      return _("where they meet");
    case QD_SEARCH_LEGEND_FORWARD_FRONTIER:
      /* TRANSLATORS: the key of a bidirectional search's board: the ring of a node waiting to be expanded */
      return _("forward frontier");
    case QD_SEARCH_LEGEND_BACKWARD_FRONTIER:
      return _("backward frontier");
    case QD_SEARCH_LEGEND_FORGOTTEN:
      /* TRANSLATORS: the legend of RBFS's marks on the search's board */
      return _("forgotten");
    case QD_SEARCH_LEGEND_REGENERATED:
    default:
      /* TRANSLATORS: the legend of RBFS's marks on the search's board */
      return _("regenerated");
    }
}

void
qd_search_render_legend_swatch (cairo_t *cr, const QdPalette *palette, QdSearchLegend item, double x, double y,
                                double size)
{
  double cx = x + size / 2, cy = y + size / 2;
  QdColor fill;

  palette = palette != NULL ? palette : qd_palette_light ();
  cairo_save (cr);
  switch (item)
    {
    case QD_SEARCH_LEGEND_FORWARD:
    case QD_SEARCH_LEGEND_BACKWARD:
      /* The side's tint, and its mark: a dot forward, a square backward. */
      if (item == QD_SEARCH_LEGEND_FORWARD)
        qd_search_render_explored_color (palette, &fill);
      else
        qd_search_render_backward_color (palette, FALSE, &fill);
      cairo_rectangle (cr, x, y, size, size);
      qd_draw_set_color (cr, &fill, 1);
      cairo_fill (cr);
      if (item == QD_SEARCH_LEGEND_BACKWARD)
        qd_search_render_backward_mark (cr, palette, cx, cy, size * 0.2);
      else
        {
          cairo_arc (cr, cx, cy, size * 0.2, 0, 2 * G_PI);
          qd_draw_set_color (cr, &palette->foreground, 0.75);
          cairo_fill (cr);
        }
      break;
    case QD_SEARCH_LEGEND_MEET:
      qd_search_render_meet_mark (cr, palette, cx, cy, size * 0.22);
      break;
    case QD_SEARCH_LEGEND_FORWARD_FRONTIER:
    case QD_SEARCH_LEGEND_BACKWARD_FRONTIER:
      /* The rings as a place of a route wears them (a maze's cell is
       * outlined in the same colours). */
      cairo_arc (cr, cx, cy, size * 0.36, 0, 2 * G_PI);
      if (item == QD_SEARCH_LEGEND_FORWARD_FRONTIER)
        qd_search_render_stroke_dashed (cr, palette, 2, 1);
      else
        {
          qd_search_render_backward_color (palette, TRUE, &fill);
          qd_draw_set_color (cr, &fill, 1);
          qd_draw_line_width (cr, palette, 2);
          cairo_stroke (cr);
        }
      break;
    case QD_SEARCH_LEGEND_FORGOTTEN:
    case QD_SEARCH_LEGEND_REGENERATED:
    default:
      qd_search_render_rbfs_mark (cr, palette,
                                  item == QD_SEARCH_LEGEND_FORGOTTEN ? QD_SEARCH_RBFS_FORGOTTEN
                                                                     : QD_SEARCH_RBFS_REGENERATED,
                                  cx, cy + size * 0.05, size * 0.32);
      break;
    }
  cairo_restore (cr);
}

void
qd_search_render_legend (cairo_t *cr, const QdSearchScene *scene)
{
  const QdPalette *palette = scene->palette;
  QdSearchLegend items[QD_SEARCH_N_LEGEND];
  double size = qd_palette_text (palette, 9.5), box = size * 1.1, x = 6, y = 11;
  guint n;
  QdDrawText text;

  if (scene->options->legend_apart || (n = qd_search_render_legend_items (scene->options, items)) == 0)
    return;
  qd_draw_text_init (&text, cr, palette->font_family, "H");
  for (guint i = 0; i < n; i++)
    {
      qd_search_render_legend_swatch (cr, palette, items[i], x, y - box / 2, box);
      x += box + 4;
      x += qd_draw_text (&text, qd_search_render_legend_label (items[i]), size,
                         QD_DRAW_TEXT_LEFT | QD_DRAW_TEXT_CAP_MIDDLE, x, y, &palette->foreground, 0.9);
      x += 10;
    }
  qd_draw_text_clear (&text);
}
