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
