/* qd-map.c — a map for colouring: the CSR graph, its text format (parse and
 * write) and a few queries. */
#include "qd-map-private.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-text.h"

G_DEFINE_QUARK (qd-map-error-quark, qd_map_error)

/* ------------------------------------------------------------ the graph */

static int
compare_guint (const void *a, const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

void
qd_map_sort_row (guint *row, guint n)
{
  if (n > 16)
    {
      qsort (row, n, sizeof (guint), compare_guint);
      return;
    }
  for (guint i = 1; i < n; i++)
    {
      guint v = row[i], j = i;

      for (; j > 0 && row[j - 1] > v; j--)
        row[j] = row[j - 1];
      row[j] = v;
    }
}

QdMap *
qd_map_new_from_edges (guint n_regions, const guint *edges, guint n_edges,
                       const double *x, const double *y, GPtrArray *names)
{
  QdMap *map;
  guint *start, *fill, *raw;
  guint total = 0;

  g_return_val_if_fail (n_regions <= QD_MAP_MAX_REGIONS, NULL);
  g_return_val_if_fail ((x == NULL) == (y == NULL), NULL);
  g_return_val_if_fail (names == NULL || names->len == n_regions, NULL);
  for (guint e = 0; e < n_edges; e++)
    {
      g_return_val_if_fail (edges[2 * e] < n_regions && edges[2 * e + 1] < n_regions, NULL);
      g_return_val_if_fail (edges[2 * e] != edges[2 * e + 1], NULL);
    }

  map = g_new0 (QdMap, 1);
  map->n_regions = n_regions;
  map->names = g_ptr_array_new_full (n_regions, g_free);
  for (guint i = 0; i < n_regions; i++)
    g_ptr_array_add (map->names, names != NULL ? g_strdup (names->pdata[i])
                                               : g_strdup_printf ("%u", i + 1));
  if (x != NULL)
    {
      map->has_positions = TRUE;
      map->x = g_memdup2 (x, sizeof (double) * MAX (n_regions, 1));
      map->y = g_memdup2 (y, sizeof (double) * MAX (n_regions, 1));
    }

  /* Both directions of every edge bucketed by source, then each row sorted
   * and its repeats dropped. */
  start = g_new0 (guint, n_regions + 1);
  for (guint e = 0; e < 2 * n_edges; e++)
    start[edges[e] + 1]++;
  for (guint r = 0; r < n_regions; r++)
    start[r + 1] += start[r];
  fill = g_memdup2 (start, sizeof (guint) * (n_regions + 1));
  raw = g_new (guint, MAX (2 * (gsize) n_edges, 1));
  for (guint e = 0; e < n_edges; e++)
    {
      guint a = edges[2 * e], b = edges[2 * e + 1];

      raw[fill[a]++] = b;
      raw[fill[b]++] = a;
    }
  g_free (fill);

  map->offsets = g_new (guint, n_regions + 1);
  for (guint r = 0; r < n_regions; r++)
    {
      guint *row = raw + start[r], n = start[r + 1] - start[r];

      map->offsets[r] = total;
      qd_map_sort_row (row, n);
      for (guint i = 0; i < n; i++)
        if (i == 0 || row[i] != row[i - 1])
          raw[total++] = row[i];   /* total <= start[r] + i: in place is safe */
    }
  map->offsets[n_regions] = total;
  map->adjacency = g_renew (guint, raw, MAX (total, 1));
  map->n_edges = total / 2;
  g_free (start);
  return map;
}

QdMap *
qd_map_new_taking (guint n_regions, GPtrArray *names, guint *offsets, guint *adjacency, double *x, double *y)
{
  QdMap *map = g_new0 (QdMap, 1);

  map->n_regions = n_regions;
  map->names = names;
  map->offsets = offsets;
  map->adjacency = adjacency;
  map->n_edges = offsets[n_regions] / 2;
  map->has_positions = x != NULL;
  map->x = x;
  map->y = y;
  return map;
}

QdMap *
qd_map_copy (const QdMap *map)
{
  QdMap *copy = g_new0 (QdMap, 1);
  guint n = map->n_regions;

  copy->n_regions = n;
  copy->names = g_ptr_array_new_full (n, g_free);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (copy->names, g_strdup (map->names->pdata[i]));
  copy->has_positions = map->has_positions;
  if (map->x != NULL)
    {
      copy->x = g_memdup2 (map->x, sizeof (double) * MAX (n, 1));
      copy->y = g_memdup2 (map->y, sizeof (double) * MAX (n, 1));
    }
  copy->offsets = g_memdup2 (map->offsets, sizeof (guint) * (n + 1));
  copy->adjacency = g_memdup2 (map->adjacency, sizeof (guint) * MAX (map->offsets[n], 1));
  copy->n_edges = map->n_edges;
  return copy;
}

void
qd_map_free (QdMap *map)
{
  if (map == NULL)
    return;
  g_ptr_array_unref (map->names);
  g_free (map->x);
  g_free (map->y);
  g_free (map->offsets);
  g_free (map->adjacency);
  g_free (map);
}

gboolean
qd_map_adjacent (const QdMap *map, guint a, guint b)
{
  const guint *row;
  guint lo = 0, hi;

  g_return_val_if_fail (a < map->n_regions && b < map->n_regions, FALSE);
  if (qd_map_degree (map, b) < qd_map_degree (map, a))
    {
      guint t = a;
      a = b;
      b = t;
    }
  row = qd_map_neighbours (map, a);
  hi = qd_map_degree (map, a);
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (row[mid] == b)
        return TRUE;
      if (row[mid] < b)
        lo = mid + 1;
      else
        hi = mid;
    }
  return FALSE;
}

