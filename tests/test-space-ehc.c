/* test-space-ehc.c — enforced hill climbing (core/qd-space-ehc.c) on small
 * graphs whose h is given: a climb down a chain, a plateau crossed by
 * breadth-first search, the trap where the climb gets stuck though a
 * solution exists (NO_SOLUTION is not a proof), a dead end's infinite h
 * cut, the listener's events in order, the node budget and the start a
 * goal. */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-space.h"

/* ---- a directed graph of up to 16 nodes, each with its h ---- */

typedef struct {
  guint n;
  guint first[17], to[64];
  double h[16];
  guint goal;
} Graph;

/* Arcs "0>1 0>2 1>3" (unit costs, in that order), h one per node. */
static void
graph_init (Graph *g, guint n, const char *arcs, const double *h, guint goal)
{
  g_auto (GStrv) parts = g_strsplit (arcs, " ", -1);
  guint from[64], to[64], n_arcs = 0;
  memset (g, 0, sizeof *g);
  g->n = n;
  g->goal = goal;
  memcpy (g->h, h, n * sizeof (double));
  for (guint i = 0; parts[i] != NULL; i++)
    if (sscanf (parts[i], "%u>%u", &from[n_arcs], &to[n_arcs]) == 2)
      n_arcs++;
  for (guint s = 0, k = 0; s < n; s++)
    {
      g->first[s] = k;
      for (guint i = 0; i < n_arcs; i++)
        if (from[i] == s)
          g->to[k++] = to[i];
      g->first[s + 1] = k;
    }
}

static guint
graph_expand (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous,
              gboolean prune_inverse, QdSpaceStep *steps, guint8 *states)
{
  const Graph *g = space->data;
  guint32 s = *(const guint32 *) state, n = 0;
  (void) h, (void) previous, (void) prune_inverse;
  for (guint k = g->first[s]; k < g->first[s + 1]; k++, n++)
    {
      guint32 t = g->to[k];
      steps[n] = (QdSpaceStep) { .action = t, .cost = 1, .h = g->h[t] };
      memcpy (states + n * sizeof t, &t, sizeof t);
    }
  return n;
}

static gboolean
graph_is_goal (const QdSpace *space, gconstpointer state)
{
  return *(const guint32 *) state == ((const Graph *) space->data)->goal;
}

static double
graph_heuristic (const QdSpace *space, gconstpointer state)
{
  return ((const Graph *) space->data)->h[*(const guint32 *) state];
}

/* ---- the listener: one line per event ---- */

static const char *
fate_name (QdSpaceFate fate)
{
  static const char *const names[] = { "added", "repeated", "better", "goal", "cut" };
  return names[fate];
}

static void
on_iteration (gpointer data, const QdSpaceRun *run, guint k, double bound)
{
  (void) run;
  g_string_append_printf (data, "iteration %u h %g\n", k, bound);
}

static void
on_expand (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node)
{
  (void) run;
  g_string_append_printf (data, "expand %u\n", *(const guint32 *) node->state);
}

static void
on_generate (gpointer data, const QdSpaceRun *run, const QdSpaceNode *child, QdSpaceFate fate)
{
  (void) run;
  g_string_append_printf (data, "  %u %s f %g\n", *(const guint32 *) child->state, fate_name (fate), child->f);
}

static void
on_goal (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node)
{
  (void) run;
  g_string_append_printf (data, "goal %u\n", *(const guint32 *) node->state);
}

static const QdSpaceListener listener = {
  .iteration = on_iteration, .expand = on_expand, .generate = on_generate, .goal = on_goal,
};

/* Runs ehc from node 0; the path's nodes as "0 1 3", the events in *events. */
static QdSpaceStatus
climb (Graph *g, guint64 max_nodes, QdSpaceResult *r, char **path, char **events)
{
  QdSpace space = {
    .state_size = sizeof (guint32), .max_steps = 16, .expand = graph_expand, .is_goal = graph_is_goal,
    .heuristic = graph_heuristic, .data = g,
  };
  QdSpaceOptions o;
  GString *log = g_string_new (NULL), *nodes = g_string_new (NULL);
  guint32 start = 0;
  qd_space_options_init (&o);
  o.algorithm = QD_SPACE_EHC;
  o.max_nodes = max_nodes;
  o.listener = &listener;
  o.listener_data = log;
  qd_space_solve (&space, &start, &o, r);
  for (guint i = 0; r->status == QD_SPACE_SOLVED && i <= r->n_steps; i++)
    g_string_append_printf (nodes, "%s%u", i > 0 ? " " : "", ((const guint32 *) r->states)[i]);
  *path = g_string_free (nodes, FALSE);
  *events = g_string_free (log, FALSE);
  return r->status;
}

/* ---- tests ---- */

static void
test_names (void)
{
  QdSpaceAlgorithm a;
  g_assert_true (qd_space_algorithm_from_string ("ehc", &a));
  g_assert_cmpint (a, ==, QD_SPACE_EHC);
  g_assert_cmpstr (qd_space_algorithm_to_string (QD_SPACE_EHC), ==, "ehc");
  g_assert_cmpstr (qd_space_algorithm_label (QD_SPACE_EHC), ==, "Enforced Hill Climbing");
  g_assert_false (qd_space_algorithm_always_tree_like (QD_SPACE_EHC));
}

/* h goes down along 0 1 2 3: each breadth-first search climbs at its first
 * successor; 4 (h 0.5, a sibling after 1) is never generated. */
