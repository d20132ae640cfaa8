/* qd-logic-wumpus-text.c — `.wumpus` files read and written (the format is in
 * qd-logic-wumpus.h). */
#include "qd-logic-wumpus.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-text.h"

#define MAX_SIDE QD_LOGIC_WUMPUS_MAX_SIDE

/* Where a thing was read: for the errors that name a second one. */
typedef struct
{
  guint line, column;
} Place;

typedef struct
{
  guint8 cell[MAX_SIDE][MAX_SIDE];   /* rows top first: the letters' bits */
  Place place[MAX_SIDE][MAX_SIDE];
  guint n_rows, width;
  guint size_w, size_h, size_line;   /* the `size:` line, 0 when none */
  guint last_line;
} Reader;

enum { CELL_W = 1, CELL_G = 2, CELL_P = 4, CELL_A = 8 };

static gboolean
fail (GError **error, gint code, guint line, guint column, const char *format, ...) G_GNUC_PRINTF (5, 6);

static gboolean
fail (GError **error, gint code, guint line, guint column, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, QD_LOGIC_WUMPUS_ERROR, code, _("line %u, column %u: %s"), line, column, message);
  return FALSE;
}

/* The bits of one word, or FALSE with the column of the fault. */
static gboolean
read_word (const char *word, gsize length, guint line, guint column, guint8 *bits, GError **error)
{
  *bits = 0;
  if (length == 1 && word[0] == '.')
    return TRUE;
  for (gsize i = 0; i < length; i++)
    {
      char c = word[i];
      guint8 bit = c == 'W' ? CELL_W : c == 'G' ? CELL_G : c == 'P' ? CELL_P : c == 'A' ? CELL_A : 0;

      if (bit == 0 && (guchar) c >= 0x80)
        return fail (error, QD_LOGIC_WUMPUS_ERROR_PARSE, line, column + i, _("a byte that is not ASCII"));
      if (bit == 0)
        return fail (error, QD_LOGIC_WUMPUS_ERROR_PARSE, line, column + i,
                     _("“%c” is not a square’s letter (W wumpus, G gold, P pit, A start, . nothing)"), c);
      if (*bits & bit)
        return fail (error, QD_LOGIC_WUMPUS_ERROR_PARSE, line, column + i, _("“%c” twice in one square"), c);
      *bits |= bit;
    }
  if ((*bits & CELL_A) && *bits != CELL_A)
    return fail (error, QD_LOGIC_WUMPUS_ERROR_PARSE, line, column,
                 _("the start square holds nothing else (no wumpus, gold or pit in [1,1])"));
  return TRUE;
}

static gboolean
read_size (Reader *r, const char *text, gsize lead, guint line, GError **error)
{
  char *end = NULL;
  const char *p = text + lead + 5;
  gulong w, h;

  while (*p == ' ' || *p == '\t')
    p++;
  w = strtoul (p, &end, 10);
  if (end == p || w < 1 || w > MAX_SIDE)
    return fail (error, QD_LOGIC_WUMPUS_ERROR_SIZE, line, (guint) (p - text) + 1,
                 _("a width of 1 to %u squares is expected"), MAX_SIDE);
  p = end;
  while (*p == ' ' || *p == '\t')
    p++;
  h = strtoul (p, &end, 10);
  if (end == p || h < 1 || h > MAX_SIDE || w * h < 2)
    return fail (error, QD_LOGIC_WUMPUS_ERROR_SIZE, line, (guint) (p - text) + 1,
                 _("a height of 1 to %u squares is expected (two squares at least in all)"), MAX_SIDE);
  for (p = end; *p == ' ' || *p == '\t'; p++)
    ;
  if (*p != '\0')
    return fail (error, QD_LOGIC_WUMPUS_ERROR_PARSE, line, (guint) (p - text) + 1, _("nothing may follow the height"));
  r->size_w = w;
  r->size_h = h;
  r->size_line = line;
  return TRUE;
}

static gboolean
read_row (Reader *r, const char *text, gsize lead, guint line, GError **error)
{
  guint n = 0;

  if (r->n_rows == MAX_SIDE)
    return fail (error, QD_LOGIC_WUMPUS_ERROR_SIZE, line, 1, _("more than %u rows"), MAX_SIDE);
  for (const char *p = text + lead; *p != '\0';)
    {
      gsize length = strcspn (p, " \t");
      guint column = (guint) (p - text) + 1;

      if (n == MAX_SIDE)
        return fail (error, QD_LOGIC_WUMPUS_ERROR_SIZE, line, column, _("more than %u squares in a row"), MAX_SIDE);
      if (!read_word (p, length, line, column, &r->cell[r->n_rows][n], error))
        return FALSE;
      r->place[r->n_rows][n] = (Place) { line, column };
      n++;
      for (p += length; *p == ' ' || *p == '\t'; p++)
        ;
    }
  if (r->n_rows > 0 && n != r->width)
    return fail (error, QD_LOGIC_WUMPUS_ERROR_PARSE, line, (guint) strlen (text) + 1,
                 _("%u squares in this row, %u in the first"), n, r->width);
  r->width = n;
  r->n_rows++;
  return TRUE;
}

