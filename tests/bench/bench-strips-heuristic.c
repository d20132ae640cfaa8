/* bench-strips-heuristic.c — evaluations per second of each planning
 * heuristic (core/qd-strips-heuristic.h) on a generated ground task.
 *
 * The task is a logistics one written here as STRIPS (IPC 1998's domain):
 * CITIES cities of LOCATIONS places each, the first an airport, a truck per
 * city, PLANES airplanes, PACKAGES packages from a seeded random place to
 * another; unit costs.  The states are those of a seeded random walk of
 * WALK steps from the initial state.  Each heuristic evaluates them over
 * and over for about a second; the figure is evaluations per second, with
 * the mean value (a change in it is a change in behaviour).  Build with
 * -Dbuildtype=release; `bench-strips-heuristic CITIES PACKAGES [HEURISTIC]`
 * sizes the task (and measures one heuristic alone).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-strips-heuristic.h"

#ifndef LOCATIONS
#define LOCATIONS 4
#endif
#ifndef PLANES
#define PLANES 3
#endif
#define WALK 400

typedef struct {
  guint cities, packages;
  guint n_places, n_vehicles;  /* trucks 0 .. cities - 1, then the planes */
  QdStrips *s;
} Gen;

/* at (vehicle or package, place) and in (package, vehicle) facts' numbers. */
static guint32
at_fact (const Gen *g, guint thing, guint place)
{
  return thing * g->n_places + place;
}

static guint32
in_fact (const Gen *g, guint package, guint vehicle)
{
  return (g->n_vehicles + g->packages) * g->n_places + package * g->n_vehicles + vehicle;
}

static guint
city_of (guint place)
{
  return place / LOCATIONS;
}

/* The places vehicle v can be: its city's for a truck, the airports for a plane. */
static gboolean
serves (const Gen *g, guint v, guint place)
{
  return v < g->cities ? city_of (place) == v : place % LOCATIONS == 0;
}

static void
add (Gen *g, const char *name, const guint32 *pre, guint n_pre, const guint32 *addl, guint n_add,
     const guint32 *del, guint n_del)
{
  QdStripsFacts none = { 0, 0 };
  QdStripsFacts p = qd_strips_add_list (g->s, pre, n_pre), a = qd_strips_add_list (g->s, addl, n_add);
  QdStripsFacts d = qd_strips_add_list (g->s, del, n_del);
  qd_strips_add_op (g->s, name, p, none, a, d, 1);
}

static void
add_facts (Gen *g)
{
  char name[64];
  for (guint t = 0; t < g->n_vehicles + g->packages; t++)
    for (guint p = 0; p < g->n_places; p++)
      {
        g_snprintf (name, sizeof name, "(at o%u p%u)", t, p);
        qd_strips_add_fact (g->s, name, 0);
      }
  for (guint k = 0; k < g->packages; k++)
    for (guint v = 0; v < g->n_vehicles; v++)
      {
        g_snprintf (name, sizeof name, "(in o%u o%u)", g->n_vehicles + k, v);
        qd_strips_add_fact (g->s, name, 1);
      }
}

static void
add_ops (Gen *g)
{
  char name[64];
  for (guint v = 0; v < g->n_vehicles; v++)
    for (guint from = 0; from < g->n_places; from++)
      {
        if (!serves (g, v, from))
          continue;
        for (guint to = 0; to < g->n_places; to++)
          if (to != from && serves (g, v, to))
            {
              guint32 pre = at_fact (g, v, from), post = at_fact (g, v, to);
              g_snprintf (name, sizeof name, "(move o%u p%u p%u)", v, from, to);
              add (g, name, &pre, 1, &post, 1, &pre, 1);
            }
        for (guint k = 0; k < g->packages; k++)
          {
            guint32 pre[2] = { at_fact (g, v, from), at_fact (g, g->n_vehicles + k, from) };
            guint32 in = in_fact (g, k, v), unload_pre[2] = { pre[0], in };
            g_snprintf (name, sizeof name, "(load o%u o%u p%u)", g->n_vehicles + k, v, from);
            add (g, name, pre, 2, &in, 1, &pre[1], 1);
            g_snprintf (name, sizeof name, "(unload o%u o%u p%u)", g->n_vehicles + k, v, from);
            add (g, name, unload_pre, 2, &pre[1], 1, &in, 1);
          }
      }
}

