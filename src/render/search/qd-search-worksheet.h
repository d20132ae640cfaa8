/* qd-search-worksheet.h — the A* exercises of the search tab: `quandary-cli
 * worksheet search`, a random route map with its h table, and `worksheet
 * tiles`, an 8-puzzle a set number of moves from its goal; each with a table
 * to fill with each expansion (the node, g, h, f) and the frontier after it. */
#pragma once

#include "render/qd-worksheet.h"

G_BEGIN_DECLS

extern const QdWorksheetKind qd_search_worksheet;
extern const QdWorksheetKind qd_search_worksheet_tiles;
/* LRTA*'s H updates in a small maze (qd-search-worksheet-online.c). */
extern const QdWorksheetKind qd_search_worksheet_online;
/* qd-search-worksheet-rbfs.c: RBFS's f-limits and backed-up values on a route map. */
extern const QdWorksheetKind qd_search_worksheet_rbfs;
/* AND-OR search: a plan to write (qd-search-andor-worksheet.c). */
extern const QdWorksheetKind qd_search_andor_worksheet;

G_END_DECLS
