/* qd-takestones-match.h — computer against computer: one game, and the
 * report that pits our threat evaluator against the statement's. */
#pragma once

#include "core/qd-progress.h"
#include "core/qd-sweep.h"
#include "qd-takestones.h"

G_BEGIN_DECLS

/* Plays from `pos` to the end, player 1 with players[0] and player 2 with
 * players[1] (each searched from its own side, as the statement does).
 * Appends "Player P: S\n" per move and "Winner: Player W\n" to `log` (may
 * be NULL).  Returns the winner (1 or 2), or 0 when stopped.  `nodes` (may
 * be NULL) receives the nodes each player searched, `moves` their moves. */
guint qd_takestones_play (QdTakestonesPosition *pos, const QdTakestonesSearch players[2], GString *log,
                      const gint *stop, guint64 nodes[2], guint moves[2]);

/* The evaluator report: a list of independent games ("runs", core/qd-sweep.h)
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
} QdTakestonesReportSettings;

/* The deepest search the report's settings take. */
#define QD_TAKESTONES_REPORT_MAX_DEPTH 64

/* One game of the report: its place (from its index) and its result. */
typedef struct {
  guint64 index;
  guint depth, n;
  guint opening;               /* from 0 */
  guint threats_player;        /* the threat evaluator's seat: 1 or 2 */
  guint winner;                /* 1 or 2; 0: every opening drawn ended the game, none played */
  guint64 threats_nodes, statement_nodes;
  guint threats_moves, statement_moves;
} QdTakestonesReportGame;

typedef struct {
  guint depth;
  guint games;
  guint threats_wins;          /* the statement's evaluator won the others */
  guint threats_wins_first;    /* ... of them with the threat evaluator as player 1 */
  guint games_first;
  guint64 threats_nodes, statement_nodes;
  guint threats_moves, statement_moves;
} QdTakestonesReportRow;

typedef struct {
  QdTakestonesReportSettings settings;
  GArray *rows;                /* QdTakestonesReportRow, one per depth (qd_takestones_report_tally) */
  guint games_played;
  gboolean stopped;
  GArray *games;               /* QdTakestonesReportGame: every run done or added, in any order */
  QdSweepShard shard;          /* the runs qd_takestones_report_play does (count 0: all) */
  const gboolean *skip;        /* runs it leaves out (index -> TRUE; not owned), or NULL */
  /* How qd_takestones_report_play plays (never what): on how many threads
   * (0 or 1: the caller's; qd-sweep-pool.h), niced (the window). */
  guint threads;
  gboolean lower_priority;
} QdTakestonesReport;

void            qd_takestones_report_settings_init (QdTakestonesReportSettings *settings);
/* The number of games the settings play (two per opening: each side once):
 * the report's runs. */
guint           qd_takestones_report_n_games (const QdTakestonesReportSettings *settings);
/* Run `index`'s place: game's index, depth, n, opening and threats_player. */
void            qd_takestones_report_place (const QdTakestonesReportSettings *settings, guint64 index,
                                            QdTakestonesReportGame *game);
/* Plays run `index` (its result in *game); FALSE when stopped. */
gboolean        qd_takestones_report_play_game (const QdTakestonesReportSettings *settings, guint64 index,
                                                const gint *stop, QdTakestonesReportGame *game);

/* A report with no game yet. */
QdTakestonesReport *qd_takestones_report_new (const QdTakestonesReportSettings *settings);
typedef void (*QdTakestonesReportFunc) (gpointer user_data, guint done, guint total,
                                        const QdTakestonesReportGame *game);
/* Plays the runs of report->shard not in report->skip on report->threads
 * threads, each added to report->games and told to `func` (may be NULL) in
 * index order, on the caller's thread; `progress` (may be NULL) counts runs
 * in done/total.  A stop sets report->stopped and returns FALSE (the games
 * finished stay).  Tallies. */
gboolean        qd_takestones_report_play (QdTakestonesReport *report, const gint *stop, QdProgress *progress,
                                           QdTakestonesReportFunc func, gpointer user_data);
/* Adds a game played elsewhere (a resumed or merged raw file). */
void            qd_takestones_report_add_game (QdTakestonesReport *report, const QdTakestonesReportGame *game);
/* rows and games_played from the games, taken in index order. */
void            qd_takestones_report_tally (QdTakestonesReport *report);
/* Every game, in one call (the tab and the bench), on `threads` threads. */
QdTakestonesReport *qd_takestones_report_run (const QdTakestonesReportSettings *settings, guint threads,
                                              gboolean lower_priority, const gint *stop, QdProgress *progress);
/* A plain-text table, one row per depth and a total; its header says when
 * the report holds only some of the runs (a shard, a merge with some
 * missing) or was stopped. */
char           *qd_takestones_report_format (const QdTakestonesReport *report);
/* The same rows as CSV, for a report's table: a header, then per depth and
 * for "all" the games, the threat evaluator's wins and win rate in percent
 * (win_pct), the same as player 1 (p1_) and as player 2 (p2_), and the
 * nodes per move of each evaluator's searches. */
char           *qd_takestones_report_to_csv (const QdTakestonesReport *report);
void            qd_takestones_report_free (QdTakestonesReport *report);

/* ------------------------------- sweeps (qd-takestones-report-sweep.c) */

/* Settings a person may ask for: sizes, depths, counts in range and not
 * too many runs; else FALSE and an error saying what. */
gboolean        qd_takestones_report_settings_check (const QdTakestonesReportSettings *settings, GError **error);
/* The settings line of raw files: "n-min=10 n-max=60 depth-min=1
 * depth-max=5 openings=6 opening-plies=2 seed=540". */
char           *qd_takestones_report_settings_line (const QdTakestonesReportSettings *settings);
gboolean        qd_takestones_report_settings_parse (const char *line, QdTakestonesReportSettings *settings,
                                                     GError **error);
/* The run's key, for people: "depth=2 n=10 opening=1 threats=P2". */
char           *qd_takestones_report_run_key (const QdTakestonesReportSettings *settings, guint64 index);
/* The raw file's columns (run, key, then the game's), NULL-ended. */
extern const char *const qd_takestones_report_raw_columns[];
/* A game's fields after run and key, in the columns' order (g_strfreev). */
char          **qd_takestones_report_raw_fields (const QdTakestonesReportGame *game);
/* Adds the games of a raw file of these settings; an error names the file
 * and the run whose row is not one of them. */
gboolean        qd_takestones_report_add_raw (QdTakestonesReport *report, const QdSweepRaw *raw, GError **error);
/* Raw files merged (checked together with qd_sweep_raw_check), tallied;
 * *found (may be NULL): which runs are there. */
QdTakestonesReport *qd_takestones_report_merge (QdSweepRaw *const *raws, guint n, gboolean **found,
                                                GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTakestonesReport, qd_takestones_report_free)

G_END_DECLS
