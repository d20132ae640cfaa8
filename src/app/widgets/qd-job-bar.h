/* qd-job-bar.h — the bar at the foot of the window while a tab works: what
 * runs, how far it is (a fraction when the job knows its total, a pulse when
 * not), the time it has taken and, with a total, about how long is left.
 *
 * It follows one job at a time (the current tab's) and shows itself only
 * once the job has run for a moment, so quick solves do not flash it. */
#pragma once

#include <gtk/gtk.h>

#include "core/qd-job.h"

G_BEGIN_DECLS

#define QD_TYPE_JOB_BAR (qd_job_bar_get_type ())
G_DECLARE_FINAL_TYPE (QdJobBar, qd_job_bar, QD, JOB_BAR, GtkWidget)

/* NULL: hide. */
void      qd_job_bar_follow       (QdJobBar *self, QdJob *job);

/* What it shows, for the tests: whether it is in sight and the time text. */
gboolean  qd_job_bar_get_shown    (QdJobBar *self);
const char *qd_job_bar_get_time_text (QdJobBar *self);

/* "3 s", "1:05", "1:02:03": exported for the tests. */
char     *qd_job_bar_format_time  (gint64 seconds);
/* The time left (seconds) for `left` units of work when `span_done` took
 * `span_us`, or -1 when there is nothing to go on yet (under a second). */
gint64    qd_job_bar_estimate_left (gint64 span_us, gint64 span_done, gint64 left);

G_END_DECLS
