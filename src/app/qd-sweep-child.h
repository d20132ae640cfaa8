/* qd-sweep-child.h — a sweep of quandary-cli (`grade`, `tournament`) run
 * from the window as a child process, as a teaching assistant runs it on
 * the command line: its raw file (--raw, core/qd-sweep.h) read on a worker
 * each time it grows, so the window shows each run the moment it ends;
 * Stop as Ctrl-C stops it (the runs done are kept); its end with its exit
 * status and what it said on stderr.  The window never waits for it.
 *
 * The grading and the tournament are the command line's own code, run by
 * the same program: the window and `quandary-cli` cannot give different
 * scores, and a student's program never runs inside the window's process. */
#pragma once

#include <gio/gio.h>

#include "core/qd-sweep.h"

G_BEGIN_DECLS

#define QD_TYPE_SWEEP_CHILD (qd_sweep_child_get_type ())
G_DECLARE_FINAL_TYPE (QdSweepChild, qd_sweep_child, QD, SWEEP_CHILD, GObject)

/* quandary-cli's path: $QD_CLI when set, else the one beside this program,
 * the build tree's (src/cli/ beside src/app/), the installed one, or the
 * PATH's; NULL when there is none. */
char         *qd_sweep_child_find_cli   (void);

/* A child not started yet, with a private folder of its own (made now,
 * removed with the object) where the caller puts its outputs (--keep,
 * --logs, --results-dir).  NULL with `error` when the folder cannot be made. */
QdSweepChild *qd_sweep_child_new        (GError **error);
const char   *qd_sweep_child_get_folder (QdSweepChild *self);

/* Starts `quandary-cli ARGS[0] --raw FOLDER/runs.raw ARGS[1]…` (the
 * subcommand first; a "--" among ARGS keeps its place) in `cwd` (NULL: the
 * current folder), in the C locale: its raw file is read by the window.
 * FALSE with `error` (no quandary-cli, it cannot start).
 *
 * Signals, on the main context:
 *   "rows"     (gpointer raw): the raw file as read now (a QdSweepRaw *,
 *              the rows finished so far, in the order they finished); it
 *              is the object's, valid until the next "rows" (also
 *              qd_sweep_child_get_raw).  Emitted when the file grew, at
 *              most about four times a second, and once more at the end.
 *   "finished" (gint status, const char *message): the child's exit status
 *              (130 when stopped, 128 + N when killed by signal N) and its
 *              stderr's last lines, or an error while reading; after the
 *              last "rows". */
gboolean      qd_sweep_child_start      (QdSweepChild *self, const char *const *args, const char *cwd,
                                         GError **error);
/* Stop: the child is interrupted as Ctrl-C does (the runs under way end,
 * those done are kept); killed when it has not ended 5 s later. */
void          qd_sweep_child_stop       (QdSweepChild *self);
gboolean      qd_sweep_child_is_running (QdSweepChild *self);
/* The raw file as last read, or NULL before the first row. */
const QdSweepRaw *qd_sweep_child_get_raw (QdSweepChild *self);

G_END_DECLS
