/* qd-mapcolor-tabu.c — tabu search for a K-colouring, in two modes on the
 * same tables.  Written from the published descriptions.
 *
 * TabuCol (Hertz and de Werra 1987, with the refinements of Galinier and
 * Hao 1999): the state is a colouring of every region, conflicts allowed;
 * the objective F is the number of borders whose two regions share a
 * colour.  A move recolours one conflicting region (one with a neighbour
 * of its colour) with another colour.  gamma[v][c], the number of v's
 * neighbours coloured c, makes a move's effect O(1):
 * gamma[v][c] - gamma[v][colour(v)]; a move updates the row of each
 * neighbour of v (O(degree)).  Moving v away from colour c makes (v, c)
 * tabu.
 *
 * PartialCol (Blöchliger and Zufferey 2008): the state is a proper partial
 * colouring; F is the number of uncoloured regions.  A move gives an
 * uncoloured region v a colour c and takes c from v's neighbours that have
 * it (they join the uncoloured): F changes by gamma[v][c] - 1.  Each region
 * so uncoloured may not take c back while (u, c) is tabu.
 *
 * Each step takes the best move that is not tabu, ties broken at random; a
 * tabu move is allowed when it reaches a smaller F than any met since the
 * last reset (aspiration).  When every move is tabu a random one is made.
 * The tenure, in moves:
 *   dynamic   L + 0.6 × (conflicting or uncoloured regions), L in 0..9
 *             (Galinier and Hao: long far from a solution, short near it);
 *   reactive  L + t, where t grows by an increment when F has varied by
 *             less than 2 over the last period of moves (the search is
 *             stuck in a basin: forbid more) and shrinks by one otherwise;
 *             the (period, increment) pair is drawn from a small table
 *             every 4 periods (after Blöchliger and Zufferey's reactive
 *             scheme; integers only).
 *
 * The start: the colours given (what the Kempe construction coloured
 * before it gave up), the other regions coloured greedily in DSATUR order
 * (most distinct colours among the coloured neighbours first), each with
 * the colour fewest of its neighbours have (PartialCol: a colour none has,
 * else the region stays uncoloured).  qd_mapcolor_tabu_reset starts again
 * from any colouring (the hybrid evolutionary algorithm's offspring)
 * without allocating.
 *
 * Counts: each colour given is one assignment (a start region's, then one
 * per move), and each (region, colour) pair a step weighs is one check.
 * The work clock adds the degree of every region recoloured (or
 * uncoloured) to the checks: a deterministic measure of the time spent,
 * which best's lanes compare instead of wall time.  The search runs in
 * slices (qd_mapcolor_tabu_run goes on from where the last stopped).  The
 * stop flag, the clock and the bound are looked at every 1024 moves, or
 * sooner when the moves weigh many pairs: at most about a million checks
 * between two looks, a few milliseconds.
 *
 * Nothing is allocated once the search has begun.
 */
#include "qd-mapcolor-tabu.h"

#include "core/qd-random.h"

#include <string.h>

/* Moves between two looks at the stop flag and the clock ... */
#define LOOK_MOVES 1024
/* ... or checks, when the moves weigh many pairs. */
#define LOOK_WORK (1u << 20)
/* Tenure: L + TENURE_FRACTION × conflicting regions, L in 0 .. TENURE_RANDOM - 1. */
#define TENURE_RANDOM 10
#define TENURE_FRACTION 0.6
/* Equally good moves remembered for the random choice (then reservoir sampling). */
#define MAX_TIES 256
/* Reactive tenure: F must vary by this much over a period, or the tenure grows. */
#define REACTIVE_SPREAD 2
/* ... up to this many moves past the dynamic tenure; halved when F moves. */
#define REACTIVE_MAX 50
/* ... the (period, increment) pair is drawn again every this many periods. */
#define REACTIVE_PAIR_PERIODS 4

typedef struct {
  guint period, increment;
} ReactivePair;

static const ReactivePair reactive_pairs[] = {
  { 10000, 5 }, { 10000, 10 }, { 5000, 10 }, { 5000, 15 },
  { 2000, 5 }, { 2000, 15 }, { 1000, 10 }, { 500, 15 },
};

