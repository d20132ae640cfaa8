/* qd-kinarow-game.c — a game of k in a row: its rules, players and moves,
 * and the saved-game format (*.kinarow, data/FORMATS.md). */
#include "config.h"
#include "qd-kinarow.h"
#include "qd-kinarow-agent.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-agent.h"
#include "core/qd-text.h"

#define RECORD_AT G_STRUCT_OFFSET (QdKinarowGame, record)

QdKinarowGame *
qd_kinarow_game_new (const QdKinarowRules *rules, const char *p1, const char *p2)
{
  QdKinarowGame *game = qd_game_record_alloc (sizeof *game, RECORD_AT, sizeof (guint16), p1, p2);

  game->rules = *rules;
  return game;
}

void
qd_kinarow_game_free (QdKinarowGame *game)
{
  if (game != NULL)
    g_free (game->start);
  qd_game_record_free (game, RECORD_AT);
}

QdKinarowGame *
qd_kinarow_game_copy (const QdKinarowGame *game)
{
  QdKinarowGame *copy = qd_game_record_dup (game, sizeof *game, RECORD_AT);

  if (game->start != NULL)
    copy->start = g_memdup2 (game->start, sizeof *game->start);
  return copy;
}

void
qd_kinarow_game_position (const QdKinarowGame *game, guint n_moves, QdKinarowPosition *pos)
{
  if (game->start != NULL)
    *pos = *game->start;
  else
    qd_kinarow_start (&game->rules, pos);
  for (guint i = 0; i < MIN (n_moves, game->moves->len); i++)
    qd_kinarow_apply (&game->rules, pos, g_array_index (game->moves, guint16, i), pos);
}

gboolean
qd_kinarow_game_play (QdKinarowGame *game, guint move, GError **error)
{
  QdKinarowPosition pos;
  guint16 m = (guint16) move;

  qd_kinarow_game_position (game, G_MAXUINT, &pos);
  if (pos.outcome != QD_KINAROW_ONGOING)
    return qd_text_line_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL, 0, "%s",
                               _("the game is already over"));
  if (!qd_kinarow_is_legal (&game->rules, &pos, move))
    {
      g_autofree char *name = move < game->rules.cells ? qd_kinarow_move_to_string (&game->rules, move)
                                                       : g_strdup_printf ("%u", move);

      return qd_text_line_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL, 0,
                                 _("%s cannot be played here"), name);
    }
  g_array_append_val (game->moves, m);
  return TRUE;
}

/* ------------------------------------------------------------ the format */

typedef struct {
  char *game;
  guint game_line;
  char *agents[2];
  GPtrArray *moves;          /* "LINE\tTEXT" of each moves line */
  char *start;               /* the start line's text, or NULL */
  guint start_line;
} Reading;

/* A player line: the agent, or an outside agent's whole command. */
static gboolean
read_player (Reading *r, guint side, const char *written, guint number, GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *rest = qd_game_record_unescape (written);

  if (*rest == '\0' || (strchr (rest, ' ') != NULL && !qd_agent_spec_is_outside (rest)))
    return qd_text_line_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE, number, "%s",
                               _("a player is one word, such as human or alphabeta:6"));
  if (!qd_kinarow_agent_check (rest, &local))
    return qd_text_line_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE, number, "%s", local->message);
  g_free (r->agents[side]);
  r->agents[side] = g_steal_pointer (&rest);
  return TRUE;
}

/* A line of the saved game: a key and its values, or a comment. */
static gboolean
read_line (Reading *r, char *line, guint number, GError **error)
{
  char *rest;

  g_strstrip (line);
  if (*line == '\0' || *line == '#')
    return TRUE;
  rest = line + strcspn (line, " \t");
  if (*rest != '\0')
    *rest++ = '\0';
  while (*rest == ' ' || *rest == '\t')
    rest++;
  if (g_str_equal (line, "game"))
    {
      if (r->game != NULL)
        return qd_text_line_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE, number,
                                   _("a second “game” line (the first is line %u)"), r->game_line);
      r->game = g_strdup (rest);
      r->game_line = number;
      return TRUE;
    }
  if (g_str_equal (line, "player1") || g_str_equal (line, "player2"))
    return read_player (r, line[6] - '1', rest, number, error);
  if (g_str_equal (line, "moves"))
    {
      g_ptr_array_add (r->moves, g_strdup_printf ("%u\t%s", number, rest));
      return TRUE;
    }
  if (g_str_equal (line, "start") && r->start == NULL)
    {
      r->start = g_strdup (rest);
      r->start_line = number;
      return TRUE;
    }
  return qd_text_line_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE, number,
                             _("unknown key “%s” (expected game, player1, player2, start or moves)"), line);
}

/* A start line's text, "ROW/…/ROW TURN" (rows from the top, X, O and . per
 * cell; TURN X or O), as a position (qd_kinarow_setup). */
