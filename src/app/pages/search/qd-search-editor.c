/* qd-search-editor.c — placeholder for the editors and tile play of the
 * search tab (part E2 replaces this file with qd-search-editor-route.c,
 * -maze.c and -tiles.c, which define these functions). */
#include "config.h"
#include "qd-search-page-private.h"

void
qd_search_page_editor_attach (QdSearchPage *self)
{
}

void
qd_search_page_editor_detach (QdSearchPage *self)
{
}

void
qd_search_page_editor_document_changed (QdSearchPage *self)
{
}