struct _QdMapcolorTabu {
  const QdMap *map;
  guint n, k;
  QdMapcolorTabuMode mode;
  QdMapcolorTenure tenure_rule;
  gint *color;
  guint *gamma;              /* n × k: coloured neighbours of v with colour c */
  guint32 *tabu_until;       /* n × k: (v, c) is tabu while iter < this */
  guint32 iter;
  guint *conflicting;        /* TabuCol: the regions with a neighbour of their colour;
                              * PartialCol: the uncoloured regions */
  guint *position;           /* per region: index in `conflicting`, or G_MAXUINT */
  guint n_conflicting;
  guint64 conflicts;         /* F: borders in conflict, or uncoloured regions */
  guint64 best_conflicts;
  gint *best_color;          /* the state where F was best_conflicts (after a reset) */
  gboolean keep_best;        /* set by reset: the hybrid algorithm wants the best */
  guint *count;              /* k: scratch for qd_mapcolor_tabu_best */
  guint64 rng;
  guint64 work;              /* the work clock */
  /* Reactive tenure. */
  guint tenure;
  guint pair, period_moves, periods;
  guint64 f_min, f_max;
  guint ties[MAX_TIES];      /* v × k + c of the best moves of a step */
  /* The start, until every region is coloured. */
  gboolean started;
  guint *saturation;         /* per uncoloured region: distinct neighbour colours */
  guint *bucket_head;        /* per saturation: a list of uncoloured regions */
  guint *next, *prev;
  guint left;                /* regions still to colour */
  guint top;                 /* no bucket above is in use */
};

static void
conflicting_add (QdMapcolorTabu *t, guint v)
{
  if (t->position[v] != G_MAXUINT)
    return;
  t->position[v] = t->n_conflicting;
  t->conflicting[t->n_conflicting++] = v;
}

static void
conflicting_remove (QdMapcolorTabu *t, guint v)
{
  guint i = t->position[v], last;

  if (i == G_MAXUINT)
    return;
  last = t->conflicting[--t->n_conflicting];
  t->conflicting[i] = last;
  t->position[last] = i;
  t->position[v] = G_MAXUINT;
}

/* ------------------------------------------------------------ buckets */

static void
bucket_unlink (QdMapcolorTabu *t, guint v)
{
  guint s = t->saturation[v];

  if (t->prev[v] != G_MAXUINT)
    t->next[t->prev[v]] = t->next[v];
  else
    t->bucket_head[s] = t->next[v];
  if (t->next[v] != G_MAXUINT)
    t->prev[t->next[v]] = t->prev[v];
}

static void
bucket_link (QdMapcolorTabu *t, guint v)
{
  guint s = t->saturation[v];

  t->prev[v] = G_MAXUINT;
  t->next[v] = t->bucket_head[s];
  if (t->next[v] != G_MAXUINT)
    t->prev[t->next[v]] = v;
  t->bucket_head[s] = v;
  t->top = MAX (t->top, s);
}

/* Colours v with c in the tables (not yet a move: no tenure, no conflict
 * bookkeeping); the uncoloured neighbours' saturations follow. */
static void
start_paint (QdMapcolorTabu *t, guint v, guint c)
{
  const QdMap *map = t->map;

  t->color[v] = (gint) c;
  for (guint i = map->offsets[v]; i < map->offsets[v + 1]; i++)
    {
      guint u = map->adjacency[i];

      if (t->gamma[(gsize) u * t->k + c]++ == 0 && t->color[u] < 0 && t->saturation != NULL)
        {
          bucket_unlink (t, u);
          t->saturation[u]++;
          bucket_link (t, u);
        }
    }
}