static gboolean
start_parse (const QdKinarowRules *rules, const char *text, QdKinarowPosition *pos, GError **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t", -1);
  g_auto(GStrv) rows = NULL;
  g_autofree gint8 *board = g_new (gint8, rules->cells);
  guint n_words = 0;

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      words[n_words++] = words[i];
  if (n_words != 2 || g_ascii_strcasecmp (words[1], "X") * g_ascii_strcasecmp (words[1], "O") != 0)
    {
      g_set_error_literal (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE,
                           _("a start is the rows from the top, separated by “/”, then X or O to move"));
      return FALSE;
    }
  rows = g_strsplit (words[0], "/", -1);
  if (g_strv_length (rows) != rules->height)
    {
      g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE, _("the start has %u rows, the board %u"),
                   g_strv_length (rows), rules->height);
      return FALSE;
    }
  for (guint j = 0; j < rules->height; j++)
    for (guint i = 0; i < rules->width; i++)
      {
        char c = i < strlen (rows[j]) ? g_ascii_toupper (rows[j][i]) : '?';

        if (strlen (rows[j]) != rules->width || strchr ("XO.", c) == NULL)
          {
            g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE,
                         _("row %u of the start is not %u cells of X, O and ."), rules->height - j, rules->width);
            return FALSE;
          }
        board[(rules->height - 1 - j) * rules->width + i] = c == 'X' ? 0 : c == 'O' ? 1 : -1;
      }
  return qd_kinarow_setup (rules, board, g_ascii_toupper (*words[1]) == 'O', pos, error);
}

/* The start line's text of `pos`. */
static char *
start_to_string (const QdKinarowRules *rules, const QdKinarowPosition *pos)
{
  GString *text = g_string_new (NULL);

  for (guint j = rules->height; j-- > 0;)
    {
      for (guint i = 0; i < rules->width; i++)
        g_string_append_c (text, "XO."[MIN ((guint) qd_kinarow_at (pos, j * rules->width + i), 2u)]);
      g_string_append_c (text, j > 0 ? '/' : ' ');
    }
  g_string_append_c (text, pos->to_move == QD_KINAROW_P1 ? 'X' : 'O');
  return g_string_free (text, FALSE);
}

/* The game of the lines read: its rules, then every move checked. */
static QdKinarowGame *
reading_finish (Reading *r, guint last_line, GError **error)
{
  g_autoptr(QdKinarowGame) game = NULL;
  g_autoptr(GError) local = NULL;
  QdKinarowRules rules;
  QdKinarowPosition pos;
  guint number = 0;

  if (r->game == NULL)
    {
      qd_text_line_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE, MAX (last_line, 1u), "%s",
                          _("a k-in-a-row game needs a “game” line (tictactoe, connect4, gomoku or M,N,K)"));
      return NULL;
    }
  if (!qd_kinarow_rules_parse (&rules, r->game, &local))
    {
      qd_text_line_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE, r->game_line, "%s", local->message);
      return NULL;
    }
  game = qd_kinarow_game_new (&rules, r->agents[0], r->agents[1]);
  qd_kinarow_start (&rules, &pos);
  if (r->start != NULL)
    {
      if (!start_parse (&rules, r->start, &pos, &local))
        {
          qd_text_line_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE, r->start_line, "%s", local->message);
          return NULL;
        }
      game->start = g_memdup2 (&pos, sizeof pos);
    }
  for (guint i = 0; i < r->moves->len; i++)
    {
      const char *entry = r->moves->pdata[i];
      guint line = (guint) g_ascii_strtoull (entry, NULL, 10);

      if (!qd_kinarow_play_moves (&rules, strchr (entry, '\t') + 1, &pos, game->moves, &number, &local))
        {
          qd_text_line_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL, line, "%s", local->message);
          return NULL;
        }
    }
  return g_steal_pointer (&game);
}

QdKinarowGame *
qd_kinarow_game_parse (const char *text, gssize length, GError **error)
{
  gsize len = length < 0 ? strlen (text) : (gsize) length;
  gsize start;
  QdLineReader reader;
  const char *line;
  gsize line_length;
  Reading r = { NULL, 0, { NULL, NULL }, g_ptr_array_new_with_free_func (g_free) };
  QdKinarowGame *game = NULL;
  gboolean ok = TRUE;

  if (!qd_text_validate (text, len, QD_KINAROW_ERROR, QD_KINAROW_ERROR_PARSE, error))
    ok = FALSE;
  else
    {
      start = qd_text_skip_bom (text, len);
      qd_line_reader_init (&reader, text + start, len - start);
      while (ok && qd_line_reader_next (&reader, &line, &line_length))
        {
          g_autofree char *copy = g_strndup (line, line_length);

          ok = read_line (&r, copy, reader.line, error);
        }
    }
  if (ok)
    game = reading_finish (&r, reader.line, error);
  g_free (r.game);
  g_free (r.start);
  g_free (r.agents[0]);
  g_free (r.agents[1]);
  g_ptr_array_unref (r.moves);
  return game;
}

char *
qd_kinarow_game_to_string (const QdKinarowGame *game)
{
  g_autofree char *name = qd_kinarow_rules_name (&game->rules);
  g_autofree char *moves = qd_kinarow_moves_to_string (&game->rules, (const guint16 *) (gconstpointer) game->moves->data,
                                                       game->moves->len);
  g_autofree char *start = game->start != NULL ? start_to_string (&game->rules, game->start) : NULL;
  g_autofree char *p1 = qd_text_escape_name (game->agents[0]);
  g_autofree char *p2 = qd_text_escape_name (game->agents[1]);

  return g_strdup_printf ("# k in a row (Quandary)\ngame %s\nplayer1 %s\nplayer2 %s\n%s%s%smoves%s%s\n", name,
                          p1, p2, start != NULL ? "start " : "", start != NULL ? start : "",
                          start != NULL ? "\n" : "", *moves != '\0' ? " " : "", moves);
}
