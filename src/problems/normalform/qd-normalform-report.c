/* qd-normalform-report.c — the analyses' names and their text (the
 * command's output, data/FORMATS.md "Normal-form games"). */
#include "config.h"
#include "qd-normalform-solve.h"
#include "core/qd-names.h"

#include <glib/gi18n.h>
#include <string.h>

/* ---- names */

static const char *const analysis_names[QD_NORMALFORM_ANALYSIS_COUNT] = {
  "dominance", "pure", "mixed", "zerosum", "lemke-howson",
};

static const char *const analysis_labels[QD_NORMALFORM_ANALYSIS_COUNT] = {
  N_("Dominated Strategies"), N_("Pure Equilibria"), N_("Mixed Equilibria"), N_("Zero-Sum Value"),
  N_("Lemke-Howson Paths"),
};

const char *
qd_normalform_analysis_to_string (QdNormalformAnalysis analysis)
{
  g_return_val_if_fail (analysis < QD_NORMALFORM_ANALYSIS_COUNT, NULL);
  return analysis_names[analysis];
}

gboolean
qd_normalform_analysis_from_string (const char *name, QdNormalformAnalysis *analysis)
{
  return QD_NAMES_LOOKUP (analysis_names, name, analysis);
}

const char *
qd_normalform_analysis_label (QdNormalformAnalysis analysis)
{
  g_return_val_if_fail (analysis < QD_NORMALFORM_ANALYSIS_COUNT, NULL);
  return _(analysis_labels[analysis]);
}

/* ---- text */

char *
qd_normalform_format_mixture (const QdNormalform *game, guint player, const QdRational *weights)
{
  GString *out = g_string_new ("(");

  for (guint s = 0; s < game->players[player].n_strategies; s++)
    {
      g_autofree char *w = qd_rational_to_string (weights[s]);

      g_string_append_printf (out, "%s%s", s ? ", " : "", w);
    }
  g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

char *
qd_normalform_format_big_mixture (const QdNormalform *game, guint player, const QdBigRational *weights)
{
  GString *out = g_string_new ("(");

  for (guint s = 0; s < game->players[player].n_strategies; s++)
    {
      g_autofree char *w = qd_bigrational_to_string (&weights[s]);

      g_string_append_printf (out, "%s%s", s ? ", " : "", w);
    }
  g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

static void
append_payoffs (GString *out, const QdRational *values, guint n)
{
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *v = qd_rational_to_string (values[p]);

      g_string_append_printf (out, " %s", v);
    }
  g_string_append_c (out, '\n');
}

/* "(x) (y): u1 u2" and the line's end. */
static void
append_equilibrium (GString *out, const QdNormalform *game, const QdNormalformEquilibrium *e)
{
  g_autofree char *x = qd_normalform_format_big_mixture (game, 0, e->x);
  g_autofree char *y = qd_normalform_format_big_mixture (game, 1, e->y);
  g_autofree char *u1 = qd_bigrational_to_string (&e->u1);
  g_autofree char *u2 = qd_bigrational_to_string (&e->u2);

  g_string_append_printf (out, "%s %s: %s %s\n", x, y, u1, u2);
}

static const char *
status_word (QdNormalformStatus status)
{
  return status == QD_NORMALFORM_STOPPED ? " (stopped)" : status == QD_NORMALFORM_OVERFLOW ? " (overflow)" : "";
}

static void
format_dominance (GString *out, const QdNormalform *game, const QdNormalformDominance *d)
{
  g_string_append_printf (out, "dominance %s: %u steps%s\n", d->mixed ? "mixed" : "pure", d->n_steps,
                          status_word (d->status));
  for (guint i = 0; i < d->n_steps; i++)
    {
      const QdNormalformElimination *e = &d->steps[i];
      const QdNormalformPlayer *player = &game->players[e->player];

      g_string_append_printf (out, "step %u: %s %s < ", i + 1, player->name, player->strategies[e->strategy]);
      if (e->mixture == NULL)
        g_string_append_printf (out, "%s\n", player->strategies[e->dominator]);
      else
        {
          g_autofree char *m = qd_normalform_format_mixture (game, e->player, e->mixture);

          g_string_append_printf (out, "%s\n", m);
        }
    }
  for (guint p = 0; p < game->n_players; p++)
    {
      g_string_append_printf (out, "left %s:", game->players[p].name);
      for (guint s = 0; s < game->players[p].n_strategies; s++)
        if (d->step_of[p][s] == 0)
          g_string_append_printf (out, " %s", game->players[p].strategies[s]);
      g_string_append_c (out, '\n');
    }
}

static void
format_pure (GString *out, const QdNormalform *game, const QdNormalformPure *pure)
{
  guint s[QD_NORMALFORM_PLAYERS_MAX];

  g_string_append_printf (out, "pure equilibria: %u\n", pure->n_equilibria);
  for (guint i = 0; i < pure->n_equilibria; i++)
    {
      guint k = pure->equilibria[i];

      qd_normalform_strategies (game, k, s);
      g_string_append (out, "pure");
      for (guint p = 0; p < game->n_players; p++)
        g_string_append_printf (out, " %s", game->players[p].strategies[s[p]]);
      g_string_append_c (out, ':');
      append_payoffs (out, &game->payoffs[(gsize) k * game->n_players], game->n_players);
    }
}

static void
format_mixed (GString *out, const QdNormalform *game, const QdNormalformMixed *mixed)
{
  g_string_append_printf (out, "mixed equilibria: %u (%" G_GUINT64_FORMAT " support pairs)%s\n",
                          mixed->equilibria->len, mixed->supports, status_word (mixed->status));
  if (mixed->degenerate)
    g_string_append_printf (out, "degenerate: %s\n", mixed->degenerate_why);
  for (guint i = 0; i < mixed->equilibria->len; i++)
    {
      g_string_append (out, "mixed ");
      append_equilibrium (out, game, mixed->equilibria->pdata[i]);
    }
}

static void
format_lemke (GString *out, const QdNormalform *game, const QdNormalformLemke *lemke)
{
  g_string_append_printf (out, "lemke-howson equilibria: %u (%u labels)%s\n", lemke->equilibria->len,
                          lemke->n_paths, status_word (lemke->status));
  for (guint i = 0; i < lemke->n_paths; i++)
    {
      const QdNormalformPath *path = &lemke->paths[i];
      const QdNormalformPlayer *player = &game->players[path->player];

      g_string_append_printf (out, "label %s %s (%u pivots): ", player->name, player->strategies[path->strategy],
                              path->pivots);
      append_equilibrium (out, game, lemke->equilibria->pdata[path->equilibrium]);
    }
}

static void
format_zerosum (GString *out, const QdNormalform *game, const QdNormalformZerosum *z)
{
  g_autofree char *value = NULL;
  g_autofree char *sum = qd_rational_to_string (z->sum);

  if (z->status != QD_NORMALFORM_SOLVED)
    {
      g_string_append_printf (out, "value:%s\n", status_word (z->status));
      return;
    }
  value = qd_bigrational_to_string (&z->value);
  g_string_append_printf (out, "value: %s (sum %s)\n", value, sum);
  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *m = qd_normalform_format_big_mixture (game, p, p == 0 ? z->x : z->y);

      g_string_append_printf (out, "optimal %s: %s\n", game->players[p].name, m);
    }
}

