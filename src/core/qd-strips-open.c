/* qd-strips-open.c — the satisficing search's open lists (qd-strips-open.h). */
#include "qd-strips-open.h"

#include <string.h>

#define NONE G_MAXUINT32

void
qd_strips_open_init (QdStripsOpen *open)
{
  memset (open, 0, sizeof *open);
  open->free_chunk = NONE;
  open->cur = G_MAXUINT64;
}

void
qd_strips_open_reset (QdStripsOpen *open)
{
  if (open->n_buckets > 0)
    memset (open->buckets, 0xff, open->n_buckets * sizeof *open->buckets);
  /* Every chunk free, in order. */
  for (guint32 c = 0; c < open->n_chunks; c++)
    open->next[c] = c + 1 < open->n_chunks ? c + 1 : NONE;
  open->free_chunk = open->n_chunks > 0 ? 0 : NONE;
  open->n_bucketed = 0;
  open->cur = G_MAXUINT64;
  open->heap.n = 0;
}

void
qd_strips_open_clear (QdStripsOpen *open)
{
  for (guint32 c = 0; c < open->n_chunks; c++)
    g_free (open->chunks[c]);
  g_free (open->chunks);
  g_free (open->next);
  g_free (open->buckets);
  g_free (open->heap.items);
  qd_strips_open_init (open);
}

/* A chunk for a bucket's tail: a freed one, or a new one (amortised: one
 * allocation every QD_STRIPS_OPEN_CHUNK pushes at most). */
static guint32
take_chunk (QdStripsOpen *open)
{
  guint32 c = open->free_chunk;

  if (c != NONE)
    {
      open->free_chunk = open->next[c];
      return c;
    }
  if (open->n_chunks == open->cap_chunks)
    {
      open->cap_chunks = MAX (64, open->cap_chunks * 2);
      open->chunks = g_renew (guint32 *, open->chunks, open->cap_chunks);
      open->next = g_renew (guint32, open->next, open->cap_chunks);
    }
  open->chunks[open->n_chunks] = g_new (guint32, QD_STRIPS_OPEN_CHUNK);
  return open->n_chunks++;
}

static void
give_chunk (QdStripsOpen *open, guint32 c)
{
  open->next[c] = open->free_chunk;
  open->free_chunk = c;
}

/* Buckets up to `key` (doubled). */
static void
grow_buckets (QdStripsOpen *open, guint64 key)
{
  guint64 n = MAX (open->n_buckets, 64);

  while (n <= key)
    n *= 2;
  n = MIN (n, (guint64) QD_STRIPS_OPEN_BUCKETS);
  open->buckets = g_renew (QdStripsOpenBucket, open->buckets, n);
  memset (open->buckets + open->n_buckets, 0xff, (n - open->n_buckets) * sizeof *open->buckets);
  open->n_buckets = n;
}

void
qd_strips_open_push (QdStripsOpen *open, guint64 key, guint32 entry)
{
  QdStripsOpenBucket *b;

  if (key >= QD_STRIPS_OPEN_BUCKETS)
    {
      /* The key in two exact halves: doubles hold 32 bits exactly. */
      qd_space_heap_push (&open->heap, (double) (key >> 32), (double) (key & G_MAXUINT32), entry);
      return;
    }
  if (G_UNLIKELY (key >= open->n_buckets))
    grow_buckets (open, key);
  b = &open->buckets[key];
  if (b->tail == NONE || b->tail_at == QD_STRIPS_OPEN_CHUNK)
    {
      guint32 c = take_chunk (open);

      open->next[c] = NONE;
      if (b->tail == NONE)
        {
          b->head = c;
          b->head_at = 0;
        }
      else
        open->next[b->tail] = c;
      b->tail = c;
      b->tail_at = 0;
    }
  open->chunks[b->tail][b->tail_at++] = entry;
  open->n_bucketed++;
  if (key < open->cur)
    open->cur = key;
}

guint32
qd_strips_open_pop (QdStripsOpen *open)
{
  QdStripsOpenBucket *b;
  guint32 entry;

  if (open->n_bucketed == 0)
    return qd_space_heap_pop (&open->heap).index;
  while (open->buckets[open->cur].head == NONE)
    open->cur++;
  b = &open->buckets[open->cur];
  entry = open->chunks[b->head][b->head_at++];
  open->n_bucketed--;
  if (b->head == b->tail && b->head_at == b->tail_at)
    {
      give_chunk (open, b->head);
      b->head = b->tail = NONE;
    }
  else if (b->head_at == QD_STRIPS_OPEN_CHUNK)
    {
      guint32 c = b->head;

      b->head = open->next[c];
      b->head_at = 0;
      give_chunk (open, c);
    }
  return entry;
}

guint64
qd_strips_open_bytes (const QdStripsOpen *open)
{
  return open->n_buckets * sizeof (QdStripsOpenBucket)
         + (guint64) open->cap_chunks * (sizeof (guint32 *) + sizeof (guint32))
         + (guint64) open->n_chunks * QD_STRIPS_OPEN_CHUNK * sizeof (guint32)
         + open->heap.cap * sizeof (QdSpaceHeapItem);
}
