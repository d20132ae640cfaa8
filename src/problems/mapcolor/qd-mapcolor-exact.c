/* qd-mapcolor-exact.c — colouring as an exact cover, when cliques of K
 * regions partition the graph (best's phase between the clique bound and
 * the searches; qd_mapcolor_cover_phase).
 *
 * With K colours and the regions split into alpha disjoint K-cliques
 * (n = alpha K), every colour class holds exactly one region of each
 * clique: it is a transversal, an independent set with one region per
 * clique.  A K-colouring is then K disjoint transversals, i.e. an exact
 * cover of the regions by transversals, and conversely.  On the queens
 * graph of side N with N colours the transversals are the solutions of
 * the N-queens puzzle (2,680 for N = 11), and a colouring is N of them
 * that do not meet: a puzzle the colouring search (which builds the
 * classes a region at a time) finds very hard, the exact cover easy.
 * The same view is Vasquez's (2004) on the queens graphs; here it is
 * general, for any graph that a greedy choice of K-cliques partitions.
 *
 * 1. The transversals, by a depth-first search: the clique with the
 *    fewest regions left that no chosen region borders next (forward
 *    checking: a clique with none left ends the branch), each region left
 *    in it in turn.  Each transversal is met once.
 * 2. Algorithm X with dancing links (Knuth 2000, "Dancing Links"): a
 *    column per region, a row per transversal; the column with the fewest
 *    rows left first.  The rows are sets: the colours' K! renamings are
 *    never tried.  The transversals are all there, so when X ends without
 *    a cover there is no K-colouring: NO_SOLUTION, proved.
 *
 * Both steps count their work (a neighbour looked up, a link unlinked) as
 * checks and stop at `max_work`, a bound on this phase alone: on a graph
 * with too many transversals it gives way to the searches, which are
 * complete anyway.  A row taken colours its alpha regions (assignments,
 * told to the listener: colour d for the d-th row on the stack, -1 when
 * it is taken back).  The deadline and the stop flag are looked at every
 * 1024 steps.  No clock decides anything: the outcome is a function of
 * the graph and K.
 *
 * qd_mapcolor_cover_phase, best's hook (qd-mapcolor-hard.c, after the
 * clique bound, for 4 <= K <= 64): the K-cliques (qd-mapcolor-cover.c);
 * one of more than K regions met on the way: NO_SOLUTION; the pigeonhole
 * propagators added to the searches' model when the cliques cover every
 * region; this phase when they partition the regions.
 */
#include "qd-mapcolor-solve-private.h"

#include "qd-mapcolor-cover.h"

#include <string.h>

/* Steps between two looks at the stop flag and the clock. */
#define LOOK_STEPS 1024
/* The phase's work bound (neighbour look-ups and links): half a second to a second. */
#define DEFAULT_MAX_WORK (G_GUINT64_CONSTANT (100) * 1000 * 1000)
/* Links of the matrix at most (rows × alpha): 16 bytes each. */
#define MAX_NODES (1u << 22)

typedef struct {
  const QdMap *map;
  guint k, alpha;
  const guint *parts;        /* alpha × k regions */
  const QdMapcolorExactLimits *limits;
  guint64 *assignments;
  guint64 work, max_work;
  guint steps;
  QdMapcolorExactStatus status;  /* SOLVED while going on */
  gboolean ended;

  /* Step 1. */
  guint *blocked;            /* per region: chosen regions next to it */
  guint8 *part_done;
  guint *pick;               /* alpha: the transversal being built */
  GArray *rows;              /* alpha per transversal */

  /* Step 2: node 0 the root, 1 .. n the columns, then alpha per row. */
  guint *left, *right, *up, *down, *column;
  guint *size;               /* per column */
  gint *colors;
} Exact;

static gboolean
out_of_time (Exact *x)
{
  const QdMapcolorExactLimits *l = x->limits;

  if (x->ended)
    return TRUE;
  if (x->work > x->max_work)
    {
      x->status = QD_MAPCOLOR_EXACT_GAVE_UP;
      x->ended = TRUE;
    }
  else if (++x->steps >= LOOK_STEPS)
    {
      x->steps = 0;
      if ((l->stop != NULL && g_atomic_int_get (l->stop) != 0) ||
          (l->deadline_us != 0 && g_get_monotonic_time () >= l->deadline_us))
        {
          x->status = QD_MAPCOLOR_EXACT_STOPPED;
          x->ended = TRUE;
        }
    }
  return x->ended;
}

static void
block (Exact *x, guint v, gint by)
{
  const QdMap *map = x->map;

  for (guint i = map->offsets[v]; i < map->offsets[v + 1]; i++)
    x->blocked[map->adjacency[i]] += by;
  x->work += qd_map_degree (map, v);
}

