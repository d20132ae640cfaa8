/* bench-csp.c — figures of the CSP engine: n-queens with each inference
 * level, a large map, and table constraints.
 *
 * Assignments and checks are fixed numbers for a given engine (a change in
 * them is a change in behaviour); times are the best of a few runs.
 */
#include <stdio.h>

#include "core/qd-csp.h"

#define REPEATS 3

static gboolean
queens_allowed (guint a, guint b, gpointer data)
{
  guint distance = GPOINTER_TO_UINT (data);

  return a != b && a + distance != b && b + distance != a;
}

static QdCsp *
queens (guint n)
{
  QdCsp *csp = qd_csp_new ();

  for (guint i = 0; i < n; i++)
    qd_csp_add_variable (csp, NULL, n);
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      qd_csp_add_binary (csp, i, j, queens_allowed, GUINT_TO_POINTER (j - i), NULL);
  return csp;
}

/* A triangulated side x side grid (planar), 4 colours. */
static QdCsp *
grid_map (guint side)
{
  QdCsp *csp = qd_csp_new ();

  for (guint v = 0; v < side * side; v++)
    qd_csp_add_variable (csp, NULL, 4);
  for (guint r = 0; r < side; r++)
    for (guint c = 0; c < side; c++)
      {
        guint v = r * side + c;

        if (c + 1 < side)
          qd_csp_add_not_equal (csp, v, v + 1);
        if (r + 1 < side)
          qd_csp_add_not_equal (csp, v, v + side);
        if (r + 1 < side && c + 1 < side)
          qd_csp_add_not_equal (csp, v, v + side + 1);
      }
  return csp;
}

/* N-queens with each pair's constraint a table of its allowed pairs. */
static QdCsp *
queens_tables (guint n)
{
  QdCsp *csp = qd_csp_new ();
  g_autofree guint *tuples = g_new (guint, 2 * n * n);

  for (guint i = 0; i < n; i++)
    qd_csp_add_variable (csp, NULL, n);
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        guint scope[2] = { i, j }, k = 0;

        for (guint a = 0; a < n; a++)
          for (guint b = 0; b < n; b++)
            if (queens_allowed (a, b, GUINT_TO_POINTER (j - i)))
              {
                tuples[2 * k] = a;
                tuples[2 * k + 1] = b;
                k++;
              }
        qd_csp_add_table (csp, scope, 2, tuples, k, NULL);
      }
  return csp;
}

/* A word square: side x side letters from an alphabet of `letters`, each
 * row and each column one of `n_words` words drawn at random (seeded). */
static QdCsp *
word_square (guint side, guint letters, guint n_words, guint32 seed)
{
  QdCsp *csp = qd_csp_new ();
  g_autofree guint *words = g_new (guint, n_words * side);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  for (guint i = 0; i < side * side; i++)
    qd_csp_add_variable (csp, NULL, letters);
  for (guint i = 0; i < n_words * side; i++)
    words[i] = g_rand_int_range (rand, 0, letters);
  for (guint line = 0; line < 2 * side; line++)
    {
      guint scope[16];

      for (guint k = 0; k < side; k++)
        scope[k] = line < side ? line * side + k : k * side + (line - side);
      qd_csp_add_table (csp, scope, side, words, n_words, NULL);
    }
  return csp;
}

/* Random ternary tables (model RB-like): n variables of d values, m tables
 * over random triples, each allowing a fraction of the d^3 tuples. */
static QdCsp *
random_tables (guint n, guint d, guint m, double tightness, guint32 seed)
{
  QdCsp *csp = qd_csp_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree guint *tuples = g_new (guint, 3 * d * d * d);

  for (guint i = 0; i < n; i++)
    qd_csp_add_variable (csp, NULL, d);
  for (guint c = 0; c < m; c++)
    {
      guint scope[3], k = 0;

      scope[0] = g_rand_int_range (rand, 0, n);
      do
        scope[1] = g_rand_int_range (rand, 0, n);
      while (scope[1] == scope[0]);
      do
        scope[2] = g_rand_int_range (rand, 0, n);
      while (scope[2] == scope[0] || scope[2] == scope[1]);
      for (guint a = 0; a < d; a++)
        for (guint b = 0; b < d; b++)
          for (guint e = 0; e < d; e++)
            if (g_rand_double (rand) >= tightness)
              {
                tuples[3 * k] = a;
                tuples[3 * k + 1] = b;
                tuples[3 * k + 2] = e;
                k++;
              }
      qd_csp_add_table (csp, scope, 3, tuples, k, NULL);
    }
  return csp;
}

