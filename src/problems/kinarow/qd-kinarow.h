/* qd-kinarow.h — k in a row (AIMA 4th ed., chapter 5: tic-tac-toe, Connect
 * Four, Gomoku): the rules, a compact position, readable moves and the
 * saved-game format.
 *
 * A board of M columns and N rows, both from 1 to 19; columns are lettered
 * a, b, … (a on the left) and rows numbered from 1 at the bottom.  Two
 * players, X (player 1, who starts) and O (player 2), take turns putting one
 * stone of theirs on an empty cell; with gravity (Connect Four) a stone drops
 * to the lowest empty cell of the column chosen, so a move is a column that
 * is not full.  The first player with K of its stones in a line —
 * horizontal, vertical or either diagonal, K or more adjacent — wins at once;
 * a full board with no such line is a draw.  2 <= K <= max(M, N) (a longer K
 * could never be made).  There is no pass and no other variant (no
 * swap rule, no "exactly five": an overline wins, as in free-style Gomoku).
 *
 * The bundled games: tictactoe (M = N = K = 3), connect4 (M = 7 wide, N = 6
 * high, gravity, K = 4), gomoku (M = N = 15, K = 5).
 *
 * Cells are numbered row * M + column, from 0 at a1 (bottom left); a move is
 * the index of the cell the stone lands on, with gravity too.  Notation for
 * people and files (data/FORMATS.md): with gravity a move is its column's
 * number, 1 to M ("4"), and a position's moves are its digits run together
 * when M <= 9 (Pascal Pons' convention: "4453"), else numbers separated by
 * spaces; without gravity a move is its cell, the column's letter then the
 * row ("b2"), and a position's moves are cells separated by spaces ("b2 a1
 * c3"; run together, "b2a1c3", reads the same).
 */
#pragma once

#include <glib.h>

#include "problems/qd-game-record.h"

G_BEGIN_DECLS

#define QD_KINAROW_MAX_SIDE 19
#define QD_KINAROW_MAX_CELLS (QD_KINAROW_MAX_SIDE * QD_KINAROW_MAX_SIDE)
/* 64-bit words of one player's bitboard (384 bits >= 361 cells). */
#define QD_KINAROW_WORDS 6
/* Cells of a winning line at most (an overline can be up to a side long). */
#define QD_KINAROW_MAX_LINE QD_KINAROW_MAX_SIDE

#define QD_KINAROW_ERROR (qd_kinarow_error_quark ())
GQuark qd_kinarow_error_quark (void);

typedef enum {
  QD_KINAROW_ERROR_RULES,     /* sizes out of range, an unknown game name */
  QD_KINAROW_ERROR_PARSE,     /* unreadable text */
  QD_KINAROW_ERROR_ILLEGAL,   /* a move that cannot be played there */
} QdKinarowError;

typedef enum {
  QD_KINAROW_P1 = 0,          /* X, who starts */
  QD_KINAROW_P2 = 1,          /* O */
} QdKinarowPlayer;

typedef enum {
  QD_KINAROW_ONGOING = 0,
  QD_KINAROW_P1_WINS,
  QD_KINAROW_P2_WINS,
  QD_KINAROW_DRAW,
} QdKinarowOutcome;

/* The board's shape, shared read-only by every position. */
typedef struct {
  guint width;                /* M, columns */
  guint height;               /* N, rows */
  guint k;                    /* K, stones in a row to win */
  gboolean gravity;
  guint cells;                /* M * N */
  /* Every cell (no gravity) or every column (gravity), nearest the centre
   * first: the order moves are generated and searched in. */
  guint16 order[QD_KINAROW_MAX_CELLS];
  guint n_order;
  /* Bitboard masks of the columns c >= d (from[d]) and c <= M - 1 - d
   * (to[d]), d = 0..2: a stone's shadow shifted sideways stays in its row.
   * from[0] is the whole board. */
  guint64 from[3][QD_KINAROW_WORDS];
  guint64 to[3][QD_KINAROW_WORDS];
} QdKinarowRules;

