/* test-map.c — maps: the file format, the bundled maps, the geometry
 * predicates and the two generators (checked by brute force). */
#include <gio/gio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "map-asserts.h"
#include "problems/mapcolor/qd-mapcolor-gen.h"
#include "problems/mapcolor/qd-mapcolor-gen-private.h"

/* quandary-cli mapgen -n 8 --seed 2024 [--method delaunay]: pinned so that a
 * change of behaviour shows (the same maps on every machine). */
#define GOLDEN_SEGMENTS \
  "1 (0.055792, 0.782103): 2, 4, 6, 7\n" \
  "2 (0.072054, 0.159715): 1, 4, 5\n" \
  "3 (0.77365, 0.244872): 5, 7, 8\n" \
  "4 (0.394335, 0.257007): 1, 2, 5, 7\n" \
  "5 (0.556785, 0.050667): 2, 3, 4, 7, 8\n" \
  "6 (0.720344, 0.931729): 1, 7\n" \
  "7 (0.881997, 0.366324): 1, 3, 4, 5, 6, 8\n" \
  "8 (0.773409, 0.189906): 3, 5, 7\n"
#define GOLDEN_DELAUNAY \
  "1 (0.055792, 0.782103): 2, 4, 6\n" \
  "2 (0.072054, 0.159715): 1, 4, 5\n" \
  "3 (0.77365, 0.244872): 4, 5, 7, 8\n" \
  "4 (0.394335, 0.257007): 1, 2, 3, 5, 6, 7\n" \
  "5 (0.556785, 0.050667): 2, 3, 4, 8\n" \
  "6 (0.720344, 0.931729): 1, 4, 7\n" \
  "7 (0.881997, 0.366324): 3, 4, 6, 8\n" \
  "8 (0.773409, 0.189906): 3, 5, 7\n"

/* ------------------------------------------------------------ helpers */

static QdMap *
parse_ok (const char *text, gssize length, GPtrArray *warnings)
{
  return qd_test_map_parse_ok (qd_map_parse, text, length, warnings);
}

static void
expect_error (const char *text, gssize length, gint code, const char *message)
{
  qd_test_map_expect_error (qd_map_parse, text, length, code, message);
}

#define assert_maps_equal qd_test_map_assert_equal

static gboolean
adjacent_by_name (const QdMap *map, const char *a, const char *b)
{
  gint i = qd_map_find (map, a), j = qd_map_find (map, b);

  g_assert_cmpint (i, >=, 0);
  g_assert_cmpint (j, >=, 0);
  return qd_map_adjacent (map, i, j);
}

/* ------------------------------------------------------------- parsing */

static const char australia[] =
  "# AIMA figure 6.1\n"
  "WA: NT, SA\n"
  "NT: WA, SA, Q\n"
  "SA: WA, NT, Q, NSW, V\n"
  "\n"
  "Q: NT, SA, NSW\n"
  "NSW: Q, SA, V\n"
  "V: SA, NSW\n"
  "T:\n";

static void
test_parse_basic (void)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(QdMap) map = parse_ok (australia, -1, warnings);
  g_autofree char *text = qd_map_to_string (map);
  gint sa = qd_map_find (map, "SA");

  g_assert_cmpuint (warnings->len, ==, 0);
  g_assert_cmpuint (map->n_regions, ==, 7);
  g_assert_cmpuint (map->n_edges, ==, 9);
  g_assert_false (map->has_positions);
  g_assert_null (map->x);
  g_assert_cmpint (sa, ==, 2);
  g_assert_cmpuint (qd_map_degree (map, sa), ==, 5);
  g_assert_cmpuint (qd_map_degree (map, qd_map_find (map, "T")), ==, 0);
  g_assert_cmpint (qd_map_find (map, "ACT"), ==, -1);
  g_assert_true (adjacent_by_name (map, "NSW", "V"));
  g_assert_false (adjacent_by_name (map, "WA", "Q"));
  for (guint r = 0; r < map->n_regions; r++)
    for (guint i = 1; i < qd_map_degree (map, r); i++)
      g_assert_cmpuint (qd_map_neighbours (map, r)[i - 1], <, qd_map_neighbours (map, r)[i]);
  g_assert_cmpstr (text, ==,
                   "WA: NT, SA\n"
                   "NT: WA, SA, Q\n"
                   "SA: WA, NT, Q, NSW, V\n"
                   "Q: NT, SA, NSW\n"
                   "NSW: SA, Q, V\n"
                   "V: SA, NSW\n"
                   "T:\n");
}

static void
test_parse_round_trip (void)
{
  const char *with_positions =
    "# comment\r\n"
    "  # indented comment\r\n"
    "New South Wales (0.5, 0.25): b, c\r\n"
    "b (0, 1):New South Wales\r\n"
    "c  ( 0.123456 ,0.9 )  :  New South Wales  \r\n"
    "d (1, 0.000001):";
  g_autoptr(QdMap) map = parse_ok (with_positions, -1, NULL);
  g_autofree char *text = qd_map_to_string (map);
  g_autoptr(QdMap) again = parse_ok (text, -1, NULL);
  g_autofree char *text2 = qd_map_to_string (again);
  g_autoptr(QdMap) copy = qd_map_copy (map);
  g_autoptr(QdMap) plain = parse_ok (australia, -1, NULL);
  g_autofree char *plain_text = qd_map_to_string (plain);
  g_autoptr(QdMap) plain_again = parse_ok (plain_text, -1, NULL);

  g_assert_true (map->has_positions);
  g_assert_cmpuint (map->n_regions, ==, 4);
  g_assert_cmpuint (map->n_edges, ==, 2);
  g_assert_cmpfloat (map->x[2], ==, 0.123456);
  g_assert_cmpstr (text, ==,
                   "New South Wales (0.5, 0.25): b, c\n"
                   "b (0, 1): New South Wales\n"
                   "c (0.123456, 0.9): New South Wales\n"
                   "d (1, 0.000001):\n");
  assert_maps_equal (map, again);
  assert_maps_equal (map, copy);
  assert_maps_equal (plain, plain_again);
  g_assert_cmpstr (text, ==, text2);
}

