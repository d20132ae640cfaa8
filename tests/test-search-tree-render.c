/* test-search-tree-render.c — the layout and drawing of recorded search
 * trees: n-queens on the CSP engine (8 queens, all solutions: 1,725 nodes,
 * 92 solutions) and random alpha-beta game trees.
 *
 * Layout invariants: nodes of a level at least a column apart, in id order;
 * every parent centred between its first and last child; collapsing shrinks
 * the width and the triangle counts the subtree; a layout grown while the
 * search recorded equals the one built at once, and so does one whose final
 * statuses were read in slices.  Hit testing finds the node
 * drawn at each centre, at several zooms; pixels at a failure, a solution
 * and a MAX node have their colours; PNG, SVG and PDF exports of the whole
 * tree, a subtree and a visible part are valid files.  Crowded levels: at a
 * zoom fitting 9 queens in 400 pixels, every solution leaf's column shows
 * the solutions' colour, the selection's ring and the chosen line show, and
 * the pixel drawing of the density matches its cairo paths (what PDF and
 * SVG get).
 */
#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

#include "render/qd-export.h"
#include "render/qd-search-tree-render.h"
#include "search-tree-samples.h"

#define NONE QD_SEARCH_NODE_NONE

static guint
subtree_size_brute (const QdSearchTree *tree, guint node)
{
  guint n = qd_search_tree_n_nodes (tree), count = 0;

  for (guint id = 0; id < n; id++)
    for (guint32 p = id; p != NONE; p = qd_search_tree_node (tree, p)->parent)
      if (p == node)
        {
          count++;
          break;
        }
  return count;
}

static void
check_layout (const QdSearchTreeLayout *layout)
{
  const QdSearchTree *tree = qd_search_tree_layout_get_tree (layout);
  guint n = qd_search_tree_layout_n_nodes (layout), shown = 0;

  for (guint d = 0; d < qd_search_tree_layout_n_levels (layout); d++)
    {
      guint count;
      const guint32 *ids = qd_search_tree_layout_level (layout, d, &count);

      for (guint i = 0; i < count; i++)
        {
          g_assert_true (qd_search_tree_layout_is_shown (layout, ids[i]));
          g_assert_cmpuint (qd_search_tree_node (tree, ids[i])->depth, ==, d);
          if (i > 0)
            {
              g_assert_cmpuint (ids[i - 1], <, ids[i]);
              g_assert_cmpfloat (qd_search_tree_layout_get_x (layout, ids[i]) -
                                 qd_search_tree_layout_get_x (layout, ids[i - 1]), >=, 1.0 - 1e-9);
            }
        }
      shown += count;
    }
  for (guint id = 0; id < n; id++)
    {
      guint last = NONE;
      double x;

      if (!qd_search_tree_layout_is_shown (layout, id))
        continue;
      x = qd_search_tree_layout_get_x (layout, id);
      g_assert_cmpfloat (x, >, 0);
      g_assert_cmpfloat (x, <, qd_search_tree_layout_get_width (layout));
      if (qd_search_tree_layout_get_collapsed (layout, id) || !qd_search_tree_layout_has_children (layout, id))
        continue;
      for (guint c = id + 1; c != NONE && c < n; c = qd_search_tree_next_sibling (tree, c))
        last = c;
      g_assert_cmpfloat (qd_search_tree_layout_get_x (layout, id + 1), <=, x);
      g_assert_cmpfloat (qd_search_tree_layout_get_x (layout, last), >=, x);
      g_assert_cmpfloat (fabs (x - (qd_search_tree_layout_get_x (layout, id + 1) +
                                    qd_search_tree_layout_get_x (layout, last)) / 2), <, 1e-9);
    }
  g_assert_cmpuint (shown, >, 0);
}

