/* qd-mdp.c — grid worlds: the world, its rules and its model (qd-mdp.h). */
#include "config.h"
#include "qd-mdp.h"
#include "qd-mdp-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-markov-grid.h"

G_DEFINE_QUARK (qd-mdp-error-quark, qd_mdp_error)

/* ---- the world */

QdMdpWorld *
qd_mdp_world_new (guint w, guint h)
{
  QdMdpWorld *world;

  g_return_val_if_fail (w >= 1 && h >= 1 && w <= QD_MDP_MAX_SIDE && h <= QD_MDP_MAX_SIDE, NULL);
  world = g_new0 (QdMdpWorld, 1);
  world->w = w;
  world->h = h;
  world->kind = g_new0 (guint8, (gsize) w * h);   /* QD_MDP_OPEN is 0 */
  world->reward = g_new0 (double, (gsize) w * h);
  world->start_x = world->start_y = -1;
  world->discount = 0.9;
  world->noise = 0.2;
  world->convention = QD_MDP_COURSE;
  return world;
}

QdMdpWorld *
qd_mdp_world_copy (const QdMdpWorld *world)
{
  QdMdpWorld *copy = g_memdup2 (world, sizeof *world);
  gsize n = (gsize) world->w * world->h;

  copy->kind = g_memdup2 (world->kind, n);
  copy->reward = g_memdup2 (world->reward, n * sizeof (double));
  copy->title = g_strdup (world->title);
  return copy;
}

void
qd_mdp_world_free (QdMdpWorld *world)
{
  if (world == NULL)
    return;
  g_free (world->kind);
  g_free (world->reward);
  g_free (world->title);
  g_free (world);
}

gboolean
qd_mdp_world_equal (const QdMdpWorld *a, const QdMdpWorld *b)
{
  gsize n = (gsize) a->w * a->h;

  if (a->w != b->w || a->h != b->h || a->start_x != b->start_x || a->start_y != b->start_y ||
      a->discount != b->discount || a->noise != b->noise || a->living_reward != b->living_reward ||
      a->convention != b->convention || g_strcmp0 (a->title, b->title) != 0 || memcmp (a->kind, b->kind, n) != 0)
    return FALSE;
  /* Compared as numbers, not bytes: -0 is 0 (a file writes both "0"). */
  for (gsize i = 0; i < n; i++)
    if (a->reward[i] != b->reward[i])
      return FALSE;
  return TRUE;
}

/* ---- the rules */

static gboolean
invalid (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID, message);
  return FALSE;
}

char *
qd_mdp_parameter_refusal (QdMdpParameter parameter, double value)
{
  g_autofree char *number = NULL;

  /* Read for every cell of a grid: a number is written only to refuse it. */
  if (parameter == QD_MDP_PARAMETER_REWARD ? fabs (value) <= QD_MDP_MAX_REWARD
      : parameter == QD_MDP_PARAMETER_NOISE ? value >= 0 && value <= 1
                                            : value > 0 && value <= 1)
    return NULL;
  number = qd_format_number (value);
  if (parameter == QD_MDP_PARAMETER_NOISE)
    return g_strdup_printf (_("the noise must be from 0 to 1, not %s"), number);
  if (parameter == QD_MDP_PARAMETER_DISCOUNT)
    return g_strdup_printf (_("the discount must be above 0 and at most 1, not %s"), number);
  return g_strdup_printf (_("a reward must be finite and at most 10¹² in size, not %s"), number);
}

