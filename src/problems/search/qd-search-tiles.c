/* qd-search-tiles.c — sliding-tile puzzles: the model, its text, parity,
 * canonical labels, edits and generators. */
#include "config.h"

#include "qd-search-tiles.h"
#include "qd-search-private.h"

#include "core/qd-random.h"
#include "core/qd-text.h"

#include <glib/gi18n.h>
#include <string.h>

#define MAX_CELLS (QD_SEARCH_TILES_MAX_SIDE * QD_SEARCH_TILES_MAX_SIDE)

static void
identity (guint8 *board, guint n)
{
  for (guint i = 0; i < n; i++)
    board[i] = (guint8) i;
}

QdSearchTiles *
qd_search_tiles_new (guint rows, guint cols)
{
  QdSearchTiles *tiles = g_new0 (QdSearchTiles, 1);

  g_return_val_if_fail (rows >= QD_SEARCH_TILES_MIN_SIDE && rows <= QD_SEARCH_TILES_MAX_SIDE, NULL);
  g_return_val_if_fail (cols >= QD_SEARCH_TILES_MIN_SIDE && cols <= QD_SEARCH_TILES_MAX_SIDE, NULL);
  tiles->rows = rows;
  tiles->cols = cols;
  tiles->start = g_malloc (rows * cols);
  tiles->goal = g_malloc (rows * cols);
  identity (tiles->start, rows * cols);
  identity (tiles->goal, rows * cols);
  return tiles;
}

void
qd_search_tiles_free (QdSearchTiles *tiles)
{
  if (tiles == NULL)
    return;
  g_free (tiles->start);
  g_free (tiles->goal);
  g_free (tiles);
}

QdSearchTiles *
qd_search_tiles_copy (const QdSearchTiles *tiles)
{
  QdSearchTiles *copy = g_memdup2 (tiles, sizeof *tiles);

  copy->start = g_memdup2 (tiles->start, tiles->rows * tiles->cols);
  copy->goal = g_memdup2 (tiles->goal, tiles->rows * tiles->cols);
  return copy;
}

/* --- Parity and labels -------------------------------------------------- */

guint
qd_search_tiles_blank_goal (const QdSearchTiles *tiles)
{
  guint n = tiles->rows * tiles->cols;

  for (guint i = 0; i < n; i++)
    if (tiles->goal[i] == 0)
      return i;
  return 0;
}

guint
qd_search_tiles_blank (const QdSearchTiles *tiles)
{
  guint n = tiles->rows * tiles->cols;

  for (guint i = 0; i < n; i++)
    if (tiles->start[i] == 0)
      return i;
  return 0;
}

void
qd_search_tiles_to_canonical (const QdSearchTiles *tiles, const guint8 *numbers, guint8 *cells)
{
  guint8 home[MAX_CELLS];
  guint n = tiles->rows * tiles->cols;

  for (guint i = 0; i < n; i++)
    home[tiles->goal[i]] = (guint8) i;
  for (guint i = 0; i < n; i++)
    cells[i] = home[numbers[i]];
}

void
qd_search_tiles_from_canonical (const QdSearchTiles *tiles, const guint8 *cells, guint8 *numbers)
{
  guint n = tiles->rows * tiles->cols;

  for (guint i = 0; i < n; i++)
    numbers[i] = tiles->goal[cells[i]];
}

/* The parity of a permutation of 0 … n−1 (TRUE: odd), by its cycles. */
static gboolean
odd_permutation (const guint8 *p, guint n)
{
  guint8 seen[MAX_CELLS] = { 0 };
  guint transpositions = 0;

  for (guint i = 0; i < n; i++)
    {
      guint length = 0;

      for (guint j = i; !seen[j]; j = p[j])
        {
          seen[j] = 1;
          length++;
        }
      if (length > 0)
        transpositions += length - 1;
    }
  return transpositions & 1;
}

static gboolean
solvable (guint cols, const guint8 *cells, guint n, guint blank, guint blank_goal)
{
  guint distance = (guint) ABS ((gint) (blank / cols) - (gint) (blank_goal / cols))
                   + (guint) ABS ((gint) (blank % cols) - (gint) (blank_goal % cols));

  return odd_permutation (cells, n) == (gboolean) (distance & 1);
}

