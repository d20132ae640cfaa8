/* qd-mapcolor-tabu.c — TabuCol: tabu search over complete colourings with
 * K colours, minimising the borders whose two regions share a colour
 * (Hertz and de Werra 1987, with the refinements of Galinier and Hao 1999).
 * Written from the published description.
 *
 * The state is a colouring of every region, conflicts allowed.  A move
 * recolours one conflicting region (one with a neighbour of its colour)
 * with another colour.  gamma[v][c], the number of v's neighbours coloured
 * c, makes a move's effect on the conflict count O(1):
 * gamma[v][c] - gamma[v][colour(v)]; a move updates the row of each
 * neighbour of v (O(degree)).  Each step takes the best move over every
 * conflicting region and colour that is not tabu, ties broken at random; a
 * tabu move is allowed when it reaches fewer conflicts than ever met
 * (aspiration).  Moving v away from colour c makes (v, c) tabu for
 * L + 0.6 × (conflicting regions) steps, L drawn in 0..9 (Galinier and
 * Hao's dynamic tenure: long while the colouring is far from proper, short
 * near the end).  When every move is tabu a random one is made.
 *
 * The start: the colours given (what the Kempe construction coloured
 * before it gave up), the other regions coloured greedily in DSATUR order
 * (most distinct colours among the coloured neighbours first), each with
 * the colour fewest of its neighbours have: a colouring with few conflicts.
 *
 * Counts: each colour given is one assignment (a start region's, then one
 * per move), and each (region, colour) pair a step weighs is one check.
 * The search runs in slices (qd_mapcolor_tabu_run goes on from where the
 * last stopped), so best can interleave it with its complete search.  The
 * stop flag and the clock are looked at every 1024 moves, or sooner when
 * the moves weigh many pairs (a huge graph far from proper): at most about
 * a million checks between two looks, a few milliseconds.
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

struct _QdMapcolorTabu {
  const QdMap *map;
  guint n, k;
  gint *color;
  guint *gamma;              /* n × k: neighbours of v with colour c */
  guint32 *tabu_until;       /* n × k: (v, c) is tabu while iter < this */
  guint32 iter;
  guint *conflicting;        /* the regions with a neighbour of their colour */
  guint *position;           /* per region: index in `conflicting`, or G_MAXUINT */
  guint n_conflicting;
  guint64 conflicts;         /* borders in conflict */
  guint64 best_conflicts;
  guint64 rng;
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
qd_mapcolor_tabu_new (const QdMap *map, guint colors, guint64 seed, const gint *start, guint64 max_cells)
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
  t->rng = seed;
  t->color = g_new (gint, n + 1);
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