static void
test_parse_line_ends (void)
{
  /* the colorgame files: CRLF or LF, trailing spaces, no final newline, a BOM */
  const char *texts[] = {
    "SA: WA, NT\nNT: WA, SA \nWA: SA, NT",
    "SA: WA, NT\r\nNT: WA, SA \r\nWA: SA, NT\r\n",
    "\xEF\xBB\xBFSA:WA,NT\n\nNT:WA,SA\nWA:SA,NT\n\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(QdMap) map = parse_ok (texts[i], -1, warnings);

      g_assert_cmpuint (warnings->len, ==, 0);
      g_assert_cmpuint (map->n_regions, ==, 3);
      g_assert_cmpuint (map->n_edges, ==, 3);
      g_assert_cmpstr (map->names->pdata[0], ==, "SA");
    }
}

static void
test_parse_errors (void)
{
  static const char nul[] = "A: B\nB: A\0\n";
  GString *many = g_string_new (NULL);

  expect_error ("A B\n", -1, QD_MAP_ERROR_SYNTAX,
                "line 1: expected “name: neighbour, neighbour, …” but found no ‘:’");
  expect_error ("# c\n: B\nB:\n", -1, QD_MAP_ERROR_NAME, "line 2: the region has no name before the ‘:’");
  expect_error ("A:\nA,B: C\n", -1, QD_MAP_ERROR_NAME, "line 2: “A,B” is not a region name");
  expect_error ("A: B\nB: A\n\nA: B\n", -1, QD_MAP_ERROR_NAME, "line 4: “A” already has a line of its own (line 1)");
  expect_error ("B:\nA: B, A\n", -1, QD_MAP_ERROR_NAME, "line 2: “A” lists itself as a neighbour");
  expect_error ("A: B\nB: A\nC: XY\n", -1, QD_MAP_ERROR_NAME,
                "line 3: “XY” is not a region of this map (every region needs a line of its own)");
  expect_error ("A: B(\nB:\n", -1, QD_MAP_ERROR_NAME, "line 1: “B(” is not a region name");
  expect_error ("A: B, , C\nB:\nC:\n", -1, QD_MAP_ERROR_NAME, "line 1: an empty name in the neighbours of “A”");
  expect_error ("A: B,\nB:\n", -1, QD_MAP_ERROR_NAME, "line 1: an empty name in the neighbours of “A”");
  expect_error ("A (0.5): B\nB (0, 0): A", -1, QD_MAP_ERROR_RANGE, "line 1: “(0.5)” is not a position");
  expect_error ("A (0.5, 0.5): B\nB (0.5, 1.5): A", -1, QD_MAP_ERROR_RANGE,
                "line 2: “(0.5, 1.5)” is not a position: expected (x, y), two numbers from 0 to 1");
  expect_error ("A (x, 0.5):\n", -1, QD_MAP_ERROR_RANGE, "line 1: “(x, 0.5)” is not a position");
  expect_error ("A (nan, 0.5):\n", -1, QD_MAP_ERROR_RANGE, "line 1: “(nan, 0.5)” is not a position");
  expect_error ("A (0.1, 0.2) x:\n", -1, QD_MAP_ERROR_NAME, "line 1: “A (0.1, 0.2) x” is not a region name");
  expect_error ("A (0.1, 0.2): B\n# c\nB: A\n", -1, QD_MAP_ERROR_SYNTAX,
                "line 3: “B” has no position but “A” (line 1) has one");
  expect_error ("A: B\nB (0.1, 0.2): A\n", -1, QD_MAP_ERROR_SYNTAX,
                "line 2: “B” has a position but “A” (line 1) has none");
  /* An invisible character in a name: U+FEFF would be taken for a byte-order
   * mark once the region is written first (found by the map-colouring fuzz target, tests/fuzz/). */
  expect_error ("# SW\n\xef\xbb\xbfT (0, 0.949):\n", -1, QD_MAP_ERROR_NAME, "line 2: “");
  expect_error ("# SW\n\xef\xbb\xbfT (0, 0.949):\n", -1, QD_MAP_ERROR_NAME, "is not a region name");
  expect_error ("A: B\xe2\x80\x8b\nB\xe2\x80\x8b:\n", -1, QD_MAP_ERROR_NAME, "is not a region name");
  expect_error ("A: B\nB: A\xff\n", -1, QD_MAP_ERROR_ENCODING, "line 2: the file is not UTF-8 text");
  expect_error (nul, sizeof nul - 1, QD_MAP_ERROR_ENCODING, "NUL");
  expect_error ("", -1, QD_MAP_ERROR_SYNTAX, "line 1: the file holds no regions");
  expect_error ("# only a comment\n\n", -1, QD_MAP_ERROR_SYNTAX, "line 1: the file holds no regions");

  for (guint i = 0; i <= QD_MAP_MAX_REGIONS; i++)
    g_string_append_printf (many, "%x:\n", i);
  expect_error (many->str, many->len, QD_MAP_ERROR_RANGE, "line 1000001: a map has at most 1000000 regions");
  g_string_free (many, TRUE);
}

static void
test_parse_warnings (void)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(QdMap) map = parse_ok ("WA: SA\nNT: WA, SA, SA\nSA: WA, NT\n", -1, warnings);
  GString *text = g_string_new ("hub:\n");
  g_autoptr(QdMap) star = NULL;

  g_assert_cmpuint (map->n_edges, ==, 3);
  g_assert_true (adjacent_by_name (map, "WA", "NT"));
  g_assert_cmpuint (warnings->len, ==, 2);
  g_assert_cmpstr (warnings->pdata[0], ==, "line 2: “NT” lists “SA” twice");
  g_assert_cmpstr (warnings->pdata[1], ==,
                   "line 2: “NT” lists “WA” but “WA” does not list “NT”; made symmetric");

  /* capped: 20 kept, then a count */
  g_ptr_array_set_size (warnings, 0);
  for (guint i = 0; i < 30; i++)
    g_string_append_printf (text, "r%u: hub\n", i);
  star = parse_ok (text->str, -1, warnings);
  g_assert_cmpuint (star->n_edges, ==, 30);
  g_assert_cmpuint (qd_map_degree (star, 0), ==, 30);
  g_assert_cmpuint (warnings->len, ==, 21);
  g_assert_cmpstr (warnings->pdata[0], ==,
                   "line 2: “r0” lists “hub” but “hub” does not list “r0”; made symmetric");
  g_assert_cmpstr (warnings->pdata[20], ==, "… and 10 more warnings");
  g_string_free (text, TRUE);
}

/* The ways a name is found (qd-map-parse.c): numbers 1 … N in order, numbers
 * in another order or with gaps, numbers written otherwise ("01", "+1") or
 * too large for the array, which are other names, and plain names; a list
 * longer than 16 with a repeat.  Each map is compared with the same graph
 * made by qd_map_new_from_edges from its pairs. */
