/* qd-owned.h — a block that owns its parts: each pointer is recorded with
 * the function that frees it as the field is filled, and one free runs
 * them all.  For the task and output blocks of a background job, which
 * would otherwise each need a hand-written free function. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _QdOwnedPart QdOwnedPart;

/* The first member of an owning block; zeroed (g_new0) means empty. */
typedef struct {
  QdOwnedPart *last;
} QdOwned;

/* Records that the block owns `part`, freed with `destroy` (after the parts
 * added later); returns `part`, so that the field is set where it is owned:
 *   task->map = qd_owned_add (&task->owned, qd_map_copy (map), (GDestroyNotify) qd_map_free);
 * A NULL `part` is returned and not recorded. */
gpointer qd_owned_add   (QdOwned *owned, gpointer part, GDestroyNotify destroy);

/* Forgets `part` without freeing it and returns it, so that its new owner
 * can take it (as g_steal_pointer does for a plain field):
 *   page->map = qd_owned_steal (&output->owned, g_steal_pointer (&output->map));
 * NULL, or a part the block does not own, is returned unchanged. */
gpointer qd_owned_steal (QdOwned *owned, gpointer part);

/* Frees every part, the last added first, and leaves `owned` empty. */
void     qd_owned_clear (QdOwned *owned);

/* A GDestroyNotify for a g_malloc'd block whose first member is a QdOwned:
 * frees its parts, then the block.  NULL is ignored. */
void     qd_owned_free  (gpointer block);

G_END_DECLS
