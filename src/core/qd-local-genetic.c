/* qd-local-genetic.c — the genetic algorithm (qd-local-population.h, AIMA
 * figures 4.6 and 4.8): roulette or tournament selection, single-point or
 * the problem's crossover, mutation, elitism, culling. */
#include "qd-local-population.h"
#include "qd-names.h"
#include "qd-random.h"

#include <math.h>
#include <string.h>

typedef struct {
  const QdGeneticProblem *p;
  const QdGeneticOptions *o;
  QdGeneticStats *stats;
  guint64 rng;
  guint size, n_genes;
  guint *genes, *next_genes;        /* size × n_genes */
  double *fitness, *next_fitness;
  guint *order;                     /* indexes, fittest first */
  guint *rank;                      /* per individual: its place in order */
  double *share;                    /* % */
  double *cumulative;               /* roulette: running sums of the parents' fitness */
  gboolean *culled;
  guint parents;                    /* the first `parents` of order may be drawn */
  guint *records;                   /* the eight arrays below, one block */
  guint *parent_a, *parent_b, *point, *mutated;
  guint *next_parent_a, *next_parent_b, *next_point, *next_mutated;
  guint *best;                      /* the caller's buffer (or ours) */
  gboolean own_best;
} Ga;

static const char *const selection_names[] = { "roulette", "tournament" };

QD_NAMES_FUNCTIONS (qd_selection, QdSelection, selection_names, "unknown")

void
qd_genetic_options_init (QdGeneticOptions *options)
{
  g_return_if_fail (options != NULL);
  memset (options, 0, sizeof *options);
  options->population = 20;
  options->selection = QD_SELECTION_ROULETTE;
  options->tournament_size = 2;
  options->mutation_rate = 0.1;
  options->cull_below = -G_MAXDOUBLE;
  options->max_generations = 1000;
}

void
qd_genetic_single_point (const guint *x, const guint *y, guint n, guint point, guint *child)
{
  g_return_if_fail (point <= n);
  memcpy (child, x, sizeof (guint) * point);
  memcpy (child + point, y + point, sizeof (guint) * (n - point));
}

static inline guint *
genes_of (guint *genes, guint n_genes, guint i)
{
  return genes + (gsize) i * n_genes;
}

/* ------------------------------------------------------------- ranking */

/* a before b: fitter, or as fit with a smaller index. */
static inline gboolean
before (const Ga *ga, guint a, guint b)
{
  return ga->fitness[a] > ga->fitness[b] || (ga->fitness[a] == ga->fitness[b] && a < b);
}

static void
sift (const Ga *ga, guint *h, guint n, guint i)
{
  for (;;)
    {
      guint l = 2 * i + 1, r = l + 1, m = i, t;

      /* A heap with the last in order at the root: sorting puts it at the end. */
      if (l < n && before (ga, h[m], h[l]))
        m = l;
      if (r < n && before (ga, h[m], h[r]))
        m = r;
      if (m == i)
        return;
      t = h[i], h[i] = h[m], h[m] = t;
      i = m;
    }
}

/* order: fittest first (heap sort: no allocation); then which may be parents. */
static void
rank_population (Ga *ga)
{
  const QdGeneticOptions *o = ga->o;
  guint n = ga->size, m;

  for (guint i = 0; i < n; i++)
    ga->order[i] = i;
  for (guint i = n / 2; i-- > 0;)
    sift (ga, ga->order, n, i);
  for (guint end = n; end-- > 1;)
    {
      guint t = ga->order[0];

      ga->order[0] = ga->order[end], ga->order[end] = t;
      sift (ga, ga->order, end, 0);
    }
  for (guint i = 0; i < n; i++)
    ga->rank[ga->order[i]] = i;
  m = n - (guint) MIN ((double) n, floor (CLAMP (o->cull_fraction, 0, 1) * n));
  while (m > 0 && ga->fitness[ga->order[m - 1]] < o->cull_below)
    m--;
  ga->parents = m > 0 ? m : n;
  for (guint i = 0; i < n; i++)
    ga->culled[i] = ga->rank[i] >= ga->parents;
}

