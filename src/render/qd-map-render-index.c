/* qd-map-render-index.c — where a large map's regions lie, for drawing only
 * what shows.
 *
 * A grid over the regions' bounding box, about four regions a cell, lists
 * the regions of each cell (a counting sort: O(n)).  An edge is found from
 * its lower-numbered end: a region can only start a visible edge when it
 * lies within `reach` of the view, reach being the longest extent of the
 * short edges; the few long ones (over LONG_CELLS cells either way) have
 * their lower end listed apart and are always looked at.  The drawing marks
 * the regions that may show and runs its loops over those in region order,
 * so its pixels are those of the whole loops (qd-map-render-dots.c). */
#include "qd-map-render-private.h"

#include <math.h>

#define PER_CELL 4      /* regions a cell, about */
#define LONG_CELLS 4    /* edges longer than this many cells either way are long */

struct _QdMapRenderIndex
{
  const QdMap *map;
  guint n_regions;
  double x0, y0, cell;     /* the grid's corner and cell side, unit square */
  guint cols, rows;
  guint *start;            /* cols × rows + 1: cell c's regions are regions[start[c] … start[c+1]) */
  guint *regions;
  double reach;            /* the longest short edge's extent either way, unit square */
  GArray *long_from;       /* guint: the lower end of each long edge */
};

static guint
cell_of (const QdMapRenderIndex *index, double x, double y)
{
  guint col = (guint) CLAMP ((x - index->x0) / index->cell, 0, index->cols - 1);
  guint row = (guint) CLAMP ((y - index->y0) / index->cell, 0, index->rows - 1);

  return row * index->cols + col;
}

QdMapRenderIndex *
qd_map_render_index_new (const QdMap *map)
{
  QdMapRenderIndex *index = g_new0 (QdMapRenderIndex, 1);
  double x1 = 0, y1 = 0, limit;
  guint n = map->n_regions, cells;

  index->map = map;
  index->n_regions = n;
  index->long_from = g_array_new (FALSE, FALSE, sizeof (guint));
  if (map->x == NULL || n == 0)
    return index;
  index->x0 = x1 = map->x[0];
  index->y0 = y1 = map->y[0];
  for (guint r = 1; r < n; r++)
    {
      index->x0 = MIN (index->x0, map->x[r]);
      index->y0 = MIN (index->y0, map->y[r]);
      x1 = MAX (x1, map->x[r]);
      y1 = MAX (y1, map->y[r]);
    }
  index->cell = MAX (MAX (x1 - index->x0, y1 - index->y0) / ceil (sqrt ((double) n / PER_CELL)), 1e-9);
  index->cols = (guint) MIN (floor ((x1 - index->x0) / index->cell) + 1, 65536);
  index->rows = (guint) MIN (floor ((y1 - index->y0) / index->cell) + 1, 65536);
  cells = index->cols * index->rows;
  index->start = g_new0 (guint, cells + 1);
  index->regions = g_new (guint, n);
  for (guint r = 0; r < n; r++)
    index->start[cell_of (index, map->x[r], map->y[r]) + 1]++;
  for (guint c = 0; c < cells; c++)
    index->start[c + 1] += index->start[c];
  {
    g_autofree guint *fill = g_memdup2 (index->start, cells * sizeof (guint));

    for (guint r = 0; r < n; r++)
      index->regions[fill[cell_of (index, map->x[r], map->y[r])]++] = r;
  }

  limit = LONG_CELLS * index->cell;
  for (guint r = 0; r < n; r++)
    {
      const guint *nb = qd_map_neighbours (map, r);
      gboolean has_long = FALSE;

      for (guint k = 0; k < qd_map_degree (map, r); k++)
        {
          double extent;

          if (nb[k] < r)
            continue;
          extent = MAX (fabs (map->x[nb[k]] - map->x[r]), fabs (map->y[nb[k]] - map->y[r]));
          if (extent > limit)
            has_long = TRUE;
          else
            index->reach = MAX (index->reach, extent);
        }
      if (has_long)
        g_array_append_val (index->long_from, r);
    }
  return index;
}

void
qd_map_render_index_free (QdMapRenderIndex *index)
{
  if (index == NULL)
    return;
  g_free (index->start);
  g_free (index->regions);
  g_array_unref (index->long_from);
  g_free (index);
}

gboolean
qd_map_render_index_fits (const QdMapRenderIndex *index, const QdMap *map)
{
  return index != NULL && index->map == map && index->n_regions == map->n_regions && index->start != NULL;
}

guint
qd_map_render_index_mark (const QdMapRenderIndex *index, double ux1, double uy1, double ux2, double uy2,
                          double margin, gboolean edges, guint8 *marks)
{
  guint c1, c2, marked = 0;
  guint col1, col2, row1, row2;

  if (edges)
    margin += index->reach;
  /* a cell more each way: the edges of the rectangle are not exact */
  ux1 -= margin + index->cell, uy1 -= margin + index->cell;
  ux2 += margin + index->cell, uy2 += margin + index->cell;
  c1 = cell_of (index, ux1, uy1);
  c2 = cell_of (index, ux2, uy2);
  col1 = c1 % index->cols, row1 = c1 / index->cols;
  col2 = c2 % index->cols, row2 = c2 / index->cols;
  for (guint row = row1; row <= row2; row++)
    for (guint c = row * index->cols + col1; c <= row * index->cols + col2; c++)
      for (guint i = index->start[c]; i < index->start[c + 1]; i++)
        {
          marks[index->regions[i]] = 1;
          marked++;
        }
  if (edges)
    for (guint i = 0; i < index->long_from->len; i++)
      {
        marks[g_array_index (index->long_from, guint, i)] = 1;
        marked++;
      }
  return marked;
}
