/* qd-csp.c — the CSP model: variables, constraints, checks on a values array.
 *
 * Binary constraints are tabulated once, when added, into support bitsets in
 * both directions, so the solver never calls a predicate.  Difference
 * constraints (x != y, the queens' x - y not in {0, d, -d}) between domains
 * of the same sizes with the same offsets share one support table (a map of
 * 10,000 regions holds one, 400 queens 399), kept in `difference_cache`.
 */
#include "qd-csp-private.h"
#include "qd-decimal.h"
#include "qd-names.h"

#include <string.h>

typedef struct {
  guint64 *support[2];
} QdCspSupportPair;

/* What a shared difference table is made of: the offsets sorted, each
 * within reach of the sizes. */
typedef struct {
  guint size_x, size_y, n;
  gint offsets[QD_CSP_DIFFERENCES_MAX];
} DifferenceKey;

static guint
difference_key_hash (gconstpointer data)
{
  const DifferenceKey *k = data;
  guint h = k->size_x * 31 + k->size_y;

  for (guint i = 0; i < k->n; i++)
    h = h * 31 + (guint) k->offsets[i];
  return h;
}

static gboolean
difference_key_equal (gconstpointer a, gconstpointer b)
{
  const DifferenceKey *x = a, *y = b;

  return x->size_x == y->size_x && x->size_y == y->size_y && x->n == y->n &&
         memcmp (x->offsets, y->offsets, sizeof (gint) * x->n) == 0;
}

static void
support_pair_free (gpointer data)
{
  QdCspSupportPair *pair = data;

  g_free (pair->support[0]);
  g_free (pair->support[1]);
  g_free (pair);
}

static void
variable_clear (gpointer data)
{
  QdCspVariable *v = data;

  g_free (v->name);
  g_free (v->initial);
  g_array_unref (v->constraints);
}

static void
constraint_clear (gpointer data)
{
  QdCspConstraint *c = data;

  g_free (c->scope);
  g_free (c->description);
  switch (c->kind)
    {
    case QD_CSP_KIND_BINARY:
      if (!c->shared_support)
        {
          g_free (c->support[0]);
          g_free (c->support[1]);
        }
      break;
    case QD_CSP_KIND_TABLE:
      g_free (c->tuples);
      qd_csp_table_index_free (c->index);
      break;
    case QD_CSP_KIND_PROPAGATOR:
      if (c->klass->free != NULL)
        c->klass->free (c->data);
      break;
    default:
      g_assert_not_reached ();
    }
}

QdCsp *
qd_csp_new (void)
{
  QdCsp *csp = g_new0 (QdCsp, 1);

  csp->difference_cache = qd_owned_add (&csp->owned, g_hash_table_new_full (difference_key_hash, difference_key_equal,
                                                                            g_free, support_pair_free),
                                       (GDestroyNotify) g_hash_table_unref);
  csp->variables = qd_owned_add (&csp->owned, g_array_new (FALSE, TRUE, sizeof (QdCspVariable)),
                                 (GDestroyNotify) g_array_unref);
  g_array_set_clear_func (csp->variables, variable_clear);
  csp->constraints = qd_owned_add (&csp->owned, g_array_new (FALSE, TRUE, sizeof (QdCspConstraint)),
                                   (GDestroyNotify) g_array_unref);
  g_array_set_clear_func (csp->constraints, constraint_clear);
  csp->objective = -1;
  return csp;
}

void
qd_csp_free (QdCsp *csp)
{
  qd_owned_free (csp);
}

/* ------------------------------------------------------------- variables */

guint
qd_csp_add_variable (QdCsp *csp, const char *name, guint domain_size)
{
  QdCspVariable v = { 0 };
  guint index;

  g_return_val_if_fail (csp != NULL, 0);
  g_return_val_if_fail (domain_size >= 1, 0);

  index = csp->variables->len;
  v.name = name != NULL ? g_strdup (name) : g_strdup_printf ("X%u", index);
  v.size = domain_size;
  v.n_words = QD_CSP_WORDS (domain_size);
  v.initial = g_new0 (guint64, v.n_words);
  qd_csp_bits_fill (v.initial, domain_size);
  v.initial_count = domain_size;
  v.constraints = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (csp->variables, v);
  return index;
}

