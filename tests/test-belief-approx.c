/* test-belief-approx.c — the junction tree, the four samplers and decisions
 * (core/qd-belief-{tree,sample,decide}) on networks built here from the
 * book's numbers (research notes §3, aima-python probability.py):
 *   - AIMA's burglary network (fig. 14.2) and sprinkler network (fig.
 *     14.12a): every node's marginal against the full joint summed by hand
 *     in this file, and the book's values P(B|j,m) = 0.2841718354,
 *     P(C|r,s) = 4/9, P(R|w) = 0.7079276773, P(W) = 0.6471;
 *   - the umbrella decision network (Poole & Mackworth example 9.11; Netica's
 *     Umbrella.dne): EU 35 / 70 without the forecast, policy sunny → leave,
 *     cloudy → leave, rainy → take and MEU 77 with it, VPI 21 and 7;
 *   - AIMA §16.6.1's oil drilling (VPI of a survey = C / n) and the "buy the
 *     book" exercise (EU 1620 and 1300). */
#include "config.h"

#include <math.h>
#include <string.h>

#include "core/qd-belief-decide.h"
#include "core/qd-belief-sample.h"
#include "core/qd-belief-tree.h"
#include "core/qd-random.h"

/* ---- networks built node by node */

#define MAX_NODES 1100
#define MAX_ARCS 3300

typedef struct
{
  guint card[MAX_NODES];
  QdBeliefKind kind[MAX_NODES];
  guint parent_start[MAX_NODES + 1];
  guint parents[MAX_ARCS];
  const double *table[MAX_NODES];
  QdBeliefNet net;
} Net;

static void
net_init (Net *t)
{
  memset (t, 0, sizeof *t);
  t->net = (QdBeliefNet) { 0, t->card, t->kind, t->parent_start, t->parents, t->table };
}

/* Adds a node after the others: its parents (N_PARENTS ids) and its table
 * (NULL for a decision; static: the network keeps the pointer).  ADD's
 * parents end with a 0 that is not one of them. */
static guint
net_add (Net *t, QdBeliefKind kind, guint card, const double *table, guint n_parents, const guint *parents)
{
  guint v = t->net.n_vars++;

  g_assert_cmpuint (v, <, MAX_NODES);
  t->kind[v] = kind;
  t->card[v] = kind == QD_BELIEF_UTILITY ? 1 : card;
  t->table[v] = table;
  for (guint i = 0; i < n_parents; i++)
    t->parents[t->parent_start[v] + i] = parents[i];
  t->parent_start[v + 1] = t->parent_start[v] + n_parents;
  return v;
}

#define ADD(t, kind, card, table, ...) \
  net_add ((t), (kind), (card), (table), G_N_ELEMENTS (((guint[]) { __VA_ARGS__ })) - 1, \
           ((guint[]) { __VA_ARGS__ }))

/* State 0 is true, 1 false throughout. */
enum { T = 0, F = 1 };

/* Burglary (AIMA fig. 14.2): B, E, A | B E, J | A, M | A. */
static void
burglary (Net *t)
{
  static const double b[] = { 0.001, 0.999 }, e[] = { 0.002, 0.998 },
    a[] = { 0.95, 0.05, 0.94, 0.06, 0.29, 0.71, 0.001, 0.999 },
    j[] = { 0.90, 0.10, 0.05, 0.95 }, m[] = { 0.70, 0.30, 0.01, 0.99 };

  net_init (t);
  ADD (t, QD_BELIEF_CHANCE, 2, b, 0);
  ADD (t, QD_BELIEF_CHANCE, 2, e, 0);
  ADD (t, QD_BELIEF_CHANCE, 2, a, 0, 1, 0);
  ADD (t, QD_BELIEF_CHANCE, 2, j, 2, 0);
  ADD (t, QD_BELIEF_CHANCE, 2, m, 2, 0);
}
enum { B, E, A, J, M };

/* Sprinkler (AIMA fig. 14.12a): C, S | C, R | C, W | S R. */
static void
sprinkler (Net *t)
{
  static const double c[] = { 0.5, 0.5 }, sp[] = { 0.10, 0.90, 0.50, 0.50 }, r[] = { 0.80, 0.20, 0.20, 0.80 },
    w[] = { 0.99, 0.01, 0.90, 0.10, 0.90, 0.10, 0.00, 1.00 };

  net_init (t);
  ADD (t, QD_BELIEF_CHANCE, 2, c, 0);
  ADD (t, QD_BELIEF_CHANCE, 2, sp, 0, 0);
  ADD (t, QD_BELIEF_CHANCE, 2, r, 0, 0);
  ADD (t, QD_BELIEF_CHANCE, 2, w, 1, 2, 0);
}
enum { C, S, R, W };

static void
no_evidence (gint *e, guint n)
{
  for (guint v = 0; v < n; v++)
    e[v] = -1;
}

/* ---- the full joint by hand: every assignment of the chance and decision
 * variables, its probability the product of the tables; a decision counts
 * 1 / card when drawn, 1 when the evidence sets it (qd-belief.h) */

static double
joint_entry (const QdBeliefNet *net, const gint *e, const guint *x)
{
  double p = 1;

  for (guint v = 0; v < net->n_vars; v++)
    {
      gsize row = 0;

      if (net->kind[v] == QD_BELIEF_UTILITY)
        continue;
      if (net->kind[v] == QD_BELIEF_DECISION)
        {
          if (e == NULL || e[v] < 0)
            p /= net->card[v];
          continue;
        }
      for (guint i = net->parent_start[v]; i < net->parent_start[v + 1]; i++)
        row = row * net->card[net->parents[i]] + x[net->parents[i]];
      p *= net->table[v][row * net->card[v] + x[v]];
    }
  return p;
}

