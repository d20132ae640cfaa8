/* qd-mapcolor-solve.c — colouring a map with K colours.
 *
 * The statement's algorithms run on the CSP engine (a variable per region
 * with the K colours as values, a not-equal constraint per border):
 *   backtracking  no inference, random variable and value order (seeded);
 *   fc            forward checking, MRV with the degree tie-break, LCV;
 *   mac           arc consistency after each assignment, MRV + degree, LCV;
 *   min-conflicts local search (qd-local), from a random colouring.
 * And "sat": the CNF of --cnf solved by the CDCL solver (qd-mapcolor-sat.c).
 *
 * "best", the strongest complete solver, in phases under one deadline:
 *
 * 1. Construction with Kempe chains, the classic planar-graph argument.
 *    Regions are ordered smallest-last (repeatedly set aside a region of
 *    least degree among those left: every planar map has one of degree 5
 *    or less) and coloured in the reverse order, so each region meets at
 *    most 5 coloured neighbours (on planar maps).  A region takes a free
 *    colour when one is left; otherwise a two-colour Kempe chain is
 *    swapped to free one: for colours c and d, the regions coloured c or d
 *    connected to its c-neighbours swap c and d, which keeps the colouring
 *    proper and frees c unless the chain reaches a d-neighbour too.  With
 *    4 neighbours in a plane map one of the pairs always works (Kempe); with
 *    5 it nearly always does, and when none does a random chain next to the
 *    region is swapped and the pairs are tried again (64 times at most).
 *    Near-linear time: every pair is first tried on chains of at most 24
 *    regions (short swaps disturb little, and there nearly always is one),
 *    and a chain is explored only until it meets a blocking neighbour.
 *    100,000 regions take some 30 ms and 1.7 colourings per region.  Run
 *    for K >= 4 (with fewer colours there is no such argument, and maximal
 *    planar maps mostly have no colouring at all).  When it succeeds, that
 *    is all: planar maps never see the phases below.
 * 2. If that fails, or for K <= 3 (a general graph, pasted into the map
 *    editor, at or past its chromatic number; qd-mapcolor-hard.c from
 *    here on): a clique, found greedily (qd-mapcolor-clique.c).  More
 *    regions in it than K: NO_SOLUTION at once.  Otherwise its regions are
 *    precoloured 0, 1, 2, ... in the complete search's model (colours are
 *    interchangeable: every colouring can be renamed so, which spares the
 *    search the renamed copies).
 *    Then, for 4 <= K <= 64, cliques of exactly K regions
 *    (qd-mapcolor-cover.c): one larger than K proves NO_SOLUTION; when they
 *    cover every region, each gets a pigeonhole propagator in the complete
 *    search (every colour once in it: hidden singles, a colour no member can
 *    take fails); when disjoint ones partition the regions, every colour
 *    class takes one region of each, and an exact cover of the regions by
 *    such classes (qd-mapcolor-exact.c: the classes listed, then Algorithm
 *    X with dancing links, under a work cap) colours the graph or proves
 *    there is none: the queens graphs are coloured so in milliseconds.
 * 3. Then two searches run as lanes on a virtual clock
 *    (qd-mapcolor-lanes.c), so that whichever suits the graph finishes:
 *    - the complete search on the CSP engine: forward checking (MAC for
 *      K <= 3, where propagation settles most of a triangulated map from
 *      one triangle), MRV + degree (DSATUR's order: the region with the
 *      fewest colours left, i.e. the most distinct colours around),
 *      LCV, and conflict-directed backjumping; each turn a new run (a
 *      restart, with a random value order after the first), with a cap of
 *      10 N + 10,000 assignments doubled every turn, so some run always
 *      ends with an answer: the search stays complete.  It proves
 *      NO_SOLUTION when there is none (K4, odd wheels with 3 colours,
 *      small queens graphs below their chromatic number);
 *    - the hybrid evolutionary algorithm (qd-mapcolor-hea.c: a population
 *      of 10 colourings, the greedy partition crossover, each offspring
 *      improved by tabu search, TabuCol and PartialCol in turn,
 *      qd-mapcolor-tabu.c); its first member starts from what the Kempe
 *      construction coloured.  It finds the colourings of hard satisfiable
 *      graphs (Leighton's, planted colourings, random graphs at their
 *      chromatic number) where the tree search thrashes; it can never
 *      prove there is none.
 *    Each lane's clock counts its work (never time), and the answer is the
 *    one earliest on the clock: the colouring and the counts depend on the
 *    seed and options.threads only, on one thread (the lanes interleaved)
 *    or on several (the complete search on the calling thread, the
 *    evolutionary algorithm's offspring on the others).  The deadline,
 *    Stop and the assignment cap end every phase: each looks at the clock
 *    and the flag every 1024 steps (a few milliseconds at most), and no
 *    phase or turn begins past them.
 *
 * Option `restarts` (backtracking, fc, mac): the engine's randomised
 * restarts (QdCspOptions.restart_unit; weights and progress saving carried
 * from run to run).  Plain fc thrashes on segment maps of 1,000 regions
 * and more: a wrong colour deep in the stack is undone only after every
 * colouring above it.  backtracking: Luby units of 100 backtracks.  fc and
 * mac (tuned in bench-mapcolor, issue 36): Luby units of N / 4 backtracks,
 * partial restarts, backjumping, and MRV ties broken by the wipe-outs each
 * region caused (dom/wdeg with weights from 0), then by breadth-first order
 * from a random region, so the coloured part grows as one front and a
 * failure's causes are recent: 100,000 regions in 0.3–0.45 million.
 *
 * Counts: `assignments` is every colour given to a region: for best that
 * is the construction's colourings and each region a Kempe swap recolours,
 * plus, in the lanes, the engine's assignments and tabu search's (one per
 * region an offspring's start colours and one per move), as
 * qd-mapcolor-lanes.c says which; min-conflicts counts its random
 * start and one per step.  `checks` counts constraint checks: the engine's,
 * the neighbour colours looked at by the construction and its chains, the
 * neighbours the clique search looks up, the (region, colour) moves tabu
 * search weighs, and the evaluations of local search.  `time_us` covers
 * building the model too.
 */
