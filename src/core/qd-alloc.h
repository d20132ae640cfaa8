/* qd-alloc.h — big arrays that are written once, fast, and read at random:
 * aligned to 2 MiB and offered to the kernel as huge pages (Linux grants
 * them on request only), so that filling one costs a page fault every
 * 2 MiB instead of every 4 KiB, and reading it misses the TLB less.
 * Smaller blocks come from the ordinary heap. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `size` bytes (zeroed with `zero`), 64-byte aligned at least; never NULL
 * (aborts on failure like g_malloc).  Free with qd_big_free, which is
 * g_aligned_free: blocks from g_aligned_alloc may share an array with these. */
gpointer qd_big_alloc (gsize size, gboolean zero);
void     qd_big_free  (gpointer p);

G_END_DECLS
