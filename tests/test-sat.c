/* test-sat.c — the CDCL solver (core/qd-sat) and the DIMACS reader
 * (core/qd-dimacs): hand-checked formulas, pigeonholes (UNSAT by a
 * counting argument), random 3-SAT checked against brute force, every
 * model checked against its clauses, the reader's refusals. */
#include "core/qd-dimacs.h"
#include "core/qd-sat.h"
#include "core/qd-sat-explain.h"

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

/* The Luby sequence (docs/logic-peers.md §6.4): 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8. */
static void
test_luby (void)
{
  const double terms[] = { 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1 };

  for (guint i = 0; i < G_N_ELEMENTS (terms); i++)
    g_assert_cmpfloat (qd_sat_luby (i), ==, terms[i]);
  g_assert_cmpfloat (qd_sat_luby (30), ==, 16);   /* the 31st term ends the run 1 … 16 */
}

static const QdSatExplainVertex *
vertex (const QdSatExplain *e, guint i)
{
  g_assert_cmpuint (i, <, e->vertices->len);
  return &g_array_index (e->vertices, QdSatExplainVertex, i);
}

static gboolean
has_edge (const QdSatExplain *e, guint from, guint to)
{
  for (guint i = 0; i < e->edges->len; i++)
    {
      const QdSatExplainEdge *edge = &g_array_index (e->edges, QdSatExplainEdge, i);
      if (edge->from == from && edge->to == to)
        return TRUE;
    }
  return FALSE;
}

