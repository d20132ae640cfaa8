/* qd-bayes-plot.c — the Bayesian network tab's plots (qd-bayes-plot.h):
 * a sampler's convergence on the shared plots, and the factor-size chart
 * drawn here. */
#include "config.h"
#include "qd-bayes-plot.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-format.h"
#include "render/qd-draw.h"

#define MARKERS_UP_TO 40

/* ---- convergence */

static char *
run_note (const QdBayesConvergence *run)
{
  guint64 done = run->n_points > 0 ? run->n_done[run->n_points - 1] : 0;
  g_autofree char *kept = qd_format_count (run->n_kept);
  g_autofree char *rejected = qd_format_count (done >= run->n_kept ? done - run->n_kept : 0);
  g_autofree char *ess = isfinite (run->effective) ? qd_format_grouped (run->effective, 0) : NULL;

  if (ess != NULL)
    /* TRANSLATORS: the legend of a sampling run: samples kept, rejected, and the effective sample size */
    return g_strdup_printf (_("%s kept, %s rejected; effective sample size %s"), kept, rejected, ess);
  return g_strdup_printf (_("%s kept, %s rejected"), kept, rejected);
}

QdPlot *
qd_bayes_convergence_plot_new (const QdBayesConvergence *run)
{
  g_autofree char *title = g_strdup_printf (_("Estimate of %s"), run->label != NULL ? run->label : "P");
  QdPlot *plot = qd_plot_new (title);
  guint series = qd_plot_add_series (plot, run->sampler != NULL ? run->sampler : _("estimate"));
  g_autofree char *note = run_note (run);

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, _("samples"), QD_PLOT_LOG10);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, _("probability"), QD_PLOT_LINEAR);
  qd_plot_series_set_note (plot, series, note);
  qd_plot_series_set_line_only (plot, series, run->n_points > MARKERS_UP_TO);
  for (guint i = 0; i < run->n_points; i++)
    qd_plot_add_point (plot, series, (double) run->n_done[i], run->estimate[i], NAN);
  if (isfinite (run->exact) && run->n_points > 0)
    {
      g_autofree char *value = qd_format_c ("%.4f", run->exact);
      g_autofree char *name = g_strdup_printf (_("exact answer %s"), value);
      guint line = qd_plot_add_series (plot, name);

      qd_plot_series_set_line_only (plot, line, TRUE);
      qd_plot_add_point (plot, line, MAX (1.0, (double) run->n_done[0]), run->exact, NAN);
      qd_plot_add_point (plot, line, MAX (2.0, (double) run->n_done[run->n_points - 1]), run->exact, NAN);
    }
  return plot;
}

void
qd_bayes_render_convergence (cairo_t *cr, double width, double height, const QdBayesConvergence *run,
                             const QdPalette *palette)
{
  g_autoptr(QdPlot) plot = qd_bayes_convergence_plot_new (run);

  qd_plot_render (cr, plot, palette, width, height);
}

/* ---- the factor-size chart */

#define CHART_HEIGHT 340.0
#define CHART_MIN_WIDTH 480.0
#define BAR_WIDTH 12.0
#define GROUP_GAP 8.0
#define LEFT 64.0
#define RIGHT 16.0
#define TOP 40.0
#define BOTTOM 96.0      /* the steps' names, slanted, and the legend */
#define LEGEND_ROW 16.0

void
qd_bayes_factor_chart_get_size (const QdBayesFactorChart *chart, double *width, double *height)
{
  guint steps = 0;

  for (guint k = 0; k < chart->n_orders; k++)
    steps = MAX (steps, chart->orders[k].n_steps);
  *width = MAX (CHART_MIN_WIDTH, LEFT + RIGHT + steps * (BAR_WIDTH * MAX (chart->n_orders, 1) + GROUP_GAP));
  *height = CHART_HEIGHT + chart->n_orders * LEGEND_ROW;
}

static guint
largest_step (const QdBayesOrderSizes *order)
{
  guint best = 0;

  for (guint i = 1; i < order->n_steps; i++)
    if (order->sizes[i] > order->sizes[best])
      best = i;
  return best;
}

static double
chart_max (const QdBayesFactorChart *chart)
{
  double m = 1;

  for (guint k = 0; k < chart->n_orders; k++)
    for (guint i = 0; i < chart->orders[k].n_steps; i++)
      if (isfinite (chart->orders[k].sizes[i]))
        m = MAX (m, chart->orders[k].sizes[i]);
  return m;
}

