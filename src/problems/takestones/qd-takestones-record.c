/* qd-takestones-record.c — reading and writing saved Take-Stones games. */
#include "config.h"
#include "qd-takestones-record.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-agent.h"
#include "core/qd-text.h"

G_DEFINE_QUARK (qd-stones-record-error-quark, qd_takestones_record_error)

QdTakestonesRecord *
qd_takestones_record_new (guint n)
{
  QdTakestonesRecord *record = g_new0 (QdTakestonesRecord, 1);

  record->n = MIN (n, QD_TAKESTONES_MAX);
  record->depth = -1;
  record->evaluator = QD_TAKESTONES_EVAL_STATEMENT;
  record->computer[1] = TRUE;
  record->moves = g_array_new (FALSE, FALSE, sizeof (guint));
  return record;
}

QdTakestonesRecord *
qd_takestones_record_copy (const QdTakestonesRecord *record)
{
  return qd_game_record_dup (record, sizeof *record, G_STRUCT_OFFSET (QdTakestonesRecord, record));
}

void
qd_takestones_record_free (QdTakestonesRecord *record)
{
  qd_game_record_free (record, G_STRUCT_OFFSET (QdTakestonesRecord, record));
}

/* "line L: …" in the record's error domain. */
#define fail(error, code, line, ...) \
  qd_text_line_error ((error), QD_TAKESTONES_RECORD_ERROR, (code), (line), __VA_ARGS__)

static gboolean
parse_player (QdTakestonesRecord *record, guint side, const char *written, guint line, GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *value = qd_game_record_unescape (written);

  g_clear_pointer (&record->agents[side], g_free);
  record->computer[side] = FALSE;
  if (!qd_takestones_player_check (value, &local))
    return fail (error, QD_TAKESTONES_RECORD_ERROR_VALUE, line, "%s", local->message);
  if (g_str_equal (value, "computer"))
    record->computer[side] = TRUE;
  else if (!g_str_equal (value, "human"))
    record->agents[side] = g_strdup (value);
  return TRUE;
}

/* An outside player's line, "player1 program:a command", whose value is
 * the rest of the line (a command has spaces): TRUE when `line` is one. */
static gboolean
is_outside_player_line (const char *line, const char **value)
{
  if (!(g_str_has_prefix (line, "player1") || g_str_has_prefix (line, "player2")) ||
      (line[7] != ' ' && line[7] != '\t'))
    return FALSE;
  *value = line + 8;
  while (**value == ' ' || **value == '\t')
    (*value)++;
  return qd_agent_spec_is_outside (*value);
}

/* The keys that may appear once (`moves` may take several lines). */
static const char *const single_keys[] = { "stones", "depth", "evaluator", "player1", "player2" };

/* One "key value…" line into `record`; moves are checked later.  `seen`: the
 * line of each single key so far (0: none). */
static gboolean
parse_line (QdTakestonesRecord *record, char **words, guint line, gboolean *have_stones,
            guint *seen, GArray *move_lines, GError **error)
{
  const char *key = words[0];
  guint n_words = g_strv_length (words);
  guint64 number;
  gint64 depth;

  if (g_str_equal (key, "moves"))
    {
      for (guint i = 1; i < n_words; i++)
        {
          if (!g_ascii_string_to_unsigned (words[i], 10, 1, QD_TAKESTONES_MAX, &number, NULL))
            return fail (error, QD_TAKESTONES_RECORD_ERROR_VALUE, line, _("“%s” is not a stone number"), words[i]);
          g_array_append_val (record->moves, number);
          g_array_append_val (move_lines, line);
        }
      return TRUE;
    }
  if (n_words != 2)
    return fail (error, QD_TAKESTONES_RECORD_ERROR_SYNTAX, line, _("expected “%s” and one value"), key);
  /* Each key once: a second line would silently win over the first. */
  for (guint k = 0; k < G_N_ELEMENTS (single_keys); k++)
    if (g_str_equal (key, single_keys[k]))
      {
        if (seen[k] != 0)
          return fail (error, QD_TAKESTONES_RECORD_ERROR_SYNTAX, line,
                       _("a second “%s” line (the first is line %u)"), key, seen[k]);
        seen[k] = line;
      }
  if (g_str_equal (key, "stones"))
    {
      if (!g_ascii_string_to_unsigned (words[1], 10, 1, QD_TAKESTONES_MAX, &number, NULL))
        return fail (error, QD_TAKESTONES_RECORD_ERROR_VALUE, line,
                     _("the number of stones is a whole number from 1 to %u, not “%s”"), QD_TAKESTONES_MAX, words[1]);
      record->n = number;
      *have_stones = TRUE;
    }
  else if (g_str_equal (key, "depth"))
    {
      if (!g_ascii_string_to_signed (words[1], 10, -1, 64, &depth, NULL) || depth == 0)
        return fail (error, QD_TAKESTONES_RECORD_ERROR_VALUE, line,
                     _("the depth is -1 (to the end) or from 1 to 64, not “%s”"), words[1]);
      record->depth = depth;
    }
  else if (g_str_equal (key, "evaluator"))
    {
      if (!qd_takestones_evaluator_from_string (words[1], &record->evaluator))
        return fail (error, QD_TAKESTONES_RECORD_ERROR_VALUE, line,
                     _("the evaluator is “statement” or “threats”, not “%s”"), words[1]);
    }
  else if (g_str_equal (key, "player1") || g_str_equal (key, "player2"))
    return parse_player (record, (guint) (key[6] - '1'), words[1], line, error);
  else
    return fail (error, QD_TAKESTONES_RECORD_ERROR_SYNTAX, line, _("unknown key “%s”"), key);
  return TRUE;
}