gboolean
qd_search_tiles_cells_solvable (guint rows, guint cols, guint blank_goal, const guint8 *cells)
{
  guint n = rows * cols, blank = 0;

  for (guint i = 0; i < n; i++)
    if (cells[i] == blank_goal)
      blank = i;
  return solvable (cols, cells, n, blank, blank_goal);
}

gboolean
qd_search_tiles_solvable (const QdSearchTiles *tiles)
{
  guint8 cells[MAX_CELLS];

  qd_search_tiles_to_canonical (tiles, tiles->start, cells);
  return solvable (tiles->cols, cells, tiles->rows * tiles->cols, qd_search_tiles_blank (tiles),
                   qd_search_tiles_blank_goal (tiles));
}

gboolean
qd_search_tiles_is_solved (const QdSearchTiles *tiles)
{
  return memcmp (tiles->start, tiles->goal, tiles->rows * tiles->cols) == 0;
}

/* --- Reading and writing ------------------------------------------------ */

/* A number of a row, and where it is written, for messages that quote it. */
typedef struct {
  guint value;         /* capped at MAX_CELLS: never a tile beyond */
  const char *text;
  guint length;
} Number;

typedef struct {
  GArray *numbers;     /* Number */
  GArray *row_lines;   /* guint: each row's line */
  guint cols;          /* the first row's length */
  guint first_line;
} Block;

/* Before the row of line `number`: FALSE with the error of a board past the
 * largest size.  A second row shows that the board is not on one line, so
 * a first row wider than a board may be is wrong (its line named); a row
 * past the most rows is wrong at its own line. */
static gboolean
check_new_row (const Block *block, guint number, GError **error)
{
  guint rows = block->row_lines->len;

  if (rows == 1 && block->cols > QD_SEARCH_TILES_MAX_SIDE)
    return qd_search_fail (error, QD_SEARCH_ERROR_TOO_LARGE, block->first_line,
                           _("this row has %u numbers: a puzzle has at most %d columns (or a whole board of 9, "
                             "16 or 25 numbers on one line)"), block->cols, QD_SEARCH_TILES_MAX_SIDE) != NULL;
  if (rows == QD_SEARCH_TILES_MAX_SIDE)
    return qd_search_fail (error, QD_SEARCH_ERROR_TOO_LARGE, number,
                           _("this is row %u: a puzzle has at most %d rows"), rows + 1,
                           QD_SEARCH_TILES_MAX_SIDE) != NULL;
  return TRUE;
}

/* A row of integers into `block`; FALSE with an error. */
static gboolean
read_row (Block *block, const char *line, gsize len, guint number, GError **error)
{
  const char *p = line, *end = line + len;
  guint count = 0;

  if (!check_new_row (block, number, error))
    return FALSE;
  while (p < end)
    {
      Number n = { 0 };

      while (p < end && (*p == ' ' || *p == '\t'))
        p++;
      if (p == end)
        break;
      n.text = p;
      while (p < end && g_ascii_isdigit (*p))
        {
          if (n.value <= MAX_CELLS)
            n.value = n.value * 10 + (guint) (*p - '0');
          p++;
        }
      n.length = (guint) (p - n.text);
      if (n.length == 0 || (p < end && *p != ' ' && *p != '\t'))
        return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, number,
                               _("a row of tiles is numbers separated by blanks (0 the blank)")) != NULL;
      g_array_append_val (block->numbers, n);
      if (++count > MAX_CELLS)
        return qd_search_fail (error, QD_SEARCH_ERROR_TOO_LARGE, number,
                               _("this row has more than %d numbers: a puzzle has at most %d × %d tiles"), MAX_CELLS,
                               QD_SEARCH_TILES_MAX_SIDE, QD_SEARCH_TILES_MAX_SIDE) != NULL;
    }
  if (block->row_lines->len == 0)
    {
      block->cols = count;
      block->first_line = number;
    }
  else if (count != block->cols)
    return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, number,
                           _("this row has %u numbers, the first row (line %u) %u: rows have equal lengths"),
                           count, block->first_line, block->cols) != NULL;
  g_array_append_val (block->row_lines, number);
  return TRUE;
}

