/* qd-battleship.c — the Battleship solitaire puzzle: its files in both course
 * notations, the rule checker and the default fleets. */
#include "config.h"
#include "qd-battleship.h"

#include <string.h>
#include <glib/gi18n.h>

#include "core/qd-text.h"

G_DEFINE_QUARK (qd-battleship-error-quark, qd_battleship_error)

QdBattleship *
qd_battleship_new (guint size)
{
  QdBattleship *puzzle = g_new0 (QdBattleship, 1);

  g_return_val_if_fail (size <= QD_BATTLESHIP_MAX_SIZE, puzzle);
  puzzle->size = size;
  return puzzle;
}

QdBattleship *
qd_battleship_copy (const QdBattleship *puzzle)
{
  return g_memdup2 (puzzle, sizeof *puzzle);
}

void
qd_battleship_free (QdBattleship *puzzle)
{
  g_free (puzzle);
}

guint
qd_battleship_ship_cells (const QdBattleship *puzzle)
{
  guint cells = 0;

  for (guint len = 1; len <= QD_BATTLESHIP_MAX_SHIP; len++)
    cells += len * puzzle->fleet[len];
  return cells;
}

/* ------------------------------------------------------------ characters */

char
qd_battleship_cell_to_char_notation (QdBattleshipCell cell, QdBattleshipNotation notation)
{
  static const char course[] = "0WSLRTBM?";
  static const char alt[] = "0.S<>^vM?";

  if ((guint) cell > QD_BATTLESHIP_SHIP)
    return '?';
  return notation == QD_BATTLESHIP_NOTATION_ALT ? alt[cell] : course[cell];
}

char
qd_battleship_cell_to_char (QdBattleshipCell cell)
{
  return qd_battleship_cell_to_char_notation (cell, QD_BATTLESHIP_NOTATION_COURSE);
}

gboolean
qd_battleship_cell_from_char (gunichar c, QdBattleshipCell *cell)
{
  switch (c)
    {
    case '0': case 'o': case 'O': *cell = QD_BATTLESHIP_UNKNOWN; return TRUE;
    case 'W': case 'w': case '.': *cell = QD_BATTLESHIP_WATER; return TRUE;
    case 'S': case 's': *cell = QD_BATTLESHIP_SUB; return TRUE;
    case 'L': case 'l': case '<': *cell = QD_BATTLESHIP_LEFT; return TRUE;
    case 'R': case 'r': case '>': *cell = QD_BATTLESHIP_RIGHT; return TRUE;
    case 'T': case 't': case '^': *cell = QD_BATTLESHIP_TOP; return TRUE;
    case 'B': case 'b': case 'v': case 'V': *cell = QD_BATTLESHIP_BOTTOM; return TRUE;
    case 'M': case 'm': *cell = QD_BATTLESHIP_MIDDLE; return TRUE;
    default: return FALSE;
    }
}

/* --------------------------------------------------------------- parsing */

/* "line L: …" errors of this parser (qd_text_line_error; line 0: the whole file). */
#define fail(error, code, line, ...) qd_text_line_error (error, QD_BATTLESHIP_ERROR, code, line, __VA_ARGS__)

/* A count line: one digit per entry run together, or numbers separated by
 * spaces, tabs or commas.  At most `max` entries. */
