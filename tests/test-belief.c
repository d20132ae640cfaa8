/* test-belief.c — the exact inference engine (core/qd-factor, core/qd-belief)
 * on hand cases and on the textbook's networks:
 *   - the factor operations on AIMA 3rd ed. figure 14.10 (f(A,B) × f(B,C))
 *     and on small tables worked out in the comments;
 * Goldens come from the book and from the research notes' own enumeration
 * (/work/notes/issue94-research.md §3, §5, §6), never from this engine. */
#include "config.h"

#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "core/qd-belief.h"
#include "core/qd-belief-private.h"
#include "core/qd-factor.h"
#include "core/qd-factor-private.h"
#include "test-belief.h"

#define EPS 1e-12

static void
assert_values (const QdFactor *f, const double *expect, gsize n)
{
  g_assert_cmpuint (f->size, ==, n);
  for (gsize i = 0; i < n; i++)
    g_assert_cmpfloat_with_epsilon (f->values[i], expect[i], EPS);
}

void
net_add (TestNet *t, QdBeliefKind kind, guint card, const double *table, guint n_parents, ...)
{
  guint v = t->net.n_vars++;
  va_list ap;

  g_assert_cmpuint (v, <, MAX_NODES);
  t->card[v] = card;
  t->kind[v] = kind;
  t->table[v] = table;
  t->parent_start[v + 1] = t->parent_start[v] + n_parents;
  va_start (ap, n_parents);
  for (guint i = 0; i < n_parents; i++)
    t->parents[t->parent_start[v] + i] = va_arg (ap, guint);
  va_end (ap);
  t->net.card = t->card;
  t->net.kind = t->kind;
  t->net.parent_start = t->parent_start;
  t->net.parents = t->parents;
  t->net.table = t->table;
}

gboolean
net_has_arc (const TestNet *t, guint from, guint to)
{
  for (guint i = t->parent_start[to]; i < t->parent_start[to + 1]; i++)
    if (t->parents[i] == from)
      return TRUE;
  return FALSE;
}

/* Burglary, AIMA 3e fig. 14.2 (states: true, false). */
static const double p_b[] = { .001, .999 }, p_e[] = { .002, .998 };
static const double p_a[] = { .95, .05, .94, .06, .29, .71, .001, .999 };
static const double p_j[] = { .90, .10, .05, .95 }, p_m[] = { .70, .30, .01, .99 };

void
burglary (TestNet *t)
{
  memset (t, 0, sizeof *t);
  net_add (t, QD_BELIEF_CHANCE, 2, p_b, 0);
  net_add (t, QD_BELIEF_CHANCE, 2, p_e, 0);
  net_add (t, QD_BELIEF_CHANCE, 2, p_a, 2, B, E);
  net_add (t, QD_BELIEF_CHANCE, 2, p_j, 1, A);
  net_add (t, QD_BELIEF_CHANCE, 2, p_m, 1, A);
}

/* Sprinkler, AIMA 3e fig. 14.12a. */
static const double p_c[] = { .5, .5 }, p_s[] = { .1, .9, .5, .5 }, p_r[] = { .8, .2, .2, .8 };
static const double p_w[] = { .99, .01, .90, .10, .90, .10, 0, 1 };

void
sprinkler (TestNet *t)
{
  memset (t, 0, sizeof *t);
  net_add (t, QD_BELIEF_CHANCE, 2, p_c, 0);
  net_add (t, QD_BELIEF_CHANCE, 2, p_s, 1, C);
  net_add (t, QD_BELIEF_CHANCE, 2, p_r, 1, C);
  net_add (t, QD_BELIEF_CHANCE, 2, p_w, 2, S, R);
}

/* ------------------------------------------------------------- factors */

static void
test_factor_size (void)
{
  guint card[] = { 10, 10, 10 }, huge[] = { G_MAXUINT, G_MAXUINT, G_MAXUINT };
  gsize size = 0;
  double lg = 0;

  g_assert_true (qd_factor_size (card, 3, 0, &size, NULL));
  g_assert_cmpuint (size, ==, 1000);
  g_assert_true (qd_factor_size (card, 0, 0, &size, NULL));
  g_assert_cmpuint (size, ==, 1);
  g_assert_true (qd_factor_size (card, 3, 1000, &size, NULL));
  g_assert_false (qd_factor_size (card, 3, 999, &size, &lg));
  g_assert_cmpfloat_with_epsilon (lg, 3.0, 1e-9);
  /* (2^32 - 1)^3 passes a 64-bit size: refused, named 10^28.9 */
  g_assert_false (qd_factor_size (huge, 3, 0, &size, &lg));
  g_assert_cmpfloat_with_epsilon (lg, 3 * log10 ((double) G_MAXUINT), 1e-9);
}

/* A CPT over (X2, X0) given with X2 slowest is stored over (X0, X2):
 * entry (x0, x2) of the canonical table is the given 10·x2 + x0. */
static void
test_factor_reorder (void)
{
  guint vars[] = { 2, 0, 5 }, card[] = { 2, 3, 2 };
  double values[12];

  for (guint x2 = 0; x2 < 2; x2++)
    for (guint x0 = 0; x0 < 3; x0++)
      for (guint x5 = 0; x5 < 2; x5++)
        values[(x2 * 3 + x0) * 2 + x5] = 100 * x2 + 10 * x0 + x5;

  g_autoptr (QdFactor) f = qd_factor_new (vars, card, 3, values, 0);
  g_assert_cmpuint (f->vars[0], ==, 0);
  g_assert_cmpuint (f->vars[1], ==, 2);
  g_assert_cmpuint (f->vars[2], ==, 5);
  g_assert_cmpuint (f->card[0], ==, 3);
  for (guint x0 = 0; x0 < 3; x0++)
    for (guint x2 = 0; x2 < 2; x2++)
      for (guint x5 = 0; x5 < 2; x5++)
        {
          guint state[6] = { x0, 0, x2, 0, 0, x5 };
          g_assert_cmpfloat (f->values[(x0 * 2 + x2) * 2 + x5], ==, 100 * x2 + 10 * x0 + x5);
          g_assert_cmpfloat (qd_factor_get (f, state), ==, 100 * x2 + 10 * x0 + x5);
        }
  g_assert_cmpint (qd_factor_find (f, 2), ==, 1);
  g_assert_cmpint (qd_factor_find (f, 1), ==, -1);
  g_assert_null (qd_factor_new (vars, card, 3, values, 11));
}

/* AIMA 3e figure 14.10: f1(A,B) = .3 .7 .9 .1, f2(B,C) = .2 .8 .6 .4 (true
 * first); f1 × f2 (A,B,C) = .06 .24 .42 .28 .18 .72 .06 .04. */
/* Σ Π of a small step (qd_factor_product_sum_small), against the sum
 * written out here over every assignment: variables 0 … 5 (cards 2 3 2 4 3
 * 2, 288 assignments), factors over {0,1,3}, {1,2,4}, {3,4,5}, the
 * output over {0,2,5} (1, 3 and 4 summed out); and a step past
 * QD_FACTOR_SMALL entries refused, the output untouched. */
