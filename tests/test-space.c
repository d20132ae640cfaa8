/* test-space.c — core/qd-space: the nine searches on toy domains written
 * here: AIMA's Romania (3e fig. 3.2 roads, fig. 3.22 straight-line distances
 * to Bucharest, successors in alphabetical order), hand-made graphs for the
 * tie rule and tree-like against graph search, chains for the limits, and
 * seeded random grids for weighted A*.  A listener checks that the events
 * agree with the counts. */
#include "config.h"

#include <string.h>

#include "core/qd-random.h"
#include "core/qd-space.h"

/* ---- a graph given as a table: states are guint32 place indexes, actions
 * arc indexes; each arc knows the arc back (the inverse move) ---- */

typedef struct {
  guint n;
  const char *const *names;  /* NULL for a grid's cells */
  guint32 *first;            /* n + 1: place i's arcs are first[i] … first[i + 1] - 1 */
  guint32 *to, *back;        /* back: the arc undoing the arc, or G_MAXUINT32 */
  double *cost;
  const double *h;           /* NULL: 0 */
  guint32 goal;
  gboolean has_inverse;
} Graph;

typedef struct {
  guint32 from, to;
  double cost;
} Arc;

typedef struct {
  const char *a, *b;
  double cost;
} Road;

/* The algorithms these domains run: not the bidirectional ones, which need
 * predecessors (tests/search/test-search-bidir.c tests them). */
#define FOR_ONE_WAY_ALGORITHMS(a) \
  for (guint a = 0; a < QD_SPACE_N_ALGORITHMS; a++) \
    if (qd_space_algorithm_is_bidirectional (a)) continue; else

static const char *const romania_names[] = {
  "Arad", "Bucharest", "Craiova", "Drobeta", "Eforie", "Fagaras", "Giurgiu", "Hirsova", "Iasi", "Lugoj",
  "Mehadia", "Neamt", "Oradea", "Pitesti", "Rimnicu Vilcea", "Sibiu", "Timisoara", "Urziceni", "Vaslui",
  "Zerind", "Island",
};

/* AIMA 3e fig. 3.2. */
static const Road romania_roads[] = {
  { "Arad", "Zerind", 75 }, { "Arad", "Sibiu", 140 }, { "Arad", "Timisoara", 118 },
  { "Zerind", "Oradea", 71 }, { "Oradea", "Sibiu", 151 }, { "Timisoara", "Lugoj", 111 },
  { "Lugoj", "Mehadia", 70 }, { "Mehadia", "Drobeta", 75 }, { "Drobeta", "Craiova", 120 },
  { "Craiova", "Rimnicu Vilcea", 146 }, { "Craiova", "Pitesti", 138 }, { "Sibiu", "Fagaras", 99 },
  { "Sibiu", "Rimnicu Vilcea", 80 }, { "Rimnicu Vilcea", "Pitesti", 97 }, { "Fagaras", "Bucharest", 211 },
  { "Pitesti", "Bucharest", 101 }, { "Bucharest", "Giurgiu", 90 }, { "Bucharest", "Urziceni", 85 },
  { "Urziceni", "Hirsova", 98 }, { "Hirsova", "Eforie", 86 }, { "Urziceni", "Vaslui", 142 },
  { "Vaslui", "Iasi", 92 }, { "Iasi", "Neamt", 87 },
};

/* AIMA 3e fig. 3.22, in romania_names' order (the island last, unreachable: 0). */
static const double romania_sld[] = {
  366, 0, 160, 242, 161, 176, 77, 151, 226, 244, 241, 234, 380, 100, 193, 253, 329, 80, 199, 374, 0,
};

static guint
place (const Graph *g, const char *name)
{
  for (guint i = 0; i < g->n; i++)
    if (strcmp (g->names[i], name) == 0)
      return i;
  g_assert_not_reached ();
}

/* The arcs grouped by place, each place's in the order given. */
static void
graph_build (Graph *g, guint n, const Arc *arcs, guint n_arcs)
{
  guint32 *fill;

  g->n = n;
  g->first = g_new0 (guint32, n + 1);
  g->to = g_new (guint32, n_arcs);
  g->back = g_new (guint32, n_arcs);
  g->cost = g_new (double, n_arcs);
  g->has_inverse = TRUE;
  for (guint k = 0; k < n_arcs; k++)
    g->first[arcs[k].from + 1]++;
  for (guint i = 0; i < n; i++)
    g->first[i + 1] += g->first[i];
  fill = g_memdup2 (g->first, n * sizeof (guint32));
  for (guint k = 0; k < n_arcs; k++)
    {
      guint32 i = fill[arcs[k].from]++;

      g->to[i] = arcs[k].to;
      g->cost[i] = arcs[k].cost;
    }
  for (guint32 s = 0; s < n; s++)
    for (guint32 k = g->first[s]; k < g->first[s + 1]; k++)
      {
        g->back[k] = G_MAXUINT32;
        for (guint32 j = g->first[g->to[k]]; j < g->first[g->to[k] + 1]; j++)
          if (g->to[j] == s)
            g->back[k] = j;
      }
  g_free (fill);
}

static gint
arc_by_name (gconstpointer a, gconstpointer b, gpointer names)
{
  const Arc *x = a, *y = b;
  const char *const *name = names;

  if (x->from != y->from)
    return x->from < y->from ? -1 : 1;
  return strcmp (name[x->to], name[y->to]);
}

/* Two-way roads (or one-way when `directed`); each place's roads sorted by
 * the name of the place they lead to. */
static void
graph_init (Graph *g, const char *const *names, guint n, const Road *roads, guint n_roads, gboolean directed)
{
  Arc *arcs = g_new (Arc, 2 * n_roads);
  guint n_arcs = 0;

  memset (g, 0, sizeof *g);
  g->n = n;
  g->names = names;
  for (guint r = 0; r < n_roads; r++)
    {
      arcs[n_arcs++] = (Arc) { place (g, roads[r].a), place (g, roads[r].b), roads[r].cost };
      if (!directed)
        arcs[n_arcs++] = (Arc) { place (g, roads[r].b), place (g, roads[r].a), roads[r].cost };
    }
  g_qsort_with_data (arcs, n_arcs, sizeof (Arc), arc_by_name, (gpointer) names);
  graph_build (g, n, arcs, n_arcs);
  g_free (arcs);
}

