/* qd-wargame-board.c — war-game boards: parse, write, random boards. */
#include "qd-wargame-board.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "core/qd-text.h"
#include "qd-wargame-private.h"

G_DEFINE_QUARK (qd-war-error-quark, qd_wargame_error)

QdWargameBoard *
qd_wargame_board_new (guint size)
{
  QdWargameBoard *board;

  g_return_val_if_fail (size >= QD_WARGAME_MIN_SIZE && size <= QD_WARGAME_MAX_SIZE, NULL);
  board = g_new0 (QdWargameBoard, 1);
  board->size = size;
  for (guint i = 0; i < size * size; i++)
    board->values[i] = 1;
  return board;
}

QdWargameBoard *
qd_wargame_board_copy (const QdWargameBoard *board)
{
  return g_memdup2 (board, sizeof *board);
}

void
qd_wargame_board_free (QdWargameBoard *board)
{
  g_free (board);
}

QdWargameBoard *
qd_wargame_board_new_random (guint size, gint min, gint max, guint64 seed)
{
  QdWargameBoard *board = qd_wargame_board_new (size);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));

  g_return_val_if_fail (board != NULL, NULL);
  min = CLAMP (min, -QD_WARGAME_MAX_VALUE, QD_WARGAME_MAX_VALUE);
  max = CLAMP (max, min, QD_WARGAME_MAX_VALUE);
  for (guint i = 0; i < size * size; i++)
    board->values[i] = min == max ? min : g_rand_int_range (rand, min, max + 1);
  return board;
}

/* Reads the integers of one line into values; returns how many (up to max + 1
 * so that "too many" is seen), or -1 with error set. */
static gint
parse_line (const char *line, gsize length, guint number, gint *values, guint max, GError **error)
{
  gsize i = 0;
  guint n = 0;

  while (i < length)
    {
      char buf[16];
      gsize start;
      char *end;
      long v;

      if (line[i] == ' ' || line[i] == '\t')
        {
          i++;
          continue;
        }
      start = i;
      while (i < length && line[i] != ' ' && line[i] != '\t')
        i++;
      if (i - start >= sizeof buf)
        {
          g_autofree char *shown = qd_text_quote (line + start, i - start);

          qd_wargame_fail (error, QD_WARGAME_ERROR_RANGE, number,
                           _("“%s”, value number %u of the line, is too long for a square's value (%d to %d)"),
                           shown, n + 1, -QD_WARGAME_MAX_VALUE, QD_WARGAME_MAX_VALUE);
          return -1;
        }
      memcpy (buf, line + start, i - start);
      buf[i - start] = '\0';
      v = strtol (buf, &end, 10);
      if (*end != '\0' || end == buf)
        {
          qd_wargame_fail (error, QD_WARGAME_ERROR_SYNTAX, number, _("“%s” is not a whole number"), buf);
          return -1;
        }
      if (v < -QD_WARGAME_MAX_VALUE || v > QD_WARGAME_MAX_VALUE)
        {
          qd_wargame_fail (error, QD_WARGAME_ERROR_RANGE, number, _("value %ld is out of range (%d to %d)"),
                v, -QD_WARGAME_MAX_VALUE, QD_WARGAME_MAX_VALUE);
          return -1;
        }
      if (n <= max)
        values[n] = (gint) v;
      n++;
      if (n > max)
        break;
    }
  return (gint) n;
}