/* Step 1: the transversals through the cliques not done yet. */
static void
transversals (Exact *x, guint depth)
{
  guint next = G_MAXUINT, fewest = G_MAXUINT;

  if (depth == x->alpha)
    {
      if ((gsize) (x->rows->len / x->alpha + 1) * x->alpha > MAX_NODES)
        {
          x->status = QD_MAPCOLOR_EXACT_GAVE_UP;
          x->ended = TRUE;
          return;
        }
      g_array_append_vals (x->rows, x->pick, x->alpha);
      return;
    }
  for (guint p = 0; p < x->alpha; p++)
    {
      guint left = 0;

      if (x->part_done[p])
        continue;
      for (guint i = 0; i < x->k; i++)
        left += x->blocked[x->parts[p * x->k + i]] == 0;
      x->work += x->k;
      if (left < fewest)
        {
          fewest = left;
          next = p;
        }
    }
  if (fewest == 0)
    return;
  x->part_done[next] = 1;
  for (guint i = 0; i < x->k && !out_of_time (x); i++)
    {
      guint v = x->parts[next * x->k + i];

      if (x->blocked[v] != 0)
        continue;
      x->pick[depth] = v;
      block (x, v, 1);
      transversals (x, depth + 1);
      block (x, v, -1);
    }
  x->part_done[next] = 0;
}

/* Step 2: the matrix of the rows found. */
static void
build_matrix (Exact *x)
{
  guint n = x->map->n_regions, n_rows = x->rows->len / x->alpha;
  gsize nodes = 1 + n + (gsize) n_rows * x->alpha;
  const guint *rows = (const guint *) x->rows->data;

  x->left = g_new (guint, nodes);
  x->right = g_new (guint, nodes);
  x->up = g_new (guint, nodes);
  x->down = g_new (guint, nodes);
  x->column = g_new (guint, nodes);
  x->size = g_new0 (guint, n + 1);
  for (guint c = 0; c <= n; c++)
    {
      x->left[c] = c == 0 ? n : c - 1;
      x->right[c] = c == n ? 0 : c + 1;
      x->up[c] = x->down[c] = x->column[c] = c;
    }
  for (guint r = 0; r < n_rows; r++)
    {
      guint first = 1 + n + r * x->alpha;

      for (guint i = 0; i < x->alpha; i++)
        {
          guint node = first + i, c = 1 + rows[r * x->alpha + i];

          x->left[node] = i == 0 ? first + x->alpha - 1 : node - 1;
          x->right[node] = i + 1 == x->alpha ? first : node + 1;
          x->column[node] = c;
          x->up[node] = x->up[c];
          x->down[node] = c;
          x->down[x->up[c]] = node;
          x->up[c] = node;
          x->size[c]++;
        }
    }
  x->work += nodes;
}

static void
cover (Exact *x, guint c)
{
  x->right[x->left[c]] = x->right[c];
  x->left[x->right[c]] = x->left[c];
  for (guint i = x->down[c]; i != c; i = x->down[i])
    for (guint j = x->right[i]; j != i; j = x->right[j])
      {
        x->down[x->up[j]] = x->down[j];
        x->up[x->down[j]] = x->up[j];
        x->size[x->column[j]]--;
        x->work++;
      }
}

static void
uncover (Exact *x, guint c)
{
  for (guint i = x->up[c]; i != c; i = x->up[i])
    for (guint j = x->left[i]; j != i; j = x->left[j])
      {
        x->size[x->column[j]]++;
        x->down[x->up[j]] = j;
        x->up[x->down[j]] = j;
      }
  x->right[x->left[c]] = c;
  x->left[x->right[c]] = c;
}

/* The regions of the row of `node` get colour `color` (-1: none). */
static void
paint_row (Exact *x, guint node, gint color)
{
  const QdMapcolorExactLimits *l = x->limits;
  guint j = node;

  do
    {
      guint region = x->column[j] - 1;

      x->colors[region] = color;
      if (l->on_assign != NULL)
        l->on_assign (l->user_data, region, color);
      j = x->right[j];
    }
  while (j != node);
  if (color >= 0)
    *x->assignments += x->alpha;
}

/* Algorithm X.  TRUE when the rows on the stack cover every column. */
static gboolean
search (Exact *x, guint depth)
{
  guint best = 0, fewest = G_MAXUINT;

  if (x->right[0] == 0)
    return TRUE;
  if (depth == x->k)
    return FALSE;
  for (guint c = x->right[0]; c != 0; c = x->right[c])
    if (x->size[c] < fewest)
      {
        fewest = x->size[c];
        best = c;
      }
  x->work += x->map->n_regions - depth * x->alpha;
  if (fewest == 0)
    return FALSE;
  cover (x, best);
  for (guint r = x->down[best]; r != best; r = x->down[r])
    {
      if (out_of_time (x))
        break;
      if (x->limits->max_assignments != 0 && *x->assignments + x->alpha > x->limits->max_assignments)
        {
          x->status = QD_MAPCOLOR_EXACT_STOPPED;
          x->ended = TRUE;
          break;
        }
      for (guint j = x->right[r]; j != r; j = x->right[j])
        cover (x, x->column[j]);
      paint_row (x, r, (gint) depth);
      if (search (x, depth + 1))
        return TRUE;
      paint_row (x, r, -1);
      for (guint j = x->left[r]; j != r; j = x->left[j])
        uncover (x, x->column[j]);
    }
  uncover (x, best);
  return FALSE;
}

