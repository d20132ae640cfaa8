/* qd-csp-expr-bounds.c — bounds reasoning through an expression (the
 * HC4-revise of interval constraint solvers): every node's interval is
 * computed from its variables' current bounds (the rules of
 * qd-csp-expr-range.c), then the root comparison narrows its two sides
 * and each operation passes what its result may be down to its kids:
 *   - a + b + …, a - b, -a: the others' bounds moved across;
 *   - a · b = t: a within t / b over the parts of b on either side of 0
 *     (nothing when both t and b hold 0), rounded inwards;
 *   - abs(a), dist(a, b): a (a - b) within ±t; min: every kid at least
 *     t's least; max: every kid at most t's greatest;
 *   - a comparison, and, or, not known true or false (the root, or a kid
 *     of one so known, or a product cut to 0): its sides narrowed, or the
 *     truth its kids are left with passed down;
 *   - /, %, pow, if, element: no narrowing.
 * A variable met twice is narrowed by each occurrence.  All of it is on
 * 128-bit integers: the nodes stay within ±2^62 (qd_csp_expr_check_range),
 * a product of two within ±2^124, a sum of QD_CSP_EXPR_RANGE_NODES within
 * ±2^72, so no step overflows.  Nothing is allocated: the nodes' ranges
 * are in the caller's arrays, in preorder.  The backward pass can note
 * each range it narrows (qd_csp_expr_narrow_logged), for a caller that
 * keeps the forward pass's ranges from call to call and undoes it
 * (qd-csp-expr-cache.c). */
#include "config.h"
#include "qd-csp-model-private.h"

typedef __int128 Wide;
typedef QdCspRange Range;

#define WIDE_MAX ((Wide) 1 << 120)
#define FULL ((Range) { -WIDE_MAX, WIDE_MAX })

static gboolean
is_comparison (QdCspExprKind kind)
{
  return kind == QD_CSP_EXPR_EQ || kind == QD_CSP_EXPR_NE || kind == QD_CSP_EXPR_LT ||
         kind == QD_CSP_EXPR_LE || kind == QD_CSP_EXPR_GT || kind == QD_CSP_EXPR_GE;
}

/* The nodes below e, e included; G_MAXUINT past the limits or on a symbol. */
static guint
count_nodes (const QdCspExpr *e, guint depth, guint limit)
{
  guint n = 1;

  if (depth > QD_CSP_EXPR_BOUNDS_DEPTH || e->kind == QD_CSP_EXPR_SYMBOL)
    return G_MAXUINT;
  for (guint i = 0; i < e->n_kids && n <= limit; i++)
    {
      guint m = count_nodes (e->kids[i], depth + 1, limit);

      n = m == G_MAXUINT ? G_MAXUINT : n + m;
    }
  return n;
}

/* A comparison, or a conjunction whose kids are (conjunctions of) comparisons. */
static gboolean
narrowing_root (const QdCspExpr *e)
{
  if (is_comparison (e->kind))
    return TRUE;
  if (e->kind != QD_CSP_EXPR_AND)
    return FALSE;
  for (guint i = 0; i < e->n_kids; i++)
    if (!narrowing_root (e->kids[i]))
      return FALSE;
  return TRUE;
}

guint
qd_csp_expr_bounds_nodes (const QdCspExpr *expr)
{
  guint n;

  if (!narrowing_root (expr))
    return 0;
  n = count_nodes (expr, 0, QD_CSP_EXPR_BOUNDS_NODES);
  return n <= QD_CSP_EXPR_BOUNDS_NODES ? n : 0;
}

guint
qd_csp_expr_range_nodes (const QdCspExpr *expr)
{
  guint n = count_nodes (expr, 0, QD_CSP_EXPR_RANGE_NODES);

  return n <= QD_CSP_EXPR_RANGE_NODES ? n : 0;
}

/* ------------------------------------------------------------ forward */

typedef struct {
  Range *vars;
  Range *ranges;            /* the nodes', in preorder */
  guint *sizes;             /* the nodes' subtrees' */
  QdCspRangeLog *log;       /* NULL, or where the backward pass notes each range it narrows */
} Narrow;

/* A condition decided by its kids' ranges: 1 (0) when it holds for
 * (fails for) every value they leave, else 0 .. 1; `r` for other nodes.
 * The connectives read a kid as true when 0 is out of its range. */