static gboolean
parse_counts (const char *text, gsize length, guint line, const char *what,
              guint *counts, guint max, guint *n_counts, GError **error)
{
  gboolean separated = FALSE;
  guint n = 0;
  gsize i = 0;

  for (gsize k = 0; k < length; k++)
    if (text[k] == ' ' || text[k] == '\t' || text[k] == ',')
      separated = TRUE;

  while (i < length)
    {
      guint value = 0;
      gsize start;

      if (text[i] == ' ' || text[i] == '\t' || text[i] == ',')
        {
          i++;
          continue;
        }
      if (!g_ascii_isdigit (text[i]))
        {
          const char *next = g_utf8_find_next_char (text + i, text + length);
          g_autofree char *shown = qd_text_quote (text + i, (next != NULL ? next : text + length) - (text + i));

          return fail (error, QD_BATTLESHIP_ERROR_SYNTAX, line,
                       _("'%s' in %s: write one digit each, or numbers separated by spaces"), shown, what);
        }
      start = i;
      if (separated)
        {
          while (i < length && g_ascii_isdigit (text[i]))
            {
              if (value <= 1000)
                value = value * 10 + (guint) (text[i] - '0');
              i++;
            }
          if (value > 1000)
            {
              g_autofree char *number = qd_text_quote (text + start, i - start);

              return fail (error, QD_BATTLESHIP_ERROR_SYNTAX, line,
                           _("the number %s in %s is too large"), number, what);
            }
        }
      else
        value = (guint) (text[i++] - '0');
      if (n >= max)
        {
          n++;
          continue;   /* counted, reported below */
        }
      counts[n++] = value;
    }
  *n_counts = n;
  return TRUE;
}

QdBattleshipNotation
qd_battleship_detect_notation (const char *text, gssize length)
{
  QdLineReader reader;
  const char *line;
  gsize line_length;
  gsize len = length < 0 ? strlen (text) : (gsize) length;
  gsize start = qd_text_skip_bom (text, len);

  qd_line_reader_init (&reader, text + start, len - start);
  while (qd_line_reader_next (&reader, &line, &line_length))
    {
      if (reader.line <= 3)
        continue;
      for (gsize i = 0; i < line_length; i++)
        if (strchr (".<>^v", line[i]) != NULL && line[i] != '\0')
          return QD_BATTLESHIP_NOTATION_ALT;
    }
  return QD_BATTLESHIP_NOTATION_COURSE;
}


/* The next line, which must hold counts: FALSE, saying `missing`, when
 * there is none or it is blank. */
static gboolean
read_counts (QdLineReader *reader, const char *missing, const char *what, guint *counts, guint max,
             guint *n_counts, GError **error)
{
  const char *line;
  gsize line_length;
  guint line_no = reader->line + 1;

  if (!qd_line_reader_next (reader, &line, &line_length) || qd_text_is_blank (line, line_length))
    return fail (error, QD_BATTLESHIP_ERROR_SYNTAX, line_no, "%s", missing);
  return parse_counts (line, line_length, line_no, what, counts, max, n_counts, error);
}

/* Line 1: the row counts, which give the size. */
static QdBattleship *
parse_rows (QdLineReader *reader, guint *row_sum, GError **error)
{
  g_autoptr(QdBattleship) puzzle = NULL;
  guint rows[QD_BATTLESHIP_MAX_SIZE + 1], n_rows = 0;

  if (!read_counts (reader, _("the row counts are missing"), _("the row counts"), rows, QD_BATTLESHIP_MAX_SIZE + 1,
                    &n_rows, error))
    return NULL;
  if (n_rows < QD_BATTLESHIP_MIN_SIZE || n_rows > QD_BATTLESHIP_MAX_SIZE)
    {
      fail (error, QD_BATTLESHIP_ERROR_SIZE, 1, _("%u row counts: the grid must be %ux%u to %ux%u"),
            n_rows, QD_BATTLESHIP_MIN_SIZE, QD_BATTLESHIP_MIN_SIZE, QD_BATTLESHIP_MAX_SIZE, QD_BATTLESHIP_MAX_SIZE);
      return NULL;
    }
  puzzle = qd_battleship_new (n_rows);
  for (guint r = 0; r < n_rows; r++)
    {
      if (rows[r] > n_rows)
        {
          fail (error, QD_BATTLESHIP_ERROR_COUNTS, 1, _("row %u has count %u in a %ux%u grid"),
                r + 1, rows[r], n_rows, n_rows);
          return NULL;
        }
      puzzle->row_counts[r] = rows[r];
      *row_sum += rows[r];
    }
  return g_steal_pointer (&puzzle);
}

