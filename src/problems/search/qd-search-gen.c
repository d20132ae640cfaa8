/* qd-search-gen.c — random route maps for A* exercises (qd-search-gen.h). */
#include "config.h"
#include "qd-search-gen.h"

#include <math.h>

#include "core/qd-random.h"
#include "qd-search-run.h"

#define MAX_DRAWS 1000
/* Between two places, in the 100 × 100 square. */
#define MIN_DISTANCE 22

static QdSearchRoute *
draw_route (guint n, guint64 seed)
{
  QdSearchRoute *route = qd_search_route_random (n, seed, 100, 100);

  for (guint p = 0; p < route->n_places; p++)
    {
      char name[4] = { (char) ('A' + p), 0 };

      qd_search_route_rename_place (route, p, name, NULL);
    }
  if (route->h == NULL)
    route->h = g_new (double, route->n_places);
  for (guint p = 0; p < route->n_places; p++)
    route->h[p] = floor (qd_search_route_straight (route, p, route->goal) + 1e-9);
  return route;
}

/* Expansions of A* to the goal, or 0 when it finds none. */
static guint64
expansions (const QdSearchRoute *route)
{
  QdSearchDoc *doc = qd_search_doc_new_route (qd_search_route_copy (route));
  g_autoptr(QdSearchRun) run = NULL;
  QdSearchSettings settings;
  guint64 n = 0;

  qd_search_settings_init (&settings, doc);
  run = qd_search_run_new (doc, &settings);
  qd_search_run_set_replay (run, FALSE);
  if (qd_search_run_solve (run, NULL, NULL, NULL, NULL) == QD_SPACE_SOLVED)
    n = qd_search_run_result (run)->expanded;
  qd_search_doc_free (doc);
  return n;
}

/* Places far enough apart to draw each in its own disc. */
static gboolean
apart (const QdSearchRoute *route)
{
  for (guint a = 0; a < route->n_places; a++)
    for (guint b = a + 1; b < route->n_places; b++)
      if (hypot (route->x[a] - route->x[b], route->y[a] - route->y[b]) < MIN_DISTANCE)
        return FALSE;
  return TRUE;
}

QdSearchRoute *
qd_search_gen_route (guint64 seed, guint difficulty)
{
  static const guint places[3] = { 5, 6, 8 };
  guint n = places[MIN (difficulty, 2u)];
  guint64 state = seed;
  QdSearchRoute *route = NULL;

  for (guint draw = 0; draw < MAX_DRAWS; draw++)
    {
      guint64 e;

      g_clear_pointer (&route, qd_search_route_free);
      route = draw_route (n, qd_random_next (&state));
      if (!apart (route))
        continue;
      e = expansions (route);
      if (e >= 3 && e <= QD_SEARCH_GEN_MAX_EXPANSIONS)
        break;
    }
  return route;
}
