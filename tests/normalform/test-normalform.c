/* test-normalform.c — the normal-form game: its format, the exact
 * fractions and simplex of core, dominance, pure and mixed equilibria,
 * zero-sum values and the repeated prisoner's dilemma's tournament.
 *
 * Goldens come from the textbook (AIMA 4th ed. §18.2: the prisoner's
 * dilemma, two-finger Morra's value −1/12 with [7/12, 5/12]) and from cases
 * worked by hand in the comment beside each; none is our own output. */
#include "config.h"

#include <string.h>

#include "core/qd-rational.h"
#include "core/qd-simplex.h"
#include "problems/normalform/qd-normalform-repeated.h"
#include "problems/normalform/qd-normalform-solve.h"
#include "normalform-asserts.h"

static QdNormalform *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdNormalform *game = qd_normalform_parse (text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static QdNormalform *
load_example (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "normalform", name,
                                                 NULL);
  g_autofree char *text = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  return parse_ok (text);
}

static void
assert_rational (QdRational value, const char *expected)
{
  g_autofree char *text = qd_rational_to_string (value);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_mixture (const QdNormalform *game, guint player, const QdRational *weights, const char *expected)
{
  g_autofree char *text = qd_normalform_format_mixture (game, player, weights);

  g_assert_cmpstr (text, ==, expected);
}


/* ---- core */

static void
test_rational (void)
{
  QdRational r;
  gboolean overflow = FALSE;

  g_assert_true (qd_rational_parse ("0.25", 4, &r));
  assert_rational (r, "1/4");
  g_assert_true (qd_rational_parse ("-3/6", 4, &r));
  assert_rational (r, "-1/2");
  g_assert_true (qd_rational_parse ("+7", 2, &r));
  assert_rational (r, "7");
  g_assert_false (qd_rational_parse ("1e3", 3, &r));
  g_assert_false (qd_rational_parse ("1/0", 3, &r));
  g_assert_false (qd_rational_parse ("", 0, &r));
  g_assert_false (qd_rational_parse ("99999999999999999999", 20, &r));
  /* 1/3 + 1/6 = 1/2; (2^62)·4 does not fit 64 bits: the flag, not a wrong number. */
  assert_rational (qd_rational_add (qd_rational_make (1, 3, &overflow), qd_rational_make (1, 6, &overflow),
                                    &overflow), "1/2");
  g_assert_false (overflow);
  qd_rational_mul (qd_rational_int (G_GINT64_CONSTANT (1) << 62), qd_rational_int (4), &overflow);
  g_assert_true (overflow);
  g_assert_cmpint (qd_rational_cmp (qd_rational_make (-1, 12, &overflow), QD_RATIONAL_ZERO), <, 0);
  /* a − b·c where b·c's terms pass 64 bits and the result's do not, by hand
   * with p = 2^35, q = p + 1: 1/p − (1/p)·(1/q) = (q − 1)/(pq) = 1/q. */
  overflow = FALSE;
  assert_rational (qd_rational_sub_mul (qd_rational_make (1, 34359738368, &overflow),
                                        qd_rational_make (1, 34359738368, &overflow),
                                        qd_rational_make (1, 34359738369, &overflow), &overflow), "1/34359738369");
  g_assert_false (overflow);
}

/* A 7 × 7 system solved by fraction-free elimination: x = (1, 2, …, 7) by
 * construction, M the payoffs of a random 6 × 6 game, a column of −1 and a
 * row of ones. */
static void
test_solve (void)
{
  static const gint64 rows[6][6] = {
    { -26, 42, -40, -17, -12, -45 }, { 28, 46, 40, 6, 49, 11 }, { -22, 4, 49, 31, -50, 42 },
    { -37, 42, 31, 1, -15, -46 }, { -4, 25, 10, -40, -36, 21 }, { 6, 27, 5, 39, -18, -42 },
  };
  QdBigint m[7 * 8], det;
  gboolean overflow = FALSE;

  for (guint r = 0; r < 7; r++)
    {
      gint64 rhs = 0;

      for (guint c = 0; c < 7; c++)
        {
          gint64 v = r == 6 ? (c < 6 ? 1 : 0) : (c < 6 ? rows[r][c] : -1);

          qd_bigint_set_int (&m[r * 8 + c], v);
          rhs += v * (gint64) (c + 1);
        }
      qd_bigint_set_int (&m[r * 8 + 7], rhs);
    }
  g_assert_true (qd_bigint_solve (m, 7, &det, &overflow));
  g_assert_false (overflow);
  for (guint i = 0; i < 7; i++)
    {
      QdBigRational x;

      qd_bigrational_set (&x, &m[i * 8 + 7], &det);
      assert_big (&x, (const char *[]) { "1", "2", "3", "4", "5", "6", "7" }[i]);
    }
}

/* max 3x + 2y s.t. x + y ≤ 4, x + 3y ≤ 6, x ≤ 3: by hand the corner x = 3,
 * y = 1 gives 11, and the dual (2, 0, 1) gives 4·2 + 3·1 = 11. */
static void
test_simplex (void)
{
  const QdRational a[] = { { 1, 1 }, { 1, 1 }, { 1, 1 }, { 3, 1 }, { 1, 1 }, { 0, 1 } };
  const QdRational b[] = { { 4, 1 }, { 6, 1 }, { 3, 1 } };
  const QdRational c[] = { { 3, 1 }, { 2, 1 } };
  QdSimplexResult result;

  qd_simplex_solve (&(QdSimplexProgram) { .m = 3, .n = 2, .a = a, .b = b, .c = c }, NULL, &result);
  g_assert_cmpint (result.status, ==, QD_SIMPLEX_OPTIMAL);
  assert_big (&result.value, "11");
  assert_big (&result.x[0], "3");
  assert_big (&result.x[1], "1");
  assert_big (&result.y[0], "2");
  assert_big (&result.y[1], "0");
  assert_big (&result.y[2], "1");
  qd_simplex_result_clear (&result);
}

/* ---- format */

static void
assert_error (const char *text, const char *expected)
{
  g_autoptr(GError) error = NULL;
  QdNormalform *game = qd_normalform_parse (text, -1, &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  if (strstr (error->message, expected) == NULL)
    g_error ("parsing \"%s\": got \"%s\", expected \"%s\"", text, error->message, expected);
}

static void
test_format_errors (void)
{
  const char *players = "player A: x y\nplayer B: u v\n";
  g_autofree char *twice = g_strconcat (players, "x u: 1 1\nx u: 2 2\n", NULL);
  g_autofree char *missing = g_strconcat (players, "x u: 1 1\nx v: 1 1\ny u: 1 1\n", NULL);
  g_autofree char *unknown = g_strconcat (players, "x w: 1 1\n", NULL);
  g_autofree char *inexact = g_strconcat (players, "x u: 1e3 1\n", NULL);
  g_autofree char *count = g_strconcat (players, "x u: 1 1 1\n", NULL);

  assert_error (twice, "line 4: these payoffs were given on line 3 already");
  assert_error (missing, "line 5: no payoffs for the profile “y v”");
  assert_error (unknown, "line 3: “w” is not a strategy of B");
  assert_error (inexact, "line 3: “1e3” is not an exact number");
  assert_error (count, "line 3: a payoff line gives 2 payoffs");
  assert_error ("player A: x\nx: 1\n", "line 2: a game has at least two players");
  assert_error ("player A: x x\n", "line 1: strategy “x” is named twice");
  assert_error ("player A: x\nplayer B: y\nhello\n", "line 3: a line is");
  assert_error ("player A: x\nplayer B: y\nx y: 1 2\nplayer C: z\n", "line 4: the players come before the payoffs");
}

static void
test_format_round_trip (void)
{
  g_autoptr(QdNormalform) game = parse_ok ("# a comment\ntitle: T # too\nplayer A: x y # strategies\n"
                                           "player B: u\ny u: 1/2 -3\nx u: 0.5 4\n");
  g_autofree char *text = qd_normalform_to_string (game);
  g_autoptr(QdNormalform) again = parse_ok (text);
  g_autofree char *text2 = qd_normalform_to_string (again);

  g_assert_cmpstr (text, ==, "title: T\nplayer A: x y\nplayer B: u\nx u: 1/2 4\ny u: 1/2 -3\n");
  g_assert_cmpstr (text, ==, text2);
}

static void
test_edit (void)
{
  g_autoptr(QdNormalform) pd = load_example ("prisoners-dilemma.normalform");
  g_autoptr(QdNormalform) added = qd_normalform_add_strategy (pd, 1, "silent", NULL);
  g_autoptr(QdNormalform) removed = qd_normalform_remove_strategy (added, 0, 0, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = qd_normalform_to_string (removed);

  g_assert_cmpstr (text, ==, "title: Prisoner's Dilemma\nplayer Ali: refuse\nplayer Bo: testify refuse silent\n"
                             "refuse testify: -10 0\nrefuse refuse: -1 -1\nrefuse silent: 0 0\n");
  g_assert_null (qd_normalform_remove_strategy (removed, 0, 0, &error));
  g_assert_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_SIZE);
  g_clear_error (&error);
  g_assert_null (qd_normalform_add_strategy (pd, 0, "two words", &error));
  g_assert_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_SYNTAX);
}

/* ---- solvers */

/* AIMA 4th ed. §18.2.1: testify strictly dominates refuse for both, and
 * (testify, testify) is the only equilibrium. */
static void
test_prisoners_dilemma (void)
{
  g_autoptr(QdNormalform) game = load_example ("prisoners-dilemma.normalform");
  g_autoptr(QdNormalformDominance) d = qd_normalform_dominance (game, FALSE, NULL);
  g_autoptr(QdNormalformPure) pure = qd_normalform_pure (game);
  g_autoptr(QdNormalformMixed) mixed = qd_normalform_mixed (game, NULL, NULL);

  g_assert_cmpuint (d->n_steps, ==, 2);
  g_assert_cmpuint (d->steps[0].player, ==, 0);
  g_assert_cmpuint (d->steps[0].strategy, ==, 1);
  g_assert_cmpuint (d->steps[0].dominator, ==, 0);
  g_assert_cmpuint (d->step_of[1][1], ==, 2);
  g_assert_cmpuint (d->step_of[0][0], ==, 0);
  g_assert_cmpuint (pure->n_equilibria, ==, 1);
  g_assert_cmpuint (pure->equilibria[0], ==, 0);
  g_assert_cmpuint (mixed->equilibria->len, ==, 1);
  g_assert_false (mixed->degenerate);
  g_assert_false (qd_normalform_constant_sum (game, NULL));
}

/* AIMA 4th ed. §18.2.2: two-finger Morra's value is −1/12 for E, and both
 * players show one finger with 7/12. */
static void
test_morra (void)
{
  g_autoptr(QdNormalform) game = load_example ("two-finger-morra.normalform");
  g_autoptr(QdNormalformZerosum) z = qd_normalform_zerosum (game, NULL, NULL);
  g_autoptr(QdNormalformMixed) mixed = qd_normalform_mixed (game, NULL, NULL);
  const QdNormalformEquilibrium *e;

  g_assert_cmpint (z->status, ==, QD_NORMALFORM_SOLVED);
  assert_big (&z->value, "-1/12");
  assert_big_mixture (game, 0, z->x, "(7/12, 5/12)");
  assert_big_mixture (game, 1, z->y, "(7/12, 5/12)");
  g_assert_cmpuint (mixed->equilibria->len, ==, 1);
  e = mixed->equilibria->pdata[0];
  assert_big_mixture (game, 0, e->x, "(7/12, 5/12)");
  assert_big (&e->u1, "-1/12");
  assert_big (&e->u2, "1/12");
}

/* Rock-paper-scissors: no pure equilibrium; value 0 with (1/3, 1/3, 1/3),
 * the only equilibrium (by symmetry and indifference, worked by hand). */
static void
test_rock_paper_scissors (void)
{
  g_autoptr(QdNormalform) game = load_example ("rock-paper-scissors.normalform");
  g_autoptr(QdNormalformZerosum) z = qd_normalform_zerosum (game, NULL, NULL);
  g_autoptr(QdNormalformMixed) mixed = qd_normalform_mixed (game, NULL, NULL);
  g_autoptr(QdNormalformPure) pure = qd_normalform_pure (game);
  const QdNormalformEquilibrium *e;

  assert_big (&z->value, "0");
  assert_big_mixture (game, 0, z->x, "(1/3, 1/3, 1/3)");
  assert_big_mixture (game, 1, z->y, "(1/3, 1/3, 1/3)");
  g_assert_cmpuint (pure->n_equilibria, ==, 0);
  g_assert_cmpuint (mixed->equilibria->len, ==, 1);
  e = mixed->equilibria->pdata[0];
  assert_big_mixture (game, 1, e->y, "(1/3, 1/3, 1/3)");
  /* 9 + 9 + 1 pairs of supports of sizes 1, 2 and 3. */
  g_assert_cmpuint (mixed->supports, ==, 19);
}

/* Matching pennies: value 0, each side half and half. */
static void
test_matching_pennies (void)
{
  g_autoptr(QdNormalform) game = parse_ok ("player Even: heads tails\nplayer Odd: heads tails\n"
                                           "heads heads: 1 -1\nheads tails: -1 1\n"
                                           "tails heads: -1 1\ntails tails: 1 -1\n");
  g_autoptr(QdNormalformZerosum) z = qd_normalform_zerosum (game, NULL, NULL);

  assert_big (&z->value, "0");
  assert_big_mixture (game, 0, z->x, "(1/2, 1/2)");
  assert_big_mixture (game, 1, z->y, "(1/2, 1/2)");
}

/* The battle of the sexes: (opera, opera), (football, football), and the
 * mixed one where Alex's indifference 2·y = 1·(1 − y) gives y = 1/3 and
 * Chris's 1·x = 2·(1 − x) gives x = 2/3, both earning 2/3. */
static void
test_battle_of_the_sexes (void)
{
  g_autoptr(QdNormalform) game = load_example ("battle-of-the-sexes.normalform");
  g_autoptr(QdNormalformMixed) mixed = qd_normalform_mixed (game, NULL, NULL);
  g_autoptr(GError) error = NULL;
  const QdNormalformEquilibrium *e;

  g_assert_cmpuint (mixed->equilibria->len, ==, 3);
  g_assert_false (mixed->degenerate);
  e = mixed->equilibria->pdata[0];
  assert_big_mixture (game, 0, e->x, "(1, 0)");
  assert_big_mixture (game, 1, e->y, "(1, 0)");
  e = mixed->equilibria->pdata[1];
  assert_big_mixture (game, 0, e->x, "(0, 1)");
  e = mixed->equilibria->pdata[2];
  assert_big_mixture (game, 0, e->x, "(2/3, 1/3)");
  assert_big_mixture (game, 1, e->y, "(1/3, 2/3)");
  assert_big (&e->u1, "2/3");
  assert_big (&e->u2, "2/3");
  g_assert_null (qd_normalform_zerosum (game, NULL, &error));
  g_assert_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_UNSUPPORTED);
}

