/* qd-plot.c — line plots for experiments.
 *
 * The layout is computed from fixed text metrics (qd-text-measure), so the
 * plot area of a given picture size is the same on every machine and can be
 * asked for without a cairo context (qd_plot_get_frame): from the top, the
 * title; the plot area with the y tick labels and the rotated y title on its
 * left and the x tick labels and x title under it; the legend at the bottom,
 * its entries flowing in rows.  The axis ranges are rounded out to ticks so
 * every point lies inside the area; a fixed range clips instead.
 *
 * Text goes through cairo's toy API in the palette's first family, with
 * "sans-serif" for text that face has no glyphs for (as the other drawings).
 */
#include "qd-plot.h"

#include "qd-draw.h"
#include "qd-text-measure.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define MARGIN           14.0
#define TITLE_SIZE       15.0
#define AXIS_TITLE_SIZE  12.5
#define TICK_SIZE        11.0
#define LEGEND_SIZE      12.0
#define LEGEND_ROW       19.0
#define LEGEND_SAMPLE    26.0    /* the line-and-marker sample before an entry */
#define LEGEND_GAP       18.0    /* between entries of a row */
#define TICK_LENGTH       5.0
#define MINOR_LENGTH      3.0
#define LINE_WIDTH        2.0
#define ERROR_WIDTH       1.25
#define ERROR_CAP         4.0    /* half the width of an error bar's cap */
#define MARKER_RADIUS     3.75
#define MIN_AREA         24.0

#define NATURAL_WIDTH   560.0
#define NATURAL_HEIGHT  400.0

typedef struct {
  double x, y, y_error;
} Point;

typedef struct {
  char *name;
  char *note;
  guint style;
  gboolean line_only;   /* no markers: dense series */
  GArray *points;   /* Point */
} Series;

typedef struct {
  char *title;
  QdPlotScale scale;
  double min, max;  /* fixed ends, or NAN */
} Axis;

struct _QdPlot {
  char *title;
  Axis axes[2];
  GPtrArray *series;  /* Series* */
};

/* ------------------------------------------------------------------ model */

static void
series_free (gpointer data)
{
  Series *s = data;

  g_free (s->name);
  g_free (s->note);
  g_array_unref (s->points);
  g_free (s);
}

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
  plot->series = g_ptr_array_new_with_free_func (series_free);
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

guint
qd_plot_add_series (QdPlot *plot, const char *name)
{
  Series *s;

  g_return_val_if_fail (plot != NULL, 0);
  s = g_new0 (Series, 1);
  s->name = g_strdup (name != NULL ? name : "");
  s->style = plot->series->len;
  s->points = g_array_new (FALSE, FALSE, sizeof (Point));
  g_ptr_array_add (plot->series, s);
  return plot->series->len - 1;
}

guint
qd_plot_n_series (const QdPlot *plot)
{
  g_return_val_if_fail (plot != NULL, 0);
  return plot->series->len;
}

static Series *
get_series (const QdPlot *plot, guint series)
{
  g_return_val_if_fail (plot != NULL, NULL);
  g_return_val_if_fail (series < plot->series->len, NULL);
  return g_ptr_array_index (plot->series, series);
}

void
qd_plot_series_set_note (QdPlot *plot, guint series, const char *note)
{
  Series *s = get_series (plot, series);

  g_return_if_fail (s != NULL);
  g_free (s->note);
  s->note = note != NULL && *note != '\0' ? g_strdup (note) : NULL;
}

void
qd_plot_series_set_style (QdPlot *plot, guint series, guint style)
{
  Series *s = get_series (plot, series);

  g_return_if_fail (s != NULL);
  s->style = style;
}

void
qd_plot_series_set_line_only (QdPlot *plot, guint series, gboolean line_only)
{
  Series *s = get_series (plot, series);

  g_return_if_fail (s != NULL);
  s->line_only = line_only;
}

void
qd_plot_add_point (QdPlot *plot, guint series, double x, double y, double y_error)
{
  Series *s = get_series (plot, series);
  Point p = { x, y, y_error };

  g_return_if_fail (s != NULL);
  g_array_append_val (s->points, p);
}

guint
qd_plot_series_n_points (const QdPlot *plot, guint series)
{
  Series *s = get_series (plot, series);

  g_return_val_if_fail (s != NULL, 0);
  return s->points->len;
}

void
qd_plot_clear (QdPlot *plot)
{
  g_return_if_fail (plot != NULL);
  g_ptr_array_set_size (plot->series, 0);
}

static gboolean
value_ok (double v, QdPlotScale scale)
{
  return isfinite (v) && (scale == QD_PLOT_LINEAR || v > 0);
}

static gboolean
point_ok (const QdPlot *plot, const Point *p)
{
  return value_ok (p->x, plot->axes[QD_PLOT_AXIS_X].scale) &&
         value_ok (p->y, plot->axes[QD_PLOT_AXIS_Y].scale);
}

