/* qd-gdl-flat-rel.c — the compiled evaluation's relations: flat tuples,
 * their hash set and their indexes over some places (qd-gdl-flat.c). */
#include "config.h"
#include "qd-gdl-flat-private.h"

#include <string.h>

static void
index_free (gpointer data)
{
  Index *index = data;

  g_free (index->heads);
  g_free (index->next);
  g_free (index);
}

static void
dense_free (Rel *rel)
{
  for (guint k = 0; rel->places != NULL && k < rel->arity; k++)
    g_free (rel->places[k].code);
  g_clear_pointer (&rel->places, g_free);
  g_clear_pointer (&rel->bits, g_free);
  rel->dense = FALSE;
}

void
qd_gdl_flat_rel_free (Rel *rel)
{
  dense_free (rel);
  g_free (rel->tuples);
  g_free (rel->set);
  g_ptr_array_unref (rel->indexes);
}

static void
set_insert (Rel *rel, guint32 i, guint32 hash)
{
  guint mask = rel->set_size - 1, h = hash & mask;

  while (rel->set[h].gen == rel->gen)
    h = (h + 1) & mask;
  rel->set[h] = (Slot) { rel->gen, i, hash };
}

static void
append (Rel *rel, const guint32 *tuple)
{
  if (rel->n == rel->cap)
    {
      rel->cap = MAX (16, 2 * rel->cap);
      rel->tuples = g_renew (guint32, rel->tuples, (gsize) rel->cap * MAX (rel->arity, 1));
    }
  rel_push (rel, tuple);
}

/* ---- dense relations (qd-gdl-flat-private.h) */

static void
dense_set_bits (Rel *rel)
{
  guint32 b;

  rel->n_bits = 0;
  for (guint k = 0; k < rel->arity; k++)
    {
      rel->places[k].shift = rel->n_bits;
      rel->n_bits += rel->places[k].bits;
    }
  g_free (rel->bits);
  rel->bits = g_new0 (guint64, MAX ((G_GUINT64_CONSTANT (1) << rel->n_bits) / 64, 1));
  for (guint i = 0; i < rel->n; i++)
    if (dense_bit (rel, rel_tuple (rel, i), &b))
      dense_set (rel, b);
}

void
qd_gdl_flat_dense_clear (Rel *rel)
{
  guint32 b;

  if (rel->n_bits >= 6 && (G_GUINT64_CONSTANT (1) << (rel->n_bits - 6)) <= (guint64) rel->n * rel->arity)
    {
      memset (rel->bits, 0, (G_GUINT64_CONSTANT (1) << (rel->n_bits - 6)) * sizeof (guint64));
      return;
    }
  for (guint i = 0; i < rel->n; i++)
    if (dense_bit (rel, rel_tuple (rel, i), &b))
      rel->bits[b >> 6] &= ~(G_GUINT64_CONSTANT (1) << (b & 63));
}

/* A code for `value` at place k (the place's ids spread, its bits grown);
 * FALSE when the relation can no longer be dense. */
static gboolean
dense_code (Rel *rel, guint k, guint32 value)
{
  DensePlace *p = &rel->places[k];
  guint32 off;

  if (p->len == 0)
    {
      p->base = value;
      p->len = 1;
      p->code = g_new0 (guint8, 1);
    }
  else if (value < p->base || value - p->base >= p->len)
    {
      guint32 lo = MIN (p->base, value), hi = MAX (p->base + p->len - 1, value);
      guint8 *code;

      if (hi - lo >= DENSE_RANGE)
        return FALSE;
      code = g_new0 (guint8, hi - lo + 1);
      memcpy (code + (p->base - lo), p->code, p->len);
      g_free (p->code);
      p->code = code;
      p->base = lo;
      p->len = hi - lo + 1;
    }
  off = value - p->base;
  if (p->code[off] != 0)
    return TRUE;
  if (p->n_codes == G_MAXUINT8)
    return FALSE;
  p->code[off] = ++p->n_codes;
  if (p->n_codes > 1u << p->bits)
    {
      p->bits++;
      if (rel->n_bits + 1 > DENSE_MAX_BITS)
        return FALSE;
      dense_set_bits (rel);
    }
  return TRUE;
}

