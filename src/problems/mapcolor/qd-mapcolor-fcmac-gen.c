/* qd-mapcolor-fcmac-gen.c — random graphs for FC vs MAC exercises
 * (qd-mapcolor-fcmac-gen.h). */
#include "config.h"
#include "qd-mapcolor-fcmac-gen.h"

#include <math.h>
#include <string.h>

#include "core/qd-random.h"
#include "qd-mapcolor-fcmac.h"
#include "qd-mapcolor-gen.h"

#define MAX_DRAWS 500
/* In the unit square, between two regions. */
#define MIN_DISTANCE 0.25

/* The map with its regions named A, B, C, … */
static QdMap *
lettered (const QdMap *map)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree guint *edges = g_new (guint, 2 * MAX (map->n_edges, 1));
  guint n = 0;

  for (guint r = 0; r < map->n_regions; r++)
    {
      g_ptr_array_add (names, g_strdup_printf ("%c", 'A' + r));
      for (guint k = map->offsets[r]; k < map->offsets[r + 1]; k++)
        if (map->adjacency[k] > r)
          {
            edges[2 * n] = r;
            edges[2 * n + 1] = map->adjacency[k];
            n++;
          }
    }
  return qd_map_new_from_edges (map->n_regions, edges, n, map->x, map->y, names);
}

/* 0: unusable, 1: usable, 2: usable and the two tables differ. */
static guint
grade (const QdMap *map)
{
  static const char *const values[] = { "r", "g", "b", NULL };
  /* The rows alone: a tree for each of up to MAX_DRAWS draws was most of a sheet's time. */
  g_autoptr(QdCspTable) fc = qd_mapcolor_fcmac_run_rows (map, NULL, values, 3, QD_CSP_TABLES_FC);
  g_autoptr(QdCspTable) mac = qd_mapcolor_fcmac_run_rows (map, NULL, values, 3, QD_CSP_TABLES_MAC);
  gboolean differ;

  /* Regions far enough apart to draw each in its own disc. */
  for (guint a = 0; a < map->n_regions; a++)
    for (guint b = a + 1; b < map->n_regions; b++)
      if (hypot (map->x[a] - map->x[b], map->y[a] - map->y[b]) < MIN_DISTANCE)
        return 0;
  if (fc->status != QD_CSP_TABLES_SOLVED || mac->status != QD_CSP_TABLES_SOLVED
      || fc->rows->len > QD_MAPCOLOR_FCMAC_GEN_MAX_ROWS || mac->rows->len > QD_MAPCOLOR_FCMAC_GEN_MAX_ROWS)
    return 0;
  differ = fc->rows->len != mac->rows->len;
  for (guint i = 0; i < fc->rows->len && !differ; i++)
    {
      const QdCspTablesRow *a = &g_array_index (fc->rows, QdCspTablesRow, i);
      const QdCspTablesRow *b = &g_array_index (mac->rows, QdCspTablesRow, i);

      differ = memcmp (a->domains, b->domains, sizeof (guint64) * map->n_regions) != 0;
    }
  return differ ? 2 : 1;
}

QdMap *
qd_mapcolor_fcmac_gen_random (guint64 seed, guint difficulty)
{
  guint n = 4 + MIN (difficulty, 2u);
  QdMap *usable = NULL;
  guint64 state = seed;

  for (guint draw = 0; draw < MAX_DRAWS; draw++)
    {
      g_autoptr(QdMap) raw = qd_mapcolor_generate (n, qd_random_next (&state), QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL,
                                                   NULL);
      QdMap *map;
      guint g;

      if (raw == NULL)
        continue;
      map = lettered (raw);
      g = grade (map);
      if (g == 0)
        {
          qd_map_free (map);
          continue;
        }
      if (usable == NULL || g == 2)
        {
          g_clear_pointer (&usable, qd_map_free);
          usable = map;
        }
      else
        qd_map_free (map);
      if (g == 2)
        break;
    }
  if (usable == NULL)
    {
      /* No draw was usable: a path, which any three colours colour. */
      g_autofree guint *edges = g_new (guint, 2 * n);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

      for (guint r = 0; r < n; r++)
        g_ptr_array_add (names, g_strdup_printf ("%c", 'A' + r));
      for (guint r = 0; r + 1 < n; r++)
        {
          edges[2 * r] = r;
          edges[2 * r + 1] = r + 1;
        }
      usable = qd_map_new_from_edges (n, edges, n - 1, NULL, NULL, names);
      qd_map_ensure_positions (usable);
    }
  return usable;
}
