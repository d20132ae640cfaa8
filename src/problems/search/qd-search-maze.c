/* qd-search-maze.c — grid mazes: the model, its text, its edits, the
 * recursive backtracker and the engine's view. */
#include "config.h"

#include "qd-search-maze.h"
#include "qd-search-private.h"

#include "core/qd-random.h"
#include "core/qd-text.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

QdSearchMaze *
qd_search_maze_new (guint rows, guint cols)
{
  QdSearchMaze *maze = g_new0 (QdSearchMaze, 1);

  g_return_val_if_fail (rows >= 1 && cols >= 1 && rows * cols >= 2, NULL);
  maze->rows = rows;
  maze->cols = cols;
  maze->cells = g_malloc ((gsize) rows * cols);
  memset (maze->cells, 1, (gsize) rows * cols);
  maze->start = 0;
  maze->goal = rows * cols - 1;
  maze->connect = 4;
  return maze;
}

void
qd_search_maze_free (QdSearchMaze *maze)
{
  if (maze == NULL)
    return;
  g_free (maze->cells);
  g_free (maze);
}

QdSearchMaze *
qd_search_maze_copy (const QdSearchMaze *maze)
{
  QdSearchMaze *copy = g_memdup2 (maze, sizeof *maze);

  copy->cells = g_memdup2 (maze->cells, (gsize) maze->rows * maze->cols);
  return copy;
}

/* --- Reading and writing ------------------------------------------------ */

QdSearchMaze *
qd_search_maze_parse (const char *text, gssize length, GPtrArray *warnings, GError **error)
{
  gsize len = length < 0 ? strlen (text) : (gsize) length;
  g_autoptr (GByteArray) cells = g_byte_array_new ();
  QdLineReader reader;
  const char *line;
  gsize line_len;
  guint rows = 0, cols = 0, connect = 0, connect_line = 0, first_row = 0;
  gint start = -1, goal = -1;
  guint start_line = 0, goal_line = 0;
  QdSearchMaze *maze;

  if (!qd_search_reader_init (&reader, text, len, error))
    return NULL;
  while (qd_line_reader_next (&reader, &line, &line_len))
    {
      const char *key, *value;
      gsize key_len, value_len;

      qd_text_trim (&line, &line_len);
      if (line_len == 0 || qd_search_line_is_comment (line, line_len, TRUE))
        continue;
      if (qd_search_line_key (line, line_len, &key, &key_len, &value, &value_len))
        {
          if (!qd_search_key_is (key, key_len, "connect"))
            {
              g_autofree char *shown = qd_text_quote (key, key_len);

              return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, reader.line,
                                     _("unknown key “%s” (a maze has connect:)"), shown);
            }
          if (connect != 0)
            return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, reader.line,
                                   _("a second “connect:” line (the first is line %u)"), connect_line);
          if (value_len != 1 || (value[0] != '4' && value[0] != '8'))
            return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, reader.line, _("connect: is 4 or 8"));
          connect = value[0] - '0';
          connect_line = reader.line;
          continue;
        }
      if (rows == 0)
        {
          cols = line_len;
          first_row = reader.line;
        }
      if (line_len != cols)
        return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, reader.line,
                               _("this row has %u cells, the first row (line %u) %u: rows have equal lengths"),
                               (guint) MIN (line_len, G_MAXUINT), first_row, cols);
      if (cols > QD_SEARCH_MAZE_MAX_SIDE || rows + 1 > QD_SEARCH_MAZE_MAX_SIDE
          || (gsize) (rows + 1) * cols > QD_SEARCH_MAZE_MAX_CELLS)
        return qd_search_fail (error, QD_SEARCH_ERROR_TOO_LARGE, reader.line,
                               _("a maze has at most %d rows, %d columns and %d cells"), QD_SEARCH_MAZE_MAX_SIDE,
                               QD_SEARCH_MAZE_MAX_SIDE, QD_SEARCH_MAZE_MAX_CELLS);
      for (gsize i = 0; i < line_len; i++)
        {
          char c = line[i];
          guint8 v;
          gint *end = c == 'S' ? &start : c == 'G' ? &goal : NULL;

          if (c == '#')
            v = QD_SEARCH_MAZE_WALL;
          else if (c == '.' || c == 'S' || c == 'G')
            v = 1;
          else if (c >= '1' && c <= '9')
            v = c - '0';
          else
            {
              g_autofree char *shown = qd_text_quote (line + i, 1);

              return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, reader.line,
                                     _("“%s” in column %u is not a maze cell (# wall, . free, 1–9 a cost, S, G)"),
                                     shown, (guint) i + 1);
            }
          if (end != NULL)
            {
              guint *end_line = c == 'S' ? &start_line : &goal_line;

              if (*end >= 0)
                return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, reader.line,
                                       _("a second %c (the first is on line %u)"), c, *end_line);
              *end = (gint) (rows * cols + i);
              *end_line = reader.line;
            }
          g_byte_array_append (cells, &v, 1);
        }
      rows++;
    }
  if (rows == 0)
    return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, reader.line, _("the maze has no row"));
  if (start < 0)
    return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, reader.line, _("the maze has no start (S)"));
  if (goal < 0)
    return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, reader.line, _("the maze has no goal (G)"));
  maze = g_new0 (QdSearchMaze, 1);
  maze->rows = rows;
  maze->cols = cols;
  maze->cells = g_byte_array_steal (cells, NULL);
  maze->start = start;
  maze->goal = goal;
  maze->connect = connect != 0 ? connect : 4;
  if (warnings != NULL && !qd_search_maze_connected (maze))
    {
      guint n = 0;

      qd_text_warn (warnings, &n, _("the goal cannot be reached from the start"));
    }
  return maze;
}

