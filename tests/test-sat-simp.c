/* test-sat-simp.c — the CDCL solver's SatELite preprocessing
 * (core/qd-sat-simp.c): small formulas worked by hand through MiniSat
 * 2.2's SimpSolver steps (subsumption, self-subsuming resolution, bounded
 * variable elimination, the model extended back), frozen variables kept,
 * clauses added after a solve on an eliminated variable, the stop flag
 * during preprocessing; random 3-SAT formulas against brute force (answer
 * and number of models, enumerated by blocking clauses). */
#include "core/qd-sat.h"
#include "core/qd-sat-explain.h"

/* Variables a, b, c, d as literals. */
#define POS(v) (2u * (v))
#define NEG(v) (2u * (v) + 1)

static void
add (QdSat *sat, guint n, guint l0, guint l1, guint l2)
{
  guint lits[3] = { l0, l1, l2 };
  qd_sat_add_clause (sat, lits, n);
}

/* (a ∨ b) ∧ (¬a ∨ b).  By hand: (a ∨ b) subsumes (¬a ∨ b) but for a, so
 * that clause loses ¬a and is the unit b; the unit b subsumes (a ∨ b);
 * a is left in no clause and is eliminated, false by default.  No
 * decision; model a = false, b = true; two clauses removed. */
static void
test_strengthen (void)
{
  QdSat *sat = qd_sat_new (2);

  qd_sat_set_preprocess (sat, TRUE);
  add (sat, 2, POS (0), POS (1), 0);
  add (sat, 2, NEG (0), POS (1), 0);
  g_assert_cmpint (qd_sat_solve (sat, NULL, 0), ==, QD_SAT_SAT);
  g_assert_false (qd_sat_model_value (sat, 0));
  g_assert_true (qd_sat_model_value (sat, 1));
  g_assert_cmpuint (qd_sat_stats (sat)->eliminated, ==, 1);
  g_assert_cmpuint (qd_sat_stats (sat)->removed, ==, 2);
  g_assert_cmpuint (qd_sat_stats (sat)->decisions, ==, 0);
  qd_sat_free (sat);
}

/* (a ∨ b) ∧ (¬a ∨ c) ∧ (¬b ∨ c), b and c frozen.  By hand: no clause
 * subsumes another; a goes (one resolvent, b ∨ c, for two clauses), the
 * stack keeping (a ∨ b) and the default ¬a; (b ∨ c) strengthens (¬b ∨ c)
 * to the unit c, which subsumes (b ∨ c): four clauses removed.  The search
 * decides b false (MiniSat's first phase), so the extension must turn a
 * true for (a ∨ b). */
static QdSat *
extend_formula (gboolean freeze_a)
{
  QdSat *sat = qd_sat_new (3);

  qd_sat_set_preprocess (sat, TRUE);
  qd_sat_freeze (sat, 1);
  qd_sat_freeze (sat, 2);
  if (freeze_a)
    qd_sat_freeze (sat, 0);
  add (sat, 2, POS (0), POS (1), 0);
  add (sat, 2, NEG (0), POS (2), 0);
  add (sat, 2, NEG (1), POS (2), 0);
  return sat;
}

static void
test_extend (void)
{
  QdSat *sat = extend_formula (FALSE);

  g_assert_cmpint (qd_sat_solve (sat, NULL, 0), ==, QD_SAT_SAT);
  g_assert_true (qd_sat_model_value (sat, 0));
  g_assert_false (qd_sat_model_value (sat, 1));
  g_assert_true (qd_sat_model_value (sat, 2));
  g_assert_cmpuint (qd_sat_stats (sat)->eliminated, ==, 1);
  g_assert_cmpuint (qd_sat_stats (sat)->removed, ==, 4);
  g_assert_cmpuint (qd_sat_stats (sat)->decisions, ==, 1);
  qd_sat_free (sat);
}

/* The same with a frozen too: nothing is eliminated nor subsumed. */
static void
test_frozen (void)
{
  QdSat *sat = extend_formula (TRUE);

  g_assert_cmpint (qd_sat_solve (sat, NULL, 0), ==, QD_SAT_SAT);
  g_assert_cmpuint (qd_sat_stats (sat)->eliminated, ==, 0);
  g_assert_cmpuint (qd_sat_stats (sat)->removed, ==, 0);
  g_assert_true (!qd_sat_model_value (sat, 0) || qd_sat_model_value (sat, 2));
  qd_sat_free (sat);
}

