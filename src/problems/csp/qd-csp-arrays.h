/* qd-csp-arrays.h — the arrays of a problem's variables as their names
 * tell them ("x[2][3]" is the element (2, 3) of the 2-D array x, "q[1]"
 * the element 1 of the 1-D array q, as XCSP3's <array> and the `.csp`
 * format's `var q[1..8]` name them), and a solution printed the way they
 * are: a 1-D array on one line, `q = [1 5 8 6 3 7 2 4]`, a 2-D array as
 * rows of aligned values under its name, the other variables as VAR=VALUE
 * pairs (data/FORMATS.md, "`quandary-cli csp FILE` output").  Pure
 * functions of the names, for the command, the drawing and the check. */
#pragma once

#include <glib.h>

#include "qd-csp-model.h"

G_BEGIN_DECLS

#define QD_CSP_ARRAY_NONE G_MAXUINT     /* a cell no variable fills */

typedef struct {
  char *name;                   /* "x" */
  guint n_dims;                 /* 1 or 2 */
  gint64 lo[2];                 /* the first index of each dimension (lo[1] 0 for 1-D) */
  guint rows, cols;             /* 1 × n for a 1-D array */
  guint *cells;                 /* rows × cols, row by row: the variable, or QD_CSP_ARRAY_NONE */
  guint first;                  /* its first variable in the file's order */
  guint n_vars;
} QdCspArray;

typedef struct {
  guint n_arrays;
  QdCspArray *arrays;           /* in the order of their first variables */
  gint *array_of;               /* each variable's array, or -1 (a scalar) */
  guint n_vars;
} QdCspArrays;

/* An array is two variables or more of one name with one or two integer
 * indexes each, filling at least half of the box its indexes span; every
 * other variable (three indexes, a lone element, a sparse array) is a
 * scalar. */
QdCspArrays *qd_csp_arrays_new  (const char *const *names, guint n);
QdCspArrays *qd_csp_arrays_of_model (const QdCspModel *model);
void         qd_csp_arrays_free (QdCspArrays *arrays);
/* The array's name as printed: "x", or "q[1..8]" / "x[1..9][1..9]" when
 * an index does not start at 0 (to free). */
char        *qd_csp_array_title (const QdCspArray *array);
/* A solution (engine value indexes) in the file's order of variables, each
 * array where its first variable stands: "q = [1 5 8 …]"; a 2-D array's
 * line "x =" then its rows, indented two spaces, the values right-aligned
 * in columns; a cell no variable fills "-"; the scalars between arrays as
 * one line of VAR=VALUE pairs.  Lines joined by "\n", no final one (to
 * free). */
char        *qd_csp_arrays_solution_text (const QdCspModel *model, const QdCspArrays *arrays, const gint *values);
/* An answer's text with each solution written as the arrays print it
 * turned back into one line of VAR=VALUE pairs (any other line as it is),
 * for the check (to free). */
char        *qd_csp_arrays_flatten (const QdCspModel *model, const QdCspArrays *arrays, const char *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCspArrays, qd_csp_arrays_free)

G_END_DECLS
