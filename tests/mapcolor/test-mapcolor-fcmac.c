/* test-fcmac.c — forward checking and MAC domain tables (statement 002,
 * question 2).
 *
 * The golden tables in tests/mapcolor/golden/fcmac/ were worked out by hand; each
 * graph file explains its derivation in its comments.  The other tests
 * check the order and value parsing, the marks of pruned and wiped-out
 * values, the edge cases, and the bundled 9-region example. */
#include <stdlib.h>
#include <string.h>

#include "problems/mapcolor/qd-mapcolor-fcmac.h"
#include "render/qd-export.h"
#include "render/mapcolor/qd-mapcolor-fcmac-describe.h"
#include "render/mapcolor/qd-mapcolor-fcmac-render.h"

static const char *const RGB[] = { "r", "g", "b" };

static char *
golden_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "golden", "fcmac", name, NULL);
}

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static QdMap *
parse_map (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  QdMap *map = qd_map_parse (text, -1, warnings, &error);

  g_assert_no_error (error);
  g_assert_nonnull (map);
  g_assert_cmpuint (warnings->len, ==, 0);
  return map;
}

static QdMap *
load_golden_map (const char *name)
{
  g_autofree char *path = golden_path (name);
  g_autofree char *text = read_text (path);

  return parse_map (text);
}

/* The run's search tree against its table (the golden tables are hand
 * checked): node k is the k-th assignment or wipe-out row, with its label;
 * failures are the wipe-outs; one solution node when solved. */
static void
check_tree (const QdCspTable *t)
{
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];
  guint node = 0;

  g_assert_nonnull (t->tree);
  g_assert_true (qd_search_tree_is_finished (t->tree));
  g_assert_cmpuint (qd_search_tree_n_nodes (t->tree), ==, t->assignments + 1);
  qd_search_tree_count (t->tree, counts);
  g_assert_cmpuint (counts[QD_SEARCH_NODE_FAILURE], ==, t->wipeouts);
  g_assert_cmpuint (counts[QD_SEARCH_NODE_SOLUTION], ==, t->status == QD_CSP_TABLES_SOLVED ? 1 : 0);
  for (guint row = 0; row < t->rows->len; row++)
    {
      const QdCspTablesRow *r = &g_array_index (t->rows, QdCspTablesRow, row);
      g_autofree char *expected = NULL;
      g_autoptr (GString) label = g_string_new (NULL);

      if (r->kind != QD_CSP_TABLES_ROW_ASSIGN && r->kind != QD_CSP_TABLES_ROW_WIPEOUT)
        continue;
      node++;
      expected = qd_csp_tables_row_label (t, row, FALSE);
      qd_search_tree_label (t->tree, node, label);
      g_assert_true (g_str_has_prefix (label->str, expected));
      g_assert_cmpint (qd_search_tree_status (t->tree, node) == QD_SEARCH_NODE_FAILURE, ==,
                       r->kind == QD_CSP_TABLES_ROW_WIPEOUT);
    }
}

static QdCspTable *
run (const QdMap *map, const char *order_text, const char *values_text, QdCspTablesMethod method)
{
  g_autoptr(GError) error = NULL;
  g_autofree guint *order = NULL;
  g_auto(GStrv) values = NULL;
  QdCspTable *table;

  g_assert_true (qd_mapcolor_fcmac_parse_order (map, order_text, &order, &error));
  g_assert_no_error (error);
  g_assert_true (qd_mapcolor_fcmac_parse_values (values_text, &values, &error));
  g_assert_no_error (error);
  table = qd_mapcolor_fcmac_run (map, order, (const char *const *) values, g_strv_length (values), method);
  g_assert_nonnull (table);
  check_tree (table);
  return table;
}

static void
check_golden (const char *map_name, const char *order, const char *values,
              const char *fc_file, const char *mac_file)
{
  g_autoptr(QdMap) map = load_golden_map (map_name);
  const char *files[2] = { fc_file, mac_file };

  for (guint m = 0; m < 2; m++)
    {
      g_autoptr(QdCspTable) table = run (map, order, values, m == 0 ? QD_CSP_TABLES_FC : QD_CSP_TABLES_MAC);
      g_autofree char *path = golden_path (files[m]);
      g_autofree char *expected = read_text (path);
      g_autofree char *got = qd_csp_tables_to_text (table);

      g_assert_cmpstr (got, ==, expected);
    }
}