/* MARGINAL[v] (n_vars rows of room for 8 states): P(v | e); returns P(e). */
static double
brute_marginals (const QdBeliefNet *net, const gint *e, double (*marginal)[8])
{
  guint x[MAX_NODES] = { 0 };
  double total = 0;

  memset (marginal, 0, sizeof (double[8]) * net->n_vars);
  for (;;)
    {
      gboolean agree = TRUE;
      guint k;

      for (guint v = 0; v < net->n_vars; v++)
        agree = agree && (e == NULL || e[v] < 0 || x[v] == (guint) e[v]);
      if (agree)
        {
          double p = joint_entry (net, e, x);

          total += p;
          for (guint v = 0; v < net->n_vars; v++)
            marginal[v][x[v]] += p;
        }
      for (k = net->n_vars; k-- > 0;)
        {
          if (++x[k] < net->card[k])
            break;
          x[k] = 0;
        }
      if (k == G_MAXUINT)
        break;
    }
  for (guint v = 0; v < net->n_vars && total > 0; v++)
    for (guint s = 0; s < 8; s++)
      marginal[v][s] /= total;
  return total;
}

/* ---- samplers */

static QdBeliefSampleStatus
sample (const Net *t, QdBeliefSampler sampler, guint query, const gint *e, guint64 n, guint64 seed,
        QdBeliefSampleResult *result)
{
  QdBeliefSampleOptions o;

  qd_belief_sample_options_init (&o);
  o.sampler = sampler;
  o.query = query;
  o.evidence = e;
  o.n_samples = n;
  o.seed = seed;
  return qd_belief_sample (&t->net, &o, result);
}

static void
test_sample_names (void)
{
  for (guint s = QD_BELIEF_SAMPLE_PRIOR; s <= QD_BELIEF_SAMPLE_GIBBS; s++)
    {
      g_assert_cmpint (qd_belief_sampler_from_string (qd_belief_sampler_to_string (s)), ==, (gint) s);
      g_assert_nonnull (qd_belief_sampler_label (s));
    }
  g_assert_cmpstr (qd_belief_sampler_to_string (QD_BELIEF_SAMPLE_LIKELIHOOD), ==, "likelihood");
  g_assert_cmpint (qd_belief_sampler_from_string ("metropolis"), ==, -1);
}

/* The same seed gives bit-identical estimates; another seed another one. */
static void
test_sample_seeded (void)
{
  Net t;
  gint e[4];

  sprinkler (&t);
  no_evidence (e, 4);
  e[S] = T;
  e[W] = T;
  for (guint s = QD_BELIEF_SAMPLE_REJECTION; s <= QD_BELIEF_SAMPLE_GIBBS; s++)
    {
      QdBeliefSampleResult a, b, c;

      g_assert_cmpint (sample (&t, s, R, e, 5000, 42, &a), ==, QD_BELIEF_SAMPLE_OK);
      g_assert_cmpint (sample (&t, s, R, e, 5000, 42, &b), ==, QD_BELIEF_SAMPLE_OK);
      g_assert_cmpint (sample (&t, s, R, e, 5000, 43, &c), ==, QD_BELIEF_SAMPLE_OK);
      g_assert_cmpmem (a.estimate, 2 * sizeof (double), b.estimate, 2 * sizeof (double));
      g_assert_cmpfloat (a.effective, ==, b.effective);
      g_assert_cmpuint (a.n_kept, ==, b.n_kept);
      g_assert_true (a.estimate[0] != c.estimate[0]);
      g_assert_cmpfloat_with_epsilon (a.estimate[0] + a.estimate[1], 1, 1e-12);
      qd_belief_sample_result_clear (&a);
      qd_belief_sample_result_clear (&b);
      qd_belief_sample_result_clear (&c);
    }
}

/* Each estimate is held to the exact value within about 5 standard errors
 * of a 200,000-sample run, so that the test holds for ANY seed except with
 * probability below 10^-6 (no flaky test).  Standard errors, p(1-p)/n:
 *   likelihood P(R|s,w) = 0.3204: ESS ≈ 140,000 (the run's (Σw)²/Σw²),
 *     SE = sqrt(0.3204 · 0.6796 / 140,000) = 0.00125 → 0.0065;
 *   likelihood P(C|r) = 0.8: ESS ≈ 147,000, SE = 0.00104 → 0.0055;
 *   Gibbs, 200,000 sweeps: SE 0.00104 (R|s,w) and 0.00089 (C|r) for
 *     independent draws; the chain's correlation raises them (40 seeds gave
 *     standard deviations 0.0011 and 0.0010), so 0.008 allows SE 0.0016;
 *   rejection P(C|r,s) = 4/9: P(r,s) = 0.09 keeps ≈ 18,000,
 *     SE = sqrt(0.2469 / 18,000) = 0.0037 → 0.0185;
 *   prior P(W) = 0.6471: SE = sqrt(0.2284 / 200,000) = 0.00107 → 0.0055. */
static void
assert_estimate (const Net *t, QdBeliefSampler sampler, guint query, const gint *e, double exact, double tolerance)
{
  QdBeliefSampleResult r;

  g_assert_cmpint (sample (t, sampler, query, e, 200000, 2026, &r), ==, QD_BELIEF_SAMPLE_OK);
  g_assert_cmpuint (r.n_done, ==, 200000);
  g_assert_cmpfloat_with_epsilon (r.estimate[T], exact, tolerance);
  g_assert_cmpfloat_with_epsilon (r.estimate[T] + r.estimate[F], 1, 1e-12);
  if (sampler == QD_BELIEF_SAMPLE_LIKELIHOOD)
    g_assert_cmpfloat (r.effective, <, 200000);
  qd_belief_sample_result_clear (&r);
}

