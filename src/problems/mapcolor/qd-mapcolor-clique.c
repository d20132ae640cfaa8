/* qd-mapcolor-clique.c — a large clique, greedily.
 *
 * From a start region, the candidates are its neighbours; the clique grows
 * by the candidate with the most neighbours among the candidates (it
 * leaves the most to grow on), and the candidates shrink to its
 * neighbours, until none is left.  Starts are the regions in decreasing
 * degree, as long as the work budget lasts; a start, or a step, that
 * cannot beat the best clique so far (its size plus the candidates left is
 * no more) is dropped.  Not the maximum clique, which is NP-hard, but on
 * graphs with planted cliques (Leighton's) and on queens graphs (a row) it
 * finds one of the chromatic number, and any clique is a valid bound.
 */
#include "qd-mapcolor-clique.h"

#include <string.h>

#define DEFAULT_MAX_WORK (20u * 1000 * 1000)

guint *
qd_mapcolor_greedy_clique (const QdMap *map, guint64 max_work, guint *size, guint64 *checks)
{
  guint n = map->n_regions, max_degree = 0, best_size = 0, gen = 0;
  g_autofree guint *by_degree = NULL;
  g_autofree guint *count = NULL;
  g_autofree guint *mark = g_new0 (guint, n + 1);
  g_autofree guint *candidates = NULL;
  g_autofree guint *clique = NULL;
  guint *best = NULL;
  guint64 work = 0;

  g_return_val_if_fail (map != NULL && size != NULL, NULL);
  if (max_work == 0)
    max_work = DEFAULT_MAX_WORK;
  for (guint r = 0; r < n; r++)
    max_degree = MAX (max_degree, qd_map_degree (map, r));
  best = g_new (guint, max_degree + 2);
  clique = g_new (guint, max_degree + 2);
  candidates = g_new (guint, max_degree + 1);
  if (n > 0)
    {
      best[0] = 0;
      best_size = 1;
    }

  /* Regions by decreasing degree (a counting sort). */
  count = g_new0 (guint, max_degree + 2);
  by_degree = g_new (guint, n + 1);
  for (guint r = 0; r < n; r++)
    count[max_degree - qd_map_degree (map, r)]++;
  for (guint d = 0, sum = 0; d <= max_degree; d++)
    {
      guint c = count[d];

      count[d] = sum;
      sum += c;
    }
  for (guint r = 0; r < n; r++)
    by_degree[count[max_degree - qd_map_degree (map, r)]++] = r;

  for (guint s = 0; s < n && work < max_work; s++)
    {
      guint v = by_degree[s], n_clique = 1, n_cand = 0;

      /* The rest have no more neighbours: none can start a larger clique. */
      if (qd_map_degree (map, v) + 1 <= best_size)
        break;
      clique[0] = v;
      for (guint i = map->offsets[v]; i < map->offsets[v + 1]; i++)
        candidates[n_cand++] = map->adjacency[i];
      while (n_cand > 0 && n_clique + n_cand > best_size)
        {
          guint pick = 0, pick_links = 0, kept = 0;

          /* The candidate with the most neighbours among the candidates. */
          if (++gen == 0)
            {
              memset (mark, 0, sizeof (guint) * n);
              gen = 1;
            }
          for (guint i = 0; i < n_cand; i++)
            mark[candidates[i]] = gen;
          for (guint i = 0; i < n_cand; i++)
            {
              guint u = candidates[i], links = 0;

              for (guint j = map->offsets[u]; j < map->offsets[u + 1]; j++)
                links += mark[map->adjacency[j]] == gen;
              work += qd_map_degree (map, u);
              if (i == 0 || links > pick_links)
                {
                  pick = i;
                  pick_links = links;
                }
            }
          v = candidates[pick];
          clique[n_clique++] = v;
          /* The candidates left: v's neighbours among them. */
          if (++gen == 0)
            {
              memset (mark, 0, sizeof (guint) * n);
              gen = 1;
            }
          for (guint j = map->offsets[v]; j < map->offsets[v + 1]; j++)
            mark[map->adjacency[j]] = gen;
          work += qd_map_degree (map, v);
          for (guint i = 0; i < n_cand; i++)
            if (mark[candidates[i]] == gen)
              candidates[kept++] = candidates[i];
          n_cand = kept;
        }
      if (n_clique > best_size)
        {
          memcpy (best, clique, sizeof (guint) * n_clique);
          best_size = n_clique;
        }
    }
  if (checks != NULL)
    *checks += work;
  *size = best_size;
  return best;
}
