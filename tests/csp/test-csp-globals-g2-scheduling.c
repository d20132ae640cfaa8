/* test-csp-globals-g2-scheduling.c — knapsack, binPacking, noOverlap,
 * cumulative and circuit against brute force (see test-csp-globals-g2.c). */
#include "config.h"

#include <string.h>

#include "globals-g2-harness.h"
#include "problems/csp/qd-csp-g-edgefind.h"
#include "problems/csp/qd-csp-g-timetable.h"
#include "test-csp-globals-g2.h"

/* ------------------------------------------------------- knapsack, bins */

typedef struct {
  const Instance *in;
  guint n;                  /* the items: x[0 .. n) */
  gint64 w[MAX_VARS], p[MAX_VARS];
  QdCspCondition wc, pc;
  gint64 wset[4], pset[4];
  /* binPacking */
  gboolean with_loads;
  QdCspOperand loads[4];
  guint n_bins;
  gint64 start_bin;
} Packing;

static gboolean
knapsack_holds (const gint64 *x, gpointer data)
{
  const Packing *k = data;
  gint64 w = 0, p = 0;

  for (guint i = 0; i < k->n; i++)
    {
      w += k->w[i] * x[i];
      p += k->p[i] * x[i];
    }
  return condition_holds (&k->wc, w, x) && condition_holds (&k->pc, p, x);
}

static gint64
load (const Packing *k, const gint64 *x, gint64 bin)
{
  gint64 l = 0;

  for (guint i = 0; i < k->n; i++)
    l += x[i] == bin ? k->w[i] : 0;
  return l;
}

static gboolean
bins_hold (const gint64 *x, gpointer data)
{
  const Packing *k = data;

  if (k->with_loads)
    {
      for (guint j = 0; j < k->n_bins; j++)
        if (load (k, x, k->start_bin + j) != (k->loads[j].is_var ? x[k->loads[j].var] : k->loads[j].value))
          return FALSE;
      return TRUE;
    }
  /* Every value an item may take is a bin. */
  for (guint i = 0; i < k->n; i++)
    for (guint a = 0; a < k->in->n_values[i]; a++)
      if (!condition_holds (&k->wc, load (k, x, k->in->keys[i][a]), x))
        return FALSE;
  return TRUE;
}

static void
test_knapsack (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Packing k = { &in };
      guint vars[MAX_VARS];
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 3, -1, 3);
      k.n = g_rand_int_range (rand, 1, in.n_vars + 1);
      for (guint i = 0; i < k.n; i++)
        {
          vars[i] = i;
          k.w[i] = g_rand_int_range (rand, 0, 4);
          k.p[i] = g_rand_int_range (rand, -1, 4);
        }
      random_condition (rand, in.n_vars, &k.wc, k.wset, -2, 8);
      random_condition (rand, in.n_vars, &k.pc, k.pset, -2, 8);
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_knapsack (model, vars, k.w, k.p, k.n, &k.wc, &k.pc, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, knapsack_holds, &k);
    }
}

static void
test_bin_packing (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Packing k = { &in };
      guint vars[MAX_VARS];
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 3, 0, 4);
      k.n = g_rand_int_range (rand, 1, in.n_vars + 1);
      for (guint i = 0; i < k.n; i++)
        {
          vars[i] = i;
          k.w[i] = g_rand_int_range (rand, 0, 4);
        }
      k.with_loads = round % 2;
      if (k.with_loads)
        {
          k.n_bins = g_rand_int_range (rand, 0, 4);
          k.start_bin = g_rand_int_range (rand, 0, 2);
          for (guint j = 0; j < k.n_bins; j++)
            k.loads[j] = g_rand_int_range (rand, 0, 2) ? QD_CSP_OPERAND_VAR (g_rand_int_range (rand, 0, in.n_vars))
                                                       : QD_CSP_OPERAND_INT (g_rand_int_range (rand, 0, 5));
        }
      else
        random_condition (rand, in.n_vars, &k.wc, k.wset, 0, 6);
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_bin_packing (model, vars, k.w, k.n, &k.wc, k.with_loads ? k.loads : NULL,
                                                   k.n_bins, k.start_bin, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, bins_hold, &k);
    }
}

/* ------------------------------------------------------------- scheduling */

typedef struct {
  guint n, k;
  guint origins[MAX_VARS], ends[MAX_VARS];
  gboolean with_ends;
  QdCspOperand lengths[MAX_VARS], heights[MAX_VARS];
  gboolean zero_ignored;
  QdCspCondition cap;
} Sched;