static void
test_factor_small (void)
{
  static const guint card6[] = { 2, 3, 2, 4, 3, 2 }, scope[3][3] = { { 0, 1, 3 }, { 1, 2, 4 }, { 3, 4, 5 } };
  guint out_vars[] = { 0, 2, 5 }, out_card[] = { 2, 2, 2 }, card[3], x[6];
  QdFactor *f[3];
  double expect[8] = { 0 };
  GRand *rand = g_rand_new_with_seed (94);

  for (guint i = 0; i < 3; i++)
    {
      for (guint j = 0; j < 3; j++)
        card[j] = card6[scope[i][j]];
      f[i] = qd_factor_new (scope[i], card, 3, NULL, 0);
      for (gsize e = 0; e < f[i]->size; e++)
        f[i]->values[e] = g_rand_double (rand);
    }
  for (guint a = 0; a < 288; a++)
    {
      double p = 1;
      for (guint v = 6, rest = a; v-- > 0; rest /= card6[v])
        x[v] = rest % card6[v];
      for (guint i = 0; i < 3; i++)
        p *= f[i]->values[(x[scope[i][0]] * card6[scope[i][1]] + x[scope[i][1]]) * card6[scope[i][2]] + x[scope[i][2]]];
      expect[(x[0] * 2 + x[2]) * 2 + x[5]] += p;
    }

  g_autoptr (QdFactor) out = qd_factor_new (out_vars, out_card, 3, NULL, 0);
  g_assert_true (qd_factor_product_sum_small ((const QdFactor *const *) f, 3, out));
  for (guint e = 0; e < 8; e++)
    g_assert_cmpfloat_with_epsilon (out->values[e], expect[e], 1e-12 * expect[e]);

  /* {0,1,3} × {1,2,4} × {3,4,5} × a factor of 2 × 2 new variables: 1,152 */
  guint big_vars[] = { 6, 7 }, big_card[] = { 2, 2 };
  g_autoptr (QdFactor) big = qd_factor_new (big_vars, big_card, 2, NULL, 0);
  const QdFactor *four[] = { f[0], f[1], f[2], big };
  out->values[0] = -1;
  g_assert_false (qd_factor_product_sum_small (four, 4, out));
  g_assert_cmpfloat (out->values[0], ==, -1);
  for (guint i = 0; i < 3; i++)
    qd_factor_free (f[i]);
  g_rand_free (rand);
}