QdMapcolorTabu *
qd_mapcolor_tabu_new (const QdMap *map, guint colors, guint64 seed, const gint *start, guint64 max_cells,
                      QdMapcolorTabuMode mode, QdMapcolorTenure tenure)
{
  QdMapcolorTabu *t;
  guint n = map->n_regions, max_degree = 0;
  g_autofree guint *by_degree = NULL;
  g_autofree guint *count = NULL;

  g_return_val_if_fail (map != NULL && colors >= 1, NULL);
  for (guint r = 0; r < n; r++)
    max_degree = MAX (max_degree, qd_map_degree (map, r));
  /* Colours past the largest degree + 1 are never needed: the greedy
   * start always finds one of the first degree + 1 free. */
  colors = MIN (colors, max_degree + 1);
  /* A move is named v × k + c in a guint. */
  if ((guint64) n * colors >= G_MAXUINT32 || (max_cells != 0 && (guint64) n * colors > max_cells))
    return NULL;

  t = g_new0 (QdMapcolorTabu, 1);
  t->map = map;
  t->n = n;
  t->k = colors;
  t->mode = mode;
  t->tenure_rule = tenure;
  t->rng = seed;
  t->color = g_new (gint, n + 1);
  t->best_color = g_new (gint, n + 1);
  t->count = g_new0 (guint, colors + 1);
  t->gamma = g_new0 (guint, (gsize) n * colors + 1);
  t->tabu_until = g_new0 (guint32, (gsize) n * colors + 1);
  t->conflicting = g_new (guint, n + 1);
  t->position = g_new (guint, n + 1);
  for (guint r = 0; r < n; r++)
    {
      t->color[r] = -1;
      t->position[r] = G_MAXUINT;
    }

  /* Uncoloured regions wait in buckets by saturation, within one by
   * degree (the largest at the head). */
  t->saturation = g_new0 (guint, n + 1);
  t->bucket_head = g_new (guint, colors + 2);
  t->next = g_new (guint, n + 1);
  t->prev = g_new (guint, n + 1);
  for (guint s = 0; s <= colors; s++)
    t->bucket_head[s] = G_MAXUINT;
  count = g_new0 (guint, max_degree + 2);
  by_degree = g_new (guint, n + 1);
  for (guint r = 0; r < n; r++)
    count[qd_map_degree (map, r)]++;
  for (guint d = 0, sum = 0; d <= max_degree; d++)
    {
      guint c = count[d];

      count[d] = sum;
      sum += c;
    }
  for (guint r = 0; r < n; r++)
    by_degree[count[qd_map_degree (map, r)]++] = r;
  for (guint i = 0; i < n; i++)
    bucket_link (t, by_degree[i]);
  t->left = n;
  if (start != NULL)
    for (guint r = 0; r < n; r++)
      if (start[r] >= 0 && (guint) start[r] < colors)
        {
          bucket_unlink (t, r);
          start_paint (t, r, start[r]);
          t->left--;
        }
  return t;
}

static void
free_start (QdMapcolorTabu *t)
{
  g_clear_pointer (&t->saturation, g_free);
  g_clear_pointer (&t->bucket_head, g_free);
  g_clear_pointer (&t->next, g_free);
  g_clear_pointer (&t->prev, g_free);
}

void
qd_mapcolor_tabu_free (QdMapcolorTabu *t)
{
  if (t == NULL)
    return;
  free_start (t);
  g_free (t->color);
  g_free (t->best_color);
  g_free (t->count);
  g_free (t->gamma);
  g_free (t->tabu_until);
  g_free (t->conflicting);
  g_free (t->position);
  g_free (t);
}

const gint *
qd_mapcolor_tabu_colors (const QdMapcolorTabu *t)
{
  return t->color;
}

guint64
qd_mapcolor_tabu_conflicts (const QdMapcolorTabu *t)
{
  return t->conflicts;
}

guint64
qd_mapcolor_tabu_best_conflicts (const QdMapcolorTabu *t)
{
  return t->best_conflicts;
}

guint64
qd_mapcolor_tabu_work (const QdMapcolorTabu *t)
{
  return t->work;
}

/* ------------------------------------------------------ the objective */

static void
tenure_restart (QdMapcolorTabu *t)
{
  t->tenure = 0;
  t->pair = qd_random_below (&t->rng, G_N_ELEMENTS (reactive_pairs));
  t->period_moves = 0;
  t->periods = 0;
  t->f_min = t->f_max = t->conflicts;
}

/* Every region coloured or set aside: F, the conflict (or uncoloured)
 * list, the best, the tenure. */
