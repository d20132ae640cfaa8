/* qd-battleship-gen.c — random Battleship solitaire puzzles with exactly one
 * solution: a random fleet placement, its counts, then hints where the
 * solutions found still differ until the solver proves uniqueness (Tatham's
 * habit: the generator uses the solver), then for the higher difficulties
 * every hint that is not needed is taken away again.  It draws from
 * qd-random.h, so a seed gives the same puzzle everywhere. */
#include "config.h"
#include "qd-battleship.h"
#include "core/qd-random.h"

#include <gio/gio.h>
#include <string.h>

static gboolean
stopped (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop) != 0;
}

/* Places the fleet, longest ships first, each at a random free place; FALSE
 * when a ship finds none (the caller retries). */
static gboolean
place_fleet (guint n, const guint *fleet, guint64 *rng, guint8 *grid)
{
  guint *places = g_new (guint, 2 * n * n);
  gboolean ok = TRUE;

  memset (grid, QD_BATTLESHIP_WATER, (gsize) n * n);
  for (guint len = QD_BATTLESHIP_MAX_SHIP; len >= 1 && ok; len--)
    for (guint ship = 0; ship < fleet[len] && ok; ship++)
      {
        guint n_places = 0;

        for (guint horiz = 0; horiz < (len == 1 ? 1u : 2u); horiz++)
          for (guint r = 0; r + (horiz ? 1 : len) <= n; r++)
            for (guint c = 0; c + (horiz ? len : 1) <= n; c++)
              {
                gboolean free_here = TRUE;
                /* No ship cell in the box around it. */
                for (gint rr = (gint) r - 1; rr <= (gint) (r + (horiz ? 1 : len)) && free_here; rr++)
                  for (gint cc = (gint) c - 1; cc <= (gint) (c + (horiz ? len : 1)) && free_here; cc++)
                    if (rr >= 0 && cc >= 0 && rr < (gint) n && cc < (gint) n
                        && grid[rr * (gint) n + cc] != QD_BATTLESHIP_WATER)
                      free_here = FALSE;
                if (free_here)
                  places[n_places++] = ((r * n + c) << 1) | horiz;
              }
        if (n_places == 0)
          {
            ok = FALSE;
            break;
          }
        {
          guint pick = places[qd_random_below (rng, n_places)];
          guint horiz = pick & 1, at = pick >> 1, r = at / n, c = at % n;

          for (guint i = 0; i < len; i++)
            {
              guint8 shape = len == 1 ? QD_BATTLESHIP_SUB : i == 0 ? (horiz ? QD_BATTLESHIP_LEFT : QD_BATTLESHIP_TOP)
                           : i + 1 == len ? (horiz ? QD_BATTLESHIP_RIGHT : QD_BATTLESHIP_BOTTOM) : QD_BATTLESHIP_MIDDLE;
              grid[(r + (horiz ? 0 : i)) * n + c + (horiz ? i : 0)] = shape;
            }
        }
      }
  g_free (places);
  return ok;
}

/* The search budget of one uniqueness proof: a puzzle the solver cannot
 * settle within it counts as not unique (so every puzzle made is easy for
 * the solver, and generation never stalls on a heavy-tailed instance). */
#define GEN_MAX_NODES 4000

/* Solves with max_solutions 2; NULL when stopped; n_solutions 0 and status
 * STOPPED when the budget ran out. */
static QdBattleshipResult *
solve2 (const QdBattleship *puzzle, const gint *stop)
{
  QdBattleshipSolveOptions options;
  QdBattleshipResult *result;

  qd_battleship_solve_options_init (&options);
  options.max_solutions = 2;
  options.stop = stop;
  options.max_nodes = GEN_MAX_NODES;
  result = qd_battleship_solve (puzzle, &options);
  if (result->status == QD_BATTLESHIP_STOPPED && stopped (stop))
    {
      qd_battleship_result_free (result);
      return NULL;
    }
  return result;
}

/* The fleet to place: `fleet_in`, or the default for the size; FALSE when
 * the grid or the fleet cannot be. */
static gboolean
check_fleet (guint size, const guint *fleet_in, guint *fleet, GError **error)
{
  guint cells = 0;

  if (size < QD_BATTLESHIP_MIN_SIZE || size > QD_BATTLESHIP_MAX_SIZE)
    {
      g_set_error (error, QD_BATTLESHIP_ERROR, QD_BATTLESHIP_ERROR_SIZE,
                   "the grid must be %ux%u to %ux%u, not %ux%u", QD_BATTLESHIP_MIN_SIZE, QD_BATTLESHIP_MIN_SIZE,
                   QD_BATTLESHIP_MAX_SIZE, QD_BATTLESHIP_MAX_SIZE, size, size);
      return FALSE;
    }
  if (fleet_in != NULL)
    memcpy (fleet, fleet_in, sizeof (guint) * (QD_BATTLESHIP_MAX_SHIP + 1));
  else
    qd_battleship_default_fleet (size, fleet);
  fleet[0] = 0;
  for (guint len = 1; len <= QD_BATTLESHIP_MAX_SHIP; len++)
    {
      if (fleet[len] > 0 && len > size)
        {
          g_set_error (error, QD_BATTLESHIP_ERROR, QD_BATTLESHIP_ERROR_SIZE,
                       "a ship of length %u does not fit a %ux%u grid", len, size, size);
          return FALSE;
        }
      cells += len * fleet[len];
    }
  if (cells == 0)
    {
      g_set_error_literal (error, QD_BATTLESHIP_ERROR, QD_BATTLESHIP_ERROR_COUNTS, "the fleet is empty");
      return FALSE;
    }
  return TRUE;
}

