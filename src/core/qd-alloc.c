/* qd-alloc.c — big arrays on huge pages. */
#include "qd-alloc.h"

#include <string.h>
#include <sys/mman.h>

#define HUGE_ALIGN ((gsize) 2 << 20)

gpointer
qd_big_alloc (gsize size, gboolean zero)
{
  gpointer p;

  if (size < HUGE_ALIGN)   /* no huge page to fill */
    p = g_aligned_alloc (1, MAX (size, 1), 64);
  else
    {
      gsize rounded = (size + HUGE_ALIGN - 1) / HUGE_ALIGN * HUGE_ALIGN;

      p = g_aligned_alloc (1, rounded, HUGE_ALIGN);
#ifdef MADV_HUGEPAGE
      /* Before anything touches it: the first write faults a whole huge page. */
      madvise (p, rounded, MADV_HUGEPAGE);
#endif
    }
  if (zero)
    memset (p, 0, size);
  return p;
}

void
qd_big_free (gpointer p)
{
  g_aligned_free (p);
}