static void
test_golden_diamond (void)
{
  check_golden ("diamond.map", "A,B,D,C", "r,g,b", "diamond-fc.out", "diamond-mac.out");
}

static void
test_golden_path (void)
{
  check_golden ("path.map", "A,D,B,C", "r,g", "path-fc.out", "path-mac.out");
}

static void
test_golden_triangle (void)
{
  check_golden ("triangle.map", "D,A,B,C", "r,g", "triangle-fc.out", "triangle-mac.out");
}

static void
test_golden_csv (void)
{
  g_autoptr(QdMap) map = load_golden_map ("path.map");
  g_autoptr(QdCspTable) fc = run (map, "A,D,B,C", "r,g", QD_CSP_TABLES_FC);
  g_autoptr(QdCspTable) mac = run (map, "A,D,B,C", "r,g", QD_CSP_TABLES_MAC);
  QdCspTable *tables[] = { fc, mac };
  g_autofree char *path = golden_path ("path-fcmac.csv");
  g_autofree char *expected = read_text (path);
  g_autofree char *got = qd_csp_tables_to_csv (tables, 2);

  g_assert_cmpstr (got, ==, expected);
}

#define B(i) (G_GUINT64_CONSTANT (1) << (i))

static const QdCspTablesRow *
row_at (const QdCspTable *t, guint i)
{
  g_assert_cmpuint (i, <, t->rows->len);
  return &g_array_index (t->rows, QdCspTablesRow, i);
}

/* The marks: which values each row's inference removed, which domain it
 * emptied (from the hand derivations in triangle.map and diamond.map). */
static void
test_marks (void)
{
  g_autoptr(QdMap) triangle = load_golden_map ("triangle.map");
  g_autoptr(QdMap) diamond = load_golden_map ("diamond.map");
  g_autoptr(QdCspTable) fc = run (triangle, "D,A,B,C", "r,g", QD_CSP_TABLES_FC);
  g_autoptr(QdCspTable) mac = run (triangle, "D,A,B,C", "r,g", QD_CSP_TABLES_MAC);
  g_autoptr(QdCspTable) dmac = run (diamond, "A,B,D,C", "r,g,b", QD_CSP_TABLES_MAC);
  enum { A, Bv, C, D };
  const QdCspTablesRow *row;
  g_autofree char *label = NULL;
  g_autofree char *outcome = NULL;

  /* FC, row 3: B=r removes C's r, the last one. */
  row = row_at (fc, 3);
  g_assert_cmpint (row->kind, ==, QD_CSP_TABLES_ROW_WIPEOUT);
  g_assert_cmpuint (row->var, ==, Bv);
  g_assert_cmpuint (row->value, ==, 0);
  g_assert_cmpint (row->wiped, ==, C);
  g_assert_cmphex (row->pruned[C], ==, B (0));
  g_assert_cmphex (row->pruned[A] | row->pruned[Bv] | row->pruned[D], ==, 0);
  g_assert_cmphex (row->domains[C], ==, 0);
  row = row_at (fc, 4);
  g_assert_cmpint (row->kind, ==, QD_CSP_TABLES_ROW_BACKTRACK);
  g_assert_cmpuint (row->var, ==, A);
  g_assert_cmpint (row->wiped, ==, -1);
  label = qd_csp_tables_row_label (fc, 4, FALSE);
  g_assert_cmpstr (label, ==, "backtrack A");
  g_assert_cmpint (fc->status, ==, QD_CSP_TABLES_NO_SOLUTION);
  g_assert_null (fc->solution);
  g_assert_cmpuint (fc->assignments, ==, 6);
  g_assert_cmpuint (fc->wipeouts, ==, 2);
  g_assert_cmpuint (fc->backtracks, ==, 4);
  outcome = qd_csp_tables_outcome (fc);
  g_assert_cmpstr (outcome, ==, "no solution");

  /* MAC, row 1: D=r removes A's r, B's g, C's g and then C's r. */
  row = row_at (mac, 1);
  g_assert_cmpint (row->kind, ==, QD_CSP_TABLES_ROW_WIPEOUT);
  g_assert_cmpint (row->wiped, ==, C);
  g_assert_cmphex (row->pruned[A], ==, B (0));
  g_assert_cmphex (row->pruned[Bv], ==, B (1));
  g_assert_cmphex (row->pruned[C], ==, B (0) | B (1));
  g_assert_cmphex (row->pruned[D], ==, 0);
  g_clear_pointer (&label, g_free);
  label = qd_csp_tables_row_label (mac, 1, TRUE);
  g_assert_cmpstr (label, ==, "D ← r");

  /* Diamond, MAC row 2: B=g removes D's g, C's g and D's b. */
  row = row_at (dmac, 2);
  g_assert_cmpint (row->kind, ==, QD_CSP_TABLES_ROW_ASSIGN);
  g_assert_cmphex (row->pruned[D], ==, B (1) | B (2));
  g_assert_cmphex (row->pruned[C], ==, B (1));
  g_assert_cmphex (row->domains[D], ==, B (0));
  g_assert_cmphex (row->domains[Bv], ==, B (1));   /* the assigned variable: {g} */
  g_assert_cmpint (dmac->status, ==, QD_CSP_TABLES_SOLVED);
  g_clear_pointer (&outcome, g_free);
  outcome = qd_csp_tables_outcome (dmac);
  g_assert_cmpstr (outcome, ==, "A=r B=g C=b D=r");
}

