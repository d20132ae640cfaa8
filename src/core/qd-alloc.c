/* qd-alloc.c — big arrays on huge pages, and a store of freed ones. */
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

/* ------------------------------------------------------------- kept blocks */

#define KEEP_BYTES ((gsize) 512 << 20)
#define KEEP_SLOTS 16

typedef struct
{
  gpointer p;
  gsize bytes;
} Kept;

static GMutex kept_lock;
static Kept kept[KEEP_SLOTS];
static guint n_kept;
static gsize kept_bytes;
static GHashTable *mapped;       /* block → its bytes, for every block qd_big_take mapped */

/* A block of whole huge pages, faulted in at once: one call to the kernel
 * rather than a fault per page (each a trap, dear on a virtual machine). */
static gpointer
block_map (gsize size)
{
  gsize bytes = huge_round (size);
  gpointer p = qd_big_map (bytes);

#ifdef MADV_POPULATE_WRITE
  madvise (p, bytes, MADV_POPULATE_WRITE);   /* no matter if refused: faulted in as written */
#endif
  g_mutex_lock (&kept_lock);
  if (mapped == NULL)
    mapped = g_hash_table_new (NULL, NULL);
  g_hash_table_insert (mapped, p, GSIZE_TO_POINTER (bytes));
  g_mutex_unlock (&kept_lock);
  return p;
}

/* Unmaps the blocks (kept_lock not held). */
static void
blocks_unmap (const Kept *blocks, guint n)
{
  for (guint i = 0; i < n; i++)
    qd_big_unmap (blocks[i].p, blocks[i].bytes);
}

/* Every kept block into OUT (KEEP_SLOTS), forgotten; how many (kept_lock
 * held: the caller unmaps them after letting it go). */
static guint
kept_drain (Kept *out)
{
  guint n = n_kept;

  memcpy (out, kept, n * sizeof (Kept));
  for (guint i = 0; i < n; i++)
    g_hash_table_remove (mapped, kept[i].p);
  n_kept = 0;
  kept_bytes = 0;
  return n;
}

gpointer
qd_big_take (gsize size, gboolean zero)
{
  gpointer p = NULL;
  guint best = G_MAXUINT, n_small = 0;
  Kept small[KEEP_SLOTS];

  g_mutex_lock (&kept_lock);
  for (guint i = 0; i < n_kept; i++)
    if (kept[i].bytes >= size && (best == G_MAXUINT || kept[i].bytes < kept[best].bytes))
      best = i;
  if (best != G_MAXUINT)
    {
      p = kept[best].p;
      kept_bytes -= kept[best].bytes;
      kept[best] = kept[--n_kept];
    }
  else
    /* None is big enough: the smaller ones go back to the kernel first,
     * whose pages, just freed, the new block then gets (not pages the
     * host of a virtual machine must supply again). */
    n_small = kept_drain (small);
  g_mutex_unlock (&kept_lock);
  blocks_unmap (small, n_small);
  if (p == NULL)
    return block_map (size);   /* fresh pages are zero */
  if (zero)
    memset (p, 0, size);
  return p;
}

/* The smallest kept block's slot. */
static guint
kept_smallest (void)
{
  guint s = 0;

  for (guint i = 1; i < n_kept; i++)
    if (kept[i].bytes < kept[s].bytes)
      s = i;
  return s;
}

void
qd_big_keep (gpointer p, gsize size)
{
  Kept block = { p, 0 }, out[KEEP_SLOTS + 1];
  guint n_out = 0;
  gpointer bytes;

  if (p == NULL)
    return;
  g_mutex_lock (&kept_lock);
  if (mapped == NULL || !g_hash_table_lookup_extended (mapped, p, NULL, &bytes))
    {
      g_mutex_unlock (&kept_lock);
      g_free (p);   /* not one of ours: g_malloc's */
      return;
    }
  block.bytes = GPOINTER_TO_SIZE (bytes);
  /* room made by dropping the smallest blocks, unless this one is smaller */
  while (block.bytes <= KEEP_BYTES && n_kept > 0 && (n_kept == KEEP_SLOTS || kept_bytes + block.bytes > KEEP_BYTES))
    {
      guint s = kept_smallest ();
      if (kept[s].bytes >= block.bytes)
        break;
      out[n_out++] = kept[s];
      kept_bytes -= kept[s].bytes;
      kept[s] = kept[--n_kept];
    }
  if (n_kept < KEEP_SLOTS && kept_bytes + block.bytes <= KEEP_BYTES)
    {
      kept[n_kept++] = block;
      kept_bytes += block.bytes;
    }
  else
    out[n_out++] = block;
  for (guint i = 0; i < n_out; i++)
    g_hash_table_remove (mapped, out[i].p);
  g_mutex_unlock (&kept_lock);
  blocks_unmap (out, n_out);
  (void) size;
}

void
qd_big_reserve (gsize size, guint n)
{
  gpointer blocks[KEEP_SLOTS];

  n = MIN (n, KEEP_SLOTS);
  for (guint i = 0; i < n; i++)
    blocks[i] = qd_big_take (size, FALSE);
  for (guint i = 0; i < n; i++)
    qd_big_keep (blocks[i], size);
}

void
qd_big_release (void)
{
  Kept out[KEEP_SLOTS];
  guint n_out;

  g_mutex_lock (&kept_lock);
  n_out = kept_drain (out);
  g_mutex_unlock (&kept_lock);
  blocks_unmap (out, n_out);
}
