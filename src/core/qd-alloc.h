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

/* Blocks made and freed over and over (the tables of variable
 * elimination): qd_big_take hands out the smallest kept block of `size`
 * bytes or more, else maps a new one (whole huge pages, faulted in at once,
 * zero); qd_big_keep keeps a block qd_big_take made rather than handing it
 * back to the kernel (512 MiB in all at most, the biggest kept).  Fresh
 * pages cost a fault and their clearing: 100 ms for 64 MiB on a virtual
 * machine the first time, 6 ms again, more than the arithmetic that fills
 * them.  Thread-safe.  qd_big_keep frees with g_free a block qd_big_take
 * did not make; `size` is what was asked for (the block's own is known). */
gpointer qd_big_take (gsize size, gboolean zero);
void     qd_big_keep (gpointer p, gsize size);
/* N blocks (KEEP_SLOTS at most) of `size` bytes made and kept at once, for
 * a program about to ask many questions, so that the first ones do not pay
 * for fresh pages either. */
void     qd_big_reserve (gsize size, guint n);
/* The kept blocks back to the kernel (a window's tab, its question
 * answered, does not hold up to 512 MiB until the next; a batch of
 * questions in one command keeps them). */
void     qd_big_release (void);

/* `size` bytes, zeroed, straight from the kernel (mmap), 2 MiB aligned:
 * pages are faulted in as they are first written, never by the allocator
 * (glibc's MALLOC_PERTURB_ fills a whole malloc'd block).  For blocks that
 * are often made and mostly left unused (the first node chunk of a search
 * that reaches a few hundred states).  Free with qd_big_unmap and the same
 * size. */
gpointer qd_big_map   (gsize size);
void     qd_big_unmap (gpointer p, gsize size);

G_END_DECLS
