/* qd-plot-describe.c — a plot in words, for a screen reader: its title, its
 * axes (title, scale, range) and, per series, how many points it has, the
 * first and the last (in x order), the lowest and the highest, and the
 * points it cannot show or only bounds.  The numbers as the locale writes
 * them, rounded for the ear. */
#include "qd-plot-private.h"

#include <math.h>
#include <glib/gi18n.h>

/* A value for people: whole numbers in full ("38,120"), others to two
 * decimals, three significant digits below 1 ("3,980.37", "12.35",
 * "0.0123"). */
char *
qd_plot_format_value (double value)
{
  double a = fabs (value);
  int digits;

  if (!isfinite (value))
    return g_strdup ("-");
  if (a < 1e15 && value == floor (value))
    return g_strdup_printf ("%'.0f", value);
  digits = a >= 1 ? (int) floor (log10 (a)) + 1 : 0;
  return g_strdup_printf ("%'.*g", CLAMP (digits + 2, 3, 15), value);
}

static void
append_axis (GString *out, const QdPlot *plot, QdPlotAxis axis)
{
  const QdPlotAxisData *a = &plot->axes[axis];
  const char *scale = a->scale == QD_PLOT_LOG10 ? _("logarithmic") : _("linear");
  double min, max;
  gboolean any = qd_plot_data_range (plot, axis, FALSE, &min, &max);
  g_autofree char *what = NULL;

  /* A fixed end is the axis's; the other follows the data. */
  if (isfinite (a->min))
    min = a->min;
  if (isfinite (a->max))
    max = a->max;
  any = any || (isfinite (a->min) && isfinite (a->max));
  if (a->title != NULL && *a->title != '\0')
    /* TRANSLATORS: an axis of a plot read aloud: its title, then its scale ("assignments, logarithmic") */
    what = g_strdup_printf (_("%s, %s"), a->title, scale);
  else
    what = g_strdup (scale);
  if (any)
    {
      g_autofree char *from = qd_plot_format_value (min);
      g_autofree char *to = qd_plot_format_value (max);

      g_string_append_printf (out, axis == QD_PLOT_AXIS_X
                              /* TRANSLATORS: "Horizontal axis: regions N, logarithmic, from 10 to 500." */
                              ? _("Horizontal axis: %s, from %s to %s.") : _("Vertical axis: %s, from %s to %s."),
                              what, from, to);
    }
  else
    g_string_append_printf (out, axis == QD_PLOT_AXIS_X ? _("Horizontal axis: %s.") : _("Vertical axis: %s."), what);
}

/* "14 at 10": a point's value, then where it is along the horizontal axis. */
static char *
point_text (const QdPlotPoint *p)
{
  g_autofree char *y = qd_plot_format_value (p->y);
  g_autofree char *x = qd_plot_format_value (p->x);

  /* TRANSLATORS: a point of a plot read aloud: its value, then its place on the horizontal axis ("14 at 10") */
  return g_strdup_printf (_("%s at %s"), y, x);
}

static void
append_series (GString *out, const QdPlot *plot, guint index)
{
  const QdPlotSeries *s = g_ptr_array_index (plot->series, index);
  g_autofree char *legend = qd_plot_series_legend (plot, index);
  const QdPlotPoint *first = NULL, *last = NULL, *low = NULL, *high = NULL;
  guint shown = 0, censored = 0;

  for (guint i = 0; i < s->points->len; i++)
    {
      const QdPlotPoint *p = &g_array_index (s->points, QdPlotPoint, i);

      if (!qd_plot_point_ok (plot, p))
        continue;
      shown++;
      censored += p->censored ? 1 : 0;
      if (first == NULL || p->x < first->x)
        first = p;
      if (last == NULL || p->x >= last->x)
        last = p;
      if (low == NULL || p->y < low->y)
        low = p;
      if (high == NULL || p->y > high->y)
        high = p;
    }
  g_string_append_printf (out, " %s: ", legend);
  if (shown == 0)
    {
      g_string_append (out, _("no points shown."));
      return;
    }
  g_string_append_printf (out, ngettext ("%u point", "%u points", shown), shown);
  if (shown == 1)
    {
      g_autofree char *only = point_text (first);

      g_string_append_printf (out, ", %s.", only);
    }
  else
    {
      g_autofree char *a = point_text (first);
      g_autofree char *b = point_text (last);
      g_autofree char *lo = point_text (low);
      g_autofree char *hi = point_text (high);

      g_string_append (out, ", ");
      /* TRANSLATORS: a series of a plot read aloud, after its number of points:
       * "first 14 at 10, last 38,120 at 500; lowest 14 at 10, highest 38,120 at 500." */
      g_string_append_printf (out, _("first %s, last %s; lowest %s, highest %s."), a, b, lo, hi);
    }
  if (censored > 0)
    {
      g_string_append_c (out, ' ');
      g_string_append_printf (out, ngettext ("%u point is only a lower bound (a capped run).",
                                             "%u points are only lower bounds (capped runs).", censored), censored);
    }
}

char *
qd_plot_describe (const QdPlot *plot)
{
  GString *out;

  g_return_val_if_fail (plot != NULL, NULL);
  out = g_string_new (NULL);
  if (plot->title != NULL && *plot->title != '\0')
    g_string_append_printf (out, "%s. ", plot->title);
  append_axis (out, plot, QD_PLOT_AXIS_X);
  g_string_append_c (out, ' ');
  append_axis (out, plot, QD_PLOT_AXIS_Y);
  g_string_append_c (out, ' ');
  if (plot->series->len == 0)
    g_string_append (out, _("No data yet."));
  else
    g_string_append_printf (out, ngettext ("%u series.", "%u series.", plot->series->len), plot->series->len);
  for (guint s = 0; s < plot->series->len; s++)
    append_series (out, plot, s);
  return g_string_free (out, FALSE);
}

char *
qd_plot_sheet_describe (const QdPlotSheet *sheet)
{
  GString *out;

  g_return_val_if_fail (sheet != NULL, NULL);
  out = g_string_new (NULL);
  for (guint i = 0; i < sheet->n_plots; i++)
    {
      g_autofree char *text = qd_plot_describe (sheet->plots[i]);

      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, text);
    }
  return g_string_free (out, FALSE);
}