/* A position: bit c of stones[p] is set when player p has a stone on cell c.
 * 136 bytes, every byte set (so that positions compare with memcmp), copied
 * whole by the searchers. */
typedef struct {
  guint64 stones[2][QD_KINAROW_WORDS];
  guint64 key;                /* Zobrist hash of the stones (qd_kinarow_hash) */
  guint8 column_height[QD_KINAROW_MAX_SIDE]; /* stones in each column */
  guint8 to_move;             /* QdKinarowPlayer */
  guint8 outcome;             /* QdKinarowOutcome, kept by qd_kinarow_apply */
  guint8 reserved;
  guint16 n_moves;            /* stones on the board */
  guint16 last_move;          /* the cell of the last stone; G_MAXUINT16 at the start */
  guint8 padding[6];
} QdKinarowPosition;

/* The three bundled games' names. */
#define QD_KINAROW_GAMES "tictactoe, connect4, gomoku"

/* FALSE with an error unless 1 <= width, height <= 19 and 2 <= k <= max(width, height). */
gboolean         qd_kinarow_rules_init     (QdKinarowRules *rules, guint width, guint height, guint k,
                                            gboolean gravity, GError **error);
/* "tictactoe", "connect4", "gomoku" or "M,N,K" / "M,N,K,gravity" (M columns). */
gboolean         qd_kinarow_rules_parse    (QdKinarowRules *rules, const char *name, GError **error);
/* The bundled game's name when the rules are one's, else "M,N,K[,gravity]"; free it. */
char            *qd_kinarow_rules_name     (const QdKinarowRules *rules);
/* "Tic-Tac-Toe", "Connect Four", "Gomoku" or "7 × 6, 4 in a row, gravity" (translated); free it. */
char            *qd_kinarow_rules_label    (const QdKinarowRules *rules);
gboolean         qd_kinarow_rules_equal    (const QdKinarowRules *a, const QdKinarowRules *b);

static inline guint
qd_kinarow_cell (const QdKinarowRules *rules, guint column, guint row)
{
  return row * rules->width + column;
}

void             qd_kinarow_start          (const QdKinarowRules *rules, QdKinarowPosition *pos);
/* The player whose stone is on `cell`: 0 or 1, or -1 for an empty cell. */
gint             qd_kinarow_at             (const QdKinarowPosition *pos, guint cell);
/* The legal moves (cells), nearest the centre first; 0 when the game is over.
 * `moves` holds rules->cells entries. */
guint            qd_kinarow_moves          (const QdKinarowRules *rules, const QdKinarowPosition *pos,
                                            guint16 *moves);
gboolean         qd_kinarow_is_legal       (const QdKinarowRules *rules, const QdKinarowPosition *pos,
                                            guint move);
/* Plays a legal move; `out` may be `pos`.  Detects a win from the new stone
 * alone (O(K)), so the outcome is known without scanning the board. */
void             qd_kinarow_apply          (const QdKinarowRules *rules, const QdKinarowPosition *pos,
                                            guint move, QdKinarowPosition *out);
/* With gravity, the cell a stone dropped in `column` lands on, or -1 when the column is full. */
gint             qd_kinarow_drop_cell      (const QdKinarowRules *rules, const QdKinarowPosition *pos,
                                            guint column);
QdKinarowOutcome qd_kinarow_outcome        (const QdKinarowPosition *pos);
/* The cells of the winning line through the last stone (K or more, in
 * order along the line); 0 when nobody has won.  `cells` holds
 * QD_KINAROW_MAX_LINE entries. */
guint            qd_kinarow_winning_line   (const QdKinarowRules *rules, const QdKinarowPosition *pos,
                                            guint16 *cells);
/* A position set up by hand (the tab's editor): `board` holds rules->cells
 * entries, -1 for an empty cell, 0 for X, 1 for O; `to_move` 0 or 1.  It
 * has no last move.  FALSE with an error when, with gravity, a stone has
 * an empty cell under it, when a line of K is already on the board, or
 * when the board is full. */
