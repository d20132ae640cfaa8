/* qd-normalform-parse.c — the text format of a normal-form game
 * (data/FORMATS.md, "Normal-form games"): players with their strategies,
 * then one payoff line per profile. */
#include "config.h"
#include "qd-normalform.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-text.h"

typedef struct {
  char *title;
  GPtrArray *names;        /* players' names */
  GPtrArray *strategies;   /* GStrv per player */
  QdNormalform *game;      /* made at the first payoff line */
  guint *seen_on;          /* per profile, the line that gave it (0: none yet) */
  guint line;
  GError **error;
} Parser;

G_GNUC_PRINTF (2, 3)
static gboolean
fail (Parser *ps, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  return qd_text_line_error (ps->error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_SYNTAX, ps->line, "%s", message);
}

/* The words of [p, end), white space between them. */
static GStrv
split_words (const char *p, gsize length)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  const char *end = p + length, *word;
  gsize word_length;

  while (qd_text_next_word (&p, end, &word, &word_length))
    {
      g_autofree char *copy = g_strndup (word, word_length);

      g_strv_builder_add (builder, copy);
    }
  return g_strv_builder_end (builder);
}

static gboolean
check_name (Parser *ps, const char *name)
{
  g_autoptr(GError) error = NULL;

  if (!qd_normalform_check_name (name, &error))
    return fail (ps, "%s", error->message);
  return TRUE;
}

/* `player NAME: S1 S2 …` (the words before ':' in `head`). */
static gboolean
parse_player (Parser *ps, GStrv head, const char *rest, gsize rest_length)
{
  g_auto(GStrv) strategies = split_words (rest, rest_length);
  guint n = g_strv_length (strategies);

  if (ps->game != NULL)
    return fail (ps, _("the players come before the payoffs"));
  if (ps->names->len == QD_NORMALFORM_PLAYERS_MAX)
    return fail (ps, _("a game has at most %u players"), QD_NORMALFORM_PLAYERS_MAX);
  if (!check_name (ps, head[1]))
    return FALSE;
  for (guint p = 0; p < ps->names->len; p++)
    if (strcmp (ps->names->pdata[p], head[1]) == 0)
      return fail (ps, _("player “%s” is named twice"), head[1]);
  if (n == 0 || n > QD_NORMALFORM_STRATEGIES_MAX)
    return fail (ps, _("a player has 1 to %u strategies"), QD_NORMALFORM_STRATEGIES_MAX);
  for (guint s = 0; s < n; s++)
    {
      if (!check_name (ps, strategies[s]))
        return FALSE;
      for (guint t = 0; t < s; t++)
        if (strcmp (strategies[s], strategies[t]) == 0)
          return fail (ps, _("strategy “%s” is named twice"), strategies[s]);
    }
  g_ptr_array_add (ps->names, g_strdup (head[1]));
  g_ptr_array_add (ps->strategies, g_steal_pointer (&strategies));
  return TRUE;
}

/* The game, made at the first payoff line from the players read. */
static gboolean
make_game (Parser *ps)
{
  guint counts[QD_NORMALFORM_PLAYERS_MAX];

  if (ps->names->len < 2)
    return fail (ps, _("a game has at least two players, each on a “player NAME: STRATEGY…” line first"));
  for (guint p = 0; p < ps->names->len; p++)
    counts[p] = g_strv_length (ps->strategies->pdata[p]);
  if ((ps->game = qd_normalform_new (ps->names->len, counts)) == NULL)
    return fail (ps, _("a game has at most %u profiles (the product of the strategy counts)"),
                 QD_NORMALFORM_PROFILES_MAX);
  for (guint p = 0; p < ps->names->len; p++)
    {
      g_free (ps->game->players[p].name);
      ps->game->players[p].name = g_strdup (ps->names->pdata[p]);
      g_strfreev (ps->game->players[p].strategies);
      ps->game->players[p].strategies = g_strdupv (ps->strategies->pdata[p]);
    }
  ps->game->title = g_strdup (ps->title);
  ps->seen_on = g_new0 (guint, ps->game->n_profiles);
  return TRUE;
}

/* `S1 … Sn: U1 … Un`. */
static gboolean
parse_payoffs (Parser *ps, GStrv head, const char *rest, gsize rest_length)
{
  g_auto(GStrv) values = split_words (rest, rest_length);
  guint strategies[QD_NORMALFORM_PLAYERS_MAX], profile, n;

  if (ps->game == NULL && !make_game (ps))
    return FALSE;
  n = ps->game->n_players;
  if (g_strv_length (head) != n)
    return fail (ps, _("a payoff line names %u strategies, one for each player, before “:”"), n);
  if (g_strv_length (values) != n)
    return fail (ps, _("a payoff line gives %u payoffs, one for each player, after “:”"), n);
  for (guint p = 0; p < n; p++)
    {
      gint s = qd_normalform_find_strategy (ps->game, p, head[p]);

      if (s < 0)
        return fail (ps, _("“%s” is not a strategy of %s"), head[p], ps->game->players[p].name);
      strategies[p] = (guint) s;
    }
  profile = qd_normalform_profile (ps->game, strategies);
  if (ps->seen_on[profile] != 0)
    return fail (ps, _("these payoffs were given on line %u already"), ps->seen_on[profile]);
  ps->seen_on[profile] = ps->line;
  for (guint p = 0; p < n; p++)
    if (!qd_rational_parse (values[p], strlen (values[p]), &ps->game->payoffs[(gsize) profile * n + p]))
      return fail (ps, _("“%s” is not an exact number (an integer, a fraction such as 3/4 or a decimal such as 0.25)"),
                   values[p]);
  return TRUE;
}

