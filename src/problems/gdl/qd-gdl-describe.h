/* qd-gdl-describe.h — a GDL state described as text: what
 * `quandary-cli gdl FILE --state` prints for the initial state, and the
 * answer of `worksheet gdl` (render/gdl/qd-gdl-worksheet.h), one function
 * so that the two are the same byte for byte.
 *
 *   (cell 1 1 x)          the state's facts, sorted, one a line
 *   …
 *   legal x (mark 1 2) (mark 1 3)    each role's legal moves, sorted
 *   legal o noop                     (numbers as numbers), as written
 *   terminal no           yes or no
 *   goal x 50             each role's goal value, "none" when none holds;
 *   goal o 50             several where several hold (a state where the
 *                         game goes on: "goal white 0 50 100")
 */
#pragma once

#include "qd-gdl.h"

G_BEGIN_DECLS

/* The text above for `state` (free it), or NULL with an error past a limit. */
char *qd_gdl_describe_state (QdGdlGame *game, const guint64 *state, GError **error);

/* The role's goal values in `state` for people to read (free it): "50",
 * "0, 50 or 100" where several hold, "none" where none does. */
char *qd_gdl_describe_goal (QdGdlGame *game, const guint64 *state, guint role);
/* Every role's, "x 100, o 0" (free it): the General Games tab's status at
 * the end and a worksheet's key. */
char *qd_gdl_describe_goals (QdGdlGame *game, const guint64 *state);

/* The role's legal moves in `state` as written in the file, sorted as
 * above (g_strfreev), or NULL with an error past a limit. */
GStrv qd_gdl_describe_legal (QdGdlGame *game, const guint64 *state, guint role, GError **error);

G_END_DECLS
