/* ui-meter.h — how responsive the window is while a test drives it (issue
 * 36): the longest main-loop stall and the frame times, per scenario and per
 * phase.  Reusable by any UI test; the figures are printed, never asserted.
 *
 * Two probes, attached by ui_meter_start:
 *   the stall probe, a G_PRIORITY_HIGH source armed 4 ms ahead that measures
 *     how late it is dispatched: a handler blocking the loop for 40 ms reads
 *     as a 40 ms stall.  The main thread's CPU time over the worst stall
 *     tells "the window was busy" from "another process had the core";
 *   the frame probe, on the window's GdkFrameClock: from "before-paint" to
 *     the end of "after-paint" is a frame's work (tick callbacks, layout,
 *     snapshot, rendering), and the frame times' intervals.
 * The first second after ui_meter_start is not counted (the frame clock and
 * the probes settle); scenarios spend it idle in a phase "settle". */
#pragma once

#include <gtk/gtk.h>

typedef struct _UiMeter UiMeter;

/* The bounds of the verdict: a stall under STALL_MS and a frame p99 under
 * FRAME_MS is "ok". */
#define UI_METER_STALL_MS 50
#define UI_METER_FRAME_MS 16

/* Starts measuring the application's window (ui-common's `window`). */
UiMeter *ui_meter_start (const char *scenario);
/* Labels what follows: the stalls and frames are counted to `phase`.  With
 * QD_METER_TRACE set in the environment, prints when each phase starts on
 * CLOCK_MONOTONIC, to cut a `perf record -k CLOCK_MONOTONIC` by phase.
 * With QD_METER_FRAMES=MS, lists every frame of MS or more: its time, CPU
 * and layout, and how far into its phase it began. */
void     ui_meter_phase (UiMeter *meter, const char *phase);
/* Prints the scenario's line (and one per phase), frees the meter.
 * Returns TRUE when the verdict is "ok". */
gboolean ui_meter_stop  (UiMeter *meter);

typedef gboolean (*UiCondition) (gpointer data);
/* Runs the main loop, blocking in each iteration (so the waiting adds no
 * sleeps to the figures: a source of the meter, or one of its own every
 * 4 ms, wakes it), until `cond` holds; fails after `timeout_ms`. */
void     ui_run_until   (UiCondition cond, gpointer data, guint timeout_ms, const char *what);
/* The same for `ms` milliseconds. */
void     ui_run_for     (guint ms);
/* The same until the window has painted `frames` more frames (one is
 * queued each time). */
void     ui_run_frames  (guint frames);

/* Calls `step` at each frame of `widget` (a tick callback) with the number
 * of frames since, until it returns FALSE or ui_drive_stop; returns the
 * callback's id.  `step` NULL: queues a draw of the widget every frame (the
 * worst case of a live view). */
typedef gboolean (*UiFrameStep) (GtkWidget *widget, guint frame, gpointer data);
guint    ui_drive       (GtkWidget *widget, UiFrameStep step, gpointer data);
void     ui_drive_stop  (GtkWidget *widget, guint id);
