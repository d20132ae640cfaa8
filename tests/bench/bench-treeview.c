/* bench-treeview.c — the search-tree explorer's drawing on a tree of over a
 * million nodes: n queens (default 13) with forward checking, all
 * solutions, recorded with a node budget (default 1,200,000: the search
 * runs to its end, the recorder keeps the first nodes in preorder and counts
 * the rest as dropped).  `bench-treeview 12 0` is the whole 12-queens tree
 * (641,975 nodes).
 *
 * Times the layout built at once, the layout grown while the search records
 * (an update every 20,000 assignments, as the view's polling would see it),
 * collapse-failures and expand-all, then frames drawn onto a 1280 x 800
 * image surface: panning across the tree (200 frames each) at the zoom
 * that fits the width, at intermediate zooms (density, then shapes) and
 * fully zoomed in (labels); a zoom from the fit to 4 in 50 steps centred on
 * the end of the chosen line, as the view's zoom-in would go; and the tree
 * with its failures collapsed.  Each frame is drawn REPEATS times in a row;
 * each line gives the median and worst drawing in wall-clock time and in the
 * thread's CPU time (the difference is the time the thread waited for a
 * core on a loaded machine), and the worst frame's fastest drawing (its
 * cost without the noise of other jobs).
 *
 * Usage: bench-treeview [N [BUDGET]]
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>

#include "render/qd-search-tree-render.h"
#include "../search-tree-samples.h"

#define WIDTH 1280
#define HEIGHT 800
#define FRAMES 200
#define ZOOM_STEPS 50
#define MAX_FRAMES MAX (FRAMES, ZOOM_STEPS)
#define REPEATS 3    /* each frame drawn this many times in a row */

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

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

typedef struct {
  double wall[MAX_FRAMES * REPEATS], cpu[MAX_FRAMES * REPEATS];
  double best[MAX_FRAMES];   /* each frame's fastest drawing: its cost without the machine's noise */
  guint n, frames;
} Times;

static void
time_frame (Times *times, cairo_surface_t *surface, const QdSearchTreeLayout *layout,
            const QdSearchTreeRenderOptions *options)
{
  double best = G_MAXDOUBLE;

  for (guint k = 0; k < REPEATS; k++)
    {
      cairo_t *cr = cairo_create (surface);
      double t = now_ms (), c = cpu_ms ();

      qd_search_tree_render (cr, layout, options);
      cairo_surface_flush (surface);
      times->cpu[times->n] = cpu_ms () - c;
      times->wall[times->n] = now_ms () - t;
      best = MIN (best, times->wall[times->n]);
      times->n++;
      cairo_destroy (cr);
    }
  times->best[times->frames++] = best;
}

static void
report (const char *name, double zoom, double w, double h, Times *times)
{
  qsort (times->wall, times->n, sizeof (double), compare);
  qsort (times->cpu, times->n, sizeof (double), compare);
  qsort (times->best, times->frames, sizeof (double), compare);
  if (w > 0)
    printf ("  %-23s zoom %-9.3g %9.0f x %5.0f:", name, zoom, w, h);
  else
    printf ("  %-23s zoom %-9.3g    to 4          :", name, zoom);
  printf (" median %6.2f ms, worst %6.2f (cpu %5.2f, %5.2f; best of %u %5.2f)\n",
          times->wall[times->n / 2], times->wall[times->n - 1], times->cpu[times->n / 2],
          times->cpu[times->n - 1], REPEATS, times->best[times->frames - 1]);
}

