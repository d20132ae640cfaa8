/* test-map-dimacs.c — graphs in the DIMACS format (problems/qd-map.h,
 * qd_map_parse_dimacs): the instances of data/dimacs/ read with their
 * counts, every error naming its line, the warnings, the writer and the
 * sniffing of a DIMACS text among maps. */
#include "config.h"

#include <string.h>

#include "problems/qd-map.h"

static char *
dimacs_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "dimacs", name, NULL);
}

static QdMap *
read_instance (const char *name, GPtrArray *warnings)
{
  g_autofree char *path = dimacs_path (name);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  QdMap *map;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_true (qd_map_text_is_dimacs (text, length));
  map = qd_map_parse_dimacs (text, (gssize) length, warnings, &error);
  g_assert_no_error (error);
  g_assert_nonnull (map);
  return map;
}

static QdMap *
parse_ok (const char *text, GPtrArray *warnings)
{
  g_autoptr(GError) error = NULL;
  QdMap *map = qd_map_parse_dimacs (text, -1, warnings, &error);

  g_assert_no_error (error);
  g_assert_nonnull (map);
  return map;
}

static void
expect_error (const char *text, gssize length, gint code, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  QdMap *map = qd_map_parse_dimacs (text, length, warnings, &error);

  g_assert_null (map);
  g_assert_error (error, QD_MAP_ERROR, code);
  if (strstr (error->message, message) == NULL)
    g_error ("error “%s” does not hold “%s”", error->message, message);
}

static void
assert_warnings (GPtrArray *warnings, guint n, const char *first)
{
  if (warnings->len != n || (n > 0 && strstr (warnings->pdata[0], first) == NULL))
    g_error ("%u warnings, the first “%s”; expected %u, the first holding “%s”", warnings->len,
             warnings->len > 0 ? (const char *) warnings->pdata[0] : "", n, first);
}

static void
assert_maps_equal (const QdMap *a, const QdMap *b)
{
  g_assert_cmpuint (a->n_regions, ==, b->n_regions);
  g_assert_cmpuint (a->n_edges, ==, b->n_edges);
  g_assert_cmpmem (a->offsets, (a->n_regions + 1) * sizeof (guint), b->offsets, (b->n_regions + 1) * sizeof (guint));
  g_assert_cmpmem (a->adjacency, a->offsets[a->n_regions] * sizeof (guint),
                   b->adjacency, b->offsets[b->n_regions] * sizeof (guint));
}

/* The queens file lists each of its 1980 edges twice: one warning. */
static void
test_queen (void)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(QdMap) map = read_instance ("queen11_11.col", warnings);

  g_assert_cmpuint (map->n_regions, ==, 121);
  g_assert_cmpuint (map->n_edges, ==, 1980);
  g_assert_false (map->has_positions);
  g_assert_cmpstr (map->names->pdata[0], ==, "1");
  g_assert_cmpstr (map->names->pdata[120], ==, "121");
  /* A queen in a corner sees 10 + 10 + 10 squares. */
  g_assert_cmpuint (qd_map_degree (map, 0), ==, 30);
  assert_warnings (warnings, 1, "1980 of the 3960 edges listed repeat an edge");
}

static void
test_leighton (void)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(QdMap) map = read_instance ("le450_15c.col", warnings);

  g_assert_cmpuint (map->n_regions, ==, 450);
  g_assert_cmpuint (map->n_edges, ==, 16680);
  assert_warnings (warnings, 0, NULL);
}

/* Every instance reads, is written and reads back to the same graph. */
static void
test_all_instances (void)
{
  g_autofree char *folder = dimacs_path ("");
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) again_warnings = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(QdMap) map = NULL;
      g_autoptr(QdMap) again = NULL;
      g_autofree char *text = NULL;

      if (!g_str_has_suffix (name, ".col"))
        continue;
      map = read_instance (name, warnings);
      g_assert_cmpuint (warnings->len, <=, 1);
      text = qd_map_to_dimacs_graph (map);
      g_assert_true (qd_map_text_is_dimacs (text, strlen (text)));
      again = parse_ok (text, again_warnings);
      assert_warnings (again_warnings, 0, NULL);
      assert_maps_equal (map, again);
      n++;
    }
  g_assert_cmpuint (n, >=, 16);
}

static void
test_small (void)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(QdMap) triangle = parse_ok ("c a triangle\r\nc\r\n\r\np edge 3 3\r\ne 1 2\r\n  e 2 3\r\ne\t3 1\r\n", warnings);
  g_autoptr(QdMap) col = parse_ok ("p col 4 1\ne 4 1\n", warnings);
  g_autofree char *text = qd_map_to_dimacs_graph (triangle);

  assert_warnings (warnings, 0, NULL);
  g_assert_cmpuint (triangle->n_regions, ==, 3);
  g_assert_cmpuint (triangle->n_edges, ==, 3);
  g_assert_true (qd_map_adjacent (triangle, 2, 0));
  g_assert_cmpstr (text, ==, "p edge 3 3\ne 1 2\ne 1 3\ne 2 3\n");
  g_assert_cmpuint (col->n_regions, ==, 4);
  g_assert_cmpuint (col->n_edges, ==, 1);
  g_assert_cmpuint (qd_map_degree (col, 1), ==, 0);
}