static gboolean
no_overlap_holds (const gint64 *x, gpointer data)
{
  const Sched *s = data;

  for (guint i = 0; i < s->n; i++)
    for (guint j = i + 1; j < s->n; j++)
      {
        gboolean apart = FALSE;

        for (guint d = 0; d < s->k; d++)
          {
            gint64 oi = x[s->origins[i * s->k + d]], oj = x[s->origins[j * s->k + d]];
            gint64 li = operand_value (&s->lengths[i * s->k + d], x), lj = operand_value (&s->lengths[j * s->k + d], x);

            apart |= oi + li <= oj || oj + lj <= oi || (s->zero_ignored && (li == 0 || lj == 0));
          }
        if (!apart)
          return FALSE;
      }
  return TRUE;
}

static void
test_no_overlap (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (10);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Sched s = { 0 };
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 4, 0, 4);
      s.k = g_rand_int_range (rand, 1, 3);
      s.n = g_rand_int_range (rand, 2, in.n_vars / s.k + 1);
      s.zero_ignored = g_rand_int_range (rand, 0, 2);
      for (guint e = 0; e < s.n * s.k; e++)
        {
          s.origins[e] = e;
          s.lengths[e] = random_operand (rand, &in, 0, 3);
        }
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_no_overlap (model, s.origins, s.lengths, s.n, s.k, s.zero_ignored, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, no_overlap_holds, &s);
    }
}

/* Three boxes of two dimensions in a small square, with the cumulative
 * each dimension implies (the lengths in the other one as heights within
 * its span) pruning too. */
static void
test_no_overlap_boxes (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  for (guint round = 0; round < ROUNDS / 10; round++)
    {
      Instance in;
      Sched s = { .n = 3, .k = 2 };
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 6, 0, 3);
      s.zero_ignored = g_rand_int_range (rand, 0, 2);
      for (guint e = 0; e < s.n * s.k; e++)
        {
          s.origins[e] = e;
          s.lengths[e] = g_rand_int_range (rand, 0, 4) == 0 ? QD_CSP_OPERAND_VAR (g_rand_int_range (rand, 0, in.n_vars))
                                                            : QD_CSP_OPERAND_INT (g_rand_int_range (rand, 1, 4));
        }
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_no_overlap (model, s.origins, s.lengths, s.n, s.k, s.zero_ignored, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, no_overlap_holds, &s);
    }
}

static gboolean
cumulative_holds (const gint64 *x, gpointer data)
{
  const Sched *s = data;

  for (guint i = 0; s->with_ends && i < s->n; i++)
    if (x[s->ends[i]] != x[s->origins[i]] + operand_value (&s->lengths[i], x))
      return FALSE;
  for (gint64 t = -5; t < 15; t++)
    {
      gint64 load = 0;

      for (guint i = 0; i < s->n; i++)
        if (x[s->origins[i]] <= t && t < x[s->origins[i]] + operand_value (&s->lengths[i], x))
          load += operand_value (&s->heights[i], x);
      if (!condition_holds (&s->cap, load, x))
        return FALSE;
    }
  return TRUE;
}

static void
test_cumulative (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Sched s = { 0 };
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 3, 0, 4);
      s.n = g_rand_int_range (rand, 2, in.n_vars + 1);
      s.with_ends = 2 * s.n <= in.n_vars && g_rand_int_range (rand, 0, 2);
      for (guint i = 0; i < s.n; i++)
        {
          s.origins[i] = i;
          s.ends[i] = s.n + i;
          s.lengths[i] = random_operand (rand, &in, 0, 3);
          s.heights[i] = random_operand (rand, &in, 0, 3);
        }
      s.cap.op = g_rand_int_range (rand, 0, 2) ? QD_CSP_COND_LE : QD_CSP_COND_LT;
      s.cap.operand = random_operand (rand, &in, 1, 5);
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_cumulative (model, s.origins, s.lengths, s.with_ends ? s.ends : NULL, s.heights,
                                                  s.n, &s.cap, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, cumulative_holds, &s);
    }
}

/* ---------------------------------------------------------------- circuit */

typedef struct {
  guint n;                  /* the nodes: x[0 .. n) */
  gint64 start;
  gint size;                /* x[size], or -1 */
} Circuit;

static gboolean
circuit_holds (const gint64 *x, gpointer data)
{
  const Circuit *c = data;
  gboolean taken[MAX_VARS] = { FALSE };
  guint non_loops = 0, first = 0, length = 0, j;

  for (guint i = 0; i < c->n; i++)
    {
      gint64 s = x[i] - c->start;

      if (s < 0 || s >= c->n || taken[s])
        return FALSE;
      taken[s] = TRUE;
      if (s != i)
        {
          non_loops++;
          first = i;
        }
    }
  if (non_loops < 2)
    return FALSE;
  j = first;
  do
    {
      j = x[j] - c->start;
      length++;
    }
  while (j != first);
  return length == non_loops && (c->size < 0 || x[c->size] == length);
}