static Range
decided (const QdCspExpr *e, const Range *kid, Range r)
{
  gboolean yes = FALSE, no = FALSE;

#define TRUE_ALWAYS(k) ((k).lo > 0 || (k).hi < 0)
#define FALSE_ALWAYS(k) ((k).lo == 0 && (k).hi == 0)
  switch (e->kind)
    {
    case QD_CSP_EXPR_EQ:
      yes = kid[0].lo == kid[0].hi && kid[1].lo == kid[1].hi && kid[0].lo == kid[1].lo;
      no = kid[0].hi < kid[1].lo || kid[1].hi < kid[0].lo;
      break;
    case QD_CSP_EXPR_NE:
      no = kid[0].lo == kid[0].hi && kid[1].lo == kid[1].hi && kid[0].lo == kid[1].lo;
      yes = kid[0].hi < kid[1].lo || kid[1].hi < kid[0].lo;
      break;
    case QD_CSP_EXPR_LT:
    case QD_CSP_EXPR_GT:
    case QD_CSP_EXPR_LE:
    case QD_CSP_EXPR_GE:
      {
        /* a < b + strict... as a <= b - gap, the sides swapped for > and >=. */
        gboolean swap = e->kind == QD_CSP_EXPR_GT || e->kind == QD_CSP_EXPR_GE;
        Wide gap = e->kind == QD_CSP_EXPR_LT || e->kind == QD_CSP_EXPR_GT;
        Range a = kid[swap], b = kid[!swap];

        yes = a.hi <= b.lo - gap;
        no = a.lo > b.hi - gap;
      }
      break;
    case QD_CSP_EXPR_NOT:
      yes = FALSE_ALWAYS (kid[0]);
      no = TRUE_ALWAYS (kid[0]);
      break;
    case QD_CSP_EXPR_AND:
    case QD_CSP_EXPR_OR:
      {
        gboolean conj = e->kind == QD_CSP_EXPR_AND;

        /* and: true when every kid is, false when one is; or: the mirror. */
        yes = conj, no = !conj;
        for (guint i = 0; i < e->n_kids; i++)
          if (conj)
            yes = yes && TRUE_ALWAYS (kid[i]), no = no || FALSE_ALWAYS (kid[i]);
          else
            yes = yes || TRUE_ALWAYS (kid[i]), no = no && FALSE_ALWAYS (kid[i]);
      }
      break;
    case QD_CSP_EXPR_IMP:
      yes = FALSE_ALWAYS (kid[0]) || TRUE_ALWAYS (kid[1]);
      no = TRUE_ALWAYS (kid[0]) && FALSE_ALWAYS (kid[1]);
      break;
    default:
      return r;
    }
#undef TRUE_ALWAYS
#undef FALSE_ALWAYS
  return yes ? (Range) { 1, 1 } : no ? (Range) { 0, 0 } : r;
}

QdCspRange
qd_csp_expr_node_bounds (const QdCspExpr *e, const QdCspRange *kids)
{
  return decided (e, kids, qd_csp_expr_node_range (e, kids));
}

/* The node at ranges[at] and its subtree's; returns the subtree's size. */
static guint
forward (Narrow *n, const QdCspExpr *e, guint at)
{
  guint size = 1;

  if (e->kind == QD_CSP_EXPR_VAR)
    n->ranges[at] = n->vars[e->value];
  else if (e->kind == QD_CSP_EXPR_CONST)
    n->ranges[at] = (Range) { e->value, e->value };
  else
    {
      Range *kids = g_newa (Range, e->n_kids + 1);

      for (guint i = 0; i < e->n_kids; i++)
        {
          guint p = at + size;

          size += forward (n, e->kids[i], p);
          kids[i] = n->ranges[p];
        }
      n->ranges[at] = qd_csp_expr_node_bounds (e, kids);
    }
  n->sizes[at] = size;
  return size;
}

/* ----------------------------------------------------------- backward */

static gboolean
meet (Narrow *n, Range *r, Wide lo, Wide hi, gboolean *narrowed)
{
  if (n->log != NULL && (lo > r->lo || hi < r->hi))
    n->log->changes[n->log->len++] = (QdCspRangeChange) { r, *r };
  if (lo > r->lo)
    r->lo = lo, *narrowed = TRUE;
  if (hi < r->hi)
    r->hi = hi, *narrowed = TRUE;
  return r->lo <= r->hi;
}

