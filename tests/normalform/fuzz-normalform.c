/* fuzz-normalform.c — what the normal-form fuzz target checks of a game it
 * reads (tests/fuzz/fuzz-format.c), from the definitions rather than from
 * how the solvers work: every pure equilibrium has no profitable deviation;
 * every strategy dominance eliminates is beaten by its dominator against
 * each profile of the others left at its step (checked for the first step);
 * in a small two-player game, every mixed equilibrium (support
 * enumeration's and Lemke-Howson's) leaves no pure strategy earning more
 * than the mixture; and a zero-sum value is
 * guaranteed by both optimal mixtures. */
#include "config.h"

#include "problems/normalform/qd-normalform-solve.h"
#include "fuzz/fuzz-check.h"

static void
check_pure (const QdNormalform *game)
{
  g_autoptr(QdNormalformPure) pure = qd_normalform_pure (game);
  guint s[QD_NORMALFORM_PLAYERS_MAX];

  for (guint i = 0; i < pure->n_equilibria; i++)
    for (guint p = 0; p < game->n_players; p++)
      {
        guint k = pure->equilibria[i];

        qd_normalform_strategies (game, k, s);
        for (guint t = 0; t < game->players[p].n_strategies; t++)
          {
            guint d[QD_NORMALFORM_PLAYERS_MAX];

            for (guint q = 0; q < game->n_players; q++)
              d[q] = q == p ? t : s[q];
            if (qd_rational_cmp (qd_normalform_payoff (game, qd_normalform_profile (game, d), p),
                                 qd_normalform_payoff (game, k, p)) > 0)
              qd_fuzz_fail ("a pure equilibrium has a profitable deviation", NULL, NULL);
          }
      }
}

/* The first step's pure dominator beats the eliminated strategy everywhere. */
static void
check_first_elimination (const QdNormalform *game)
{
  g_autoptr(QdNormalformDominance) d = qd_normalform_dominance (game, FALSE, NULL);
  guint s[QD_NORMALFORM_PLAYERS_MAX];

  if (d->n_steps == 0)
    return;
  for (guint k = 0; k < game->n_profiles; k++)
    {
      const QdNormalformElimination *e = &d->steps[0];

      qd_normalform_strategies (game, k, s);
      if (s[e->player] != e->strategy)
        continue;
      s[e->player] = e->dominator;
      if (qd_rational_cmp (qd_normalform_payoff (game, qd_normalform_profile (game, s), e->player),
                           qd_normalform_payoff (game, k, e->player)) <= 0)
        qd_fuzz_fail ("the first elimination's dominator does not do strictly better", NULL, NULL);
    }
}

static void
check_mixed (const QdNormalform *game)
{
  g_autoptr(QdNormalformMixed) mixed = NULL;

  if (game->n_players != 2 || game->n_profiles > 36)
    return;
  mixed = qd_normalform_mixed (game, NULL, NULL);
  for (guint i = 0; i < mixed->equilibria->len; i++)
    if (!qd_normalform_is_equilibrium (game, mixed->equilibria->pdata[i]))
      qd_fuzz_fail ("a mixed equilibrium leaves a player a better pure strategy", NULL, NULL);
}

/* Every Lemke-Howson path ends at an equilibrium. */
static void
check_lemke (const QdNormalform *game)
{
  g_autoptr(QdNormalformLemke) lemke = NULL;

  if (game->n_players != 2 || game->n_profiles > 64)
    return;
  lemke = qd_normalform_lemke (game, NULL, NULL);
  for (guint i = 0; i < lemke->equilibria->len; i++)
    if (!qd_normalform_is_equilibrium (game, lemke->equilibria->pdata[i]))
      qd_fuzz_fail ("a Lemke-Howson path ends where a player has a better pure strategy", NULL, NULL);
}

static void
check_zerosum (const QdNormalform *game)
{
  g_autoptr(QdNormalformZerosum) z = NULL;

  if (game->n_players != 2 || !qd_normalform_constant_sum (game, NULL))
    return;
  z = qd_normalform_zerosum (game, NULL, NULL);
  if (z->status != QD_NORMALFORM_SOLVED)
    return;
  /* y holds the first player to at most the value from every row. */
  for (guint r = 0; r < game->players[0].n_strategies; r++)
    {
      QdBigRational row;

      if (qd_normalform_pure_against (game, 0, r, z->y, &row) && qd_bigrational_cmp (&row, &z->value) > 0)
        qd_fuzz_fail ("the second player's optimal mixture lets a row earn more than the value", NULL, NULL);
    }
}

void
qd_fuzz_check (gconstpointer model)
{
  const QdNormalform *game = model;

  check_pure (game);
  check_first_elimination (game);
  check_mixed (game);
  check_lemke (game);
  check_zerosum (game);
}
