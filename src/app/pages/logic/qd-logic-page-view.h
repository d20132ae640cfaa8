/* qd-logic-page-view.h — the Logic tab's board: the last answer's trace,
 * a line a step (render/logic/qd-logic-render-trace.h). */
#pragma once

#include "app/widgets/qd-canvas.h"

G_BEGIN_DECLS

#define QD_TYPE_LOGIC_PAGE_VIEW (qd_logic_page_view_get_type ())
G_DECLARE_FINAL_TYPE (QdLogicPageView, qd_logic_page_view, QD, LOGIC_PAGE_VIEW, QdCanvas)

/* The trace (lines separated by '\n', copied) and the verdict said with
 * it; `shown`: lines drawn in full (G_MAXUINT: all). */
void   qd_logic_page_view_set_trace (QdLogicPageView *self, const char *verdict, const char *trace);
void   qd_logic_page_view_set_shown (QdLogicPageView *self, guint shown);
guint  qd_logic_page_view_n_lines   (QdLogicPageView *self);
/* The trace as set (to free). */
char  *qd_logic_page_view_get_trace (QdLogicPageView *self);

G_END_DECLS
