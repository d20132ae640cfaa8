/* qd-gdl-board.c — a GDL state's facts laid out as a board and lists. */
#include "config.h"
#include "qd-gdl-board.h"
#include "qd-gdl-shape.h"

#include <string.h>

/* ------------------------------------------------------------ terms */

/* The end of the term starting at `p` (a constant, or a parenthesised term
 * with its nested ones), or NULL when its parentheses do not close. */
static const char *
term_end (const char *p)
{
  guint depth = 0;

  if (*p != '(')
    return p + strcspn (p, " \t\n()");
  for (; *p != '\0'; p++)
    if (*p == '(')
      depth++;
    else if (*p == ')' && --depth == 0)
      return p + 1;
  return NULL;
}

GStrv
qd_gdl_board_split_term (const char *term)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  const char *p = term + strspn (term, " \t\n");
  const char *end;

  if (*p != '(')
    {
      end = term_end (p);
      g_ptr_array_add (parts, g_strndup (p, end - p));
    }
  else
    for (p++;; p = end)
      {
        p += strspn (p, " \t\n");
        if (*p == ')')
          break;
        if (*p == '\0' || (end = term_end (p)) == NULL || end == p)
          return NULL;
        g_ptr_array_add (parts, g_strndup (p, end - p));
      }
  g_ptr_array_add (parts, NULL);
  g_ptr_array_set_free_func (parts, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&parts), FALSE);
}

/* A constant: no parentheses, no space. */
static gboolean
is_constant (const char *word)
{
  return word[0] != '\0' && strpbrk (word, "() \t\n") == NULL;
}

static gboolean
is_blank (const char *content)
{
  static const char *const blanks[] = { "b", "blank", "empty", "none" };

  for (guint i = 0; i < G_N_ELEMENTS (blanks); i++)
    if (g_ascii_strcasecmp (content, blanks[i]) == 0)
      return TRUE;
  return FALSE;
}

/* A board fact's parts (relation, X, Y, content), else NULL. */
static GStrv
board_fact (const char *fact)
{
  GStrv parts = qd_gdl_board_split_term (fact);

  if (parts != NULL && g_strv_length (parts) == 4 && is_constant (parts[0]) && is_constant (parts[1])
      && is_constant (parts[2]))
    return parts;
  g_strfreev (parts);
  return NULL;
}

/* ------------------------------------------------------------ layout */

/* The relation with the most board facts among `lines` (ties: the first
 * by name), or NULL. */
static char *
board_relation (char **lines)
{
  g_autoptr(GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  char *best = NULL;
  guint best_count = 0;
  GHashTableIter iter;
  gpointer key, value;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) parts = board_fact (lines[i]);
      g_autofree char *name = parts != NULL ? g_ascii_strdown (parts[0], -1) : NULL;

      if (name != NULL)
        g_hash_table_insert (counts, g_strdup (name),
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, name)) + 1));
    }
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (GPOINTER_TO_UINT (value) > best_count ||
        (GPOINTER_TO_UINT (value) == best_count && strcmp (key, best) < 0))
      {
        best = key;
        best_count = GPOINTER_TO_UINT (value);
      }
  return g_strdup (best);
}

static gboolean
is_integer (const char *word)
{
  char *end;

  if (word[0] == '\0')
    return FALSE;
  (void) g_ascii_strtoll (word, &end, 10);
  return *end == '\0';
}

static int
compare_names (gconstpointer a, gconstpointer b, gpointer numeric)
{
  const char *x = *(const char *const *) a, *y = *(const char *const *) b;

  if (*(const gboolean *) numeric)
    {
      gint64 u = g_ascii_strtoll (x, NULL, 10), v = g_ascii_strtoll (y, NULL, 10);

      return u < v ? -1 : u > v;
    }
  return g_ascii_strcasecmp (x, y);
}

/* The distinct names of a coordinate, sorted; `descending` reverses. */
static char **
sorted_names (GHashTable *set, guint *n, gboolean descending)
{
  guint count;
  char **names = (char **) g_hash_table_get_keys_as_array (set, &count);
  gboolean numeric = TRUE;

  for (guint i = 0; i < count; i++)
    numeric = numeric && is_integer (names[i]);
  g_qsort_with_data (names, (gint) count, sizeof (char *), compare_names, &numeric);
  for (guint i = 0; descending && i < count / 2; i++)
    {
      char *t = names[i];

      names[i] = names[count - 1 - i];
      names[count - 1 - i] = t;
    }
  for (guint i = 0; i < count; i++)
    names[i] = g_strdup (names[i]);
  *n = count;
  return names;
}

