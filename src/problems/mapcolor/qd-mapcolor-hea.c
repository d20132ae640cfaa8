/* qd-mapcolor-hea.c — the hybrid evolutionary algorithm for K-colouring
 * (Galinier and Hao 1999, "Hybrid evolutionary algorithms for graph
 * coloring", J. Comb. Optim. 3:379), written from the paper.
 *
 * A population of P complete colourings (conflicts allowed), each scored
 * by its conflicting borders.  A generation draws two distinct parents at
 * random, crosses them with the greedy partition crossover (GPX: a
 * colouring is a partition into K classes; the child takes, in turn from
 * each parent, the class with the most regions it does not have yet, so
 * it inherits large classes, which a K-colouring needs), improves the
 * child by L moves of tabu search, and puts it in the place of the worse
 * parent unless it is worse than that parent or a copy of a member.  The
 * first members are random colourings improved the same way; the first
 * of all starts from what the Kempe construction coloured.
 *
 * Units.  Work comes in units of T jobs: T offspring (or first members)
 * made one after another from the generation's random draws, then searched
 * independently (on T threads when the caller has them), then put in the
 * population in job order.  Every draw is made by the coordinator from the
 * lane's generator, and job t's search is seeded from (seed, unit, t): the
 * population after each unit is a function of the seed, P, L and T only,
 * whatever thread ran which job and when.
 *
 * The local search of job t: TabuCol or PartialCol, both with the dynamic
 * tenure, or both in turn (even jobs TabuCol, odd PartialCol; with T = 1,
 * by unit: the default).  The reactive tenure for PartialCol did worse on
 * le450_15c/d (6.7 billion units of work over 3 seeds each against 4.7)
 * though better on le450_25c (1.6 against 2.0).  L by default: 90 n moves (bench-hardgraph: on
 * le450_15c/d at 15 colours and le450_25c at 26, 10 n left a third of the
 * seeds stuck for 30 s, 44 n solved 15c/d in 0.8–3.3 s but 25c in up to
 * 12 s, 90 n all in 0.8–4.2 s).
 *
 * Memory: everything is allocated by qd_mapcolor_hea_new.
 */
#include "qd-mapcolor-hea.h"

#include "core/qd-random.h"

#include <string.h>

/* The default L, in moves per region. */
#define MOVES_PER_REGION 90

struct _QdMapcolorHea {
  const QdMap *map;
  guint n, k;
  QdMapcolorHeaParams params;
  gint *colors;                /* P × n */
  guint64 *conflicts;          /* P */
  guint filled;                /* members made so far */
  guint64 seed, rng, unit;
  QdMapcolorTabu **ls;         /* T */
  gint *child;                 /* T × n: the jobs' colourings, in and out */
  guint *parents;              /* T × 2: the parents (first members: the member twice) */
  QdMapcolorHeaJob *results;   /* T */
  guint *scratch;              /* GPX */
  guint n_jobs;
};

void
qd_mapcolor_hea_params_init (QdMapcolorHeaParams *params)
{
  params->population = 10;
  params->moves = 0;
  params->jobs = 1;
  params->search = QD_MAPCOLOR_HEA_MIXED;
}