static void
assert_lits (const GArray *lits, const gint *dimacs, guint n)
{
  g_assert_cmpuint (lits->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (QD_SAT_DIMACS (g_array_index (lits, guint, i)), ==, dimacs[i]);
}

/* The first conflict, worked by hand.  Clauses, in this order:
 *   c1 x1 ∨ x2   c2 x8 ∨ x3   c3 x7 ∨ x4   c4 ¬x4 ∨ x5   c5 ¬x5 ∨ ¬x2 ∨ x6
 *   c6 ¬x4 ∨ ¬x6.
 * Before the first conflict every activity is 0 and every saved phase
 * false: the heap gives x1 first, then the rest from the last down, each
 * decided false.
 *   level 1: ¬x1, then x2 (c1);   level 2: ¬x8, then x3 (c2);
 *   level 3: ¬x7, then x4 (c3); x4 falsifies ¬x4, whose watchers are c4
 *   then c6 (the order they were added): x5 (c4), ¬x6 (c6); x5 falsifies
 *   ¬x5: c5 = ¬x5 ∨ ¬x2 ∨ x6 is false.
 * Analysis: c5 has x5 and ¬x6 of level 3, ¬x2 of level 1; ¬x6's reason c6
 * adds x4; x5's reason c4 adds nothing new; one literal of level 3 is
 * left: x4, the first UIP (every path from ¬x7 to κ goes through it).
 * Learned ¬x4 ∨ ¬x2 (¬x2's reason leads to the decision ¬x1: it stays);
 * back to level 1, past level 2, which has no part in the conflict. */
static void
test_explain_first_conflict (void)
{
  const gint clauses[][3] = { { 1, 2 }, { 8, 3 }, { 7, 4 }, { -4, 5 }, { -5, -2, 6 }, { -4, -6 } };
  const guint lengths[] = { 2, 2, 2, 2, 3, 2 };
  const gint trail[] = { -1, 2, -8, 3, -7, 4, 5, -6 };
  const gint levels[] = { 1, 1, 2, 2, 3, 3, 3, 3 };
  const gint learned[] = { -4, -2 }, conflict[] = { 6, -5, -2 };
  const guint8 cone[] = { 1, 1, 0, 0, 1, 1, 1, 1 };
  g_autoptr (QdSatExplain) explain = qd_sat_explain_new (1, TRUE);
  Formula f;
  QdSat *sat;

  formula_init (&f, 8);
  for (guint i = 0; i < G_N_ELEMENTS (clauses); i++)
    formula_add (&f, clauses[i], lengths[i]);
  sat = load (&f);
  qd_sat_set_explain (sat, explain);
  g_assert_cmpint (qd_sat_solve (sat, NULL, 0), ==, QD_SAT_STOPPED);
  g_assert_true (explain->recorded);
  g_assert_cmpuint (explain->vertices->len, ==, G_N_ELEMENTS (trail));
  for (guint i = 0; i < G_N_ELEMENTS (trail); i++)
    {
      gboolean decision = i == 0 || i == 2 || i == 4;

      g_assert_cmpint (QD_SAT_DIMACS (vertex (explain, i)->lit), ==, trail[i]);
      g_assert_cmpint (vertex (explain, i)->level, ==, levels[i]);
      g_assert_cmpuint (vertex (explain, i)->decision, ==, decision);
      g_assert_cmpuint (vertex (explain, i)->reason_len, ==, (decision ? 0 : 2));
      g_assert_cmpuint (vertex (explain, i)->in_cone, ==, cone[i]);
    }
  /* ¬x1 → x2, ¬x8 → x3, ¬x7 → x4, x4 → x5, x4 → ¬x6; x6, x5, x2 → κ. */
  g_assert_cmpuint (explain->edges->len, ==, 8);
  g_assert_true (has_edge (explain, 0, 1) && has_edge (explain, 2, 3) && has_edge (explain, 4, 5));
  g_assert_true (has_edge (explain, 5, 6) && has_edge (explain, 5, 7));
  g_assert_true (has_edge (explain, 7, QD_SAT_EXPLAIN_CONFLICT) && has_edge (explain, 6, QD_SAT_EXPLAIN_CONFLICT)
                 && has_edge (explain, 1, QD_SAT_EXPLAIN_CONFLICT));
  assert_lits (explain->conflict_lits, conflict, G_N_ELEMENTS (conflict));
  g_assert_cmpint (QD_SAT_DIMACS (explain->uip), ==, 4);
  g_assert_cmpuint (explain->uip_vertex, ==, 5);
  assert_lits (explain->uip_clause, learned, G_N_ELEMENTS (learned));
  assert_lits (explain->learned, learned, G_N_ELEMENTS (learned));
  g_assert_cmpint (explain->level, ==, 3);
  g_assert_cmpint (explain->backjump, ==, 1);
  g_assert_cmpuint (qd_sat_explain_vertex_of (explain, 3), ==, 5);
  /* Stopped after learning: the clause holds, x4 is now false at level 1. */
  g_assert_cmpint (qd_sat_level (sat, 3), ==, 1);
  g_assert_cmpint (qd_sat_solve (sat, NULL, 0), ==, QD_SAT_SAT);
  check_model (&f, sat);
  qd_sat_free (sat);
  g_array_unref (f.lits);
}

/* On random 3-SAT: a recorder changes nothing in the search (the same
 * conflicts, decisions and answer), and what it records at the 1st, 10th
 * and 100th conflict hangs together: the false clause's literals false on
 * the trail, ¬UIP first in the learned clause and its only literal of the
 * conflict level, the backjump level the highest of the others, the
 * learned clause within the first-UIP clause. */
static void
test_explain_random (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (250);
  const guint64 which[] = { 1, 10, 100 };
  guint recorded[3] = { 0, 0, 0 };

  for (guint t = 0; t < 6; t++)
    {
      guint n = 80, m = 341;
      Formula f;
      QdSat *plain, *sat;
      QdSatResult result;

      formula_init (&f, n);
      for (guint i = 0; i < m; i++)
        {
          gint clause[3];
          for (guint k = 0; k < 3; k++)
            clause[k] = (g_rand_boolean (rand) ? -1 : 1) * g_rand_int_range (rand, 1, (gint32) n + 1);
          formula_add (&f, clause, 3);
        }
      plain = load (&f);
      result = qd_sat_solve (plain, NULL, 0);
      for (guint w = 0; w < G_N_ELEMENTS (which); w++)
        {
          g_autoptr (QdSatExplain) e = qd_sat_explain_new (which[w], FALSE);
          guint at_level = 0;
          gint back = 0;

          sat = load (&f);
          qd_sat_set_explain (sat, e);
          g_assert_cmpint (qd_sat_solve (sat, NULL, 0), ==, result);
          g_assert_cmpuint (qd_sat_stats (sat)->conflicts, ==, qd_sat_stats (plain)->conflicts);
          g_assert_cmpuint (qd_sat_stats (sat)->decisions, ==, qd_sat_stats (plain)->decisions);
          g_assert_cmpint (e->recorded, ==, qd_sat_stats (plain)->conflicts >= which[w]);
          recorded[w] += e->recorded;
          if (e->recorded)
            {
              for (guint k = 0; k < e->conflict_lits->len; k++)
                {
                  guint v = qd_sat_explain_vertex_of (e, g_array_index (e->conflict_lits, guint, k) >> 1);
                  g_assert_cmpuint (vertex (e, v)->lit, ==, g_array_index (e->conflict_lits, guint, k) ^ 1);
                  g_assert_true (vertex (e, v)->in_cone);
                }
              g_assert_cmpuint (g_array_index (e->learned, guint, 0), ==, e->uip ^ 1);
              g_assert_cmpint (vertex (e, e->uip_vertex)->level, ==, e->level);
              for (guint k = 0; k < e->learned->len; k++)
                {
                  guint lit = g_array_index (e->learned, guint, k);
                  gint level = vertex (e, qd_sat_explain_vertex_of (e, lit >> 1))->level;
                  gboolean within = FALSE;
                  at_level += level == e->level;
                  if (k > 0)
                    back = MAX (back, level);
                  for (guint j = 0; j < e->uip_clause->len; j++)
                    within |= g_array_index (e->uip_clause, guint, j) == lit;
                  g_assert_true (within);
                }
              g_assert_cmpuint (at_level, ==, 1);
              g_assert_cmpint (e->backjump, ==, back);
              g_assert_cmpint (e->backjump, <, e->level);
            }
          qd_sat_free (sat);
        }
      qd_sat_free (plain);
      g_array_unref (f.lits);
    }
  g_test_message ("conflicts recorded of 6: 1st %u, 10th %u, 100th %u", recorded[0], recorded[1], recorded[2]);
  g_assert_cmpuint (recorded[0], ==, 6);
  g_assert_cmpuint (recorded[2], >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sat/small", test_small);
  g_test_add_func ("/sat/luby", test_luby);
  g_test_add_func ("/sat/explain-first-conflict", test_explain_first_conflict);
  g_test_add_func ("/sat/explain-random", test_explain_random);
  g_test_add_func ("/sat/pigeonhole", test_pigeonhole);
  g_test_add_func ("/sat/random-3sat", test_random);
  g_test_add_func ("/sat/stop-and-budget", test_stop);
  g_test_add_func ("/sat/dimacs-refusals", test_dimacs_refusals);
  g_test_add_func ("/sat/dimacs-too-big", test_dimacs_too_big);
  g_test_add_func ("/sat/dimacs-round-trip", test_dimacs_round_trip);
  return g_test_run ();
}