/* a / b rounded down (b != 0): C's quotient, one less when it was
 * rounded up, towards 0 from below. */
static Wide
floor_div (Wide a, Wide b)
{
  /* On 64 bits when both fit (a product's kids mostly): a 128-bit
   * division is a library call. */
  if (a >= G_MININT64 / 2 && a <= G_MAXINT64 / 2 && b >= G_MININT64 / 2 && b <= G_MAXINT64 / 2)
    {
      gint64 a64 = (gint64) a, b64 = (gint64) b;

      return a64 / b64 - (a64 % b64 != 0 && (a64 < 0) != (b64 < 0));
    }
  return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

static Wide
ceil_div (Wide a, Wide b)
{
  return -floor_div (-a, b);
}

/* The integers a with a · b in t for some b in part (a part of one sign):
 * for each b > 0, ceil(t.lo / b) .. floor(t.hi / b), whose least is at
 * b's greatest when t.lo >= 0, else at its least, and the greatest the
 * mirror image; a negative part is -t over -part. */
static Range
quotient_part (Range t, Range part)
{
  if (part.hi < 0)
    {
      t = (Range) { -t.hi, -t.lo };
      part = (Range) { -part.hi, -part.lo };
    }
  return (Range) { ceil_div (t.lo, t.lo >= 0 ? part.hi : part.lo), floor_div (t.hi, t.hi >= 0 ? part.lo : part.hi) };
}

/* The integers a with a · b in t for some b in `b`. */
static Range
quotient (Range t, Range b)
{
  Range r = { WIDE_MAX, -WIDE_MAX };

  if (t.lo <= 0 && t.hi >= 0 && b.lo <= 0 && b.hi >= 0)
    return FULL;
  if (b.lo < 0)
    {
      Range q = quotient_part (t, (Range) { b.lo, MIN (b.hi, -1) });

      r = (Range) { MIN (r.lo, q.lo), MAX (r.hi, q.hi) };
    }
  if (b.hi > 0)
    {
      Range q = quotient_part (t, (Range) { MAX (b.lo, 1), b.hi });

      r = (Range) { MIN (r.lo, q.lo), MAX (r.hi, q.hi) };
    }
  return r;
}

/* Within ±t (t's least and greatest magnitudes) and within r: the hull of
 * r's negative and positive parts that fit. */
static Range
signed_within (Range r, Range t)
{
  Wide m = MAX (t.lo, 0);
  Range out = { WIDE_MAX, -WIDE_MAX };

  if (MAX (r.lo, -t.hi) <= MIN (r.hi, -m))
    out = (Range) { MAX (r.lo, -t.hi), MIN (r.hi, -m) };
  if (MAX (r.lo, m) <= MIN (r.hi, t.hi))
    out = (Range) { MIN (out.lo, MAX (r.lo, m)), MAX (out.hi, MIN (r.hi, t.hi)) };
  return out;
}

static inline gboolean backward (Narrow *n, const QdCspExpr *e, guint at, Range t);

/* The kids' positions in ranges: at + 1, then each after the one before. */
static void
kid_positions (const Narrow *n, const QdCspExpr *e, guint at, guint *pos)
{
  for (guint i = 0, k = at + 1; i < e->n_kids; i++)
    {
      pos[i] = k;
      k += n->sizes[k];
    }
}

static gboolean require_cmp (Narrow *n, const QdCspExpr *e, QdCspExprKind kind, const guint *pos);

static gboolean
is_condition (QdCspExprKind kind)
{
  return is_comparison (kind) || kind == QD_CSP_EXPR_AND || kind == QD_CSP_EXPR_OR || kind == QD_CSP_EXPR_NOT;
}

/* A comparison, a conjunction, a disjunction or a negation known to be
 * `truth`: a comparison (or its opposite) narrows its sides; a kid that is
 * itself such a condition gets the truth the others leave it (every kid of
 * a true conjunction true; the one kid of a false conjunction not already
 * true false; the mirror images for or). */
static gboolean
backward_condition (Narrow *n, const QdCspExpr *e, const guint *pos, gboolean truth)
{
  static const QdCspExprKind opposite[] = {
    [QD_CSP_EXPR_EQ] = QD_CSP_EXPR_NE, [QD_CSP_EXPR_NE] = QD_CSP_EXPR_EQ, [QD_CSP_EXPR_LT] = QD_CSP_EXPR_GE,
    [QD_CSP_EXPR_LE] = QD_CSP_EXPR_GT, [QD_CSP_EXPR_GT] = QD_CSP_EXPR_LE, [QD_CSP_EXPR_GE] = QD_CSP_EXPR_LT,
  };
  const Range *k = n->ranges;
  guint open = 0, last = 0;
  gboolean all;

  if (is_comparison (e->kind))
    return require_cmp (n, e, truth ? e->kind : opposite[e->kind], pos);
  if (e->kind == QD_CSP_EXPR_NOT)
    return !is_condition (e->kids[0]->kind) || backward (n, e->kids[0], pos[0], (Range) { !truth, !truth });
  if (e->kind != QD_CSP_EXPR_AND && e->kind != QD_CSP_EXPR_OR)
    return TRUE;
  /* all: every kid takes the truth (a true and, a false or); else one must. */
  all = truth == (e->kind == QD_CSP_EXPR_AND);
  for (guint i = 0; i < e->n_kids; i++)
    {
      gboolean settled = all ? FALSE : (truth ? k[pos[i]].lo == 0 && k[pos[i]].hi == 0
                                              : k[pos[i]].lo > 0 || k[pos[i]].hi < 0);

      if (all && is_condition (e->kids[i]->kind) && !backward (n, e->kids[i], pos[i], (Range) { truth, truth }))
        return FALSE;
      if (!all && !settled)
        open++, last = i;
    }
  if (!all && open == 1 && is_condition (e->kids[last]->kind))
    return backward (n, e->kids[last], pos[last], (Range) { truth, truth });
  return TRUE;
}

static gboolean
backward_kids (Narrow *n, const QdCspExpr *e, const guint *pos, Range t)
{
  const Range *k = n->ranges;

  switch (e->kind)
    {
    case QD_CSP_EXPR_NEG:
      return backward (n, e->kids[0], pos[0], (Range) { -t.hi, -t.lo });
    case QD_CSP_EXPR_ADD:
      {
        Range sum = { 0, 0 };

        for (guint i = 0; i < e->n_kids; i++)
          sum = (Range) { sum.lo + k[pos[i]].lo, sum.hi + k[pos[i]].hi };
        for (guint i = 0; i < e->n_kids; i++)
          {
            Range r = k[pos[i]], within = { t.lo - (sum.hi - r.hi), t.hi - (sum.lo - r.lo) };

            /* A kid the others leave room for is not visited (Rehearsal's 45). */
            if (r.lo <= r.hi && within.lo <= r.lo && r.hi <= within.hi)
              continue;
            if (!backward (n, e->kids[i], pos[i], within))
              return FALSE;
          }
        return TRUE;
      }
    case QD_CSP_EXPR_SUB:
      return backward (n, e->kids[0], pos[0], (Range) { t.lo + k[pos[1]].lo, t.hi + k[pos[1]].hi }) &&
             backward (n, e->kids[1], pos[1], (Range) { k[pos[0]].lo - t.hi, k[pos[0]].hi - t.lo });
    case QD_CSP_EXPR_MUL:
      return backward (n, e->kids[0], pos[0], quotient (t, k[pos[1]])) &&
             backward (n, e->kids[1], pos[1], quotient (t, k[pos[0]]));
    case QD_CSP_EXPR_ABS:
      return backward (n, e->kids[0], pos[0], signed_within (k[pos[0]], t));
    case QD_CSP_EXPR_DIST:
      {
        Range d = signed_within ((Range) { k[pos[0]].lo - k[pos[1]].hi, k[pos[0]].hi - k[pos[1]].lo }, t);

        return d.lo <= d.hi && backward (n, e->kids[0], pos[0], (Range) { d.lo + k[pos[1]].lo, d.hi + k[pos[1]].hi }) &&
               backward (n, e->kids[1], pos[1], (Range) { k[pos[0]].lo - d.hi, k[pos[0]].hi - d.lo });
      }
    case QD_CSP_EXPR_MIN:
    case QD_CSP_EXPR_MAX:
      for (guint i = 0; i < e->n_kids; i++)
        if (!backward (n, e->kids[i], pos[i], e->kind == QD_CSP_EXPR_MIN ? (Range) { t.lo, WIDE_MAX }
                                                                         : (Range) { -WIDE_MAX, t.hi }))
          return FALSE;
      return TRUE;
    default:
      return t.lo == t.hi ? backward_condition (n, e, pos, t.lo != 0) : TRUE;
    }
}

/* The node at ranges[at], just narrowed: its kids (or its variable) follow. */
static gboolean
backward_node (Narrow *n, const QdCspExpr *e, guint at)
{
  Range t = n->ranges[at];
  gboolean narrowed = FALSE;
  guint *pos;

  if (e->kind == QD_CSP_EXPR_VAR)
    return meet (n, &n->vars[e->value], t.lo, t.hi, &narrowed);
  pos = g_newa (guint, e->n_kids + 1);
  kid_positions (n, e, at, pos);
  return backward_kids (n, e, pos, t);
}

/* The node at ranges[at] takes values within t only: a node within t
 * already costs a comparison (inline: most are). */
static inline gboolean
backward (Narrow *n, const QdCspExpr *e, guint at, Range t)
{
  Range *r = &n->ranges[at];
  gboolean narrowed = FALSE;

  if (t.lo <= r->lo && r->hi <= t.hi)
    return r->lo <= r->hi;
  return meet (n, r, t.lo, t.hi, &narrowed) && backward_node (n, e, at);
}

/* The comparison `kind` holds between the kids at pos[0] and pos[1]. */
static gboolean
require_cmp (Narrow *n, const QdCspExpr *e, QdCspExprKind kind, const guint *pos)
{
  Range a = n->ranges[pos[0]], b = n->ranges[pos[1]];

  switch (kind)
    {
    case QD_CSP_EXPR_EQ:
      return backward (n, e->kids[0], pos[0], b) && backward (n, e->kids[1], pos[1], n->ranges[pos[0]]);
    case QD_CSP_EXPR_LE:
    case QD_CSP_EXPR_LT:
      {
        Wide gap = kind == QD_CSP_EXPR_LT;

        return backward (n, e->kids[0], pos[0], (Range) { -WIDE_MAX, b.hi - gap }) &&
               backward (n, e->kids[1], pos[1], (Range) { n->ranges[pos[0]].lo + gap, WIDE_MAX });
      }
    case QD_CSP_EXPR_GE:
    case QD_CSP_EXPR_GT:
      {
        Wide gap = kind == QD_CSP_EXPR_GT;

        return backward (n, e->kids[0], pos[0], (Range) { b.lo + gap, WIDE_MAX }) &&
               backward (n, e->kids[1], pos[1], (Range) { -WIDE_MAX, n->ranges[pos[0]].hi - gap });
      }
    default:
      /* != : only two equal single values fail. */
      return !(a.lo == a.hi && b.lo == b.hi && a.lo == b.lo);
    }
}

QdCspRange
qd_csp_expr_range_in (const QdCspExpr *expr, QdCspRange *vars, QdCspRange *ranges, guint *sizes)
{
  Narrow n = { vars, ranges, sizes, NULL };

  forward (&n, expr, 0);
  return ranges[0];
}

gboolean
qd_csp_expr_narrow_logged (const QdCspExpr *expr, QdCspRange t, QdCspRange *vars, QdCspRange *ranges, guint *sizes,
                           QdCspRangeLog *log)
{
  Narrow n = { vars, ranges, sizes, log };

  return backward (&n, expr, 0, t);
}

gboolean
qd_csp_expr_narrow_within (const QdCspExpr *expr, QdCspRange t, QdCspRange *vars, QdCspRange *ranges, guint *sizes)
{
  qd_csp_expr_range_in (expr, vars, ranges, sizes);
  return qd_csp_expr_narrow_logged (expr, t, vars, ranges, sizes, NULL);
}

gboolean
qd_csp_expr_narrow (const QdCspExpr *expr, QdCspRange *vars, QdCspRange *ranges, guint *sizes)
{
  return qd_csp_expr_narrow_within (expr, (Range) { 1, 1 }, vars, ranges, sizes);
}