gint
qd_map_find (const QdMap *map, const char *name)
{
  for (guint i = 0; i < map->n_regions; i++)
    if (g_str_equal (map->names->pdata[i], name))
      return (gint) i;
  return -1;
}

void
qd_map_ensure_positions (QdMap *map)
{
  guint n = map->n_regions;

  if (map->has_positions)
    return;
  g_free (map->x);
  g_free (map->y);
  map->x = g_new (double, MAX (n, 1));
  map->y = g_new (double, MAX (n, 1));
  /* A circle, clockwise from the top (y grows downward). */
  for (guint i = 0; i < n; i++)
    {
      double angle = 2 * G_PI * i / MAX (n, 1);

      map->x[i] = n == 1 ? 0.5 : 0.5 + 0.45 * sin (angle);
      map->y[i] = n == 1 ? 0.5 : 0.5 - 0.45 * cos (angle);
    }
  map->has_positions = TRUE;
}

/* ---------------------------------------------------------------- writing */

static void
append_coordinate (GString *out, double v)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  gsize len;

  if (v == 0)
    {
      g_string_append_c (out, '0');
      return;
    }
  g_ascii_formatd (buf, sizeof buf, "%.6f", v);
  len = strlen (buf);
  if (strchr (buf, '.') != NULL)
    {
      while (len > 0 && buf[len - 1] == '0')
        len--;
      if (len > 0 && buf[len - 1] == '.')
        len--;
    }
  if (len == 2 && buf[0] == '-' && buf[1] == '0')   /* a tiny negative rounded to 0 */
    g_string_append_c (out, '0');
  else
    g_string_append_len (out, buf, len);
}

