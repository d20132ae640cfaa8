/* qd-search-route-edit.c — route maps: the editors' changes, AIMA's random
 * graph, and the engine's view (successors in file order, sld). */
#include "config.h"

#include "qd-search-route.h"
#include "qd-search-private.h"

#include "core/qd-owned.h"
#include "core/qd-random.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* --- Edits -------------------------------------------------------------- */

guint
qd_search_route_add_place (QdSearchRoute *route, const char *name, double x, double y)
{
  g_autofree char *made = NULL;
  guint n = route->n_places;

  if (name == NULL)
    for (guint k = n + 1;; k++)
      {
        g_free (made);
        made = g_strdup_printf (_("Place %u"), k);
        if (qd_search_route_find_place (route, made) < 0)
          break;
      }
  route->names = g_renew (char *, route->names, n + 2);
  route->names[n] = g_strdup (name != NULL ? name : made);
  route->names[n + 1] = NULL;
  route->x = g_renew (double, route->x, n + 1);
  route->y = g_renew (double, route->y, n + 1);
  route->x[n] = x;
  route->y[n] = y;
  if (route->h != NULL)
    {
      route->h = g_renew (double, route->h, n + 1);
      route->h[n] = NAN;
    }
  route->n_places = n + 1;
  return n;
}

void
qd_search_route_move_place (QdSearchRoute *route, guint place, double x, double y)
{
  g_return_if_fail (place < route->n_places);
  route->x[place] = x;
  route->y[place] = y;
}

gboolean
qd_search_route_rename_place (QdSearchRoute *route, guint place, const char *name, GError **error)
{
  const char *problem = qd_search_route_name_problem (name);
  gint other = qd_search_route_find_place (route, name);

  g_return_val_if_fail (place < route->n_places, FALSE);
  if (problem != NULL)
    {
      g_set_error_literal (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_INVALID, problem);
      return FALSE;
    }
  if (other >= 0 && (guint) other != place)
    {
      g_set_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_INVALID, _("another place is named “%s”"), name);
      return FALSE;
    }
  g_free (route->names[place]);
  route->names[place] = g_strdup (name);
  return TRUE;
}

gboolean
qd_search_route_remove_place (QdSearchRoute *route, guint place)
{
  guint n = route->n_places, kept = 0;

  g_return_val_if_fail (place < n, FALSE);
  if (n == 1)
    return FALSE;
  for (guint i = 0; i < route->roads->len; i++)
    {
      QdSearchRoad road = g_array_index (route->roads, QdSearchRoad, i);

      if (road.from == place || road.to == place)
        continue;
      road.from -= road.from > place;
      road.to -= road.to > place;
      g_array_index (route->roads, QdSearchRoad, kept++) = road;
    }
  g_array_set_size (route->roads, kept);
  g_free (route->names[place]);
  memmove (route->names + place, route->names + place + 1, (n - place) * sizeof (char *));
  memmove (route->x + place, route->x + place + 1, (n - place - 1) * sizeof (double));
  memmove (route->y + place, route->y + place + 1, (n - place - 1) * sizeof (double));
  if (route->h != NULL)
    memmove (route->h + place, route->h + place + 1, (n - place - 1) * sizeof (double));
  route->start = route->start == place ? 0 : route->start - (route->start > place);
  route->goal = route->goal == place ? 0 : route->goal - (route->goal > place);
  route->n_places = n - 1;
  return TRUE;
}

guint
qd_search_route_add_road (QdSearchRoute *route, guint a, guint b, double cost, gboolean two_way)
{
  QdSearchRoad road = { a, b, cost, two_way };
  gint found;

  g_return_val_if_fail (a < route->n_places && b < route->n_places && a != b && cost > 0, 0);
  found = qd_search_route_find_road (route, a, b);
  if (found >= 0)
    {
      QdSearchRoad *r = &g_array_index (route->roads, QdSearchRoad, found);

      r->cost = cost;
      if (two_way && !r->two_way && qd_search_route_find_road (route, b, a) < 0)
        r->two_way = TRUE;
      return (guint) found;
    }
  found = qd_search_route_find_road (route, b, a);
  if (found >= 0 && two_way)
    {
      /* b -> a exists: make it the two-way road. */
      QdSearchRoad *r = &g_array_index (route->roads, QdSearchRoad, found);

      r->cost = cost;
      r->two_way = TRUE;
      return (guint) found;
    }
  g_array_append_val (route->roads, road);
  return route->roads->len - 1;
}

