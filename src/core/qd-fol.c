/* qd-fol.c — first-order terms: the flat, hash-consed array, names,
 * variables and the printer (the design is in qd-fol.h). */
#include "config.h"
#include "qd-fol.h"
#include "qd-fol-private.h"
#include "qd-hash.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_QUARK (qd-fol-error-quark, qd_fol_error)

QdFol *
qd_fol_new (void)
{
  QdFol *fol = g_new0 (QdFol, 1);

  fol->terms = g_array_sized_new (FALSE, FALSE, sizeof (QdFolTerm), 16);
  fol->args = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  fol->vars = g_array_sized_new (FALSE, FALSE, sizeof (QdFolVar), 16);
  fol->clauses = g_array_sized_new (FALSE, FALSE, sizeof (QdFolClause), 16);
  fol->premises = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  fol->names = g_ptr_array_new_with_free_func (g_free);
  fol->by_name = g_hash_table_new (g_str_hash, g_str_equal);
  fol->roles = g_array_sized_new (FALSE, TRUE, sizeof (QdFolRole), 16);
  fol->canon = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  fol->table_size = 1024;
  fol->table = g_new0 (guint, fol->table_size);
  return fol;
}

void
qd_fol_free (QdFol *fol)
{
  if (fol == NULL)
    return;
  g_array_unref (fol->terms);
  g_array_unref (fol->args);
  g_array_unref (fol->vars);
  g_array_unref (fol->clauses);
  g_array_unref (fol->premises);
  g_hash_table_unref (fol->by_name);
  g_ptr_array_unref (fol->names);
  g_array_unref (fol->roles);
  g_array_unref (fol->canon);
  g_free (fol->table);
  g_free (fol);
}

const QdFolTerm *
qd_fol_term (const QdFol *fol, guint term)
{
  return &g_array_index (fol->terms, QdFolTerm, term);
}

guint
qd_fol_arg (const QdFol *fol, guint term, guint i)
{
  return g_array_index (fol->args, guint, qd_fol_term (fol, term)->args + i);
}

const char *
qd_fol_name (const QdFol *fol, guint symbol)
{
  return g_ptr_array_index (fol->names, symbol);
}

const QdFolClause *
qd_fol_clause (const QdFol *fol, guint clause)
{
  return &g_array_index (fol->clauses, QdFolClause, clause);
}

guint
qd_fol_n_clauses (const QdFol *fol)
{
  return fol->clauses->len;
}

guint
qd_fol_premise (const QdFol *fol, guint clause, guint i)
{
  return g_array_index (fol->premises, guint, qd_fol_clause (fol, clause)->premises + i);
}

guint
qd_fol_intern (QdFol *fol, const char *name)
{
  guint id = GPOINTER_TO_UINT (g_hash_table_lookup (fol->by_name, name));
  QdFolRole none = { QD_FOL_ROLE_NONE, 0, 0, 0 };
  char *copy;

  if (id != 0)
    return id - 1;
  copy = g_strdup (name);
  g_ptr_array_add (fol->names, copy);
  g_array_append_val (fol->roles, none);
  g_hash_table_insert (fol->by_name, copy, GUINT_TO_POINTER (fol->names->len));
  return fol->names->len - 1;
}

/* The hash-consing table: open addressing, linear probing; removed terms
 * leave a tombstone until the next growth. */

#define TOMBSTONE G_MAXUINT

static guint
hash_of (guint kind, guint symbol, const guint *args, guint arity)
{
  guint32 h = kind * 0x9e3779b1u ^ (symbol + 0x7f4a7c15u);

  /* sequential names and arguments spread over the table, not in runs
   * that linear probing would walk */
  return qd_hash_ids32 (h, args, arity) & 0x7fffffffu;
}

static gboolean
same_term (const QdFol *fol, guint index, guint kind, guint symbol, const guint *args, guint arity, guint hash)
{
  const QdFolTerm *t = qd_fol_term (fol, index);

  return t->hash == hash && t->kind == kind && t->symbol == symbol && t->arity == arity
         && (arity == 0 || memcmp (&g_array_index (fol->args, guint, t->args), args, arity * sizeof (guint)) == 0);
}

