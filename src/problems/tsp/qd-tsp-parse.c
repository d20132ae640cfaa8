/* qd-tsp-parse.c — reading a TSP file: a distance table or named points. */
#include "qd-tsp.h"

#include "core/qd-text.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

typedef struct {
  GPtrArray *names;        /* of char* */
  GArray *x, *y;           /* points */
  GArray *dist;            /* table: n × n, rows filled as they come */
  guint8 *row_seen;
  guint *row_line;         /* the line of each city's row */
  gint points;             /* -1 undecided, 0 table, 1 points */
  guint rows;
  gboolean header_is_point; /* the header reads like "name x y …": a city line with too many words */
  guint header_words, header_at;
  char *start;             /* the text after "start:" */
  guint start_line;
  GError **error;
} Parser;

static gboolean G_GNUC_PRINTF (4, 5)
fail (Parser *p, gint code, guint line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (p->error, QD_TSP_ERROR, code, _("line %u: %s"), line, message);
  return FALSE;
}

static gboolean
parse_number (const char *token, double *value)
{
  char *end;

  *value = g_ascii_strtod (token, &end);
  return end != token && *end == '\0' && isfinite (*value);
}

/* A number of a city line or a row; FALSE (error set) when it is not one,
 * or so large that a tour's length would overflow. */
static gboolean
read_number (Parser *p, const char *token, guint line, double *value)
{
  if (!parse_number (token, value))
    return fail (p, QD_TSP_ERROR_SYNTAX, line, _("“%s” is not a number"), token);
  if (fabs (*value) > QD_TSP_MAX_MAGNITUDE)
    return fail (p, QD_TSP_ERROR_SYNTAX, line, _("%s is out of range (at most %g in size)"), token, QD_TSP_MAX_MAGNITUDE);
  return TRUE;
}

static gint
find_name (Parser *p, const char *name)
{
  for (guint i = 0; i < p->names->len; i++)
    if (strcmp (p->names->pdata[i], name) == 0)
      return (gint) i;
  return -1;
}

static gboolean
add_name (Parser *p, const char *name, guint line)
{
  g_autofree char *shown = qd_text_quote (name, -1);

  if (strlen (name) > QD_TSP_MAX_NAME)
    return fail (p, QD_TSP_ERROR_SYNTAX, line, _("the city name “%s” is longer than %d bytes"), shown, QD_TSP_MAX_NAME);
  if (strpbrk (name, ",:") != NULL)
    return fail (p, QD_TSP_ERROR_SYNTAX, line, _("the city name “%s” holds a comma or a colon"), shown);
  if (qd_text_find_invisible (name, strlen (name)) != 0)
    return fail (p, QD_TSP_ERROR_SYNTAX, line, _("the city name “%s” holds an invisible character"), shown);
  if (find_name (p, name) >= 0)
    return fail (p, QD_TSP_ERROR_SYNTAX, line, _("the city “%s” appears twice"), shown);
  g_ptr_array_add (p->names, g_strdup (name));
  return TRUE;
}

static gboolean
point_line (Parser *p, char **tokens, guint n_tokens, guint line)
{
  double x, y;

  if (n_tokens != 3)
    return fail (p, QD_TSP_ERROR_SYNTAX, line, _("expected a city as “name x y”, found %u words"), n_tokens);
  if (!read_number (p, tokens[1], line, &x) || !read_number (p, tokens[2], line, &y))
    return FALSE;
  if (p->names->len >= QD_TSP_MAX_POINTS)
    return fail (p, QD_TSP_ERROR_TOO_LARGE, line, _("more than %d cities"), QD_TSP_MAX_POINTS);
  if (!add_name (p, tokens[0], line))
    return FALSE;
  g_array_append_val (p->x, x);
  g_array_append_val (p->y, y);
  return TRUE;
}