static void
test_parse_order (void)
{
  g_autoptr(QdMap) map = load_golden_map ("diamond.map");
  g_autoptr(GError) error = NULL;
  g_autofree guint *order = NULL;

  g_assert_true (qd_mapcolor_fcmac_parse_order (map, " D , C,B,A,", &order, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (order[0], ==, 3);
  g_assert_cmpuint (order[3], ==, 0);
  g_clear_pointer (&order, g_free);

  g_assert_false (qd_mapcolor_fcmac_parse_order (map, "A,B,X,C,D", &order, &error));
  g_assert_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER);
  g_assert_nonnull (strstr (error->message, "“X”"));
  g_clear_error (&error);

  g_assert_false (qd_mapcolor_fcmac_parse_order (map, "A,B,A,C,D", &order, &error));
  g_assert_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER);
  g_assert_nonnull (strstr (error->message, "twice"));
  g_clear_error (&error);

  g_assert_false (qd_mapcolor_fcmac_parse_order (map, "A,C", &order, &error));
  g_assert_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER);
  g_assert_cmpstr (error->message, ==, "the order misses 2 regions of the graph: B, D");
  g_clear_error (&error);

  g_assert_false (qd_mapcolor_fcmac_parse_order (map, "A,,B,C,D", &order, &error));
  g_assert_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER);
  g_clear_error (&error);

  g_assert_false (qd_mapcolor_fcmac_parse_order (map, "", &order, &error));
  g_assert_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER);
  g_assert_null (order);
}

static void
test_parse_values (void)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) values = NULL;
  const char *bad[] = { "", ",", "r,,g", "r,g,r", "r,g b", "r,{},g", "red:1" };

  g_assert_true (qd_mapcolor_fcmac_parse_values (" red, green ,blue,", &values, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (values), ==, 3);
  g_assert_cmpstr (values[1], ==, "green");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(GStrv) none = NULL;

      g_assert_false (qd_mapcolor_fcmac_parse_values (bad[i], &none, &error));
      g_assert_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_VALUES);
      g_assert_null (none);
      g_clear_error (&error);
    }
}

/* Invariants of any table: the assigned variable holds its value, pruned
 * values are gone, a wiped-out domain is empty, previous assignments stay. */
