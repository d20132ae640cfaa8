/* qd-gdl-board.h — a GDL state (problems/gdl/qd-gdl.h) laid out for
 * drawing, from its facts as text (qd_gdl_game_state_text: one fact a
 * line), so that any thread can draw it without the game.
 *
 * A state is a board when it holds facts with two coordinates and a
 * content, `(REL X Y V)`, whatever the relation's name: X and Y constants
 * (integers or symbols), V any term.  The relation with the most such facts
 * is the board; its coordinates are sorted (as integers when they all are,
 * else as words), and a cell without a fact, or whose content is b, blank,
 * empty or none, is drawn empty.  Which coordinate runs across: in a game
 * whose moves name one coordinate only (Connect Four's `(drop COLUMN)`, a
 * gravity game), the first is the column and rows count from the bottom;
 * so too where the first coordinates are single letters and the second
 * whole numbers, a chess diagram's files and ranks (`(cell e 2 wp)`: file
 * e across, rank 2 up, white at the bottom); otherwise the first is the
 * row, from the top, as in `(cell ROW COLUMN MARK)`, but from the bottom
 * when the marks are x and o (tic-tac-toe's rows numbered as K in a Row
 * numbers them).  Every other fact is listed by relation, under the board
 * or, when there is no board, alone. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How a relation not on the board is drawn, from the shape of its facts
 * in the universe (never from the game's name):
 * COUNTS, `(R KEY N)` with N an integer after a key: each key a row of
 * N filled squares of the largest N's (Nim's heaps, a race's positions on
 * its track); STACKS, `(R N KEY)` with N an integer, several Ns a key:
 * each key a peg with its Ns stacked, the largest at the bottom (the Tower
 * of Hanoi's discs on their pegs); else LIST, the facts as written. */
typedef enum {
  QD_GDL_SHAPE_LIST,
  QD_GDL_SHAPE_COUNTS,
  QD_GDL_SHAPE_STACKS,
} QdGdlShape;

typedef struct {
  char *name;              /* the relation ("control"), or the fact itself for a constant */
  GPtrArray *facts;        /* strings: its facts as written, "(control x)" */
  QdGdlShape shape;
  GPtrArray *keys;         /* COUNTS, STACKS: every key of the universe, in its order (strings) */
  GArray *numbers;         /* per key, COUNTS: its N (-1: no fact); STACKS: its Ns as a bit set
                            * (guint64, bit N), N < 64 */
  guint max;               /* the universe's largest N */
} QdGdlFactGroup;

typedef struct {
  char *relation;          /* the board's relation, or NULL: no board */
  gboolean columns_first;  /* the relation's first coordinate is the column */
  gboolean gravity;        /* a move may name a column alone: a drop, landing on its lowest empty cell */
  guint n_columns, n_rows;
  char **columns;          /* n_columns names, left to right */
  char **rows;             /* n_rows names, top to bottom */
  /* n_rows × n_columns contents, row by row from the top: NULL for an
   * empty cell (no fact, or a blank content). */
  char **contents;
  /* The contents the board's cells can hold (from the universe), sorted:
   * each keeps its colour from state to state. */
  char **values;
  guint n_values;
  GPtrArray *groups;       /* QdGdlFactGroup: every fact not on the board */
} QdGdlBoard;

/* The state's facts (`state_text`, one a line) laid out.  `universe`
 * (NULL: the state) lists the facts the game's states can hold
 * (qd_gdl_game_facts_text): the board's relation and coordinates come
 * from it, so that an empty Connect Four grid is a grid.  `moves` (NULL or
 * NULL-terminated, the moves as written) tells a gravity game (above). */
QdGdlBoard *qd_gdl_board_new        (const char *state_text, const char *universe, const char *const *moves);
void        qd_gdl_board_free       (QdGdlBoard *board);
/* The content of a cell (row × n_columns + column), or NULL (empty). */
const char *qd_gdl_board_content    (const QdGdlBoard *board, guint cell);
/* The index in `values` of the cell's content, or -1 (empty). */
gint        qd_gdl_board_value      (const QdGdlBoard *board, guint cell);
/* The cell's coordinates as the relation's facts write them, first and
 * second ("1", "3" for `(cell 1 3 b)`), whichever runs across. */
void        qd_gdl_board_coordinates (const QdGdlBoard *board, guint cell, const char **first, const char **second);
/* Of `moves` (n of them, as written), those that a click on `cell` plays:
 * the moves whose arguments hold the cell's first coordinate and, after
 * it, its second; in a gravity game also the moves whose only argument is
 * the cell's column.  Their indices go to `matches` (n entries at most);
 * returns how many. */
guint       qd_gdl_board_moves_at   (const QdGdlBoard *board, guint cell, const char *const *moves, guint n,
                                     guint *matches);
/* The cells `move` names in order, for a move of several cells
 * (Amazons' (play 1 4 1 1 1 2): the queen's cell, where it goes, where it
 * shoots): each two arguments in a row that are a cell's coordinates,
 * first then second, read from the left.  Their number (at most `max`
 * into `cells`). */
guint       qd_gdl_board_move_cells (const QdGdlBoard *board, const char *move, guint *cells, guint max);
/* In a gravity game, the cell where a drop in `column` lands: the lowest
 * empty cell of the column; -1 when it is full. */
gint        qd_gdl_board_landing    (const QdGdlBoard *board, guint column);
/* Of `moves`, those whose mark goes on `cell` (the legal-move dot, the
 * hint's outline): as qd_gdl_board_moves_at, but a drop that names only a
 * column is marked on the cell where it lands, not on every cell of the
 * column.  The definition cell by cell; the window asks
 * qd_gdl_board_playable, which gives every cell's at once. */
guint       qd_gdl_board_marks_at   (const QdGdlBoard *board, guint cell, const char *const *moves, guint n,
                                     guint *matches);
/* Each cell's mark at once (playable: the board's cells): TRUE where some of
 * the n moves names it, as qd_gdl_board_marks_at would find one, each move
 * read once. */
void        qd_gdl_board_playable   (const QdGdlBoard *board, const char *const *moves, guint n, gboolean *playable);
/* The term's name and arguments, top level only: "(mark 1 (f a))" gives
 * "mark", "1", "(f a)"; a constant gives itself.  NULL when it is not a
 * term (unbalanced).  For the page's labels and the tests. */
GStrv       qd_gdl_board_split_term (const char *term);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGdlBoard, qd_gdl_board_free)

G_END_DECLS
