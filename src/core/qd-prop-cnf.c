/* qd-prop-cnf.c — clause sets and the conversion to conjunctive normal form
 * in the book's four steps (AIMA §7.5.2). */
#include "config.h"
#include "qd-prop.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

QdPropClauses *
qd_prop_clauses_new (void)
{
  QdPropClauses *clauses = g_new0 (QdPropClauses, 1);
  guint zero = 0;

  clauses->lits = g_array_new (FALSE, FALSE, sizeof (guint));
  clauses->first = g_array_new (FALSE, FALSE, sizeof (guint));
  clauses->parents = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (clauses->first, zero);
  return clauses;
}

void
qd_prop_clauses_free (QdPropClauses *clauses)
{
  if (clauses == NULL)
    return;
  g_array_unref (clauses->lits);
  g_array_unref (clauses->first);
  g_array_unref (clauses->parents);
  g_free (clauses);
}

guint
qd_prop_clauses_len (const QdPropClauses *clauses)
{
  return clauses->first->len - 1;
}

const guint *
qd_prop_clause (const QdPropClauses *clauses, guint i, guint *length)
{
  guint from = g_array_index (clauses->first, guint, i);

  *length = g_array_index (clauses->first, guint, i + 1) - from;
  return &g_array_index (clauses->lits, guint, from);
}

static int
compare_lits (const void *a, const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

guint
qd_prop_clause_normalize (guint *lits, guint length)
{
  guint n = 0;

  qsort (lits, length, sizeof (guint), compare_lits);
  for (guint i = 0; i < length; i++)
    {
      if (n > 0 && lits[n - 1] == lits[i])
        continue;
      if (n > 0 && lits[n - 1] == (lits[i] ^ 1u))
        return QD_PROP_NONE;   /* P and ¬P are neighbours once sorted */
      lits[n++] = lits[i];
    }
  return n;
}

gboolean
qd_prop_clauses_add (QdPropClauses *clauses, guint *lits, guint length, guint parent_a, guint parent_b)
{
  guint n = qd_prop_clause_normalize (lits, length);

  if (n == QD_PROP_NONE)
    return FALSE;
  g_array_append_vals (clauses->lits, lits, n);
  g_array_append_val (clauses->first, clauses->lits->len);
  g_array_append_val (clauses->parents, parent_a);
  g_array_append_val (clauses->parents, parent_b);
  return TRUE;
}

char *
qd_prop_clause_print (const QdProp *prop, const guint *lits, guint length)
{
  GString *out = g_string_new (NULL);

  if (length == 0)
    g_string_append (out, "□");
  for (guint i = 0; i < length; i++)
    g_string_append_printf (out, "%s%s%s", i > 0 ? " ∨ " : "", (lits[i] & 1u) ? "¬" : "",
                            qd_prop_symbol_name (prop, lits[i] >> 1));
  return g_string_free (out, FALSE);
}

gboolean
qd_prop_clauses_eval (const QdPropClauses *clauses, const guint8 *values)
{
  for (guint i = 0; i < qd_prop_clauses_len (clauses); i++)
    {
      guint length;
      const guint *lits = qd_prop_clause (clauses, i, &length);
      gboolean sat = FALSE;

      for (guint k = 0; k < length && !sat; k++)
        sat = (values[lits[k] >> 1] != 0) != ((lits[k] & 1u) != 0);
      if (!sat)
        return FALSE;
    }
  return TRUE;
}

/* Steps 1 and 2, `op` the connective eliminated: α ⇔ β becomes
 * (α ⇒ β) ∧ (β ⇒ α), α ⇒ β becomes ¬α ∨ β. */
static guint
eliminate (QdProp *prop, guint index, QdPropOp op)
{
  QdPropNode node = *qd_prop_node (prop, index);
  guint a, b;

  if (prop->overflow || node.op == QD_PROP_SYM)
    return index;
  a = eliminate (prop, node.left, op);
  if (node.op == QD_PROP_NOT)
    return qd_prop_not (prop, a);
  b = eliminate (prop, node.right, op);
  if (node.op != op)
    return qd_prop_binary (prop, node.op, a, b);
  if (op == QD_PROP_IMPLIES)
    return qd_prop_binary (prop, QD_PROP_OR, qd_prop_not (prop, a), b);
  return qd_prop_binary (prop, QD_PROP_AND, qd_prop_binary (prop, QD_PROP_IMPLIES, a, b),
                         qd_prop_binary (prop, QD_PROP_IMPLIES, b, a));
}

/* Step 3: ¬¬α is α, De Morgan for ¬(α ∧ β) and ¬(α ∨ β); `negated`: the
 * node stands under a ¬ still to be moved. */
static guint
move_not_inwards (QdProp *prop, guint index, gboolean negated)
{
  QdPropNode node = *qd_prop_node (prop, index);
  QdPropOp op;

  if (prop->overflow)
    return index;
  if (node.op == QD_PROP_SYM)
    return negated ? qd_prop_not (prop, index) : index;
  if (node.op == QD_PROP_NOT)
    return move_not_inwards (prop, node.left, !negated);
  op = node.op;
  if (negated)
    op = op == QD_PROP_AND ? QD_PROP_OR : QD_PROP_AND;
  return qd_prop_binary (prop, op, move_not_inwards (prop, node.left, negated),
                         move_not_inwards (prop, node.right, negated));
}

/* Step 4 on a formula in negation normal form: its clauses, each a GArray
 * of literals in the order they are met, or NULL past `max` clauses. */
static GPtrArray *
distribute (const QdProp *prop, guint index, guint max)
{
  const QdPropNode *node = qd_prop_node (prop, index);
  g_autoptr (GPtrArray) a = NULL, b = NULL;
  GPtrArray *out;

  if (node->op == QD_PROP_SYM || node->op == QD_PROP_NOT)
    {
      guint lit = node->op == QD_PROP_SYM ? node->left << 1
                  : (qd_prop_node (prop, node->left)->left << 1) | 1u;
      GArray *clause = g_array_new (FALSE, FALSE, sizeof (guint));

      g_array_append_val (clause, lit);
      out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
      g_ptr_array_add (out, clause);
      return out;
    }
  if ((a = distribute (prop, node->left, max)) == NULL || (b = distribute (prop, node->right, max)) == NULL)
    return NULL;
  if (node->op == QD_PROP_AND)
    {
      if ((guint64) a->len + b->len > max)
        return NULL;
      g_ptr_array_extend_and_steal (a, g_steal_pointer (&b));
      return g_steal_pointer (&a);
    }
  if ((guint64) a->len * b->len > max)
    return NULL;
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint i = 0; i < a->len; i++)
    for (guint k = 0; k < b->len; k++)
      {
        GArray *x = g_ptr_array_index (a, i), *y = g_ptr_array_index (b, k);
        GArray *clause = g_array_sized_new (FALSE, FALSE, sizeof (guint), x->len + y->len);

        g_array_append_vals (clause, x->data, x->len);
        g_array_append_vals (clause, y->data, y->len);
        g_ptr_array_add (out, clause);
      }
  return out;
}