/* Whether a move has one argument only, a name of the first coordinate
 * (`firsts`): a gravity game's drop. */
static gboolean
gravity_moves (const char *const *moves, GHashTable *firsts)
{
  for (guint i = 0; moves != NULL && moves[i] != NULL; i++)
    {
      g_auto(GStrv) parts = qd_gdl_board_split_term (moves[i]);

      if (parts != NULL && g_strv_length (parts) == 2 && g_hash_table_contains (firsts, parts[1]))
        return TRUE;
    }
  return FALSE;
}

/* Whether the coordinates are a chess diagram's: every first one a single
 * letter (a file), every second a whole number (a rank). */
static gboolean
files_and_ranks (GHashTable *firsts, GHashTable *seconds)
{
  GHashTableIter iter;
  gpointer key;

  if (g_hash_table_size (firsts) == 0 || g_hash_table_size (seconds) == 0)
    return FALSE;
  g_hash_table_iter_init (&iter, firsts);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (strlen (key) != 1 || !g_ascii_isalpha (*(const char *) key))
      return FALSE;
  g_hash_table_iter_init (&iter, seconds);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!is_integer (key))
      return FALSE;
  return TRUE;
}

/* Whether the board's marks are x and o (tic-tac-toe and its kin): such a
 * board counts its rows from the bottom, as K in a Row numbers them. */
static gboolean
marks_x_and_o (char **values, guint n)
{
  gboolean x = FALSE, o = FALSE;

  for (guint i = 0; i < n; i++)
    {
      x = x || g_ascii_strcasecmp (values[i], "x") == 0;
      o = o || g_ascii_strcasecmp (values[i], "o") == 0;
    }
  return n == 2 && x && o;
}

/* The board's coordinates from the universe's facts of its relation. */
static void
lay_out_axes (QdGdlBoard *board, char **universe, const char *const *moves)
{
  g_autoptr(GHashTable) firsts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) seconds = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) values = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  for (guint i = 0; universe[i] != NULL; i++)
    {
      GStrv parts = board_fact (universe[i]);

      if (parts == NULL)
        continue;
      g_ptr_array_add (keep, parts);
      if (g_ascii_strcasecmp (parts[0], board->relation) != 0)
        continue;
      g_hash_table_add (firsts, parts[1]);
      g_hash_table_add (seconds, parts[2]);
      if (!is_blank (parts[3]))
        g_hash_table_add (values, parts[3]);
    }
  board->values = sorted_names (values, &board->n_values, FALSE);
  board->gravity = gravity_moves (moves, firsts);
  board->columns_first = board->gravity || files_and_ranks (firsts, seconds);
  if (board->columns_first)
    {
      board->columns = sorted_names (firsts, &board->n_columns, FALSE);
      board->rows = sorted_names (seconds, &board->n_rows, TRUE);
    }
  else
    {
      board->rows = sorted_names (firsts, &board->n_rows, marks_x_and_o (board->values, board->n_values));
      board->columns = sorted_names (seconds, &board->n_columns, FALSE);
    }
  board->contents = g_new0 (char *, board->n_rows * board->n_columns + 1);
}

static gint
name_index (char **names, guint n, const char *name)
{
  for (guint i = 0; i < n; i++)
    if (strcmp (names[i], name) == 0)
      return (gint) i;
  return -1;
}

/* Puts a board fact on its cell; FALSE when it is not one of the board's
 * (another relation, or coordinates the universe lacks). */
static gboolean
place_fact (QdGdlBoard *board, const char *fact)
{
  g_auto(GStrv) parts = board != NULL && board->relation != NULL ? board_fact (fact) : NULL;
  gint row, column;

  if (parts == NULL || g_ascii_strcasecmp (parts[0], board->relation) != 0)
    return FALSE;
  row = name_index (board->rows, board->n_rows, parts[board->columns_first ? 2 : 1]);
  column = name_index (board->columns, board->n_columns, parts[board->columns_first ? 1 : 2]);
  if (row < 0 || column < 0)
    return FALSE;
  if (!is_blank (parts[3]))
    {
      guint cell = (guint) row * board->n_columns + (guint) column;

      g_free (board->contents[cell]);
      board->contents[cell] = g_strdup (parts[3]);
    }
  return TRUE;
}

