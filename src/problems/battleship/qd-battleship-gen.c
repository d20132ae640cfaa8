/* qd-battleship-gen.c — random Battleship solitaire puzzles with exactly one
 * solution: a random fleet placement (the planted solution), its counts,
 * then hints revealed until no other solution is left, then for the higher
 * difficulties every hint that is not needed is taken away again.
 *
 * Both phases ask one question of qd-battleship-gen-search.c, which runs
 * the solver's filters on masks (Tatham's habit: the generator uses the
 * solver): "is there a solution other than the planted one?".  Revealing
 * keeps one propagated state of its hints and adds each new hint to it
 * incrementally; the search's witness, where it differs from the planted
 * solution, says which cells are worth revealing, and of a few of them the
 * one whose hint decides the most cells is taken.  Taking away tests each
 * hint with one search over the puzzle without it, which stops at the first
 * other solution.  Every search has a node budget, so generation never
 * stalls and every puzzle made is easy enough for the solver.  It draws from
 * qd-random.h, so a seed gives the same puzzle everywhere. */
#include "config.h"
#include "qd-battleship-private.h"
#include "core/qd-random.h"

#include <gio/gio.h>
#include <string.h>
#include <glib/gi18n.h>

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

/* The search budgets.  A search over budget counts as "not unique": so
 * every puzzle made is easy enough for the solver, and generation never
 * stalls on a heavy-tailed instance.  Revealing stops at the first puzzle
 * proven unique within GEN_REVEAL_NODES (an easy one); taking hints away
 * lets the proof grow to GEN_REMOVE_NODES. */
#define GEN_REVEAL_NODES 256
#define GEN_REMOVE_NODES 1500
/* Candidate hints weighed each round. */
#define GEN_SAMPLE 12

/* The fleet to place: `fleet_in`, or the default for the size; FALSE when
 * the grid or the fleet cannot be. */
static gboolean
check_fleet (guint size, const guint *fleet_in, guint *fleet, GError **error)
{
  guint cells = 0, area = 0;

  if (size < QD_BATTLESHIP_MIN_SIZE || size > QD_BATTLESHIP_MAX_SIZE)
    {
      g_set_error (error, QD_BATTLESHIP_ERROR, QD_BATTLESHIP_ERROR_SIZE,
                   _("the grid must be %ux%u to %ux%u, not %ux%u"), QD_BATTLESHIP_MIN_SIZE, QD_BATTLESHIP_MIN_SIZE,
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
                       _("a ship of length %u does not fit a %ux%u grid"), len, size, size);
          return FALSE;
        }
      cells += len * fleet[len];
      area += 2 * (len + 1) * MIN (fleet[len], (size + 1) * (size + 1));
    }
  if (cells == 0)
    {
      g_set_error_literal (error, QD_BATTLESHIP_ERROR, QD_BATTLESHIP_ERROR_COUNTS, _("the fleet is empty"));
      return FALSE;
    }
  /* A ship with the cells right of and below it fills a (len + 1) x 2
   * block of an (N + 1) x (N + 1) grid, and the blocks of ships that do not
   * touch do not overlap: so a fleet far too big is refused at once instead
   * of after a thousand random placements. */
  if (area > (size + 1) * (size + 1))
    {
      g_set_error (error, QD_BATTLESHIP_ERROR, QD_BATTLESHIP_ERROR_COUNTS,
                   _("the fleet does not fit a %ux%u grid without ships touching"), size, size);
      return FALSE;
    }
  return TRUE;
}

/* Reveals hints until the solution is unique.  The search's root holds the
 * hints so far, propagated.  Each round one search looks for a solution
 * other than the planted one; a cell where the two differ is revealed (so
 * that solution goes), any cell the root has not decided when the search ran
 * over budget.  Of a few such cells drawn at random, the one whose hint
 * decides the most cells is taken, and its hint propagated into the root.
 * The easiest level prefers ship cells, which tell more.  FALSE when
 * stopped. */