static void
test_factor_product (void)
{
  guint ab[] = { 0, 1 }, bc[] = { 1, 2 }, two[] = { 2, 2, 2 };
  double v1[] = { .3, .7, .9, .1 }, v2[] = { .2, .8, .6, .4 };
  double expect[] = { .06, .24, .42, .28, .18, .72, .06, .04 };
  g_autoptr (QdFactor) f1 = qd_factor_new (ab, two, 2, v1, 0);
  g_autoptr (QdFactor) f2 = qd_factor_new (bc, two, 2, v2, 0);
  const QdFactor *both[] = { f2, f1 };
  guint vars[3], card[3];

  g_assert_cmpuint (qd_factor_union (both, 2, vars, card), ==, 3);
  g_assert_cmpuint (vars[0], ==, 0);
  g_assert_cmpuint (vars[2], ==, 2);

  g_autoptr (QdFactor) h = qd_factor_new (vars, card, 3, NULL, 0);
  qd_factor_product (both, 2, h);
  assert_values (h, expect, 8);

  /* Σ_A: (B,C) = .06+.18 .24+.72 .42+.06 .28+.04 */
  double sum_a[] = { .24, .96, .48, .32 };
  g_autoptr (QdFactor) s = qd_factor_new (bc, two, 2, NULL, 0);
  qd_factor_sum_out (h, 0, s);
  assert_values (s, sum_a, 4);
  /* the same without making the product */
  memset (s->values, 0, sizeof (double) * 4);
  g_assert_true (qd_factor_product_sum_out (both, 2, 0, s, NULL));
  assert_values (s, sum_a, 4);

  /* max_B: (A,C) = max(.06,.42) max(.24,.28) max(.18,.06) max(.72,.04) */
  guint ac[] = { 0, 2 }, argmax[4];
  double max_b[] = { .42, .28, .18, .72 };
  guint arg_b[] = { 1, 1, 0, 0 };
  g_autoptr (QdFactor) m = qd_factor_new (ac, two, 2, NULL, 0);
  qd_factor_max_out (h, 1, m, argmax);
  assert_values (m, max_b, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (argmax[i], ==, arg_b[i]);

  /* B = true (state 0): (A,C) = .06 .24 .18 .72 */
  double b_true[] = { .06, .24, .18, .72 };
  g_autoptr (QdFactor) r = qd_factor_reduce (h, 1, 0);
  assert_values (r, b_true, 4);
  g_assert_cmpuint (r->vars[1], ==, 2);

  /* the entries sum to 2 */
  g_assert_cmpfloat_with_epsilon (qd_factor_normalize (h), 2.0, EPS);
  g_assert_cmpfloat_with_epsilon (h->values[5], .36, EPS);
  g_autoptr (QdFactor) copy = qd_factor_copy (h);
  g_assert_cmpfloat_with_epsilon (qd_factor_sum (copy), 1.0, EPS);
}

/* Σ_SUM A · B as matrix products (qd-factor-contract.c) against the sum
 * written out here: every assignment of the variables in turn, A's and
 * B's entries found by their own strides. */
static double
entry_of (const QdFactor *f, const guint *state)
{
  gsize at = 0;

  for (guint i = 0; i < f->n; i++)
    at = at * f->card[i] + state[f->vars[i]];
  return f->values[at];
}

static void
check_contract (const guint *av, guint an, const guint *bv, guint bn, const guint *sum, guint n_sum, gint expect)
{
  static const guint card[7] = { 4, 5, 3, 6, 8, 4, 2 };
  guint ac[7], bc[7], ov[7], oc[7], on = 0, state[7] = { 0 };
  double va[4096], vb[4096];

  for (guint i = 0; i < an; i++)
    ac[i] = card[av[i]];
  for (guint i = 0; i < bn; i++)
    bc[i] = card[bv[i]];
  for (guint i = 0; i < 4096; i++)
    va[i] = 0.01 + (i * 7919 % 101) / 101.0, vb[i] = 0.02 + (i * 104729 % 97) / 97.0;
  g_autoptr (QdFactor) a = qd_factor_new (av, ac, an, va, 0);
  g_autoptr (QdFactor) b = qd_factor_new (bv, bc, bn, vb, 0);
  for (guint v = 0; v < 7; v++)
    {
      gboolean used = FALSE, summed = FALSE;
      for (guint i = 0; i < an; i++)
        used |= av[i] == v;
      for (guint i = 0; i < bn; i++)
        used |= bv[i] == v;
      for (guint i = 0; i < n_sum; i++)
        summed |= sum[i] == v;
      if (used && !summed)
        ov[on] = v, oc[on++] = card[v];
    }
  g_autoptr (QdFactor) out = qd_factor_new (ov, oc, on, NULL, 0);
  g_autoptr (QdFactor) hand = qd_factor_new (ov, oc, on, NULL, 0);
  g_assert_cmpint (qd_factor_contract (a, b, sum, n_sum, out, NULL), ==, expect);
  if (expect != 1)
    return;
  guint used[7], nu = 0;
  for (guint v = 0; v < 7; v++)
    if (qd_factor_find (a, v) >= 0 || qd_factor_find (b, v) >= 0)
      used[nu++] = v;
  for (gint d = 0; d >= 0;)   /* every assignment of the variables used */
    {
      gsize at = 0;
      for (guint i = 0; i < on; i++)
        at = at * oc[i] + state[ov[i]];
      hand->values[at] += entry_of (a, state) * entry_of (b, state);
      for (d = (gint) nu - 1; d >= 0 && ++state[used[d]] == card[used[d]]; d--)
        state[used[d]] = 0;
    }
  assert_values (out, hand->values, hand->size);
}

static void
test_factor_contract (void)
{
  /* batch 2, rows 0 5, columns 1 4, summed 3: OUT (0 1 2 4 5) reordered */
  guint a1[] = { 0, 2, 3, 5 }, b1[] = { 1, 2, 3, 4 }, s1[] = { 3 };
  /* batch 0, rows 1, columns 4 6, summed 2 3: OUT (0 1 4 6) in order */
  guint a2[] = { 0, 1, 2, 3 }, b2[] = { 0, 2, 3, 4, 6 }, s2[] = { 2, 3 };
  /* 5 summed out of A alone: the walk's */
  guint s3[] = { 3, 5 };

  check_contract (a1, 4, b1, 4, s1, 1, 1);
  check_contract (a2, 4, b2, 5, s2, 2, 1);
  check_contract (a1, 4, b1, 4, s3, 2, -1);
}

/* Scopes of different cards, and the empty scope: f(X1: 3 states) = 1 2 3,
 * g(X0: 2, X1: 3) = 1…6; f·g (X0,X1) = 1 4 9 4 10 18; Σ over both = 46. */
static void
test_factor_cards (void)
{
  guint v1[] = { 1 }, c3[] = { 3 }, v01[] = { 0, 1 }, c23[] = { 2, 3 };
  double fv[] = { 1, 2, 3 }, gv[] = { 1, 2, 3, 4, 5, 6 }, expect[] = { 1, 4, 9, 4, 10, 18 };
  g_autoptr (QdFactor) f = qd_factor_new (v1, c3, 1, fv, 0);
  g_autoptr (QdFactor) g = qd_factor_new (v01, c23, 2, gv, 0);
  g_autoptr (QdFactor) fg = qd_factor_new (v01, c23, 2, NULL, 0);
  const QdFactor *both[] = { f, g };

  g_assert_true (qd_factor_product_stop (both, 2, fg, NULL));
  assert_values (fg, expect, 6);

  g_autoptr (QdFactor) x0 = qd_factor_new (v01, c23, 1, NULL, 0);
  g_autoptr (QdFactor) none = qd_factor_new (NULL, NULL, 0, NULL, 0);
  qd_factor_sum_out (fg, 1, x0);
  g_assert_cmpfloat_with_epsilon (x0->values[0], 14, EPS);
  g_assert_cmpfloat_with_epsilon (x0->values[1], 32, EPS);
  qd_factor_sum_out (x0, 0, none);
  g_assert_cmpuint (none->size, ==, 1);
  g_assert_cmpfloat_with_epsilon (none->values[0], 46, EPS);
  /* a product over nothing is 1; with the empty factor, its number */
  const QdFactor *scalar[] = { none, none };
  g_autoptr (QdFactor) sq = qd_factor_new (NULL, NULL, 0, NULL, 0);
  qd_factor_product (scalar, 2, sq);
  g_assert_cmpfloat_with_epsilon (sq->values[0], 46 * 46, EPS);
  g_assert_cmpfloat (qd_factor_normalize (sq), ==, 46 * 46);
  /* zeros stay as they were */
  g_autoptr (QdFactor) zero = qd_factor_new (v1, c3, 1, NULL, 0);
  g_assert_cmpfloat (qd_factor_normalize (zero), ==, 0);
  g_assert_cmpfloat (zero->values[2], ==, 0);
}

/* ------------------------------------------------------------- structure */

static void
assert_topological (const TestNet *t, const guint *order)
{
  guint place[MAX_NODES];

  for (guint i = 0; i < t->net.n_vars; i++)
    place[order[i]] = i;
  for (guint v = 0; v < t->net.n_vars; v++)
    for (guint i = t->parent_start[v]; i < t->parent_start[v + 1]; i++)
      g_assert_cmpuint (place[t->parents[i]], <, place[v]);
}

/* 0 → 1 → 2 → 3 → 1 (a cycle 1 2 3), 4 → 0: the cycle is found in arc order;
 * without the arc 3 → 1 the order puts parents first. */
static void
test_structure (void)
{
  TestNet t = { 0 }, bn;
  guint cycle[MAX_NODES], n_cycle = 0, order[MAX_NODES];
  guint child_start[MAX_NODES + 1], children[4 * MAX_NODES];

  net_add (&t, QD_BELIEF_CHANCE, 2, NULL, 1, 4);
  net_add (&t, QD_BELIEF_CHANCE, 2, NULL, 2, 0, 3);
  net_add (&t, QD_BELIEF_CHANCE, 2, NULL, 1, 1);
  net_add (&t, QD_BELIEF_CHANCE, 2, NULL, 1, 2);
  net_add (&t, QD_BELIEF_CHANCE, 2, NULL, 0);
  g_assert_true (qd_belief_find_cycle (&t.net, cycle, &n_cycle));
  g_assert_cmpuint (n_cycle, ==, 3);
  for (guint i = 0; i < n_cycle; i++)
    g_assert_true (net_has_arc (&t, cycle[i], cycle[(i + 1) % n_cycle]));
  g_assert_false (qd_belief_topological (&t.net, order));

  burglary (&bn);
  g_assert_false (qd_belief_find_cycle (&bn.net, cycle, &n_cycle));
  g_assert_cmpuint (n_cycle, ==, 0);
  g_assert_true (qd_belief_topological (&bn.net, order));
  assert_topological (&bn, order);
  qd_belief_children (&bn.net, child_start, children);
  /* B: A; E: A; A: J, M; J, M: none */
  g_assert_cmpuint (child_start[B + 1] - child_start[B], ==, 1);
  g_assert_cmpuint (children[child_start[E]], ==, A);
  g_assert_cmpuint (child_start[A + 1] - child_start[A], ==, 2);
  g_assert_cmpuint (children[child_start[A]], ==, J);
  g_assert_cmpuint (children[child_start[A] + 1], ==, M);
  g_assert_cmpuint (child_start[M + 1], ==, 4);
}

/* ------------------------------------------------------------- orders */

static void
assert_order (const TestNet *t, const gboolean *eliminate, QdBeliefOrderHeuristic h, const guint *expect, guint n,
              guint width, double largest, guint largest_var, double total)
{
  guint order[MAX_NODES];
  QdBeliefOrderCost cost;

  g_assert_cmpint (qd_belief_order (&t->net, eliminate, NULL, h, order, 0, &cost), ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (order[i], ==, expect[i]);
  g_assert_cmpuint (cost.width, ==, width);
  g_assert_cmpfloat (cost.largest, ==, largest);
  g_assert_cmpuint (cost.largest_var, ==, largest_var);
  g_assert_cmpfloat (cost.total, ==, total);
}

/* Burglary's moral graph: B-E, B-A, E-A, A-J, A-M (all binary).
 * Min-degree: degrees B2 E2 A4 J1 M1 → J (tie with M, lower id): {J,A} 4;
 * then M: {M,A} 4; then B2 E2 A2 → B: {B,E,A} 8; E: {E,A} 4; A: 2.
 * Order J M B E A, width 2, largest 8 (B), total 22.
 * Min-fill: fills B0 E0 A5 (6 pairs of B,E,J,M less B-E) J0 M0 → B: 8; then
 * E0 A3 J0 M0 → E: {E,A} 4; then A1 J0 M0 → J: 4; then A0 M0 → A: {A,M} 4;
 * M: 2.  Order B E J A M, width 2, largest 8 (B), total 22.
 * Min-weight (family sizes B8 E8 A32 J4 M4) follows min-degree here;
 * weighted min-fill (missing pairs × 4) follows min-fill. */
static void
test_order_burglary (void)
{
  TestNet t;
  gboolean all[] = { TRUE, TRUE, TRUE, TRUE, TRUE };
  guint by_degree[] = { J, M, B, E, A }, by_fill[] = { B, E, J, A, M };

  burglary (&t);
  assert_order (&t, all, QD_BELIEF_ORDER_MIN_DEGREE, by_degree, 5, 2, 8, B, 22);
  assert_order (&t, all, QD_BELIEF_ORDER_MIN_WEIGHT, by_degree, 5, 2, 8, B, 22);
  assert_order (&t, all, QD_BELIEF_ORDER_MIN_FILL, by_fill, 5, 2, 8, B, 22);
  assert_order (&t, all, QD_BELIEF_ORDER_WEIGHTED_MIN_FILL, by_fill, 5, 2, 8, B, 22);
}

/* A network of N binary chance nodes (tables not needed for orders):
 * node v's parents PARENTS[START[v] … START[v+1]). */
static QdBeliefNet
wide_net (guint n, guint *card, QdBeliefKind *kind, guint *start, const guint *parents)
{
  for (guint v = 0; v < n; v++)
    card[v] = 2, kind[v] = QD_BELIEF_CHANCE;
  return (QdBeliefNet) { .n_vars = n, .card = card, .kind = kind, .parent_start = start, .parents = parents };
}

/* More nodes than one word of the order's bit rows (64): a cycle of 130
 * binary nodes, arcs v → v+1 and 0 → 129 (moral edge 0–128 too, as 129's
 * parents are 128 and 0), all eliminated but 64 (a word's first bit).
 * Min-fill (weighted: 4 × the missing pairs, binary nodes): 129's
 * neighbours 128 and 0 are joined (fill 0), every other node misses one
 * pair, 0 and 128 two: 129 goes first, {129, 128, 0} 8 entries; then the
 * cycle 0 … 128, each node missing one pair, the lowest id first: 0 … 63
 * ({v, v+1, 128} 8 each, fill v+1–128), then 65 … 126 ({v, 64, v+1} 8
 * each, fill 64–v+1), then 127 in the triangle 64, 127, 128 (fill 0, 8)
 * and 128 ({128, 64} 4).  Width 2, largest 8 (129's, the first), total
 * 8 · 128 + 4 = 1028.
 * A random tree of 200 nodes (each node's one parent an earlier node), all
 * eliminated but the root: its moral graph is the tree, each heuristic
 * takes a leaf (degree 1, no fill, weight 4 against 8 or more) with one
 * neighbour left: 199 factors of 4, width 1, total 796.
 * A square V–A–U–B–V (nodes 0, 64, 1, 100) made by four observed
 * children (101 … 104, not present, their families joined): min-fill
 * (all miss one pair) takes V, the lowest, joining A–B ({V, A, B} 8); U
 * then misses none, as A and B: U next ({U, A, B} 8), not A (it would be
 * were U's score not made again: U is no neighbour of V, but next to both
 * ends of the new edge), then A ({A, B} 4) and B (2): total 22. */
static void
test_order_wide (void)
{
  enum { N_CYCLE = 130, N_TREE = 200 };
  static const QdBeliefOrderHeuristic fills[] = { QD_BELIEF_ORDER_MIN_FILL, QD_BELIEF_ORDER_WEIGHTED_MIN_FILL };
  static const QdBeliefOrderHeuristic all[] = { QD_BELIEF_ORDER_MIN_DEGREE, QD_BELIEF_ORDER_MIN_FILL,
                                                QD_BELIEF_ORDER_MIN_WEIGHT, QD_BELIEF_ORDER_WEIGHTED_MIN_FILL };
  guint card[N_TREE], start[N_TREE + 1], parents[2 * N_TREE], order[N_TREE], expect[N_CYCLE], k = 0;
  QdBeliefKind kind[N_TREE];
  gboolean eliminate[N_TREE];
  QdBeliefOrderCost cost;
  QdBeliefNet net;
  GRand *rand = g_rand_new_with_seed (94);

  start[0] = 0;
  for (guint v = 0; v < N_CYCLE; v++)
    {
      start[v + 1] = start[v];
      if (v > 0)
        parents[start[v + 1]++] = v - 1;
      if (v == N_CYCLE - 1)
        parents[start[v + 1]++] = 0;
      eliminate[v] = v != 64;
    }
  expect[k++] = 129;
  for (guint v = 0; v < 129; v++)
    if (v != 64)
      expect[k++] = v;
  g_assert_cmpuint (k, ==, N_CYCLE - 1);
  net = wide_net (N_CYCLE, card, kind, start, parents);
  for (guint h = 0; h < G_N_ELEMENTS (fills); h++)
    {
      g_assert_cmpint (qd_belief_order (&net, eliminate, NULL, fills[h], order, 0, &cost), ==, N_CYCLE - 1);
      for (guint i = 0; i < N_CYCLE - 1; i++)
        g_assert_cmpuint (order[i], ==, expect[i]);
      g_assert_cmpuint (cost.width, ==, 2);
      g_assert_cmpfloat (cost.largest, ==, 8);
      g_assert_cmpuint (cost.largest_var, ==, 129);
      g_assert_cmpfloat (cost.total, ==, 1028);
    }

  start[0] = 0;
  for (guint v = 0; v < N_TREE; v++)
    {
      start[v + 1] = start[v];
      if (v > 0)
        parents[start[v + 1]++] = (guint) g_rand_int_range (rand, 0, (gint32) v);
      eliminate[v] = v != 0;
    }
  net = wide_net (N_TREE, card, kind, start, parents);
  for (guint h = 0; h < G_N_ELEMENTS (all); h++)
    {
      g_assert_cmpint (qd_belief_order (&net, eliminate, NULL, all[h], order, 0, &cost), ==, N_TREE - 1);
      g_assert_cmpuint (cost.width, ==, 1);
      g_assert_cmpfloat (cost.largest, ==, 4);
      g_assert_cmpfloat (cost.total, ==, 4 * (N_TREE - 1));
    }
  g_rand_free (rand);

  guint square[] = { 0, 1, 64, 100 }, family[][2] = { { 0, 64 }, { 0, 100 }, { 1, 64 }, { 1, 100 } };
  gboolean present[N_TREE] = { FALSE }, tables[N_TREE];

  start[0] = 0;
  for (guint v = 0; v < 105; v++)
    {
      start[v + 1] = start[v];
      for (guint i = 0; v > 100 && i < 2; i++)
        parents[start[v + 1]++] = family[v - 101][i];
      tables[v] = TRUE;
      eliminate[v] = present[v] = v == 0 || v == 1 || v == 64 || v == 100;
    }
  net = wide_net (105, card, kind, start, parents);
  g_assert_cmpint (qd_belief_order_tables (&net, eliminate, present, tables, QD_BELIEF_ORDER_MIN_FILL, order, 0,
                                           &cost), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (order[i], ==, square[i]);
  g_assert_cmpfloat (cost.total, ==, 22);
}

/* The order search (qd_belief_order_search) on a random network of 60
 * ternary nodes, each with up to two earlier parents, whose min-fill order
 * makes 1.3·10^7 entries: what it returns eliminates every node once and
 * costs, given back, what it says; less than min-fill's (6.5·10^6 when
 * written); and the same order at each run. */
static void
test_order_search (void)
{
  enum { N = 60 };
  guint card[N], start[N + 1], parents[3 * N], first[N], order[N], again[N], given[N];
  QdBeliefKind kind[N];
  gboolean all[N];
  QdBeliefOrderCost greedy, found, repeat, costed;
  gint n_found, n_again;
  GRand *rand = g_rand_new_with_seed (1994);
  QdBeliefNet net;

  start[0] = 0;
  for (guint v = 0; v < N; v++)
    {
      start[v + 1] = start[v];
      for (guint i = 0; v > 0 && i < MIN (v, 2u); i++)
        {
          guint p = (guint) g_rand_int_range (rand, 0, (gint32) v);
          gboolean seen = FALSE;
          for (guint j = start[v]; j < start[v + 1]; j++)
            seen |= parents[j] == p;
          if (!seen)
            parents[start[v + 1]++] = p;
        }
      all[v] = TRUE;
    }
  net = wide_net (N, card, kind, start, parents);
  for (guint v = 0; v < N; v++)
    card[v] = 3;
  g_assert_cmpint (qd_belief_order (&net, all, NULL, QD_BELIEF_ORDER_MIN_FILL, first, 0, &greedy), ==, N);
  g_assert_cmpfloat (greedy.total, >=, 4e6);   /* past SEARCH_FROM: searched */

  memcpy (order, first, sizeof first);
  found = greedy, n_found = N;
  qd_belief_order_search (&net, all, NULL, NULL, QD_BELIEF_DEFAULT_MAX_ENTRIES, NULL, order, &n_found, &found);
  g_assert_cmpint (n_found, ==, N);
  g_assert_cmpfloat (found.total, <, greedy.total);
  memcpy (given, order, sizeof order);
  g_assert_cmpint (qd_belief_order (&net, all, NULL, QD_BELIEF_ORDER_GIVEN, given, N, &costed), ==, N);
  g_assert_cmpfloat (costed.total, ==, found.total);
  g_assert_cmpfloat (costed.largest, ==, found.largest);
  g_assert_cmpuint (costed.width, ==, found.width);

  memcpy (again, first, sizeof first);
  repeat = greedy, n_again = N;
  qd_belief_order_search (&net, all, NULL, NULL, QD_BELIEF_DEFAULT_MAX_ENTRIES, NULL, again, &n_again, &repeat);
  g_assert_cmpmem (again, sizeof again, order, sizeof order);
  g_rand_free (rand);
}

/* Two parts: X (0, card 2) with children P, Q (1, 2; card 5): edges X-P,
 * X-Q, no P-Q; Y (6, card 2) with parents a, b, c (3, 4, 5; card 2): a
 * clique of four.  Only X and Y are eliminated.
 *   X: degree 2, fill 1 (P-Q), weight 2·5·5 = 50, weighted fill 25;
 *   Y: degree 3, fill 0, weight 2·2·2·2 = 16, weighted fill 0.
 * Min-degree takes X first, the three others Y; both orders make the
 * factors 50 and 16: width 3, largest 50 (X), total 66.
 * A star H (7) → L1, L2, L3 (8, 9, 10), all binary, eliminated in the
 * given order H L1 L2 L3: {H,L1,L2,L3} 16 then fill-in {L1,L2,L3} 8, 4, 2:
 * width 3, largest 16, total 30; min-degree takes L1, L2 (degree 1), then
 * H and L3 tie at degree 1 and H goes first: 4, 4, 4, 2: width 1, largest 4
 * (L1's), total 14. */
static void
test_order_hand (void)
{
  TestNet t = { 0 };
  static const double p2[] = { .5, .5 };
  gboolean xy[MAX_NODES] = { [0] = TRUE, [6] = TRUE }, star[MAX_NODES] = { [7] = TRUE, [8] = TRUE, [9] = TRUE, [10] = TRUE };
  guint x_first[] = { 0, 6 }, y_first[] = { 6, 0 }, given[] = { 7, 8, 9, 10 }, leaves[] = { 8, 9, 7, 10 };
  guint order[MAX_NODES];
  QdBeliefOrderCost cost;

  net_add (&t, QD_BELIEF_CHANCE, 2, p2, 0);
  net_add (&t, QD_BELIEF_CHANCE, 5, NULL, 1, 0);
  net_add (&t, QD_BELIEF_CHANCE, 5, NULL, 1, 0);
  for (guint i = 0; i < 3; i++)
    net_add (&t, QD_BELIEF_CHANCE, 2, p2, 0);
  net_add (&t, QD_BELIEF_CHANCE, 2, NULL, 3, 3, 4, 5);
  net_add (&t, QD_BELIEF_CHANCE, 2, p2, 0);
  for (guint i = 0; i < 3; i++)
    net_add (&t, QD_BELIEF_CHANCE, 2, NULL, 1, 7);

  assert_order (&t, xy, QD_BELIEF_ORDER_MIN_DEGREE, x_first, 2, 3, 50, 0, 66);
  assert_order (&t, xy, QD_BELIEF_ORDER_MIN_FILL, y_first, 2, 3, 50, 0, 66);
  assert_order (&t, xy, QD_BELIEF_ORDER_MIN_WEIGHT, y_first, 2, 3, 50, 0, 66);
  assert_order (&t, xy, QD_BELIEF_ORDER_WEIGHTED_MIN_FILL, y_first, 2, 3, 50, 0, 66);
  assert_order (&t, star, QD_BELIEF_ORDER_MIN_DEGREE, leaves, 4, 1, 4, 8, 14);

  memcpy (order, given, sizeof given);
  g_assert_cmpint (qd_belief_order (&t.net, star, NULL, QD_BELIEF_ORDER_GIVEN, order, 4, &cost), ==, 4);
  g_assert_cmpuint (cost.width, ==, 3);
  g_assert_cmpfloat (cost.largest, ==, 16);
  g_assert_cmpuint (cost.largest_var, ==, 7);
  g_assert_cmpfloat (cost.total, ==, 30);
  /* a repeat, a missing variable, one not to eliminate: refused */
  order[3] = 9;
  g_assert_cmpint (qd_belief_order (&t.net, star, NULL, QD_BELIEF_ORDER_GIVEN, order, 4, NULL), ==, -1);
  g_assert_cmpint (qd_belief_order (&t.net, star, NULL, QD_BELIEF_ORDER_GIVEN, order, 3, NULL), ==, -1);
  order[3] = 0;
  g_assert_cmpint (qd_belief_order (&t.net, star, NULL, QD_BELIEF_ORDER_GIVEN, order, 4, NULL), ==, -1);

  /* without L3 present the star's hub is H-L1-L2 only: H's factor is 8 */
  gboolean present[MAX_NODES];
  for (guint v = 0; v < MAX_NODES; v++)
    present[v] = v != 10;
  memcpy (order, given, sizeof given);
  star[10] = FALSE;
  g_assert_cmpint (qd_belief_order (&t.net, star, present, QD_BELIEF_ORDER_GIVEN, order, 3, &cost), ==, 3);
  g_assert_cmpfloat (cost.largest, ==, 8);
  g_assert_cmpfloat (cost.total, ==, 8 + 4 + 2);
}

/* ------------------------------------------------------------- queries */

typedef QdBeliefStatus (*AskFunc) (const QdBeliefNet *, const QdBeliefQuery *, QdBeliefResult *);

/* P(QUERY = state 0 | EVIDENCE) and P(e) by ASK with heuristic H (and the
 * given ORDER, N_ORDER, for GIVEN). */
static void
assert_ask (const TestNet *t, AskFunc ask, QdBeliefOrderHeuristic h, const guint *order, guint n_order, guint q,
            const gint *evidence, double expect, double p_e)
{
  QdBeliefQuery query;
  QdBeliefResult result = { 0 };

  qd_belief_query_init (&query);
  query.query = &q;
  query.n_query = 1;
  query.evidence = evidence;
  query.heuristic = h;
  query.order = order;
  query.n_order = n_order;
  g_assert_cmpint (ask (&t->net, &query, &result), ==, QD_BELIEF_OK);
  g_assert_cmpint (result.status, ==, QD_BELIEF_OK);
  g_assert_cmpuint (result.posterior->n, ==, 1);
  g_assert_cmpuint (result.posterior->vars[0], ==, q);
  g_assert_cmpfloat_with_epsilon (result.posterior->values[0], expect, 1e-10);
  g_assert_cmpfloat_with_epsilon (result.posterior->values[0] + result.posterior->values[1], 1, 1e-14);
  g_assert_cmpfloat_with_epsilon (result.evidence_probability / p_e, 1, 1e-9);
  qd_belief_result_clear (&result);
}

/* By enumeration, by elimination with each heuristic, and in ORDER. */
static void
assert_every_way (const TestNet *t, const guint *order, guint n_order, guint q, const gint *evidence, double expect,
                  double p_e)
{
  assert_ask (t, qd_belief_enumerate, QD_BELIEF_ORDER_MIN_FILL, NULL, 0, q, evidence, expect, p_e);
  for (gint h = QD_BELIEF_ORDER_MIN_DEGREE; h < QD_BELIEF_ORDER_GIVEN; h++)
    assert_ask (t, qd_belief_eliminate, h, NULL, 0, q, evidence, expect, p_e);
  assert_ask (t, qd_belief_eliminate, QD_BELIEF_ORDER_GIVEN, order, n_order, q, evidence, expect, p_e);
}

/* The research notes' §3 table (their own full enumeration), P(B = true |
 * …) and P(evidence); the given order names every node (those not hidden
 * are skipped) in the order M J A E B. */
static void
test_burglary (void)
{
  TestNet t;
  guint order[] = { M, J, A, E, B };
  static const struct { gint j, m; double p, p_e; } rows[] = {
    { 0, 0, 0.2841718354, 0.002084100239 },
    { 0, 1, 0.0051298581, 0.05005487546 },
    { 1, 0, 0.0068762461, 0.009652244741 },
    { 1, 1, 0.0000901844, 0.9382087796 },
    { 0, -1, 0.0162837299, 0.0521389757 },
    { -1, 0, 0.0561174540, 0.01173634498 },
  };

  burglary (&t);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      gint evidence[] = { -1, -1, -1, rows[i].j, rows[i].m };
      assert_every_way (&t, order, 5, B, evidence, rows[i].p, rows[i].p_e);
    }
  /* priors: P(A) = 0.0025164420, P(J) = 0.0521389757, P(M) = 0.0117363450 */
  assert_every_way (&t, order, 5, A, NULL, 0.0025164420, 1);
  assert_every_way (&t, order, 5, J, NULL, 0.0521389757, 1);
  assert_every_way (&t, order, 5, M, NULL, 0.0117363450, 1);
}

/* §3's sprinkler values (C, S, R, W; state 0 is true). */
static void
test_sprinkler (void)
{
  TestNet t;
  guint order[] = { W, R, S, C };
  static const struct { guint q; gint e[4]; double p, p_e; } rows[] = {
    { C, { -1, 0, 0, -1 }, 4.0 / 9, .5 * .1 * .8 + .5 * .5 * .2 },
    { C, { -1, 1, 0, -1 }, 36.0 / 41, .5 * .9 * .8 + .5 * .5 * .2 },
    { C, { -1, 0, 1, -1 }, 1.0 / 21, .5 * .1 * .2 + .5 * .5 * .8 },
    { C, { -1, -1, 0, -1 }, 0.8, 0.5 },
    { C, { -1, 0, -1, -1 }, 1.0 / 6, 0.3 },
    { C, { -1, -1, -1, 0 }, 0.5757997218, 0.6471 },
    { C, { -1, 0, -1, 0 }, 0.1747572816, 0.2781 },
    { R, { -1, -1, -1, 0 }, 0.7079276773, 0.6471 },
    { S, { -1, -1, -1, 0 }, 0.4297635605, 0.6471 },
    { R, { -1, 0, -1, -1 }, 0.3, 0.3 },
    { R, { 0, -1, -1, 0 }, 0.9758454106, 0.3726 },
    { R, { -1, 0, -1, 0 }, 0.3203883495, 0.2781 },
  };

  /* P(S, W) = Σ_C,R P(C) P(S|C) P(R|C) · P(W|S,R):
   *   C: .5·.1·(.8·.99 + .2·.9) = .0486;  ¬C: .5·.5·(.2·.99 + .8·.9) = .2295;
   * sum .2781.  P(C, W) = .5·(.1·.8·.99 + .1·.2·.9 + .9·.8·.9 + 0) = .3726. */
  sprinkler (&t);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    assert_every_way (&t, order, 4, rows[i].q, rows[i].e, rows[i].p, rows[i].p_e);
}

static QdBeliefStatus
ask_status (const TestNet *t, AskFunc ask, guint q, const gint *evidence, guint64 max_entries, const gint *stop,
            QdBeliefResult *result)
{
  QdBeliefQuery query;

  qd_belief_query_init (&query);
  query.query = &q;
  query.n_query = 1;
  query.evidence = evidence;
  query.max_entries = max_entries;
  query.stop = stop;
  return ask (&t->net, &query, result);
}

/* Impossible evidence (P(W | ¬S, ¬R) = 0), too small a limit, a stop. */
static void
test_refusals (void)
{
  TestNet t;
  gint impossible[] = { -1, 1, 1, 0 }, jm[] = { -1, -1, -1, 0, 0 }, stop = 1;
  AskFunc asks[] = { qd_belief_enumerate, qd_belief_eliminate };
  QdBeliefResult result = { 0 };

  sprinkler (&t);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (ask_status (&t, asks[i], C, impossible, 0, NULL, &result), ==, QD_BELIEF_IMPOSSIBLE);
      g_assert_null (result.posterior);
      g_assert_false (isnan (result.evidence_probability));
      qd_belief_result_clear (&result);
    }
  burglary (&t);
  /* eliminating A makes {A, B, E}: 8 entries, more than 4; refused before */
  g_assert_cmpint (ask_status (&t, qd_belief_eliminate, B, jm, 4, NULL, &result), ==, QD_BELIEF_TOO_BIG);
  g_assert_cmpfloat (result.cost.largest, ==, 8);
  g_assert_cmpuint (result.n_steps, ==, 0);
  g_assert_null (result.posterior);
  qd_belief_result_clear (&result);
  g_assert_cmpint (ask_status (&t, qd_belief_eliminate, B, jm, 8, NULL, &result), ==, QD_BELIEF_OK);
  qd_belief_result_clear (&result);
  /* the tree of P(B | j, m): 2 roots, then 2, 4, 8, 8, 8 nodes: 32 */
  g_assert_cmpint (ask_status (&t, qd_belief_enumerate, B, jm, 31, NULL, &result), ==, QD_BELIEF_TOO_BIG);
  g_assert_cmpuint (result.n_terms, ==, 0);
  g_assert_cmpint (ask_status (&t, qd_belief_enumerate, B, jm, 32, NULL, &result), ==, QD_BELIEF_OK);
  g_assert_cmpuint (result.n_terms, ==, 32);
  qd_belief_result_clear (&result);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (ask_status (&t, asks[i], B, jm, 0, &stop, &result), ==, QD_BELIEF_STOPPED);
      g_assert_null (result.posterior);
      qd_belief_result_clear (&result);
    }
}

