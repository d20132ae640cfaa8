/* qd-space-table.c — the state-space engine's tables: node records in
 * chunks, the reached set, the heap and the stack. */
#include "qd-space-private.h"

#include <string.h>

#include "qd-alloc.h"
#include "qd-random.h"

/* ---- node records ---- */

void
qd_space_nodes_init (QdSpaceNodes *t, guint state_size)
{
  memset (t, 0, sizeof *t);
  t->record_size = (sizeof (QdSpaceRecord) + state_size + 7) & ~(gsize) 7;
}

void
qd_space_nodes_clear (QdSpaceNodes *t)
{
  for (guint i = 0; i < t->n_chunks; i++)
    qd_big_unmap (t->chunks[i], t->record_size * QD_SPACE_CHUNK_SIZE);
  g_free (t->chunks);
  t->chunks = NULL;
  t->n_chunks = t->chunks_cap = 0;
  t->n = 0;
}

guint32
qd_space_nodes_add (QdSpaceNodes *t)
{
  guint32 i = t->n;

  if ((i & QD_SPACE_CHUNK_MASK) == 0 && (i >> QD_SPACE_CHUNK_BITS) == t->n_chunks)
    {
      if (t->n_chunks == t->chunks_cap)
        {
          t->chunks_cap = MAX (8, t->chunks_cap * 2);
          t->chunks = g_renew (guint8 *, t->chunks, t->chunks_cap);
        }
      /* Mapped, not allocated: most searches use a few pages of their
       * first chunk, and the rest is never touched. */
      t->chunks[t->n_chunks++] = qd_big_map (t->record_size * QD_SPACE_CHUNK_SIZE);
    }
  t->n = i + 1;
  return i;
}

guint32
qd_space_nodes_add_record (QdSpaceNodes *t, guint32 parent, const QdSpaceStep *step, double h, guint64 serial,
                           gconstpointer state, guint state_size)
{
  guint32 index = qd_space_nodes_add (t);
  QdSpaceRecord *r = qd_space_nodes_at (t, index);

  if (parent == QD_SPACE_INDEX_NONE)
    {
      r->g = 0;
      r->depth = 0;
      r->action = QD_SPACE_ACTION_NONE;
    }
  else
    {
      const QdSpaceRecord *p = qd_space_nodes_at (t, parent);

      r->g = p->g + step->cost;
      r->depth = p->depth + 1;
      r->action = step->action;
    }
  r->h = h;
  r->serial = serial;
  r->parent = parent;
  r->flags = 0;
  memcpy (qd_space_record_state (r), state, state_size);
  return index;
}

/* ---- the reached set ---- */

guint64
qd_space_hash (gconstpointer state, guint size)
{
  const guint8 *p = state;
  guint64 h = size;
  guint i = 0;

  for (; i + 8 <= size; i += 8)
    {
      guint64 w;

      memcpy (&w, p + i, 8);
      h = qd_random_mix (h ^ w);
    }
  if (i < size)
    {
      guint64 w = 0;

      memcpy (&w, p + i, size - i);
      h = qd_random_mix (h ^ w);
    }
  return h;
}

void
qd_space_reached_init (QdSpaceReached *r, guint state_size, guint64 expected)
{
  guint64 cap = 1024;

  while (cap < 2 * expected && cap < (G_GUINT64_CONSTANT (1) << 21))
    cap *= 2;
  r->slots = qd_big_alloc (cap * sizeof (guint64), TRUE);
  r->mask = cap - 1;
  r->count = 0;
  r->state_size = state_size;
}

void
qd_space_reached_clear (QdSpaceReached *r)
{
  qd_big_free (r->slots);
  r->slots = NULL;
}

static inline guint64
slot_tag (guint64 hash)
{
  return hash & ~(guint64) G_MAXUINT32;
}

guint64 *
qd_space_reached_slot (QdSpaceReached *r, const QdSpaceNodes *t, gconstpointer state, guint64 hash)
{
  guint64 tag = slot_tag (hash);
  guint64 i = hash & r->mask;

  for (;; i = (i + 1) & r->mask)
    {
      guint64 *slot = &r->slots[i];

      if (*slot == 0)
        return slot;
      if (slot_tag (*slot) == tag &&
          memcmp (qd_space_record_state (qd_space_nodes_at (t, qd_space_slot_index (*slot))), state,
                  r->state_size) == 0)
        return slot;
    }
}

static void
reached_grow (QdSpaceReached *r, const QdSpaceNodes *t)
{
  guint64 *old = r->slots;
  guint64 old_cap = r->mask + 1;
  guint64 cap = old_cap * 2;

  r->slots = qd_big_alloc (cap * sizeof (guint64), TRUE);
  r->mask = cap - 1;
  for (guint64 k = 0; k < old_cap; k++)
    if (old[k] != 0)
      {
        gconstpointer state = qd_space_record_state (qd_space_nodes_at (t, qd_space_slot_index (old[k])));
        guint64 i = qd_space_hash (state, r->state_size) & r->mask;

        while (r->slots[i] != 0)
          i = (i + 1) & r->mask;
        r->slots[i] = old[k];
      }
  qd_big_free (old);
}

