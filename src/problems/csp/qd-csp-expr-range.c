/* qd-csp-expr-range.c — exact arithmetic: the range of every node of an
 * expression over the variables' domains, by interval arithmetic, before
 * the expression is used.  A node whose interval leaves ±2^62
 * (QD_CSP_MODEL_ARITH_MAX) refuses the expression, naming that node and the
 * value it can reach; every other expression is evaluated exactly on
 * 64-bit integers (qd_csp_expr_eval), intermediate values included.
 *
 * The intervals (data/FORMATS.md states the same rules):
 *   - a variable: its least and greatest value; a number: itself;
 *   - -a, abs(a), a + b + …, a - b, a * b, dist(a, b), min, max: exact
 *     bounds from the kids' bounds (a sum: the sums of the bounds);
 *   - a / b, a % b: the quotient's bounds over the corners with b's bounds
 *     and ±1 (0 left out); a remainder within a's sign and |b| - 1;
 *   - pow(a, b): the corners a ∈ {lo, hi, 0, ±1}, b ∈ {lo, lo + 1, hi - 1,
 *     hi} (b ≥ 0), and -1, 0, 1 for a negative b;
 *   - if(c, a, b): the hull of a and b; element: the hull of the list;
 *   - a condition (comparison, and, or, not, in…): 0..1.
 * The walk is iterative (no recursion however deep the expression). */
#include "config.h"
#include "qd-csp-model-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef __int128 Wide;

#define ARITH_MAX ((Wide) QD_CSP_MODEL_ARITH_MAX)
/* pow's corners saturate here (far past the limit; the products of two
 * kids within it stay below, at 2^124). */
#define SATURATED (((Wide) 1) << 125)

typedef QdCspRange Range;

static Range
range_of (Wide a, Wide b)
{
  return (Range) { MIN (a, b), MAX (a, b) };
}

static Range
hull (Range r, Wide v)
{
  return (Range) { MIN (r.lo, v), MAX (r.hi, v) };
}

static Wide
wide_abs (Wide v)
{
  return v < 0 ? -v : v;
}

/* a^e (e >= 0), saturated at ±SATURATED. */
static Wide
power (Wide a, Wide e)
{
  Wide r = 1, e0 = e;

  if (e == 0)
    return 1;
  if (a == 0 || a == 1)
    return a;
  if (a == -1)
    return (e & 1) ? -1 : 1;
  for (; e > 0; e--)
    {
      if (wide_abs (r) > SATURATED / wide_abs (a))
        return (a < 0 && (e0 & 1)) ? -SATURATED : SATURATED;
      r *= a;
    }
  return r;
}

static Range
range_pow (Range a, Range b)
{
  Wide as[5] = { a.lo, a.hi, 0, -1, 1 };
  Range r = { 0, 0 };
  gboolean any = FALSE;

  if (b.lo < 0)
    {
      r = (Range) { -1, 1 };
      any = TRUE;
    }
  if (b.hi >= 0)
    {
      Wide lo = MAX (b.lo, 0);
      Wide es[4] = { lo, lo + 1, b.hi - 1, b.hi };

      for (guint i = 0; i < G_N_ELEMENTS (as); i++)
        for (guint j = 0; j < G_N_ELEMENTS (es); j++)
          if (as[i] >= a.lo && as[i] <= a.hi && es[j] >= lo && es[j] <= b.hi)
            {
              Wide v = power (as[i], es[j]);

              r = any ? hull (r, v) : range_of (v, v);
              any = TRUE;
            }
    }
  return r;
}

/* Truncating division's bounds: b's nonzero corners and ±1. */
static Range
range_div (Range a, Range b)
{
  Wide bs[4] = { b.lo, b.hi, -1, 1 };
  Range r = { 0, 0 };
  gboolean any = FALSE;

  for (guint j = 0; j < G_N_ELEMENTS (bs); j++)
    if (bs[j] != 0 && bs[j] >= b.lo && bs[j] <= b.hi)
      for (guint i = 0; i < 2; i++)
        {
          Wide v = (i == 0 ? a.lo : a.hi) / bs[j];

          r = any ? hull (r, v) : range_of (v, v);
          any = TRUE;
        }
  return r;
}