static gboolean
read_line (Reader *r, const char *line, gsize length, guint number, GError **error)
{
  g_autofree char *text = g_strndup (line, length);
  char *hash = strchr (text, '#');
  gsize lead;

  if (hash != NULL)
    *hash = '\0';
  g_strchomp (text);
  lead = strspn (text, " \t");
  if (text[lead] == '\0')
    return TRUE;
  r->last_line = number;
  if (g_str_has_prefix (text + lead, "size:"))
    {
      if (r->n_rows > 0 || r->size_line > 0)
        return fail (error, QD_LOGIC_WUMPUS_ERROR_PARSE, number, lead + 1, _("“size:” comes once, before the rows"));
      return read_size (r, text, lead, number, error);
    }
  return read_row (r, text, lead, number, error);
}

/* One thing (W or G) exactly once; its square in `*square`.  `second`
 * takes the first one's line and column. */
static gboolean
find_one (const Reader *r, const QdLogicWumpusWorld *world, guint8 bit, const char *second, const char *none,
          guint *square, GError **error)
{
  Place first = { 0, 0 };

  for (guint row = 0; row < r->n_rows; row++)
    for (guint col = 0; col < r->width; col++)
      {
        if (!(r->cell[row][col] & bit))
          continue;
        if (first.line > 0)
          return fail (error, QD_LOGIC_WUMPUS_ERROR_PARSE, r->place[row][col].line, r->place[row][col].column,
                       second, first.line, first.column);
        first = r->place[row][col];
        *square = qd_logic_wumpus_square (world, col + 1, r->n_rows - row);
      }
  if (first.line == 0)
    return fail (error, QD_LOGIC_WUMPUS_ERROR_PARSE, r->last_line, 1, "%s", none);
  return TRUE;
}

static gboolean
reader_finish (const Reader *r, QdLogicWumpusWorld *world, GError **error)
{
  guint wumpus = 0, gold = 0;

  if (r->n_rows == 0)
    return fail (error, QD_LOGIC_WUMPUS_ERROR_PARSE, MAX (r->last_line, 1), 1, _("no rows of squares"));
  if (r->size_line > 0 && (r->size_w != r->width || r->size_h != r->n_rows))
    return fail (error, QD_LOGIC_WUMPUS_ERROR_SIZE, r->size_line, 1, _("“size: %u %u”, but the rows make %u × %u"),
                 r->size_w, r->size_h, r->width, r->n_rows);
  if (r->width * r->n_rows < 2)
    return fail (error, QD_LOGIC_WUMPUS_ERROR_SIZE, r->last_line, 1, _("a world has two squares at least"));
  memset (world, 0, sizeof *world);
  world->width = r->width;
  world->height = r->n_rows;
  for (guint row = 0; row < r->n_rows; row++)
    for (guint col = 0; col < r->width; col++)
      {
        guint8 bits = r->cell[row][col];
        gboolean start = row == r->n_rows - 1 && col == 0;

        if ((bits & CELL_A) && !start)
          return fail (error, QD_LOGIC_WUMPUS_ERROR_PARSE, r->place[row][col].line, r->place[row][col].column,
                       _("the start A is the bottom left square [1,1], and only there"));
        if (start && (bits & ~CELL_A))
          return fail (error, QD_LOGIC_WUMPUS_ERROR_PARSE, r->place[row][col].line, r->place[row][col].column,
                       _("the start square [1,1] holds no wumpus, gold or pit"));
        world->pit[qd_logic_wumpus_square (world, col + 1, r->n_rows - row)] = (bits & CELL_P) != 0;
      }
  if (!find_one (r, world, CELL_W, _("a second wumpus (W) (the first at line %u, column %u)"),
                 _("no wumpus (W) in the world"), &wumpus, error)
      || !find_one (r, world, CELL_G, _("a second gold (G) (the first at line %u, column %u)"),
                    _("no gold (G) in the world"), &gold, error))
    return FALSE;
  world->wumpus = wumpus;
  world->gold = gold;
  return TRUE;
}

gboolean
qd_logic_wumpus_world_parse (QdLogicWumpusWorld *world, const char *text, gsize length, GError **error)
{
  g_autofree Reader *r = g_new0 (Reader, 1);
  QdLineReader lines;
  const char *line;
  gsize line_length;

  qd_line_reader_init (&lines, text, length);
  while (qd_line_reader_next (&lines, &line, &line_length))
    if (!read_line (r, line, line_length, lines.line, error))
      return FALSE;
  return reader_finish (r, world, error);
}

char *
qd_logic_wumpus_world_to_text (const QdLogicWumpusWorld *world)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "# A wumpus world: W wumpus, G gold, P pit, A start; the top row first\n"
                          "size: %u %u\n", world->width, world->height);
  for (guint y = world->height; y >= 1; y--)
    {
      for (guint x = 1; x <= world->width; x++)
        {
          guint s = qd_logic_wumpus_square (world, x, y);
          gsize before = out->len;

          if (x > 1)
            g_string_append_c (out, ' ');
          before = out->len;
          if (s == 0)
            g_string_append_c (out, 'A');
          if (s == world->wumpus)
            g_string_append_c (out, 'W');
          if (s == world->gold)
            g_string_append_c (out, 'G');
          if (world->pit[s])
            g_string_append_c (out, 'P');
          if (out->len == before)
            g_string_append_c (out, '.');
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
