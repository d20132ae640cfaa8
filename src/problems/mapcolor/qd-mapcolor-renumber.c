/* qd-mapcolor-renumber.c — breadth-first renumbering of a map (see the
 * header): the order in one pass over the edges, then the rows copied in
 * that order with their neighbours renumbered and sorted. */
#include "qd-mapcolor-renumber.h"

#include "problems/qd-map-private.h"

QdMap *
qd_mapcolor_renumber_bfs (const QdMap *map, guint **order_out)
{
  guint n = map->n_regions, head = 0, tail = 0;
  guint *order = g_new (guint, MAX (n, 1));
  g_autofree guint *inv = g_new (guint, MAX (n, 1));
  g_autofree guint8 *seen = g_new0 (guint8, MAX (n, 1));
  guint *offsets = g_new (guint, n + 1);
  guint *adjacency = g_new (guint, MAX (map->offsets[n], 1));
  GPtrArray *names = g_ptr_array_new_full (n, NULL);
  double *x = NULL, *y = NULL;

  for (guint s = 0; s < n; s++)
    {
      if (seen[s])
        continue;
      seen[s] = 1;
      order[tail++] = s;
      while (head < tail)
        {
          guint r = order[head++];

          for (guint i = map->offsets[r]; i < map->offsets[r + 1]; i++)
            {
              guint w = map->adjacency[i];

              if (!seen[w])
                {
                  seen[w] = 1;
                  order[tail++] = w;
                }
            }
        }
    }
  for (guint r = 0; r < n; r++)
    inv[order[r]] = r;

  offsets[0] = 0;
  for (guint r = 0; r < n; r++)
    {
      guint old = order[r], len = map->offsets[old + 1] - map->offsets[old];
      guint *row = adjacency + offsets[r];

      for (guint i = 0; i < len; i++)
        row[i] = inv[map->adjacency[map->offsets[old] + i]];
      qd_map_sort_row (row, len);
      offsets[r + 1] = offsets[r] + len;
      g_ptr_array_add (names, map->names->pdata[old]);
    }
  if (map->x != NULL)
    {
      x = g_new (double, MAX (n, 1));
      y = g_new (double, MAX (n, 1));
      for (guint r = 0; r < n; r++)
        {
          x[r] = map->x[order[r]];
          y[r] = map->y[order[r]];
        }
    }
  *order_out = order;
  return qd_map_new_taking (n, names, offsets, adjacency, x, y);
}