#include "qd-mapcolor-solve.h"
#include "qd-mapcolor-renumber.h"
#include "qd-mapcolor-solve-private.h"

#include "core/qd-local.h"
#include "core/qd-names.h"
#include "core/qd-random.h"

#include <string.h>
#include <glib/gi18n.h>

/* Assignments (or steps) between two looks at the stop flag and the clock. */
#define STOP_CHECK_INTERVAL 1024
#define DEFAULT_MAX_ASSIGNMENTS 1000000
/* Backtracks per unit of backtracking's restart schedule (--restarts):
 * SAT solvers' order of magnitude; fc and mac: N / 4 (issue 36). */
#define RESTART_UNIT 100

/* --------------------------------------------------------------- names */

static const char *const algorithm_names[QD_MAPCOLOR_N_ALGOS] = {
  "backtracking", "fc", "mac", "min-conflicts", "best", "sat",
};

/* The short names the window's menus and the pictures use (docs/glossary.md). */
static const char *const algorithm_labels[QD_MAPCOLOR_N_ALGOS] = {
  N_("Backtracking"), N_("Forward checking"), N_("Arc consistency"), N_("Min-conflicts"), N_("Strongest"), N_("SAT (CDCL)"),
};

static const char *const algorithm_titles[QD_MAPCOLOR_N_ALGOS] = {
  N_("Backtracking (random order, no inference)"),
  N_("Forward checking (MRV, degree, LCV)"),
  N_("Arc consistency, MAC (MRV, degree, LCV)"),
  N_("Min-conflicts (local search, random walk, tabu)"),
  N_("Strongest: Kempe chains, then FC with backjumping beside an evolutionary tabu search"),
  N_("SAT: the CNF encoding solved by clause learning (CDCL)"),
};

static const char *const restarts_names[QD_MAPCOLOR_N_ALGOS] = {
  "backtracking+restarts", "fc+restarts", "mac+restarts", NULL, NULL, NULL,
};

static const char *const restarts_labels[QD_MAPCOLOR_N_ALGOS] = {
  N_("Backtracking + restarts"), N_("Forward checking + restarts"), N_("Arc consistency + restarts"), NULL, NULL, NULL,
};

guint64
qd_mapcolor_max_assignments (const QdMapcolorSolveOptions *options, guint n_regions)
{
  if (options->max_assignments != 0)
    return options->max_assignments;
  switch (options->algorithm)
    {
    case QD_MAPCOLOR_ALGO_MIN_CONFLICTS:
      return 10 * (guint64) n_regions + 100000;
    case QD_MAPCOLOR_ALGO_BEST:
    case QD_MAPCOLOR_ALGO_SAT:
      return 0;
    default:
      return DEFAULT_MAX_ASSIGNMENTS;
    }
}

gboolean
qd_mapcolor_algorithm_restarts (QdMapcolorAlgorithm algorithm)
{
  return algorithm < QD_MAPCOLOR_N_ALGOS && restarts_names[algorithm] != NULL;
}

const char *
qd_mapcolor_variant_to_string (QdMapcolorVariant variant)
{
  g_return_val_if_fail (variant.algorithm < QD_MAPCOLOR_N_ALGOS, NULL);
  return variant.restarts && restarts_names[variant.algorithm] != NULL ? restarts_names[variant.algorithm]
                                                                      : algorithm_names[variant.algorithm];
}

const char *
qd_mapcolor_variant_label (QdMapcolorVariant variant)
{
  g_return_val_if_fail (variant.algorithm < QD_MAPCOLOR_N_ALGOS, NULL);
  return variant.restarts && restarts_labels[variant.algorithm] != NULL ? _(restarts_labels[variant.algorithm])
                                                                       : _(algorithm_labels[variant.algorithm]);
}

