/* qd-map.c — a map for colouring: the CSR graph, its text format (parse and
 * write) and a few queries. */
#include "qd-map.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-text.h"

G_DEFINE_QUARK (qd-map-error-quark, qd_map_error)

/* Warnings kept by qd_map_parse before it only counts them. */
#define MAX_WARNINGS 20

/* ------------------------------------------------------------ the graph */

static int
compare_guint (const void *a, const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

static void
sort_row (guint *row, guint n)
{
  if (n > 16)
    {
      qsort (row, n, sizeof (guint), compare_guint);
      return;
    }
  for (guint i = 1; i < n; i++)
    {
      guint v = row[i], j = i;

      for (; j > 0 && row[j - 1] > v; j--)
        row[j] = row[j - 1];
      row[j] = v;
    }
}

QdMap *
qd_map_new_from_edges (guint n_regions, const guint *edges, guint n_edges,
                       const double *x, const double *y, GPtrArray *names)
{
  QdMap *map;
  guint *start, *fill, *raw;
  guint total = 0;

  g_return_val_if_fail (n_regions <= QD_MAP_MAX_REGIONS, NULL);
  g_return_val_if_fail ((x == NULL) == (y == NULL), NULL);
  g_return_val_if_fail (names == NULL || names->len == n_regions, NULL);
  for (guint e = 0; e < n_edges; e++)
    {
      g_return_val_if_fail (edges[2 * e] < n_regions && edges[2 * e + 1] < n_regions, NULL);
      g_return_val_if_fail (edges[2 * e] != edges[2 * e + 1], NULL);
    }

  map = g_new0 (QdMap, 1);
  map->n_regions = n_regions;
  map->names = g_ptr_array_new_full (n_regions, g_free);
  for (guint i = 0; i < n_regions; i++)
    g_ptr_array_add (map->names, names != NULL ? g_strdup (names->pdata[i])
                                               : g_strdup_printf ("%u", i + 1));
  if (x != NULL)
    {
      map->has_positions = TRUE;
      map->x = g_memdup2 (x, sizeof (double) * MAX (n_regions, 1));
      map->y = g_memdup2 (y, sizeof (double) * MAX (n_regions, 1));
    }

  /* Both directions of every edge bucketed by source, then each row sorted
   * and its repeats dropped. */
  start = g_new0 (guint, n_regions + 1);
  for (guint e = 0; e < 2 * n_edges; e++)
    start[edges[e] + 1]++;
  for (guint r = 0; r < n_regions; r++)
    start[r + 1] += start[r];
  fill = g_memdup2 (start, sizeof (guint) * (n_regions + 1));
  raw = g_new (guint, MAX (2 * (gsize) n_edges, 1));
  for (guint e = 0; e < n_edges; e++)
    {
      guint a = edges[2 * e], b = edges[2 * e + 1];

      raw[fill[a]++] = b;
      raw[fill[b]++] = a;
    }
  g_free (fill);

  map->offsets = g_new (guint, n_regions + 1);
  for (guint r = 0; r < n_regions; r++)
    {
      guint *row = raw + start[r], n = start[r + 1] - start[r];

      map->offsets[r] = total;
      sort_row (row, n);
      for (guint i = 0; i < n; i++)
        if (i == 0 || row[i] != row[i - 1])
          raw[total++] = row[i];   /* total <= start[r] + i: in place is safe */
    }
  map->offsets[n_regions] = total;
  map->adjacency = g_renew (guint, raw, MAX (total, 1));
  map->n_edges = total / 2;
  g_free (start);
  return map;
}

QdMap *
qd_map_copy (const QdMap *map)
{
  QdMap *copy = g_new0 (QdMap, 1);
  guint n = map->n_regions;

  copy->n_regions = n;
  copy->names = g_ptr_array_new_full (n, g_free);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (copy->names, g_strdup (map->names->pdata[i]));
  copy->has_positions = map->has_positions;
  if (map->x != NULL)
    {
      copy->x = g_memdup2 (map->x, sizeof (double) * MAX (n, 1));
      copy->y = g_memdup2 (map->y, sizeof (double) * MAX (n, 1));
    }
  copy->offsets = g_memdup2 (map->offsets, sizeof (guint) * (n + 1));
  copy->adjacency = g_memdup2 (map->adjacency, sizeof (guint) * MAX (map->offsets[n], 1));
  copy->n_edges = map->n_edges;
  return copy;
}

void
qd_map_free (QdMap *map)
{
  if (map == NULL)
    return;
  g_ptr_array_unref (map->names);
  g_free (map->x);
  g_free (map->y);
  g_free (map->offsets);
  g_free (map->adjacency);
  g_free (map);
}

gboolean
qd_map_adjacent (const QdMap *map, guint a, guint b)
{
  const guint *row;
  guint lo = 0, hi;

  g_return_val_if_fail (a < map->n_regions && b < map->n_regions, FALSE);
  if (qd_map_degree (map, b) < qd_map_degree (map, a))
    {
      guint t = a;
      a = b;
      b = t;
    }
  row = qd_map_neighbours (map, a);
  hi = qd_map_degree (map, a);
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (row[mid] == b)
        return TRUE;
      if (row[mid] < b)
        lo = mid + 1;
      else
        hi = mid;
    }
  return FALSE;
}

