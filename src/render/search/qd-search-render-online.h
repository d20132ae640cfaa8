/* qd-search-render-online.h — an online agent's knowledge over its maze
 * (qd-search-online.h), drawn after qd_search_render of the maze alone:
 * the cells it has not seen under fog (grey, hatched), on each cell stood on
 * a tick towards every neighbour whose result it has learnt (its result
 * table) and, for LRTA*, H in the cell's corner; this trial's path a line
 * through the cells' centres, the agent a ringed disc. */
#pragma once

#include <cairo.h>

#include "problems/search/qd-search-online.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* doc: the maze's document (for the cells' places); palette NULL: light. */
void qd_search_render_online (cairo_t *cr, const QdSearchDoc *doc, const QdSearchOnline *online,
                              const QdPalette *palette);
/* The maze (qd_search_render) and over it the agent's knowledge (`online`;
 * NULL: the maze alone): a report's or a GIF's board. */
void qd_search_render_online_board (cairo_t *cr, const QdSearchDoc *doc, const QdSearchOnline *online,
                                    const QdPalette *palette);
/* A sentence for the board's status: "LRTA*, trial 2: 5 moves, cost 5; on
 * the goal." */
char *qd_search_render_online_text (const QdSearchOnline *online);

/* What the agent knows of a cell, for a screen reader: "the agent is here,
 * H 5", "not seen yet", "seen, not visited", "visited, H 4". */
char *qd_search_render_online_cell_text (const QdSearchOnline *online, guint cell);
/* A move the agent just made (its number is the trial's moves so far), as a
 * line of the walk's log: "Move 3 → from (1, 2) to (1, 3), cost 1; H(1, 2) 7 → 8". */
char *qd_search_render_online_move_text (const QdSearchOnline *online, const QdSearchOnlineMove *move);

G_END_DECLS
