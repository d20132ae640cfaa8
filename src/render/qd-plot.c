/* qd-plot.c — line plots for experiments: the model (titles, axes, series
 * of points with error bars) and sheets of plots side by side.  The ticks
 * are in qd-plot-ticks.c, the layout and the drawing in qd-plot-render.c.
 */
#include "qd-plot-private.h"

#include "qd-draw.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

/* ------------------------------------------------------------------ model */

QdPlot *
qd_plot_new (const char *title)
{
  QdPlot *plot = g_new0 (QdPlot, 1);

  plot->title = g_strdup (title);
  for (guint a = 0; a < 2; a++)
    {
      plot->axes[a].scale = QD_PLOT_LINEAR;
      plot->axes[a].min = NAN;
      plot->axes[a].max = NAN;
    }
  plot->series = g_ptr_array_new_with_free_func (qd_owned_free);
  return plot;
}

void
qd_plot_free (QdPlot *plot)
{
  if (plot == NULL)
    return;
  g_free (plot->title);
  for (guint a = 0; a < 2; a++)
    g_free (plot->axes[a].title);
  g_ptr_array_unref (plot->series);
  g_free (plot);
}

void
qd_plot_set_title (QdPlot *plot, const char *title)
{
  g_return_if_fail (plot != NULL);
  g_free (plot->title);
  plot->title = g_strdup (title);
}

const char *
qd_plot_get_title (const QdPlot *plot)
{
  g_return_val_if_fail (plot != NULL, NULL);
  return plot->title;
}

void
qd_plot_set_axis (QdPlot *plot, QdPlotAxis axis, const char *title, QdPlotScale scale)
{
  g_return_if_fail (plot != NULL && (axis == QD_PLOT_AXIS_X || axis == QD_PLOT_AXIS_Y));
  g_free (plot->axes[axis].title);
  plot->axes[axis].title = g_strdup (title);
  plot->axes[axis].scale = scale;
}

QdPlotScale
qd_plot_get_scale (const QdPlot *plot, QdPlotAxis axis)
{
  g_return_val_if_fail (plot != NULL && (axis == QD_PLOT_AXIS_X || axis == QD_PLOT_AXIS_Y), QD_PLOT_LINEAR);
  return plot->axes[axis].scale;
}

void
qd_plot_set_range (QdPlot *plot, QdPlotAxis axis, double min, double max)
{
  g_return_if_fail (plot != NULL && (axis == QD_PLOT_AXIS_X || axis == QD_PLOT_AXIS_Y));
  plot->axes[axis].min = min;
  plot->axes[axis].max = max;
}

void
qd_plot_set_integer (QdPlot *plot, QdPlotAxis axis, gboolean integer)
{
  g_return_if_fail (plot != NULL && (axis == QD_PLOT_AXIS_X || axis == QD_PLOT_AXIS_Y));
  plot->axes[axis].integer = integer;
}

guint
qd_plot_add_series (QdPlot *plot, const char *name)
{
  QdPlotSeries *s;

  g_return_val_if_fail (plot != NULL, 0);
  s = g_new0 (QdPlotSeries, 1);
  s->name = qd_owned_add (&s->owned, g_strdup (name != NULL ? name : ""), g_free);
  s->style = plot->series->len;
  s->points =
    qd_owned_add (&s->owned, g_array_new (FALSE, FALSE, sizeof (QdPlotPoint)), (GDestroyNotify) g_array_unref);
  g_ptr_array_add (plot->series, s);
  return plot->series->len - 1;
}

guint
qd_plot_n_series (const QdPlot *plot)
{
  g_return_val_if_fail (plot != NULL, 0);
  return plot->series->len;
}

static QdPlotSeries *
get_series (const QdPlot *plot, guint series)
{
  g_return_val_if_fail (plot != NULL, NULL);
  g_return_val_if_fail (series < plot->series->len, NULL);
  return g_ptr_array_index (plot->series, series);
}