void
qd_space_reached_fill (QdSpaceReached *r, const QdSpaceNodes *t, guint64 *slot, guint64 hash, guint32 index)
{
  *slot = slot_tag (hash) | (guint64) (index + 1);
  if (++r->count * 2 > r->mask + 1)
    reached_grow (r, t);
}

QdSpaceFate
qd_space_reached_test (QdSpaceReached *r, const QdSpaceNodes *t, gconstpointer state, double g, guint64 **slot,
                       guint64 *hash)
{
  QdSpaceRecord *old;

  *hash = qd_space_hash (state, r->state_size);
  *slot = qd_space_reached_slot (r, t, state, *hash);
  if (**slot == 0)
    return QD_SPACE_ADDED;
  old = qd_space_nodes_at (t, qd_space_slot_index (**slot));
  if (g >= old->g)
    return QD_SPACE_REPEATED;
  old->flags |= QD_SPACE_RECORD_SUPERSEDED;
  return QD_SPACE_BETTER;
}

void
qd_space_reached_admit (QdSpaceReached *r, const QdSpaceNodes *t, QdSpaceFate fate, guint64 *slot, guint64 hash,
                        guint32 index)
{
  if (fate == QD_SPACE_BETTER)
    qd_space_slot_set_index (slot, index);
  else
    qd_space_reached_fill (r, t, slot, hash, index);
}

/* ---- the heap ---- */

void
qd_space_heap_push (QdSpaceHeap *h, double key1, double key2, guint32 index)
{
  QdSpaceHeapItem item = { key1, key2, index, 0 };
  gsize i;

  if (h->n == h->cap)
    {
      h->cap = MAX (1024, h->cap * 2);
      h->items = g_renew (QdSpaceHeapItem, h->items, h->cap);
    }
  for (i = h->n++; i > 0; )
    {
      gsize parent = (i - 1) / 2;

      if (!qd_space_heap_less (&item, &h->items[parent]))
        break;
      h->items[i] = h->items[parent];
      i = parent;
    }
  h->items[i] = item;
}

QdSpaceHeapItem
qd_space_heap_pop (QdSpaceHeap *h)
{
  QdSpaceHeapItem top = h->items[0];
  QdSpaceHeapItem last = h->items[--h->n];
  gsize n = h->n, i = 0;

  if (n == 0)
    return top;
  for (;;)
    {
      gsize c = 2 * i + 1;

      if (c >= n)
        break;
      if (c + 1 < n && qd_space_heap_less (&h->items[c + 1], &h->items[c]))
        c++;
      if (!qd_space_heap_less (&h->items[c], &last))
        break;
      h->items[i] = h->items[c];
      i = c;
    }
  h->items[i] = last;
  return top;
}

/* A small heap of positions in h->items, for walking the heap in order
 * without changing it: the least item's children become candidates. */
static void
aux_push (QdSpaceHeapItem *aux, guint *n, const QdSpaceHeapItem *item, guint32 position)
{
  QdSpaceHeapItem it = *item;
  guint i;

  it.unused = position;
  for (i = (*n)++; i > 0; )
    {
      guint parent = (i - 1) / 2;

      if (!qd_space_heap_less (&it, &aux[parent]))
        break;
      aux[i] = aux[parent];
      i = parent;
    }
  aux[i] = it;
}

static QdSpaceHeapItem
aux_pop (QdSpaceHeapItem *aux, guint *n)
{
  QdSpaceHeap h = { aux, *n, *n };
  QdSpaceHeapItem top = qd_space_heap_pop (&h);

  *n = (guint) h.n;
  return top;
}

guint
qd_space_heap_best (const QdSpaceHeap *h, guint max, QdSpaceHeapItem *out,
                    gboolean (*keep) (gpointer data, guint32 index), gpointer data)
{
  guint n_out = 0, n_aux = 0, cap = 64;
  QdSpaceHeapItem *aux = g_new (QdSpaceHeapItem, cap);

  if (h->n > 0)
    aux_push (aux, &n_aux, &h->items[0], 0);
  while (n_aux > 0 && n_out < max)
    {
      QdSpaceHeapItem top = aux_pop (aux, &n_aux);
      gsize pos = top.unused;

      if (n_aux + 2 > cap)
        {
          cap *= 2;
          aux = g_renew (QdSpaceHeapItem, aux, cap);
        }
      for (gsize c = 2 * pos + 1; c <= 2 * pos + 2 && c < h->n; c++)
        aux_push (aux, &n_aux, &h->items[c], (guint32) c);
      if (keep == NULL || keep (data, top.index))
        {
          top.unused = 0;
          out[n_out++] = top;
        }
    }
  g_free (aux);
  return n_out;
}

/* ---- the stack ---- */

void
qd_space_stack_push (QdSpaceStack *s, guint32 index)
{
  if (s->n == s->cap)
    {
      s->cap = MAX (1024, s->cap * 2);
      s->items = g_renew (guint32, s->items, s->cap);
    }
  s->items[s->n++] = index;
}