static void
graph_clear (Graph *g)
{
  g_free (g->first);
  g_free (g->to);
  g_free (g->back);
  g_free (g->cost);
}

static guint
graph_expand (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous,
              gboolean prune_inverse, QdSpaceStep *steps, guint8 *states)
{
  const Graph *g = space->data;
  guint32 s = *(const guint32 *) state, n = 0;
  guint32 undo = prune_inverse && previous != QD_SPACE_ACTION_NONE ? g->back[previous] : G_MAXUINT32;

  (void) h;
  for (guint32 k = g->first[s]; k < g->first[s + 1]; k++)
    {
      guint32 t = g->to[k];

      if (k == undo)
        continue;
      steps[n].action = k;
      steps[n].cost = g->cost[k];
      steps[n].h = g->h != NULL ? g->h[t] : 0;
      memcpy (states + n++ * sizeof (guint32), &t, sizeof t);
    }
  return n;
}

static gboolean
graph_is_goal (const QdSpace *space, gconstpointer state)
{
  const Graph *g = space->data;

  return *(const guint32 *) state == g->goal;
}

static double
graph_heuristic (const QdSpace *space, gconstpointer state)
{
  const Graph *g = space->data;

  return g->h != NULL ? g->h[*(const guint32 *) state] : 0;
}

static QdSpace
graph_space (Graph *g)
{
  QdSpace space = { 0 };
  guint most = 0;

  for (guint i = 0; i < g->n; i++)
    most = MAX (most, g->first[i + 1] - g->first[i]);
  space.state_size = sizeof (guint32);
  space.max_steps = most;
  space.expand = graph_expand;
  space.is_goal = graph_is_goal;
  space.heuristic = graph_heuristic;
  space.has_inverse = g->has_inverse;
  space.data = g;
  return space;
}

static void
romania_init (Graph *g)
{
  graph_init (g, romania_names, G_N_ELEMENTS (romania_names), romania_roads, G_N_ELEMENTS (romania_roads), FALSE);
  g->h = romania_sld;
  g->goal = place (g, "Bucharest");
}

/* The path as "Arad Sibiu …". */
static char *
path_text (const Graph *g, const QdSpaceResult *r)
{
  GString *s = g_string_new (NULL);

  for (guint k = 0; k <= r->n_steps; k++)
    {
      guint32 p;

      memcpy (&p, r->states + k * sizeof p, sizeof p);
      g_string_append_printf (s, "%s%s", k > 0 ? " " : "", g->names[p]);
    }
  return g_string_free (s, FALSE);
}

/* ---- a listener that records and checks ---- */

typedef struct {
  GString *log;                /* "e Arad f 366", "g Sibiu added", … */
  const Graph *graph;
  QdSpaceAlgorithm algorithm;
  gboolean depth_first;
  guint64 expanded, generated, repeated, goals, iterations;
  GArray *stack;               /* depth-first: serials expanded and not left */
  guint64 last_expanded;       /* best-first: the serial being expanded */
  guint64 max_serial;
  guint64 pending;             /* depth-first: the serial last told ADDED, not yet expanded */
  guint frontier_at;           /* list the frontier at this expansion (1-based; 0 never) */
  GString *frontier;
} Recorder;

static const char *
fate_name (QdSpaceFate fate)
{
  static const char *const names[] = { "added", "repeated", "better", "goal", "cut" };

  return names[fate];
}

static const char *
node_name (const Recorder *rec, const QdSpaceNode *node)
{
  return rec->graph != NULL ? rec->graph->names[*(const guint32 *) node->state] : "node";
}

static void
on_iteration (gpointer data, const QdSpaceRun *run, guint k, double bound)
{
  Recorder *rec = data;

  (void) run;
  g_assert_cmpuint (k, ==, rec->iterations);
  rec->iterations++;
  g_string_append_printf (rec->log, "i %u %g\n", k, bound);
  if (rec->depth_first)
    g_assert_cmpuint (rec->stack->len, ==, 0);
}

static void
on_expand (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node)
{
  Recorder *rec = data;

  rec->expanded++;
  g_string_append_printf (rec->log, "e %s f %g\n", node_name (rec, node), node->f);
  if (rec->depth_first)
    {
      /* The start, or the successor just told ADDED, one ply down. */
      if (node->depth == 0)
        g_assert_cmpuint (node->serial, ==, 0);
      else
        g_assert_cmpuint (node->serial, ==, rec->pending);
      g_assert_cmpuint (node->depth, ==, rec->stack->len);
      g_array_append_val (rec->stack, node->serial);
    }
  else
    rec->last_expanded = node->serial;
  if (rec->expanded == rec->frontier_at)
    {
      QdSpaceNode best[8];
      guint n = qd_space_run_frontier (run, best, G_N_ELEMENTS (best));

      g_string_append_printf (rec->frontier, "%" G_GUINT64_FORMAT ":", qd_space_run_frontier_size (run));
      for (guint i = 0; i < n; i++)
        g_string_append_printf (rec->frontier, " %s %g", node_name (rec, &best[i]), best[i].f);
    }
}

static void
on_generate (gpointer data, const QdSpaceRun *run, const QdSpaceNode *child, QdSpaceFate fate)
{
  Recorder *rec = data;

  (void) run;
  rec->generated++;
  if (fate == QD_SPACE_REPEATED)
    rec->repeated++;
  g_string_append_printf (rec->log, "g %s %s\n", node_name (rec, child), fate_name (fate));
  if (rec->depth_first)
    {
      g_assert_cmpuint (rec->stack->len, >, 0);
      g_assert_cmpuint (child->depth, ==, rec->stack->len);
      g_assert_cmpuint (child->parent, ==, g_array_index (rec->stack, guint64, rec->stack->len - 1));
      g_assert_true (fate != QD_SPACE_BETTER);
      rec->pending = child->serial;
    }
  else
    {
      g_assert_cmpuint (child->parent, ==, rec->last_expanded);
      g_assert_cmpuint (child->serial, >, rec->max_serial);
      g_assert_true (fate != QD_SPACE_CUT);
      g_assert_true (fate != QD_SPACE_GOAL || rec->algorithm == QD_SPACE_BFS);
      rec->max_serial = child->serial;
    }
}

