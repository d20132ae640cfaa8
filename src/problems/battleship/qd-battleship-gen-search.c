/* qd-battleship-gen-search.c — the generator's question, "is there a
 * solution other than the planted one?", answered on cell masks with the
 * solver's filters (qd-battleship-filters.c).
 *
 * Propagation is incremental: a change to a cell marks its row and column
 * for the line filter (and a newly definite ship cell makes its diagonal
 * neighbours water), and the fleet filter, the costly one, runs once the
 * lines are quiet.  So the generator keeps one propagated state of its hints
 * and adds a hint to it with a few line passes instead of a fresh solve.
 *
 * The search is a depth-first search over the masks, one level per decided
 * cell (levels preallocated, nothing allocated while it runs), on the cell
 * with the fewest values left, the planted value first.  So it walks
 * straight down to the planted solution (which never fails propagation),
 * the one leaf that does not count, and backtracking from there tries the
 * small changes near the leaves first; once the path differs, the planted
 * values stay a good guide to some solution.  One search thus proves
 * uniqueness or hands back a witness, whose differences from the planted
 * solution are the cells worth revealing.  Nodes count every value tried,
 * as the solver's assignments do, against a budget. */
#include "config.h"
#include "qd-battleship-private.h"

#include <string.h>

void
qd_battleship_gen_search_init (QdBattleshipGenSearch *s, const QdBattleship *puzzle, const guint8 *planted,
                               const gint *stop)
{
  guint cells = puzzle->size * puzzle->size;

  qd_battleship_init_tables ();
  memset (s, 0, sizeof *s);
  s->puzzle = puzzle;
  s->n = puzzle->size;
  s->cells = cells;
  s->stop = stop;
  s->planted = g_new (guint8, cells);
  for (guint i = 0; i < cells; i++)
    s->planted[i] = qd_battleship_cell_bit (planted[i]);
  /* Each level decides at least one more cell: cells + 1 levels. */
  s->levels = g_new (guint8, (gsize) (cells + 1) * cells);
  s->witness = g_new (guint8, cells);
}

void
qd_battleship_gen_search_clear (QdBattleshipGenSearch *s)
{
  g_clear_pointer (&s->planted, g_free);
  g_clear_pointer (&s->levels, g_free);
  g_clear_pointer (&s->witness, g_free);
}

guint8 *
qd_battleship_gen_search_root (QdBattleshipGenSearch *s)
{
  return s->levels;
}

/* Narrows dom[i] to `mask` and marks what must be looked at again: its row
 * and column, and when it became a definite ship, its diagonal neighbours
 * (made water at once) and their lines.  FALSE when a mask empties. */
static gboolean
narrow (const QdBattleshipGenSearch *s, guint8 *dom, guint i, guint8 mask, guint32 *rows, guint32 *cols)
{
  guint n = s->n, r = i / n, c = i % n;
  guint8 old = dom[i];
  guint diagonal[4], n_diagonal;

  mask &= old;
  if (mask == old)
    return TRUE;
  if (mask == 0)
    return FALSE;
  dom[i] = mask;
  *rows |= 1u << r;
  *cols |= 1u << c;
  if ((old & QD_BATTLESHIP_BIT_W) == 0 || (mask & QD_BATTLESHIP_BIT_W) != 0)
    return TRUE;
  n_diagonal = qd_battleship_diagonals (n, i, diagonal);
  for (guint k = 0; k < n_diagonal; k++)
    {
      guint8 *d = &dom[diagonal[k]];

      if ((*d & QD_BATTLESHIP_SHIP_BITS) == 0)
        continue;
      *d &= QD_BATTLESHIP_BIT_W;
      if (*d == 0)
        return FALSE;
      *rows |= 1u << (diagonal[k] / n);
      *cols |= 1u << (diagonal[k] % n);
    }
  return TRUE;
}

gboolean
qd_battleship_gen_search_narrow (QdBattleshipGenSearch *s, guint8 *dom, guint i, guint8 mask)
{
  guint32 rows = 0, cols = 0;

  return narrow (s, dom, i, mask, &rows, &cols) && qd_battleship_gen_search_propagate (s, dom, rows, cols);
}

/* The lines to their fixpoint, then the fleet, then the lines again if it
 * changed anything, and the fleet again if they did: the fleet filter does
 * not look again after its own changes alone (the search checks every full
 * grid with it instead). */