static gboolean
reveal_until_unique (QdBattleship *puzzle, QdBattleshipGenSearch *search, const guint8 *grid, guint difficulty,
                     guint64 *rng, QdProgress *progress)
{
  guint8 *root = qd_battleship_gen_search_root (search);
  guint cells = search->cells;
  g_autofree guint *candidates = g_new (guint, cells);

  /* The planted solution fits the counts: the filters cannot fail on them. */
  if (!qd_battleship_gen_search_reset (search, puzzle->hints))
    g_return_val_if_reached (FALSE);
  for (;;)
    {
      QdBattleshipGenOther other = qd_battleship_gen_search_other (search, GEN_REVEAL_NODES);
      guint n_cand = 0, n_ship = 0, pick = 0;

      if (progress != NULL)
        qd_progress_add (&progress->nodes, (gint64) search->nodes);
      if (other == QD_BATTLESHIP_GEN_STOPPED)
        return FALSE;
      if (other == QD_BATTLESHIP_GEN_UNIQUE)
        return TRUE;
      for (guint i = 0; i < cells; i++)
        if ((root[i] & (root[i] - 1)) != 0
            && (other == QD_BATTLESHIP_GEN_BUDGET || search->witness[i] != grid[i]))
          candidates[n_cand++] = i;
      g_assert (n_cand > 0);
      /* The easiest level reveals ship cells when it can. */
      if (difficulty == 0)
        {
          for (guint i = 0; i < n_cand; i++)
            if (grid[candidates[i]] != QD_BATTLESHIP_WATER)
              candidates[n_ship++] = candidates[i];
          if (n_ship > 0)
            n_cand = n_ship;
        }
      /* Of a few drawn at random, the one whose hint decides the most
       * cells: fewer hints, each doing more. */
      for (guint t = 0, best = 0; t < MIN (n_cand, GEN_SAMPLE); t++)
        {
          guint j = t + qd_random_below (rng, n_cand - t), c = candidates[j], decided;

          candidates[j] = candidates[t];
          candidates[t] = c;
          decided = qd_battleship_gen_search_try (search, c, qd_battleship_cell_bit (grid[c]));
          if (t == 0 || decided > best)
            best = decided, pick = c;
        }
      puzzle->hints[pick] = grid[pick];
      if (!qd_battleship_gen_search_narrow (search, root, pick, qd_battleship_cell_bit (grid[pick])))
        g_return_val_if_reached (FALSE);
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
 * Without the hint, the root is propagated afresh: when it decides the
 * hint's cell anyway, the puzzle to solve is the same and the hint goes;
 * else one search for another solution, over budget or successful, keeps
 * it.  FALSE when stopped. */
static gboolean
remove_needless_hints (QdBattleship *puzzle, QdBattleshipGenSearch *search, guint difficulty, guint64 *rng,
                       QdProgress *progress)
{
  guint n = puzzle->size, n_hints = 0;
  g_autofree guint *order = g_new (guint, n * n);
  guint8 *root = qd_battleship_gen_search_root (search);

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
      QdBattleshipGenOther other;

      if (progress != NULL)
        qd_progress_set (&progress->done, k);
      if (difficulty == 1 && hint != QD_BATTLESHIP_WATER)
        continue;
      if (stopped (search->stop))
        return FALSE;
      puzzle->hints[i] = QD_BATTLESHIP_UNKNOWN;
      if (!qd_battleship_gen_search_reset (search, puzzle->hints))
        g_return_val_if_reached (FALSE);
      /* Decided without it: the same root, the same puzzle to solve. */
      if (root[i] == qd_battleship_cell_bit (hint))
        continue;
      other = qd_battleship_gen_search_other (search, GEN_REMOVE_NODES);
      if (progress != NULL)
        qd_progress_add (&progress->nodes, (gint64) search->nodes);
      if (other == QD_BATTLESHIP_GEN_STOPPED)
        return FALSE;
      if (other != QD_BATTLESHIP_GEN_UNIQUE)
        puzzle->hints[i] = hint;
    }
  if (progress != NULL)
    qd_progress_set (&progress->done, n_hints);
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
  QdBattleshipGenSearch search = { 0 };

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
                   _("the fleet does not fit a %ux%u grid without ships touching"), size, size);
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
  qd_battleship_gen_search_init (&search, puzzle, grid, stop);
  if (!reveal_until_unique (puzzle, &search, grid, difficulty, &rng, progress))
    goto stopped;
  if (difficulty == 0)
    add_ship_hints (puzzle, grid, &rng);
  else if (!remove_needless_hints (puzzle, &search, difficulty, &rng, progress))
    goto stopped;
  qd_battleship_gen_search_clear (&search);
  return g_steal_pointer (&puzzle);

stopped:
  qd_battleship_gen_search_clear (&search);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("stopped"));
  return NULL;
}
