/* qd-tsp-render.h — drawing a TSP instance and a tour with cairo, and the
 * plots of a run (tour length and temperature over the iterations).
 *
 * The cities sit in a square of the picture.  Points of the plane keep
 * their coordinates (y upwards); points that are all >= 0 are shown in the
 * square from 0 to a round size above the largest coordinate, so that the
 * frame stays put while the editor adds cities.  A table's cities are shown
 * at their layout (qd_tsp_layout: classical MDS, or a circle). */
#pragma once

#include <cairo.h>
#include "problems/tsp/qd-tsp.h"
#include "problems/tsp/qd-tsp-search.h"
#include "render/qd-palette.h"
#include "render/qd-plot.h"

G_BEGIN_DECLS

typedef struct {
  const QdPalette *palette;
  const guint *tour;          /* n cities, or NULL: cities only */
  gint move_a, move_b;        /* the cities of the move just made (accent), or -1 */
  gboolean move_worse;        /* that move lengthened the tour (drawn in the "bad" colour) */
  gint selected;              /* the editor's selection (dashed ring), or -1 */
  const char *caption;        /* a line above the square, or NULL */
  gboolean show_names;        /* names beside the cities (up to 60 cities) */
  double min_name_px;         /* on screen: names at least this many pixels high when
                               * zoomed out (up to 2.5 times their size); 0: exports */
} QdTspRenderOptions;

void     qd_tsp_render_options_init (QdTspRenderOptions *options, const QdPalette *palette);
void     qd_tsp_render_get_size     (const QdTsp *tsp, double *width, double *height);
/* Paints the background, the cities and the tour. */
void     qd_tsp_render              (cairo_t *cr, const QdTsp *tsp, const QdTspRenderOptions *options);
/* Picture units to the instance's coordinates and back. */
void     qd_tsp_render_to_world     (const QdTsp *tsp, double px, double py, double *x, double *y);
void     qd_tsp_render_from_world   (const QdTsp *tsp, double x, double y, double *px, double *py);
/* Every city's place in picture units at once (px, py hold n entries): the
 * frame is found once, where qd_tsp_render_from_world finds it each call. */
void     qd_tsp_render_cities_from_world (const QdTsp *tsp, double *px, double *py);
/* The city drawn at (px, py), or -1. */
gint     qd_tsp_render_hit          (const QdTsp *tsp, double px, double py);
/* Whether (px, py) lies inside the square the cities live in. */
gboolean qd_tsp_render_in_square    (double px, double py);

/* The run's tour length (and, for annealing, temperature) over the
 * iterations, up to `upto_iteration` (G_MAXUINT64: all). */
void     qd_tsp_fill_plots          (const QdTspRun *run, guint64 upto_iteration,
                                     QdPlot *length, QdPlot *temperature);

/* The plots of a run side by side: the tour length, and for annealing the
 * temperature (qd_tsp_plots_count: 1 or 2; 0 without a run), at
 * width x height, their background painted, in `palette` (NULL: light). */
#define QD_TSP_PLOTS_HEIGHT 300.0
guint    qd_tsp_plots_count         (const QdTspRun *run);
void     qd_tsp_plots_draw          (cairo_t *cr, double width, double height, const QdTspRun *run,
                                     const QdPalette *palette);

/* The picture of the command line: the tour, and the plots under it. */
typedef struct {
  const QdTsp *tsp;
  const QdTspRun *run;        /* may be NULL */
  const char *caption;
  const QdPalette *palette;   /* NULL: light */
} QdTspPicture;

void     qd_tsp_picture_get_size    (const QdTspPicture *picture, double *width, double *height);
void     qd_tsp_picture_draw        (cairo_t *cr, double width, double height, gpointer picture);

G_END_DECLS