static void
on_leave (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node)
{
  Recorder *rec = data;

  (void) run;
  if (rec->algorithm == QD_SPACE_RBFS)
    {
      /* rbfs backs up a value: the node was expanded, its f at least its g + h. */
      g_assert_cmpfloat (node->f, >=, node->g + node->h);
      g_string_append_printf (rec->log, "b %s f %g\n", node_name (rec, node), node->f);
      return;
    }
  g_assert_true (rec->depth_first);
  g_assert_cmpuint (rec->stack->len, >, 0);
  g_assert_cmpuint (g_array_index (rec->stack, guint64, rec->stack->len - 1), ==, node->serial);
  g_array_set_size (rec->stack, rec->stack->len - 1);
}

static void
on_goal (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node)
{
  Recorder *rec = data;

  (void) run;
  rec->goals++;
  g_string_append_printf (rec->log, "goal %s\n", node_name (rec, node));
}

static const QdSpaceListener recorder_listener = { on_iteration, on_expand, on_generate, on_leave, on_goal };

static void
recorder_init (Recorder *rec, const Graph *graph, QdSpaceOptions *o)
{
  memset (rec, 0, sizeof *rec);
  rec->log = g_string_new (NULL);
  rec->frontier = g_string_new (NULL);
  rec->stack = g_array_new (FALSE, FALSE, sizeof (guint64));
  rec->graph = graph;
  rec->algorithm = o->algorithm;
  /* rbfs tells its successors right after their parent's expand, as the best-first searches do. */
  rec->depth_first = (qd_space_algorithm_always_tree_like (o->algorithm) && o->algorithm != QD_SPACE_RBFS)
                     || (o->algorithm == QD_SPACE_DFS && o->memory == QD_SPACE_TREE_LIKE);
  o->listener = &recorder_listener;
  o->listener_data = rec;
}

/* The events agree with the result's counts. */
static void
recorder_check (Recorder *rec, const QdSpaceResult *r)
{
  g_assert_cmpuint (rec->expanded, ==, r->expanded);
  g_assert_cmpuint (rec->generated, ==, r->generated);
  g_assert_cmpuint (rec->repeated, ==, r->repeated);
  g_assert_cmpuint (rec->goals, ==, r->status == QD_SPACE_SOLVED ? 1 : 0);
  g_assert_cmpuint (rec->iterations, ==, r->iterations);
  if (rec->depth_first)
    g_assert_cmpuint (rec->stack->len, ==, 0);
}

static void
recorder_clear (Recorder *rec)
{
  g_string_free (rec->log, TRUE);
  g_string_free (rec->frontier, TRUE);
  g_array_unref (rec->stack);
}

/* ---- Romania ---- */

typedef struct {
  QdSpaceAlgorithm algorithm;
  guint depth_limit;
  QdSpaceStatus status;
  const char *path;
  double cost;
  guint64 expanded, generated;   /* G_MAXUINT64: not pinned */
} RomaniaCase;

static QdSpaceOptions
options (QdSpaceAlgorithm a, QdSpaceMemory memory, QdSpaceCycles cycles, guint depth_limit)
{
  QdSpaceOptions o;

  qd_space_options_init (&o);
  o.algorithm = a;
  o.memory = memory;
  o.cycles = cycles;
  o.depth_limit = depth_limit;
  return o;
}

/* A run from `from`, with a recorder listening when `rec` is not NULL (the
 * events then checked); a path found is a path of the graph, its cost the sum. */
static void
solve_graph (Graph *g, const char *from, QdSpaceOptions o, QdSpaceResult *r, Recorder *rec)
{
  QdSpace space = graph_space (g);
  guint32 start = g->names != NULL ? place (g, from) : 0;
  double sum = 0;

  if (rec != NULL)
    recorder_init (rec, g, &o);
  qd_space_solve (&space, &start, &o, r);
  if (rec != NULL)
    recorder_check (rec, r);
  for (guint k = 0; k < r->n_steps; k++)
    {
      guint32 *cells = (guint32 *) r->states, arc = r->actions[k];

      g_assert_cmpuint (arc, >=, g->first[cells[k]]);
      g_assert_cmpuint (arc, <, g->first[cells[k] + 1]);
      g_assert_cmpuint (g->to[arc], ==, cells[k + 1]);
      sum += g->cost[arc];
    }
  g_assert_cmpfloat (sum, ==, r->cost);
}

static void
solve_done (QdSpaceResult *r, Recorder *rec)
{
  qd_space_result_clear (r);
  recorder_clear (rec);
}