static void
check_invariants (const QdMap *map, const QdCspTable *t)
{
  for (guint r = 1; r < t->rows->len; r++)
    {
      const QdCspTablesRow *row = row_at (t, r);

      for (guint v = 0; v < t->n_vars; v++)
        g_assert_cmphex (row->domains[v] & row->pruned[v], ==, 0);
      if (row->kind == QD_CSP_TABLES_ROW_ASSIGN || row->kind == QD_CSP_TABLES_ROW_WIPEOUT)
        {
          g_assert_cmphex (row->domains[row->var], ==, B (row->value));
          g_assert_cmphex (row->pruned[row->var], ==, 0);
        }
      if (row->kind == QD_CSP_TABLES_ROW_WIPEOUT)
        {
          g_assert_cmpint (row->wiped, >=, 0);
          g_assert_cmphex (row->domains[row->wiped], ==, 0);
        }
      else
        {
          g_assert_cmpint (row->wiped, ==, -1);
          for (guint v = 0; v < t->n_vars; v++)
            g_assert_cmphex (row->domains[v], !=, 0);
        }
      if (row->kind == QD_CSP_TABLES_ROW_BACKTRACK)
        for (guint v = 0; v < t->n_vars; v++)
          g_assert_cmphex (row->pruned[v], ==, 0);
    }
  if (t->status == QD_CSP_TABLES_SOLVED)
    {
      const QdCspTablesRow *last = row_at (t, t->rows->len - 1);

      g_assert_cmpint (last->kind, ==, QD_CSP_TABLES_ROW_ASSIGN);
      for (guint v = 0; v < t->n_vars; v++)
        {
          g_assert_cmphex (last->domains[v], ==, B (t->solution[v]));
          for (guint k = 0; k < qd_map_degree (map, v); k++)
            g_assert_cmpint (t->solution[v], !=, t->solution[qd_map_neighbours (map, v)[k]]);
        }
    }
}

static void
test_bundled_example (void)
{
  const char *data_dir = g_getenv ("QD_DATA_DIR");
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autoptr(QdMap) map = NULL;
  g_autoptr(QdCspTable) fc = NULL;
  g_autoptr(QdCspTable) mac = NULL;
  guint first_mac = 0;

  if (data_dir == NULL)
    {
      g_test_skip ("QD_DATA_DIR is not set (run through meson test)");
      return;
    }
  path = g_build_filename (data_dir, "examples", "mapcolor", "fcmac-9.map", NULL);
  text = read_text (path);
  map = parse_map (text);
  fc = run (map, "A,B,C,D,E,F,G,H,I", "r,g,b", QD_CSP_TABLES_FC);
  mac = run (map, "A,B,C,D,E,F,G,H,I", "r,g,b", QD_CSP_TABLES_MAC);

  g_assert_cmpuint (map->n_regions, ==, 9);
  g_assert_true (map->has_positions);
  check_invariants (map, fc);
  check_invariants (map, mac);
  g_assert_cmpint (fc->status, ==, QD_CSP_TABLES_SOLVED);
  g_assert_cmpint (mac->status, ==, QD_CSP_TABLES_SOLVED);
  /* The point of the example: FC backtracks, MAC does not, and MAC tries
   * fewer assignments; MAC prunes a value in an earlier row than FC could. */
  g_assert_cmpuint (fc->backtracks, >, 0);
  g_assert_cmpuint (fc->wipeouts, >, 0);
  g_assert_cmpuint (mac->backtracks, ==, 0);
  g_assert_cmpuint (mac->wipeouts, ==, 0);
  g_assert_cmpuint (mac->assignments, <, fc->assignments);
  for (guint r = 1; r < mac->rows->len && first_mac == 0; r++)
    {
      const QdCspTablesRow *m = row_at (mac, r), *f = row_at (fc, r);

      for (guint v = 0; v < 9; v++)
        if (m->domains[v] != f->domains[v])
          first_mac = r;
    }
  g_assert_cmpuint (first_mac, >, 0);
}

