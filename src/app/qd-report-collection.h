/* qd-report-collection.h — the report a session collects: the runs the user
 * added from the tabs (Add to Report), each with the user's own words, in
 * the user's order, kept in the state folder so that it survives a restart
 * or a crash, and written as one PDF or bundle.  GLib only. */
#pragma once

#include <gio/gio.h>

#include "render/qd-report.h"

G_BEGIN_DECLS

#define QD_TYPE_REPORT_COLLECTION (qd_report_collection_get_type ())
G_DECLARE_FINAL_TYPE (QdReportCollection, qd_report_collection, QD, REPORT_COLLECTION, GObject)

/* Kept in `file` (NULL: nowhere), read from it now: a file that is not a
 * collection is moved aside (FILE.unreadable), never overwritten unread,
 * and said through `warning` (NULL when all went well). */
QdReportCollection *qd_report_collection_new (GFile *file, char **warning);
/* $XDG_STATE_HOME/quandary/report.gvariant. */
GFile              *qd_report_collection_default_file (void);

guint           qd_report_collection_get_n_runs (QdReportCollection *self);
/* Run `index` (its title, problem, instance, date, note, sections). */
const QdReport *qd_report_collection_get_run    (QdReportCollection *self, guint index);
/* Appends a run's report (taken). */
void            qd_report_collection_add        (QdReportCollection *self, QdReport *run);
void            qd_report_collection_remove     (QdReportCollection *self, guint index);
/* Moves run `index` to `to` (both within the list). */
void            qd_report_collection_move       (QdReportCollection *self, guint index, guint to);
/* The user's words on run `index` (NULL or "": none); kept shortly after,
 * without "changed" (the list stays as it is while the user types). */
void            qd_report_collection_set_note   (QdReportCollection *self, guint index, const char *note);
void            qd_report_collection_clear      (QdReportCollection *self);
/* The whole report: a title block, then each run as a chapter. */
QdReport       *qd_report_collection_build      (QdReportCollection *self);
/* The session's collection, kept in qd_report_collection_default_file,
 * made on first use; `warning` (may be NULL) gets, the first time only, why
 * the kept one could not be read. */
QdReportCollection *qd_report_collection_get_default (char **warning);
/* The session's collection if it was made, else NULL (nothing is read). */
QdReportCollection *qd_report_collection_peek_default (void);
/* Writes what is pending now (quitting). */
void            qd_report_collection_flush      (QdReportCollection *self);

G_END_DECLS