/* Line 2: the column counts. */
static gboolean
parse_columns (QdLineReader *reader, QdBattleship *puzzle, guint *col_sum, GError **error)
{
  guint cols[QD_BATTLESHIP_MAX_SIZE + 1], n_cols = 0, size = puzzle->size;

  if (!read_counts (reader, _("the column counts are missing"), _("the column counts"), cols, QD_BATTLESHIP_MAX_SIZE + 1,
                    &n_cols, error))
    return FALSE;
  if (n_cols != size)
    return fail (error, QD_BATTLESHIP_ERROR_SIZE, 2, _("%u column counts for a %ux%u grid"), n_cols, size, size);
  for (guint c = 0; c < size; c++)
    {
      if (cols[c] > size)
        return fail (error, QD_BATTLESHIP_ERROR_COUNTS, 2, _("column %u has count %u in a %ux%u grid"),
                     c + 1, cols[c], size, size);
      puzzle->col_counts[c] = cols[c];
      *col_sum += cols[c];
    }
  return TRUE;
}

/* Line 3: the fleet, a count per length from 1. */
static gboolean
parse_fleet (QdLineReader *reader, QdBattleship *puzzle, GError **error)
{
  guint fleet[QD_BATTLESHIP_MAX_SHIP + 2], n_fleet = 0, size = puzzle->size;

  if (!read_counts (reader, _("the fleet (ships of each length) is missing"), _("the fleet"), fleet,
                    QD_BATTLESHIP_MAX_SHIP + 2, &n_fleet, error))
    return FALSE;
  for (guint i = 0; i < n_fleet; i++)
    {
      guint len_i = i + 1;

      if (i >= QD_BATTLESHIP_MAX_SHIP + 2 || (len_i > QD_BATTLESHIP_MAX_SHIP && fleet[i] > 0))
        return fail (error, QD_BATTLESHIP_ERROR_SIZE, 3, _("%u ship counts: ships are at most %u long"),
                     n_fleet, QD_BATTLESHIP_MAX_SHIP);
      if (len_i > QD_BATTLESHIP_MAX_SHIP)
        continue;
      if (fleet[i] > 0 && len_i > size)
        return fail (error, QD_BATTLESHIP_ERROR_SIZE, 3,
                     _("the fleet has a ship of length %u, longer than the %ux%u grid"), len_i, size, size);
      puzzle->fleet[len_i] = fleet[i];
    }
  return TRUE;
}

/* One hint row, trailing spaces forgiven. */
static gboolean
parse_hint_row (const QdLineReader *reader, const char *line, gsize line_length, QdBattleship *puzzle,
                guint hint_row, GError **error)
{
  guint size = puzzle->size, col = 0;
  glong n_chars;

  while (line_length > 0 && (line[line_length - 1] == ' ' || line[line_length - 1] == '\t'))
    line_length--;
  n_chars = g_utf8_strlen (line, (gssize) line_length);
  if ((guint) n_chars != size)
    return fail (error, QD_BATTLESHIP_ERROR_SIZE, reader->line, _("%ld hints for a %ux%u grid"), n_chars, size, size);
  for (const char *p = line; p < line + line_length; p = g_utf8_next_char (p), col++)
    {
      gunichar c = g_utf8_get_char (p);
      QdBattleshipCell cell;

      if (!qd_battleship_cell_from_char (c, &cell))
        {
          g_autofree char *shown = qd_text_quote (p, g_utf8_next_char (p) - p);

          g_set_error (error, QD_BATTLESHIP_ERROR, QD_BATTLESHIP_ERROR_SYNTAX,
                       _("line %u, column %u: '%s' is not a hint (0 S W L R T B M, or . < > ^ v)"),
                       reader->line, col + 1, shown);
          return FALSE;
        }
      puzzle->hints[hint_row * size + col] = (guint8) cell;
    }
  return TRUE;
}

