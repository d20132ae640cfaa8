/* qd-kcell.h — KCell (statement 002, question 1): the rules, a compact
 * position, readable moves and the saved-game format.
 *
 * K cells in a line (numbered 1..K for people, 0..K-1 here), N stones per
 * player.  Player 1 ('o') starts on the left and moves right, player 2 ('x')
 * starts on the right and moves left.  A move takes one stone forward one
 * cell into an empty cell, or jumps it over exactly one piece (either
 * player's) into an empty cell; after a jump the same stone keeps jumping
 * while it can (jumps only), all as one move.  A player with no move passes,
 * and only then.  A player wins at once when all its stones fill the far
 * end; when neither player can move, the one with more stones packed
 * against its far edge wins, otherwise it is a draw.
 */
#pragma once

#include <glib.h>

#include "problems/qd-game-record.h"

G_BEGIN_DECLS

#define QD_KCELL_MAX_CELLS 64
#define QD_KCELL_MAX_STONES 32
/* The move of a player without any other move. */
#define QD_KCELL_PASS 0xffu

#define QD_KCELL_ERROR (qd_kcell_error_quark ())
GQuark qd_kcell_error_quark (void);

typedef enum {
  QD_KCELL_ERROR_ENCODING,
  QD_KCELL_ERROR_PARSE,
  QD_KCELL_ERROR_ILLEGAL,
} QdKcellError;

typedef enum {
  QD_KCELL_P1 = 0,
  QD_KCELL_P2 = 1,
} QdKcellPlayer;

typedef enum {
  QD_KCELL_ONGOING = 0,
  QD_KCELL_P1_WINS,
  QD_KCELL_P2_WINS,
  QD_KCELL_DRAW,
} QdKcellOutcome;

/* The board's size, shared read-only by every position. */
typedef struct {
  guint cells;           /* K */
  guint stones;          /* N */
  guint64 mask;          /* the K cells */
  guint64 p1_goal;       /* the N rightmost cells */
  guint64 p2_goal;       /* the N leftmost cells */
} QdKcellRules;

/* A position: bit i of p1 / p2 is set when that player's stone is on cell i.
 * 24 bytes, copied whole by the searchers. */
typedef struct {
  guint64 p1;
  guint64 p2;
  guint8 to_move;        /* QdKcellPlayer */
  guint8 reserved[7];
} QdKcellPosition;

/* FALSE with an error when N < 1 or K < 2N or K > 64. */
gboolean       qd_kcell_rules_init      (QdKcellRules *rules, guint cells, guint stones, GError **error);
void           qd_kcell_start           (const QdKcellRules *rules, QdKcellPosition *pos);

/* The stones `player` can move, as a cell mask (0: the player must pass). */
guint64        qd_kcell_movable         (const QdKcellRules *rules, const QdKcellPosition *pos,
                                         QdKcellPlayer player);
/* The legal moves of the player to move, jumps first (they gain most, which
 * helps alpha-beta), then steps, each by cell; a lone QD_KCELL_PASS when the
 * player has no move; 0 when the game is over.  `moves` holds N entries. */
guint          qd_kcell_moves           (const QdKcellRules *rules, const QdKcellPosition *pos, guint8 *moves);
gboolean       qd_kcell_is_legal        (const QdKcellRules *rules, const QdKcellPosition *pos, guint move);
/* Plays a legal move; `path`, when not NULL, receives the cells the stone
 * visits (its start first, up to K entries) and `n_path` their number (1 for
 * a pass: the stone stays). */
void           qd_kcell_apply           (const QdKcellRules *rules, const QdKcellPosition *pos, guint move,
                                         QdKcellPosition *out, guint *path, guint *n_path);

/* Stones of `player` packed against its far edge. */
guint          qd_kcell_packed          (const QdKcellRules *rules, const QdKcellPosition *pos,
                                         QdKcellPlayer player);
QdKcellOutcome qd_kcell_outcome         (const QdKcellRules *rules, const QdKcellPosition *pos);
/* An upper bound on the plies of any game (every move advances a stone). */
guint          qd_kcell_max_plies       (const QdKcellRules *rules);

/* "[oo___xx]". */
char          *qd_kcell_board_string    (const QdKcellRules *rules, const QdKcellPosition *pos);
/* "2 → 3", "1 → 5" (a jump), "pass": 1-based cells. */
char          *qd_kcell_move_describe   (const QdKcellRules *rules, const QdKcellPosition *pos, guint move);
/* "Player1 wins.", "Player2 wins.", "Draw." (the course's words) or NULL. */
const char    *qd_kcell_outcome_line    (QdKcellOutcome outcome);

/* A game: the board size, who plays each side, the moves so far.  The
 * agents are kept as their names (see qd-kcell-agent.h). */
typedef struct {
  QdKcellRules rules;
  union {
    QdGameRecord record; /* the same two fields (qd-game-record.h) */
    struct {
      char *agents[2];
      GArray *moves;     /* guint8, QD_KCELL_PASS for a pass */
    };
  };
} QdKcellGame;

QdKcellGame   *qd_kcell_game_new        (const QdKcellRules *rules, const char *p1, const char *p2);
void           qd_kcell_game_free       (QdKcellGame *game);
QdKcellGame   *qd_kcell_game_copy       (const QdKcellGame *game);
/* The position after the first `n_moves` moves (G_MAXUINT: all). */
void           qd_kcell_game_position   (const QdKcellGame *game, guint n_moves, QdKcellPosition *pos);
/* Appends a move after checking it is legal. */
gboolean       qd_kcell_game_play       (QdKcellGame *game, guint move, GError **error);
/* The saved-game format of data/FORMATS.md. */
QdKcellGame   *qd_kcell_game_parse      (const char *text, gssize length, GError **error);
char          *qd_kcell_game_to_string  (const QdKcellGame *game);
/* The course framework's transcript: "P1: [oo___xx]" before each move, an
 * empty line, the final board and the result line (when the game is over). */
char          *qd_kcell_game_transcript (const QdKcellGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdKcellGame, qd_kcell_game_free)

G_END_DECLS