/* The formula of step 4: the clauses as the distribution left them. */
static guint
clauses_formula (QdProp *prop, GPtrArray *list)
{
  guint conj = QD_PROP_NONE;

  for (guint i = 0; i < list->len && !prop->overflow; i++)
    {
      GArray *clause = g_ptr_array_index (list, i);
      guint disj = QD_PROP_NONE;

      for (guint k = 0; k < clause->len; k++)
        {
          guint lit = g_array_index (clause, guint, k);
          guint node = qd_prop_symbol (prop, qd_prop_symbol_name (prop, lit >> 1));

          if (lit & 1u)
            node = qd_prop_not (prop, node);
          disj = disj == QD_PROP_NONE ? node : qd_prop_binary (prop, QD_PROP_OR, disj, node);
        }
      conj = conj == QD_PROP_NONE ? disj : qd_prop_binary (prop, QD_PROP_AND, conj, disj);
    }
  return conj;
}

QdPropClauses *
qd_prop_cnf (QdProp *prop, guint root, guint max_clauses, guint steps[QD_PROP_N_STEPS], GError **error)
{
  guint at[QD_PROP_N_STEPS];
  g_autoptr (GPtrArray) list = NULL;
  QdPropClauses *clauses;

  at[QD_PROP_STEP_NO_IFF] = eliminate (prop, root, QD_PROP_IFF);
  at[QD_PROP_STEP_NO_IMPLIES] = eliminate (prop, at[QD_PROP_STEP_NO_IFF], QD_PROP_IMPLIES);
  at[QD_PROP_STEP_NOT_INWARDS] = move_not_inwards (prop, at[QD_PROP_STEP_NO_IMPLIES], FALSE);
  if (!prop->overflow && (list = distribute (prop, at[QD_PROP_STEP_NOT_INWARDS], max_clauses)) == NULL)
    {
      g_set_error (error, QD_PROP_ERROR, QD_PROP_ERROR_TOO_BIG,
                   _("the conjunctive normal form has more than %u clauses"), max_clauses);
      return NULL;
    }
  if (steps != NULL && !prop->overflow)
    at[QD_PROP_STEP_DISTRIBUTED] = clauses_formula (prop, list);
  if (prop->overflow)
    {
      prop->overflow = FALSE;
      g_set_error (error, QD_PROP_ERROR, QD_PROP_ERROR_TOO_BIG,
                   _("the conversion to conjunctive normal form needs more than %u nodes"), QD_PROP_MAX_NODES);
      return NULL;
    }
  if (steps != NULL)
    memcpy (steps, at, sizeof at);
  clauses = qd_prop_clauses_new ();
  for (guint i = 0; i < list->len; i++)
    {
      GArray *clause = g_ptr_array_index (list, i);
      qd_prop_clauses_add (clauses, (guint *) (void *) clause->data, clause->len, QD_PROP_NONE, QD_PROP_NONE);
    }
  return clauses;
}