/* Evidence that pruning drops still counts in P(e): B given E = true keeps
 * B alone (B ⊥ E), P(B) = .001 and P(e) = P(E = true) = .002.  A root whose
 * observed state has probability 0, d-separated from the query, makes the
 * evidence impossible all the same. */
static void
test_dropped_evidence (void)
{
  TestNet t = { 0 };
  gint e_true[] = { -1, 0, -1, -1, -1 }, zero[] = { -1, 1 };
  static const double half[] = { .5, .5 }, sure[] = { 1, 0 };
  AskFunc asks[] = { qd_belief_enumerate, qd_belief_eliminate };
  QdBeliefResult result = { 0 };

  burglary (&t);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (ask_status (&t, asks[i], B, e_true, 0, NULL, &result), ==, QD_BELIEF_OK);
      g_assert_cmpfloat_with_epsilon (result.posterior->values[0], .001, 1e-15);
      g_assert_cmpfloat_with_epsilon (result.evidence_probability, .002, 1e-15);
      g_assert_cmpuint (result.n_pruned, ==, 4);
      qd_belief_result_clear (&result);
    }
  memset (&t, 0, sizeof t);
  net_add (&t, QD_BELIEF_CHANCE, 2, half, 0);
  net_add (&t, QD_BELIEF_CHANCE, 2, sure, 0);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (ask_status (&t, asks[i], 0, zero, 0, NULL, &result), ==, QD_BELIEF_IMPOSSIBLE);
      qd_belief_result_clear (&result);
    }
}

