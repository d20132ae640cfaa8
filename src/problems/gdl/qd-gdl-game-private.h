/* qd-gdl-game-private.h — the inside of a GDL game (qd-gdl-game.c), and
 * what its non-ground side keeps between evaluations (qd-gdl-game-facts.c). */
#pragma once

#include "qd-gdl-private.h"

G_BEGIN_DECLS

typedef struct {
  guint32 role;
  guint32 term;
  guint32 does;              /* grounded: the does atom */
} Move;

struct _QdGdlGame {
  QdGdlProgram program;
  QdGdlNet net;
  gboolean grounded;
  QdGdlGroundResult ground;  /* the grounding's end (force_fallback: none) */
  guint words;
  guint max_legal;           /* qd_gdl_game_max_legal */
  GArray *moves;             /* Move, by move id */
  GArray *move_ids;          /* guint32: term * roles + role -> id + 1, non-ground */
  GPtrArray *move_texts;     /* move id -> text, made when asked */
  guint64 *cached;           /* the state last evaluated */
  gboolean cache_valid;
  /* non-ground: the facts' numbering and the last state's conclusions */
  GArray *fact_ids;          /* guint32: term -> fact + 1 */
  GArray *fact_terms;
  GArray *legal;             /* move ids */
  gboolean terminal;
  /* non-ground: the rules each evaluation runs, restricted to what it
   * needs (qd-gdl-demand.c): the initial state's, a state's (legal, goal,
   * terminal), a move's (next) */
  QdGdlRuleSet init_rules, state_rules, move_rules;
  /* where a set has copies of a relation per call pattern, the same set
   * without them (by `which`: 1 a state's, 2 a move's), weighed against
   * it at its first compiled evaluation (qd_gdl_game_evaluate_rules): the
   * cheaper of the two stays.  Chess's clear_diagonal_ne called from a
   * bishop's cell and from its target costs less in two copies, each asked
   * only for its calls, than whole; skirmish's moves, asked from every
   * piece of a full board, cost more in copies than whole */
  QdGdlRuleSet whole_rules[3];
  /* each compiled when first evaluated after the load (qd-gdl-flat.c;
   * the load's own random games measure qd-gdl-join.c's work, which the
   * network's is weighed against), unless options.no_flat; a set that
   * could not be compiled has its bit in flat_refused */
  QdGdlFlat *flat[3];
  gboolean flat_on;
  guint flat_refused;
  GArray *derived;           /* qd_gdl_game_derived's tuples read from facts (guint32) */
  GArray *input;             /* a compiled evaluation's state facts (guint32 terms) */
  guint8 *fixed;             /* symbol -> its facts are the static facts' */
  gboolean demand_cut;       /* the rule sets made with qd_gdl_demand_rules's cut */
  /* non-ground: the facts of the relations no state changes, evaluated
   * once (qd-gdl-static.c), under every evaluation's */
  QdGdlFacts static_facts;
  gboolean has_static;
  /* non-ground: the facts of each evaluation, emptied for the next (their
   * lists and indexes kept), and each state fact's (true F) term */
  QdGdlFacts eval_facts;
  GArray *true_terms;
  /* both: each role's least and greatest goal value in the last state
   * (-1: none), one value in a terminal state, and the set of those that
   * hold (bit V of the two words: the value V, 0..100) */
  gint goal[QD_GDL_MAX_ROLES], goal_max[QD_GDL_MAX_ROLES];
  guint64 goal_set[QD_GDL_MAX_ROLES][2];
  gboolean simultaneous;     /* two roles with a choice seen in one state */
  /* the random games of the load (probe_turns): plies played, and the
   * evaluation's work from the second (the network's or the rules') */
  guint probe_plies;
  guint64 probe_work;
  guint64 probe_cap;         /* 0, or a ply's cost (ns) past which they stop */
  guint64 probe_budget;      /* their whole work's (ns), past which they stop: 0, QD_GDL_LOAD_GAMES_NS */
  gboolean probe_cut;        /* they stopped on that budget */
  gboolean network_dropped;  /* grounded, and its network set aside for its rules */
  /* the rulesheet's bytes and the options it was made with
   * (qd_gdl_game_copy reads them again) */
  GBytes *source;
  QdGdlOptions options;
  GPtrArray *kept_copies;    /* qd_gdl_game_kept_copy's, by slot (NULL: none yet) */
};