static void
table_grow (QdFol *fol)
{
  guint size = fol->table_size * 2;
  guint *table = g_new0 (guint, size);

  for (guint i = 0; i < fol->terms->len; i++)
    {
      guint slot = qd_fol_term (fol, i)->hash & (size - 1);

      while (table[slot] != 0)
        slot = (slot + 1) & (size - 1);
      table[slot] = i + 1;
    }
  g_free (fol->table);
  fol->table = table;
  fol->table_size = size;
  fol->table_used = fol->terms->len;
}

guint
qd_fol_make (QdFol *fol, QdFolKind kind, guint symbol, const guint *args, guint arity)
{
  guint hash = hash_of (kind, symbol, args, arity);
  guint slot = hash & (fol->table_size - 1);
  QdFolTerm t = { kind, symbol, arity, fol->args->len, 1, kind != QD_FOL_VAR, hash };

  for (; fol->table[slot] != 0; slot = (slot + 1) & (fol->table_size - 1))
    if (fol->table[slot] != TOMBSTONE
        && same_term (fol, fol->table[slot] - 1, kind, symbol, args, arity, hash))
      return fol->table[slot] - 1;
  for (guint i = 0; i < arity; i++)
    {
      const QdFolTerm *a = qd_fol_term (fol, args[i]);

      t.depth = MAX (t.depth, a->depth + 1);
      t.ground &= a->ground;
    }
  if (fol->terms->len >= QD_FOL_MAX_TERMS || t.depth > QD_FOL_MAX_DEPTH)
    {
      fol->overflow = TRUE;
      return QD_FOL_NONE;
    }
  g_array_append_vals (fol->args, args, arity);
  g_array_append_val (fol->terms, t);
  fol->table[slot] = fol->terms->len;
  if (++fol->table_used * 2 > fol->table_size)
    table_grow (fol);
  return fol->terms->len - 1;
}

guint
qd_fol_new_var (QdFol *fol, guint name, guint copy)
{
  QdFolVar var = { name, copy };

  g_array_append_val (fol->vars, var);
  return qd_fol_make (fol, QD_FOL_VAR, fol->vars->len - 1, NULL, 0);
}

/* Takes back every term, variable, name and clause made after `mark`. */
void
qd_fol_rollback (QdFol *fol, const QdFolMark *mark, const GArray *roles_changed)
{
  for (guint i = mark->terms; i < fol->terms->len; i++)
    {
      guint slot = qd_fol_term (fol, i)->hash & (fol->table_size - 1);

      while (fol->table[slot] != i + 1)
        slot = (slot + 1) & (fol->table_size - 1);
      fol->table[slot] = TOMBSTONE;
    }
  g_array_set_size (fol->terms, mark->terms);
  g_array_set_size (fol->args, mark->args);
  g_array_set_size (fol->vars, mark->vars);
  g_array_set_size (fol->clauses, mark->clauses);
  g_array_set_size (fol->premises, mark->premises);
  for (guint i = fol->names->len; i-- > mark->names;)
    g_hash_table_remove (fol->by_name, g_ptr_array_index (fol->names, i));
  g_ptr_array_set_size (fol->names, mark->names);
  g_array_set_size (fol->roles, mark->names);
  for (guint i = 0; roles_changed != NULL && i < roles_changed->len; i++)
    {
      guint name = g_array_index (roles_changed, guint, i);

      if (name < fol->roles->len)
        g_array_index (fol->roles, QdFolRole, name).role = QD_FOL_ROLE_NONE;
    }
  fol->overflow = FALSE;
}

void
qd_fol_mark (const QdFol *fol, QdFolMark *mark)
{
  mark->terms = fol->terms->len;
  mark->args = fol->args->len;
  mark->vars = fol->vars->len;
  mark->clauses = fol->clauses->len;
  mark->premises = fol->premises->len;
  mark->names = fol->names->len;
}

static void
free_list (gpointer list)
{
  if (list != NULL)
    g_array_unref (list);
}

GPtrArray *
qd_fol_index_new (void)
{
  return g_ptr_array_new_with_free_func (free_list);
}

