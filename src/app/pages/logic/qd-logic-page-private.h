/* qd-logic-page-private.h — what the Logic tab's files share. */
#pragma once

#include <adwaita.h>

#include "app/widgets/qd-run-controls.h"
#include "problems/logic/qd-logic-ask.h"
#include "qd-logic-page.h"

G_BEGIN_DECLS

struct _QdLogicPage
{
  QdPage parent_instance;

  QdLogicDoc *doc;              /* the page's model (borrowed) */
  guint edit_source;            /* the pause after typing, or 0 */
  gboolean updating;            /* the text view set from the model */

  GtkEntry *query_entry;
  GtkTextView *kb_view;
  GtkStack *result_stack;       /* the trace; drawings of proofs go beside it */
  GtkLabel *verdict_label;
  GtkTextView *trace_view;
  GtkLabel *error_label;
  AdwComboRow *algorithm_row;
  QdRunControls *run_controls;
  GtkLabel *answer_label;
  GtkLabel *figures_label;
};

/* ---- qd-logic-page-ask.c: the question on a worker, the answer shown */

G_GNUC_INTERNAL void qd_logic_page_ask         (QdLogicPage *self);
/* The answer forgotten (the knowledge base changed). */
G_GNUC_INTERNAL void qd_logic_page_clear_answer (QdLogicPage *self);

G_END_DECLS
