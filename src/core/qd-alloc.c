/* qd-alloc.c — big arrays on huge pages. */
#include "qd-alloc.h"

#include <string.h>
#include <sys/mman.h>

#define HUGE_ALIGN ((gsize) 2 << 20)

/* `size` (at least 1) rounded up to whole huge pages. */
static gsize
huge_round (gsize size)
{
  return (MAX (size, 1) + HUGE_ALIGN - 1) / HUGE_ALIGN * HUGE_ALIGN;
}

gpointer
qd_big_alloc (gsize size, gboolean zero)
{
  gpointer p;

  if (size < HUGE_ALIGN)   /* no huge page to fill */
    p = g_aligned_alloc (1, MAX (size, 1), 64);
  else
    {
      gsize rounded = huge_round (size);

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

gpointer
qd_big_map (gsize size)
{
  gsize rounded = huge_round (size);
  gsize span = rounded + HUGE_ALIGN;
  guint8 *base = mmap (NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  guint8 *p;
  gsize head;

  if (base == MAP_FAILED)
    g_error ("qd_big_map: cannot map %" G_GSIZE_FORMAT " bytes", size);
  /* Trim the mapping to a block aligned to 2 MiB. */
  head = (HUGE_ALIGN - (guintptr) base % HUGE_ALIGN) % HUGE_ALIGN;
  p = base + head;
  if (head > 0)
    munmap (base, head);
  if (span - head > rounded)
    munmap (p + rounded, span - head - rounded);
#ifdef MADV_HUGEPAGE
  madvise (p, rounded, MADV_HUGEPAGE);
#endif
  return p;
}

void
qd_big_unmap (gpointer p, gsize size)
{
  if (p != NULL)
    munmap (p, huge_round (size));
}