/* A degenerate game: against Top, Column's left and right pay 1 both (two
 * best responses to a pure strategy).  Top with either column is an
 * equilibrium, and so is every mixture of the columns giving Top at
 * least as much as Bottom: a continuum the message must own up to. */
static void
test_degenerate (void)
{
  g_autoptr(QdNormalform) game = parse_ok ("player Row: top bottom\nplayer Column: left right\n"
                                           "top left: 1 1\ntop right: 1 1\nbottom left: 0 0\nbottom right: 2 2\n");
  g_autoptr(QdNormalformMixed) mixed = qd_normalform_mixed (game, NULL, NULL);

  g_assert_true (mixed->degenerate);
  g_assert_nonnull (strstr (mixed->degenerate_why, "Column has 2 best responses"));
  g_assert_cmpuint (mixed->equilibria->len, >=, 2);
}

/* Dominance by a mixture (hand-worked): D pays (1, 1), and half U half M
 * pays (3/2, 3/2) against Left and Right; neither U (3, 0) nor M (0, 3)
 * alone dominates it. */
static void
test_mixed_dominance (void)
{
  const char *text = "player Row: U M D\nplayer Column: L R\n"
                     "U L: 3 0\nU R: 0 0\nM L: 0 0\nM R: 3 0\nD L: 1 0\nD R: 1 0\n";
  g_autoptr(QdNormalform) game = parse_ok (text);
  g_autoptr(QdNormalformDominance) pure_only = qd_normalform_dominance (game, FALSE, NULL);
  g_autoptr(QdNormalformDominance) mixed = qd_normalform_dominance (game, TRUE, NULL);

  g_assert_cmpuint (pure_only->n_steps, ==, 0);
  g_assert_cmpuint (mixed->n_steps, ==, 1);
  g_assert_cmpuint (mixed->steps[0].strategy, ==, 2);
  g_assert_cmpuint (mixed->steps[0].dominator, ==, G_MAXUINT);
  assert_mixture (game, 0, mixed->steps[0].mixture, "(1/2, 1/2, 0)");
}

