/* qd-search-page.h — the state-space search tab. */
#pragma once

#include "app/qd-page.h"
#include "problems/search/qd-search.h"
#include "problems/search/qd-search-online.h"
#include "problems/search/qd-search-run.h"

G_BEGIN_DECLS

#define QD_TYPE_SEARCH_PAGE (qd_search_page_get_type ())
G_DECLARE_FINAL_TYPE (QdSearchPage, qd_search_page, QD, SEARCH_PAGE, QdPage)

/* For tests: the document, and the finished run on show (NULL: none, or
 * still searching). */
const QdSearchDoc *qd_search_page_get_doc (QdSearchPage *self);
const QdSearchRun *qd_search_page_get_run (QdSearchPage *self);
/* For tests: the Online Agent mode's agent (NULL: the mode is off). */
QdSearchOnline    *qd_search_page_online_get_agent (QdSearchPage *self);
/* The Online Agent mode's log: GtkStringObjects, "Trial 1", a line a move, a line at a trial's end. */
GListModel        *qd_search_page_online_get_log (QdSearchPage *self);

G_END_DECLS
