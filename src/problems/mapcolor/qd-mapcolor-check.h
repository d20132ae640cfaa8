/* qd-mapcolor-check.h — a colouring checked for validity: many colourings
 * of a map are right, so an answer (lines "name colour", as `quandary-cli
 * mapcolor` prints them, in any order) is right when it colours every region
 * exactly once with a known colour name, no two neighbours alike, with at
 * most K colours.  When the map has no K-colouring, the only right answer
 * is "no solution".  The solver runs once: its colouring is the reference
 * (the proof that one exists), its replay steps say where the window's
 * replay goes, and a clique larger than K says why none exists. */
#pragma once

#include "core/qd-check.h"
#include "qd-mapcolor-solve.h"

G_BEGIN_DECLS

typedef struct _QdMapcolorCheck QdMapcolorCheck;

/* Solves `map` with `options` (their on_assign and tree are the check's
 * own; stop and limits are kept); NULL when the run could not tell whether
 * a colouring exists (stopped, or a limit ran out: *status says which). */
QdMapcolorCheck *qd_mapcolor_check_new       (const QdMap *map, const QdMapcolorSolveOptions *options,
                                              QdMapcolorStatus *status);
/* The command's output: the colouring ("name colour" per region, in the
 * map's order) or "no solution". */
const char      *qd_mapcolor_check_reference (const QdMapcolorCheck *check);
/* The verdict on `answer`: WRONG at the first wrong line (one past the last
 * for a missing region) with the explanation; `expected` a line that would
 * be right there (NULL: no line belongs there), `step` the replay's step
 * (the solver's assignments and take-backs, 1-based, as
 * QdMapcolorSolveOptions.on_assign reports them) that gives the region of
 * that line its colour in the reference colouring, -1 when the line names
 * no region or the step was not kept.  Thread-safe for one check. */
QdCheckResult   *qd_mapcolor_check_answer    (const QdMapcolorCheck *check, const char *answer, gsize length,
                                              gboolean strict);
void             qd_mapcolor_check_free      (QdMapcolorCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMapcolorCheck, qd_mapcolor_check_free)

G_END_DECLS