/* ------------------------------------------------------------- trees and steps */

/* The burglary network and the query P(B | j, m): Q and JM hold what the
 * query points to. */
static void
query_b_given_jm (TestNet *t, QdBeliefQuery *query, guint *q, gint *jm)
{
  static const gint evidence[] = { -1, -1, -1, 0, 0 };

  burglary (t);
  memcpy (jm, evidence, sizeof evidence);
  *q = B;
  qd_belief_query_init (query);
  query->query = q, query->n_query = 1, query->evidence = jm;
}

typedef struct
{
  guint depth, var, state;
  double factor, value;
} Term;

static void
collect_term (gpointer data, guint depth, guint var, guint state, double factor, double value)
{
  Term term = { depth, var, state, factor, value };

  g_array_append_val ((GArray *) data, term);
}

/* The first term at DEPTH, VAR, STATE, FACTOR from FROM on: its index. */
static guint
find_term (GArray *terms, guint from, guint depth, guint var, guint state, double factor)
{
  for (guint i = from; i < terms->len; i++)
    {
      Term *t = &g_array_index (terms, Term, i);
      if (t->depth == depth && t->var == var && t->state == state && fabs (t->factor - factor) < 1e-15)
        return i;
    }
  g_assert_not_reached ();
}

#define TERM(i) (&g_array_index (terms, Term, i))

