/* qd-search-editor.h — the search tab's editors and tile play, as a test
 * drives them: the board's pointer in picture units (what the board's drag
 * gesture hands on: a press, moves, a release; a click is a press and a
 * release at one point) and the play's move count. */
#pragma once

#include "qd-search-page.h"

G_BEGIN_DECLS

void  qd_search_page_pointer_down (QdSearchPage *self, double x, double y);
void  qd_search_page_pointer_move (QdSearchPage *self, double x, double y);
void  qd_search_page_pointer_up   (QdSearchPage *self, double x, double y);
/* A press and a release at (x, y). */
void  qd_search_page_click        (QdSearchPage *self, double x, double y);
/* The editor's controls by name: "seed", "places", "rows", "columns",
 * "diagonal", "size", "shuffle", "type" (the Type a Puzzle row),
 * "type-error", "play" (the play's label), "popover" (the route's rename
 * or roads popover, once opened); NULL for another name. */
GtkWidget *qd_search_page_editor_widget (QdSearchPage *self, const char *name);
/* The moves played since play began (undo takes one back). */
guint qd_search_page_play_moves   (QdSearchPage *self);

G_END_DECLS