QdWargameBoard *
qd_wargame_board_parse (const char *text, gssize length, GError **error)
{
  g_autoptr(QdWargameBoard) board = g_new0 (QdWargameBoard, 1);
  QdLineReader reader;
  const char *line;
  gsize line_length, len, start;
  guint rows = 0, last_line = 0;

  len = length < 0 ? strlen (text) : (gsize) length;
  if (!qd_text_validate (text, len, QD_WARGAME_ERROR, QD_WARGAME_ERROR_ENCODING, error))
    return NULL;
  start = qd_text_skip_bom (text, len);
  qd_line_reader_init (&reader, text + start, len - start);
  while (qd_line_reader_next (&reader, &line, &line_length))
    {
      gint row[QD_WARGAME_MAX_SIZE + 1];
      gint n;

      if (qd_text_is_blank (line, line_length))
        continue;
      if (rows > 0 && reader.line != last_line + 1)
        {
          qd_wargame_fail (error, QD_WARGAME_ERROR_SYNTAX, reader.line, _("a blank line inside the board"));
          return NULL;
        }
      last_line = reader.line;
      n = parse_line (line, line_length, reader.line, row, QD_WARGAME_MAX_SIZE, error);
      if (n < 0)
        return NULL;
      if (rows == 0)
        {
          if (n < QD_WARGAME_MIN_SIZE || n > QD_WARGAME_MAX_SIZE)
            {
              qd_wargame_fail (error, QD_WARGAME_ERROR_SIZE, reader.line,
                    n > QD_WARGAME_MAX_SIZE ? _("more than %d values: boards are %dx%d to %dx%d")
                                        : _("%d value(s): boards are %dx%d to %dx%d"),
                    n > QD_WARGAME_MAX_SIZE ? QD_WARGAME_MAX_SIZE : n,
                    QD_WARGAME_MIN_SIZE, QD_WARGAME_MIN_SIZE, QD_WARGAME_MAX_SIZE, QD_WARGAME_MAX_SIZE);
              return NULL;
            }
          board->size = (guint) n;
        }
      else if ((guint) n != board->size)
        {
          qd_wargame_fail (error, QD_WARGAME_ERROR_SYNTAX, reader.line, _("%d value(s) where the first row has %u"),
                n, board->size);
          return NULL;
        }
      if (rows >= board->size)
        {
          qd_wargame_fail (error, QD_WARGAME_ERROR_SIZE, reader.line, _("more than %u rows on a board %u wide"),
                board->size, board->size);
          return NULL;
        }
      memcpy (board->values + rows * board->size, row, board->size * sizeof (gint));
      rows++;
    }
  if (rows == 0)
    {
      qd_wargame_fail (error, QD_WARGAME_ERROR_SIZE, 1, _("the board is empty"));
      return NULL;
    }
  if (rows < board->size)
    {
      qd_wargame_fail (error, QD_WARGAME_ERROR_SIZE, reader.line, _("%u row(s) on a board %u wide: it must be square"),
            rows, board->size);
      return NULL;
    }
  return g_steal_pointer (&board);
}

char *
qd_wargame_board_to_string (const QdWargameBoard *board)
{
  GString *out = g_string_new (NULL);

  for (guint r = 0; r < board->size; r++)
    for (guint c = 0; c < board->size; c++)
      g_string_append_printf (out, "%d%c", board->values[r * board->size + c],
                              c + 1 < board->size ? '\t' : '\n');
  return g_string_free (out, FALSE);
}

gint
qd_wargame_board_total (const QdWargameBoard *board)
{
  gint total = 0;

  for (guint i = 0; i < board->size * board->size; i++)
    total += board->values[i];
  return total;
}

const char *
qd_wargame_square_name (guint size, guint square, char *buf)
{
  g_snprintf (buf, 4, "%c%u", 'A' + square % size, square / size + 1);
  return buf;
}

gboolean
qd_wargame_square_parse (guint size, const char *text, guint *square)
{
  guint col, row = 0;
  const char *p;

  if (text == NULL || !g_ascii_isalpha (text[0]))
    return FALSE;
  col = (guint) (g_ascii_toupper (text[0]) - 'A');
  p = text + 1;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  while (g_ascii_isdigit (*p) && row < 100)
    row = row * 10 + (guint) (*p++ - '0');
  if (*p != '\0' || row < 1 || row > size || col >= size)
    return FALSE;
  *square = (row - 1) * size + col;
  return TRUE;
}