static void
test_warnings (void)
{
  g_autoptr(GPtrArray) mismatch = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) unique = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) weights = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(QdMap) a = parse_ok ("c\np edge 3 5\ne 1 2\ne 2 3\ne 3 1\n", mismatch);
  /* M counting the distinct edges of a file that lists them both ways. */
  g_autoptr(QdMap) b = parse_ok ("p edge 3 2\ne 1 2\ne 2 1\ne 2 3\ne 3 2\n", unique);
  g_autoptr(QdMap) c = parse_ok ("p edge 2 1\nn 1 5\nn 2 3\ne 1 2\n", weights);

  assert_warnings (mismatch, 1, "line 2: the “p” line announces 5 edges but the file lists 3");
  assert_warnings (unique, 1, "2 of the 4 edges listed repeat an edge listed before");
  g_assert_cmpuint (b->n_edges, ==, 2);
  assert_warnings (weights, 1, "line 2: vertex weights");
  g_assert_cmpuint (c->n_edges, ==, 1);
}

static void
test_errors (void)
{
  static const char nul[] = "p edge 2 1\n\0e 1 2\n";
  g_autofree char *too_many = g_strdup_printf ("c\np edge %u 0\n", (guint) QD_MAP_MAX_REGIONS + 1);

  expect_error ("p edge 3 1\ne 2 2\n", -1, QD_MAP_ERROR_NAME, "line 2: vertex 2 is joined to itself");
  expect_error ("p edge 3 2\ne 1 2\ne 3 4\n", -1, QD_MAP_ERROR_RANGE,
                "line 3: vertex 4 is out of range: the graph has vertices 1 to 3");
  expect_error ("p edge 3 1\ne 0 1\n", -1, QD_MAP_ERROR_RANGE, "line 2: vertex 0 is out of range");
  expect_error ("c only comments\nc\n", -1, QD_MAP_ERROR_SYNTAX, "line 1: the file has no “p edge N M” line");
  expect_error ("", -1, QD_MAP_ERROR_SYNTAX, "line 1: the file has no “p edge N M” line");
  expect_error ("c\ne 1 2\np edge 2 1\n", -1, QD_MAP_ERROR_SYNTAX, "line 2: an edge before the “p edge N M” line");
  expect_error ("p edge 2 1\ne 1 2\nx 1 2\n", -1, QD_MAP_ERROR_SYNTAX,
                "line 3: “x” does not start a line of a DIMACS graph");
  expect_error ("p edge 2 1\n1: 2\n", -1, QD_MAP_ERROR_SYNTAX, "line 2: “1:” does not start a line");
  expect_error ("p edge 2 1\np edge 2 1\n", -1, QD_MAP_ERROR_SYNTAX, "line 2: a second “p” line (the first is line 1)");
  expect_error ("p edge 3\n", -1, QD_MAP_ERROR_SYNTAX, "line 1: expected “p edge N M”");
  expect_error ("p cnf 3 1\n", -1, QD_MAP_ERROR_SYNTAX, "line 1: expected “p edge N M”");
  expect_error ("p edge 3 1 7\n", -1, QD_MAP_ERROR_SYNTAX, "line 1: expected “p edge N M”");
  expect_error ("p edge -3 1\n", -1, QD_MAP_ERROR_SYNTAX, "line 1: expected “p edge N M”");
  expect_error ("p edge 0 0\n", -1, QD_MAP_ERROR_RANGE, "line 1: the graph has no vertices");
  expect_error (too_many, -1, QD_MAP_ERROR_RANGE, "line 2: a map has at most 1000000 regions");
  expect_error ("p edge 99999999999 1\n", -1, QD_MAP_ERROR_SYNTAX, "line 1: expected “p edge N M”");
  expect_error ("p edge 3 1\ne 1\n", -1, QD_MAP_ERROR_SYNTAX, "line 2: expected “e A B”");
  expect_error ("p edge 3 1\ne 1 2 3\n", -1, QD_MAP_ERROR_SYNTAX, "line 2: expected “e A B”");
  expect_error ("p edge 3 1\ne 1 x\n", -1, QD_MAP_ERROR_SYNTAX, "line 2: expected “e A B”");
  expect_error ("p edge 3 1\ne 1 2\xff\n", -1, QD_MAP_ERROR_ENCODING, "line 2: the file is not UTF-8 text");
  expect_error (nul, sizeof nul - 1, QD_MAP_ERROR_ENCODING, "NUL");
}

/* A DIMACS text is told from a map by its first line that is not a comment. */
static void
test_sniff (void)
{
  static const char *const dimacs[] = {
    "p edge 2 1\ne 1 2\n",
    "c FILE: queen5_5.col\nc\n\np col 2 0\n",
    "c\ne 1 2\n",      /* an edge before `p`: DIMACS, so the error is DIMACS's */
    "  p edge 3 0",
  };
  static const char *const maps[] = {
    "", "A: B\nB: A\n", "# p edge\nA:\n", "c: d\nd: c\n", "cairo: giza\ngiza: cairo\n",
    "p: e\ne: p\n", "p edge: x\nx: p edge\n", "e 1: 2\n", "c only\n", "p cnf 3 2\n", "e x y\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (dimacs); i++)
    g_assert_true (qd_map_text_is_dimacs (dimacs[i], strlen (dimacs[i])));
  for (guint i = 0; i < G_N_ELEMENTS (maps); i++)
    if (qd_map_text_is_dimacs (maps[i], strlen (maps[i])))
      g_error ("“%s” taken for a DIMACS graph", maps[i]);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map-dimacs/queen", test_queen);
  g_test_add_func ("/map-dimacs/leighton", test_leighton);
  g_test_add_func ("/map-dimacs/all-instances", test_all_instances);
  g_test_add_func ("/map-dimacs/small", test_small);
  g_test_add_func ("/map-dimacs/warnings", test_warnings);
  g_test_add_func ("/map-dimacs/errors", test_errors);
  g_test_add_func ("/map-dimacs/sniff", test_sniff);
  return g_test_run ();
}