guint
qd_plot_series_n_skipped (const QdPlot *plot, guint series)
{
  Series *s = get_series (plot, series);
  guint n = 0;

  g_return_val_if_fail (s != NULL, 0);
  for (guint i = 0; i < s->points->len; i++)
    if (!point_ok (plot, &g_array_index (s->points, Point, i)))
      n++;
  return n;
}

char *
qd_plot_series_legend (const QdPlot *plot, guint series)
{
  Series *s = get_series (plot, series);
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
      const Point *p = &g_array_index (s->points, Point, i);

      if (!point_ok (plot, p))
        {
          skipped++;
          if (!isfinite (p->x) || !isfinite (p->y))
            all_finite = FALSE;
        }
    }
  if (skipped > 0)
    g_ptr_array_add (notes, g_strdup_printf (all_finite ? "%u %s ≤ 0 not shown" : "%u %s not shown",
                                             skipped, skipped == 1 ? "point" : "points"));
  else if (s->points->len == 0 && s->note == NULL)
    g_ptr_array_add (notes, g_strdup ("no data"));

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

/* ------------------------------------------------------------------ ticks */

/* Powers of ten, exact for the exponents that matter. */
static double
pow10i (int k)
{
  return pow (10.0, k);
}

static void
add_tick (GArray *ticks, double value, gboolean labelled, const char *label)
{
  QdPlotTick t;

  memset (&t, 0, sizeof t);
  t.value = value;
  t.labelled = labelled;
  if (labelled && label != NULL)
    g_strlcpy (t.label, label, sizeof t.label);
  g_array_append_val (ticks, t);
}

/* m * 10^k for m in 1, 2, 5 (any digit works): 0.01, 0.5, 20, 1k, 50k, 2M. */
static void
format_log_label (int m, int k, char *buf, gsize size)
{
  static const char *const suffix[] = { "", "k", "M", "G", "T" };

  if (k >= 0 && k / 3 < (int) G_N_ELEMENTS (suffix))
    {
      int g = k / 3;
      double mantissa = m * pow10i (k - 3 * g);

      g_snprintf (buf, size, "%.0f%s", mantissa, suffix[g]);
    }
  else if (k < 0 && k >= -4)
    g_snprintf (buf, size, "%.*f", -k, m * pow10i (k));
  else
    g_snprintf (buf, size, "%de%d", m, k);
}

/* The nearest of 1, 2, 5 times a power of ten at or below v (down) or at
 * or above it (up). */
static double
nice_125 (double v, gboolean up)
{
  int k = (int) floor (log10 (v));
  double m = v / pow10i (k);

  if (up)
    {
      if (m <= 1 + 1e-9)
        return pow10i (k);
      if (m <= 2 + 1e-9)
        return 2 * pow10i (k);
      if (m <= 5 + 1e-9)
        return 5 * pow10i (k);
      return pow10i (k + 1);
    }
  if (m >= 10 - 1e-9)
    return pow10i (k + 1);
  if (m >= 5 - 1e-9)
    return 5 * pow10i (k);
  if (m >= 2 - 1e-9)
    return 2 * pow10i (k);
  return pow10i (k);
}

/* How many of m * 10^k (m in `digits`) lie in [lo, hi]. */
static guint
count_log_ticks (int k0, int k1, double lo, double hi, const int *digits, guint n_digits, int every)
{
  guint n = 0;

  for (int k = k0; k <= k1; k++)
    for (guint d = 0; d < n_digits; d++)
      {
        double v = digits[d] * pow10i (k);

        if (v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9) && (digits[d] != 1 || (k % every + every) % every == 0))
          n++;
      }
  return n;
}

static GArray *
log_ticks (double data_min, double data_max, guint target, double *axis_min, double *axis_max)
{
  static const int one_two_five[] = { 1, 2, 5 };
  static const int one[] = { 1 };
  GArray *ticks = g_array_new (FALSE, FALSE, sizeof (QdPlotTick));
  double lo, hi;
  int k0, k1, every = 1;
  gboolean with_25;
  char label[16];

  data_min = CLAMP (data_min, 1e-300, 1e300);
  data_max = CLAMP (data_max, 1e-300, 1e300);
  lo = nice_125 (data_min, FALSE);
  hi = nice_125 (data_max, TRUE);
  if (hi / lo < 1.99)
    {
      /* One value, or nearly: a little room on each side. */
      lo = nice_125 (lo / 2, FALSE);
      hi = nice_125 (hi * 2, TRUE);
    }
  *axis_min = lo;
  *axis_max = hi;
  k0 = (int) floor (log10 (lo) + 1e-9);
  k1 = (int) ceil (log10 (hi) - 1e-9);

  /* Labels at 1, 2 and 5 if they fit, else at the decades, else at every
   * other (third, …) decade; never fewer than two. */
  with_25 = count_log_ticks (k0, k1, lo, hi, one_two_five, 3, 1) <= MAX (target, 2) ||
            count_log_ticks (k0, k1, lo, hi, one, 1, 1) < 2;
  if (!with_25)
    while (count_log_ticks (k0, k1, lo, hi, one, 1, every) > MAX (target, 2))
      every++;

  for (int k = k0; k <= k1; k++)
    for (int m = 1; m <= 9; m++)
      {
        double v = m * pow10i (k);
        gboolean labelled;

        if (v < lo * (1 - 1e-9) || v > hi * (1 + 1e-9))
          continue;
        if (with_25)
          labelled = m == 1 || m == 2 || m == 5;
        else
          labelled = m == 1 && (k % every + every) % every == 0;
        /* Minor ticks only where they can still be told apart. */
        if (!labelled && (m != 1 && k1 - k0 > 8))
          continue;
        format_log_label (m, k, label, sizeof label);
        add_tick (ticks, v, labelled, label);
      }
  return ticks;
}