gboolean
qd_mapcolor_variant_from_string (const char *text, QdMapcolorVariant *variant)
{
  g_return_val_if_fail (text != NULL && variant != NULL, FALSE);
  for (guint a = 0; a < QD_MAPCOLOR_N_ALGOS; a++)
    {
      if (strcmp (text, algorithm_names[a]) == 0 || (restarts_names[a] != NULL && strcmp (text, restarts_names[a]) == 0))
        {
          variant->algorithm = a;
          variant->restarts = strcmp (text, algorithm_names[a]) != 0;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
qd_mapcolor_variant_equal (QdMapcolorVariant a, QdMapcolorVariant b)
{
  return a.algorithm == b.algorithm && !a.restarts == !b.restarts;
}

const char *
qd_mapcolor_algorithm_to_string (QdMapcolorAlgorithm algorithm)
{
  g_return_val_if_fail (algorithm < QD_MAPCOLOR_N_ALGOS, NULL);
  return algorithm_names[algorithm];
}

const char *
qd_mapcolor_algorithm_label (QdMapcolorAlgorithm algorithm)
{
  g_return_val_if_fail (algorithm < QD_MAPCOLOR_N_ALGOS, NULL);
  return _(algorithm_labels[algorithm]);
}

const char *
qd_mapcolor_algorithm_title (QdMapcolorAlgorithm algorithm)
{
  g_return_val_if_fail (algorithm < QD_MAPCOLOR_N_ALGOS, NULL);
  return _(algorithm_titles[algorithm]);
}

gboolean
qd_mapcolor_algorithm_from_string (const char *text, QdMapcolorAlgorithm *algorithm)
{
  return QD_NAMES_LOOKUP (algorithm_names, text, algorithm);
}

const char *
qd_mapcolor_status_to_string (QdMapcolorStatus status)
{
  switch (status)
    {
    case QD_MAPCOLOR_SOLVED:
      return "solved";
    case QD_MAPCOLOR_NO_SOLUTION:
      return "no solution";
    case QD_MAPCOLOR_CAPPED:
      return "capped";
    case QD_MAPCOLOR_STOPPED:
      return "stopped";
    default:
      return "unknown";
    }
}

const char *
qd_map_color_name (guint color)
{
  static const char *const names[] = { "red", "green", "blue", "yellow" };
  static const char *const more[] = {
    "color5", "color6", "color7", "color8", "color9", "color10", "color11", "color12",
  };

  if (color < G_N_ELEMENTS (names))
    return names[color];
  if (color - G_N_ELEMENTS (names) < G_N_ELEMENTS (more))
    return more[color - G_N_ELEMENTS (names)];
  /* Interned once per colour: the name lives as long as the program. */
  {
    g_autofree char *name = g_strdup_printf ("color%u", color + 1);

    return g_intern_string (name);
  }
}

const char *const *
qd_map_color_names (void)
{
  static const char *names[65];
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint c = 0; c < 64; c++)
        names[c] = qd_map_color_name (c);
      g_once_init_leave (&done, 1);
    }
  return names;
}

void
qd_mapcolor_solve_options_init (QdMapcolorSolveOptions *options)
{
  g_return_if_fail (options != NULL);
  memset (options, 0, sizeof *options);
  options->algorithm = QD_MAPCOLOR_ALGO_BEST;
  options->colors = 4;
}

void
qd_mapcolor_solution_free (QdMapcolorSolution *solution)
{
  if (solution == NULL)
    return;
  g_free (solution->colors);
  g_free (solution);
}

gboolean
qd_map_colouring_valid (const QdMap *map, const gint *colors, guint n_colors)
{
  g_return_val_if_fail (map != NULL && colors != NULL, FALSE);
  for (guint r = 0; r < map->n_regions; r++)
    {
      if (colors[r] < 0 || (guint) colors[r] >= n_colors)
        return FALSE;
      for (guint i = map->offsets[r]; i < map->offsets[r + 1]; i++)
        if (colors[map->adjacency[i]] == colors[r])
          return FALSE;
    }
  return TRUE;
}

/* ----------------------------------------------------- the CSP engine */

typedef QdMapcolorRun Run;

static char *
color_value_name (gconstpointer data, guint var, guint value)
{
  return g_strdup (qd_map_color_name (value));
}

/* The model.  Colours past the largest degree + 1 are never needed (a
 * region always finds one of the first degree + 1 free), so a solver's
 * domains stop there (`trim`): the same answers, and memory bounded for a
 * huge K. */
QdCsp *
qd_mapcolor_csp_new (const QdMap *map, guint colors, gboolean trim)
{
  QdCsp *csp = qd_csp_new ();
  guint max_degree = 0;

  for (guint r = 0; r < map->n_regions; r++)
    max_degree = MAX (max_degree, qd_map_degree (map, r));
  if (trim)
    colors = MIN (colors, max_degree + 1);
  for (guint r = 0; r < map->n_regions; r++)
    qd_csp_add_variable (csp, map->names->pdata[r], colors);
  for (guint r = 0; r < map->n_regions; r++)
    for (guint i = map->offsets[r]; i < map->offsets[r + 1]; i++)
      if (map->adjacency[i] > r)
        qd_csp_add_not_equal (csp, r, map->adjacency[i]);
  qd_csp_set_value_names (csp, color_value_name, NULL);
  return csp;
}

static void
listen_assign (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  const QdMapcolorSolveOptions *o = user_data;

  o->on_assign (o->user_data, var, (gint) value);
}

static void
listen_backtrack (gpointer user_data, QdCspSolver *solver, guint var, guint depth)
{
  const QdMapcolorSolveOptions *o = user_data;

  o->on_assign (o->user_data, var, -1);
}

static const QdCspListener assign_listener = {
  .assign = listen_assign,
  .backtrack = listen_backtrack,
};

/* The run's limits (qd-mapcolor-solve-private.h), by their short names here. */
#define stop_requested qd_mapcolor_run_stop_requested
#define out_of_time qd_mapcolor_run_out_of_time
#define unfinished qd_mapcolor_run_unfinished

/* One engine run; `max_assignments` 0 is no limit.  Adds to the counts;
 * on success the colouring is in run->solution->colors. */
static QdMapcolorStatus
engine_run (Run *run, const QdCsp *csp, const QdCspOptions *base, guint64 max_assignments)
{
  const QdMapcolorSolveOptions *mo = run->options;
  QdMapcolorSolution *sol = run->solution;
  g_autoptr(QdCspSolver) solver = NULL;
  QdCspOptions o = *base;
  QdCspStats stats;
  QdCspStatus status;
  QdSearchTreeCspChain chain;

  o.max_assignments = max_assignments;
  o.deadline_us = run->deadline_us;
  o.stop = mo->stop;
  o.progress_nodes = mo->progress_nodes;
  if (mo->on_assign != NULL)
    {
      o.listener = &assign_listener;
      o.listener_data = (gpointer) mo;
    }
  if (run->tree != NULL)
    qd_search_tree_csp_chain (run->tree, &chain, &o);
  solver = qd_csp_solver_new (csp, &o);
  status = qd_csp_solver_run (solver, &stats);
  if (run->tree != NULL)
    qd_search_tree_finish (run->tree, 0);
  sol->assignments += stats.assignments;
  sol->checks += stats.checks;
  sol->backtracks += stats.backtracks;
  sol->restarts += stats.restarts;
  switch (status)
    {
    case QD_CSP_SOLVED:
      memcpy (sol->colors, qd_csp_solver_last_solution (solver), sizeof (gint) * qd_csp_n_variables (csp));
      return QD_MAPCOLOR_SOLVED;
    case QD_CSP_NO_SOLUTION:
      return QD_MAPCOLOR_NO_SOLUTION;
    case QD_CSP_STOPPED:
    default:
      return unfinished (run);
    }
}


QdMapcolorStatus
qd_mapcolor_engine_run (QdMapcolorRun *run, const QdCsp *csp, const QdCspOptions *base, guint64 max_assignments)
{
  return engine_run (run, csp, base, max_assignments);
}

static QdMapcolorStatus
solve_with_engine (Run *run, const QdMap *map, QdCspInference inference,
                   QdCspVarOrder var_order, QdCspValOrder val_order)
{
  const QdMapcolorSolveOptions *mo = run->options;
  g_autoptr(QdCsp) csp = qd_mapcolor_csp_new (map, mo->colors, TRUE);
  QdCspOptions o;

  qd_csp_options_init (&o);
  o.inference = inference;
  o.var_order = var_order;
  o.val_order = val_order;
  o.seed = mo->seed;
  o.backjumping = mo->backjumping && inference != QD_CSP_INFER_NONE;
  if (mo->restarts)  /* fc, mac: see "Option `restarts`" above */
    o.restart_unit = inference == QD_CSP_INFER_NONE ? RESTART_UNIT : MAX (map->n_regions / 4, RESTART_UNIT);
  o.reuse_trail = o.weights_from_zero = o.local_ties = mo->restarts && inference != QD_CSP_INFER_NONE;
  o.backjumping = o.backjumping || o.local_ties;
  if (mo->tree != NULL)
    {
      /* The tree names regions and colours with the model: it keeps it. */
      qd_search_tree_bind_csp (mo->tree, csp, TRUE);
      run->tree = mo->tree;
      return engine_run (run, g_steal_pointer (&csp), &o, qd_mapcolor_max_assignments (mo, map->n_regions));
    }
  return engine_run (run, csp, &o, qd_mapcolor_max_assignments (mo, map->n_regions));
}

/* -------------------------------------------------------- min-conflicts */

static void
local_assign (gpointer user_data, guint var, guint value)
{
  const QdMapcolorSolveOptions *o = user_data;

  o->on_assign (o->user_data, var, (gint) value);
}

static QdMapcolorStatus
solve_min_conflicts (Run *run, const QdMap *map)
{
  const QdMapcolorSolveOptions *mo = run->options;
  QdMapcolorSolution *sol = run->solution;
  g_autoptr(QdCsp) csp = qd_mapcolor_csp_new (map, mo->colors, TRUE);
  g_autoptr(QdMinConflicts) mc = NULL;
  QdMinConflictsOptions o;
  QdMinConflictsStats stats;
  QdMinConflictsStatus status;
  guint64 cap = qd_mapcolor_max_assignments (mo, map->n_regions);

  qd_min_conflicts_options_init (&o);
  o.seed = mo->seed;
  /* The cap counts assignments: the random start's, then one per step. */
  o.max_steps = cap > map->n_regions ? cap - map->n_regions : 1;
  o.deadline_us = run->deadline_us;
  o.stop = mo->stop;
  o.progress_steps = mo->progress_nodes;
  if (mo->on_assign != NULL)
    {
      o.on_assign = local_assign;
      o.user_data = (gpointer) mo;
    }
  mc = qd_min_conflicts_new (csp, &o);
  status = qd_min_conflicts_run (mc, &stats);
  sol->assignments += stats.assignments;
  sol->checks += stats.checks;
  if (status == QD_MIN_CONFLICTS_SOLVED)
    {
      memcpy (sol->colors, qd_min_conflicts_values (mc), sizeof (gint) * map->n_regions);
      return QD_MAPCOLOR_SOLVED;
    }
  return status == QD_MIN_CONFLICTS_STOPPED ? QD_MAPCOLOR_STOPPED : QD_MAPCOLOR_CAPPED;
}

/* ------------------------------------------- best: Kempe-chain construction */

typedef struct {
  Run *run;
  const QdMap *map;
  guint k;
  gint *color;              /* -1: not coloured yet */
  guint *queue;             /* a chain being explored */
  guint *visit;             /* per region: visit_gen when in the chain */
  guint visit_gen;
  guint *is_neighbour;      /* per region: v + 1 when a neighbour of v */
  guint *count;             /* per colour: neighbours of v with it */
  guint *colours_by_count;
  guint64 rng;
  guint64 work;             /* steps since the last look at the stop flag */
  gboolean stopped;
} Kempe;

static gboolean
kempe_should_stop (Kempe *ke)
{
  const Run *run = ke->run;
  const QdMapcolorSolveOptions *o = run->options;

  if (ke->stopped)
    return TRUE;
  /* The cap exactly (a compare), the clock and the flag now and then. */
  if (o->max_assignments != 0 && run->solution->assignments >= o->max_assignments)
    ke->stopped = TRUE;
  if (ke->stopped || ++ke->work < STOP_CHECK_INTERVAL)
    return ke->stopped;
  ke->work = 0;
  if (o->progress_nodes != NULL)
    __atomic_store_n (o->progress_nodes, (gint64) run->solution->assignments, __ATOMIC_RELAXED);
  if (stop_requested (run) || (run->deadline_us != 0 && g_get_monotonic_time () >= run->deadline_us))
    ke->stopped = TRUE;
  return ke->stopped;
}

/* TRUE (and the construction stops) when `more` colourings would pass
 * the cap: a chain is swapped whole or not at all. */
static gboolean
kempe_over_cap (Kempe *ke, guint64 more)
{
  guint64 cap = ke->run->options->max_assignments;

  if (cap != 0 && ke->run->solution->assignments + more > cap)
    ke->stopped = TRUE;
  return ke->stopped;
}

static inline void
kempe_paint (Kempe *ke, guint region, gint color)
{
  ke->color[region] = color;
  ke->run->solution->assignments++;
  if (ke->run->options->on_assign != NULL)
    ke->run->options->on_assign (ke->run->options->user_data, region, color);
}

/* Smallest-last order (Matula and Beck): regions bucketed by their degree
 * among the regions left; the one set aside next has the least.  Returns
 * the order in which to colour them: the reverse. */
static guint *
smallest_last_order (const QdMap *map)
{
  guint n = map->n_regions, max_degree = 0, low = 0;
  guint *degree = g_new (guint, n + 1);
  guint *head, *next = g_new (guint, n + 1), *prev = g_new (guint, n + 1);
  guint8 *gone = g_new0 (guint8, n + 1);
  guint *order = g_new (guint, n + 1);

  for (guint r = 0; r < n; r++)
    {
      degree[r] = qd_map_degree (map, r);
      max_degree = MAX (max_degree, degree[r]);
    }
  head = g_new (guint, max_degree + 2);
  for (guint d = 0; d <= max_degree; d++)
    head[d] = G_MAXUINT;
#define UNLINK(r) G_STMT_START {                                  \
    if (prev[r] != G_MAXUINT) next[prev[r]] = next[r];            \
    else head[degree[r]] = next[r];                               \
    if (next[r] != G_MAXUINT) prev[next[r]] = prev[r];            \
  } G_STMT_END
#define LINK(r) G_STMT_START {                                    \
    prev[r] = G_MAXUINT; next[r] = head[degree[r]];               \
    if (next[r] != G_MAXUINT) prev[next[r]] = r;                  \
    head[degree[r]] = r;                                          \
  } G_STMT_END
  for (guint r = n; r-- > 0;)
    LINK (r);
  for (guint i = n; i-- > 0;)
    {
      guint r;

      while (head[low] == G_MAXUINT)
        low++;
      r = head[low];
      UNLINK (r);
      gone[r] = 1;
      order[i] = r;
      for (guint j = map->offsets[r]; j < map->offsets[r + 1]; j++)
        {
          guint s = map->adjacency[j];

          if (gone[s])
            continue;
          UNLINK (s);
          degree[s]--;
          LINK (s);
        }
      if (low > 0)
        low--;
    }