/* AIMA 3e fig. 14.8, P(B | j, m), terms as the research notes §3 work them
 * out: b, e: a = .95 × .90 × .70 = .5985, ¬a = .05 × .05 × .01 = .000025,
 * e's sum .598525; ¬e's sum .59223; b = .001 × (.002 × .598525 + .998 ×
 * .59223) = .00059224259.  ¬b, e: a = .29 × .9 × .7 = .1827, sum .183055;
 * ¬e's sum .0011295; ¬b = .999 × .001493351 = .001491857649.  Post-order:
 * below b, e, a the leaf M (.70) comes first, then J (.9 × .7 = .63). */
static void
test_enumeration_tree (void)
{
  TestNet t;
  gint jm[5];
  guint q, at;
  g_autoptr (GArray) terms = g_array_new (FALSE, FALSE, sizeof (Term));
  QdBeliefQuery query;
  QdBeliefResult result = { 0 };

  query_b_given_jm (&t, &query, &q, jm);
  query.on_term = collect_term, query.data = terms;
  g_assert_cmpint (qd_belief_enumerate (&t.net, &query, &result), ==, QD_BELIEF_OK);
  g_assert_cmpuint (terms->len, ==, 32);
  g_assert_cmpuint (result.n_terms, ==, 32);

  g_assert_true (TERM (0)->depth == 5 && TERM (0)->var == M && TERM (0)->state == 0);
  g_assert_cmpfloat_with_epsilon (TERM (0)->value, .70, 1e-15);
  g_assert_true (TERM (1)->depth == 4 && TERM (1)->var == J);
  g_assert_cmpfloat_with_epsilon (TERM (1)->value, .63, 1e-15);
  g_assert_true (TERM (2)->depth == 3 && TERM (2)->var == A && TERM (2)->state == 0);
  g_assert_cmpfloat_with_epsilon (TERM (2)->value, .5985, 1e-15);
  g_assert_true (TERM (5)->depth == 3 && TERM (5)->var == A && TERM (5)->state == 1);
  g_assert_cmpfloat_with_epsilon (TERM (5)->value, .000025, 1e-15);
  g_assert_true (TERM (6)->depth == 2 && TERM (6)->var == E && TERM (6)->state == 0);
  g_assert_cmpfloat_with_epsilon (TERM (6)->value / TERM (6)->factor, .598525, 1e-14);

  at = find_term (terms, 0, 2, E, 1, .998);
  g_assert_cmpfloat_with_epsilon (TERM (at)->value / .998, .59223, 1e-14);
  at = find_term (terms, at, 1, B, 0, .001);
  g_assert_cmpfloat_with_epsilon (TERM (at)->value, .00059224259, 1e-17);
  g_assert_true (TERM (at + 1)->depth == 0 && TERM (at + 1)->var == G_MAXUINT && TERM (at + 1)->state == 0);
  g_assert_cmpfloat_with_epsilon (TERM (at + 1)->value, .00059224259, 1e-17);
  at = find_term (terms, at, 3, A, 0, .29);
  g_assert_cmpfloat_with_epsilon (TERM (at)->value, .1827, 1e-15);
  at = find_term (terms, at, 2, E, 0, .002);
  g_assert_cmpfloat_with_epsilon (TERM (at)->value / .002, .183055, 1e-14);
  at = find_term (terms, at, 2, E, 1, .998);
  g_assert_cmpfloat_with_epsilon (TERM (at)->value / .998, .0011295, 1e-15);
  at = find_term (terms, at, 1, B, 1, .999);
  g_assert_cmpfloat_with_epsilon (TERM (at)->value, .001491857649, 1e-17);
  g_assert_cmpuint (at, ==, 30);
  g_assert_true (TERM (31)->depth == 0 && TERM (31)->state == 1);
  qd_belief_result_clear (&result);
}

