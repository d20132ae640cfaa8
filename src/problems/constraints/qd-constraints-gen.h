/* qd-constraints-gen.h — random binary constraint problems for AC-3 and
 * forward-checking exercises, in Quandary's own `.csp` format. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The text of a `.csp` file: 4 (difficulty 0), 5 (1) or 6 (2) variables
 * A, B, C, … over 1..3 (easy) or 1..4, and binary constraints among
 * `X != Y`, `X < Y`, `X > Y`, `abs(X - Y) != 1` and `abs(X - Y) > 1`, each
 * variable in one at least; drawn until the problem has a solution and
 * AC-3 removes two values or more but leaves two domains of two values or
 * more (so that the search has choices to make).  The same seed, the same
 * text. */
char *qd_constraints_gen_text (guint64 seed, guint difficulty);

G_END_DECLS
