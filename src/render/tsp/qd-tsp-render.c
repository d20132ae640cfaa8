/* qd-tsp-render.c — cities, tours and the plots of a TSP run. */
#include "qd-tsp-render.h"

#include <math.h>

#include "render/qd-draw.h"
#include "render/qd-label-place.h"
#include "render/qd-text-measure.h"
#include <glib/gi18n.h>

#define TOUR_STRETCH 32     /* cities of a tour stroked at once */
#define MARGIN 24.0
#define CAPTION 30.0
#define SIDE 560.0
#define MAX_NAMED 60

typedef struct {
  double x0, y0, scale;
} Frame;

/* 1, 2 or 5 times a power of ten, at least v. */
static double
nice_ceiling (double v)
{
  double p;

  if (!(v > 0))
    return 1;
  p = pow (10, floor (log10 (v)));
  for (guint k = 0; k < 3; k++)
    {
      const double m[] = { 1, 2, 5 };

      if (m[k] * p >= v)
        return m[k] * p;
    }
  return 10 * p;
}

static void
get_frame (const QdTsp *tsp, Frame *f)
{
  double min_x = G_MAXDOUBLE, min_y = G_MAXDOUBLE, max_x = -G_MAXDOUBLE, max_y = -G_MAXDOUBLE;

  for (guint i = 0; i < tsp->n; i++)
    {
      min_x = MIN (min_x, tsp->x[i]);
      max_x = MAX (max_x, tsp->x[i]);
      min_y = MIN (min_y, tsp->y[i]);
      max_y = MAX (max_y, tsp->y[i]);
    }
  if (tsp->n == 0)
    min_x = min_y = max_x = max_y = 0;
  if (tsp->has_points && min_x >= 0 && min_y >= 0)
    {
      f->x0 = f->y0 = 0;
      f->scale = SIDE / nice_ceiling (MAX (max_x, max_y));
    }
  else
    {
      double span = MAX (max_x - min_x, max_y - min_y) * 1.12;

      if (!(span > 0))
        span = 1;
      f->x0 = (min_x + max_x) / 2 - span / 2;
      f->y0 = (min_y + max_y) / 2 - span / 2;
      f->scale = SIDE / span;
    }
}

static inline void
map_point (const Frame *f, double x, double y, double *px, double *py)
{
  *px = MARGIN + (x - f->x0) * f->scale;
  *py = CAPTION + SIDE - (y - f->y0) * f->scale;
}

void
qd_tsp_render_from_world (const QdTsp *tsp, double x, double y, double *px, double *py)
{
  Frame f;

  get_frame (tsp, &f);
  map_point (&f, x, y, px, py);
}

void
qd_tsp_render_cities_from_world (const QdTsp *tsp, double *px, double *py)
{
  Frame f;

  get_frame (tsp, &f);
  for (guint i = 0; i < tsp->n; i++)
    map_point (&f, tsp->x[i], tsp->y[i], &px[i], &py[i]);
}

void
qd_tsp_render_to_world (const QdTsp *tsp, double px, double py, double *x, double *y)
{
  Frame f;

  get_frame (tsp, &f);
  *x = f.x0 + (px - MARGIN) / f.scale;
  *y = f.y0 + (CAPTION + SIDE - py) / f.scale;
}

gboolean
qd_tsp_render_in_square (double px, double py)
{
  return px >= MARGIN && px <= MARGIN + SIDE && py >= CAPTION && py <= CAPTION + SIDE;
}

static double
city_radius (guint n)
{
  return n > 2000 ? 1.5 : n > 300 ? 2.5 : n > 60 ? 3.5 : 5.5;
}

gint
qd_tsp_render_hit (const QdTsp *tsp, double px, double py)
{
  Frame f;
  double x, y;

  get_frame (tsp, &f);
  qd_tsp_render_to_world (tsp, px, py, &x, &y);
  /* A little more than the disc, so that small cities can be picked. */
  return qd_tsp_city_at (tsp, x, y, (city_radius (tsp->n) + 5) / f.scale);
}

