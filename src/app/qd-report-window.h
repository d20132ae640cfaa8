/* qd-report-window.h — the report pane: the runs the session collected
 * (qd-report-collection.h), each with the user's own words, reordered and
 * removed here, and exported as one PDF or as a folder (a job with its
 * progress and Stop). */
#pragma once

#include <adwaita.h>

#include "app/qd-report-collection.h"

G_BEGIN_DECLS

#define QD_TYPE_REPORT_WINDOW (qd_report_window_get_type ())
G_DECLARE_FINAL_TYPE (QdReportWindow, qd_report_window, QD, REPORT_WINDOW, AdwWindow)

/* A pane on `collection` for the window `parent` (its dialogs and toasts). */
QdReportWindow *qd_report_window_new (GtkWindow *parent, QdReportCollection *collection);
/* The list's rows (for tests): one per run. */
GtkListBox     *qd_report_window_get_list (QdReportWindow *self);
/* Writes the collection's report to `file` as a PDF (`bundle` FALSE) or
 * into the folder `file` (TRUE), as a job; `done` (may be NULL) is called
 * when it has ended, with the error if any. */
typedef void (*QdReportWindowDone) (QdReportWindow *self, const GError *error, gpointer data);
void            qd_report_window_export (QdReportWindow *self, GFile *file, gboolean bundle,
                                         QdReportWindowDone done, gpointer data);

G_END_DECLS
