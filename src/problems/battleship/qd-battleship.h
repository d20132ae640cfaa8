/* qd-battleship.h — Battleship solitaire (statement 004): the puzzle, its
 * files, the solver on the CSP engine, and the generator.
 *
 * Course format: line 1 the row counts, line 2 the column counts (one digit
 * each run together, or numbers separated by spaces past 9), line 3 the fleet
 * (submarines, destroyers, cruisers, battleships, … a count per length; a
 * shorter line means none of the missing lengths), then N lines of N hints
 * over 0 S W L R T B M ('0' and 'o' no hint; lower case allowed).  The later
 * course notation writes '.' for no hint and water, '<' '>' '^' 'v' for the
 * ends.  CRLF or LF, a final newline or not. */
#pragma once

#include <glib.h>

#include "core/qd-progress.h"
#include "core/qd-search-tree.h"

G_BEGIN_DECLS

#define QD_BATTLESHIP_ERROR (qd_battleship_error_quark ())
GQuark qd_battleship_error_quark (void);

typedef enum {
  QD_BATTLESHIP_ERROR_SYNTAX,
  QD_BATTLESHIP_ERROR_SIZE,      /* wrong lengths, sizes out of range */
  QD_BATTLESHIP_ERROR_COUNTS,    /* counts that cannot add up */
  QD_BATTLESHIP_ERROR_ENCODING,
} QdBattleshipError;

#define QD_BATTLESHIP_MIN_SIZE 4
#define QD_BATTLESHIP_MAX_SIZE 25
#define QD_BATTLESHIP_MAX_SHIP 10    /* longest ship length */

/* A cell's content: what a hint says, what a solution holds, what the
 * player marked. */
typedef enum {
  QD_BATTLESHIP_UNKNOWN = 0,   /* no hint / not decided */
  QD_BATTLESHIP_WATER,         /* W */
  QD_BATTLESHIP_SUB,           /* S: a submarine (a ship of length 1) */
  QD_BATTLESHIP_LEFT,          /* L: the left end of a horizontal ship */
  QD_BATTLESHIP_RIGHT,         /* R */
  QD_BATTLESHIP_TOP,           /* T: the top end of a vertical ship */
  QD_BATTLESHIP_BOTTOM,        /* B */
  QD_BATTLESHIP_MIDDLE,        /* M */
  QD_BATTLESHIP_SHIP,          /* some ship part, shape not known (the player's mark) */
} QdBattleshipCell;

typedef struct {
  guint size;                          /* N: the grid is N x N */
  guint row_counts[QD_BATTLESHIP_MAX_SIZE];
  guint col_counts[QD_BATTLESHIP_MAX_SIZE];
  guint fleet[QD_BATTLESHIP_MAX_SHIP + 1];  /* fleet[len]: ships of that length (fleet[0] unused) */
  guint8 hints[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];  /* QdBattleshipCell, row-major */
} QdBattleship;

QdBattleship *qd_battleship_new        (guint size);        /* counts 0, no fleet, no hints */
QdBattleship *qd_battleship_parse      (const char *text, gssize length, GError **error);
QdBattleship *qd_battleship_copy       (const QdBattleship *puzzle);
void          qd_battleship_free       (QdBattleship *puzzle);
/* The course format (digits run together when every count is < 10). */
char         *qd_battleship_to_string  (const QdBattleship *puzzle);
/* A solution grid (size * size QdBattleshipCell) in the course format: N lines. */
char         *qd_battleship_grid_to_string (const QdBattleship *puzzle, const guint8 *grid);
/* Checks a full grid against every rule; FALSE with the first broken rule. */
gboolean      qd_battleship_check_grid (const QdBattleship *puzzle, const guint8 *grid, char **why);
char          qd_battleship_cell_to_char       (QdBattleshipCell cell);     /* 'S' 'W' 'L' … '0' for unknown */
guint         qd_battleship_ship_cells (const QdBattleship *puzzle);  /* sum of the fleet */

/* Addition: the two notations.  COURSE writes W S L R T B M, ALT (the later
 * course notation) . S < > ^ v M.  detect: ALT when a hint row of the text
 * holds one of . < > ^ v, else COURSE. */
typedef enum {
  QD_BATTLESHIP_NOTATION_COURSE,
  QD_BATTLESHIP_NOTATION_ALT,
} QdBattleshipNotation;

QdBattleshipNotation  qd_battleship_detect_notation (const char *text, gssize length);
char         *qd_battleship_grid_to_string_notation (const QdBattleship *puzzle, const guint8 *grid,
                                                     QdBattleshipNotation notation);
/* A cell's character in a notation (UNKNOWN '0', SHIP '?'); a hint or
 * solution character to a cell (either notation, any case; '0' 'o' UNKNOWN):
 * FALSE if it is none. */
char          qd_battleship_cell_to_char_notation (QdBattleshipCell cell, QdBattleshipNotation notation);
gboolean      qd_battleship_cell_from_char        (gunichar c, QdBattleshipCell *cell);

typedef enum {
  QD_BATTLESHIP_SOLVED,        /* exactly one solution (or the first, when not counting) */
  QD_BATTLESHIP_NOT_UNIQUE,    /* solved, and more than one solution exists */
  QD_BATTLESHIP_NO_SOLUTION,
  QD_BATTLESHIP_STOPPED,
} QdBattleshipStatus;

