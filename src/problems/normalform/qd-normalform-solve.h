/* qd-normalform-solve.h — the solvers of a normal-form game
 * (qd-normalform.h): dominance, best responses and pure equilibria, mixed
 * equilibria of two-player games (support enumeration, Lemke-Howson),
 * zero-sum games by linear programming.  Every answer is exact: the
 * solvers pivot on integers (core/qd-bigint.h) and answer fractions of any
 * size up to QD_BIGINT_BITS; past it the answer is refused (OVERFLOW), never
 * rounded.  Long runs take `stop` (nullable, read atomically). */
#pragma once

#include <glib.h>

#include "core/qd-bigint.h"
#include "problems/normalform/qd-normalform.h"

G_BEGIN_DECLS

typedef enum {
  QD_NORMALFORM_SOLVED,
  QD_NORMALFORM_STOPPED,        /* *stop was set: what was found so far */
  QD_NORMALFORM_OVERFLOW,       /* a number passed QD_BIGINT_BITS: no exact answer */
} QdNormalformStatus;

/* The analyses, once for the command (--solve) and the tab. */
typedef enum {
  QD_NORMALFORM_ANALYSIS_DOMINANCE,
  QD_NORMALFORM_ANALYSIS_PURE,
  QD_NORMALFORM_ANALYSIS_MIXED,
  QD_NORMALFORM_ANALYSIS_ZEROSUM,
  QD_NORMALFORM_ANALYSIS_LEMKE_HOWSON,
  QD_NORMALFORM_ANALYSIS_COUNT
} QdNormalformAnalysis;

const char *qd_normalform_analysis_to_string   (QdNormalformAnalysis analysis);
gboolean    qd_normalform_analysis_from_string (const char *name, QdNormalformAnalysis *analysis);
const char *qd_normalform_analysis_label       (QdNormalformAnalysis analysis);   /* translated */

/* ---- dominance (qd-normalform-dominance.c) */

/* One step of iterated elimination: `player`'s `strategy` is strictly
 * dominated, among the strategies left, by its strategy `dominator`, or
 * (dominator = G_MAXUINT) by the mixture `mixture` of its strategies
 * (n_strategies weights, 0 for those eliminated). */
typedef struct {
  guint player;
  guint strategy;
  guint dominator;
  QdRational *mixture;
} QdNormalformElimination;

typedef struct {
  QdNormalformStatus status;
  gboolean mixed;               /* mixtures were tried (options) */
  guint n_steps;
  QdNormalformElimination *steps;
  /* step_of[player][strategy]: the step (from 1) that eliminated it, 0
   * when it survives. */
  guint step_of[QD_NORMALFORM_PLAYERS_MAX][QD_NORMALFORM_STRATEGIES_MAX];
} QdNormalformDominance;

/* Iterated elimination of strictly dominated strategies, one strategy a
 * step: each step the first strategy (by player, then strategy) strictly
 * dominated by a pure strategy left, its first such dominator named; with
 * `mixed`, when no pure strategy dominates any, the first dominated by a
 * mixture (a zero-sum program per strategy, core/qd-simplex.h).  The order
 * changes the steps, not what survives (strict dominance). */
QdNormalformDominance *qd_normalform_dominance      (const QdNormalform *game, gboolean mixed, const gint *stop);
void                   qd_normalform_dominance_free (QdNormalformDominance *dominance);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdNormalformDominance, qd_normalform_dominance_free)

/* ---- best responses and pure equilibria (qd-normalform-nash.c) */

typedef struct {
  /* best[profile * n_players + player]: the player's strategy in the
   * profile is a best response to the others' strategies in it. */
  gboolean *best;
  guint n_equilibria;
  guint *equilibria;            /* the profiles where every player's is */
} QdNormalformPure;

QdNormalformPure *qd_normalform_pure      (const QdNormalform *game);
void              qd_normalform_pure_free (QdNormalformPure *pure);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdNormalformPure, qd_normalform_pure_free)

/* ---- mixed equilibria of two-player games (qd-normalform-mixed.c) */

typedef struct _QdNormalformEquilibrium QdNormalformEquilibrium;

/* `player`'s payoff from its pure strategy `own` against the other's
 * mixture `other` (qd-normalform-nash.c); FALSE past QD_BIGINT_BITS. */
gboolean qd_normalform_pure_against   (const QdNormalform *game, guint player, guint own, const QdBigRational *other,
                                       QdBigRational *out);
/* Whether `e` is an equilibrium of the two-player `game`, from the
 * definition: both mixtures are probabilities, no pure strategy pays either
 * player more than its payoff against the other's mixture, and the payoffs
 * are the mixtures' (a mixture's weights within 64-bit terms: FALSE else). */
gboolean qd_normalform_is_equilibrium (const QdNormalform *game, const QdNormalformEquilibrium *e);

struct _QdNormalformEquilibrium {
  QdBigRational *x;             /* the first player's mixture (its n_strategies) */
  QdBigRational *y;             /* the second's */
  QdBigRational u1, u2;         /* their expected payoffs */
};

