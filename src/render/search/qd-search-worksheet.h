/* qd-search-worksheet.h — the A* exercise of `quandary-cli worksheet
 * search`: a random route map with its h table, and a table to fill with
 * each expansion (the node, g, h, f) and the frontier after it. */
#pragma once

#include "render/qd-worksheet.h"

G_BEGIN_DECLS

extern const QdWorksheetKind qd_search_worksheet;

G_END_DECLS
