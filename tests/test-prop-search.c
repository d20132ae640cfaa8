/* test-prop-search.c — DPLL (core/qd-prop-dpll), WalkSAT
 * (core/qd-prop-walksat) and backward chaining (core/qd-prop-bc) against
 * the book's examples as docs/logic-peers.md §1 gives them, trees worked
 * out by hand (in the comments), brute force over every assignment of
 * random formulas, and forward chaining as a second route to Horn
 * entailment. */
#include "config.h"
#include "core/qd-prop-dpll.h"
#include "core/qd-prop-walksat.h"
#include "core/qd-prop-bc.h"

#include <string.h>

#include "test-prop-common.h"

/* Adds a clause given as DIMACS-like integers (1 is symbol 0, -1 its negation). */
static void
add_clause (QdPropClauses *clauses, const gint *ints, guint n)
{
  guint lits[16];

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (lits));
  for (guint i = 0; i < n; i++)
    lits[i] = ints[i] > 0 ? 2u * (guint) (ints[i] - 1) : 2u * (guint) (-ints[i] - 1) + 1u;
  g_assert_true (qd_prop_clauses_add (clauses, lits, n, QD_PROP_NONE, QD_PROP_NONE));
}

#define ADD(clauses, ...) \
  G_STMT_START { const gint c_[] = { __VA_ARGS__ }; add_clause (clauses, c_, G_N_ELEMENTS (c_)); } G_STMT_END

/* Whether some assignment of n symbols satisfies the clauses. */
static gboolean
brute_force_sat (const QdPropClauses *clauses, guint n)
{
  guint8 values[24];

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (values));
  for (guint32 row = 0; row < (1u << n); row++)
    {
      for (guint s = 0; s < n; s++)
        values[s] = (row >> s) & 1u;
      if (qd_prop_clauses_eval (clauses, values))
        return TRUE;
    }
  return FALSE;
}

/* A DPLL model satisfies every clause whatever its free symbols are. */
static void
check_dpll_model (const QdPropClauses *clauses, const QdPropDpll *dpll, guint n)
{
  g_autofree guint8 *values = g_new (guint8, n + 1);

  g_assert_nonnull (dpll->model);
  g_assert_cmpuint (dpll->model->len, ==, n);
  for (guint fill = 0; fill < 2; fill++)
    {
      for (guint s = 0; s < n; s++)
        {
          guint8 v = g_array_index (dpll->model, guint8, s);
          values[s] = v == QD_PROP_DPLL_FREE ? (guint8) fill : v;
        }
      g_assert_true (qd_prop_clauses_eval (clauses, values));
    }
}

static const QdPropDpllNode *
dpll_node (const QdPropDpll *dpll, guint i)
{
  g_assert_cmpuint (i, <, dpll->nodes->len);
  return &g_array_index (dpll->nodes, QdPropDpllNode, i);
}

/* One node of a tree worked out by hand. */
typedef struct
{
  guint parent, symbol, value;
  QdPropDpllHow how;
  QdPropDpllOutcome outcome;
  guint result, reason, falsified;
} Expected;

static void
check_tree (const QdPropDpll *dpll, const Expected *expected, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      const QdPropDpllNode *node = dpll_node (dpll, i);

      g_assert_cmpuint (node->parent, ==, expected[i].parent);
      g_assert_cmpuint (node->symbol, ==, expected[i].symbol);
      if (node->symbol != QD_PROP_NONE)
        g_assert_cmpuint (node->value, ==, expected[i].value);
      g_assert_cmpuint (node->how, ==, expected[i].how);
      g_assert_cmpuint (node->outcome, ==, expected[i].outcome);
      g_assert_cmpuint (node->result, ==, expected[i].result);
      g_assert_cmpuint (node->reason, ==, expected[i].reason);
      g_assert_cmpuint (node->falsified, ==, expected[i].falsified);
    }
}

#define N QD_PROP_NONE

/* A tree worked out by hand.  Symbols A B C D are 0 1 2 3; the clauses
 *   c0 A ∨ C   c1 ¬A ∨ B   c2 ¬A ∨ ¬B   c3 ¬C ∨ D   c4 B ∨ C ∨ ¬D.
 * Root: every symbol has both signs, no clause is unit: branch A = T.
 *   1 A=T: c0 true; not yet true c1 (B), c2 (¬B), c3 (¬C D), c4 (B C ¬D):
 *     B, C, D have both signs; the first unit clause is c1: B = T.
 *   2 B=T (unit c1): c2 = ¬A ∨ ¬B is false.  Back to the root: A = F.
 *   3 A=F: c1, c2 true; not yet true c0 (C), c3 (¬C D), c4 (B C ¬D):
 *     B only positive: pure, B = T.
 *   4 B=T (pure): c4 true; c0 (C), c3 (¬C D): C both, D positive: D = T.
 *   5 D=T (pure): c3 true; c0 (C): C = T.
 *   6 C=T (pure): every clause true.
 * 7 calls: 2 branches, 1 unit, 3 pure; the model A=F, B=C=D=T. */