/* The vote of three (worked in the example's comment): no strict
 * dominance; equilibria a a a, a a b and b b b (profiles 0, 1 and 7). */
static void
test_three_players (void)
{
  g_autoptr(QdNormalform) game = load_example ("three-player-vote.normalform");
  g_autoptr(QdNormalformPure) pure = qd_normalform_pure (game);
  g_autoptr(QdNormalformDominance) d = qd_normalform_dominance (game, TRUE, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (d->n_steps, ==, 0);
  g_assert_cmpuint (pure->n_equilibria, ==, 3);
  g_assert_cmpuint (pure->equilibria[0], ==, 0);
  g_assert_cmpuint (pure->equilibria[1], ==, 1);
  g_assert_cmpuint (pure->equilibria[2], ==, 7);
  g_assert_null (qd_normalform_mixed (game, NULL, &error));
  g_assert_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_UNSUPPORTED);
}

/* Iterated elimination where the second step needs the first (hand-worked):
 * Column's R is dominated only once Row's B is gone, and Row's T < M only
 * once R is gone. */
static void
test_iterated (void)
{
  g_autoptr(QdNormalform) game = parse_ok ("player Row: T M B\nplayer Column: L R\n"
                                           "T L: 1 2\nT R: 5 1\nM L: 2 2\nM R: 0 1\nB L: 0 0\nB R: -1 9\n");
  g_autoptr(QdNormalformDominance) d = qd_normalform_dominance (game, FALSE, NULL);

  g_assert_cmpuint (d->n_steps, ==, 3);
  g_assert_cmpuint (d->step_of[0][2], ==, 1);   /* B < M: (0, -1) < (2, 0)... and < T */
  g_assert_cmpuint (d->steps[0].dominator, ==, 0);
  g_assert_cmpuint (d->step_of[1][1], ==, 2);   /* then R < L: (1, 0) < (2, 2) */
  g_assert_cmpuint (d->step_of[0][0], ==, 3);   /* then T < M: 1 < 2 */
}

