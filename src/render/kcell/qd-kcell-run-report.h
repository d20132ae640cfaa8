/* qd-kcell-run-report.h — the report of a KCell run, for `quandary-cli
 * kcell --report` and the tab's Report… alike: a game (the board, the
 * players, the result, the statistics per player, the moves, the recorded
 * search, the saved game), or one of the statement's experiments
 * (`quandary-cli experiment kcell sizes|match`: its table and sample
 * games). */
#pragma once

#include "problems/kcell/qd-kcell-experiment.h"
#include "render/qd-game-history.h"

G_BEGIN_DECLS

/* A game, as it was played. */
typedef struct {
  gboolean document;               /* a saved game (the tab's document, a GAME read); else a new game */
  const char *path;                /* the document's file as given, or NULL: not saved */
  const QdKcellGame *game;         /* the board, the players and the moves */
  guint64 seed;                    /* of the random players */
  const GArray *notes;             /* QdGameSearchNote of the computer's moves (a cell each), or NULL */
  const QdSearchTree *tree;        /* the recorded move's search, or NULL */
  guint tree_move;                 /* its move, from 1 */
  guint tree_budget;                 /* the tab\'s budget of the tree (its command says it when it cut the tree) */
  gboolean stopped;                /* stopped before the end */
} QdKcellRun;

/* The game's history: "Player 1", "Player 2", the agents, the moves
 * ("2 → 3", "pass") with the notes' searches. */
QdGameHistory *qd_kcell_run_history    (const QdKcellRun *run);
/* The position after `moves` moves of the QdKcellGame `game` (G_MAXUINT:
 * all), the last move's hops drawn, as the report and the animation draw
 * it (a QdAnimationDraw). */
void           qd_kcell_run_draw_position (cairo_t *cr, guint moves, const QdPalette *palette,
                                           gpointer game);
void           qd_kcell_run_report_add (QdReport *report, const QdKcellRun *run);
/* A report titled by the problem and the game's file (or the board). */
QdReport      *qd_kcell_run_report_new (const QdKcellRun *run, const QdPalette *palette);
/* The words after "quandary-cli" of the command that plays the run's game
 * again (g_strfreev): its file continued, or a new game of its size. */
char         **qd_kcell_run_command    (const QdKcellRun *run);

/* An experiment's report: its settings, its table (and the match's sample
 * games). */
QdReport      *qd_kcell_experiment_report_new (const QdKcellExperiment *report, const QdPalette *palette);

G_END_DECLS