static void
test_dpll_hand_tree (void)
{
  g_autoptr (QdPropClauses) clauses = qd_prop_clauses_new ();
  QdPropDpllOptions options = { 0 };
  QdPropDpll dpll;
  const guint8 model[] = { 0, 1, 1, 1 };
  static const Expected tree[] = {
    { N, N, 0, QD_PROP_DPLL_ROOT, QD_PROP_DPLL_CHILDREN, 1, N, N },
    { 0, 0, 1, QD_PROP_DPLL_BRANCH, QD_PROP_DPLL_CHILDREN, 0, N, N },
    { 1, 1, 1, QD_PROP_DPLL_UNIT, QD_PROP_DPLL_CONFLICT, 0, 1, 2 },
    { 0, 0, 0, QD_PROP_DPLL_BRANCH, QD_PROP_DPLL_CHILDREN, 1, N, N },
    { 3, 1, 1, QD_PROP_DPLL_PURE, QD_PROP_DPLL_CHILDREN, 1, N, N },
    { 4, 3, 1, QD_PROP_DPLL_PURE, QD_PROP_DPLL_CHILDREN, 1, N, N },
    { 5, 2, 1, QD_PROP_DPLL_PURE, QD_PROP_DPLL_MODEL, 1, N, N },
  };

  ADD (clauses, 1, 3);
  ADD (clauses, -1, 2);
  ADD (clauses, -1, -2);
  ADD (clauses, -3, 4);
  ADD (clauses, 2, 3, -4);
  qd_prop_dpll (clauses, 4, NULL, &dpll);
  g_assert_cmpint (dpll.status, ==, QD_PROP_DPLL_SAT);
  g_assert_cmpuint (dpll.n_nodes, ==, 7);
  g_assert_cmpuint (dpll.nodes->len, ==, 7);
  g_assert_cmpuint (dpll.n_branch, ==, 2);
  g_assert_cmpuint (dpll.n_unit, ==, 1);
  g_assert_cmpuint (dpll.n_pure, ==, 3);
  g_assert_cmpuint (dpll.max_depth, ==, 4);
  check_tree (&dpll, tree, G_N_ELEMENTS (tree));
  g_assert_cmpuint (dpll_node (&dpll, 6)->depth, ==, 4);
  g_assert_cmpuint (dpll.model_node, ==, 6);
  g_assert_cmpmem (dpll.model->data, dpll.model->len, model, sizeof model);
  qd_prop_dpll_clear (&dpll);

  /* Kept nodes: the first 3 in call order, all 7 counted. */
  options.max_kept = 3;
  qd_prop_dpll (clauses, 4, &options, &dpll);
  g_assert_cmpint (dpll.status, ==, QD_PROP_DPLL_SAT);
  g_assert_cmpuint (dpll.n_nodes, ==, 7);
  g_assert_cmpuint (dpll.nodes->len, ==, 3);
  g_assert_cmpuint (dpll.model_node, ==, QD_PROP_NONE);
  check_tree (&dpll, tree, 3);
  qd_prop_dpll_clear (&dpll);

  /* A budget of 4 calls: the fifth (node 4, B pure) is not made. */
  options.max_kept = 0;
  options.max_nodes = 4;
  qd_prop_dpll (clauses, 4, &options, &dpll);
  g_assert_cmpint (dpll.status, ==, QD_PROP_DPLL_BUDGET);
  g_assert_cmpuint (dpll.n_nodes, ==, 4);
  g_assert_null (dpll.model);
  g_assert_cmpuint (dpll_node (&dpll, 3)->outcome, ==, QD_PROP_DPLL_OPEN);
  g_assert_cmpuint (dpll_node (&dpll, 3)->result, ==, 2);
  qd_prop_dpll_clear (&dpll);
}

/* The four clauses over A and B (every sign pair): unsatisfiable, by hand
 * in 5 calls: root, A=T, B=T unit (c1 ¬A ∨ B), conflict on c3 ¬A ∨ ¬B;
 * A=F, B=T unit (c0 A ∨ B), conflict on c2 A ∨ ¬B. */
static void
test_dpll_unsat_tree (void)
{
  g_autoptr (QdPropClauses) clauses = qd_prop_clauses_new ();
  QdPropDpll dpll;
  gint stop = 1;
  QdPropDpllOptions stopped = { 0, 0, &stop };
  static const Expected tree[] = {
    { N, N, 0, QD_PROP_DPLL_ROOT, QD_PROP_DPLL_CHILDREN, 0, N, N },
    { 0, 0, 1, QD_PROP_DPLL_BRANCH, QD_PROP_DPLL_CHILDREN, 0, N, N },
    { 1, 1, 1, QD_PROP_DPLL_UNIT, QD_PROP_DPLL_CONFLICT, 0, 1, 3 },
    { 0, 0, 0, QD_PROP_DPLL_BRANCH, QD_PROP_DPLL_CHILDREN, 0, N, N },
    { 3, 1, 1, QD_PROP_DPLL_UNIT, QD_PROP_DPLL_CONFLICT, 0, 0, 2 },
  };

  ADD (clauses, 1, 2);
  ADD (clauses, -1, 2);
  ADD (clauses, 1, -2);
  ADD (clauses, -1, -2);
  qd_prop_dpll (clauses, 2, NULL, &dpll);
  g_assert_cmpint (dpll.status, ==, QD_PROP_DPLL_UNSAT);
  g_assert_cmpuint (dpll.n_nodes, ==, 5);
  check_tree (&dpll, tree, G_N_ELEMENTS (tree));
  g_assert_null (dpll.model);
  qd_prop_dpll_clear (&dpll);

  qd_prop_dpll (clauses, 2, &stopped, &dpll);
  g_assert_cmpint (dpll.status, ==, QD_PROP_DPLL_STOPPED);
  qd_prop_dpll_clear (&dpll);
}