static void
test_circuit (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Circuit c = { 0 };
      guint vars[MAX_VARS];
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      c.start = g_rand_int_range (rand, 0, 2);
      random_instance (rand, &in, 3, c.start - 1, c.start + 5);
      c.size = round % 2 == 0 ? (gint) in.n_vars - 1 : -1;
      c.n = c.size >= 0 ? in.n_vars - 1 : in.n_vars;
      for (guint i = 0; i < c.n; i++)
        vars[i] = i;
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_circuit (model, vars, c.n, c.start, c.size, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, circuit_holds, &c);
    }
}

/* Every node with every value in range: (n - 1)! Hamiltonian cycles plus
 * the shorter ones, counted here for 5 nodes: sum over k >= 2 of
 * C(5, k) (k - 1)! = 10 + 20 + 30 + 24 = 84. */
static void
test_circuit_full (void)
{
  static const gint64 keys[] = { 0, 1, 2, 3, 4 };
  g_autoptr(QdCspModel) model = qd_csp_model_new ();
  guint vars[5] = { 0, 1, 2, 3, 4 };
  GError *error = NULL;

  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("s%u", i);

      g_assert_true (qd_csp_model_add_var (model, name, keys, 5, FALSE, &error));
    }
  g_assert_true (qd_csp_model_add_circuit (model, vars, 5, 0, -1, &error));
  g_assert_cmpuint (engine_count (model, QD_CSP_INFER_MAC), ==, 84);
  g_assert_cmpuint (engine_count (model, QD_CSP_INFER_FC), ==, 84);
  g_assert_cmpuint (engine_count (model, QD_CSP_INFER_NONE), ==, 84);
}

/* ------------------------------------------------------------ edge-finding */

/* Whether the starts put no more than cap at any time. */
static gboolean
ef_fits (const QdCspEfTask *t, guint n, const gint64 *start, gint64 cap)
{
  for (gint64 time = 0; time < 16; time++)
    {
      gint64 load = 0;

      for (guint i = 0; i < n; i++)
        load += start[i] <= time && time < start[i] + t[i].p ? t[i].h : 0;
      if (load > cap)
        return FALSE;
    }
  return TRUE;
}

/* Every schedule (each start in est .. lct - p): per task, the least and
 * greatest start of those that fit; FALSE when none does. */
static gboolean
ef_brute (const QdCspEfTask *t, guint n, gint64 cap, gint64 *least, gint64 *most)
{
  gint64 start[8];
  gboolean any = FALSE;

  for (guint i = 0; i < n; i++)
    {
      start[i] = t[i].est;
      least[i] = G_MAXINT64;
      most[i] = G_MININT64;
    }
  for (;;)
    {
      guint i = 0;

      if (ef_fits (t, n, start, cap))
        for (guint j = 0; j < n; j++)
          {
            any = TRUE;
            least[j] = MIN (least[j], start[j]);
            most[j] = MAX (most[j], start[j]);
          }
      while (i < n && start[i] == t[i].lct - t[i].p)
        start[i] = t[i].est, i++;
      if (i == n)
        return any;
      start[i]++;
    }
}

/* Random small resources: edge-finding never removes a start of a
 * schedule, and fails only when there is none. */
static void
test_edgefind_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);

  for (guint round = 0; round < 4 * ROUNDS; round++)
    {
      QdCspEfTask t[8];
      gint64 lo[8], hi[8], least[8], most[8];
      guint n = g_rand_int_range (rand, 2, 6);
      gint64 cap = g_rand_int_range (rand, 0, 2) ? 1 : g_rand_int_range (rand, 1, 4);
      gboolean fits;

      for (guint i = 0; i < n; i++)
        {
          t[i].est = g_rand_int_range (rand, 0, 5);
          t[i].p = g_rand_int_range (rand, 1, 4);
          t[i].h = g_rand_int_range (rand, 1, cap + 1);
          t[i].lct = t[i].est + t[i].p + g_rand_int_range (rand, 0, 4);
        }
      fits = ef_brute (t, n, cap, least, most);
      if (!qd_csp_g_edgefind (t, n, cap, lo, hi))
        {
          g_assert_false (fits);
          continue;
        }
      for (guint i = 0; fits && i < n; i++)
        {
          g_assert_cmpint (lo[i], <=, least[i]);
          g_assert_cmpint (hi[i] - t[i].p, >=, most[i]);
        }
    }
}

/* Random small resources: the profile's segments, in order and apart,
 * give at each time the load of the compulsory parts that cover it. */