static void
test_sample_accuracy (void)
{
  Net t;
  gint e[4];

  sprinkler (&t);
  no_evidence (e, 4);
  assert_estimate (&t, QD_BELIEF_SAMPLE_PRIOR, W, e, 0.6471, 0.0055);
  e[S] = e[W] = T;
  assert_estimate (&t, QD_BELIEF_SAMPLE_LIKELIHOOD, R, e, 0.3203883495, 0.0065);
  assert_estimate (&t, QD_BELIEF_SAMPLE_GIBBS, R, e, 0.3203883495, 0.008);
  no_evidence (e, 4);
  e[R] = T;
  assert_estimate (&t, QD_BELIEF_SAMPLE_LIKELIHOOD, C, e, 0.8, 0.0055);
  assert_estimate (&t, QD_BELIEF_SAMPLE_GIBBS, C, e, 0.8, 0.008);
  e[S] = T;
  assert_estimate (&t, QD_BELIEF_SAMPLE_REJECTION, C, e, 4.0 / 9, 0.0185);
}

typedef struct
{
  guint calls;
  guint64 last;
  gint *stop;
} Progress;

static void
on_progress (gpointer data, guint64 n_done, const double *estimate, guint64 n_kept, double effective)
{
  Progress *p = data;

  g_assert_cmpuint (n_done, ==, p->last + 1000);
  g_assert_cmpuint (n_kept, <=, n_done);
  g_assert_cmpfloat (effective, <=, (double) n_kept);
  if (estimate != NULL)
    g_assert_cmpfloat_with_epsilon (estimate[0] + estimate[1], 1, 1e-12);
  p->last = n_done;
  if (++p->calls == 3 && p->stop != NULL)
    g_atomic_int_set (p->stop, 1);
}

/* Progress every 1000 samples; the stop flag ends the run with its estimate. */
static void
test_sample_progress (void)
{
  Net t;
  gint e[4], stop = 0;
  Progress p = { 0 };
  QdBeliefSampleOptions o;
  QdBeliefSampleResult r;

  sprinkler (&t);
  no_evidence (e, 4);
  e[W] = T;
  qd_belief_sample_options_init (&o);
  o.sampler = QD_BELIEF_SAMPLE_REJECTION;
  o.query = R;
  o.evidence = e;
  o.n_samples = 10000;
  o.every = 1000;
  o.on_progress = on_progress;
  o.data = &p;
  g_assert_cmpint (qd_belief_sample (&t.net, &o, &r), ==, QD_BELIEF_SAMPLE_OK);
  g_assert_cmpuint (p.calls, ==, 10);
  g_assert_cmpuint (r.n_kept, >, 5000);
  g_assert_cmpuint (r.n_kept, <, 8000);
  qd_belief_sample_result_clear (&r);
  p = (Progress) { .stop = &stop };
  o.stop = &stop;
  o.sampler = QD_BELIEF_SAMPLE_GIBBS;
  g_assert_cmpint (qd_belief_sample (&t.net, &o, &r), ==, QD_BELIEF_SAMPLE_STOPPED);
  g_assert_cmpuint (r.n_done, ==, 3000);
  g_assert_nonnull (r.estimate);
  qd_belief_sample_result_clear (&r);
}

/* Refusals: PRIOR with evidence, no samples, an observed query; evidence of
 * probability 0 (W true with neither S nor R: P(w | ¬s, ¬r) = 0) keeps
 * nothing and weighs nothing. */
static void
test_sample_refusals (void)
{
  Net t;
  gint e[4];
  QdBeliefSampleResult r;

  sprinkler (&t);
  no_evidence (e, 4);
  e[R] = T;
  g_assert_cmpint (sample (&t, QD_BELIEF_SAMPLE_PRIOR, W, e, 100, 1, &r), ==, QD_BELIEF_SAMPLE_REFUSED);
  g_assert_null (r.estimate);
  g_assert_cmpint (sample (&t, QD_BELIEF_SAMPLE_LIKELIHOOD, W, e, 0, 1, &r), ==, QD_BELIEF_SAMPLE_REFUSED);
  g_assert_cmpint (sample (&t, QD_BELIEF_SAMPLE_LIKELIHOOD, R, e, 100, 1, &r), ==, QD_BELIEF_SAMPLE_REFUSED);
  no_evidence (e, 4);
  e[S] = e[R] = F;
  e[W] = T;
  for (guint s = QD_BELIEF_SAMPLE_REJECTION; s <= QD_BELIEF_SAMPLE_GIBBS; s++)
    {
      g_assert_cmpint (sample (&t, s, C, e, 1000, 1, &r), ==, QD_BELIEF_SAMPLE_IMPOSSIBLE_OR_RARE);
      g_assert_null (r.estimate);
      qd_belief_sample_result_clear (&r);
    }
}

/* qd_belief_prior_sample: every state drawn is possible, W never true
 * without S or R (P(w | ¬s, ¬r) = 0), the rng advanced. */
static void
test_prior_sample (void)
{
  Net t;
  guint order[4] = { C, S, R, W }, state[4];
  guint64 rng = 7, before = rng;
  guint w = 0;

  sprinkler (&t);
  for (guint i = 0; i < 2000; i++)
    {
      qd_belief_prior_sample (&t.net, order, &rng, state);
      g_assert_false (state[W] == T && state[S] == F && state[R] == F);
      w += state[W] == T;
    }
  g_assert_cmpuint (rng, !=, before);
  /* P(W) = 0.6471: 2000 draws, SE 0.0107, within 6 SE */
  g_assert_cmpfloat_with_epsilon (w / 2000.0, 0.6471, 0.064);
}