/* §1.6: R1–R5 ∧ P1,2 unsatisfiable (KB ⊨ ¬P1,2); R1–R5 ∧ P2,2 satisfiable
 * with B2,1 = P2,2 = T, B1,1 = P1,1 = P1,2 = P2,1 = F (KB ⊭ ¬P2,2). */
static void
test_dpll_wumpus (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint kb = parse_ok (prop, R1_R5);
  QdPropDpll dpll;
  const char *false_names[] = { "B11", "P11", "P12", "P21" };

  g_assert_true (qd_prop_dpll_entails (prop, kb, parse_ok (prop, "¬P12"), NULL, &dpll, NULL));
  g_assert_cmpint (dpll.status, ==, QD_PROP_DPLL_UNSAT);
  g_assert_cmpuint (qd_prop_clauses_len (dpll.clauses), ==, 11);
  qd_prop_dpll_clear (&dpll);

  g_assert_true (qd_prop_dpll_entails (prop, kb, parse_ok (prop, "¬P22"), NULL, &dpll, NULL));
  g_assert_cmpint (dpll.status, ==, QD_PROP_DPLL_SAT);
  check_dpll_model (dpll.clauses, &dpll, qd_prop_n_symbols (prop));
  g_assert_cmpuint (g_array_index (dpll.model, guint8, qd_prop_lookup (prop, "B21")), ==, 1);
  g_assert_cmpuint (g_array_index (dpll.model, guint8, qd_prop_lookup (prop, "P22")), ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (false_names); i++)
    g_assert_cmpuint (g_array_index (dpll.model, guint8, qd_prop_lookup (prop, false_names[i])), ==, 0);
  qd_prop_dpll_clear (&dpll);

  /* KB ⊨ P2,2 ∨ P3,1; KB ⊭ ¬P3,1. */
  g_assert_true (qd_prop_dpll_entails (prop, kb, parse_ok (prop, "P22 ∨ P31"), NULL, &dpll, NULL));
  g_assert_cmpint (dpll.status, ==, QD_PROP_DPLL_UNSAT);
  qd_prop_dpll_clear (&dpll);
  g_assert_true (qd_prop_dpll_entails (prop, kb, parse_ok (prop, "¬P31"), NULL, &dpll, NULL));
  g_assert_cmpint (dpll.status, ==, QD_PROP_DPLL_SAT);
  qd_prop_dpll_clear (&dpll);
}

/* Random CNF of 3 to 10 symbols near the threshold: DPLL's answer is brute
 * force's, its models satisfy the clauses, every tree is well formed. */
static void
test_dpll_random (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (96);
  guint sat = 0, unsat = 0;

  for (guint round = 0; round < 400; round++)
    {
      g_autoptr (QdPropClauses) clauses = qd_prop_clauses_new ();
      guint n = (guint) g_rand_int_range (rand, 3, 11);
      guint m = (guint) (n * g_rand_double_range (rand, 2.0, 7.0));
      QdPropDpll dpll;

      for (guint c = 0; c < m; c++)
        {
          guint lits[3], k = g_rand_int_range (rand, 0, 10) == 0 ? 2 : 3;
          for (guint i = 0; i < k; i++)
            lits[i] = 2u * (guint) g_rand_int_range (rand, 0, (gint32) n) + g_rand_boolean (rand);
          qd_prop_clauses_add (clauses, lits, k, QD_PROP_NONE, QD_PROP_NONE);
        }
      qd_prop_dpll (clauses, n, NULL, &dpll);
      g_assert_cmpint (dpll.status == QD_PROP_DPLL_SAT, ==, brute_force_sat (clauses, n));
      if (dpll.status == QD_PROP_DPLL_SAT)
        check_dpll_model (clauses, &dpll, n), sat++;
      else
        unsat++;
      g_assert_cmpuint (dpll.n_nodes, ==, dpll.nodes->len);
      g_assert_cmpuint (dpll.n_nodes, ==, 1 + dpll.n_pure + dpll.n_unit + dpll.n_branch);
      for (guint i = 1; i < dpll.nodes->len; i++)
        {
          const QdPropDpllNode *node = dpll_node (&dpll, i);
          g_assert_cmpuint (node->parent, <, i);
          g_assert_cmpuint (node->depth, ==, dpll_node (&dpll, node->parent)->depth + 1);
          g_assert_cmpuint (node->outcome, !=, QD_PROP_DPLL_OPEN);
        }
      qd_prop_dpll_clear (&dpll);
    }
  g_assert_cmpuint (sat, >, 50);
  g_assert_cmpuint (unsat, >, 50);
}