static gboolean
header_line (Parser *p, char **tokens, guint n_tokens, guint line)
{
  double v;

  /* "A 0 0 5" is more likely a city with a word too many than a table of
   * cities named A, 0, 0 and 5: said so if the table fails. */
  p->header_is_point = n_tokens > 3 && !parse_number (tokens[0], &v);
  for (guint i = 1; i < n_tokens && p->header_is_point; i++)
    p->header_is_point = parse_number (tokens[i], &v);
  p->header_words = n_tokens;
  p->header_at = line;
  if (n_tokens > QD_TSP_MAX_MATRIX)
    return fail (p, QD_TSP_ERROR_TOO_LARGE, line, _("%u cities: a distance table holds at most %d"),
                 n_tokens, QD_TSP_MAX_MATRIX);
  for (guint i = 0; i < n_tokens; i++)
    if (p->header_is_point && find_name (p, tokens[i]) >= 0)
      return fail (p, QD_TSP_ERROR_SYNTAX, line, _("expected a city as “name x y”, found %u words"), n_tokens);
    else if (!add_name (p, tokens[i], line))
      return FALSE;
  g_array_set_size (p->dist, (gsize) n_tokens * n_tokens);
  p->row_seen = g_new0 (guint8, n_tokens + 1);
  p->row_line = g_new0 (guint, n_tokens + 1);
  return TRUE;
}

static gboolean
row_line (Parser *p, char **tokens, guint n_tokens, guint line)
{
  guint n = p->names->len;
  gint city = find_name (p, tokens[0]);
  double *row;

  if (city < 0)
    return fail (p, QD_TSP_ERROR_SYNTAX, line, _("“%s” is not a city of the header line"), tokens[0]);
  if (p->row_seen[city])
    return fail (p, QD_TSP_ERROR_SYNTAX, line, _("a second row for “%s” (the first is on line %u)"),
                 tokens[0], p->row_line[city]);
  if (n_tokens - 1 != n)
    return fail (p, QD_TSP_ERROR_SYNTAX, line, _("“%s” has %u distances; the header names %u cities"),
                 tokens[0], n_tokens - 1, n);
  row = &g_array_index (p->dist, double, (gsize) city * n);
  for (guint j = 0; j < n; j++)
    {
      if (!read_number (p, tokens[j + 1], line, &row[j]))
        return FALSE;
      if (row[j] < 0)
        return fail (p, QD_TSP_ERROR_SYNTAX, line, _("the distance from “%s” to “%s” is negative"),
                     tokens[0], (char *) p->names->pdata[j]);
    }
  if (row[city] != 0)
    return fail (p, QD_TSP_ERROR_SYNTAX, line, _("the distance from “%s” to itself is %s, not 0"),
                 tokens[0], tokens[city + 1]);
  p->row_seen[city] = 1;
  p->row_line[city] = line;
  p->rows++;
  return TRUE;
}

/* After the last row: every row there, and the table symmetric. */
static gboolean
check_table (Parser *p, guint last_line)
{
  guint n = p->names->len;
  const double *d = (const double *) p->dist->data;

  for (guint i = 0; i < n; i++)
    if (!p->row_seen[i])
      return fail (p, QD_TSP_ERROR_SYNTAX, last_line, _("the table has no row for “%s”"),
                   (char *) p->names->pdata[i]);
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        double a = d[(gsize) i * n + j], b = d[(gsize) j * n + i];

        if (fabs (a - b) > 1e-9 * MAX (1.0, MAX (a, b)))
          {
            guint later = MAX (p->row_line[i], p->row_line[j]);

            return fail (p, QD_TSP_ERROR_SYNTAX, later,
                         _("the table is not symmetric: “%s” to “%s” is %g but “%s” to “%s” is %g"),
                         (char *) p->names->pdata[i], (char *) p->names->pdata[j], a,
                         (char *) p->names->pdata[j], (char *) p->names->pdata[i], b);
          }
      }
  return TRUE;
}

