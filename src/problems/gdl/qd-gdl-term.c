/* qd-gdl-term.c — interned symbols and hash-consed terms. */
#include "config.h"
#include "qd-gdl-private.h"

#include <stdlib.h>
#include <string.h>

static const char *const keywords[QD_GDL_N_KEYWORDS] = {
  "<=", "not", "or", "distinct", "role", "init", "true", "does",
  "legal", "next", "terminal", "goal", "base", "input", "noop",
};

void
qd_gdl_store_init (QdGdlStore *store)
{
  *store = (QdGdlStore) {
    .names = g_ptr_array_new_with_free_func (g_free),
    .symbols = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
    .terms = g_array_new (FALSE, FALSE, sizeof (QdGdlTerm)),
    .args = g_array_new (FALSE, FALSE, sizeof (guint32)),
    .slots = g_array_new (FALSE, FALSE, sizeof (guint32)),
    .table_size = 1024,
  };
  store->table = g_new (guint64, store->table_size);
  memset (store->table, 0xff, store->table_size * sizeof (guint64));
  for (guint i = 0; i < QD_GDL_N_KEYWORDS; i++)
    qd_gdl_store_symbol (store, keywords[i], strlen (keywords[i]));
}

void
qd_gdl_store_clear (QdGdlStore *store)
{
  g_clear_pointer (&store->names, g_ptr_array_unref);
  g_clear_pointer (&store->symbols, g_hash_table_unref);
  g_clear_pointer (&store->terms, g_array_unref);
  g_clear_pointer (&store->args, g_array_unref);
  g_clear_pointer (&store->slots, g_array_unref);
  g_clear_pointer (&store->table, g_free);
}

guint32
qd_gdl_store_symbol (QdGdlStore *store, const char *name, gsize length)
{
  g_autofree char *folded = g_ascii_strdown (name, length);
  gpointer found = g_hash_table_lookup (store->symbols, folded);
  guint32 id;

  if (found != NULL)
    return GPOINTER_TO_UINT (found) - 1;
  id = store->names->len;
  g_ptr_array_add (store->names, g_strndup (name, length));
  g_hash_table_insert (store->symbols, g_steal_pointer (&folded), GUINT_TO_POINTER (id + 1));
  return id;
}

static guint32
term_hash (guint32 functor, gboolean is_var, guint arity, const guint32 *args)
{
  guint32 h = functor * 2654435761u ^ (is_var ? 0x9e3779b9u : 0) ^ arity;

  /* mixed: the table reads the low bits */
  return qd_hash_ids32 (h, args, arity);
}

#define EMPTY G_MAXUINT64

/* A slot of the table: the term's hash beside its id, so that a look-up
 * reads the terms of its hash alone (most slots probed are others': a
 * term looked for and absent, the join's usual case, reads no term). */
static inline guint64
slot_of (guint32 hash, guint32 id)
{
  return (guint64) hash << 32 | id;
}

static gboolean
term_equal (const QdGdlStore *store, guint32 id, guint32 functor, gboolean is_var, guint arity,
            const guint32 *args)
{
  const QdGdlTerm *t = qd_gdl_term (store, id);

  const guint32 *a;

  if (t->functor != functor || t->is_var != is_var || t->arity != arity)
    return FALSE;
  /* a few arguments: compared here, not by a call of memcmp */
  a = qd_gdl_term_args (store, t);
  for (guint i = 0; i < arity; i++)
    if (a[i] != args[i])
      return FALSE;
  return TRUE;
}

/* The table made again at `size` (a power of two) over the terms. */
static void
table_rebuild (QdGdlStore *store, guint size)
{
  guint64 *table = g_new (guint64, size);

  g_array_set_size (store->slots, store->terms->len);
  memset (table, 0xff, size * sizeof (guint64));
  for (guint32 id = 0; id < store->terms->len; id++)
    {
      const QdGdlTerm *t = qd_gdl_term (store, id);
      guint32 hash = term_hash (t->functor, t->is_var, t->arity, qd_gdl_term_args (store, t));
      guint32 h = hash & (size - 1);

      while (table[h] != EMPTY)
        h = (h + 1) & (size - 1);
      table[h] = slot_of (hash, id);
      g_array_index (store->slots, guint32, id) = h;
    }
  g_free (store->table);
  store->table = table;
  store->table_size = size;
}

static void
table_grow (QdGdlStore *store)
{
  table_rebuild (store, store->table_size * 2);
}

void
qd_gdl_store_truncate (QdGdlStore *store, guint n_terms)
{
  guint size = 1024;
  GArray *terms, *args;

  if (n_terms >= store->terms->len)
    return;
  /* copied into arrays of their size: a failed grounding's millions of
   * terms give their memory back, and the table its cache lines */
  terms = g_array_sized_new (FALSE, FALSE, sizeof (QdGdlTerm), n_terms);
  g_array_append_vals (terms, store->terms->data, n_terms);
  args = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint32 id = 0; id < n_terms; id++)
    {
      QdGdlTerm *t = &g_array_index (terms, QdGdlTerm, id);
      guint32 at = args->len;

      g_array_append_vals (args, &g_array_index (store->args, guint32, t->args), t->arity);
      t->args = at;
    }
  g_array_unref (store->terms);
  g_array_unref (store->args);
  store->terms = terms;
  store->args = args;
  g_array_unref (store->slots);
  store->slots = g_array_sized_new (FALSE, FALSE, sizeof (guint32), n_terms);
  while (size < 2 * n_terms + 2)
    size *= 2;
  table_rebuild (store, size);
}