static void
test_romania (void)
{
  /* Expanded and generated under the header's conventions (a model in
   * Python gave the same); the paths and costs are AIMA's. */
  static const RomaniaCase cases[] = {
    { QD_SPACE_UCS, 0, QD_SPACE_SOLVED, "Arad Sibiu Rimnicu Vilcea Pitesti Bucharest", 418, 12, 30 },
    { QD_SPACE_ASTAR, 0, QD_SPACE_SOLVED, "Arad Sibiu Rimnicu Vilcea Pitesti Bucharest", 418, 5, 15 },
    { QD_SPACE_GREEDY, 0, QD_SPACE_SOLVED, "Arad Sibiu Fagaras Bucharest", 450, 3, 9 },
    { QD_SPACE_BFS, 0, QD_SPACE_SOLVED, "Arad Sibiu Fagaras Bucharest", 450, 5, 12 },
    { QD_SPACE_WASTAR, 0, QD_SPACE_SOLVED, "Arad Sibiu Fagaras Bucharest", 450, G_MAXUINT64, G_MAXUINT64 },
    { QD_SPACE_IDASTAR, 0, QD_SPACE_SOLVED, "Arad Sibiu Rimnicu Vilcea Pitesti Bucharest", 418, G_MAXUINT64, G_MAXUINT64 },
    { QD_SPACE_IDDFS, G_MAXUINT, QD_SPACE_SOLVED, "Arad Sibiu Fagaras Bucharest", 450, G_MAXUINT64, G_MAXUINT64 },
    { QD_SPACE_DLS, 2, QD_SPACE_CUTOFF, NULL, 0, G_MAXUINT64, G_MAXUINT64 },
    { QD_SPACE_DLS, 3, QD_SPACE_SOLVED, "Arad Sibiu Fagaras Bucharest", 450, G_MAXUINT64, G_MAXUINT64 },
    { QD_SPACE_IDDFS, 2, QD_SPACE_CUTOFF, NULL, 0, G_MAXUINT64, G_MAXUINT64 },
    { QD_SPACE_DFS, 0, QD_SPACE_SOLVED, "Arad Sibiu Fagaras Bucharest", 450, G_MAXUINT64, G_MAXUINT64 },
  };
  Graph g;

  romania_init (&g);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint memory = 0; memory < 2; memory++)
      {
        const RomaniaCase *c = &cases[i];
        QdSpaceResult r;
        Recorder rec;

        solve_graph (&g, "Arad", options (c->algorithm, memory, QD_SPACE_CYCLES_PATH,
                                          c->depth_limit != 0 ? c->depth_limit : G_MAXUINT), &r, &rec);
        g_test_message ("%s %s: %s, %" G_GUINT64_FORMAT " expanded, %" G_GUINT64_FORMAT " generated",
                        qd_space_algorithm_to_string (c->algorithm), memory == 0 ? "graph" : "tree-like",
                        qd_space_status_to_string (r.status), r.expanded, r.generated);
        g_assert_cmpint (r.status, ==, c->status);
        if (c->path != NULL)
          {
            g_autofree char *text = path_text (&g, &r);

            g_assert_cmpstr (text, ==, c->path);
            g_assert_cmpfloat (r.cost, ==, c->cost);
          }
        else
          g_assert_null (r.actions);
        /* The counts are pinned for graph search; the tree-like runs of
         * Romania's optimal searches make the same choices. */
        if (c->expanded != G_MAXUINT64 && memory == 0)
          {
            g_assert_cmpuint (r.expanded, ==, c->expanded);
            g_assert_cmpuint (r.generated, ==, c->generated);
          }
        if (c->algorithm == QD_SPACE_IDDFS && c->status == QD_SPACE_SOLVED)
          {
            g_assert_cmpuint (r.iterations, ==, 4);
            g_assert_cmpfloat (r.last_bound, ==, 3);
          }
        solve_done (&r, &rec);
      }
  graph_clear (&g);
}

/* AIMA 3e fig. 3.24: the order A* expands, its f values, and the frontier
 * listed in order while Rimnicu Vilcea is expanded. */
static void
test_romania_astar_trace (void)
{
  QdSpaceOptions o;
  QdSpaceResult r;
  Recorder rec;
  Graph g;
  GString *order = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;

  romania_init (&g);
  qd_space_options_init (&o);
  recorder_init (&rec, &g, &o);
  rec.frontier_at = 3;
  {
    QdSpace space = graph_space (&g);
    guint32 start = place (&g, "Arad");

    qd_space_solve (&space, &start, &o, &r);
  }
  recorder_check (&rec, &r);
  lines = g_strsplit (rec.log->str, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "e ") || g_str_has_prefix (lines[i], "goal "))
      g_string_append_printf (order, "%s; ", lines[i]);
  g_assert_cmpstr (order->str, ==,
                   "e Arad f 366; e Sibiu f 393; e Rimnicu Vilcea f 413; e Fagaras f 415; e Pitesti f 417; "
                   "goal Bucharest; ");
  g_assert_cmpstr (rec.frontier->str, ==, "4: Fagaras 415 Timisoara 447 Zerind 449 Oradea 671");
  g_assert_cmpuint (r.repeated, ==, 5);
  g_assert_cmpuint (r.frontier_max, ==, 6);
  g_assert_cmpuint (r.depth_max, ==, 4);
  g_assert_cmpuint (r.iterations, ==, 1);
  solve_done (&r, &rec);
  g_string_free (order, TRUE);
  graph_clear (&g);
}

/* Every algorithm, both memories, to an unreachable place and from a goal. */
static void
test_romania_no_solution (void)
{
  Graph g;

  romania_init (&g);
  FOR_ONE_WAY_ALGORITHMS (a)
    for (guint memory = 0; memory < 2; memory++)
      {
        QdSpaceResult r;
        Recorder rec;

        g.goal = place (&g, "Island");
        g.h = NULL;
        solve_graph (&g, "Bucharest", options (a, memory, QD_SPACE_CYCLES_PATH, G_MAXUINT), &r, &rec);
        g_assert_cmpint (r.status, ==, QD_SPACE_NO_SOLUTION);
        g_assert_cmpint (r.stop_reason, ==, QD_SPACE_STOP_NONE);
        g_assert_null (r.actions);
        g_assert_cmpuint (r.expanded, >=, 20);
        solve_done (&r, &rec);

        /* dls at 2 cuts before the whole map is seen. */
        solve_graph (&g, "Bucharest", options (a, memory, QD_SPACE_CYCLES_PATH, 2), &r, &rec);
        if (a == QD_SPACE_DLS || a == QD_SPACE_IDDFS)
          g_assert_cmpint (r.status, ==, QD_SPACE_CUTOFF);
        solve_done (&r, &rec);

        /* From the goal: no step. */
        g.goal = place (&g, "Arad");
        g.h = romania_sld;
        solve_graph (&g, "Arad", options (a, memory, QD_SPACE_CYCLES_PATH, G_MAXUINT), &r, &rec);
        g_assert_cmpint (r.status, ==, QD_SPACE_SOLVED);
        g_assert_cmpuint (r.n_steps, ==, 0);
        g_assert_cmpfloat (r.cost, ==, 0);
        g_assert_cmpuint (r.expanded, ==, 0);
        g_assert_cmpuint (r.generated, ==, 0);
        g_assert_cmpuint (*(guint32 *) r.states, ==, place (&g, "Arad"));
        solve_done (&r, &rec);
      }
  graph_clear (&g);
}

/* ---- hand graphs: the tie rule, tree-like against graph search ---- */

static const char *const small_names[] = { "S", "A", "B", "C", "D", "G", "X", "Y" };

static void
small_graph (Graph *g, const Road *roads, guint n_roads, const double *h, const char *goal)
{
  graph_init (g, small_names, G_N_ELEMENTS (small_names), roads, n_roads, TRUE);
  g->h = h;
  g->goal = place (g, goal);
}

