/* qd-logic-page-private.h — what the Logic tab's files share. */
#pragma once

#include <adwaita.h>

#include "app/widgets/qd-run-controls.h"
#include "problems/logic/qd-logic-ask.h"
#include "app/widgets/qd-stepper.h"
#include "qd-logic-page.h"
#include "qd-logic-page-view.h"

G_BEGIN_DECLS

typedef struct _QdLogicPageWumpus QdLogicPageWumpus;

struct _QdLogicPage
{
  QdPage parent_instance;

  QdLogicDoc *doc;              /* the page's model (borrowed) */
  guint edit_source;            /* the pause after typing, or 0 */
  gboolean updating;            /* the text view set from the model */

  GtkEntry *query_entry;
  GtkTextView *kb_view;
  GtkBox *result_box;           /* the verdict and the trace; drawings of proofs go beside them */
  GtkLabel *verdict_label;
  QdLogicPageView *view;        /* the trace, a line a step */
  QdStepper *stepper;
  gboolean then_step;           /* the ask came from a step: show its first line */
  GtkLabel *error_label;
  AdwComboRow *algorithm_row;
  QdRunControls *run_controls;
  GtkLabel *answer_label;
  GtkLabel *figures_label;
  QdLogicPageWumpus *wumpus;    /* a wumpus world's board and sidebar (qd-logic-page-wumpus.c) */
};

/* ---- qd-logic-page-ask.c: the question on a worker, the answer shown */

G_GNUC_INTERNAL void qd_logic_page_ask         (QdLogicPage *self);
/* The answer forgotten (the knowledge base changed). */
G_GNUC_INTERNAL void qd_logic_page_clear_answer (QdLogicPage *self);
/* The step on show drawn (the stepper changed). */
G_GNUC_INTERNAL void qd_logic_page_show_step   (QdLogicPage *self);

/* ---- qd-logic-page-wumpus.c: a wumpus world played on a board */

G_GNUC_INTERNAL void     qd_logic_page_wumpus_init (QdLogicPage *self);
G_GNUC_INTERNAL void     qd_logic_page_wumpus_free (QdLogicPage *self);
/* The document changed: the board or the KB's views on show. */
G_GNUC_INTERNAL void     qd_logic_page_wumpus_document_changed (QdLogicPage *self);
/* Play, Page Down with no game yet: the agent's game made on the worker. */
G_GNUC_INTERNAL void     qd_logic_page_wumpus_solve (QdLogicPage *self, gboolean then_step);
/* The stepper moved: TRUE when the board showed it (a wumpus world). */
G_GNUC_INTERNAL gboolean qd_logic_page_wumpus_step_changed (QdLogicPage *self);
G_GNUC_INTERNAL void     qd_logic_page_wumpus_show (QdLogicPage *self);
/* G, S, C and Ctrl+Shift+R in the page's shortcuts (class_init). */
G_GNUC_INTERNAL void     qd_logic_page_wumpus_add_shortcuts (QdPageClass *klass);

G_END_DECLS