#undef UNLINK
#undef LINK
  g_free (degree);
  g_free (head);
  g_free (next);
  g_free (prev);
  g_free (gone);
  return order;
}

/* Swapping colours c and d on the chains through v's c-neighbours frees c
 * for v, unless they reach a d-neighbour of v.  On success the swap is
 * made and TRUE returned.  The exploration stops at the first blocking
 * neighbour, or (FALSE) past `limit` regions. */
static gboolean
kempe_swap (Kempe *ke, guint v, gint c, gint d, guint limit)
{
  const QdMap *map = ke->map;
  guint head = 0, tail = 0;

  if (++ke->visit_gen == 0)
    {
      memset (ke->visit, 0, sizeof (guint) * map->n_regions);
      ke->visit_gen = 1;
    }
  for (guint i = map->offsets[v]; i < map->offsets[v + 1]; i++)
    {
      guint u = map->adjacency[i];

      if (ke->color[u] == c)
        {
          ke->visit[u] = ke->visit_gen;
          ke->queue[tail++] = u;
        }
    }
  while (head < tail)
    {
      guint u = ke->queue[head++];

      if (kempe_should_stop (ke))
        return FALSE;
      ke->run->solution->checks += qd_map_degree (map, u);
      for (guint i = map->offsets[u]; i < map->offsets[u + 1]; i++)
        {
          guint w = map->adjacency[i];
          gint cw = ke->color[w];

          if ((cw != c && cw != d) || ke->visit[w] == ke->visit_gen)
            continue;
          if ((cw == d && ke->is_neighbour[w] == v + 1) || tail >= limit)
            return FALSE;
          ke->visit[w] = ke->visit_gen;
          ke->queue[tail++] = w;
        }
    }
  if (kempe_over_cap (ke, tail + 1))
    return FALSE;
  for (guint i = 0; i < tail; i++)
    kempe_paint (ke, ke->queue[i], ke->color[ke->queue[i]] == c ? d : c);
  return TRUE;
}

