/* qd-logic-page-private.h — what the Logic tab's files share. */
#pragma once

#include <adwaita.h>

#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-run-controls.h"
#include "problems/logic/qd-logic-ask.h"
#include "app/widgets/qd-stepper.h"
#include "qd-logic-page.h"
#include "qd-logic-page-proof.h"
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
  /* The proof drawn (qd-logic-page-proof.h), beside the trace in a stack. */
  QdLogicPageProof *proof_view;
  GtkStack *result_stack;
  gboolean trace_for_lack;      /* the trace put on show for want of a drawing */
  GtkLabel *selection_label;
  /* The file's queries, and the options of one algorithm each
   * (qd-logic-page-options.c). */
  AdwComboRow *ask_row;
  gboolean filling_asks;
  AdwActionRow *p_row, *flips_row, *seed_row, *conflict_row;
  GtkSpinButton *p_spin, *flips_spin, *seed_spin, *conflict_spin;
  /* Practice Mode (qd-logic-page-practice.c): the questions of the last
   * answer until the bar takes them, or why there are none; the trace's
   * lines before an answer's first step. */
  QdPracticeBar *practice_bar;
  gboolean practicing;
  QdPractice *practice;
  char *practice_why;
  guint practice_offset;
  /* The last answer's verdict and word, kept back while practising on it
   * (qd_logic_page_practice_show_verdict). */
  char *verdict;
  char *answer_word;
  /* qd-logic-page-fol.c: the algorithms listed (those that apply to the
   * document's kind), the "Every answer" row, the Unify… button. */
  QdLogicAlgorithm algorithms[QD_LOGIC_N_ALGORITHMS];
  guint n_algorithms;
  QdLogicDocKind listed_kind;
  AdwActionRow *all_answers_row;
  GtkSwitch *all_answers_switch;
  GtkWidget *unify_button;
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
/* The person's moves from the start, the book's names a blank apart
 * ("Forward TurnLeft"; "" for none or no wumpus world), for the undo
 * history (to free); and the game played again from the start by them. */
G_GNUC_INTERNAL char    *qd_logic_page_wumpus_moves_text (QdLogicPage *self);
G_GNUC_INTERNAL void     qd_logic_page_wumpus_replay (QdLogicPage *self, const char *moves);
/* F, L, R, G, S, C and Ctrl+Shift+R in the page's shortcuts (class_init). */
G_GNUC_INTERNAL void     qd_logic_page_wumpus_add_shortcuts (QdPageClass *klass);

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
/* ---- qd-logic-page-report.c: the report and the GIF, as the command's */

G_GNUC_INTERNAL QdReport    *qd_logic_page_build_report    (QdPage *page);
G_GNUC_INTERNAL QdAnimation *qd_logic_page_build_animation (QdPage *page);

/* ---- qd-logic-page-practice.c: Practice Mode */

G_GNUC_INTERNAL void qd_logic_page_practice_init (QdLogicPage *self);
G_GNUC_INTERNAL void qd_logic_page_practice_free (QdLogicPage *self);
/* The questions of a new answer (both taken; `practice` NULL: none, `why`
 * says why), its steps `offset` lines into the trace. */
G_GNUC_INTERNAL void qd_logic_page_practice_take (QdLogicPage *self, QdPractice *practice, char *why, guint offset);
/* The answer's verdict (taken, with its word) beside the switch and in
 * the sidebar: kept back while a question of the practice is left (it
 * would give the last away), shown at its end or out of practice. */
G_GNUC_INTERNAL void qd_logic_page_practice_set_verdict (QdLogicPage *self, char *verdict, char *answer_word);
/* ---- qd-logic-page-fol.c: first-order parts */

G_GNUC_INTERNAL void     qd_logic_page_fol_init          (QdLogicPage *self);
/* The algorithm list made for the document's kind (once per kind). */
G_GNUC_INTERNAL void     qd_logic_page_list_algorithms   (QdLogicPage *self);
G_GNUC_INTERNAL QdLogicAlgorithm qd_logic_page_selected_algorithm (QdLogicPage *self);
G_GNUC_INTERNAL gboolean qd_logic_page_all_answers       (QdLogicPage *self);
/* "1 answer, 2 iterations" for the Figures row (to free). */
G_GNUC_INTERNAL char    *qd_logic_page_fol_figures       (const QdLogicAskResult *r);
/* The Unify window opened. */
G_GNUC_INTERNAL void     qd_logic_page_unify             (QdLogicPage *self);

G_END_DECLS