/* ---- the junction tree */

/* Every node's marginal from the tree against the full joint's, and P(e). */
static void
assert_tree_exact (QdBeliefTree *tree, const QdBeliefNet *net, const gint *e, double tolerance)
{
  double expect[MAX_NODES][8];
  double pe = brute_marginals (net, e, expect);

  g_assert_cmpint (qd_belief_tree_propagate (tree, e, NULL), ==, QD_BELIEF_OK);
  g_assert_cmpfloat_with_epsilon (qd_belief_tree_evidence_probability (tree), pe, tolerance * pe);
  for (guint v = 0; v < net->n_vars; v++)
    {
      const double *m = qd_belief_tree_marginal (tree, v);

      if (net->kind[v] == QD_BELIEF_UTILITY)
        {
          g_assert_null (m);
          continue;
        }
      for (guint s = 0; s < net->card[v]; s++)
        g_assert_cmpfloat_with_epsilon (m[s], expect[v][s], tolerance);
    }
}

static QdBeliefTree *
tree_new (const Net *t)
{
  QdBeliefStatus status = QD_BELIEF_STOPPED;
  QdBeliefTree *tree = qd_belief_tree_new (&t->net, QD_BELIEF_ORDER_MIN_FILL, 0, NULL, &status, NULL, NULL);

  g_assert_cmpint (status, ==, QD_BELIEF_OK);
  g_assert_nonnull (tree);
  return tree;
}

/* Every node as the joint has it, and VAR's P(true | e) the book's EXACT. */
static void
assert_tree_case (QdBeliefTree *tree, const QdBeliefNet *net, const gint *e, guint var, double exact)
{
  assert_tree_exact (tree, net, e, 1e-12);
  g_assert_cmpfloat_with_epsilon (qd_belief_tree_marginal (tree, var)[T], exact, 1e-9);
}

/* The book's values (research notes §3) and every node against the joint,
 * for every combination of evidence on J and M. */
static void
test_tree_burglary (void)
{
  Net t;
  gint e[5];
  g_autoptr (QdBeliefTree) tree = NULL;

  burglary (&t);
  tree = tree_new (&t);
  no_evidence (e, 5);
  assert_tree_exact (tree, &t.net, e, 1e-12);
  g_assert_cmpfloat_with_epsilon (qd_belief_tree_marginal (tree, A)[T], 0.0025164420, 1e-10);
  g_assert_cmpfloat_with_epsilon (qd_belief_tree_evidence_probability (tree), 1, 1e-12);
  e[J] = e[M] = T;
  assert_tree_case (tree, &t.net, e, B, 0.2841718354);
  g_assert_cmpfloat_with_epsilon (qd_belief_tree_evidence_probability (tree), 0.002084100239, 1e-12);
  g_assert_cmpfloat (qd_belief_tree_marginal (tree, J)[T], ==, 1);
  e[M] = F;
  assert_tree_case (tree, &t.net, e, B, 0.0051298581);
  e[J] = F;
  assert_tree_case (tree, &t.net, e, B, 0.0000901844);
  e[M] = -1;
  e[J] = T;
  assert_tree_case (tree, &t.net, e, B, 0.0162837299);
}

static void
test_tree_sprinkler (void)
{
  Net t;
  gint e[4];
  g_autoptr (QdBeliefTree) tree = NULL;

  sprinkler (&t);
  tree = tree_new (&t);
  no_evidence (e, 4);
  assert_tree_case (tree, &t.net, e, W, 0.6471);
  e[W] = T;
  assert_tree_case (tree, &t.net, e, R, 0.7079276773);
  g_assert_cmpfloat_with_epsilon (qd_belief_tree_marginal (tree, S)[T], 0.4297635605, 1e-9);
  g_assert_cmpfloat_with_epsilon (qd_belief_tree_marginal (tree, C)[T], 0.5757997218, 1e-9);
  e[S] = T;
  assert_tree_case (tree, &t.net, e, R, 0.3203883495);
  no_evidence (e, 4);
  e[R] = e[S] = T;
  assert_tree_case (tree, &t.net, e, C, 4.0 / 9);
  e[S] = F;
  assert_tree_case (tree, &t.net, e, C, 36.0 / 41);
  /* impossible: W true with neither S nor R */
  e[R] = F;
  e[W] = T;
  g_assert_cmpint (qd_belief_tree_propagate (tree, e, NULL), ==, QD_BELIEF_IMPOSSIBLE);
  g_assert_cmpfloat (qd_belief_tree_evidence_probability (tree), ==, 0);
  /* and the tree recovers with the next evidence */
  e[W] = F;
  assert_tree_exact (tree, &t.net, e, 1e-12);
}

/* A random network: N nodes, each with up to 3 parents among the WINDOW
 * nodes before it, 2-4 states, rows drawn at random with about one entry in
 * five 0; every seventh node a decision, every ninth a utility node (no
 * child).  The tables are in POOL (freed by the caller). */