static void
collect_step (gpointer data, const QdBeliefStep *step)
{
  GArray *steps = data;
  QdBeliefStep copy = *step;
  guint scope = 0;

  g_assert_cmpuint (step->index, ==, steps->len);
  for (guint i = 0; i < step->n_scope; i++)
    scope |= 1u << step->scope[i];
  copy.scope = NULL, copy.joined = NULL;
  copy.n_scope = scope;        /* the scope as a set of bits */
  g_array_append_val (steps, copy);
}

/* P(B | j, m) by weighted min-fill: J, M observed leave B-E-A, every fill 0,
 * E first (lowest id): P(E) and P(A | B, E) joined into f(A, B), 4 entries;
 * then A: f(A, B), P(j | A), P(m | A) into f(B), 2; last P(B) × f(B). */
static void
test_elimination_steps (void)
{
  TestNet t;
  gint jm[5];
  guint q;
  g_autoptr (GArray) steps = g_array_new (FALSE, FALSE, sizeof (QdBeliefStep));
  QdBeliefQuery query;
  QdBeliefResult result = { 0 };

  query_b_given_jm (&t, &query, &q, jm);
  query.on_step = collect_step, query.data = steps;
  g_assert_cmpint (qd_belief_eliminate (&t.net, &query, &result), ==, QD_BELIEF_OK);
  g_assert_cmpuint (steps->len, ==, 3);
  g_assert_cmpuint (result.n_steps, ==, 3);
  g_assert_cmpuint (g_array_index (steps, QdBeliefStep, 0).var, ==, E);
  g_assert_cmpuint (g_array_index (steps, QdBeliefStep, 0).n_joined, ==, 2);
  g_assert_cmpuint (g_array_index (steps, QdBeliefStep, 0).n_scope, ==, (1u << A) | (1u << B));
  g_assert_cmpuint (g_array_index (steps, QdBeliefStep, 0).size, ==, 4);
  g_assert_cmpuint (g_array_index (steps, QdBeliefStep, 1).var, ==, A);
  g_assert_cmpuint (g_array_index (steps, QdBeliefStep, 1).n_joined, ==, 3);
  g_assert_cmpuint (g_array_index (steps, QdBeliefStep, 1).n_scope, ==, 1u << B);
  g_assert_cmpuint (g_array_index (steps, QdBeliefStep, 2).var, ==, G_MAXUINT);
  g_assert_cmpuint (g_array_index (steps, QdBeliefStep, 2).n_joined, ==, 2);
  g_assert_cmpuint (g_array_index (steps, QdBeliefStep, 2).size, ==, 2);
  /* the order's cost: {E, A, B} 8 then {A, B} 4 */
  g_assert_cmpfloat (result.cost.largest, ==, 8);
  g_assert_cmpfloat (result.cost.total, ==, 12);
  g_assert_cmpuint (result.cost.width, ==, 2);
  qd_belief_result_clear (&result);
}