static void
test_edge_cases (void)
{
  static const guint edge[] = { 0, 1 };
  g_autoptr(QdMap) empty = qd_map_new_from_edges (0, NULL, 0, NULL, NULL, NULL);
  g_autoptr(QdMap) pair = qd_map_new_from_edges (2, edge, 1, NULL, NULL, NULL);
  g_autoptr(QdMap) lonely = qd_map_new_from_edges (3, NULL, 0, NULL, NULL, NULL);

  /* No region: solved at once, the table is the header and its empty row. */
  for (guint m = 0; m < 2; m++)
    {
      g_autoptr(QdCspTable) t = qd_mapcolor_fcmac_run (empty, NULL, RGB, 3, m);
      g_autofree char *text = qd_csp_tables_to_text (t);

      g_assert_cmpint (t->status, ==, QD_CSP_TABLES_SOLVED);
      g_assert_cmpuint (t->rows->len, ==, 1);
      g_assert_cmpstr (text, ==, m == 0
                       ? "# fc: forward checking; order ; values r,g,b\n\n\n# solution\n# 0 assignments (0 wiped out), 0 backtracks\n"
                       : "# mac: maintaining arc consistency; order ; values r,g,b\n\n\n# solution\n# 0 assignments (0 wiped out), 0 backtracks\n");
    }

  /* One value, one edge: FC wipes out at the first assignment; MAC finds
   * the wipe-out before any (the initial row is marked). */
  {
    g_autoptr(QdCspTable) fc = qd_mapcolor_fcmac_run (pair, NULL, RGB, 1, QD_CSP_TABLES_FC);
    g_autoptr(QdCspTable) mac = qd_mapcolor_fcmac_run (pair, NULL, RGB, 1, QD_CSP_TABLES_MAC);
    g_autofree char *text = qd_csp_tables_to_text (fc);

    g_assert_cmpint (fc->status, ==, QD_CSP_TABLES_NO_SOLUTION);
    g_assert_cmpuint (fc->rows->len, ==, 2);
    g_assert_cmpstr (text, ==,
                     "# fc: forward checking; order 1,2; values r\n"
                     "\tD_1\tD_2\n"
                     "\tr\tr\n"
                     "1=r\tr\t{}\n"
                     "# no solution\n"
                     "# 1 assignment (1 wiped out), 0 backtracks\n");
    g_assert_cmpint (mac->status, ==, QD_CSP_TABLES_NO_SOLUTION);
    g_assert_cmpuint (mac->rows->len, ==, 1);
    g_assert_cmpint (row_at (mac, 0)->wiped, >=, 0);
  }

  /* No edges: every variable takes the first value. */
  {
    g_autoptr(QdCspTable) t = qd_mapcolor_fcmac_run (lonely, NULL, RGB, 3, QD_CSP_TABLES_MAC);
    g_autofree char *outcome = qd_csp_tables_outcome (t);

    g_assert_cmpstr (outcome, ==, "1=r 2=r 3=r");
    check_invariants (lonely, t);
  }
}

/* A graph that needs many backtracks is cut short, never run for ever:
 * K12 with eleven colours has no colouring, and FC and MAC (which sees no
 * more than FC on a clique) need 11! assignments to prove it. */
static void
test_cut_short (void)
{
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(QdMap) map = NULL;
  static const char *const many[] = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11" };

  for (guint a = 0; a < 12; a++)
    for (guint b = a + 1; b < 12; b++)
      {
        g_array_append_val (edges, a);
        g_array_append_val (edges, b);
      }
  map = qd_map_new_from_edges (12, (guint *) edges->data, edges->len / 2, NULL, NULL, NULL);
  {
    g_autoptr(QdCspTable) t = qd_mapcolor_fcmac_run (map, NULL, many, 11, QD_CSP_TABLES_FC);
    g_autofree char *outcome = qd_csp_tables_outcome (t);

    g_assert_cmpint (t->status, ==, QD_CSP_TABLES_CUT);
    g_assert_cmpuint (t->assignments, ==, QD_CSP_TABLES_MAX_ASSIGNMENTS);
    g_assert_cmpstr (outcome, ==, "cut short after 5000 assignments");
    check_invariants (map, t);
  }
}

/* ------------------------------------------------------------- drawing */

static void
write_png (const char *name, QdCspTable *const *tables, guint n, const QdPalette *palette)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  QdMapcolorFcmacRenderOptions options;
  QdMapcolorFcmacDrawing drawing = { tables, n, &options };
  double width, height;

  qd_mapcolor_fcmac_render_options_init (&options, palette);
  qd_mapcolor_fcmac_render_get_size (tables, n, &options, &width, &height);
  g_assert_true (qd_export_drawing (file, QD_EXPORT_PNG, width, height, 2, qd_mapcolor_fcmac_drawing_draw,
                                    &drawing, &error));
  g_assert_no_error (error);
  g_test_message ("wrote %s", path);
}

