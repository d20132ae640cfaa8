/* qd-wargame-run-report.h — the report of a war game run, for
 * `quandary-cli wargame --report` and the tab's Report… alike: a game
 * played or replayed (the board, the agents and rules, the result, the
 * statistics per side, the moves, the recorded search, the log), or the
 * matchups and the rule-set comparison (their table and final boards). */
#pragma once

#include "problems/wargame/qd-wargame-match.h"
#include "problems/wargame/qd-wargame-sweep.h"
#include "render/qd-game-history.h"

G_BEGIN_DECLS

/* A game, as it was played. */
typedef struct {
  const char *path;                  /* the board's file as given, or NULL: not saved */
  const QdWargameRecord *record;     /* the game, under its rules */
  QdWargameAgentSpec agents[2];      /* blue, green */
  guint64 seed;
  const char *replay_path;           /* --replay: the log replayed, or NULL */
  const GArray *notes;               /* QdGameSearchNote of the agents' moves (a square each), or NULL */
  const QdSearchTree *tree;          /* the recorded move's search, or NULL */
  guint tree_move;                   /* its move, from 1 */
  guint tree_budget;                 /* the tab\'s budget of the tree (its command says it when it cut the tree) */
  gboolean stopped;                  /* stopped before the end */
} QdWargameRun;

/* The game's history: "Blue", "Green", the agents, the moves ("drop C3",
 * "blitz D3 (2 conquered)") with the notes' searches. */
QdGameHistory *qd_wargame_run_history    (const QdWargameRun *run);
/* The parts of the run's report, added to `report`. */
void           qd_wargame_run_report_add (QdReport *report, const QdWargameRun *run);
/* A report titled by the problem and the board's file, with those parts. */
QdReport      *qd_wargame_run_report_new (const QdWargameRun *run, const QdPalette *palette);
/* The words after "quandary-cli" of the command that plays the run's game
 * again (g_strfreev): `file` names the board when the run has no path (a
 * document not saved). */
char         **qd_wargame_run_command    (const QdWargameRun *run, const char *file);

/* The board after `moves` moves of the QdWargameRecord `record` (G_MAXUINT:
 * all), its last move marked, as the report and the animation draw it (a
 * QdAnimationDraw); the largest size of the game's boards (the score line
 * is widest at the end). */
void           qd_wargame_run_draw_position (cairo_t *cr, guint moves, const QdPalette *palette,
                                             gpointer record);
void           qd_wargame_run_game_size     (const QdWargameRecord *record, double *width, double *height);

/* --matchups or --compare: `config`'s games on the board of `path`, the
 * results there are (QdWargameMatchResult, in the runs' order). */
QdReport      *qd_wargame_experiment_report_new (const QdWargameSweepConfig *config, const char *path,
                                                 GPtrArray *results, const QdPalette *palette);

G_END_DECLS
