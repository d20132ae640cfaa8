/* qd-mdp.h — grid worlds: Markov decision processes on a grid (AIMA chapter
 * 17, 3rd ed.; the course's Gridworld project).
 *
 * A world is W × H cells, (0, 0) the bottom-left one, x growing right and y
 * up (north is y + 1), as both the book and the course draw it.  A cell is
 * open, a wall or terminal; one open or terminal cell may be the start.
 *
 * The moves of an open cell are north, west, south and east, in that order
 * (the course's order: it decides the greedy policy's ties).  A move goes as
 * intended with probability 1 - noise and to each side at right angles with
 * noise / 2, never backwards; a move into a wall or off the grid stays.
 *
 * Two conventions of rewards and terminals, one model (core/qd-markov.h):
 *   - the course's (QD_MDP_COURSE): a terminal cell has one action, exit,
 *     which collects the cell's value and ends the run; every move of an open
 *     cell collects the living reward of the cell it leaves.
 *   - AIMA's (QD_MDP_AIMA): every cell has a reward R(s), collected in s; a
 *     terminal's reward is collected on entering it and the run ends there.
 *     Written with transitions, U(s) = R(s) + γ max_a Σ T U(s') is the same
 *     sweep as the course's, a terminal's U being R(t): the two differ in
 *     what is shown and printed (AIMA's terminals have no exit triangle, its
 *     Q-values are those of the open cells only) and in their defaults
 *     (discount 1 is allowed in AIMA's where every policy ends; the course's
 *     noise defaults to 0.2 and its living reward to 0).
 * In both, REWARD[cell] is the cell's own number: an open cell's living
 * reward (or R(s)), a terminal's value (or R(t)).
 *
 * Limits: W and H from 1 to QD_MDP_MAX_SIDE; noise in [0, 1]; discount in
 * (0, 1]; every reward finite and at most QD_MDP_MAX_REWARD in size (so
 * that no sum of a run's rewards overflows).  A world needs at least one
 * terminal cell. */
#pragma once

#include <glib.h>

#include "core/qd-markov.h"

G_BEGIN_DECLS

#define QD_MDP_ERROR (qd_mdp_error_quark ())
GQuark qd_mdp_error_quark (void);

typedef enum
{
  QD_MDP_ERROR_PARSE,    /* a line that is not the format's (the message names the line) */
  QD_MDP_ERROR_INVALID,  /* a world the rules above refuse: no terminal, a side past the limit, noise or discount out of range */
} QdMdpError;

/* The largest side a world may have: 2,000 × 2,000 = 4 M cells. */
#define QD_MDP_MAX_SIDE 2000
/* The largest reward, in size. */
#define QD_MDP_MAX_REWARD 1e12

typedef enum
{
  QD_MDP_OPEN,
  QD_MDP_WALL,
  QD_MDP_TERMINAL,
} QdMdpCellKind;

typedef enum
{
  QD_MDP_COURSE,
  QD_MDP_AIMA,
} QdMdpConvention;

/* The actions, as the model labels them (core/qd-markov-grid.h's order). */
typedef enum
{
  QD_MDP_NORTH,
  QD_MDP_WEST,
  QD_MDP_SOUTH,
  QD_MDP_EAST,
  QD_MDP_EXIT,
  QD_MDP_N_ACTIONS
} QdMdpAction;

typedef struct
{
  guint w, h;
  guint8 *kind;            /* w × h QdMdpCellKind, index y * w + x */
  double *reward;          /* w × h: an open cell's living reward or R(s), a terminal's value; 0 on walls */
  gint start_x, start_y;   /* -1, -1 when the world has no start */
  double discount;         /* (0, 1] */
  double noise;            /* [0, 1] */
  double living_reward;    /* the file's default for open cells (what the editor gives a new open cell) */
  QdMdpConvention convention;
  char *title;             /* NULL or the file's title */
} QdMdpWorld;

/* A world of W × H open cells (1 ≤ W, H ≤ QD_MDP_MAX_SIDE), course
 * convention, discount 0.9, noise 0.2, living reward 0, no start. */
