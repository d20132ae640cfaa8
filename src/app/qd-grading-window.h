/* qd-grading-window.h — Grade a Class (docs/grading.md) in the window: a
 * manifest and a folder of submissions chosen, graded as `quandary-cli
 * grade` grades them (a child process, qd-sweep-child.h) with progress and
 * Stop, each submission's row the moment it is graded (its total and each
 * test's score and feedback), and a failed test opened where it can be
 * seen: an output test's answer in its tab's Check an Answer (the
 * divergence on the board), a play test's game in the game's tab. */
#pragma once

#include <adwaita.h>

#include "app/qd-window.h"

G_BEGIN_DECLS

#define QD_TYPE_GRADING_WINDOW (qd_grading_window_get_type ())
G_DECLARE_FINAL_TYPE (QdGradingWindow, qd_grading_window, QD, GRADING_WINDOW, AdwWindow)

/* One per main window (made on first use), transient for it. */
QdGradingWindow *qd_grading_window_for (QdWindow *parent);
/* The manifest and the SUBMISSION folder (a submission, or a folder of
 * them), as the choosers set them. */
void             qd_grading_window_set_class   (QdGradingWindow *self, const char *manifest, const char *folder);
/* Grade (the header's button): FALSE with a toast saying why not. */
gboolean         qd_grading_window_grade       (QdGradingWindow *self);
void             qd_grading_window_stop        (QdGradingWindow *self);
gboolean         qd_grading_window_is_running  (QdGradingWindow *self);
/* What the table shows (for tests): the submissions graded, and one's
 * total and test T's score (from 1), or -1 when it is not graded. */
guint            qd_grading_window_get_n_graded (QdGradingWindow *self);
double           qd_grading_window_get_score    (QdGradingWindow *self, const char *submission, guint test);
/* The last run's end: its exit status (-1 while none ended) and message. */
gint             qd_grading_window_get_status   (QdGradingWindow *self, const char **message);
/* Opens test T (from 1) of a submission where it can be seen (its Open
 * button; `game` from 1 for a play test's game): FALSE with a toast when
 * there is nothing kept to open. */
gboolean         qd_grading_window_open_test    (QdGradingWindow *self, const char *submission, guint test,
                                                 guint game);

G_END_DECLS