static void
test_layout_queens (void)
{
  g_autoptr (QdCsp) csp = NULL;
  g_autoptr (QdSearchTree) tree = sample_queens (8, TRUE, TRUE, &csp, 0, NULL, NULL);
  g_autoptr (QdSearchTreeLayout) layout = qd_search_tree_layout_new (tree);
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];
  double width, width2;
  guint failed = NONE, collapsed;

  qd_search_tree_count (tree, counts);
  g_assert_cmpuint (counts[QD_SEARCH_NODE_SOLUTION], ==, 92);
  g_assert_true (qd_search_tree_layout_is_final (layout));
  g_assert_cmpuint (qd_search_tree_layout_n_nodes (layout), ==, qd_search_tree_n_nodes (tree));
  g_assert_cmpuint (qd_search_tree_layout_n_levels (layout), ==, 9);
  check_layout (layout);
  /* A leaf a column: the width is the number of leaves. */
  width = qd_search_tree_layout_get_width (layout);
  g_assert_cmpfloat (width, ==, counts[QD_SEARCH_NODE_SOLUTION] + counts[QD_SEARCH_NODE_FAILURE]);
  g_assert_cmpuint (qd_search_tree_layout_chosen_end (layout), !=, NONE);
  g_assert_true (qd_search_tree_layout_has_solution (layout, 0));

  /* Collapse a subtree without solutions: one triangle of two columns. */
  for (guint id = 1; id < qd_search_tree_n_nodes (tree) && failed == NONE; id++)
    if (!qd_search_tree_layout_has_solution (layout, id) && qd_search_tree_layout_subtree_size (layout, id) > 5)
      failed = id;
  g_assert_cmpuint (failed, !=, NONE);
  g_assert_cmpuint (qd_search_tree_layout_subtree_size (layout, failed), ==, subtree_size_brute (tree, failed));
  {
    double left, right;
    guint leaves = 0, end = qd_search_tree_layout_subtree_end (layout, failed);

    qd_search_tree_layout_get_span (layout, failed, &left, &right);
    for (guint id = failed; id < end; id++)
      leaves += qd_search_tree_first_child (tree, id) == NONE;
    g_assert_cmpfloat (right - left, ==, leaves);
    qd_search_tree_layout_set_collapsed (layout, failed, TRUE);
    g_assert_true (qd_search_tree_layout_get_collapsed (layout, failed));
    g_assert_false (qd_search_tree_layout_is_shown (layout, failed + 1));
    width2 = qd_search_tree_layout_get_width (layout);
    g_assert_cmpfloat (width2, ==, width - leaves + QD_SEARCH_TREE_TRIANGLE_COLUMNS);
    qd_search_tree_layout_get_span (layout, failed, &left, &right);
    g_assert_cmpfloat (right - left, ==, QD_SEARCH_TREE_TRIANGLE_COLUMNS);
    check_layout (layout);
  }

  /* Leaves cannot be collapsed. */
  qd_search_tree_layout_set_collapsed (layout, qd_search_tree_layout_chosen_end (layout), TRUE);
  g_assert_false (qd_search_tree_layout_get_collapsed (layout, qd_search_tree_layout_chosen_end (layout)));

  /* Collapsing the failures keeps the solutions' paths and shrinks the tree (a failed leaf under a good node stays). */
  collapsed = qd_search_tree_layout_collapse_failures (layout);
  g_assert_cmpuint (collapsed, >, 10);
  check_layout (layout);
  g_assert_cmpfloat (qd_search_tree_layout_get_width (layout), <, width * 0.8);
  for (guint id = 0; id < qd_search_tree_n_nodes (tree); id++)
    if (qd_search_tree_status (tree, id) == QD_SEARCH_NODE_SOLUTION)
      g_assert_true (qd_search_tree_layout_is_shown (layout, id));
    else if (qd_search_tree_layout_get_collapsed (layout, id))
      {
        g_assert_false (qd_search_tree_layout_has_solution (layout, id));
        g_assert_true (qd_search_tree_layout_has_solution (layout, qd_search_tree_node (tree, id)->parent));
        g_assert_cmpuint (qd_search_tree_layout_subtree_size (layout, id), ==, subtree_size_brute (tree, id));
      }
  qd_search_tree_layout_expand_all (layout);
  g_assert_cmpfloat (qd_search_tree_layout_get_width (layout), ==, width);
  check_layout (layout);
}

