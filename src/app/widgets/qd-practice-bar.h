/* qd-practice-bar.h — the practice mode's controls (issue 51): the question,
 * an entry for the answer, Check (Enter), Hint (Alt+H), Show Me (Alt+S),
 * Undo (Alt+U), what the last answer earned and the score line, and how
 * often to ask (the practice-frequency setting: one for every tab's bar,
 * kept from one run to the next).  It asks the questions of a QdPractice (core/qd-practice.h)
 * that its page made from the run on show; answers given by clicking the
 * board come through qd_practice_bar_take_name.
 *
 * "question-changed": another question is asked (or none is left): the
 * page shows the replay at its step.  The question is the entry's
 * accessible description, so that a screen reader says it with the entry. */
#pragma once

#include <gtk/gtk.h>

#include "core/qd-practice.h"

G_BEGIN_DECLS

#define QD_TYPE_PRACTICE_BAR (qd_practice_bar_get_type ())
G_DECLARE_FINAL_TYPE (QdPracticeBar, qd_practice_bar, QD, PRACTICE_BAR, GtkWidget)

GtkWidget  *qd_practice_bar_new           (void);
/* The questions asked (taken; NULL: none, with `why_none` shown instead). */
void        qd_practice_bar_set_practice  (QdPracticeBar *self, QdPractice *practice, const char *why_none);
QdPractice *qd_practice_bar_get_practice  (QdPracticeBar *self);
/* In "question-changed": the step of the replay to show, into `step`: the
 * question's, or `end` once all are answered.  FALSE: the bar has no
 * practice (nothing to show). */
gboolean    qd_practice_bar_question_step (QdPracticeBar *self, guint end, guint *step);
/* For a place short of height (the bar over a board, not in a sidebar):
 * Hint, Show Me and Undo beside Check, the score beside the question's
 * number, two rows fewer. */
void        qd_practice_bar_set_compact   (QdPracticeBar *self, gboolean compact);
/* `widget` (NULL: none) at the end of the bar's first row, beside how
 * often to ask: the page's own control (its practice switch) while the
 * bar is shown.  The bar holds it until another (or NULL) is set. */
void        qd_practice_bar_set_end_widget (QdPracticeBar *self, GtkWidget *widget);
/* A page's practice switch (its stateful action) turned to `state`: the
 * bar shown and given the focus, and the search tree (F8) of the board pane
 * `board` is in closed, as it would tell every answer (`board` NULL: none);
 * or the bar hidden and its questions dropped.  Returns the new state. */
gboolean    qd_practice_bar_switch        (QdPracticeBar *self, GSimpleAction *action, GVariant *state,
                                           GtkWidget *board);
/* No run to ask about yet: `message` shown (NULL: "Searching…"), and
 * `page`'s run.solve unless it is busy already. */
void        qd_practice_bar_solve_first   (QdPracticeBar *self, GtkWidget *page, gboolean busy,
                                           const char *message);
/* The run went: its questions too, `why` shown (nothing without questions;
 * `self` may be NULL). */
void        qd_practice_bar_forget        (QdPracticeBar *self, const char *why);
/* A node clicked on the board, by the name the questions use: for a question
 * on one node it is the answer, checked at once; for a set of nodes it is
 * added to the entry, or taken out if there. */
void        qd_practice_bar_take_name     (QdPracticeBar *self, const char *name);
/* Show Me's answer and explanation shown with its question still on show
 * (and qd_practice_bar_question_step its step: the board stays on the
 * state explained); Check, now Next Question, goes on.  Off by default:
 * Show Me goes on at once. */
void        qd_practice_bar_set_hold_after_show (QdPracticeBar *self, gboolean hold);
/* What the last answer, hint or Show Me said; the score line. */
const char *qd_practice_bar_get_feedback  (QdPracticeBar *self);
const char *qd_practice_bar_get_question  (QdPracticeBar *self);
/* The practice's note on what its questions leave out, as shown (NULL: none). */
const char *qd_practice_bar_get_note      (QdPracticeBar *self);
GtkEditable *qd_practice_bar_get_entry    (QdPracticeBar *self);

G_END_DECLS