static gboolean
parse_line (Parser *ps, const char *line, gsize length)
{
  const char *hash = memchr (line, '#', length), *colon;
  g_auto(GStrv) head = NULL;

  if (hash != NULL)
    length = (gsize) (hash - line);
  if (qd_text_is_blank (line, length))
    return TRUE;
  if ((colon = memchr (line, ':', length)) == NULL)
    return fail (ps, _("a line is “title: TEXT”, “player NAME: STRATEGY…” or “STRATEGY…: PAYOFF…”"));
  head = split_words (line, (gsize) (colon - line));
  if (g_strv_length (head) == 1 && strcmp (head[0], "title") == 0)
    {
      const char *p = colon + 1;
      gsize rest = length - (gsize) (p - line);

      qd_text_trim (&p, &rest);
      if (ps->title != NULL)
        return fail (ps, _("the title is given twice"));
      ps->title = g_strndup (p, rest);
      return TRUE;
    }
  /* After the players, "player" may be a strategy's name. */
  if (g_strv_length (head) == 2 && strcmp (head[0], "player") == 0 &&
      (ps->game == NULL || qd_normalform_find_strategy (ps->game, 0, "player") < 0))
    return parse_player (ps, head, colon + 1, length - (gsize) (colon + 1 - line));
  return parse_payoffs (ps, head, colon + 1, length - (gsize) (colon + 1 - line));
}

/* After the last line: every profile has its payoffs. */
static gboolean
check_complete (Parser *ps)
{
  guint strategies[QD_NORMALFORM_PLAYERS_MAX];
  g_autoptr(GString) names = g_string_new (NULL);

  if (ps->game == NULL && !make_game (ps))
    return FALSE;
  for (guint k = 0; k < ps->game->n_profiles; k++)
    if (ps->seen_on[k] == 0)
      {
        qd_normalform_strategies (ps->game, k, strategies);
        for (guint p = 0; p < ps->game->n_players; p++)
          g_string_append_printf (names, "%s%s", p ? " " : "", ps->game->players[p].strategies[strategies[p]]);
        return qd_text_line_error (ps->error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_PAYOFFS, ps->line,
                                   _("no payoffs for the profile “%s” (every profile needs a line)"), names->str);
      }
  return TRUE;
}

QdNormalform *
qd_normalform_parse (const char *text, gssize length, GError **error)
{
  Parser ps = { .names = g_ptr_array_new_with_free_func (g_free),
                .strategies = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev), .error = error };
  QdLineReader reader;
  const char *line;
  gsize line_length, size = length < 0 ? strlen (text) : (gsize) length;
  gboolean ok;

  if (!qd_text_validate (text, size, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_SYNTAX, error))
    ok = FALSE;
  else
    {
      ok = TRUE;
      qd_line_reader_init (&reader, text, size);
      while (ok && qd_line_reader_next (&reader, &line, &line_length))
        {
          ps.line = reader.line;
          ok = parse_line (&ps, line, line_length);
        }
      ok = ok && check_complete (&ps);
    }
  g_ptr_array_unref (ps.names);
  g_ptr_array_unref (ps.strategies);
  g_free (ps.title);
  g_free (ps.seen_on);
  if (!ok)
    g_clear_pointer (&ps.game, qd_normalform_free);
  return ps.game;
}

char *
qd_normalform_to_string (const QdNormalform *game)
{
  GString *out = g_string_new (NULL);
  guint strategies[QD_NORMALFORM_PLAYERS_MAX];

  if (game->title != NULL && game->title[0] != '\0')
    g_string_append_printf (out, "title: %s\n", game->title);
  for (guint p = 0; p < game->n_players; p++)
    {
      g_autofree char *list = g_strjoinv (" ", game->players[p].strategies);

      g_string_append_printf (out, "player %s: %s\n", game->players[p].name, list);
    }
  for (guint k = 0; k < game->n_profiles; k++)
    {
      qd_normalform_strategies (game, k, strategies);
      for (guint p = 0; p < game->n_players; p++)
        g_string_append_printf (out, "%s%s", p ? " " : "", game->players[p].strategies[strategies[p]]);
      g_string_append_c (out, ':');
      for (guint p = 0; p < game->n_players; p++)
        {
          g_autofree char *value = qd_rational_to_string (qd_normalform_payoff (game, k, p));

          g_string_append_printf (out, " %s", value);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