/* Reveals hints until the solution is unique: a cell where the two
 * solutions found differ (so the second one goes); the easiest level
 * prefers ship cells, which tell more.  FALSE when stopped. */
static gboolean
reveal_until_unique (QdBattleship *puzzle, const guint8 *grid, guint difficulty, guint64 *rng, const gint *stop,
                     QdProgress *progress)
{
  guint n = puzzle->size;

  for (;;)
    {
      g_autoptr(QdBattleshipResult) result = solve2 (puzzle, stop);
      guint candidates[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE], n_cand = 0, n_ship = 0;
      guint pick;

      if (result == NULL)
        return FALSE;
      if (result->status == QD_BATTLESHIP_SOLVED)
        return TRUE;
      /* Where two solutions differ; over budget: any cell not revealed. */
      for (guint i = 0; i < n * n; i++)
        if (puzzle->hints[i] == QD_BATTLESHIP_UNKNOWN
            && (result->second == NULL || result->solution[i] != result->second[i]))
          candidates[n_cand++] = i;
      g_assert (n_cand > 0);
      /* Ship cells of the hidden solution first, for the easiest level. */
      for (guint i = 0; i < n_cand; i++)
        if (grid[candidates[i]] != QD_BATTLESHIP_WATER)
          {
            guint t = candidates[n_ship];
            candidates[n_ship++] = candidates[i];
            candidates[i] = t;
          }
      if (difficulty == 0 && n_ship > 0)
        pick = candidates[qd_random_below (rng, n_ship)];
      else
        pick = candidates[qd_random_below (rng, n_cand)];
      puzzle->hints[pick] = grid[pick];
      if (progress != NULL)
        qd_progress_add (&progress->done, 1);
    }
}

/* The easiest level: a few more ship hints. */
static void
add_ship_hints (QdBattleship *puzzle, const guint8 *grid, guint64 *rng)
{
  guint n = puzzle->size, extra = n / 3;

  for (guint k = 0; k < 4 * n * n && extra > 0; k++)
    {
      guint i = qd_random_below (rng, n * n);
      if (grid[i] != QD_BATTLESHIP_WATER && puzzle->hints[i] == QD_BATTLESHIP_UNKNOWN)
        {
          puzzle->hints[i] = grid[i];
          extra--;
        }
    }
}

/* The harder levels: takes away, in a random order, every hint that
 * uniqueness does not need; level 1 keeps the ship hints, which help most.
 * FALSE when stopped. */
static gboolean
remove_needless_hints (QdBattleship *puzzle, guint difficulty, guint64 *rng, const gint *stop, QdProgress *progress)
{
  guint n = puzzle->size, n_hints = 0;
  g_autofree guint *order = g_new (guint, n * n);

  for (guint i = 0; i < n * n; i++)
    if (puzzle->hints[i] != QD_BATTLESHIP_UNKNOWN)
      order[n_hints++] = i;
  qd_random_shuffle (rng, order, n_hints);
  if (progress != NULL)
    {
      qd_progress_set (&progress->value, QD_BATTLESHIP_GEN_REMOVING);
      qd_progress_set (&progress->done, 0);
      qd_progress_set (&progress->total, n_hints);
    }
  for (guint k = 0; k < n_hints; k++)
    {
      guint i = order[k];
      guint8 hint = puzzle->hints[i];
      g_autoptr(QdBattleshipResult) result = NULL;

      if (progress != NULL)
        qd_progress_set (&progress->done, k);
      if (difficulty == 1 && hint != QD_BATTLESHIP_WATER)
        continue;
      puzzle->hints[i] = QD_BATTLESHIP_UNKNOWN;
      result = solve2 (puzzle, stop);
      if (result == NULL)
        return FALSE;
      if (result->status != QD_BATTLESHIP_SOLVED)
        puzzle->hints[i] = hint;
    }
  return TRUE;
}

QdBattleship *
qd_battleship_generate (guint size, const guint *fleet_in, guint difficulty, guint64 seed,
                        const gint *stop, QdProgress *progress, GError **error)
{
  guint fleet[QD_BATTLESHIP_MAX_SHIP + 1];
  g_autoptr(QdBattleship) puzzle = NULL;
  g_autofree guint8 *grid = NULL;
  guint64 rng = seed ^ G_GUINT64_CONSTANT (0x5851f42d4c957f2d);
  guint n = size, tries;

  if (!check_fleet (size, fleet_in, fleet, error))
    return NULL;
  difficulty = MIN (difficulty, 2);

  grid = g_new (guint8, n * n);
  for (tries = 0; tries < 1000; tries++)
    {
      if (stopped (stop))
        goto stopped;
      if (place_fleet (n, fleet, &rng, grid))
        break;
    }
  if (tries == 1000)
    {
      g_set_error (error, QD_BATTLESHIP_ERROR, QD_BATTLESHIP_ERROR_COUNTS,
                   "the fleet does not fit a %ux%u grid without ships touching", size, size);
      return NULL;
    }

  puzzle = qd_battleship_new (n);
  memcpy (puzzle->fleet, fleet, sizeof fleet);
  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      if (grid[r * n + c] != QD_BATTLESHIP_WATER)
        puzzle->row_counts[r]++, puzzle->col_counts[c]++;

  if (progress != NULL)
    qd_progress_set (&progress->value, QD_BATTLESHIP_GEN_REVEALING);
  if (!reveal_until_unique (puzzle, grid, difficulty, &rng, stop, progress))
    goto stopped;
  if (difficulty == 0)
    add_ship_hints (puzzle, grid, &rng);
  else if (!remove_needless_hints (puzzle, difficulty, &rng, stop, progress))
    goto stopped;
  return g_steal_pointer (&puzzle);

stopped:
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "stopped");
  return NULL;
}