char *
qd_map_to_string (const QdMap *map)
{
  GString *out = g_string_sized_new (32 * (gsize) map->n_regions + 16);

  for (guint r = 0; r < map->n_regions; r++)
    {
      const guint *nb = qd_map_neighbours (map, r);
      guint deg = qd_map_degree (map, r);

      g_string_append (out, map->names->pdata[r]);
      if (map->has_positions)
        {
          g_string_append (out, " (");
          append_coordinate (out, map->x[r]);
          g_string_append (out, ", ");
          append_coordinate (out, map->y[r]);
          g_string_append_c (out, ')');
        }
      g_string_append_c (out, ':');
      for (guint i = 0; i < deg; i++)
        {
          g_string_append (out, i == 0 ? " " : ", ");
          g_string_append (out, map->names->pdata[nb[i]]);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* ---------------------------------------------------------------- edits */

/* The map's edges as pairs, for rebuilding it after an edit. */
static GArray *
edge_list (const QdMap *map)
{
  GArray *edges = g_array_sized_new (FALSE, FALSE, sizeof (guint), map->n_edges * 2);

  for (guint r = 0; r < map->n_regions; r++)
    for (guint k = 0; k < qd_map_degree (map, r); k++)
      {
        guint other = qd_map_neighbours (map, r)[k];

        if (other > r)
          {
            g_array_append_val (edges, r);
            g_array_append_val (edges, other);
          }
      }
  return edges;
}

static GPtrArray *
copy_names (const QdMap *map)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (guint r = 0; r < map->n_regions; r++)
    g_ptr_array_add (names, g_strdup (map->names->pdata[r]));
  return names;
}

QdMap *
qd_map_with_region_added (const QdMap *map, double x, double y)
{
  g_autoptr(GArray) edges = edge_list (map);
  g_autoptr(GPtrArray) names = copy_names (map);
  guint n = map->n_regions;
  g_autofree double *xs = g_new (double, n + 1);
  g_autofree double *ys = g_new (double, n + 1);
  char *name = NULL;

  g_return_val_if_fail (map->x != NULL, NULL);
  /* The first number not yet a name. */
  for (guint i = n + 1;; i++)
    {
      name = g_strdup_printf ("%u", i);
      if (qd_map_find (map, name) < 0)
        break;
      g_free (name);
    }
  g_ptr_array_add (names, name);
  memcpy (xs, map->x, n * sizeof (double));
  memcpy (ys, map->y, n * sizeof (double));
  xs[n] = CLAMP (x, 0, 1);
  ys[n] = CLAMP (y, 0, 1);
  return qd_map_new_from_edges (n + 1, (guint *) edges->data, edges->len / 2, xs, ys, names);
}

QdMap *
qd_map_with_edge_toggled (const QdMap *map, guint a, guint b)
{
  g_autoptr(GArray) edges = edge_list (map);
  g_autoptr(GPtrArray) names = copy_names (map);

  if (qd_map_adjacent (map, a, b))
    {
      for (guint i = 0; i + 1 < edges->len; i += 2)
        {
          guint p = g_array_index (edges, guint, i), q = g_array_index (edges, guint, i + 1);

          if ((p == a && q == b) || (p == b && q == a))
            {
              g_array_remove_range (edges, i, 2);
              break;
            }
        }
    }
  else
    {
      g_array_append_val (edges, a);
      g_array_append_val (edges, b);
    }
  return qd_map_new_from_edges (map->n_regions, (guint *) edges->data, edges->len / 2, map->x, map->y, names);
}

QdMap *
qd_map_with_region_removed (const QdMap *map, guint gone)
{
  guint n = map->n_regions;
  g_autoptr(GArray) edges = edge_list (map);
  g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) names = copy_names (map);
  g_autofree double *x = g_new (double, MAX (n, 1));
  g_autofree double *y = g_new (double, MAX (n, 1));

  g_return_val_if_fail (gone < n && map->x != NULL, NULL);
  g_ptr_array_remove_index (names, gone);
  for (guint r = 0, i = 0; r < n; r++)
    if (r != gone)
      {
        x[i] = map->x[r];
        y[i] = map->y[r];
        i++;
      }
  for (guint i = 0; i + 1 < edges->len; i += 2)
    {
      guint p = g_array_index (edges, guint, i), q = g_array_index (edges, guint, i + 1);

      if (p == gone || q == gone)
        continue;
      p -= p > gone;
      q -= q > gone;
      g_array_append_val (kept, p);
      g_array_append_val (kept, q);
    }
  return qd_map_new_from_edges (n - 1, (guint *) kept->data, kept->len / 2, x, y, names);
}