/* The hint rows, one per grid row; blank lines after them are forgiven. */
static gboolean
parse_hints (QdLineReader *reader, QdBattleship *puzzle, GError **error)
{
  const char *line;
  gsize line_length;
  guint size = puzzle->size, hint_row = 0, last_line = 0;

  while (qd_line_reader_next (reader, &line, &line_length))
    {
      if (hint_row >= size)
        {
          if (!qd_text_is_blank (line, line_length))
            return fail (error, QD_BATTLESHIP_ERROR_SIZE, reader->line, _("a %ux%u grid has only %u hint rows"),
                         size, size, size);
          continue;
        }
      if (!parse_hint_row (reader, line, line_length, puzzle, hint_row, error))
        return FALSE;
      hint_row++;
      last_line = reader->line;
    }
  if (hint_row < size)
    return fail (error, QD_BATTLESHIP_ERROR_SIZE, MAX (last_line, 3) + 1, _("%u hint rows for a %ux%u grid (%u missing)"),
                 hint_row, size, size, size - hint_row);
  return TRUE;
}

QdBattleship *
qd_battleship_parse (const char *text, gssize length, GError **error)
{
  g_autoptr(QdBattleship) puzzle = NULL;
  QdLineReader reader;
  gsize len, start;
  guint row_sum = 0, col_sum = 0, ships;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  len = length < 0 ? strlen (text) : (gsize) length;
  if (!qd_text_validate (text, len, QD_BATTLESHIP_ERROR, QD_BATTLESHIP_ERROR_ENCODING, error))
    return NULL;
  start = qd_text_skip_bom (text, len);
  qd_line_reader_init (&reader, text + start, len - start);

  puzzle = parse_rows (&reader, &row_sum, error);
  if (puzzle == NULL || !parse_columns (&reader, puzzle, &col_sum, error) ||
      !parse_fleet (&reader, puzzle, error) || !parse_hints (&reader, puzzle, error))
    return NULL;

  ships = qd_battleship_ship_cells (puzzle);
  if (row_sum != ships)
    {
      fail (error, QD_BATTLESHIP_ERROR_COUNTS, 0, _("the row counts add up to %u but the fleet has %u ship cells"),
            row_sum, ships);
      return NULL;
    }
  if (col_sum != ships)
    {
      fail (error, QD_BATTLESHIP_ERROR_COUNTS, 0, _("the column counts add up to %u but the fleet has %u ship cells"),
            col_sum, ships);
      return NULL;
    }
  return g_steal_pointer (&puzzle);
}

/* --------------------------------------------------------------- writing */

static void
append_counts (GString *out, const guint *counts, guint n, gboolean spaced)
{
  for (guint i = 0; i < n; i++)
    {
      if (spaced && i > 0)
        g_string_append_c (out, ' ');
      g_string_append_printf (out, "%u", counts[i]);
    }
  g_string_append_c (out, '\n');
}

