/* csp-expr-bounds-check.h — the cases of csp-expr-bounds-check.c, run by
 * test-csp-xcsp. */
#pragma once

#include <glib.h>

#include "problems/csp/qd-csp-model-private.h"

/* Over CSP_EXPR_CHECK_VARS variables: an expression of numbers and
 * conditions mixed (random_mixed (rand, 0): up to 3 levels of operations
 * over random leaves), and random bounds within -reach .. reach. */
#define CSP_EXPR_CHECK_VARS 3
QdCspExpr *random_mixed (GRand *rand, guint depth);
void       random_vars  (GRand *rand, gint64 reach, QdCspRange *vars);

void csp_expr_bounds_add_tests (void);

/* csp-expr-cache-check.c */
void csp_expr_cache_add_tests (void);
