/* test-sat.c — the CDCL solver (core/qd-sat) and the DIMACS reader
 * (core/qd-dimacs): hand-checked formulas, pigeonholes (UNSAT by a
 * counting argument), random 3-SAT checked against brute force, every
 * model checked against its clauses, the reader's refusals. */
#include "core/qd-dimacs.h"
#include "core/qd-sat.h"

#include <string.h>

/* A formula as DIMACS literals, clauses ended by 0. */
typedef struct { guint n_vars; GArray *lits; } Formula;

static void
formula_init (Formula *f, guint n_vars)
{
  f->n_vars = n_vars;
  f->lits = g_array_new (FALSE, FALSE, sizeof (gint));
}

static void
formula_add (Formula *f, const gint *clause, guint n)
{
  gint zero = 0;
  g_array_append_vals (f->lits, clause, n);
  g_array_append_val (f->lits, zero);
}

static QdSat *
load (const Formula *f)
{
  g_autoptr (GArray) clause = g_array_new (FALSE, FALSE, sizeof (guint));
  const gint *lits = (const gint *) f->lits->data;
  QdSat *sat = qd_sat_new (f->n_vars);

  for (guint i = 0; i < f->lits->len; i++)
    if (lits[i] != 0)
      {
        guint lit = QD_SAT_LIT (lits[i]);
        g_assert_cmpint (QD_SAT_DIMACS (lit), ==, lits[i]);
        g_array_append_val (clause, lit);
      }
    else
      {
        qd_sat_add_clause (sat, (guint *) clause->data, clause->len);
        g_array_set_size (clause, 0);
      }
  return sat;
}

/* Checks the model satisfies every clause. */
static void
check_model (const Formula *f, const QdSat *sat)
{
  const gint *lits = (const gint *) f->lits->data;

  for (guint i = 0, satisfied = 0; i < f->lits->len; i++)
    if (lits[i] == 0)
      {
        g_assert_true (satisfied);
        satisfied = 0;
      }
    else if (qd_sat_model_value (sat, (guint) ABS (lits[i]) - 1) == (lits[i] > 0))
      satisfied = 1;
}

/* The implication graph a recorder will draw: each implied variable's
 * reason clause holds it first, true, and the rest false, set no later. */
static void
check_reasons (const QdSat *sat)
{
  for (guint v = 0; v < qd_sat_n_vars (sat); v++)
    {
      QdSatClause reason = qd_sat_reason (sat, v);
      const guint32 *lits;
      guint n;

      g_assert_cmpint (qd_sat_level (sat, v), >=, 0);
      if (reason == QD_SAT_NO_REASON)
        continue;
      lits = qd_sat_clause_lits (sat, reason, &n);
      g_assert_cmpuint (n, >=, 2);
      g_assert_cmpuint (lits[0] >> 1, ==, v);
      g_assert_true (qd_sat_model_value (sat, v) == !(lits[0] & 1));
      for (guint k = 1; k < n; k++)
        {
          g_assert_true (qd_sat_model_value (sat, lits[k] >> 1) == (gboolean) (lits[k] & 1));
          g_assert_cmpint (qd_sat_level (sat, lits[k] >> 1), <=, qd_sat_level (sat, v));
        }
    }
}

/* Solves, and checks a model. */
static QdSatResult
solve_checked (const Formula *f, const gint *stop, guint64 budget, QdSatStats *stats)
{
  QdSat *sat = load (f);
  QdSatResult result = qd_sat_solve (sat, stop, budget);

  if (result == QD_SAT_SAT)
    {
      check_model (f, sat);
      check_reasons (sat);
    }
  if (stats != NULL)
    *stats = *qd_sat_stats (sat);
  qd_sat_free (sat);
  return result;
}

/* The number of models, each found then blocked by a clause. */
static guint
enumerate (const Formula *f)
{
  QdSat *sat = load (f);
  g_autofree guint *block = g_new (guint, f->n_vars);
  guint count = 0;

  while (qd_sat_solve (sat, NULL, 0) == QD_SAT_SAT)
    {
      check_model (f, sat);
      count++;
      for (guint v = 0; v < f->n_vars; v++)
        block[v] = 2 * v + (qd_sat_model_value (sat, v) ? 1 : 0);
      if (!qd_sat_add_clause (sat, block, f->n_vars))
        break;
    }
  qd_sat_free (sat);
  return count;
}

