/* qd-kinarow-run-report.h — the report of a k-in-a-row game, for the tab's
 * Report… (and `quandary-cli kinarow` if it gives one): the board, the
 * players, the result, the statistics per player, the moves with the
 * searches that chose them, the recorded search tree and the saved game;
 * and the game's moves as an animation (a GIF's frames). */
#pragma once

#include "problems/kinarow/qd-kinarow.h"
#include "render/qd-game-history.h"

G_BEGIN_DECLS

/* A game, as it was played. */
typedef struct {
  gboolean document;               /* a saved game (the tab's document); else a new game */
  const char *path;                /* the document's file as given, or NULL: not saved */
  const QdKinarowGame *game;       /* the board, the players and the moves */
  guint64 seed;                    /* of the random players and MCTS */
  const GArray *notes;             /* QdGameSearchNote of the computer's moves (a cell each), or NULL */
  const QdSearchTree *tree;        /* the recorded move's search, or NULL */
  guint tree_move;                 /* its move, from 1 */
  guint tree_budget;               /* the tab's budget of the tree (its command says it when it cut the tree) */
} QdKinarowRun;

/* "Player 1 (X)", "Player 2 (O)", the agents, the moves ("4", "b2") with
 * the notes' searches. */
QdGameHistory *qd_kinarow_run_history       (const QdKinarowRun *run);
/* The position after `moves` moves of the QdKinarowGame `game` (G_MAXUINT:
 * all), as the report and the animation draw it (a QdAnimationDraw). */
void           qd_kinarow_run_draw_position (cairo_t *cr, guint moves, const QdPalette *palette, gpointer game);
void           qd_kinarow_run_report_add    (QdReport *report, const QdKinarowRun *run);
/* The words after "quandary-cli" of the command that plays the game again
 * (g_strfreev): its file, or its game and its moves as a position. */
char         **qd_kinarow_run_command       (const QdKinarowRun *run);
/* The moves as an animation: frame k the board after k moves. */
QdAnimation   *qd_kinarow_animation_new     (const QdKinarowRun *run);

G_END_DECLS