/* --- a layout grown while the search records equals one built at once ---- */

static void
grow (QdSearchTree *tree, gpointer data)
{
  QdSearchTreeLayout **layout = data;

  if (*layout == NULL)
    *layout = qd_search_tree_layout_new (tree);
  else
    qd_search_tree_layout_update (*layout);
  check_layout (*layout);
}

static void
test_layout_incremental (void)
{
  g_autoptr (QdCsp) csp = NULL;
  QdSearchTreeLayout *live = NULL;
  g_autoptr (QdSearchTree) tree = sample_queens (7, TRUE, FALSE, &csp, 37, grow, &live);
  g_autoptr (QdSearchTreeLayout) whole = NULL;
  guint n = qd_search_tree_n_nodes (tree);

  g_assert_nonnull (live);
  g_assert_cmpuint (qd_search_tree_layout_n_nodes (live), <, n);
  g_assert_true (qd_search_tree_layout_update (live));
  whole = qd_search_tree_layout_new (tree);
  g_assert_false (qd_search_tree_layout_is_final (live));
  g_assert_cmpuint (qd_search_tree_layout_n_nodes (live), ==, n);
  g_assert_cmpfloat (qd_search_tree_layout_get_width (live), ==, qd_search_tree_layout_get_width (whole));
  g_assert_cmpuint (qd_search_tree_layout_n_levels (live), ==, qd_search_tree_layout_n_levels (whole));
  for (guint id = 0; id < n; id++)
    g_assert_cmpfloat (qd_search_tree_layout_get_x (live, id), ==, qd_search_tree_layout_get_x (whole, id));
  for (guint d = 0; d < qd_search_tree_layout_n_levels (whole); d++)
    {
      guint n1, n2, f1, f2, s1, s2;
      const guint32 *a = qd_search_tree_layout_level (live, d, &n1);
      const guint32 *b = qd_search_tree_layout_level (whole, d, &n2);

      g_assert_cmpuint (n1, ==, n2);
      g_assert_cmpmem (a, n1 * sizeof *a, b, n2 * sizeof *b);
      qd_search_tree_layout_level_counts (live, d, n1, &f1, &s1);
      qd_search_tree_layout_level_counts (whole, d, n2, &f2, &s2);
      g_assert_cmpuint (f1, ==, f2);
      g_assert_cmpuint (s1, ==, s2);
    }
  check_layout (live);

  /* Finished: the last update reads the final statuses and the chosen line. */
  qd_search_tree_finish (tree, 0);
  g_assert_true (qd_search_tree_layout_update (live));
  g_assert_true (qd_search_tree_layout_is_final (live));
  g_assert_false (qd_search_tree_layout_update (live));
  g_assert_cmpuint (qd_search_tree_layout_chosen_end (live), !=, NONE);
  qd_search_tree_layout_free (live);
}

/* The final statuses read in slices (the window does so after a large
 * search): each call reads one slice at least, and the layout at the end is
 * the one read at once. */