/* 1, 2 or 5 times a power of ten, near raw. */
static double
nice_step (double raw)
{
  double mag = pow10i ((int) floor (log10 (raw)));
  double norm = raw / mag;

  if (norm < 1.5)
    return mag;
  if (norm < 3)
    return 2 * mag;
  if (norm < 7)
    return 5 * mag;
  return 10 * mag;
}

static GArray *
linear_ticks (double data_min, double data_max, guint target, double *axis_min, double *axis_max)
{
  GArray *ticks = g_array_new (FALSE, FALSE, sizeof (QdPlotTick));
  double step, unit = 1;
  const char *suffix = "";
  gint64 first, last;
  int decimals;

  if (!(data_max > data_min))
    {
      double spread = data_min != 0 ? fabs (data_min) * 0.2 : 1;

      data_max = data_min + spread;
      data_min = data_min - spread;
    }
  step = nice_step ((data_max - data_min) / MAX (target, 2));
  first = (gint64) floor (data_min / step + 1e-9);
  last = (gint64) ceil (data_max / step - 1e-9);
  if (last <= first)
    last = first + 1;
  *axis_min = first * step;
  *axis_max = last * step;

  if (MAX (fabs (*axis_min), fabs (*axis_max)) >= 1e10)
    unit = 1e9, suffix = "G";
  else if (MAX (fabs (*axis_min), fabs (*axis_max)) >= 1e7)
    unit = 1e6, suffix = "M";
  else if (MAX (fabs (*axis_min), fabs (*axis_max)) >= 1e4)
    unit = 1e3, suffix = "k";
  decimals = MAX (0, (int) ceil (-log10 (step / unit) - 1e-9));
  decimals = MIN (decimals, 12);

  for (gint64 i = first; i <= last; i++)
    {
      double v = i == 0 ? 0.0 : i * step;
      char label[16];

      if (v == 0)
        g_strlcpy (label, "0", sizeof label);
      else
        g_snprintf (label, sizeof label, "%.*f%s", decimals, v / unit, suffix);
      add_tick (ticks, v, TRUE, label);
    }
  return ticks;
}

GArray *
qd_plot_axis_ticks (QdPlotScale scale, double data_min, double data_max, guint target,
                    double *axis_min, double *axis_max)
{
  double dummy_min, dummy_max;

  if (axis_min == NULL)
    axis_min = &dummy_min;
  if (axis_max == NULL)
    axis_max = &dummy_max;
  if (data_min > data_max)
    {
      double t = data_min;

      data_min = data_max;
      data_max = t;
    }
  if (scale == QD_PLOT_LOG10)
    {
      if (!(data_min > 0) || !isfinite (data_min) || !isfinite (data_max))
        data_min = data_max = 1;
      return log_ticks (data_min, data_max, target, axis_min, axis_max);
    }
  if (!isfinite (data_min) || !isfinite (data_max))
    data_min = 0, data_max = 1;
  return linear_ticks (data_min, data_max, target, axis_min, axis_max);
}

/* Ticks for a fixed range: those of the range, without rounding it out. */
static GArray *
fixed_ticks (QdPlotScale scale, double min, double max, guint target)
{
  GArray *all = qd_plot_axis_ticks (scale, min, max, target, NULL, NULL);
  GArray *ticks = g_array_new (FALSE, FALSE, sizeof (QdPlotTick));
  double slack = (scale == QD_PLOT_LOG10 ? 1e-9 * max : 1e-9 * (max - min));

  for (guint i = 0; i < all->len; i++)
    {
      const QdPlotTick *t = &g_array_index (all, QdPlotTick, i);

      if (t->value >= min - slack && t->value <= max + slack)
        g_array_append_val (ticks, *t);
    }
  g_array_unref (all);
  return ticks;
}

/* ----------------------------------------------------------------- layout */

typedef struct {
  char *text;
  double x, y;       /* the sample's left end and the entry's centre line */
} LegendEntry;

typedef struct {
  QdPlotFrame frame;
  GArray *ticks[2];
  double title_y;        /* centre line of the title */
  double x_labels_y;     /* centre line of the x tick labels */
  double x_title_y;      /* centre line of the x title */
  double y_labels_x;     /* right end of the y tick labels */
  double y_title_x;      /* centre line of the rotated y title */
  LegendEntry *legend;   /* one per series */
  gboolean empty;        /* no point can be shown */
} Layout;