static gboolean
check_parameters (const QdMdpWorld *world, GError **error)
{
  char *refusal;

  if (world->w < 1 || world->h < 1 || world->w > QD_MDP_MAX_SIDE || world->h > QD_MDP_MAX_SIDE)
    return invalid (error, _("the grid is %u × %u cells: each side must be from 1 to %u"), world->w, world->h,
                    QD_MDP_MAX_SIDE);
  if ((refusal = qd_mdp_parameter_refusal (QD_MDP_PARAMETER_NOISE, world->noise)) != NULL ||
      (refusal = qd_mdp_parameter_refusal (QD_MDP_PARAMETER_DISCOUNT, world->discount)) != NULL)
    {
      g_set_error_literal (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID, refusal);
      g_free (refusal);
      return FALSE;
    }
  if ((refusal = qd_mdp_parameter_refusal (QD_MDP_PARAMETER_REWARD, world->living_reward)) != NULL)
    {
      g_set_error (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID, _("the living reward: %s"), refusal);
      g_free (refusal);
      return FALSE;
    }
  if (world->convention != QD_MDP_COURSE && world->convention != QD_MDP_AIMA)
    return invalid (error, _("unknown convention %d"), (int) world->convention);
  for (const char *p = world->title; p != NULL && *p != '\0'; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      return invalid (error, _("the title must be one line without control characters"));
  return TRUE;
}

static gboolean
check_cells (const QdMdpWorld *world, GError **error)
{
  gsize n = (gsize) world->w * world->h;
  gboolean terminal = FALSE;

  for (gsize i = 0; i < n; i++)
    {
      guint x = (guint) (i % world->w), y = (guint) (i / world->w);

      if (world->kind[i] > QD_MDP_TERMINAL)
        return invalid (error, _("cell (%u, %u) is of an unknown kind"), x, y);
      if (world->kind[i] != QD_MDP_WALL && !(fabs (world->reward[i]) <= QD_MDP_MAX_REWARD))
        return invalid (error, _("the reward of cell (%u, %u) must be finite and at most 10¹² in size"), x, y);
      terminal |= world->kind[i] == QD_MDP_TERMINAL;
    }
  if (!terminal)
    return invalid (error, _("the world has no terminal cell: at least one is needed"));
  if (world->start_x == -1 && world->start_y == -1)
    return TRUE;
  if (world->start_x < 0 || world->start_y < 0 || world->start_x >= (gint) world->w ||
      world->start_y >= (gint) world->h)
    return invalid (error, _("the start (%d, %d) is off the grid"), world->start_x, world->start_y);
  if (world->kind[qd_mdp_world_index (world, (guint) world->start_x, (guint) world->start_y)] == QD_MDP_WALL)
    return invalid (error, _("the start (%d, %d) is on a wall"), world->start_x, world->start_y);
  return TRUE;
}

gboolean
qd_mdp_world_check (const QdMdpWorld *world, GError **error)
{
  return check_parameters (world, error) && check_cells (world, error);
}

/* ---- the model */

/* Both conventions are the grid's model: a move collects the reward of the
 * cell it leaves (the course's living reward, AIMA's R(s)), an exit the
 * terminal's value (the course's exit, AIMA's R(t) on entering). */
QdMarkov *
qd_mdp_world_to_model (const QdMdpWorld *world, gint *state_of, guint *cell_of, GError **error)
{
  g_autoptr(QdMarkovGrid) grid = NULL;
  g_autofree gint *own = NULL;
  gint *states = state_of;
  gsize n = (gsize) world->w * world->h;
  QdMarkov *model;

  if (!qd_mdp_world_check (world, error))
    return NULL;
  grid = qd_markov_grid_new (world->w, world->h, world->noise);
  for (gsize i = 0; i < n; i++)
    {
      grid->cell[i] = world->kind[i] == QD_MDP_WALL       ? QD_MARKOV_CELL_WALL
                      : world->kind[i] == QD_MDP_TERMINAL ? QD_MARKOV_CELL_EXIT
                                                          : QD_MARKOV_CELL_OPEN;
      grid->value[i] = world->kind[i] == QD_MDP_WALL ? 0.0 : world->reward[i];
    }
  qd_markov_grid_finish (grid);
  if (states == NULL)
    states = own = g_new (gint, n);
  model = qd_markov_grid_to_model (grid, states);
  for (gsize i = 0; cell_of != NULL && i < n; i++)
    if (states[i] >= 0)
      cell_of[states[i]] = (guint) i;
  if (!qd_markov_finish (model, error))
    g_clear_pointer (&model, qd_markov_free);
  return model;
}

/* ---- actions */

static const char *const action_names[QD_MDP_N_ACTIONS] = { "north", "west", "south", "east", "exit" };

G_STATIC_ASSERT ((int) QD_MDP_NORTH == (int) QD_MARKOV_NORTH && (int) QD_MDP_WEST == (int) QD_MARKOV_WEST &&
                 (int) QD_MDP_SOUTH == (int) QD_MARKOV_SOUTH && (int) QD_MDP_EAST == (int) QD_MARKOV_EAST &&
                 (int) QD_MDP_EXIT == (int) QD_MARKOV_EXIT);

const char *
qd_mdp_action_to_string (QdMdpAction action)
{
  return (guint) action < QD_MDP_N_ACTIONS ? action_names[action] : NULL;
}

gint
qd_mdp_action_from_string (const char *name)
{
  for (guint a = 0; name != NULL && a < QD_MDP_N_ACTIONS; a++)
    if (strcmp (name, action_names[a]) == 0)
      return (gint) a;
  return -1;
}