static void
test_layout_sliced (void)
{
  g_autoptr (QdCsp) csp = NULL;
  g_autoptr (QdSearchTree) tree = sample_queens (10, TRUE, FALSE, &csp, 0, NULL, NULL);
  g_autoptr (QdSearchTreeLayout) sliced = qd_search_tree_layout_new (tree);
  g_autoptr (QdSearchTreeLayout) whole = NULL;
  guint n = qd_search_tree_n_nodes (tree), calls = 0;

  g_assert_cmpuint (n, >, 2 * 10000);
  qd_search_tree_finish (tree, 0);
  while (!qd_search_tree_layout_is_final (sliced))
    {
      gboolean changed = qd_search_tree_layout_update_until (sliced, 0);

      calls++;
      g_assert_true (changed == qd_search_tree_layout_is_final (sliced));
    }
  g_assert_cmpuint (calls, >=, 2);
  g_assert_false (qd_search_tree_layout_update_until (sliced, 0));
  whole = qd_search_tree_layout_new (tree);
  g_assert_true (qd_search_tree_layout_is_final (whole));
  g_assert_cmpuint (qd_search_tree_layout_chosen_end (sliced), ==, qd_search_tree_layout_chosen_end (whole));
  g_assert_cmpuint (qd_search_tree_layout_n_levels (sliced), ==, qd_search_tree_layout_n_levels (whole));
  for (guint id = 0; id < n; id++)
    {
      g_assert_cmpfloat (qd_search_tree_layout_get_x (sliced, id), ==, qd_search_tree_layout_get_x (whole, id));
      g_assert_true (qd_search_tree_layout_has_solution (sliced, id) == qd_search_tree_layout_has_solution (whole, id));
    }
  for (guint d = 0; d < qd_search_tree_layout_n_levels (whole); d++)
    {
      guint n1, n2, f1, f2, s1, s2;

      qd_search_tree_layout_level (sliced, d, &n1);
      qd_search_tree_layout_level (whole, d, &n2);
      g_assert_cmpuint (n1, ==, n2);
      qd_search_tree_layout_level_counts (sliced, d, n1, &f1, &s1);
      qd_search_tree_layout_level_counts (whole, d, n2, &f2, &s2);
      g_assert_cmpuint (f1, ==, f2);
      g_assert_cmpuint (s1, ==, s2);
    }
  check_layout (sliced);
}

/* --- game trees ---------------------------------------------------------- */

static void
test_layout_game (void)
{
  g_autoptr (QdSearchTree) tree = sample_game (3, 5, 7);
  g_autoptr (QdSearchTreeLayout) layout = qd_search_tree_layout_new (tree);
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];

  qd_search_tree_count (tree, counts);
  g_assert_cmpuint (counts[QD_SEARCH_NODE_PRUNED], >, 0);
  g_assert_cmpuint (counts[QD_SEARCH_NODE_CUTOFF], >, 0);
  g_assert_cmpuint (qd_search_tree_layout_n_levels (layout), ==, 6);
  check_layout (layout);
  g_assert_cmpuint (qd_search_tree_layout_chosen_end (layout), !=, NONE);
  g_assert_cmpuint (qd_search_tree_node (tree, qd_search_tree_layout_chosen_end (layout))->depth, ==, 5);
}

/* --- hit testing ---------------------------------------------------------- */

static void
check_hits (const QdSearchTreeLayout *layout, double zoom)
{
  QdSearchTreeRenderOptions options;
  guint n = qd_search_tree_layout_n_nodes (layout), checked = 0;

  qd_search_tree_render_options_init (&options, NULL);
  qd_search_tree_render_options_set_zoom (&options, zoom);
  for (guint id = 0; id < n; id++)
    {
      double x, y;

      if (!qd_search_tree_layout_is_shown (layout, id))
        continue;
      qd_search_tree_render_get_center (layout, &options, id, &x, &y);
      g_assert_cmpint (qd_search_tree_render_hit (layout, &options, x, y), ==, (gint) id);
      g_assert_cmpint (qd_search_tree_render_hit (layout, &options, x + 1, y - 1), ==, (gint) id);
      checked++;
    }
  g_assert_cmpuint (checked, >, 0);
  /* Between two levels: nothing. */
  g_assert_cmpint (qd_search_tree_render_hit (layout, &options, QD_SEARCH_TREE_MARGIN + options.column / 2,
                                              QD_SEARCH_TREE_MARGIN + options.node / 2 + options.level / 2), ==, -1);
}

