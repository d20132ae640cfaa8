/* qd-map-parse.c — reading a map file (data/FORMATS.md, "Maps") in time
 * linear in the file: every name is copied once, into the map; the
 * neighbour lists are resolved through an open-addressing index of the
 * names that compares slices of the text (no copy, no strlen per token);
 * the missing reverse directions are found by bucketing the listed pairs
 * by their target (a counting sort) instead of sorting them; and the
 * adjacency arrays are handed to the map as they are. */
#include "qd-map-private.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "core/qd-hash.h"
#include "core/qd-text.h"

/* Warnings kept by qd_map_parse before it only counts them. */

typedef struct {
  const char *p;
  gsize len;
} Span;

/* The names, by their text: open addressing with linear probing, a power
 * of two of slots at least twice the regions.  A slot holds what a probe
 * needs (the hash, the name) so that a look-up touches the slot and the
 * name's text only: on a million names every other access misses the
 * cache. */
typedef struct {
  guint32 hash;
  guint32 region;        /* region + 1; 0: empty */
  const char *name;      /* NUL-terminated, the region's own */
} Slot;

typedef struct {
  Slot *slots;
  guint mask;
} NameIndex;

typedef struct {
  GPtrArray *names;      /* char*, owned until the map takes them */
  GArray *lines;         /* guint: the line of each region */
  GArray *xs, *ys;       /* double */
  GArray *has_pos;       /* gboolean */
  GArray *lists;         /* Span: the text after the ':' */
  NameIndex index;
  guint32 *by_number;    /* region + 1 of the name "k", for k < n_numbers; 0: none */
  guint n_numbers;
  gboolean in_order;     /* so far, region r is named r + 1 (by_number need not be read) */
  GPtrArray *warnings;   /* nullable, the caller's */
  guint n_warnings;
} Parser;

/* "line L: …" errors of this parser (qd_text_line_error). */
#define fail(error, code, line, ...) qd_text_line_error (error, QD_MAP_ERROR, code, line, __VA_ARGS__)

#define warn(parser, ...) qd_text_warn ((parser)->warnings, &(parser)->n_warnings, __VA_ARGS__)

/* ------------------------------------------------------------ the names */

/* FNV-1a, 32 bits, then MurmurHash3's finaliser: FNV alone leaves the low
 * bits (the slot) of names such as 1 … 1000000 in long runs, and linear
 * probing then walks them. */
static inline guint32
hash_slice (const char *p, gsize len)
{
  guint32 h = 2166136261u;

  for (gsize i = 0; i < len; i++)
    h = (h ^ (guchar) p[i]) * 16777619u;
  return qd_hash_mix32 (h);
}

static void
index_grow (NameIndex *index)
{
  guint capacity = (index->mask + 1) * 2;
  Slot *old = index->slots;

  index->slots = g_new0 (Slot, capacity);
  for (guint i = 0; i <= index->mask; i++)
    if (old[i].region != 0)
      {
        guint j = old[i].hash & (capacity - 1);

        while (index->slots[j].region != 0)
          j = (j + 1) & (capacity - 1);
        index->slots[j] = old[i];
      }
  index->mask = capacity - 1;
  g_free (old);
}

/* The region named by the slice, or -1; `*slot` is where it would go. */
static inline gint
index_find (const NameIndex *index, const char *p, gsize len, guint32 h, guint *slot)
{
  guint i = h & index->mask;

  for (; index->slots[i].region != 0; i = (i + 1) & index->mask)
    {
      const Slot *s = &index->slots[i];

      if (s->hash == h && strncmp (s->name, p, len) == 0 && s->name[len] == '\0')
        return (gint) s->region - 1;
    }
  if (slot != NULL)
    *slot = i;
  return -1;
}

/* A name that is a number ("17", not "017" nor "+17") below the parser's
 * bound is found by that number in an array (generated maps name their
 * regions 1 … N): no hashing, no string to compare, and a small array
 * where a million names would miss the cache twice a look-up. */