/* Tournament of ten rounds on Axelrod's payoffs, worked by hand: TFT
 * against ALLD scores 0 + 9·1 = 9 and ALLD 5 + 9 = 14; Pavlov against ALLD
 * alternates C, D (0 and 1 in turn: 5), ALLD 5·5 + 5·1 = 30; tit for two
 * tats cooperates twice then defects: 8, ALLD 5 + 5 + 8 = 18. */
static void
test_tournament (void)
{
  g_autoptr(QdNormalform) pd = qd_normalform_prisoners_dilemma ();
  QdNormalformTournamentOptions o;
  QdNormalformTournament r;
  guint n;

  qd_normalform_tournament_options_init (&o);
  o.rounds = 10;
  o.n_rules = 5;
  o.rules[0] = QD_NORMALFORM_RULE_TIT_FOR_TAT;
  o.rules[1] = QD_NORMALFORM_RULE_ALWAYS_DEFECT;
  o.rules[2] = QD_NORMALFORM_RULE_PAVLOV;
  o.rules[3] = QD_NORMALFORM_RULE_TIT_FOR_TWO_TATS;
  o.rules[4] = QD_NORMALFORM_RULE_GRIM;
  qd_normalform_tournament_run (pd, &o, &r);
  n = r.n;
  assert_rational (r.score[0 * n + 1], "9");
  assert_rational (r.score[1 * n + 0], "14");
  assert_rational (r.score[2 * n + 1], "5");
  assert_rational (r.score[1 * n + 2], "30");
  assert_rational (r.score[3 * n + 1], "8");
  assert_rational (r.score[1 * n + 3], "18");
  assert_rational (r.score[0 * n + 0], "30");
  assert_rational (r.score[4 * n + 1], "9");
  assert_rational (r.score[2 * n + 0], "30");
  g_assert_cmpuint (r.rounds[0], ==, 10);
  /* With a continuation probability, the lengths are at most the rounds and the same for a seed. */
  o.continuation = 0.5;
  qd_normalform_tournament_run (pd, &o, &r);
  for (guint i = 0; i < n * n; i++)
    g_assert_cmpuint (r.rounds[i], <=, 10);
  {
    QdNormalformTournament again;

    qd_normalform_tournament_run (pd, &o, &again);
    g_assert_cmpmem (r.rounds, sizeof r.rounds, again.rounds, sizeof again.rounds);
  }
}

