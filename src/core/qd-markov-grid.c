/* qd-markov-grid.c — grid worlds as a stencil (qd-markov-grid.h). */
#include "config.h"
#include "qd-markov-grid.h"

#include <math.h>

/* North, west, south, east: (dx, dy), row 0 the bottom. */
static const gint move_dx[4] = { 0, -1, 0, 1 };
static const gint move_dy[4] = { 1, 0, -1, 0 };

QdMarkovGrid *
qd_markov_grid_new (guint w, guint h, double noise)
{
  QdMarkovGrid *grid;
  gsize n = (gsize) w * h;

  g_return_val_if_fail (w > 0 && h > 0 && n <= G_MAXINT32, NULL);
  grid = g_new0 (QdMarkovGrid, 1);
  grid->w = w;
  grid->h = h;
  grid->noise = noise;
  grid->cell = g_new0 (guint8, n);
  grid->value = g_new0 (double, n);
  grid->blocked = g_new0 (guint8, n);
  return grid;
}

void
qd_markov_grid_free (QdMarkovGrid *grid)
{
  if (grid == NULL)
    return;
  g_free (grid->cell);
  g_free (grid->value);
  g_free (grid->blocked);
  g_free (grid);
}

void
qd_markov_grid_finish (QdMarkovGrid *grid)
{
  for (guint y = 0; y < grid->h; y++)
    for (guint x = 0; x < grid->w; x++)
      {
        gsize i = (gsize) y * grid->w + x;
        guint8 mask = 0;

        for (guint m = 0; m < 4; m++)
          {
            gint tx = (gint) x + move_dx[m], ty = (gint) y + move_dy[m];

            if (tx < 0 || ty < 0 || tx >= (gint) grid->w || ty >= (gint) grid->h ||
                grid->cell[(gsize) ty * grid->w + (gsize) tx] == QD_MARKOV_CELL_WALL)
              mask |= 1u << m;
          }
        grid->blocked[i] = mask;
      }
}

/* The cell move M from I reaches (I itself when blocked). */
static inline gsize
reach (const QdMarkovGrid *grid, gsize i, guint m)
{
  if (grid->blocked[i] & (1u << m))
    return i;
  return m == QD_MARKOV_NORTH ? i + grid->w : m == QD_MARKOV_WEST ? i - 1 : m == QD_MARKOV_SOUTH ? i - grid->w : i + 1;
}

double
qd_markov_grid_sweep (const QdMarkovGrid *grid, double gamma, const double *v, double *out)
{
  const double p = 1.0 - grid->noise, side = grid->noise / 2;
  const gsize w = grid->w, n = (gsize) grid->w * grid->h;
  double residual = 0;

  for (gsize i = 0; i < n; i++)
    {
      /* Without a branch (walls one cell in eight would mispredict): a
       * blocked move's offset is 0, so every load stays in the grid; every
       * cell is computed as open, then an exit takes its value and a wall 0. */
      const gsize open = (gsize) (~grid->blocked[i]);
      const double r = grid->value[i];
      const double vn = v[i + w * (open & 1)], vw = v[i - ((open >> 1) & 1)];
      const double vs = v[i - w * ((open >> 2) & 1)], ve = v[i + ((open >> 3) & 1)];
      /* Q(north) = r + γ (p vn + side (vw + ve)) and Q(south) share their
       * sides, as Q(west) and Q(east) do: the best of each pair is the one
       * whose intended move is worth more (p ≥ 0, γ ≥ 0). */
      const double ns = p * (vn > vs ? vn : vs) + side * (vw + ve);
      const double we = p * (vw > ve ? vw : ve) + side * (vn + vs);
      double best = r + gamma * (ns > we ? ns : we);
      double change;

      best = grid->cell[i] == QD_MARKOV_CELL_OPEN ? best : grid->cell[i] == QD_MARKOV_CELL_EXIT ? r : 0.0;
      out[i] = best;
      change = fabs (best - v[i]);
      residual = change > residual ? change : residual;
    }
  return residual;
}

QdMarkov *
qd_markov_grid_to_model (const QdMarkovGrid *grid, gint *state_of)
{
  g_autofree gint *own = state_of == NULL ? g_new (gint, (gsize) grid->w * grid->h) : NULL;
  gint *states = state_of != NULL ? state_of : own;
  guint n = 0;
  QdMarkov *mdp;

  for (guint x = 0; x < grid->w; x++)
    for (guint y = 0; y < grid->h; y++)
      {
        gsize i = (gsize) y * grid->w + x;

        states[i] = grid->cell[i] == QD_MARKOV_CELL_WALL ? -1 : (gint) n++;
      }
  mdp = qd_markov_new (n + 1);
  if (n <= G_MAXUINT / 12)  /* at most 4 moves of 3 outcomes a cell */
    qd_markov_reserve (mdp, 4 * n, 12 * n);
  for (guint x = 0; x < grid->w; x++)
    for (guint y = 0; y < grid->h; y++)
      {
        gsize i = (gsize) y * grid->w + x;
        guint s = (guint) states[i];

        if (grid->cell[i] == QD_MARKOV_CELL_WALL)
          continue;
        if (grid->cell[i] == QD_MARKOV_CELL_EXIT)
          {
            qd_markov_add_action (mdp, s, QD_MARKOV_EXIT);
            qd_markov_add_outcome (mdp, n, 1.0, grid->value[i]);
            continue;
          }
        for (guint m = 0; m < 4; m++)
          {
            /* Intended, then the sides at right angles (the stencil's order). */
            const guint moves[3] = { m, (m + 1) % 4, (m + 3) % 4 };
            const double probs[3] = { 1.0 - grid->noise, grid->noise / 2, grid->noise / 2 };

            qd_markov_add_action (mdp, s, m);
            for (guint k = 0; k < 3; k++)
              if (probs[k] > 0)
                qd_markov_add_outcome (mdp, (guint) states[reach (grid, i, moves[k])], probs[k], grid->value[i]);
          }
      }
  return mdp;
}
