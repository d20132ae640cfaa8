/* qd-constraints-fold.h — how the network drawing shows a constraint of
 * more than two variables: one box, labelled short ("alldifferent(q[])"
 * when every variable of its scope is an element of one array), and, when
 * the scope is large, one thick edge to the array's variables in place of
 * an edge to each.  Pure functions of the names, for the layout and tests. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* More variables than this in one array's scope: the edges are folded. */
#define QD_CONSTRAINTS_FOLD_MIN 9

/* The array every name is an element of ("q" for q[1], q[2], …; "x" for
 * x[1][2], x[3][1]), or NULL when the names are not all of one array (to
 * free). */
char    *qd_constraints_scope_array (const char *const *names, guint n);
/* How many of `names` (a model's variables) each array has: array name →
 * GUINT_TO_POINTER (count) (to unref). */
GHashTable *qd_constraints_array_sizes (const char *const *names, guint n);
/* The box's label of a constraint over `names` whose description is
 * `description` ("alldifferent(q[1], q[2], q[3])"): longer than
 * `max_chars`, over every variable of one array (more than two; `sizes` as
 * qd_constraints_array_sizes gives) it is "alldifferent(q[])", its head
 * and the array; anything else the description as it is (to free). */
char    *qd_constraints_scope_label (const char *description, const char *const *names, guint n,
                                     guint max_chars, GHashTable *sizes);
/* Whether its edges are folded into one: a scope of more than
 * QD_CONSTRAINTS_FOLD_MIN - 1 variables all of one array. */
gboolean qd_constraints_scope_folds (const char *const *names, guint n);

/* A constraint's kind, for the graph that folds the constraints of a
 * dense model by kind (one box per kind, with its count): its description
 * without what the brackets hold and with each number as "#":
 * "q[1] != q[3] and abs(q[1] - q[3]) != 2" is "q[] != q[] and abs(q[] -
 * q[]) != #", as is every other pair of queens (to free). */
char    *qd_constraints_kind_key (const char *description);

G_END_DECLS
