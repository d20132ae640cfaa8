/* qd-logic-wumpus.c — the wumpus world: squares, files, random worlds, the rules. */
#include "qd-logic-wumpus.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-random.h"

G_DEFINE_QUARK (qd-logic-wumpus-error-quark, qd_logic_wumpus_error)

/* ---- squares */

guint
qd_logic_wumpus_n_squares (const QdLogicWumpusWorld *world)
{
  return (guint) world->width * world->height;
}

guint
qd_logic_wumpus_square (const QdLogicWumpusWorld *world, guint x, guint y)
{
  return (y - 1) * world->width + (x - 1);
}

void
qd_logic_wumpus_square_xy (const QdLogicWumpusWorld *world, guint square, guint *x, guint *y)
{
  *x = square % world->width + 1;
  *y = square / world->width + 1;
}

guint
qd_logic_wumpus_step (const QdLogicWumpusWorld *world, guint square, guint facing)
{
  guint x = square % world->width, y = square / world->width;

  switch (facing)
    {
    case QD_LOGIC_WUMPUS_EAST:  return x + 1 < world->width ? square + 1 : G_MAXUINT;
    case QD_LOGIC_WUMPUS_NORTH: return y + 1 < world->height ? square + world->width : G_MAXUINT;
    case QD_LOGIC_WUMPUS_WEST:  return x > 0 ? square - 1 : G_MAXUINT;
    default:                    return y > 0 ? square - world->width : G_MAXUINT;
    }
}

guint
qd_logic_wumpus_neighbours (const QdLogicWumpusWorld *world, guint square, guint out[4])
{
  guint n = 0;

  for (guint f = 0; f < 4; f++)
    {
      guint next = qd_logic_wumpus_step (world, square, f);
      if (next != G_MAXUINT)
        out[n++] = next;
    }
  return n;
}

/* ---- worlds */

void
qd_logic_wumpus_world_book (QdLogicWumpusWorld *world)
{
  memset (world, 0, sizeof *world);
  world->width = world->height = 4;
  world->wumpus = qd_logic_wumpus_square (world, 1, 3);
  world->gold = qd_logic_wumpus_square (world, 2, 3);
  world->pit[qd_logic_wumpus_square (world, 3, 1)] = 1;
  world->pit[qd_logic_wumpus_square (world, 3, 3)] = 1;
  world->pit[qd_logic_wumpus_square (world, 4, 4)] = 1;
}

gboolean
qd_logic_wumpus_world_fair (const QdLogicWumpusWorld *world)
{
  guint8 seen[QD_LOGIC_WUMPUS_MAX_SQUARES] = { 0 };
  guint queue[QD_LOGIC_WUMPUS_MAX_SQUARES];
  guint head = 0, tail = 0;

  queue[tail++] = 0;
  seen[0] = 1;
  while (head < tail)
    {
      guint at = queue[head++], next[4];
      guint n = qd_logic_wumpus_neighbours (world, at, next);

      if (at == world->gold)
        return TRUE;
      for (guint i = 0; i < n; i++)
        if (!seen[next[i]] && !world->pit[next[i]])
          {
            seen[next[i]] = 1;
            queue[tail++] = next[i];
          }
    }
  return FALSE;
}

static void
world_draw (QdLogicWumpusWorld *world, double pit_probability, guint64 *rng)
{
  guint n = qd_logic_wumpus_n_squares (world);
  /* A pit with probability p: a 53-bit uniform number below p. */
  guint64 threshold = (guint64) (pit_probability * (double) (G_GUINT64_CONSTANT (1) << 53));

  memset (world->pit, 0, sizeof world->pit);
  world->wumpus = 1 + qd_random_below (rng, n - 1);
  world->gold = 1 + qd_random_below (rng, n - 1);
  for (guint s = 1; s < n; s++)
    world->pit[s] = (qd_random_next (rng) >> 11) < threshold;
}

gboolean
qd_logic_wumpus_world_random (QdLogicWumpusWorld *world, guint width, guint height, double pit_probability,
                              gboolean fair, guint64 seed)
{
  guint64 rng = seed;

  g_return_val_if_fail (width >= 1 && width <= QD_LOGIC_WUMPUS_MAX_SIDE, FALSE);
  g_return_val_if_fail (height >= 1 && height <= QD_LOGIC_WUMPUS_MAX_SIDE && width * height >= 2, FALSE);
  memset (world, 0, sizeof *world);
  world->width = width;
  world->height = height;
  for (guint tries = 0; tries < 10000; tries++)
    {
      world_draw (world, CLAMP (pit_probability, 0.0, 1.0), &rng);
      if (!fair || qd_logic_wumpus_world_fair (world))
        return TRUE;
    }
  return FALSE;
}

/* ---- the rules */

void
qd_logic_wumpus_state_init (QdLogicWumpusState *state)
{
  *state = (QdLogicWumpusState) {
    .square = 0,
    .facing = QD_LOGIC_WUMPUS_EAST,
    .flags = QD_LOGIC_WUMPUS_HAS_ARROW | QD_LOGIC_WUMPUS_WUMPUS_ALIVE,
  };
}

gboolean
qd_logic_wumpus_over (const QdLogicWumpusState *state)
{
  return (state->flags & (QD_LOGIC_WUMPUS_DEAD | QD_LOGIC_WUMPUS_CLIMBED)) != 0;
}