QdMapcolorHea *
qd_mapcolor_hea_new (const QdMap *map, guint colors, guint64 seed, const gint *start,
                     guint64 max_cells, const QdMapcolorHeaParams *params)
{
  QdMapcolorHea *h = g_new0 (QdMapcolorHea, 1);
  guint n = map->n_regions;

  h->map = map;
  h->n = n;
  h->params = *params;
  h->params.population = MAX (h->params.population, 2);
  h->params.jobs = MAX (h->params.jobs, 1);
  if (h->params.moves == 0)
    h->params.moves = MAX (MOVES_PER_REGION * n, 1000);
  h->ls = g_new0 (QdMapcolorTabu *, h->params.jobs);
  for (guint t = 0; t < h->params.jobs; t++)
    {
      h->ls[t] = qd_mapcolor_tabu_new (map, colors, seed, NULL, max_cells, QD_MAPCOLOR_TABU_TABUCOL,
                                       QD_MAPCOLOR_TENURE_DYNAMIC);
      if (h->ls[t] == NULL)
        {
          qd_mapcolor_hea_free (h);
          return NULL;
        }
    }
  /* The tabu search caps K at the largest degree + 1: so does the population. */
  for (guint r = 0, max_degree = 0; r < n; r++)
    {
      max_degree = MAX (max_degree, qd_map_degree (map, r));
      h->k = MIN (colors, max_degree + 1);
    }
  h->k = MAX (h->k, 1);
  h->colors = g_new (gint, (gsize) h->params.population * n + 1);
  h->conflicts = g_new0 (guint64, h->params.population);
  h->child = g_new (gint, (gsize) h->params.jobs * n + 1);
  h->parents = g_new0 (guint, 2 * h->params.jobs);
  h->results = g_new0 (QdMapcolorHeaJob, h->params.jobs);
  h->scratch = g_new (guint, 4 * (gsize) h->k + 2 * (gsize) n + 2);
  h->seed = seed;
  h->rng = qd_random_mix (seed ^ G_GUINT64_CONSTANT (0x4845410000000000));
  /* The first member: the Kempe construction's colours, the rest by the
   * tabu search's greedy start (reset). */
  for (guint r = 0; r < n; r++)
    h->colors[r] = start != NULL && start[r] >= 0 && (guint) start[r] < h->k ? start[r] : -1;
  return h;
}

void
qd_mapcolor_hea_free (QdMapcolorHea *h)
{
  if (h == NULL)
    return;
  for (guint t = 0; t < h->params.jobs; t++)
    qd_mapcolor_tabu_free (h->ls[t]);
  g_free (h->ls);
  g_free (h->colors);
  g_free (h->conflicts);
  g_free (h->child);
  g_free (h->parents);
  g_free (h->results);
  g_free (h->scratch);
  g_free (h);
}

/* ------------------------------------------------------------------ GPX */

/* Parent p's classes as lists: offsets (k + 1), members (n), left (k). */
static void
classes (const gint *parent, guint n, guint k, guint *offsets, guint *members, guint *left)
{
  memset (offsets, 0, sizeof (guint) * (k + 1));
  for (guint v = 0; v < n; v++)
    offsets[parent[v] + 1]++;
  for (guint c = 0; c < k; c++)
    offsets[c + 1] += offsets[c];
  /* A counting sort, `left` as the cursors. */
  memcpy (left, offsets, sizeof (guint) * k);
  for (guint v = 0; v < n; v++)
    members[left[parent[v]]++] = v;
  for (guint c = 0; c < k; c++)
    left[c] = offsets[c + 1] - offsets[c];
}

void
qd_mapcolor_gpx (const gint *a, const gint *b, guint n, guint k, guint *scratch, gint *child, guint64 *work)
{
  const gint *parent[2] = { a, b };
  guint *offsets[2], *members[2], *left[2];

  offsets[0] = scratch;
  offsets[1] = offsets[0] + k + 1;
  left[0] = offsets[1] + k + 1;
  left[1] = left[0] + k;
  members[0] = left[1] + k;
  members[1] = members[0] + n;
  for (guint p = 0; p < 2; p++)
    classes (parent[p], n, k, offsets[p], members[p], left[p]);
  for (guint v = 0; v < n; v++)
    child[v] = -1;
  *work += 3 * (guint64) n + 2 * (guint64) k;
  for (guint l = 0; l < k; l++)
    {
      guint p = l % 2, q = 1 - p, best = 0;

      for (guint c = 1; c < k; c++)
        if (left[p][c] > left[p][best])
          best = c;
      *work += k;
      if (left[p][best] == 0)
        break;
      for (guint i = offsets[p][best]; i < offsets[p][best + 1]; i++)
        {
          guint v = members[p][i];

          if (child[v] >= 0)
            continue;
          child[v] = (gint) l;
          left[q][parent[q][v]]--;
        }
      *work += offsets[p][best + 1] - offsets[p][best];
      left[p][best] = 0;
    }
}

/* ---------------------------------------------------------------- units */

