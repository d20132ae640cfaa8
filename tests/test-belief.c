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
#include "core/qd-factor.h"
#include "core/qd-factor-private.h"

#define EPS 1e-12

static void
assert_values (const QdFactor *f, const double *expect, gsize n)
{
  g_assert_cmpuint (f->size, ==, n);
  for (gsize i = 0; i < n; i++)
    g_assert_cmpfloat_with_epsilon (f->values[i], expect[i], EPS);
}

/* A network built here: nodes added in id order. */
#define MAX_NODES 16

typedef struct
{
  QdBeliefNet net;
  guint card[MAX_NODES];
  QdBeliefKind kind[MAX_NODES];
  guint parent_start[MAX_NODES + 1];
  guint parents[4 * MAX_NODES];
  const double *table[MAX_NODES];
} TestNet;

static void
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

static gboolean
net_has_arc (const TestNet *t, guint from, guint to)
{
  for (guint i = t->parent_start[to]; i < t->parent_start[to + 1]; i++)
    if (t->parents[i] == from)
      return TRUE;
  return FALSE;
}

/* Burglary, AIMA 3e fig. 14.2 (states: true, false). */
enum { B, E, A, J, M };
static const double p_b[] = { .001, .999 }, p_e[] = { .002, .998 };
static const double p_a[] = { .95, .05, .94, .06, .29, .71, .001, .999 };
static const double p_j[] = { .90, .10, .05, .95 }, p_m[] = { .70, .30, .01, .99 };

static void
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
enum { C, S, R, W };
static const double p_c[] = { .5, .5 }, p_s[] = { .1, .9, .5, .5 }, p_r[] = { .8, .2, .2, .8 };
static const double p_w[] = { .99, .01, .90, .10, .90, .10, 0, 1 };

static void
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
  g_test_add_func ("/belief/factor/cards", test_factor_cards);
  g_test_add_func ("/belief/structure", test_structure);
  g_test_add_func ("/belief/names", test_names);
  g_test_add_func ("/belief/order/burglary", test_order_burglary);
  g_test_add_func ("/belief/order/hand", test_order_hand);
  return g_test_run ();
}
