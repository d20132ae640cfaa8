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

void
qd_gdl_flat_rel_free (Rel *rel)
{
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

/* Adds the tuple: TRUE when new (one probe: its slot, or the empty one
 * where it goes). */
gboolean
qd_gdl_flat_rel_add (Rel *rel, const guint32 *tuple)
{
  guint32 hash = hash_ids (tuple, rel->arity);
  guint h;

  if (2 * (rel->n + 1) > rel->set_size)
    {
      g_free (rel->set);
      rel->set_size = MAX (32, 2 * rel->set_size);
      rel->set = g_new0 (Slot, rel->set_size);
      /* gen 0 is no relation's (they start at 1) */
      for (guint i = 0; i < rel->n; i++)
        set_insert (rel, i, hash_ids (rel_tuple (rel, i), rel->arity));
    }
  h = rel_slot (rel, tuple, hash);
  if (rel->set[h].gen == rel->gen)
    return FALSE;
  if (rel->n == rel->cap)
    {
      rel->cap = MAX (16, 2 * rel->cap);
      rel->tuples = g_renew (guint32, rel->tuples, (gsize) rel->cap * MAX (rel->arity, 1));
    }
  /* (a loop: a relation of no argument's tuple is NULL, which memcpy may not read) */
  for (guint k = 0; k < rel->arity; k++)
    rel->tuples[(gsize) rel->n * rel->arity + k] = tuple[k];
  rel->set[h] = (Slot) { rel->gen, rel->n, hash };
  rel->n++;
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
