/* qd-run-controls.h — the Solve / Stop buttons, the step-by-step replay
 * buttons and the status line that every problem page shows in its sidebar.
 *
 * The controls own a QdStepper.  qd_run_controls_attach puts their "run"
 * actions (run.solve, run.stop, run.step, run.step-back, run.step-first,
 * run.step-last, run.play) on the page, so the page's keyboard shortcuts
 * reach them.  The page answers the signals:
 *   "solve" (gboolean then_step): compute a run (then show its first step),
 *   "stop": cancel the run being computed. */
#pragma once

#include <gtk/gtk.h>

#include "qd-canvas.h"

#include "core/qd-job.h"
#include "qd-stepper.h"

G_BEGIN_DECLS

#define QD_TYPE_RUN_CONTROLS (qd_run_controls_get_type ())
G_DECLARE_FINAL_TYPE (QdRunControls, qd_run_controls, QD, RUN_CONTROLS, GtkWidget)

void       qd_run_controls_attach       (QdRunControls *self, GtkWidget *owner);
QdStepper *qd_run_controls_get_stepper  (QdRunControls *self);
/* A run is being computed: Solve off, Stop on, the replay waits. */
void       qd_run_controls_set_busy     (QdRunControls *self, gboolean busy);
void       qd_run_controls_set_status   (QdRunControls *self, const char *text);
const char *qd_run_controls_get_status  (QdRunControls *self);
/* The status is read with the board's position by a screen reader. */
void       qd_run_controls_speak_on     (QdRunControls *self, QdCanvas *board);
/* Shows "<doing>… N nodes" in the status line as the job progresses
 * (`doing` is translated by the caller, such as _("Colouring")). */
void       qd_run_controls_follow_job   (QdRunControls *self, QdJob *job, const char *doing);

G_END_DECLS
