/* qd-takestones-match.h — computer against computer: one game, and the
 * report that pits our threat evaluator against the statement's. */
#pragma once

#include "core/qd-progress.h"
#include "qd-takestones.h"

G_BEGIN_DECLS

/* Plays from `pos` to the end, player 1 with players[0] and player 2 with
 * players[1] (each searched from its own side, as the statement does).
 * Appends "Player P: S\n" per move and "Winner: Player W\n" to `log` (may
 * be NULL).  Returns the winner (1 or 2), or 0 when stopped.  `nodes` (may
 * be NULL) receives the nodes each player searched, `moves` their moves. */
guint qd_takestones_play (QdTakestonesPosition *pos, const QdTakestonesSearch players[2], GString *log,
                      const gint *stop, guint64 nodes[2], guint moves[2]);

typedef struct {
  guint n_min, n_max;          /* board sizes played */
  guint depth_min, depth_max;  /* search depths, the same for both players */
  guint openings;              /* random openings per board and depth */
  guint opening_plies;         /* random moves before the evaluators play */
  guint32 seed;
} QdTakestonesReportSettings;

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
  GArray *rows;                /* QdTakestonesReportRow, one per depth */
  guint games_played;
  gboolean stopped;
} QdTakestonesReport;

void            qd_takestones_report_settings_init (QdTakestonesReportSettings *settings);
/* The number of games the settings play (two per opening: each side once). */
guint           qd_takestones_report_n_games (const QdTakestonesReportSettings *settings);
/* Runs every game; `progress` (may be NULL) counts games in done/total and
 * search nodes in nodes.  A stop returns the games played so far. */
QdTakestonesReport *qd_takestones_report_run (const QdTakestonesReportSettings *settings, const gint *stop,
                                      QdProgress *progress);
/* A plain-text table, one row per depth and a total. */
char           *qd_takestones_report_format (const QdTakestonesReport *report);
void            qd_takestones_report_free (QdTakestonesReport *report);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTakestonesReport, qd_takestones_report_free)

G_END_DECLS
