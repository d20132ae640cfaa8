/* qd-queens-file.c — saved N-queens states (qd-queens-file.h). */
#include "config.h"
#include "qd-queens-file.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-random.h"
#include "core/qd-text.h"

#define ROWS_PER_LINE 20

G_DEFINE_QUARK (qd-queens-error-quark, qd_queens_error)

/* One decimal number of at most 7 digits at *p (within `end`); FALSE when
 * the word is not one. */
static gboolean
read_number (const char *word, gsize length, guint *value)
{
  guint64 v = 0;

  if (length == 0 || length > 7)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    {
      if (word[i] < '0' || word[i] > '9')
        return FALSE;
      v = v * 10 + (guint) (word[i] - '0');
    }
  *value = (guint) v;
  return TRUE;
}

typedef struct {
  QdQueens *q;
  guint *rows;
  guint n;                      /* 0 until N is read */
  guint count;                  /* rows read */
} Reading;

/* One word of a line: N first, then the rows. */
static gboolean
take_word (Reading *r, const char *word, gsize length, guint line, GError **error)
{
  g_autofree char *shown = g_strndup (word, MIN (length, 20));
  guint v;

  if (!read_number (word, length, &v))
    return qd_text_line_error (error, QD_QUEENS_ERROR, 0, line,
                               _("“%s” is not a number (N queens: N, then each column's row)"), shown);
  if (r->n == 0)
    {
      if (v < QD_QUEENS_FILE_MIN_N || v > QD_QUEENS_MAX_N)
        return qd_text_line_error (error, QD_QUEENS_ERROR, 0, line,
                                   _("N queens: N is from %u to %u, not %u"), QD_QUEENS_FILE_MIN_N,
                                   QD_QUEENS_MAX_N, v);
      r->n = v;
      r->rows = g_new (guint, v);
      return TRUE;
    }
  if (r->count == r->n)
    return qd_text_line_error (error, QD_QUEENS_ERROR, 0, line,
                               _("N queens: more than %u rows (one per column)"), r->n);
  if (v >= r->n)
    return qd_text_line_error (error, QD_QUEENS_ERROR, 0, line,
                               _("N queens: column %u's row is %u; the rows are 0 to %u"), r->count + 1, v,
                               r->n - 1);
  r->rows[r->count++] = v;
  return TRUE;
}

static gboolean
read_line (Reading *r, const char *line, gsize length, guint number, GError **error)
{
  const char *end = line + length, *hash = memchr (line, '#', length);

  if (hash != NULL)
    end = hash;
  for (const char *p = line; p < end;)
    {
      const char *w;

      while (p < end && g_ascii_isspace (*p))
        p++;
      w = p;
      while (p < end && !g_ascii_isspace (*p))
        p++;
      if (p > w && !take_word (r, w, (gsize) (p - w), number, error))
        return FALSE;
    }
  return TRUE;
}

QdQueens *
qd_queens_parse (const char *text, gssize length, GError **error)
{
  Reading r = { NULL };
  QdLineReader reader;
  const char *line;
  gsize len;
  QdQueens *q = NULL;

  qd_line_reader_init (&reader, text, length < 0 ? strlen (text) : (gsize) length);
  while (qd_line_reader_next (&reader, &line, &len))
    if (!read_line (&r, line, len, reader.line, error))
      goto out;
  if (r.n == 0 || r.count < r.n)
    {
      if (r.n == 0)
        qd_text_line_error (error, QD_QUEENS_ERROR, 0, reader.line, _("N queens: no N (the number of queens)"));
      else
        qd_text_line_error (error, QD_QUEENS_ERROR, 0, reader.line,
                            _("N queens: %u rows for %u columns (one row per column)"), r.count, r.n);
      goto out;
    }
  q = qd_queens_new (r.n);
  qd_queens_set (q, r.rows);
out:
  g_free (r.rows);
  return q;
}

char *
qd_queens_to_string (const QdQueens *q)
{
  GString *s = g_string_sized_new (64 + (gsize) q->n * 8);

  g_string_append_printf (s, "# N queens, one per column: N, then each column's row (0 the top); h = %" G_GUINT64_FORMAT "\n%u\n",
                          q->h, q->n);
  for (guint c = 0; c < q->n; c++)
    g_string_append_printf (s, "%u%c", q->rows[c], (c + 1) % ROWS_PER_LINE == 0 || c + 1 == q->n ? '\n' : ' ');
  return g_string_free (s, FALSE);
}

QdQueens *
qd_queens_new_random (guint n, guint64 seed)
{
  QdQueens *q = qd_queens_new (n);
  guint64 rng = qd_random_mix (seed);

  if (q != NULL)
    qd_queens_randomize (q, &rng);
  return q;
}