gint
qd_map_find (const QdMap *map, const char *name)
{
  for (guint i = 0; i < map->n_regions; i++)
    if (g_str_equal (map->names->pdata[i], name))
      return (gint) i;
  return -1;
}

void
qd_map_ensure_positions (QdMap *map)
{
  guint n = map->n_regions;

  if (map->has_positions)
    return;
  g_free (map->x);
  g_free (map->y);
  map->x = g_new (double, MAX (n, 1));
  map->y = g_new (double, MAX (n, 1));
  /* A circle, clockwise from the top (y grows downward). */
  for (guint i = 0; i < n; i++)
    {
      double angle = 2 * G_PI * i / MAX (n, 1);

      map->x[i] = n == 1 ? 0.5 : 0.5 + 0.45 * sin (angle);
      map->y[i] = n == 1 ? 0.5 : 0.5 - 0.45 * cos (angle);
    }
  map->has_positions = TRUE;
}

/* ---------------------------------------------------------------- writing */

static void
append_coordinate (GString *out, double v)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  gsize len;

  if (v == 0)
    {
      g_string_append_c (out, '0');
      return;
    }
  g_ascii_formatd (buf, sizeof buf, "%.6f", v);
  len = strlen (buf);
  if (strchr (buf, '.') != NULL)
    {
      while (len > 0 && buf[len - 1] == '0')
        len--;
      if (len > 0 && buf[len - 1] == '.')
        len--;
    }
  if (len == 2 && buf[0] == '-' && buf[1] == '0')   /* a tiny negative rounded to 0 */
    g_string_append_c (out, '0');
  else
    g_string_append_len (out, buf, len);
}