static void
fact_group_free (gpointer data)
{
  QdGdlFactGroup *group = data;

  g_free (group->name);
  g_ptr_array_unref (group->facts);
  g_clear_pointer (&group->keys, g_ptr_array_unref);
  g_clear_pointer (&group->numbers, g_array_unref);
  g_free (group);
}

/* Adds a fact to its relation's group (the facts come sorted, so a group's
 * facts come together). */
static void
list_fact (GPtrArray *groups, const char *fact)
{
  g_auto(GStrv) parts = qd_gdl_board_split_term (fact);
  const char *name = parts != NULL && parts[0] != NULL ? parts[0] : fact;
  QdGdlFactGroup *last = groups->len > 0 ? g_ptr_array_index (groups, groups->len - 1) : NULL;

  if (last == NULL || g_ascii_strcasecmp (last->name, name) != 0)
    {
      last = g_new0 (QdGdlFactGroup, 1);
      last->name = g_strdup (name);
      last->facts = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (groups, last);
    }
  g_ptr_array_add (last->facts, g_strdup (fact));
}

QdGdlBoard *
qd_gdl_board_new (const char *state_text, const char *universe, const char *const *moves)
{
  g_auto(GStrv) lines = g_strsplit (state_text, "\n", -1);
  g_auto(GStrv) all = g_strsplit (universe != NULL ? universe : state_text, "\n", -1);
  QdGdlBoard *board = g_new0 (QdGdlBoard, 1);

  board->groups = g_ptr_array_new_with_free_func (fact_group_free);
  board->relation = board_relation (all);
  if (board->relation != NULL)
    lay_out_axes (board, all, moves);
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && !place_fact (board, lines[i]))
      list_fact (board->groups, lines[i]);
  for (guint i = 0; i < board->groups->len; i++)
    qd_gdl_shape_find (g_ptr_array_index (board->groups, i), (const char *const *) all);
  return board;
}

void
qd_gdl_board_free (QdGdlBoard *board)
{
  if (board == NULL)
    return;
  g_free (board->relation);
  g_strfreev (board->columns);
  g_strfreev (board->rows);
  g_strfreev (board->values);
  for (guint i = 0; board->contents != NULL && i < board->n_rows * board->n_columns; i++)
    g_free (board->contents[i]);
  g_free (board->contents);
  g_ptr_array_unref (board->groups);
  g_free (board);
}

const char *
qd_gdl_board_content (const QdGdlBoard *board, guint cell)
{
  g_return_val_if_fail (cell < board->n_rows * board->n_columns, NULL);
  return board->contents[cell];
}

gint
qd_gdl_board_value (const QdGdlBoard *board, guint cell)
{
  const char *content = qd_gdl_board_content (board, cell);

  for (guint i = 0; content != NULL && i < board->n_values; i++)
    if (strcmp (board->values[i], content) == 0)
      return (gint) i;
  return -1;
}

void
qd_gdl_board_coordinates (const QdGdlBoard *board, guint cell, const char **first, const char **second)
{
  const char *row = board->rows[cell / board->n_columns];
  const char *column = board->columns[cell % board->n_columns];

  *first = board->columns_first ? column : row;
  *second = board->columns_first ? row : column;
}

/* Whether the move's arguments hold `first` and, next to it, `second` (a
 * cell is named by two arguments in a row: (move wn b 1 c 3) names b1
 * and c3, not b3); or, for a drop (`second` NULL), are `first` alone. */
static gboolean
move_names (const char *move, const char *first, const char *second)
{
  g_auto(GStrv) parts = qd_gdl_board_split_term (move);
  guint n = parts != NULL ? g_strv_length (parts) : 0;

  if (second == NULL)
    return n == 2 && g_ascii_strcasecmp (parts[1], first) == 0;
  for (guint i = 1; i + 1 < n; i++)
    if (g_ascii_strcasecmp (parts[i], first) == 0 && g_ascii_strcasecmp (parts[i + 1], second) == 0)
      return TRUE;
  return FALSE;
}

/* The moves naming the cell (both coordinates), and the column's drops
 * where `drops` (a gravity game). */