typedef struct {
  cairo_t *cr;
  QdDrawText *face;
  const QdPalette *p;
  double left, top, width, height;   /* the plot area */
  double y_max;                      /* log10 of the axis's top */
  double group;                      /* a step's width */
  double bar;                        /* a bar's width */
} Chart;

static double
chart_y (const Chart *c, double size)
{
  double t = size <= 1 ? 0 : log10 (size) / c->y_max;

  return c->top + c->height * (1 - CLAMP (t, 0, 1));
}

static void
draw_axis (const Chart *c)
{
  double axis_min, axis_max;
  g_autoptr(GArray) ticks = qd_plot_axis_ticks (QD_PLOT_LOG10, 1, pow (10, c->y_max), 6, &axis_min, &axis_max);

  for (guint i = 0; i < ticks->len; i++)
    {
      const QdPlotTick *t = &g_array_index (ticks, QdPlotTick, i);
      double y = chart_y (c, t->value), decade = log10 (t->value);

      /* Decades only: 1, 10, 100, 1k… */
      if (!t->labelled || fabs (decade - round (decade)) > 1e-9 || decade > c->y_max + 1e-9)
        continue;
      qd_draw_set_color (c->cr, &c->p->foreground, 0.1);
      cairo_rectangle (c->cr, c->left, y - 0.5, c->width, 1);
      cairo_fill (c->cr);
      qd_draw_text (c->face, t->label, 10, QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_CAP_MIDDLE, c->left - 6, y,
                    &c->p->foreground, 0.8);
    }
  qd_draw_set_color (c->cr, &c->p->foreground, 0.6);
  cairo_rectangle (c->cr, c->left, c->top + c->height - 0.5, c->width, 1);
  cairo_fill (c->cr);
}

static void
draw_order (const Chart *c, const QdBayesFactorChart *chart, guint k)
{
  const QdBayesOrderSizes *order = &chart->orders[k];
  guint best = largest_step (order);
  QdColor color;

  qd_palette_series (c->p, k, &color);
  for (guint i = 0; i < order->n_steps; i++)
    {
      double x = c->left + i * c->group + (c->group - chart->n_orders * c->bar) / 2 + k * c->bar;
      double y = chart_y (c, order->sizes[i]), base = c->top + c->height;
      gboolean shown = chart->step < 0 || (gint) i <= chart->step;

      cairo_rectangle (c->cr, x + 0.5, y, MAX (c->bar - 1, 0.5), MAX (base - y, 1));
      if (shown)
        {
          qd_draw_set_color (c->cr, &color, i == best ? 1.0 : 0.45);
          cairo_fill (c->cr);
        }
      else
        {
          qd_draw_set_color (c->cr, &color, 0.6);
          qd_draw_line_width (c->cr, c->p, 1);
          cairo_stroke (c->cr);
        }
      if (i == best && shown)
        {
          g_autofree char *size = qd_plot_format_value (order->sizes[i]);

          qd_draw_text (c->face, size, 10, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_BASELINE,
                        x + c->bar / 2, y - 4 - k * 12, &color, 1.0);
        }
    }
}

/* Each step's variable under its group, slanted; with two orders (whose
 * variables differ), the step's number. */
static void
draw_names (const Chart *c, const QdBayesFactorChart *chart)
{
  const QdBayesOrderSizes *order = &chart->orders[0];
  guint steps = 0;

  guint every = 1;

  for (guint k = 0; k < chart->n_orders; k++)
    steps = MAX (steps, chart->orders[k].n_steps);
  /* Compact: numbers, one every few steps when a step is narrower than one. */
  while (chart->compact && every * c->group < 22)
    every++;
  for (guint i = 0; i < steps; i++)
    {
      double x = c->left + (i + 0.5) * c->group, y = c->top + c->height + 8;
      char number[16];
      const char *name = number;

      if ((i + 1) % every != 0 && i != 0)
        continue;
      g_snprintf (number, sizeof number, "%u", i + 1);
      if (!chart->compact && chart->n_orders == 1 && order->names != NULL && order->names[i] != NULL)
        name = order->names[i];
      if (name == number)
        {
          qd_draw_text (c->face, name, 9.5, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x, y + 4,
                        &c->p->foreground, 0.85);
          continue;
        }
      cairo_save (c->cr);
      cairo_translate (c->cr, x, y);
      cairo_rotate (c->cr, -G_PI / 4);
      qd_draw_text (c->face, name, 9.5, QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_CAP_MIDDLE, 0, 0, &c->p->foreground, 0.85);
      cairo_restore (c->cr);
    }
}

