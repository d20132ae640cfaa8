/* csp-expr-bounds-check.h — the cases of csp-expr-bounds-check.c, run by
 * test-csp-xcsp. */
#pragma once

void csp_expr_bounds_add_tests (void);
