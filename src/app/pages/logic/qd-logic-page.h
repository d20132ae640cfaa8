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

/* For tests, a wumpus world's: its board, and the text beside it of
 * "percept", "score", "reason", "square" (the conclusion of the square
 * clicked), "status" (the line under the board) or "proof". */
GtkWidget  *qd_logic_page_wumpus_board (QdLogicPage *self);
const char *qd_logic_page_wumpus_text  (QdLogicPage *self, const char *what);
/* For tests: the proof of the selected square's conclusion shown. */
void        qd_logic_page_wumpus_prove (QdLogicPage *self);

G_END_DECLS