char *
qd_search_maze_to_string (const QdSearchMaze *maze)
{
  GString *out = g_string_sized_new ((gsize) maze->rows * (maze->cols + 1) + 16);

  if (maze->connect == 8)
    g_string_append (out, "connect: 8\n");
  for (guint r = 0; r < maze->rows; r++)
    {
      for (guint c = 0; c < maze->cols; c++)
        {
          guint i = r * maze->cols + c;
          guint8 v = maze->cells[i];

          g_string_append_c (out, i == maze->start ? 'S' : i == maze->goal ? 'G' : v == QD_SEARCH_MAZE_WALL ? '#'
                                  : v == 1 ? '.' : (char) ('0' + v));
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* --- Questions ---------------------------------------------------------- */

guint
qd_search_maze_least_cost (const QdSearchMaze *maze)
{
  guint least = 9;
  gsize n = (gsize) maze->rows * maze->cols;

  for (gsize i = 0; i < n && least > 1; i++)
    if (maze->cells[i] != QD_SEARCH_MAZE_WALL && i != maze->start)
      least = MIN (least, maze->cells[i]);
  return least;
}

/* The step directions, N NE E SE S SW W NW. */
static const int dr8[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };
static const int dc8[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };

static inline gboolean
is_free (const QdSearchMaze *maze, int r, int c)
{
  return r >= 0 && c >= 0 && (guint) r < maze->rows && (guint) c < maze->cols
         && maze->cells[(guint) r * maze->cols + (guint) c] != QD_SEARCH_MAZE_WALL;
}

/* The neighbour of `cell` in direction d (0–7), or -1: a wall, the edge, or a
 * diagonal that cuts a wall's corner. */
static inline gint
neighbour (const QdSearchMaze *maze, guint cell, guint d)
{
  int r = (int) (cell / maze->cols), c = (int) (cell % maze->cols);
  int nr = r + dr8[d], nc = c + dc8[d];

  if (!is_free (maze, nr, nc))
    return -1;
  if ((d & 1) && (!is_free (maze, r + dr8[d], c) || !is_free (maze, r, c + dc8[d])))
    return -1;
  return nr * (int) maze->cols + nc;
}

gboolean
qd_search_maze_connected (const QdSearchMaze *maze)
{
  gsize n = (gsize) maze->rows * maze->cols;
  g_autofree guint8 *seen = g_malloc0 (n);
  g_autofree guint *queue = g_new (guint, n);
  gsize head = 0, tail = 0;
  guint step = maze->connect == 8 ? 1 : 2;

  queue[tail++] = maze->start;
  seen[maze->start] = 1;
  while (head < tail)
    {
      guint cell = queue[head++];

      if (cell == maze->goal)
        return TRUE;
      for (guint d = 0; d < 8; d += step)
        {
          gint next = neighbour (maze, cell, d);

          if (next >= 0 && !seen[next])
            {
              seen[next] = 1;
              queue[tail++] = (guint) next;
            }
        }
    }
  return FALSE;
}

gint
qd_search_maze_neighbour (const QdSearchMaze *maze, guint cell, guint d)
{
  return neighbour (maze, cell, d);
}

double
qd_search_maze_step_cost (const QdSearchMaze *maze, guint to, guint d)
{
  return maze->cells[to] * ((d & 1) ? G_SQRT2 : 1.0);
}

/* The heuristic from `cell` to `target` (the goal, or the start backward). */
static inline double
maze_h_between (const QdSearchMaze *maze, QdSearchHeuristic h, double least, guint cell, guint target)
{
  double dr, dc;

  if (h != QD_SEARCH_H_MANHATTAN && h != QD_SEARCH_H_OCTILE && h != QD_SEARCH_H_EUCLIDEAN)
    return 0;
  dr = fabs ((double) (cell / maze->cols) - (double) (target / maze->cols));
  dc = fabs ((double) (cell % maze->cols) - (double) (target % maze->cols));
  if (h == QD_SEARCH_H_MANHATTAN)
    return least * (dr + dc);
  if (h == QD_SEARCH_H_OCTILE)
    return least * (MAX (dr, dc) + (G_SQRT2 - 1) * MIN (dr, dc));
  return least * sqrt (dr * dr + dc * dc);
}

static inline double
maze_h (const QdSearchMaze *maze, QdSearchHeuristic h, double least, guint cell)
{
  return maze_h_between (maze, h, least, cell, maze->goal);
}

double
qd_search_maze_h_least (const QdSearchMaze *maze, QdSearchHeuristic h, double least, guint cell)
{
  return maze_h (maze, h, least, cell);
}

/* --- Edits -------------------------------------------------------------- */

gboolean
qd_search_maze_set_cell (QdSearchMaze *maze, guint row, guint col, guint value)
{
  guint i = row * maze->cols + col;

  g_return_val_if_fail (row < maze->rows && col < maze->cols && value <= 9, FALSE);
  if ((i == maze->start || i == maze->goal) && value != 1)
    return FALSE;
  maze->cells[i] = (guint8) value;
  return TRUE;
}

static gboolean
set_end (QdSearchMaze *maze, guint row, guint col, guint *end, guint other)
{
  guint i = row * maze->cols + col;

  g_return_val_if_fail (row < maze->rows && col < maze->cols, FALSE);
  if (i == other)
    return FALSE;
  maze->cells[i] = 1;
  *end = i;
  return TRUE;
}

gboolean
qd_search_maze_set_start (QdSearchMaze *maze, guint row, guint col)
{
  return set_end (maze, row, col, &maze->start, maze->goal);
}

gboolean
qd_search_maze_set_goal (QdSearchMaze *maze, guint row, guint col)
{
  return set_end (maze, row, col, &maze->goal, maze->start);
}

void
qd_search_maze_set_connect (QdSearchMaze *maze, guint connect)
{
  maze->connect = connect == 8 ? 8 : 4;
}

void
qd_search_maze_resize (QdSearchMaze *maze, guint rows, guint cols)
{
  guint8 *cells;
  guint sr, sc, gr, gc;

  rows = CLAMP (rows, 1, QD_SEARCH_MAZE_MAX_SIDE);
  cols = CLAMP (cols, 1, QD_SEARCH_MAZE_MAX_SIDE);
  if ((gsize) rows * cols < 2)
    cols = 2;
  while ((gsize) rows * cols > QD_SEARCH_MAZE_MAX_CELLS)
    rows--;
  cells = g_malloc ((gsize) rows * cols);
  memset (cells, 1, (gsize) rows * cols);
  for (guint r = 0; r < MIN (rows, maze->rows); r++)
    memcpy (cells + (gsize) r * cols, maze->cells + (gsize) r * maze->cols, MIN (cols, maze->cols));
  sr = MIN (maze->start / maze->cols, rows - 1);
  sc = MIN (maze->start % maze->cols, cols - 1);
  gr = MIN (maze->goal / maze->cols, rows - 1);
  gc = MIN (maze->goal % maze->cols, cols - 1);
  if (sr == gr && sc == gc)
    {
      /* Both clamped onto one cell: the goal steps to a neighbour. */
      if (gc > 0)
        gc--;
      else if (gr > 0)
        gr--;
      else if (cols > 1)
        gc++;
      else
        gr++;
    }
  g_free (maze->cells);
  maze->cells = cells;
  maze->rows = rows;
  maze->cols = cols;
  maze->start = sr * cols + sc;
  maze->goal = gr * cols + gc;
  maze->cells[maze->start] = 1;
  maze->cells[maze->goal] = 1;
}

/* --- The recursive backtracker ----------------------------------------- */

QdSearchMaze *
qd_search_maze_random (guint rows, guint cols, guint cost_patches, guint64 seed)
{
  QdSearchMaze *maze;
  guint64 rng = seed;
  guint rr, rc;   /* rooms: cells (2i+1, 2j+1) */
  g_autofree guint *stack = NULL;
  g_autofree guint8 *visited = NULL;
  guint depth = 0;

  rows = CLAMP (rows, 5, QD_SEARCH_MAZE_MAX_SIDE);
  cols = CLAMP (cols, 5, QD_SEARCH_MAZE_MAX_SIDE);
  while ((gsize) rows * cols > QD_SEARCH_MAZE_MAX_CELLS)
    rows--;
  maze = qd_search_maze_new (rows, cols);
  memset (maze->cells, QD_SEARCH_MAZE_WALL, (gsize) rows * cols);
  rr = (rows - 1) / 2;
  rc = (cols - 1) / 2;
  stack = g_new (guint, (gsize) rr * rc);
  visited = g_malloc0 ((gsize) rr * rc);
  stack[depth++] = 0;
  visited[0] = 1;
  maze->cells[cols + 1] = 1;
  while (depth > 0)
    {
      guint room = stack[depth - 1], i = room / rc, j = room % rc;
      guint options[4], n = 0;

      if (i > 0 && !visited[room - rc])
        options[n++] = room - rc;
      if (j + 1 < rc && !visited[room + 1])
        options[n++] = room + 1;
      if (i + 1 < rr && !visited[room + rc])
        options[n++] = room + rc;
      if (j > 0 && !visited[room - 1])
        options[n++] = room - 1;
      if (n == 0)
        {
          depth--;
          continue;
        }
      {
        guint next = options[qd_random_below (&rng, n)];
        guint ni = next / rc, nj = next % rc;

        visited[next] = 1;
        maze->cells[(2 * ni + 1) * cols + 2 * nj + 1] = 1;
        maze->cells[(i + ni + 1) * cols + j + nj + 1] = 1;   /* the wall between */
        stack[depth++] = next;
      }
    }
  maze->start = cols + 1;
  maze->goal = (2 * (rr - 1) + 1) * cols + 2 * (rc - 1) + 1;
  for (guint k = 0; k < cost_patches; k++)
    {
      guint h = 1 + qd_random_below (&rng, MAX (rows / 4, 1));
      guint w = 1 + qd_random_below (&rng, MAX (cols / 4, 1));
      guint r0 = qd_random_below (&rng, rows), c0 = qd_random_below (&rng, cols);
      guint8 cost = (guint8) (2 + qd_random_below (&rng, 8));

      for (guint r = r0; r < MIN (rows, r0 + h); r++)
        for (guint c = c0; c < MIN (cols, c0 + w); c++)
          {
            guint i = r * cols + c;

            if (maze->cells[i] != QD_SEARCH_MAZE_WALL && i != maze->start && i != maze->goal)
              maze->cells[i] = cost;
          }
    }
  return maze;
}

/* --- The engine's view -------------------------------------------------- */

typedef struct {
  const QdSearchMaze *maze;   /* the space's document's */
  double least;
  guint step;                 /* 2: N E S W; 1: the eight */
} MazeSpace;

static inline double
maze_space_h (const QdSearchSpace *s, const MazeSpace *ms, guint cell)
{
  return maze_h (ms->maze, s->heuristic, ms->least, cell);
}

static guint
maze_expand (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous,
             gboolean prune_inverse, QdSpaceStep *steps, guint8 *states)
{
  const QdSearchSpace *s = qd_search_space_of (space);
  const MazeSpace *ms = s->kind;
  guint32 cell = qd_search_state_index (state), n = 0;

  for (guint d = 0; d < 8; d += ms->step)
    {
      gint next = neighbour (ms->maze, cell, d);
      guint32 to;

      if (next < 0)
        continue;
      to = (guint32) next;
      steps[n].action = to;
      steps[n].cost = qd_search_maze_step_cost (ms->maze, to, d);
      steps[n].h = maze_space_h (s, ms, to);
      memcpy (states + n * sizeof (guint32), &to, sizeof to);
      n++;
    }
  return n;
}

/* Moves are reversible: the predecessors of a cell are its neighbours, each
 * step's cost that of entering the cell. */
static guint
maze_expand_back (const QdSpace *space, gconstpointer state, QdSpaceStep *steps, guint8 *states)
{
  const MazeSpace *ms = qd_search_space_of (space)->kind;
  guint32 cell = qd_search_state_index (state), n = 0;

  for (guint d = 0; d < 8; d += ms->step)
    {
      gint from = neighbour (ms->maze, cell, d);

      if (from < 0)
        continue;
      steps[n].action = cell;
      steps[n].cost = ms->maze->cells[cell] * ((d & 1) ? G_SQRT2 : 1.0);
      steps[n].h = 0;
      memcpy (states + n * sizeof (guint32), &(guint32) { (guint32) from }, sizeof (guint32));
      n++;
    }
  return n;
}

static double
maze_estimate_to (const QdSpace *space, gconstpointer state, gconstpointer target)
{
  const QdSearchSpace *s = qd_search_space_of (space);
  const MazeSpace *ms = s->kind;

  return maze_h_between (ms->maze, s->heuristic, ms->least, qd_search_state_index (state),
                         qd_search_state_index (target));
}

static double
maze_heuristic (const QdSpace *space, gconstpointer state)
{
  const QdSearchSpace *s = qd_search_space_of (space);

  return maze_space_h (s, s->kind, qd_search_state_index (state));
}

gboolean
qd_search_maze_space_init (QdSearchSpace *s, GError **error)
{
  MazeSpace *ms = g_new0 (MazeSpace, 1);

  ms->maze = s->doc->maze;
  ms->least = qd_search_maze_least_cost (ms->maze);
  ms->step = ms->maze->connect == 8 ? 1 : 2;
  s->kind = ms;
  s->kind_free = g_free;
  s->space.state_size = sizeof (guint32);
  s->space.max_steps = ms->maze->connect == 8 ? 8 : 4;
  s->space.expand = maze_expand;
  s->space.expand_back = maze_expand_back;
  s->space.estimate_to = maze_estimate_to;
  s->space.is_goal = qd_search_index_is_goal;
  s->goal_index = ms->maze->goal;
  s->space.heuristic = maze_heuristic;
  s->space.has_inverse = FALSE;
  s->start = g_malloc0 (sizeof (guint32));
  memcpy (s->start, &(guint32) { ms->maze->start }, sizeof (guint32));
  s->goal = g_memdup2 (&(guint32) { ms->maze->goal }, sizeof (guint32));
  s->space.goal_state = s->goal;
  return TRUE;
}