static char *
expansion_order (Graph *g, QdSpaceAlgorithm algorithm, QdSpaceResult *r)
{
  Recorder rec;
  GString *order = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;

  solve_graph (g, "S", options (algorithm, QD_SPACE_GRAPH, QD_SPACE_CYCLES_PATH, G_MAXUINT), r, &rec);
  lines = g_strsplit (rec.log->str, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "e ") || g_str_has_prefix (lines[i], "g "))
      g_string_append_printf (order, "%s%s", order->len > 0 ? ", " : "", lines[i]);
  recorder_clear (&rec);
  return g_string_free (order, FALSE);
}

static void
test_tie_rule (void)
{
  /* A diamond of equal costs: equal g are first in, first out.  Successors
   * are alphabetical, so A (generated first) before B. */
  static const Road diamond[] = { { "S", "A", 1 }, { "S", "B", 1 }, { "A", "G", 1 }, { "B", "G", 1 } };
  /* Equal f = 2 for X (g 1, h 1) and Y (g 2, h 0): Y first, although
   * generated second; Y's way to G is worse, and X's then replaces it
   * (BETTER) while the older G entry is skipped (lazy deletion). */
  static const Road equal_f[] = { { "S", "X", 1 }, { "S", "Y", 2 }, { "X", "G", 1 }, { "Y", "G", 1 } };
  static const double h[] = { 2, 0, 0, 0, 0, 0, 1, 0 };
  QdSpaceResult r;
  Graph g;
  char *order;

  small_graph (&g, diamond, G_N_ELEMENTS (diamond), NULL, "G");
  order = expansion_order (&g, QD_SPACE_UCS, &r);
  g_assert_cmpstr (order, ==, "e S f 0, g A added, g B added, e A f 1, g G added, e B f 1, g G repeated");
  g_assert_cmpfloat (r.cost, ==, 2);
  g_free (order);
  qd_space_result_clear (&r);
  order = expansion_order (&g, QD_SPACE_BFS, &r);
  g_assert_cmpstr (order, ==, "e S f 0, g A added, g B added, e A f 1, g G goal");
  g_free (order);
  qd_space_result_clear (&r);
  graph_clear (&g);

  small_graph (&g, equal_f, G_N_ELEMENTS (equal_f), h, "G");
  order = expansion_order (&g, QD_SPACE_ASTAR, &r);
  g_assert_cmpstr (order, ==, "e S f 2, g X added, g Y added, e Y f 2, g G added, e X f 2, g G better");
  g_assert_cmpfloat (r.cost, ==, 2);
  g_assert_cmpuint (r.n_steps, ==, 2);
  g_assert_cmpuint (g.to[r.actions[0]], ==, place (&g, "X"));
  g_assert_cmpuint (r.expanded, ==, 3);
  g_assert_cmpuint (r.generated, ==, 4);
  g_assert_cmpuint (r.repeated, ==, 0);
  g_assert_cmpuint (r.frontier_max, ==, 2);
  g_free (order);
  qd_space_result_clear (&r);
  graph_clear (&g);
}

typedef struct {
  QdSpaceAlgorithm algorithm;
  QdSpaceMemory memory;
  guint64 expanded, generated, repeated, frontier_max;
} DagCase;

/* S → A, S → B, A → C, B → C, C → D, the goal G unreachable, all costs 1:
 * graph search reaches C once, tree-like search twice (and D under each). */
static void
test_tree_like_dag (void)
{
  static const Road dag[] = { { "S", "A", 1 }, { "S", "B", 1 }, { "A", "C", 1 }, { "B", "C", 1 }, { "C", "D", 1 } };
  static const Road loop[] = { { "S", "A", 1 }, { "A", "S", 1 } };
  static const DagCase cases[] = {
    { QD_SPACE_BFS, QD_SPACE_GRAPH, 5, 5, 1, 2 },
    { QD_SPACE_BFS, QD_SPACE_TREE_LIKE, 7, 6, 0, 2 },
    { QD_SPACE_DFS, QD_SPACE_GRAPH, 5, 5, 1, 2 },
    { QD_SPACE_DFS, QD_SPACE_TREE_LIKE, 7, 6, 0, 2 },
    { QD_SPACE_UCS, QD_SPACE_GRAPH, 5, 5, 1, 2 },
    { QD_SPACE_UCS, QD_SPACE_TREE_LIKE, 7, 6, 0, 2 },
    { QD_SPACE_DLS, QD_SPACE_GRAPH, 7, 6, 0, 2 },
  };
  Graph g;

  small_graph (&g, dag, G_N_ELEMENTS (dag), NULL, "G");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      QdSpaceResult r;
      Recorder rec;

      solve_graph (&g, "S", options (cases[i].algorithm, cases[i].memory, QD_SPACE_CYCLES_PATH, G_MAXUINT), &r, &rec);
      g_assert_cmpint (r.status, ==, QD_SPACE_NO_SOLUTION);
      g_assert_cmpuint (r.expanded, ==, cases[i].expanded);
      g_assert_cmpuint (r.generated, ==, cases[i].generated);
      g_assert_cmpuint (r.repeated, ==, cases[i].repeated);
      g_assert_cmpuint (r.frontier_max, ==, cases[i].frontier_max);
      g_assert_cmpuint (r.depth_max, ==, 3);
      solve_done (&r, &rec);
    }
  graph_clear (&g);

  /* A cycle: the path check (AIMA's IS-CYCLE), the parent check with the
   * inverse move left out by the domain, and without an inverse (the child
   * equal to its grandparent is repeated). */
  small_graph (&g, loop, G_N_ELEMENTS (loop), NULL, "G");
  for (guint mode = 0; mode < 3; mode++)
    {
      QdSpaceResult r;
      Recorder rec;

      g.has_inverse = mode != 2;
      solve_graph (&g, "S", options (QD_SPACE_DFS, QD_SPACE_TREE_LIKE,
                                     mode == 0 ? QD_SPACE_CYCLES_PATH : QD_SPACE_CYCLES_PARENT, G_MAXUINT), &r, &rec);
      g_assert_cmpint (r.status, ==, QD_SPACE_NO_SOLUTION);
      g_assert_cmpuint (r.expanded, ==, 2);
      g_assert_cmpstr (rec.log->str, ==, mode == 1 ? "i 0 0\ne S f 0\ng A added\ne A f 1\n"
                                                   : "i 0 0\ne S f 0\ng A added\ne A f 1\ng S repeated\n");
      g_assert_cmpuint (r.generated, ==, mode == 1 ? 1 : 2);
      g_assert_cmpuint (r.repeated, ==, mode == 1 ? 0 : 1);
      solve_done (&r, &rec);
    }
  graph_clear (&g);
}

