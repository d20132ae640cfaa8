/* qd-csp-g-edgefind.h — edge-finding for noOverlap (one dimension) and
 * cumulative: one rule for both, a disjunctive resource being a cumulative
 * one of capacity 1 whose tasks have height 1.
 *
 * Each task runs for at least p time units from a start in est .. lct - p,
 * using h of the capacity C.  For each task interval Omega (the tasks whose
 * window lies within [est_a, lct_b]) and each task i outside it:
 *  - overload: Omega's energy above C (lct_b - est_a) is a failure;
 *  - edge-finding (Nuijten's rule, as Vilim 2009 states it): when Omega
 *    and i together need more energy than C over [min (est_a, est_i),
 *    lct_b], i ends after every task of Omega, so it starts no earlier than
 *    est_a' + ceil (rest / h_i) for each Omega' = [est_a', lct_b] within
 *    Omega, rest = e(Omega') - (C - h_i) (lct_b - est_a') when positive.
 * With C = 1 and heights 1 that bound is Omega's earliest completion time,
 * the disjunctive edge-finding of Vilim's Theta-trees (computed here in
 * O(n^3) over the task intervals, n being small).  The same on mirrored
 * times gives the latest ends. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  gint64 est;               /* the earliest start */
  gint64 lct;               /* the latest end (latest start + p) */
  gint64 p;                 /* the least length; tasks with p <= 0 or h <= 0 are left out */
  gint64 h;                 /* the least height */
} QdCspEfTask;

/* FALSE on an overload.  Else lo[i] and hi[i]: the earliest start and the
 * latest end that task i may have (est and lct where nothing is found).
 * Allocates nothing once its scratch has grown to n. */
gboolean qd_csp_g_edgefind (const QdCspEfTask *tasks, guint n, gint64 cap, gint64 *lo, gint64 *hi);

G_END_DECLS