void
qd_search_route_remove_road (QdSearchRoute *route, guint road)
{
  g_return_if_fail (road < route->roads->len);
  g_array_remove_index (route->roads, road);
}

void
qd_search_route_set_road_cost (QdSearchRoute *route, guint road, double cost)
{
  g_return_if_fail (road < route->roads->len && cost > 0);
  g_array_index (route->roads, QdSearchRoad, road).cost = cost;
}

void
qd_search_route_set_start (QdSearchRoute *route, guint place)
{
  g_return_if_fail (place < route->n_places);
  route->start = place;
}

void
qd_search_route_set_goal (QdSearchRoute *route, guint place)
{
  g_return_if_fail (place < route->n_places);
  route->goal = place;
}

void
qd_search_route_drop_h (QdSearchRoute *route)
{
  g_clear_pointer (&route->h, g_free);
}

/* --- AIMA's RandomGraph ------------------------------------------------- */

QdSearchRoute *
qd_search_route_random (guint n, guint64 seed, double width, double height)
{
  QdSearchRoute *route = qd_search_route_new ();
  guint64 rng = seed;
  g_autofree guint *degree = NULL;
  g_autoptr (GHashTable) joined = g_hash_table_new (g_direct_hash, g_direct_equal);
  double far = -1;

  n = CLAMP (n, 2, QD_SEARCH_ROUTE_MAX_RANDOM);
  width = MAX (width, 1);
  height = MAX (height, 1);
  for (guint i = 0; i < n; i++)
    {
      char name[32];
      double x = floor (qd_random_double (&rng) * width);
      double y = floor (qd_random_double (&rng) * height);

      g_snprintf (name, sizeof name, "P%u", i + 1);
      qd_search_route_add_place (route, name, x, y);
    }
  degree = g_new0 (guint, n);
  /* Two rounds: each place with fewer than 2 roads is joined to its nearest
   * place it is not yet joined to (ties: the first in order). */
  for (guint round = 0; round < 2; round++)
    for (guint a = 0; a < n; a++)
      {
        gint best = -1;
        double best_d = INFINITY, cost;

        if (degree[a] >= 2)
          continue;
        for (guint b = 0; b < n; b++)
          {
            double d;

            if (b == a)
              continue;
            d = hypot (route->x[a] - route->x[b], route->y[a] - route->y[b]);
            if (d < best_d && !g_hash_table_contains (joined, GSIZE_TO_POINTER ((gsize) a * n + b + 1)))
              {
                best = (gint) b;
                best_d = d;
              }
          }
        if (best < 0)
          continue;
        /* Never below the straight line (sld stays admissible), never 0
         * (one draw: MAX evaluates its arguments twice). */
        cost = floor (best_d * (1.1 + 0.4 * qd_random_double (&rng)));
        cost = MAX (cost, MAX (1, ceil (best_d)));
        g_array_append_val (route->roads, ((QdSearchRoad) { a, (guint) best, cost, TRUE }));
        g_hash_table_add (joined, GSIZE_TO_POINTER ((gsize) a * n + (guint) best + 1));
        g_hash_table_add (joined, GSIZE_TO_POINTER ((gsize) best * n + a + 1));
        degree[a]++;
        degree[best]++;
      }
  /* Start and goal: the two places farthest apart among those of the
   * largest connected part (a random graph need not be connected). */
  {
    g_autofree guint *parent = g_new (guint, n);
    g_autofree guint *size = g_new0 (guint, n);
    guint biggest = 0;

    for (guint a = 0; a < n; a++)
      parent[a] = a;
    for (guint i = 0; i < route->roads->len; i++)
      {
        const QdSearchRoad *road = &g_array_index (route->roads, QdSearchRoad, i);
        guint a = road->from, b = road->to;

        while (parent[a] != a)
          a = parent[a] = parent[parent[a]];
        while (parent[b] != b)
          b = parent[b] = parent[parent[b]];
        parent[MAX (a, b)] = MIN (a, b);
      }
    for (guint a = 0; a < n; a++)
      {
        guint root = a;

        while (parent[root] != root)
          root = parent[root];
        parent[a] = root;
        if (++size[root] > size[biggest] || (size[root] == size[biggest] && root < biggest))
          biggest = root;
      }
    for (guint a = 0; a < n; a++)
      for (guint b = a + 1; b < n; b++)
        {
          double d = hypot (route->x[a] - route->x[b], route->y[a] - route->y[b]);

          if (parent[a] == biggest && parent[b] == biggest && d > far)
            {
              far = d;
              route->start = a;
              route->goal = b;
            }
        }
  }
  return route;
}

