/* qd-normalform.h — games in normal form (AIMA 4th ed. §18.2, 3rd ed.
 * §17.5): each of n players (2 to QD_NORMALFORM_PLAYERS_MAX) chooses one of
 * its named strategies, all at once, without seeing the others' choices;
 * each profile of choices gives every player a payoff.  Payoffs are exact
 * (integers, fractions or decimals, read as fractions: core/qd-rational.h),
 * so every answer below is exact too.
 *
 * The solvers (each in its own file, all without GTK):
 *  - qd-normalform-dominance.c: iterated elimination of strictly dominated
 *    strategies, by a pure strategy and, optionally, by a mixture of the
 *    player's other strategies (a linear program);
 *  - qd-normalform-nash.c: every player's best responses, the pure Nash
 *    equilibria (n players);
 *  - qd-normalform-mixed.c: the mixed equilibria of a two-player game by
 *    support enumeration (every equilibrium of a nondegenerate game);
 *  - qd-normalform-zerosum.c: a two-player zero-sum (or constant-sum)
 *    game's value and both optimal mixed strategies by linear programming;
 *  - qd-normalform-repeated.c: the repeated prisoner's dilemma, a
 *    round-robin tournament of strategies.
 *
 * A profile is one strategy index per player; profiles are numbered in
 * mixed radix, the first player's strategy the most significant digit (the
 * order of the file's payoff lines and of the table's rows). */
#pragma once

#include <glib.h>

#include "core/qd-rational.h"

G_BEGIN_DECLS

#define QD_NORMALFORM_ERROR (qd_normalform_error_quark ())
GQuark qd_normalform_error_quark (void);

typedef enum {
  QD_NORMALFORM_ERROR_SYNTAX,
  QD_NORMALFORM_ERROR_SIZE,      /* too many players, strategies or profiles */
  QD_NORMALFORM_ERROR_PAYOFFS,   /* a profile missing or given twice */
  QD_NORMALFORM_ERROR_UNSUPPORTED, /* a solver that needs two players, zero sum… */
} QdNormalformError;

#define QD_NORMALFORM_PLAYERS_MAX 6
#define QD_NORMALFORM_STRATEGIES_MAX 64
#define QD_NORMALFORM_PROFILES_MAX 4096
#define QD_NORMALFORM_NAME_MAX 64       /* bytes of a name */

typedef struct {
  char *name;
  guint n_strategies;
  char **strategies;            /* n_strategies names, NULL-terminated */
} QdNormalformPlayer;

typedef struct {
  char *title;                  /* may be NULL */
  guint n_players;
  QdNormalformPlayer *players;
  guint n_profiles;             /* the product of the strategy counts */
  QdRational *payoffs;          /* n_profiles × n_players: payoffs[profile * n_players + player] */
} QdNormalform;

/* A game of `n_players` with the strategy counts `counts`, default names
 * ("Player 1", "s1"…) and all payoffs 0, or NULL when past the limits. */
QdNormalform *qd_normalform_new  (guint n_players, const guint *counts);
QdNormalform *qd_normalform_copy (const QdNormalform *game);
void          qd_normalform_free (QdNormalform *game);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdNormalform, qd_normalform_free)

/* The profile number of `strategies` (one index per player), and back. */
guint         qd_normalform_profile    (const QdNormalform *game, const guint *strategies);
void          qd_normalform_strategies (const QdNormalform *game, guint profile, guint *strategies);
static inline QdRational
qd_normalform_payoff (const QdNormalform *game, guint profile, guint player)
{
  return game->payoffs[(gsize) profile * game->n_players + player];
}
/* Whether the payoffs of every profile add up to the same number (a
 * constant-sum game, zero-sum when it is 0); `sum` (nullable) gets it. */
gboolean      qd_normalform_constant_sum (const QdNormalform *game, QdRational *sum);
/* The index of `player`'s strategy named `name`, or -1. */
gint          qd_normalform_find_strategy (const QdNormalform *game, guint player, const char *name);

/* Editing (the tab's table): each returns a new game, or NULL with an
 * error when the change would break a limit (fewer than one strategy, more
 * than the maximum).  Payoffs of profiles kept stay; new ones are 0. */
QdNormalform *qd_normalform_add_strategy    (const QdNormalform *game, guint player, const char *name,
                                             GError **error);
QdNormalform *qd_normalform_remove_strategy (const QdNormalform *game, guint player, guint strategy,
                                             GError **error);
/* Whether `name` may name a player or a strategy: 1 to QD_NORMALFORM_NAME_MAX
 * bytes of UTF-8 with no white space, no ':' and no '#'; the error says why. */
gboolean      qd_normalform_check_name (const char *name, GError **error);
/* Whether a player's strategy name is free (unused by its other strategies). */
gboolean      qd_normalform_name_free (const QdNormalform *game, guint player, guint strategy, const char *name);

/* The text format (data/FORMATS.md, "Normal-form games"):
 *
 *     # Prisoner's dilemma (AIMA 4th ed. §18.2)
 *     title: Prisoner's Dilemma
 *     player Ali: testify refuse
 *     player Bo: testify refuse
 *     testify testify: -5 -5
 *     testify refuse: 0 -10
 *     ...
 *
 * `player NAME: STRATEGY…` lines first, then one line per profile, the
 * strategies in the players' order, then the payoffs in that order.  Every
 * profile once.  The error names the line. */
QdNormalform *qd_normalform_parse     (const char *text, gssize length, GError **error);
char         *qd_normalform_to_string (const QdNormalform *game);

G_END_DECLS
