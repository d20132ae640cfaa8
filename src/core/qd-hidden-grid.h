/* qd-hidden-grid.h — the grid worlds of inference over time: a board of
 * walls where a hidden mover walks, and the sensors that read it.
 *
 *   - AIMA's robot localization (4th ed. §14.3): the robot moves to one of
 *     the open squares next to it (north, east, south, west), each with the
 *     same probability; its sensor reports, for each of the four
 *     directions, whether a wall (or the board's edge) is there, each bit
 *     wrong with probability ε independently: P(e | i) = (1 - ε)^(4 - d)
 *     ε^d, d the number of bits where e differs from the truth at i.
 *
 * The states of a model are the open cells in reading order (the top row
 * first, each row from the left); walls are no state. */
#pragma once

#include <glib.h>

#include "core/qd-hidden.h"

G_BEGIN_DECLS

/* The four directions, and the bit of each in a wall reading. */
enum { QD_HIDDEN_NORTH, QD_HIDDEN_EAST, QD_HIDDEN_SOUTH, QD_HIDDEN_WEST };
#define QD_HIDDEN_WALL_READINGS 16

typedef struct
{
  guint width, height;
  guint n_cells;             /* open cells: the states */
  guint *cell_of;            /* width × height (index y × width + x, y = 0 the top): its state, or G_MAXUINT for a wall */
  guint *x, *y;              /* n_cells: each state's square */
  guint8 *walls;             /* n_cells: bit d set when direction d is blocked */
} QdHiddenGrid;

/* A board of WIDTH × HEIGHT squares, WALL[y × width + x] nonzero for a wall;
 * NULL with QD_HIDDEN_ERROR_INVALID when no square is open, TOO_BIG past
 * QD_HIDDEN_MAX_STATES squares. */
QdHiddenGrid *qd_hidden_grid_new (guint width, guint height, const guint8 *wall, GError **error);
void          qd_hidden_grid_free (QdHiddenGrid *grid);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdHiddenGrid, qd_hidden_grid_free)

/* The state one step in DIRECTION from STATE, or G_MAXUINT when blocked. */
guint         qd_hidden_grid_step (const QdHiddenGrid *grid, guint state, guint direction);
/* |dx| + |dy| between two states' squares. */
guint         qd_hidden_grid_distance (const QdHiddenGrid *grid, guint a, guint b);

/* The book's localization model: uniform moves to the open neighbours (a
 * square with none keeps the robot), the wall sensor with error EPSILON
 * (QD_HIDDEN_WALL_READINGS observations), the prior uniform over the open
 * squares.  PRIOR_IS_FIRST: the prior is P(X_1), as the book's figure
 * starts (the robot's first reading taken where it was put). */
QdHidden     *qd_hidden_grid_localization (const QdHiddenGrid *grid, double epsilon, gboolean prior_is_first,
                                           GError **error);
/* How a mover chooses its move from the open neighbours and, when it may
 * stay (the course's ghosts may Stop; the book's robot always moves), its
 * own square: its legal moves (a square with none keeps it):
 *   RANDOM  each legal move with the same probability (the book's robot, the
 *           course's random ghost);
 *   TOWARD  with probability BEST the moves that bring it closest to the
 *           target square (by Manhattan distance; ties share it), with 1 -
 *           BEST every legal move alike, as the course's directional ghost;
 *   AWAY    the same with the moves that take it farthest (a scared ghost). */
typedef enum
{
  QD_HIDDEN_MOVE_RANDOM,
  QD_HIDDEN_MOVE_TOWARD,
  QD_HIDDEN_MOVE_AWAY,
} QdHiddenMove;

/* A model of one observation (every sensor entry 1: the evidence comes as
 * likelihoods, qd_hidden_filter_step) whose transitions are a mover's on
 * GRID: KIND with BEST, TARGET the square it heads for or flees (the
 * hunter's), STAY whether staying is a move, the prior PRIOR (n_cells, or NULL: uniform) as P(X_1). */
QdHidden     *qd_hidden_grid_mover (const QdHiddenGrid *grid, QdHiddenMove kind, double best, guint target,
                                    gboolean stay, const double *prior, GError **error);
/* P(READING | STATE) of the wall sensor with error EPSILON: (1 - ε)^(4 - d)
 * ε^d, d the bits where READING differs from STATE's walls. */
double        qd_hidden_grid_wall_probability (const QdHiddenGrid *grid, guint state, guint reading, double epsilon);
/* The reading a perfect sensor gives at STATE (its wall bits). */
guint         qd_hidden_grid_wall_reading (const QdHiddenGrid *grid, guint state);

G_END_DECLS