/* --- The engine's view -------------------------------------------------- */

typedef struct {
  QdOwned owned;
  guint *offset;     /* n + 1 */
  guint32 *to;
  double *cost;
  double *h;         /* n */
  guint *back_offset;  /* n + 1: the roads into each place (bidirectional search) */
  guint32 *back_from;
  double *back_cost;
  gboolean back_sld;   /* the straight line is admissible toward any place: every road at least its line */
} RouteSpace;

static guint
route_expand (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous,
              gboolean prune_inverse, QdSpaceStep *steps, guint8 *states)
{
  const RouteSpace *rs = qd_search_space_of (space)->kind;
  guint32 place = qd_search_state_index (state), n = 0;

  for (guint k = rs->offset[place]; k < rs->offset[place + 1]; k++, n++)
    {
      guint32 to = rs->to[k];

      steps[n].action = to;
      steps[n].cost = rs->cost[k];
      steps[n].h = rs->h[to];
      memcpy (states + n * sizeof (guint32), &to, sizeof to);
    }
  return n;
}

static double
route_heuristic (const QdSpace *space, gconstpointer state)
{
  const RouteSpace *rs = qd_search_space_of (space)->kind;

  return rs->h[qd_search_state_index (state)];
}

/* The places with a road into `state`: the action of the step from each is
 * `state`'s place, as forward. */
static guint
route_expand_back (const QdSpace *space, gconstpointer state, QdSpaceStep *steps, guint8 *states)
{
  const RouteSpace *rs = qd_search_space_of (space)->kind;
  guint32 place = qd_search_state_index (state), n = 0;

  for (guint k = rs->back_offset[place]; k < rs->back_offset[place + 1]; k++, n++)
    {
      steps[n].action = place;
      steps[n].cost = rs->back_cost[k];
      steps[n].h = 0;
      memcpy (states + n * sizeof (guint32), &rs->back_from[k], sizeof (guint32));
    }
  return n;
}

/* sld toward any place: the straight line with coordinates, else 0. */
static double
route_estimate_to (const QdSpace *space, gconstpointer state, gconstpointer target)
{
  const QdSearchSpace *s = qd_search_space_of (space);
  double d;

  if (s->heuristic != QD_SEARCH_H_SLD || !((const RouteSpace *) s->kind)->back_sld)
    return 0;
  d = qd_search_route_straight (s->doc->route, qd_search_state_index (state), qd_search_state_index (target));
  return isnan (d) ? 0 : d;
}

/* The reverse of the forward lists: for each place, the roads into it. */
static guint
route_back_init (RouteSpace *rs, guint n)
{
  g_autofree guint *fill = NULL;
  guint max = 1;

  rs->back_offset = qd_owned_add (&rs->owned, g_new0 (guint, n + 1), g_free);
  for (guint k = 0; k < rs->offset[n]; k++)
    rs->back_offset[rs->to[k] + 1]++;
  for (guint i = 0; i < n; i++)
    {
      max = MAX (max, rs->back_offset[i + 1]);
      rs->back_offset[i + 1] += rs->back_offset[i];
    }
  rs->back_from = qd_owned_add (&rs->owned, g_new (guint32, rs->offset[n] + 1), g_free);
  rs->back_cost = qd_owned_add (&rs->owned, g_new (double, rs->offset[n] + 1), g_free);
  fill = g_memdup2 (rs->back_offset, (n + 1) * sizeof (guint));
  for (guint32 a = 0; a < n; a++)
    for (guint k = rs->offset[a]; k < rs->offset[a + 1]; k++)
      {
        guint j = fill[rs->to[k]]++;

        rs->back_from[j] = a;
        rs->back_cost[j] = rs->cost[k];
      }
  return max;
}

