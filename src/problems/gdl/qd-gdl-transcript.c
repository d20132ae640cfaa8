/* qd-gdl-transcript.c — a transcript's lines read and replayed on the
 * rules, the first wrong one reported. */
#include "config.h"
#include "qd-gdl-transcript.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  QdGdlGame *game;
  QdGdlTranscript *out;
  guint line;
  guint32 *moves;            /* qd_gdl_game_max_legal */
  gboolean goals_seen;       /* a goals line: only more of them may follow */
} Replay;

/* A move line's parts: number and role when written (else 0 and NULL). */
typedef struct {
  guint64 number;
  char *role;
  const char *move;
} MoveLine;

static gboolean
wrong (Replay *r, QdGdlTranscriptVerdict verdict, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
wrong (Replay *r, QdGdlTranscriptVerdict verdict, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  r->out->verdict = verdict;
  r->out->line = r->line;
  r->out->message = g_strdup_vprintf (format, args);
  va_end (args);
  return FALSE;
}

void
qd_gdl_transcript_clear (QdGdlTranscript *transcript)
{
  g_clear_pointer (&transcript->message, g_free);
  g_clear_pointer (&transcript->state, g_free);
}

char *
qd_gdl_goals_text (QdGdlGame *game, const gint *goals)
{
  GString *out = g_string_new ("goals");

  for (guint r = 0; r < qd_gdl_game_n_roles (game); r++)
    {
      g_string_append_printf (out, " %s ", qd_gdl_game_role_name (game, r));
      if (goals[r] >= 0)
        g_string_append_printf (out, "%d", goals[r]);
      else
        g_string_append (out, "none");
    }
  return g_string_free (out, FALSE);
}

char *
qd_gdl_transcript_goals_text (QdGdlGame *game, const QdGdlTranscript *transcript)
{
  return qd_gdl_goals_text (game, transcript->goals);
}

gboolean
qd_gdl_joint_move (QdGdlGame *game, const guint64 *state, guint mover, guint32 move, guint32 *joint, GError **error)
{
  g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (game));

  for (guint r = 0; r < qd_gdl_game_n_roles (game); r++)
    {
      gint n = r == mover ? 1 : qd_gdl_game_legal (game, state, r, moves, error);

      if (n < 0)
        return FALSE;
      if (n != 1)
        {
          g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_ILLEGAL, _("%s has %d legal moves while %s moves"),
                       qd_gdl_game_role_name (game, r), n, qd_gdl_game_role_name (game, mover));
          return FALSE;
        }
      joint[r] = r == mover ? move : moves[0];
    }
  return TRUE;
}

/* ---- the lines */

static gint
role_named (QdGdlGame *game, const char *name)
{
  for (guint r = 0; r < qd_gdl_game_n_roles (game); r++)
    if (g_ascii_strcasecmp (qd_gdl_game_role_name (game, r), name) == 0)
      return r;
  return -1;
}

/* "N: ROLE plays MOVE", "ROLE MOVE" (a saved game's line) or a bare move
 * (a term in parentheses, or one word). */
static gboolean
parse_move_line (char *line, MoveLine *m)
{
  char *colon = strchr (line, ':'), *plays, *space;

  *m = (MoveLine) { .move = line };
  if (colon != NULL && g_ascii_isdigit (line[0]))
    {
      *colon = '\0';
      if (!g_ascii_string_to_unsigned (line, 10, 1, G_MAXUINT, &m->number, NULL))
        return FALSE;
      plays = strstr (colon + 1, " plays ");
      if (plays == NULL)
        return FALSE;
      *plays = '\0';
      m->role = g_strstrip (colon + 1);
      m->move = g_strstrip (plays + 7);
      return m->role[0] != '\0' && m->move[0] != '\0' && strchr (m->role, ' ') == NULL;
    }
  space = strpbrk (line, " \t");
  if (line[0] == '(' || space == NULL)
    return TRUE;
  *space = '\0';
  m->role = line;
  m->move = g_strstrip (space + 1);
  return m->move[0] != '\0';
}

static gboolean
illegal (Replay *r, const guint64 *state, guint mover, const char *move)
{
  gint n = qd_gdl_game_legal (r->game, state, mover, r->moves, NULL);
  GString *list = g_string_new (NULL);

  for (gint i = 0; i < n && i < QD_GDL_TRANSCRIPT_SHOWN_MOVES; i++)
    g_string_append_printf (list, i == 0 ? "%s" : ", %s", qd_gdl_game_move_text (r->game, r->moves[i]));
  if (n > QD_GDL_TRANSCRIPT_SHOWN_MOVES)
    g_string_append (list, ", …");
  wrong (r, QD_GDL_TRANSCRIPT_ILLEGAL, _("%s is not a legal move of %s here; the legal moves: %s"), move,
         qd_gdl_game_role_name (r->game, mover), list->str);
  g_string_free (list, TRUE);
  return FALSE;
}

