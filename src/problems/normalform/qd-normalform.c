/* qd-normalform.c — the model of a normal-form game: making, copying,
 * profiles, and the edits of the tab's table. */
#include "config.h"
#include "qd-normalform.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_QUARK (qd-normalform-error-quark, qd_normalform_error)

/* ---- making */

QdNormalform *
qd_normalform_new (guint n_players, const guint *counts)
{
  QdNormalform *game;
  guint64 profiles = 1;

  if (n_players < 2 || n_players > QD_NORMALFORM_PLAYERS_MAX)
    return NULL;
  for (guint p = 0; p < n_players; p++)
    {
      if (counts[p] < 1 || counts[p] > QD_NORMALFORM_STRATEGIES_MAX)
        return NULL;
      profiles *= counts[p];
    }
  if (profiles > QD_NORMALFORM_PROFILES_MAX)
    return NULL;
  game = g_new0 (QdNormalform, 1);
  game->n_players = n_players;
  game->players = g_new0 (QdNormalformPlayer, n_players);
  for (guint p = 0; p < n_players; p++)
    {
      QdNormalformPlayer *player = &game->players[p];

      player->name = g_strdup_printf ("P%u", p + 1);
      player->n_strategies = counts[p];
      player->strategies = g_new0 (char *, counts[p] + 1);
      for (guint s = 0; s < counts[p]; s++)
        player->strategies[s] = g_strdup_printf ("%c%u", 'a' + (p % 26), s + 1);
    }
  game->n_profiles = (guint) profiles;
  game->payoffs = g_new (QdRational, (gsize) profiles * n_players);
  for (gsize i = 0; i < (gsize) profiles * n_players; i++)
    game->payoffs[i] = QD_RATIONAL_ZERO;
  return game;
}

QdNormalform *
qd_normalform_copy (const QdNormalform *game)
{
  QdNormalform *copy = g_new0 (QdNormalform, 1);

  copy->title = g_strdup (game->title);
  copy->n_players = game->n_players;
  copy->players = g_new0 (QdNormalformPlayer, game->n_players);
  for (guint p = 0; p < game->n_players; p++)
    {
      copy->players[p].name = g_strdup (game->players[p].name);
      copy->players[p].n_strategies = game->players[p].n_strategies;
      copy->players[p].strategies = g_strdupv (game->players[p].strategies);
    }
  copy->n_profiles = game->n_profiles;
  copy->payoffs = g_memdup2 (game->payoffs, sizeof (QdRational) * game->n_profiles * game->n_players);
  return copy;
}

void
qd_normalform_free (QdNormalform *game)
{
  if (game == NULL)
    return;
  for (guint p = 0; p < game->n_players; p++)
    {
      g_free (game->players[p].name);
      g_strfreev (game->players[p].strategies);
    }
  g_free (game->players);
  g_free (game->payoffs);
  g_free (game->title);
  g_free (game);
}

/* ---- profiles */

guint
qd_normalform_profile (const QdNormalform *game, const guint *strategies)
{
  guint profile = 0;

  for (guint p = 0; p < game->n_players; p++)
    profile = profile * game->players[p].n_strategies + strategies[p];
  return profile;
}

void
qd_normalform_strategies (const QdNormalform *game, guint profile, guint *strategies)
{
  for (guint p = game->n_players; p-- > 0;)
    {
      strategies[p] = profile % game->players[p].n_strategies;
      profile /= game->players[p].n_strategies;
    }
}

gboolean
qd_normalform_constant_sum (const QdNormalform *game, QdRational *sum)
{
  QdRational first = QD_RATIONAL_ZERO;
  gboolean overflow = FALSE;

  for (guint k = 0; k < game->n_profiles; k++)
    {
      QdRational total = QD_RATIONAL_ZERO;

      for (guint p = 0; p < game->n_players; p++)
        total = qd_rational_add (total, qd_normalform_payoff (game, k, p), &overflow);
      if (k == 0)
        first = total;
      else if (!qd_rational_equal (total, first))
        return FALSE;
    }
  if (sum != NULL)
    *sum = first;
  return !overflow;
}

