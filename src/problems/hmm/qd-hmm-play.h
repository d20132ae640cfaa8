/* qd-hmm-play.h — a ghost hunt (or a robot's localization) played from its
 * board, for the command, the report and the animation alike: the world seeded, the
 * beliefs tracked exactly and, when asked, by particles, the hunter moved
 * by the moves given (a person's hunt, the tab's) or by the computer's
 * greedy move, each turn handed to the caller and worded for the turn log.
 * The same board, seed, particles and moves give the same turns. */
#pragma once

#include "problems/hmm/qd-hmm-hunt.h"

G_BEGIN_DECLS

typedef struct {
  const QdHmmHunt *board;    /* the board as read: its starts and rules (copied, never changed) */
  guint64 seed;              /* the world's draws; the particles' too (ghost g's from seed + g) */
  guint particles;           /* per ghost; 0: exact beliefs only */
  QdHiddenResample resample;
  const guint *moves;        /* the hunter's moves (QD_HIDDEN_NORTH … WEST, QD_HMM_STAY); NULL: the computer's */
  guint turns;               /* the moves given, or the most turns the computer plays (the hunt stops once
                                every ghost is caught) */
  const gint *stop;          /* nonzero stops before the next turn (Ctrl-C); NULL: never */
} QdHmmPlay;

/* PLAY's fields: seed 1, no particles, systematic resampling, the
 * computer's moves, 0 turns. */
void qd_hmm_play_init (QdHmmPlay *play, const QdHmmHunt *board);

/* Called at the start (TURN 0, MOVE G_MAXUINT: the first readings) and
 * after each turn with the hunt and its beliefs as they stand. */
typedef void (*QdHmmPlayTurn) (const QdHmmHunt *hunt, const QdHmmTracker *tracker, guint turn, guint move,
                               gpointer data);

/* Plays PLAY, calling ON_TURN (may be NULL); returns the turns played, or
 * -1 with ERROR when a move given is not legal where the hunter stands or
 * a reading is impossible under the beliefs' sensor model (the turns
 * before it were handed over). */
gint  qd_hmm_play_run (const QdHmmPlay *play, QdHmmPlayTurn on_turn, gpointer data, GError **error);
/* The same, the hunt and its beliefs as they end handed over in *HUNT and
 * *TRACKER (the caller's to free; set as far as the play went, even on an
 * error: NULL when it could not start). */
gint  qd_hmm_play_run_kept (const QdHmmPlay *play, QdHmmPlayTurn on_turn, gpointer data, QdHmmHunt **hunt,
                            QdHmmTracker **tracker, GError **error);

/* The turn's line of the log: the move, where the hunter (or the robot)
 * is, the readings and the ghosts caught this turn ("east to (4, 2)";
 * "5, 7"; "ghost 2"), each newly allocated into the three pointers. */
void  qd_hmm_play_describe (const QdHmmHunt *hunt, guint move, const gboolean *caught_before, char **move_text,
                            char **readings, char **caught);
/* A square for people: "(x, y)", y counted from the top row (0). */
char *qd_hmm_play_square (const QdHiddenGrid *grid, guint state);
/* The belief the board shows: the free ghosts' beliefs averaged (the
 * robot's alone), into BELIEF (n_cells); and their particles, all of them,
 * into PARTICLES (n_ghosts × particles; may be NULL), returning how many. */
guint qd_hmm_play_board_belief (const QdHmmHunt *hunt, const QdHmmTracker *tracker, double *belief,
                                guint *particles);

/* Where the free ghosts really are (the robot), into TRUTH (n_ghosts),
 * returning how many; the hunter's square, or -1 (a robot), in HUNTER. */
guint qd_hmm_play_truth (const QdHmmHunt *hunt, guint *truth, gint *hunter);

G_END_DECLS
