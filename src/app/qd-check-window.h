/* qd-check-window.h — Check an Answer…: a window beside a tab where a
 * person opens or pastes an answer (a trace, an output, a game log), checks
 * it against the tab's document on a worker, and sees the verdict and the
 * explanation in its sidebar and the right answer and theirs side by side,
 * the first difference marked; the tab's replay and search tree move to
 * the step where they part (qd_page_show_check). */
#pragma once

#include "app/qd-page.h"

G_BEGIN_DECLS

#define QD_TYPE_CHECK_WINDOW (qd_check_window_get_type ())
G_DECLARE_FINAL_TYPE (QdCheckWindow, qd_check_window, QD, CHECK_WINDOW, AdwWindow)

/* The page's check window, made on first use (one per page; it closes with
 * the page), transient for `parent`. */
QdCheckWindow       *qd_check_window_for_page   (QdPage *page, GtkWindow *parent);
/* The answer's text, as if pasted. */
void                 qd_check_window_set_answer (QdCheckWindow *self, const char *text);
/* Open an Answer…: reads `file` on a worker (at most 8 MiB of text, else a
 * toast says why), puts it in place of the answer and checks it. */
void                 qd_check_window_open       (QdCheckWindow *self, GFile *file);
/* Checks the answer (the Check button): a job on a worker. */
void                 qd_check_window_check      (QdCheckWindow *self);
gboolean             qd_check_window_is_busy    (QdCheckWindow *self);
/* The last check's result, or NULL (none yet, or the answer edited since). */
const QdCheckResult *qd_check_window_get_result (QdCheckWindow *self);

G_END_DECLS
