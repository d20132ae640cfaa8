/* qd-plot.h — line plots for experiments, drawn with cairo.
 *
 * A plot holds named series of (x, y, bar) points, two axes that are
 * each linear or log10, a title and axis titles.  It is drawn at any size
 * with a legend under the axes, markers, lines joining each series' points
 * in x order, and bars (y ± error, or from low to high).  Points a log axis cannot show
 * (zero, negative, not finite) are skipped and counted in the legend, so a
 * reader knows they exist.  The same drawing serves the window and the
 * exported PNG, SVG and PDF files (qd_plot_sheet_draw is a QdDrawFunc).
 */
#pragma once

#include <cairo.h>
#include "qd-palette.h"

G_BEGIN_DECLS

typedef enum {
  QD_PLOT_LINEAR,
  QD_PLOT_LOG10,
} QdPlotScale;

typedef enum {
  QD_PLOT_AXIS_X,
  QD_PLOT_AXIS_Y,
} QdPlotAxis;

typedef struct _QdPlot QdPlot;

QdPlot     *qd_plot_new            (const char *title);
void        qd_plot_free           (QdPlot *plot);
void        qd_plot_set_title      (QdPlot *plot, const char *title);
const char *qd_plot_get_title      (const QdPlot *plot);
void        qd_plot_set_axis       (QdPlot *plot, QdPlotAxis axis, const char *title, QdPlotScale scale);
QdPlotScale qd_plot_get_scale      (const QdPlot *plot, QdPlotAxis axis);
/* A fixed range for an axis; NAN at either end (the default) lets the data
 * choose that end, rounded out to the next tick. */
void        qd_plot_set_range      (QdPlot *plot, QdPlotAxis axis, double min, double max);
/* A linear axis of counts (trials, steps, iterations): ticks only at whole
 * numbers, a step of at least 1 (none at 0.5 nor at 1.5), and a lone value
 * shown between its neighbours (off by default). */
void        qd_plot_set_integer    (QdPlot *plot, QdPlotAxis axis, gboolean integer);

/* Series are numbered 0, 1, … in order of addition; series i takes colour
 * and marker i unless set otherwise. */
guint       qd_plot_add_series     (QdPlot *plot, const char *name);
guint       qd_plot_n_series       (const QdPlot *plot);
/* A note the legend adds after the name, e.g. "2 capped". */
void        qd_plot_series_set_note  (QdPlot *plot, guint series, const char *note);
void        qd_plot_series_set_style (QdPlot *plot, guint series, guint style);
/* A line without markers, for series of many points. */
void        qd_plot_series_set_line_only (QdPlot *plot, guint series, gboolean line_only);
/* Markers without a line, for events along another series (restarts). */
void        qd_plot_series_set_markers_only (QdPlot *plot, guint series, gboolean markers_only);
/* y_error <= 0 or NAN: no error bar. */
void        qd_plot_add_point      (QdPlot *plot, guint series, double x, double y, double y_error);
/* A bar from low to high (a median's quartiles); no bar unless low < high.
 * censored: the true y is at least this one (a run stopped by a cap), drawn
 * with an arrow pointing up from its marker. */
void        qd_plot_add_point_range (QdPlot *plot, guint series, double x, double y, double low, double high,
                                     gboolean censored);
gboolean    qd_plot_point_is_censored  (const QdPlot *plot, guint series, guint index);
guint       qd_plot_series_n_points (const QdPlot *plot, guint series);
/* Removes every series (the axes and titles stay). */
void        qd_plot_clear          (QdPlot *plot);

/* The legend entry as drawn: "fc (2 capped; 1 point ≤ 0 not shown)". */
char       *qd_plot_series_legend  (const QdPlot *plot, guint series);
/* Points of a series the axes cannot show (not finite, or <= 0 on a log axis). */
guint       qd_plot_series_n_skipped (const QdPlot *plot, guint series);

/* The plot in words, for a screen reader (translated, numbers as the
 * locale writes them): "Tour length. Horizontal axis: iteration, linear,
 * from 0 to 20,000. Vertical axis: … 1 series. tour: 201 points, first
 * 5,210 at 0, last 4,120 at 20,000; lowest 3,980 at 15,400, highest …"
 * with the points not shown and the lower bounds (censored) counted. */