/* The range of the shown data on an axis; FALSE when there is none. */
static gboolean
data_range (const QdPlot *plot, QdPlotAxis axis, double *min, double *max)
{
  QdPlotScale scale = plot->axes[axis].scale;
  gboolean any = FALSE;

  *min = INFINITY;
  *max = -INFINITY;
  for (guint s = 0; s < plot->series->len; s++)
    {
      const Series *series = g_ptr_array_index (plot->series, s);

      for (guint i = 0; i < series->points->len; i++)
        {
          const Point *p = &g_array_index (series->points, Point, i);
          double v = axis == QD_PLOT_AXIS_X ? p->x : p->y;

          if (!point_ok (plot, p))
            continue;
          any = TRUE;
          *min = MIN (*min, v);
          *max = MAX (*max, v);
          if (axis == QD_PLOT_AXIS_Y && isfinite (p->y_error) && p->y_error > 0)
            {
              double lo = p->y - p->y_error, hi = p->y + p->y_error;

              if (isfinite (hi))
                *max = MAX (*max, hi);
              /* On a log axis a bar reaching zero runs off the bottom. */
              if (value_ok (lo, scale))
                *min = MIN (*min, lo);
            }
        }
    }
  return any;
}

static GArray *
axis_ticks (const QdPlot *plot, QdPlotAxis axis, guint target, gboolean *empty,
            double *axis_min, double *axis_max)
{
  const Axis *a = &plot->axes[axis];
  double min, max;
  gboolean fixed_min, fixed_max;

  fixed_min = isfinite (a->min) && value_ok (a->min, a->scale);
  fixed_max = isfinite (a->max) && value_ok (a->max, a->scale);
  if (!data_range (plot, axis, &min, &max))
    {
      *empty = TRUE;
      min = a->scale == QD_PLOT_LOG10 ? 1 : 0;
      max = a->scale == QD_PLOT_LOG10 ? 10 : 1;
    }
  if (fixed_min)
    min = a->min;
  if (fixed_max)
    max = a->max;
  if (fixed_min && fixed_max && max > min)
    {
      *axis_min = min;
      *axis_max = max;
      return fixed_ticks (a->scale, min, max, target);
    }
  if (max < min)
    max = min;
  {
    GArray *ticks = qd_plot_axis_ticks (a->scale, min, max, target, axis_min, axis_max);

    if (fixed_min || fixed_max)
      {
        /* One fixed end: keep it, and only the ticks inside. */
        if (fixed_min)
          *axis_min = min;
        if (fixed_max)
          *axis_max = max;
        g_array_unref (ticks);
        ticks = fixed_ticks (a->scale, *axis_min, *axis_max, target);
      }
    return ticks;
  }
}

static double
widest_label (GArray *ticks, double size)
{
  double w = 0;

  for (guint i = 0; i < ticks->len; i++)
    {
      const QdPlotTick *t = &g_array_index (ticks, QdPlotTick, i);

      if (t->labelled)
        w = MAX (w, qd_text_measure (t->label, size));
    }
  return w;
}

static void
layout_clear (Layout *l)
{
  for (guint a = 0; a < 2; a++)
    g_clear_pointer (&l->ticks[a], g_array_unref);
  g_free (l->legend);
  l->legend = NULL;
}

/* Lays the legend's entries out in rows within [x0, x1] from y0; returns
 * its height.  `entries` may be NULL (measuring only). */
static double
layout_legend (const QdPlot *plot, char **texts, double x0, double x1, double y0, LegendEntry *entries)
{
  double x = x0, y = y0 + LEGEND_ROW / 2;
  guint rows = plot->series->len > 0 ? 1 : 0;

  for (guint s = 0; s < plot->series->len; s++)
    {
      double w = LEGEND_SAMPLE + 6 + qd_text_measure (texts[s], LEGEND_SIZE);

      if (x > x0 && x + w > x1)
        {
          x = x0;
          y += LEGEND_ROW;
          rows++;
        }
      if (entries != NULL)
        {
          entries[s].text = texts[s];
          entries[s].x = x;
          entries[s].y = y;
        }
      x += w + LEGEND_GAP;
    }
  return rows * LEGEND_ROW;
}

/* Centres each legend row on `centre` where it fits within [x0, x1]. */
static void
centre_legend (const QdPlot *plot, Layout *l, double centre, double x0, double x1)
{
  guint first = 0;

  if (plot->series->len == 0)
    return;
  for (guint s = 1; s <= plot->series->len; s++)
    {
      double row_x0, row_x1, shift;

      if (s < plot->series->len && l->legend[s].y == l->legend[first].y)
        continue;
      /* Entries first .. s-1 form a row. */
      row_x0 = l->legend[first].x;
      row_x1 = l->legend[s - 1].x + LEGEND_SAMPLE + 6 +
               qd_text_measure (l->legend[s - 1].text, LEGEND_SIZE);
      shift = centre - (row_x0 + row_x1) / 2;
      shift = MIN (shift, x1 - row_x1);
      shift = MAX (shift, x0 - row_x0);
      for (guint i = first; i < s; i++)
        l->legend[i].x += shift;
      first = s;
    }
}