/* P(C | w): W observed is no vertex, but its table, reduced to f(S, R),
 * joins S and R: the graph C-S, C-R, S-R; min-degree eliminates S (degree
 * 2, lowest id) making {S, C, R} 8 entries, then R {R, C} 4. */
static void
test_evidence_graph (void)
{
  TestNet t;
  gint w[] = { -1, -1, -1, 0 };
  guint q = C;
  QdBeliefQuery query;
  QdBeliefResult result = { 0 };

  sprinkler (&t);
  qd_belief_query_init (&query);
  query.query = &q, query.n_query = 1, query.evidence = w;
  query.heuristic = QD_BELIEF_ORDER_MIN_DEGREE;
  g_assert_cmpint (qd_belief_eliminate (&t.net, &query, &result), ==, QD_BELIEF_OK);
  g_assert_cmpfloat (result.cost.largest, ==, 8);
  g_assert_cmpuint (result.cost.largest_var, ==, S);
  g_assert_cmpfloat (result.cost.total, ==, 12);
  qd_belief_result_clear (&result);
  query.max_entries = 7;
  g_assert_cmpint (qd_belief_eliminate (&t.net, &query, &result), ==, QD_BELIEF_TOO_BIG);
  qd_belief_result_clear (&result);
}

/* P(B, E | j, m) over (B, E), from the tree's terms above:
 * b e .001 · .002 · .598525, b ¬e .001 · .998 · .59223,
 * ¬b e .999 · .002 · .183055, ¬b ¬e .999 · .998 · .0011295, over P(e). */
static void
test_joint_query (void)
{
  TestNet t;
  gint jm[] = { -1, -1, -1, 0, 0 };
  guint q[] = { E, B };
  double p_e = 0.002084100239;
  double expect[] = { .001 * .002 * .598525 / p_e, .001 * .998 * .59223 / p_e, .999 * .002 * .183055 / p_e,
                      .999 * .998 * .0011295 / p_e };
  AskFunc asks[] = { qd_belief_enumerate, qd_belief_eliminate };
  QdBeliefQuery query;

  burglary (&t);
  qd_belief_query_init (&query);
  query.query = q, query.n_query = 2, query.evidence = jm;
  for (guint i = 0; i < 2; i++)
    {
      QdBeliefResult result = { 0 };
      g_assert_cmpint (asks[i] (&t.net, &query, &result), ==, QD_BELIEF_OK);
      g_assert_cmpuint (result.posterior->n, ==, 2);
      g_assert_cmpuint (result.posterior->vars[0], ==, B);
      for (guint k = 0; k < 4; k++)
        g_assert_cmpfloat_with_epsilon (result.posterior->values[k], expect[k], 1e-9);
      qd_belief_result_clear (&result);
    }
}

/* The textbook exercise (AIMA 3e ch. 16, "buy the book"): decision Buy,
 * P(m | b) = .9, P(m | ¬b) = .7; P(p | b, m) = .9, P(p | b, ¬m) = .5,
 * P(p | ¬b, m) = .8, P(p | ¬b, ¬m) = .3; a utility node U(Buy, Pass).
 * P(p | b) = .9·.9 + .1·.5 = .86 (P(e) 1: a set decision is no chance);
 * P(p | ¬b) = .7·.8 + .3·.3 = .65; unset, Buy is uniform: P(p) = .755;
 * P(m | p) = .5 (.9·.9 + .7·.8) / .755 = .685 / .755. */
static void
test_decision (void)
{
  TestNet t = { 0 };
  static const double mastery[] = { .9, .1, .7, .3 }, pass[] = { .9, .1, .5, .5, .8, .2, .3, .7 };
  static const double utility[] = { 1900, -100, 2000, 0 };
  gint buy[] = { 0, -1, -1, -1 }, passed[] = { -1, -1, 0, -1 }, none[] = { -1, -1, -1, -1 };
  guint order[] = { 1, 0 };

  net_add (&t, QD_BELIEF_DECISION, 2, NULL, 0);
  net_add (&t, QD_BELIEF_CHANCE, 2, mastery, 1, 0);
  net_add (&t, QD_BELIEF_CHANCE, 2, pass, 2, 0, 1);
  net_add (&t, QD_BELIEF_UTILITY, 1, utility, 2, 0, 2);
  assert_every_way (&t, order, 2, 2, buy, .86, 1);
  assert_every_way (&t, order, 2, 2, none, .755, 1);
  assert_every_way (&t, order, 2, 1, passed, .685 / .755, .755);

  /* a given order leaving out a hidden variable: refused */
  QdBeliefQuery query;
  QdBeliefResult result = { 0 };
  guint q = 2;
  qd_belief_query_init (&query);
  query.query = &q, query.n_query = 1, query.evidence = none;
  query.heuristic = QD_BELIEF_ORDER_GIVEN, query.order = order, query.n_order = 1;
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*given order*");
  g_assert_cmpint (qd_belief_eliminate (&t.net, &query, &result), ==, QD_BELIEF_STOPPED);
  g_test_assert_expected_messages ();
  g_assert_null (result.posterior);
}

static void
test_names (void)
{
  for (gint h = QD_BELIEF_ORDER_MIN_DEGREE; h <= QD_BELIEF_ORDER_GIVEN; h++)
    {
      g_assert_cmpint (qd_belief_order_from_string (qd_belief_order_to_string (h)), ==, h);
      g_assert_nonnull (qd_belief_order_label (h));
    }
  g_assert_cmpstr (qd_belief_order_to_string (QD_BELIEF_ORDER_WEIGHTED_MIN_FILL), ==, "weighted-min-fill");
  g_assert_cmpint (qd_belief_order_from_string ("min-size"), ==, -1);
  g_assert_cmpint (qd_belief_order_from_string (NULL), ==, -1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/belief/factor/size", test_factor_size);
  g_test_add_func ("/belief/factor/reorder", test_factor_reorder);
  g_test_add_func ("/belief/factor/product", test_factor_product);
  g_test_add_func ("/belief/factor/small", test_factor_small);
  g_test_add_func ("/belief/factor/cards", test_factor_cards);
  g_test_add_func ("/belief/factor/contract", test_factor_contract);
  g_test_add_func ("/belief/structure", test_structure);
  g_test_add_func ("/belief/names", test_names);
  g_test_add_func ("/belief/order/burglary", test_order_burglary);
  g_test_add_func ("/belief/order/hand", test_order_hand);
  g_test_add_func ("/belief/order/wide", test_order_wide);
  g_test_add_func ("/belief/order/search", test_order_search);
  g_test_add_func ("/belief/burglary", test_burglary);
  g_test_add_func ("/belief/sprinkler", test_sprinkler);
  g_test_add_func ("/belief/refusals", test_refusals);
  g_test_add_func ("/belief/dropped-evidence", test_dropped_evidence);
  g_test_add_func ("/belief/enumeration-tree", test_enumeration_tree);
  g_test_add_func ("/belief/elimination-steps", test_elimination_steps);
  g_test_add_func ("/belief/joint", test_joint_query);
  g_test_add_func ("/belief/evidence-graph", test_evidence_graph);
  g_test_add_func ("/belief/decision", test_decision);
  belief_dsep_add_tests ();
  return g_test_run ();
}