/* ---- chains and trees of counters: the limits ---- */

typedef struct {
  guint branching;
  guint64 expansions;
  guint64 signal_at;           /* stop test: tell the other thread at this expansion */
  GMutex lock;
  GCond cond;
  gint *stop;
  gboolean told;
} Counter;

static guint
counter_expand (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous,
                gboolean prune_inverse, QdSpaceStep *steps, guint8 *states)
{
  Counter *c = space->data;
  guint64 s;

  (void) h;
  (void) previous;
  (void) prune_inverse;
  memcpy (&s, state, sizeof s);
  if (++c->expansions == c->signal_at)
    {
      /* Wait until the other thread has raised the flag: the run then
       * stops at its next look, the same on every machine. */
      g_mutex_lock (&c->lock);
      c->told = TRUE;
      g_cond_broadcast (&c->cond);
      while (g_atomic_int_get (c->stop) == 0)
        g_cond_wait (&c->cond, &c->lock);
      g_mutex_unlock (&c->lock);
    }
  for (guint i = 0; i < c->branching; i++)
    {
      guint64 t = s * c->branching + i + 1;

      steps[i].action = i;
      steps[i].cost = 1;
      steps[i].h = 0;
      memcpy (states + i * sizeof t, &t, sizeof t);
    }
  return c->branching;
}

static gboolean
never_goal (const QdSpace *space, gconstpointer state)
{
  (void) space;
  (void) state;
  return FALSE;
}

static QdSpace
counter_space (Counter *c)
{
  QdSpace space = { 0 };

  space.state_size = sizeof (guint64);
  space.max_steps = c->branching;
  space.expand = counter_expand;
  space.is_goal = never_goal;
  space.data = c;
  return space;
}

static void
test_max_nodes (void)
{
  FOR_ONE_WAY_ALGORITHMS (a)
    for (guint branching = 1; branching <= 2; branching++)
      {
        Counter c = { .branching = branching };
        QdSpace space = counter_space (&c);
        guint64 start = 0;
        QdSpaceOptions o;
        QdSpaceResult r;

        qd_space_options_init (&o);
        o.algorithm = a;
        o.max_nodes = 1001;
        qd_space_solve (&space, &start, &o, &r);
        g_assert_cmpint (r.status, ==, QD_SPACE_STOPPED);
        g_assert_cmpint (r.stop_reason, ==, QD_SPACE_STOP_NODES);
        g_assert_null (r.actions);
        /* Checked before every expansion: the first at which the budget
         * is spent stops, so at most one expansion's successors over it. */
        g_assert_cmpuint (r.generated, >=, 1001);
        g_assert_cmpuint (r.generated, <, 1001 + branching);
        if (branching == 1)
          g_assert_cmpuint (r.generated, ==, 1001);
        if (a != QD_SPACE_IDDFS && a != QD_SPACE_IDASTAR)
          g_assert_cmpuint (r.expanded, ==, branching == 1 ? 1001 : 501);
        qd_space_result_clear (&r);
      }
}

static gpointer
raise_flag (gpointer data)
{
  Counter *c = data;

  g_mutex_lock (&c->lock);
  while (!c->told)
    g_cond_wait (&c->cond, &c->lock);
  g_atomic_int_set (c->stop, 1);
  g_cond_broadcast (&c->cond);
  g_mutex_unlock (&c->lock);
  return NULL;
}

static void
test_stop_and_deadline (void)
{
  FOR_ONE_WAY_ALGORITHMS (a)
    {
      gint stop = 0;
      Counter c = { .branching = 1, .signal_at = 10000, .stop = &stop };
      QdSpace space = counter_space (&c);
      guint64 start = 0;
      QdSpaceOptions o;
      QdSpaceResult r;
      QdProgress progress = { 0 };
      GThread *thread;

      g_mutex_init (&c.lock);
      g_cond_init (&c.cond);
      thread = g_thread_new ("stop", raise_flag, &c);
      qd_space_options_init (&o);
      o.algorithm = a;
      o.stop = &stop;
      o.progress = &progress;
      qd_space_solve (&space, &start, &o, &r);
      g_thread_join (thread);
      g_assert_cmpint (r.status, ==, QD_SPACE_STOPPED);
      g_assert_cmpint (r.stop_reason, ==, QD_SPACE_STOP_FLAG);
      /* The flag is read at most 4,096 expansions apart (more often when
       * expansions are slow): raised during the 10,000th, it stops the run
       * after it and within 4,096 more; the progress block has the count. */
      g_assert_cmpuint (c.expansions, >=, 10000);
      g_assert_cmpuint (c.expansions, <=, 10000 + 4096);
      g_assert_cmpuint (r.expanded, ==, c.expansions);
      g_assert_cmpint (qd_progress_get (&progress.done), ==, (gint64) r.expanded);
      g_assert_cmpint (qd_progress_get (&progress.nodes), ==, (gint64) r.generated);
      qd_space_result_clear (&r);
      g_mutex_clear (&c.lock);
      g_cond_clear (&c.cond);

      /* A deadline in the past: the first look stops. */
      c.expansions = 0;
      c.signal_at = 0;
      o.stop = NULL;
      o.deadline_us = 1;
      qd_space_solve (&space, &start, &o, &r);
      g_assert_cmpint (r.status, ==, QD_SPACE_STOPPED);
      g_assert_cmpint (r.stop_reason, ==, QD_SPACE_STOP_TIME);
      g_assert_cmpuint (r.expanded, ==, 0);
      qd_space_result_clear (&r);
    }
}

/* ---- a domain that gives its successors a batch at a time ---- */

