/* qd-strips-open.h — an open list of the satisficing search
 * (qd-strips-lazy.c): entry numbers by key, the least key first, equal keys
 * first in, first out.
 *
 * The lazy search queues every applicable operator of every state it
 * expands, so its lists hold a hundred times more entries than it expands
 * states: on citycar, a hundred million after a million expansions.  A
 * binary heap spends 24 bytes an entry on them (its two keys and the
 * number) and a cache miss on each level of each push; here a key below
 * QD_STRIPS_OPEN_BUCKETS (the greedy iteration's keys, heuristic values
 * counting each operator 1) has a bucket, a FIFO of chunks of
 * QD_STRIPS_OPEN_CHUNK entry numbers: 4 bytes an entry, pushes and pops in
 * constant time, chunks reused as they empty.  Greater keys (weighted A*'s
 * g + w·h with the task's costs, a landmark-count dead end's) go to a heap
 * ordered by key, then entry number, which is the push order. */
#pragma once

#include <glib.h>
#include "qd-space-private.h"

G_BEGIN_DECLS

#define QD_STRIPS_OPEN_CHUNK 256u
#define QD_STRIPS_OPEN_BUCKETS (1u << 20)

typedef struct {
  guint32 head, tail;          /* the bucket's first and last chunks (G_MAXUINT32: empty) */
  guint32 head_at, tail_at;    /* the next entry to pop in head; the next free place in tail */
} QdStripsOpenBucket;

typedef struct {
  QdStripsOpenBucket *buckets;
  guint64 n_buckets;           /* buckets allocated: keys 0 … n_buckets - 1 */
  guint64 cur;                 /* no bucket below cur holds an entry */
  guint64 n_bucketed;          /* entries in the buckets */
  guint32 **chunks;            /* n_chunks chunks of QD_STRIPS_OPEN_CHUNK entries */
  guint32 *next;               /* a chunk's successor in its bucket, or in the free list */
  guint32 n_chunks, cap_chunks;
  guint32 free_chunk;          /* the free list's first chunk (G_MAXUINT32: none) */
  QdSpaceHeap heap;            /* the entries of keys >= QD_STRIPS_OPEN_BUCKETS */
} QdStripsOpen;

void    qd_strips_open_init  (QdStripsOpen *open);
/* Empty again, its memory kept for the next iteration. */
void    qd_strips_open_reset (QdStripsOpen *open);
void    qd_strips_open_clear (QdStripsOpen *open);
void    qd_strips_open_push  (QdStripsOpen *open, guint64 key, guint32 entry);
/* The entry of least key, the first pushed of those (the list must not be empty). */
guint32 qd_strips_open_pop   (QdStripsOpen *open);
/* The bytes it holds. */
guint64 qd_strips_open_bytes (const QdStripsOpen *open);

static inline guint64
qd_strips_open_size (const QdStripsOpen *open)
{
  return open->n_bucketed + open->heap.n;
}

G_END_DECLS
