/* qd-search-andor-report.h — the report and the GIF of an AND-OR search
 * (`quandary-cli search --andor WORLD --report FILE --gif FILE`). */
#pragma once

#include "problems/search/qd-search-andor.h"
#include "render/qd-animation.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* The world (its start drawn), the plan in the book's notation, the tree
 * at the end, the OR nodes and the steps; `path` the world's file or name.
 * `result` recorded (options.record) for the tree and the steps. */
QdReport    *qd_search_andor_report_new    (const QdSearchAndorWorld *world, const char *path,
                                            const QdSearchAndorResultSet *result, const QdPalette *palette);
/* The tree step by step: frame k the tree after k steps, its band the
 * step's line.  Takes `world` and the contents of `result` (left empty). */
QdAnimation *qd_search_andor_animation_new (QdSearchAndorWorld *world, QdSearchAndorResultSet *result);

G_END_DECLS