QdMdpWorld *qd_mdp_world_new (guint w, guint h);
QdMdpWorld *qd_mdp_world_copy (const QdMdpWorld *world);
void        qd_mdp_world_free (QdMdpWorld *world);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMdpWorld, qd_mdp_world_free)

static inline guint
qd_mdp_world_index (const QdMdpWorld *world, guint x, guint y)
{
  return y * world->w + x;
}

/* TRUE when the two describe the same world (cells, rewards, start,
 * parameters, convention, title). */
gboolean    qd_mdp_world_equal (const QdMdpWorld *a, const QdMdpWorld *b);

/* The rules of the header: FALSE with QD_MDP_ERROR_INVALID and a sentence
 * naming the cell or the parameter otherwise. */
gboolean    qd_mdp_world_check (const QdMdpWorld *world, GError **error);

/* The Quandary format (data/FORMATS.md, "Grid worlds"); errors name the line. */
QdMdpWorld *qd_mdp_world_parse (const char *text, gsize len, GError **error);
char       *qd_mdp_world_to_string (const QdMdpWorld *world);

/* The course autograder's `.test` file: `key: "value"` lines and the
 * `grid: """ … """` block (`_` open, `#` wall, `S` start, an integer a
 * terminal of that value; the first line gives the width); `discount`,
 * `noise` (default 0.2) and `livingReward` (default 0) are read, other keys
 * are ignored.  Convention QD_MDP_COURSE.  Errors name the line. */
QdMdpWorld *qd_mdp_world_parse_course (const char *text, gsize len, GError **error);
/* TRUE when TEXT looks like a course test file (a `grid: """` line). */
gboolean    qd_mdp_world_is_course (const char *text, gsize len);
/* WORLD as a course test file (class, the grid block, discount, noise,
 * livingReward), which qd_mdp_world_parse_course reads back to WORLD when
 * the course's grid can say it all: convention course, open cells of the
 * living reward, integer terminals, the start on an open cell.  Otherwise
 * what the grid cannot say is lost (an open cell's own reward, a start on a
 * terminal) or written as it is and refused on reading (a terminal 0.5). */
char       *qd_mdp_world_to_course_string (const QdMdpWorld *world);

/* The model: state i is the i-th non-wall cell in the course's order
 * (x-major, then y ascending), then one absorbing state (the course's
 * TERMINAL_STATE), n_states - 1.  STATE_OF (w × h, or NULL) receives each
 * cell's state, -1 on a wall; CELL_OF (n_states - 1, or NULL) each state's
 * cell index.  Action labels are QdMdpAction.  Returns NULL with ERROR set
 * when qd_mdp_world_check refuses the world. */
QdMarkov   *qd_mdp_world_to_model (const QdMdpWorld *world, gint *state_of, guint *cell_of, GError **error);

/* Names: "north" … "exit" (the course's words, the transcript's). */
const char *qd_mdp_action_to_string (QdMdpAction action);
/* -1 when NAME is none of them. */
gint        qd_mdp_action_from_string (const char *name);

/* ---- experiences (a transcript of learning, one per line):
 *   (x, y) ACTION REWARD (x', y')
 *   (x, y) exit REWARD TERMINAL
 * `#` starts a comment; blank lines are skipped. */
typedef struct
{
  guint state;    /* the model's state of (x, y) */
  guint action;   /* the model's global action index */
  double reward;
  guint next;     /* the model's state of (x', y'), or the absorbing state for TERMINAL */
} QdMdpExperience;

/* Reads a transcript against WORLD's model (STATE_OF from
 * qd_mdp_world_to_model); *N_OUT receives the count.  Refused, naming the
 * line: a cell off the grid or a wall, an action the cell does not have
 * (exit off a terminal, a move on one), a reward that is not a finite
 * number, a next cell no outcome of that action reaches. */
QdMdpExperience *qd_mdp_experiences_parse (const QdMdpWorld *world, const QdMarkov *model, const gint *state_of,
                                           const char *text, gsize len, guint *n_out, GError **error);

G_END_DECLS
