/* fuzz-check.h — a problem's own check in its fuzz target (fuzz-format.c).
 *
 * A problem whose folder tests/<id>/ has fuzz-<id>.c defines qd_fuzz_check
 * there: it runs the problem's solver on a document the target read, with
 * small limits, and calls qd_fuzz_fail when the answer is wrong.  Without
 * that file the target checks the round trip alone. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `model` is a document of the problem (problem->format), as read. */
void qd_fuzz_check (gconstpointer model);
/* Prints what failed (and the two texts, when given) and aborts. */
G_NORETURN void qd_fuzz_fail (const char *what, const char *first, const char *second);

G_END_DECLS