#undef N

/* WalkSAT. */

/* Clauses false under `values`, counted from nothing. */
static guint
count_unsat (const QdPropClauses *clauses, const guint8 *values)
{
  guint n_unsat = 0;

  for (guint c = 0; c < qd_prop_clauses_len (clauses); c++)
    {
      guint n;
      const guint *lits = qd_prop_clause (clauses, c, &n);
      gboolean sat = FALSE;

      for (guint k = 0; k < n; k++)
        sat |= values[lits[k] >> 1] != (lits[k] & 1u);
      n_unsat += !sat;
    }
  return n_unsat;
}

/* Random 3-SAT with a planted model (every clause keeps a literal true in
 * it): satisfiable by construction. */
static QdPropClauses *
planted_3sat (GRand *rand, guint n, guint m)
{
  QdPropClauses *clauses = qd_prop_clauses_new ();
  g_autofree guint8 *hidden = g_new (guint8, n);

  for (guint s = 0; s < n; s++)
    hidden[s] = g_rand_boolean (rand);
  while (qd_prop_clauses_len (clauses) < m)
    {
      guint lits[3];
      gboolean sat = FALSE;

      for (guint i = 0; i < 3; i++)
        {
          lits[i] = 2u * (guint) g_rand_int_range (rand, 0, (gint32) n) + g_rand_boolean (rand);
          sat |= hidden[lits[i] >> 1] != (lits[i] & 1u);
        }
      if (sat)
        qd_prop_clauses_add (clauses, lits, 3, QD_PROP_NONE, QD_PROP_NONE);
    }
  return clauses;
}

/* Replays the flips from the initial assignment: each flip's count of
 * false clauses, the clause picked false before it, and each greedy flip
 * the best of its clause by a count from nothing (the first of ties). */
static void
replay_walksat (const QdPropClauses *clauses, guint n, const QdPropWalksat *ws)
{
  g_autofree guint8 *values = g_memdup2 (ws->initial->data, n);

  g_assert_cmpuint (count_unsat (clauses, values), ==, ws->initial_unsat);
  for (guint i = 0; i < ws->flips->len; i++)
    {
      const QdPropWalksatFlip *f = &g_array_index (ws->flips, QdPropWalksatFlip, i);
      guint len, best = G_MAXUINT, best_unsat = G_MAXUINT;
      const guint *lits = qd_prop_clause (clauses, f->clause, &len);

      g_assert_cmpuint (count_unsat (clauses, values), >, 0);
      for (guint k = 0; k < len; k++)
        g_assert_true (values[lits[k] >> 1] == (lits[k] & 1u));   /* the clause is false */
      for (guint k = 0; k < len; k++)
        {
          guint v = lits[k] >> 1, after;
          values[v] ^= 1u;
          after = count_unsat (clauses, values);
          values[v] ^= 1u;
          if (after < best_unsat)
            best = v, best_unsat = after;
        }
      if (f->greedy)
        g_assert_cmpuint (f->symbol, ==, best);
      values[f->symbol] ^= 1u;
      g_assert_cmpuint (values[f->symbol], ==, f->value);
      g_assert_cmpuint (count_unsat (clauses, values), ==, f->n_unsat);
    }
  if (ws->flips->len == ws->n_flips)
    g_assert_cmpmem (values, n, ws->model->data, n);
}

static gboolean
same_flips (const QdPropWalksat *a, const QdPropWalksat *b)
{
  if (a->flips->len != b->flips->len || a->n_flips != b->n_flips)
    return FALSE;
  for (guint i = 0; i < a->flips->len; i++)
    {
      const QdPropWalksatFlip *x = &g_array_index (a->flips, QdPropWalksatFlip, i);
      const QdPropWalksatFlip *y = &g_array_index (b->flips, QdPropWalksatFlip, i);
      if (x->clause != y->clause || x->symbol != y->symbol || x->greedy != y->greedy || x->n_unsat != y->n_unsat)
        return FALSE;
    }
  return TRUE;
}

/* Planted 3-SAT, 60 symbols at ratio 4.2: a model every time within a
 * generous budget, the flips replayed; the same seed, the same flips. */