static void
layout_compute (const QdPlot *plot, double width, double height, char **texts, Layout *l)
{
  QdPlotFrame *f = &l->frame;
  gboolean has_title = plot->title != NULL && *plot->title != '\0';
  gboolean has_x_title = plot->axes[0].title != NULL && *plot->axes[0].title != '\0';
  gboolean has_y_title = plot->axes[1].title != NULL && *plot->axes[1].title != '\0';
  double top = MARGIN, bottom, legend_h, left, right, w;
  gboolean empty_x = FALSE, empty_y = FALSE;
  guint target;

  memset (l, 0, sizeof *l);
  f->x_scale = plot->axes[0].scale;
  f->y_scale = plot->axes[1].scale;

  if (has_title)
    {
      l->title_y = top + TITLE_SIZE * 0.5;
      top += TITLE_SIZE * 1.7;
    }
  /* Room above the area for the top y label's upper half. */
  top += TICK_SIZE * 0.6;

  l->legend = g_new0 (LegendEntry, MAX (plot->series->len, 1));
  legend_h = layout_legend (plot, texts, MARGIN, width - MARGIN, 0, NULL);
  bottom = height - MARGIN - legend_h;
  layout_legend (plot, texts, MARGIN, width - MARGIN, bottom, l->legend);
  if (legend_h > 0)
    bottom -= 8;
  if (has_x_title)
    {
      l->x_title_y = bottom - AXIS_TITLE_SIZE * 0.5;
      bottom -= AXIS_TITLE_SIZE * 1.6;
    }
  l->x_labels_y = bottom - TICK_SIZE * 0.5;
  bottom -= TICK_SIZE * 1.2 + TICK_LENGTH + 3;

  f->top = top;
  f->height = MAX (bottom - top, MIN_AREA);
  /* Log labels are short and regular: one a decade needs less room. */
  target = (guint) CLAMP (f->height / (f->y_scale == QD_PLOT_LOG10 ? 30 : 45), 2, 12);
  l->ticks[1] = axis_ticks (plot, QD_PLOT_AXIS_Y, target, &empty_y, &f->y_min, &f->y_max);

  left = MARGIN;
  if (has_y_title)
    {
      l->y_title_x = left + AXIS_TITLE_SIZE * 0.5;
      left += AXIS_TITLE_SIZE * 1.6;
    }
  left += widest_label (l->ticks[1], TICK_SIZE);
  l->y_labels_x = left;
  left += TICK_LENGTH + 4;

  right = width - MARGIN;
  w = MAX (right - left, MIN_AREA);
  target = (guint) CLAMP (w / (f->x_scale == QD_PLOT_LOG10 ? 55 : 90), 2, 12);
  l->ticks[0] = axis_ticks (plot, QD_PLOT_AXIS_X, target, &empty_x, &f->x_min, &f->x_max);
  /* Room on the right for the last x label's right half. */
  for (guint i = l->ticks[0]->len; i > 0; i--)
    {
      const QdPlotTick *t = &g_array_index (l->ticks[0], QdPlotTick, i - 1);

      if (t->labelled)
        {
          if (t->value >= f->x_max - 1e-9 * fabs (f->x_max))
            right = MIN (right, width - MAX (MARGIN, qd_text_measure (t->label, TICK_SIZE) / 2 + 3));
          break;
        }
    }
  f->left = left;
  f->width = MAX (right - left, MIN_AREA);
  l->empty = empty_x || empty_y;
  centre_legend (plot, l, f->left + f->width / 2, MARGIN, width - MARGIN);
}

static char **
legend_texts (const QdPlot *plot)
{
  char **texts = g_new0 (char *, plot->series->len + 1);

  for (guint s = 0; s < plot->series->len; s++)
    texts[s] = qd_plot_series_legend (plot, s);
  return texts;
}

void
qd_plot_get_frame (const QdPlot *plot, double width, double height, QdPlotFrame *frame)
{
  g_auto(GStrv) texts = NULL;
  Layout l;

  g_return_if_fail (plot != NULL && frame != NULL);
  texts = legend_texts (plot);
  layout_compute (plot, width, height, texts, &l);
  *frame = l.frame;
  layout_clear (&l);
}

static double
axis_fraction (QdPlotScale scale, double min, double max, double v)
{
  if (scale == QD_PLOT_LOG10)
    return (log10 (v) - log10 (min)) / (log10 (max) - log10 (min));
  return (v - min) / (max - min);
}

gboolean
qd_plot_frame_map (const QdPlotFrame *f, double x, double y, double *px, double *py)
{
  g_return_val_if_fail (f != NULL, FALSE);
  if (!value_ok (x, f->x_scale) || !value_ok (y, f->y_scale))
    return FALSE;
  if (px != NULL)
    *px = f->left + f->width * axis_fraction (f->x_scale, f->x_min, f->x_max, x);
  if (py != NULL)
    *py = f->top + f->height * (1 - axis_fraction (f->y_scale, f->y_min, f->y_max, y));
  return TRUE;
}

