/* qd-window.h — the main window: a tab per open problem. */
#pragma once

#include <adwaita.h>

#include "qd-page.h"

G_BEGIN_DECLS

#define QD_TYPE_WINDOW (qd_window_get_type ())
G_DECLARE_FINAL_TYPE (QdWindow, qd_window, QD, WINDOW, AdwApplicationWindow)

QdWindow   *qd_window_new              (GtkApplication *application);
/* Opens the file in a tab of the problem its name says (asynchronously);
 * a file already open is brought forward.  Errors show as a toast. */
void        qd_window_open_file        (QdWindow *self, GFile *file);
/* The same, as a document of the problem `problem_id` (NULL: the one its
 * name and contents say), then `opened` with its page, or with NULL when it
 * could not be opened (the toast said why; `window` is NULL when it closed
 * meanwhile). */
typedef void (*QdWindowOpened) (QdWindow *window, QdPage *page, gpointer data);
void        qd_window_open_file_then   (QdWindow *self, GFile *file, const char *problem_id,
                                        QdWindowOpened opened, gpointer data);
void        qd_window_open_example     (QdWindow *self, const char *problem_id, guint index);
QdPage     *qd_window_new_page         (QdWindow *self, const char *problem_id);
QdPage     *qd_window_get_current_page (QdWindow *self);
/* Merges raw files of an experiment's shards (or with `folder` the raw files
 * of the folder paths[0]) on a worker thread and shows the report in a
 * window of its own (qd_window_get_shards_report); an error is a toast. */
void        qd_window_open_shards      (QdWindow *self, const char *const *paths, gboolean folder);
GtkWidget  *qd_window_get_shards_report (QdWindow *self);
/* The manual's URI that Help (F1) opens: the tab's page
 * ("help:quandary/problem-ID"), or the front page. */
char       *qd_window_help_uri         (QdWindow *self);
AdwTabView *qd_window_get_tab_view     (QdWindow *self);
void        qd_window_restore_session  (QdWindow *self);
void        qd_window_show_error       (QdWindow *self, const char *message);
/* The last error shown (for tests). */
const char *qd_window_get_last_error   (QdWindow *self);
/* Files being read (qd-window-opening.c), for the tests: the delay before
 * the bar "Opening “NAME”…" with Cancel (0: at once, as a read begins), the
 * reads still going and the bar's text (NULL: not shown). */
void        qd_window_set_opening_delay (QdWindow *self, guint ms);
guint       qd_window_get_n_opening     (QdWindow *self);
const char *qd_window_get_opening_text  (QdWindow *self);
/* Draws the start page's example thumbnails not drawn yet, at once; TRUE
 * when every example has its picture (for tests). */
gboolean    qd_window_start_draw_all   (QdWindow *self);

/* Presentation mode (win.presentation, F11; qd-window-present.c). */
gboolean    qd_window_get_presenting   (QdWindow *self);

/* Reports and animations of a tab (qd-window-report.c). */
struct _QdReportWindow;
/* The report pane (made on first use). */
struct _QdReportWindow *qd_window_get_report_window (QdWindow *self);
/* Writes the tab's report (kind 0: a PDF, 1: a folder) or its animation
 * (2: a GIF; the options of `chooser`, a file chooser with the size and
 * speed choices, or the defaults when NULL) to `file` as the page's job;
 * FALSE (and a toast) when there is nothing to write yet. */
gboolean qd_window_write_page (QdWindow *self, QdPage *page, guint kind, GFile *file, GtkNativeDialog *chooser);

/* Check an Answer… (qd-window-check.c): the current tab's check window,
 * presented, or NULL (a toast) when the tab checks no answer. */
struct _QdCheckWindow;
struct _QdCheckWindow *qd_window_check_answer (QdWindow *self);

G_END_DECLS