char       *qd_plot_describe       (const QdPlot *plot);
/* A value as the description says it: whole numbers in full, others to
 * two decimals (three significant digits below 1), grouped as the locale
 * groups them. */
char       *qd_plot_format_value   (double value);

/* ------------------------------------------------------------- axes */

typedef struct {
  double value;
  gboolean labelled;        /* a major tick with a label (and a grid line) */
  char label[16];           /* "" for minor ticks */
} QdPlotTick;

/* The ticks of an axis showing data from data_min to data_max (data_min <=
 * data_max; on a log axis both > 0), about `target` labelled ones.  The axis
 * range is rounded out to ticks and returned in axis_min/axis_max:
 * - linear: steps of 1, 2 or 5 times a power of ten; labels 0, 0.5, 250,
 *   "20k" and "1.5M" once the values reach 10,000 and 10,000,000;
 * - log10: the range runs from and to 1, 2 or 5 times a power of ten;
 *   labels 0.01, 0.1, 1, 10, 100, 1k, 10k, …, 1M, 1G at 1, 2 and 5 times
 *   each power of ten when they fit, else at the decades (every other
 *   decade, or fewer, when there are many); minor ticks at the other
 *   multiples (up to eight decades).
 * A single value gets a range around it.  Returns an array of QdPlotTick
 * in ascending order. */
GArray     *qd_plot_axis_ticks     (QdPlotScale scale, double data_min, double data_max, guint target,
                                    double *axis_min, double *axis_max);

/* Where things go for a picture of width x height: the plot area (inside
 * the axes) and the ranges of the axes (text at scale 1). */
typedef struct {
  double left, top, width, height;
  QdPlotScale x_scale, y_scale;
  double x_min, x_max, y_min, y_max;
} QdPlotFrame;

void        qd_plot_get_frame      (const QdPlot *plot, double width, double height, QdPlotFrame *frame);
/* The ticks of an axis as a picture of width x height draws them (QdPlotTick). */
GArray     *qd_plot_get_ticks      (const QdPlot *plot, QdPlotAxis axis, double width, double height);
/* Data to picture coordinates; FALSE (nothing written) for a point a log
 * axis cannot show. */
gboolean    qd_plot_frame_map      (const QdPlotFrame *frame, double x, double y, double *px, double *py);

/* ---------------------------------------------------------- drawing */

/* The size a plot looks best at (its legend laid out at that width) with the
 * palette's text (NULL: light): larger text adds its room around the area. */
void        qd_plot_get_natural_size (const QdPlot *plot, const QdPalette *palette,
                                      double *width, double *height);
/* The height a picture `width` wide needs for its plot area to be
 * `area_height` tall, with the palette's text (NULL: light): the title,
 * the axes' labels and the legend's rows at that width added. */
double      qd_plot_height_for_area (const QdPlot *plot, const QdPalette *palette, double width,
                                     double area_height);
/* Paints the background and the plot into (0, 0, width, height). */
void        qd_plot_render         (cairo_t *cr, const QdPlot *plot, const QdPalette *palette,
                                    double width, double height);
/* The line colour of series style i, in a palette (GNOME's hues, lighter in
 * the dark). */
void        qd_plot_series_color   (const QdPalette *palette, guint style, QdColor *color);

/* Several plots in one picture, `columns` to a row (0: all in one row);
 * qd_plot_sheet_draw is a QdDrawFunc taking a QdPlotSheet, which shares the
 * picture's size out evenly. */
typedef struct {
  QdPlot *const *plots;
  guint n_plots;
  guint columns;
  const QdPalette *palette;   /* NULL: light */
} QdPlotSheet;

void        qd_plot_sheet_get_size (const QdPlotSheet *sheet, double *width, double *height);
void        qd_plot_sheet_draw     (cairo_t *cr, double width, double height, gpointer sheet);
/* Its plots' descriptions, one after the other. */
char       *qd_plot_sheet_describe (const QdPlotSheet *sheet);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdPlot, qd_plot_free)

G_END_DECLS
