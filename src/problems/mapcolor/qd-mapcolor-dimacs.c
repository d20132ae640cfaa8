/* qd-mapcolor-dimacs.c — a colouring problem as CNF: written as DIMACS
 * (mapcolor --cnf, for SAT solvers) and, clause for clause the same, given
 * to Quandary's own CDCL solver (qd-mapcolor-sat.c). */
#include "config.h"
#include "qd-mapcolor-solve.h"
#include "qd-mapcolor-solve-private.h"

guint64
qd_map_cnf_n_clauses (const QdMap *map, guint colors)
{
  guint64 k = colors;

  return (guint64) map->n_regions * (1 + k * (k - 1) / 2) + (guint64) map->n_edges * k;
}

/* Every clause in the order the DIMACS file lists them, each as DIMACS
 * literals (variable r * K + c + 1: region r has colour c); `lits` holds
 * K entries. */
void
qd_map_cnf_foreach (const QdMap *map, guint k, gint64 *lits, QdMapCnfFunc func, gpointer data)
{
  for (guint r = 0; r < map->n_regions; r++)
    {
      gint64 base = (gint64) r * k + 1;

      /* At least one colour, at most one. */
      for (guint c = 0; c < k; c++)
        lits[c] = base + c;
      func (lits, k, data);
      for (guint c = 0; c < k; c++)
        for (guint d = c + 1; d < k; d++)
          func ((gint64[]) { -(base + c), -(base + d) }, 2, data);
    }
  /* Neighbours differ: for each border once and each colour. */
  for (guint r = 0; r < map->n_regions; r++)
    for (guint i = map->offsets[r]; i < map->offsets[r + 1]; i++)
      {
        guint s = map->adjacency[i];

        if (s < r)
          continue;
        for (guint c = 0; c < k; c++)
          func ((gint64[]) { -((gint64) r * k + c + 1), -((gint64) s * k + c + 1) }, 2, data);
      }
}

static void
append_clause (const gint64 *lits, guint n, gpointer data)
{
  GString *out = data;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%" G_GINT64_FORMAT " ", lits[i]);
  g_string_append (out, "0\n");
}

char *
qd_map_to_dimacs (const QdMap *map, guint colors)
{
  GString *out;
  guint64 clauses;
  g_autofree gint64 *lits = NULL;

  g_return_val_if_fail (map != NULL && colors >= 1, NULL);
  clauses = qd_map_cnf_n_clauses (map, colors);
  out = g_string_sized_new (64 + clauses * 16);
  g_string_append_printf (out, "c map colouring: %u regions, %u borders, %u colours\n"
                               "c variable r*%u+c+1: region r (0-based, in file order) has colour c\n",
                          map->n_regions, map->n_edges, colors, colors);
  g_string_append_printf (out, "p cnf %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT "\n",
                          (guint64) map->n_regions * colors, clauses);
  lits = g_new (gint64, colors);
  qd_map_cnf_foreach (map, colors, lits, append_clause, out);
  return g_string_free (out, FALSE);
}