/* The counter's states, `branching` successors each, given by
 * expand_start and expand_batch; max_steps so large that buffers sized by
 * it could not be made.  The stop flag is raised when the `stop_at`-th
 * successor is given (a time limit coming in the middle of a node). */
typedef struct {
  Counter counter;
  guint64 state, next;         /* the node being expanded, its next successor */
  guint64 given, stop_at, starts;
  guint most_asked;
} Wide;

static guint
wide_start (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous, gboolean prune_inverse)
{
  Wide *w = space->data;

  (void) h;
  (void) previous;
  (void) prune_inverse;
  memcpy (&w->state, state, sizeof w->state);
  w->next = 0;
  w->starts++;
  return w->counter.branching;
}

static guint
wide_batch (const QdSpace *space, guint max, QdSpaceStep *steps, guint8 *states)
{
  Wide *w = space->data;
  guint n = 0;

  w->most_asked = MAX (w->most_asked, max);
  for (; n < max && w->next < w->counter.branching; n++, w->next++)
    {
      guint64 t = w->state * w->counter.branching + w->next + 1;

      steps[n] = (QdSpaceStep) { .action = (QdSpaceAction) w->next, .cost = 1, .h = 0 };
      memcpy (states + n * sizeof t, &t, sizeof t);
      if (++w->given == w->stop_at)
        g_atomic_int_set (w->counter.stop, 1);
    }
  return n;
}

static gboolean
wide_is_goal (const QdSpace *space, gconstpointer state)
{
  guint64 s;

  (void) space;
  memcpy (&s, state, sizeof s);
  return s == 2406;   /* the 6th successor of the 8th successor of the start, with 300 each */
}

static QdSpace
wide_space (Wide *w)
{
  QdSpace space = counter_space (&w->counter);

  space.max_steps = G_MAXUINT32 / 4;
  space.expand = NULL;
  space.expand_start = wide_start;
  space.expand_batch = wide_batch;
  space.is_goal = wide_is_goal;
  space.data = w;
  return space;
}

#define FOR_BATCH_ALGORITHMS(a) \
  FOR_ONE_WAY_ALGORITHMS (a) \
    if (a == QD_SPACE_RBFS) continue; else

/* Every search that takes batches runs as with expand: the same counts and
 * path, buffers never sized by max_steps (a billion). */
static void
test_batches (void)
{
  FOR_BATCH_ALGORITHMS (a)
    for (guint memory = 0; memory < 2; memory++)
      {
        Wide w = { .counter = { .branching = 300 } };
        QdSpace wide = wide_space (&w), plain = counter_space (&w.counter);
        guint64 start = 0;
        QdSpaceOptions o;
        QdSpaceResult r, expected;

        plain.is_goal = wide_is_goal;
        qd_space_options_init (&o);
        o.algorithm = a;
        o.memory = memory;
        o.max_nodes = 200000;
        qd_space_solve (&plain, &start, &o, &expected);
        qd_space_solve (&wide, &start, &o, &r);
        g_assert_cmpint (r.status, ==, expected.status);
        g_assert_cmpuint (r.expanded, ==, expected.expanded);
        g_assert_cmpuint (r.generated, ==, expected.generated);
        g_assert_cmpuint (r.n_steps, ==, expected.n_steps);
        g_assert_cmpuint (w.starts, ==, r.expanded);
        g_assert_cmpuint (w.most_asked, <=, QD_SPACE_BATCH);
        if (r.status == QD_SPACE_SOLVED)
          g_assert_cmpmem (r.actions, r.n_steps * sizeof (QdSpaceAction), expected.actions,
                           expected.n_steps * sizeof (QdSpaceAction));
        qd_space_result_clear (&r);
        qd_space_result_clear (&expected);
      }
}

/* A stop raised in the middle of a node's successors is read at the next
 * batch: the run stops there, that node not counted as expanded; and
 * max_bytes stops a run before a node's successors would pass it. */
static void
test_batches_stop (void)
{
  FOR_BATCH_ALGORITHMS (a)
    {
      gint stop = 0;
      Wide w = { .counter = { .branching = 1000, .stop = &stop }, .stop_at = 1500 };
      QdSpace space = wide_space (&w);
      guint64 start = 0;
      QdSpaceOptions o;
      QdSpaceResult r;

      qd_space_options_init (&o);
      o.algorithm = a;
      o.stop = &stop;
      qd_space_solve (&space, &start, &o, &r);
      g_assert_cmpint (r.status, ==, QD_SPACE_STOPPED);
      g_assert_cmpint (r.stop_reason, ==, QD_SPACE_STOP_FLAG);
      g_assert_cmpuint (w.given, <=, 1500 + QD_SPACE_BATCH);
      g_assert_cmpuint (w.given, <, 2000);
      g_assert_cmpuint (r.expanded, ==, w.starts - 1);
      qd_space_result_clear (&r);

      w = (Wide) { .counter = { .branching = 1000 } };
      o.stop = NULL;
      o.max_bytes = 1000 * (sizeof (guint64) + sizeof (QdSpaceStep)) - 1;
      qd_space_solve (&space, &start, &o, &r);
      g_assert_cmpint (r.status, ==, QD_SPACE_STOPPED);
      g_assert_cmpint (r.stop_reason, ==, QD_SPACE_STOP_MEMORY);
      g_assert_cmpuint (r.expanded, ==, 0);
      g_assert_cmpuint (w.given, ==, 0);
      qd_space_result_clear (&r);
    }
}

/* ---- random grids: every optimal search agrees, wA* within w ---- */

/* A rows x cols grid as a graph: 4-connected (N, E, S, W), the cost of a
 * step that of the cell entered (0: a wall), Manhattan distance to the
 * last cell (admissible: every cost is at least 1). */