typedef struct {
  guint max_solutions;     /* count up to this many (>= 1; 2 proves uniqueness) */
  const gint *stop;
  gint64 *progress_nodes;
  /* Optional: each cell decided by propagation or search, as it happens
   * (for the window's animation); called on the solver's thread.  `assigned`:
   * the search's assignment (the k-th is node k of the run's search tree),
   * else what inference left at the current node. */
  void (*on_cell) (gpointer user_data, guint row, guint col, QdBattleshipCell cell, gboolean assigned);
  gpointer user_data;
  guint64 max_nodes;       /* addition: stop (STOPPED) after this many assignments; 0: no limit */
  gint64 deadline_us;      /* stop (STOPPED) at this g_get_monotonic_time (); 0: none */
  /* Optional: a tree of kind QD_SEARCH_TREE_CSP, not yet bound, that the run
   * binds to its model (the tree keeps it: cells named A1…, values by the
   * course's letters), feeds and finishes (the first solution's path chosen). */
  QdSearchTree *tree;
} QdBattleshipSolveOptions;

typedef struct {
  QdBattleshipStatus status;   /* STOPPED: by the stop flag, max_nodes or the deadline; the
                                * solutions found before are kept */
  guint n_solutions;       /* found, up to max_solutions */
  guint8 *solution;        /* size * size QdBattleshipCell, the first solution; NULL if none */
  guint64 assignments;
  guint64 prunings;
  guint64 nodes;
  gint64 time_us;
  guint8 *second;          /* addition: a second solution when NOT_UNIQUE, else NULL */
} QdBattleshipResult;

/* The cells a solving run decides, in order (QdBattleshipSolveOptions
 * .on_cell with qd_battleship_replay_record and the replay as user_data):
 * the tab's step-by-step replay and its animation. */
typedef struct {
  guint8 row, col, cell;   /* cell: a QdBattleshipCell */
  gboolean assigned;       /* the search's assignment (else inference) */
} QdBattleshipStep;

typedef struct {
  GArray *steps;           /* of QdBattleshipStep, at most max_steps */
  guint max_steps;
  guint64 n_seen;          /* every step told, kept or not */
} QdBattleshipReplay;

QdBattleshipReplay *qd_battleship_replay_new    (guint max_steps);
void                qd_battleship_replay_free   (QdBattleshipReplay *replay);
/* An on_cell function: `replay` is a QdBattleshipReplay. */
void                qd_battleship_replay_record (gpointer replay, guint row, guint col, QdBattleshipCell cell,
                                                 gboolean assigned);

void        qd_battleship_solve_options_init (QdBattleshipSolveOptions *options);
QdBattleshipResult *qd_battleship_solve     (const QdBattleship *puzzle, const QdBattleshipSolveOptions *options);
/* Solves with the player's marks (WATER, SHIP or a shape; UNKNOWN elsewhere)
 * as extra hints; NULL marks: none.  No solution: the marks are wrong. */
QdBattleshipResult *qd_battleship_solve_with_marks (const QdBattleship *puzzle, const guint8 *marks,
                                                    const QdBattleshipSolveOptions *options);
void        qd_battleship_result_free       (QdBattleshipResult *result);

/* The next forced deduction from a partial grid (the player's marks: WATER,
 * SHIP or a shape, UNKNOWN elsewhere): a cell whose content every solution
 * consistent with the marks shares, with a sentence saying why.  FALSE when
 * the marks contradict the puzzle (why says how) or nothing is forced.
 * A forced cell comes back as WATER or SHIP (or its shape when only one is
 * left).  When FALSE because a mark is wrong, row and col name that mark and
 * cell the content it should have (UNKNOWN when the puzzle has no solution,
 * row = col = G_MAXUINT when no single mark is to blame). */
gboolean    qd_battleship_hint      (const QdBattleship *puzzle, const guint8 *marks,
                                     guint *row, guint *col, QdBattleshipCell *cell, char **why);

/* A random puzzle with exactly one solution: a random fleet placement, its
 * counts, then hints revealed until a search with the solver's filters
 * finds no other solution, then, at difficulty 1 (water hints) and 2 (all),
 * every hint that is not needed taken away (fewer hints for a higher
 * difficulty, 0..2).  Seeded.  `progress` (may be NULL) says the phase in
 * `value`: revealing (`done` counts the hints placed, no total), then
 * removing (`done` of `total` hints tried); `nodes` the search's nodes.
 * `stop` ends it soon with G_IO_ERROR_CANCELLED; a fleet that cannot be
 * placed without ships touching is QD_BATTLESHIP_ERROR_COUNTS. */
enum {
  QD_BATTLESHIP_GEN_REVEALING = 1,
  QD_BATTLESHIP_GEN_REMOVING = 2,
};
QdBattleship *qd_battleship_generate (guint size, const guint *fleet, guint difficulty, guint64 seed,
                                      const gint *stop, QdProgress *progress, GError **error);
/* The usual fleet for a size (6x6: 3 2 1; 10x10: 4 3 2 1; …). */
void          qd_battleship_default_fleet (guint size, guint *fleet);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdBattleship, qd_battleship_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdBattleshipResult, qd_battleship_result_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdBattleshipReplay, qd_battleship_replay_free)

/* The grid at a node of a solving run's search tree (QdBattleshipSolveOptions
 * .tree): the cells assigned on the way there, the cells inference left one
 * value, QD_BATTLESHIP_SHIP where only ship parts remain, UNKNOWN else;
 * `grid` has size x size cells. */
void qd_battleship_tree_grid (const QdSearchTree *tree, guint node, guint size, guint8 *grid);

G_END_DECLS
