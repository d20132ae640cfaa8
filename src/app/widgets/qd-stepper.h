/* qd-stepper.h — the step-by-step replay of a recorded run, shared by every
 * page that shows a search one step at a time: the actions step, step-back,
 * step-first, step-last and play (a boolean state a toggle button follows),
 * the play timer, and which step is shown.
 *
 * Step 0 is the start; step n_steps is the finished run.  When Step or Play
 * is pressed and there is no run (or the page dropped it), "run-needed" asks
 * the page to compute one; the page then calls qd_stepper_set_run (…, 1) and
 * playing goes on from there. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define QD_TYPE_STEPPER (qd_stepper_get_type ())
G_DECLARE_FINAL_TYPE (QdStepper, qd_stepper, QD, STEPPER, GObject)

/* Adds the actions to `map` (held weakly: the page owns both). */
QdStepper *qd_stepper_new          (GActionMap *map, guint interval_ms);
/* A run of n_steps is ready; show `step`. */
void       qd_stepper_set_run      (QdStepper *self, guint n_steps, guint step);
/* No run (the document or the settings changed). */
void       qd_stepper_clear        (QdStepper *self);
gboolean   qd_stepper_has_run      (QdStepper *self);
guint      qd_stepper_get_step     (QdStepper *self);
guint      qd_stepper_get_n_steps  (QdStepper *self);
gboolean   qd_stepper_is_finished  (QdStepper *self);   /* no run, or the last step */
void       qd_stepper_go_to        (QdStepper *self, guint step);
/* While a run is being computed the actions are off (play waits). */
void       qd_stepper_set_busy     (QdStepper *self, gboolean busy);
void       qd_stepper_stop_playing (QdStepper *self);

/* Signals: "changed" — the step shown changed (or the run); "run-needed". */

G_END_DECLS