guint
qd_csp_n_variables (const QdCsp *csp)
{
  g_return_val_if_fail (csp != NULL, 0);
  return csp->variables->len;
}

const char *
qd_csp_variable_name (const QdCsp *csp, guint var)
{
  g_return_val_if_fail (csp != NULL && var < csp->variables->len, NULL);
  return qd_csp_var (csp, var)->name;
}

guint
qd_csp_domain_size (const QdCsp *csp, guint var)
{
  g_return_val_if_fail (csp != NULL && var < csp->variables->len, 0);
  return qd_csp_var (csp, var)->size;
}

gboolean
qd_csp_initial_has (const QdCsp *csp, guint var, guint value)
{
  const QdCspVariable *v;

  g_return_val_if_fail (csp != NULL && var < csp->variables->len, FALSE);
  v = &g_array_index (csp->variables, QdCspVariable, var);
  return value < v->size && qd_csp_bit_test (v->initial, value);
}

void
qd_csp_remove_initial (QdCsp *csp, guint var, guint value)
{
  QdCspVariable *v;

  g_return_if_fail (csp != NULL && var < csp->variables->len);
  v = &g_array_index (csp->variables, QdCspVariable, var);
  g_return_if_fail (value < v->size);

  if (qd_csp_bit_test (v->initial, value))
    {
      v->initial[value / QD_CSP_WORD_BITS] &= ~QD_CSP_BIT (value);
      v->initial_count--;
    }
}

void
qd_csp_set_value_names (QdCsp *csp, QdCspValueNameFunc func, gconstpointer data)
{
  g_return_if_fail (csp != NULL);
  csp->value_name = func;
  csp->value_name_data = data;
}

char *
qd_csp_value_name (const QdCsp *csp, guint var, guint value)
{
  g_return_val_if_fail (csp != NULL && var < csp->variables->len, NULL);
  if (csp->value_name != NULL)
    return csp->value_name (csp->value_name_data, var, value);
  return g_strdup_printf ("%u", value);
}

/* ----------------------------------------------------------- constraints */

static char *
scope_names (const QdCsp *csp, const guint *scope, guint arity)
{
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < arity; p++)
    {
      if (p > 0)
        g_string_append (text, ", ");
      g_string_append (text, qd_csp_var (csp, scope[p])->name);
    }
  return g_string_free (text, FALSE);
}

/* Appends the constraint and registers it with each variable of its scope (once). */
static guint
add_constraint (QdCsp *csp, QdCspConstraint *c)
{
  guint index = csp->constraints->len;

  g_array_append_val (csp->constraints, *c);
  for (guint p = 0; p < c->arity; p++)
    {
      QdCspVariable *v = &g_array_index (csp->variables, QdCspVariable, c->scope[p]);

      /* Named twice in the scope: its list ends with this constraint
       * already (one look, not a scan of the scope: 100,000 variables). */
      if (v->constraints->len == 0 || g_array_index (v->constraints, guint, v->constraints->len - 1) != index)
        g_array_append_val (v->constraints, index);
    }
  return index;
}

static guint
add_binary_tables (QdCsp *csp, guint x, guint y, guint64 *support_xy, guint64 *support_yx,
                   gboolean shared, char *description)
{
  QdCspConstraint c = { 0 };

  c.kind = QD_CSP_KIND_BINARY;
  c.arity = 2;
  c.scope = g_new (guint, 2);
  c.scope[0] = x;
  c.scope[1] = y;
  c.description = description;
  c.support[0] = support_xy;
  c.support[1] = support_yx;
  c.shared_support = shared;
  csp->n_binary++;
  return add_constraint (csp, &c);
}

/* A binary constraint on one variable twice is a table of its diagonal. */
static guint
add_diagonal (QdCsp *csp, guint x, QdCspBinaryFunc allowed, gpointer data, char *description)
{
  guint size = qd_csp_var (csp, x)->size;
  g_autofree guint *tuples = g_new (guint, 2 * (gsize) size);
  guint scope[2] = { x, x };
  guint n = 0;
  guint index;

  for (guint a = 0; a < size; a++)
    if (allowed != NULL && allowed (a, a, data))
      {
        tuples[2 * n] = a;
        tuples[2 * n + 1] = a;
        n++;
      }
  index = qd_csp_add_table (csp, scope, 2, tuples, n, NULL);
  g_free (g_array_index (csp->constraints, QdCspConstraint, index).description);
  g_array_index (csp->constraints, QdCspConstraint, index).description = description;
  return index;
}