/* Pixels of a picture close to a colour. */
static guint
count_color (QdCspTable *const *tables, guint n, const QdPalette *palette, const QdColor *color,
             gint highlight)
{
  QdMapcolorFcmacRenderOptions options;
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height;
  guint32 *pixels;
  int stride, w, h;
  guint count = 0;

  qd_mapcolor_fcmac_render_options_init (&options, palette);
  options.highlight_row = highlight;
  qd_mapcolor_fcmac_render_get_size (tables, n, &options, &width, &height);
  w = (int) width;
  h = (int) height;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (surface);
  qd_mapcolor_fcmac_render (cr, tables, n, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  pixels = (guint32 *) cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface) / 4;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 p = pixels[y * stride + x];

        if (abs ((int) (p >> 16 & 0xff) - (int) (color->r * 255)) < 6 &&
            abs ((int) (p >> 8 & 0xff) - (int) (color->g * 255)) < 6 &&
            abs ((int) (p & 0xff) - (int) (color->b * 255)) < 6)
          count++;
      }
  cairo_surface_destroy (surface);
  return count;
}

static void
test_render (void)
{
  g_autoptr(QdMap) triangle = load_golden_map ("triangle.map");
  g_autoptr(QdMap) diamond = load_golden_map ("diamond.map");
  g_autoptr(QdCspTable) fc = run (triangle, "D,A,B,C", "r,g", QD_CSP_TABLES_FC);
  g_autoptr(QdCspTable) mac = run (triangle, "D,A,B,C", "r,g", QD_CSP_TABLES_MAC);
  g_autoptr(QdCspTable) dfc = run (diamond, "A,B,D,C", "r,g,b", QD_CSP_TABLES_FC);
  g_autoptr(QdCspTable) dmac = run (diamond, "A,B,D,C", "r,g,b", QD_CSP_TABLES_MAC);
  QdCspTable *both[] = { fc, mac };
  QdCspTable *good[] = { dfc, dmac };
  double w1, h1, w2, h2;
  guint table, row;
  QdColor bg = qd_palette_light ()->background;

  QdMapcolorFcmacRenderOptions no_key;

  qd_mapcolor_fcmac_render_options_init (&no_key, NULL);
  no_key.show_key = FALSE;
  qd_mapcolor_fcmac_render_get_size (both, 1, &no_key, &w1, &h1);
  qd_mapcolor_fcmac_render_get_size (both, 2, &no_key, &w2, &h2);
  g_assert_cmpfloat (w2, >, w1 * 1.5);
  g_assert_cmpfloat (h2, ==, h1);          /* FC's table is the longer one */
  qd_mapcolor_fcmac_render_get_size (both + 1, 1, &no_key, NULL, &h2);
  g_assert_cmpfloat (h2, <, h1);
  qd_mapcolor_fcmac_render_get_size (both, 2, NULL, &w2, &h2);
  g_assert_cmpfloat (h2, >, h1);           /* the key takes a line */

  /* The rows can be found again under the pointer. */
  g_assert_false (qd_mapcolor_fcmac_render_hit (both, 2, 1, 1, &table, &row));
  {
    gboolean seen[2][32] = { { FALSE } };

    g_assert_cmpuint (fc->rows->len, <=, 32);
    for (double y = 0; y < h2; y += 3)
      for (double x = 0; x < w2; x += 20)
        if (qd_mapcolor_fcmac_render_hit (both, 2, x, y, &table, &row))
          {
            g_assert_cmpuint (table, <, 2);
            g_assert_cmpuint (row, <, both[table]->rows->len);
            seen[table][row] = TRUE;
          }
    for (guint t = 0; t < 2; t++)
      for (guint r = 0; r < both[t]->rows->len; r++)
        g_assert_true (seen[t][r]);
  }

  /* Wiped-out cells are drawn in `bad`; a table without one has none. */
  {
    QdColor bad = qd_palette_light ()->bad;

    g_assert_cmpuint (count_color (both, 2, qd_palette_light (), &bad, -1), >,
                      count_color (good, 2, qd_palette_light (), &bad, -1) + 100);
    /* The highlighted row changes the picture. */
    g_assert_cmpuint (count_color (good, 2, qd_palette_light (), &bg, 2), <,
                      count_color (good, 2, qd_palette_light (), &bg, -1));
  }

  write_png ("fcmac-triangle.png", both, 2, qd_palette_light ());
  write_png ("fcmac-diamond-dark.png", good, 2, qd_palette_dark ());
}