static void
test_timetable_profile (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);

  for (guint round = 0; round < 4 * ROUNDS; round++)
    {
      QdCspTtTask t[8];
      QdCspTtSegment seg[16];
      QdCspTtEvent work[16];
      guint n = g_rand_int_range (rand, 1, 8), m;

      for (guint i = 0; i < n; i++)
        {
          t[i].est = g_rand_int_range (rand, 0, 6);
          t[i].lst = t[i].est + g_rand_int_range (rand, 0, 4);
          t[i].p = g_rand_int_range (rand, -1, 5);
          t[i].h = g_rand_int_range (rand, -1, 4);
        }
      m = qd_csp_tt_profile (t, n, seg, work);
      for (guint k = 0; k < m; k++)
        g_assert_true (seg[k].start < seg[k].end && (k == 0 || seg[k - 1].end <= seg[k].start));
      for (gint64 time = -1; time < 16; time++)
        {
          gint64 load = 0, found = 0;

          for (guint i = 0; i < n; i++)
            if (t[i].p > 0 && t[i].h > 0 && t[i].lst <= time && time < t[i].est + t[i].p)
              load += t[i].h;
          for (guint k = 0; k < m; k++)
            if (seg[k].start <= time && time < seg[k].end)
              found = seg[k].load;
          g_assert_cmpint (found, ==, load);
        }
    }
}

/* Hand examples, where time-tabling finds nothing (no compulsory part). */
static void
test_edgefind_fixed (void)
{
  /* One machine: A and B (length 4) both in [0, 10], C (length 3) in
   * [0, 20]: C cannot end before both, so it starts at 8 at the earliest;
   * mirrored, D (length 3) in [0, 20] before E, F in [10, 20] ends by 12. */
  const QdCspEfTask disj[] = {
    { .est = 0, .lct = 10, .p = 4, .h = 1 },
    { .est = 0, .lct = 10, .p = 4, .h = 1 },
    { .est = 0, .lct = 20, .p = 3, .h = 1 },
  };
  const QdCspEfTask mirror[] = {
    { .est = 10, .lct = 20, .p = 4, .h = 1 },
    { .est = 10, .lct = 20, .p = 4, .h = 1 },
    { .est = 0, .lct = 20, .p = 3, .h = 1 },
  };
  /* Capacity 2: A and B (height 1, length 4) within [0, 8] with C (2 x 5)
   * in [0, 20]: 8 + 10 > 2 * 8, so C ends after them; Nuijten's bound:
   * rest = 8 - (2 - 2) * 8, C starts at 0 + 8 / 2 = 4 at the earliest (A
   * and B side by side, then C: the bound is reached). */
  const QdCspEfTask cumu[] = {
    { .est = 0, .lct = 8, .p = 4, .h = 1 },
    { .est = 0, .lct = 8, .p = 4, .h = 1 },
    { .est = 0, .lct = 20, .p = 5, .h = 2 },
  };
  /* Overload: 3 tasks of length 4 in [0, 11] on one machine. */
  const QdCspEfTask over[] = {
    { .est = 0, .lct = 11, .p = 4, .h = 1 },
    { .est = 0, .lct = 11, .p = 4, .h = 1 },
    { .est = 0, .lct = 11, .p = 4, .h = 1 },
  };
  gint64 lo[3], hi[3];

  g_assert_true (qd_csp_g_edgefind (disj, 3, 1, lo, hi));
  g_assert_cmpint (lo[0], ==, 0);
  g_assert_cmpint (lo[2], ==, 8);
  g_assert_cmpint (hi[0], ==, 10);
  g_assert_cmpint (hi[2], ==, 20);
  g_assert_true (qd_csp_g_edgefind (mirror, 3, 1, lo, hi));
  g_assert_cmpint (hi[2], ==, 12);
  g_assert_cmpint (lo[2], ==, 0);
  g_assert_true (qd_csp_g_edgefind (cumu, 3, 2, lo, hi));
  g_assert_cmpint (lo[2], ==, 4);
  g_assert_cmpint (lo[0], ==, 0);
  g_assert_false (qd_csp_g_edgefind (over, 3, 1, lo, hi));
}

void
g2_add_scheduling_tests (void)
{
  g_test_add_func ("/csp-globals-g2/packing/knapsack", test_knapsack);
  g_test_add_func ("/csp-globals-g2/packing/bin-packing", test_bin_packing);
  g_test_add_func ("/csp-globals-g2/scheduling/no-overlap", test_no_overlap);
  g_test_add_func ("/csp-globals-g2/scheduling/no-overlap-boxes", test_no_overlap_boxes);
  g_test_add_func ("/csp-globals-g2/scheduling/cumulative", test_cumulative);
  g_test_add_func ("/csp-globals-g2/scheduling/edgefind-random", test_edgefind_random);
  g_test_add_func ("/csp-globals-g2/scheduling/edgefind-fixed", test_edgefind_fixed);
  g_test_add_func ("/csp-globals-g2/scheduling/timetable-profile", test_timetable_profile);
  g_test_add_func ("/csp-globals-g2/circuit/random", test_circuit);
  g_test_add_func ("/csp-globals-g2/circuit/full", test_circuit_full);
}