/* The words of a line, between spaces, tabs and commas, in one pass (a
 * regex split is quadratic on a line of 200,000 moves).  `line` is not
 * empty and has no blanks at its ends. */
static char **
split_words (const char *line)
{
  GPtrArray *words = g_ptr_array_new ();
  const char *p = line;

  while (*p != '\0')
    {
      const char *start = p;

      while (*p != '\0' && *p != ' ' && *p != '\t' && *p != ',')
        p++;
      g_ptr_array_add (words, g_strndup (start, (gsize) (p - start)));
      while (*p == ' ' || *p == '\t' || *p == ',')
        p++;
    }
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}

QdTakestonesRecord *
qd_takestones_record_parse (const char *text, gssize length, GError **error)
{
  g_autoptr(QdTakestonesRecord) record = qd_takestones_record_new (0);
  g_autoptr(GArray) move_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean have_stones = FALSE;
  guint seen[G_N_ELEMENTS (single_keys)] = { 0 };
  QdTakestonesPosition pos;
  QdLineReader reader;
  const char *line;
  gsize line_length;
  gsize len = length < 0 ? strlen (text) : (gsize) length;

  if (!qd_text_validate (text, len, QD_TAKESTONES_RECORD_ERROR, QD_TAKESTONES_RECORD_ERROR_ENCODING, error))
    return NULL;
  qd_line_reader_init (&reader, text, len);
  while (qd_line_reader_next (&reader, &line, &line_length))
    {
      g_autofree char *copy = g_strndup (line, line_length);
      g_auto(GStrv) words = NULL;
      const char *value;
      char *hash = strchr (copy, '#');

      if (hash != NULL)
        *hash = '\0';
      g_strstrip (copy);
      if (*copy == '\0')
        continue;
      if (is_outside_player_line (copy, &value))
        {
          char *pair[] = { copy, (char *) value, NULL };

          copy[7] = '\0';
          words = g_strdupv (pair);
        }
      else
        words = split_words (copy);
      if (!parse_line (record, words, reader.line, &have_stones, seen, move_lines, error))
        return NULL;
    }
  if (!have_stones)
    {
      fail (error, QD_TAKESTONES_RECORD_ERROR_SYNTAX, MAX (reader.line, 1), _("no “stones N” line"));
      return NULL;
    }

  qd_takestones_position_init (&pos, record->n);
  for (guint i = 0; i < record->moves->len; i++)
    {
      guint stone = g_array_index (record->moves, guint, i);

      if (!qd_takestones_is_legal (&pos, stone))
        {
          fail (error, QD_TAKESTONES_RECORD_ERROR_ILLEGAL, g_array_index (move_lines, guint, i),
                _("move %u takes stone %u, which the rules do not allow then"), i + 1, stone);
          return NULL;
        }
      qd_takestones_take (&pos, stone);
    }
  return g_steal_pointer (&record);
}

char *
qd_takestones_record_to_string (const QdTakestonesRecord *record)
{
  GString *out = g_string_new ("# A Take-Stones game for Quandary (data/FORMATS.md)\n");

  g_string_append_printf (out, "stones %u\n", record->n);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *name = record->agents[i] != NULL ? qd_text_escape_name (record->agents[i]) : NULL;

      g_string_append_printf (out, "player%u %s\n", i + 1, name != NULL ? name
                                                         : record->computer[i] ? "computer" : "human");
    }
  g_string_append_printf (out, "depth %d\nevaluator %s\nmoves", record->depth,
                          qd_takestones_evaluator_to_string (record->evaluator));
  for (guint i = 0; i < record->moves->len; i++)
    g_string_append_printf (out, " %u", g_array_index (record->moves, guint, i));
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

