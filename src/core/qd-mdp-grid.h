/* qd-mdp-grid.h — the grid worlds of the MDP chapter, swept fast.
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
 * This is the same model as the QdMdp that qd_mdp_grid_to_mdp builds, swept
 * as a stencil over flat arrays instead of outcome lists: a sweep reads a
 * cell's kind, its blocked moves (one byte), its reward and its four
 * neighbours' values (the cell's own where a move is blocked), allocates
 * nothing, and agrees with qd_mdp_sweep to rounding (the test mdp compares
 * them): it adds the two moves at right angles first, as 1 - noise + 2 ·
 * noise / 2 = 1 allows, where the outcome lists add each term.  Printed to
 * 4 decimals the two may differ only on a tie of the fifth; the command and
 * the tab use qd_mdp_sweep where the course's printed figures are compared. */
#pragma once

#include <glib.h>

#include "core/qd-mdp.h"

G_BEGIN_DECLS

typedef enum
{
  QD_MDP_CELL_OPEN,
  QD_MDP_CELL_WALL,
  QD_MDP_CELL_EXIT,
} QdMdpCell;

enum { QD_MDP_NORTH, QD_MDP_WEST, QD_MDP_SOUTH, QD_MDP_EAST, QD_MDP_EXIT };

typedef struct
{
  guint w, h;
  double noise;      /* in [0, 1] */
  guint8 *cell;      /* w × h QdMdpCell, index y * w + x */
  double *value;     /* w × h: an exit's value, an open cell's living reward */
  guint8 *blocked;   /* w × h: bit m set when move m (north, west, south, east) stays (filled by _finish) */
} QdMdpGrid;

/* A grid of open cells with living reward 0; W × H at most 2^31 cells. */
QdMdpGrid *qd_mdp_grid_new (guint w, guint h, double noise);
void       qd_mdp_grid_free (QdMdpGrid *grid);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMdpGrid, qd_mdp_grid_free)

/* After the cells are set: the moves' targets. */
void       qd_mdp_grid_finish (QdMdpGrid *grid);

/* One synchronous sweep over the w × h values V into OUT (walls 0); returns
 * the Bellman residual.  Values only: the greedy policy is qd_mdp_greedy's. */
double     qd_mdp_grid_sweep (const QdMdpGrid *grid, double gamma, const double *v, double *out);

/* The same model as a QdMdp: state i is the i-th non-wall cell in the
 * course's order (x-major, y ascending), then one absorbing state;
 * STATE_OF (w × h, may be NULL) receives each cell's state (-1 for a
 * wall).  Action labels are QD_MDP_NORTH … QD_MDP_EXIT. */
QdMdp     *qd_mdp_grid_to_mdp (const QdMdpGrid *grid, gint *state_of);

G_END_DECLS