static void
assert_same_graph (const QdMap *map, const guint *edges, guint n_edges)
{
  g_autoptr(QdMap) expect = qd_map_new_from_edges (map->n_regions, edges, n_edges, NULL, NULL, NULL);

  g_assert_cmpuint (map->n_edges, ==, expect->n_edges);
  g_assert_cmpmem (map->offsets, (map->n_regions + 1) * sizeof (guint),
                   expect->offsets, (expect->n_regions + 1) * sizeof (guint));
  g_assert_cmpmem (map->adjacency, map->offsets[map->n_regions] * sizeof (guint),
                   expect->adjacency, expect->offsets[expect->n_regions] * sizeof (guint));
}

static void
test_parse_names (void)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  GString *text = g_string_new (NULL);

  {
    /* In order: 1 … 4. */
    g_autoptr(QdMap) map = parse_ok ("1: 2, 3\n2: 1, 4\n3: 1\n4: 2\n", -1, warnings);
    const guint edges[] = { 0, 1, 0, 2, 1, 3 };

    assert_same_graph (map, edges, 3);
  }
  {
    /* Out of order, with a gap (no 4): regions are lines. */
    g_autoptr(QdMap) map = parse_ok ("3: 1\n1: 3, 5\n5: 1, 2\n2: 5\n", -1, warnings);
    const guint edges[] = { 0, 1, 1, 2, 2, 3 };

    assert_same_graph (map, edges, 3);
    g_assert_cmpint (qd_map_find (map, "5"), ==, 2);
  }
  {
    /* "01", "+1", "1" and a ten-digit number are four names; "x" a fifth. */
    g_autoptr(QdMap) map = parse_ok ("1: 01, 4000000000\n01: 1, +1\n+1: 01, x\n4000000000: 1\nx: +1\n", -1, warnings);
    const guint edges[] = { 0, 1, 0, 3, 1, 2, 2, 4 };

    assert_same_graph (map, edges, 4);
  }
  expect_error ("2: 1\n1: 2\n2:\n", -1, QD_MAP_ERROR_NAME, "line 3: “2” already has a line of its own (line 1)");
  expect_error ("1: 2\n2: 1, 3\n", -1, QD_MAP_ERROR_NAME, "line 2: “3” is not a region of this map");
  expect_error ("1: 2\n2: 0\n", -1, QD_MAP_ERROR_NAME, "line 2: “0” is not a region of this map");
  expect_error ("1: 2\n2: 1, 01\n", -1, QD_MAP_ERROR_NAME, "line 2: “01” is not a region of this map");
  g_assert_cmpuint (warnings->len, ==, 0);

  /* A hub listing 20 regions, the 18th twice: one warning, 20 edges. */
  g_string_append (text, "0:");
  for (guint i = 1; i <= 20; i++)
    g_string_append_printf (text, "%s %u", i > 1 ? "," : "", i);
  g_string_append (text, ", 18\n");
  for (guint i = 1; i <= 20; i++)
    g_string_append_printf (text, "%u: 0\n", i);
  {
    g_autoptr(QdMap) hub = parse_ok (text->str, -1, warnings);

    g_assert_cmpuint (hub->n_edges, ==, 20);
    g_assert_cmpuint (qd_map_degree (hub, 0), ==, 20);
    g_assert_cmpuint (warnings->len, ==, 1);
    g_assert_cmpstr (warnings->pdata[0], ==, "line 1: “0” lists “18” twice");
  }
  g_string_free (text, TRUE);
}

static QdMap *
load_bundled (const char *name)
{
  const char *data = g_getenv ("QD_DATA_DIR");
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  gsize length;
  QdMap *map;

  path = data != NULL ? g_build_filename (data, "examples", "mapcolor", name, NULL)
                      : g_test_build_filename (G_TEST_DIST, "..", "data", "examples", "mapcolor", name, NULL);
  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  map = parse_ok (contents, length, warnings);
  for (guint i = 0; i < warnings->len; i++)
    g_printerr ("%s: %s\n", name, (char *) warnings->pdata[i]);
  g_assert_cmpuint (warnings->len, ==, 0);
  g_assert_true (map->has_positions);
  for (guint r = 0; r < map->n_regions; r++)
    {
      g_assert_cmpfloat (map->x[r], >=, 0);
      g_assert_cmpfloat (map->x[r], <=, 1);
      g_assert_cmpfloat (map->y[r], >=, 0);
      g_assert_cmpfloat (map->y[r], <=, 1);
    }
  return map;
}

static void
test_bundled (void)
{
  g_autoptr(QdMap) au = load_bundled ("australia.map");
  g_autoptr(QdMap) us = load_bundled ("usa-48.map");
  g_autoptr(QdMap) fr = load_bundled ("france-regions.map");

  g_assert_cmpuint (au->n_regions, ==, 7);
  g_assert_cmpuint (au->n_edges, ==, 9);
  g_assert_cmpuint (qd_map_degree (au, qd_map_find (au, "T")), ==, 0);
  g_assert_cmpuint (qd_map_degree (au, qd_map_find (au, "SA")), ==, 5);
  /* north at the top: Tasmania below Victoria, Western Australia left of Queensland */
  g_assert_cmpfloat (au->y[qd_map_find (au, "T")], >, au->y[qd_map_find (au, "V")]);
  g_assert_cmpfloat (au->x[qd_map_find (au, "WA")], <, au->x[qd_map_find (au, "Q")]);

  g_assert_cmpuint (us->n_regions, ==, 48);
  g_assert_cmpuint (us->n_edges, ==, 105);
  g_assert_false (adjacent_by_name (us, "AZ", "CO"));   /* Four Corners: a point only */
  g_assert_false (adjacent_by_name (us, "NM", "UT"));
  g_assert_true (adjacent_by_name (us, "AZ", "UT"));
  g_assert_true (adjacent_by_name (us, "CO", "NM"));
  g_assert_false (adjacent_by_name (us, "MI", "MN"));   /* water only */
  g_assert_cmpuint (qd_map_degree (us, qd_map_find (us, "ME")), ==, 1);
  g_assert_cmpuint (qd_map_degree (us, qd_map_find (us, "MO")), ==, 8);
  g_assert_cmpuint (qd_map_degree (us, qd_map_find (us, "TN")), ==, 8);

  g_assert_cmpuint (fr->n_regions, ==, 13);
  g_assert_cmpuint (fr->n_edges, ==, 23);
  g_assert_cmpuint (qd_map_degree (fr, qd_map_find (fr, "COR")), ==, 0);
  g_assert_true (adjacent_by_name (fr, "IDF", "BFC"));
  g_assert_false (adjacent_by_name (fr, "GES", "ARA"));
}

