/* qd-takestones-record.h — a saved Take-Stones game: the board size, the
 * players' settings and the stones taken so far (the move list is the game,
 * its undo record and its replay at once).  Format: data/FORMATS.md. */
#pragma once

#include "qd-takestones.h"
#include "problems/qd-game-record.h"

G_BEGIN_DECLS

#define QD_TAKESTONES_RECORD_ERROR (qd_takestones_record_error_quark ())
GQuark qd_takestones_record_error_quark (void);

typedef enum {
  QD_TAKESTONES_RECORD_ERROR_SYNTAX,     /* a line that is not "key value…" */
  QD_TAKESTONES_RECORD_ERROR_VALUE,      /* a value out of range */
  QD_TAKESTONES_RECORD_ERROR_ILLEGAL,    /* a move the rules forbid */
  QD_TAKESTONES_RECORD_ERROR_ENCODING,
} QdTakestonesRecordError;

typedef struct {
  guint n;
  gint depth;                    /* -1: to the end */
  QdTakestonesEvaluator evaluator;
  gboolean computer[2];          /* player 1, player 2: Quandary's search plays */
  union {
    QdGameRecord record;         /* the same two fields (problems/qd-game-record.h) */
    struct {
      char *agents[2];           /* or an MCTS spec (mcts:2000) or an outside agent (agent:NAME,
                                  * program:COMMAND; docs/agents.md), or NULL */
      GArray *moves;             /* guint stones, in order */
    };
  };
} QdTakestonesRecord;

QdTakestonesRecord *qd_takestones_record_new       (guint n);
QdTakestonesRecord *qd_takestones_record_copy      (const QdTakestonesRecord *record);
void            qd_takestones_record_free      (QdTakestonesRecord *record);
QdTakestonesRecord *qd_takestones_record_parse     (const char *text, gssize length, GError **error);
char           *qd_takestones_record_to_string (const QdTakestonesRecord *record);
/* The position after the first `n_moves` moves (all: G_MAXUINT); `owner`
 * and `turn` (n + 1 entries each, may be NULL) get who took each stone and
 * in which move (from 1; 0 for a free stone). */
void            qd_takestones_record_position  (const QdTakestonesRecord *record, guint n_moves,
                                            QdTakestonesPosition *pos, guint8 *owner, guint16 *turn);
/* The statement's game record: "Player 1: 3" lines, and "Winner: Player 2"
 * once the game is over. */
char           *qd_takestones_record_format_game (const QdTakestonesRecord *record);
/* The other way: a game of `n` stones from its "Player P: S" lines (a
 * "Winner:" line and "(forfeit)" allowed after them), both players human
 * (a replay, not a game to go on with); NULL with an error naming the line
 * when a line is none of these or a move is not the rules'. */
QdTakestonesRecord *qd_takestones_record_parse_game (guint n, const char *text, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTakestonesRecord, qd_takestones_record_free)

G_END_DECLS