char *
qd_map_to_string (const QdMap *map)
{
  GString *out = g_string_sized_new (32 * (gsize) map->n_regions + 16);

  for (guint r = 0; r < map->n_regions; r++)
    {
      const guint *nb = qd_map_neighbours (map, r);
      guint deg = qd_map_degree (map, r);

      g_string_append (out, map->names->pdata[r]);
      if (map->has_positions)
        {
          g_string_append (out, " (");
          append_coordinate (out, map->x[r]);
          g_string_append (out, ", ");
          append_coordinate (out, map->y[r]);
          g_string_append_c (out, ')');
        }
      g_string_append_c (out, ':');
      for (guint i = 0; i < deg; i++)
        {
          g_string_append (out, i == 0 ? " " : ", ");
          g_string_append (out, map->names->pdata[nb[i]]);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* ---------------------------------------------------------------- parsing */

typedef struct {
  GPtrArray *names;      /* char*, owned */
  GArray *lines;         /* guint: the line of each region */
  GArray *xs, *ys;       /* double */
  GArray *has_pos;       /* gboolean */
  GArray *lists;         /* Span: the text after the ':' */
  GHashTable *index;     /* name -> index + 1 */
  GPtrArray *warnings;   /* nullable, the caller's */
  guint n_warnings;
} Parser;

typedef struct {
  const char *p;
  gsize len;
} Span;

/* "line L: …" errors of this parser (qd_text_line_error). */
#define fail(error, code, line, ...) qd_text_line_error (error, QD_MAP_ERROR, code, line, __VA_ARGS__)

static void warn (Parser *parser, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
warn (Parser *parser, const char *format, ...)
{
  va_list args;

  parser->n_warnings++;
  if (parser->warnings == NULL || parser->n_warnings > MAX_WARNINGS)
    return;
  va_start (args, format);
  g_ptr_array_add (parser->warnings, g_strdup_vprintf (format, args));
  va_end (args);
}

static void
trim (const char **p, gsize *len)
{
  while (*len > 0 && g_ascii_isspace (**p))
    (*p)++, (*len)--;
  while (*len > 0 && g_ascii_isspace ((*p)[*len - 1]))
    (*len)--;
}

static gboolean
is_blank (const char *line, gsize length)
{
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (line[i]))
      return FALSE;
  return TRUE;
}

/* A name is not empty and holds none of , : ( ) nor control or other
 * invisible characters (it is trimmed before). */
static gboolean
name_is_valid (const char *name, gsize len)
{
  if (len == 0)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    {
      guchar c = name[i];

      if (c == ',' || c == ':' || c == '(' || c == ')' || c < 0x20 || c == 0x7f)
        return FALSE;
    }
  return qd_text_find_invisible (name, len) == 0;
}

static gboolean
parse_number (const char *p, gsize len, double *value)
{
  char buf[64];
  char *end;

  trim (&p, &len);
  if (len == 0 || len >= sizeof buf)
    return FALSE;
  memcpy (buf, p, len);
  buf[len] = '\0';
  *value = g_ascii_strtod (buf, &end);
  return *end == '\0' && isfinite (*value);
}

/* "x, y" with two numbers in [0, 1]. */
static gboolean
parse_position (const char *p, gsize len, double *x, double *y)
{
  const char *comma = memchr (p, ',', len);

  if (comma == NULL)
    return FALSE;
  if (!parse_number (p, comma - p, x) || !parse_number (comma + 1, p + len - comma - 1, y))
    return FALSE;
  return *x >= 0 && *x <= 1 && *y >= 0 && *y <= 1;
}

static gboolean
parse_region_line (Parser *parser, const char *line, gsize length, guint number, GError **error)
{
  const char *colon = memchr (line, ':', length);
  const char *head = line, *name, *open;
  gsize head_len, name_len;
  double x = 0, y = 0;
  gboolean has_pos = FALSE;
  char *copy;
  Span list;

  if (colon == NULL)
    return fail (error, QD_MAP_ERROR_SYNTAX, number,
                 "expected “name: neighbour, neighbour, …” but found no ‘:’");
  head_len = colon - line;
  trim (&head, &head_len);
  name = head;
  name_len = head_len;
  open = memchr (head, '(', head_len);
  if (open != NULL && head_len > 0 && head[head_len - 1] == ')')
    {
      const char *inside = open + 1;
      gsize inside_len = head + head_len - 1 - inside;

      if (!parse_position (inside, inside_len, &x, &y))
        return fail (error, QD_MAP_ERROR_RANGE, number,
                     "“(%.*s)” is not a position: expected (x, y), two numbers from 0 to 1",
                     (int) inside_len, inside);
      has_pos = TRUE;
      name_len = open - head;
      trim (&name, &name_len);
    }
  if (name_len == 0)
    return fail (error, QD_MAP_ERROR_NAME, number, "the region has no name before the ‘:’");
  if (!name_is_valid (name, name_len))
    return fail (error, QD_MAP_ERROR_NAME, number,
                 "“%.*s” is not a region name (names may not hold , : ( ) nor invisible characters)",
                 (int) name_len, name);
  if (parser->names->len >= QD_MAP_MAX_REGIONS)
    return fail (error, QD_MAP_ERROR_RANGE, number, "a map has at most %u regions",
                 (guint) QD_MAP_MAX_REGIONS);

  copy = g_strndup (name, name_len);
  {
    guint previous = GPOINTER_TO_UINT (g_hash_table_lookup (parser->index, copy));

    if (previous != 0)
      {
        fail (error, QD_MAP_ERROR_NAME, number, "“%s” already has a line of its own (line %u)",
              copy, g_array_index (parser->lines, guint, previous - 1));
        g_free (copy);
        return FALSE;
      }
  }
  g_ptr_array_add (parser->names, copy);
  g_hash_table_insert (parser->index, copy, GUINT_TO_POINTER (parser->names->len));
  g_array_append_val (parser->lines, number);
  g_array_append_val (parser->xs, x);
  g_array_append_val (parser->ys, y);
  g_array_append_val (parser->has_pos, has_pos);
  list.p = colon + 1;
  list.len = line + length - list.p;
  g_array_append_val (parser->lists, list);
  return TRUE;
}

static void
parser_clear (Parser *parser)
{
  g_clear_pointer (&parser->index, g_hash_table_unref);
  g_clear_pointer (&parser->names, g_ptr_array_unref);
  g_clear_pointer (&parser->lines, g_array_unref);
  g_clear_pointer (&parser->xs, g_array_unref);
  g_clear_pointer (&parser->ys, g_array_unref);
  g_clear_pointer (&parser->has_pos, g_array_unref);
  g_clear_pointer (&parser->lists, g_array_unref);
}

static int
compare_guint64 (const void *a, const void *b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return (x > y) - (x < y);
}

static gboolean
has_key (const guint64 *keys, gsize n, guint64 key)
{
  gsize lo = 0, hi = n;

  while (lo < hi)
    {
      gsize mid = lo + (hi - lo) / 2;

      if (keys[mid] == key)
        return TRUE;
      if (keys[mid] < key)
        lo = mid + 1;
      else
        hi = mid;
    }
  return FALSE;
}

/* The neighbour lists: names resolved, self-loops and unknown names refused,
 * repeats and missing directions warned about.  `pairs` receives a, b per
 * listed neighbour, in file order. */
static gboolean
resolve_lists (Parser *parser, GArray *pairs, GError **error)
{
  guint n = parser->names->len;
  g_autofree guint *stamp = g_new0 (guint, n);
  g_autofree guint64 *keys = NULL;
  gsize n_keys;

  for (guint a = 0; a < n; a++)
    {
      Span list = g_array_index (parser->lists, Span, a);
      guint line = g_array_index (parser->lines, guint, a);
      const char *a_name = parser->names->pdata[a];
      const char *p = list.p, *end = list.p + list.len;

      if (is_blank (list.p, list.len))
        continue;
      while (p <= end)
        {
          const char *comma = memchr (p, ',', end - p);
          const char *item = p;
          gsize item_len = (comma != NULL ? comma : end) - p;
          g_autofree char *name = NULL;
          guint b;

          trim (&item, &item_len);
          if (item_len == 0)
            return fail (error, QD_MAP_ERROR_NAME, line,
                         "an empty name in the neighbours of “%s”", a_name);
          name = g_strndup (item, item_len);
          b = GPOINTER_TO_UINT (g_hash_table_lookup (parser->index, name));
          if (b == 0)
            {
              if (!name_is_valid (item, item_len))
                return fail (error, QD_MAP_ERROR_NAME, line,
                             "“%s” is not a region name (names may not hold , : ( ) nor invisible characters)", name);
              return fail (error, QD_MAP_ERROR_NAME, line,
                           "“%s” is not a region of this map (every region needs a line of its own)",
                           name);
            }
          b--;
          if (b == a)
            return fail (error, QD_MAP_ERROR_NAME, line, "“%s” lists itself as a neighbour", a_name);
          if (stamp[b] == a + 1)
            warn (parser, "line %u: “%s” lists “%s” twice", line, a_name, name);
          else
            {
              guint pair[2] = { a, b };

              stamp[b] = a + 1;
              g_array_append_vals (pairs, pair, 2);
            }
          if (comma == NULL)
            break;
          p = comma + 1;
        }
    }

  /* Every a -> b needs b -> a: look the reverse up among the sorted pairs. */
  n_keys = pairs->len / 2;
  keys = g_new (guint64, MAX (n_keys, 1));
  for (gsize i = 0; i < n_keys; i++)
    {
      const guint *pair = &g_array_index (pairs, guint, 2 * i);

      keys[i] = (guint64) pair[0] << 32 | pair[1];
    }
  qsort (keys, n_keys, sizeof (guint64), compare_guint64);
  for (gsize i = 0; i < n_keys; i++)
    {
      const guint *pair = &g_array_index (pairs, guint, 2 * i);

      if (!has_key (keys, n_keys, (guint64) pair[1] << 32 | pair[0]))
        warn (parser, "line %u: “%s” lists “%s” but “%s” does not list “%s”; made symmetric",
              g_array_index (parser->lines, guint, pair[0]),
              (const char *) parser->names->pdata[pair[0]], (const char *) parser->names->pdata[pair[1]],
              (const char *) parser->names->pdata[pair[1]], (const char *) parser->names->pdata[pair[0]]);
    }
  return TRUE;
}

QdMap *
qd_map_parse (const char *text, gssize length, GPtrArray *warnings, GError **error)
{
  Parser parser = { 0 };
  g_autoptr(GArray) pairs = NULL;
  QdLineReader reader;
  const char *line;
  gsize line_length;
  QdMap *map = NULL;
  guint n;

  if (length < 0)
    length = strlen (text);
  if (!qd_text_validate (text, length, QD_MAP_ERROR, QD_MAP_ERROR_ENCODING, error))
    return NULL;

  parser.names = g_ptr_array_new_with_free_func (g_free);
  parser.lines = g_array_new (FALSE, FALSE, sizeof (guint));
  parser.xs = g_array_new (FALSE, FALSE, sizeof (double));
  parser.ys = g_array_new (FALSE, FALSE, sizeof (double));
  parser.has_pos = g_array_new (FALSE, FALSE, sizeof (gboolean));
  parser.lists = g_array_new (FALSE, FALSE, sizeof (Span));
  parser.index = g_hash_table_new (g_str_hash, g_str_equal);
  parser.warnings = warnings;

  qd_line_reader_init (&reader, text, length);
  while (qd_line_reader_next (&reader, &line, &line_length))
    {
      const char *p = line;
      gsize len = line_length;

      trim (&p, &len);
      if (len == 0 || p[0] == '#')
        continue;
      if (!parse_region_line (&parser, line, line_length, reader.line, error))
        goto out;
    }
  n = parser.names->len;
  if (n == 0)
    {
      g_set_error_literal (error, QD_MAP_ERROR, QD_MAP_ERROR_SYNTAX,
                           "line 1: the file holds no regions: expected lines “name: neighbour, neighbour, …”");
      goto out;
    }

  /* Positions: every region or none. */
  for (guint r = 1; r < n; r++)
    {
      gboolean first = g_array_index (parser.has_pos, gboolean, 0);

      if (g_array_index (parser.has_pos, gboolean, r) != first)
        {
          fail (error, QD_MAP_ERROR_SYNTAX, g_array_index (parser.lines, guint, r),
                first ? "“%s” has no position but “%s” (line %u) has one: give every region a position (x, y) or none"
                      : "“%s” has a position but “%s” (line %u) has none: give every region a position (x, y) or none",
                (const char *) parser.names->pdata[r], (const char *) parser.names->pdata[0],
                g_array_index (parser.lines, guint, 0));
          goto out;
        }
    }

  pairs = g_array_new (FALSE, FALSE, sizeof (guint));
  if (!resolve_lists (&parser, pairs, error))
    goto out;
  if (warnings != NULL && parser.n_warnings > MAX_WARNINGS)
    g_ptr_array_add (warnings, g_strdup_printf ("… and %u more warnings", parser.n_warnings - MAX_WARNINGS));

  {
    gboolean positions = g_array_index (parser.has_pos, gboolean, 0);

    map = qd_map_new_from_edges (n, (const guint *) pairs->data, pairs->len / 2,
                                 positions ? (const double *) parser.xs->data : NULL,
                                 positions ? (const double *) parser.ys->data : NULL,
                                 parser.names);
  }

out:
  parser_clear (&parser);
  return map;
}

/* ---------------------------------------------------------------- edits */

/* The map's edges as pairs, for rebuilding it after an edit. */
static GArray *
edge_list (const QdMap *map)
{
  GArray *edges = g_array_sized_new (FALSE, FALSE, sizeof (guint), map->n_edges * 2);

  for (guint r = 0; r < map->n_regions; r++)
    for (guint k = 0; k < qd_map_degree (map, r); k++)
      {
        guint other = qd_map_neighbours (map, r)[k];

        if (other > r)
          {
            g_array_append_val (edges, r);
            g_array_append_val (edges, other);
          }
      }
  return edges;
}

static GPtrArray *
copy_names (const QdMap *map)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (guint r = 0; r < map->n_regions; r++)
    g_ptr_array_add (names, g_strdup (map->names->pdata[r]));
  return names;
}

QdMap *
qd_map_with_region_added (const QdMap *map, double x, double y)
{
  g_autoptr(GArray) edges = edge_list (map);
  g_autoptr(GPtrArray) names = copy_names (map);
  guint n = map->n_regions;
  g_autofree double *xs = g_new (double, n + 1);
  g_autofree double *ys = g_new (double, n + 1);
  char *name = NULL;

  g_return_val_if_fail (map->x != NULL, NULL);
  /* The first number not yet a name. */
  for (guint i = n + 1;; i++)
    {
      name = g_strdup_printf ("%u", i);
      if (qd_map_find (map, name) < 0)
        break;
      g_free (name);
    }
  g_ptr_array_add (names, name);
  memcpy (xs, map->x, n * sizeof (double));
  memcpy (ys, map->y, n * sizeof (double));
  xs[n] = CLAMP (x, 0, 1);
  ys[n] = CLAMP (y, 0, 1);
  return qd_map_new_from_edges (n + 1, (guint *) edges->data, edges->len / 2, xs, ys, names);
}

QdMap *
qd_map_with_edge_toggled (const QdMap *map, guint a, guint b)
{
  g_autoptr(GArray) edges = edge_list (map);
  g_autoptr(GPtrArray) names = copy_names (map);

  if (qd_map_adjacent (map, a, b))
    {
      for (guint i = 0; i + 1 < edges->len; i += 2)
        {
          guint p = g_array_index (edges, guint, i), q = g_array_index (edges, guint, i + 1);

          if ((p == a && q == b) || (p == b && q == a))
            {
              g_array_remove_range (edges, i, 2);
              break;
            }
        }
    }
  else
    {
      g_array_append_val (edges, a);
      g_array_append_val (edges, b);
    }
  return qd_map_new_from_edges (map->n_regions, (guint *) edges->data, edges->len / 2, map->x, map->y, names);
}

QdMap *
qd_map_with_region_removed (const QdMap *map, guint gone)
{
  guint n = map->n_regions;
  g_autoptr(GArray) edges = edge_list (map);
  g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) names = copy_names (map);
  g_autofree double *x = g_new (double, MAX (n, 1));
  g_autofree double *y = g_new (double, MAX (n, 1));

  g_return_val_if_fail (gone < n && map->x != NULL, NULL);
  g_ptr_array_remove_index (names, gone);
  for (guint r = 0, i = 0; r < n; r++)
    if (r != gone)
      {
        x[i] = map->x[r];
        y[i] = map->y[r];
        i++;
      }
  for (guint i = 0; i + 1 < edges->len; i += 2)
    {
      guint p = g_array_index (edges, guint, i), q = g_array_index (edges, guint, i + 1);

      if (p == gone || q == gone)
        continue;
      p -= p > gone;
      q -= q > gone;
      g_array_append_val (kept, p);
      g_array_append_val (kept, q);
    }
  return qd_map_new_from_edges (n - 1, (guint *) kept->data, kept->len / 2, x, y, names);
}
