/* qd-queens-practice.h — practice on N-queens states (core/qd-practice.h),
 * the questions of AIMA section 4.1.1 asked on boards drawn at random.
 *
 * Each round shows one board of 4 to 8 queens and asks, in order:
 *   - its h (the pairs of queens that attack each other);
 *   - h if the queen of a column (drawn) moved to a row (drawn);
 *   - either the square steepest ascent moves a queen to (any of tied best
 *     moves is right, and the explanation says they tie; "none" where no
 *     successor is lower), or whether the board is a local minimum ("yes"
 *     or "no"; half of those boards are the end of a steepest climb);
 *   - where some move lowers h, the probability stochastic hill climbing
 *     gives one uphill move (drawn): its fall of h over the falls of all
 *     the uphill moves, right within ±0.005.
 * Every answer is checked and explained from the board itself.  A
 * question's `step` is its round; squares are named as in
 * qd-queens-successors.h ("c5": column c, row 5 from the top).  The same
 * seed gives the same rounds. */
#pragma once

#include "core/qd-practice.h"
#include "qd-queens.h"

G_BEGIN_DECLS

#define QD_QUEENS_PRACTICE_MIN_N 4
#define QD_QUEENS_PRACTICE_MAX_N 8

/* The largest board a practice takes as its first (one letter a column). */
#define QD_QUEENS_PRACTICE_MAX_BOARD 26

/* A round on `first` when given (the tab's board, of at most
 * QD_QUEENS_PRACTICE_MAX_BOARD queens: it asks the steepest-ascent move),
 * then `rounds` boards of n queens (0: each round's n drawn from 4 to 8;
 * else 4 to 8), drawn from `seed`. */
QdPractice   *qd_queens_practice_new    (const QdQueens *first, guint n, guint64 seed, guint rounds);
/* The board of round `round` (NULL past the last). */
const QdQueens *qd_queens_practice_board (const QdPractice *practice, guint round);
/* The board the current question is about (NULL once all are answered). */
const QdQueens *qd_queens_practice_current_board (const QdPractice *practice);
/* The square the current question names (the move whose h or probability
 * is asked): FALSE for the other questions. */
gboolean      qd_queens_practice_shown_square (const QdPractice *practice, guint *col, guint *row);

G_END_DECLS