static void
test_walksat_planted (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  guint64 total = 0;

  for (guint round = 0; round < 20; round++)
    {
      g_autoptr (QdPropClauses) clauses = planted_3sat (rand, 60, 252);
      QdPropWalksatOptions options = { 0.5, 200000, 1000 + round, 0, NULL };
      QdPropWalksat ws, again, other;

      qd_prop_walksat (clauses, 60, &options, &ws);
      g_assert_cmpint (ws.status, ==, QD_PROP_WALKSAT_SAT);
      g_assert_true (qd_prop_clauses_eval (clauses, (const guint8 *) ws.model->data));
      g_assert_cmpuint (ws.min_unsat, ==, 0);
      replay_walksat (clauses, 60, &ws);
      total += ws.n_flips;
      qd_prop_walksat (clauses, 60, &options, &again);
      g_assert_true (same_flips (&ws, &again));
      g_assert_cmpmem (ws.model->data, 60, again.model->data, 60);
      options.seed++;
      qd_prop_walksat (clauses, 60, &options, &other);
      g_assert_false (same_flips (&ws, &other) && memcmp (ws.initial->data, other.initial->data, 60) == 0);
      qd_prop_walksat_clear (&ws);
      qd_prop_walksat_clear (&again);
      qd_prop_walksat_clear (&other);
    }
  g_test_message ("planted 3-SAT n=60: %" G_GUINT64_FORMAT " flips in 20 runs", total);
}

/* p = 1: every flip a random-walk step; p = 0: every flip greedy. */
static void
test_walksat_p (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  g_autoptr (QdPropClauses) clauses = planted_3sat (rand, 40, 180);
  QdPropWalksatOptions options = { 1.0, 500, 3, 0, NULL };
  QdPropWalksat ws;

  qd_prop_walksat (clauses, 40, &options, &ws);
  g_assert_cmpuint (ws.n_greedy, ==, 0);
  replay_walksat (clauses, 40, &ws);
  qd_prop_walksat_clear (&ws);
  options.p = 0.0;
  qd_prop_walksat (clauses, 40, &options, &ws);
  g_assert_cmpuint (ws.n_greedy, ==, ws.n_flips);
  g_assert_cmpuint (ws.n_flips, >, 0);
  replay_walksat (clauses, 40, &ws);
  qd_prop_walksat_clear (&ws);
}

/* Unsatisfiable: no model in max_flips flips, never UNSAT; kept 100 of
 * 1,000 flips; an empty clause: no flip. */
static void
test_walksat_no_model (void)
{
  g_autoptr (QdPropClauses) clauses = qd_prop_clauses_new ();
  g_autoptr (QdPropClauses) empty = qd_prop_clauses_new ();
  QdPropWalksatOptions options = { 0.5, 1000, 5, 100, NULL };
  QdPropWalksat ws;
  gint stop = 1;

  ADD (clauses, 1, 2);
  ADD (clauses, -1, 2);
  ADD (clauses, 1, -2);
  ADD (clauses, -1, -2);
  qd_prop_walksat (clauses, 2, &options, &ws);
  g_assert_cmpint (ws.status, ==, QD_PROP_WALKSAT_NO_MODEL);
  g_assert_cmpuint (ws.n_flips, ==, 1000);
  g_assert_cmpuint (ws.flips->len, ==, 100);
  g_assert_cmpuint (ws.min_unsat, ==, 1);
  replay_walksat (clauses, 2, &ws);
  qd_prop_walksat_clear (&ws);

  options.stop = &stop;
  qd_prop_walksat (clauses, 2, &options, &ws);
  g_assert_cmpint (ws.status, ==, QD_PROP_WALKSAT_STOPPED);
  qd_prop_walksat_clear (&ws);

  ADD (empty, 1, 2);
  qd_prop_clauses_add (empty, (guint[]) { 0 }, 0, QD_PROP_NONE, QD_PROP_NONE);
  qd_prop_walksat (empty, 2, NULL, &ws);
  g_assert_cmpint (ws.status, ==, QD_PROP_WALKSAT_EMPTY);
  g_assert_cmpuint (ws.n_flips, ==, 0);
  qd_prop_walksat_clear (&ws);
}

/* R1–R5 ∧ P2,2 (KB ⊭ ¬P2,2): WalkSAT finds one of its two models. */
static void
test_walksat_wumpus (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint kb = parse_ok (prop, R1_R5);
  guint query = qd_prop_binary (prop, QD_PROP_AND, kb, parse_ok (prop, "P22"));
  g_autoptr (QdPropClauses) clauses = NULL;
  QdPropWalksatOptions options = { 0.5, 10000, 42, 0, NULL };
  QdPropWalksat ws;
  const guint8 *model;

  g_assert_true (qd_prop_walksat_formula (prop, query, &options, &ws, &clauses, NULL));
  g_assert_cmpint (ws.status, ==, QD_PROP_WALKSAT_SAT);
  model = (const guint8 *) ws.model->data;
  g_assert_true (qd_prop_clauses_eval (clauses, model));
  g_assert_true (model[qd_prop_lookup (prop, "B21")] && model[qd_prop_lookup (prop, "P22")]);
  g_assert_false (model[qd_prop_lookup (prop, "P12")] || model[qd_prop_lookup (prop, "B11")]);
  replay_walksat (clauses, qd_prop_n_symbols (prop), &ws);
  qd_prop_walksat_clear (&ws);
}

/* Backward chaining. */

static void
parse_kb (QdProp *prop, const char *const *texts, guint n, guint *kb)
{
  for (guint i = 0; i < n; i++)
    kb[i] = parse_ok (prop, texts[i]);
}

