/* qd-kinarow-solve.c — the exact Connect Four solver (qd-kinarow-solve.h). */
#include "config.h"
#include "qd-kinarow-solve-private.h"

#include <glib/gi18n.h>
#include <string.h>
#ifdef G_OS_UNIX
#include <sys/mman.h>
#endif

#include "qd-kinarow.h"

/* --- The position --- */

void
qd_kinarow_c4_start (QdKinarowC4 *pos)
{
  pos->current = 0;
  pos->mask = 0;
  pos->moves = 0;
}

gboolean
qd_kinarow_c4_can_play (const QdKinarowC4 *pos, guint column)
{
  guint64 top = 1ull << (column * C4_STRIDE + C4_H - 1);

  return column < C4_W && (pos->mask & top) == 0;
}

static guint64
drop_bit (const QdKinarowC4 *pos, guint column)
{
  return (pos->mask + (1ull << (column * C4_STRIDE))) & c4_column_bits (column);
}

gboolean
qd_kinarow_c4_is_winning_move (const QdKinarowC4 *pos, guint column)
{
  return (c4_winning_spots (pos->current, pos->mask) & drop_bit (pos, column)) != 0;
}

void
qd_kinarow_c4_play (QdKinarowC4 *pos, guint column)
{
  guint64 bit = drop_bit (pos, column);

  pos->current ^= pos->mask;
  pos->mask |= bit;
  pos->moves++;
}

gboolean
qd_kinarow_c4_parse (QdKinarowC4 *pos, const char *text, GError **error)
{
  qd_kinarow_c4_start (pos);
  for (guint i = 0; text[i] != '\0' && !strchr (" \t\r\n", text[i]); i++)
    {
      guint column = (guint) (text[i] - '1');

      if (text[i] < '1' || text[i] > '0' + C4_W)
        {
          g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE,
                       _("move %u (“%c”): the columns are 1 to %u"), i + 1, text[i], C4_W);
          return FALSE;
        }
      if (!qd_kinarow_c4_can_play (pos, column))
        {
          g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL,
                       _("move %u (%c): column %c is full"), i + 1, text[i], text[i]);
          return FALSE;
        }
      if (qd_kinarow_c4_is_winning_move (pos, column))
        {
          g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL,
                       _("move %u (%c) makes four in a row: the game is over, there is nothing to solve"),
                       i + 1, text[i]);
          return FALSE;
        }
      qd_kinarow_c4_play (pos, column);
    }
  return TRUE;
}

gboolean
qd_kinarow_c4_from_position (const QdKinarowRules *rules, const QdKinarowPosition *position, QdKinarowC4 *pos)
{
  if (rules->width != C4_W || rules->height != C4_H || rules->k != 4 || !rules->gravity
      || qd_kinarow_outcome (position) != QD_KINAROW_ONGOING)
    return FALSE;
  qd_kinarow_c4_start (pos);
  for (guint c = 0; c < C4_W; c++)
    for (guint r = 0; r < C4_H; r++)
      {
        gint owner = qd_kinarow_at (position, qd_kinarow_cell (rules, c, r));
        guint64 bit = 1ull << (c * C4_STRIDE + r);

        if (owner < 0)
          break;
        pos->mask |= bit;
        pos->current |= owner == position->to_move ? bit : 0;
        pos->moves++;
      }
  return TRUE;
}

/* --- The solver --- */

/* A table's array, in pages of 2 MB where the system has them (Linux's
 * transparent huge pages): a probe lands anywhere in it, and with 4 kB pages
 * most probes missed the TLB too (a quarter of the time on the hardest
 * positions).  Every page is touched now, not during the first searches. */
static gpointer
table_new (gsize size)
{
  gsize page = 2u << 20, bytes = (size + page - 1) / page * page;
  gpointer table = g_aligned_alloc (1, bytes, page);

#if defined(G_OS_UNIX) && defined(MADV_HUGEPAGE)
  madvise (table, bytes, MADV_HUGEPAGE);
#endif
  memset (table, 0, bytes);
  return table;
}

QdKinarowSolver *
qd_kinarow_solver_new (void)
{
  QdKinarowSolver *solver = g_new0 (QdKinarowSolver, 1);

  solver->table = table_new (C4_TABLE_LINES * sizeof *solver->table);
  solver->used = g_new (guint32, C4_USED_MAX);
  for (guint i = 0; i < C4_W; i++)
    {
      solver->centre_order[i] = (gint8) (C4_W / 2 + ((i % 2) ? -1 : 1) * (gint) ((i + 1) / 2));
      solver->centre_columns[i] = c4_column_bits ((guint) solver->centre_order[i]);
    }
  return solver;
}

void
qd_kinarow_solver_free (QdKinarowSolver *solver)
{
  if (solver == NULL)
    return;
  g_aligned_free (solver->table);
  g_free (solver->used);
  g_free (solver);
}

