/* qd-csp-g-alldifferent.h — allDifferent's data, shared by its propagator
 * (qd-csp-g-alldifferent.c) and its view for local search
 * (qd-csp-g-alldifferent-local.c). */
#pragma once

#include "qd-csp-g-private.h"

G_BEGIN_DECLS

/* The id of a value of `except`. */
#define QD_CSP_G_EXCEPT G_MAXUINT

/* The variables are distinct (a repeated one is listed once): position i
 * is vars[i], also the propagator's scope position. */
typedef struct {
  QdOwned owned;
  guint n;
  QdCspGVar *vars;
  guint *offset;            /* ids of vars[i]'s values: id[offset[i] .. offset[i] + size) */
  guint *id;                /* a dense number per distinct value, or QD_CSP_G_EXCEPT */
  guint n_ids;
  guint max_size;
} QdCspGAllDiff;

/* Min-conflicts' incremental view of allDifferent (QdCspLocalClass,
 * core/qd-csp.h): the violations (pairs of variables with
 * one value, except's apart) kept a move at a time in O(1), a variable
 * blamed (1) while another shares its value.  `pos` is a scope position,
 * `value` an engine value index. */
gpointer qd_csp_g_alldiff_local_new   (gconstpointer data);   /* freed by qd_owned_free */
guint64  qd_csp_g_alldiff_local_reset (gpointer state, gconstpointer data, const gint *values,
                                       QdCspBlameFunc blame, gpointer blame_data);
guint64  qd_csp_g_alldiff_local_score (gpointer state, gconstpointer data, const gint *values, guint pos,
                                       guint value);
guint64  qd_csp_g_alldiff_local_move  (gpointer state, gconstpointer data, const gint *values, guint pos,
                                       guint value, QdCspBlameFunc blame, gpointer blame_data);

G_END_DECLS
