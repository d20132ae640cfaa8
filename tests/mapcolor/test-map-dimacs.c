/* test-map-dimacs.c — graphs in the DIMACS format (problems/qd-map.h,
 * qd_map_parse_dimacs): the instances of data/dimacs/ read with their
 * counts, every error naming its line, the warnings, the writer, the
 * sniffing of a DIMACS text among maps, and the two formats that read it
 * (the map documents' and "dimacs", problems/qd-problem.h). */
#include "config.h"

#include <string.h>

#include "formats.h"
#include "map-asserts.h"

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
  return qd_test_map_parse_ok (qd_map_parse_dimacs, text, -1, warnings);
}

static void
expect_error (const char *text, gssize length, gint code, const char *message)
{
  qd_test_map_expect_error (qd_map_parse_dimacs, text, length, code, message);
}

static void
assert_warnings (GPtrArray *warnings, guint n, const char *first)
{
  if (warnings->len != n || (n > 0 && strstr (warnings->pdata[0], first) == NULL))
    g_error ("%u warnings, the first “%s”; expected %u, the first holding “%s”", warnings->len,
             warnings->len > 0 ? (const char *) warnings->pdata[0] : "", n, first);
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
      qd_test_map_assert_equal (map, again);
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
  g_autoptr(GPtrArray) one = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(QdMap) a = parse_ok ("c\np edge 3 5\ne 1 2\ne 2 3\ne 3 1\n", mismatch);
  /* One edge announced, two listed: "1 edge", not "1 edges". */
  g_autoptr(QdMap) d = parse_ok ("p edge 3 1\ne 1 2\ne 2 3\n", one);
  /* M counting the distinct edges of a file that lists them both ways. */
  g_autoptr(QdMap) b = parse_ok ("p edge 3 2\ne 1 2\ne 2 1\ne 2 3\ne 3 2\n", unique);
  g_autoptr(QdMap) c = parse_ok ("p edge 2 1\nn 1 5\nn 2 3\ne 1 2\n", weights);

  g_assert_nonnull (a);   /* read, with its warning (mismatch) */

  assert_warnings (mismatch, 1, "line 2: the “p” line announces 5 edges but the file lists 3");
  assert_warnings (one, 1, "line 1: the “p” line announces 1 edge but the file lists 2");
  g_assert_cmpuint (d->n_edges, ==, 2);
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

/* A map document opens a DIMACS graph (by the name, or by the contents
 * under any name) and saves it as a map; the "dimacs" format writes it back
 * as DIMACS. */
static void
test_formats (void)
{
  static const char bad[] = "c\np edge 2 1\ne 1 1\n";
  const QdProblem *mapcolor = qd_problem_find ("mapcolor"), *read_as = NULL;
  const QdFormat *dimacs = qd_problem_find_format ("dimacs");
  g_autofree char *path = dimacs_path ("queen5_5.col");
  g_autofree char *text = NULL, *as_map = NULL, *as_dimacs = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  QdMap *map, *again;
  gsize length;

  g_assert_nonnull (mapcolor);
  g_assert_nonnull (dimacs);
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  g_assert_true (qd_problem_for_name ("LE450_15C.COL") == mapcolor);
  g_assert_true (qd_problem_for_contents ("no-extension", text, length) == mapcolor);

  map = qd_problem_read ("queen5_5.col", text, length, &read_as, warnings, &error);
  g_assert_no_error (error);
  g_assert_true (read_as == mapcolor);
  g_assert_cmpuint (map->n_regions, ==, 25);
  g_assert_cmpuint (map->n_edges, ==, 160);
  assert_warnings (warnings, 1, "160 of the 320 edges listed repeat");
  as_map = mapcolor->format->write (map);
  g_assert_true (g_str_has_prefix (as_map, "1: 2, 3, 4, 5, 6, 7,"));
  as_dimacs = dimacs->write (map);
  g_assert_true (g_str_has_prefix (as_dimacs, "p edge 25 160\ne 1 2\n"));
  qd_test_check_text (mapcolor->format, text, length, path, TRUE);
  qd_test_check_text (dimacs, text, length, path, TRUE);
  qd_test_check_text (dimacs, as_dimacs, strlen (as_dimacs), "written", TRUE);
  /* The map text is not DIMACS; the DIMACS text reads as a map document. */
  g_assert_false (qd_format_reads (dimacs, as_map, strlen (as_map)));
  again = mapcolor->format->parse (as_dimacs, strlen (as_dimacs), NULL, &error);
  g_assert_no_error (error);
  qd_test_map_assert_equal (map, again);
  /* A DIMACS error under a map document names the DIMACS line. */
  g_assert_null (mapcolor->format->parse (bad, strlen (bad), NULL, &error));
  g_assert_error (error, QD_MAP_ERROR, QD_MAP_ERROR_NAME);
  g_assert_cmpstr (error->message, ==, "line 3: vertex 1 is joined to itself");
  qd_map_free (again);
  qd_map_free (map);
}

/* Seeded changes of a small instance (a byte replaced by one DIMACS files
 * are made of, removed, or a line doubled): whatever either format reads
 * round-trips, and nothing crashes. */
static void
test_mutated (void)
{
  static const char bytes[] = "0123456789 \t\n\r-:cepnx";
  const QdFormat *formats[] = { qd_problem_find ("mapcolor")->format, qd_problem_find_format ("dimacs") };
  g_autofree char *path = dimacs_path ("myciel4.col");
  g_autofree char *original = NULL;
  guint64 rng = 7;
  guint parsed = 0;
  gsize length;

  g_assert_true (g_file_get_contents (path, &original, &length, NULL));
  for (guint round = 0; round < 2000; round++)
    {
      g_autoptr(GString) text = g_string_new_len (original, (gssize) length);

      for (guint c = 0, changes = 1 + round % 3; c < changes; c++)
        qd_test_mutate (text, &rng, bytes);
      for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
        {
          qd_test_check_text (formats[f], text->str, text->len, "mutated myciel4.col", FALSE);
          parsed += qd_format_reads (formats[f], text->str, text->len);
        }
    }
  g_test_message ("%u changed texts read", parsed);
  g_assert_cmpuint (parsed, >, 100);
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
  g_test_add_func ("/map-dimacs/formats", test_formats);
  g_test_add_func ("/map-dimacs/mutated", test_mutated);
  return g_test_run ();
}