static void
objective_init (QdMapcolorTabu *t)
{
  t->n_conflicting = 0;
  t->conflicts = 0;
  for (guint v = 0; v < t->n; v++)
    {
      t->position[v] = G_MAXUINT;
      if (t->mode == QD_MAPCOLOR_TABU_PARTIALCOL)
        {
          if (t->color[v] < 0)
            conflicting_add (t, v);
        }
      else
        {
          guint same = t->gamma[(gsize) v * t->k + t->color[v]];

          t->conflicts += same;
          if (same > 0)
            conflicting_add (t, v);
        }
    }
  t->conflicts = t->mode == QD_MAPCOLOR_TABU_PARTIALCOL ? t->n_conflicting : t->conflicts / 2;
  t->best_conflicts = t->conflicts;
  if (t->keep_best)
    memcpy (t->best_color, t->color, sizeof (gint) * t->n);
  tenure_restart (t);
  t->started = TRUE;
}

/* The colour fewest of v's coloured neighbours have (the first such). */
static guint
least_used (const QdMapcolorTabu *t, guint v)
{
  const guint *g = t->gamma + (gsize) v * t->k;
  guint best = 0;

  for (guint c = 1; c < t->k && g[best] > 0; c++)
    if (g[c] < g[best])
      best = c;
  return best;
}

void
qd_mapcolor_tabu_set_rule (QdMapcolorTabu *t, QdMapcolorTabuMode mode, QdMapcolorTenure tenure)
{
  t->mode = mode;
  t->tenure_rule = tenure;
}

guint
qd_mapcolor_tabu_reset (QdMapcolorTabu *t, const gint *colors, guint64 seed)
{
  const QdMap *map = t->map;
  guint given = 0;

  free_start (t);
  t->left = 0;
  t->rng = seed;
  t->keep_best = TRUE;
  memset (t->gamma, 0, sizeof (guint) * (gsize) t->n * t->k);
  memset (t->tabu_until, 0, sizeof (guint32) * (gsize) t->n * t->k);
  t->iter = 1;
  for (guint v = 0; v < t->n; v++)
    {
      gint c = colors[v] >= 0 && (guint) colors[v] < t->k ? colors[v] : -1;

      /* PartialCol keeps a colour only where no neighbour before has it. */
      if (c >= 0 && t->mode == QD_MAPCOLOR_TABU_PARTIALCOL && t->gamma[(gsize) v * t->k + c] > 0)
        c = -1;
      t->color[v] = c;
      if (c >= 0)
        start_paint (t, v, (guint) c);
      given += c >= 0;
    }
  for (guint v = 0; v < t->n; v++)
    if (t->color[v] < 0)
      {
        guint c = least_used (t, v);

        if (t->mode != QD_MAPCOLOR_TABU_PARTIALCOL || t->gamma[(gsize) v * t->k + c] == 0)
          {
            start_paint (t, v, c);
            given++;
          }
      }
  t->work += 2 * (guint64) map->offsets[t->n] + (guint64) t->n * t->k;
  objective_init (t);
  return given;
}

guint64
qd_mapcolor_tabu_best (const QdMapcolorTabu *t, gint *colors)
{
  const QdMap *map = t->map;
  guint64 conflicts = 0;

  memcpy (colors, t->keep_best ? t->best_color : t->color, sizeof (gint) * t->n);
  for (guint v = 0; v < t->n; v++)
    if (colors[v] < 0)
      {
        guint best = 0;

        memset (t->count, 0, sizeof (guint) * t->k);
        for (guint i = map->offsets[v]; i < map->offsets[v + 1]; i++)
          if (colors[map->adjacency[i]] >= 0)
            t->count[colors[map->adjacency[i]]]++;
        for (guint c = 1; c < t->k; c++)
          if (t->count[c] < t->count[best])
            best = c;
        colors[v] = (gint) best;
      }
  for (guint v = 0; v < t->n; v++)
    for (guint i = map->offsets[v]; i < map->offsets[v + 1]; i++)
      if (map->adjacency[i] > v && colors[map->adjacency[i]] == colors[v])
        conflicts++;
  return conflicts;
}