/* The relation held in its hash set from now on, its indexes by hash. */
static void
dense_give_up (Rel *rel)
{
  for (guint i = 0; i < rel->indexes->len; i++)
    {
      Index *index = rel->indexes->pdata[i];

      if (!index->direct)
        continue;
      index->direct = FALSE;
      g_clear_pointer (&index->heads, g_free);
      index->size = index->used = index->n_indexed = 0;
    }
  dense_free (rel);
  g_clear_pointer (&rel->set, g_free);
  rel->set_size = 0;
}

/* Adds the tuple to a dense relation: 1 when new, 0 when there, -1 when
 * the relation can no longer be dense. */
static int
dense_add (Rel *rel, const guint32 *tuple)
{
  guint32 b;

  if (!dense_bit (rel, tuple, &b))
    {
      for (guint k = 0; k < rel->arity; k++)
        if (!dense_code (rel, k, tuple[k]))
          return -1;
      dense_bit (rel, tuple, &b);
    }
  if (!dense_set (rel, b))
    return 0;
  append (rel, tuple);
  return 1;
}

/* Adds the tuple: TRUE when new (one probe: its slot, or the empty one
 * where it goes). */
gboolean
qd_gdl_flat_rel_add (Rel *rel, const guint32 *tuple)
{
  guint32 hash;
  guint h;

  if (rel->dense)
    {
      int added = dense_add (rel, tuple);

      if (added >= 0)
        return added;
      dense_give_up (rel);
    }
  hash = hash_ids (tuple, rel->arity);
  if (2 * (rel->n + 1) > rel->set_size)
    {
      g_free (rel->set);
      rel->set_size = MAX (32, 2 * rel->set_size);
      while (2 * (rel->n + 1) > rel->set_size)
        rel->set_size *= 2;
      rel->set = g_new0 (Slot, rel->set_size);
      /* gen 0 is no relation's (they start at 1) */
      for (guint i = 0; i < rel->n; i++)
        set_insert (rel, i, hash_ids (rel_tuple (rel, i), rel->arity));
    }
  h = rel_slot (rel, tuple, hash);
  if (rel->set[h].gen == rel->gen)
    return FALSE;
  rel->set[h] = (Slot) { rel->gen, rel->n, hash };
  append (rel, tuple);
  return TRUE;
}

/* The value at a place of a tuple (as qd-gdl-join.c's places: an
 * argument, its functor, or an argument of it), QD_GDL_NONE when none. */
static guint32
place_value (const QdGdlStore *store, const guint32 *tuple, guint place)
{
  guint arg = place / PLACE_SUBS, sub = place % PLACE_SUBS;
  const QdGdlTerm *t;

  if (sub == 0)
    return tuple[arg];
  t = qd_gdl_term (store, tuple[arg]);
  if (sub == FUNCTOR_SUB)
    return t->arity == 0 ? QD_GDL_NONE : functor_key (t);
  return sub - 1 >= t->arity ? QD_GDL_NONE : qd_gdl_term_args (store, t)[sub - 1];
}

static Head *
index_new_head (Index *index, guint32 hash)
{
  guint mask, h;

  if (2 * (index->used + 1) > index->size)
    {
      Head *old = index->heads;
      guint old_size = index->size;

      index->size = MAX (32, 2 * old_size);
      index->heads = g_new0 (Head, index->size);
      for (guint i = 0; i < old_size; i++)
        if (old[i].gen == index->gen)
          {
            mask = index->size - 1;
            for (h = old[i].hash & mask; index->heads[h].gen == index->gen; h = (h + 1) & mask)
              ;
            index->heads[h] = old[i];
          }
      g_free (old);
    }
  mask = index->size - 1;
  for (h = hash & mask; index->heads[h].gen == index->gen; h = (h + 1) & mask)
    ;
  index->used++;
  index->heads[h] = (Head) { hash, QD_GDL_NONE, QD_GDL_NONE, index->gen };
  return &index->heads[h];
}

/* A direct index's new tuples, each at the head of its argument's code
 * (a tuple of a dense relation has a code at every place). */
static void
direct_update (Index *index, const Rel *rel)
{
  const DensePlace *p = &rel->places[index->arg];

  for (guint i = index->n_indexed; i < rel->n; i++)
    {
      Head *head = &index->heads[p->code[rel_tuple (rel, i)[index->arg] - p->base] - 1];

      index->next[i] = QD_GDL_NONE;
      if (head->gen != index->gen)
        *head = (Head) { 0, i, i, index->gen };
      else
        index->next[head->last] = i, head->last = i;
    }
  index->n_indexed = rel->n;
}

