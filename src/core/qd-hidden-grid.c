/* qd-hidden-grid.c — boards for inference over time: the open squares as
 * states, their neighbours, the book's localization model. */
#include "config.h"
#include "qd-hidden-grid.h"

#include <math.h>

static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };

QdHiddenGrid *
qd_hidden_grid_new (guint width, guint height, const guint8 *wall, GError **error)
{
  QdHiddenGrid *grid;
  guint64 squares = (guint64) width * height;

  if (squares == 0 || squares > QD_HIDDEN_MAX_STATES)
    {
      g_set_error (error, QD_HIDDEN_ERROR, squares == 0 ? QD_HIDDEN_ERROR_INVALID : QD_HIDDEN_ERROR_TOO_BIG,
                   "a board of %u × %u squares: a board holds 1 to %u", width, height, QD_HIDDEN_MAX_STATES);
      return NULL;
    }
  grid = g_new0 (QdHiddenGrid, 1);
  grid->width = width;
  grid->height = height;
  grid->cell_of = g_new (guint, squares);
  for (guint64 i = 0; i < squares; i++)
    grid->cell_of[i] = wall[i] ? G_MAXUINT : grid->n_cells++;
  if (grid->n_cells == 0)
    {
      g_set_error (error, QD_HIDDEN_ERROR, QD_HIDDEN_ERROR_INVALID, "every square of the board is a wall");
      qd_hidden_grid_free (grid);
      return NULL;
    }
  grid->x = g_new (guint, grid->n_cells);
  grid->y = g_new (guint, grid->n_cells);
  grid->walls = g_new0 (guint8, grid->n_cells);
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        guint s = grid->cell_of[(gsize) y * width + x];

        if (s == G_MAXUINT)
          continue;
        grid->x[s] = x, grid->y[s] = y;
      }
  for (guint s = 0; s < grid->n_cells; s++)
    for (guint d = 0; d < 4; d++)
      if (qd_hidden_grid_step (grid, s, d) == G_MAXUINT)
        grid->walls[s] |= 1u << d;
  return grid;
}

void
qd_hidden_grid_free (QdHiddenGrid *grid)
{
  if (grid == NULL)
    return;
  g_free (grid->cell_of);
  g_free (grid->x);
  g_free (grid->y);
  g_free (grid->walls);
  g_free (grid);
}

guint
qd_hidden_grid_step (const QdHiddenGrid *grid, guint state, guint direction)
{
  gint64 x = (gint64) grid->x[state] + dx[direction], y = (gint64) grid->y[state] + dy[direction];

  if (x < 0 || y < 0 || x >= grid->width || y >= grid->height)
    return G_MAXUINT;
  return grid->cell_of[(gsize) y * grid->width + (gsize) x];
}

guint
qd_hidden_grid_distance (const QdHiddenGrid *grid, guint a, guint b)
{
  return (guint) (ABS ((gint64) grid->x[a] - grid->x[b]) + ABS ((gint64) grid->y[a] - grid->y[b]));
}

double
qd_hidden_grid_wall_probability (const QdHiddenGrid *grid, guint state, guint reading, double epsilon)
{
  int wrong = __builtin_popcount (reading ^ grid->walls[state]);

  return pow (1 - epsilon, 4 - wrong) * pow (epsilon, wrong);
}

guint
qd_hidden_grid_wall_reading (const QdHiddenGrid *grid, guint state)
{
  return grid->walls[state];
}

QdHidden *
qd_hidden_grid_localization (const QdHiddenGrid *grid, double epsilon, gboolean prior_is_first, GError **error)
{
  QdHidden *model;
  guint n = grid->n_cells;

  if (!(epsilon >= 0 && epsilon <= 1))
    {
      g_set_error (error, QD_HIDDEN_ERROR, QD_HIDDEN_ERROR_INVALID, "the sensor's error ε = %g is not in 0 … 1",
                   epsilon);
      return NULL;
    }
  model = qd_hidden_new (n, QD_HIDDEN_WALL_READINGS, error);
  if (model == NULL)
    return NULL;
  model->start_is_first = prior_is_first;
  for (guint s = 0; s < n; s++)
    {
      guint open = 4 - (guint) __builtin_popcount (grid->walls[s]);

      model->prior[s] = 1.0 / n;
      if (open == 0)
        qd_hidden_add_transition (model, s, s, 1);
      for (guint d = 0; d < 4; d++)
        if (!(grid->walls[s] & (1u << d)))
          qd_hidden_add_transition (model, s, qd_hidden_grid_step (grid, s, d), 1.0 / open);
      for (guint e = 0; e < QD_HIDDEN_WALL_READINGS; e++)
        model->sensor[(gsize) s * QD_HIDDEN_WALL_READINGS + e] = qd_hidden_grid_wall_probability (grid, s, e, epsilon);
    }
  if (!qd_hidden_finish (model, NULL, error))
    g_clear_pointer (&model, qd_hidden_free);
  return model;
}

/* STATE's moves into MOVES (their targets, at most 5: staying is one when
 * STAY) with their
 * probabilities; returns how many. */
static guint
mover_row (const QdHiddenGrid *grid, guint state, QdHiddenMove kind, double best, guint target, gboolean stay,
           guint *moves, double *p)
{
  guint n = 0, n_best = 0, best_distance = 0;

  for (guint d = 0; d < 4; d++)
    if (!(grid->walls[state] & (1u << d)))
      moves[n++] = qd_hidden_grid_step (grid, state, d);
  if (stay)
    moves[n++] = state;
  if (n == 0)
    {
      moves[0] = state, p[0] = 1;
      return 1;
    }
  for (guint i = 0; i < n; i++)
    {
      guint distance = qd_hidden_grid_distance (grid, moves[i], target);

      if (i == 0 || (kind == QD_HIDDEN_MOVE_TOWARD ? distance < best_distance : distance > best_distance))
        best_distance = distance, n_best = 0;
      n_best += distance == best_distance;
    }
  for (guint i = 0; i < n; i++)
    {
      p[i] = kind == QD_HIDDEN_MOVE_RANDOM ? 1.0 / n : (1 - best) / n;
      if (kind != QD_HIDDEN_MOVE_RANDOM && qd_hidden_grid_distance (grid, moves[i], target) == best_distance)
        p[i] += best / n_best;
    }
  return n;
}

QdHidden *
qd_hidden_grid_mover (const QdHiddenGrid *grid, QdHiddenMove kind, double best, guint target, gboolean stay,
                      const double *prior, GError **error)
{
  QdHidden *model;
  guint n = grid->n_cells;

  if (kind != QD_HIDDEN_MOVE_RANDOM && (!(best >= 0 && best <= 1) || target >= n))
    {
      g_set_error (error, QD_HIDDEN_ERROR, QD_HIDDEN_ERROR_INVALID,
                   "a directed mover needs a probability from 0 to 1 (%g) and a square to head for", best);
      return NULL;
    }
  model = qd_hidden_new (n, 1, error);
  if (model == NULL)
    return NULL;
  model->start_is_first = TRUE;
  for (guint s = 0; s < n; s++)
    {
      guint moves[5], count;
      double p[5];

      count = mover_row (grid, s, kind, best, target, stay, moves, p);
      model->prior[s] = prior != NULL ? prior[s] : 1.0 / n;
      model->sensor[s] = 1;
      for (guint i = 0; i < count; i++)
        qd_hidden_add_transition (model, s, moves[i], p[i]);
    }
  if (!qd_hidden_finish (model, NULL, error))
    g_clear_pointer (&model, qd_hidden_free);
  return model;
}