void
qd_tsp_render_options_init (QdTspRenderOptions *options, const QdPalette *palette)
{
  options->palette = palette;
  options->tour = NULL;
  options->move_a = options->move_b = -1;
  options->move_worse = FALSE;
  options->selected = -1;
  options->caption = NULL;
  options->show_names = TRUE;
  options->min_name_px = 0;
}

void
qd_tsp_render_get_size (const QdTsp *tsp, double *width, double *height)
{
  *width = SIDE + 2 * MARGIN;
  *height = CAPTION + SIDE + MARGIN;
}

static void
ring (cairo_t *cr, const Frame *f, const QdTsp *tsp, guint city, double r, const QdPalette *palette,
      const QdColor *color, double width)
{
  double px, py;

  map_point (f, tsp->x[city], tsp->y[city], &px, &py);
  cairo_new_sub_path (cr);
  cairo_arc (cr, px, py, r, 0, 2 * G_PI);
  qd_draw_set_color (cr, color, 1);
  qd_draw_line_width (cr, palette, width);
  cairo_stroke (cr);
}

/* Names beside the cities, none over another or over a city (a name with
 * no room is left out), on a halo: the tour passes behind them. */
static void
draw_names (cairo_t *cr, const Frame *f, const QdTsp *tsp, const QdPalette *palette, double radius,
            double min_px)
{
  g_autofree double *x = g_new (double, MAX (tsp->n, 1));
  g_autofree double *y = g_new (double, MAX (tsp->n, 1));
  QdPointLabels labels = {
    .n = tsp->n, .x = x, .y = y, .names = (const char *const *) tsp->names,
    .radius = radius, .size = qd_label_screen_size (cr, palette, 12, min_px), .within = { 1, CAPTION, SIDE + 2 * MARGIN - 1, CAPTION + SIDE + MARGIN - 1 },
  };

  for (guint i = 0; i < tsp->n; i++)
    map_point (f, tsp->x[i], tsp->y[i], &x[i], &y[i]);
  qd_label_draw_names (cr, palette, &labels);
}

