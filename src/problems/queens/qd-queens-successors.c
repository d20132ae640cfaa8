/* qd-queens-successors.c — a state's successors worked out in full
 * (qd-queens-successors.h). */
#include "qd-queens-successors.h"

#include <string.h>

static guint64
pairs_of (guint k)
{
  return (guint64) k * (k - (k > 0)) / 2;
}

void
qd_queens_pairs (const QdQueens *q, guint64 *on_rows, guint64 *on_diagonals)
{
  *on_rows = 0;
  *on_diagonals = 0;
  for (guint r = 0; r < q->n; r++)
    *on_rows += pairs_of (q->row_count[r]);
  for (guint d = 0; d + 1 < 2 * q->n; d++)
    *on_diagonals += pairs_of (q->diag_sum[d]) + pairs_of (q->diag_diff[d]);
}

guint64
qd_queens_best_moves (const QdQueens *q, GArray *moves)
{
  guint64 best = G_MAXUINT64;

  g_array_set_size (moves, 0);
  for (guint c = 0; c < q->n; c++)
    for (guint r = 0; r < q->n; r++)
      {
        QdQueensMove m = { c, r, 0 };

        if (r == q->rows[c])
          continue;
        m.h = qd_queens_h_if (q, c, r);
        if (m.h < best)
          {
            best = m.h;
            g_array_set_size (moves, 0);
          }
        if (m.h == best)
          g_array_append_val (moves, m);
      }
  return best;
}

guint64
qd_queens_uphill_moves (const QdQueens *q, GArray *moves)
{
  guint64 sum = 0;

  g_array_set_size (moves, 0);
  for (guint c = 0; c < q->n; c++)
    for (guint r = 0; r < q->n; r++)
      {
        QdQueensMove m = { c, r, r == q->rows[c] ? q->h : qd_queens_h_if (q, c, r) };

        if (m.h >= q->h)
          continue;
        sum += q->h - m.h;
        g_array_append_val (moves, m);
      }
  return sum;
}

gboolean
qd_queens_local_minimum (const QdQueens *q)
{
  for (guint c = 0; c < q->n; c++)
    for (guint r = 0; r < q->n; r++)
      if (r != q->rows[c] && qd_queens_h_if (q, c, r) < q->h)
        return FALSE;
  return TRUE;
}

static void
append_squares (GString *out, const QdQueens *q)
{
  g_string_append (out, "squares\n");
  for (guint r = 0; r < q->n; r++)
    {
      for (guint c = 0; c < q->n; c++)
        {
          if (c > 0)
            g_string_append_c (out, ' ');
          if (q->rows[c] == r)
            g_string_append_c (out, 'Q');
          else
            g_string_append_printf (out, "%" G_GUINT64_FORMAT, qd_queens_h_if (q, c, r));
        }
      g_string_append_c (out, '\n');
    }
}

char *
qd_queens_successors_text (const QdQueens *q)
{
  GString *out = g_string_new ("rows");
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (QdQueensMove));
  guint64 rows, diagonals, best, sum;

  for (guint c = 0; c < q->n; c++)
    g_string_append_printf (out, " %u", q->rows[c]);
  qd_queens_pairs (q, &rows, &diagonals);
  g_string_append_printf (out, "\nh %" G_GUINT64_FORMAT " rows %" G_GUINT64_FORMAT " diagonals %" G_GUINT64_FORMAT
                          "\n", q->h, rows, diagonals);
  append_squares (out, q);
  best = qd_queens_best_moves (q, moves);
  g_string_append_printf (out, "best %" G_GUINT64_FORMAT, best);
  for (guint i = 0; i < moves->len; i++)
    {
      const QdQueensMove *m = &g_array_index (moves, QdQueensMove, i);
      g_autofree char *name = qd_queens_square_name (m->col, m->row);

      g_string_append_printf (out, " %s", name);
    }
  g_string_append_printf (out, "\nlocal-minimum %s\n", best >= q->h ? "yes" : "no");
  sum = qd_queens_uphill_moves (q, moves);
  g_string_append_printf (out, "uphill %u sum %" G_GUINT64_FORMAT "\n", moves->len, sum);
  for (guint i = 0; i < moves->len; i++)
    {
      const QdQueensMove *m = &g_array_index (moves, QdQueensMove, i);
      g_autofree char *name = qd_queens_square_name (m->col, m->row);
      char p[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (p, sizeof p, "%.4f", (double) (q->h - m->h) / (double) sum);
      g_string_append_printf (out, "%s %" G_GUINT64_FORMAT " %s\n", name, q->h - m->h, p);
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------- names */

char *
qd_queens_column_name (guint col)
{
  char letters[16];
  guint i = sizeof letters - 1;
  guint64 k = (guint64) col + 1;

  /* Bijective base 26: a … z, aa, ab, … */
  letters[i] = '\0';
  while (k > 0 && i > 0)
    {
      k--;
      letters[--i] = (char) ('a' + k % 26);
      k /= 26;
    }
  return g_strdup (letters + i);
}

char *
qd_queens_square_name (guint col, guint row)
{
  g_autofree char *column = qd_queens_column_name (col);

  return g_strdup_printf ("%s%u", column, row + 1);
}

/* Letters as a column (from 0): bijective base 26; FALSE past the board. */
static gboolean
parse_letters (const char *s, gsize len, guint n, guint *col)
{
  guint64 k = 0;

  if (len == 0 || len > 6)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    k = k * 26 + (guint64) (s[i] - 'a' + 1);
  if (k < 1 || k > n)
    return FALSE;
  *col = (guint) (k - 1);
  return TRUE;
}

static gboolean
parse_index (const char *s, guint n, guint *index)
{
  guint64 v;

  if (!g_ascii_string_to_unsigned (s, 10, 1, n, &v, NULL))
    return FALSE;
  *index = (guint) (v - 1);
  return TRUE;
}

/* The words of `text` without "column"/"row" and separators, lower case. */
static GPtrArray *
square_words (const char *text)
{
  g_autofree char *lower = g_ascii_strdown (text, -1);
  g_auto(GStrv) parts = g_strsplit_set (lower, " \t,;:()", -1);
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0' && strcmp (parts[i], "column") != 0 && strcmp (parts[i], "row") != 0
        && strcmp (parts[i], "col") != 0)
      g_ptr_array_add (words, g_strdup (parts[i]));
  return words;
}

gboolean
qd_queens_square_parse (const char *text, guint n, guint *col, guint *row)
{
  g_autoptr(GPtrArray) words = square_words (text);
  g_autofree char *joined = NULL;
  gsize letters = 0;

  if (words->len == 2 && g_ascii_isdigit (*(char *) words->pdata[0]))
    return parse_index (words->pdata[0], n, col) && parse_index (words->pdata[1], n, row);
  g_ptr_array_add (words, NULL);
  joined = g_strjoinv ("", (char **) words->pdata);
  while (g_ascii_islower (joined[letters]))
    letters++;
  return parse_letters (joined, letters, n, col) && parse_index (joined + letters, n, row);
}