guint
qd_csp_add_binary (QdCsp *csp, guint x, guint y, QdCspBinaryFunc allowed,
                   gpointer data, const char *description)
{
  const QdCspVariable *vx, *vy;
  guint64 *sxy, *syx;
  char *text;

  g_return_val_if_fail (csp != NULL && allowed != NULL, 0);
  g_return_val_if_fail (x < csp->variables->len && y < csp->variables->len, 0);

  vx = qd_csp_var (csp, x);
  vy = qd_csp_var (csp, y);
  text = description != NULL ? g_strdup (description)
                             : g_strdup_printf ("binary(%s, %s)", vx->name, vy->name);
  if (x == y)
    return add_diagonal (csp, x, allowed, data, text);

  sxy = g_new0 (guint64, (gsize) vx->size * vy->n_words);
  syx = g_new0 (guint64, (gsize) vy->size * vx->n_words);
  for (guint a = 0; a < vx->size; a++)
    for (guint b = 0; b < vy->size; b++)
      if (allowed (a, b, data))
        {
          sxy[(gsize) a * vy->n_words + b / QD_CSP_WORD_BITS] |= QD_CSP_BIT (b);
          syx[(gsize) b * vx->n_words + a / QD_CSP_WORD_BITS] |= QD_CSP_BIT (a);
        }
  return add_binary_tables (csp, x, y, sxy, syx, FALSE, text);
}

/* support[a] = the values b of a domain of `size_to` values that `a` of a
 * domain of `size_from` allows: all but a - sign · offset for each offset
 * (sign 1 seen from x, -1 from y). */
static guint64 *
difference_support (guint size_from, guint size_to, const DifferenceKey *key, gint sign)
{
  guint n_words = QD_CSP_WORDS (size_to);
  guint64 *support = g_new (guint64, (gsize) size_from * n_words);

  for (guint a = 0; a < size_from; a++)
    {
      guint64 *row = support + (gsize) a * n_words;

      qd_csp_bits_fill (row, size_to);
      for (guint i = 0; i < key->n; i++)
        {
          gint64 b = (gint64) a - sign * (gint64) key->offsets[i];

          if (b >= 0 && b < size_to)
            row[b / QD_CSP_WORD_BITS] &= ~QD_CSP_BIT (b);
        }
    }
  return support;
}

static gint
compare_ints (gconstpointer a, gconstpointer b)
{
  gint x = *(const gint *) a, y = *(const gint *) b;

  return x < y ? -1 : x > y;
}

typedef struct {
  const gint *offsets;
  guint n;
} DiagonalOffsets;

static gboolean
diagonal_allowed (guint a, guint b, gpointer data)
{
  const DiagonalOffsets *d = data;

  for (guint i = 0; i < d->n; i++)
    if (d->offsets[i] == 0)
      return FALSE;
  return TRUE;
}

/* Takes `description`. */
static guint
add_difference (QdCsp *csp, guint x, guint y, const gint *offsets, guint n, char *description)
{
  const QdCspVariable *vx = qd_csp_var (csp, x), *vy = qd_csp_var (csp, y);
  DifferenceKey key = { vx->size, vy->size, 0, { 0 } };
  QdCspSupportPair *pair;

  if (x == y)
    {
      DiagonalOffsets d = { offsets, n };

      return add_diagonal (csp, x, diagonal_allowed, &d, description);
    }
  /* x - y lies within -(size_y - 1) .. size_x - 1: offsets beyond forbid nothing. */
  for (guint i = 0; i < n; i++)
    if (offsets[i] > -(gint64) vy->size && offsets[i] < (gint64) vx->size)
      key.offsets[key.n++] = offsets[i];
  qsort (key.offsets, key.n, sizeof (gint), compare_ints);
  {
    guint kept = 0;

    for (guint i = 0; i < key.n; i++)
      if (kept == 0 || key.offsets[kept - 1] != key.offsets[i])
        key.offsets[kept++] = key.offsets[i];
    key.n = kept;
  }
  pair = g_hash_table_lookup (csp->difference_cache, &key);
  if (pair == NULL)
    {
      pair = g_new (QdCspSupportPair, 1);
      pair->support[0] = difference_support (vx->size, vy->size, &key, 1);
      pair->support[1] = difference_support (vy->size, vx->size, &key, -1);
      g_hash_table_insert (csp->difference_cache, g_memdup2 (&key, sizeof key), pair);
    }
  return add_binary_tables (csp, x, y, pair->support[0], pair->support[1], TRUE, description);
}

