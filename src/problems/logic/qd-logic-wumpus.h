/* qd-logic-wumpus.h — the wumpus world of AIMA (4th ed. §7.2; docs/logic-peers.md §3).
 *
 * The world.  A grid of W × H squares (the book's is 4 × 4; here 1 … 12 each
 * way, at least two squares), named [x,y] with x the column from the left and
 * y the row from the bottom, both from 1.  The agent starts in [1,1] facing
 * east.  Somewhere other than [1,1] is one wumpus and one gold; any square
 * other than [1,1] may be a pit.  Things may share a square (the book draws
 * them independently): the gold may lie in a pit or under the wumpus.
 *
 * Percepts, the book's list [Stench, Breeze, Glitter, Bump, Scream]:
 *   Stench  in the wumpus's square and the squares next to it (orthogonally);
 *           its body still smells once it is dead;
 *   Breeze  in the squares next to a pit;
 *   Glitter where the gold is, until it is grabbed;
 *   Bump    after a Forward into a wall (the agent stays);
 *   Scream  after the Shoot that killed the wumpus, perceived anywhere.
 * Actions: Forward, TurnLeft, TurnRight, Grab (the gold, if here), Shoot (the
 * one arrow flies from the next square in the facing direction straight on
 * until it hits the wumpus, which dies, or a wall; aima-python's version of
 * this loop never ends — docs/logic-peers.md §3.3 — ours advances the arrow
 * one square at a time), Climb (out of the cave, only from [1,1]).
 * Scores, the book's: −1 for every action (Climb and Shoot included, unlike
 * aima-python), −10 more for using the arrow, −1000 for entering a pit or a
 * live wumpus's square, +1000 for climbing out with the gold.  The game is
 * over on death or on the Climb that leaves the cave; an action after that
 * changes nothing.  A Shoot without the arrow, a Grab with no gold here and a
 * Climb away from [1,1] cost their −1 and do nothing else.
 *
 * The file format (`.wumpus`), one line per row of squares, the top row
 * first, each square a word of blanks-separated words:
 *   `.`  nothing;  `A`  the start (only in the bottom left square, and only
 *   there; optional);  otherwise letters among `W` (the wumpus), `G` (the
 *   gold), `P` (a pit), each at most once, in any order (`GP`: gold in a pit).
 * Every row has as many words as the first.  `#` starts a comment to the end
 * of the line; blank lines are skipped.  Before the rows, an optional line
 * `size: W H` states the size the rows must have.  Fig. 7.2's world:
 *
 *   # AIMA Fig. 7.2
 *   size: 4 4
 *   . . . P
 *   W G P .
 *   . . . .
 *   A . P .
 *
 * A world is plain bytes (copied whole); so is the game's state. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_LOGIC_WUMPUS_ERROR (qd_logic_wumpus_error_quark ())
GQuark qd_logic_wumpus_error_quark (void);

typedef enum
{
  QD_LOGIC_WUMPUS_ERROR_PARSE,   /* a text that is not a world: "line L, column C: …" */
  QD_LOGIC_WUMPUS_ERROR_SIZE,    /* a size out of 1 … 12, or disagreeing with `size:` */
} QdLogicWumpusError;

#define QD_LOGIC_WUMPUS_MAX_SIDE 12u
#define QD_LOGIC_WUMPUS_MAX_SQUARES (QD_LOGIC_WUMPUS_MAX_SIDE * QD_LOGIC_WUMPUS_MAX_SIDE)
#define QD_LOGIC_WUMPUS_PIT_PROBABILITY 0.2

/* Facing, counter-clockwise: TurnLeft adds 1 (mod 4), TurnRight subtracts 1. */
typedef enum
{
  QD_LOGIC_WUMPUS_EAST,
  QD_LOGIC_WUMPUS_NORTH,
  QD_LOGIC_WUMPUS_WEST,
  QD_LOGIC_WUMPUS_SOUTH,
} QdLogicWumpusFacing;

typedef enum
{
  QD_LOGIC_WUMPUS_FORWARD,
  QD_LOGIC_WUMPUS_TURN_LEFT,
  QD_LOGIC_WUMPUS_TURN_RIGHT,
  QD_LOGIC_WUMPUS_GRAB,
  QD_LOGIC_WUMPUS_SHOOT,
  QD_LOGIC_WUMPUS_CLIMB,
  QD_LOGIC_WUMPUS_N_ACTIONS,
} QdLogicWumpusAction;

/* A percept: the OR of these bits. */
typedef enum
{
  QD_LOGIC_WUMPUS_STENCH  = 1 << 0,
  QD_LOGIC_WUMPUS_BREEZE  = 1 << 1,
  QD_LOGIC_WUMPUS_GLITTER = 1 << 2,
  QD_LOGIC_WUMPUS_BUMP    = 1 << 3,
  QD_LOGIC_WUMPUS_SCREAM  = 1 << 4,
} QdLogicWumpusPercept;