static Range
range_mod (Range a, Range b)
{
  Wide m = MAX (wide_abs (b.lo), wide_abs (b.hi)) - 1;

  if (m < 0)
    return (Range) { 0, 0 };
  return (Range) { a.lo < 0 ? -MIN (-a.lo, m) : 0, a.hi > 0 ? MIN (a.hi, m) : 0 };
}

/* The node's range from its kids' (kid[0 .. n_kids)). */
static Range
node_range (const QdCspModel *model, const QdCspExpr *e, const Range *kid)
{
  const QdCspModelVar *v;

  if (e->kind == QD_CSP_EXPR_SYMBOL)
    return range_of (0, 0);
  if (e->kind != QD_CSP_EXPR_VAR)
    return qd_csp_expr_node_range (e, kid);
  v = qd_csp_model_var (model, (guint) e->value);
  if (v->symbolic || v->n_values == 0)
    return range_of (0, 0);
  return range_of (v->keys[0], v->keys[v->n_values - 1]);
}

QdCspRange
qd_csp_expr_node_range (const QdCspExpr *e, const QdCspRange *kid)
{
  Range r;

  switch (e->kind)
    {
    case QD_CSP_EXPR_CONST:
    case QD_CSP_EXPR_SYMBOL:
      return range_of (e->value, e->value);
    case QD_CSP_EXPR_NEG:
      return range_of (-kid[0].hi, -kid[0].lo);
    case QD_CSP_EXPR_ABS:
      if (kid[0].lo >= 0)
        return kid[0];
      if (kid[0].hi <= 0)
        return range_of (-kid[0].hi, -kid[0].lo);
      return range_of (0, MAX (-kid[0].lo, kid[0].hi));
    case QD_CSP_EXPR_ADD:
      r = range_of (0, 0);
      for (guint i = 0; i < e->n_kids; i++)
        r = (Range) { r.lo + kid[i].lo, r.hi + kid[i].hi };
      return r;
    case QD_CSP_EXPR_SUB:
      return (Range) { kid[0].lo - kid[1].hi, kid[0].hi - kid[1].lo };
    case QD_CSP_EXPR_DIST:
      r = (Range) { kid[0].lo - kid[1].hi, kid[0].hi - kid[1].lo };
      if (r.lo >= 0)
        return r;
      if (r.hi <= 0)
        return range_of (-r.hi, -r.lo);
      return range_of (0, MAX (-r.lo, r.hi));
    case QD_CSP_EXPR_MUL:
      r = range_of (kid[0].lo * kid[1].lo, kid[0].lo * kid[1].hi);
      r = hull (r, kid[0].hi * kid[1].lo);
      return hull (r, kid[0].hi * kid[1].hi);
    case QD_CSP_EXPR_DIV:
      return range_div (kid[0], kid[1]);
    case QD_CSP_EXPR_MOD:
      return range_mod (kid[0], kid[1]);
    case QD_CSP_EXPR_POW:
      return range_pow (kid[0], kid[1]);
    case QD_CSP_EXPR_MIN:
    case QD_CSP_EXPR_MAX:
      if (e->n_kids == 0)
        return range_of (0, 0);
      r = kid[0];
      for (guint i = 1; i < e->n_kids; i++)
        r = e->kind == QD_CSP_EXPR_MIN ? (Range) { MIN (r.lo, kid[i].lo), MIN (r.hi, kid[i].hi) }
                                       : (Range) { MAX (r.lo, kid[i].lo), MAX (r.hi, kid[i].hi) };
      return r;
    case QD_CSP_EXPR_IF:
      return (Range) { MIN (kid[1].lo, kid[2].lo), MAX (kid[1].hi, kid[2].hi) };
    case QD_CSP_EXPR_ELEMENT:
      if (e->n_kids < 2)
        return range_of (0, 0);
      r = kid[1];
      for (guint i = 2; i < e->n_kids; i++)
        r = (Range) { MIN (r.lo, kid[i].lo), MAX (r.hi, kid[i].hi) };
      return r;
    default:
      /* Conditions. */
      return range_of (0, 1);
    }
}