void
qd_kinarow_solver_set_limits (QdKinarowSolver *solver, const QdKinarowSolveLimits *limits)
{
  if (limits != NULL)
    solver->limits = *limits;
  else
    memset (&solver->limits, 0, sizeof solver->limits);
}

guint64
qd_kinarow_solver_nodes (const QdKinarowSolver *solver)
{
  return solver->nodes;
}

static void
set_next_check (QdKinarowSolver *solver)
{
  solver->next_check = solver->nodes + C4_CHECK_EVERY;
  if (solver->limits.max_nodes != 0 && solver->next_check > solver->limits.max_nodes)
    solver->next_check = solver->limits.max_nodes;
}

void
qd_kinarow_solve_begin (QdKinarowSolver *solver)
{
  if (solver->n_used > C4_USED_MAX)
    memset (solver->table, 0, C4_TABLE_LINES * sizeof *solver->table);
  else
    for (guint k = 0; k < solver->n_used; k++)
      {
        guint i;

        c4_table_line (solver, solver->used[k], &i)->bounds[i] = 0;
      }
  solver->n_used = 0;
  solver->nodes = 0;
  solver->stopped = FALSE;
  set_next_check (solver);
}

gboolean
qd_kinarow_solve_check_limits (QdKinarowSolver *solver)
{
  const QdKinarowSolveLimits *limits = &solver->limits;

  if (limits->progress_nodes != NULL)
    __atomic_store_n (limits->progress_nodes, (gint64) solver->nodes, __ATOMIC_RELAXED);
  if ((limits->max_nodes != 0 && solver->nodes >= limits->max_nodes)
      || (limits->stop != NULL && g_atomic_int_get (limits->stop) != 0)
      || (limits->deadline_us != 0 && g_get_monotonic_time () >= limits->deadline_us))
    solver->stopped = TRUE;
  set_next_check (solver);
  return solver->stopped;
}

/* Few bits are set: faster than the library's popcount without -mpopcnt. */
static inline guint
bit_count (guint64 bits)
{
  guint n = 0;

  for (; bits != 0; bits &= bits - 1)
    n++;
  return n;
}

/* The moves of `possible`, best first: by the winning spots each makes for
 * the mover, ties in the centre-first order.  Each child's line of the table
 * is asked for as its move is scored, and is on its way or there when the
 * child probes it: a node then takes 0.55 to 0.65 of its time without
 * (Pons' sets L1_R1 and L2_R1), where it waited for the line. */
static guint
sort_moves (const QdKinarowSolver *solver, guint64 current, guint64 mask, guint64 possible, guint64 *moves)
{
  guint scores[C4_W], n = 0;

  for (guint i = 0; i < C4_W; i++)
    {
      guint64 move = possible & solver->centre_columns[i];
      guint score, j;

      if (move == 0)
        continue;
      c4_table_prefetch (solver, c4_key (current ^ mask, mask | move));
      score = bit_count (c4_winning_spots (current | move, mask | move));
      for (j = n; j > 0 && scores[j - 1] < score; j--)
        {
          scores[j] = scores[j - 1];
          moves[j] = moves[j - 1];
        }
      scores[j] = score;
      moves[j] = move;
      n++;
    }
  return n;
}

/* The moves a node searches, and the range of its score; FALSE when its
 * score is known at once (then in *lo).  The solver and the lab's last rows
 * search only the moves that do not lose at once (the player to move cannot
 * win at once there: its parent saw to it); the lab's bitboard row, all. */
static inline gboolean
node_moves (const QdKinarowSolver *solver, guint64 current, guint64 mask, gint moves, guint64 *possible,
            gint *lo, gint *hi)
{
  *hi = (C4_CELLS - 1 - moves) / 2;
  if (G_LIKELY (solver->lab >= QD_KINAROW_LAB_NON_LOSING))
    {
      *possible = non_losing_moves (current, mask);
      /* Else the opponent cannot win at its next move. */
      *lo = *possible == 0 ? -(C4_CELLS - moves) / 2 : moves >= C4_CELLS - 2 ? 0 : -(C4_CELLS - 2 - moves) / 2;
      return *possible != 0 && moves < C4_CELLS - 2;
    }
  *possible = c4_possible (mask);
  if (moves == C4_CELLS || (c4_winning_spots (current, mask) & *possible) != 0)
    {
      *lo = moves == C4_CELLS ? 0 : (C4_CELLS + 1 - moves) / 2;
      return FALSE;
    }
  *lo = -(C4_CELLS - moves) / 2;
  return TRUE;
}

/* The moves of `possible` in the order searched: by threats (the solver), else centre first. */
static inline guint
order_moves (const QdKinarowSolver *solver, guint64 current, guint64 mask, guint64 possible, guint64 *order)
{
  guint n = 0;

  if (G_LIKELY (solver->lab == QD_KINAROW_LAB_ORDERED))
    return sort_moves (solver, current, mask, possible, order);
  for (guint i = 0; i < C4_W; i++)
    if ((order[n] = possible & solver->centre_columns[i]) != 0)
      n++;
  return n;
}