guint
qd_csp_add_difference (QdCsp *csp, guint x, guint y, const gint *offsets, guint n, const char *description)
{
  g_return_val_if_fail (csp != NULL && (offsets != NULL || n == 0), 0);
  g_return_val_if_fail (n <= QD_CSP_DIFFERENCES_MAX, 0);
  g_return_val_if_fail (x < csp->variables->len && y < csp->variables->len, 0);

  return add_difference (csp, x, y, offsets, n,
                         description != NULL ? g_strdup (description)
                                             : g_strdup_printf ("binary(%s, %s)", qd_csp_var (csp, x)->name,
                                                                qd_csp_var (csp, y)->name));
}

guint
qd_csp_add_not_equal (QdCsp *csp, guint x, guint y)
{
  static const gint zero[1] = { 0 };

  g_return_val_if_fail (csp != NULL, 0);
  g_return_val_if_fail (x < csp->variables->len && y < csp->variables->len, 0);

  return add_difference (csp, x, y, zero, 1,
                         g_strdup_printf ("%s != %s", qd_csp_var (csp, x)->name, qd_csp_var (csp, y)->name));
}

guint
qd_csp_add_table (QdCsp *csp, const guint *scope, guint arity,
                  const guint *tuples, guint n_tuples, const char *description)
{
  return qd_csp_add_table_full (csp, scope, arity, tuples, n_tuples, FALSE, description);
}

guint
qd_csp_add_table_full (QdCsp *csp, const guint *scope, guint arity, const guint *tuples, guint n_tuples,
                       gboolean negative, const char *description)
{
  QdCspConstraint c = { 0 };
  g_autofree char *names = NULL;

  g_return_val_if_fail (csp != NULL && scope != NULL && arity >= 1, 0);
  g_return_val_if_fail (tuples != NULL || n_tuples == 0, 0);
  for (guint p = 0; p < arity; p++)
    g_return_val_if_fail (scope[p] < csp->variables->len, 0);

  names = description != NULL ? g_strdup (description) : scope_names (csp, scope, arity);
  c.kind = QD_CSP_KIND_TABLE;
  c.arity = arity;
  c.scope = g_memdup2 (scope, sizeof (guint) * arity);
  /* The tuples that can ever hold (or be violated), short ones kept short;
   * conflicts made full and distinct, over the distinct variables. */
  c.tuples = qd_csp_table_prepare (csp, c.scope, &c.arity, tuples, n_tuples, negative, &c.n_tuples);
  c.index = qd_csp_table_index_new (csp, c.scope, c.arity, c.tuples, c.n_tuples, negative);
  if (negative)
    c.description = g_strdup_printf ("table(%s) %u %s", names, c.n_tuples,
                                     c.n_tuples == 1 ? "conflict" : "conflicts");
  else
    c.description = g_strdup_printf ("table(%s) %u %s", names, c.n_tuples, c.n_tuples == 1 ? "tuple" : "tuples");
  csp->n_tables++;
  csp->total_tuples += c.n_tuples;
  return add_constraint (csp, &c);
}

guint
qd_csp_add_propagator (QdCsp *csp, const QdCspPropagatorClass *klass, gpointer data,
                       const guint *scope, guint arity, const char *description)
{
  QdCspConstraint c = { 0 };
  g_autofree char *names = NULL;

  g_return_val_if_fail (csp != NULL && klass != NULL && klass->check != NULL, 0);
  g_return_val_if_fail (scope != NULL && arity >= 1, 0);
  for (guint p = 0; p < arity; p++)
    g_return_val_if_fail (scope[p] < csp->variables->len, 0);

  c.kind = QD_CSP_KIND_PROPAGATOR;
  c.arity = arity;
  c.scope = g_memdup2 (scope, sizeof (guint) * arity);
  c.klass = klass;
  c.data = data;
  /* "name(description)", without printf: a file may add 500,000 of them. */
  if (description == NULL)
    names = scope_names (csp, scope, arity);
  if (klass->name == NULL && description != NULL)
    c.description = g_strdup (description);
  else
    c.description = g_strconcat (klass->name != NULL ? klass->name : "propagator", "(",
                                 description != NULL ? description : names, ")", NULL);
  return add_constraint (csp, &c);
}

