/* qd-normalform-describe.c — the analyses in sentences, for people (the
 * tab's sidebar): each mixture with its strategies' names, translated.
 * The command's output, for programs, is qd-normalform-report.c's. */
#include "config.h"
#include "qd-normalform-solve.h"

#include <glib/gi18n.h>

/* "rock 1/3, paper 1/3, scissors 1/3", the strategies of weight 0 left out. */
static char *
named_mixture (const QdNormalform *game, guint player, const QdRational *weights)
{
  GString *out = g_string_new (NULL);

  for (guint s = 0; s < game->players[player].n_strategies; s++)
    if (!qd_rational_is_zero (weights[s]))
      {
        g_autofree char *w = qd_rational_to_string (weights[s]);

        g_string_append_printf (out, "%s%s %s", out->len > 0 ? ", " : "", game->players[player].strategies[s], w);
      }
  return g_string_free (out, FALSE);
}

static char *
payoff_list (const QdRational *values, guint n)
{
  GString *out = g_string_new (NULL);

  for (guint p = 0; p < n; p++)
    {
      g_autofree char *v = qd_rational_to_string (values[p]);

      g_string_append_printf (out, "%s%s", p > 0 ? ", " : "", v);
    }
  return g_string_free (out, FALSE);
}

static void
describe_dominance (GString *out, const QdNormalform *game, const QdNormalformDominance *d)
{
  if (d->n_steps == 0)
    g_string_append_printf (out, "%s\n", d->mixed ? _("No strategy is strictly dominated, by a pure strategy or a mixture.")
                                                  : _("No strategy is strictly dominated by another."));
  for (guint i = 0; i < d->n_steps; i++)
    {
      const QdNormalformElimination *e = &d->steps[i];
      const QdNormalformPlayer *player = &game->players[e->player];
      g_autofree char *by = e->mixture != NULL ? named_mixture (game, e->player, e->mixture)
                                               : g_strdup (player->strategies[e->dominator]);

      /* TRANSLATORS: "Step 1: Ali’s refuse is strictly dominated by testify." */
      g_string_append_printf (out, _("Step %u: %s’s %s is strictly dominated by %s."), i + 1, player->name,
                              player->strategies[e->strategy], by);
      g_string_append_c (out, '\n');
    }
}

static void
describe_pure (GString *out, const QdNormalform *game, const QdNormalformPure *pure)
{
  guint s[QD_NORMALFORM_PLAYERS_MAX];

  if (pure->n_equilibria == 0)
    g_string_append_printf (out, "%s\n", _("No pure Nash equilibrium."));
  for (guint i = 0; i < pure->n_equilibria; i++)
    {
      guint k = pure->equilibria[i];
      g_autoptr(GString) profile = g_string_new (NULL);
      g_autofree char *payoffs = payoff_list (&game->payoffs[(gsize) k * game->n_players], game->n_players);

      qd_normalform_strategies (game, k, s);
      for (guint p = 0; p < game->n_players; p++)
        g_string_append_printf (profile, "%s%s", p > 0 ? ", " : "", game->players[p].strategies[s[p]]);
      g_string_append_printf (out, _("Pure Nash equilibrium (%s): payoffs %s."), profile->str, payoffs);
      g_string_append_c (out, '\n');
    }
}

/* Whether a mixture plays more than one strategy. */
static gboolean
is_mixed (const QdRational *weights, guint n)
{
  guint support = 0;

  for (guint s = 0; s < n; s++)
    support += !qd_rational_is_zero (weights[s]);
  return support > 1;
}

/* The equilibria that mix (the pure ones are said already). */
static void
describe_mixed (GString *out, const QdNormalform *game, const QdNormalformMixed *mixed)
{
  for (guint i = 0; i < mixed->equilibria->len; i++)
    {
      const QdNormalformEquilibrium *e = mixed->equilibria->pdata[i];

      if (!is_mixed (e->x, game->players[0].n_strategies) && !is_mixed (e->y, game->players[1].n_strategies))
        continue;
      {
      g_autofree char *x = named_mixture (game, 0, e->x);
      g_autofree char *y = named_mixture (game, 1, e->y);
      g_autofree char *payoffs = payoff_list ((QdRational[]) { e->u1, e->u2 }, 2);

      /* TRANSLATORS: "Mixed Nash equilibrium: Alex opera 2/3, football 1/3; Chris opera 1/3, football 2/3; payoffs 2/3, 2/3." */
      g_string_append_printf (out, _("Mixed Nash equilibrium: %s %s; %s %s; payoffs %s."), game->players[0].name, x,
                              game->players[1].name, y, payoffs);
      g_string_append_c (out, '\n');
      }
    }
  if (mixed->degenerate)
    {
      g_string_append_printf (out, _("The game is degenerate (%s): support enumeration may miss equilibria, "
                                     "which may form a continuum."), mixed->degenerate_why);
      g_string_append_c (out, '\n');
    }
}

static void
describe_zerosum (GString *out, const QdNormalform *game, const QdNormalformZerosum *z)
{
  g_autofree char *value = qd_rational_to_string (z->value);
  g_autofree char *x = named_mixture (game, 0, z->x);
  g_autofree char *y = named_mixture (game, 1, z->y);

  /* TRANSLATORS: "Zero-sum value for E: -1/12, E playing one 7/12, two 5/12 and O one 7/12, two 5/12." */
  g_string_append_printf (out, _("Zero-sum value for %s: %s, %s playing %s and %s %s."), game->players[0].name, value,
                          game->players[0].name, x, game->players[1].name, y);
  g_string_append_c (out, '\n');
}

char *
qd_normalform_describe (const QdNormalform *game, const QdNormalformDominance *dominance, const QdNormalformPure *pure,
                        const QdNormalformMixed *mixed, const QdNormalformZerosum *zerosum)
{
  GString *out = g_string_new (NULL);

  if (dominance != NULL)
    describe_dominance (out, game, dominance);
  if (pure != NULL)
    describe_pure (out, game, pure);
  if (mixed != NULL)
    describe_mixed (out, game, mixed);
  if (zerosum != NULL && zerosum->status == QD_NORMALFORM_SOLVED)
    describe_zerosum (out, game, zerosum);
  return g_string_free (out, FALSE);
}