void
qd_plot_get_natural_size (const QdPlot *plot, double *width, double *height)
{
  g_auto(GStrv) texts = NULL;
  double legend_h;

  g_return_if_fail (plot != NULL);
  texts = legend_texts (plot);
  legend_h = layout_legend (plot, texts, MARGIN, NATURAL_WIDTH - MARGIN, 0, NULL);
  if (width != NULL)
    *width = NATURAL_WIDTH;
  /* Legends of many rows make the picture taller, not the area smaller. */
  if (height != NULL)
    *height = NATURAL_HEIGHT + MAX (0, legend_h - 2 * LEGEND_ROW);
}

/* ---------------------------------------------------------------- drawing */

/* GNOME's palette: blue, orange, green, purple, red, brown, teal, yellow;
 * darker shades on light backgrounds, lighter ones in the dark. */
static const guint32 series_light[] = {
  0x1c71d8, 0xe66100, 0x26a269, 0x813d9c, 0xc01c28, 0x865e3c, 0x1a7f8e, 0xc88800,
};
static const guint32 series_dark[] = {
  0x62a0ea, 0xffa348, 0x57e389, 0xc061cb, 0xf66151, 0xcdab8f, 0x4fc3d6, 0xf6d32d,
};

static gboolean
palette_is_dark (const QdPalette *palette)
{
  const QdColor *bg = &palette->background;

  return 0.2126 * bg->r + 0.7152 * bg->g + 0.0722 * bg->b < 0.5;
}

void
qd_plot_series_color (const QdPalette *palette, guint style, QdColor *color)
{
  const guint32 *table;
  guint32 hex;

  g_return_if_fail (color != NULL);
  if (palette == NULL)
    palette = qd_palette_light ();
  table = palette_is_dark (palette) ? series_dark : series_light;
  hex = table[style % G_N_ELEMENTS (series_light)];
  color->r = (hex >> 16 & 0xff) / 255.0;
  color->g = (hex >> 8 & 0xff) / 255.0;
  color->b = (hex & 0xff) / 255.0;
  color->a = 1.0;
}

typedef struct {
  cairo_t *cr;
  const QdPlot *plot;
  const QdPalette *palette;
  QdDrawText text;
} Render;

static void
marker_path (cairo_t *cr, guint style, double x, double y, double radius)
{
  double s = radius;

  switch (style % 6)
    {
    case 0:  /* circle */
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, s, 0, 2 * G_PI);
      break;
    case 1:  /* square */
      s *= 0.9;
      cairo_rectangle (cr, x - s, y - s, 2 * s, 2 * s);
      break;
    case 2:  /* triangle up */
      s *= 1.2;
      cairo_move_to (cr, x, y - s);
      cairo_line_to (cr, x + s * 0.95, y + s * 0.6);
      cairo_line_to (cr, x - s * 0.95, y + s * 0.6);
      cairo_close_path (cr);
      break;
    case 3:  /* diamond */
      s *= 1.25;
      cairo_move_to (cr, x, y - s);
      cairo_line_to (cr, x + s, y);
      cairo_line_to (cr, x, y + s);
      cairo_line_to (cr, x - s, y);
      cairo_close_path (cr);
      break;
    case 4:  /* triangle down */
      s *= 1.2;
      cairo_move_to (cr, x, y + s);
      cairo_line_to (cr, x + s * 0.95, y - s * 0.6);
      cairo_line_to (cr, x - s * 0.95, y - s * 0.6);
      cairo_close_path (cr);
      break;
    default: /* pentagon-ish: a square turned 45° and flattened */
      s *= 1.1;
      cairo_move_to (cr, x - s, y - s * 0.45);
      cairo_line_to (cr, x, y - s * 1.05);
      cairo_line_to (cr, x + s, y - s * 0.45);
      cairo_line_to (cr, x + s * 0.62, y + s * 0.85);
      cairo_line_to (cr, x - s * 0.62, y + s * 0.85);
      cairo_close_path (cr);
      break;
    }
}

static void
draw_marker (Render *r, guint style, double x, double y, const QdColor *color)
{
  cairo_t *cr = r->cr;

  marker_path (cr, style, x, y, MARKER_RADIUS);
  qd_draw_set_color (cr, color, 1.0);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, &r->palette->background, 1.0);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
}

static int
compare_x (gconstpointer a, gconstpointer b)
{
  const Point *p = a, *q = b;

  return (p->x > q->x) - (p->x < q->x);
}