static void
test_names (void)
{
  QdNormalformRule rule;
  QdNormalformAnalysis analysis;

  for (guint i = 0; i < QD_NORMALFORM_RULE_COUNT; i++)
    {
      g_assert_true (qd_normalform_rule_from_string (qd_normalform_rule_to_string (i), &rule));
      g_assert_cmpuint (rule, ==, i);
    }
  for (guint i = 0; i < QD_NORMALFORM_ANALYSIS_COUNT; i++)
    {
      g_assert_true (qd_normalform_analysis_from_string (qd_normalform_analysis_to_string (i), &analysis));
      g_assert_cmpuint (analysis, ==, i);
    }
  g_assert_false (qd_normalform_rule_from_string ("tit-for-three-tats", &rule));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/normalform/rational", test_rational);
  g_test_add_func ("/normalform/solve", test_solve);
  g_test_add_func ("/normalform/simplex", test_simplex);
  g_test_add_func ("/normalform/format-errors", test_format_errors);
  g_test_add_func ("/normalform/format-round-trip", test_format_round_trip);
  g_test_add_func ("/normalform/edit", test_edit);
  g_test_add_func ("/normalform/prisoners-dilemma", test_prisoners_dilemma);
  g_test_add_func ("/normalform/morra", test_morra);
  g_test_add_func ("/normalform/rock-paper-scissors", test_rock_paper_scissors);
  g_test_add_func ("/normalform/matching-pennies", test_matching_pennies);
  g_test_add_func ("/normalform/battle-of-the-sexes", test_battle_of_the_sexes);
  g_test_add_func ("/normalform/degenerate", test_degenerate);
  g_test_add_func ("/normalform/mixed-dominance", test_mixed_dominance);
  g_test_add_func ("/normalform/three-players", test_three_players);
  g_test_add_func ("/normalform/iterated", test_iterated);
  g_test_add_func ("/normalform/tournament", test_tournament);
  g_test_add_func ("/normalform/names", test_names);
  return g_test_run ();
}