static void
test_new_from_edges (void)
{
  const guint edges[] = { 0, 1, 1, 0, 2, 1, 0, 1, 3, 0 };
  const double x[] = { 0, 0.5, 1, 0.25 }, y[] = { 0, 1, 0, 0.75 };
  g_autoptr(QdMap) map = qd_map_new_from_edges (4, edges, 5, NULL, NULL, NULL);
  g_autoptr(QdMap) placed = qd_map_new_from_edges (4, edges, 5, x, y, NULL);
  g_autoptr(QdMap) empty = qd_map_new_from_edges (0, NULL, 0, NULL, NULL, NULL);
  g_autofree char *text = qd_map_to_string (map);
  g_autofree char *placed_text = qd_map_to_string (placed);
  g_autofree char *empty_text = qd_map_to_string (empty);

  g_assert_cmpuint (map->n_edges, ==, 3);
  g_assert_cmpstr (text, ==, "1: 2, 4\n2: 1, 3\n3: 2\n4: 1\n");
  g_assert_cmpstr (placed_text, ==, "1 (0, 0): 2, 4\n2 (0.5, 1): 1, 3\n3 (1, 0): 2\n4 (0.25, 0.75): 1\n");
  g_assert_cmpstr (empty_text, ==, "");
  g_assert_true (qd_map_adjacent (map, 3, 0));
  g_assert_false (qd_map_adjacent (map, 3, 2));
  g_assert_cmpint (qd_map_find (map, "3"), ==, 2);

  qd_map_ensure_positions (map);
  g_assert_true (map->has_positions);
  for (guint r = 0; r < 4; r++)
    {
      g_assert_cmpfloat (map->x[r], >=, 0);
      g_assert_cmpfloat (map->x[r], <=, 1);
      g_assert_cmpfloat (map->y[r], >=, 0);
      g_assert_cmpfloat (map->y[r], <=, 1);
    }
  g_assert_cmpfloat_with_epsilon (map->x[0], 0.5, 1e-12);   /* the top of the circle */
  g_assert_cmpfloat (map->y[0], <, 0.1);
}

/* ------------------------------------------------------------ geometry */

static void
test_segments_cross (void)
{
  /* crossing */
  g_assert_true (qd_segments_cross (0, 0, 2, 2, 0, 2, 2, 0));
  /* a shared end point is not a crossing, whichever ends are shared */
  g_assert_false (qd_segments_cross (0, 0, 1, 0, 0, 0, 0, 1));
  g_assert_false (qd_segments_cross (0, 0, 1, 1, 2, 0, 1, 1));
  g_assert_false (qd_segments_cross (0, 0, 1, 0, 0, 0, -1, 0));   /* collinear, opposite ways */
  g_assert_false (qd_segments_cross (0, 0, 1, 0, 1, 0, 2, 0));    /* collinear, end to end */
  /* ... unless they overlap from it */
  g_assert_true (qd_segments_cross (0, 0, 2, 0, 0, 0, 1, 0));
  g_assert_true (qd_segments_cross (2, 0, 0, 0, 1, 0, 0, 0));
  /* touching an interior point (T-junction), either way round */
  g_assert_true (qd_segments_cross (0, 0, 2, 0, 1, 0, 1, 1));
  g_assert_true (qd_segments_cross (1, 1, 1, 0, 0, 0, 2, 0));
  /* collinear overlapping, containing, disjoint */
  g_assert_true (qd_segments_cross (0, 0, 2, 0, 1, 0, 3, 0));
  g_assert_true (qd_segments_cross (0, 0, 3, 3, 1, 1, 2, 2));
  g_assert_false (qd_segments_cross (0, 0, 1, 0, 2, 0, 3, 0));
  g_assert_false (qd_segments_cross (0, 0, 1, 1, 2, 2, 3, 3));
  /* parallel, and apart */
  g_assert_false (qd_segments_cross (0, 0, 1, 0, 0, 1, 1, 1));
  g_assert_false (qd_segments_cross (0, 0, 1, 1, 3, 0, 2, 1));
  /* the same segment overlaps itself */
  g_assert_true (qd_segments_cross (0, 0, 1, 1, 1, 1, 0, 0));
  /* decided exactly: a hair above or below the line */
  g_assert_false (qd_segments_cross (0, 0, 1, 0, 0.5, 1e-300, 0.5, 1));
  g_assert_true (qd_segments_cross (0, 0, 1, 0, 0.5, -1e-300, 0.5, 1));
  g_assert_true (qd_segments_cross (0.1, 0.1, 0.3, 0.3, 0.2, 0.2, 0.2, 1));
}

static int
exact_orient (gint64 ax, gint64 ay, gint64 bx, gint64 by, gint64 cx, gint64 cy)
{
  __int128 d = (__int128) (bx - ax) * (cy - ay) - (__int128) (by - ay) * (cx - ax);

  return (d > 0) - (d < 0);
}

static void
test_orient_exact (void)
{
  GRand *rand = g_rand_new_with_seed (7);
  guint zeros = 0;

  g_assert_cmpint (qd_orient2d (0, 0, 1, 0, 0, 1), ==, 1);
  g_assert_cmpint (qd_orient2d (0, 0, 0, 1, 1, 0), ==, -1);
  g_assert_cmpint (qd_orient2d (0.5, 0.5, 12, 12, 24, 24), ==, 0);
  g_assert_cmpint (qd_orient2d (0.5, 0.5, 12, 12, 24, nextafter (24, 25)), ==, 1);
  /* Near-collinear triples with 50-bit coordinates: the rounded
   * determinant is useless there, the exact answer is not. */
  for (guint i = 0; i < 20000; i++)
    {
      gint64 ax = g_rand_int_range (rand, 0, 1 << 30) * (gint64) 1024;
      gint64 ay = g_rand_int_range (rand, 0, 1 << 30) * (gint64) 1024;
      gint64 dx = g_rand_int_range (rand, -(1 << 20), 1 << 20), dy = g_rand_int_range (rand, -(1 << 20), 1 << 20);
      gint64 k = g_rand_int_range (rand, 1, 1 << 9), m = g_rand_int_range (rand, 1, 1 << 9);
      gint64 bx = ax + k * dx, by = ay + k * dy;
      gint64 cx = ax + m * dx + g_rand_int_range (rand, -1, 2), cy = ay + m * dy + g_rand_int_range (rand, -1, 2);
      int want = exact_orient (ax, ay, bx, by, cx, cy);

      zeros += want == 0;
      g_assert_cmpint (qd_orient2d (ax, ay, bx, by, cx, cy), ==, want);
      g_assert_cmpint (qd_orient2d (bx, by, cx, cy, ax, ay), ==, want);
      g_assert_cmpint (qd_orient2d (ax, ay, cx, cy, bx, by), ==, -want);
    }
  g_assert_cmpuint (zeros, >, 1000);
  g_rand_free (rand);
}

