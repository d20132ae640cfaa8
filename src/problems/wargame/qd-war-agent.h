/* qd-war-agent.h — the war game as a QdGame, its evaluation, and the agents.
 *
 * Evaluation (from blue's side, blue being MAX): the score difference, plus
 * half of the tempo the side to move holds:
 *
 *   eval = (blue - green) + sign(mover) * (best_gain(mover) - best_gain(other)) / 2
 *
 * where best_gain(p) is the most p could add to the difference with one move
 * now: the value of an empty square, plus, when p owns a neighbour of it (a
 * blitz), twice the values of the enemy pieces next to it (taken from the enemy
 * and added to p).  Conquests count at full weight under classic rules, at
 * half weight under Battle, Duel and Attrition (a fight may be lost) and times
 * P under the coin.  The mover is about to cash its gain; the other side's
 * best reply is a threat against it, so their difference, halved because both
 * change with the next move, estimates the swing the depth limit cuts off.
 * A finished game is worth the exact score difference.
 *
 * Move order (alpha-beta and the engine): squares by that same one-move gain,
 * largest first, so the first move tried is usually the best and most cut-offs
 * come early.  Minimax takes the squares in board order (A1, B1, …).
 */
#pragma once

#include "core/qd-game.h"
#include "core/qd-game-engine.h"
#include "core/qd-job.h"
#include "qd-war-rules.h"

G_BEGIN_DECLS

/* The game over `rules` (which must outlive it).  ordered: moves sorted by
 * gain (alpha-beta, engine) or in board order (minimax, perft). */
void   qd_war_game_init    (QdGame *game, const QdWarRules *rules, gboolean ordered);
/* The evaluation above, from blue's side. */
double qd_war_evaluate     (const QdWarRules *rules, const QdWarState *state);
/* The evaluation and move order explained in plain English, for a help text
 * (untranslated: this layer has no gettext; the window may wrap it in _()). */
const char *qd_war_evaluation_description (void);

typedef enum {
  QD_WAR_AGENT_HUMAN,
  QD_WAR_AGENT_RANDOM,
  QD_WAR_AGENT_MINIMAX,
  QD_WAR_AGENT_ALPHABETA,
  QD_WAR_AGENT_ENGINE,
} QdWarAgentKind;

typedef struct {
  QdWarAgentKind kind;
  guint depth;        /* minimax, alphabeta */
  guint time_ms;      /* engine: budget per move */
} QdWarAgentSpec;

/* "minimax:3", "alphabeta:5", "engine:1000", "random", "human". */
gboolean qd_war_agent_spec_parse     (const char *text, QdWarAgentSpec *spec, GError **error);
char    *qd_war_agent_spec_to_string (const QdWarAgentSpec *spec);

typedef struct _QdWarAgent QdWarAgent;

/* What an agent found for one move (also the hint of the window). */
typedef struct {
  guint square;             /* the move; QD_WAR_NO_SQUARE if there is none */
  double value;             /* the search value from blue's side */
  guint depth;              /* depth searched (engine: last completed) */
  guint64 nodes;            /* nodes expanded for this move */
  gint64 time_us;
  gboolean stopped;         /* the stop flag cut the search */
  guint pv_length;          /* principal variation (engine; others: the move) */
  guint8 pv[QD_ENGINE_MAX_PV];
} QdWarThought;

/* Live figures while an agent thinks, written on the thinking thread with
 * qd_progress_set (QdProgress of qd-job.h): nodes = nodes so far, value =
 * the depth completed (engine) or searched, done = the best square so far + 1
 * (0: none yet).  Read them with qd_progress_get. */

QdWarAgent *qd_war_agent_new   (QdWarRules *rules, const QdWarAgentSpec *spec, guint64 seed);
void        qd_war_agent_free  (QdWarAgent *agent);
const QdWarAgentSpec *qd_war_agent_get_spec (QdWarAgent *agent);
/* Chooses a move for the side to move in `state` (not a chance position,
 * not over).  stop and progress may be NULL.  A human agent cannot think:
 * FALSE.  One call at a time per agent; different agents may run at once. */
gboolean    qd_war_agent_think (QdWarAgent *agent, const QdWarState *state, const gint *stop,
                                QdProgress *progress, QdWarThought *thought);

/* Any thread, while the engine agent thinks: its last completed iteration
 * (depth, value, nodes, principal variation); FALSE before the first. */
gboolean    qd_war_agent_get_live (QdWarAgent *agent, QdWarThought *thought);

/* Perft: leaves of the full tree `depth` plies deep (chance outcomes count as plies). */
guint64     qd_war_perft       (const QdWarRules *rules, const QdWarState *state, guint depth);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWarAgent, qd_war_agent_free)

G_END_DECLS
