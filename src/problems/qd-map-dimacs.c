/* qd-map-dimacs.c — a graph in the DIMACS format of the graph-colouring
 * instances (data/FORMATS.md, "DIMACS graphs (`*.col`)"): read as a map of
 * regions "1" … "N" without positions, and written back.
 *
 *     c a comment
 *     p edge N M
 *     e A B          (1-based vertices, one edge a line)
 *
 * The Stanford GraphBase files (queens, books) list every edge both ways:
 * one warning counts the repeats, each edge counts once. */
#include "qd-map.h"

#include <string.h>
#include <glib/gi18n.h>

#include "core/qd-text.h"

#define fail(error, code, line, ...) qd_text_line_error (error, QD_MAP_ERROR, code, line, __VA_ARGS__)

static inline gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

/* The next word of [*p, end), FALSE when none is left. */
static gboolean
next_word (const char **p, const char *end, const char **word, gsize *len)
{
  const char *q = *p;

  while (q < end && is_blank (*q))
    q++;
  if (q == end)
    {
      *p = q;
      return FALSE;
    }
  *word = q;
  while (q < end && !is_blank (*q))
    q++;
  *len = q - *word;
  *p = q;
  return TRUE;
}

/* A decimal count: digits only, below 2^32. */
static gboolean
parse_count (const char *p, gsize len, guint *value)
{
  guint64 v = 0;

  if (len == 0 || len > 10)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    {
      if (p[i] < '0' || p[i] > '9')
        return FALSE;
      v = v * 10 + (guint) (p[i] - '0');
    }
  if (v > G_MAXUINT32)
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

/* The line's words after its first: exactly `n`, each a count. */
static gboolean
parse_counts (const char *p, const char *end, guint *values, guint n)
{
  const char *word;
  gsize len;

  for (guint i = 0; i < n; i++)
    if (!next_word (&p, end, &word, &len) || !parse_count (word, len, &values[i]))
      return FALSE;
  return !next_word (&p, end, &word, &len);
}

typedef struct {
  guint p_line;          /* 0: no `p` line yet */
  guint n;               /* vertices */
  guint announced;       /* M of the `p` line */
  GArray *edges;         /* guint pairs, 0-based */
  gboolean weights_said;
  GPtrArray *warnings;
  guint n_warnings;
} Reader;

#define warn(reader, ...) qd_text_warn ((reader)->warnings, &(reader)->n_warnings, __VA_ARGS__)

static gboolean
read_problem_line (Reader *reader, const char *p, const char *end, guint line, GError **error)
{
  const char *word;
  gsize len;
  guint values[2];

  if (reader->p_line != 0)
    return fail (error, QD_MAP_ERROR_SYNTAX, line, _("a second “p” line (the first is line %u)"), reader->p_line);
  if (!next_word (&p, end, &word, &len) ||
      !((len == 4 && memcmp (word, "edge", 4) == 0) || (len == 3 && memcmp (word, "col", 3) == 0)) ||
      !parse_counts (p, end, values, 2))
    return fail (error, QD_MAP_ERROR_SYNTAX, line, _("expected “p edge N M”: N vertices, M edges"));
  if (values[0] == 0)
    return fail (error, QD_MAP_ERROR_RANGE, line, _("the graph has no vertices"));
  if (values[0] > QD_MAP_MAX_REGIONS)
    return fail (error, QD_MAP_ERROR_RANGE, line, _("a map has at most %u regions"), (guint) QD_MAP_MAX_REGIONS);
  reader->p_line = line;
  reader->n = values[0];
  reader->announced = values[1];
  return TRUE;
}

static gboolean
read_edge_line (Reader *reader, const char *p, const char *end, guint line, GError **error)
{
  guint ends[2];

  if (reader->p_line == 0)
    return fail (error, QD_MAP_ERROR_SYNTAX, line, _("an edge before the “p edge N M” line"));
  if (!parse_counts (p, end, ends, 2))
    return fail (error, QD_MAP_ERROR_SYNTAX, line, _("expected “e A B”: an edge between vertices A and B"));
  for (guint i = 0; i < 2; i++)
    if (ends[i] < 1 || ends[i] > reader->n)
      return fail (error, QD_MAP_ERROR_RANGE, line, _("vertex %u is out of range: the graph has vertices 1 to %u"),
                   ends[i], reader->n);
  if (ends[0] == ends[1])
    return fail (error, QD_MAP_ERROR_NAME, line, _("vertex %u is joined to itself"), ends[0]);
  ends[0]--;
  ends[1]--;
  g_array_append_vals (reader->edges, ends, 2);
  return TRUE;
}

static gboolean
read_line (Reader *reader, const char *line, gsize length, guint number, GError **error)
{
  const char *p = line, *end = line + length, *word;
  gsize len;

  if (!next_word (&p, end, &word, &len) || word[0] == 'c')
    return TRUE;    /* blank, or a comment */
  if (len == 1 && word[0] == 'e')
    return read_edge_line (reader, p, end, number, error);
  if (len == 1 && word[0] == 'p')
    return read_problem_line (reader, p, end, number, error);
  if (len == 1 && word[0] == 'n')
    {
      /* A vertex weight (the weighted variant of the format). */
      if (!reader->weights_said)
        warn (reader, _("line %u: vertex weights (“n” lines) are ignored"), number);
      reader->weights_said = TRUE;
      return TRUE;
    }
  return fail (error, QD_MAP_ERROR_SYNTAX, number,
               _("“%.*s” does not start a line of a DIMACS graph: expected “c” (a comment), “p edge N M” or “e A B”"),
               (int) MIN (len, 40), word);
}

QdMap *
qd_map_parse_dimacs (const char *text, gssize length, GPtrArray *warnings, GError **error)
{
  Reader reader = { 0 };
  QdLineReader lines;
  const char *line;
  gsize line_length;
  QdMap *map = NULL;
  guint listed;

  if (length < 0)
    length = strlen (text);
  if (!qd_text_validate (text, length, QD_MAP_ERROR, QD_MAP_ERROR_ENCODING, error))
    return NULL;
  reader.warnings = warnings;
  reader.edges = g_array_new (FALSE, FALSE, sizeof (guint));
  qd_line_reader_init (&lines, text, length);
  while (qd_line_reader_next (&lines, &line, &line_length))
    if (!read_line (&reader, line, line_length, lines.line, error))
      goto out;
  if (reader.p_line == 0)
    {
      fail (error, QD_MAP_ERROR_SYNTAX, 1, _("the file has no “p edge N M” line: it is not a DIMACS graph"));
      goto out;
    }

  listed = reader.edges->len / 2;
  map = qd_map_new_from_edges (reader.n, (const guint *) reader.edges->data, listed, NULL, NULL, NULL);
  if (reader.announced != listed && reader.announced != map->n_edges)
    warn (&reader, ngettext ("line %u: the “p” line announces %u edge but the file lists %u",
                             "line %u: the “p” line announces %u edges but the file lists %u", reader.announced),
          reader.p_line, reader.announced, listed);
  if (map->n_edges < listed)
    warn (&reader, ngettext ("%u of the %u edges listed repeats an edge listed before (in either direction); each edge counts once",
                             "%u of the %u edges listed repeat an edge listed before (in either direction); each edge counts once",
                             listed - map->n_edges),
          listed - map->n_edges, listed);
  qd_text_warnings_end (warnings, reader.n_warnings);

out:
  g_array_unref (reader.edges);
  return map;
}

gboolean
qd_map_text_is_dimacs (const char *text, gsize length)
{
  QdLineReader lines;
  const char *line;
  gsize line_length;

  qd_line_reader_init (&lines, text, length);
  while (qd_line_reader_next (&lines, &line, &line_length))
    {
      const char *p = line, *end = line + line_length, *word, *second;
      gsize len, second_len;

      if (!next_word (&p, end, &word, &len) || word[0] == 'c')
        continue;
      /* The first other line: "p edge …", "p col …" or "e A B" (a map's
       * line has a ':'). */
      if (len != 1 || !next_word (&p, end, &second, &second_len) || memchr (line, ':', line_length) != NULL)
        return FALSE;
      if (word[0] == 'p')
        return (second_len == 4 && memcmp (second, "edge", 4) == 0) ||
               (second_len == 3 && memcmp (second, "col", 3) == 0);
      return word[0] == 'e' && second[0] >= '0' && second[0] <= '9';
    }
  return FALSE;
}

char *
qd_map_to_dimacs_graph (const QdMap *map)
{
  GString *out;

  g_return_val_if_fail (map != NULL, NULL);
  out = g_string_sized_new (32 + (gsize) map->n_edges * 12);
  g_string_append_printf (out, "p edge %u %u\n", map->n_regions, map->n_edges);
  for (guint r = 0; r < map->n_regions; r++)
    {
      const guint *row = qd_map_neighbours (map, r);

      for (guint i = 0, d = qd_map_degree (map, r); i < d; i++)
        if (row[i] > r)
          g_string_append_printf (out, "e %u %u\n", r + 1, row[i] + 1);
    }
  return g_string_free (out, FALSE);
}