guint
qd_mapcolor_hea_prepare (QdMapcolorHea *h, guint64 *work)
{
  const guint n = h->n, size = h->params.population;

  h->n_jobs = 0;
  if (h->filled < size)
    {
      /* First members: the first keeps its colours (see _new), the others
       * are random. */
      for (guint t = 0; t < h->params.jobs && h->filled + t < size; t++)
        {
          guint i = h->filled + t;
          gint *child = h->child + (gsize) t * n;

          if (i == 0)
            memcpy (child, h->colors, sizeof (gint) * n);
          else
            for (guint v = 0; v < n; v++)
              child[v] = (gint) qd_random_below (&h->rng, h->k);
          h->parents[2 * t] = h->parents[2 * t + 1] = i;
          h->n_jobs++;
        }
      *work += (guint64) h->n_jobs * n;
      return h->n_jobs;
    }
  for (guint t = 0; t < h->params.jobs; t++)
    {
      guint a = qd_random_below (&h->rng, size);
      guint b = (a + 1 + qd_random_below (&h->rng, size - 1)) % size;

      h->parents[2 * t] = a;
      h->parents[2 * t + 1] = b;
      qd_mapcolor_gpx (h->colors + (gsize) a * n, h->colors + (gsize) b * n, n, h->k, h->scratch,
                       h->child + (gsize) t * n, work);
      h->n_jobs++;
    }
  return h->n_jobs;
}

void
qd_mapcolor_hea_job (QdMapcolorHea *h, guint t, const QdMapcolorTabuLimits *limits)
{
  QdMapcolorTabu *ls = h->ls[t];
  QdMapcolorHeaJob *r = &h->results[t];
  QdMapcolorTabuLimits l = *limits;
  gint *child = h->child + (gsize) t * h->n;
  gboolean partial;
  guint64 before = qd_mapcolor_tabu_work (ls);

  switch (h->params.search)
    {
    case QD_MAPCOLOR_HEA_TABUCOL:
      partial = FALSE;
      break;
    case QD_MAPCOLOR_HEA_PARTIALCOL:
      partial = TRUE;
      break;
    case QD_MAPCOLOR_HEA_MIXED:
    default:
      partial = h->params.jobs == 1 ? h->unit % 2 == 1 : t % 2 == 1;
      break;
    }
  qd_mapcolor_tabu_set_rule (ls, partial ? QD_MAPCOLOR_TABU_PARTIALCOL : QD_MAPCOLOR_TABU_TABUCOL,
                             QD_MAPCOLOR_TENURE_DYNAMIC);
  memset (r, 0, sizeof *r);
  r->assignments = qd_mapcolor_tabu_reset (ls, child, qd_random_mix (qd_random_mix (h->seed + h->unit) + t));
  r->checks = (guint64) h->n * h->k;
  l.max_assignments = limits->max_assignments != 0 ? MIN (limits->max_assignments, h->params.moves)
                                                  : h->params.moves;
  r->status = qd_mapcolor_tabu_run (ls, &l, &r->assignments, &r->checks);
  r->work = qd_mapcolor_tabu_work (ls) - before;
  r->conflicts = qd_mapcolor_tabu_best (ls, child);
}

const QdMapcolorHeaJob *
qd_mapcolor_hea_job_result (const QdMapcolorHea *h, guint t)
{
  return &h->results[t];
}

const gint *
qd_mapcolor_hea_solution (const QdMapcolorHea *h, guint t)
{
  return h->child + (gsize) t * h->n;
}

void
qd_mapcolor_hea_finish (QdMapcolorHea *h)
{
  const guint n = h->n;

  for (guint t = 0; t < h->n_jobs; t++)
    {
      const gint *child = h->child + (gsize) t * n;
      guint64 f = h->results[t].conflicts;
      guint a = h->parents[2 * t], b = h->parents[2 * t + 1];
      guint worse = h->conflicts[a] >= h->conflicts[b] ? a : b;
      gboolean copy = FALSE;

      if (a == b)
        {
          /* A first member. */
          memcpy (h->colors + (gsize) a * n, child, sizeof (gint) * n);
          h->conflicts[a] = f;
          h->filled++;
          continue;
        }
      if (f > h->conflicts[worse])
        continue;
      for (guint i = 0; i < h->params.population && !copy; i++)
        copy = h->conflicts[i] == f && memcmp (h->colors + (gsize) i * n, child, sizeof (gint) * n) == 0;
      if (copy)
        continue;
      memcpy (h->colors + (gsize) worse * n, child, sizeof (gint) * n);
      h->conflicts[worse] = f;
    }
  h->unit++;
}

