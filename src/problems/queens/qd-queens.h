/* qd-queens.h — N queens for local search (AIMA section 4.1.1): one queen
 * per column, a state is each column's row, h the number of attacking
 * pairs (directly or not: two queens on a row or a diagonal attack each
 * other whatever lies between).  The queens on each row and each diagonal
 * are counted, so a move's change of h is O(1) and a move O(1).  A move
 * takes one queen elsewhere in its column: N(N−1) successors.  Moves are
 * numbered col·(N−1) + k, k the k-th of the column's other rows from the
 * top.  Rows and columns count from 0, row 0 the top. */
#pragma once

#include <glib.h>
#include "core/qd-local.h"

G_BEGIN_DECLS

#define QD_QUEENS_MIN_N 1
#define QD_QUEENS_MAX_N 1000000

typedef struct {
  guint n;
  guint *rows;                  /* per column, its queen's row */
  guint *row_count;             /* queens per row */
  guint *diag_sum;              /* queens per diagonal row + col (2N−1) */
  guint *diag_diff;             /* queens per diagonal row − col + N − 1 (2N−1) */
  guint64 h;                    /* attacking pairs */
  guint last_col, last_from;    /* the last qd_queens_move: its column and the row it left */
} QdQueens;

/* The queens on the row and the two diagonals through (col, row), the
 * column's own queen not counted: how many would attack a queen there
 * (min-conflicts' score of that row; O(1)). */
static inline guint64
qd_queens_conflicts (const QdQueens *q, guint col, guint row)
{
  guint64 k = (guint64) q->row_count[row] + q->diag_sum[row + col] + q->diag_diff[row + q->n - 1 - col];

  return q->rows[col] == row ? k - 3 : k;
}

/* All the queens on row 0 (h = N(N−1)/2); NULL when n is out of range. */
QdQueens     *qd_queens_new        (guint n);
void          qd_queens_free       (QdQueens *q);
/* A copy of q (qd_queens_copy: into another of the same n, no allocation). */
QdQueens     *qd_queens_dup        (const QdQueens *q);
void          qd_queens_copy       (QdQueens *dest, const QdQueens *src);
/* Sets every column's row (each < N); FALSE, nothing changed, if one is not. */
gboolean      qd_queens_set        (QdQueens *q, const guint *rows);
/* Each column's row drawn at random (SplitMix64 state rng). */
void          qd_queens_randomize  (QdQueens *q, guint64 *rng);
/* h if the queen of column col moved to row (its own row: h). */
guint64       qd_queens_h_if       (const QdQueens *q, guint col, guint row);
/* Moves the queen of column col to row. */
void          qd_queens_move       (QdQueens *q, guint col, guint row);
/* h counted from scratch, pair by pair (O(N²), for checks). */
guint64       qd_queens_h_slow     (const QdQueens *q);
/* Move number m's column and row. */
void          qd_queens_decode     (const QdQueens *q, guint64 m, guint *col, guint *row);
/* The neighbourhood the local searches see: value h, to minimise; the
 * state is the QdQueens; random restarts, and copies for local beam search. */
const QdNeighbourhood *qd_queens_neighbourhood (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdQueens, qd_queens_free)

G_END_DECLS