gboolean
qd_mapcolor_tabu_check (const QdMapcolorTabu *t)
{
  const QdMap *map = t->map;
  g_autofree guint *gamma = g_new0 (guint, (gsize) t->n * t->k + 1);
  guint64 conflicts = 0;
  guint listed = 0;

  if (!t->started)
    return TRUE;
  for (guint v = 0; v < t->n; v++)
    for (guint i = map->offsets[v]; i < map->offsets[v + 1]; i++)
      if (t->color[map->adjacency[i]] >= 0)
        gamma[(gsize) v * t->k + t->color[map->adjacency[i]]]++;
  if (memcmp (gamma, t->gamma, sizeof (guint) * (gsize) t->n * t->k) != 0)
    return FALSE;
  for (guint v = 0; v < t->n; v++)
    {
      gboolean in;

      if (t->mode == QD_MAPCOLOR_TABU_PARTIALCOL)
        {
          in = t->color[v] < 0;
          if (!in && gamma[(gsize) v * t->k + t->color[v]] > 0)
            return FALSE;           /* the partial colouring must stay proper */
          conflicts += in;
        }
      else
        {
          if (t->color[v] < 0)
            return FALSE;
          in = gamma[(gsize) v * t->k + t->color[v]] > 0;
          conflicts += gamma[(gsize) v * t->k + t->color[v]];
        }
      if (in != (t->position[v] != G_MAXUINT) ||
          (in && (t->position[v] >= t->n_conflicting || t->conflicting[t->position[v]] != v)))
        return FALSE;
      listed += in;
    }
  if (t->mode != QD_MAPCOLOR_TABU_PARTIALCOL)
    conflicts /= 2;
  return listed == t->n_conflicting && conflicts == t->conflicts && t->best_conflicts <= t->conflicts;
}

/* ------------------------------------------------------------- limits */

typedef struct {
  const QdMapcolorTabuLimits *limits;
  guint64 given;             /* colourings this slice */
  guint64 reported;          /* of which added to progress_nodes */
  guint since_look;
  guint64 work_start;        /* t->work when the slice began */
  guint64 work_look;         /* t->work at the last look */
} Slice;

static void
report (Slice *s)
{
  if (s->limits->progress_nodes != NULL && s->given > s->reported)
    __atomic_add_fetch (s->limits->progress_nodes, (gint64) (s->given - s->reported), __ATOMIC_RELAXED);
  s->reported = s->given;
}

/* TRUE when the stop flag is up, the deadline passed or the clock passed
 * the bound. */
static gboolean
look (const QdMapcolorTabu *t, Slice *s)
{
  const QdMapcolorTabuLimits *l = s->limits;

  s->since_look = 0;
  s->work_look = t->work;
  report (s);
  return (l->stop != NULL && g_atomic_int_get (l->stop) != 0) ||
         (l->bound != NULL &&
          l->clock_base + (gint64) (t->work - s->work_start) > __atomic_load_n (l->bound, __ATOMIC_RELAXED)) ||
         (l->deadline_us != 0 && g_get_monotonic_time () >= l->deadline_us);
}

static inline gboolean
time_to_look (const QdMapcolorTabu *t, Slice *s)
{
  return ++s->since_look >= LOOK_MOVES || t->work - s->work_look >= LOOK_WORK;
}

static inline void
tell (const Slice *s, guint v, gint c)
{
  if (s->limits->on_assign != NULL)
    s->limits->on_assign (s->limits->user_data, v, c);
}

/* --------------------------------------------------------------- start */

/* Colours the regions left, most saturated first, each with the colour
 * fewest of its neighbours have (the first such; PartialCol: only a colour
 * none has).  t->started stays FALSE when a limit ended it (the next run
 * goes on). */
static QdMapcolorTabuStatus
start (QdMapcolorTabu *t, Slice *s, guint64 *checks)
{
  while (t->left > 0)
    {
      guint v, best;

      if (s->given >= s->limits->max_assignments)
        return QD_MAPCOLOR_TABU_BUDGET;
      if (time_to_look (t, s) && look (t, s))
        return QD_MAPCOLOR_TABU_STOPPED;
      while (t->bucket_head[t->top] == G_MAXUINT)
        t->top--;
      v = t->bucket_head[t->top];
      bucket_unlink (t, v);
      best = least_used (t, v);
      *checks += t->k;
      t->work += t->k + qd_map_degree (t->map, v);
      t->left--;
      if (t->mode == QD_MAPCOLOR_TABU_PARTIALCOL && t->gamma[(gsize) v * t->k + best] > 0)
        continue;
      start_paint (t, v, best);
      s->given++;
      tell (s, v, (gint) best);
    }
  /* Every region coloured (or set aside): the bookkeeping begins. */
  free_start (t);
  objective_init (t);
  return QD_MAPCOLOR_TABU_BUDGET;
}

