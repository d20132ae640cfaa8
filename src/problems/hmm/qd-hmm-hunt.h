/* qd-hmm-hunt.h — the ghost hunt: a hunter on a board of walls, ghosts that
 * move unseen, noisy distance readings, and the beliefs that track them
 * (the course's ghost-hunting project, docs/hmm-peers.md §1–3).
 *
 * A board file is a Pacman layout, as the course's `*.lay` files are: rows of
 * `%` (wall), `P` (the hunter), `G` (a ghost), and ` `, `.` or `o` (open);
 * every row as wide as the first.  Before the rows it may give `key: value`
 * lines, then `board:` alone on its line:
 *
 *   title: A corridor
 *   ghosts: toward 0.8     # random (the default), toward P, away P
 *   stay: yes              # ghosts may stay where they are (the course's Stop; the default)
 *   sensor: course         # course (the default) or exact
 *   board:
 *   %%%%%%%%%
 *   %P     G%
 *   %%%%%%%%%
 *
 * A ghost may be on any open square but one closed in on all four sides
 * where nobody starts (the course's jail row is such squares).  Ghosts are
 * numbered as the course does: by their starting squares, left to right,
 * then bottom to top.
 *
 * The world.  Each turn the hunter moves (north, east, south, west or
 * stays), then each ghost still free moves by its model (qd_hidden_grid_mover,
 * toward or away from where the hunter now stands), and a ghost on the
 * hunter's square is caught; then each free ghost gives a reading:
 * max(0, d + e), d its Manhattan distance from the hunter and e a noise in
 * -7 … 7 of probability 2^(7 - |e|) / 382.  The readings at the start, before
 * any move, are the first evidence.
 *
 * A localization world (AIMA 4th ed. §14.3.2) is the same board with
 * `sensor: walls ε`: no hunter, one robot (`R` where it starts; without one
 * it starts on a square drawn from the seed) that moves each turn to one of
 * the open squares next to it, each alike, and reads for north, east, south
 * and west whether a wall (or the board's edge) is there, each bit wrong with
 * probability ε (a reading is those four bits, north the lowest).
 *
 * The sensor model the beliefs use: `exact`, the reading's own law, P(r | d)
 * = Σ_e P(e) [max(0, d + e) = r]; or `course`, the likelihood the course's
 * project grades, Σ_e P(e) [max(1, r - e) = d], which differs near the hunter
 * (it gives a ghost at distance 0 no chance). */
#pragma once

#include <glib.h>

#include "core/qd-hidden.h"
#include "core/qd-hidden-grid.h"

G_BEGIN_DECLS

#define QD_HMM_NOISE 7                 /* readings are off by at most this */
#define QD_HMM_NOISE_DENOMINATOR 382.0 /* 2^7 + 2^8 - 2 */
#define QD_HMM_MAX_GHOSTS 16u
#define QD_HMM_MAX_BOARD 250u          /* squares across and down */
#define QD_HMM_STAY 4u                 /* the hunter's fifth move */
#define QD_HMM_NO_READING (-1)

typedef enum
{
  QD_HMM_SENSOR_COURSE,
  QD_HMM_SENSOR_EXACT,
  QD_HMM_SENSOR_WALLS,       /* localization: the book's four wall bits, each wrong with ε */
} QdHmmSensor;

typedef struct
{
  char *title;
  QdHiddenGrid *grid;
  QdHiddenMove move;         /* how the ghosts move */
  double best;               /* TOWARD, AWAY: the probability of the best moves */
  gboolean stay;             /* ghosts may stay */
  QdHmmSensor sensor;
  double epsilon;            /* WALLS: each bit's error */
  guint hunter;              /* G_MAXUINT in a localization world */              /* the hunter's square (a state of grid) */
  guint n_ghosts;
  guint start_hunter;
  guint *start;              /* n_ghosts: where each ghost starts */
  guint *ghost;              /* n_ghosts: where each ghost is */
  gboolean *caught;
  gint *reading;             /* n_ghosts: the last readings (QD_HMM_NO_READING once caught) */
  guint turns;
  guint64 rng;
  QdHidden *model;           /* the ghosts' moves from where the hunter stands (rebuilt when it moves, for
                                ghosts that head for or flee it) */
} QdHmmHunt;