static void
random_net (Net *t, guint n, guint window, guint64 seed, GPtrArray *pool)
{
  guint64 rng = seed;

  net_init (t);
  for (guint v = 0; v < n; v++)
    {
      QdBeliefKind kind = v % 9 == 8 ? QD_BELIEF_UTILITY : v % 7 == 6 ? QD_BELIEF_DECISION : QD_BELIEF_CHANCE;
      guint parents[3], n_parents = 0, card = 2 + qd_random_below (&rng, 3), rows = 1;
      double *table = NULL;

      for (guint k = 0; k < 3 && v > 0; k++)
        {
          guint p = v - 1 - qd_random_below (&rng, MIN (v, window));
          gboolean again = t->kind[p] == QD_BELIEF_UTILITY;

          for (guint j = 0; j < n_parents; j++)
            again = again || parents[j] == p;
          if (!again && qd_random_below (&rng, 4) != 0)
            parents[n_parents++] = p, rows *= t->card[p];
        }
      if (kind != QD_BELIEF_DECISION)
        {
          guint width = kind == QD_BELIEF_UTILITY ? 1 : card;

          table = g_new (double, rows * width);
          g_ptr_array_add (pool, table);
          for (guint r = 0; r < rows; r++)
            {
              double sum = 0;

              for (guint s = 0; s < width; s++)
                sum += table[r * width + s] = qd_random_below (&rng, 5) == 0 ? 0 : qd_random_double (&rng);
              for (guint s = 0; s < width && kind == QD_BELIEF_CHANCE; s++)
                table[r * width + s] = sum > 0 ? table[r * width + s] / sum : s == 0;
            }
        }
      net_add (t, kind, card, table, n_parents, parents);
    }
}

/* For each variable, the cliques holding it make a connected subtree: all
 * but one of them have their parent holding it too. */
static void
assert_running_intersection (const QdBeliefTree *tree, guint n_vars)
{
  g_autofree guint *holding = g_new0 (guint, n_vars), *linked = g_new0 (guint, n_vars);
  guint n_roots = 0;

  for (guint c = 0; c < qd_belief_tree_n_cliques (tree); c++)
    {
      guint n, np = 0, p = qd_belief_tree_clique_parent (tree, c);
      const guint *vars = qd_belief_tree_clique (tree, c, &n), *pvars = NULL;

      if (p == G_MAXUINT)
        n_roots++;
      else
        pvars = qd_belief_tree_clique (tree, p, &np);
      for (guint i = 0; i < n; i++)
        {
          holding[vars[i]]++;
          for (guint j = 0; j < np; j++)
            linked[vars[i]] += pvars[j] == vars[i];
          g_assert_true (i == 0 || vars[i - 1] < vars[i]);
        }
    }
  g_assert_cmpuint (n_roots, ==, 1);
  for (guint v = 0; v < n_vars; v++)
    g_assert_true (holding[v] == 0 || linked[v] == holding[v] - 1);
}

/* 60 random networks of 6-12 nodes under random evidence, by every
 * heuristic: the marginals and P(e) of the full joint, or IMPOSSIBLE exactly
 * when the joint gives the evidence probability 0. */
static void
test_tree_random (void)
{
  guint64 rng = 94;

  for (guint round = 0; round < 60; round++)
    {
      g_autoptr (GPtrArray) pool = g_ptr_array_new_with_free_func (g_free);
      guint n = 6 + qd_random_below (&rng, 7);
      Net t;
      gint e[MAX_NODES];
      double expect[MAX_NODES][8];

      random_net (&t, n, 1 + qd_random_below (&rng, n), qd_random_next (&rng), pool);
      for (guint v = 0; v < n; v++)
        e[v] = t.kind[v] != QD_BELIEF_UTILITY && qd_random_below (&rng, 4) == 0 ? (gint) qd_random_below (&rng, t.card[v]) : -1;
      for (QdBeliefOrderHeuristic h = QD_BELIEF_ORDER_MIN_DEGREE; h <= QD_BELIEF_ORDER_WEIGHTED_MIN_FILL; h++)
        {
          g_autoptr (QdBeliefTree) tree = qd_belief_tree_new (&t.net, h, 0, NULL, NULL, NULL, NULL);

          assert_running_intersection (tree, n);
          if (brute_marginals (&t.net, e, expect) > 0)
            assert_tree_exact (tree, &t.net, e, 1e-12);
          else
            g_assert_cmpint (qd_belief_tree_propagate (tree, e, NULL), ==, QD_BELIEF_IMPOSSIBLE);
        }
    }
}

/* A clique past the limit, or all of them past twice it, refuse the
 * compilation with their sizes: the
 * burglary network's largest clique is {A, B, E}, 8 entries.  And the stop
 * flag. */
static void
test_tree_too_big (void)
{
  Net t;
  QdBeliefStatus status = QD_BELIEF_OK;
  double largest = 0, total = 0;
  gint stop = 1;
  g_autoptr (QdBeliefTree) tree = NULL;

  burglary (&t);
  g_assert_null (qd_belief_tree_new (&t.net, QD_BELIEF_ORDER_MIN_FILL, 7, NULL, &status, &largest, NULL));
  g_assert_cmpint (status, ==, QD_BELIEF_TOO_BIG);
  g_assert_cmpfloat (largest, ==, 8);
  /* Every clique within 8 entries, but all of them together past twice 8:
   * {A, B, E} 8, {A, J} 4, {A, M} 4 and the separators {A} 2 and 2 make 20. */
  g_assert_null (qd_belief_tree_new (&t.net, QD_BELIEF_ORDER_MIN_FILL, 8, NULL, &status, &largest, &total));
  g_assert_cmpint (status, ==, QD_BELIEF_TOO_BIG);
  g_assert_cmpfloat (largest, ==, 8);
  g_assert_cmpfloat (total, ==, 20);
  tree = qd_belief_tree_new (&t.net, QD_BELIEF_ORDER_MIN_FILL, 10, NULL, &status, &largest, &total);
  g_assert_nonnull (tree);
  g_assert_cmpfloat (qd_belief_tree_largest (tree), ==, 8);
  g_assert_cmpfloat (qd_belief_tree_total (tree), ==, 20);
  g_assert_cmpuint (qd_belief_tree_n_cliques (tree), ==, 3);
  /* the stop flag: compiling and propagating end STOPPED */
  g_assert_cmpint (qd_belief_tree_propagate (tree, NULL, &stop), ==, QD_BELIEF_STOPPED);
  g_assert_null (qd_belief_tree_new (&t.net, QD_BELIEF_ORDER_MIN_FILL, 0, &stop, &status, NULL, NULL));
  g_assert_cmpint (status, ==, QD_BELIEF_STOPPED);
}