static void
bench (const char *label, const QdCsp *csp, const QdCspOptions *options)
{
  QdCspStats stats = { 0 };
  gint64 best = G_MAXINT64;
  QdCspStatus status = QD_CSP_STOPPED;

  for (guint r = 0; r < REPEATS; r++)
    {
      g_autoptr(QdCspSolver) solver = qd_csp_solver_new (csp, options);

      status = qd_csp_solver_run (solver, &stats);
      best = MIN (best, stats.time_us);
    }
  printf ("%-22s %-10s %-4s %9" G_GUINT64_FORMAT " sol %11" G_GUINT64_FORMAT " assignments %12"
          G_GUINT64_FORMAT " checks %10" G_GUINT64_FORMAT " prunings %9.3f ms%s\n",
          label, qd_csp_var_order_to_string (options->var_order),
          qd_csp_inference_to_string (options->inference), stats.solutions, stats.assignments,
          stats.checks, stats.prunings, best / 1000.0,
          status == QD_CSP_STOPPED ? " (stopped)" : "");
}

int
main (int argc, char **argv)
{
  static const QdCspInference inferences[] = { QD_CSP_INFER_NONE, QD_CSP_INFER_FC, QD_CSP_INFER_MAC };
  QdCspOptions o;

  printf ("# n-queens, first solution, static value order\n");
  for (guint n = 8; n <= 14; n++)
    {
      g_autoptr(QdCsp) csp = queens (n);
      g_autofree char *label = g_strdup_printf ("%u-queens first", n);

      for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
        for (guint v = 0; v < 2; v++)
          {
            qd_csp_options_init (&o);
            o.inference = inferences[i];
            o.var_order = v == 0 ? QD_CSP_VAR_STATIC : QD_CSP_VAR_MRV;
            bench (label, csp, &o);
          }
    }

  printf ("# 8-queens, all solutions, static value order\n");
  {
    g_autoptr(QdCsp) csp = queens (8);

    for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
      for (guint v = 0; v < 2; v++)
        {
          qd_csp_options_init (&o);
          o.inference = inferences[i];
          o.var_order = v == 0 ? QD_CSP_VAR_STATIC : QD_CSP_VAR_MRV;
          o.all_solutions = TRUE;
          bench ("8-queens all", csp, &o);
        }
  }

  printf ("# 10,000-region map (triangulated 100 x 100 grid), 4 colours, first solution\n");
  {
    g_autoptr(QdCsp) csp = grid_map (100);

    for (guint i = 1; i < G_N_ELEMENTS (inferences); i++)
      for (guint v = 0; v < 2; v++)
        {
          qd_csp_options_init (&o);
          o.inference = inferences[i];
          o.var_order = v == 0 ? QD_CSP_VAR_MRV : QD_CSP_VAR_MRV_DEGREE;
          bench ("map 10,000", csp, &o);
        }
  }

  printf ("# tables: 8-queens all solutions with pairs as tables; a 4 x 4 word square of 800\n"
          "# random words over 26 letters, all solutions; random ternary tables (40 variables of\n"
          "# 8 values, 60 tables), all solutions\n");
  {
    g_autoptr(QdCsp) q = queens_tables (8);
    g_autoptr(QdCsp) w = word_square (4, 26, 800, 7);
    g_autoptr(QdCsp) r = random_tables (40, 8, 60, 0.45, 11);

    for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
      {
        qd_csp_options_init (&o);
        o.inference = inferences[i];
        o.var_order = QD_CSP_VAR_MRV;
        o.all_solutions = TRUE;
        bench ("8-queens tables all", q, &o);
      }
    for (guint i = 1; i < G_N_ELEMENTS (inferences); i++)
      {
        qd_csp_options_init (&o);
        o.inference = inferences[i];
        o.var_order = QD_CSP_VAR_MRV;
        o.all_solutions = TRUE;
        bench ("word square 4x4", w, &o);
      }
    for (guint i = 1; i < G_N_ELEMENTS (inferences); i++)
      {
        qd_csp_options_init (&o);
        o.inference = inferences[i];
        o.var_order = QD_CSP_VAR_MRV;
        o.all_solutions = TRUE;
        o.max_solutions = 1000;
        bench ("random ternary", r, &o);
      }
  }
  return 0;
}