/* ---------------------------------------------------------- generators */

typedef struct {
  guint n;
  gint64 *px, *py;      /* the grid coordinates */
  guint n_edges;
  guint *ea, *eb;
} Geo;

static void
geo_init (Geo *g, const QdMap *map)
{
  g->n = map->n_regions;
  g->px = g_new (gint64, MAX (g->n, 1));
  g->py = g_new (gint64, MAX (g->n, 1));
  g->n_edges = map->n_edges;
  g->ea = g_new (guint, MAX (g->n_edges, 1));
  g->eb = g_new (guint, MAX (g->n_edges, 1));
  g_assert_true (map->has_positions);
  for (guint i = 0, e = 0; i < g->n; i++)
    {
      double fx = map->x[i] * QD_MAPCOLOR_GEN_GRID, fy = map->y[i] * QD_MAPCOLOR_GEN_GRID;

      g->px[i] = llround (fx);
      g->py[i] = llround (fy);
      /* on the grid, in [0, 1) */
      g_assert_cmpfloat (fabs (fx - g->px[i]), <, 1e-6);
      g_assert_cmpfloat (fabs (fy - g->py[i]), <, 1e-6);
      g_assert_cmpint (g->px[i], >=, 0);
      g_assert_cmpint (g->px[i], <, QD_MAPCOLOR_GEN_GRID);
      g_assert_cmpint (g->py[i], >=, 0);
      g_assert_cmpint (g->py[i], <, QD_MAPCOLOR_GEN_GRID);
      for (guint k = 0; k < qd_map_degree (map, i); k++)
        if (qd_map_neighbours (map, i)[k] > i)
          {
            g->ea[e] = i;
            g->eb[e] = qd_map_neighbours (map, i)[k];
            e++;
          }
    }
}

static void
geo_clear (Geo *g)
{
  g_free (g->px);
  g_free (g->py);
  g_free (g->ea);
  g_free (g->eb);
}

static gboolean
boxes_apart (const Geo *g, guint a, guint b, guint c, guint d)
{
  return MAX (g->px[a], g->px[b]) < MIN (g->px[c], g->px[d]) || MAX (g->px[c], g->px[d]) < MIN (g->px[a], g->px[b])
      || MAX (g->py[a], g->py[b]) < MIN (g->py[c], g->py[d]) || MAX (g->py[c], g->py[d]) < MIN (g->py[a], g->py[b]);
}

static gboolean
cross (const Geo *g, guint a, guint b, guint c, guint d)
{
  if (boxes_apart (g, a, b, c, d))
    return FALSE;
  return qd_segments_cross (g->px[a], g->py[a], g->px[b], g->py[b], g->px[c], g->py[c], g->px[d], g->py[d]);
}

static gboolean
through_point (const Geo *g, guint a, guint b, guint p)
{
  return p != a && p != b && exact_orient (g->px[a], g->py[a], g->px[b], g->py[b], g->px[p], g->py[p]) == 0
      && MIN (g->px[a], g->px[b]) <= g->px[p] && g->px[p] <= MAX (g->px[a], g->px[b])
      && MIN (g->py[a], g->py[b]) <= g->py[p] && g->py[p] <= MAX (g->py[a], g->py[b]);
}

/* Points on the boundary of the convex hull (collinear ones too). */
static guint
hull_size (const Geo *g)
{
  g_autofree guint *strict = g_new (guint, g->n + 1);
  guint h = 0, count = 0;

  /* gift wrapping from the lowest-leftmost point: slow and plain */
  {
    guint start = 0, p;

    for (guint i = 1; i < g->n; i++)
      if (g->px[i] < g->px[start] || (g->px[i] == g->px[start] && g->py[i] < g->py[start]))
        start = i;
    p = start;
    do
      {
        guint q = p == 0 ? 1 : 0;

        strict[h++] = p;
        for (guint r = 0; r < g->n; r++)
          {
            int o;

            if (r == p)
              continue;
            o = exact_orient (g->px[p], g->py[p], g->px[q], g->py[q], g->px[r], g->py[r]);
            /* the most clockwise; among collinear ones the farthest */
            if (o < 0 || (o == 0 && llabs (g->px[r] - g->px[p]) + llabs (g->py[r] - g->py[p])
                                    > llabs (g->px[q] - g->px[p]) + llabs (g->py[q] - g->py[p])))
              q = r;
          }
        p = q;
      }
    while (p != start && h <= g->n);
  }
  for (guint i = 0; i < g->n; i++)
    for (guint k = 0; k < h; k++)
      {
        guint a = strict[k], b = strict[(k + 1) % h];

        if (i == a || through_point (g, a, b, i))
          {
            count++;
            break;
          }
      }
  return count;
}

static gboolean
all_collinear (const Geo *g)
{
  for (guint i = 2; i < g->n; i++)
    if (exact_orient (g->px[0], g->py[0], g->px[1], g->py[1], g->px[i], g->py[i]) != 0)
      return FALSE;
  return TRUE;
}

/* No two edges cross, no edge passes through a point, the positions are
 * distinct, and a triangulation has 3N - 3 - h edges (a path along
 * collinear points, N - 1). */
static void
check_planar (const QdMap *map, Geo *g)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree gint64 *keys = g_new (gint64, MAX (g->n, 1));

  for (guint i = 0; i < g->n; i++)
    {
      keys[i] = g->px[i] * QD_MAPCOLOR_GEN_GRID + g->py[i];
      g_assert_false (g_hash_table_contains (seen, &keys[i]));
      g_hash_table_add (seen, &keys[i]);
    }
  for (guint e = 0; e < g->n_edges; e++)
    {
      for (guint f = e + 1; f < g->n_edges; f++)
        if (cross (g, g->ea[e], g->eb[e], g->ea[f], g->eb[f]))
          g_error ("edges %u-%u and %u-%u cross", g->ea[e] + 1, g->eb[e] + 1, g->ea[f] + 1, g->eb[f] + 1);
      for (guint p = 0; p < g->n; p++)
        g_assert_false (through_point (g, g->ea[e], g->eb[e], p));
    }
  if (g->n >= 2 && all_collinear (g))
    g_assert_cmpuint (map->n_edges, ==, g->n - 1);
  else if (g->n >= 3)
    g_assert_cmpuint (map->n_edges, ==, 3 * g->n - 3 - hull_size (g));
}

