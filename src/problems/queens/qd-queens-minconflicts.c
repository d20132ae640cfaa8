/* qd-queens-minconflicts.c — min-conflicts on N queens (AIMA figure 6.8;
 * Minton, Johnston, Philips and Laird 1992), on the queens' own counters:
 * a row's score, the queens attacking a queen put there, is O(1)
 * (qd_queens_conflicts), so a step costs O(N) and no step scans the pairs.
 *
 * A step draws a queen in conflict uniformly and moves it to a row of
 * fewest conflicts (its own row included), ties broken at random.  The
 * queens in conflict are kept in a list that holds every one of them (and
 * maybe a few no longer in conflict, dropped when drawn): a queen that
 * lands attacked joins it, and so do its attackers (found by one pass over
 * the columns, only then).
 *
 * Choosing a row: a few rows are drawn at random first, and the first with
 * no conflict is taken; it is a row of fewest conflicts (0), drawn
 * uniformly among them, as a full pass would have drawn it.  Only when none
 * is found do all N rows get scored.  The greedy start (Minton et al.'s
 * initial assignment) places the queens column by column, each on a row of
 * fewest conflicts with those already placed, the same way. */
#include "qd-queens-search.h"
#include "core/qd-random.h"

#include <math.h>
#include <string.h>

/* Rows drawn before scoring them all (a try costs a look-up, a full pass N
 * of them): a few thousand at most, so that a row free of conflicts is
 * found without a pass while there are some hundreds of them. */
#define REPAIR_TRIES(n) CLAMP ((n) / 64, 32, 4096)
#define GREEDY_TRIES(n) CLAMP ((n) / 16, 32, 65536)

typedef struct {
  QdQueens *q;
  const QdQueensRunOptions *o;
  guint64 rng;
  guint *list;              /* columns maybe in conflict */
  guint n_list;
  guint8 *listed;
} Mc;

/* A row of fewest conflicts for column col's queen; *ties: among how many. */
static guint
best_row (QdQueens *q, guint col, guint tries, guint64 *rng, guint *ties)
{
  guint n = q->n, best = 0;
  guint64 fewest = G_MAXUINT64;

  for (guint t = 0; t < tries; t++)
    {
      guint r = qd_random_below (rng, n);

      if (qd_queens_conflicts (q, col, r) == 0)
        {
          *ties = 0;            /* unknown: not counted */
          return r;
        }
    }
  *ties = 0;
  for (guint r = 0; r < n; r++)
    {
      guint64 k = qd_queens_conflicts (q, col, r);

      if (k < fewest)
        {
          fewest = k;
          *ties = 0;
        }
      if (k == fewest && (++*ties == 1 || qd_random_below (rng, *ties) == 0))
        best = r;
    }
  return best;
}

void
qd_queens_greedy (QdQueens *q, guint64 *rng)
{
  guint n = q->n, ties;

  memset (q->row_count, 0, sizeof (guint) * n);
  memset (q->diag_sum, 0, sizeof (guint) * (2 * n - 1));
  memset (q->diag_diff, 0, sizeof (guint) * (2 * n - 1));
  for (guint c = 0; c < n; c++)
    q->rows[c] = G_MAXUINT;     /* not placed: no row of its own to discount */
  q->h = 0;
  for (guint c = 0; c < n; c++)
    {
      guint r = best_row (q, c, GREEDY_TRIES (n), rng, &ties);

      q->h += qd_queens_conflicts (q, c, r);
      q->rows[c] = r;
      q->row_count[r]++;
      q->diag_sum[r + c]++;
      q->diag_diff[r + n - 1 - c]++;
    }
}

static void
list_add (Mc *mc, guint col)
{
  if (!mc->listed[col])
    {
      mc->listed[col] = 1;
      mc->list[mc->n_list++] = col;
    }
}

/* Every column in conflict (the start, and a safety net). */
static void
list_all (Mc *mc)
{
  for (guint c = 0; c < mc->q->n; c++)
    if (qd_queens_conflicts (mc->q, c, mc->q->rows[c]) > 0)
      list_add (mc, c);
}

/* The queens attacking column col's queen. */
static void
list_attackers (Mc *mc, guint col)
{
  const QdQueens *q = mc->q;
  guint row = q->rows[col];

  for (guint c = 0; c < q->n; c++)
    {
      guint r = q->rows[c];

      if (c != col && (r == row || r + c == row + col || r + col == row + c))
        list_add (mc, c);
    }
}

static void
emit (Mc *mc, QdLocalStepKind kind, guint64 step, guint col, guint from, guint ties)
{
  QdQueensStep s = {
    .kind = kind,
    .step = step,
    .col = col,
    .from = from,
    .row = kind == QD_LOCAL_STEP_MOVE ? mc->q->rows[col] : 0,
    .h = mc->q->h,
    .temperature = NAN,
    .probability = 1,
    .n_ties = ties,
  };

  if (mc->o->on_step != NULL)
    mc->o->on_step (mc->o->user_data, &s);
}

static gboolean
stopped (const QdQueensRunOptions *o)
{
  return (o->stop != NULL && g_atomic_int_get (o->stop) != 0) ||
         (o->deadline_us != 0 && g_get_monotonic_time () >= o->deadline_us);
}

/* One repair step on the queen drawn; FALSE when it was no longer in
 * conflict (dropped from the list, no step). */
static gboolean
repair (Mc *mc, guint i, guint64 step)
{
  QdQueens *q = mc->q;
  guint col = mc->list[i], from = q->rows[col], row, ties;

  if (qd_queens_conflicts (q, col, from) == 0)
    {
      mc->listed[col] = 0;
      mc->list[i] = mc->list[--mc->n_list];
      return FALSE;
    }
  row = best_row (q, col, REPAIR_TRIES (q->n), &mc->rng, &ties);
  if (row != from)
    qd_queens_move (q, col, row);
  if (qd_queens_conflicts (q, col, row) > 0)
    list_attackers (mc, col);
  emit (mc, QD_LOCAL_STEP_MOVE, step, col, from, ties);
  return TRUE;
}

gboolean
qd_queens_min_conflicts (QdQueens *q, const QdQueensRunOptions *o, QdLocalOutcome *out)
{
  guint64 limit = o->max_steps != 0 ? o->max_steps : QD_QUEENS_DEFAULT_REPAIRS (q->n), steps = 0;
  Mc mc = { q, o, o->seed, NULL, 0, NULL };

  if (o->start == QD_QUEENS_START_RANDOM)
    qd_queens_randomize (q, &mc.rng);
  else if (o->start == QD_QUEENS_START_GREEDY)
    qd_queens_greedy (q, &mc.rng);
  mc.list = g_new (guint, q->n);
  mc.listed = g_new0 (guint8, q->n);
  list_all (&mc);
  emit (&mc, QD_LOCAL_STEP_START, 0, 0, 0, 0);
  while (q->h > 0 && steps < limit && !stopped (o))
    {
      if (mc.n_list == 0)
        list_all (&mc);
      if (mc.n_list == 0)
        break;
      if (repair (&mc, qd_random_below (&mc.rng, mc.n_list), steps + 1))
        steps++;
    }
  g_free (mc.list);
  g_free (mc.listed);
  out->steps = steps;
  return q->h == 0;
}