static void
draw_series (Render *r, const Layout *l, const Series *s)
{
  cairo_t *cr = r->cr;
  const QdPlotFrame *f = &l->frame;
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (Point));
  QdColor color;
  gboolean started = FALSE;

  qd_plot_series_color (r->palette, s->style, &color);
  for (guint i = 0; i < s->points->len; i++)
    {
      const Point *p = &g_array_index (s->points, Point, i);

      if (point_ok (r->plot, p))
        g_array_append_val (points, *p);
    }
  g_array_sort (points, compare_x);

  /* Error bars, under the line. */
  cairo_set_line_width (cr, ERROR_WIDTH);
  qd_draw_set_color (cr, &color, 0.85);
  for (guint i = 0; i < points->len; i++)
    {
      const Point *p = &g_array_index (points, Point, i);
      double px, py, ylo, yhi, top, bottom;
      gboolean low_cap = TRUE;

      if (!isfinite (p->y_error) || p->y_error <= 0)
        continue;
      qd_plot_frame_map (f, p->x, p->y, &px, &py);
      ylo = p->y - p->y_error;
      yhi = p->y + p->y_error;
      if (!qd_plot_frame_map (f, p->x, yhi, NULL, &top))
        continue;
      if (!qd_plot_frame_map (f, p->x, ylo, NULL, &bottom))
        {
          bottom = f->top + f->height + 1;   /* to zero, off a log axis */
          low_cap = FALSE;
        }
      cairo_move_to (cr, px, bottom);
      cairo_line_to (cr, px, top);
      cairo_move_to (cr, px - ERROR_CAP, top);
      cairo_line_to (cr, px + ERROR_CAP, top);
      if (low_cap)
        {
          cairo_move_to (cr, px - ERROR_CAP, bottom);
          cairo_line_to (cr, px + ERROR_CAP, bottom);
        }
      cairo_stroke (cr);
    }

  cairo_set_line_width (cr, LINE_WIDTH);
  qd_draw_set_color (cr, &color, 1.0);
  for (guint i = 0; i < points->len; i++)
    {
      const Point *p = &g_array_index (points, Point, i);
      double px, py;

      qd_plot_frame_map (f, p->x, p->y, &px, &py);
      if (!started)
        cairo_move_to (cr, px, py);
      else
        cairo_line_to (cr, px, py);
      started = TRUE;
    }
  cairo_stroke (cr);

  for (guint i = 0; i < points->len && !s->line_only; i++)
    {
      const Point *p = &g_array_index (points, Point, i);
      double px, py;

      qd_plot_frame_map (f, p->x, p->y, &px, &py);
      draw_marker (r, s->style, px, py, &color);
    }
}

static void
draw_axes (Render *r, const Layout *l)
{
  cairo_t *cr = r->cr;
  const QdPlotFrame *f = &l->frame;
  const QdPalette *pal = r->palette;
  double x0 = f->left, x1 = f->left + f->width, y0 = f->top, y1 = f->top + f->height;

  /* Grid lines at the labelled ticks, faint lines at the others. */
  cairo_set_line_width (cr, 1.0);
  for (guint a = 0; a < 2; a++)
    for (guint i = 0; i < l->ticks[a]->len; i++)
      {
        const QdPlotTick *t = &g_array_index (l->ticks[a], QdPlotTick, i);
        double p;

        if (a == 0)
          {
            qd_plot_frame_map (f, t->value, f->y_min, &p, NULL);
            p = round (p) + 0.5;
            cairo_move_to (cr, p, y0);
            cairo_line_to (cr, p, y1);
          }
        else
          {
            qd_plot_frame_map (f, f->x_min, t->value, NULL, &p);
            p = round (p) + 0.5;
            cairo_move_to (cr, x0, p);
            cairo_line_to (cr, x1, p);
          }
        qd_draw_set_color (cr, &pal->foreground, t->labelled ? 0.11 : 0.04);
        cairo_stroke (cr);
      }

  /* The frame. */
  cairo_rectangle (cr, round (x0) + 0.5, round (y0) + 0.5, round (x1) - round (x0), round (y1) - round (y0));
  qd_draw_set_color (cr, &pal->foreground, 0.55);
  cairo_stroke (cr);

  /* Tick marks and labels. */
  for (guint i = 0; i < l->ticks[0]->len; i++)
    {
      const QdPlotTick *t = &g_array_index (l->ticks[0], QdPlotTick, i);
      double p;

      qd_plot_frame_map (f, t->value, f->y_min, &p, NULL);
      p = round (p) + 0.5;
      cairo_move_to (cr, p, round (y1) + 0.5);
      cairo_line_to (cr, p, round (y1) + 0.5 + (t->labelled ? TICK_LENGTH : MINOR_LENGTH));
      qd_draw_set_color (cr, &pal->foreground, 0.55);
      cairo_stroke (cr);
      if (t->labelled)
        qd_draw_text (&r->text, t->label, TICK_SIZE, QD_DRAW_TEXT_ADVANCE_CENTER, p, l->x_labels_y,
                      &pal->foreground, 0.8);
    }
  for (guint i = 0; i < l->ticks[1]->len; i++)
    {
      const QdPlotTick *t = &g_array_index (l->ticks[1], QdPlotTick, i);
      double p;

      qd_plot_frame_map (f, f->x_min, t->value, NULL, &p);
      p = round (p) + 0.5;
      cairo_move_to (cr, round (x0) + 0.5, p);
      cairo_line_to (cr, round (x0) + 0.5 - (t->labelled ? TICK_LENGTH : MINOR_LENGTH), p);
      qd_draw_set_color (cr, &pal->foreground, 0.55);
      cairo_stroke (cr);
      if (t->labelled)
        qd_draw_text (&r->text, t->label, TICK_SIZE, QD_DRAW_TEXT_RIGHT, l->y_labels_x, p,
                      &pal->foreground, 0.8);
    }

  /* Titles. */
  if (r->plot->axes[0].title != NULL && *r->plot->axes[0].title != '\0')
    qd_draw_text (&r->text, r->plot->axes[0].title, AXIS_TITLE_SIZE, QD_DRAW_TEXT_ADVANCE_CENTER,
                  x0 + f->width / 2, l->x_title_y, &pal->foreground, 1.0);
  if (r->plot->axes[1].title != NULL && *r->plot->axes[1].title != '\0')
    {
      cairo_save (cr);
      cairo_translate (cr, l->y_title_x, y0 + f->height / 2);
      cairo_rotate (cr, -G_PI / 2);
      qd_draw_text (&r->text, r->plot->axes[1].title, AXIS_TITLE_SIZE, QD_DRAW_TEXT_ADVANCE_CENTER, 0, 0,
                    &pal->foreground, 1.0);
      cairo_restore (cr);
    }
}