void
qd_plot_series_set_note (QdPlot *plot, guint series, const char *note)
{
  QdPlotSeries *s = get_series (plot, series);

  g_return_if_fail (s != NULL);
  g_free (qd_owned_steal (&s->owned, s->note));
  s->note = qd_owned_add (&s->owned, note != NULL && *note != '\0' ? g_strdup (note) : NULL, g_free);
}

void
qd_plot_series_set_style (QdPlot *plot, guint series, guint style)
{
  QdPlotSeries *s = get_series (plot, series);

  g_return_if_fail (s != NULL);
  s->style = style;
}

void
qd_plot_series_set_line_only (QdPlot *plot, guint series, gboolean line_only)
{
  QdPlotSeries *s = get_series (plot, series);

  g_return_if_fail (s != NULL);
  s->line_only = line_only;
}

void
qd_plot_series_set_markers_only (QdPlot *plot, guint series, gboolean markers_only)
{
  QdPlotSeries *s = get_series (plot, series);

  g_return_if_fail (s != NULL);
  s->markers_only = markers_only;
}

void
qd_plot_add_point_range (QdPlot *plot, guint series, double x, double y, double low, double high,
                         gboolean censored)
{
  QdPlotSeries *s = get_series (plot, series);
  gboolean bar = isfinite (low) && isfinite (high) && high > low;
  QdPlotPoint p = { x, y, bar ? low : NAN, bar ? high : NAN, censored };

  g_return_if_fail (s != NULL);
  g_array_append_val (s->points, p);
}

void
qd_plot_add_point (QdPlot *plot, guint series, double x, double y, double y_error)
{
  qd_plot_add_point_range (plot, series, x, y, y - y_error, y + y_error, FALSE);
}

gboolean
qd_plot_point_is_censored (const QdPlot *plot, guint series, guint index)
{
  QdPlotSeries *s = get_series (plot, series);

  g_return_val_if_fail (s != NULL && index < s->points->len, FALSE);
  return g_array_index (s->points, QdPlotPoint, index).censored;
}

guint
qd_plot_series_n_points (const QdPlot *plot, guint series)
{
  QdPlotSeries *s = get_series (plot, series);

  g_return_val_if_fail (s != NULL, 0);
  return s->points->len;
}

void
qd_plot_clear (QdPlot *plot)
{
  g_return_if_fail (plot != NULL);
  g_ptr_array_set_size (plot->series, 0);
}

guint
qd_plot_series_n_skipped (const QdPlot *plot, guint series)
{
  QdPlotSeries *s = get_series (plot, series);
  guint n = 0;

  g_return_val_if_fail (s != NULL, 0);
  for (guint i = 0; i < s->points->len; i++)
    if (!qd_plot_point_ok (plot, &g_array_index (s->points, QdPlotPoint, i)))
      n++;
  return n;
}

char *
qd_plot_series_legend (const QdPlot *plot, guint series)
{
  QdPlotSeries *s = get_series (plot, series);
  g_autoptr(GPtrArray) notes = NULL;
  GString *text;
  guint skipped = 0;
  gboolean all_finite = TRUE;

  g_return_val_if_fail (s != NULL, NULL);
  notes = g_ptr_array_new_with_free_func (g_free);
  if (s->note != NULL)
    g_ptr_array_add (notes, g_strdup (s->note));
  for (guint i = 0; i < s->points->len; i++)
    {
      const QdPlotPoint *p = &g_array_index (s->points, QdPlotPoint, i);

      if (!qd_plot_point_ok (plot, p))
        {
          skipped++;
          if (!isfinite (p->x) || !isfinite (p->y))
            all_finite = FALSE;
        }
    }
  if (skipped > 0)
    g_ptr_array_add (notes, g_strdup_printf (all_finite ? ngettext ("%u point ≤ 0 not shown",
                                                                   "%u points ≤ 0 not shown", skipped)
                                                       : ngettext ("%u point not shown", "%u points not shown",
                                                                   skipped),
                                             skipped));
  else if (s->points->len == 0 && s->note == NULL)
    g_ptr_array_add (notes, g_strdup (_("no data")));

  text = g_string_new (s->name);
  for (guint i = 0; i < notes->len; i++)
    {
      g_string_append (text, i == 0 ? (text->len > 0 ? " (" : "(") : "; ");
      g_string_append (text, g_ptr_array_index (notes, i));
    }
  if (notes->len > 0)
    g_string_append_c (text, ')');
  return g_string_free (text, FALSE);
}

