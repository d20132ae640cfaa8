/* fuzz-mdp.c — what the grid world fuzz target checks of a world it reads
 * (tests/fuzz/fuzz-format.c): the rules hold; the model has a state per
 * cell that is not a wall, in the course's order, and the absorbing one
 * last; twenty sweeps of value iteration stay within the discounted sum of
 * the largest reward and agree with core's stencil sweep, a second route
 * through the same grid, to 1e-9 (worlds of at most 10,000 cells). */
#include "config.h"

#include <math.h>
#include <string.h>

#include "core/qd-markov-grid.h"
#include "problems/mdp/qd-mdp.h"
#include "fuzz/fuzz-check.h"

#define SWEEPS 20

/* The state numbering: x-major, y ascending, walls skipped, both ways. */
static void
check_states (const QdMdpWorld *world, const QdMarkov *model, const gint *state_of, const guint *cell_of)
{
  guint s = 0;

  for (guint x = 0; x < world->w; x++)
    for (guint y = 0; y < world->h; y++)
      {
        guint i = qd_mdp_world_index (world, x, y);

        if (world->kind[i] == QD_MDP_WALL ? state_of[i] != -1 : state_of[i] != (gint) s || cell_of[s++] != i)
          qd_fuzz_fail ("a cell's state is not the course's order", NULL, NULL);
      }
  if (model->n_states != s + 1 || qd_markov_n_actions_of (model, s) != 0)
    qd_fuzz_fail ("the absorbing state is not the last", NULL, NULL);
}

/* The same world as core's stencil grid, built here from the cells. */
static QdMarkovGrid *
stencil (const QdMdpWorld *world)
{
  QdMarkovGrid *grid = qd_markov_grid_new (world->w, world->h, world->noise);

  for (guint i = 0; i < world->w * world->h; i++)
    {
      grid->cell[i] = world->kind[i] == QD_MDP_WALL       ? QD_MARKOV_CELL_WALL
                      : world->kind[i] == QD_MDP_TERMINAL ? QD_MARKOV_CELL_EXIT
                                                          : QD_MARKOV_CELL_OPEN;
      grid->value[i] = world->kind[i] == QD_MDP_WALL ? 0 : world->reward[i];
    }
  qd_markov_grid_finish (grid);
  return grid;
}

static void
check_sweeps (const QdMdpWorld *world, const QdMarkov *model, const gint *state_of)
{
  gsize n = (gsize) world->w * world->h;
  g_autofree double *v = g_new0 (double, model->n_states), *out = g_new0 (double, model->n_states);
  g_autofree double *gv = g_new0 (double, n), *gout = g_new0 (double, n);
  g_autoptr(QdMarkovGrid) grid = stencil (world);
  double largest = 0, bound = 0;

  for (gsize i = 0; i < n; i++)
    largest = world->kind[i] == QD_MDP_WALL ? largest : MAX (largest, fabs (world->reward[i]));
  for (guint k = 0; k < SWEEPS; k++)
    {
      bound = largest + world->discount * bound;
      qd_markov_sweep (model, world->discount, v, out);
      memcpy (v, out, sizeof (double) * model->n_states);
      qd_markov_grid_sweep (grid, world->discount, gv, gout);
      memcpy (gv, gout, sizeof (double) * n);
      for (gsize i = 0; i < n; i++)
        {
          double value = state_of[i] >= 0 ? v[state_of[i]] : 0;

          if (!isfinite (value) || fabs (value) > bound * (1 + 1e-12))
            qd_fuzz_fail ("a value past the discounted sum of the largest reward", NULL, NULL);
          if (fabs (value - gv[i]) > 1e-9 * MAX (1.0, bound))
            qd_fuzz_fail ("the model's sweep and the stencil's disagree", NULL, NULL);
        }
    }
}

void
qd_fuzz_check (gconstpointer model_of_file)
{
  const QdMdpWorld *world = model_of_file;
  gsize n = (gsize) world->w * world->h;
  g_autofree gint *state_of = NULL;
  g_autofree guint *cell_of = NULL;
  g_autoptr(QdMarkov) model = NULL;

  if (!qd_mdp_world_check (world, NULL))
    qd_fuzz_fail ("a world read breaks the rules", NULL, NULL);
  if (n > 10000)
    return;
  state_of = g_new (gint, n);
  cell_of = g_new (guint, n);
  model = qd_mdp_world_to_model (world, state_of, cell_of, NULL);
  if (model == NULL)
    qd_fuzz_fail ("no model of a world read", NULL, NULL);
  check_states (world, model, state_of, cell_of);
  check_sweeps (world, model, state_of);
}