static void
draw_legend (Render *r, const Layout *l)
{
  cairo_t *cr = r->cr;

  for (guint s = 0; s < r->plot->series->len; s++)
    {
      const Series *series = g_ptr_array_index (r->plot->series, s);
      const LegendEntry *e = &l->legend[s];
      QdColor color;

      qd_plot_series_color (r->palette, series->style, &color);
      cairo_set_line_width (cr, LINE_WIDTH);
      qd_draw_set_color (cr, &color, 1.0);
      cairo_move_to (cr, e->x + 1, e->y);
      cairo_line_to (cr, e->x + LEGEND_SAMPLE - 1, e->y);
      cairo_stroke (cr);
      if (!series->line_only)
        draw_marker (r, series->style, e->x + LEGEND_SAMPLE / 2, e->y, &color);
      qd_draw_text (&r->text, e->text, LEGEND_SIZE, 0, e->x + LEGEND_SAMPLE + 6, e->y,
                    &r->palette->foreground, 1.0);
    }
}

void
qd_plot_render (cairo_t *cr, const QdPlot *plot, const QdPalette *palette, double width, double height)
{
  g_auto(GStrv) texts = NULL;
  Render r;
  Layout l;

  g_return_if_fail (cr != NULL && plot != NULL);

  memset (&r, 0, sizeof r);
  r.cr = cr;
  r.plot = plot;
  r.palette = palette != NULL ? palette : qd_palette_light ();
  texts = legend_texts (plot);
  layout_compute (plot, width, height, texts, &l);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  qd_draw_set_color (cr, &r.palette->background, 1.0);
  cairo_paint (cr);

  qd_draw_text_init (&r.text, cr, r.palette->font_family, "H");
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);

  if (plot->title != NULL && *plot->title != '\0')
    qd_draw_text (&r.text, plot->title, TITLE_SIZE, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_ADVANCE_CENTER,
                  width / 2, l.title_y, &r.palette->foreground, 1.0);
  draw_axes (&r, &l);

  cairo_save (cr);
  cairo_rectangle (cr, l.frame.left - MARKER_RADIUS - 1, l.frame.top - MARKER_RADIUS - 1,
                   l.frame.width + 2 * MARKER_RADIUS + 2, l.frame.height + 2 * MARKER_RADIUS + 2);
  cairo_clip (cr);
  for (guint s = 0; s < plot->series->len; s++)
    draw_series (&r, &l, g_ptr_array_index (plot->series, s));
  cairo_restore (cr);

  if (l.empty)
    qd_draw_text (&r.text, "No data", AXIS_TITLE_SIZE, QD_DRAW_TEXT_ADVANCE_CENTER,
                  l.frame.left + l.frame.width / 2, l.frame.top + l.frame.height / 2, &r.palette->muted, 1.0);
  draw_legend (&r, &l);

  qd_draw_text_clear (&r.text);
  layout_clear (&l);
  cairo_restore (cr);
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
  double w = NATURAL_WIDTH, h = 0;

  g_return_if_fail (sheet != NULL);
  columns = sheet_columns (sheet);
  rows = sheet->n_plots == 0 ? 1 : (sheet->n_plots + columns - 1) / columns;
  for (guint i = 0; i < sheet->n_plots; i++)
    {
      double pw, ph;

      qd_plot_get_natural_size (sheet->plots[i], &pw, &ph);
      w = MAX (w, pw);
      h = MAX (h, ph);
    }
  if (h == 0)
    h = NATURAL_HEIGHT;
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
