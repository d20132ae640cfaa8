/* qd-normalform-repeated.h — the repeated prisoner's dilemma (AIMA 4th ed.
 * §18.2.3; Axelrod, The Evolution of Cooperation, 1984): a round-robin
 * tournament of strategies for the repeated game, every pair (and each
 * strategy against itself, as in Axelrod's tournaments) playing one match.
 *
 * The stage game is 2 × 2 and symmetric enough to have a "cooperate" (each
 * player's first strategy) and a "defect" (its second); by default
 * Axelrod's payoffs: both cooperate 3, both defect 1, the defector against
 * a cooperator 5 and the cooperator 0.  A match lasts `rounds` rounds; with
 * a continuation probability p < 1, it ends after each round with
 * probability 1 − p (at most `rounds`), each match's length drawn from the
 * seed.  Scores are exact sums of payoffs. */
#pragma once

#include <glib.h>

#include "problems/normalform/qd-normalform.h"

G_BEGIN_DECLS

typedef enum {
  QD_NORMALFORM_RULE_TIT_FOR_TAT,
  QD_NORMALFORM_RULE_ALWAYS_DEFECT,
  QD_NORMALFORM_RULE_ALWAYS_COOPERATE,
  QD_NORMALFORM_RULE_GRIM,
  QD_NORMALFORM_RULE_TIT_FOR_TWO_TATS,
  QD_NORMALFORM_RULE_PAVLOV,
  QD_NORMALFORM_RULE_RANDOM,
  QD_NORMALFORM_RULE_COUNT
} QdNormalformRule;

const char *qd_normalform_rule_to_string   (QdNormalformRule rule);   /* "tit-for-tat" */
gboolean    qd_normalform_rule_from_string (const char *name, QdNormalformRule *rule);
const char *qd_normalform_rule_label       (QdNormalformRule rule);   /* translated: "Tit for Tat" */
/* The names, "tit-for-tat, always-defect … or random" (to free). */
char       *qd_normalform_rule_names       (void);

typedef struct {
  guint n_rules;
  QdNormalformRule rules[QD_NORMALFORM_RULE_COUNT];
  guint rounds;                 /* 1 to QD_NORMALFORM_ROUNDS_MAX */
  double continuation;          /* (0, 1]: 1 is exactly `rounds` rounds */
  guint64 seed;
  const gint *stop;
} QdNormalformTournamentOptions;

#define QD_NORMALFORM_ROUNDS_MAX 100000

/* Every rule, 200 rounds, continuation 1, seed 1. */
void qd_normalform_tournament_options_init (QdNormalformTournamentOptions *options);

typedef struct {
  gboolean stopped;
  guint n;                      /* the rules */
  QdNormalformRule rules[QD_NORMALFORM_RULE_COUNT];
  /* score[i * n + j]: what rule i scored in its match with rule j;
   * rounds[i * n + j]: that match's length. */
  QdRational score[QD_NORMALFORM_RULE_COUNT * QD_NORMALFORM_RULE_COUNT];
  guint rounds[QD_NORMALFORM_RULE_COUNT * QD_NORMALFORM_RULE_COUNT];
  QdRational total[QD_NORMALFORM_RULE_COUNT];
  guint order[QD_NORMALFORM_RULE_COUNT];  /* by total, highest first (ties: the options' order) */
  gboolean overflow;
} QdNormalformTournament;

/* The stage game Axelrod used (cooperate, defect), a new game. */
QdNormalform *qd_normalform_prisoners_dilemma (void);
/* Whether `game` can be the stage game: two players with two strategies
 * each; else FALSE and an error saying so. */
gboolean      qd_normalform_tournament_check (const QdNormalform *game, GError **error);
/* Plays the tournament on `game` (checked). */
void          qd_normalform_tournament_run   (const QdNormalform *game, const QdNormalformTournamentOptions *options,
                                              QdNormalformTournament *result);
/* The table: a line per rule by rank, then the matrix (to free). */
char         *qd_normalform_tournament_format (const QdNormalformTournament *result);

G_END_DECLS