void
qd_csp_set_objective (QdCsp *csp, guint constraint)
{
  g_return_if_fail (csp != NULL && constraint < csp->constraints->len);
  g_return_if_fail (qd_csp_con (csp, constraint)->kind == QD_CSP_KIND_PROPAGATOR &&
                    qd_csp_con (csp, constraint)->klass->cost != NULL);
  csp->objective = (gint) constraint;
}

gint
qd_csp_objective (const QdCsp *csp)
{
  g_return_val_if_fail (csp != NULL, -1);
  return csp->objective;
}

gint64
qd_csp_objective_cost (const QdCsp *csp, const gint *values)
{
  const QdCspConstraint *c;

  g_return_val_if_fail (csp != NULL && values != NULL, 0);
  if (csp->objective < 0)
    return 0;
  c = qd_csp_con (csp, (guint) csp->objective);
  return c->klass->cost (c->data, values);
}

guint
qd_csp_n_constraints (const QdCsp *csp)
{
  g_return_val_if_fail (csp != NULL, 0);
  return csp->constraints->len;
}

const char *
qd_csp_constraint_description (const QdCsp *csp, guint constraint)
{
  g_return_val_if_fail (csp != NULL && constraint < csp->constraints->len, NULL);
  return qd_csp_con (csp, constraint)->description;
}

void
qd_csp_set_constraint_description (QdCsp *csp, guint constraint, const char *description)
{
  QdCspConstraint *c;

  g_return_if_fail (csp != NULL && constraint < csp->constraints->len && description != NULL);
  c = &g_array_index (csp->constraints, QdCspConstraint, constraint);
  g_free (c->description);
  c->description = g_strdup (description);
}

guint
qd_csp_constraint_arity (const QdCsp *csp, guint constraint)
{
  g_return_val_if_fail (csp != NULL && constraint < csp->constraints->len, 0);
  return qd_csp_con (csp, constraint)->arity;
}

const guint *
qd_csp_constraint_scope (const QdCsp *csp, guint constraint)
{
  g_return_val_if_fail (csp != NULL && constraint < csp->constraints->len, NULL);
  return qd_csp_con (csp, constraint)->scope;
}

guint
qd_csp_degree (const QdCsp *csp, guint var)
{
  g_return_val_if_fail (csp != NULL && var < csp->variables->len, 0);
  return qd_csp_var (csp, var)->constraints->len;
}

/* In no constraint, and no value taken out of its domain (a unary
 * constraint of the file restricts the domain: its variable is in a
 * constraint). */
gboolean
qd_csp_var_is_free (const QdCsp *csp, guint var)
{
  const QdCspVariable *v = qd_csp_var (csp, var);

  return v->constraints->len == 0 && v->initial_count == v->size;
}

guint
qd_csp_free_variables (const QdCsp *csp, guint *vars)
{
  guint n = 0;

  g_return_val_if_fail (csp != NULL, 0);
  for (guint v = 0; v < csp->variables->len; v++)
    if (qd_csp_var_is_free (csp, v))
      {
        if (vars != NULL)
          vars[n] = v;
        n++;
      }
  return n;
}

char *
qd_csp_free_assignments (const QdCsp *csp, guint64 times)
{
  g_autofree guint *vars = g_new (guint, csp->variables->len + 1);
  guint n = qd_csp_free_variables (csp, vars);

  for (guint i = 0; i < n; i++)
    vars[i] = qd_csp_var (csp, vars[i])->initial_count;
  return qd_decimal_product_scaled (times, vars, n);
}

/* ------------------------------------------------- checks without a solver */

static gboolean
value_in_range (const QdCsp *csp, guint var, gint value)
{
  return value == QD_CSP_UNASSIGNED || (value >= 0 && (guint) value < qd_csp_var (csp, var)->size);
}