/* Every pair that is not an edge would cross an edge or pass through a point. */
static void
check_maximal (const QdMap *map, const Geo *g)
{
  for (guint a = 0; a < g->n; a++)
    for (guint b = a + 1; b < g->n; b++)
      {
        gboolean blocked = FALSE;

        if (qd_map_adjacent (map, a, b))
          continue;
        for (guint e = 0; e < g->n_edges && !blocked; e++)
          blocked = cross (g, a, b, g->ea[e], g->eb[e]);
        for (guint p = 0; p < g->n && !blocked; p++)
          blocked = through_point (g, a, b, p);
        if (!blocked)
          g_error ("%u-%u could still be joined", a + 1, b + 1);
      }
}

static int
in_circle (const Geo *g, guint a, guint b, guint c, guint p)
{
  __int128 adx = g->px[a] - g->px[p], ady = g->py[a] - g->py[p];
  __int128 bdx = g->px[b] - g->px[p], bdy = g->py[b] - g->py[p];
  __int128 cdx = g->px[c] - g->px[p], cdy = g->py[c] - g->py[p];
  __int128 det = (adx * adx + ady * ady) * (bdx * cdy - cdx * bdy)
               + (bdx * bdx + bdy * bdy) * (cdx * ady - adx * cdy)
               + (cdx * cdx + cdy * cdy) * (adx * bdy - bdx * ady);

  return (det > 0) - (det < 0);
}

/* Every triangular face has an empty circumcircle; the faces number 2N - 2 - h. */
static void
check_delaunay (const QdMap *map, const Geo *g)
{
  guint faces = 0;

  for (guint a = 0; a < g->n; a++)
    for (guint i = 0; i < qd_map_degree (map, a); i++)
      {
        guint b = qd_map_neighbours (map, a)[i];

        if (b <= a)
          continue;
        for (guint j = 0; j < qd_map_degree (map, b); j++)
          {
            guint c = qd_map_neighbours (map, b)[j], u = a, v = b;
            gboolean empty = TRUE;
            int o;

            if (c <= b || !qd_map_adjacent (map, a, c))
              continue;
            o = exact_orient (g->px[a], g->py[a], g->px[b], g->py[b], g->px[c], g->py[c]);
            g_assert_cmpint (o, !=, 0);
            if (o < 0)
              u = b, v = a;   /* counter-clockwise: u, v, c */
            for (guint p = 0; p < g->n && empty; p++)
              if (p != a && p != b && p != c
                  && exact_orient (g->px[u], g->py[u], g->px[v], g->py[v], g->px[p], g->py[p]) >= 0
                  && exact_orient (g->px[v], g->py[v], g->px[c], g->py[c], g->px[p], g->py[p]) >= 0
                  && exact_orient (g->px[c], g->py[c], g->px[u], g->py[u], g->px[p], g->py[p]) >= 0)
                empty = FALSE;
            if (!empty)
              continue;   /* a separating triangle, not a face */
            faces++;
            for (guint p = 0; p < g->n; p++)
              if (p != a && p != b && p != c && in_circle (g, u, v, c, p) > 0)
                g_error ("point %u lies inside the circle of %u %u %u", p + 1, a + 1, b + 1, c + 1);
          }
      }
  g_assert_cmpuint (faces, ==, all_collinear (g) ? 0 : 2 * g->n - 2 - hull_size (g));
}

static void
test_gen_segments (void)
{
  const guint sizes[] = { 10, 50, 200, 1000 };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint64 seed = 1; seed <= (sizes[s] >= 1000 ? 2u : 4u); seed++)
      {
        g_autoptr(GError) error = NULL;
        gint64 progress = -1;
        g_autoptr(QdMap) map = qd_mapcolor_generate (sizes[s], seed, QD_MAPCOLOR_GEN_SEGMENTS, NULL, &progress, &error);
        Geo g;

        g_assert_no_error (error);
        g_assert_cmpuint (map->n_regions, ==, sizes[s]);
        g_assert_cmpint (progress, ==, sizes[s]);
        g_assert_cmpstr (map->names->pdata[0], ==, "1");
        geo_init (&g, map);
        check_planar (map, &g);
        if (sizes[s] <= 200)
          check_maximal (map, &g);
        geo_clear (&g);
      }
}

/* The statement's rule, step by step and by brute force, on points of a
 * coarse lattice (many collinear points, many equal distances): the same
 * edges in the same order as the generator, whose search prunes and stops
 * early.  Ties go to the first point in row-by-row order of its grid. */
typedef struct {
  gint64 d2;
  guint rank, point;
} RuleCand;

static gint
rule_cand_cmp (gconstpointer a, gconstpointer b)
{
  const RuleCand *p = a, *q = b;

  if (p->d2 != q->d2)
    return p->d2 < q->d2 ? -1 : 1;
  return (p->rank > q->rank) - (p->rank < q->rank);
}