/* The block's board: its size and numbers checked, into `board`. */
static gboolean
finish_block (Block *block, const char *what, guint *rows, guint *cols, guint8 *board, guint last_line,
              GError **error)
{
  guint n = block->numbers->len, line = block->first_line;
  guint seen_line[MAX_CELLS + 1] = { 0 };

  if (n == 0)
    return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, last_line, _("the %s has no row of tiles"), what) != NULL;
  if (block->row_lines->len == 1 && (n == 9 || n == 16 || n == 25))
    *rows = *cols = n == 9 ? 3 : n == 16 ? 4 : 5;   /* one line of a square board */
  else
    {
      *rows = block->row_lines->len;
      *cols = block->cols;
    }
  if (*rows < QD_SEARCH_TILES_MIN_SIDE || *rows > QD_SEARCH_TILES_MAX_SIDE || *cols < QD_SEARCH_TILES_MIN_SIDE
      || *cols > QD_SEARCH_TILES_MAX_SIDE)
    return qd_search_fail (error, QD_SEARCH_ERROR_TOO_LARGE, line,
                           _("the %s is %u × %u: a puzzle has 3 to 5 rows and 3 to 5 columns"), what, *rows,
                           *cols) != NULL;
  for (guint i = 0; i < n; i++)
    {
      const Number *number = &g_array_index (block->numbers, Number, i);
      guint v = number->value;

      if (block->row_lines->len > 1)
        line = g_array_index (block->row_lines, guint, i / *cols);
      if (v >= n)
        {
          g_autofree char *shown = qd_text_quote (number->text, number->length);

          return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, line,
                                 _("%s is not a tile of a %u × %u puzzle (0 to %u)"), shown, *rows, *cols,
                                 n - 1) != NULL;
        }
      if (seen_line[v] != 0)
        return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, line, _("%u appears twice in the %s (line %u)"), v,
                               what, seen_line[v]) != NULL;
      seen_line[v] = line;
      board[i] = (guint8) v;
    }
  return TRUE;
}

/* How a file gives its goal. */
typedef enum {
  GOAL_DEFAULT,        /* no goal line: the blank first */
  GOAL_ROWS,           /* `goal:` and rows, as the puzzle's */
  GOAL_BLANK_FIRST,    /* `goal: blank-first`: 0 1 2 …, the default named */
  GOAL_BLANK_LAST,     /* `goal: blank-last`: 1 2 … then the blank (aima-python's goal) */
} GoalForm;

typedef struct {
  GoalForm form;
  guint line;
} Goal;

/* The value of a goal line, `goal: VALUE` or `goal VALUE` (the colon may be
 * left out before a name); FALSE when the line is no goal line. */
static gboolean
goal_line_value (const char *line, gsize len, const char **value, gsize *value_len)
{
  const char *key;
  gsize key_len;

  if (qd_search_line_key (line, len, &key, &key_len, value, value_len))
    return qd_search_key_is (key, key_len, "goal");
  if (len < 5 || memcmp (line, "goal", 4) != 0 || (line[4] != ' ' && line[4] != '\t'))
    return FALSE;
  *value = line + 4;
  *value_len = len - 4;
  qd_text_trim (value, value_len);
  return TRUE;
}

/* A goal line at `number`: its form, and the rows on it into `block`. */
static gboolean
read_goal_line (Goal *goal, Block *block, const char *value, gsize value_len, guint number, GError **error)
{
  if (goal->line != 0)
    return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, number, _("a second “goal:” line (the first is line %u)"),
                           goal->line) != NULL;
  goal->line = number;
  goal->form = GOAL_ROWS;
  if (value_len == 0 || g_ascii_isdigit (value[0]))
    return value_len == 0 || read_row (block, value, value_len, number, error);
  if (value_len == 11 && memcmp (value, "blank-first", 11) == 0)
    goal->form = GOAL_BLANK_FIRST;
  else if (value_len == 10 && memcmp (value, "blank-last", 10) == 0)
    goal->form = GOAL_BLANK_LAST;
  else
    {
      g_autofree char *shown = qd_text_quote (value, value_len);

      return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, number,
                             _("unknown goal “%s”: use goal: blank-first, goal: blank-last, or goal: and its rows"),
                             shown) != NULL;
    }
  return TRUE;
}