static void
test_hit (void)
{
  g_autoptr (QdCsp) csp = NULL;
  g_autoptr (QdSearchTree) tree = sample_queens (6, TRUE, TRUE, &csp, 0, NULL, NULL);
  g_autoptr (QdSearchTreeLayout) layout = qd_search_tree_layout_new (tree);
  g_autoptr (QdSearchTree) game = sample_game (3, 4, 3);
  g_autoptr (QdSearchTreeLayout) game_layout = qd_search_tree_layout_new (game);
  QdSearchTreeRenderOptions options;
  double x, y;

  check_hits (layout, 1.0);
  check_hits (layout, 0.4);
  check_hits (game_layout, 2.0);
  qd_search_tree_layout_collapse_failures (layout);
  check_hits (layout, 1.0);

  /* A click inside a triangle finds its node. */
  qd_search_tree_render_options_init (&options, NULL);
  for (guint id = 0; id < qd_search_tree_layout_n_nodes (layout); id++)
    if (qd_search_tree_layout_get_collapsed (layout, id) && qd_search_tree_layout_is_shown (layout, id))
      {
        qd_search_tree_render_get_center (layout, &options, id, &x, &y);
        g_assert_cmpint (qd_search_tree_render_hit (layout, &options, x, y + options.level * 0.5), ==, (gint) id);
        g_assert_cmpint (qd_search_tree_render_hit (layout, &options, x - 5, y + options.level * 0.55), ==, (gint) id);
        break;
      }
}

/* --- drawing ---------------------------------------------------------------- */

static void
pixel_at (cairo_surface_t *surface, double x, double y, QdColor *color)
{
  const guint8 *p = cairo_image_surface_get_data (surface) +
                    (gsize) floor (y) * cairo_image_surface_get_stride (surface) + 4 * (gsize) floor (x);
  guint32 v = *(const guint32 *) p;

  color->r = (v >> 16 & 0xff) / 255.0;
  color->g = (v >> 8 & 0xff) / 255.0;
  color->b = (v & 0xff) / 255.0;
}

static void
assert_color (const QdColor *got, const QdColor *want)
{
  g_assert_cmpfloat (fabs (got->r - want->r) + fabs (got->g - want->g) + fabs (got->b - want->b), <, 0.05);
}