/* Whether two equilibria of `game` are the same mixtures. */
gboolean qd_normalform_equilibrium_equal (const QdNormalform *game, const QdNormalformEquilibrium *a,
                                          const QdNormalformEquilibrium *b);
void     qd_normalform_equilibrium_free  (QdNormalformEquilibrium *e);

typedef struct {
  QdNormalformStatus status;
  GPtrArray *equilibria;        /* QdNormalformEquilibrium, pure ones first */
  guint64 supports;             /* support pairs tried */
  /* Degenerate: a mixture of k strategies has more than k pure best
   * responses (`degenerate_why` says where).  Support enumeration over
   * equal sizes then finds equilibria but may miss some, which can form a
   * continuum. */
  gboolean degenerate;
  char *degenerate_why;         /* translated */
} QdNormalformMixed;

/* Support enumeration (AIMA 4th ed. §18.2; Nisan et al., Algorithmic Game
 * Theory, §3.3): for every pair of supports of equal size, the mixtures that
 * make the other player indifferent on its support, kept when both are
 * probabilities and no strategy outside a support does better.  All the
 * equilibria of a nondegenerate game.  FALSE with an error when the game
 * has not two players. */
QdNormalformMixed *qd_normalform_mixed      (const QdNormalform *game, const gint *stop, GError **error);
void               qd_normalform_mixed_free (QdNormalformMixed *mixed);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdNormalformMixed, qd_normalform_mixed_free)

/* The number of support pairs of equal size of an n1 × n2 game (what
 * support enumeration tries), G_MAXUINT64 past it. */
guint64 qd_normalform_support_pairs (guint n1, guint n2);
/* The most support pairs the command and the tab enumerate unasked (a 10 ×
 * 10 game has 184,755); past them they run Lemke-Howson instead. */
#define QD_NORMALFORM_SUPPORT_PAIRS_DEFAULT 200000

/* ---- Lemke-Howson (qd-normalform-lemke.c) */

typedef struct {
  guint player;                 /* the label dropped: this player's strategy */
  guint strategy;
  guint pivots;                 /* the path's length */
  guint equilibrium;            /* its end, an index in `equilibria` */
} QdNormalformPath;

typedef struct {
  QdNormalformStatus status;
  guint n_paths;                /* the labels run, in order (all of them unless stopped) */
  QdNormalformPath *paths;
  GPtrArray *equilibria;        /* QdNormalformEquilibrium, distinct, in the order found */
} QdNormalformLemke;

/* The Lemke-Howson path from each of the n1 + n2 labels, the first
 * player's strategies first (core/qd-lemke-howson.h), and the equilibria
 * they end at.  NULL with an error when the game has not two players. */
QdNormalformLemke *qd_normalform_lemke      (const QdNormalform *game, const gint *stop, GError **error);
void               qd_normalform_lemke_free (QdNormalformLemke *lemke);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdNormalformLemke, qd_normalform_lemke_free)

/* ---- zero-sum games (qd-normalform-zerosum.c) */

typedef struct {
  QdNormalformStatus status;
  QdRational sum;               /* the payoffs' constant sum (0: zero-sum) */
  QdBigRational value;          /* the first player's value */
  QdBigRational *x;             /* its maximin mixture */
  QdBigRational *y;             /* the second player's minimax mixture */
} QdNormalformZerosum;

/* The value and optimal mixtures by linear programming (von Neumann's
 * minimax theorem); NULL with an error when the game has not two players
 * or its payoffs do not add to a constant. */
QdNormalformZerosum *qd_normalform_zerosum      (const QdNormalform *game, const gint *stop, GError **error);
void                 qd_normalform_zerosum_free (QdNormalformZerosum *zerosum);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdNormalformZerosum, qd_normalform_zerosum_free)

/* ---- the report (qd-normalform-report.c) */

/* The results of the analyses run (each nullable: not run). */
typedef struct {
  const QdNormalformDominance *dominance;
  const QdNormalformPure *pure;
  const QdNormalformMixed *mixed;
  const QdNormalformLemke *lemke;
  const QdNormalformZerosum *zerosum;
} QdNormalformAnalyses;

/* "(1/3, 1/3, 1/3)" for `player`'s mixture (to free). */
char *qd_normalform_format_mixture     (const QdNormalform *game, guint player, const QdRational *weights);
char *qd_normalform_format_big_mixture (const QdNormalform *game, guint player, const QdBigRational *weights);
/* The analyses' text, the command's output (data/FORMATS.md). */
char *qd_normalform_format_report (const QdNormalform *game, const QdNormalformAnalyses *analyses);
/* The first analysis that passed QD_BIGINT_BITS, or NULL; `message` gets
 * a sentence naming it and the game's size (translated, to free). */
const char *qd_normalform_overflowed (const QdNormalform *game, const QdNormalformAnalyses *analyses,
                                      char **message);

/* The same in sentences for people, translated (qd-normalform-describe.c):
 * the tab's sidebar. */
char *qd_normalform_describe (const QdNormalform *game, const QdNormalformAnalyses *analyses);

G_END_DECLS