/* ------------------------------------------------------------------ range */

gboolean
qd_plot_data_range (const QdPlot *plot, QdPlotAxis axis, gboolean drawn, double *min, double *max)
{
  QdPlotScale scale = plot->axes[axis].scale;
  gboolean any = FALSE;

  *min = INFINITY;
  *max = -INFINITY;
  for (guint s = 0; s < plot->series->len; s++)
    {
      const QdPlotSeries *series = g_ptr_array_index (plot->series, s);

      for (guint i = 0; i < series->points->len; i++)
        {
          const QdPlotPoint *p = &g_array_index (series->points, QdPlotPoint, i);
          double v = axis == QD_PLOT_AXIS_X ? p->x : p->y;

          if (!qd_plot_point_ok (plot, p))
            continue;
          any = TRUE;
          *min = MIN (*min, v);
          *max = MAX (*max, v);
          if (!drawn)
            continue;
          /* Room above a censored point for its arrow. */
          if (axis == QD_PLOT_AXIS_Y && p->censored && isfinite (v))
            *max = MAX (*max, scale == QD_PLOT_LOG10 ? 2 * v : v + 0.1 * fabs (v));
          if (axis == QD_PLOT_AXIS_Y && isfinite (p->y_low))
            {
              double lo = p->y_low, hi = p->y_high;

              if (isfinite (hi))
                *max = MAX (*max, hi);
              /* On a log axis a bar reaching zero runs off the bottom. */
              if (qd_plot_value_ok (lo, scale))
                *min = MIN (*min, lo);
            }
        }
    }
  return any;
}

/* ------------------------------------------------------------------ sheet */

static guint
sheet_columns (const QdPlotSheet *sheet)
{
  if (sheet->n_plots == 0)
    return 1;
  return sheet->columns == 0 ? sheet->n_plots : MIN (sheet->columns, sheet->n_plots);
}

void
qd_plot_sheet_get_size (const QdPlotSheet *sheet, double *width, double *height)
{
  guint columns, rows;
  double w = QD_PLOT_NATURAL_WIDTH, h = 0;

  g_return_if_fail (sheet != NULL);
  columns = sheet_columns (sheet);
  rows = sheet->n_plots == 0 ? 1 : (sheet->n_plots + columns - 1) / columns;
  for (guint i = 0; i < sheet->n_plots; i++)
    {
      double pw, ph;

      qd_plot_get_natural_size (sheet->plots[i], sheet->palette, &pw, &ph);
      w = MAX (w, pw);
      h = MAX (h, ph);
    }
  if (h == 0)
    h = QD_PLOT_NATURAL_HEIGHT;
  if (width != NULL)
    *width = w * columns;
  if (height != NULL)
    *height = h * rows;
}

void
qd_plot_sheet_draw (cairo_t *cr, double width, double height, gpointer user_data)
{
  const QdPlotSheet *sheet = user_data;
  const QdPalette *palette;
  guint columns, rows;
  double cw, ch;

  g_return_if_fail (cr != NULL && sheet != NULL);
  palette = sheet->palette != NULL ? sheet->palette : qd_palette_light ();
  qd_draw_set_color (cr, &palette->background, 1.0);
  cairo_paint (cr);
  columns = sheet_columns (sheet);
  rows = sheet->n_plots == 0 ? 1 : (sheet->n_plots + columns - 1) / columns;
  cw = width / columns;
  ch = height / rows;
  for (guint i = 0; i < sheet->n_plots; i++)
    {
      cairo_save (cr);
      cairo_translate (cr, (i % columns) * cw, (i / columns) * ch);
      qd_plot_render (cr, sheet->plots[i], palette, cw, ch);
      cairo_restore (cr);
    }
}
