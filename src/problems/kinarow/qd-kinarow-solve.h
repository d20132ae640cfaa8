/* qd-kinarow-solve.h — an exact Connect Four solver (7 columns, 6 rows,
 * four in a row), and the alpha-beta lab that shows what makes it fast.
 *
 * The techniques are those of Pascal Pons' tutorial "Solving Connect 4"
 * (blog.gamesolver.org), written here afresh: negamax with alpha-beta, the
 * columns nearest the centre first, a bitboard of 7 bits a column (6 cells
 * and a sentinel), a transposition table keyed by the position's key that
 * stores bounds, null-window searches narrowing the score's range (the
 * "iterative deepening" of the tutorial), only the moves that do not lose at
 * once, and moves ordered by the number of winning spots they make.
 *
 * A position's score is the community's convention: 0 for a draw; when the
 * player to move wins, 22 minus the number of stones it has placed when it
 * wins (1 for a win with its 21st stone, 18 at most); the negative of that
 * when it loses.  The weak solver gives only the sign.
 *
 * The solver owns one transposition table (45 MB, in 2 MB pages where Linux
 * has them), made once in qd_kinarow_solver_new(); a search allocates
 * nothing.  It is not
 * thread-safe: one solver per thread.
 */
#pragma once

#include <glib.h>

#include "qd-kinarow.h"

G_BEGIN_DECLS

#define QD_KINAROW_C4_WIDTH 7
#define QD_KINAROW_C4_HEIGHT 6
#define QD_KINAROW_C4_CELLS (QD_KINAROW_C4_WIDTH * QD_KINAROW_C4_HEIGHT)
/* The best score there is (a win with a player's 4th stone) and its opposite. */
#define QD_KINAROW_C4_MAX_SCORE 18
/* A full column's entry in qd_kinarow_solver_analyze(). */
#define QD_KINAROW_C4_NO_MOVE G_MININT

/* A Connect Four position as two bitboards: column c holds bits 7c (the
 * bottom row) to 7c + 5 (the top row); bit 7c + 6 stays clear. */
typedef struct {
  guint64 current;     /* the stones of the player to move */
  guint64 mask;        /* every stone */
  guint moves;         /* stones on the board */
} QdKinarowC4;

void     qd_kinarow_c4_start           (QdKinarowC4 *pos);
/* `column` from 0 (the left) to 6. */
gboolean qd_kinarow_c4_can_play        (const QdKinarowC4 *pos, guint column);
/* Whether the player to move makes four in a row with a stone in `column` (playable). */
gboolean qd_kinarow_c4_is_winning_move (const QdKinarowC4 *pos, guint column);
/* Plays a playable column. */
void     qd_kinarow_c4_play            (QdKinarowC4 *pos, guint column);
/* Reads the moves of `text` (columns 1 to 7 run together, Pons' notation:
 * "4453"; the text ends at its first space, tab or end of line) from the
 * empty board.  FALSE with an error naming the move by its number for a
 * character that is no column, a full column, or a move that makes four in
 * a row (the game would be over: there is nothing to solve). */
gboolean qd_kinarow_c4_parse           (QdKinarowC4 *pos, const char *text, GError **error);

/* The same position as a k-in-a-row position of Connect Four's rules
 * (qd-kinarow.h: 7 × 6, gravity, 4 in a row); FALSE for other rules or a
 * game that is over. */
gboolean qd_kinarow_c4_from_position   (const QdKinarowRules *rules, const QdKinarowPosition *position,
                                        QdKinarowC4 *pos);

typedef enum {
  QD_KINAROW_SOLVE_DONE,      /* the score is exact */
  QD_KINAROW_SOLVE_STOPPED,   /* the stop flag, the deadline or the node budget */
} QdKinarowSolveStatus;

typedef struct {
  guint64 max_nodes;          /* stop with this many nodes visited, no more; 0: no limit */
  gint64 deadline_us;         /* g_get_monotonic_time() deadline; 0: none */
  const gint *stop;           /* optional flag, read atomically; non-zero stops */
  gint64 *progress_nodes;     /* optional: set atomically to the node count at every check */
} QdKinarowSolveLimits;

typedef struct _QdKinarowSolver QdKinarowSolver;

QdKinarowSolver     *qd_kinarow_solver_new        (void);
void                 qd_kinarow_solver_free       (QdKinarowSolver *solver);
/* Kept for the searches that follow; NULL: no limit. */
void                 qd_kinarow_solver_set_limits (QdKinarowSolver *solver, const QdKinarowSolveLimits *limits);
/* The score of `pos` (any position qd_kinarow_c4_parse() accepts), or only
 * its sign when `weak`.  Each call starts from an empty table, so its node
 * count does not depend on the positions solved before. */
QdKinarowSolveStatus qd_kinarow_solver_solve      (QdKinarowSolver *solver, const QdKinarowC4 *pos,
                                                   gboolean weak, gint *score);
/* Each column's score for the player to move (the score of the position
 * after that move, from the mover's side), QD_KINAROW_C4_NO_MOVE for a full
 * column or when the position is a full board. */
QdKinarowSolveStatus qd_kinarow_solver_analyze    (QdKinarowSolver *solver, const QdKinarowC4 *pos,
                                                   gboolean weak, gint scores[QD_KINAROW_C4_WIDTH]);
/* The nodes (calls of the negamax function) of the last solve, lab run or analysis. */
guint64              qd_kinarow_solver_nodes      (const QdKinarowSolver *solver);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdKinarowSolver, qd_kinarow_solver_free)

/* --- The alpha-beta lab (qd-kinarow-solve-lab.c) ---
 *
 * The same score found by searches that add one technique at a time, each
 * row keeping those above it: the first five search a plain 7 × 6 array
 * (which column is full, which move wins: by looking at the cells), the
 * bitboard rows the same search on bitboards, then with two more of the
 * tutorial's steps; the last row is qd_kinarow_solver_solve(). */
typedef enum {
  QD_KINAROW_LAB_NEGAMAX,       /* plain negamax, columns left to right */
  QD_KINAROW_LAB_ALPHABETA,     /* + alpha-beta within the score's bounds */
  QD_KINAROW_LAB_CENTRE,        /* + the centre columns first */
  QD_KINAROW_LAB_TABLE,         /* + the transposition table */
  QD_KINAROW_LAB_NULL_WINDOW,   /* + null-window searches over the score's range */
  QD_KINAROW_LAB_BITBOARD,      /* the same on bitboards */
  QD_KINAROW_LAB_NON_LOSING,    /* + only the moves that do not lose at once */
  QD_KINAROW_LAB_ORDERED,       /* + moves ordered by the winning spots they make */
  QD_KINAROW_LAB_N_CONFIGS
} QdKinarowLabConfig;

/* "negamax", "alphabeta", "centre", "table", "null-window", "bitboard", "non-losing", "ordered". */
const char          *qd_kinarow_lab_config_id    (QdKinarowLabConfig config);
/* The row's name for people, translated. */
const char          *qd_kinarow_lab_config_label (QdKinarowLabConfig config);
/* The strong score of `pos` by `config`'s search, within the limits. */
QdKinarowSolveStatus qd_kinarow_solver_lab       (QdKinarowSolver *solver, QdKinarowLabConfig config,
                                                  const QdKinarowC4 *pos, gint *score);

G_END_DECLS