static const QdPropBcNode *
bc_node (const QdPropBc *bc, guint i)
{
  g_assert_cmpuint (i, <, bc->nodes->len);
  return &g_array_index (bc->nodes, QdPropBcNode, i);
}

static void
check_bc (const QdProp *prop, const QdPropBc *bc, guint i, guint parent, QdPropBcKind kind, const char *symbol,
          guint clause, QdPropBcOutcome outcome, guint proof)
{
  const QdPropBcNode *node = bc_node (bc, i);

  g_assert_cmpuint (node->parent, ==, parent);
  g_assert_cmpuint (node->kind, ==, kind);
  g_assert_cmpstr (qd_prop_symbol_name (prop, node->symbol), ==, symbol);
  g_assert_cmpuint (node->clause, ==, clause);
  g_assert_cmpuint (node->outcome, ==, outcome);
  g_assert_cmpuint (node->proof, ==, proof);
}

#define N QD_PROP_NONE
#define GOAL QD_PROP_BC_GOAL
#define RULE QD_PROP_BC_RULE

/* The Horn KB of Fig. 7.16 (formulas 0 to 6: P ⇒ Q, L ∧ M ⇒ P, B ∧ L ⇒ M,
 * A ∧ P ⇒ L, A ∧ B ⇒ L, A, B), query Q, worked by hand: Q by formula 0
 * needs P; P by formula 1 needs L then M; L by formula 3 needs A (fact 5)
 * then P, a loop (P is on the path): formula 3 fails; L by formula 4 needs
 * A (known) and B (fact 6); M by formula 2 needs B and L, both known.
 * 17 nodes, 10 goals and 7 rules. */
static void
test_bc_horn (void)
{
  static const char *const texts[] = { "P ⇒ Q", "L ∧ M ⇒ P", "B ∧ L ⇒ M", "A ∧ P ⇒ L", "A ∧ B ⇒ L", "A", "B" };
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint kb[G_N_ELEMENTS (texts)];
  QdPropBc bc;
  QdPropBcOptions budget = { 5, NULL };
  gint stop = 1;

  parse_kb (prop, texts, G_N_ELEMENTS (texts), kb);
  g_assert_true (qd_prop_bc_entails (prop, kb, G_N_ELEMENTS (kb), qd_prop_lookup (prop, "Q"), NULL, &bc, NULL));
  g_assert_cmpint (bc.status, ==, QD_PROP_BC_ENTAILED);
  g_assert_cmpuint (bc.nodes->len, ==, 17);
  g_assert_cmpuint (bc.n_goals, ==, 10);
  g_assert_cmpuint (bc.n_rules, ==, 7);
  check_bc (prop, &bc, 0, N, GOAL, "Q", 0, QD_PROP_BC_PROVED, 1);
  check_bc (prop, &bc, 1, 0, RULE, "Q", 0, QD_PROP_BC_PROVED, N);
  check_bc (prop, &bc, 2, 1, GOAL, "P", 1, QD_PROP_BC_PROVED, 3);
  check_bc (prop, &bc, 3, 2, RULE, "P", 1, QD_PROP_BC_PROVED, N);
  check_bc (prop, &bc, 4, 3, GOAL, "L", 4, QD_PROP_BC_PROVED, 9);
  check_bc (prop, &bc, 5, 4, RULE, "L", 3, QD_PROP_BC_FAILED, N);
  check_bc (prop, &bc, 6, 5, GOAL, "A", 5, QD_PROP_BC_PROVED, 7);
  check_bc (prop, &bc, 7, 6, RULE, "A", 5, QD_PROP_BC_PROVED, N);
  check_bc (prop, &bc, 8, 5, GOAL, "P", N, QD_PROP_BC_LOOP, 2);
  check_bc (prop, &bc, 9, 4, RULE, "L", 4, QD_PROP_BC_PROVED, N);
  check_bc (prop, &bc, 10, 9, GOAL, "A", N, QD_PROP_BC_KNOWN, 6);
  check_bc (prop, &bc, 11, 9, GOAL, "B", 6, QD_PROP_BC_PROVED, 12);
  check_bc (prop, &bc, 12, 11, RULE, "B", 6, QD_PROP_BC_PROVED, N);
  check_bc (prop, &bc, 13, 3, GOAL, "M", 2, QD_PROP_BC_PROVED, 14);
  check_bc (prop, &bc, 14, 13, RULE, "M", 2, QD_PROP_BC_PROVED, N);
  check_bc (prop, &bc, 15, 14, GOAL, "B", N, QD_PROP_BC_KNOWN, 11);
  check_bc (prop, &bc, 16, 14, GOAL, "L", N, QD_PROP_BC_KNOWN, 4);
  g_assert_cmpuint (bc_node (&bc, 16)->depth, ==, 6);
  g_assert_cmpuint (bc.max_depth, ==, 7);   /* fact A (node 7) under L, P, Q */
  qd_prop_bc_clear (&bc);

  g_assert_true (qd_prop_bc_entails (prop, kb, G_N_ELEMENTS (kb), qd_prop_lookup (prop, "Q"), &budget, &bc, NULL));
  g_assert_cmpint (bc.status, ==, QD_PROP_BC_BUDGET);
  g_assert_cmpuint (bc.nodes->len, ==, 5);
  g_assert_cmpuint (bc_node (&bc, 0)->outcome, ==, QD_PROP_BC_OPEN);
  qd_prop_bc_clear (&bc);

  budget.max_nodes = 0;
  budget.stop = &stop;
  g_assert_true (qd_prop_bc_entails (prop, kb, G_N_ELEMENTS (kb), qd_prop_lookup (prop, "Q"), &budget, &bc, NULL));
  g_assert_cmpint (bc.status, ==, QD_PROP_BC_STOPPED);
  g_assert_cmpuint (bc.nodes->len, ==, 0);
  qd_prop_bc_clear (&bc);

  /* A symbol no formula concludes: one goal, failed. */
  qd_prop_symbol (prop, "Z");
  g_assert_true (qd_prop_bc_entails (prop, kb, G_N_ELEMENTS (kb), qd_prop_lookup (prop, "Z"), NULL, &bc, NULL));
  g_assert_cmpint (bc.status, ==, QD_PROP_BC_NOT_ENTAILED);
  g_assert_cmpuint (bc.nodes->len, ==, 1);
  check_bc (prop, &bc, 0, N, GOAL, "Z", N, QD_PROP_BC_FAILED, N);
  qd_prop_bc_clear (&bc);
}