/* The goal board of a named goal, which takes no rows after it. */
static gboolean
named_goal (const Goal *goal, const Block *rows_after, guint n, guint8 *board, GError **error)
{
  if (rows_after->numbers->len > 0)
    return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, rows_after->first_line,
                           _("the goal is named on line %u: no rows follow it"), goal->line) != NULL;
  for (guint i = 0; i < n; i++)
    board[i] = (guint8) (goal->form == GOAL_BLANK_LAST ? (i + 1) % n : i);
  return TRUE;
}

QdSearchTiles *
qd_search_tiles_parse (const char *text, gssize length, GPtrArray *warnings, GError **error)
{
  gsize len = length < 0 ? strlen (text) : (gsize) length;
  Block blocks[2];
  Block *block = &blocks[0];
  QdLineReader reader;
  const char *line;
  gsize line_len;
  Goal goal_given = { GOAL_DEFAULT, 0 };
  guint rows, cols, grows = 0, gcols = 0;
  guint8 start[MAX_CELLS], goal[MAX_CELLS];
  gboolean ok = TRUE;
  QdSearchTiles *tiles = NULL;

  if (!qd_search_reader_init (&reader, text, len, error))
    return NULL;
  for (guint b = 0; b < 2; b++)
    {
      blocks[b].numbers = g_array_new (FALSE, FALSE, sizeof (Number));
      blocks[b].row_lines = g_array_new (FALSE, FALSE, sizeof (guint));
      blocks[b].cols = blocks[b].first_line = 0;
    }
  while (ok && qd_line_reader_next (&reader, &line, &line_len))
    {
      const char *key, *value;
      gsize key_len, value_len;

      qd_text_trim (&line, &line_len);
      if (line_len == 0 || line[0] == '#')
        continue;
      if (goal_line_value (line, line_len, &value, &value_len))
        {
          block = &blocks[1];
          ok = read_goal_line (&goal_given, block, value, value_len, reader.line, error);
          continue;
        }
      if (qd_search_line_key (line, line_len, &key, &key_len, &value, &value_len))
        {
          g_autofree char *shown = qd_text_quote (key, key_len);

          ok = qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, reader.line,
                               _("unknown key “%s” (a puzzle has goal:)"), shown) != NULL;
          continue;
        }
      ok = read_row (block, line, line_len, reader.line, error);
    }
  ok = ok && finish_block (&blocks[0], _("puzzle"), &rows, &cols, start, reader.line, error);
  if (ok && goal_given.form == GOAL_ROWS)
    {
      ok = finish_block (&blocks[1], _("goal"), &grows, &gcols, goal, reader.line, error);
      if (ok && (grows != rows || gcols != cols))
        ok = qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, goal_given.line,
                             _("the goal is %u × %u, the puzzle %u × %u"), grows, gcols, rows, cols) != NULL;
    }
  else if (ok && goal_given.form != GOAL_DEFAULT)
    ok = named_goal (&goal_given, &blocks[1], rows * cols, goal, error);
  if (ok)
    {
      tiles = qd_search_tiles_new (rows, cols);
      memcpy (tiles->start, start, rows * cols);
      /* The goal named blank-first is the default: written back as none. */
      if (goal_given.form == GOAL_ROWS || goal_given.form == GOAL_BLANK_LAST)
        {
          memcpy (tiles->goal, goal, rows * cols);
          tiles->has_goal = TRUE;
        }
      if (!qd_search_tiles_solvable (tiles))
        {
          guint n = 0;

          qd_text_warn (warnings, &n, _("this puzzle cannot reach its goal (the tiles’ parity differs): "
                                        "a search answers “no solution” at once"));
        }
    }
  for (guint b = 0; b < 2; b++)
    {
      g_array_unref (blocks[b].numbers);
      g_array_unref (blocks[b].row_lines);
    }
  return tiles;
}

