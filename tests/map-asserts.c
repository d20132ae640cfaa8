/* map-asserts.c — what the tests of the map readers share (map-asserts.h). */
#include "config.h"
#include "map-asserts.h"

#include <string.h>

QdMap *
qd_test_map_parse_ok (QdTestMapReader read, const char *text, gssize length, GPtrArray *warnings)
{
  g_autoptr(GError) error = NULL;
  QdMap *map = read (text, length, warnings, &error);

  g_assert_no_error (error);
  g_assert_nonnull (map);
  return map;
}

void
qd_test_map_expect_error (QdTestMapReader read, const char *text, gssize length, gint code, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  QdMap *map = read (text, length, warnings, &error);

  g_assert_null (map);
  g_assert_error (error, QD_MAP_ERROR, code);
  if (strstr (error->message, message) == NULL)
    g_error ("error “%s” does not hold “%s”", error->message, message);
}

void
qd_test_map_assert_equal (const QdMap *a, const QdMap *b)
{
  g_assert_cmpuint (a->n_regions, ==, b->n_regions);
  g_assert_cmpuint (a->n_edges, ==, b->n_edges);
  g_assert_cmpint (a->has_positions, ==, b->has_positions);
  for (guint r = 0; r < a->n_regions; r++)
    {
      g_assert_cmpstr (a->names->pdata[r], ==, b->names->pdata[r]);
      if (a->has_positions)
        {
          g_assert_true (a->x[r] == b->x[r]);
          g_assert_true (a->y[r] == b->y[r]);
        }
    }
  g_assert_cmpmem (a->offsets, sizeof (guint) * (a->n_regions + 1), b->offsets, sizeof (guint) * (b->n_regions + 1));
  g_assert_cmpmem (a->adjacency, sizeof (guint) * a->offsets[a->n_regions],
                   b->adjacency, sizeof (guint) * b->offsets[b->n_regions]);
}