QdMapcolorExactStatus
qd_mapcolor_exact_cover (const QdMap *map, guint k, const guint *parts, guint alpha,
                         const QdMapcolorExactLimits *limits, gint *colors,
                         guint64 *assignments, guint64 *checks)
{
  guint n = map->n_regions;
  Exact x = {
    .map = map, .k = k, .alpha = alpha, .parts = parts, .limits = limits,
    .assignments = assignments, .status = QD_MAPCOLOR_EXACT_SOLVED, .colors = colors,
  };

  g_return_val_if_fail (k >= 1 && alpha >= 1 && (gsize) alpha * k == n, QD_MAPCOLOR_EXACT_GAVE_UP);
  x.max_work = limits->max_work != 0 ? limits->max_work : DEFAULT_MAX_WORK;
  x.blocked = g_new0 (guint, n);
  x.part_done = g_new0 (guint8, alpha);
  x.pick = g_new (guint, alpha);
  x.rows = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint r = 0; r < n; r++)
    colors[r] = -1;
  transversals (&x, 0);
  if (!x.ended)
    {
      build_matrix (&x);
      if (!search (&x, 0) && !x.ended)
        x.status = QD_MAPCOLOR_EXACT_NONE;
    }
  if (x.status != QD_MAPCOLOR_EXACT_SOLVED)
    for (guint r = 0; r < n; r++)
      colors[r] = -1;
  *checks += x.work;
  g_free (x.blocked);
  g_free (x.part_done);
  g_free (x.pick);
  g_array_unref (x.rows);
  g_free (x.left);
  g_free (x.right);
  g_free (x.up);
  g_free (x.down);
  g_free (x.column);
  g_free (x.size);
  return x.status;
}

/* ------------------------------------------------------------ best's hook */

static gboolean
covers_all (const QdMap *map, guint k, const guint *cliques, guint n_cliques)
{
  g_autofree guint8 *in = g_new0 (guint8, map->n_regions + 1);
  guint covered = 0;

  for (gsize i = 0; i < (gsize) n_cliques * k; i++)
    if (!in[cliques[i]])
      {
        in[cliques[i]] = 1;
        covered++;
      }
  return covered == map->n_regions;
}

gboolean
qd_mapcolor_cover_phase (QdMapcolorRun *run, const QdMap *map, QdCsp *csp, QdMapcolorStatus *status)
{
  const QdMapcolorSolveOptions *mo = run->options;
  QdMapcolorSolution *sol = run->solution;
  g_autofree guint *cliques = NULL;
  g_autofree guint *parts = NULL;
  g_autofree guint *members = NULL;
  guint n_cliques = 0, alpha = 0, k = mo->colors;
  gboolean larger = FALSE;
  QdMapcolorExactLimits limits = {
    .max_assignments = mo->max_assignments, .deadline_us = run->deadline_us, .stop = mo->stop,
    .on_assign = mo->on_assign, .user_data = mo->user_data,
  };

  /* Fewer colours: the cliques are triangles or edges, which the borders
   * and arc consistency already handle; more than 64: no domain words. */
  if (k < 4 || k > 64 || qd_mapcolor_run_out_of_time (run))
    return FALSE;
  cliques = qd_mapcolor_k_cliques (map, k, 0, &n_cliques, &larger, &sol->checks);
  if (larger)
    {
      *status = QD_MAPCOLOR_NO_SOLUTION;
      return TRUE;
    }
  if (n_cliques == 0)
    return FALSE;
  /* The propagators when every region is in one of the cliques (the
   * queens graphs, Latin squares): elsewhere (Leighton's graphs, 60 to 95%
   * of the regions) they made each assignment up to twice as slow (the
   * engine's degree upkeep for them) for no gain measured. */
  if (covers_all (map, k, cliques, n_cliques))
    qd_mapcolor_add_pigeonhole (csp, k, cliques, n_cliques);

  parts = g_new (guint, n_cliques);
  if (!qd_mapcolor_clique_partition (map, k, cliques, n_cliques, parts, &alpha))
    return FALSE;
  members = g_new (guint, (gsize) alpha * k);
  for (guint p = 0; p < alpha; p++)
    memcpy (members + (gsize) p * k, cliques + (gsize) parts[p] * k, sizeof (guint) * k);
  switch (qd_mapcolor_exact_cover (map, k, members, alpha, &limits, sol->colors, &sol->assignments, &sol->checks))
    {
    case QD_MAPCOLOR_EXACT_SOLVED:
      *status = QD_MAPCOLOR_SOLVED;
      return TRUE;
    case QD_MAPCOLOR_EXACT_NONE:
      *status = QD_MAPCOLOR_NO_SOLUTION;
      return TRUE;
    case QD_MAPCOLOR_EXACT_STOPPED:
      qd_mapcolor_run_tell_uncoloured (run, map);
      *status = qd_mapcolor_run_unfinished (run);
      return TRUE;
    case QD_MAPCOLOR_EXACT_GAVE_UP:
    default:
      qd_mapcolor_run_tell_uncoloured (run, map);
      return FALSE;
    }
}
