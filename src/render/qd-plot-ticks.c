/* qd-plot-ticks.c — the ticks of a plot's axes: steps of 1, 2 or 5 times a
 * power of ten on a linear scale; on a log scale labels at 1, 2 and 5 of each
 * decade, at the decades or at every few decades, whichever fits, with minor
 * ticks between.  The range is rounded out to ticks. */
#include "qd-plot-private.h"

#include <stdio.h>
#include <string.h>

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

/* min_step: 1 on an axis of whole numbers (no tick between 0 and 1), else 0. */
static GArray *
linear_ticks (double data_min, double data_max, guint target, double min_step, double *axis_min, double *axis_max)
{
  GArray *ticks = g_array_new (FALSE, FALSE, sizeof (QdPlotTick));
  double step, unit = 1;
  const char *suffix = "";
  gint64 first, last;
  int decimals;

  if (!(data_max > data_min))
    {
      double spread = MAX (data_min != 0 ? fabs (data_min) * 0.2 : 1, min_step);

      data_max = data_min + spread;
      data_min = data_min - spread;
    }
  step = MAX (nice_step ((data_max - data_min) / MAX (target, 2)), min_step);
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
qd_plot_ticks (QdPlotScale scale, gboolean integer, double data_min, double data_max, guint target,
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
  return linear_ticks (data_min, data_max, target, integer ? 1 : 0, axis_min, axis_max);
}

GArray *
qd_plot_axis_ticks (QdPlotScale scale, double data_min, double data_max, guint target,
                    double *axis_min, double *axis_max)
{
  return qd_plot_ticks (scale, FALSE, data_min, data_max, target, axis_min, axis_max);
}

GArray *
qd_plot_fixed_ticks (QdPlotScale scale, gboolean integer, double min, double max, guint target)
{
  GArray *all = qd_plot_ticks (scale, integer, min, max, target, NULL, NULL);
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