gboolean
qd_search_route_space_init (QdSearchSpace *s, GError **error)
{
  const QdSearchRoute *route = s->doc->route;
  RouteSpace *rs;
  guint n = route->n_places, max = 1, back_max;
  g_autofree guint *fill = NULL;

  if (s->heuristic == QD_SEARCH_H_SLD && !qd_search_route_has_h_table (route)
      && !qd_search_route_has_coordinates (route))
    {
      g_set_error_literal (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_HEURISTIC,
                           _("sld needs coordinates for every place or an h table"));
      return FALSE;
    }
  rs = g_new0 (RouteSpace, 1);
  rs->offset = qd_owned_add (&rs->owned, g_new0 (guint, n + 1), g_free);
  for (guint i = 0; i < route->roads->len; i++)
    {
      const QdSearchRoad *road = &g_array_index (route->roads, QdSearchRoad, i);

      rs->offset[road->from + 1]++;
      if (road->two_way)
        rs->offset[road->to + 1]++;
    }
  for (guint i = 0; i < n; i++)
    {
      max = MAX (max, rs->offset[i + 1]);
      rs->offset[i + 1] += rs->offset[i];
    }
  rs->to = qd_owned_add (&rs->owned, g_new (guint32, rs->offset[n] + 1), g_free);
  rs->cost = qd_owned_add (&rs->owned, g_new (double, rs->offset[n] + 1), g_free);
  fill = g_memdup2 (rs->offset, (n + 1) * sizeof (guint));
  for (guint i = 0; i < route->roads->len; i++)
    {
      const QdSearchRoad *road = &g_array_index (route->roads, QdSearchRoad, i);
      guint k = fill[road->from]++;

      rs->to[k] = road->to;
      rs->cost[k] = road->cost;
      if (road->two_way)
        {
          k = fill[road->to]++;
          rs->to[k] = road->from;
          rs->cost[k] = road->cost;
        }
    }
  rs->h = qd_owned_add (&rs->owned, g_new0 (double, n), g_free);
  if (s->heuristic == QD_SEARCH_H_SLD)
    for (guint i = 0; i < n; i++)
      {
        rs->h[i] = qd_search_route_sld (route, i);
        if (isnan (rs->h[i]))
          rs->h[i] = 0;
      }
  s->kind = rs;
  s->kind_free = qd_owned_free;
  s->space.state_size = sizeof (guint32);
  back_max = route_back_init (rs, n);   /* not inside MAX: it would run twice */
  s->space.max_steps = MAX (max, back_max);
  rs->back_sld = qd_search_route_has_coordinates (route);
  for (guint i = 0; i < route->roads->len && rs->back_sld; i++)
    {
      const QdSearchRoad *road = &g_array_index (route->roads, QdSearchRoad, i);

      rs->back_sld = road->cost >= qd_search_route_straight (route, road->from, road->to);
    }
  s->space.expand = route_expand;
  s->space.expand_back = route_expand_back;
  s->space.estimate_to = route_estimate_to;
  s->space.is_goal = qd_search_index_is_goal;
  s->goal_index = route->goal;
  s->space.heuristic = route_heuristic;
  s->space.has_inverse = FALSE;
  s->start = g_malloc0 (sizeof (guint32));
  memcpy (s->start, &(guint32) { route->start }, sizeof (guint32));
  s->goal = g_memdup2 (&(guint32) { route->goal }, sizeof (guint32));
  s->space.goal_state = s->goal;
  return TRUE;
}
