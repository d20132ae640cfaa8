/* qd-tournament-results.h — what the Tournament window shows of the games
 * played (core/qd-standings.h): the crosstable (agents numbered, row i's
 * points against column j, "–" on the diagonal, "·" for a pair that has
 * not played yet), the standings below it (rank, agent, points, games,
 * wins, draws, losses, forfeits, Elo ± 95%, an accessible table) and the
 * forfeits' causes; before the first tournament, a short hint.
 *
 * Signal "open-game" (guint run): a crosstable cell was activated; `run`
 * is the first game finished of that pairing (from 0).  Cells are
 * activatable only when the tournament's records open in a tab. */
#pragma once

#include <gtk/gtk.h>

#include "core/qd-standings.h"

G_BEGIN_DECLS

#define QD_TYPE_TOURNAMENT_RESULTS (qd_tournament_results_get_type ())
G_DECLARE_FINAL_TYPE (QdTournamentResults, qd_tournament_results, QD, TOURNAMENT_RESULTS, GtkWidget)

GtkWidget  *qd_tournament_results_new       (void);
/* A new tournament of `agents` (NULL-terminated, 2 or more): an empty
 * crosstable and standings in place of the hint. */
void        qd_tournament_results_start     (QdTournamentResults *self, const char *const *agents,
                                             gboolean records_open);
/* The games so far; `first_runs` (n × n, G_MAXUINT where none) the first
 * game finished of each pairing. */
void        qd_tournament_results_show      (QdTournamentResults *self, const QdStandings *standings,
                                             const guint *first_runs);

/* What it shows (for tests): the crosstable's cell of row i and column j
 * (from 0) or NULL before a tournament; the standings table
 * (app/widgets/qd-data-table.h); the forfeits' text ("" when none). */
const char *qd_tournament_results_get_cell     (QdTournamentResults *self, guint i, guint j);
GtkWidget  *qd_tournament_results_get_table    (QdTournamentResults *self);
const char *qd_tournament_results_get_forfeits (QdTournamentResults *self);
/* As activating the cell (i, j) does: FALSE when it opens nothing. */
gboolean    qd_tournament_results_activate_cell (QdTournamentResults *self, guint i, guint j);

G_END_DECLS
