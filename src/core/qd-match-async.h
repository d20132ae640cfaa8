/* qd-match-async.h — the match loop a turn at a time, for a window: the
 * same rules (QdMatchRules) and the same steps as qd_match_play, driven by
 * the main loop instead of one call.
 *
 * A QdMatch asks the player to move.  A person answers later, through
 * qd_match_submit_move (a click, a key); a computer's move is computed on a
 * worker thread by a QdJob (core/qd-job.h), which the front end starts
 * (QdMatchDriver.start_job: its own search, with its tree and progress) or
 * the match does (rules->choose on a job of its own).  The match checks the
 * move (rules->legal: an illegal computer move forfeits), plays it
 * (rules->play, or the front end's QdMatchDriver.play), tells the front end
 * (`moved`), checks the end of the game and asks the next player: the front
 * end never decides whose turn it is.  The main thread never searches.
 *
 * Stop (qd_match_stop) cancels the computer's job and holds the computers
 * back until qd_match_go (Play); a person may still move meanwhile.  A
 * position set from outside (undo, a new game, an editor) is given with
 * qd_match_reset.  A forfeit ends the match (QD_MATCH_STATE_ENDED, the
 * result says who and why) until qd_match_go forgives it. */
#pragma once

#include "qd-job.h"
#include "qd-match.h"

G_BEGIN_DECLS

typedef struct _QdMatch QdMatch;

typedef enum {
  QD_MATCH_STATE_IDLE,       /* a computer to move, held back (stopped, or `may_go` said no) */
  QD_MATCH_STATE_WAITING,    /* a person to move: qd_match_submit_move */
  QD_MATCH_STATE_THINKING,   /* a computer's job runs */
  QD_MATCH_STATE_ENDED,      /* over by the rules, or a forfeit: qd_match_get_result */
} QdMatchState;

/* The front end's part; every member may be NULL. */
typedef struct {
  /* Optional: the game the rules are asked about, made anew each time
   * (a view of the front end's document, which undo, an editor or a new
   * game change under the match); NULL: the game given. */
  gpointer   (*game)      (gpointer data);
  /* Optional: plays a move the rules allowed in the place of rules->play,
   * on the front end's document itself, when `game` is only a view of it
   * (a copy of its position) or the front end keeps more than the rules
   * know of a move (its undo record, who took what, the display).  The
   * rules' other members still answer over `game`.  NULL: rules->play. */
  void       (*play)      (gpointer data, guint32 move);
  /* Who plays `player` (0 or 1) now, asked at each turn (the players may
   * change between turns).  NULL: two computers named "computer". */
  void       (*player)    (gpointer data, guint player, QdMatchPlayer *who);
  /* FALSE holds a computer's turn back (the front end is busy, editing, or
   * paused); asked at each computer's turn.  NULL: never held. */
  gboolean   (*may_go)    (gpointer data);
  /* Starts the job of a computer's move for `turn` and returns it (the
   * match takes a reference and hears its "finished"); `turn->who` is the
   * player to move, a person's too when qd_match_step gave a person's turn
   * to the computer.  NULL return: it could not start, and the front end
   * said why: the match is stopped.  NULL member: the match runs
   * rules->choose on a job of its own. */
  QdJob     *(*start_job) (gpointer data, const QdMatchTurn *turn);
  /* The move of `job` (finished, not cancelled by the match): QD_MATCH_MOVED
   * and *move, or how the turn ended without one (a forfeit's cause in
   * *cause); a cancelled job stops the match.  NULL member: the result of
   * the match's own job. */
  QdMatchEnd (*job_move)  (gpointer data, QdJob *job, const QdMatchTurn *turn, guint32 *move, GError **cause);
  /* A move was played (a person's or a computer's): redraw. */
  void       (*moved)     (gpointer data, const QdMatchTurn *turn, guint32 move);
  /* Optional: the wait before a computer's turn (not a step's) as the
   * front end keeps it (after the board is drawn, say): calls `ready` with
   * `match` when it is over and returns its source's id (the match removes
   * it to drop the turn).  NULL: qd_match_set_pauses's delay, if any. */
  guint      (*wait)      (gpointer data, GSourceFunc ready, gpointer match);
  /* A computer's turn ended, how: QD_MATCH_MOVED (its move played, the
   * next player asked), QD_MATCH_OVER (its move ended the game),
   * QD_MATCH_STOPPED (cancelled from elsewhere, or its job could not
   * start), else the end of the match (qd_match_get_result: a forfeit). */
  void       (*turn_ended) (gpointer data, QdMatchEnd end);
} QdMatchDriver;

/* A match over `game` (borrowed), `plies` moves played already; it waits
 * (state IDLE) until qd_match_go.  The driver is borrowed: a static one. */
QdMatch     *qd_match_new          (const QdMatchRules *rules, gpointer game, guint plies,
                                    const QdMatchDriver *driver, gpointer data);
/* Cancels the computer's job, if one runs; nothing is said. */
void         qd_match_free         (QdMatch *match);
/* Another position (undo, a new game, an edit), `game` may be another
 * pointer: the computer's job is cancelled, a forfeit forgotten; whether
 * the computers are held back stays.  The match does not move on until
 * qd_match_go. */
void         qd_match_reset        (QdMatch *match, gpointer game, guint plies);
/* A computer's job starts `delay_ms` after its turn comes (not a step's:
 * a person follows the game), and its move is played `pause_ms` after the
 * job ends (the window shows its search meanwhile).  The state stays
 * THINKING, and Stop drops the turn.  0 (the default): at once. */
void         qd_match_set_pauses   (QdMatch *match, guint delay_ms, guint pause_ms);
/* Moves on: a person to move waits (WAITING), a computer's job starts
 * (THINKING) unless `may_go` holds it (IDLE); the end of the game ends the
 * match (ENDED).  Lets the computers go again after qd_match_stop, and
 * forgives a forfeit (the player is asked again).  Nothing happens while a
 * computer's turn is under way (THINKING). */
void         qd_match_go           (QdMatch *match);
/* Stop: the computer's job is cancelled and the computers held back until
 * qd_match_go; a person to move may still move.  Nothing is said. */
void         qd_match_stop         (QdMatch *match);
/* One move of a computer for the player to move, a person too (a
 * presentation's next step, "play for me"); the computers are held back
 * after it.  FALSE: the game is over or a job runs. */
gboolean     qd_match_step         (QdMatch *match);
/* A person's move (WAITING), or a person's move for a computer held back
 * (IDLE: stopped, or not yet asked): checked (rules->legal), played, then
 * the match moves on.  FALSE with an error while a computer's turn is
 * under way or the match has ended (G_IO_ERROR_BUSY), or when the move is
 * not legal (G_IO_ERROR_INVALID_ARGUMENT). */
gboolean     qd_match_submit_move  (QdMatch *match, guint32 move, GError **error);

QdMatchState qd_match_get_state    (QdMatch *match);
/* The player to move (0, 1) and the moves played. */
guint        qd_match_get_player   (QdMatch *match);
guint        qd_match_get_plies    (QdMatch *match);
/* The computer's job running, or NULL (none, or its move's pause). */
QdJob       *qd_match_get_job      (QdMatch *match);
/* How the match ended (state ENDED), else NULL. */
const QdMatchResult *qd_match_get_result (QdMatch *match);
/* A forfeit's cause alone (the result's reason less its prefix), or NULL. */
const char  *qd_match_get_forfeit  (QdMatch *match);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMatch, qd_match_free)

G_END_DECLS