static cairo_surface_t *
draw (const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *options, int width, int height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);

  qd_search_tree_render (cr, layout, options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_draw_colours (void)
{
  g_autoptr (QdCsp) csp = NULL;
  g_autoptr (QdSearchTree) tree = sample_queens (5, TRUE, TRUE, &csp, 0, NULL, NULL);
  g_autoptr (QdSearchTreeLayout) layout = qd_search_tree_layout_new (tree);
  g_autoptr (QdSearchTree) game = sample_game (2, 3, 1);
  g_autoptr (QdSearchTreeLayout) game_layout = qd_search_tree_layout_new (game);
  const QdPalette *palettes[] = { qd_palette_light (), qd_palette_dark () };

  for (guint k = 0; k < G_N_ELEMENTS (palettes); k++)
    {
      QdSearchTreeRenderOptions options;
      double w, h, x, y;
      cairo_surface_t *surface;
      QdColor color;
      gboolean seen_failure = FALSE, seen_solution = FALSE;

      qd_search_tree_render_options_init (&options, palettes[k]);
      qd_search_tree_render_get_size (layout, &options, &w, &h);
      surface = draw (layout, &options, (int) ceil (w), (int) ceil (h));
      for (guint id = 1; id < qd_search_tree_n_nodes (tree); id++)
        {
          QdSearchNodeStatus status = qd_search_tree_status (tree, id);

          qd_search_tree_render_get_center (layout, &options, id, &x, &y);
          pixel_at (surface, x, y, &color);
          if (status == QD_SEARCH_NODE_FAILURE)
            {
              assert_color (&color, &palettes[k]->bad);
              seen_failure = TRUE;
            }
          else if (status == QD_SEARCH_NODE_SOLUTION)
            {
              assert_color (&color, &palettes[k]->good);
              seen_solution = TRUE;
            }
          else
            assert_color (&color, &palettes[k]->max_fill);
        }
      g_assert_true (seen_failure && seen_solution);
      cairo_surface_destroy (surface);

      /* The game's root is MAX, its children MIN. */
      qd_search_tree_render_options_set_zoom (&options, 2.0);
      qd_search_tree_render_get_size (game_layout, &options, &w, &h);
      surface = draw (game_layout, &options, (int) ceil (w), (int) ceil (h));
      qd_search_tree_render_get_center (game_layout, &options, 0, &x, &y);
      pixel_at (surface, x, y + 2, &color);
      assert_color (&color, &palettes[k]->max_fill);
      qd_search_tree_render_get_center (game_layout, &options, 1, &x, &y);
      pixel_at (surface, x, y - 2, &color);
      assert_color (&color, &palettes[k]->min_fill);
      cairo_surface_destroy (surface);
    }
}

/* Drawing at every level of detail, scrolled anywhere, leaves cairo happy
 * and paints something besides the background. */
static void
test_draw_zooms (void)
{
  g_autoptr (QdCsp) csp = NULL;
  g_autoptr (QdSearchTree) tree = sample_queens (9, TRUE, TRUE, &csp, 0, NULL, NULL);
  g_autoptr (QdSearchTreeLayout) layout = qd_search_tree_layout_new (tree);
  const double zooms[] = { 0.005, 0.05, 0.16, 0.5, 1, 4 };

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    for (int pass = 0; pass < 2; pass++)
      {
        QdSearchTreeRenderOptions options;
        double w, h;
        cairo_surface_t *surface;
        guint painted = 0;

        qd_search_tree_render_options_init (&options, NULL);
        qd_search_tree_render_options_set_zoom (&options, zooms[z]);
        qd_search_tree_render_get_size (layout, &options, &w, &h);
        options.x = MAX (0, w / 2 - 200);
        options.selected = pass == 0 ? 0 : (gint) qd_search_tree_layout_chosen_end (layout);
        surface = draw (layout, &options, 400, 300);
        for (int y = 0; y < 300; y += 3)
          for (int x = 0; x < 400; x += 3)
            {
              QdColor c;

              pixel_at (surface, x, y, &c);
              painted += c.r + c.g + c.b < 2.9;
            }
        g_assert_cmpuint (painted, >, 20);
        cairo_surface_destroy (surface);
        if (pass == 0)
          qd_search_tree_layout_collapse_failures (layout);
        else
          qd_search_tree_layout_expand_all (layout);
      }
}

/* --- crowded levels ------------------------------------------------------ */

static gboolean
near (const QdColor *got, const QdColor *want, double tolerance)
{
  return fabs (got->r - want->r) + fabs (got->g - want->g) + fabs (got->b - want->b) < tolerance;
}

/* Options fitting the tree's width in `width` pixels. */
static void
fit_options (const QdSearchTreeLayout *layout, const QdPalette *palette, int width,
             QdSearchTreeRenderOptions *options)
{
  double columns = qd_search_tree_layout_get_width (layout);

  qd_search_tree_render_options_init (options, palette);
  qd_search_tree_render_options_set_zoom (options, (width - 2 * QD_SEARCH_TREE_MARGIN) /
                                                   (columns * QD_SEARCH_TREE_COLUMN));
  options->level = 24;
  options->selected = (gint) qd_search_tree_layout_chosen_end (layout);
}

static void
test_dense_solutions (void)
{
  g_autoptr (QdCsp) csp = NULL;
  g_autoptr (QdSearchTree) tree = sample_queens (9, TRUE, TRUE, &csp, 0, NULL, NULL);
  g_autoptr (QdSearchTreeLayout) layout = qd_search_tree_layout_new (tree);
  const QdPalette *palettes[] = { qd_palette_light (), qd_palette_dark () };
  guint last = qd_search_tree_layout_n_levels (layout) - 1, n;

  /* The solutions' level is crowded at this zoom. */
  qd_search_tree_layout_level (layout, last, &n);
  g_assert_cmpuint (n, >, 300);
  for (guint k = 0; k < G_N_ELEMENTS (palettes); k++)
    {
      QdSearchTreeRenderOptions options;
      double w, h, x, y, ex, ey;
      cairo_surface_t *surface;
      guint solutions = 0, ring = 0, chosen = 0;
      guint end = qd_search_tree_layout_chosen_end (layout);

      fit_options (layout, palettes[k], 400, &options);
      qd_search_tree_render_get_size (layout, &options, &w, &h);
      g_assert_cmpfloat (w, <=, 400);
      surface = draw (layout, &options, 400, (int) ceil (h));
      for (guint id = 0; id < qd_search_tree_n_nodes (tree); id++)
        {
          gboolean seen = FALSE;

          if (qd_search_tree_status (tree, id) != QD_SEARCH_NODE_SOLUTION)
            continue;
          /* Its column, around its level's row. */
          qd_search_tree_render_get_center (layout, &options, id, &x, &y);
          qd_search_tree_render_get_center (layout, &options, end, &ex, &ey);
          for (int dy = -4; dy <= 6 && !seen; dy++)
            for (int dx = -1; dx <= 1 && !seen; dx++)
              {
                QdColor c;

                pixel_at (surface, x + dx, y + dy, &c);
                seen = near (&c, &palettes[k]->good, 0.06);
              }
          /* (The selection's ring, drawn over all, may hide a neighbour's.) */
          g_assert_true (seen || (id != end && fabs (x - ex) < 9));
          solutions++;
        }
      g_assert_cmpuint (solutions, ==, 352);

      /* The ring round the chosen end, and the chosen line above it. */
      qd_search_tree_render_get_center (layout, &options, end, &x, &y);
      for (int dy = -9; dy <= 9; dy++)
        for (int dx = -9; dx <= 9; dx++)
          {
            QdColor c;

            pixel_at (surface, x + dx, y + dy, &c);
            ring += near (&c, &palettes[k]->accent, 0.15);
          }
      g_assert_cmpuint (ring, >, 12);
      qd_search_tree_render_get_center (layout, &options, qd_search_tree_node (tree, end)->parent, &x, &y);
      for (int dy = 3; dy <= 20; dy++)
        for (int dx = -3; dx <= 3; dx++)
          {
            QdColor c;

            pixel_at (surface, x + dx, y + dy, &c);
            chosen += near (&c, &palettes[k]->good, 0.06);
          }
      g_assert_cmpuint (chosen, >, 10);
      cairo_surface_destroy (surface);
    }
}

/* The density written pixel by pixel and drawn as cairo rectangles (what a
 * PDF or SVG export gets) give the same picture, at the fit and at zooms
 * where a column is a few pixels wide. */
static void
test_dense_paths (void)
{
  g_autoptr (QdCsp) csp = NULL;
  g_autoptr (QdSearchTree) tree = sample_queens (9, TRUE, TRUE, &csp, 0, NULL, NULL);
  g_autoptr (QdSearchTreeLayout) layout = qd_search_tree_layout_new (tree);
  const double zooms[] = { 0, 0.02, 0.1 };

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    for (int pass = 0; pass < 2; pass++)
      {
        QdSearchTreeRenderOptions options;
        cairo_surface_t *pixels, *paths;
        guint differ = 0, painted = 0;
        double w, h;

        fit_options (layout, pass == 0 ? qd_palette_light () : qd_palette_dark (), 400, &options);
        if (zooms[z] > 0)
          qd_search_tree_render_options_set_zoom (&options, zooms[z]);
        qd_search_tree_render_get_size (layout, &options, &w, &h);
        options.x = floor (MAX (0, w - 400) / 3);
        options.y = 0;
        if (pass == 1)
          qd_search_tree_layout_collapse_failures (layout);
        pixels = draw (layout, &options, 400, 300);
        options.paths = TRUE;
        paths = draw (layout, &options, 400, 300);
        for (int y = 0; y < 300; y++)
          for (int x = 0; x < 400; x++)
            {
              QdColor a, b;

              pixel_at (pixels, x, y, &a);
              pixel_at (paths, x, y, &b);
              differ += !near (&a, &b, 0.03);
              painted += !near (&a, &options.palette->background, 0.03);
            }
        /* The same rectangles on whole pixels: the same pixels (a shade
         * of difference allowed on 1 in 500). */
        g_assert_cmpuint (painted, >, 10000);
        g_assert_cmpuint (differ, <, painted / 500);
        cairo_surface_destroy (pixels);
        cairo_surface_destroy (paths);
        if (pass == 1)
          qd_search_tree_layout_expand_all (layout);
      }
}

/* --- export -------------------------------------------------------------- */

static void
check_file (GFile *file, const char *magic)
{
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_load_contents (file, NULL, &contents, &length, NULL, NULL));
  g_assert_cmpuint (length, >, 100);
  if (g_str_equal (magic, "<svg"))
    g_assert_nonnull (g_strstr_len (contents, MIN (length, 400), magic));
  else
    g_assert_cmpmem (contents, strlen (magic), magic, strlen (magic));
}