static guint
moves_naming (const QdGdlBoard *board, guint cell, gboolean drops, const char *const *moves, guint n,
              guint *matches)
{
  const char *first, *second;
  guint found = 0;

  if (board->relation == NULL || cell >= board->n_rows * board->n_columns)
    return 0;
  qd_gdl_board_coordinates (board, cell, &first, &second);
  for (guint i = 0; i < n; i++)
    if (move_names (moves[i], first, second) || (drops && move_names (moves[i], first, NULL)))
      matches[found++] = i;
  return found;
}

/* The cell whose coordinates are `first`, `second`, or -1. */
static gint
cell_named (const QdGdlBoard *board, const char *first, const char *second)
{
  for (guint c = 0; c < board->n_rows * board->n_columns; c++)
    {
      const char *a, *b;

      qd_gdl_board_coordinates (board, c, &a, &b);
      if (g_ascii_strcasecmp (a, first) == 0 && g_ascii_strcasecmp (b, second) == 0)
        return (gint) c;
    }
  return -1;
}

guint
qd_gdl_board_move_cells (const QdGdlBoard *board, const char *move, guint *cells, guint max)
{
  g_auto(GStrv) parts = board->relation != NULL ? qd_gdl_board_split_term (move) : NULL;
  guint n = parts != NULL ? g_strv_length (parts) : 0, found = 0;

  for (guint i = 1; i + 1 < n && found < max;)
    {
      gint cell = cell_named (board, parts[i], parts[i + 1]);

      if (cell >= 0)
        cells[found++] = (guint) cell, i += 2;
      else
        i++;
    }
  return found;
}

guint
qd_gdl_board_moves_at (const QdGdlBoard *board, guint cell, const char *const *moves, guint n, guint *matches)
{
  return moves_naming (board, cell, board->gravity, moves, n, matches);
}

gint
qd_gdl_board_landing (const QdGdlBoard *board, guint column)
{
  for (guint r = board->n_rows; r-- > 0;)
    if (board->contents[r * board->n_columns + column] == NULL)
      return (gint) (r * board->n_columns + column);
  return -1;
}

/* "first\x1fsecond", lower case: a cell's key in qd_gdl_board_playable's table. */
static char *
cell_key (const char *first, const char *second)
{
  g_autofree char *a = g_ascii_strdown (first, -1), *b = g_ascii_strdown (second, -1);

  return g_strconcat (a, "\x1f", b, NULL);
}

void
qd_gdl_board_playable (const QdGdlBoard *board, const char *const *moves, guint n, gboolean *playable)
{
  guint cells = board->relation != NULL ? board->n_rows * board->n_columns : 0;
  g_autoptr(GHashTable) by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  memset (playable, 0, cells * sizeof *playable);
  for (guint c = 0; c < cells; c++)
    {
      const char *a, *b;

      qd_gdl_board_coordinates (board, c, &a, &b);
      g_hash_table_insert (by_key, cell_key (a, b), GUINT_TO_POINTER (c + 1));
    }
  for (guint m = 0; m < n && cells > 0; m++)
    {
      g_auto(GStrv) parts = qd_gdl_board_split_term (moves[m]);
      guint k = parts != NULL ? g_strv_length (parts) : 0;

      /* A drop names its column: the cell it lands on (as marks_at's `lands`). */
      if (k == 2 && board->gravity)
        for (guint col = 0; col < board->n_columns; col++)
          if (g_ascii_strcasecmp (board->columns[col], parts[1]) == 0)
            {
              gint land = qd_gdl_board_landing (board, col);

              if (land >= 0)
                playable[land] = TRUE;
            }
      /* Both coordinates, two arguments in a row (as move_names). */
      for (guint i = 1; i + 1 < k; i++)
        {
          g_autofree char *key = cell_key (parts[i], parts[i + 1]);
          guint c = GPOINTER_TO_UINT (g_hash_table_lookup (by_key, key));

          if (c > 0)
            playable[c - 1] = TRUE;
        }
    }
}

guint
qd_gdl_board_marks_at (const QdGdlBoard *board, guint cell, const char *const *moves, guint n, guint *matches)
{
  gboolean lands = board->relation != NULL && board->gravity && cell < board->n_rows * board->n_columns &&
                   qd_gdl_board_landing (board, cell % board->n_columns) == (gint) cell;

  return moves_naming (board, cell, lands, moves, n, matches);
}