static QdStrips *
logistics (guint cities, guint packages, guint32 seed)
{
  Gen g = { .cities = cities, .packages = packages, .n_places = cities * LOCATIONS,
            .n_vehicles = cities + PLANES, .s = qd_strips_new () };
  GRand *rand = g_rand_new_with_seed (seed);
  guint32 *goal = g_new (guint32, packages);
  add_facts (&g);
  add_ops (&g);
  qd_strips_seal (g.s);
  for (guint v = 0; v < g.n_vehicles; v++)
    qd_strips_set (g.s->init, at_fact (&g, v, v < cities ? v * LOCATIONS : (v - cities) * LOCATIONS % g.n_places));
  for (guint k = 0; k < packages; k++)
    {
      guint from = g_rand_int_range (rand, 0, g.n_places), to = g_rand_int_range (rand, 0, g.n_places - 1);
      qd_strips_set (g.s->init, at_fact (&g, cities + PLANES + k, from));
      goal[k] = at_fact (&g, cities + PLANES + k, to >= from ? to + 1 : to);
    }
  g.s->goal = qd_strips_add_list (g.s, goal, packages);
  g_free (goal);
  g_rand_free (rand);
  return g.s;
}

/* WALK states of a random walk from the initial state, one after another. */
static guint64 *
walk (const QdStrips *s, guint32 seed)
{
  guint64 *states = g_new (guint64, (gsize) WALK * s->n_words);
  guint *applicable = g_new (guint, s->n_ops);
  GRand *rand = g_rand_new_with_seed (seed);
  memcpy (states, s->init, s->n_words * sizeof (guint64));
  for (guint i = 1; i < WALK; i++)
    {
      const guint64 *prev = states + (gsize) (i - 1) * s->n_words;
      guint n = 0;
      for (guint o = 0; o < s->n_ops; o++)
        if (qd_strips_applicable (s, prev, o))
          applicable[n++] = o;
      qd_strips_apply (s, prev, applicable[g_rand_int_range (rand, 0, n)], states + (gsize) i * s->n_words);
    }
  g_rand_free (rand);
  g_free (applicable);
  return states;
}

static void
bench (const QdStrips *s, const guint64 *states, QdStripsHeuristicKind kind)
{
  g_autoptr (QdStripsHeuristic) h = qd_strips_heuristic_new (s, kind);
  guint64 evaluations = 0, sum = 0;
  gint64 start = g_get_monotonic_time (), elapsed;
  do
    {
      for (guint i = 0; i < WALK; i++)
        sum += qd_strips_heuristic_value (h, states + (gsize) i * s->n_words);
      evaluations += WALK;
      elapsed = g_get_monotonic_time () - start;
    }
  while (elapsed < G_USEC_PER_SEC);
  printf ("%-10s %12.0f evaluations/s  %8.2f µs each  mean h %.2f\n", qd_strips_heuristic_to_string (kind),
          evaluations * 1e6 / elapsed, (double) elapsed / evaluations, (double) sum / evaluations);
}

int
main (int argc, char **argv)
{
  guint cities = argc > 1 ? atoi (argv[1]) : 10, packages = argc > 2 ? atoi (argv[2]) : 20;
  g_autoptr (QdStrips) s = logistics (cities, packages, 78);
  g_autofree guint64 *states = walk (s, 2001);
  printf ("logistics: %u cities of %u places, %u planes, %u packages: %u facts, %u operators; %u states\n",
          cities, LOCATIONS, PLANES, packages, s->n_facts, s->n_ops, WALK);
  QdStripsHeuristicKind only;
  gboolean one = argc > 3 && qd_strips_heuristic_from_string (argv[3], &only);
  for (guint k = 0; k < QD_STRIPS_N_HEURISTICS; k++)
    if (!one || k == only)
      bench (s, states, k);
  return 0;
}