static void
check_rule (guint n, const gint32 *px, const gint32 *py, guint64 seed)
{
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) expected = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint *rank = g_new (guint, n);
  g_autofree guint *active = g_new (guint, n);
  g_autofree gboolean *adj = g_new0 (gboolean, (gsize) n * n);
  g_autofree RuleCand *cands = g_new (RuleCand, n);
  QdMapcolorGenRng rng = { { seed, seed ^ 0x9e3779b97f4a7c15ULL, 7, 11 } }, copy = rng;
  guint g = MAX (1, (guint) ceil (sqrt (n / 2.0))), cs = (QD_MAPCOLOR_GEN_GRID + g - 1) / g;
  guint n_active = n;

  g_assert_true (qd_mapcolor_gen_segments (n, px, py, &rng, NULL, NULL, edges, NULL));
  for (guint i = 0; i < n; i++)
    {
      rank[i] = 0;
      for (guint j = 0; j < n; j++)
        {
          guint ci = (py[i] / cs) * g + px[i] / cs, cj = (py[j] / cs) * g + px[j] / cs;

          rank[i] += cj < ci || (cj == ci && j < i);
        }
      active[rank[i]] = i;
    }
  while (n_active > 0)
    {
      guint i = qd_mapcolor_gen_rng_below (&copy, n_active), x = active[i], best = n, m = 0;

      /* the candidates nearest first, the first one not blocked wins */
      for (guint y = 0; y < n; y++)
        if (y != x && !adj[x * n + y])
          {
            cands[m].d2 = (gint64) (px[y] - px[x]) * (px[y] - px[x]) + (gint64) (py[y] - py[x]) * (py[y] - py[x]);
            cands[m].rank = rank[y];
            cands[m++].point = y;
          }
      qsort (cands, m, sizeof (RuleCand), rule_cand_cmp);
      for (guint c = 0; c < m && best == n; c++)
        {
          guint y = cands[c].point;
          gboolean blocked = FALSE;

          for (guint e = 0; e < expected->len && !blocked; e += 2)
            {
              guint a = g_array_index (expected, guint, e), b = g_array_index (expected, guint, e + 1);

              if (MAX (px[a], px[b]) >= MIN (px[x], px[y]) && MIN (px[a], px[b]) <= MAX (px[x], px[y])
                  && MAX (py[a], py[b]) >= MIN (py[x], py[y]) && MIN (py[a], py[b]) <= MAX (py[x], py[y]))
                blocked = qd_segments_cross (px[x], py[x], px[y], py[y], px[a], py[a], px[b], py[b]);
            }
          for (guint p = 0; p < n && !blocked; p++)
            blocked = p != x && p != y && exact_orient (px[x], py[x], px[y], py[y], px[p], py[p]) == 0
                      && MIN (px[x], px[y]) <= px[p] && px[p] <= MAX (px[x], px[y])
                      && MIN (py[x], py[y]) <= py[p] && py[p] <= MAX (py[x], py[y]);
          if (!blocked)
            best = y;
        }
      if (best == n)
        active[i] = active[--n_active];
      else
        {
          g_array_append_val (expected, x);
          g_array_append_val (expected, best);
          adj[x * n + best] = adj[best * n + x] = TRUE;
        }
    }
  g_assert_cmpuint (edges->len, ==, expected->len);
  g_assert_cmpmem (edges->data, edges->len * sizeof (guint), expected->data, expected->len * sizeof (guint));
}

static void
test_gen_segments_rule (void)
{
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
      guint side = 6 + (seed % 5) * 3, n = 0;
      gint32 step = QD_MAPCOLOR_GEN_GRID / (side + 1) / (seed % 3 == 0 ? 4 : 1);
      g_autofree gint32 *px = g_new (gint32, side * side);
      g_autofree gint32 *py = g_new (gint32, side * side);

      /* a random part of a side x side lattice, a small one in a corner too */
      for (guint i = 0; i < side; i++)
        for (guint j = 0; j < side; j++)
          if (seed % 4 == 0 || g_rand_int_range (rand, 0, 10) < 7)
            {
              px[n] = (gint32) (i + 1) * step;
              py[n] = (gint32) (j + 1) * step;
              n++;
            }
      check_rule (n, px, py, seed);
    }
}

static void
test_gen_delaunay (void)
{
  const guint sizes[] = { 10, 50, 200, 1000 };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint64 seed = 1; seed <= (sizes[s] >= 1000 ? 2u : 4u); seed++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(QdMap) map = qd_mapcolor_generate (sizes[s], seed, QD_MAPCOLOR_GEN_DELAUNAY, NULL, NULL, &error);
        g_autoptr(QdMap) segments = qd_mapcolor_generate (sizes[s], seed, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, &error);
        Geo g;

        g_assert_no_error (error);
        g_assert_cmpuint (map->n_regions, ==, sizes[s]);
        /* the same points as the segment map of that seed */
        g_assert_cmpmem (map->x, sizes[s] * sizeof (double), segments->x, sizes[s] * sizeof (double));
        g_assert_cmpmem (map->y, sizes[s] * sizeof (double), segments->y, sizes[s] * sizeof (double));
        geo_init (&g, map);
        check_planar (map, &g);
        if (sizes[s] <= 200)
          {
            check_maximal (map, &g);
            check_delaunay (map, &g);
          }
        geo_clear (&g);
      }
}

static void
test_gen_small (void)
{
  for (guint m = 0; m < 2; m++)
    for (guint n = 0; n <= 4; n++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(QdMap) map = qd_mapcolor_generate (n, 5, m, NULL, NULL, &error);

        g_assert_no_error (error);
        g_assert_cmpuint (map->n_regions, ==, n);
        g_assert_cmpuint (map->n_edges, ==, n < 2 ? 0 : n == 2 ? 1 : n == 3 ? 3 : map->n_edges);
        if (n == 4)
          g_assert_cmpuint (map->n_edges, >=, 5);
      }
}

static void
test_gen_deterministic (void)
{
  for (guint m = 0; m < 2; m++)
    {
      g_autoptr(QdMap) a = qd_mapcolor_generate (300, 42, m, NULL, NULL, NULL);
      g_autoptr(QdMap) b = qd_mapcolor_generate (300, 42, m, NULL, NULL, NULL);
      g_autoptr(QdMap) c = qd_mapcolor_generate (300, 43, m, NULL, NULL, NULL);
      g_autofree char *ta = qd_map_to_string (a);
      g_autofree char *tb = qd_map_to_string (b);
      g_autofree char *tc = qd_map_to_string (c);
      g_autoptr(QdMap) back = parse_ok (ta, -1, NULL);
      g_autofree char *checksum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, ta, -1);

      g_assert_cmpstr (ta, ==, tb);
      g_assert_cmpstr (ta, !=, tc);
      /* six decimals hold the grid positions exactly */
      assert_maps_equal (a, back);
      if (g_test_verbose ())
        g_printerr ("%s 300 seed 42: %s\n", qd_mapcolor_gen_method_to_string (m), checksum);
    }
}

/* Pins the output of a fixed seed, so that a change of behaviour is seen
 * (the same map on every machine). */
static void
test_gen_golden (void)
{
  g_autoptr(QdMap) seg = qd_mapcolor_generate (8, 2024, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, NULL);
  g_autoptr(QdMap) del = qd_mapcolor_generate (8, 2024, QD_MAPCOLOR_GEN_DELAUNAY, NULL, NULL, NULL);
  g_autofree char *ts = qd_map_to_string (seg);
  g_autofree char *td = qd_map_to_string (del);

  if (g_test_verbose ())
    g_printerr ("%s\n%s\n", ts, td);
  g_assert_cmpstr (ts, ==, GOLDEN_SEGMENTS);
  g_assert_cmpstr (td, ==, GOLDEN_DELAUNAY);
}

