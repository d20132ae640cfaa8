/* qd-csp-g-condition.c — XCSP3's <condition>: "(le,10)", "(eq,z)",
 * "(in,1..3)", "(notin,{1,4})": whether a value satisfies it, how far it is
 * from doing so (min-conflicts' measure), and its text. */
#include "config.h"
#include "qd-csp-g-private.h"

static gboolean
in_set (const gint64 *set, guint n, gint64 x)
{
  for (guint i = 0; i < n; i++)
    if (set[i] == x)
      return TRUE;
  return FALSE;
}

/* x OP y for the relations LT .. EQ. */
static gboolean
relation_holds (QdCspCondOp op, gint64 x, gint64 y)
{
  switch (op)
    {
    case QD_CSP_COND_LT: return x < y;
    case QD_CSP_COND_LE: return x <= y;
    case QD_CSP_COND_GE: return x >= y;
    case QD_CSP_COND_GT: return x > y;
    case QD_CSP_COND_NE: return x != y;
    case QD_CSP_COND_EQ: return x == y;
    default: return FALSE;
    }
}

gboolean
qd_csp_condition_holds (const QdCspCondition *c, gint64 x, gint64 operand)
{
  g_return_val_if_fail (c != NULL, FALSE);
  if (c->op <= QD_CSP_COND_EQ && !c->operand.is_var)
    operand = c->operand.value;
  switch (c->op)
    {
    case QD_CSP_COND_LT:
    case QD_CSP_COND_LE:
    case QD_CSP_COND_GE:
    case QD_CSP_COND_GT:
    case QD_CSP_COND_NE:
    case QD_CSP_COND_EQ:
      return relation_holds (c->op, x, operand);
    case QD_CSP_COND_IN:
      return c->is_range ? c->lo <= x && x <= c->hi : in_set (c->set, c->n_set, x);
    case QD_CSP_COND_NOTIN:
      return c->is_range ? x < c->lo || x > c->hi : !in_set (c->set, c->n_set, x);
    default:
      return FALSE;
    }
}

char *
qd_csp_condition_text (const QdCspModel *model, const QdCspCondition *c)
{
  static const char *const ops[] = { "<", "<=", ">=", ">", "!=", "=", "in", "not in" };
  GString *out;

  g_return_val_if_fail (c != NULL && c->op <= QD_CSP_COND_NOTIN, NULL);
  out = g_string_new (ops[c->op]);
  g_string_append_c (out, ' ');
  if (c->op <= QD_CSP_COND_EQ)
    {
      if (c->operand.is_var)
        g_string_append (out, qd_csp_model_var (model, c->operand.var)->name);
      else
        g_string_append_printf (out, "%" G_GINT64_FORMAT, c->operand.value);
    }
  else if (c->is_range)
    g_string_append_printf (out, "%" G_GINT64_FORMAT "..%" G_GINT64_FORMAT, c->lo, c->hi);
  else
    {
      g_string_append_c (out, '{');
      for (guint i = 0; i < c->n_set; i++)
        g_string_append_printf (out, "%s%" G_GINT64_FORMAT, i > 0 ? ", " : "", c->set[i]);
      g_string_append_c (out, '}');
    }
  return g_string_free (out, FALSE);
}

/* Whether the sorted set holds x. */
static gboolean
sorted_has (const QdCspGCond *c, gint64 x)
{
  for (guint lo = 0, hi = c->n_set; lo < hi;)
    {
      guint mid = lo + (hi - lo) / 2;

      if (c->set[mid] == x)
        return TRUE;
      if (c->set[mid] < x)
        lo = mid + 1;
      else
        hi = mid;
    }
  return FALSE;
}

gboolean
qd_csp_g_cond_holds (const QdCspGCond *c, gint64 x, gint64 operand)
{
  if (c->none)
    return TRUE;
  switch (c->op)
    {
    case QD_CSP_COND_LT:
    case QD_CSP_COND_LE:
    case QD_CSP_COND_GE:
    case QD_CSP_COND_GT:
    case QD_CSP_COND_NE:
    case QD_CSP_COND_EQ:
      return relation_holds (c->op, x, operand);
    case QD_CSP_COND_IN: return c->set != NULL ? sorted_has (c, x) : c->lo <= x && x <= c->hi;
    case QD_CSP_COND_NOTIN: return c->set != NULL ? !sorted_has (c, x) : x < c->lo || x > c->hi;
    default: return FALSE;
    }
}

gboolean
qd_csp_g_cond_check (const QdCspGCond *c, gint64 x, const gint *values)
{
  gint64 operand = 0;

  if (!c->none && c->op <= QD_CSP_COND_EQ)
    operand = qd_csp_g_op_key (&c->operand, values);
  return qd_csp_g_cond_holds (c, x, operand);
}

static guint64
gap (gint64 a, gint64 b)
{
  return a > b ? (guint64) a - (guint64) b : 0;
}

guint64
qd_csp_g_cond_distance (const QdCspGCond *c, gint64 x, const gint *values)
{
  gint64 k = 0;
  guint64 best = G_MAXUINT64;

  if (c->none)
    return 0;
  if (c->op <= QD_CSP_COND_EQ)
    k = qd_csp_g_op_key (&c->operand, values);
  switch (c->op)
    {
    case QD_CSP_COND_LT: return gap (x, k - 1);
    case QD_CSP_COND_LE: return gap (x, k);
    case QD_CSP_COND_GE: return gap (k, x);
    case QD_CSP_COND_GT: return gap (k + 1, x);
    case QD_CSP_COND_NE: return x == k;
    case QD_CSP_COND_EQ: return gap (x, k) + gap (k, x);
    case QD_CSP_COND_NOTIN: return !qd_csp_g_cond_holds (c, x, 0);
    case QD_CSP_COND_IN:
      if (c->set == NULL)
        return gap (c->lo, x) + gap (x, c->hi);
      /* The nearest value of the set (an empty set: 1, as any failure). */
      for (guint i = 0; i < c->n_set; i++)
        best = MIN (best, gap (c->set[i], x) + gap (x, c->set[i]));
      return c->n_set > 0 ? best : 1;
    default:
      return 1;
    }
}
