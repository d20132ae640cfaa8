/* qd-wargame-record.c — play, undo, logs. */
#include "qd-wargame-record.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "core/qd-text.h"
#include "qd-wargame-private.h"

struct _QdWargameRecord {
  QdOwned owned;
  QdWargameRules *rules;
  GArray *states;      /* QdWargameState, n_moves + 1 */
  GArray *moves;       /* QdWargameMove */
};

/* A record of the rules (a new reference) that owns the two arrays. */
static QdWargameRecord *
record_of (QdWargameRules *rules, GArray *states, GArray *moves)
{
  QdWargameRecord *record = g_new0 (QdWargameRecord, 1);

  record->rules = qd_owned_add (&record->owned, qd_wargame_rules_ref (rules), (GDestroyNotify) qd_wargame_rules_unref);
  record->states = qd_owned_add (&record->owned, states, (GDestroyNotify) g_array_unref);
  record->moves = qd_owned_add (&record->owned, moves, (GDestroyNotify) g_array_unref);
  return record;
}

QdWargameRecord *
qd_wargame_record_new (QdWargameRules *rules)
{
  QdWargameRecord *record = record_of (rules, g_array_new (FALSE, FALSE, sizeof (QdWargameState)),
                                       g_array_new (FALSE, FALSE, sizeof (QdWargameMove)));
  QdWargameState start;

  qd_wargame_state_init (rules, &start);
  g_array_append_val (record->states, start);
  return record;
}

void
qd_wargame_record_free (QdWargameRecord *record)
{
  qd_owned_free (record);
}

QdWargameRecord *
qd_wargame_record_copy (const QdWargameRecord *record)
{
  return record_of (record->rules, g_array_copy (record->states), g_array_copy (record->moves));
}

QdWargameRules *
qd_wargame_record_get_rules (const QdWargameRecord *record)
{
  return record->rules;
}

guint
qd_wargame_record_n_moves (const QdWargameRecord *record)
{
  return record->moves->len;
}

const QdWargameState *
qd_wargame_record_state (const QdWargameRecord *record)
{
  return &g_array_index (record->states, QdWargameState, record->states->len - 1);
}

const QdWargameState *
qd_wargame_record_state_at (const QdWargameRecord *record, guint n)
{
  g_return_val_if_fail (n < record->states->len, NULL);
  return &g_array_index (record->states, QdWargameState, n);
}

const QdWargameMove *
qd_wargame_record_move (const QdWargameRecord *record, guint i)
{
  g_return_val_if_fail (i < record->moves->len, NULL);
  return &g_array_index (record->moves, QdWargameMove, i);
}

gboolean
qd_wargame_record_is_over (const QdWargameRecord *record)
{
  return qd_wargame_state_is_over (record->rules, qd_wargame_record_state (record));
}

static void
set_bit (QdWargameBits *b, guint sq)
{
  b->w[sq >> 6] |= G_GUINT64_CONSTANT (1) << (sq & 63);
}

/* Plays square; `refuse` decides which pending conquests of a coin fail. */
static gboolean
play (QdWargameRecord *record, guint square, GRand *rand, const QdWargameBits *refuse, GError **error)
{
  const QdWargameRules *rules = record->rules;
  const QdWargameState *state = qd_wargame_record_state (record);
  QdWargameState child;
  QdWargameMove move = { 0 };
  QdWargameFight fights[4];
  guint n_fights;
  char name[4];

  if (qd_wargame_state_is_over (rules, state))
    {
      g_set_error (error, QD_WARGAME_ERROR, QD_WARGAME_ERROR_MOVE, _("the game is over"));
      return FALSE;
    }
  if (!qd_wargame_is_legal (rules, state, square))
    {
      g_set_error (error, QD_WARGAME_ERROR, QD_WARGAME_ERROR_MOVE, _("%s is not an empty square of the board"),
                   square < rules->n_squares ? qd_wargame_square_name (rules->board.size, square, name) : "?");
      return FALSE;
    }
  move.square = square;
  move.player = state->to_move;
  move.blitz = qd_wargame_is_blitz (rules, state, square);
  n_fights = qd_wargame_fights (rules, state, square, fights);
  qd_wargame_apply (rules, state, square, &child);
  if (child.chance)
    {
      QdWargameBits b = child.pending;
      guint outcome = 0, j = 0;

      while (qd_wargame_bits_any (&b))
        {
          guint sq = qd_wargame_bits_pop (&b);
          gboolean ok;

          if (refuse != NULL)
            ok = !qd_wargame_bits_test (refuse, sq);
          else
            ok = rand == NULL || g_rand_double (rand) < rules->coin;
          if (ok)
            outcome |= 1u << j;
          j++;
        }
      qd_wargame_apply_outcome (rules, &child, outcome, &child);
    }
  for (guint i = 0; i < n_fights; i++)
    {
      guint sq = fights[i].contested;

      if (qd_wargame_state_owner (&child, sq) == move.player)
        set_bit (&move.conquered, sq);
      else
        set_bit (&move.failed, sq);
    }
  g_array_append_val (record->states, child);
  g_array_append_val (record->moves, move);
  return TRUE;
}