static void
test_gen_stop (void)
{
  gint stop = 1;
  gint64 progress = -1;

  for (guint m = 0; m < 2; m++)
    {
      g_autoptr(GError) error = NULL;
      QdMap *map = qd_mapcolor_generate (20000, 1, m, &stop, &progress, &error);

      g_assert_null (map);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    }
  {
    g_autoptr(GError) error = NULL;
    QdMap *map = qd_mapcolor_generate (QD_MAPCOLOR_GEN_MAX_POINTS + 1, 1, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, &error);

    g_assert_null (map);
    g_assert_error (error, QD_MAP_ERROR, QD_MAP_ERROR_RANGE);
  }
}

static void
test_gen_methods (void)
{
  QdMapcolorGenMethod method = QD_MAPCOLOR_GEN_SEGMENTS;

  g_assert_true (qd_mapcolor_gen_method_from_string ("delaunay", &method));
  g_assert_cmpint (method, ==, QD_MAPCOLOR_GEN_DELAUNAY);
  g_assert_true (qd_mapcolor_gen_method_from_string ("segments", &method));
  g_assert_cmpint (method, ==, QD_MAPCOLOR_GEN_SEGMENTS);
  g_assert_false (qd_mapcolor_gen_method_from_string ("voronoi", &method));
  g_assert_cmpstr (qd_mapcolor_gen_method_to_string (QD_MAPCOLOR_GEN_DELAUNAY), ==, "delaunay");
  g_assert_cmpstr (qd_mapcolor_gen_method_to_string (QD_MAPCOLOR_GEN_SEGMENTS), ==, "segments");
}

/* The editors' edits: add a region, toggle an edge both ways, remove a
 * region (the ones after it move down one). */
static void
test_edits (void)
{
  g_autoptr(QdMap) map = parse_ok ("A (0.1, 0.1): B\nB (0.5, 0.5): C\nC (0.9, 0.9):\n", -1, NULL);
  g_autoptr(QdMap) added = qd_map_with_region_added (map, 0.3, 1.5);
  g_autoptr(QdMap) joined = qd_map_with_edge_toggled (added, 3, 0);
  g_autoptr(QdMap) parted = qd_map_with_edge_toggled (joined, 0, 3);
  g_autoptr(QdMap) removed = qd_map_with_region_removed (joined, 1);

  g_assert_cmpuint (added->n_regions, ==, 4);
  g_assert_cmpstr (added->names->pdata[3], ==, "4");
  g_assert_cmpfloat (added->y[3], ==, 1.0);
  g_assert_cmpuint (added->n_edges, ==, 2);
  g_assert_true (qd_map_adjacent (joined, 0, 3));
  g_assert_cmpuint (joined->n_edges, ==, 3);
  g_assert_false (qd_map_adjacent (parted, 0, 3));
  g_assert_cmpuint (parted->n_edges, ==, 2);
  /* Without B: A, C, 4 with the edge A - 4 only. */
  g_assert_cmpuint (removed->n_regions, ==, 3);
  g_assert_cmpstr (removed->names->pdata[1], ==, "C");
  g_assert_cmpfloat (removed->x[1], ==, 0.9);
  g_assert_cmpuint (removed->n_edges, ==, 1);
  g_assert_true (qd_map_adjacent (removed, 0, 2));
}

/* Positions are read to the same double as g_ascii_strtod gives, whether
 * they take the parser's short way (plain decimals of up to 15 digits) or
 * not (more digits, exponents, signs). */
static void
test_parse_positions (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) numbers = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMap) map = NULL;
  const char *fixed[] = { "0", "1", "0.5", ".25", "1.", "0.000001", "0.999999999999999", "0.1234567890123456789",
                          "1e-3", "+0.5", "0.30000000000000004", "00.75", "0.100000000000000" };
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    g_ptr_array_add (numbers, g_strdup (fixed[i]));
  for (guint i = 0; i < 2000; i++)
    g_ptr_array_add (numbers, g_strdup_printf ("%.*f", g_rand_int_range (rand, 1, 18), g_rand_double (rand)));
  for (guint i = 0; i + 1 < numbers->len; i += 2, n++)
    g_string_append_printf (text, "r%u (%s, %s):\n", n, (char *) numbers->pdata[i], (char *) numbers->pdata[i + 1]);
  map = qd_map_parse (text->str, -1, NULL, &error);
  g_assert_no_error (error);
  for (guint r = 0; r < n; r++)
    {
      double x = g_ascii_strtod (numbers->pdata[2 * r], NULL), y = g_ascii_strtod (numbers->pdata[2 * r + 1], NULL);

      if (map->x[r] != x || map->y[r] != y)
        g_error ("“%s, %s” read as %.17g, %.17g; strtod gives %.17g, %.17g", (char *) numbers->pdata[2 * r],
                 (char *) numbers->pdata[2 * r + 1], map->x[r], map->y[r], x, y);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map/parse/basic", test_parse_basic);
  g_test_add_func ("/map/parse/round-trip", test_parse_round_trip);
  g_test_add_func ("/map/parse/line-ends", test_parse_line_ends);
  g_test_add_func ("/map/parse/errors", test_parse_errors);
  g_test_add_func ("/map/parse/warnings", test_parse_warnings);
  g_test_add_func ("/map/parse/names", test_parse_names);
  g_test_add_func ("/map/bundled", test_bundled);
  g_test_add_func ("/map/new-from-edges", test_new_from_edges);
  g_test_add_func ("/map/geometry/segments-cross", test_segments_cross);
  g_test_add_func ("/map/geometry/orient-exact", test_orient_exact);
  g_test_add_func ("/map/gen/methods", test_gen_methods);
  g_test_add_func ("/map/gen/small", test_gen_small);
  g_test_add_func ("/map/gen/segments", test_gen_segments);
  g_test_add_func ("/map/gen/segments-rule", test_gen_segments_rule);
  g_test_add_func ("/map/gen/delaunay", test_gen_delaunay);
  g_test_add_func ("/map/gen/deterministic", test_gen_deterministic);
  g_test_add_func ("/map/gen/golden", test_gen_golden);
  g_test_add_func ("/map/gen/stop", test_gen_stop);
  g_test_add_func ("/map/edits", test_edits);
  g_test_add_func ("/map/parse/positions", test_parse_positions);
  return g_test_run ();
}
