/* bench-mdp-render.c — drawing large grid worlds (render/mdp): a 1,000 ×
 * 1,000 and a 2,000 × 2,000 world with values, whole at their natural size
 * (a pixel a cell: one image) and zoomed so that a 1400 × 900 window shows
 * cells of 12 pixels (a path a cell, only those in the clip).  Prints the
 * best and the median of 7 drawings of each, in milliseconds. */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "render/mdp/qd-mdp-render.h"

#define RUNS 7

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static QdMdpWorld *
big_world (guint side, double **values)
{
  QdMdpWorld *world = qd_mdp_world_new (side, side);

  *values = g_new (double, (gsize) side * side);
  for (guint y = 0; y < side; y++)
    for (guint x = 0; x < side; x++)
      {
        guint i = qd_mdp_world_index (world, x, y);

        (*values)[i] = sin (x * 0.01) * cos (y * 0.013);
        if ((x * 7 + y * 13) % 29 == 0)
          world->kind[i] = QD_MDP_WALL;
      }
  world->kind[qd_mdp_world_index (world, side - 1, side - 1)] = QD_MDP_TERMINAL;
  world->reward[qd_mdp_world_index (world, side - 1, side - 1)] = 1;
  return world;
}

/* The board drawn RUNS times on a WIDTH × HEIGHT image, scaled by ZOOM. */
static void
measure (const char *name, const QdMdpWorld *world, const double *values, int width, int height, double zoom)
{
  double times[RUNS];
  QdMdpRenderOptions o;

  qd_mdp_render_options_init (&o, NULL);
  o.values = values;
  for (guint r = 0; r < RUNS; r++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
      cairo_t *cr = cairo_create (surface);
      gint64 start = g_get_monotonic_time ();

      cairo_scale (cr, zoom, zoom);
      qd_mdp_render (cr, world, &o);
      cairo_surface_flush (surface);
      times[r] = (g_get_monotonic_time () - start) / 1000.0;
      if (cairo_status (cr) != CAIRO_STATUS_SUCCESS)
        g_error ("%s: %s", name, cairo_status_to_string (cairo_status (cr)));
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  qsort (times, RUNS, sizeof *times, compare);
  printf ("%-44s best %7.1f ms  median %7.1f ms\n", name, times[0], times[RUNS / 2]);
}

int
main (void)
{
  static const guint sides[] = { 1000, 2000 };

  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      g_autofree double *values = NULL;
      g_autoptr(QdMdpWorld) world = big_world (sides[i], &values);
      QdMdpRenderOptions o;
      double width, height, cell;
      g_autofree char *whole = NULL, *zoomed = NULL;

      qd_mdp_render_options_init (&o, NULL);
      qd_mdp_render_get_size (world, &o, &width, &height);
      cell = qd_mdp_render_cell_size (world, &o);
      whole = g_strdup_printf ("%u x %u whole (%.0f x %.0f px)", sides[i], sides[i], width, height);
      zoomed = g_strdup_printf ("%u x %u zoomed, cells of 12 px, 1400 x 900", sides[i], sides[i]);
      measure (whole, world, values, (int) ceil (width), (int) ceil (height), 1.0);
      measure (zoomed, world, values, 1400, 900, 12.0 / cell);
    }
  return 0;
}