/* ---- qd-gdl-game-facts.c: the non-ground side */

/* The state fact F's number (its (true F) made once), -1 past
 * QD_GDL_MAX_STATE_FACTS; the move's, made when new. */
gint     qd_gdl_game_fact_id  (QdGdlGame *game, guint32 term);
guint32  qd_gdl_game_move_id  (QdGdlGame *game, guint32 role, guint32 term);

/* Where the store, the moves and the facts stood before an evaluation. */
typedef struct {
  guint terms, moves, facts;
} QdGdlGameMark;

QdGdlGameMark qd_gdl_game_mark (const QdGdlGame *game);
/* After the evaluation begun at `mark`: the terms it made forgotten, the
 * moves' and facts' it numbered made again. */
void     qd_gdl_game_forget   (QdGdlGame *game, const QdGdlGameMark *mark);
/* The game's facts of an evaluation, emptied, with the state's (true F)
 * facts (none when `state` is NULL) and, unless `joint` is NULL, the
 * joint move's (does R M). */
QdGdlFacts *qd_gdl_game_eval_facts (QdGdlGame *game, const guint64 *state, const guint32 *joint);

/* The rule set (`which`: 0 the initial state's, 1 a state's, 2 a
 * move's) evaluated over `state` (NULL: none) and `joint` (NULL: none),
 * compiled where it can be (qd-gdl-flat.c, once the game is loaded:
 * game->flat_on), else by qd_gdl_evaluate_set over the game's facts of an
 * evaluation, then in `*facts` (NULL after a compiled evaluation); what it
 * derived is read with qd_gdl_game_derived. */
gboolean qd_gdl_game_evaluate_rules (QdGdlGame *game, guint which, const guint64 *state, const guint32 *joint,
                                     QdGdlFacts **facts, GError **error);
/* What the last evaluation of rule set `which` over `facts` derived of
 * `symbol` with `arity` arguments: `*n` tuples of their arguments, read
 * from the compiled set or from `facts` (valid until the next call). */
const guint32 *qd_gdl_game_derived (QdGdlGame *game, guint which, const QdGdlFacts *facts, guint32 symbol,
                                    guint arity, guint *n);
/* The compiled rule sets forgotten (the sets are made again). */
void     qd_gdl_game_drop_flat (QdGdlGame *game);
/* The rule sets of the evaluation without grounding (`cut`:
 * qd_gdl_demand_rules's), made again. */
void     qd_gdl_game_rule_sets (QdGdlGame *game, gboolean cut);

/* ---- qd-gdl-game-probe.c: the random games of the load */

/* Seeded random games until one ends (qd-gdl-game-probe.c): whether the
 * roles move together, each state checked; FALSE with an error when one
 * fails (or, without one, when a copy's probe_cap ran out). */
gboolean qd_gdl_game_probe    (QdGdlGame *game, GError **error);
/* A ply's cost in those games after their first, in ns of a processor as
 * estimated from the work (0 without one). */
guint64  qd_gdl_game_ply_cost (const QdGdlGame *game);
/* Without grounding: the moves' limit widened to the initial state's. */
gboolean qd_gdl_game_widen_moves (QdGdlGame *game, GError **error);
/* The random games of a game's load (qd_gdl_game_new), without grounding
 * after its moves' limit is widened, over the rule sets that play them
 * (docs/gdl-peers.md, "A cycle the rewrite makes"). */
gboolean qd_gdl_game_first_games (QdGdlGame *game, GError **error);


/* ---- qd-gdl-game-race.c: the grounding */

/* The game's grounding (read, not yet prepared): the rules as written
 * and, side by side in a thread, split on a copy of the game that
 * read_copy (data) reads again (`split_only`: the split rules alone);
 * each try with the budget's work, the split one QD_GDL_SPLIT_WORK_FACTOR
 * times it.  When the split rules' network is chosen, the game takes the
 * copy's program and network.  Not OK: the split try's end. */
QdGdlGroundResult qd_gdl_game_ground (QdGdlGame *game, QdGdlGame *(*read_copy) (gpointer data), gpointer data,
                                      guint max_rules, gboolean split_only, const QdGdlGroundBudget *budget);

G_END_DECLS