char *
qd_csp_wide_text (__int128 v)
{
  char digits[48];
  guint i = sizeof digits - 1;
  unsigned __int128 m = v < 0 ? -(unsigned __int128) v : (unsigned __int128) v;

  digits[i] = '\0';
  do
    digits[--i] = (char) ('0' + (int) (m % 10));
  while ((m /= 10) != 0);
  if (v < 0)
    digits[--i] = '-';
  return g_strdup (digits + i);
}

/* The expression's text, its first 100 characters. */
static char *
short_text (const QdCspModel *model, const QdCspExpr *e)
{
  char *text = qd_csp_model_expr_text (model, e);

  if (g_utf8_strlen (text, -1) > 100)
    {
      char *cut = g_utf8_offset_to_pointer (text, 100);

      *cut = '\0';
      cut = g_strconcat (text, "…", NULL);
      g_free (text);
      text = cut;
    }
  return text;
}

static gboolean
refuse (const QdCspModel *model, const QdCspExpr *e, Range r, GError **error)
{
  g_autofree char *what = short_text (model, e);
  Wide v = r.hi > ARITH_MAX ? r.hi : r.lo;
  g_autofree char *value = wide_abs (v) >= SATURATED ? g_strdup (_("a magnitude past 2^125")) : qd_csp_wide_text (v);

  return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_LIMIT,
                            _("“%s” can reach %s over the variables' domains, beyond ±2^62 "
                              "(4611686018427387904), the limit of exact arithmetic"),
                            what, value);
}

typedef struct {
  const QdCspExpr *node;
  guint next;               /* the next kid to visit */
} Frame;

/* A stack on the C stack while small (every constraint of a file is
 * checked: no allocation for the usual few nodes), on the heap beyond. */
#define INLINE_MAX 64

typedef struct {
  gpointer items;
  gsize len, cap, size;
  gboolean heap;
} Stack;

static gpointer
stack_push (Stack *s)
{
  if (s->len == s->cap)
    {
      gpointer bigger = g_malloc (s->cap * 2 * s->size);

      memcpy (bigger, s->items, s->len * s->size);
      if (s->heap)
        g_free (s->items);
      s->items = bigger;
      s->cap *= 2;
      s->heap = TRUE;
    }
  return (char *) s->items + s->len++ * s->size;
}

static gboolean
walk (const QdCspModel *model, const QdCspExpr *expr, Stack *frames, Stack *ranges, GError **error)
{
  Frame *root = stack_push (frames);

  *root = (Frame) { expr, 0 };
  while (frames->len > 0)
    {
      Frame *f = (Frame *) frames->items + frames->len - 1;
      const QdCspExpr *e = f->node;
      Range r;

      if (f->next < e->n_kids)
        {
          const QdCspExpr *kid = e->kids[f->next++];

          *(Frame *) stack_push (frames) = (Frame) { kid, 0 };
          continue;
        }
      r = node_range (model, e, (Range *) ranges->items + ranges->len - e->n_kids);
      if (r.lo < -ARITH_MAX || r.hi > ARITH_MAX)
        return refuse (model, e, r, error);
      ranges->len -= e->n_kids;
      *(Range *) stack_push (ranges) = r;
      frames->len--;
    }
  return TRUE;
}

gboolean
qd_csp_expr_check_range (const QdCspModel *model, const QdCspExpr *expr, GError **error)
{
  Frame frame_buffer[INLINE_MAX];
  Range range_buffer[INLINE_MAX];
  Stack frames = { frame_buffer, 0, INLINE_MAX, sizeof (Frame), FALSE };
  Stack ranges = { range_buffer, 0, INLINE_MAX, sizeof (Range), FALSE };
  gboolean ok = walk (model, expr, &frames, &ranges, error);

  if (frames.heap)
    g_free (frames.items);
  if (ranges.heap)
    g_free (ranges.items);
  return ok;
}
