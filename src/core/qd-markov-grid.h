/* qd-markov-grid.h — the grid worlds of the MDP chapter, swept fast.
 *
 * A w × h grid of cells, row 0 the bottom: open cells, walls and exits.  An
 * open cell has the moves north, west, south and east, in that order (the
 * course's order, which decides ties): the move goes as intended with
 * probability 1 - noise and to each side at right angles with noise / 2,
 * never backwards; a move into a wall or off the grid stays.  Every move
 * collects the cell's living reward (AIMA: R(s), the course: the living
 * reward of the cell left).  An exit's one action collects its value and ends
 * the run, so V(exit) = its value after the first sweep.
 *
 * This is the same model as the QdMarkov that qd_markov_grid_to_model builds, swept
 * as a stencil over flat arrays instead of outcome lists: a sweep reads a
 * cell's kind, its blocked moves (one byte), its reward and its four
 * neighbours' values (the cell's own where a move is blocked), allocates
 * nothing, and agrees with qd_markov_sweep to rounding (the test markov compares
 * them): it adds the two moves at right angles first, as 1 - noise + 2 ·
 * noise / 2 = 1 allows, where the outcome lists add each term.  Printed to
 * 4 decimals the two may differ only on a tie of the fifth; the command and
 * the tab use qd_markov_sweep where the course's printed figures are compared. */
#pragma once

#include <glib.h>

#include "core/qd-markov.h"

G_BEGIN_DECLS

typedef enum
{
  QD_MARKOV_CELL_OPEN,
  QD_MARKOV_CELL_WALL,
  QD_MARKOV_CELL_EXIT,
} QdMarkovCell;

enum { QD_MARKOV_NORTH, QD_MARKOV_WEST, QD_MARKOV_SOUTH, QD_MARKOV_EAST, QD_MARKOV_EXIT };

typedef struct
{
  guint w, h;
  double noise;      /* in [0, 1] */
  guint8 *cell;      /* w × h QdMarkovCell, index y * w + x */
  double *value;     /* w × h: an exit's value, an open cell's living reward */
  guint8 *blocked;   /* w × h: bit m set when move m (north, west, south, east) stays (filled by _finish) */
} QdMarkovGrid;

/* A grid of open cells with living reward 0; W × H at most 2^31 cells. */
QdMarkovGrid *qd_markov_grid_new (guint w, guint h, double noise);
void       qd_markov_grid_free (QdMarkovGrid *grid);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMarkovGrid, qd_markov_grid_free)

/* After the cells are set: the moves' targets. */
void       qd_markov_grid_finish (QdMarkovGrid *grid);

/* One synchronous sweep over the w × h values V into OUT (walls 0); returns
 * the Bellman residual.  Values only: the greedy policy is qd_markov_greedy's. */
double     qd_markov_grid_sweep (const QdMarkovGrid *grid, double gamma, const double *v, double *out);

/* The same model as a QdMarkov: state i is the i-th non-wall cell in the
 * course's order (x-major, y ascending), then one absorbing state;
 * STATE_OF (w × h, may be NULL) receives each cell's state (-1 for a
 * wall).  Action labels are QD_MARKOV_NORTH … QD_MARKOV_EXIT. */
QdMarkov     *qd_markov_grid_to_model (const QdMarkovGrid *grid, gint *state_of);

G_END_DECLS
