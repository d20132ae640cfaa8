/* qd-constraints-worksheet.h — the AC-3 and forward-checking exercise of
 * `quandary-cli worksheet csp`: a random binary constraint problem drawn as
 * the tab draws its network; each domain after AC-3, and the first solution
 * of backtracking with forward checking in the file's order. */
#pragma once

#include "render/qd-worksheet.h"

G_BEGIN_DECLS

extern const QdWorksheetKind qd_constraints_worksheet;

G_END_DECLS