/* The term's slot in the table: its own, or the empty one where it would
 * go (hash: term_hash of it). */
static guint32
probe (const QdGdlStore *store, guint32 hash, guint32 functor, gboolean is_var, guint arity, const guint32 *args)
{
  guint32 h = hash & (store->table_size - 1);

  for (; store->table[h] != EMPTY; h = (h + 1) & (store->table_size - 1))
    if (store->table[h] >> 32 == hash && term_equal (store, (guint32) store->table[h], functor, is_var, arity, args))
      break;
  return h;
}

guint32
qd_gdl_store_find (const QdGdlStore *store, guint32 functor, gboolean is_var, guint arity, const guint32 *args)
{
  guint32 h = probe (store, term_hash (functor, is_var, arity, args), functor, is_var, arity, args);

  return store->table[h] != EMPTY ? (guint32) store->table[h] : QD_GDL_NONE;
}

guint32
qd_gdl_store_make (QdGdlStore *store, guint32 functor, gboolean is_var, guint arity, const guint32 *args)
{
  guint32 hash = term_hash (functor, is_var, arity, args), h = probe (store, hash, functor, is_var, arity, args);
  QdGdlTerm t = { .functor = functor, .arity = arity, .is_var = is_var, .ground = !is_var, .depth = 1 };

  if (store->table[h] != EMPTY)
    return (guint32) store->table[h];
  for (guint i = 0; i < arity; i++)
    {
      const QdGdlTerm *a = qd_gdl_term (store, args[i]);

      t.ground = t.ground && a->ground;
      t.depth = MAX (t.depth, a->depth + 1);
    }
  if (t.depth > QD_GDL_MAX_DEPTH)
    return QD_GDL_NONE;
  t.args = store->args->len;
  g_array_append_vals (store->args, args, arity);
  store->table[h] = slot_of (hash, store->terms->len);
  g_array_append_val (store->slots, h);
  g_array_append_val (store->terms, t);
  if (2 * store->terms->len > store->table_size)
    table_grow (store);
  return store->terms->len - 1;
}

void
qd_gdl_store_rollback (QdGdlStore *store, guint n_terms)
{
  if (n_terms >= store->terms->len)
    return;
  /* the table as if the terms after `n_terms` had never been made: each
   * taken out of its slot, the last made first (linear probing: the
   * slots before it are as they were when it came) */
  for (guint32 id = store->terms->len; id-- > n_terms;)
    store->table[g_array_index (store->slots, guint32, id)] = EMPTY;
  g_array_set_size (store->args, qd_gdl_term (store, n_terms)->args);
  g_array_set_size (store->terms, n_terms);
  g_array_set_size (store->slots, n_terms);
}

void
qd_gdl_term_print (const QdGdlStore *store, guint32 id, GString *out)
{
  const QdGdlTerm *t = qd_gdl_term (store, id);

  if (t->is_var)
    {
      g_string_append_printf (out, "?v%u", t->functor);
      return;
    }
  if (t->arity == 0)
    {
      g_string_append (out, g_ptr_array_index (store->names, t->functor));
      return;
    }
  g_string_append_c (out, '(');
  g_string_append (out, g_ptr_array_index (store->names, t->functor));
  for (guint i = 0; i < t->arity; i++)
    {
      g_string_append_c (out, ' ');
      qd_gdl_term_print (store, qd_gdl_term_args (store, t)[i], out);
    }
  g_string_append_c (out, ')');
}

gboolean
qd_gdl_term_number (const QdGdlStore *store, guint32 id, gint *value)
{
  const QdGdlTerm *t = qd_gdl_term (store, id);
  const char *name;
  guint64 v;

  if (t->is_var || t->arity != 0)
    return FALSE;
  name = g_ptr_array_index (store->names, t->functor);
  if (!g_ascii_string_to_unsigned (name, 10, 0, 100, &v, NULL))
    return FALSE;
  *value = (gint) v;
  return TRUE;
}

void
qd_gdl_term_vars (const QdGdlStore *store, guint32 id, guint8 *vars)
{
  const QdGdlTerm *t = qd_gdl_term (store, id);

  if (t->ground)
    return;
  if (t->is_var)
    {
      vars[t->functor] = 1;
      return;
    }
  for (guint i = 0; i < t->arity; i++)
    qd_gdl_term_vars (store, qd_gdl_term_args (store, t)[i], vars);
}

gint
qd_gdl_term_order (const QdGdlStore *store, guint32 a, guint32 b)
{
  const QdGdlTerm *x, *y;

  if (a == b)
    return 0;
  x = qd_gdl_term (store, a);
  y = qd_gdl_term (store, b);
  if (x->is_var != y->is_var || x->functor != y->functor || x->arity != y->arity)
    return x->is_var != y->is_var ? (x->is_var ? -1 : 1)
           : x->functor != y->functor ? (x->functor < y->functor ? -1 : 1)
                                      : (x->arity < y->arity ? -1 : 1);
  for (guint i = 0; i < x->arity; i++)
    {
      gint c = qd_gdl_term_order (store, qd_gdl_term_args (store, x)[i], qd_gdl_term_args (store, y)[i]);

      if (c != 0)
        return c;
    }
  return 0;
}