void
qd_takestones_record_position (const QdTakestonesRecord *record, guint n_moves, QdTakestonesPosition *pos,
                           guint8 *owner, guint16 *turn)
{
  qd_takestones_position_init (pos, record->n);
  if (owner != NULL)
    memset (owner, 0, record->n + 1);
  if (turn != NULL)
    memset (turn, 0, (record->n + 1) * sizeof *turn);
  for (guint i = 0; i < MIN (n_moves, record->moves->len); i++)
    {
      guint stone = g_array_index (record->moves, guint, i);

      if (owner != NULL)
        owner[stone] = qd_takestones_player_to_move (pos);
      if (turn != NULL)
        turn[stone] = i + 1;
      qd_takestones_take (pos, stone);
    }
}

char *
qd_takestones_record_format_game (const QdTakestonesRecord *record)
{
  GString *out = g_string_new (NULL);
  QdTakestonesPosition pos;

  qd_takestones_position_init (&pos, record->n);
  for (guint i = 0; i < record->moves->len; i++)
    {
      guint stone = g_array_index (record->moves, guint, i);

      g_string_append_printf (out, "Player %u: %u\n", qd_takestones_player_to_move (&pos), stone);
      qd_takestones_take (&pos, stone);
    }
  if (!qd_takestones_has_move (&pos))
    g_string_append_printf (out, "Winner: Player %u\n", 3 - qd_takestones_player_to_move (&pos));
  return g_string_free (out, FALSE);
}

/* "Player P: S", P and S whole numbers (digits only: "4294967297" is no
 * stone 1, as sscanf's %u made it). */
static gboolean
parse_move (const char *line, guint *player, guint *stone)
{
  const char *colon;
  g_autofree char *p = NULL;
  guint64 v;

  if (!g_str_has_prefix (line, "Player ") || (colon = strchr (line, ':')) == NULL || colon[1] != ' ')
    return FALSE;
  p = g_strndup (line + 7, colon - line - 7);
  if (!g_ascii_isdigit (*p) || !g_ascii_string_to_unsigned (p, 10, 0, G_MAXUINT, &v, NULL))
    return FALSE;
  *player = (guint) v;
  if (!g_ascii_isdigit (colon[2]) || !g_ascii_string_to_unsigned (colon + 2, 10, 0, G_MAXUINT, &v, NULL))
    return FALSE;
  *stone = (guint) v;
  return TRUE;
}

QdTakestonesRecord *
qd_takestones_record_parse_game (guint n, const char *text, GError **error)
{
  g_autoptr(QdTakestonesRecord) record = NULL;
  g_auto(GStrv) lines = NULL;
  QdTakestonesPosition pos;

  if (n < 1 || n > QD_TAKESTONES_MAX)
    {
      g_set_error (error, QD_TAKESTONES_RECORD_ERROR, QD_TAKESTONES_RECORD_ERROR_VALUE,
                   _("%u stones: a game has from 1 to %u"), n, QD_TAKESTONES_MAX);
      return NULL;
    }
  record = qd_takestones_record_new (n);
  record->computer[0] = record->computer[1] = FALSE;
  qd_takestones_position_init (&pos, n);
  lines = g_strsplit (text + qd_text_skip_bom (text, strlen (text)), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);
      guint player;
      guint stone;

      if (line[0] == '\0' || g_str_has_prefix (line, "Winner: "))
        continue;
      if (!parse_move (line, &player, &stone) || player != qd_takestones_player_to_move (&pos))
        {
          g_set_error (error, QD_TAKESTONES_RECORD_ERROR, QD_TAKESTONES_RECORD_ERROR_SYNTAX,
                       _("line %u: “%s” is not “Player %u: STONE”"), i + 1, line, qd_takestones_player_to_move (&pos));
          return NULL;
        }
      if (stone < 1 || stone > n || !qd_takestones_is_legal (&pos, stone))
        {
          g_set_error (error, QD_TAKESTONES_RECORD_ERROR, QD_TAKESTONES_RECORD_ERROR_ILLEGAL,
                       _("line %u: the rules do not allow stone %u then"), i + 1, stone);
          return NULL;
        }
      qd_takestones_take (&pos, stone);
      g_array_append_val (record->moves, stone);
    }
  return g_steal_pointer (&record);
}