/* Each individual's chance of being drawn as a parent, in %. */
static void
compute_shares (Ga *ga)
{
  guint n = ga->size, m = ga->parents;
  double sum = 0;

  for (guint i = 0; i < n; i++)
    {
      sum += ga->culled[i] ? 0 : MAX (ga->fitness[i], 0);
      ga->cumulative[i] = sum;
    }
  for (guint i = 0; i < n; i++)
    {
      double r = ga->rank[i], t = MAX (ga->o->tournament_size, 1);

      if (ga->culled[i])
        ga->share[i] = 0;
      else if (ga->o->selection == QD_SELECTION_TOURNAMENT)
        ga->share[i] = 100 * (pow (m - r, t) - pow (m - r - 1, t)) / pow (m, t);
      else if (sum > 0)
        ga->share[i] = 100 * MAX (ga->fitness[i], 0) / sum;
      else
        ga->share[i] = 100.0 / m;
    }
}

/* A parent drawn by the selection. */
static guint
select_parent (Ga *ga)
{
  guint n = ga->size, m = ga->parents, lo = 0, hi;
  double total = ga->cumulative[n - 1], r;

  if (ga->o->selection == QD_SELECTION_TOURNAMENT)
    {
      guint best = m;

      for (guint i = 0; i < MAX (ga->o->tournament_size, 1); i++)
        best = MIN (best, qd_random_below (&ga->rng, m));
      return ga->order[best];
    }
  if (total <= 0)
    return ga->order[qd_random_below (&ga->rng, m)];
  /* The first individual whose running sum exceeds r (a culled or unfit
   * one adds nothing, so it is never the first). */
  r = qd_random_double (&ga->rng) * total;
  hi = n - 1;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (ga->cumulative[mid] > r)
        hi = mid;
      else
        lo = mid + 1;
    }
  return lo;
}

/* --------------------------------------------------------------- births */

static void
randomize (Ga *ga, guint *genes)
{
  const QdGeneticProblem *p = ga->p;

  if (p->randomize != NULL)
    p->randomize (p->data, genes, &ga->rng);
  else
    for (guint g = 0; g < ga->n_genes; g++)
      genes[g] = qd_random_below (&ga->rng, p->n_values);
}

static guint
crossover (Ga *ga, const guint *x, const guint *y, guint *child)
{
  const QdGeneticProblem *p = ga->p;
  guint point;

  if (p->crossover != NULL)
    return p->crossover (p->data, x, y, child, &ga->rng);
  if (ga->n_genes < 2)
    {
      memcpy (child, x, sizeof (guint) * ga->n_genes);
      return QD_GENETIC_NONE;
    }
  point = 1 + qd_random_below (&ga->rng, ga->n_genes - 1);
  qd_genetic_single_point (x, y, ga->n_genes, point, child);
  return point;
}

static guint
mutate (Ga *ga, guint *genes)
{
  const QdGeneticProblem *p = ga->p;
  guint g;

  if (p->mutate != NULL)
    return p->mutate (p->data, genes, &ga->rng);
  g = qd_random_below (&ga->rng, ga->n_genes);
  genes[g] = qd_random_below (&ga->rng, p->n_values);
  return g;
}

static void
evaluate (Ga *ga, const guint *genes, double *fitness)
{
  for (guint i = 0; i < ga->size; i++)
    fitness[i] = ga->p->fitness (ga->p->data, genes + (gsize) i * ga->n_genes);
  ga->stats->evaluations += ga->size;
}