static void
append_board (GString *out, const QdSearchTiles *tiles, const guint8 *board)
{
  int width = tiles->rows * tiles->cols > 10 ? 2 : 1;

  for (guint r = 0; r < tiles->rows; r++)
    {
      for (guint c = 0; c < tiles->cols; c++)
        g_string_append_printf (out, c > 0 ? " %*u" : "%*u", width, board[r * tiles->cols + c]);
      g_string_append_c (out, '\n');
    }
}

char *
qd_search_tiles_to_string (const QdSearchTiles *tiles)
{
  GString *out = g_string_new (NULL);

  append_board (out, tiles, tiles->start);
  if (tiles->has_goal)
    {
      g_string_append (out, "goal:\n");
      append_board (out, tiles, tiles->goal);
    }
  return g_string_free (out, FALSE);
}

/* --- Edits -------------------------------------------------------------- */

void
qd_search_tiles_resize (QdSearchTiles *tiles, guint rows, guint cols)
{
  rows = CLAMP (rows, QD_SEARCH_TILES_MIN_SIDE, QD_SEARCH_TILES_MAX_SIDE);
  cols = CLAMP (cols, QD_SEARCH_TILES_MIN_SIDE, QD_SEARCH_TILES_MAX_SIDE);
  tiles->rows = rows;
  tiles->cols = cols;
  tiles->start = g_realloc (tiles->start, rows * cols);
  tiles->goal = g_realloc (tiles->goal, rows * cols);
  identity (tiles->start, rows * cols);
  identity (tiles->goal, rows * cols);
  tiles->has_goal = FALSE;
}

gboolean
qd_search_tiles_set_start (QdSearchTiles *tiles, const guint *numbers, guint n, GError **error)
{
  guint size = tiles->rows * tiles->cols;
  gboolean seen[MAX_CELLS] = { FALSE };
  g_autoptr (QdSearchTiles) trial = NULL;

  if (n != size)
    {
      g_set_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_INVALID,
                   _("a %u × %u puzzle has %u numbers, not %u"), tiles->rows, tiles->cols, size, n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      if (numbers[i] >= size)
        {
          g_set_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_INVALID,
                       _("%u is not a tile of this puzzle (0 to %u)"), numbers[i], size - 1);
          return FALSE;
        }
      if (seen[numbers[i]])
        {
          g_set_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_INVALID, _("%u appears twice"), numbers[i]);
          return FALSE;
        }
      seen[numbers[i]] = TRUE;
    }
  trial = qd_search_tiles_copy (tiles);
  for (guint i = 0; i < n; i++)
    trial->start[i] = (guint8) numbers[i];
  if (!qd_search_tiles_solvable (trial))
    {
      g_set_error_literal (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_INVALID,
                           _("this position cannot reach the goal: swap two tiles (not the blank)"));
      return FALSE;
    }
  memcpy (tiles->start, trial->start, n);
  return TRUE;
}

gboolean
qd_search_tiles_set_start_text (QdSearchTiles *tiles, const char *text, GError **error)
{
  guint numbers[MAX_CELLS + 1], n = 0;
  const char *p = text;

  while (*p != '\0')
    {
      guint64 v = 0;
      guint digits = 0;

      if (*p == ' ' || *p == '\t' || *p == ',' || *p == '/' || *p == '\n' || *p == '\r')
        {
          p++;
          continue;
        }
      while (g_ascii_isdigit (*p))
        {
          if (v < 1000)
            v = v * 10 + (guint) (*p - '0');
          digits++;
          p++;
        }
      if (digits == 0)
        {
          g_set_error_literal (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_INVALID,
                               _("type the numbers of the tiles row by row, 0 for the blank"));
          return FALSE;
        }
      if (n == MAX_CELLS + 1)
        break;
      numbers[n++] = (guint) MIN (v, 1000);
    }
  return qd_search_tiles_set_start (tiles, numbers, n, error);
}

void
qd_search_tiles_reset (QdSearchTiles *tiles)
{
  memcpy (tiles->start, tiles->goal, tiles->rows * tiles->cols);
}