/* After the solve of test_extend, ¬a brings a back with (a ∨ b) and
 * (¬a ∨ c): then b must be true; ¬b on top leaves no model. */
static void
test_later_clauses (void)
{
  QdSat *sat = extend_formula (FALSE);
  guint not_a = NEG (0), not_b = NEG (1);

  g_assert_cmpint (qd_sat_solve (sat, NULL, 0), ==, QD_SAT_SAT);
  g_assert_true (qd_sat_add_clause (sat, &not_a, 1));
  g_assert_cmpint (qd_sat_solve (sat, NULL, 0), ==, QD_SAT_SAT);
  g_assert_false (qd_sat_model_value (sat, 0));
  g_assert_true (qd_sat_model_value (sat, 1));
  g_assert_true (qd_sat_model_value (sat, 2));
  qd_sat_add_clause (sat, &not_b, 1);
  g_assert_cmpint (qd_sat_solve (sat, NULL, 0), ==, QD_SAT_UNSAT);
  qd_sat_free (sat);
}

/* ---- random 3-SAT against brute force ---- */

typedef struct { guint n_vars, n_clauses; guint lits[80][3]; } Random3;

static void
random3_make (Random3 *f, GRand *rand, guint n_vars, guint n_clauses)
{
  g_assert_cmpuint (n_clauses, <=, G_N_ELEMENTS (f->lits));
  f->n_vars = n_vars;
  f->n_clauses = n_clauses;
  for (guint i = 0; i < n_clauses; i++)
    for (guint k = 0; k < 3; k++)
      f->lits[i][k] = 2 * (guint) g_rand_int_range (rand, 0, (gint32) n_vars) + (guint) g_rand_int_range (rand, 0, 2);
}

static gboolean
random3_satisfied (const Random3 *f, guint assignment)
{
  for (guint i = 0; i < f->n_clauses; i++)
    {
      gboolean sat = FALSE;
      for (guint k = 0; k < 3; k++)
        sat |= ((assignment >> (f->lits[i][k] >> 1)) & 1) == !(f->lits[i][k] & 1);
      if (!sat)
        return FALSE;
    }
  return TRUE;
}

static guint
random3_count (const Random3 *f)
{
  guint count = 0;

  for (guint a = 0; a < (1u << f->n_vars); a++)
    count += random3_satisfied (f, a);
  return count;
}

static QdSat *
random3_load (const Random3 *f)
{
  QdSat *sat = qd_sat_new (f->n_vars);

  qd_sat_set_preprocess (sat, TRUE);
  for (guint i = 0; i < f->n_clauses; i++)
    qd_sat_add_clause (sat, f->lits[i], 3);
  return sat;
}

static guint
model_bits (const QdSat *sat, guint n_vars)
{
  guint bits = 0;

  for (guint v = 0; v < n_vars; v++)
    bits |= (guint) qd_sat_model_value (sat, v) << v;
  return bits;
}

/* The solver's answer is brute force's, its model (extended) one. */
static void
check_answer (const Random3 *f, const QdSat *sat, QdSatResult result, guint models)
{
  g_assert_cmpint (result, ==, models > 0 ? QD_SAT_SAT : QD_SAT_UNSAT);
  if (result == QD_SAT_SAT)
    g_assert_true (random3_satisfied (f, model_bits (sat, f->n_vars)));
}

/* Every model (extended) is one, every one found once: as many as brute
 * force counts; blocking clauses bring eliminated variables back. */
static guint
enumerate (const Random3 *f)
{
  QdSat *sat = random3_load (f);
  guint block[16], count = 0;
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);

  while (qd_sat_solve (sat, NULL, 0) == QD_SAT_SAT)
    {
      guint bits = model_bits (sat, f->n_vars);
      g_assert_true (random3_satisfied (f, bits));
      g_assert_false (g_hash_table_contains (seen, GUINT_TO_POINTER (bits + 1)));
      g_hash_table_add (seen, GUINT_TO_POINTER (bits + 1));
      count++;
      for (guint v = 0; v < f->n_vars; v++)
        block[v] = 2 * v + ((bits >> v) & 1);
      if (!qd_sat_add_clause (sat, block, f->n_vars))
        break;
    }
  qd_sat_free (sat);
  return count;
}

