/* qd-search-page.h — the state-space search tab. */
#pragma once

#include "app/qd-page.h"

G_BEGIN_DECLS

#define QD_TYPE_SEARCH_PAGE (qd_search_page_get_type ())
G_DECLARE_FINAL_TYPE (QdSearchPage, qd_search_page, QD, SEARCH_PAGE, QdPage)

G_END_DECLS