/* One move line played; FALSE with a verdict (error unset) or an error. */
static gboolean
play_line (Replay *r, char *line, GError **error)
{
  QdGdlTranscript *out = r->out;
  guint32 joint[QD_GDL_MAX_ROLES];
  MoveLine m;
  gint mover, move;

  if (r->goals_seen || !parse_move_line (line, &m))
    return wrong (r, QD_GDL_TRANSCRIPT_UNREADABLE,
                  _("not a move: a line is “N: ROLE plays MOVE”, a move, or the goals at the end"));
  if (m.role != NULL && m.number == 0 && role_named (r->game, m.role) < 0)
    return wrong (r, QD_GDL_TRANSCRIPT_UNREADABLE,
                  _("not a move: a line is “N: ROLE plays MOVE”, a move, or the goals at the end"));
  if (m.role != NULL && role_named (r->game, m.role) < 0)
    return wrong (r, QD_GDL_TRANSCRIPT_UNREADABLE, _("%s is not a role of this game"), m.role);
  if (qd_gdl_game_terminal (r->game, out->state))
    return wrong (r, QD_GDL_TRANSCRIPT_OVER, _("the game is over after %u moves: no move can follow"),
                  out->n_moves);
  mover = qd_gdl_game_mover (r->game, out->state, error);
  if (mover < 0)
    return FALSE;
  if (m.number != 0 && m.number != out->n_moves + 1)
    return wrong (r, QD_GDL_TRANSCRIPT_NUMBER, _("move %u where move %u comes"), (guint) m.number,
                  out->n_moves + 1);
  if (m.role != NULL && role_named (r->game, m.role) != mover)
    return wrong (r, QD_GDL_TRANSCRIPT_ROLE, _("%s is on turn, not %s"), qd_gdl_game_role_name (r->game, mover),
                  m.role);
  move = qd_gdl_game_move_parse (r->game, out->state, mover, m.move);
  if (move < 0)
    return illegal (r, out->state, mover, m.move);
  if (!qd_gdl_joint_move (r->game, out->state, mover, move, joint, error)
      || !qd_gdl_game_next (r->game, out->state, joint, out->state, error))
    return FALSE;
  out->n_moves++;
  return TRUE;
}

static void
read_end (Replay *r)
{
  QdGdlTranscript *out = r->out;

  out->terminal = qd_gdl_game_terminal (r->game, out->state);
  for (guint k = 0; k < QD_GDL_MAX_ROLES; k++)
    out->goals[k] = k < qd_gdl_game_n_roles (r->game) ? qd_gdl_game_goal (r->game, out->state, k) : -1;
}

/* The words of the line joined by one space. */
static char *
words_of (const char *line)
{
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_string_append_printf (out, out->len > 0 ? " %s" : "%s", words[i]);
  return g_string_free (out, FALSE);
}

static gboolean
not_over (Replay *r)
{
  return wrong (r, QD_GDL_TRANSCRIPT_NOT_OVER, _("the game is not over after %u moves"), r->out->n_moves);
}

/* "goals …" or "goal V in N moves" checked: FALSE with a verdict when
 * wrong; -1 when the line is neither. */
static gint
check_goals (Replay *r, const char *line, gboolean complete)
{
  g_autofree char *expected = NULL, *have = NULL;
  gint value;
  guint n;
  char tail[8];

  if (!g_str_has_prefix (line, "goals ") && !g_str_has_prefix (line, "goal "))
    return -1;
  read_end (r);
  r->goals_seen = TRUE;
  if (complete && !r->out->terminal)
    return not_over (r);
  if (sscanf (line, "goal %d in %u move%7s", &value, &n, tail) >= 2)
    {
      if (qd_gdl_game_n_roles (r->game) == 1 && value == r->out->goals[0] && n == r->out->n_moves)
        return TRUE;
      return wrong (r, QD_GDL_TRANSCRIPT_GOALS, _("the game gives goal %d in %u moves"), r->out->goals[0],
                    r->out->n_moves);
    }
  expected = qd_gdl_transcript_goals_text (r->game, r->out);
  have = words_of (line);
  if (g_ascii_strcasecmp (have, expected) == 0)
    return TRUE;
  return wrong (r, QD_GDL_TRANSCRIPT_GOALS, _("the game ends with %s"), expected);
}

/* One line: FALSE when the replay ends there (a verdict or an error). */
static gboolean
replay_line (Replay *r, char *line, gboolean complete, GError **error)
{
  gint goals;

  g_strstrip (line);
  if (line[0] == '\0' || line[0] == ';' || line[0] == '#')
    return TRUE;
  goals = check_goals (r, line, complete);
  if (goals >= 0)
    return goals;
  return play_line (r, line, error);
}

gboolean
qd_gdl_transcript_replay (QdGdlGame *game, const char *text, gboolean complete, QdGdlTranscript *out,
                          GError **error)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (game));
  Replay r = { .game = game, .out = out, .moves = moves };
  guint last = 0;

  *out = (QdGdlTranscript) { .verdict = QD_GDL_TRANSCRIPT_RIGHT };
  out->state = g_new0 (guint64, qd_gdl_game_state_words (game));
  qd_gdl_game_initial (game, out->state);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      GError *local = NULL;

      r.line = i + 1;
      if (!replay_line (&r, lines[i], complete, &local))
        {
          if (local != NULL)
            return g_propagate_error (error, local), FALSE;
          return TRUE;
        }
      if (lines[i][0] != '\0')
        last = i + 1;
    }
  read_end (&r);
  r.line = last;
  if (complete && !out->terminal)
    not_over (&r);
  return TRUE;
}
