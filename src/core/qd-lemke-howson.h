/* qd-lemke-howson.h — one Nash equilibrium of a two-player game (a
 * bimatrix game) by the Lemke-Howson algorithm, exact.
 *
 * After von Stengel, "Computing equilibria for two-person games" (Handbook
 * of Game Theory vol. 3, 2002, §3) and Nisan et al., Algorithmic Game
 * Theory (2007), §3.4-3.5.  With both payoff matrices made positive, the
 * polytopes P = {x ≥ 0 : Bᵀx ≤ 1} and Q = {y ≥ 0 : A y ≤ 1} have a label
 * for each strategy: the row player's strategy i labels the points of P
 * where x_i = 0 and those of Q where row i of A y is 1 (a best response);
 * the column player's j likewise.  A pair of points having every label is
 * an equilibrium (normalised), and (0, 0) is the artificial one.  Dropping
 * one label k from (0, 0) and pivoting alternately in the two tableaux —
 * the label that leaves one enters the other — walks a path that ends at an
 * equilibrium, when the label leaving is k again.
 *
 * The tableaux are integer (fraction-free pivoting, core/qd-bigint.h: each
 * entry is a minor of the payoffs, the common denominator the last pivot),
 * and the minimum-ratio test is lexicographic (the rows of the right-hand
 * side and the basis inverse), so that a degenerate game neither stalls
 * nor cycles: every path ends.  Labels are numbered 0 … m-1 for the first
 * player's strategies, m … m+n-1 for the second's. */
#pragma once

#include <glib.h>

#include "core/qd-bigint.h"

G_BEGIN_DECLS

typedef enum {
  QD_LEMKE_HOWSON_FOUND,
  QD_LEMKE_HOWSON_OVERFLOW,     /* an entry passed QD_BIGINT_BITS: no exact answer */
  QD_LEMKE_HOWSON_STOPPED,      /* *stop was set */
} QdLemkeHowsonStatus;

typedef struct {
  QdLemkeHowsonStatus status;
  guint pivots;                 /* the path's length, from (0, 0) */
  QdBigRational *x;             /* m: the first player's mixture */
  QdBigRational *y;             /* n: the second's */
  QdBigRational u1, u2;         /* their expected payoffs */
} QdLemkeHowsonResult;

/* The payoffs a (first player) and b (second), m rows of n, made integer
 * once for every label's path. */
typedef struct _QdLemkeHowson QdLemkeHowson;

/* NULL when the payoffs' common denominators pass QD_BIGINT_BITS. */
QdLemkeHowson *qd_lemke_howson_new  (guint m, guint n, const QdRational *a, const QdRational *b);
void           qd_lemke_howson_free (QdLemkeHowson *lh);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdLemkeHowson, qd_lemke_howson_free)

/* The path from (0, 0) dropping `label` (< m + n); `stop` (nullable, read
 * atomically) is looked at every pivot.  Free with
 * qd_lemke_howson_result_clear. */
void qd_lemke_howson_run          (QdLemkeHowson *lh, guint label, const gint *stop, QdLemkeHowsonResult *result);
void qd_lemke_howson_result_clear (QdLemkeHowsonResult *result);

G_END_DECLS