gboolean         qd_kinarow_setup          (const QdKinarowRules *rules, const gint8 *board, guint to_move,
                                            QdKinarowPosition *pos, GError **error);
/* The board of `pos` as qd_kinarow_setup takes it (rules->cells entries). */
void             qd_kinarow_board          (const QdKinarowRules *rules, const QdKinarowPosition *pos, gint8 *board);
/* The empty cells within two rows and two columns of a stone, as a bitboard
 * (all empty cells on an empty board). */
void             qd_kinarow_near           (const QdKinarowRules *rules, const QdKinarowPosition *pos,
                                            guint64 *near);
/* The Zobrist hash of the position's stones (whose turn follows from them). */
guint64          qd_kinarow_hash           (const QdKinarowPosition *pos);

/* A move for people and files: "4" (gravity: the column, 1-based) or "b2"; free it. */
char            *qd_kinarow_move_to_string (const QdKinarowRules *rules, guint move);
/* Reads one move written as above (letters in either case) and checks it is
 * legal in `pos`: the cell in *move. */
gboolean         qd_kinarow_move_parse     (const QdKinarowRules *rules, const QdKinarowPosition *pos,
                                            const char *text, guint *move, GError **error);
/* Plays the moves of `text` (data/FORMATS.md) from the empty board into `pos`
 * and, when `moves` is not NULL, appends them (guint16 cells) to it.  The
 * error names the move by its number: "move 5 (4): column 4 is full". */
gboolean         qd_kinarow_position_parse (const QdKinarowRules *rules, const char *text,
                                            QdKinarowPosition *pos, GArray *moves, GError **error);
/* The same from `pos` on: *number counts the moves read (the error's number). */
gboolean         qd_kinarow_play_moves     (const QdKinarowRules *rules, const char *text,
                                            QdKinarowPosition *pos, GArray *moves, guint *number,
                                            GError **error);
/* The moves written as a position ("4453", "b2 a1 c3"); free it. */
char            *qd_kinarow_moves_to_string (const QdKinarowRules *rules, const guint16 *moves, guint n_moves);
/* "Player 1 wins.", "Player 2 wins.", "Draw." or NULL (untranslated: the
 * command's contract). */
const char      *qd_kinarow_outcome_line   (QdKinarowOutcome outcome);

/* A game: the rules, who plays each side, the moves so far (the position is
 * replayed from them).  The agents are kept as their names (qd-kinarow-agent.h). */
typedef struct {
  QdKinarowRules rules;
  union {
    QdGameRecord record;      /* the same two fields (qd-game-record.h) */
    struct {
      char *agents[2];
      GArray *moves;          /* guint16 cells */
    };
  };
  /* Where the moves start: NULL for the empty board, else a position set
   * up by hand (qd_kinarow_setup; the saved game's `start` line). */
  QdKinarowPosition *start;
} QdKinarowGame;

QdKinarowGame   *qd_kinarow_game_new       (const QdKinarowRules *rules, const char *p1, const char *p2);
void             qd_kinarow_game_free      (QdKinarowGame *game);
QdKinarowGame   *qd_kinarow_game_copy      (const QdKinarowGame *game);
/* The position after the first `n_moves` moves (G_MAXUINT: all). */
void             qd_kinarow_game_position  (const QdKinarowGame *game, guint n_moves, QdKinarowPosition *pos);
/* Appends a move (a cell) after checking it is legal. */
gboolean         qd_kinarow_game_play      (QdKinarowGame *game, guint move, GError **error);
/* The saved-game format (*.kinarow) of data/FORMATS.md. */
QdKinarowGame   *qd_kinarow_game_parse     (const char *text, gssize length, GError **error);
char            *qd_kinarow_game_to_string (const QdKinarowGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdKinarowGame, qd_kinarow_game_free)

G_END_DECLS
