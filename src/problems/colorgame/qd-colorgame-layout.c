/* qd-colorgame-layout.c — a spring embedder for graphs without positions. */
#include "qd-colorgame-layout.h"

#include <math.h>

#define ITERATIONS 300

static void
normalise (QdMap *map)
{
  double min_x = G_MAXDOUBLE, min_y = G_MAXDOUBLE, max_x = -G_MAXDOUBLE, max_y = -G_MAXDOUBLE;
  double scale;

  for (guint i = 0; i < map->n_regions; i++)
    {
      min_x = MIN (min_x, map->x[i]);
      max_x = MAX (max_x, map->x[i]);
      min_y = MIN (min_y, map->y[i]);
      max_y = MAX (max_y, map->y[i]);
    }
  /* One scale for both axes keeps the drawing's proportions. */
  scale = 0.88 / MAX (MAX (max_x - min_x, max_y - min_y), 1e-9);
  for (guint i = 0; i < map->n_regions; i++)
    {
      map->x[i] = 0.5 + (map->x[i] - (min_x + max_x) / 2) * scale;
      map->y[i] = 0.5 + (map->y[i] - (min_y + max_y) / 2) * scale;
    }
}

void
qd_colorgame_layout (QdMap *map)
{
  guint n = map->n_regions;
  double k, temperature;
  g_autofree double *dx = NULL;
  g_autofree double *dy = NULL;

  if (map->has_positions)
    return;
  qd_map_ensure_positions (map);
  if (n < 3)
    return;
  k = sqrt (1.0 / n);
  temperature = 0.1;
  dx = g_new (double, n);
  dy = g_new (double, n);
  for (guint it = 0; it < ITERATIONS; it++)
    {
      for (guint i = 0; i < n; i++)
        dx[i] = dy[i] = 0;
      /* Every pair repels, neighbours attract. */
      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            double ex = map->x[i] - map->x[j], ey = map->y[i] - map->y[j];
            double d2 = MAX (ex * ex + ey * ey, 1e-6);
            double f = k * k / d2;

            dx[i] += ex * f, dy[i] += ey * f;
            dx[j] -= ex * f, dy[j] -= ey * f;
          }
      for (guint i = 0; i < n; i++)
        {
          const guint *nb = qd_map_neighbours (map, i);

          for (guint e = 0; e < qd_map_degree (map, i); e++)
            {
              guint j = nb[e];
              double ex = map->x[i] - map->x[j], ey = map->y[i] - map->y[j];
              double d = sqrt (ex * ex + ey * ey);

              /* Each edge is seen from both ends: half the pull each time. */
              dx[i] -= ex * d / k / 2;
              dy[i] -= ey * d / k / 2;
            }
        }
      for (guint i = 0; i < n; i++)
        {
          double len = sqrt (dx[i] * dx[i] + dy[i] * dy[i]);
          double step = MIN (len, temperature);

          if (len > 0)
            {
              map->x[i] += dx[i] / len * step;
              map->y[i] += dy[i] / len * step;
            }
          /* A weak pull to the centre keeps separate pieces together. */
          map->x[i] += (0.5 - map->x[i]) * 0.01;
          map->y[i] += (0.5 - map->y[i]) * 0.01;
        }
      temperature *= 0.985;
    }
  normalise (map);
}