/* P ⇒ Q, Q ⇒ P, query P: P needs Q, Q needs P, a loop: 5 nodes, no hang. */
static void
test_bc_loop (void)
{
  static const char *const texts[] = { "P ⇒ Q", "Q ⇒ P" };
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint kb[2];
  QdPropBc bc;

  parse_kb (prop, texts, 2, kb);
  g_assert_true (qd_prop_bc_entails (prop, kb, 2, qd_prop_lookup (prop, "P"), NULL, &bc, NULL));
  g_assert_cmpint (bc.status, ==, QD_PROP_BC_NOT_ENTAILED);
  g_assert_cmpuint (bc.nodes->len, ==, 5);
  check_bc (prop, &bc, 0, N, GOAL, "P", N, QD_PROP_BC_FAILED, N);
  check_bc (prop, &bc, 1, 0, RULE, "P", 1, QD_PROP_BC_FAILED, N);
  check_bc (prop, &bc, 2, 1, GOAL, "Q", N, QD_PROP_BC_FAILED, N);
  check_bc (prop, &bc, 3, 2, RULE, "Q", 0, QD_PROP_BC_FAILED, N);
  check_bc (prop, &bc, 4, 3, GOAL, "P", N, QD_PROP_BC_LOOP, 0);
  qd_prop_bc_clear (&bc);
}

/* S1 ⇒ S0, S2 ⇒ S1, …: a path of more goals than QD_PROP_BC_MAX_DEPTH
 * ends TOO_DEEP (not a stack overflow); a shorter one is proved. */
static void
test_bc_too_deep (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint n = QD_PROP_BC_MAX_DEPTH + 10;
  g_autofree guint *kb = g_new (guint, n + 1);
  QdPropBc bc;

  kb[0] = parse_ok (prop, "S1000");   /* a fact, tried before S1001 ⇒ S1000 */
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = g_strdup_printf ("S%u ⇒ S%u", i + 1, i);
      kb[i + 1] = parse_ok (prop, text);
    }
  g_assert_true (qd_prop_bc_entails (prop, kb, n + 1, qd_prop_lookup (prop, "S0"), NULL, &bc, NULL));
  g_assert_cmpint (bc.status, ==, QD_PROP_BC_ENTAILED);
  g_assert_cmpuint (bc.n_goals, ==, 1001);
  qd_prop_bc_clear (&bc);
  g_assert_true (qd_prop_bc_entails (prop, kb + 1, n, qd_prop_lookup (prop, "S0"), NULL, &bc, NULL));
  g_assert_cmpint (bc.status, ==, QD_PROP_BC_TOO_DEEP);
  qd_prop_bc_clear (&bc);
}

/* A failure that rests on a loop is not remembered: A ⇒ X, X ⇒ A, B ⇒ A,
 * B, A ∧ X ⇒ G; query G.  A's first formula needs X, whose formula needs
 * A (a loop): X fails, but only because A is on the path; A is then proved
 * by B, and X, asked again, is proved by A (not "known failed"). */