gint
qd_normalform_find_strategy (const QdNormalform *game, guint player, const char *name)
{
  for (guint s = 0; s < game->players[player].n_strategies; s++)
    if (strcmp (game->players[player].strategies[s], name) == 0)
      return (gint) s;
  return -1;
}

/* ---- editing */

/* A copy of `game` whose `player` has the strategies `map` lists (old
 * indices, G_MAXUINT for a new one named `name`), `count` of them. */
static QdNormalform *
reshaped (const QdNormalform *game, guint player, const guint *map, guint count, const char *name)
{
  guint counts[QD_NORMALFORM_PLAYERS_MAX], old[QD_NORMALFORM_PLAYERS_MAX], now[QD_NORMALFORM_PLAYERS_MAX];
  QdNormalform *copy;

  for (guint p = 0; p < game->n_players; p++)
    counts[p] = p == player ? count : game->players[p].n_strategies;
  if ((copy = qd_normalform_new (game->n_players, counts)) == NULL)
    return NULL;
  copy->title = g_strdup (game->title);
  for (guint p = 0; p < game->n_players; p++)
    {
      g_free (copy->players[p].name);
      copy->players[p].name = g_strdup (game->players[p].name);
      for (guint s = 0; s < counts[p]; s++)
        {
          guint from = p == player ? map[s] : s;

          g_free (copy->players[p].strategies[s]);
          copy->players[p].strategies[s] = g_strdup (from == G_MAXUINT ? name : game->players[p].strategies[from]);
        }
    }
  for (guint k = 0; k < copy->n_profiles; k++)
    {
      qd_normalform_strategies (copy, k, now);
      if (map[now[player]] == G_MAXUINT)
        continue;
      memcpy (old, now, sizeof now);
      old[player] = map[now[player]];
      memcpy (&copy->payoffs[(gsize) k * copy->n_players],
              &game->payoffs[(gsize) qd_normalform_profile (game, old) * game->n_players],
              sizeof (QdRational) * game->n_players);
    }
  return copy;
}

QdNormalform *
qd_normalform_add_strategy (const QdNormalform *game, guint player, const char *name, GError **error)
{
  guint map[QD_NORMALFORM_STRATEGIES_MAX + 1], n = game->players[player].n_strategies;
  QdNormalform *copy = NULL;

  if (!qd_normalform_check_name (name, error))
    return NULL;
  if (n < QD_NORMALFORM_STRATEGIES_MAX)
    {
      for (guint s = 0; s < n; s++)
        map[s] = s;
      map[n] = G_MAXUINT;
      copy = reshaped (game, player, map, n + 1, name);
    }
  if (copy == NULL)
    g_set_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_SIZE,
                 _("a game has at most %u strategies a player and %u profiles"),
                 QD_NORMALFORM_STRATEGIES_MAX, QD_NORMALFORM_PROFILES_MAX);
  return copy;
}

QdNormalform *
qd_normalform_remove_strategy (const QdNormalform *game, guint player, guint strategy, GError **error)
{
  guint map[QD_NORMALFORM_STRATEGIES_MAX], n = game->players[player].n_strategies, k = 0;

  if (n <= 1)
    {
      g_set_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_SIZE,
                   _("every player keeps at least one strategy"));
      return NULL;
    }
  for (guint s = 0; s < n; s++)
    if (s != strategy)
      map[k++] = s;
  return reshaped (game, player, map, k, NULL);
}

gboolean
qd_normalform_check_name (const char *name, GError **error)
{
  gsize length = strlen (name);

  if (length == 0 || length > QD_NORMALFORM_NAME_MAX || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_SYNTAX,
                   _("a name has 1 to %u bytes of UTF-8"), QD_NORMALFORM_NAME_MAX);
      return FALSE;
    }
  for (const char *c = name; *c != '\0'; c = g_utf8_next_char (c))
    {
      gunichar u = g_utf8_get_char (c);

      if (g_unichar_isspace (u) || u == ':' || u == '#' || g_unichar_iscntrl (u))
        {
          g_set_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_SYNTAX,
                       _("“%s”: a name has no spaces, “:” or “#”"), name);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
qd_normalform_name_free (const QdNormalform *game, guint player, guint strategy, const char *name)
{
  gint found = qd_normalform_find_strategy (game, player, name);

  return found < 0 || (guint) found == strategy;
}