void
qd_tsp_render (cairo_t *cr, const QdTsp *tsp, const QdTspRenderOptions *options)
{
  const QdPalette *palette = options->palette != NULL ? options->palette : qd_palette_light ();
  double radius = city_radius (tsp->n);
  Frame f;

  get_frame (tsp, &f);
  cairo_save (cr);
  qd_draw_set_color (cr, &palette->background, 1);
  cairo_paint (cr);

  /* The square of the plane, faintly. */
  qd_draw_rounded_rect (cr, MARGIN - 0.5, CAPTION - 0.5, SIDE + 1, SIDE + 1, 6);
  qd_draw_set_color (cr, &palette->muted, 0.25);
  qd_draw_line_width (cr, palette, 1);
  cairo_stroke (cr);

  if (options->caption != NULL)
    {
      QdDrawText text;

      /* as high on screen as the names, within the band above the plane */
      double size = MIN (qd_label_screen_size (cr, palette, 14, options->min_name_px), CAPTION - 10);

      qd_draw_text_init (&text, cr, palette->font_family, "H");
      qd_draw_text (&text, options->caption, size, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_BASELINE, MARGIN, CAPTION - 10,
                    &palette->foreground, 0.9);
      qd_draw_text_clear (&text);
    }

  /* The tour: a closed path through the cities in order.  A long tour is
   * stroked a stretch at a time: one path that crosses itself thousands of
   * times takes cairo's stroker seconds (a random tour of 20,000 cities). */
  if (options->tour != NULL && tsp->n > 0)
    {
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);   /* where two stretches meet */
      qd_draw_line_width (cr, palette, tsp->n > 300 ? 1.2 : 2.5);
      qd_draw_set_color (cr, &palette->accent, 0.85);
      for (guint k = 0; k <= tsp->n; k++)
        {
          guint city = options->tour[k % tsp->n];
          double px, py;

          map_point (&f, tsp->x[city], tsp->y[city], &px, &py);
          if (k == 0)
            cairo_move_to (cr, px, py);
          else if (k == tsp->n && tsp->n <= TOUR_STRETCH)
            cairo_close_path (cr);
          else
            cairo_line_to (cr, px, py);
          if (k % TOUR_STRETCH == 0 && k > 0 && k < tsp->n)
            {
              cairo_stroke (cr);
              cairo_move_to (cr, px, py);
            }
        }
      cairo_stroke (cr);
    }

  /* Cities; more than are named at once, as one path (a ring then shows
   * through the discs that overlap it, too small to tell). */
  qd_draw_line_width (cr, palette, radius > 3 ? 1.5 : 0.6);
  for (guint i = 0; i < tsp->n; i++)
    {
      double px, py;

      map_point (&f, tsp->x[i], tsp->y[i], &px, &py);
      cairo_new_sub_path (cr);
      cairo_arc (cr, px, py, radius, 0, 2 * G_PI);
      if (tsp->n <= MAX_NAMED || i + 1 == tsp->n)
        {
          qd_draw_set_color (cr, &palette->leaf_fill, 1);
          cairo_fill_preserve (cr);
          qd_draw_set_color (cr, &palette->foreground, 0.8);
          cairo_stroke (cr);
        }
    }

  /* Where the tour starts, and the move just made. */
  if (options->tour != NULL && tsp->n > 0)
    ring (cr, &f, tsp, options->tour[0], radius + 3.5, palette, &palette->foreground, 1.5);
  /* A worse move's rings dashed, a better one's solid: not by colour alone. */
  if (options->move_worse)
    qd_draw_dash_style (cr, palette, 4);
  for (guint k = 0; k < 2; k++)
    {
      gint city = k == 0 ? options->move_a : options->move_b;

      if (city >= 0 && (guint) city < tsp->n)
        ring (cr, &f, tsp, (guint) city, radius + 5, palette,
              options->move_worse ? &palette->bad : &palette->good, 3);
    }
  cairo_set_dash (cr, NULL, 0, 0);
  if (options->selected >= 0 && (guint) options->selected < tsp->n)
    {
      qd_draw_dash_style (cr, palette, 4);
      ring (cr, &f, tsp, (guint) options->selected, radius + 7, palette, &palette->accent, 2);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  if (options->show_names && tsp->n <= MAX_NAMED)
    draw_names (cr, &f, tsp, palette, radius, options->min_name_px);
  cairo_restore (cr);
}

/* ------------------------------------------------------------- plots */