/* Twenty unobserved variables' marginals and P(e) as variable elimination
 * (core/qd-belief-eliminate.c, another engine) finds them. */
static void
assert_tree_as_elimination (QdBeliefTree *tree, const QdBeliefNet *net, const gint *e, guint64 *rng)
{
  for (guint checked = 0; checked < 20;)
    {
      guint v = qd_random_below (rng, net->n_vars);
      QdBeliefQuery q;
      QdBeliefResult r;
      const double *m = qd_belief_tree_marginal (tree, v);

      if (net->kind[v] == QD_BELIEF_UTILITY || e[v] >= 0)
        continue;
      qd_belief_query_init (&q);
      q.query = &v;
      q.n_query = 1;
      q.evidence = e;
      g_assert_cmpint (qd_belief_eliminate (net, &q, &r), ==, QD_BELIEF_OK);
      for (guint s = 0; s < net->card[v]; s++)
        g_assert_cmpfloat_with_epsilon (m[s], r.posterior->values[s], 1e-9);
      g_assert_cmpfloat_with_epsilon (r.evidence_probability, qd_belief_tree_evidence_probability (tree),
                                      1e-9 * r.evidence_probability);
      qd_belief_result_clear (&r);
      checked++;
    }
}

/* A network of 1000 nodes (munin's size, each node's parents among the 12
 * before it), 40 of them observed: compiled and propagated, every marginal
 * a distribution, the observed ones 1 on their state, twenty of them and
 * P(e) as variable elimination finds them, the tree's running
 * intersection; propagating again with no evidence gives P(e) = 1, and the
 * evidence again the same P(e) to the last bits (nothing carried over). */
static void
test_tree_large (void)
{
  g_autoptr (GPtrArray) pool = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (QdBeliefTree) tree = NULL;
  g_autofree Net *t = g_new (Net, 1);
  gint e[MAX_NODES];
  guint64 rng = 1041;
  guint n = 1000;
  double pe;

  random_net (t, n, 12, 1041, pool);
  tree = qd_belief_tree_new (&t->net, QD_BELIEF_ORDER_WEIGHTED_MIN_FILL, 0, NULL, NULL, NULL, NULL);
  g_assert_nonnull (tree);
  assert_running_intersection (tree, n);
  no_evidence (e, n);
  g_assert_cmpint (qd_belief_tree_propagate (tree, e, NULL), ==, QD_BELIEF_OK);
  g_assert_cmpfloat_with_epsilon (qd_belief_tree_evidence_probability (tree), 1, 1e-9);
  /* evidence drawn from a prior sample: possible */
  {
    guint order[MAX_NODES], state[MAX_NODES];

    g_assert_true (qd_belief_topological (&t->net, order));
    qd_belief_prior_sample (&t->net, order, &rng, state);
    for (guint i = 0; i < 40; i++)
      {
        guint v = qd_random_below (&rng, n);

        if (t->kind[v] != QD_BELIEF_UTILITY)
          e[v] = (gint) state[v];
      }
  }
  g_assert_cmpint (qd_belief_tree_propagate (tree, e, NULL), ==, QD_BELIEF_OK);
  pe = qd_belief_tree_evidence_probability (tree);
  g_assert_cmpfloat (pe, >, 0);
  g_assert_cmpfloat (pe, <, 1);
  for (guint v = 0; v < n; v++)
    {
      const double *m = qd_belief_tree_marginal (tree, v);
      double sum = 0;

      if (t->kind[v] == QD_BELIEF_UTILITY)
        continue;
      for (guint s = 0; s < t->card[v]; s++)
        {
          g_assert_true (m[s] >= 0 && m[s] <= 1);
          sum += m[s];
        }
      g_assert_cmpfloat_with_epsilon (sum, 1, 1e-12);
      if (e[v] >= 0)
        g_assert_cmpfloat (m[e[v]], ==, 1);
    }
  assert_tree_as_elimination (tree, &t->net, e, &rng);
  g_assert_cmpint (qd_belief_tree_propagate (tree, NULL, NULL), ==, QD_BELIEF_OK);
  g_assert_cmpint (qd_belief_tree_propagate (tree, e, NULL), ==, QD_BELIEF_OK);
  g_assert_cmpfloat (qd_belief_tree_evidence_probability (tree), ==, pe);
}

/* ---- decisions */

/* The umbrella network: Weather (no rain, rain), Forecast | Weather (sunny,
 * cloudy, rainy), the decision Umbrella (take, leave), seeing the forecast
 * when SEES, and the utility of (Umbrella, Weather). */