/* The blank's neighbour after `move`, or -1 at the edge. */
static gint
moved_blank (guint rows, guint cols, guint blank, guint move)
{
  guint r = blank / cols, c = blank % cols;

  switch (move)
    {
    case QD_SEARCH_UP:
      return r > 0 ? (gint) (blank - cols) : -1;
    case QD_SEARCH_DOWN:
      return r + 1 < rows ? (gint) (blank + cols) : -1;
    case QD_SEARCH_LEFT:
      return c > 0 ? (gint) (blank - 1) : -1;
    case QD_SEARCH_RIGHT:
      return c + 1 < cols ? (gint) (blank + 1) : -1;
    default:
      return -1;
    }
}

gboolean
qd_search_tiles_move_blank (QdSearchTiles *tiles, guint move)
{
  guint blank = qd_search_tiles_blank (tiles);
  gint next = moved_blank (tiles->rows, tiles->cols, blank, move);

  if (next < 0)
    return FALSE;
  tiles->start[blank] = tiles->start[next];
  tiles->start[next] = 0;
  return TRUE;
}

guint
qd_search_tiles_slide (QdSearchTiles *tiles, guint cell)
{
  guint blank = qd_search_tiles_blank (tiles), moves = 0, move;
  guint br = blank / tiles->cols, bc = blank % tiles->cols;
  guint r = cell / tiles->cols, c = cell % tiles->cols;

  if (cell >= tiles->rows * tiles->cols || cell == blank)
    return 0;
  if (r == br)
    move = c < bc ? QD_SEARCH_LEFT : QD_SEARCH_RIGHT;
  else if (c == bc)
    move = r < br ? QD_SEARCH_UP : QD_SEARCH_DOWN;
  else
    return 0;
  while (qd_search_tiles_blank (tiles) != cell && qd_search_tiles_move_blank (tiles, move))
    moves++;
  return moves;
}

/* --- Generators --------------------------------------------------------- */

QdSearchTiles *
qd_search_tiles_shuffle (guint rows, guint cols, guint moves, guint64 seed)
{
  QdSearchTiles *tiles = qd_search_tiles_new (CLAMP (rows, QD_SEARCH_TILES_MIN_SIDE, QD_SEARCH_TILES_MAX_SIDE),
                                              CLAMP (cols, QD_SEARCH_TILES_MIN_SIDE, QD_SEARCH_TILES_MAX_SIDE));
  guint64 rng = seed;
  guint last = G_MAXUINT;

  for (guint k = 0; k < moves; k++)
    {
      guint options[4], n = 0, blank = qd_search_tiles_blank (tiles), move;

      for (guint m = 0; m < 4; m++)
        if ((last == G_MAXUINT || m != (last ^ 1)) && moved_blank (tiles->rows, tiles->cols, blank, m) >= 0)
          options[n++] = m;
      move = options[qd_random_below (&rng, n)];
      qd_search_tiles_move_blank (tiles, move);
      last = move;
    }
  return tiles;
}

QdSearchTiles *
qd_search_tiles_random (guint rows, guint cols, guint64 seed)
{
  QdSearchTiles *tiles = qd_search_tiles_new (CLAMP (rows, QD_SEARCH_TILES_MIN_SIDE, QD_SEARCH_TILES_MAX_SIDE),
                                              CLAMP (cols, QD_SEARCH_TILES_MIN_SIDE, QD_SEARCH_TILES_MAX_SIDE));
  guint n = tiles->rows * tiles->cols, items[MAX_CELLS];
  guint64 rng = seed;

  for (guint i = 0; i < n; i++)
    items[i] = i;
  qd_random_shuffle (&rng, items, n);
  for (guint i = 0; i < n; i++)
    tiles->start[i] = (guint8) items[i];
  if (!qd_search_tiles_solvable (tiles))
    {
      /* Swapping two tiles (not the blank) flips the parity: the first two
       * cells without the blank, a bijection of the unsolvable starts onto
       * the solvable ones, so the result stays uniform. */
      guint a = tiles->start[0] == 0 ? 1 : 0;
      guint b = tiles->start[a + 1] == 0 ? a + 2 : a + 1;
      guint8 t = tiles->start[a];

      tiles->start[a] = tiles->start[b];
      tiles->start[b] = t;
    }
  return tiles;
}