guint
qd_logic_wumpus_percept (const QdLogicWumpusWorld *world, const QdLogicWumpusState *state)
{
  guint next[4], n = qd_logic_wumpus_neighbours (world, state->square, next);
  guint percept = state->last;

  if (world->wumpus == state->square)
    percept |= QD_LOGIC_WUMPUS_STENCH;
  if (world->gold == state->square && !(state->flags & QD_LOGIC_WUMPUS_HAS_GOLD))
    percept |= QD_LOGIC_WUMPUS_GLITTER;
  for (guint i = 0; i < n; i++)
    {
      if (next[i] == world->wumpus)
        percept |= QD_LOGIC_WUMPUS_STENCH;
      if (world->pit[next[i]])
        percept |= QD_LOGIC_WUMPUS_BREEZE;
    }
  return percept;
}

static void
forward (const QdLogicWumpusWorld *world, QdLogicWumpusState *state)
{
  guint next = qd_logic_wumpus_step (world, state->square, state->facing);

  if (next == G_MAXUINT)
    {
      state->last |= QD_LOGIC_WUMPUS_BUMP;
      return;
    }
  state->square = next;
  if (world->pit[next] || (next == world->wumpus && (state->flags & QD_LOGIC_WUMPUS_WUMPUS_ALIVE)))
    {
      state->flags |= QD_LOGIC_WUMPUS_DEAD;
      state->score -= 1000;
    }
}

static void
shoot (const QdLogicWumpusWorld *world, QdLogicWumpusState *state)
{
  if (!(state->flags & QD_LOGIC_WUMPUS_HAS_ARROW))
    return;
  state->flags &= ~QD_LOGIC_WUMPUS_HAS_ARROW;
  state->score -= 10;
  /* One square per step until a wall: the loop aima-python never leaves. */
  for (guint at = qd_logic_wumpus_step (world, state->square, state->facing); at != G_MAXUINT;
       at = qd_logic_wumpus_step (world, at, state->facing))
    if (at == world->wumpus && (state->flags & QD_LOGIC_WUMPUS_WUMPUS_ALIVE))
      {
        state->flags &= ~QD_LOGIC_WUMPUS_WUMPUS_ALIVE;
        state->last |= QD_LOGIC_WUMPUS_SCREAM;
        return;
      }
}

guint
qd_logic_wumpus_apply (const QdLogicWumpusWorld *world, QdLogicWumpusState *state, guint action)
{
  if (qd_logic_wumpus_over (state))
    return qd_logic_wumpus_percept (world, state);
  state->last = 0;
  state->score -= 1;
  state->actions++;
  switch (action)
    {
    case QD_LOGIC_WUMPUS_FORWARD:    forward (world, state); break;
    case QD_LOGIC_WUMPUS_TURN_LEFT:  state->facing = (state->facing + 1) % 4; break;
    case QD_LOGIC_WUMPUS_TURN_RIGHT: state->facing = (state->facing + 3) % 4; break;
    case QD_LOGIC_WUMPUS_GRAB:
      if (state->square == world->gold)
        state->flags |= QD_LOGIC_WUMPUS_HAS_GOLD;
      break;
    case QD_LOGIC_WUMPUS_SHOOT:      shoot (world, state); break;
    case QD_LOGIC_WUMPUS_CLIMB:
      if (state->square == 0)
        {
          state->flags |= QD_LOGIC_WUMPUS_CLIMBED;
          if (state->flags & QD_LOGIC_WUMPUS_HAS_GOLD)
            state->score += 1000;
        }
      break;
    default:
      g_return_val_if_reached (0);
    }
  return qd_logic_wumpus_percept (world, state);
}

/* ---- names */

static const char *const action_names[] = { "Forward", "TurnLeft", "TurnRight", "Grab", "Shoot", "Climb" };
static const char *const facing_names[] = { "east", "north", "west", "south" };
/* The book's five percepts, in the order of the QD_LOGIC_WUMPUS_ bits. */
#define N_PERCEPTS 5

const char *
qd_logic_wumpus_action_to_string (guint action)
{
  return action < QD_LOGIC_WUMPUS_N_ACTIONS ? action_names[action] : "?";
}

guint
qd_logic_wumpus_action_from_string (const char *name)
{
  for (guint i = 0; i < QD_LOGIC_WUMPUS_N_ACTIONS; i++)
    if (g_ascii_strcasecmp (name, action_names[i]) == 0)
      return i;
  return G_MAXUINT;
}

const char *
qd_logic_wumpus_facing_to_string (guint facing)
{
  return facing_names[facing & 3];
}

/* The book's list, its words as `names` give them (the last one: none). */
static char *
percept_list (guint percept, const char *const *names, gboolean translated)
{
  GString *out = g_string_new ("[");

  for (guint i = 0; i < N_PERCEPTS; i++)
    {
      const char *word = percept & (1u << i) ? names[i] : names[N_PERCEPTS];

      /* Q_'s lookup: "percept|None" is said "None" where it has no translation. */
      g_string_append_printf (out, "%s%s", i ? ", " : "", translated ? g_dpgettext (NULL, word, 0) : word);
    }
  g_string_append_c (out, ']');
  return g_string_free (out, FALSE);
}

char *
qd_logic_wumpus_percept_to_string (guint percept)
{
  static const char *const words[] = { "Stench", "Breeze", "Glitter", "Bump", "Scream", "None" };

  return percept_list (percept, words, FALSE);
}

/* The command prints the book's English words whatever the locale; the
 * window says them in the user's language. */
char *
qd_logic_wumpus_percept_label (guint percept)
{
  static const char *const words[] = {
    N_("Stench"), N_("Breeze"), N_("Glitter"), N_("Bump"), N_("Scream"), N_("percept|None")
  };

  return percept_list (percept, words, TRUE);
}

const char *
qd_logic_wumpus_facing_label (guint facing)
{
  static const char *const words[] = { N_("east"), N_("north"), N_("west"), N_("south") };

  return _(words[facing & 3]);
}