gboolean
qd_wargame_record_play (QdWargameRecord *record, guint square, GRand *rand, GError **error)
{
  return play (record, square, rand, NULL, error);
}

gboolean
qd_wargame_record_play_with (QdWargameRecord *record, guint square, const QdWargameBits *failed, GError **error)
{
  QdWargameBits none = { { 0, 0, 0 } };

  return play (record, square, NULL, failed != NULL ? failed : &none, error);
}

gboolean
qd_wargame_record_undo (QdWargameRecord *record)
{
  if (record->moves->len == 0)
    return FALSE;
  g_array_set_size (record->moves, record->moves->len - 1);
  g_array_set_size (record->states, record->states->len - 1);
  return TRUE;
}

static const char *
player_name (QdWargameOwner player)
{
  return player == QD_WARGAME_BLUE ? "blue" : "green";
}

char *
qd_wargame_record_move_text (const QdWargameRecord *record, guint i)
{
  const QdWargameMove *m = qd_wargame_record_move (record, i);
  guint size = record->rules->board.size;
  GString *s = g_string_new (NULL);
  char name[4];

  g_string_append_printf (s, "%s %s %s", player_name (m->player), m->blitz ? "blitz" : "drop",
                          qd_wargame_square_name (size, m->square, name));
  /* Only a coin makes a refused conquest something the log must repeat. */
  if (record->rules->coin < 1.0 && qd_wargame_bits_any (&m->failed))
    {
      QdWargameBits b = m->failed;

      g_string_append (s, " failed");
      while (qd_wargame_bits_any (&b))
        g_string_append_printf (s, " %s", qd_wargame_square_name (size, qd_wargame_bits_pop (&b), name));
    }
  return g_string_free (s, FALSE);
}

char *
qd_wargame_record_to_log (const QdWargameRecord *record)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < record->moves->len; i++)
    {
      g_autofree char *line = qd_wargame_record_move_text (record, i);

      g_string_append_printf (s, "%s\n", line);
    }
  if (qd_wargame_record_is_over (record))
    {
      const QdWargameState *st = qd_wargame_record_state (record);

      g_string_append_printf (s, "final blue %d green %d\n", st->score[QD_WARGAME_BLUE], st->score[QD_WARGAME_GREEN]);
    }
  return g_string_free (s, FALSE);
}

/* One move line, already split into words. */
static gboolean
replay_line (QdWargameRecord *record, char **words, guint n_words, guint line, GError **error)
{
  const QdWargameRules *rules = record->rules;
  const QdWargameState *state = qd_wargame_record_state (record);
  guint size = rules->board.size, square;
  QdWargameBits failed = { { 0, 0, 0 } };
  g_autoptr(GError) local = NULL;
  gboolean blitz;

  if (n_words < 3 || (g_strcmp0 (words[0], "blue") != 0 && g_strcmp0 (words[0], "green") != 0) ||
      (g_strcmp0 (words[1], "drop") != 0 && g_strcmp0 (words[1], "blitz") != 0) ||
      (n_words > 3 && (g_strcmp0 (words[3], "failed") != 0 || n_words == 4)))
    return qd_wargame_fail (error, QD_WARGAME_ERROR_MOVE, line, _("expected “blue drop C3”, “green blitz D3” or “final blue S green S”"));
  if (!qd_wargame_square_parse (size, words[2], &square))
    return qd_wargame_fail (error, QD_WARGAME_ERROR_MOVE, line, _("“%s” is not a square of a %ux%u board"), words[2], size, size);
  for (guint i = 4; i < n_words; i++)
    {
      guint sq;

      if (!qd_wargame_square_parse (size, words[i], &sq))
        return qd_wargame_fail (error, QD_WARGAME_ERROR_MOVE, line, _("“%s” is not a square of a %ux%u board"), words[i], size, size);
      set_bit (&failed, sq);
    }
  if (qd_wargame_state_is_over (rules, state))
    return qd_wargame_fail (error, QD_WARGAME_ERROR_MOVE, line, _("a move after the end of the game"));
  if ((words[0][0] == 'b') != (state->to_move == QD_WARGAME_BLUE))
    return qd_wargame_fail (error, QD_WARGAME_ERROR_MOVE, line, _("it is %s's turn"), player_name (state->to_move));
  if (!qd_wargame_is_legal (rules, state, square))
    return qd_wargame_fail (error, QD_WARGAME_ERROR_MOVE, line, _("%s is taken already"), words[2]);
  blitz = qd_wargame_is_blitz (rules, state, square);
  if (blitz != (words[1][1] == 'l'))
    return qd_wargame_fail (error, QD_WARGAME_ERROR_MOVE, line, _("%s at %s is a %s under the rules"), words[1], words[2],
                      blitz ? "blitz" : "drop");
  if (!play (record, square, NULL, &failed, &local))
    return qd_wargame_fail (error, QD_WARGAME_ERROR_MOVE, line, "%s", local->message);
  return TRUE;
}