void
qd_mapcolor_tabu_free (QdMapcolorTabu *t)
{
  if (t == NULL)
    return;
  g_free (t->color);
  g_free (t->gamma);
  g_free (t->tabu_until);
  g_free (t->conflicting);
  g_free (t->position);
  g_free (t->saturation);
  g_free (t->bucket_head);
  g_free (t->next);
  g_free (t->prev);
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

/* ------------------------------------------------------------- limits */

typedef struct {
  const QdMapcolorTabuLimits *limits;
  guint64 given;             /* colourings this slice */
  guint since_look;
  guint64 work;
} Slice;

/* TRUE when the stop flag is up or the deadline passed. */
static gboolean
look (Slice *s)
{
  const QdMapcolorTabuLimits *l = s->limits;

  s->since_look = 0;
  s->work = 0;
  if (l->progress_nodes != NULL)
    __atomic_store_n (l->progress_nodes, (gint64) (l->progress_base + s->given), __ATOMIC_RELAXED);
  return (l->stop != NULL && g_atomic_int_get (l->stop) != 0) ||
         (l->deadline_us != 0 && g_get_monotonic_time () >= l->deadline_us);
}

static inline void
tell (const Slice *s, guint v, gint c)
{
  if (s->limits->on_assign != NULL)
    s->limits->on_assign (s->limits->user_data, v, c);
}

/* --------------------------------------------------------------- start */

/* Colours the regions left, most saturated first, each with the colour
 * fewest of its neighbours have (the first such).  t->started stays FALSE
 * when a limit ended it (the next run goes on). */
static QdMapcolorTabuStatus
start (QdMapcolorTabu *t, Slice *s, guint64 *checks)
{
  const guint k = t->k;

  while (t->left > 0)
    {
      guint v, best = 0;
      const guint *g;

      if (s->given >= s->limits->max_assignments)
        return QD_MAPCOLOR_TABU_BUDGET;
      if (++s->since_look >= LOOK_MOVES && look (s))
        return QD_MAPCOLOR_TABU_STOPPED;
      while (t->bucket_head[t->top] == G_MAXUINT)
        t->top--;
      v = t->bucket_head[t->top];
      bucket_unlink (t, v);
      g = t->gamma + (gsize) v * k;
      for (guint c = 1; c < k && g[best] > 0; c++)
        if (g[c] < g[best])
          best = c;
      *checks += k;
      start_paint (t, v, best);
      t->left--;
      s->given++;
      tell (s, v, (gint) best);
    }
  /* Every region coloured: the conflict bookkeeping begins. */
  g_clear_pointer (&t->saturation, g_free);
  g_clear_pointer (&t->bucket_head, g_free);
  g_clear_pointer (&t->next, g_free);
  g_clear_pointer (&t->prev, g_free);
  t->conflicts = 0;
  for (guint v = 0; v < t->n; v++)
    {
      guint same = t->gamma[(gsize) v * k + t->color[v]];

      t->conflicts += same;
      if (same > 0)
        conflicting_add (t, v);
    }
  t->conflicts /= 2;
  t->best_conflicts = t->conflicts;
  t->started = TRUE;
  return QD_MAPCOLOR_TABU_BUDGET;
}

/* ---------------------------------------------------------------- moves */

static void
move (QdMapcolorTabu *t, guint v, guint c)
{
  const QdMap *map = t->map;
  const guint k = t->k;
  guint old = (guint) t->color[v];
  guint *gv = t->gamma + (gsize) v * k;
  guint tenure;

  t->conflicts = t->conflicts + gv[c] - gv[old];
  for (guint i = map->offsets[v]; i < map->offsets[v + 1]; i++)
    {
      guint u = map->adjacency[i];
      guint *gu = t->gamma + (gsize) u * k;
      guint cu = (guint) t->color[u];

      /* u loses a neighbour of colour old and gains one of colour c. */
      if (--gu[old] == 0 && cu == old)
        conflicting_remove (t, u);
      if (gu[c]++ == 0 && cu == c)
        conflicting_add (t, u);
    }
  t->color[v] = (gint) c;
  if (gv[c] > 0)
    conflicting_add (t, v);
  else
    conflicting_remove (t, v);
  tenure = qd_random_below (&t->rng, TENURE_RANDOM) + (guint) (TENURE_FRACTION * t->n_conflicting);
  t->tabu_until[(gsize) v * k + old] = t->iter + tenure + 1;
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

QdMapcolorTabuStatus
qd_mapcolor_tabu_run (QdMapcolorTabu *t, const QdMapcolorTabuLimits *limits,
                      guint64 *assignments, guint64 *checks)
{
  const guint k = t->k;
  Slice s = { limits, 0, 0, 0 };
  QdMapcolorTabuStatus status = QD_MAPCOLOR_TABU_BUDGET;

  if (!t->started)
    {
      /* What the start gives counts against this slice too. */
      status = start (t, &s, checks);
      if (!t->started)
        {
          *assignments += s.given;
          return status;
        }
    }
  if (t->conflicts == 0 || k < 2)
    {
      *assignments += s.given;
      /* With one colour no move exists. */
      return t->conflicts == 0 ? QD_MAPCOLOR_TABU_SOLVED : QD_MAPCOLOR_TABU_BUDGET;
    }

  while (s.given < limits->max_assignments)
    {
      guint n_ties = 0, chosen;
      gint best_delta = G_MAXINT;
      guint64 seen_ties = 0;

      if ((++s.since_look >= LOOK_MOVES || s.work >= LOOK_WORK) && look (&s))
        {
          status = QD_MAPCOLOR_TABU_STOPPED;
          break;
        }
      for (guint i = 0; i < t->n_conflicting; i++)
        {
          guint v = t->conflicting[i];
          guint cv = (guint) t->color[v];
          const guint *g = t->gamma + (gsize) v * k;
          const guint32 *tabu = t->tabu_until + (gsize) v * k;
          gint here = (gint) g[cv];

          for (guint c = 0; c < k; c++)
            {
              gint delta = (gint) g[c] - here;

              if (delta > best_delta || c == cv)
                continue;
              /* Tabu, unless it beats the best ever met (aspiration). */
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
      s.work += (guint64) t->n_conflicting * k;
      if (n_ties > 0)
        chosen = t->ties[n_ties == 1 ? 0 : qd_random_below (&t->rng, n_ties)];
      else
        {
          /* Every move is tabu: a random one. */
          guint v = t->conflicting[qd_random_below (&t->rng, t->n_conflicting)];
          guint c = (t->color[v] + 1 + qd_random_below (&t->rng, k - 1)) % k;

          chosen = v * k + c;
        }
      move (t, chosen / k, chosen % k);
      s.work += qd_map_degree (t->map, chosen / k);
      next_iteration (t);
      s.given++;
      tell (&s, chosen / k, (gint) (chosen % k));
      if (t->conflicts < t->best_conflicts)
        {
          t->best_conflicts = t->conflicts;
          if (t->conflicts == 0)
            {
              status = QD_MAPCOLOR_TABU_SOLVED;
              break;
            }
        }
    }
  *assignments += s.given;
  if (limits->progress_nodes != NULL)
    __atomic_store_n (limits->progress_nodes, (gint64) (limits->progress_base + s.given), __ATOMIC_RELAXED);
  return status;
}
