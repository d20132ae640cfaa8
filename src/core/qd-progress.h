/* qd-progress.h — counters a search writes on one thread and another reads.
 *
 * Plain GLib: the problem layers report progress through this block without
 * knowing about QdJob (core/qd-job.h), which hands one to its worker. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Counters a worker writes and the main thread reads, each field only through
 * qd_progress_set/add/get below.  GLib has no 64-bit g_atomic_int, so these
 * use the compiler's __atomic builtins (GCC, Clang): every field is read and
 * written whole, never torn.  The fields are independent; a reader may see
 * `nodes` from one moment and `done` from the next, which is fine for display.
 * The values a reader sees in or after QdJob's "finished" are the final ones. */
typedef struct {
  gint64 done;       /* units of work done (nodes, instances, steps) */
  gint64 total;      /* 0 when unknown */
  gint64 nodes;      /* search nodes so far */
  gint64 value;      /* a problem-specific figure (best score, depth) */
} QdProgress;

/* e.g. qd_progress_add (&progress->nodes, 4096); */
static inline void
qd_progress_set (gint64 *field, gint64 value)
{
  __atomic_store_n (field, value, __ATOMIC_RELAXED);
}

static inline void
qd_progress_add (gint64 *field, gint64 delta)
{
  __atomic_fetch_add (field, delta, __ATOMIC_RELAXED);
}

static inline gint64
qd_progress_get (const gint64 *field)
{
  return __atomic_load_n (field, __ATOMIC_RELAXED);
}

G_END_DECLS