static gboolean
parse_line (Parser *p, char *text, guint line)
{
  g_auto(GStrv) tokens = NULL;
  guint n_tokens;
  char *hash = strchr (text, '#');

  if (hash != NULL)
    *hash = '\0';
  g_strstrip (text);
  if (*text == '\0')
    return TRUE;
  if (g_str_has_prefix (text, "start:"))
    {
      if (p->start != NULL)
        return fail (p, QD_TSP_ERROR_SYNTAX, line, _("a second start tour (the first is on line %u)"), p->start_line);
      p->start = g_strdup (text + strlen ("start:"));
      p->start_line = line;
      return TRUE;
    }
  tokens = g_strsplit_set (text, " \t", -1);
  /* Runs of blanks make empty tokens: squeeze them out. */
  n_tokens = 0;
  for (guint i = 0; tokens[i] != NULL; i++)
    if (*tokens[i] != '\0')
      tokens[n_tokens++] = tokens[i];
    else
      g_free (tokens[i]);
  tokens[n_tokens] = NULL;

  if (p->points < 0)
    {
      double v;

      /* `name x y` starts a file of points; anything else is a header. */
      p->points = n_tokens == 3 && parse_number (tokens[1], &v) && parse_number (tokens[2], &v);
      return p->points ? point_line (p, tokens, n_tokens, line) : header_line (p, tokens, n_tokens, line);
    }
  if (p->points)
    return point_line (p, tokens, n_tokens, line);
  if (p->rows >= p->names->len)
    return fail (p, QD_TSP_ERROR_SYNTAX, line, _("more rows than the %u cities of the header"), p->names->len);
  return row_line (p, tokens, n_tokens, line);
}

QdTsp *
qd_tsp_parse (const char *text, gssize length, GError **error)
{
  gsize len = length < 0 ? strlen (text) : (gsize) length;
  Parser p = { 0 };
  QdLineReader reader;
  const char *line;
  gsize line_length;
  QdTsp *tsp = NULL;
  gboolean ok = TRUE;

  if (!qd_text_validate (text, len, QD_TSP_ERROR, QD_TSP_ERROR_ENCODING, error))
    return NULL;
  p.names = g_ptr_array_new_with_free_func (g_free);
  p.x = g_array_new (FALSE, FALSE, sizeof (double));
  p.y = g_array_new (FALSE, FALSE, sizeof (double));
  p.dist = g_array_new (FALSE, TRUE, sizeof (double));
  p.points = -1;
  p.error = error;

  qd_line_reader_init (&reader, text, len);
  while (ok && qd_line_reader_next (&reader, &line, &line_length))
    {
      g_autofree char *copy = g_strndup (line, line_length);

      ok = parse_line (&p, copy, reader.line);
    }
  if (ok && p.names->len < QD_TSP_MIN_CITIES)
    ok = fail (&p, QD_TSP_ERROR_SYNTAX, MAX (reader.line, 1), _("%u cities: at least %d are needed"),
               p.names->len, QD_TSP_MIN_CITIES);
  if (ok && p.points == 0 && p.rows == 0 && p.header_is_point)
    ok = fail (&p, QD_TSP_ERROR_SYNTAX, p.header_at, _("expected a city as “name x y”, found %u words"), p.header_words);
  if (ok && p.points == 0)
    ok = check_table (&p, reader.line);
  if (ok)
    {
      g_ptr_array_add (p.names, NULL);
      tsp = p.points ? qd_tsp_new_points (p.names->len - 1, (const char *const *) p.names->pdata,
                                          (double *) p.x->data, (double *) p.y->data)
                     : qd_tsp_new_table (p.names->len - 1, (const char *const *) p.names->pdata,
                                         (double *) p.dist->data);
    }
  if (ok && p.start != NULL)
    {
      g_autoptr(GError) local = NULL;
      g_autofree guint *tour = g_new (guint, tsp->n);

      if (qd_tsp_tour_parse (tsp, p.start, tour, &local))
        qd_tsp_set_start (tsp, tour);
      else
        {
          fail (&p, QD_TSP_ERROR_SYNTAX, p.start_line, "%s", local->message);
          g_clear_pointer (&tsp, qd_tsp_free);
        }
    }
  g_ptr_array_unref (p.names);
  g_array_unref (p.x);
  g_array_unref (p.y);
  g_array_unref (p.dist);
  g_free (p.row_seen);
  g_free (p.row_line);
  g_free (p.start);
  return tsp;
}
