/* qd-takestones-experiment.h — the experiment that pits our threat
 * evaluator against the statement's, in games between them. */
#pragma once

#include "core/qd-progress.h"
#include "core/qd-sweep.h"
#include "qd-takestones-match.h"

G_BEGIN_DECLS

/* The evaluator experiment: a list of independent games ("runs", core/qd-sweep.h)
 * in one order, depth, then board, then opening, then the seat of the threat
 * evaluator (player 1 first), the last fastest.  A game's opening is drawn
 * from a generator seeded with (seed, depth, board, opening) alone, so any
 * subset of the games can be played anywhere and merged. */
typedef struct {
  guint n_min, n_max;          /* board sizes played */
  guint depth_min, depth_max;  /* search depths, the same for both players */
  guint openings;              /* random openings per board and depth */
  guint opening_plies;         /* random moves before the evaluators play */
  guint32 seed;
} QdTakestonesExperimentSettings;

/* The deepest search the experiment's settings take. */
#define QD_TAKESTONES_EXPERIMENT_MAX_DEPTH 64

/* One game of the experiment: its place (from its index) and its result. */
typedef struct {
  guint64 index;
  guint depth, n;
  guint opening;               /* from 0 */
  guint threats_player;        /* the threat evaluator's seat: 1 or 2 */
  guint winner;                /* 1 or 2; 0: every opening drawn ended the game, none played */
  guint64 threats_nodes, statement_nodes;
  guint threats_moves, statement_moves;
} QdTakestonesExperimentGame;

typedef struct {
  guint depth;
  guint games;
  guint threats_wins;          /* the statement's evaluator won the others */
  guint threats_wins_first;    /* ... of them with the threat evaluator as player 1 */
  guint games_first;
  guint64 threats_nodes, statement_nodes;
  guint threats_moves, statement_moves;
} QdTakestonesExperimentRow;

typedef struct {
  QdTakestonesExperimentSettings settings;
  GArray *rows;                /* QdTakestonesExperimentRow, one per depth (qd_takestones_experiment_tally) */
  guint games_played;
  gboolean stopped;
  GArray *games;               /* QdTakestonesExperimentGame: every run done or added, in any order */
  QdSweepShard shard;          /* the runs qd_takestones_experiment_play does (count 0: all) */
  const gboolean *skip;        /* runs it leaves out (index -> TRUE; not owned), or NULL */
  /* How qd_takestones_experiment_play plays (never what): on how many threads
   * (0 or 1: the caller's; qd-sweep-pool.h), niced (the window). */
  guint threads;
  gboolean lower_priority;
} QdTakestonesExperiment;

void     qd_takestones_experiment_settings_init (QdTakestonesExperimentSettings *settings);
/* The number of games the settings play (two per opening: each side once):
 * the experiment's runs. */
guint    qd_takestones_experiment_n_games   (const QdTakestonesExperimentSettings *settings);
/* Run `index`'s place: game's index, depth, n, opening and threats_player. */
void     qd_takestones_experiment_place     (const QdTakestonesExperimentSettings *settings, guint64 index,
                                             QdTakestonesExperimentGame *game);
/* Plays run `index` (its result in *game); FALSE when stopped. */
gboolean qd_takestones_experiment_play_game (const QdTakestonesExperimentSettings *settings, guint64 index,
                                             const gint *stop, QdTakestonesExperimentGame *game);

/* An experiment with no game yet. */
QdTakestonesExperiment *qd_takestones_experiment_new (const QdTakestonesExperimentSettings *settings);
typedef void (*QdTakestonesExperimentFunc) (gpointer user_data, guint done, guint total,
                                            const QdTakestonesExperimentGame *game);
/* Plays the runs of e->shard not in e->skip on e->threads threads, each
 * added to e->games and told to `func` (may be NULL) in index order, on
 * the caller's thread; `progress` (may be NULL) counts runs in done/total.
 * A stop sets e->stopped and returns FALSE (the games finished stay).
 * Tallies. */
gboolean qd_takestones_experiment_play      (QdTakestonesExperiment *e, const gint *stop, QdProgress *progress,
                                             QdTakestonesExperimentFunc func, gpointer user_data);
/* Adds a game played elsewhere (a resumed or merged raw file). */
void     qd_takestones_experiment_add_game  (QdTakestonesExperiment *e, const QdTakestonesExperimentGame *game);
/* rows and games_played from the games, taken in index order. */
void     qd_takestones_experiment_tally     (QdTakestonesExperiment *e);
/* Every game, in one call (the tab and the bench), on `threads` threads. */
QdTakestonesExperiment *qd_takestones_experiment_run (const QdTakestonesExperimentSettings *settings, guint threads,
                                                      gboolean lower_priority, const gint *stop,
                                                      QdProgress *progress);
/* A plain-text table, one row per depth and a total; its header says when
 * the experiment holds only some of the runs (a shard, a merge with some
 * missing) or was stopped. */
char    *qd_takestones_experiment_format    (const QdTakestonesExperiment *e);
/* The same rows as CSV, for a report's table: a header, then per depth and
 * for "all" the games, the threat evaluator's wins and win rate in percent
 * (win_pct), the same as player 1 (p1_) and as player 2 (p2_), and the
 * nodes per move of each evaluator's searches. */
char    *qd_takestones_experiment_to_csv    (const QdTakestonesExperiment *e);
void     qd_takestones_experiment_free      (QdTakestonesExperiment *e);

/* -------------------------- sweeps (qd-takestones-experiment-sweep.c) */

/* Settings a person may ask for: sizes, depths, counts in range and not
 * too many runs; else FALSE and an error saying what. */
gboolean qd_takestones_experiment_settings_check (const QdTakestonesExperimentSettings *settings, GError **error);
/* The settings line of raw files: "n-min=10 n-max=60 depth-min=1
 * depth-max=5 openings=6 opening-plies=2 seed=540". */
char    *qd_takestones_experiment_settings_line  (const QdTakestonesExperimentSettings *settings);
gboolean qd_takestones_experiment_settings_parse (const char *line, QdTakestonesExperimentSettings *settings,
                                                  GError **error);
/* The run's key, for people: "depth=2 n=10 opening=1 threats=P2". */
char    *qd_takestones_experiment_run_key    (const QdTakestonesExperimentSettings *settings, guint64 index);
/* The raw file's columns (run, key, then the game's), NULL-ended. */
extern const char *const qd_takestones_experiment_raw_columns[];
/* A game's fields after run and key, in the columns' order (g_strfreev). */
char   **qd_takestones_experiment_raw_fields (const QdTakestonesExperimentGame *game);
/* Adds the games of a raw file of these settings; an error names the file
 * and the run whose row is not one of them. */
gboolean qd_takestones_experiment_add_raw    (QdTakestonesExperiment *e, const QdSweepRaw *raw, GError **error);
/* Raw files merged (checked together with qd_sweep_raw_check), tallied;
 * *found (may be NULL): which runs are there. */
QdTakestonesExperiment *qd_takestones_experiment_merge (QdSweepRaw *const *raws, guint n, gboolean **found,
                                                        GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTakestonesExperiment, qd_takestones_experiment_free)

G_END_DECLS