/* ---------------------------------------------------------------- moves */

/* The tenure of one tabu mark. */
static guint
tenure (QdMapcolorTabu *t)
{
  guint random = qd_random_below (&t->rng, TENURE_RANDOM);
  guint dynamic = random + (guint) (TENURE_FRACTION * t->n_conflicting);

  return t->tenure_rule == QD_MAPCOLOR_TENURE_REACTIVE ? dynamic + t->tenure : dynamic;
}

/* After each move: the reactive tenure follows F's spread over the period. */
static void
tenure_update (QdMapcolorTabu *t)
{
  const ReactivePair *p = &reactive_pairs[t->pair];

  t->f_min = MIN (t->f_min, t->conflicts);
  t->f_max = MAX (t->f_max, t->conflicts);
  if (++t->period_moves < p->period)
    return;
  if (t->f_max - t->f_min < REACTIVE_SPREAD)
    t->tenure = MIN (t->tenure + p->increment, REACTIVE_MAX);
  else
    t->tenure /= 2;
  t->period_moves = 0;
  t->f_min = t->f_max = t->conflicts;
  if (++t->periods >= REACTIVE_PAIR_PERIODS)
    {
      t->periods = 0;
      t->pair = qd_random_below (&t->rng, G_N_ELEMENTS (reactive_pairs));
    }
}

/* u's colour changes from `old` (-1: none) to `c` (-1: none) in its
 * neighbours' gamma rows; TabuCol's conflict list follows. */
static void
recolour (QdMapcolorTabu *t, guint u, gint old, gint c)
{
  const QdMap *map = t->map;
  const guint k = t->k;

  for (guint i = map->offsets[u]; i < map->offsets[u + 1]; i++)
    {
      guint w = map->adjacency[i];
      guint *gw = t->gamma + (gsize) w * k;
      gint cw = t->color[w];

      /* w loses a neighbour of colour old and gains one of colour c. */
      if (old >= 0 && --gw[old] == 0 && cw == old && t->mode == QD_MAPCOLOR_TABU_TABUCOL)
        conflicting_remove (t, w);
      if (c >= 0 && gw[c]++ == 0 && cw == c && t->mode == QD_MAPCOLOR_TABU_TABUCOL)
        conflicting_add (t, w);
    }
  t->color[u] = c;
  t->work += map->offsets[u + 1] - map->offsets[u];
}

static void
move_tabucol (QdMapcolorTabu *t, guint v, guint c)
{
  guint old = (guint) t->color[v];
  guint *gv = t->gamma + (gsize) v * t->k;

  t->conflicts = t->conflicts + gv[c] - gv[old];
  recolour (t, v, (gint) old, (gint) c);
  if (gv[c] > 0)
    conflicting_add (t, v);
  else
    conflicting_remove (t, v);
  t->tabu_until[(gsize) v * t->k + old] = t->iter + tenure (t) + 1;
}

/* v (uncoloured) takes c; its neighbours coloured c lose it. */
static void
move_partialcol (QdMapcolorTabu *t, guint v, guint c, Slice *s)
{
  const QdMap *map = t->map;

  for (guint i = map->offsets[v]; i < map->offsets[v + 1]; i++)
    {
      guint u = map->adjacency[i];

      if (t->color[u] != (gint) c)
        continue;
      recolour (t, u, (gint) c, -1);
      conflicting_add (t, u);
      t->tabu_until[(gsize) u * t->k + c] = t->iter + tenure (t) + 1;
      tell (s, u, -1);
    }
  recolour (t, v, -1, (gint) c);
  conflicting_remove (t, v);
  t->conflicts = t->n_conflicting;
}

/* The iteration counter wraps after 2^32 moves (an hour or more): the tabu
 * marks are then forgotten, which costs nothing but a few tabu moves. */
static void
next_iteration (QdMapcolorTabu *t)
{
  if (G_UNLIKELY (++t->iter >= G_MAXUINT32 - (1u << 24)))
    {
      memset (t->tabu_until, 0, sizeof (guint32) * (gsize) t->n * t->k);
      t->iter = 1;
    }
}

/* The best move of a step, v × k + c; G_MAXUINT when every move is tabu.
 * TabuCol weighs each conflicting region's other colours, PartialCol each
 * uncoloured region's colours. */