static void
test_small (void)
{
  struct { guint n_vars; const gint *lits; guint n; QdSatResult expected; } cases[] = {
    { 1, (const gint[]) { 1, 0 }, 2, QD_SAT_SAT },
    { 1, (const gint[]) { 1, 0, -1, 0 }, 4, QD_SAT_UNSAT },
    { 2, (const gint[]) { 0 }, 1, QD_SAT_UNSAT },                      /* the empty clause */
    { 0, (const gint[]) { 0 }, 0, QD_SAT_SAT },                        /* no clause */
    { 2, (const gint[]) { 1, -1, 0, 2, 2, 0 }, 6, QD_SAT_SAT },        /* tautology, repeat */
    /* pure literals: 1 only positive, 3 only negative */
    { 3, (const gint[]) { 1, 2, 0, 1, -2, 0, -3, 2, 0, -3, -2, 0 }, 12, QD_SAT_SAT },
    /* every assignment of two variables excluded */
    { 2, (const gint[]) { 1, 2, 0, 1, -2, 0, -1, 2, 0, -1, -2, 0 }, 12, QD_SAT_UNSAT },
    /* a chain of implications 1 → 2 → 3 → ¬1 with 1 forced */
    { 3, (const gint[]) { 1, 0, -1, 2, 0, -2, 3, 0, -3, -1, 0 }, 11, QD_SAT_UNSAT },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      Formula f;
      formula_init (&f, cases[c].n_vars);
      g_array_append_vals (f.lits, cases[c].lits, cases[c].n);
      g_assert_cmpint (solve_checked (&f, NULL, 0, NULL), ==, cases[c].expected);
      g_array_unref (f.lits);
    }
}

/* PHP(pigeons, holes): variable (i, j) is pigeon i in hole j. */
static void
pigeonhole (Formula *f, guint pigeons, guint holes)
{
  formula_init (f, pigeons * holes);
  for (guint i = 0; i < pigeons; i++)
    {
      gint clause[16];
      for (guint j = 0; j < holes; j++)
        clause[j] = (gint) (i * holes + j + 1);
      formula_add (f, clause, holes);
    }
  for (guint j = 0; j < holes; j++)
    for (guint a = 0; a < pigeons; a++)
      for (guint b = a + 1; b < pigeons; b++)
        formula_add (f, (gint[]) { -(gint) (a * holes + j + 1), -(gint) (b * holes + j + 1) }, 2);
}

static void
test_pigeonhole (void)
{
  for (guint n = 3; n <= 7; n++)
    {
      Formula f;
      QdSatStats stats;
      gint64 t0 = g_get_monotonic_time ();

      pigeonhole (&f, n + 1, n);
      g_assert_cmpint (solve_checked (&f, NULL, 0, &stats), ==, QD_SAT_UNSAT);
      g_test_message ("PHP(%u,%u): UNSAT in %.3f s, %" G_GUINT64_FORMAT " conflicts, %"
                      G_GUINT64_FORMAT " restarts, %" G_GUINT64_FORMAT " learned, %" G_GUINT64_FORMAT " deleted",
                      n + 1, n, (g_get_monotonic_time () - t0) / 1e6, stats.conflicts,
                      stats.restarts, stats.learned, stats.deleted);
      g_array_unref (f.lits);
      /* n pigeons fit in n holes */
      pigeonhole (&f, n, n);
      g_assert_cmpint (solve_checked (&f, NULL, 0, NULL), ==, QD_SAT_SAT);
      g_array_unref (f.lits);
    }
}

/* The number of assignments that satisfy the clauses, each given as the
 * masks of its positive and its negative variables, counted up to `limit`. */
static guint
brute_force (const guint32 *pos, const guint32 *neg, guint m, guint n_vars, guint limit)
{
  guint count = 0;

  for (guint32 a = 0; a < (1u << n_vars) && count < limit; a++)
    {
      guint i = 0;
      while (i < m && ((a & pos[i]) | (~a & neg[i])) != 0)
        i++;
      count += i == m;
    }
  return count;
}

static void
test_random (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (4026);
  guint counts[3] = { 0, 0, 0 };

  for (guint t = 0; t < 120; t++)
    {
      guint n = 10 + t % 11, m = (guint) (4.26 * n + 0.5);
      guint32 pos[100] = { 0 }, neg[100] = { 0 };
      Formula f;
      QdSatResult result;

      formula_init (&f, n);
      for (guint i = 0; i < m; i++)
        {
          gint clause[3];
          for (guint k = 0; k < 3; k++)
            {
              guint v = (guint) g_rand_int_range (rand, 0, (gint32) n);
              gboolean negative = g_rand_boolean (rand);
              clause[k] = negative ? -(gint) (v + 1) : (gint) (v + 1);
              if (negative)
                neg[i] |= 1u << v;
              else
                pos[i] |= 1u << v;
            }
          formula_add (&f, clause, 3);
        }
      result = solve_checked (&f, NULL, 0, NULL);
      g_assert_cmpint (result, ==, brute_force (pos, neg, m, n, 1) ? QD_SAT_SAT : QD_SAT_UNSAT);
      counts[result == QD_SAT_SAT]++;
      if (n <= 14)
        {
          guint models = brute_force (pos, neg, m, n, G_MAXUINT);
          g_assert_cmpuint (enumerate (&f), ==, models);
          counts[2] += models;
        }
      g_array_unref (f.lits);
    }
  g_test_message ("120 random 3-SAT instances, 10 to 20 variables: %u SAT, %u UNSAT; "
                  "%u models of those up to 14 variables enumerated", counts[1], counts[0], counts[2]);
  g_assert_cmpuint (counts[0], >, 5);
  g_assert_cmpuint (counts[1], >, 5);
}