static char *
order_legend (const QdBayesOrderSizes *order)
{
  guint best = largest_step (order);
  double total = 0;
  g_autofree char *largest = NULL, *sum = NULL;

  for (guint i = 0; i < order->n_steps; i++)
    total += order->sizes[i];
  largest = qd_plot_format_value (order->n_steps > 0 ? order->sizes[best] : 0);
  sum = qd_plot_format_value (total);
  /* TRANSLATORS: an elimination order's line in the factor chart's legend: its name, the largest factor's
   * entries and the variable whose elimination makes it, the entries of all factors made */
  return g_strdup_printf (_("%s: largest factor %s entries (summing out %s), %s in all"),
                          order->label != NULL ? order->label : "", largest,
                          order->names != NULL && order->n_steps > 0 ? order->names[best] : "—", sum);
}

static void
draw_legend (const Chart *c, const QdBayesFactorChart *chart, double y)
{
  for (guint k = 0; k < chart->n_orders; k++)
    {
      g_autofree char *text = chart->compact ? g_strdup (chart->orders[k].label != NULL ? chart->orders[k].label : "")
                                             : order_legend (&chart->orders[k]);
      QdColor color;

      qd_palette_series (c->p, k, &color);
      qd_draw_set_color (c->cr, &color, 1.0);
      cairo_rectangle (c->cr, c->left, y + k * LEGEND_ROW - 5, 10, 10);
      cairo_fill (c->cr);
      qd_draw_text (c->face, text, 10.5, QD_DRAW_TEXT_LEFT | QD_DRAW_TEXT_CAP_MIDDLE, c->left + 16,
                    y + k * LEGEND_ROW, &c->p->foreground, 1.0);
    }
}

void
qd_bayes_render_factor_chart (cairo_t *cr, double width, double height, const QdBayesFactorChart *chart,
                              const QdPalette *palette)
{
  const QdPalette *p = qd_palette_or_light (palette);
  double natural_w, natural_h, max = chart_max (chart);
  guint steps = 0;
  QdDrawText face;
  Chart c;

  double top = TOP, bottom = BOTTOM, left = LEFT;

  qd_bayes_factor_chart_get_size (chart, &natural_w, &natural_h);
  for (guint k = 0; k < chart->n_orders; k++)
    steps = MAX (steps, chart->orders[k].n_steps);
  qd_draw_begin (cr, p, &face, "H");
  if (chart->compact)
    natural_w = width, natural_h = height, top = 28, bottom = 30, left = 44;
  else
    cairo_scale (cr, width / natural_w, height / natural_h);
  c = (Chart) { .cr = cr, .face = &face, .p = p, .left = left, .top = top, .width = MAX (natural_w - left - RIGHT, 1),
                .height = MAX (natural_h - top - bottom - chart->n_orders * LEGEND_ROW, 1) };
  c.y_max = MAX (1.0, ceil (log10 (max) - 1e-9));
  c.group = steps > 0 ? c.width / steps : c.width;
  c.bar = MIN (BAR_WIDTH, MAX (1.0, (c.group - 2) / MAX (chart->n_orders, 1)));
  qd_draw_text (&face, chart->title != NULL ? chart->title : _("Factor sizes by step"), 13,
                QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, natural_w / 2, top / 2,
                &p->foreground, 1.0);
  draw_axis (&c);
  for (guint k = 0; k < chart->n_orders; k++)
    draw_order (&c, chart, k);
  if (chart->n_orders > 0)
    {
      draw_names (&c, chart);
      draw_legend (&c, chart, natural_h - chart->n_orders * LEGEND_ROW - 6);
    }
  qd_draw_end (cr, &face);
}

char *
qd_bayes_factor_chart_describe (const QdBayesFactorChart *chart)
{
  GString *out = g_string_new (chart->title != NULL ? chart->title : _("Factor sizes by step"));

  g_string_append (out, ". ");
  for (guint k = 0; k < chart->n_orders; k++)
    {
      g_autofree char *line = order_legend (&chart->orders[k]);

      g_string_append_printf (out, ngettext ("%s; %u step. ", "%s; %u steps. ", chart->orders[k].n_steps), line,
                              chart->orders[k].n_steps);
    }
  return g_string_free (out, FALSE);
}