static void
umbrella (Net *t, gboolean sees)
{
  static const double weather[] = { 0.7, 0.3 }, forecast[] = { 0.7, 0.2, 0.1, 0.15, 0.25, 0.6 },
    utility[] = { 20, 70, 100, 0 };

  net_init (t);
  ADD (t, QD_BELIEF_CHANCE, 2, weather, 0);
  ADD (t, QD_BELIEF_CHANCE, 3, forecast, 0, 0);
  if (sees)
    ADD (t, QD_BELIEF_DECISION, 2, NULL, 1, 0);
  else
    ADD (t, QD_BELIEF_DECISION, 2, NULL, 0);
  ADD (t, QD_BELIEF_UTILITY, 1, utility, 2, 0, 0);
}
enum { WEATHER, FORECAST, UMBRELLA, HAPPINESS };
enum { TAKE, LEAVE };

static double
vpi (const Net *t, const gint *e, guint x)
{
  double v = -1;

  g_assert_cmpint (qd_belief_vpi (&t->net, e, x, 0, NULL, &v), ==, QD_BELIEF_OK);
  return v;
}

/* Without the forecast: EU(take) = 0.7 · 20 + 0.3 · 70 = 35, EU(leave) =
 * 0.7 · 100 = 70.  Knowing the weather: 0.7 · 100 + 0.3 · 70 = 91, VPI 21;
 * knowing the forecast: 77 (below), VPI 7. */
static void
test_decide_umbrella_blind (void)
{
  Net t;
  QdBeliefDecision d;
  gint e[4];

  umbrella (&t, FALSE);
  no_evidence (e, 4);
  g_assert_cmpint (qd_belief_decide (&t.net, e, 0, NULL, &d), ==, QD_BELIEF_OK);
  g_assert_cmpuint (d.decision, ==, UMBRELLA);
  g_assert_cmpuint (d.n_info, ==, 1);
  g_assert_cmpfloat_with_epsilon (d.info_probability[0], 1, 1e-12);
  g_assert_cmpfloat_with_epsilon (d.expected[TAKE], 35, 1e-9);
  g_assert_cmpfloat_with_epsilon (d.expected[LEAVE], 70, 1e-9);
  g_assert_cmpuint (d.policy[0], ==, LEAVE);
  g_assert_cmpfloat_with_epsilon (d.meu, 70, 1e-9);
  qd_belief_decision_clear (&d);
  g_assert_cmpfloat_with_epsilon (vpi (&t, e, WEATHER), 21, 1e-9);
  g_assert_cmpfloat_with_epsilon (vpi (&t, e, FORECAST), 7, 1e-9);
  /* a rainy forecast as evidence: P(rain | rainy) = 0.18 / 0.25 = 0.72,
   * take 0.28 · 20 + 0.72 · 70 = 56 against leave 28 */
  e[FORECAST] = 2;
  g_assert_cmpint (qd_belief_decide (&t.net, e, 0, NULL, &d), ==, QD_BELIEF_OK);
  g_assert_cmpuint (d.policy[0], ==, TAKE);
  g_assert_cmpfloat_with_epsilon (d.meu, 56, 1e-9);
  qd_belief_decision_clear (&d);
  g_assert_cmpfloat (vpi (&t, e, FORECAST), ==, 0);
  /* the umbrella already taken: nothing to decide */
  e[UMBRELLA] = TAKE;
  g_assert_cmpint (qd_belief_decide (&t.net, e, 0, NULL, &d), ==, QD_BELIEF_IMPOSSIBLE);
  qd_belief_decision_clear (&d);
}

/* Seeing the forecast (Poole & Mackworth ex. 9.11, by hand): P(sunny) =
 * 0.49 + 0.045 = 0.535, P(cloudy) = 0.14 + 0.075 = 0.215, P(rainy) = 0.07 +
 * 0.18 = 0.25; EU(take | sunny) = (0.49 · 20 + 0.045 · 70) / 0.535 =
 * 12.95 / 0.535, EU(leave | sunny) = 49 / 0.535; cloudy 8.05 / 0.215 and
 * 14 / 0.215; rainy 14 / 0.25 = 56 and 7 / 0.25 = 28: leave, leave, take,
 * MEU = 49 + 14 + 14 = 77.  Knowing the weather as well: 91, VPI 14; the
 * forecast is seen already: VPI 0. */
static void
test_decide_umbrella_forecast (void)
{
  static const double eu[3][2] = { { 12.95 / 0.535, 49 / 0.535 }, { 8.05 / 0.215, 14 / 0.215 }, { 56, 28 } };
  static const double pf[3] = { 0.535, 0.215, 0.25 };
  static const guint policy[3] = { LEAVE, LEAVE, TAKE };
  Net t;
  QdBeliefDecision d;

  umbrella (&t, TRUE);
  g_assert_cmpint (qd_belief_decide (&t.net, NULL, 0, NULL, &d), ==, QD_BELIEF_OK);
  g_assert_cmpuint (d.n_info, ==, 3);
  for (guint f = 0; f < 3; f++)
    {
      g_assert_cmpfloat_with_epsilon (d.info_probability[f], pf[f], 1e-12);
      g_assert_cmpuint (d.policy[f], ==, policy[f]);
      for (guint a = 0; a < 2; a++)
        g_assert_cmpfloat_with_epsilon (d.expected[f * 2 + a], eu[f][a], 1e-9);
    }
  g_assert_cmpfloat_with_epsilon (d.meu, 77, 1e-9);
  qd_belief_decision_clear (&d);
  g_assert_cmpfloat_with_epsilon (vpi (&t, NULL, WEATHER), 14, 1e-9);
  g_assert_cmpfloat (vpi (&t, NULL, FORECAST), ==, 0);
}

