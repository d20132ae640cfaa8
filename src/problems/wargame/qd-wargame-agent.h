/* qd-wargame-agent.h — the war game as a QdGame, its evaluation, and the agents.
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

#include "core/qd-agent.h"
#include "core/qd-search-tree.h"
#include "core/qd-game.h"
#include "core/qd-game-engine.h"
#include "core/qd-game-mcts.h"
#include "core/qd-progress.h"
#include "qd-wargame-rules.h"

G_BEGIN_DECLS

/* The game over `rules` (which must outlive it).  ordered: moves sorted by
 * gain (alpha-beta, engine) or in board order (minimax, perft). */
void   qd_wargame_game_init    (QdGame *game, const QdWargameRules *rules, gboolean ordered);
/* The evaluation above, from blue's side. */
double qd_wargame_evaluate     (const QdWargameRules *rules, const QdWargameState *state);
/* The evaluation and move order explained in plain English, for a help text
 * (untranslated: this layer has no gettext; the window may wrap it in _()). */
const char *qd_wargame_evaluation_description (void);

typedef enum {
  QD_WARGAME_AGENT_HUMAN,
  QD_WARGAME_AGENT_RANDOM,
  QD_WARGAME_AGENT_MINIMAX,
  QD_WARGAME_AGENT_ALPHABETA,
  QD_WARGAME_AGENT_ENGINE,
  QD_WARGAME_AGENT_OUTSIDE,
  QD_WARGAME_AGENT_MCTS,      /* Monte Carlo tree search: mcts, mcts:N, mcts:ms=MS (core/qd-game-mcts.h) */   /* a program (qd-wargame-outside.h); not parsed from text */
} QdWargameAgentKind;

typedef struct {
  QdWargameAgentKind kind;
  guint depth;        /* minimax, alphabeta */
  guint time_ms;      /* engine: budget per move */
  QdAgent *outside;   /* outside: the program (the caller's, for the game) */
  const char *outside_text;   /* outside, in an experiment: its spec, program:… or
                               * agent:… (borrowed from the sweep), for its rows */
  QdMctsOptions mcts;         /* mcts: budget, exploration, playouts */
} QdWargameAgentSpec;

/* "minimax:3", "alphabeta:5", "engine:1000", "random", "human", "mcts:2000"
 * (the search's seed: the agent's seed and the squares taken so far). */
gboolean qd_wargame_agent_spec_parse     (const char *text, QdWargameAgentSpec *spec, GError **error);
char    *qd_wargame_agent_spec_to_string (const QdWargameAgentSpec *spec);

typedef struct _QdWargameAgent QdWargameAgent;

/* What an agent found for one move (also the hint of the window). */
typedef struct {
  guint square;             /* the move; QD_WARGAME_NO_SQUARE if there is none */
  double value;             /* the search value from blue's side (MCTS: 2·U/N − 1 for the mover, blue's side) */
  guint depth;              /* depth searched (engine: last completed; MCTS: 0) */
  guint64 nodes;            /* nodes expanded for this move (MCTS: iterations) */
  gint64 time_us;
  gboolean stopped;         /* the stop flag cut the search */
  guint pv_length;          /* principal variation (engine; others: the move) */
  guint8 pv[QD_ENGINE_MAX_PV];
} QdWargameThought;

/* Live figures while an agent thinks, written on the thinking thread with
 * qd_progress_set (QdProgress of core/qd-progress.h): nodes = nodes so far, value =
 * the depth completed (engine) or searched, done = the best square so far + 1
 * (0: none yet).  Read them with qd_progress_get. */

/* Reference-counted, so that a job thinking with it may outlive the one who
 * lent it.  The engine agent's transposition table is its weight (12 MB):
 * keep an agent from move to move rather than make one per move. */
QdWargameAgent *qd_wargame_agent_new   (QdWargameRules *rules, const QdWargameAgentSpec *spec, guint64 seed);
QdWargameAgent *qd_wargame_agent_ref   (QdWargameAgent *agent);
void        qd_wargame_agent_unref (QdWargameAgent *agent);
const QdWargameAgentSpec *qd_wargame_agent_get_spec (QdWargameAgent *agent);
QdWargameRules *qd_wargame_agent_get_rules (QdWargameAgent *agent);
/* Makes the agent what qd_wargame_agent_new (its rules, spec, seed) would
 * make, keeping its buffers: `spec` (of the same kind) replaces its own, the
 * coin is seeded again and the engine forgets what it learnt (at no cost:
 * qd_engine_clear), so the next think is a new agent's.  Without it, an
 * agent learns from move to move (a match keeps its table). */
void        qd_wargame_agent_reset (QdWargameAgent *agent, const QdWargameAgentSpec *spec, guint64 seed);
/* Chooses a move for the side to move in `state` (not a chance position,
 * not over).  stop and progress may be NULL.  A human agent cannot think:
 * FALSE.  One call at a time per agent; different agents may run at once. */
gboolean    qd_wargame_agent_think (QdWargameAgent *agent, const QdWargameState *state, const gint *stop,
                                QdProgress *progress, QdWargameThought *thought);

/* The next think of a minimax or alpha-beta agent records its search into
 * `tree` (unbound; bound by qd_wargame_tree_bind to the position searched,
 * fed and finished there), then forgets it.  The engine agent searches without a listener
 * (iterative deepening with a table): it records nothing, the tree stays
 * unbound. */
void        qd_wargame_agent_record_next (QdWargameAgent *agent, QdSearchTree *tree);

/* Called on the thinking thread after each completed iteration of the
 * engine agent: the move, value, depth, nodes and principal variation so
 * far (`thought` is the caller's until it returns).  NULL: none. */
typedef void (*QdWargameThoughtFunc) (gpointer user_data, const QdWargameThought *thought);
void        qd_wargame_agent_set_listener (QdWargameAgent *agent, QdWargameThoughtFunc func, gpointer user_data);

/* Perft: leaves of the full tree `depth` plies deep (chance outcomes count as plies). */
guint64     qd_wargame_perft       (const QdWargameRules *rules, const QdWargameState *state, guint depth);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWargameAgent, qd_wargame_agent_unref)

G_END_DECLS