/* The next generation: the elites, then children of drawn parents. */
static void
breed (Ga *ga)
{
  guint elites = MIN (ga->o->elitism, ga->size), n = ga->n_genes;

  for (guint j = 0; j < ga->size; j++)
    {
      guint *child = genes_of (ga->next_genes, n, j);

      ga->next_mutated[j] = QD_GENETIC_NONE;
      if (j < elites)
        {
          memcpy (child, genes_of (ga->genes, n, ga->order[j]), sizeof (guint) * n);
          ga->next_parent_a[j] = ga->order[j];
          ga->next_parent_b[j] = ga->next_point[j] = QD_GENETIC_NONE;
          continue;
        }
      ga->next_parent_a[j] = select_parent (ga);
      ga->next_parent_b[j] = select_parent (ga);
      ga->next_point[j] = crossover (ga, genes_of (ga->genes, n, ga->next_parent_a[j]),
                                     genes_of (ga->genes, n, ga->next_parent_b[j]), child);
      if (qd_random_double (&ga->rng) < ga->o->mutation_rate)
        ga->next_mutated[j] = mutate (ga, child);
    }
}

#define SWAP(type, a, b) G_STMT_START { type _t = (a); (a) = (b); (b) = _t; } G_STMT_END

static void
swap_generations (Ga *ga)
{
  SWAP (guint *, ga->genes, ga->next_genes);
  SWAP (double *, ga->fitness, ga->next_fitness);
  SWAP (guint *, ga->parent_a, ga->next_parent_a);
  SWAP (guint *, ga->parent_b, ga->next_parent_b);
  SWAP (guint *, ga->point, ga->next_point);
  SWAP (guint *, ga->mutated, ga->next_mutated);
}

/* ---------------------------------------------------------------- runs */

static void
emit (Ga *ga)
{
  QdGeneticGeneration g = {
    .generation = ga->stats->generations,
    .size = ga->size,
    .n_genes = ga->n_genes,
    .genes = ga->genes,
    .fitness = ga->fitness,
    .share = ga->share,
    .culled = ga->culled,
    .parent_a = ga->parent_a,
    .parent_b = ga->parent_b,
    .crossover_point = ga->point,
    .mutated = ga->mutated,
    .best = ga->order[0],
  };

  if (ga->o->on_generation != NULL)
    ga->o->on_generation (ga->o->user_data, &g);
}

/* Per individual: its genes in two generations, its two fitnesses, order,
 * rank, share, cumulative share, culled flag and eight records. */
guint64
qd_genetic_bytes (guint population, guint n_genes)
{
  guint64 per = 2 * (guint64) n_genes * sizeof (guint) + 4 * sizeof (double) + 2 * sizeof (guint) +
                sizeof (gboolean) + 8 * sizeof (guint);

  /* per < 2^36 and population < 2^32: saturated rather than wrapped. */
  if (population > 0 && per > (G_MAXUINT64 - (guint64) n_genes * sizeof (guint)) / population)
    return G_MAXUINT64;
  return (guint64) population * per + (guint64) n_genes * sizeof (guint);
}

guint
qd_genetic_max_population (guint n_genes)
{
  guint64 per = qd_genetic_bytes (1, n_genes) - (guint64) n_genes * sizeof (guint);
  guint64 fixed = (guint64) n_genes * sizeof (guint);

  if (fixed >= QD_LOCAL_POPULATION_MAX_BYTES)
    return 0;
  return (guint) MIN ((QD_LOCAL_POPULATION_MAX_BYTES - fixed) / per, (guint64) G_MAXUINT);
}

static gboolean
valid (const QdGeneticProblem *p, const QdGeneticOptions *o)
{
  if (p == NULL || p->fitness == NULL || p->n_genes == 0 || o->population < 2 || o->elitism >= o->population ||
      (p->n_values == 0 && (p->randomize == NULL || p->mutate == NULL)))
    {
      g_warning ("qd_genetic_run: needs a fitness, genes, a population of 2 or more, fewer elites than "
                 "that, and n_values or both randomize and mutate");
      return FALSE;
    }
  if (qd_genetic_bytes (o->population, p->n_genes) > QD_LOCAL_POPULATION_MAX_BYTES)
    {
      g_warning ("qd_genetic_run: a population of %u individuals of %u genes takes more than "
                 QD_LOCAL_POPULATION_MAX_TEXT " (at most %u individuals)", o->population, p->n_genes,
                 qd_genetic_max_population (p->n_genes));
      return FALSE;
    }
  return TRUE;
}

