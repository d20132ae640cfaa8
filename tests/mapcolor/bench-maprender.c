/* bench-maprender.c — drawing large maps (issue 15): the time to paint a
 * coloured map of 10,000, 100,000 and 1,000,000 regions into a window-sized
 * picture, fitted (the whole map) and zoomed 8 times (a window's worth of it),
 * as the map view does on every frame.  Median of 5 frames.
 *
 *   meson test -C _build-release --benchmark maprender -v      (or run the binary;
 *   --quick leaves out 1,000,000, --png DIR writes the frames) 
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "problems/mapcolor/qd-mapcolor-gen.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "render/qd-map-render.h"

#define FRAMES 5
#define WINDOW 776

/* --png DIR: the frames are also written there, to be looked at. */
static const char *png_dir;

static int
cmp_i64 (const void *a, const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return x < y ? -1 : x > y;
}

/* One frame: a WINDOW x WINDOW surface showing the picture at `zoom`, its
 * centre in the middle of the window. */
static gint64
frame (const QdMap *map, const QdMapRenderOptions *options, double zoom)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WINDOW, WINDOW);
  cairo_t *cr = cairo_create (surface);
  double w, h;
  gint64 start;

  qd_map_render_get_size (map, &w, &h);
  cairo_translate (cr, WINDOW / 2.0, WINDOW / 2.0);
  cairo_scale (cr, zoom * WINDOW / w, zoom * WINDOW / h);
  cairo_translate (cr, -w / 2, -h / 2);
  start = g_get_monotonic_time ();
  qd_map_render (cr, map, options);
  cairo_surface_flush (surface);
  start = g_get_monotonic_time () - start;
  if (png_dir != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s/map-%u-zoom-%g.png", png_dir, map->n_regions, zoom);

      cairo_surface_write_to_png (surface, name);
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return start;
}

static void
measure (guint n)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMap) map = qd_mapcolor_generate (n, 7, QD_MAPCOLOR_GEN_DELAUNAY, NULL, NULL, &error);
  g_autoptr(QdMapcolorSolution) solution = NULL;
  QdMapRenderOptions options;
  const double zooms[] = { 1, 8 };

  if (map == NULL)
    {
      fprintf (stderr, "bench-maprender: %s\n", error->message);
      exit (1);
    }
  solution = qd_mapcolor_solve (map, NULL);
  qd_map_render_options_init (&options, NULL);
  options.colors = solution->colors;
  options.show_names = FALSE;
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      gint64 times[FRAMES];

      for (guint f = 0; f < FRAMES; f++)
        times[f] = frame (map, &options, zooms[z]);
      qsort (times, FRAMES, sizeof (gint64), cmp_i64);
      printf ("%9u regions, %u edges, zoom %g: %8.1f ms a frame (median of %d), worst %.1f ms\n", n,
              map->n_edges, zooms[z], times[FRAMES / 2] / 1000.0, FRAMES, times[FRAMES - 1] / 1000.0);
    }
  fflush (stdout);
}

int
main (int argc, char **argv)
{
  gboolean quick = FALSE;

  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--quick") == 0)
      quick = TRUE;
    else if (strcmp (argv[i], "--png") == 0 && i + 1 < argc)
      png_dir = argv[++i];
  measure (1000);
  measure (10000);
  measure (100000);
  if (!quick)
    measure (1000000);
  return 0;
}
