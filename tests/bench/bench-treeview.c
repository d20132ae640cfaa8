/* bench-treeview.c — the search-tree explorer's drawing on a tree of about a
 * million nodes: n queens (default 12: 641,975 nodes; 13 passes the
 * recorder's default budget of 4,000,000) with forward checking, all
 * solutions.
 *
 * Times the layout built at once, the layout grown while the search records
 * (an update every 20,000 assignments, as the view's polling would see it),
 * collapse-failures and expand-all, then frames drawn onto a 1280 x 800
 * image surface while panning across the tree (200 frames each) at the zoom
 * that fits the width, at two middle zooms (density strokes, then shapes)
 * and fully zoomed in (labels): median and worst frame.
 *
 * Usage: bench-treeview [N]
 */
#include <stdio.h>
#include <stdlib.h>

#include "render/qd-search-tree-render.h"
#include "../search-tree-samples.h"

#define WIDTH 1280
#define HEIGHT 800
#define FRAMES 200

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

typedef struct {
  QdSearchTreeLayout *layout;
  double total, worst;
  guint updates;
} Growing;

static void
grow (QdSearchTree *tree, gpointer data)
{
  Growing *g = data;
  double t = now_ms (), dt;

  if (g->layout == NULL)
    g->layout = qd_search_tree_layout_new (tree);
  else
    qd_search_tree_layout_update (g->layout);
  dt = now_ms () - t;
  g->total += dt;
  g->worst = MAX (g->worst, dt);
  g->updates++;
}

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
frames (const char *name, const QdSearchTreeLayout *layout, double zoom, double level)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, WIDTH, HEIGHT);
  QdSearchTreeRenderOptions options;
  double times[FRAMES], w, h;

  qd_search_tree_render_options_init (&options, qd_palette_light ());
  qd_search_tree_render_options_set_zoom (&options, zoom);
  if (level > 0)
    options.level = level;
  qd_search_tree_render_get_size (layout, &options, &w, &h);
  /* Down to the middle of the tree's height, along its whole width. */
  options.y = MAX (0, h / 2 - HEIGHT / 2);
  for (guint f = 0; f < FRAMES; f++)
    {
      cairo_t *cr = cairo_create (surface);
      double t;

      options.x = MAX (0, w - WIDTH) * f / (FRAMES - 1);
      options.selected = (gint) qd_search_tree_layout_chosen_end (layout);
      t = now_ms ();
      qd_search_tree_render (cr, layout, &options);
      cairo_surface_flush (surface);
      times[f] = now_ms () - t;
      cairo_destroy (cr);
    }
  qsort (times, FRAMES, sizeof *times, compare);
  printf ("  %-28s zoom %-9.3g %8.0f x %5.0f units: frame median %6.2f ms, max %6.2f ms\n",
          name, zoom, w, h, times[FRAMES / 2], times[FRAMES - 1]);
  cairo_surface_destroy (surface);
}

int
main (int argc, char **argv)
{
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 12;
  QdCsp *csp = NULL;
  Growing growing = { NULL, 0, 0, 0 };
  QdSearchTree *tree;
  QdSearchTreeLayout *layout;
  double t, columns, fit, level;
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];
  guint collapsed;

  t = now_ms ();
  tree = sample_queens (n, TRUE, FALSE, &csp, 20000, grow, &growing);
  printf ("bench-treeview: %u queens, forward checking, all solutions\n", n);
  printf ("  recording with live layout     %8.1f ms (layout updates %u: total %.1f ms, worst %.2f ms)\n",
          now_ms () - t, growing.updates, growing.total, growing.worst);
  qd_search_tree_finish (tree, 0);
  qd_search_tree_count (tree, counts);
  printf ("  nodes %u, solutions %" G_GUINT64_FORMAT ", failures %" G_GUINT64_FORMAT ", dropped %" G_GUINT64_FORMAT "\n",
          qd_search_tree_n_nodes (tree), counts[QD_SEARCH_NODE_SOLUTION], counts[QD_SEARCH_NODE_FAILURE],
          qd_search_tree_n_dropped (tree));
  t = now_ms ();
  qd_search_tree_layout_update (growing.layout);
  printf ("  final update of the live layout %7.1f ms\n", now_ms () - t);

  t = now_ms ();
  layout = qd_search_tree_layout_new (tree);
  printf ("  layout built at once           %8.1f ms (%.0f columns, %u levels)\n", now_ms () - t,
          qd_search_tree_layout_get_width (layout), qd_search_tree_layout_n_levels (layout));

  /* The view's fit: the width, levels spread over the height. */
  columns = qd_search_tree_layout_get_width (layout);
  fit = (WIDTH - 2 * QD_SEARCH_TREE_MARGIN - 8) / (columns * QD_SEARCH_TREE_COLUMN);
  level = MIN (QD_SEARCH_TREE_LEVEL, (HEIGHT - 2 * QD_SEARCH_TREE_MARGIN - 8) /
               (qd_search_tree_layout_n_levels (layout) - 0.3));
  frames ("fit", layout, fit, level);
  frames ("middle (density strokes)", layout, 0.1, 0);
  frames ("middle (shapes)", layout, 0.3, 0);
  frames ("zoom 1 (labels)", layout, 1, 0);
  frames ("fully zoomed in", layout, 4, 0);

  t = now_ms ();
  collapsed = qd_search_tree_layout_collapse_failures (layout);
  printf ("  collapse failures              %8.1f ms (%u subtrees, %.0f columns left)\n", now_ms () - t,
          collapsed, qd_search_tree_layout_get_width (layout));
  frames ("collapsed, zoom 0.3", layout, 0.3, 0);
  frames ("collapsed, zoom 1", layout, 1, 0);
  t = now_ms ();
  qd_search_tree_layout_expand_all (layout);
  printf ("  expand all                     %8.1f ms\n", now_ms () - t);

  qd_search_tree_layout_free (layout);
  qd_search_tree_layout_free (growing.layout);
  qd_search_tree_unref (tree);
  qd_csp_free (csp);
  return 0;
}