QdWargameRecord *
qd_wargame_record_from_log (QdWargameRules *rules, const char *text, gssize length, GError **error)
{
  g_autoptr(QdWargameRecord) record = qd_wargame_record_new (rules);
  gsize len = length < 0 ? strlen (text) : (gsize) length;
  QdLineReader reader;
  const char *line;
  gsize line_length;
  gboolean final_seen = FALSE;

  if (!qd_text_validate (text, len, QD_WARGAME_ERROR, QD_WARGAME_ERROR_ENCODING, error))
    return NULL;
  qd_line_reader_init (&reader, text, len);
  while (qd_line_reader_next (&reader, &line, &line_length))
    {
      g_autofree char *copy = g_strndup (line, line_length);
      g_auto(GStrv) words = NULL;
      guint n = 0;

      g_strstrip (copy);
      if (copy[0] == '\0' || copy[0] == '#')
        continue;
      if (final_seen)
        {
          qd_wargame_fail (error, QD_WARGAME_ERROR_MOVE, reader.line, _("text after the final line"));
          return NULL;
        }
      g_strdelimit (copy, "\t", ' ');
      words = g_strsplit (copy, " ", -1);
      for (guint i = 0; words[i] != NULL; i++)
        if (words[i][0] != '\0')
          words[n++] = words[i];
        else
          g_free (words[i]);
      words[n] = NULL;
      if (n > 0 && g_strcmp0 (words[0], "final") == 0)
        {
          const QdWargameState *st = qd_wargame_record_state (record);
          char *end1 = NULL, *end2 = NULL;
          long blue = 0, green = 0;

          if (n == 5 && g_strcmp0 (words[1], "blue") == 0 && g_strcmp0 (words[3], "green") == 0)
            {
              blue = strtol (words[2], &end1, 10);
              green = strtol (words[4], &end2, 10);
            }
          if (end1 == NULL || *end1 != '\0' || end2 == NULL || *end2 != '\0')
            {
              qd_wargame_fail (error, QD_WARGAME_ERROR_MOVE, reader.line, _("expected “final blue S green S”"));
              return NULL;
            }
          if (!qd_wargame_state_is_over (rules, st))
            {
              qd_wargame_fail (error, QD_WARGAME_ERROR_MOVE, reader.line, _("the game is not over after %u moves"), record->moves->len);
              return NULL;
            }
          if (blue != st->score[QD_WARGAME_BLUE] || green != st->score[QD_WARGAME_GREEN])
            {
              qd_wargame_fail (error, QD_WARGAME_ERROR_MOVE, reader.line, _("the log says blue %ld green %ld, the moves give blue %d green %d"),
                         blue, green, st->score[QD_WARGAME_BLUE], st->score[QD_WARGAME_GREEN]);
              return NULL;
            }
          final_seen = TRUE;
          continue;
        }
      if (!replay_line (record, words, n, reader.line, error))
        return NULL;
    }
  return g_steal_pointer (&record);
}

char *
qd_wargame_format_owners (const QdWargameRules *rules, const QdWargameState *state)
{
  guint size = rules->board.size;
  GString *s = g_string_new (NULL);

  for (guint sq = 0; sq < rules->n_squares; sq++)
    {
      QdWargameOwner o = qd_wargame_state_owner (state, sq);

      g_string_append_c (s, o == QD_WARGAME_BLUE ? 'B' : o == QD_WARGAME_GREEN ? 'G' : '.');
      g_string_append_c (s, sq % size + 1 < size ? ' ' : '\n');
    }
  return g_string_free (s, FALSE);
}
