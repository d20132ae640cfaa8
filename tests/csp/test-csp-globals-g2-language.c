/* test-csp-globals-g2-language.c — regular, mdd and stretch against
 * brute force (see test-csp-globals-g2.c). */
#include "config.h"

#include <string.h>

#include "globals-g2-harness.h"
#include "test-csp-globals-g2.h"

/* -------------------------------------------------------- regular and mdd */

#define STATES_MAX 24
#define TRANSITIONS_MAX 64

typedef struct {
  guint n;                  /* the word: x[vars[0]] .. x[vars[n - 1]] */
  guint vars[8];
  guint m;
  guint from[TRANSITIONS_MAX], to[TRANSITIONS_MAX];
  gint64 symbol[TRANSITIONS_MAX];
  guint start;
  gboolean final[STATES_MAX];
  guint finals[STATES_MAX], n_finals;
} Automaton;

/* Whether the automaton, run as a set of states, accepts the word. */
static gboolean
automaton_holds (const gint64 *x, gpointer data)
{
  const Automaton *a = data;
  gboolean now[STATES_MAX] = { FALSE }, next[STATES_MAX];

  now[a->start] = TRUE;
  for (guint k = 0; k < a->n; k++)
    {
      memset (next, 0, sizeof next);
      for (guint t = 0; t < a->m; t++)
        if (now[a->from[t]] && a->symbol[t] == x[a->vars[k]])
          next[a->to[t]] = TRUE;
      memcpy (now, next, sizeof now);
    }
  for (guint q = 0; q < STATES_MAX; q++)
    if (now[q] && a->final[q])
      return TRUE;
  return FALSE;
}

static void
random_word (GRand *rand, const Instance *in, Automaton *a, gboolean repeats)
{
  a->n = repeats ? (guint) g_rand_int_range (rand, 1, in->n_vars + 3) : in->n_vars;
  for (guint k = 0; k < a->n; k++)
    a->vars[k] = repeats ? (guint) g_rand_int_range (rand, 0, in->n_vars) : k;
}

static void
test_regular (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Automaton a = { 0 };
      guint n_states = g_rand_int_range (rand, 1, 5);
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 3, -2, 3);
      random_word (rand, &in, &a, round % 3 == 0);
      a.m = g_rand_int_range (rand, 0, 3 * n_states * 3);
      for (guint t = 0; t < a.m; t++)
        {
          a.from[t] = g_rand_int_range (rand, 0, n_states);
          a.to[t] = g_rand_int_range (rand, 0, n_states);
          a.symbol[t] = g_rand_int_range (rand, -2, 5);   /* 4: outside every domain */
        }
      a.start = g_rand_int_range (rand, 0, n_states);
      for (guint q = 0; q < n_states; q++)
        if (g_rand_int_range (rand, 0, 2) == 0)
          {
            a.final[q] = TRUE;
            a.finals[a.n_finals++] = q;
          }
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_regular (model, a.vars, a.n, a.from, a.symbol, a.to, a.m, a.start, a.finals,
                                               a.n_finals, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, automaton_holds, &a);
      if (round % 3 != 0)
        assert_gac (model);
    }
}

/* An MDD of n layers: a root, 1 to 3 nodes in each inner layer, a
 * terminal; each node has an arc in and an arc out. */
static void
random_mdd (GRand *rand, Automaton *a)
{
  guint first[9], width[9], next = 0;

  for (guint k = 0; k <= a->n; k++)
    {
      width[k] = k == 0 || k == a->n ? 1 : (guint) g_rand_int_range (rand, 1, 4);
      first[k] = next;
      next += width[k];
    }
  a->m = 0;
  for (guint k = 0; k < a->n; k++)
    {
      guint extra = g_rand_int_range (rand, 0, 4);

      for (guint i = 0; i < MAX (width[k], width[k + 1]) + extra; i++)
        {
          guint t = a->m++;

          a->from[t] = first[k] + (i < width[k] ? i : (guint) g_rand_int_range (rand, 0, width[k]));
          a->to[t] = first[k + 1] + (i < width[k + 1] ? i : (guint) g_rand_int_range (rand, 0, width[k + 1]));
          a->symbol[t] = g_rand_int_range (rand, -2, 5);
        }
    }
  a->start = 0;
  memset (a->final, 0, sizeof a->final);
  a->final[first[a->n]] = TRUE;
}

