/* qd-game-history.h — a two-player game's moves as its report and its
 * animation show them.
 *
 * A game's history is who played each side and, move by move, the side
 * that moved, the move in a person's words and, for a computer's move,
 * what its search found (value, nodes, time).  Each game builds one from
 * its own record (render/<id>/); this file makes the parts every game's
 * report has alike from it (the result, the statistics per side, the move
 * list with the final position, the recorded move's search tree) and the
 * animation of the moves: frame 0 the start, frame k the position after k
 * moves, its band saying the move ("Blue: drop C3").
 *
 * The searches are noted while the game is played (QdGameSearchNote: the
 * command line and the window alike), by the move's index and the move, so
 * that a note of a move taken back and played otherwise is not read. */
#pragma once

#include "core/qd-search-tree.h"
#include "render/qd-animation.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* What a computer's search found for one move of a game. */
typedef struct {
  guint ply;                  /* the move's index in the game, from 0 */
  guint move;                 /* the game's code of the move (a square, a cell, a stone) */
  double value;               /* the search's value (the game says from whose side) */
  guint64 nodes;
  gint64 time_us;
} QdGameSearchNote;

/* A GArray of QdGameSearchNote. */
GArray                 *qd_game_notes_new   (void);
/* Notes `note`, dropping the notes of its ply and later ones (a move taken
 * back and another played). */
void                    qd_game_notes_add   (GArray *notes, const QdGameSearchNote *note);
/* The note of move `move` at `ply`, or NULL (`notes` may be NULL). */
const QdGameSearchNote *qd_game_notes_find  (const GArray *notes, guint ply, guint move);

typedef struct {
  guint side;                 /* 0 or 1 */
  char *move;                 /* for people: "drop C3", "2 → 3", "7" */
  gboolean searched;          /* a search chose it: value, nodes and time are known */
  double value;
  guint64 nodes;
  gint64 time_us;
} QdGameHistoryMove;

typedef struct {
  char *sides[2];             /* "Blue", "Player 1" */
  char *players[2];           /* who played each side: "alphabeta:5", "human" */
  char *value_note;           /* what the values mean ("from Blue's side"), or NULL */
  GArray *moves;              /* QdGameHistoryMove */
} QdGameHistory;

QdGameHistory *qd_game_history_new   (const char *side1, const char *side2, const char *player1,
                                      const char *player2, const char *value_note);
QdGameHistory *qd_game_history_copy  (const QdGameHistory *history);
void           qd_game_history_free  (QdGameHistory *history);
/* Appends a move of `side`; `note` (may be NULL) is the search that chose it. */
void           qd_game_history_add   (QdGameHistory *history, guint side, const char *move,
                                      const QdGameSearchNote *note);
/* "Blue: drop C3": move `step` (from 1) as a frame's band says it. */
char          *qd_game_history_describe (const QdGameHistory *history, guint step);

/* --- The parts of a game's report --- */

/* What a game's report shows besides its history. */
typedef struct {
  gboolean document;          /* the game is a document: its file is `path` (NULL: not saved) */
  const char *path;
  const char *board;          /* the board in words ("7 cells, 2 stones each") */
  QdAnimationDraw draw;       /* the position after k moves of `game` (the animation's drawing) */
  gconstpointer game;
  double width, height;       /* its size, in points */
  const QdSearchTree *tree;   /* the recorded search, or NULL */
  guint tree_move;            /* its move, from 1 */
  const char *record;         /* the game in its file's format (the TRACE part), or NULL */
  const char *record_caption;
  const char *record_name;    /* its file's stem in a bundle */
} QdGameReport;

/* The parts every game's report has: INSTANCE (the file, or `board` for a
 * game that is no document, and the start drawn), STATISTICS (per side,
 * the moves, the searched ones, their nodes and time, in total and per
 * searched move), GAME (the move list with the searches' value, nodes and
 * time, and the final position), SEARCH_TREE (which move the tree is the
 * search of, its overview and counts) and TRACE (the record); a game
 * without moves has no STATISTICS nor GAME, and `history` NULL gives the
 * INSTANCE alone (an experiment's board).  The game adds its SETTINGS and
 * RESULTS (qd_game_history_add_result). */
void qd_game_history_add_parts  (QdReport *report, const QdGameHistory *history, const QdGameReport *game);
/* RESULTS: `verdict` ("Blue wins, 120 to 80."), then a table of the sides
 * (side, player and a column `score_header` of `scores`). */
void qd_game_history_add_result (QdReport *report, const QdGameHistory *history, const char *verdict,
                                 const char *score_header, const char *const scores[2]);
/* The end of the words of a command that plays the game again (a GPtrArray
 * of strings freed with g_free): when `tree` is the search of move MOVE
 * (NULL: none), the options that record it (qd_run_report_tree_options of
 * the `document`'s name, or "game" for a document not saved, and the tab's
 * `budget`) and `--tree-move MOVE`; then the NULL that ends them. */
void qd_game_history_end_command (GPtrArray *words, const char *document, const QdSearchTree *tree, guint budget,
                                  guint move);

/* --- Drawings --- */

/* The position after `moves` moves of `game`, drawn by the game's `draw`
 * (the same as its animation's): the data of qd_game_position_draw, a
 * QdDrawFunc for a report's figures. */
typedef struct {
  QdAnimationDraw draw;
  gconstpointer game;
  guint moves;
  const QdPalette *palette;   /* NULL: light */
} QdGamePosition;

void qd_game_position_draw (cairo_t *cr, double width, double height, gpointer position);

/* --- The animation --- */

/* The history's moves as an animation of width x height points: `draw`
 * draws the position after `step` moves from `data` (taken: freed with
 * `data_free`), the band says each move.  The history is copied. */
QdAnimation *qd_game_history_animation_new (const QdGameHistory *history, double width, double height,
                                            QdAnimationDraw draw, gpointer data, GDestroyNotify data_free);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGameHistory, qd_game_history_free)

G_END_DECLS