gboolean
qd_battleship_gen_search_propagate (QdBattleshipGenSearch *s, guint8 *dom, guint32 rows, guint32 cols)
{
  const QdBattleship *p = s->puzzle;
  guint n = s->n;
  guint8 before[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];
  guint64 work = 0;
  gboolean fleet_due = TRUE;

  for (;;)
    {
      /* Rows first, then columns. */
      while ((rows | cols) != 0)
        {
          gboolean column = rows == 0;
          guint line = (guint) __builtin_ctz (column ? cols : rows);
          guint count = column ? p->col_counts[line] : p->row_counts[line];
          guint8 m[QD_BATTLESHIP_MAX_SIZE];

          for (guint k = 0; k < n; k++)
            m[k] = dom[column ? k * n + line : line * n + k];
          if (!qd_battleship_line_filter (m, n, count, column, &work))
            return FALSE;
          for (guint k = 0; k < n; k++)
            {
              guint i = column ? k * n + line : line * n + k;

              if (m[k] == dom[i])
                continue;
              if (!narrow (s, dom, i, m[k], &rows, &cols))
                return FALSE;
              fleet_due = TRUE;
            }
          /* The line filter is its own fixpoint, and the diagonal rule
           * touches the lines beside this one only. */
          if (column)
            cols &= ~(1u << line);
          else
            rows &= ~(1u << line);
        }
      if (!fleet_due)
        return TRUE;
      /* Then the fleet, whose changes wake the lines again. */
      fleet_due = FALSE;
      memcpy (before, dom, s->cells);
      if (!qd_battleship_fleet_filter (p, dom, &work, NULL))
        return FALSE;
      for (guint i = 0; i < s->cells; i++)
        if (dom[i] != before[i])
          {
            guint8 mask = dom[i];

            dom[i] = before[i];
            if (!narrow (s, dom, i, mask, &rows, &cols))
              return FALSE;
          }
      if ((rows | cols) == 0)
        return TRUE;
    }
}

gboolean
qd_battleship_gen_search_reset (QdBattleshipGenSearch *s, const guint8 *hints)
{
  guint8 *dom = s->levels;
  guint32 every = s->n >= 32 ? 0xffffffffu : (1u << s->n) - 1;
  guint32 rows = 0, cols = 0;

  memset (dom, QD_BATTLESHIP_ALL_BITS, s->cells);
  for (guint i = 0; i < s->cells; i++)
    if (hints[i] >= QD_BATTLESHIP_WATER && hints[i] <= QD_BATTLESHIP_MIDDLE
        && !narrow (s, dom, i, qd_battleship_cell_bit (hints[i]), &rows, &cols))
      return FALSE;
  return qd_battleship_gen_search_propagate (s, dom, every, every);
}

guint
qd_battleship_gen_search_try (QdBattleshipGenSearch *s, guint i, guint8 mask)
{
  guint8 *trial = s->levels + s->cells;
  guint decided = 0;

  memcpy (trial, s->levels, s->cells);
  if (!qd_battleship_gen_search_narrow (s, trial, i, mask))
    return 0;
  for (guint k = 0; k < s->cells; k++)
    decided += (trial[k] & (trial[k] - 1)) == 0;
  return decided;
}

static inline guint
popcount8 (guint8 x)
{
  return (guint) __builtin_popcount (x);
}

static QdBattleshipGenOther
search (QdBattleshipGenSearch *s, guint depth, gboolean differs)
{
  guint cells = s->cells;
  const guint8 *dom = s->levels + (gsize) depth * cells;
  guint8 *next = s->levels + (gsize) (depth + 1) * cells;
  guint best = QD_BATTLESHIP_N_VALUES + 1, pick = 0;
  guint8 first, rest;

  for (guint i = 0; i < cells; i++)
    {
      guint8 d = dom[i];

      if ((d & s->planted[i]) == 0)
        differs = TRUE;
      if ((d & (d - 1)) != 0 && popcount8 (d) < best)
        {
          best = popcount8 (d);
          pick = i;
        }
    }
  if (best > QD_BATTLESHIP_N_VALUES)
    {
      guint64 work = 0;

      /* Every cell decided, the lines and the diagonals hold; the fleet
       * filter did not look again after its own last changes (see
       * propagate), so it does here: then a solution. */
      if (!differs)
        return QD_BATTLESHIP_GEN_UNIQUE;
      memcpy (s->witness, dom, cells);
      if (!qd_battleship_fleet_filter (s->puzzle, s->witness, &work, NULL))
        return QD_BATTLESHIP_GEN_UNIQUE;
      for (guint i = 0; i < cells; i++)
        s->witness[i] = (guint8) (__builtin_ctz (dom[i]) + 1);
      return QD_BATTLESHIP_GEN_FOUND;
    }
  /* The planted value first. */
  first = dom[pick] & s->planted[pick];
  rest = dom[pick] & ~first;
  for (guint k = 0; k < 2; k++)
    for (guint8 values = k == 0 ? first : rest; values != 0; values &= (guint8) (values - 1))
      {
        guint8 bit = (guint8) (values & -values);
        QdBattleshipGenOther found;

        /* Nodes count every value tried, as the solver's assignments do;
         * the stop flag is read every 64. */
        if (++s->nodes > s->max_nodes && s->max_nodes != 0)
          return QD_BATTLESHIP_GEN_BUDGET;
        if ((s->nodes & 63) == 0 && s->stop != NULL && g_atomic_int_get (s->stop) != 0)
          return QD_BATTLESHIP_GEN_STOPPED;
        memcpy (next, dom, cells);
        if (!qd_battleship_gen_search_narrow (s, next, pick, bit))
          continue;
        found = search (s, depth + 1, differs || bit != s->planted[pick]);
        if (found != QD_BATTLESHIP_GEN_UNIQUE)
          return found;
      }
  return QD_BATTLESHIP_GEN_UNIQUE;
}

QdBattleshipGenOther
qd_battleship_gen_search_other (QdBattleshipGenSearch *s, guint64 max_nodes)
{
  s->nodes = 0;
  s->max_nodes = max_nodes;
  if (s->stop != NULL && g_atomic_int_get (s->stop) != 0)
    return QD_BATTLESHIP_GEN_STOPPED;
  return search (s, 0, FALSE);
}