static void
test_bc_loop_not_remembered (void)
{
  static const char *const texts[] = { "A ⇒ X", "X ⇒ A", "B ⇒ A", "B", "A ∧ X ⇒ G" };
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint kb[G_N_ELEMENTS (texts)], x_goals = 0;
  QdPropBc bc;
  g_autoptr (GError) error = NULL;

  parse_kb (prop, texts, G_N_ELEMENTS (texts), kb);
  g_assert_true (qd_prop_bc_entails (prop, kb, G_N_ELEMENTS (kb), qd_prop_lookup (prop, "G"), NULL, &bc, NULL));
  g_assert_cmpint (bc.status, ==, QD_PROP_BC_ENTAILED);
  for (guint i = 0; i < bc.nodes->len; i++)
    if (bc_node (&bc, i)->kind == GOAL && bc_node (&bc, i)->symbol == qd_prop_lookup (prop, "X"))
      g_assert_cmpuint (bc_node (&bc, i)->outcome, ==, x_goals++ == 0 ? QD_PROP_BC_FAILED : QD_PROP_BC_PROVED);
  g_assert_cmpuint (x_goals, ==, 2);
  qd_prop_bc_clear (&bc);

  kb[0] = parse_ok (prop, "A ∨ X");
  g_assert_false (qd_prop_bc_entails (prop, kb, 1, qd_prop_lookup (prop, "G"), NULL, &bc, &error));
  g_assert_error (error, QD_PROP_ERROR, QD_PROP_ERROR_NOT_DEFINITE);
}

/* Random definite KBs over 8 symbols: backward chaining answers every
 * query as forward chaining (PL-FC-ENTAILS?) does; each proved goal's
 * proof rule has every premise proved or known. */
static void
test_bc_random (void)
{
  static const char *const names[] = { "A", "B", "C", "D", "E", "F", "G", "H" };
  g_autoptr (GRand) rand = g_rand_new_with_seed (716);
  guint entailed = 0, total = 0;

  for (guint round = 0; round < 300; round++)
    {
      g_autoptr (QdProp) prop = qd_prop_new ();
      guint kb[16], n_kb = (guint) g_rand_int_range (rand, 4, 16);

      for (guint s = 0; s < G_N_ELEMENTS (names); s++)
        qd_prop_symbol (prop, names[s]);
      for (guint c = 0; c < n_kb; c++)
        {
          g_autoptr (GString) text = g_string_new (NULL);
          guint n_premises = (guint) g_rand_int_range (rand, 0, 4);
          for (guint k = 0; k < n_premises; k++)
            g_string_append_printf (text, "%s%s", k > 0 ? " ∧ " : "", names[g_rand_int_range (rand, 0, 8)]);
          g_string_append_printf (text, "%s%s", n_premises > 0 ? " ⇒ " : "", names[g_rand_int_range (rand, 0, 8)]);
          kb[c] = parse_ok (prop, text->str);
        }
      for (guint q = 0; q < G_N_ELEMENTS (names); q++)
        {
          QdPropBc bc;
          QdPropFc fc;

          g_assert_true (qd_prop_fc_entails (prop, kb, n_kb, q, &fc, NULL));
          g_assert_true (qd_prop_bc_entails (prop, kb, n_kb, q, NULL, &bc, NULL));
          g_assert_cmpint (bc.status == QD_PROP_BC_ENTAILED, ==, fc.entailed);
          g_assert_cmpint (bc.status == QD_PROP_BC_ENTAILED || bc.status == QD_PROP_BC_NOT_ENTAILED, ==, TRUE);
          for (guint i = 0; i < bc.nodes->len; i++)
            {
              const QdPropBcNode *node = bc_node (&bc, i);
              g_assert_cmpuint (node->outcome, !=, QD_PROP_BC_OPEN);
              if (node->kind == RULE && node->outcome == QD_PROP_BC_PROVED)
                for (guint j = i + 1; j < bc.nodes->len && bc_node (&bc, j)->depth > node->depth; j++)
                  if (bc_node (&bc, j)->parent == i)
                    g_assert_true (bc_node (&bc, j)->outcome == QD_PROP_BC_PROVED
                                   || bc_node (&bc, j)->outcome == QD_PROP_BC_KNOWN);
            }
          entailed += fc.entailed;
          total++;
          qd_prop_bc_clear (&bc);
          qd_prop_fc_clear (&fc);
        }
    }
  g_test_message ("%u of %u random queries entailed", entailed, total);
  g_assert_cmpuint (entailed, >, total / 10);
  g_assert_cmpuint (entailed, <, total - total / 10);
}

#undef N
#undef GOAL
#undef RULE

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/prop-search/dpll-hand-tree", test_dpll_hand_tree);
  g_test_add_func ("/prop-search/dpll-unsat-tree", test_dpll_unsat_tree);
  g_test_add_func ("/prop-search/dpll-wumpus", test_dpll_wumpus);
  g_test_add_func ("/prop-search/dpll-random", test_dpll_random);
  g_test_add_func ("/prop-search/walksat-planted", test_walksat_planted);
  g_test_add_func ("/prop-search/walksat-p", test_walksat_p);
  g_test_add_func ("/prop-search/walksat-no-model", test_walksat_no_model);
  g_test_add_func ("/prop-search/walksat-wumpus", test_walksat_wumpus);
  g_test_add_func ("/prop-search/bc-horn", test_bc_horn);
  g_test_add_func ("/prop-search/bc-loop", test_bc_loop);
  g_test_add_func ("/prop-search/bc-too-deep", test_bc_too_deep);
  g_test_add_func ("/prop-search/bc-loop-not-remembered", test_bc_loop_not_remembered);
  g_test_add_func ("/prop-search/bc-random", test_bc_random);
  return g_test_run ();
}