/* A square's index: (y - 1) × width + (x - 1); [1,1] is 0. */
typedef struct
{
  guint8 width, height;
  guint8 wumpus;                                /* a square's index */
  guint8 gold;
  guint8 pit[QD_LOGIC_WUMPUS_MAX_SQUARES];      /* 1 where a pit is */
} QdLogicWumpusWorld;

typedef enum
{
  QD_LOGIC_WUMPUS_HAS_ARROW    = 1 << 0,
  QD_LOGIC_WUMPUS_HAS_GOLD     = 1 << 1,
  QD_LOGIC_WUMPUS_WUMPUS_ALIVE = 1 << 2,
  QD_LOGIC_WUMPUS_DEAD         = 1 << 3,   /* the agent: fell or was eaten */
  QD_LOGIC_WUMPUS_CLIMBED      = 1 << 4,   /* out of the cave */
} QdLogicWumpusFlags;

typedef struct
{
  guint8 square;      /* the agent's */
  guint8 facing;      /* QdLogicWumpusFacing */
  guint8 flags;       /* QdLogicWumpusFlags */
  guint8 last;        /* BUMP and SCREAM from the last action */
  gint32 score;
  guint32 actions;    /* actions taken */
} QdLogicWumpusState;

/* Fig. 7.2's world (wumpus [1,3], gold [2,3], pits [3,1], [3,3], [4,4]). */
void     qd_logic_wumpus_world_book (QdLogicWumpusWorld *world);
/* A random world, the book's rule: wumpus and gold uniformly among the
 * squares other than [1,1], each other square a pit with probability
 * `pit_probability`.  `fair`: drawn again (from the same generator) until
 * the gold is reachable from [1,1] through squares without pits (it is
 * then not in a pit); FALSE when 10000 draws gave no fair world. */
gboolean qd_logic_wumpus_world_random (QdLogicWumpusWorld *world, guint width, guint height, double pit_probability,
                                       gboolean fair, guint64 seed);
/* Whether the gold can be reached from [1,1] without entering a pit. */
gboolean qd_logic_wumpus_world_fair (const QdLogicWumpusWorld *world);
/* FALSE with `error` naming the line and column of the first fault. */
gboolean qd_logic_wumpus_world_parse (QdLogicWumpusWorld *world, const char *text, gsize length, GError **error);
/* The text the parser reads back to the same world (to free). */
char    *qd_logic_wumpus_world_to_text (const QdLogicWumpusWorld *world);

guint    qd_logic_wumpus_n_squares (const QdLogicWumpusWorld *world);
guint    qd_logic_wumpus_square    (const QdLogicWumpusWorld *world, guint x, guint y);
void     qd_logic_wumpus_square_xy (const QdLogicWumpusWorld *world, guint square, guint *x, guint *y);
/* The square next to `square` in `facing`, or G_MAXUINT at a wall. */
guint    qd_logic_wumpus_step      (const QdLogicWumpusWorld *world, guint square, guint facing);
/* The squares next to `square` (up to 4, in `out`): how many. */
guint    qd_logic_wumpus_neighbours (const QdLogicWumpusWorld *world, guint square, guint out[4]);

/* The start: [1,1], east, the arrow, the wumpus alive, score 0. */
void     qd_logic_wumpus_state_init (QdLogicWumpusState *state);
gboolean qd_logic_wumpus_over       (const QdLogicWumpusState *state);
/* What the agent perceives now (BUMP and SCREAM from its last action). */
guint    qd_logic_wumpus_percept    (const QdLogicWumpusWorld *world, const QdLogicWumpusState *state);
/* Does `action` (nothing once the game is over); the percept that follows. */
guint    qd_logic_wumpus_apply      (const QdLogicWumpusWorld *world, QdLogicWumpusState *state, guint action);

/* "Forward", "TurnLeft", … (the book's names); from_string G_MAXUINT for none. */
const char *qd_logic_wumpus_action_to_string   (guint action);
guint       qd_logic_wumpus_action_from_string (const char *name);
/* "east", "north", … */
const char *qd_logic_wumpus_facing_to_string   (guint facing);
/* "[Stench, Breeze, None, None, None]" as the book writes a percept (to free). */
char       *qd_logic_wumpus_percept_to_string  (guint percept);
/* The same for people, in their language (the window): "east", "[Stench, …]". */
const char *qd_logic_wumpus_facing_label       (guint facing);
char       *qd_logic_wumpus_percept_label      (guint percept);

G_END_DECLS