static void
test_export (void)
{
  g_autoptr (QdCsp) csp = NULL;
  g_autoptr (QdSearchTree) tree = sample_queens (8, TRUE, TRUE, &csp, 0, NULL, NULL);
  g_autoptr (QdSearchTreeLayout) layout = qd_search_tree_layout_new (tree);
  g_autofree char *dir = g_dir_make_tmp ("qd-search-tree-XXXXXX", NULL);
  static const char *const magic[] = { "\x89PNG", "<svg", "%PDF-" };
  guint subtree = qd_search_tree_node (tree, qd_search_tree_layout_chosen_end (layout))->parent;

  g_assert_nonnull (dir);
  for (QdExportFormat format = QD_EXPORT_PNG; format <= QD_EXPORT_PDF; format++)
    for (int part = 0; part < 3; part++)
      {
        g_autofree char *name = g_strdup_printf ("%s/tree-%d.%s", dir, part, qd_export_format_extension (format));
        g_autoptr (GFile) file = g_file_new_for_path (name);
        g_autoptr (GError) error = NULL;
        QdSearchTreeDrawing drawing;
        double w, h, whole_w, whole_h;

        qd_search_tree_drawing_init (&drawing, layout, qd_palette_light (), -1, 1.0, 20000, &whole_w, &whole_h);
        g_assert_cmpfloat (whole_w, <=, 20000);
        qd_search_tree_drawing_init (&drawing, layout, qd_palette_dark (), part == 1 ? (gint) subtree : -1,
                                     1.0, 20000, &w, &h);
        if (part == 1)
          g_assert_cmpfloat (w, <, whole_w);
        if (part == 2)
          {
            /* The visible part: a window onto the middle. */
            drawing.options.x = w / 2;
            drawing.options.y = 0;
            w = 640;
            h = 400;
          }
        g_assert_true (qd_export_drawing (file, format, w, h, 1, qd_search_tree_drawing_draw, &drawing, &error));
        g_assert_no_error (error);
        check_file (file, magic[format]);
        g_assert_true (g_file_delete (file, NULL, NULL));
      }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-tree-render/layout/queens", test_layout_queens);
  g_test_add_func ("/search-tree-render/layout/incremental", test_layout_incremental);
  g_test_add_func ("/search-tree-render/layout/sliced", test_layout_sliced);
  g_test_add_func ("/search-tree-render/layout/game", test_layout_game);
  g_test_add_func ("/search-tree-render/hit", test_hit);
  g_test_add_func ("/search-tree-render/draw/colours", test_draw_colours);
  g_test_add_func ("/search-tree-render/draw/zooms", test_draw_zooms);
  g_test_add_func ("/search-tree-render/dense/solutions", test_dense_solutions);
  g_test_add_func ("/search-tree-render/dense/paths", test_dense_paths);
  g_test_add_func ("/search-tree-render/export", test_export);
  return g_test_run ();
}
