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

/* The same for a mixture of any size; a pure strategy by its name alone. */
static char *
named_big_mixture (const QdNormalform *game, guint player, const QdBigRational *weights)
{
  GString *out = g_string_new (NULL);

  for (guint s = 0; s < game->players[player].n_strategies; s++)
    if (qd_bigint_cmp (&weights[s].num, &weights[s].den) == 0)
      g_string_append (out, game->players[player].strategies[s]);
    else if (!qd_bigrational_is_zero (&weights[s]))
      {
        g_autofree char *w = qd_bigrational_to_string (&weights[s]);

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

/* "Alex opera 2/3, football 1/3; Chris opera 1/3, football 2/3; payoffs 2/3, 2/3" */
static char *
describe_equilibrium (const QdNormalform *game, const QdNormalformEquilibrium *e)
{
  g_autofree char *x = named_big_mixture (game, 0, e->x);
  g_autofree char *y = named_big_mixture (game, 1, e->y);
  g_autofree char *u1 = qd_bigrational_to_string (&e->u1);
  g_autofree char *u2 = qd_bigrational_to_string (&e->u2);

  /* TRANSLATORS: an equilibrium: "Alex opera 2/3, football 1/3; Chris opera 1/3, football 2/3; payoffs 2/3, 2/3" */
  return g_strdup_printf (_("%s %s; %s %s; payoffs %s, %s"), game->players[0].name, x, game->players[1].name, y,
                          u1, u2);
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
is_mixed (const QdBigRational *weights, guint n)
{
  guint support = 0;

  for (guint s = 0; s < n; s++)
    support += !qd_bigrational_is_zero (&weights[s]);
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
      g_autofree char *text = describe_equilibrium (game, e);

      /* TRANSLATORS: "Mixed Nash equilibrium: Alex opera 2/3, football 1/3; Chris opera 1/3, football 2/3; payoffs 2/3, 2/3." */
      g_string_append_printf (out, _("Mixed Nash equilibrium: %s."), text);
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

/* The labels whose paths end at equilibrium `e`, by player: "Alex’s opera
 * (2 pivots), football (3 pivots); Chris’s opera (2 pivots)". */
static char *
labels_of (const QdNormalform *game, const QdNormalformLemke *lemke, guint e)
{
  GString *out = g_string_new (NULL);

  for (guint p = 0; p < 2; p++)
    {
      gboolean first = TRUE;

      for (guint k = 0; k < lemke->n_paths; k++)
        {
          const QdNormalformPath *path = &lemke->paths[k];
          g_autofree char *pivots = NULL;

          if (path->equilibrium != e || path->player != p)
            continue;
          pivots = g_strdup_printf (ngettext ("%u pivot", "%u pivots", path->pivots), path->pivots);
          if (first)
            {
              if (out->len > 0)
                g_string_append (out, "; ");
              /* TRANSLATORS: the first label of a player: "Alex’s opera (2 pivots)" */
              g_string_append_printf (out, _("%s’s %s (%s)"), game->players[p].name,
                                      game->players[p].strategies[path->strategy], pivots);
            }
          else
            g_string_append_printf (out, ", %s (%s)", game->players[p].strategies[path->strategy], pivots);
          first = FALSE;
        }
    }
  return g_string_free (out, FALSE);
}

/* Each equilibrium the paths end at, and the labels whose paths lead there
 * with their lengths. */
static void
describe_lemke (GString *out, const QdNormalform *game, const QdNormalformLemke *lemke)
{
  g_string_append_printf (out, ngettext ("Lemke-Howson from %u labels: %u equilibrium.",
                                         "Lemke-Howson from %u labels: %u equilibria.", lemke->equilibria->len),
                          lemke->n_paths, lemke->equilibria->len);
  g_string_append_c (out, '\n');
  for (guint i = 0; i < lemke->equilibria->len; i++)
    {
      g_autofree char *text = describe_equilibrium (game, lemke->equilibria->pdata[i]);
      g_autofree char *labels = labels_of (game, lemke, i);

      /* TRANSLATORS: "Equilibrium 1: Alex opera; Chris opera; payoffs 2, 1. From Alex’s opera (2 pivots); Chris’s opera (2 pivots)." */
      g_string_append_printf (out, _("Equilibrium %u: %s. From %s."), i + 1, text, labels);
      g_string_append_c (out, '\n');
    }
}

static void
describe_zerosum (GString *out, const QdNormalform *game, const QdNormalformZerosum *z)
{
  g_autofree char *value = qd_bigrational_to_string (&z->value);
  g_autofree char *x = named_big_mixture (game, 0, z->x);
  g_autofree char *y = named_big_mixture (game, 1, z->y);

  /* TRANSLATORS: "Zero-sum value for E: -1/12, E playing one 7/12, two 5/12 and O one 7/12, two 5/12." */
  g_string_append_printf (out, _("Zero-sum value for %s: %s, %s playing %s and %s %s."), game->players[0].name, value,
                          game->players[0].name, x, game->players[1].name, y);
  g_string_append_c (out, '\n');
}

char *
qd_normalform_describe (const QdNormalform *game, const QdNormalformAnalyses *analyses)
{
  GString *out = g_string_new (NULL);

  if (analyses->dominance != NULL)
    describe_dominance (out, game, analyses->dominance);
  if (analyses->pure != NULL)
    describe_pure (out, game, analyses->pure);
  if (analyses->mixed != NULL)
    describe_mixed (out, game, analyses->mixed);
  if (analyses->zerosum != NULL && analyses->zerosum->status == QD_NORMALFORM_SOLVED)
    describe_zerosum (out, game, analyses->zerosum);
  if (analyses->lemke != NULL)
    {
      /* Last, after a blank line: the paths are a section of their own. */
      if (out->len > 0)
        g_string_append_c (out, '\n');
      describe_lemke (out, game, analyses->lemke);
    }
  return g_string_free (out, FALSE);
}