/* AIMA §16.6.1: one of n = 10 blocks holds oil worth C = 10^6, each sells
 * for C / n.  Buying blind is worth 0.  A survey of block 3 (index 2):
 *   1/n (C - C/n) + (n-1)/n (C/(n-1) - C/n) = C/n = 10^5,
 * its VPI; seeing it, the policy buys block 3 when it finds oil, else the
 * first block (all nine others tie: rounding must not choose).  Knowing
 * where the oil is: C - C/n = 900,000. */
static void
test_decide_oil (void)
{
  enum { N = 10 };
  static double oil[N], survey[N * 2], utility[N * N];
  const double c = 1e6;
  Net t;
  QdBeliefDecision d;

  for (guint o = 0; o < N; o++)
    {
      oil[o] = 1.0 / N;
      survey[o * 2] = o == 2;
      survey[o * 2 + 1] = o != 2;
      for (guint b = 0; b < N; b++)
        utility[b * N + o] = (b == o ? c : 0) - c / N;
    }
  for (gboolean sees = FALSE; sees <= TRUE; sees++)
    {
      net_init (&t);
      ADD (&t, QD_BELIEF_CHANCE, N, oil, 0);
      ADD (&t, QD_BELIEF_CHANCE, 2, survey, 0, 0);
      if (sees)
        ADD (&t, QD_BELIEF_DECISION, N, NULL, 1, 0);
      else
        ADD (&t, QD_BELIEF_DECISION, N, NULL, 0);
      ADD (&t, QD_BELIEF_UTILITY, 1, utility, 2, 0, 0);
      g_assert_cmpint (qd_belief_decide (&t.net, NULL, 0, NULL, &d), ==, QD_BELIEF_OK);
      g_assert_cmpfloat_with_epsilon (d.meu, sees ? c / N : 0, 1e-6);
      g_assert_cmpuint (d.policy[0], ==, sees ? 2 : 0);
      if (sees)
        g_assert_cmpuint (d.policy[1], ==, 0);
      qd_belief_decision_clear (&d);
      g_assert_cmpfloat_with_epsilon (vpi (&t, NULL, 1), sees ? 0 : c / N, 1e-6);
      g_assert_cmpfloat_with_epsilon (vpi (&t, NULL, 0), sees ? c - c / N - c / N : c - c / N, 1e-6);
    }
}

/* The "buy the book" exercise (AIMA 3rd ed. ch. 16): P(pass | buy) = 0.9 ·
 * 0.9 + 0.1 · 0.5 = 0.86, EU(buy) = 0.86 · 2000 - 100 = 1620; P(pass |
 * not) = 0.7 · 0.8 + 0.3 · 0.3 = 0.65, EU = 1300.  Two utility nodes add up. */
static void
test_decide_book (void)
{
  static const double mastery[] = { 0.9, 0.1, 0.7, 0.3 }, pass[] = { 0.9, 0.1, 0.5, 0.5, 0.8, 0.2, 0.3, 0.7 },
    cost[] = { -100, 0 }, grade[] = { 2000, 0 };
  Net t;
  QdBeliefDecision d;
  double v = -1;

  net_init (&t);
  ADD (&t, QD_BELIEF_DECISION, 2, NULL, 0);
  ADD (&t, QD_BELIEF_CHANCE, 2, mastery, 0, 0);
  ADD (&t, QD_BELIEF_CHANCE, 2, pass, 0, 1, 0);
  ADD (&t, QD_BELIEF_UTILITY, 1, cost, 0, 0);
  ADD (&t, QD_BELIEF_UTILITY, 1, grade, 2, 0);
  g_assert_cmpint (qd_belief_decide (&t.net, NULL, 0, NULL, &d), ==, QD_BELIEF_OK);
  g_assert_cmpfloat_with_epsilon (d.expected[0], 1620, 1e-9);
  g_assert_cmpfloat_with_epsilon (d.expected[1], 1300, 1e-9);
  g_assert_cmpuint (d.policy[0], ==, 0);
  g_assert_cmpfloat_with_epsilon (d.meu, 1620, 1e-9);
  qd_belief_decision_clear (&d);
  /* passing is caused by the choice: known only after it, no VPI */
  g_assert_cmpint (qd_belief_vpi (&t.net, NULL, 2, 0, NULL, &v), ==, QD_BELIEF_IMPOSSIBLE);
  g_assert_cmpfloat (v, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/belief-approx/tree/burglary", test_tree_burglary);
  g_test_add_func ("/belief-approx/tree/sprinkler", test_tree_sprinkler);
  g_test_add_func ("/belief-approx/tree/random", test_tree_random);
  g_test_add_func ("/belief-approx/tree/too-big", test_tree_too_big);
  g_test_add_func ("/belief-approx/tree/large", test_tree_large);
  g_test_add_func ("/belief-approx/sample/names", test_sample_names);
  g_test_add_func ("/belief-approx/sample/seeded", test_sample_seeded);
  g_test_add_func ("/belief-approx/sample/accuracy", test_sample_accuracy);
  g_test_add_func ("/belief-approx/sample/progress", test_sample_progress);
  g_test_add_func ("/belief-approx/sample/refusals", test_sample_refusals);
  g_test_add_func ("/belief-approx/sample/prior", test_prior_sample);
  g_test_add_func ("/belief-approx/decide/umbrella-blind", test_decide_umbrella_blind);
  g_test_add_func ("/belief-approx/decide/umbrella-forecast", test_decide_umbrella_forecast);
  g_test_add_func ("/belief-approx/decide/oil", test_decide_oil);
  g_test_add_func ("/belief-approx/decide/book", test_decide_book);
  return g_test_run ();
}
