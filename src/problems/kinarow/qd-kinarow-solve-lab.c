/* qd-kinarow-solve-lab.c — the alpha-beta lab (qd-kinarow-solve.h): one
 * search whose techniques are switched on one at a time.
 *
 * The first five rows search a 7 × 6 array, as a first program would: a
 * column is full when its height is 6, a move wins when the cells in a line
 * through it hold three of the mover's stones.  The position's key for the
 * table is kept beside the array, as a hash would be.  The bitboard rows
 * search the same tree with shifts and masks. */
#include "config.h"
#include "qd-kinarow-solve-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct {
  guint8 cells[C4_W][C4_H];   /* 0 empty, 1 the first player's stone, 2 the second's */
  guint8 height[C4_W];
  gint moves;
  QdKinarowC4 bits;           /* only for the key */
} Grid;

static const char *const config_ids[QD_KINAROW_LAB_N_CONFIGS] = {
  "negamax", "alphabeta", "centre", "table", "null-window", "bitboard", "non-losing", "ordered",
};

static const char *const config_labels[QD_KINAROW_LAB_N_CONFIGS] = {
  N_("Plain negamax"),
  N_("+ alpha-beta"),
  N_("+ centre columns first"),
  N_("+ transposition table"),
  N_("+ null windows"),
  N_("+ bitboard"),
  N_("+ non-losing moves only"),
  N_("+ moves ordered by threats"),
};

const char *
qd_kinarow_lab_config_id (QdKinarowLabConfig config)
{
  g_return_val_if_fail (config < QD_KINAROW_LAB_N_CONFIGS, NULL);
  return config_ids[config];
}

const char *
qd_kinarow_lab_config_label (QdKinarowLabConfig config)
{
  g_return_val_if_fail (config < QD_KINAROW_LAB_N_CONFIGS, NULL);
  return _(config_labels[config]);
}

static void
grid_from_position (Grid *grid, const QdKinarowC4 *pos)
{
  /* The player to move owns `current`; the first player moves when the count is even. */
  guint8 mover = (pos->moves % 2) ? 2 : 1;

  memset (grid, 0, sizeof *grid);
  for (guint c = 0; c < C4_W; c++)
    for (guint r = 0; r < C4_H; r++)
      {
        guint64 bit = 1ull << (c * C4_STRIDE + r);

        if ((pos->mask & bit) == 0)
          break;
        grid->cells[c][r] = (pos->current & bit) ? mover : 3 - mover;
        grid->height[c] = (guint8) (r + 1);
      }
  grid->moves = (gint) pos->moves;
  grid->bits = *pos;
}

/* Stones of `player` from (c, r) on in the direction (dc, dr), the cell itself not counted. */
static guint
grid_run (const Grid *grid, gint c, gint r, gint dc, gint dr, guint8 player)
{
  guint n = 0;

  for (c += dc, r += dr; c >= 0 && c < C4_W && r >= 0 && r < C4_H && grid->cells[c][r] == player;
       c += dc, r += dr)
    n++;
  return n;
}

static gboolean
grid_wins (const Grid *grid, gint c)
{
  static const gint dirs[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };
  guint8 player = (grid->moves % 2) ? 2 : 1;
  gint r = grid->height[c];

  for (guint d = 0; d < 4; d++)
    if (grid_run (grid, c, r, dirs[d][0], dirs[d][1], player)
        + grid_run (grid, c, r, -dirs[d][0], -dirs[d][1], player) >= 3)
      return TRUE;
  return FALSE;
}

static void
grid_play (Grid *grid, gint c)
{
  grid->cells[c][grid->height[c]++] = (grid->moves % 2) ? 2 : 1;
  grid->moves++;
  qd_kinarow_c4_play (&grid->bits, (guint) c);
}

static gint
lab_column (const QdKinarowSolver *solver, guint i)
{
  return solver->lab >= QD_KINAROW_LAB_CENTRE ? solver->centre_order[i] : (gint) i;
}

/* Negamax on the array: alpha-beta, the centre first and the table when
 * the lab's row has them; plain negamax ignores the window. */
static gint
grid_negamax (QdKinarowSolver *solver, const Grid *grid, gint alpha, gint beta)
{
  gboolean pruning = solver->lab >= QD_KINAROW_LAB_ALPHABETA, table = solver->lab >= QD_KINAROW_LAB_TABLE;
  gint best = -C4_CELLS, lo = -(C4_CELLS - grid->moves) / 2, hi = (C4_CELLS - 1 - grid->moves) / 2;
  guint64 key = c4_key (grid->bits.current, grid->bits.mask);

  if (c4_count_node (solver))
    return alpha;
  if (grid->moves == C4_CELLS)
    return 0;
  for (gint c = 0; c < C4_W; c++)
    if (grid->height[c] < C4_H && grid_wins (grid, c))
      return (C4_CELLS + 1 - grid->moves) / 2;
  if (table)
    c4_table_narrow (solver, key, &lo, &hi);
  if (pruning && c4_window_empty (lo, hi, &alpha, &beta))
    return alpha;
  for (guint i = 0; i < C4_W; i++)
    {
      gint c = lab_column (solver, i), score;
      Grid next;

      if (grid->height[c] == C4_H)
        continue;
      next = *grid;
      grid_play (&next, c);
      score = -grid_negamax (solver, &next, -beta, -alpha);
      if (solver->stopped)
        return alpha;
      if (pruning && score >= beta)
        {
          if (table)
            c4_table_put (solver, key, score, TRUE);
          return score;
        }
      best = MAX (best, score);
      alpha = MAX (alpha, score);
    }
  if (table)
    c4_table_put (solver, key, alpha, FALSE);
  return pruning ? alpha : best;
}

static gint
lab_root (QdKinarowSolver *solver, const QdKinarowC4 *pos, gint alpha, gint beta)
{
  Grid grid;

  if (solver->lab >= QD_KINAROW_LAB_BITBOARD)
    return qd_kinarow_solve_bits (solver, pos, alpha, beta);
  grid_from_position (&grid, pos);
  return grid_negamax (solver, &grid, alpha, beta);
}

QdKinarowSolveStatus
qd_kinarow_solver_lab (QdKinarowSolver *solver, QdKinarowLabConfig config, const QdKinarowC4 *pos, gint *score)
{
  g_return_val_if_fail (config < QD_KINAROW_LAB_N_CONFIGS, QD_KINAROW_SOLVE_STOPPED);
  if (config == QD_KINAROW_LAB_ORDERED)
    return qd_kinarow_solver_solve (solver, pos, FALSE, score);
  solver->lab = config;
  qd_kinarow_solve_begin (solver);
  if (config == QD_KINAROW_LAB_NON_LOSING && qd_kinarow_solve_settled (pos, score))
    return QD_KINAROW_SOLVE_DONE;
  if (config >= QD_KINAROW_LAB_NULL_WINDOW)
    *score = qd_kinarow_solve_null_windows (solver, pos, -(C4_CELLS - (gint) pos->moves) / 2,
                              (C4_CELLS + 1 - (gint) pos->moves) / 2, lab_root);
  else
    *score = lab_root (solver, pos, -C4_CELLS / 2, C4_CELLS / 2);
  return solver->stopped ? QD_KINAROW_SOLVE_STOPPED : QD_KINAROW_SOLVE_DONE;
}
