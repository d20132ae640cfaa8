/* qd-logic-page-private.h — what the Logic tab's files share. */
#pragma once

#include <adwaita.h>

#include "app/widgets/qd-run-controls.h"
#include "problems/logic/qd-logic-ask.h"
#include "app/widgets/qd-stepper.h"
#include "qd-logic-page.h"
#include "qd-logic-page-proof.h"
#include "qd-logic-page-view.h"

G_BEGIN_DECLS

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
  /* The proof drawn (qd-logic-page-proof.h), beside the trace in a stack. */
  QdLogicPageProof *proof_view;
  GtkStack *result_stack;
  GtkLabel *selection_label;
  /* The file's queries, and the options of one algorithm each
   * (qd-logic-page-options.c). */
  AdwComboRow *ask_row;
  gboolean filling_asks;
  AdwActionRow *p_row, *flips_row, *seed_row, *conflict_row;
  GtkSpinButton *p_spin, *flips_spin, *seed_spin, *conflict_spin;
};

/* ---- qd-logic-page-ask.c: the question on a worker, the answer shown */

G_GNUC_INTERNAL void qd_logic_page_ask         (QdLogicPage *self);
/* The answer forgotten (the knowledge base changed). */
G_GNUC_INTERNAL void qd_logic_page_clear_answer (QdLogicPage *self);
/* The step on show drawn (the stepper changed). */
G_GNUC_INTERNAL void qd_logic_page_show_step   (QdLogicPage *self);

/* The stepper over what is on show: the proof's steps, or the trace's lines. */
G_GNUC_INTERNAL void qd_logic_page_restep      (QdLogicPage *self, gboolean first);
/* The canvas on show (the proof or the trace). */
G_GNUC_INTERNAL gboolean qd_logic_page_showing_proof (QdLogicPage *self);

/* ---- qd-logic-page-options.c: the file's queries, the algorithms' options */

G_GNUC_INTERNAL void qd_logic_page_options_init (QdLogicPage *self);
/* The file's ask: lines in the sidebar's list. */
G_GNUC_INTERNAL void qd_logic_page_fill_asks    (QdLogicPage *self);
/* The options set in the sidebar, in `options`. */
G_GNUC_INTERNAL void qd_logic_page_get_options  (QdLogicPage *self, QdLogicAskOptions *options);

G_END_DECLS