static void
frames (const char *name, const QdSearchTreeLayout *layout, double zoom, double level)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, WIDTH, HEIGHT);
  QdSearchTreeRenderOptions options;
  Times times = { .n = 0, .frames = 0 };
  double w, h;

  qd_search_tree_render_options_init (&options, qd_palette_light ());
  qd_search_tree_render_options_set_zoom (&options, zoom);
  if (level > 0)
    options.level = level;
  qd_search_tree_render_get_size (layout, &options, &w, &h);
  /* Down to the middle of the tree's height, along its whole width. */
  options.y = MAX (0, h / 2 - HEIGHT / 2);
  options.selected = (gint) qd_search_tree_layout_chosen_end (layout);
  for (guint f = 0; f < FRAMES; f++)
    {
      options.x = floor (MAX (0, w - WIDTH) * f / (FRAMES - 1));
      time_frame (&times, surface, layout, &options);
    }
  report (name, zoom, w, h, &times);
  cairo_surface_destroy (surface);
}

/* From the fit to zoom 4 in ZOOM_STEPS frames, keeping the chosen line's
 * end (the node the view's zoom keeps in place) at the window's centre. */
static void
zoom_in (const QdSearchTreeLayout *layout, double fit, double fit_level)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, WIDTH, HEIGHT);
  QdSearchTreeRenderOptions options;
  Times times = { .n = 0, .frames = 0 };
  guint node = qd_search_tree_layout_chosen_end (layout);

  qd_search_tree_render_options_init (&options, qd_palette_light ());
  options.selected = (gint) node;
  for (guint f = 0; f < ZOOM_STEPS; f++)
    {
      double zoom = fit * pow (4 / fit, (double) f / (ZOOM_STEPS - 1)), x = 0, y = 0, w, h;

      qd_search_tree_render_options_set_zoom (&options, zoom);
      if (f == 0)
        options.level = fit_level;
      qd_search_tree_render_get_size (layout, &options, &w, &h);
      if (node != QD_SEARCH_NODE_NONE)
        qd_search_tree_render_get_center (layout, &options, node, &x, &y);
      options.x = floor (CLAMP (x - WIDTH / 2, 0, MAX (0, w - WIDTH)));
      options.y = floor (CLAMP (y - HEIGHT / 2, 0, MAX (0, h - HEIGHT)));
      time_frame (&times, surface, layout, &options);
    }
  report ("zoom in, 50 steps", fit, 0, 0, &times);
  cairo_surface_destroy (surface);
}

int
main (int argc, char **argv)
{
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 13;
  guint budget = argc > 2 ? (guint) atoi (argv[2]) : 1200000;
  static const double middles[] = { 0.001, 0.003, 0.01, 0.03, 0.1, 0.3 };
  QdCsp *csp = NULL;
  Growing growing = { NULL, 0, 0, 0 };
  QdSearchTree *tree;
  QdSearchTreeLayout *layout;
  double t, columns, fit, level;
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];
  guint collapsed;

  t = now_ms ();
  tree = sample_queens_budget (n, TRUE, FALSE, budget, &csp, 20000, grow, &growing);
  printf ("bench-treeview: %u queens, forward checking, all solutions, budget %u nodes\n", n,
          qd_search_tree_get_budget (tree));
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
  if (!g_getenv ("ONLY")) {
  frames ("fit", layout, fit, level);
  for (guint k = 0; k < G_N_ELEMENTS (middles); k++)
    frames (middles[k] * QD_SEARCH_TREE_COLUMN < 4 ? "middle (density)" : "middle (shapes)", layout, middles[k], 0);
  frames ("zoom 1 (labels)", layout, 1, 0);
  frames ("fully zoomed in", layout, 4, 0);
  zoom_in (layout, fit, level);
  }

  t = now_ms ();
  collapsed = qd_search_tree_layout_collapse_failures (layout);
  printf ("  collapse failures              %8.1f ms (%u subtrees, %.0f columns left)\n", now_ms () - t,
          collapsed, qd_search_tree_layout_get_width (layout));
  columns = qd_search_tree_layout_get_width (layout);
  frames ("collapsed, fit", layout, (WIDTH - 2 * QD_SEARCH_TREE_MARGIN - 8) / (columns * QD_SEARCH_TREE_COLUMN), level);
  for (int k = 0; k < (g_getenv ("ONLY") ? 2 : 1); k++) frames ("collapsed, zoom 0.03", layout, 0.03, 0);
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