void
qd_gdl_flat_index_update (Index *index, const Rel *rel, const QdGdlStore *store)
{
  if (index->gen != rel->gen)
    index->gen = rel->gen, index->n_indexed = 0, index->used = 0;
  if (index->next_cap < rel->cap)
    {
      index->next_cap = rel->cap;
      index->next = g_renew (guint32, index->next, index->next_cap);
    }
  if (index->direct)
    {
      direct_update (index, rel);
      return;
    }
  for (guint i = index->n_indexed; i < rel->n; i++)
    {
      guint32 values[KEY_PLACES], hash;
      gboolean absent = FALSE;
      Head *head;

      for (guint k = 0; k < index->n && !absent; k++)
        absent = (values[k] = place_value (store, rel_tuple (rel, i), index->places[k])) == QD_GDL_NONE;
      index->next[i] = QD_GDL_NONE;
      if (absent)
        continue;
      hash = hash_ids (values, index->n);
      head = qd_gdl_flat_index_head (index, hash);
      if (head == NULL)
        head = index_new_head (index, hash);
      if (head->last == QD_GDL_NONE)
        head->first = i;
      else
        index->next[head->last] = i;
      head->last = i;
    }
  index->n_indexed = rel->n;
}

Index *
qd_gdl_flat_rel_index (Rel *rel, const guint *places, guint n)
{
  Index *index;

  for (guint i = 0; i < rel->indexes->len; i++)
    {
      index = rel->indexes->pdata[i];
      if (index->n == n && memcmp (index->places, places, n * sizeof (guint)) == 0)
        return index;
    }
  index = g_new0 (Index, 1);
  index->n = n;
  memcpy (index->places, places, n * sizeof (guint));
  if (rel->dense && n == 1 && places[0] % PLACE_SUBS == 0)
    {
      index->direct = TRUE;
      index->arg = places[0] / PLACE_SUBS;
      index->heads = g_new0 (Head, DENSE_CODES);
    }
  g_ptr_array_add (rel->indexes, index);
  return index;
}

/* The relation of `symbol` and `arity`; with a `functor` (not
 * QD_GDL_NONE), the state's facts (true F) of F's functor and arity. */
static guint
rel_of (QdGdlFlat *flat, guint32 symbol, guint32 functor, guint arity)
{
  guint64 key = rel_key (symbol, functor, arity);
  gpointer found = g_hash_table_lookup (flat->rel_ids, &key);
  Rel rel = { .symbol = symbol, .functor = functor, .arity = arity, .gen = 1 };

  if (found != NULL)
    return GPOINTER_TO_UINT (found) - 1;
  rel.indexes = g_ptr_array_new_with_free_func (index_free);
  if (arity <= DENSE_PLACES)
    {
      rel.dense = TRUE;
      rel.places = g_new0 (DensePlace, MAX (arity, 1));
      rel.bits = g_new0 (guint64, 1);
    }
  g_array_append_val (flat->rels, rel);
  g_hash_table_insert (flat->rel_ids, g_memdup2 (&key, sizeof key), GUINT_TO_POINTER (flat->rels->len));
  return flat->rels->len - 1;
}

/* The term whose arguments are the literal's tuple: a state's fact
 * (true F), F not a variable, is F's arguments in a relation of F's
 * functor and arity, so that a state's facts are flat tuples too (no
 * compound argument opened at each candidate, indexed by its places). */
guint32
qd_gdl_flat_tuple_term (QdGdlFlat *flat, guint32 atom)
{
  const QdGdlStore *store = &flat->program->store;
  const QdGdlTerm *t = qd_gdl_term (store, atom);

  if (t->functor == QD_GDL_SYM_TRUE && t->arity == 1 && !qd_gdl_term (store, qd_gdl_term_args (store, t)[0])->is_var)
    return qd_gdl_term_args (store, t)[0];
  return atom;
}

guint
qd_gdl_flat_atom_rel (QdGdlFlat *flat, guint32 atom)
{
  const QdGdlStore *store = &flat->program->store;
  guint32 inner = qd_gdl_flat_tuple_term (flat, atom);
  const QdGdlTerm *t = qd_gdl_term (store, inner);

  if (inner != atom)
    return rel_of (flat, QD_GDL_SYM_TRUE, t->functor, t->arity);
  return rel_of (flat, t->functor, QD_GDL_NONE, t->arity);
}