static void
grid_graph (Graph *g, guint rows, guint cols, const guint8 *cost, double *h)
{
  static const int dr[] = { -1, 0, 1, 0 }, dc[] = { 0, 1, 0, -1 };
  Arc *arcs = g_new (Arc, 4 * rows * cols);
  guint n_arcs = 0;

  memset (g, 0, sizeof *g);
  for (guint cell = 0; cell < rows * cols; cell++)
    {
      int r = cell / cols, c = cell % cols;

      h[cell] = (rows - 1 - r) + (cols - 1 - c);
      for (guint d = 0; d < 4 && cost[cell] != 0; d++)
        {
          int rr = r + dr[d], cc = c + dc[d];

          if (rr >= 0 && cc >= 0 && rr < (int) rows && cc < (int) cols && cost[rr * cols + cc] != 0)
            arcs[n_arcs++] = (Arc) { cell, rr * cols + cc, cost[rr * cols + cc] };
        }
    }
  graph_build (g, rows * cols, arcs, n_arcs);
  g->h = h;
  g->goal = rows * cols - 1;
  g_free (arcs);
}

static double
grid_solve (Graph *g, QdSpaceAlgorithm a, QdSpaceMemory memory, QdSpaceCycles cycles, double weight,
            QdSpaceStatus *status)
{
  QdSpaceOptions o = options (a, memory, cycles, G_MAXUINT);
  QdSpaceResult r;
  double cost;

  o.weight = weight;
  solve_graph (g, NULL, o, &r, NULL);
  *status = r.status;
  cost = r.cost;
  qd_space_result_clear (&r);
  return cost;
}

static void
test_random_grids (void)
{
  guint64 seed = 37;
  guint n_solved = 0;

  for (guint trial = 0; trial < 30; trial++)
    {
      guint rows = 6 + trial % 5, cols = 7 + trial % 4, n = rows * cols;
      guint8 *cost = g_new (guint8, n);
      double *h = g_new (double, n);
      QdSpaceStatus status, s2;
      double best;
      Graph g;

      for (guint i = 0; i < n; i++)
        cost[i] = qd_random_below (&seed, 4) == 0 ? 0 : 1 + qd_random_below (&seed, trial % 2 == 0 ? 1 : 9);
      cost[0] = cost[n - 1] = 1;
      grid_graph (&g, rows, cols, cost, h);

      best = grid_solve (&g, QD_SPACE_UCS, QD_SPACE_GRAPH, 0, 1, &status);
      g_assert_cmpfloat (grid_solve (&g, QD_SPACE_ASTAR, QD_SPACE_GRAPH, 0, 1, &s2), ==, best);
      g_assert_cmpint (s2, ==, status);
      if (status == QD_SPACE_SOLVED)
        {
          n_solved++;
          /* Tree-like A* (no solution would walk every simple path). */
          g_assert_cmpfloat (grid_solve (&g, QD_SPACE_ASTAR, QD_SPACE_TREE_LIKE, QD_SPACE_CYCLES_PATH, 1, &s2), ==, best);
          g_assert_cmpint (s2, ==, QD_SPACE_SOLVED);
          /* IDA* with the path check, and with the parent check (the
           * inverse move not generated). */
          for (guint c = 0; c < 2 && trial % 2 == 0; c++)
            {
              g_assert_cmpfloat (grid_solve (&g, QD_SPACE_IDASTAR, 0, c, 1, &s2), ==, best);
              g_assert_cmpint (s2, ==, QD_SPACE_SOLVED);
            }
          for (double w = 1; w <= 3; w += 0.5)
            {
              double found = grid_solve (&g, QD_SPACE_WASTAR, QD_SPACE_GRAPH, 0, w, &s2);

              g_assert_cmpint (s2, ==, QD_SPACE_SOLVED);
              g_assert_cmpfloat (found, >=, best);
              g_assert_cmpfloat (found, <=, w * best);
            }
          /* bfs: the fewest steps; with unit costs the least cost. */
          if (trial % 2 == 0)
            g_assert_cmpfloat (grid_solve (&g, QD_SPACE_BFS, QD_SPACE_GRAPH, 0, 1, &s2), ==, best);
          g_assert_cmpfloat (grid_solve (&g, QD_SPACE_GREEDY, QD_SPACE_GRAPH, 0, 1, &s2), >=, best);
          g_assert_cmpfloat (grid_solve (&g, QD_SPACE_DFS, QD_SPACE_GRAPH, 0, 1, &s2), >=, best);
        }
      else
        g_assert_cmpint (status, ==, QD_SPACE_NO_SOLUTION);
      graph_clear (&g);
      g_free (cost);
      g_free (h);
    }
  g_test_message ("%u of 30 grids solvable", n_solved);
  g_assert_cmpuint (n_solved, >=, 15);
}

static void
test_names (void)
{
  QdSpaceOptions o;

  for (guint a = 0; a < QD_SPACE_N_ALGORITHMS; a++)
    {
      QdSpaceAlgorithm back;

      g_assert_true (qd_space_algorithm_from_string (qd_space_algorithm_to_string (a), &back));
      g_assert_cmpint (back, ==, a);
    }
  g_assert_cmpstr (qd_space_algorithm_to_string (QD_SPACE_IDASTAR), ==, "idastar");
  g_assert_false (qd_space_algorithm_from_string ("ida*", &(QdSpaceAlgorithm){ 0 }));
  g_assert_cmpstr (qd_space_status_to_string (QD_SPACE_CUTOFF), ==, "cutoff");
  g_assert_cmpstr (qd_space_stop_reason_to_string (QD_SPACE_STOP_NODES), ==, "nodes");
  qd_space_options_init (&o);
  g_assert_cmpint (o.algorithm, ==, QD_SPACE_ASTAR);
  g_assert_cmpfloat (o.weight, ==, 2);
  g_assert_cmpuint (o.depth_limit, ==, G_MAXUINT);
  g_assert_cmpuint (o.max_nodes, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/space/names", test_names);
  g_test_add_func ("/space/romania", test_romania);
  g_test_add_func ("/space/romania-astar-trace", test_romania_astar_trace);
  g_test_add_func ("/space/romania-no-solution", test_romania_no_solution);
  g_test_add_func ("/space/tie-rule", test_tie_rule);
  g_test_add_func ("/space/tree-like-dag", test_tree_like_dag);
  g_test_add_func ("/space/max-nodes", test_max_nodes);
  g_test_add_func ("/space/stop-and-deadline", test_stop_and_deadline);
  g_test_add_func ("/space/batches", test_batches);
  g_test_add_func ("/space/batches-stop", test_batches_stop);
  g_test_add_func ("/space/random-grids", test_random_grids);
  return g_test_run ();
}