static void
test_stop (void)
{
  Formula f;
  gint stop = 1;
  QdSatStats stats;

  pigeonhole (&f, 10, 9);
  g_assert_cmpint (solve_checked (&f, &stop, 0, &stats), ==, QD_SAT_STOPPED);
  g_assert_cmpuint (stats.conflicts, <=, 1);
  g_assert_cmpint (solve_checked (&f, NULL, 50, &stats), ==, QD_SAT_BUDGET);
  g_assert_cmpuint (stats.conflicts, ==, 50);
  g_array_unref (f.lits);
}

static void
test_dimacs_refusals (void)
{
  struct { const char *text; const char *message; } cases[] = {
    { "c no header\n1 2 0\n", "line 2: a clause before the “p cnf” header" },
    { "c only comments\n", "line 1: no “p cnf” header" },
    { "p cnf 3\n1 0\n", "line 1: the header is not “p cnf VARIABLES CLAUSES”" },
    { "p dnf 3 1\n1 0\n", "line 1: the header is not “p cnf VARIABLES CLAUSES”" },
    { "p cnf 3 1\np cnf 3 1\n", "line 2: a second “p cnf” header" },
    { "p cnf 3 2\n1 2 0\n-4 3 0\n", "line 3: literal -4 is past the 3 variables the header declares" },
    { "p cnf 3 1\n1 2 0\n3 0\n", "line 3: a clause past the 1 the header declares" },
    { "p cnf 3 3\n1 2 0\n\n3 0\n", "line 4: 2 clauses where the header declares 3" },
    { "p cnf 3 2\n1 2 0\n3\n", "line 3: the last clause does not end with 0" },
    { "p cnf 3 1\n1 x2 0\n", "line 2: “x2” is not an integer" },
    { "p cnf 3 1\n1 - 0\n", "line 2: “-” is not an integer" },
    { "p cnf 3 1\n1 99999999999 0\n", "line 2: 99999999999 is too large a number" },
    { "p cnf 3 -1\n", "line 1: “-1” is not an integer" },
    { "p cnf 20000000 1\n1 0\n",
      "line 1: the header declares 20000000 variables and 1 clauses; the most this reader takes is 10000000 of each" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (QdCnf) cnf = qd_dimacs_read (cases[c].text, strlen (cases[c].text), &error);
      g_assert_null (cnf);
      g_assert_cmpstr (error->message, ==, cases[c].message);
    }
}

static void
test_dimacs_too_big (void)
{
  g_autofree char *text = g_malloc0 (QD_DIMACS_MAX_SIZE + 1);
  g_autoptr (GError) error = NULL;

  g_assert_null (qd_dimacs_read (text, QD_DIMACS_MAX_SIZE + 1, &error));
  g_assert_error (error, QD_DIMACS_ERROR, QD_DIMACS_ERROR_TOO_BIG);
  g_assert_cmpstr (error->message, ==, "the file is larger than 64 MB");
}

static void
test_dimacs_round_trip (void)
{
  /* As SATLIB's uf20 files end: "%", then "0" */
  const char *text = "c a SATLIB-like file\nc\np cnf 4 3\n 1 -2\n 3 0 -4 0\r\n\n2 4 -1 0\n%\n0\n\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (QdCnf) cnf = qd_dimacs_read (text, strlen (text), &error);
  g_autoptr (QdCnf) again = NULL;
  g_autofree char *written = NULL, *rewritten = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (cnf->n_vars, ==, 4);
  g_assert_cmpuint (cnf->n_clauses, ==, 3);
  written = qd_dimacs_write (cnf);
  g_assert_cmpstr (written, ==, "p cnf 4 3\n1 -2 3 0\n-4 0\n2 4 -1 0\n");
  again = qd_dimacs_read (written, strlen (written), &error);
  g_assert_no_error (error);
  rewritten = qd_dimacs_write (again);
  g_assert_cmpstr (rewritten, ==, written);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sat/small", test_small);
  g_test_add_func ("/sat/pigeonhole", test_pigeonhole);
  g_test_add_func ("/sat/random-3sat", test_random);
  g_test_add_func ("/sat/stop-and-budget", test_stop);
  g_test_add_func ("/sat/dimacs-refusals", test_dimacs_refusals);
  g_test_add_func ("/sat/dimacs-too-big", test_dimacs_too_big);
  g_test_add_func ("/sat/dimacs-round-trip", test_dimacs_round_trip);
  return g_test_run ();
}
