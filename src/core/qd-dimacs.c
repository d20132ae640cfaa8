/* qd-dimacs.c — reading and writing DIMACS CNF (see qd-dimacs.h). */
#include "config.h"
#include "qd-dimacs.h"

#include "qd-text.h"

#include <string.h>

#include <glib/gi18n.h>

G_DEFINE_QUARK (qd-dimacs-error-quark, qd_dimacs_error)

typedef struct
{
  gboolean header;
  guint64 n_vars, n_clauses;
  GArray *start, *lits;     /* guint, gint */
  gboolean open;            /* a clause begun and not ended by 0 */
  guint line;
} Reader;

static gboolean
invalid (Reader *r, GError **error, const char *message)
{
  return qd_text_line_error (error, QD_DIMACS_ERROR, QD_DIMACS_ERROR_INVALID, r->line, "%s", message);
}

/* A decimal integer, sign allowed when `sign`; FALSE with the error. */
static gboolean
parse_number (Reader *r, const char *word, gsize length, gboolean sign, gint64 *number, GError **error)
{
  g_autofree char *quoted = qd_text_quote (word, (gssize) length);
  gboolean negative = sign && length > 1 && word[0] == '-';
  guint64 value = 0;

  for (gsize i = negative; i < length; i++)
    {
      if (!g_ascii_isdigit (word[i]))
        return qd_text_line_error (error, QD_DIMACS_ERROR, QD_DIMACS_ERROR_INVALID, r->line,
                                   _("“%s” is not an integer"), quoted);
      value = value * 10 + (guint64) (word[i] - '0');
      if (value > G_MAXINT32)
        return qd_text_line_error (error, QD_DIMACS_ERROR, QD_DIMACS_ERROR_TOO_BIG, r->line,
                                   _("%s is too large a number"), quoted);
    }
  *number = negative ? -(gint64) value : (gint64) value;
  return length > 0;
}

static gboolean
read_header (Reader *r, const char *p, const char *end, GError **error)
{
  const char *word[5];
  gsize length[5];
  guint n = 0;
  gint64 vars, clauses;

  if (r->header)
    return invalid (r, error, _("a second “p cnf” header"));
  while (n < 5 && qd_text_next_word (&p, end, &word[n], &length[n]))
    n++;
  if (n != 4 || length[1] != 3 || memcmp (word[1], "cnf", 3) != 0)
    return invalid (r, error, _("the header is not “p cnf VARIABLES CLAUSES”"));
  if (!parse_number (r, word[2], length[2], FALSE, &vars, error)
      || !parse_number (r, word[3], length[3], FALSE, &clauses, error))
    return FALSE;
  if (vars > QD_DIMACS_MAX_VARS || clauses > QD_DIMACS_MAX_CLAUSES)
    return qd_text_line_error (error, QD_DIMACS_ERROR, QD_DIMACS_ERROR_TOO_BIG, r->line,
                               _("the header declares %u variables and %u clauses; the most this reader takes is %u of each"),
                               (guint) vars, (guint) clauses, QD_DIMACS_MAX_VARS);
  r->header = TRUE;
  r->n_vars = (guint64) vars;
  r->n_clauses = (guint64) clauses;
  return TRUE;
}

static gboolean
read_literal (Reader *r, gint64 lit, GError **error)
{
  gint value = (gint) lit;

  if (!r->open && r->start->len > r->n_clauses)
    return qd_text_line_error (error, QD_DIMACS_ERROR, QD_DIMACS_ERROR_INVALID, r->line,
                               _("a clause past the %u the header declares"), (guint) r->n_clauses);
  if ((guint64) ABS (lit) > r->n_vars)
    return qd_text_line_error (error, QD_DIMACS_ERROR, QD_DIMACS_ERROR_INVALID, r->line,
                               _("literal %d is past the %u variables the header declares"),
                               value, (guint) r->n_vars);
  if (value == 0)
    {
      guint end = r->lits->len;
      g_array_append_val (r->start, end);
      r->open = FALSE;
      return TRUE;
    }
  g_array_append_val (r->lits, value);
  r->open = TRUE;
  return TRUE;
}

static gboolean
read_clauses (Reader *r, const char *p, const char *end, GError **error)
{
  const char *word;
  gsize length;

  if (!r->header)
    return invalid (r, error, _("a clause before the “p cnf” header"));
  while (qd_text_next_word (&p, end, &word, &length))
    {
      gint64 lit;
      if (!parse_number (r, word, length, TRUE, &lit, error) || !read_literal (r, lit, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_lines (Reader *r, const char *text, gsize length, GError **error)
{
  QdLineReader lines;
  const char *line;
  gsize n;

  qd_line_reader_init (&lines, text, length);
  while (qd_line_reader_next (&lines, &line, &n))
    {
      r->line = lines.line;
      qd_text_trim (&line, &n);
      if (n > 0 && line[0] == '%')
        break;                                /* SATLIB's end of the data */
      if (n == 0 || line[0] == 'c')
        continue;
      if (line[0] == 'p' && (n == 1 || g_ascii_isspace (line[1])))
        {
          if (!read_header (r, line, line + n, error))
            return FALSE;
        }
      else if (!read_clauses (r, line, line + n, error))
        return FALSE;
    }
  if (!r->header)
    return invalid (r, error, _("no “p cnf” header"));
  if (r->open)
    return invalid (r, error, _("the last clause does not end with 0"));
  if (r->start->len - 1 < r->n_clauses)
    return qd_text_line_error (error, QD_DIMACS_ERROR, QD_DIMACS_ERROR_INVALID, r->line,
                               _("%u clauses where the header declares %u"),
                               r->start->len - 1, (guint) r->n_clauses);
  return TRUE;
}

QdCnf *
qd_dimacs_read (const char *text, gsize length, GError **error)
{
  Reader r = { 0 };
  guint zero = 0;
  QdCnf *cnf;

  if (length > QD_DIMACS_MAX_SIZE)
    {
      g_set_error (error, QD_DIMACS_ERROR, QD_DIMACS_ERROR_TOO_BIG,
                   _("the file is larger than %u MB"), (guint) (QD_DIMACS_MAX_SIZE >> 20));
      return NULL;
    }
  if (!qd_text_validate (text, length, QD_DIMACS_ERROR, QD_DIMACS_ERROR_INVALID, error))
    return NULL;
  r.start = g_array_new (FALSE, FALSE, sizeof (guint));
  r.lits = g_array_new (FALSE, FALSE, sizeof (gint));
  g_array_append_val (r.start, zero);
  if (!read_lines (&r, text, length, error))
    {
      g_array_unref (r.start);
      g_array_unref (r.lits);
      return NULL;
    }
  cnf = g_new0 (QdCnf, 1);
  cnf->n_vars = (guint) r.n_vars;
  cnf->n_clauses = r.start->len - 1;
  cnf->start = (guint *) g_array_free (r.start, FALSE);
  cnf->lits = (gint *) g_array_free (r.lits, FALSE);
  return cnf;
}

char *
qd_dimacs_write (const QdCnf *cnf)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "p cnf %u %u\n", cnf->n_vars, cnf->n_clauses);
  for (guint i = 0; i < cnf->n_clauses; i++)
    {
      for (guint k = cnf->start[i]; k < cnf->start[i + 1]; k++)
        g_string_append_printf (out, "%d ", cnf->lits[k]);
      g_string_append (out, "0\n");
    }
  return g_string_free (out, FALSE);
}

void
qd_cnf_free (QdCnf *cnf)
{
  if (cnf == NULL)
    return;
  g_free (cnf->start);
  g_free (cnf->lits);
  g_free (cnf);
}
