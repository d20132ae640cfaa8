/* qd-normalform-nash.c — best responses and pure Nash equilibria of an
 * n-player game (AIMA 4th ed. §18.2.1): a profile is an equilibrium when
 * each player's strategy in it is a best response to the others'. */
#include "config.h"
#include "qd-normalform-solve.h"

/* Whether `player`'s strategy in profile `k` does at least as well as each
 * of its other strategies, the others' kept. */
static gboolean
is_best_response (const QdNormalform *game, guint k, guint player)
{
  guint s[QD_NORMALFORM_PLAYERS_MAX];
  QdRational mine = qd_normalform_payoff (game, k, player);

  qd_normalform_strategies (game, k, s);
  for (guint t = 0; t < game->players[player].n_strategies; t++)
    {
      guint other;

      s[player] = t;
      other = qd_normalform_profile (game, s);
      if (qd_rational_cmp (qd_normalform_payoff (game, other, player), mine) > 0)
        return FALSE;
    }
  return TRUE;
}

QdNormalformPure *
qd_normalform_pure (const QdNormalform *game)
{
  QdNormalformPure *pure = g_new0 (QdNormalformPure, 1);
  guint n = game->n_players;

  pure->best = g_new0 (gboolean, (gsize) game->n_profiles * n);
  pure->equilibria = g_new (guint, game->n_profiles);
  for (guint k = 0; k < game->n_profiles; k++)
    {
      gboolean all = TRUE;

      for (guint p = 0; p < n; p++)
        {
          pure->best[(gsize) k * n + p] = is_best_response (game, k, p);
          all = all && pure->best[(gsize) k * n + p];
        }
      if (all)
        pure->equilibria[pure->n_equilibria++] = k;
    }
  return pure;
}

void
qd_normalform_pure_free (QdNormalformPure *pure)
{
  if (pure == NULL)
    return;
  g_free (pure->best);
  g_free (pure->equilibria);
  g_free (pure);
}

/* ---- checking a mixed equilibrium of two players */

gboolean
qd_normalform_pure_against (const QdNormalform *game, guint player, guint own, const QdBigRational *other,
                            QdBigRational *out)
{
  gboolean overflow = FALSE;

  qd_bigrational_from_rational (out, QD_RATIONAL_ZERO);
  for (guint t = 0; t < game->players[1 - player].n_strategies; t++)
    {
      guint s[2] = { player == 0 ? own : t, player == 0 ? t : own };

      qd_bigrational_add_mul (out, &other[t], qd_normalform_payoff (game, qd_normalform_profile (game, s), player),
                              &overflow);
    }
  return !overflow;
}

/* Whether `weights` (n of them) are probabilities. */
static gboolean
is_distribution (const QdBigRational *weights, guint n)
{
  QdBigRational total;
  gboolean overflow = FALSE;

  qd_bigrational_from_rational (&total, QD_RATIONAL_ZERO);
  for (guint i = 0; i < n; i++)
    {
      if (qd_bigrational_sign (&weights[i]) < 0)
        return FALSE;
      qd_bigrational_add_mul (&total, &weights[i], QD_RATIONAL_ONE, &overflow);
    }
  return !overflow && qd_bigint_cmp (&total.num, &total.den) == 0;
}

gboolean
qd_normalform_is_equilibrium (const QdNormalform *game, const QdNormalformEquilibrium *e)
{
  g_return_val_if_fail (game->n_players == 2, FALSE);
  if (!is_distribution (e->x, game->players[0].n_strategies) || !is_distribution (e->y, game->players[1].n_strategies))
    return FALSE;
  for (guint p = 0; p < 2; p++)
    {
      const QdBigRational *own = p == 0 ? e->x : e->y, *other = p == 0 ? e->y : e->x;
      const QdBigRational *value = p == 0 ? &e->u1 : &e->u2;
      QdBigRational against, mixture;
      gboolean overflow = FALSE;

      qd_bigrational_from_rational (&mixture, QD_RATIONAL_ZERO);
      for (guint t = 0; t < game->players[p].n_strategies; t++)
        {
          QdRational weight;

          if (!qd_normalform_pure_against (game, p, t, other, &against) ||
              qd_bigrational_cmp (&against, value) > 0)
            return FALSE;
          /* Σ own_t · against_t: the weights as 64-bit fractions where they fit. */
          if (qd_bigrational_is_zero (&own[t]))
            continue;
          if (!qd_bigrational_to_rational (&own[t], &weight))
            return FALSE;
          qd_bigrational_add_mul (&mixture, &against, weight, &overflow);
        }
      if (overflow || !qd_bigrational_equal (&mixture, value))
        return FALSE;
    }
  return TRUE;
}