static inline gboolean
small_number (const Parser *parser, const char *p, gsize len, guint *value)
{
  guint64 v = 0;

  if (len == 0 || len > 9 || (p[0] == '0' && len > 1))
    return FALSE;
  for (gsize i = 0; i < len; i++)
    {
      if (p[i] < '0' || p[i] > '9')
        return FALSE;
      v = v * 10 + (guint) (p[i] - '0');
    }
  if (v >= parser->n_numbers)
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

/* The region of that name, or -1. */
static inline gint
find_name (const Parser *parser, const char *p, gsize len)
{
  guint v;

  if (small_number (parser, p, len, &v))
    {
      if (parser->in_order)
        return v >= 1 && v <= parser->names->len ? (gint) v - 1 : -1;
      return (gint) parser->by_number[v] - 1;
    }
  return index_find (&parser->index, p, len, hash_slice (p, len), NULL);
}

/* ---------------------------------------------------------------- lines */



/* A name is not empty and holds none of , : ( ) nor control or other
 * invisible characters (it is trimmed before). */
static gboolean
name_is_valid (const char *name, gsize len)
{
  gboolean ascii = TRUE;

  if (len == 0)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    {
      guchar c = name[i];

      if (c == ',' || c == ':' || c == '(' || c == ')' || c < 0x20 || c == 0x7f)
        return FALSE;
      ascii = ascii && c < 0x80;
    }
  /* Printable ASCII has no invisible character: the Unicode scan is for
   * the other names. */
  return ascii || qd_text_find_invisible (name, len) == 0;
}

/* "0.25", "1", "12.5": at most 15 digits and one point, as generated maps
 * write them.  The digits make an integer below 2^53 and the power of ten
 * is exact, so one division rounds as strtod does (Clinger's fast path):
 * the same value, without strtod's general machinery.  FALSE for anything
 * else. */
static gboolean
parse_plain_decimal (const char *p, gsize len, double *value)
{
  static const double powers[] = { 1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15 };
  guint64 digits = 0;
  guint n_digits = 0, decimals = 0;
  gboolean point = FALSE;

  for (gsize i = 0; i < len; i++)
    {
      if (p[i] == '.' && !point)
        point = TRUE;
      else if (p[i] >= '0' && p[i] <= '9' && n_digits < 15)
        {
          digits = digits * 10 + (guint64) (p[i] - '0');
          n_digits++;
          decimals += point;
        }
      else
        return FALSE;
    }
  if (n_digits == 0)
    return FALSE;
  *value = (double) digits / powers[decimals];
  return TRUE;
}

static gboolean
parse_number (const char *p, gsize len, double *value)
{
  char buf[64];
  char *end;

  qd_text_trim (&p, &len);
  if (parse_plain_decimal (p, len, value))
    return TRUE;
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
  guint32 h = 0;
  guint slot = 0, value = 0;
  gboolean numbered;
  gint previous;
  char *copy;
  Span list;

  if (colon == NULL)
    return fail (error, QD_MAP_ERROR_SYNTAX, number,
                 _("expected “name: neighbour, neighbour, …” but found no ‘:’"));
  head_len = colon - line;
  qd_text_trim (&head, &head_len);
  name = head;
  name_len = head_len;
  open = memchr (head, '(', head_len);
  if (open != NULL && head_len > 0 && head[head_len - 1] == ')')
    {
      const char *inside = open + 1;
      gsize inside_len = head + head_len - 1 - inside;

      if (!parse_position (inside, inside_len, &x, &y))
        return fail (error, QD_MAP_ERROR_RANGE, number,
                     _("“(%.*s)” is not a position: expected (x, y), two numbers from 0 to 1"),
                     (int) inside_len, inside);
      has_pos = TRUE;
      name_len = open - head;
      qd_text_trim (&name, &name_len);
    }
  if (name_len == 0)
    return fail (error, QD_MAP_ERROR_NAME, number, _("the region has no name before the ‘:’"));
  if (!name_is_valid (name, name_len))
    return fail (error, QD_MAP_ERROR_NAME, number,
                 _("“%.*s” is not a region name (names may not hold , : ( ) nor invisible characters)"),
                 (int) name_len, name);
  if (parser->names->len >= QD_MAP_MAX_REGIONS)
    return fail (error, QD_MAP_ERROR_RANGE, number, _("a map has at most %u regions"),
                 (guint) QD_MAP_MAX_REGIONS);

  numbered = small_number (parser, name, name_len, &value);
  if (numbered)
    previous = (gint) parser->by_number[value] - 1;
  else
    {
      h = hash_slice (name, name_len);
      previous = index_find (&parser->index, name, name_len, h, &slot);
    }
  if (previous >= 0)
    return fail (error, QD_MAP_ERROR_NAME, number, _("“%.*s” already has a line of its own (line %u)"),
                 (int) name_len, name, g_array_index (parser->lines, guint, previous));
  copy = g_strndup (name, name_len);
  g_ptr_array_add (parser->names, copy);
  if (numbered)
    parser->by_number[value] = parser->names->len;
  parser->in_order = parser->in_order && numbered && value == parser->names->len;
  if (!numbered)
    {
      parser->index.slots[slot] = (Slot) { h, parser->names->len, copy };
      if (parser->names->len * 2 > parser->index.mask + 1)
        index_grow (&parser->index);
    }
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
parser_init (Parser *parser, gsize expected_regions)
{
  guint capacity = 64;

  while (capacity < 2 * expected_regions && capacity < (1u << 30))
    capacity *= 2;
  parser->names = g_ptr_array_new_full ((guint) expected_regions, g_free);
  parser->lines = g_array_sized_new (FALSE, FALSE, sizeof (guint), (guint) expected_regions);
  parser->xs = g_array_sized_new (FALSE, FALSE, sizeof (double), (guint) expected_regions);
  parser->ys = g_array_sized_new (FALSE, FALSE, sizeof (double), (guint) expected_regions);
  parser->has_pos = g_array_sized_new (FALSE, FALSE, sizeof (gboolean), (guint) expected_regions);
  parser->lists = g_array_sized_new (FALSE, FALSE, sizeof (Span), (guint) expected_regions);
  parser->index.slots = g_new0 (Slot, capacity);
  parser->index.mask = capacity - 1;
  /* Numbers up to four times the lines: room for gaps in a numbering. */
  parser->n_numbers = (guint) MIN (4 * expected_regions + 16, (gsize) G_MAXUINT32 / 8);
  parser->by_number = g_new0 (guint32, parser->n_numbers);
  parser->in_order = TRUE;
}

static void
parser_clear (Parser *parser)
{
  g_clear_pointer (&parser->names, g_ptr_array_unref);
  g_clear_pointer (&parser->lines, g_array_unref);
  g_clear_pointer (&parser->xs, g_array_unref);
  g_clear_pointer (&parser->ys, g_array_unref);
  g_clear_pointer (&parser->has_pos, g_array_unref);
  g_clear_pointer (&parser->lists, g_array_unref);
  g_clear_pointer (&parser->index.slots, g_free);
  g_clear_pointer (&parser->by_number, g_free);
}

/* ------------------------------------------------------- neighbour lists */

/* Warns, in file order, of every listed a -> b whose b does not list a.
 * `start`/`targets` are the listed neighbours by source (CSR, file order);
 * the lists by target are bucketed from them, then each region's two lists
 * are compared through a stamp. */
static void
warn_one_way (Parser *parser, const guint *start, const guint *targets)
{
  guint n = parser->names->len;
  guint total = start[n];
  g_autofree guint *by_target_start = g_new0 (guint, n + 1);
  g_autofree guint *fill = NULL;
  g_autofree guint *sources = g_new (guint, MAX (total, 1));
  g_autofree guint *stamp = g_new0 (guint, n);

  for (guint i = 0; i < total; i++)
    by_target_start[targets[i] + 1]++;
  for (guint r = 0; r < n; r++)
    by_target_start[r + 1] += by_target_start[r];
  fill = g_memdup2 (by_target_start, sizeof (guint) * n);
  for (guint a = 0; a < n; a++)
    for (guint i = start[a]; i < start[a + 1]; i++)
      sources[fill[targets[i]]++] = a;

  for (guint a = 0; a < n; a++)
    {
      /* Those that list a... */
      for (guint i = by_target_start[a]; i < by_target_start[a + 1]; i++)
        stamp[sources[i]] = a + 1;
      /* ...must be all those a lists. */
      for (guint i = start[a]; i < start[a + 1]; i++)
        {
          guint b = targets[i];

          if (stamp[b] != a + 1)
            warn (parser, _("line %u: “%s” lists “%s” but “%s” does not list “%s”; made symmetric"),
                  g_array_index (parser->lines, guint, a), (const char *) parser->names->pdata[a],
                  (const char *) parser->names->pdata[b], (const char *) parser->names->pdata[b],
                  (const char *) parser->names->pdata[a]);
        }
    }
}

/* Whether a's list (targets from `from` on) already has b.  A short list
 * is scanned (no access far away); from the 16th neighbour on, the list is
 * stamped into `stamp` (a + 1 where a lists it) and the stamp read. */
static inline gboolean
listed_before (GArray *targets, guint from, guint b, guint *stamp, guint a)
{
  const guint *list = (const guint *) targets->data + from;
  guint n = targets->len - from;

  if (n < 16)
    {
      for (guint i = 0; i < n; i++)
        if (list[i] == b)
          return TRUE;
      return FALSE;
    }
  if (n == 16)
    for (guint i = 0; i < n; i++)
      stamp[list[i]] = a + 1;
  if (stamp[b] == a + 1)
    return TRUE;
  stamp[b] = a + 1;
  return FALSE;
}

/* The neighbour lists: names resolved, self-loops and unknown names refused,
 * repeats warned about.  `start` (n + 1) and `*targets` receive the listed
 * neighbours by source, in file order. */
static gboolean
resolve_lists (Parser *parser, guint *start, GArray *targets, GError **error)
{
  guint n = parser->names->len;
  g_autofree guint *stamp = g_new0 (guint, n);

  for (guint a = 0; a < n; a++)
    {
      Span list = g_array_index (parser->lists, Span, a);
      guint line = g_array_index (parser->lines, guint, a);
      const char *a_name = parser->names->pdata[a];
      const char *p = list.p, *end = list.p + list.len;

      start[a] = targets->len;
      if (qd_text_is_blank (list.p, list.len))
        continue;
      while (p <= end)
        {
          const char *comma = memchr (p, ',', end - p);
          const char *item = p;
          gsize item_len = (comma != NULL ? comma : end) - p;
          gint found;
          guint b;

          qd_text_trim (&item, &item_len);
          if (item_len == 0)
            return fail (error, QD_MAP_ERROR_NAME, line,
                         _("an empty name in the neighbours of “%s”"), a_name);
          found = find_name (parser, item, item_len);
          if (found < 0)
            {
              if (!name_is_valid (item, item_len))
                return fail (error, QD_MAP_ERROR_NAME, line,
                             _("“%.*s” is not a region name (names may not hold , : ( ) nor invisible characters)"),
                             (int) item_len, item);
              return fail (error, QD_MAP_ERROR_NAME, line,
                           _("“%.*s” is not a region of this map (every region needs a line of its own)"),
                           (int) item_len, item);
            }
          b = (guint) found;
          if (b == a)
            return fail (error, QD_MAP_ERROR_NAME, line, _("“%s” lists itself as a neighbour"), a_name);
          if (listed_before (targets, start[a], b, stamp, a))
            warn (parser, _("line %u: “%s” lists “%s” twice"), line, a_name, (const char *) parser->names->pdata[b]);
          else
            g_array_append_val (targets, b);
          if (comma == NULL)
            break;
          p = comma + 1;
        }
    }
  start[n] = targets->len;
  warn_one_way (parser, start, (const guint *) targets->data);
  return TRUE;
}

/* ------------------------------------------------------------------ map */

/* The map of the listed pairs, both directions of each, every row sorted
 * and its repeats (a pair listed both ways) dropped; it takes the names. */
static QdMap *
build_map (Parser *parser, const guint *start, const guint *targets)
{
  guint n = parser->names->len;
  gboolean positions = g_array_index (parser->has_pos, gboolean, 0);
  g_autofree guint *offsets = g_new0 (guint, n + 1);
  g_autofree guint *fill = NULL;
  guint *adjacency, total = 0;

  for (guint a = 0; a < n; a++)
    for (guint i = start[a]; i < start[a + 1]; i++)
      {
        offsets[a + 1]++;
        offsets[targets[i] + 1]++;
      }
  for (guint r = 0; r < n; r++)
    offsets[r + 1] += offsets[r];
  fill = g_memdup2 (offsets, sizeof (guint) * n);
  adjacency = g_new (guint, MAX (offsets[n], 1));
  for (guint a = 0; a < n; a++)
    for (guint i = start[a]; i < start[a + 1]; i++)
      {
        adjacency[fill[a]++] = targets[i];
        adjacency[fill[targets[i]]++] = a;
      }
  for (guint r = 0; r < n; r++)
    {
      guint *row = adjacency + offsets[r], len = offsets[r + 1] - offsets[r];

      offsets[r] = total;
      qd_map_sort_row (row, len);
      for (guint i = 0; i < len; i++)
        if (i == 0 || row[i] != row[i - 1])
          adjacency[total++] = row[i];   /* total <= the row's start + i: in place is safe */
    }
  offsets[n] = total;
  return qd_map_new_taking (n, g_steal_pointer (&parser->names), g_steal_pointer (&offsets),
                            g_renew (guint, adjacency, MAX (total, 1)),
                            positions ? (double *) g_array_free (g_steal_pointer (&parser->xs), FALSE) : NULL,
                            positions ? (double *) g_array_free (g_steal_pointer (&parser->ys), FALSE) : NULL);
}

/* ---------------------------------------------------------------- parse */

QdMap *
qd_map_parse (const char *text, gssize length, GPtrArray *warnings, GError **error)
{
  Parser parser = { 0 };
  g_autoptr(GArray) targets = NULL;
  g_autofree guint *start = NULL;
  QdLineReader reader;
  const char *line;
  gsize line_length, expected = 1;
  QdMap *map = NULL;
  guint n;

  if (length < 0)
    length = strlen (text);
  if (!qd_text_validate (text, length, QD_MAP_ERROR, QD_MAP_ERROR_ENCODING, error))
    return NULL;

  /* About a region a line: the arrays are sized once. */
  for (const char *p = text, *end = text + length; (p = memchr (p, '\n', end - p)) != NULL; p++)
    expected++;
  parser_init (&parser, MIN (expected, (gsize) QD_MAP_MAX_REGIONS + 1));
  parser.warnings = warnings;

  qd_line_reader_init (&reader, text, length);
  while (qd_line_reader_next (&reader, &line, &line_length))
    {
      const char *p = line;
      gsize len = line_length;

      qd_text_trim (&p, &len);
      if (len == 0 || p[0] == '#')
        continue;
      if (!parse_region_line (&parser, line, line_length, reader.line, error))
        goto out;
    }
  n = parser.names->len;
  if (n == 0)
    {
      g_set_error_literal (error, QD_MAP_ERROR, QD_MAP_ERROR_SYNTAX,
                           _("line 1: the file holds no regions: expected lines “name: neighbour, neighbour, …”"));
      goto out;
    }

  /* Positions: every region or none. */
  for (guint r = 1; r < n; r++)
    {
      gboolean first = g_array_index (parser.has_pos, gboolean, 0);

      if (g_array_index (parser.has_pos, gboolean, r) != first)
        {
          fail (error, QD_MAP_ERROR_SYNTAX, g_array_index (parser.lines, guint, r),
                first ? _("“%s” has no position but “%s” (line %u) has one: give every region a position (x, y) or none")
                      : _("“%s” has a position but “%s” (line %u) has none: give every region a position (x, y) or none"),
                (const char *) parser.names->pdata[r], (const char *) parser.names->pdata[0],
                g_array_index (parser.lines, guint, 0));
          goto out;
        }
    }

  start = g_new (guint, n + 1);
  targets = g_array_sized_new (FALSE, FALSE, sizeof (guint), 3 * n);
  if (!resolve_lists (&parser, start, targets, error))
    goto out;
  qd_text_warnings_end (warnings, parser.n_warnings);
  map = build_map (&parser, start, (const guint *) targets->data);

out:
  parser_clear (&parser);
  return map;
}