static void
test_random (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (96);
  guint sat_count = 0, eliminated = 0;

  for (guint round = 0; round < 300; round++)
    {
      Random3 f;
      QdSat *sat;
      QdSatResult result;
      guint models;

      random3_make (&f, rand, 6 + round % 7, 10 + round % 45);
      models = random3_count (&f);
      sat = random3_load (&f);
      result = qd_sat_solve (sat, NULL, 0);
      check_answer (&f, sat, result, models);
      eliminated += qd_sat_stats (sat)->eliminated;
      qd_sat_free (sat);
      g_assert_cmpuint (enumerate (&f), ==, models);
      sat_count += models > 0;
    }
  /* both answers met, and elimination at work */
  g_assert_cmpuint (sat_count, >, 50);
  g_assert_cmpuint (sat_count, <, 290);
  g_assert_cmpuint (eliminated, >, 100);
}

/* The stop flag set: preprocessing stops (STOPPED); cleared, the next
 * solve answers as brute force does, its model extended. */
static void
test_stop (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  gint stop = 1;

  for (guint round = 0; round < 40; round++)
    {
      Random3 f;
      QdSat *sat;
      QdSatResult result;

      random3_make (&f, rand, 12, 30 + round);
      sat = random3_load (&f);
      stop = 1;
      result = qd_sat_solve (sat, &stop, 0);
      /* (units that contradict answer before preprocessing starts) */
      g_assert_true (result == QD_SAT_STOPPED || (result == QD_SAT_UNSAT && random3_count (&f) == 0));
      stop = 0;
      check_answer (&f, sat, qd_sat_solve (sat, &stop, 0), random3_count (&f));
      qd_sat_free (sat);
    }
}

/* The conflict recorder works on the preprocessed formula too (the logic
 * commands turn preprocessing off for --steps, so that the teacher's
 * conflict is on the file's own clauses): each conflict recorded has a
 * false clause whose literals are all on the trail, false, and a learned
 * clause led by the negated first UIP. */
static void
test_explain (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  guint recorded = 0;

  for (guint round = 0; round < 60; round++)
    {
      Random3 f;
      QdSat *sat;
      g_autoptr (QdSatExplain) e = qd_sat_explain_new (1 + round % 3, FALSE);

      random3_make (&f, rand, 14, 60 + round % 20);
      sat = random3_load (&f);
      qd_sat_set_explain (sat, e);
      qd_sat_solve (sat, NULL, 0);
      /* (a last conflict at level 0 ends the search unrecorded) */
      g_assert_true (!e->recorded || qd_sat_stats (sat)->conflicts >= e->conflict);
      g_assert_true (e->recorded || qd_sat_stats (sat)->conflicts <= e->conflict);
      if (e->recorded)
        {
          recorded++;
          for (guint i = 0; i < e->conflict_lits->len; i++)
            {
              guint lit = g_array_index (e->conflict_lits, guint, i);
              guint vertex = qd_sat_explain_vertex_of (e, lit >> 1);
              g_assert_cmpuint (vertex, !=, G_MAXUINT);
              g_assert_cmpuint (g_array_index (e->vertices, QdSatExplainVertex, vertex).lit, ==, lit ^ 1);
            }
          g_assert_cmpuint (g_array_index (e->learned, guint, 0), ==, e->uip ^ 1);
        }
      qd_sat_set_explain (sat, NULL);
      qd_sat_free (sat);
    }
  g_assert_cmpuint (recorded, >, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sat-simp/strengthen", test_strengthen);
  g_test_add_func ("/sat-simp/extend", test_extend);
  g_test_add_func ("/sat-simp/frozen", test_frozen);
  g_test_add_func ("/sat-simp/later-clauses", test_later_clauses);
  g_test_add_func ("/sat-simp/random-3sat", test_random);
  g_test_add_func ("/sat-simp/stop", test_stop);
  g_test_add_func ("/sat-simp/explain", test_explain);
  return g_test_run ();
}