GArray *
qd_fol_index_list (GPtrArray *index, guint key)
{
  if (index->len <= key)
    g_ptr_array_set_size (index, key + 1);
  if (g_ptr_array_index (index, key) == NULL)
    g_ptr_array_index (index, key) = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  return g_ptr_array_index (index, key);
}

/* The printer. */

static void
append_var (const QdFol *fol, guint var, GString *out)
{
  static const char *const subscripts[] = { "₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉" };
  const QdFolVar *v = &g_array_index (fol->vars, QdFolVar, var);
  char digits[16];

  g_string_append (out, qd_fol_name (fol, v->name));
  if (v->copy == 0)
    return;
  g_snprintf (digits, sizeof digits, "%u", v->copy);
  for (const char *d = digits; *d != '\0'; d++)
    g_string_append (out, subscripts[*d - '0']);
}

static void
append_term (const QdFol *fol, guint term, GString *out, gsize limit)
{
  const QdFolTerm *t = qd_fol_term (fol, term);

  if (out->len > limit)
    return;
  if (t->kind == QD_FOL_VAR)
    {
      append_var (fol, t->symbol, out);
      return;
    }
  g_string_append (out, qd_fol_name (fol, t->symbol));
  if (t->arity == 0)
    return;
  g_string_append_c (out, '(');
  for (guint i = 0; i < t->arity && out->len <= limit; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      append_term (fol, qd_fol_arg (fol, term, i), out, limit);
    }
  g_string_append_c (out, ')');
}

void
qd_fol_append_term (const QdFol *fol, guint term, GString *out)
{
  gsize limit = out->len + QD_FOL_PRINT_MAX;

  append_term (fol, term, out, limit);
  if (out->len > limit)
    {
      while (limit > 0 && (out->str[limit] & 0xc0) == 0x80)
        limit--;   /* not in the middle of a character */
      g_string_truncate (out, limit);
      g_string_append (out, "…");
    }
}

char *
qd_fol_print_term (const QdFol *fol, guint term)
{
  GString *out = g_string_new (NULL);

  qd_fol_append_term (fol, term, out);
  return g_string_free (out, FALSE);
}

char *
qd_fol_print_clause (const QdFol *fol, guint clause)
{
  const QdFolClause *c = qd_fol_clause (fol, clause);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < c->n_premises; i++)
    {
      if (i > 0)
        g_string_append (out, " ∧ ");
      qd_fol_append_term (fol, qd_fol_premise (fol, clause, i), out);
    }
  if (c->n_premises > 0)
    g_string_append (out, " ⇒ ");
  qd_fol_append_term (fol, c->conclusion, out);
  return g_string_free (out, FALSE);
}

/* n bindings, variable i at vars[i * stride], its value at values[i * stride]. */
static char *
print_bindings (const QdFol *fol, const guint *vars, const guint *values, guint n, guint stride)
{
  GString *out = g_string_new ("{");

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      qd_fol_append_term (fol, vars[i * stride], out);
      g_string_append_c (out, '/');
      qd_fol_append_term (fol, values[i * stride], out);
    }
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
}

char *
qd_fol_bindings_print (const QdFol *fol, const guint *vars, const guint *values, guint n)
{
  return print_bindings (fol, vars, values, n, 1);
}

char *
qd_fol_pairs_print (const QdFol *fol, const guint *pairs, guint n)
{
  return print_bindings (fol, pairs, pairs + 1, n, 2);
}

const char *
qd_fol_status_text (QdFolStatus status)
{
  switch (status)
    {
    case QD_FOL_ANSWERED: return _("an answer");
    case QD_FOL_FIXED_POINT: return _("a fixed point");
    case QD_FOL_CUT_OFF: return _("every proof within the depth bound");
    case QD_FOL_STOP_FACTS: return _("the budget of facts");
    case QD_FOL_STOP_ROUNDS: return _("the budget of iterations or answers");
    case QD_FOL_STOP_STEPS: return _("the budget of unifications");
    case QD_FOL_STOP_TERMS: return _("the limit on terms");
    case QD_FOL_STOPPED: return _("a stop");
    default: g_assert_not_reached ();
    }
}