static void
test_chain (void)
{
  Graph g;
  QdSpaceResult r;
  g_autofree char *path = NULL, *events = NULL;
  graph_init (&g, 5, "0>1 0>4 1>2 2>3", (double[]) { 3, 2, 1, 0, 0.5 }, 3);
  g_assert_cmpint (climb (&g, 0, &r, &path, &events), ==, QD_SPACE_SOLVED);
  g_assert_cmpstr (path, ==, "0 1 2 3");
  g_assert_cmpstr (events, ==,
                   "iteration 0 h 3\nexpand 0\n  1 added f 2\n"
                   "iteration 1 h 2\nexpand 1\n  2 added f 1\n"
                   "iteration 2 h 1\nexpand 2\n  3 goal f 0\ngoal 3\n");
  g_assert_cmpuint (r.expanded, ==, 3);
  g_assert_cmpuint (r.generated, ==, 3);
  g_assert_cmpuint (r.iterations, ==, 3);
  g_assert_cmpfloat (r.last_bound, ==, 1);
  g_assert_cmpfloat (r.cost, ==, 3);
  qd_space_result_clear (&r);
}

/* A plateau: 0 (h 2) leads to 1 and 2 (h 2), 1 back to 0 (repeated), 2 to
 * 3 (h 1), which leads to the goal 4; breadth-first from 0 finds 3 at depth 2. */
static void
test_plateau (void)
{
  Graph g;
  QdSpaceResult r;
  g_autofree char *path = NULL, *events = NULL;
  graph_init (&g, 5, "0>1 0>2 1>0 1>2 2>3 3>4", (double[]) { 2, 2, 2, 1, 0 }, 4);
  g_assert_cmpint (climb (&g, 0, &r, &path, &events), ==, QD_SPACE_SOLVED);
  g_assert_cmpstr (path, ==, "0 2 3 4");
  g_assert_cmpstr (events, ==,
                   "iteration 0 h 2\nexpand 0\n  1 added f 2\n  2 added f 2\n"
                   "expand 1\n  0 repeated f 2\n  2 repeated f 2\n"
                   "expand 2\n  3 added f 1\n"
                   "iteration 1 h 1\nexpand 3\n  4 goal f 0\ngoal 4\n");
  g_assert_cmpuint (r.expanded, ==, 4);
  g_assert_cmpuint (r.generated, ==, 6);
  g_assert_cmpuint (r.repeated, ==, 2);
  g_assert_cmpuint (r.frontier_max, ==, 2);
  g_assert_cmpuint (r.depth_max, ==, 3);
  qd_space_result_clear (&r);
}

/* The trap: 1 (h 1) looks better than 2 (h 3), but from 1 only 5 (h 2)
 * and back; the goal 4 is behind 2.  The climb gets stuck: NO_SOLUTION,
 * though 0 2 4 is a solution. */
static void
test_stuck (void)
{
  Graph g;
  QdSpaceResult r;
  g_autofree char *path = NULL, *events = NULL;
  graph_init (&g, 6, "0>1 0>2 1>5 5>1 2>4", (double[]) { 4, 1, 3, 0, 0, 2 }, 4);
  g_assert_cmpint (climb (&g, 0, &r, &path, &events), ==, QD_SPACE_NO_SOLUTION);
  g_assert_cmpuint (r.iterations, ==, 2);
  g_assert_cmpuint (r.expanded, ==, 3);
  g_assert_cmpuint (r.n_steps, ==, 0);
  qd_space_result_clear (&r);
}

/* A successor with an infinite h is a dead end: cut, never expanded. */
static void
test_dead_end (void)
{
  Graph g;
  QdSpaceResult r;
  g_autofree char *path = NULL, *events = NULL;
  graph_init (&g, 4, "0>1 0>2 1>3 2>3", (double[]) { 2, INFINITY, 2, 0 }, 3);
  g_assert_cmpint (climb (&g, 0, &r, &path, &events), ==, QD_SPACE_SOLVED);
  g_assert_cmpstr (path, ==, "0 2 3");
  g_assert_cmpstr (events, ==,
                   "iteration 0 h 2\nexpand 0\n  1 cut f inf\n  2 added f 2\n"
                   "expand 2\n  3 goal f 0\ngoal 3\n");
  qd_space_result_clear (&r);
}

/* The node budget stops the run; a start that is a goal ends it at once. */
static void
test_limits (void)
{
  Graph g;
  QdSpaceResult r;
  g_autofree char *path = NULL, *events = NULL, *path2 = NULL, *events2 = NULL;
  graph_init (&g, 5, "0>1 0>2 1>0 1>2 2>3 3>4", (double[]) { 2, 2, 2, 1, 0 }, 4);
  g_assert_cmpint (climb (&g, 2, &r, &path, &events), ==, QD_SPACE_STOPPED);
  g_assert_cmpint (r.stop_reason, ==, QD_SPACE_STOP_NODES);
  g_assert_cmpuint (r.expanded, ==, 1);
  qd_space_result_clear (&r);
  g.goal = 0;
  g_assert_cmpint (climb (&g, 0, &r, &path2, &events2), ==, QD_SPACE_SOLVED);
  g_assert_cmpuint (r.n_steps, ==, 0);
  g_assert_cmpuint (r.expanded, ==, 0);
  g_assert_cmpstr (events2, ==, "iteration 0 h 2\ngoal 0\n");
  qd_space_result_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/space-ehc/names", test_names);
  g_test_add_func ("/space-ehc/chain", test_chain);
  g_test_add_func ("/space-ehc/plateau", test_plateau);
  g_test_add_func ("/space-ehc/stuck", test_stuck);
  g_test_add_func ("/space-ehc/dead-end", test_dead_end);
  g_test_add_func ("/space-ehc/limits", test_limits);
  return g_test_run ();
}