void
qd_tsp_fill_plots (const QdTspRun *run, guint64 upto_iteration, QdPlot *length, QdPlot *temperature)
{
  gboolean annealing = run->algorithm == QD_LOCAL_ANNEALING;
  gboolean population = qd_tsp_algorithm_is_population (run->variant);
  guint s_length, s_temperature = 0, s_mean = 0;

  qd_plot_clear (length);
  qd_plot_set_title (length, _("Tour length"));
  qd_plot_set_axis (length, QD_PLOT_AXIS_X, run->variant == QD_LOCAL_VARIANT_GENETIC ? _("generation") : _("iteration"),
                    QD_PLOT_LINEAR);
  qd_plot_set_axis (length, QD_PLOT_AXIS_Y, _("length"), QD_PLOT_LINEAR);
  qd_plot_set_integer (length, QD_PLOT_AXIS_X, TRUE);
  s_length = qd_plot_add_series (length, annealing ? _("current tour") : population ? _("best tour") : _("tour"));
  qd_plot_series_set_line_only (length, s_length, run->samples->len > 60);
  if (population)
    {
      s_mean = qd_plot_add_series (length, _("mean of the tours"));
      qd_plot_series_set_style (length, s_mean, 2);
      qd_plot_series_set_line_only (length, s_mean, run->samples->len > 60);
    }
  if (temperature != NULL)
    {
      qd_plot_clear (temperature);
      qd_plot_set_title (temperature, _("Temperature"));
      qd_plot_set_axis (temperature, QD_PLOT_AXIS_X, _("iteration"), QD_PLOT_LINEAR);
      qd_plot_set_axis (temperature, QD_PLOT_AXIS_Y, "T", QD_PLOT_LINEAR);
      qd_plot_set_integer (temperature, QD_PLOT_AXIS_X, TRUE);
      if (annealing)
        {
          s_temperature = qd_plot_add_series (temperature, qd_schedule_kind_to_string (run->schedule.kind));
          qd_plot_series_set_style (temperature, s_temperature, 2);
          qd_plot_series_set_line_only (temperature, s_temperature, run->samples->len > 60);
        }
    }
  {
    /* Whole iterations: a short run's axis counts 0 to 5, not 0.2, 0.4, … */
    guint64 last = run->samples->len > 0 ? g_array_index (run->samples, QdTspSample, run->samples->len - 1).iteration : 0;

    if (last < 5)
      {
        qd_plot_set_range (length, QD_PLOT_AXIS_X, 0, 5);
        if (temperature != NULL)
          qd_plot_set_range (temperature, QD_PLOT_AXIS_X, 0, 5);
      }
    else
      {
        qd_plot_set_range (length, QD_PLOT_AXIS_X, NAN, NAN);
        if (temperature != NULL)
          qd_plot_set_range (temperature, QD_PLOT_AXIS_X, NAN, NAN);
      }
  }
  for (guint k = 0; k < run->samples->len; k++)
    {
      const QdTspSample *s = &g_array_index (run->samples, QdTspSample, k);

      if (s->iteration > upto_iteration)
        break;
      qd_plot_add_point (length, s_length, (double) s->iteration, s->length, NAN);
      if (population)
        qd_plot_add_point (length, s_mean, (double) s->iteration, s->temperature, NAN);
      if (temperature != NULL && annealing)
        qd_plot_add_point (temperature, s_temperature, (double) s->iteration, s->temperature, NAN);
    }
}

guint
qd_tsp_plots_count (const QdTspRun *run)
{
  if (run == NULL)
    return 0;
  return run->algorithm == QD_LOCAL_ANNEALING ? 2 : 1;
}

void
qd_tsp_plots_draw (cairo_t *cr, double width, double height, const QdTspRun *run, const QdPalette *palette)
{
  g_autoptr(QdPlot) length = qd_plot_new (NULL);
  g_autoptr(QdPlot) temperature = qd_plot_new (NULL);
  QdPlot *plots[2] = { length, temperature };
  guint n_plots = qd_tsp_plots_count (run);
  QdPlotSheet sheet = { plots, n_plots, n_plots, palette != NULL ? palette : qd_palette_light () };

  if (n_plots == 0)
    return;
  qd_tsp_fill_plots (run, G_MAXUINT64, length, temperature);
  qd_plot_sheet_draw (cr, width, height, &sheet);
}

void
qd_tsp_picture_get_size (const QdTspPicture *picture, double *width, double *height)
{
  qd_tsp_render_get_size (picture->tsp, width, height);
  if (qd_tsp_plots_count (picture->run) > 0)
    *height += QD_TSP_PLOTS_HEIGHT;
}

void
qd_tsp_picture_draw (cairo_t *cr, double width, double height, gpointer data)
{
  const QdTspPicture *picture = data;
  QdTspRenderOptions options;
  double map_width, map_height;

  qd_tsp_render_options_init (&options, picture->palette != NULL ? picture->palette : qd_palette_light ());
  options.tour = picture->run != NULL ? picture->run->tour : picture->tsp->start;
  options.caption = picture->caption;
  qd_tsp_render (cr, picture->tsp, &options);
  if (qd_tsp_plots_count (picture->run) == 0)
    return;
  qd_tsp_render_get_size (picture->tsp, &map_width, &map_height);
  cairo_save (cr);
  /* The plots paint their own background: keep it off the map. */
  cairo_rectangle (cr, 0, map_height, width, height - map_height);
  cairo_clip (cr);
  cairo_translate (cr, 0, map_height);
  qd_tsp_plots_draw (cr, width, height - map_height, picture->run, options.palette);
  cairo_restore (cr);
}
