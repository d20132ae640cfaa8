/* qd-logic-page.h — the Logic tab: a knowledge base edited as text, asked
 * a query by the algorithm chosen, the verdict and the trace shown. */
#pragma once

#include "app/qd-page.h"
#include "problems/logic/qd-logic-doc.h"

G_BEGIN_DECLS

#define QD_TYPE_LOGIC_PAGE (qd_logic_page_get_type ())
G_DECLARE_FINAL_TYPE (QdLogicPage, qd_logic_page, QD, LOGIC_PAGE, QdPage)

/* For tests: the document, and the verdict on show. */
QdLogicDoc *qd_logic_page_get_doc     (QdLogicPage *self);
const char *qd_logic_page_get_verdict (QdLogicPage *self);

G_END_DECLS