static void
test_render_bundled (void)
{
  const char *data_dir = g_getenv ("QD_DATA_DIR");
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autoptr(QdMap) map = NULL;
  g_autoptr(QdCspTable) fc = NULL;
  g_autoptr(QdCspTable) mac = NULL;
  QdCspTable *both[2];

  if (data_dir == NULL)
    {
      g_test_skip ("QD_DATA_DIR is not set (run through meson test)");
      return;
    }
  path = g_build_filename (data_dir, "examples", "mapcolor", "fcmac-9.map", NULL);
  text = read_text (path);
  map = parse_map (text);
  fc = run (map, "A,B,C,D,E,F,G,H,I", "r,g,b", QD_CSP_TABLES_FC);
  mac = run (map, "A,B,C,D,E,F,G,H,I", "r,g,b", QD_CSP_TABLES_MAC);
  both[0] = fc;
  both[1] = mac;
  write_png ("fcmac-9-light.png", both, 2, qd_palette_light ());
  write_png ("fcmac-9-dark.png", both, 2, qd_palette_dark ());
}

/* The tables in words (the golden triangle, worked by hand in its file):
 * order, rows, outcome, counts, the first wipe-out; a row with every
 * domain, the assigned, pruned and wiped-out values named. */
static void
test_describe (void)
{
  g_autoptr(QdMap) map = load_golden_map ("triangle.map");
  g_autoptr(QdCspTable) fc = run (map, "D,A,B,C", "r,g", QD_CSP_TABLES_FC);
  g_autoptr(QdCspTable) mac = run (map, "D,A,B,C", "r,g", QD_CSP_TABLES_MAC);
  QdCspTable *both[2] = { fc, mac };
  g_autofree char *text = qd_mapcolor_fcmac_describe (both, 2);
  g_autofree char *initial = qd_mapcolor_fcmac_describe_row (fc, 0);
  g_autofree char *wipeout = qd_mapcolor_fcmac_describe_row (fc, 3);
  g_autofree char *backtrack = qd_mapcolor_fcmac_describe_row (fc, 4);
  g_autofree char *mac_row = qd_mapcolor_fcmac_describe_row (mac, 1);

  g_test_message ("%s", text);
  g_assert_cmpstr (text, ==,
                   "Forward checking. Variable order D, A, B, C; values r, g. 11 rows. No solution. "
                   "6 assignments (2 wiped out), 4 backtracks. First wipe-out: row 4, B = r: C left empty. "
                   "Maintaining arc consistency. Variable order D, A, B, C; values r, g. 3 rows. No solution. "
                   "2 assignments (2 wiped out), 0 backtracks. First wipe-out: row 2, D = r: C left empty.");
  g_assert_cmpstr (initial, ==, "row 1, the initial domains: A: r, g; B: r, g; C: r, g; D: r, g");
  g_assert_cmpstr (wipeout, ==, "row 4, B = r: A: g; B: r, assigned; C: empty, wiped out (pruned r); D: r");
  g_assert_cmpstr (backtrack, ==, "row 5, backtrack A: A: g; B: r, g; C: r, g; D: r");
  g_assert_cmpstr (mac_row, ==,
                   "row 2, D = r: A: g (pruned r); B: r (pruned g); C: empty, wiped out (pruned r, g); D: r, assigned");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fcmac/golden/diamond", test_golden_diamond);
  g_test_add_func ("/fcmac/golden/path", test_golden_path);
  g_test_add_func ("/fcmac/golden/triangle", test_golden_triangle);
  g_test_add_func ("/fcmac/golden/csv", test_golden_csv);
  g_test_add_func ("/fcmac/marks", test_marks);
  g_test_add_func ("/fcmac/parse-order", test_parse_order);
  g_test_add_func ("/fcmac/parse-values", test_parse_values);
  g_test_add_func ("/fcmac/bundled-example", test_bundled_example);
  g_test_add_func ("/fcmac/edge-cases", test_edge_cases);
  g_test_add_func ("/fcmac/cut-short", test_cut_short);
  g_test_add_func ("/fcmac/render/tables", test_render);
  g_test_add_func ("/fcmac/render/bundled", test_render_bundled);
  g_test_add_func ("/fcmac/describe", test_describe);
  return g_test_run ();
}
