/* qd-normalform-lemke.c — a two-player game's equilibria by the
 * Lemke-Howson algorithm from each of its labels (core/qd-lemke-howson.h):
 * one equilibrium a label, exact, at the end of a path whose length is
 * kept.  Different labels may end at the same equilibrium; the equilibria
 * are listed once, in the order found. */
#include "config.h"
#include "qd-normalform-solve.h"

#include <glib/gi18n.h>

#include "core/qd-lemke-howson.h"

/* The path's end, its mixtures taken from `found`. */
static QdNormalformEquilibrium *
equilibrium_new (QdLemkeHowsonResult *found)
{
  QdNormalformEquilibrium *e = g_new (QdNormalformEquilibrium, 1);

  e->x = g_steal_pointer (&found->x);
  e->y = g_steal_pointer (&found->y);
  e->u1 = found->u1;
  e->u2 = found->u2;
  return e;
}

/* Its index in the list, added when it is new. */
static guint
add_equilibrium (QdNormalformLemke *result, const QdNormalform *game, QdNormalformEquilibrium *e)
{
  for (guint i = 0; i < result->equilibria->len; i++)
    if (qd_normalform_equilibrium_equal (game, result->equilibria->pdata[i], e))
      {
        qd_normalform_equilibrium_free (e);
        return i;
      }
  g_ptr_array_add (result->equilibria, e);
  return result->equilibria->len - 1;
}

QdNormalformLemke *
qd_normalform_lemke (const QdNormalform *game, const gint *stop, GError **error)
{
  g_autoptr(QdLemkeHowson) lh = NULL;
  g_autofree QdRational *a = NULL, *b = NULL;
  QdNormalformLemke *result;
  guint n1, n2;

  if (game->n_players != 2)
    {
      g_set_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_UNSUPPORTED,
                   _("the Lemke-Howson algorithm needs a game of two players; this one has %u"), game->n_players);
      return NULL;
    }
  n1 = game->players[0].n_strategies;
  n2 = game->players[1].n_strategies;
  a = g_new (QdRational, game->n_profiles);
  b = g_new (QdRational, game->n_profiles);
  for (guint p = 0; p < game->n_profiles; p++)
    {
      a[p] = qd_normalform_payoff (game, p, 0);
      b[p] = qd_normalform_payoff (game, p, 1);
    }
  result = g_new0 (QdNormalformLemke, 1);
  result->equilibria = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_normalform_equilibrium_free);
  result->paths = g_new0 (QdNormalformPath, n1 + n2);
  if ((lh = qd_lemke_howson_new (n1, n2, a, b)) == NULL)
    {
      result->status = QD_NORMALFORM_OVERFLOW;
      return result;
    }
  for (guint label = 0; label < n1 + n2; label++)
    {
      QdLemkeHowsonResult found;
      QdNormalformPath *path = &result->paths[result->n_paths];

      qd_lemke_howson_run (lh, label, stop, &found);
      if (found.status != QD_LEMKE_HOWSON_FOUND)
        {
          result->status = found.status == QD_LEMKE_HOWSON_STOPPED ? QD_NORMALFORM_STOPPED : QD_NORMALFORM_OVERFLOW;
          qd_lemke_howson_result_clear (&found);
          break;
        }
      path->player = label < n1 ? 0 : 1;
      path->strategy = label < n1 ? label : label - n1;
      path->pivots = found.pivots;
      path->equilibrium = add_equilibrium (result, game, equilibrium_new (&found));
      result->n_paths++;
    }
  return result;
}

void
qd_normalform_lemke_free (QdNormalformLemke *lemke)
{
  if (lemke == NULL)
    return;
  g_ptr_array_unref (lemke->equilibria);
  g_free (lemke->paths);
  g_free (lemke);
}
