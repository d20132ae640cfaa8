/* qd-standings.h — a tournament's arithmetic (docs/grading.md,
 * "Tournaments"), shared by `quandary-cli tournament` and the window's
 * Tournament view so that both rank the same games the same way: which
 * agents meet in which game, the points (1 a win, ½ a draw), the
 * crosstable, the forfeits by cause, Bradley–Terry ratings on the Elo scale
 * with a 95% interval, and the order of the standings.  No printing. */
#pragma once

#include <glib.h>

#include "qd-owned.h"

G_BEGIN_DECLS

/* ---------------------------------------------------------------- schedule */

/* The games of a round robin (every pair) or a gauntlet (the first agent
 * against each other one), `per_pairing` games a pairing. */
guint    qd_standings_n_games (guint n_agents, guint per_pairing, gboolean gauntlet);
/* Who plays game `run` (0 ≤ run < qd_standings_n_games): the pairings in
 * order (0-1, 0-2, …, 1-2, …), colours swapped from one game to the next. */
void     qd_standings_schedule (guint n_agents, guint per_pairing, gboolean gauntlet, guint run, guint *first,
                                guint *second);

/* --------------------------------------------------------------- standings */

typedef struct {
  guint index;               /* the agent's, from 0 */
  double points;
  guint games, wins, draws, losses, forfeits;
  double elo, interval;      /* the rating, the agents' mean 0, and its 95% half-width */
} QdStanding;

/* An agent's forfeits of one cause, in the order first met. */
typedef struct {
  guint agent;
  char *cause;               /* escaped (qd_text_escape_controls): the agent's words are data */
  guint count;
} QdStandingsForfeit;

typedef struct {
  QdOwned owned;             /* the arrays, tables and lists below */
  guint n_agents;
  guint n_games;             /* games added */
  double *points;            /* n × n: the points of row i against column j */
  guint *played;             /* n × n: the games between i and j */
  QdStanding *agents;        /* by index */
  QdStanding *ranked;        /* after qd_standings_rank: best first */
  GPtrArray *forfeits;       /* of QdStandingsForfeit * */
  GHashTable *forfeit_keys;  /* "agent\tcause" -> its QdStandingsForfeit */
} QdStandings;

QdStandings *qd_standings_new  (guint n_agents);
void         qd_standings_free (QdStandings *s);
/* One game played: `winner` 1 the first, 2 the second, 0 a draw; with
 * `forfeit` the loser forfeited, for `cause` (NULL: unknown, "?"). */
void         qd_standings_add  (QdStandings *s, guint first, guint second, gint winner, gboolean forfeit,
                                const char *cause);
/* The ratings and the order of the games added so far: points, then
 * rating, then index.  Call it again after more games. */
void         qd_standings_rank (QdStandings *s);

/* Bradley–Terry ratings of `n` agents from `points` and `played` (n × n, as
 * above) into `elo` and `interval` (n each). */
void         qd_standings_ratings (guint n, const double *points, const guint *played, double *elo,
                                   double *interval);

/* A tournament's raw row (core/qd-sweep.h; columns run, key, first, second,
 * winner, forfeit, cause): `fields` from its third column on.  FALSE when
 * it is not a game of `first` against `second` (the agents the schedule
 * says) or a field is not one; else its winner, forfeit and cause (NULL
 * when none; to free). */
gboolean     qd_standings_read_row (char *const *fields, const char *first, const char *second, gint *winner,
                                    gboolean *forfeit, char **cause);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdStandings, qd_standings_free)

G_END_DECLS
