/* qd-colorgame-check.h — a student's alpha-beta trace of the colouring game
 * checked against the search's own, line by line, the first difference
 * explained from the search's events (an entered node, a leaf's value, a
 * child's value taken or not, a cut-off, the order of the moves). */
#pragma once

#include "core/qd-check.h"
#include "qd-colorgame-trace.h"

G_BEGIN_DECLS

typedef struct _QdColorgameCheck QdColorgameCheck;

/* Searches `game` with `options` (its trace, events and write function are
 * the check's own; a tree in it records the search); NULL when the search did not end (stopped, node
 * limit). */
QdColorgameCheck *qd_colorgame_check_new    (const QdColorgame *game, const QdColorgameSearchOptions *options);
/* The right trace (the command's output). */
const char       *qd_colorgame_check_trace  (const QdColorgameCheck *check);
/* The verdict on `answer`; for WRONG with an explanation, and `step` the
 * number of trace lines the replay shows to reach the line where they part
 * (that line included).  Thread-safe for one check. */
QdCheckResult    *qd_colorgame_check_answer (const QdColorgameCheck *check, const char *answer, gsize length,
                                             gboolean strict);
void              qd_colorgame_check_free   (QdColorgameCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdColorgameCheck, qd_colorgame_check_free)

G_END_DECLS
