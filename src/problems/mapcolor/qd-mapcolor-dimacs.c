/* qd-mapcolor-dimacs.c — a colouring problem as DIMACS CNF (mapcolor --cnf),
 * for SAT solvers (qd-mapcolor-solve.h). */
#include "config.h"
#include "qd-mapcolor-solve.h"

char *
qd_map_to_dimacs (const QdMap *map, guint colors)
{
  GString *out;
  guint64 clauses;
  guint k = colors;

  g_return_val_if_fail (map != NULL && colors >= 1, NULL);
  clauses = (guint64) map->n_regions * (1 + (guint64) k * (k - 1) / 2) + (guint64) map->n_edges * k;
  out = g_string_sized_new (64 + clauses * 16);
  g_string_append_printf (out, "c map colouring: %u regions, %u borders, %u colours\n"
                               "c variable r*%u+c+1: region r (0-based, in file order) has colour c\n",
                          map->n_regions, map->n_edges, k, k);
  g_string_append_printf (out, "p cnf %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT "\n",
                          (guint64) map->n_regions * k, clauses);
  for (guint r = 0; r < map->n_regions; r++)
    {
      guint64 base = (guint64) r * k + 1;

      /* At least one colour, at most one. */
      for (guint c = 0; c < k; c++)
        g_string_append_printf (out, "%" G_GUINT64_FORMAT " ", base + c);
      g_string_append (out, "0\n");
      for (guint c = 0; c < k; c++)
        for (guint d = c + 1; d < k; d++)
          g_string_append_printf (out, "-%" G_GUINT64_FORMAT " -%" G_GUINT64_FORMAT " 0\n", base + c, base + d);
    }
  /* Neighbours differ: for each border once and each colour. */
  for (guint r = 0; r < map->n_regions; r++)
    for (guint i = map->offsets[r]; i < map->offsets[r + 1]; i++)
      {
        guint s = map->adjacency[i];

        if (s < r)
          continue;
        for (guint c = 0; c < k; c++)
          g_string_append_printf (out, "-%" G_GUINT64_FORMAT " -%" G_GUINT64_FORMAT " 0\n",
                                  (guint64) r * k + c + 1, (guint64) s * k + c + 1);
      }
  return g_string_free (out, FALSE);
}
