/* qd-queens-successors.h — a state's successors as a student works them
 * out on paper (AIMA figure 4.3(a)): h split into pairs on a row and pairs
 * on a diagonal, the h of each square, the best successors steepest ascent
 * chooses among, and the uphill moves stochastic hill climbing draws from,
 * each with its probability (its fall of h over the falls of all).  For the
 * practice questions, the worksheet and the report; boards of any N, but
 * every function looks at all N(N−1) successors.
 *
 * A square is named as the board labels it: its column's letter from the
 * left (a, b, …, z, then aa, ab, …) and its row's number from the top,
 * counted from 1: "c5" is column 2, row 4 of the model. */
#pragma once

#include "qd-queens.h"

G_BEGIN_DECLS

typedef struct {
  guint col, row;               /* where the queen of column col goes */
  guint64 h;                    /* h after the move */
} QdQueensMove;

/* The attacking pairs on a row and those on a diagonal (their sum is h). */
void          qd_queens_pairs         (const QdQueens *q, guint64 *on_rows, guint64 *on_diagonals);
/* The moves of lowest h (any number of ties), in column then row order;
 * returns that h (G_MAXUINT64 for a board of one queen: no move). */
guint64       qd_queens_best_moves    (const QdQueens *q, GArray *moves);
/* The moves that lower h, in column then row order; returns the sum of
 * their falls (0: a local minimum).  The probability stochastic hill
 * climbing gives a move is (q->h − move.h) over that sum. */
guint64       qd_queens_uphill_moves  (const QdQueens *q, GArray *moves);
/* A local minimum: no successor has a lower h. */
gboolean      qd_queens_local_minimum (const QdQueens *q);

/* Everything above as text, the answer of `quandary-cli queens FILE
 * --successors` (C locale):
 *   rows R0 R1 …                 each column's row, from 0, the top
 *   h H rows R diagonals D       h and its pairs on rows and on diagonals
 *   squares                      then N lines, top row first: per column
 *   18 12 Q …                    the h if its queen moved there, Q where it is
 *   best B SQ SQ …               the lowest h of a successor and its squares
 *   local-minimum yes|no
 *   uphill K sum S               the moves lowering h and their falls' sum
 *   SQ FALL P                    one line per uphill move: its square, its
 *                                fall, its probability (4 decimals)
 * Squares in column then row order. */
char         *qd_queens_successors_text (const QdQueens *q);
/* The largest board `--successors` prints (N lines of N numbers). */
#define QD_QUEENS_SUCCESSORS_MAX 64

/* "c5" (to free). */
char         *qd_queens_square_name   (guint col, guint row);
/* Reads a square of an n-queens board: "c5", "C 5", "3 5", "3,5",
 * "column 3 row 5" (numbers from 1); FALSE when it names none. */
gboolean      qd_queens_square_parse  (const char *text, guint n, guint *col, guint *row);
/* The column's letters, "c" (to free). */
char         *qd_queens_column_name   (guint col);

G_END_DECLS