/* Reads a board (a course layout, or keys then `board:`); NULL with
 * QD_HMM_ERROR_PARSE naming the line (and the column for a character). */
QdHmmHunt *qd_hmm_hunt_parse (const char *text, gsize length, GError **error);
void       qd_hmm_hunt_free (QdHmmHunt *hunt);
/* The board's file: its keys (those not the defaults too), `board:` and the
 * rows, with the starts marked; closed-in squares written as walls. */
char      *qd_hmm_hunt_to_text (const QdHmmHunt *hunt);
/* A new hunt on HUNT's board, at its start (its text read back: the board,
 * the starts and the rules are all a hunt keeps), its draws seeded with 1. */
QdHmmHunt *qd_hmm_hunt_copy (const QdHmmHunt *hunt);
/* Back to the start, the world's draws seeded with SEED; the first readings drawn. */
void       qd_hmm_hunt_reset (QdHmmHunt *hunt, guint64 seed);
/* Whether the hunter may move in DIRECTION (QD_HIDDEN_NORTH … WEST, or
 * QD_HMM_STAY; in a localization world only STAY, a turn of the robot). */
gboolean   qd_hmm_hunt_can_move (const QdHmmHunt *hunt, guint direction);
/* One turn: the hunter moves, the ghosts move, captures, readings. */
void       qd_hmm_hunt_turn (QdHmmHunt *hunt, guint direction);
/* Every ghost caught. */
gboolean   qd_hmm_hunt_over (const QdHmmHunt *hunt);
/* The ghosts' model this turn (their moves from where the hunter stands), the hunt's. */
const QdHidden *qd_hmm_hunt_model (const QdHmmHunt *hunt);
/* P(READING | a ghost on each square), the hunter where it stands, by the
 * hunt's sensor model, into OUT (n_cells); in a localization world P(READING
 * | the robot on each square). */
void       qd_hmm_hunt_likelihood (const QdHmmHunt *hunt, gint reading, double *out);
/* The sensor's probability of READING at distance D, by SENSOR. */
double     qd_hmm_reading_probability (QdHmmSensor sensor, gint reading, guint d);

/* ---- beliefs: exact, and particles beside them */

typedef struct
{
  const QdHmmHunt *hunt;
  double *belief;            /* n_ghosts × n_cells: each ghost's exact belief */
  QdHiddenParticles **particles;   /* n_ghosts, or NULL without particles */
  double *likelihood, *scratch;
  guint steps;
} QdHmmTracker;

/* Beliefs for HUNT as it stands after qd_hmm_hunt_reset, the first
 * readings observed; N_PARTICLES 0: exact beliefs only. */
QdHmmTracker *qd_hmm_tracker_new (const QdHmmHunt *hunt, guint n_particles, guint64 seed, QdHiddenResample resample,
                                  GError **error);
void          qd_hmm_tracker_free (QdHmmTracker *tracker);
/* After a turn: each free ghost's beliefs moved by the ghosts' model and
 * weighed by its reading; a caught ghost's all on its square.  FALSE with
 * QD_HMM_ERROR_IMPOSSIBLE when a reading has probability 0 under the
 * sensor model (the course's, for a ghost the model puts out of reach). */
gboolean      qd_hmm_tracker_update (QdHmmTracker *tracker, GError **error);
/* GHOST's exact belief, and its particles' (NULL without particles). */
const double *qd_hmm_tracker_belief (const QdHmmTracker *tracker, guint ghost);
void          qd_hmm_tracker_particle_belief (const QdHmmTracker *tracker, guint ghost, double *out);
/* The computer's move: toward the most likely square of the free ghost
 * closest to it (by the board's paths), the first of the best moves in the
 * order north, east, south, west, stay. */
guint         qd_hmm_hunt_greedy_move (const QdHmmHunt *hunt, const QdHmmTracker *tracker);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdHmmHunt, qd_hmm_hunt_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdHmmTracker, qd_hmm_tracker_free)

G_END_DECLS
