/* qd-gdl-transcript.h — a game's moves written as text, replayed on the
 * rules: a student's transcript checked (`gdl FILE --check ANSWER`), or the
 * state after some moves (`--why FACT --after MOVES`).
 *
 * The text, one item a line (blank lines and lines starting with `;` or `#`
 * are skipped):
 * - `N: ROLE plays MOVE`, as `gdl` prints a game and `--solve` a solution:
 *   N must be the move's number (1, 2, …), ROLE the role on turn, MOVE one
 *   of its legal moves, written as in the file (any case and spacing);
 * - `ROLE MOVE`, as a saved game (.gdlgame) has it;
 * - a bare `MOVE`: the move of the role on turn;
 * - `goals ROLE V ROLE V …` or `goal V in N moves`, after the moves: the
 *   goal values at the end (and the number of moves) must be the game's.
 * In each state the roles without a choice play their one legal move (their
 * no-op).  The first wrong line is reported: a line that is none of these,
 * a move that is not legal there (the legal ones are named), the wrong
 * role or number, a move after the end, wrong goals; and, when the game
 * must be complete, moves that end before the game does. */
#pragma once

#include "qd-gdl.h"

G_BEGIN_DECLS

/* Legal moves named in a message at most. */
#define QD_GDL_TRANSCRIPT_SHOWN_MOVES 24

typedef enum {
  QD_GDL_TRANSCRIPT_RIGHT,
  QD_GDL_TRANSCRIPT_UNREADABLE,   /* a line that is no move, or names no role of the game */
  QD_GDL_TRANSCRIPT_NUMBER,       /* N is not the move's number */
  QD_GDL_TRANSCRIPT_ROLE,         /* not the role on turn */
  QD_GDL_TRANSCRIPT_ILLEGAL,      /* not a legal move there */
  QD_GDL_TRANSCRIPT_OVER,         /* a move after the end of the game */
  QD_GDL_TRANSCRIPT_NOT_OVER,     /* the moves end before the game */
  QD_GDL_TRANSCRIPT_GOALS,        /* a goals line that is not the game's */
} QdGdlTranscriptVerdict;

typedef struct {
  QdGdlTranscriptVerdict verdict;
  guint line;                     /* the wrong line, from 1 (NOT_OVER: the last line, 0 for no line) */
  char *message;                  /* what is wrong, one sentence; NULL when right */
  guint n_moves;                  /* the moves replayed, before the wrong line */
  guint64 *state;                 /* the state after them (state_words) */
  gboolean terminal;
  gint goals[QD_GDL_MAX_ROLES];   /* the roles' goal values there, -1 for none (and for several, where
                                   * the game goes on: qd_gdl_game_goal) */
} QdGdlTranscript;

/* Replays `text` from the initial state into `out` (clear it after);
 * `complete`: the game must be over at the end.  FALSE and an error only
 * when the reasoner fails (a limit, simultaneous moves); a wrong line is a
 * verdict, not an error. */
gboolean qd_gdl_transcript_replay (QdGdlGame *game, const char *text, gboolean complete, QdGdlTranscript *out,
                                   GError **error);
void     qd_gdl_transcript_clear  (QdGdlTranscript *transcript);
/* "goals x 100 o 0" (a role without a goal value, -1: "none"), the line a
 * game played ends with and --check reads; free it. */
char    *qd_gdl_goals_text (QdGdlGame *game, const gint *goals);
char    *qd_gdl_transcript_goals_text (QdGdlGame *game, const QdGdlTranscript *transcript);
/* The role's joint move in `state` with `move` for `mover` and each other
 * role's only legal move; FALSE with an error when one has none or more. */
gboolean qd_gdl_joint_move (QdGdlGame *game, const guint64 *state, guint mover, guint32 move, guint32 *joint,
                            GError **error);

G_END_DECLS