static void
ga_setup (Ga *ga, const QdGeneticProblem *p, const QdGeneticOptions *o, guint *best, QdGeneticStats *stats)
{
  gsize n = o->population, all = n * p->n_genes;

  memset (ga, 0, sizeof *ga);
  ga->p = p;
  ga->o = o;
  ga->stats = stats;
  ga->rng = o->seed;
  ga->size = o->population;
  ga->n_genes = p->n_genes;
  ga->genes = g_new (guint, all);
  ga->next_genes = g_new (guint, all);
  ga->fitness = g_new (double, n);
  ga->next_fitness = g_new (double, n);
  ga->order = g_new (guint, n);
  ga->rank = g_new (guint, n);
  ga->share = g_new (double, n);
  ga->cumulative = g_new (double, n);
  ga->culled = g_new (gboolean, n);
  ga->records = ga->parent_a = g_new (guint, n * 8);
  ga->parent_b = ga->parent_a + n, ga->point = ga->parent_b + n, ga->mutated = ga->point + n;
  ga->next_parent_a = ga->mutated + n, ga->next_parent_b = ga->next_parent_a + n;
  ga->next_point = ga->next_parent_b + n, ga->next_mutated = ga->next_point + n;
  memset (ga->parent_a, 0xff, sizeof (guint) * n * 4);    /* QD_GENETIC_NONE */
  ga->own_best = best == NULL;
  ga->best = best != NULL ? best : g_new (guint, p->n_genes);
}

static void
ga_clear (Ga *ga)
{
  g_free (ga->genes);
  g_free (ga->next_genes);
  g_free (ga->fitness);
  g_free (ga->next_fitness);
  g_free (ga->order);
  g_free (ga->rank);
  g_free (ga->share);
  g_free (ga->cumulative);
  g_free (ga->culled);
  g_free (ga->records);
  if (ga->own_best)
    g_free (ga->best);
}

static QdLocalStatus
evolve (Ga *ga)
{
  const QdGeneticOptions *o = ga->o;
  QdGeneticStats *stats = ga->stats;

  for (guint i = 0; i < ga->size; i++)
    randomize (ga, genes_of (ga->genes, ga->n_genes, i));
  evaluate (ga, ga->genes, ga->fitness);
  for (;;)
    {
      double best;

      rank_population (ga);
      compute_shares (ga);
      best = ga->fitness[ga->order[0]];
      if (stats->generations == 0 || best > stats->best_fitness)
        {
          stats->best_fitness = best;
          stats->best_generation = stats->generations;
          memcpy (ga->best, genes_of (ga->genes, ga->n_genes, ga->order[0]), sizeof (guint) * ga->n_genes);
        }
      if (stats->generations == 0)
        stats->start_fitness = best;
      emit (ga);
      if (o->use_goal && best >= o->goal_fitness)
        return QD_LOCAL_GOAL;
      if (o->stop != NULL && g_atomic_int_get (o->stop) != 0)
        return QD_LOCAL_STOPPED;
      if ((o->max_generations != 0 && stats->generations >= o->max_generations) ||
          (o->deadline_us != 0 && g_get_monotonic_time () >= o->deadline_us))
        return QD_LOCAL_LIMIT;
      breed (ga);
      evaluate (ga, ga->next_genes, ga->next_fitness);
      swap_generations (ga);
      stats->generations++;
    }
}

QdLocalStatus
qd_genetic_run (const QdGeneticProblem *problem, const QdGeneticOptions *options, guint *best,
                QdGeneticStats *stats)
{
  QdGeneticOptions defaults;
  QdGeneticStats local_stats;
  QdLocalStatus status;
  gint64 start = g_get_monotonic_time ();
  Ga ga;

  if (options == NULL)
    {
      qd_genetic_options_init (&defaults);
      options = &defaults;
    }
  if (stats == NULL)
    stats = &local_stats;
  memset (stats, 0, sizeof *stats);
  if (!valid (problem, options))
    return QD_LOCAL_STOPPED;
  ga_setup (&ga, problem, options, best, stats);
  status = evolve (&ga);
  ga_clear (&ga);
  stats->time_us = g_get_monotonic_time () - start;
  return status;
}
