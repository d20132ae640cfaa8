/* qd-takestones-run-report.h — the report of a Take-Stones run, for
 * `quandary-cli takestones --report` and the tab's Report… alike: a game
 * (the stones, the players and the search, the winner, the statistics per
 * player, the moves, the recorded search, the game as saved), the
 * analysis of one position (--analyze), or the evaluator report
 * (`quandary-cli experiment takestones`: its table and plot). */
#pragma once

#include "problems/takestones/qd-takestones-experiment.h"
#include "problems/takestones/qd-takestones-record.h"
#include "render/qd-game-history.h"

G_BEGIN_DECLS

/* A game, as it was played. */
typedef struct {
  gboolean document;                 /* a saved game (the tab's document); else the command line's game */
  const char *path;                  /* the document's file, or NULL: not saved */
  const QdTakestonesRecord *record;  /* the stones, the players, the depth, the evaluator and the moves */
  QdGameSearchAlgorithm algorithm;       /* the computer's search */
  const GArray *notes;               /* QdGameSearchNote of the computer's moves (a stone each), or NULL */
  const QdSearchTree *tree;          /* the recorded move's search, or NULL */
  guint tree_move;                   /* its move, from 1 */
  guint tree_budget;                 /* the tab\'s budget of the tree (its command says it when it cut the tree) */
  gboolean stopped;                  /* stopped before the end */
} QdTakestonesRun;

/* The game's history: "Player 1", "Player 2", the players, the moves
 * ("take 7") with the notes' searches. */
QdGameHistory *qd_takestones_run_history      (const QdTakestonesRun *run);
/* The stones after `moves` moves of the QdTakestonesRecord `record`
 * (G_MAXUINT: all), who took each, as the report and the animation draw
 * them (a QdAnimationDraw). */
void           qd_takestones_run_draw_position (cairo_t *cr, guint moves, const QdPalette *palette,
                                                gpointer record);
void           qd_takestones_run_report_add   (QdReport *report, const QdTakestonesRun *run);
QdReport      *qd_takestones_run_report_new   (const QdTakestonesRun *run, const QdPalette *palette);
/* The words after "quandary-cli" of the command that plays the run's game
 * again (g_strfreev): `takestones N MODE DEPTH`, MODE 1 two computers, 2 a
 * person first, 3 a person second (two people: 1). */
char         **qd_takestones_run_command    (const QdTakestonesRun *run);

/* --analyze N K TAKEN… DEPTH: the position and the search's recorded tree
 * (may be NULL). */
QdReport      *qd_takestones_analysis_report_new (guint n, const guint *taken, guint k, guint depth,
                                                  const QdSearchTree *tree, const QdPalette *palette);

/* The evaluator report: its settings, its table and the threat
 * evaluator's win rate by depth. */
QdReport      *qd_takestones_experiment_report_new (const QdTakestonesExperiment *experiment,
                                                    const QdPalette *palette);

G_END_DECLS
