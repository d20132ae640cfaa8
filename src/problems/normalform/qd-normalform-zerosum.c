/* qd-normalform-zerosum.c — a two-player zero-sum (or constant-sum) game
 * solved by linear programming (AIMA 4th ed. §18.2.2, von Neumann's
 * minimax theorem): the first player's value and both optimal mixtures,
 * exact (core/qd-simplex.h). */
#include "config.h"
#include "qd-normalform-solve.h"

#include <glib/gi18n.h>

#include "core/qd-simplex.h"

QdNormalformZerosum *
qd_normalform_zerosum (const QdNormalform *game, const gint *stop, GError **error)
{
  QdNormalformZerosum *result;
  g_autofree QdRational *a = NULL;
  QdSimplexStatus status;
  QdRational sum;
  guint m, n;

  if (game->n_players != 2)
    {
      g_set_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_UNSUPPORTED,
                   _("a zero-sum game has two players; this one has %u"), game->n_players);
      return NULL;
    }
  if (!qd_normalform_constant_sum (game, &sum))
    {
      g_set_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_UNSUPPORTED,
                   _("the payoffs of every profile do not add up to the same number: the game is not zero-sum"));
      return NULL;
    }
  m = game->players[0].n_strategies;
  n = game->players[1].n_strategies;
  a = g_new (QdRational, game->n_profiles);
  for (guint k = 0; k < game->n_profiles; k++)
    a[k] = qd_normalform_payoff (game, k, 0);
  result = g_new0 (QdNormalformZerosum, 1);
  result->sum = sum;
  result->x = g_new (QdBigRational, m);
  result->y = g_new (QdBigRational, n);
  /* The second player's payoff is sum − the first's: minimising the first's
   * is the same as maximising its own. */
  status = qd_simplex_matrix_game (m, n, a, stop, &result->value, result->x, result->y);
  result->status = status == QD_SIMPLEX_OPTIMAL ? QD_NORMALFORM_SOLVED
                 : status == QD_SIMPLEX_STOPPED ? QD_NORMALFORM_STOPPED : QD_NORMALFORM_OVERFLOW;
  return result;
}

void
qd_normalform_zerosum_free (QdNormalformZerosum *zerosum)
{
  if (zerosum == NULL)
    return;
  g_free (zerosum->x);
  g_free (zerosum->y);
  g_free (zerosum);
}