char *
qd_battleship_to_string (const QdBattleship *puzzle)
{
  GString *out = g_string_new (NULL);
  guint n = puzzle->size, longest = 0;
  gboolean spaced = FALSE;

  for (guint i = 0; i < n; i++)
    if (puzzle->row_counts[i] > 9 || puzzle->col_counts[i] > 9)
      spaced = TRUE;
  for (guint len = 1; len <= QD_BATTLESHIP_MAX_SHIP; len++)
    {
      if (puzzle->fleet[len] > 0)
        longest = len;
      if (puzzle->fleet[len] > 9)
        spaced = TRUE;
    }
  append_counts (out, puzzle->row_counts, n, spaced);
  append_counts (out, puzzle->col_counts, n, spaced);
  /* A lone number of two digits would read back as two counts of one digit:
   * a trailing zero (no ships of length 2) keeps the line separated. */
  append_counts (out, puzzle->fleet + 1, MAX (longest, spaced ? 2 : 1), spaced);
  for (guint r = 0; r < n; r++)
    {
      for (guint c = 0; c < n; c++)
        {
          QdBattleshipCell cell = puzzle->hints[r * n + c];
          g_string_append_c (out, cell == QD_BATTLESHIP_UNKNOWN || cell == QD_BATTLESHIP_SHIP ? '0' : qd_battleship_cell_to_char (cell));
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

char *
qd_battleship_grid_to_string_notation (const QdBattleship *puzzle, const guint8 *grid, QdBattleshipNotation notation)
{
  guint n = puzzle->size;
  char *out = g_malloc ((gsize) n * (n + 1) + 1), *p = out;

  for (guint r = 0; r < n; r++)
    {
      for (guint c = 0; c < n; c++)
        *p++ = qd_battleship_cell_to_char_notation (grid[r * n + c], notation);
      *p++ = '\n';
    }
  *p = '\0';
  return out;
}

char *
qd_battleship_grid_to_string (const QdBattleship *puzzle, const guint8 *grid)
{
  return qd_battleship_grid_to_string_notation (puzzle, grid, QD_BATTLESHIP_NOTATION_COURSE);
}

/* --------------------------------------------------------------- the rules */

static gboolean
is_ship (guint8 cell)
{
  return cell >= QD_BATTLESHIP_SUB && cell <= QD_BATTLESHIP_SHIP;
}

static char *
cell_name (guint row, guint col)
{
  return g_strdup_printf ("%c%u", 'A' + col, row + 1);
}

/* The checks of qd_battleship_check_grid, each NULL or why the grid fails. */
#define WHY(...) return g_strdup_printf (__VA_ARGS__)

/* Every cell decided, and as its hint says. */
static char *
check_cells (const QdBattleship *puzzle, const guint8 *grid)
{
  guint n = puzzle->size;

  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      {
        guint8 v = grid[r * n + c], h = puzzle->hints[r * n + c];
        g_autofree char *name = cell_name (r, c);

        if (v < QD_BATTLESHIP_WATER || v > QD_BATTLESHIP_MIDDLE)
          WHY (_("%s is not decided"), name);
        if (h != QD_BATTLESHIP_UNKNOWN && h != v && !(h == QD_BATTLESHIP_SHIP && is_ship (v)))
          WHY (_("%s holds %c but its hint is %c"), name, qd_battleship_cell_to_char (v), qd_battleship_cell_to_char (h));
      }
  return NULL;
}

static char *
check_counts (const QdBattleship *puzzle, const guint8 *grid)
{
  guint n = puzzle->size;

  for (guint r = 0; r < n; r++)
    {
      guint count = 0;
      for (guint c = 0; c < n; c++)
        count += is_ship (grid[r * n + c]);
      if (count != puzzle->row_counts[r])
        WHY (_("row %u has %u ship cells, not %u"), r + 1, count, puzzle->row_counts[r]);
    }
  for (guint c = 0; c < n; c++)
    {
      guint count = 0;
      for (guint r = 0; r < n; r++)
        count += is_ship (grid[r * n + c]);
      if (count != puzzle->col_counts[c])
        WHY (_("column %c has %u ship cells, not %u"), 'A' + c, count, puzzle->col_counts[c]);
    }
  return NULL;
}

/* Diagonal neighbours of a ship cell are water, for any straight ship. */
static char *
check_diagonals (const QdBattleship *puzzle, const guint8 *grid)
{
  guint n = puzzle->size;

  for (guint r = 0; r + 1 < n; r++)
    for (guint c = 0; c < n; c++)
      if (is_ship (grid[r * n + c]))
        for (gint dc = -1; dc <= 1; dc += 2)
          {
            gint c2 = (gint) c + dc;
            if (c2 >= 0 && c2 < (gint) n && is_ship (grid[(r + 1) * n + (guint) c2]))
              {
                g_autofree char *a = cell_name (r, c);
                g_autofree char *b = cell_name (r + 1, (guint) c2);
                WHY (_("the ships at %s and %s touch diagonally"), a, b);
              }
          }
  return NULL;
}

/* The ship whose top-left cell is (r, c): a run along a row or a column
 * with the right shapes, its cells marked in `seen`, its length in *len. */
static char *
check_ship (const QdBattleship *puzzle, const guint8 *grid, guint r, guint c, gboolean *seen, guint *len)
{
  guint n = puzzle->size;
  guint8 v = grid[r * n + c];
  gboolean right = c + 1 < n && is_ship (grid[r * n + c + 1]);
  gboolean down = r + 1 < n && is_ship (grid[(r + 1) * n + c]);
  g_autofree char *name = cell_name (r, c);
  guint dr = down, dc = right;
  guint8 first = right ? QD_BATTLESHIP_LEFT : QD_BATTLESHIP_TOP, last = right ? QD_BATTLESHIP_RIGHT : QD_BATTLESHIP_BOTTOM;
  guint rr = r, cc = c;

  *len = 1;
  if (right && down)
    WHY (_("the ship at %s is not straight"), name);
  seen[r * n + c] = TRUE;
  if (!right && !down)
    {
      if (v != QD_BATTLESHIP_SUB)
        WHY (_("the ship at %s has length 1 but shows %c, not S"), name, qd_battleship_cell_to_char (v));
      return NULL;
    }
  if (v != first)
    WHY (_("the ship starting at %s shows %c there, not %c"), name, qd_battleship_cell_to_char (v),
         qd_battleship_cell_to_char (first));
  for (;;)
    {
      guint nr = rr + dr, nc = cc + dc;
      gboolean more;

      if (nr >= n || nc >= n || !is_ship (grid[nr * n + nc]))
        break;
      rr = nr, cc = nc, (*len)++;
      seen[rr * n + cc] = TRUE;
      more = rr + dr < n && cc + dc < n && is_ship (grid[(rr + dr) * n + cc + dc]);
      if (grid[rr * n + cc] != (more ? QD_BATTLESHIP_MIDDLE : last))
        {
          g_autofree char *at = cell_name (rr, cc);
          WHY (_("the ship at %s shows %c at %s, not %c"), name, qd_battleship_cell_to_char (grid[rr * n + cc]),
               at, qd_battleship_cell_to_char (more ? QD_BATTLESHIP_MIDDLE : last));
        }
    }
  return NULL;
}

/* Each ship well formed, and as many of each length as the fleet has. */
static char *
check_ships (const QdBattleship *puzzle, const guint8 *grid)
{
  guint n = puzzle->size;
  guint found[QD_BATTLESHIP_MAX_SIZE + 1] = { 0 };
  g_autofree gboolean *seen = g_new0 (gboolean, n * n);

  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      {
        char *message;
        guint len;

        if (!is_ship (grid[r * n + c]) || seen[r * n + c])
          continue;
        message = check_ship (puzzle, grid, r, c, seen, &len);
        if (message != NULL)
          return message;
        if (len > QD_BATTLESHIP_MAX_SHIP || puzzle->fleet[len] == 0)
          {
            g_autofree char *name = cell_name (r, c);
            WHY (_("the ship at %s has length %u: the fleet has none"), name, len);
          }
        found[len]++;
      }
  for (guint len = 1; len <= QD_BATTLESHIP_MAX_SHIP; len++)
    if (found[len] != puzzle->fleet[len])
      WHY (_("%u ships of length %u, the fleet has %u"), found[len], len, puzzle->fleet[len]);
  return NULL;
}

#undef WHY

gboolean
qd_battleship_check_grid (const QdBattleship *puzzle, const guint8 *grid, char **why)
{
  char *message = check_cells (puzzle, grid);

  if (message == NULL)
    message = check_counts (puzzle, grid);
  if (message == NULL)
    message = check_diagonals (puzzle, grid);
  if (message == NULL)
    message = check_ships (puzzle, grid);
  if (why != NULL)
    *why = message;
  else
    g_free (message);
  return message == NULL;
}

void
qd_battleship_default_fleet (guint size, guint *fleet)
{
  guint longest;

  for (guint i = 0; i <= QD_BATTLESHIP_MAX_SHIP; i++)
    fleet[i] = 0;
  if (size < 6)
    {
      fleet[1] = 2;
      fleet[2] = 1;
      return;
    }
  if (size < 8)
    longest = 3;
  else if (size < 13)
    longest = 4;
  else if (size < 17)
    longest = 5;
  else if (size < 22)
    longest = 6;
  else
    longest = 7;
  for (guint len = 1; len <= longest; len++)
    fleet[len] = longest + 1 - len;
  if (size >= 8 && size < 10)
    fleet[1] = 3;       /* the course's 8x8 fleet: 3 3 2 1 */
}