/* The score of a position within [alpha, beta] (fail-hard outside: a
 * bound on that side), on bitboards. */
static gint
negamax (QdKinarowSolver *solver, guint64 current, guint64 mask, gint moves, gint alpha, gint beta)
{
  guint64 possible, key, order[C4_W];
  gint lo, hi;
  guint n;

  if (c4_count_node (solver))
    return alpha;
  if (!node_moves (solver, current, mask, moves, &possible, &lo, &hi))
    return lo;
  /* The table is read only when the window is still open: a probe is a cache miss. */
  if (c4_window_empty (lo, hi, &alpha, &beta))
    return alpha;
  key = c4_key (current, mask);
  if (c4_table_narrow (solver, key, &lo, &hi) && c4_window_empty (lo, hi, &alpha, &beta))
    return alpha;
  n = order_moves (solver, current, mask, possible, order);
  for (guint i = 0; i < n; i++)
    {
      gint score = -negamax (solver, current ^ mask, mask | order[i], moves + 1, -beta, -alpha);

      if (solver->stopped)
        return alpha;
      if (score >= beta)
        {
          c4_table_put (solver, key, score, TRUE);
          return score;
        }
      alpha = MAX (alpha, score);
    }
  c4_table_put (solver, key, alpha, FALSE);
  return alpha;
}

gint
qd_kinarow_solve_bits (QdKinarowSolver *solver, const QdKinarowC4 *pos, gint alpha, gint beta)
{
  return negamax (solver, pos->current, pos->mask, (gint) pos->moves, alpha, beta);
}

/* Halves the range with each null window, at the middle, or nearer zero
 * when that is further in: a short win or loss is cheap to prove or refute. */
gint
qd_kinarow_solve_null_windows (QdKinarowSolver *solver, const QdKinarowC4 *pos, gint lo, gint hi, C4WindowSearch search)
{
  while (lo < hi && !solver->stopped)
    {
      gint probe = lo + (hi - lo) / 2, score;

      if (probe <= 0 && lo / 2 < probe)
        probe = lo / 2;
      else if (probe >= 0 && hi / 2 > probe)
        probe = hi / 2;
      score = search (solver, pos, probe, probe + 1);
      if (score <= probe)
        hi = score;
      else
        lo = score;
    }
  return lo;
}

gboolean
qd_kinarow_solve_settled (const QdKinarowC4 *pos, gint *score)
{
  if (pos->moves >= C4_CELLS)
    *score = 0;
  else if (c4_winning_spots (pos->current, pos->mask) & c4_possible (pos->mask))
    *score = (C4_CELLS + 1 - (gint) pos->moves) / 2;
  else
    return FALSE;
  return TRUE;
}

QdKinarowSolveStatus
qd_kinarow_solver_solve (QdKinarowSolver *solver, const QdKinarowC4 *pos, gboolean weak, gint *score)
{
  gint lo = -(C4_CELLS - (gint) pos->moves) / 2, hi = (C4_CELLS + 1 - (gint) pos->moves) / 2;

  solver->lab = QD_KINAROW_LAB_ORDERED;
  qd_kinarow_solve_begin (solver);
  if (qd_kinarow_solve_settled (pos, score))
    {
      *score = weak ? (*score > 0) - (*score < 0) : *score;
      return QD_KINAROW_SOLVE_DONE;
    }
  if (weak)
    {
      lo = -1;
      hi = 1;
    }
  *score = qd_kinarow_solve_null_windows (solver, pos, lo, hi, qd_kinarow_solve_bits);
  if (weak)
    *score = CLAMP (*score, -1, 1);
  return solver->stopped ? QD_KINAROW_SOLVE_STOPPED : QD_KINAROW_SOLVE_DONE;
}

QdKinarowSolveStatus
qd_kinarow_solver_analyze (QdKinarowSolver *solver, const QdKinarowC4 *pos, gboolean weak,
                           gint scores[QD_KINAROW_C4_WIDTH])
{
  guint64 nodes = 0;

  for (guint c = 0; c < C4_W; c++)
    {
      QdKinarowC4 next = *pos;
      gint score;

      scores[c] = QD_KINAROW_C4_NO_MOVE;
      if (!qd_kinarow_c4_can_play (pos, c))
        continue;
      if (qd_kinarow_c4_is_winning_move (pos, c))
        {
          scores[c] = weak ? 1 : (C4_CELLS + 1 - (gint) pos->moves) / 2;
          continue;
        }
      qd_kinarow_c4_play (&next, c);
      if (qd_kinarow_solver_solve (solver, &next, weak, &score) != QD_KINAROW_SOLVE_DONE)
        {
          solver->nodes += nodes;
          return QD_KINAROW_SOLVE_STOPPED;
        }
      nodes += solver->nodes;
      scores[c] = -score;
    }
  solver->nodes = nodes;
  return QD_KINAROW_SOLVE_DONE;
}
