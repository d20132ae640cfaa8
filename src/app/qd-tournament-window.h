/* qd-tournament-window.h — Tournament… (docs/grading.md, "Tournaments") in
 * the window: a game (every problem whose descriptor has a tournament, on
 * a board or map when it needs one) and its options, the agents (the game's
 * own, the registry's agent:NAME, program:COMMAND), games a pairing, a
 * gauntlet or a round robin, the time of a move; run as `quandary-cli
 * tournament` runs it (a child process, qd-sweep-child.h) with progress
 * and Stop, the crosstable and the standings updated as each game ends
 * (qd-tournament-results.h), every game's record kept: a game whose record is a document opens
 * in its tab from its crosstable cell. */
#pragma once

#include <adwaita.h>

#include "app/qd-window.h"
#include "core/qd-standings.h"

G_BEGIN_DECLS

#define QD_TYPE_TOURNAMENT_WINDOW (qd_tournament_window_get_type ())
G_DECLARE_FINAL_TYPE (QdTournamentWindow, qd_tournament_window, QD, TOURNAMENT_WINDOW, AdwWindow)

/* One per main window (made on first use), transient for it. */
QdTournamentWindow *qd_tournament_window_for (QdWindow *parent);

/* The settings, as the controls set them.  `game` is its command's name
 * (a problem's id); `file` its board or map (NULL:
 * unchanged); `options` the game's options as one line (NULL: the game's
 * default). */
void      qd_tournament_window_set_game    (QdTournamentWindow *self, const char *game, const char *file,
                                            const char *options);
/* The agents' rows, one per spec (NULL-terminated). */
void      qd_tournament_window_set_agents  (QdTournamentWindow *self, const char *const *agents);
/* Games a pairing, a gauntlet, seconds a move for outside agents (0:
 * each agent's own). */
void      qd_tournament_window_set_games   (QdTournamentWindow *self, guint per_pairing, gboolean gauntlet,
                                            double move_seconds);

/* Run (the header's button): FALSE with a toast saying why not. */
gboolean  qd_tournament_window_run         (QdTournamentWindow *self);
void      qd_tournament_window_stop        (QdTournamentWindow *self);
gboolean  qd_tournament_window_is_running  (QdTournamentWindow *self);

/* What it shows (for tests). */
/* The last run's end: its exit status (-1 while none ended) and message. */
gint      qd_tournament_window_get_status  (QdTournamentWindow *self, const char **message);
/* Games finished, and of how many (0 before a run). */
guint     qd_tournament_window_get_done    (QdTournamentWindow *self, guint *total);
/* The standings of the games finished, or NULL before a run. */
const QdStandings *qd_tournament_window_get_standings (QdTournamentWindow *self);
/* The crosstable, the standings table and the forfeits shown
 * (qd-tournament-results.h). */
GtkWidget *qd_tournament_window_get_results (QdTournamentWindow *self);
/* The run's private folder (its games' records under games/), or NULL. */
const char *qd_tournament_window_get_folder (QdTournamentWindow *self);

G_END_DECLS