/* A first look at each pair of colours stops at chains this long. */
#define KEMPE_SHORT 24
/* Random chain swaps around a region before the construction gives up. */
#define KEMPE_SHAKES 64

/* Counts the colours of v's neighbours; returns a free colour or -1. */
static gint
kempe_free_colour (Kempe *ke, guint v)
{
  const QdMap *map = ke->map;

  memset (ke->count, 0, sizeof (guint) * ke->k);
  ke->run->solution->checks += qd_map_degree (map, v);
  for (guint i = map->offsets[v]; i < map->offsets[v + 1]; i++)
    {
      guint u = map->adjacency[i];

      ke->is_neighbour[u] = v + 1;
      if (ke->color[u] >= 0)
        ke->count[ke->color[u]]++;
    }
  for (guint c = 0; c < ke->k; c++)
    if (ke->count[c] == 0)
      return (gint) c;
  return -1;
}

/* Colours v, whose neighbours use every colour, by one Kempe swap: the
 * colours met least often first (one swap frees a colour met once). */
static gboolean
kempe_colour (Kempe *ke, guint v)
{
  guint k = ke->k;
  guint *by_count = ke->colours_by_count;

  for (guint c = 0; c < k; c++)
    by_count[c] = c;
  for (guint i = 1; i < k; i++)
    for (guint j = i; j > 0 && ke->count[by_count[j]] < ke->count[by_count[j - 1]]; j--)
      {
        guint t = by_count[j];

        by_count[j] = by_count[j - 1];
        by_count[j - 1] = t;
      }
  /* Short chains first: they recolour little and disturb little. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < k; i++)
      for (guint j = 0; j < k; j++)
        {
          gint c = by_count[i], d = by_count[j];

          if (c == d)
            continue;
          if (kempe_swap (ke, v, c, d, pass == 0 ? KEMPE_SHORT : G_MAXUINT))
            {
              kempe_paint (ke, v, c);
              return TRUE;
            }
          if (ke->stopped)
            return FALSE;
        }
  return FALSE;
}

/* Swaps the chain of a random coloured neighbour of v with a random other
 * colour: a new arrangement of v's neighbourhood to try the pairs again on.
 * (Not an uncoloured one: its "chain" would be uncoloured regions, which
 * the swap would colour d, neighbours alike, while the d-coloured regions
 * around lost their colour for good.  Planar maps seldom come here; dense
 * graphs, whose regions have uncoloured neighbours, did, and came out with
 * an improper colouring.) */
static void
kempe_shake (Kempe *ke, guint v)
{
  const QdMap *map = ke->map;
  guint coloured = 0, pick, u = G_MAXUINT;
  gint c;
  gint d;
  guint head = 0, tail = 0;

  for (guint i = map->offsets[v]; i < map->offsets[v + 1]; i++)
    coloured += ke->color[map->adjacency[i]] >= 0;
  if (coloured == 0)
    return;
  pick = qd_random_below (&ke->rng, coloured);
  for (guint i = map->offsets[v]; u == G_MAXUINT; i++)
    if (ke->color[map->adjacency[i]] >= 0 && pick-- == 0)
      u = map->adjacency[i];
  c = ke->color[u];
  d = (c + 1 + (gint) qd_random_below (&ke->rng, ke->k - 1)) % (gint) ke->k;
  if (++ke->visit_gen == 0)
    {
      memset (ke->visit, 0, sizeof (guint) * map->n_regions);
      ke->visit_gen = 1;
    }
  ke->visit[u] = ke->visit_gen;
  ke->queue[tail++] = u;
  while (head < tail && !kempe_should_stop (ke))
    {
      guint x = ke->queue[head++];

      ke->run->solution->checks += qd_map_degree (map, x);
      for (guint i = map->offsets[x]; i < map->offsets[x + 1]; i++)
        {
          guint w = map->adjacency[i];

          if ((ke->color[w] == c || ke->color[w] == d) && ke->visit[w] != ke->visit_gen)
            {
              ke->visit[w] = ke->visit_gen;
              ke->queue[tail++] = w;
            }
        }
    }
  if (ke->stopped || kempe_over_cap (ke, tail + 1))
    return;
  for (guint i = 0; i < tail; i++)
    kempe_paint (ke, ke->queue[i], ke->color[ke->queue[i]] == c ? d : c);
}


/* Phase 1.  TRUE when every region is coloured (in sol->colors). */
static gboolean
construct (Run *run, const QdMap *map)
{
  guint n = map->n_regions;
  g_autofree guint *order = smallest_last_order (map);
  g_autofree guint *queue = g_new (guint, n + 1);
  g_autofree guint *visit = g_new0 (guint, n + 1);
  g_autofree guint *is_neighbour = g_new0 (guint, n + 1);
  g_autofree guint *count = g_new (guint, run->options->colors + 1);
  g_autofree guint *by_count = g_new (guint, run->options->colors + 1);
  Kempe ke = {
    .run = run, .map = map, .k = run->options->colors, .color = run->solution->colors,
    .queue = queue, .visit = visit, .is_neighbour = is_neighbour, .count = count,
    .colours_by_count = by_count, .rng = run->options->seed,
    .work = STOP_CHECK_INTERVAL - 1,   /* the first call looks */
  };

  for (guint i = 0; i < n; i++)
    {
      guint v = order[i];
      gint c;
      gboolean done = FALSE;

      if (kempe_should_stop (&ke))
        return FALSE;
      c = kempe_free_colour (&ke, v);
      if (c >= 0)
        {
          kempe_paint (&ke, v, c);
          continue;
        }
      for (guint shake = 0; !done && shake <= KEMPE_SHAKES && !ke.stopped; shake++)
        {
          if (shake > 0)
            {
              kempe_shake (&ke, v);
              c = kempe_free_colour (&ke, v);
              if (c >= 0)
                {
                  kempe_paint (&ke, v, c);
                  done = TRUE;
                  break;
                }
            }
          done = kempe_colour (&ke, v);
        }
      if (!done)
        return FALSE;
    }
  return TRUE;
}

/* From this many regions on, best works on the map renumbered breadth-first
 * (qd-mapcolor-renumber.h): its arrays no longer fit a cache, and on randomly
 * numbered regions (a generated map's) its walks miss it at nearly every
 * step.  Below, the map is coloured as it is numbered. */
#define RENUMBER_MIN_REGIONS 200000

static QdMapcolorStatus solve_best_here (Run *run, const QdMap *map);

typedef struct {
  const QdMapcolorSolveOptions *outer;
  const guint *order;
} Renumbered;

static void
renumbered_assign (gpointer user_data, guint region, gint color)
{
  const Renumbered *r = user_data;

  r->outer->on_assign (r->outer->user_data, r->order[region], color);
}

static QdMapcolorStatus
solve_best (Run *run, const QdMap *map)
{
  QdMapcolorSolution *sol = run->solution;
  g_autofree guint *order = NULL;
  g_autoptr(QdMap) local = NULL;
  QdMapcolorSolveOptions options = *run->options;
  Renumbered renumbered = { run->options, NULL };
  QdMapcolorSolution inner = { 0 };
  Run here = { &options, &inner, run->deadline_us };
  QdMapcolorStatus status;

  if (map->n_regions < RENUMBER_MIN_REGIONS)
    return solve_best_here (run, map);
  local = qd_mapcolor_renumber_bfs (map, &order);
  renumbered.order = order;
  if (options.on_assign != NULL)
    {
      options.on_assign = renumbered_assign;
      options.user_data = &renumbered;
    }
  inner.colors = g_new (gint, map->n_regions);
  for (guint r = 0; r < map->n_regions; r++)
    inner.colors[r] = -1;
  status = solve_best_here (&here, local);
  for (guint r = 0; r < map->n_regions; r++)
    sol->colors[order[r]] = inner.colors[r];
  sol->assignments += inner.assignments;
  sol->checks += inner.checks;
  sol->backtracks += inner.backtracks;
  g_free (inner.colors);
  return status;
}

static QdMapcolorStatus
solve_best_here (Run *run, const QdMap *map)
{
  QdMapcolorSolution *sol = run->solution;
  g_autofree gint *kempe_left = NULL;

  if (run->options->colors >= 4 && map->n_regions > 0)
    {
      if (construct (run, map))
        return QD_MAPCOLOR_SOLVED;
      if (out_of_time (run) ||
          (run->options->max_assignments != 0 && sol->assignments >= run->options->max_assignments))
        return unfinished (run);
      /* What the construction coloured (properly) is tabu search's start. */
      kempe_left = g_memdup2 (sol->colors, sizeof (gint) * map->n_regions);
      for (guint r = 0; r < map->n_regions; r++)
        sol->colors[r] = -1;
      qd_mapcolor_run_tell_uncoloured (run, map);
    }
  return qd_mapcolor_search_hard (run, map, kempe_left);
}

/* ---------------------------------------------------------------- entry */

QdMapcolorSolution *
qd_mapcolor_solve (const QdMap *map, const QdMapcolorSolveOptions *options)
{
  QdMapcolorSolveOptions defaults;
  QdMapcolorSolution *sol;
  gint64 start = g_get_monotonic_time ();
  Run run;

  g_return_val_if_fail (map != NULL, NULL);
  if (options == NULL)
    {
      qd_mapcolor_solve_options_init (&defaults);
      options = &defaults;
    }
  g_return_val_if_fail (options->colors >= 1 && options->algorithm < QD_MAPCOLOR_N_ALGOS, NULL);

  sol = g_new0 (QdMapcolorSolution, 1);
  sol->colors = g_new (gint, map->n_regions + 1);
  for (guint r = 0; r < map->n_regions; r++)
    sol->colors[r] = -1;
  run.options = options;
  run.solution = sol;
  run.deadline_us = options->time_limit_us > 0 ? start + options->time_limit_us : 0;
  run.tree = NULL;

  switch (options->algorithm)
    {
    case QD_MAPCOLOR_ALGO_BACKTRACKING:
      sol->status = solve_with_engine (&run, map, QD_CSP_INFER_NONE, QD_CSP_VAR_RANDOM, QD_CSP_VAL_RANDOM);
      break;
    case QD_MAPCOLOR_ALGO_FC:
      sol->status = solve_with_engine (&run, map, QD_CSP_INFER_FC, QD_CSP_VAR_MRV_DEGREE, QD_CSP_VAL_LCV);
      break;
    case QD_MAPCOLOR_ALGO_MAC:
      sol->status = solve_with_engine (&run, map, QD_CSP_INFER_MAC, QD_CSP_VAR_MRV_DEGREE, QD_CSP_VAL_LCV);
      break;
    case QD_MAPCOLOR_ALGO_MIN_CONFLICTS:
      sol->status = solve_min_conflicts (&run, map);
      break;
    case QD_MAPCOLOR_ALGO_SAT:
      sol->status = qd_mapcolor_solve_sat (&run, map);
      break;
    case QD_MAPCOLOR_ALGO_BEST:
    default:
      sol->status = solve_best (&run, map);
      break;
    }
  if (sol->status != QD_MAPCOLOR_SOLVED)
    for (guint r = 0; r < map->n_regions; r++)
      sol->colors[r] = -1;
  else
    g_assert (qd_map_colouring_valid (map, sol->colors, options->colors));
  sol->time_us = g_get_monotonic_time () - start;
  if (options->progress_nodes != NULL)
    __atomic_store_n (options->progress_nodes, (gint64) sol->assignments, __ATOMIC_RELAXED);
  return sol;
}