char *
qd_normalform_format_report (const QdNormalform *game, const QdNormalformAnalyses *analyses)
{
  GString *out = g_string_new (NULL);

  for (guint p = 0; p < game->n_players; p++)
    {
      g_autofree char *list = g_strjoinv (" ", game->players[p].strategies);

      g_string_append_printf (out, "player %s: %s\n", game->players[p].name, list);
    }
  if (analyses->dominance != NULL)
    format_dominance (out, game, analyses->dominance);
  if (analyses->pure != NULL)
    format_pure (out, game, analyses->pure);
  if (analyses->mixed != NULL)
    format_mixed (out, game, analyses->mixed);
  if (analyses->lemke != NULL)
    format_lemke (out, game, analyses->lemke);
  if (analyses->zerosum != NULL)
    format_zerosum (out, game, analyses->zerosum);
  return g_string_free (out, FALSE);
}

const char *
qd_normalform_overflowed (const QdNormalform *game, const QdNormalformAnalyses *analyses, char **message)
{
  const char *name = NULL;
  GString *size = g_string_new (NULL);

  if (analyses->dominance != NULL && analyses->dominance->status == QD_NORMALFORM_OVERFLOW)
    name = qd_normalform_analysis_label (QD_NORMALFORM_ANALYSIS_DOMINANCE);
  else if (analyses->mixed != NULL && analyses->mixed->status == QD_NORMALFORM_OVERFLOW)
    name = qd_normalform_analysis_label (QD_NORMALFORM_ANALYSIS_MIXED);
  else if (analyses->lemke != NULL && analyses->lemke->status == QD_NORMALFORM_OVERFLOW)
    name = qd_normalform_analysis_label (QD_NORMALFORM_ANALYSIS_LEMKE_HOWSON);
  else if (analyses->zerosum != NULL && analyses->zerosum->status == QD_NORMALFORM_OVERFLOW)
    name = qd_normalform_analysis_label (QD_NORMALFORM_ANALYSIS_ZEROSUM);
  for (guint p = 0; p < game->n_players; p++)
    g_string_append_printf (size, "%s%u", p > 0 ? " × " : "", game->players[p].n_strategies);
  if (message != NULL)
    /* TRANSLATORS: "Mixed Equilibria: the numbers of this 40 × 40 game pass 2048 bits: no exact answer." */
    *message = name == NULL ? NULL
             : g_strdup_printf (_("%s: the numbers of this %s game pass %u bits: no exact answer."), name, size->str,
                                (guint) QD_BIGINT_BITS);
  g_string_free (size, TRUE);
  return name;
}