static guint
best_move (QdMapcolorTabu *t, guint64 *checks)
{
  const guint k = t->k;
  const gboolean partial = t->mode == QD_MAPCOLOR_TABU_PARTIALCOL;
  guint n_ties = 0;
  gint best_delta = G_MAXINT;
  guint64 seen_ties = 0;

  for (guint i = 0; i < t->n_conflicting; i++)
    {
      guint v = t->conflicting[i];
      guint cv = partial ? G_MAXUINT : (guint) t->color[v];
      const guint *g = t->gamma + (gsize) v * k;
      const guint32 *tabu = t->tabu_until + (gsize) v * k;
      gint here = partial ? 1 : (gint) g[cv];

      for (guint c = 0; c < k; c++)
        {
          gint delta = (gint) g[c] - here;

          if (delta > best_delta || c == cv)
            continue;
          /* Tabu, unless it beats the best met (aspiration). */
          if (tabu[c] > t->iter && (gint64) t->conflicts + delta >= (gint64) t->best_conflicts)
            continue;
          if (delta < best_delta)
            {
              best_delta = delta;
              n_ties = 0;
              seen_ties = 0;
            }
          seen_ties++;
          if (n_ties < MAX_TIES)
            t->ties[n_ties++] = v * k + c;
          else if (qd_random_below64 (&t->rng, seen_ties) < MAX_TIES)
            t->ties[qd_random_below (&t->rng, MAX_TIES)] = v * k + c;
        }
    }
  *checks += (guint64) t->n_conflicting * k;
  t->work += (guint64) t->n_conflicting * k;
  if (n_ties == 0)
    return G_MAXUINT;
  return t->ties[n_ties == 1 ? 0 : qd_random_below (&t->rng, n_ties)];
}

QdMapcolorTabuStatus
qd_mapcolor_tabu_run (QdMapcolorTabu *t, const QdMapcolorTabuLimits *limits,
                      guint64 *assignments, guint64 *checks)
{
  const guint k = t->k;
  Slice s = { limits, 0, 0, 0, t->work, t->work };
  QdMapcolorTabuStatus status = QD_MAPCOLOR_TABU_BUDGET;

  if (!t->started)
    {
      /* What the start gives counts against this slice too. */
      status = start (t, &s, checks);
      if (!t->started)
        {
          *assignments += s.given;
          report (&s);
          return status;
        }
    }
  if (t->conflicts == 0 || k < 2)
    {
      *assignments += s.given;
      report (&s);
      /* With one colour no move exists. */
      return t->conflicts == 0 ? QD_MAPCOLOR_TABU_SOLVED : QD_MAPCOLOR_TABU_BUDGET;
    }

  while (s.given < limits->max_assignments)
    {
      guint chosen, v, c;

      if (time_to_look (t, &s) && look (t, &s))
        {
          status = QD_MAPCOLOR_TABU_STOPPED;
          break;
        }
      chosen = best_move (t, checks);
      if (chosen == G_MAXUINT)
        {
          /* Every move is tabu: a random one. */
          v = t->conflicting[qd_random_below (&t->rng, t->n_conflicting)];
          c = t->mode == QD_MAPCOLOR_TABU_PARTIALCOL
            ? qd_random_below (&t->rng, k)
            : (t->color[v] + 1 + qd_random_below (&t->rng, k - 1)) % k;
        }
      else
        {
          v = chosen / k;
          c = chosen % k;
        }
      if (t->mode == QD_MAPCOLOR_TABU_PARTIALCOL)
        move_partialcol (t, v, c, &s);
      else
        move_tabucol (t, v, c);
      if (t->tenure_rule == QD_MAPCOLOR_TENURE_REACTIVE)
        tenure_update (t);
      next_iteration (t);
      s.given++;
      tell (&s, v, (gint) c);
      if (t->conflicts < t->best_conflicts)
        {
          t->best_conflicts = t->conflicts;
          if (t->keep_best)
            memcpy (t->best_color, t->color, sizeof (gint) * t->n);
          if (t->conflicts == 0)
            {
              status = QD_MAPCOLOR_TABU_SOLVED;
              break;
            }
        }
    }
  *assignments += s.given;
  report (&s);
  return status;
}