static void
test_mdd (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (6);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Automaton a = { 0 };
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 3, -2, 3);
      random_word (rand, &in, &a, round % 3 == 0);
      random_mdd (rand, &a);
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_mdd (model, a.vars, a.n, a.from, a.symbol, a.to, a.m, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, automaton_holds, &a);
      if (round % 3 != 0)
        assert_gac (model);
    }
}

/* Edges: an empty word (accepted or not), no transition, two roots. */
static void
test_regular_edges (void)
{
  static const gint64 keys[] = { -5, 0, 5 };
  g_autoptr(QdCspModel) model = qd_csp_model_new ();
  guint finals[1] = { 0 }, from[2] = { 0, 2 }, to[2] = { 1, 1 }, x = 0;
  gint64 symbol[2] = { -5, 5 };
  GError *error = NULL;

  g_assert_true (qd_csp_model_add_var (model, "x", keys, 3, FALSE, &error));
  g_assert_true (qd_csp_model_add_regular (model, NULL, 0, NULL, NULL, NULL, 0, 0, finals, 1, &error));
  g_assert_false (model->had_false);
  g_assert_true (qd_csp_model_add_mdd (model, &x, 1, from, symbol, to, 1, &error));
  g_assert_cmpuint (engine_count (model, QD_CSP_INFER_MAC), ==, 1);
  g_assert_cmpstr (qd_csp_constraint_description (model->csp, 0), ==, "mdd(x)");
  g_assert_false (qd_csp_model_add_mdd (model, &x, 1, from, symbol, to, 2, &error));
  g_assert_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_true (qd_csp_model_add_regular (model, &x, 1, NULL, NULL, NULL, 0, 0, finals, 1, &error));
  g_assert_true (model->had_false);
}

/* ---------------------------------------------------------------- stretch */

typedef struct {
  guint n;                  /* over x[0 .. n) */
  guint n_vals;
  gint64 values[4], lo[4], hi[4];
  guint n_patterns;
  gint64 patterns[2 * 8];
} Stretch;

static gboolean
stretch_holds (const gint64 *x, gpointer data)
{
  const Stretch *st = data;
  gint64 previous = 0;

  for (guint i = 0; i < st->n;)
    {
      guint len = 1, j;

      while (i + len < st->n && x[i + len] == x[i])
        len++;
      for (j = 0; j < st->n_vals && st->values[j] != x[i]; j++)
        ;
      if (j == st->n_vals || len < st->lo[j] || len > st->hi[j])
        return FALSE;
      if (i > 0 && st->n_patterns > 0)
        {
          gboolean listed = FALSE;

          for (guint p = 0; p < st->n_patterns; p++)
            listed |= st->patterns[2 * p] == previous && st->patterns[2 * p + 1] == x[i];
          if (!listed)
            return FALSE;
        }
      previous = x[i];
      i += len;
    }
  return TRUE;
}

static void
test_stretch (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Stretch st = { 0 };
      guint vars[MAX_VARS];
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 3, -1, 2);
      st.n = in.n_vars;
      st.n_vals = g_rand_int_range (rand, 1, 5);
      for (guint j = 0; j < st.n_vals; j++)
        {
          st.values[j] = (gint64) j - 1;   /* distinct, -1 .. 2 */
          st.lo[j] = g_rand_int_range (rand, 0, 3);
          st.hi[j] = st.lo[j] + g_rand_int_range (rand, -1, 4);
        }
      if (round % 2 == 0)
        {
          st.n_patterns = g_rand_int_range (rand, 0, 9);
          for (guint p = 0; p < 2 * st.n_patterns; p++)
            st.patterns[p] = g_rand_int_range (rand, -1, 3);
        }
      for (guint i = 0; i < in.n_vars; i++)
        vars[i] = i;
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_stretch (model, vars, st.n, st.values, st.lo, st.hi, st.n_vals, st.patterns,
                                               st.n_patterns, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, stretch_holds, &st);
      assert_gac (model);
    }
}


void
g2_add_language_tests (void)
{
  g_test_add_func ("/csp-globals-g2/regular/random", test_regular);
  g_test_add_func ("/csp-globals-g2/regular/mdd", test_mdd);
  g_test_add_func ("/csp-globals-g2/regular/edges", test_regular_edges);
  g_test_add_func ("/csp-globals-g2/stretch/random", test_stretch);
}
