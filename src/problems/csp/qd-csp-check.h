/* qd-csp-check.h — an answer to a constraint problem checked against the
 * search's own output for the same options (core/qd-check.h): the solution
 * lines and the count line (every solution with `all`, every step with
 * `steps`), or the search trace.  Without `all`, `steps` or a trace, any
 * valid solution is right too: a line of VAR=VALUE pairs giving every
 * variable a value of its domain that satisfies every constraint, then
 * "1 solution"; a wrong one is told by the first constraint it violates.
 * With an objective (branch and bound) any sequence of solutions each
 * followed by its value, "objective V", each better than the one before,
 * is right when it ends with "optimum V", the proven optimum.
 * The CLI's --check uses it, and the Constraints tab can. */
#pragma once

#include "core/qd-check.h"
#include "qd-csp-solve.h"

G_BEGIN_DECLS

typedef struct _QdCspCheck QdCspCheck;

/* Searches `model` (borrowed: it must outlive the check) once with
 * `options` (their writer, trace and tree are the check's own); `trace`:
 * answers are traces.  NULL when the search was stopped (the stop flag, the
 * deadline): nothing to check against. */
QdCspCheck    *qd_csp_check_new    (const QdCspModel *model, const QdCspSolveOptions *options, gboolean trace);
/* The right answer (the command's stdout, or its trace). */
const char    *qd_csp_check_output (const QdCspCheck *check);
/* The verdict on `answer`; WRONG with an explanation.  Thread-safe for one
 * check. */
QdCheckResult *qd_csp_check_answer (const QdCspCheck *check, const char *answer, gsize length, gboolean strict);
void           qd_csp_check_free   (QdCspCheck *check);

/* Whether `line` ("x=1 y=2 …", in any order) is a solution of `model`:
 * NULL when it is, else why not, one sentence (to free). */
char          *qd_csp_check_solution_line (const QdCspModel *model, const char *line);

/* The values a line "x=1 y=2 …" gives (QD_CSP_UNASSIGNED where none,
 * or a wrong one). */
void           qd_csp_check_read_values   (const QdCspModel *model, const char *line, gint *values);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCspCheck, qd_csp_check_free)

G_END_DECLS