gboolean
qd_csp_constraint_check (const QdCsp *csp, guint constraint, const gint *values)
{
  const QdCspConstraint *c;

  g_return_val_if_fail (csp != NULL && values != NULL, FALSE);
  g_return_val_if_fail (constraint < csp->constraints->len, FALSE);

  c = qd_csp_con (csp, constraint);
  for (guint p = 0; p < c->arity; p++)
    if (!value_in_range (csp, c->scope[p], values[c->scope[p]]))
      return FALSE;

  switch (c->kind)
    {
    case QD_CSP_KIND_BINARY:
      {
        gint a = values[c->scope[0]];
        gint b = values[c->scope[1]];
        guint n_words = qd_csp_var (csp, c->scope[1])->n_words;

        if (a == QD_CSP_UNASSIGNED || b == QD_CSP_UNASSIGNED)
          return TRUE;
        return qd_csp_bit_test (c->support[0] + (gsize) a * n_words, b);
      }
    case QD_CSP_KIND_TABLE:
      return qd_csp_table_check (csp, c, values);
    case QD_CSP_KIND_PROPAGATOR:
      return c->klass->check (c->data, values);
    default:
      g_assert_not_reached ();
    }
}

guint64
qd_csp_constraint_violations (const QdCsp *csp, guint constraint, const gint *values)
{
  const QdCspConstraint *c;

  g_return_val_if_fail (csp != NULL && values != NULL, 0);
  g_return_val_if_fail (constraint < csp->constraints->len, 0);

  c = qd_csp_con (csp, constraint);
  if (c->kind == QD_CSP_KIND_TABLE)
    return qd_csp_table_violations (csp, c, values);
  if (c->kind == QD_CSP_KIND_PROPAGATOR && c->klass->violations != NULL)
    {
      for (guint p = 0; p < c->arity; p++)
        if (!value_in_range (csp, c->scope[p], values[c->scope[p]]))
          return 1;
      return c->klass->violations (c->data, values);
    }
  return qd_csp_constraint_check (csp, constraint, values) ? 0 : 1;
}

guint
qd_csp_count_conflicts (const QdCsp *csp, const gint *values, gint var)
{
  guint conflicts = 0;

  g_return_val_if_fail (csp != NULL && values != NULL, 0);
  g_return_val_if_fail (var < (gint) csp->variables->len, 0);

  if (var >= 0)
    {
      GArray *list = qd_csp_var (csp, var)->constraints;

      for (guint i = 0; i < list->len; i++)
        if (!qd_csp_constraint_check (csp, g_array_index (list, guint, i), values))
          conflicts++;
    }
  else
    {
      for (guint c = 0; c < csp->constraints->len; c++)
        if (!qd_csp_constraint_check (csp, c, values))
          conflicts++;
    }
  return conflicts;
}

/* --------------------------------------------------------------- options */

void
qd_csp_options_init (QdCspOptions *options)
{
  g_return_if_fail (options != NULL);
  memset (options, 0, sizeof *options);
  options->var_order = QD_CSP_VAR_STATIC;
  options->val_order = QD_CSP_VAL_STATIC;
  options->inference = QD_CSP_INFER_NONE;
}

void
qd_csp_options_cp_order (QdCspOptions *options)
{
  g_return_if_fail (options != NULL);
  options->var_order = QD_CSP_VAR_MRV_DEGREE;
  options->weighted_degree = options->weight_ratio = options->last_conflict = TRUE;
}

void
qd_csp_options_cp_policy (QdCspOptions *options)
{
  g_return_if_fail (options != NULL);
  options->restart_unit = options->optimize ? 100 : 10;
  options->restart_schedule = QD_CSP_RESTART_GEOMETRIC;
  options->restart_growth = 2;
  options->restart_optimize = options->solution_saving = options->index_ties = TRUE;
  options->cheap_values = TRUE;
  options->nogoods = TRUE;
  options->weight_cacd = options->weight_first = options->weight_alternate = TRUE;
  options->restart_reset = TRUE;
  options->refutations = TRUE;
}

/* --------------------------------------------------------------- strings */

static const char *const var_order_names[] = { "static", "random", "mrv", "mrv-degree" };
static const char *const val_order_names[] = { "static", "random", "lcv" };
static const char *const inference_names[] = { "none", "fc", "mac" };

QD_NAMES_FUNCTIONS (qd_csp_var_order, QdCspVarOrder, var_order_names, "unknown")
QD_NAMES_FUNCTIONS (qd_csp_val_order, QdCspValOrder, val_order_names, "unknown")
QD_NAMES_FUNCTIONS (qd_csp_inference, QdCspInference, inference_names, "unknown")
