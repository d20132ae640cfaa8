/* qd-gdl-agent.h — the players of a GDL game (qd-gdl.h): a human, a random
 * mover, and searchers on the shared game engine (src/core/qd-game.h,
 * src/core/qd-game-mcts.h, src/core/qd-game-duct.h).
 *
 * Agent names (the command line's, a tournament's, the window's):
 *   human                  moves typed or clicked by a person
 *   random                 a uniformly random legal move (seeded)
 *   minimax                minimax to the end of the game (or the ply
 *                          limit), no cutoff, QD_GDL_AGENT_FULL_NODES nodes
 *                          a move at most (then the best of the moves
 *                          searched to the end, the first when none was)
 *   minimax:DEPTH          minimax with a cutoff at DEPTH plies and the
 *                          general evaluation (below)
 *   alphabeta              alpha-beta to the end of the game, no cutoff,
 *                          bounded as minimax
 *   alphabeta:DEPTH        alpha-beta with a cutoff at DEPTH plies and the
 *                          general evaluation
 *   mcts, mcts:ITERATIONS, Monte Carlo tree search (UCT, the GGP standard),
 *   mcts:ms=MS, …          its budget and settings as core/qd-game-mcts.h
 *                          reads them (`c=C`, `playout=random|guided`)
 *   paranoid, paranoid:DEPTH  paranoid search (Sturtevant & Korf 2000): the
 *                          role to move maximises its own goal / 100, every
 *                          other role is taken to minimise it, alpha-beta
 *                          over that (to the end, iteratively deepened
 *                          within the budget of minimax, or to DEPTH plies)
 *   maxn, maxn:DEPTH       max-n (Luckhardt & Irani 1986): a vector of
 *                          each role's goal / 100, each role choosing the
 *                          child best for itself (ties: the first)
 *   program:COMMAND        an outside agent (core/qd-agent.h, docs/agents.md,
 *   agent:NAME             game `gdl`): a program, or one of the registry's
 * A game of one role (a puzzle) is no game for them: qd_gdl_agent_choose
 * and the match refuse it (QD_GDL_ERROR_UNSUPPORTED).
 *
 * Games of two roles taking turns are searched as below.  Where the roles
 * move together, or are more than two (qd-gdl-multi.c): `mcts` is
 * decoupled UCT over the joint moves (core/qd-game-duct.h: each role its
 * own statistics over its own moves, random playouts, each role's own goal
 * / 100 backed up); `alphabeta` and `alphabeta:DEPTH` are paranoid search,
 * `minimax` and `minimax:DEPTH` max-n.  Paranoid and max-n serialise a
 * joint move: the role choosing first, then the others with a choice in
 * the file's order, each seeing the choices before it (a cautious view of
 * simultaneous moves: the searching role's own choice first, seen by the
 * others).  Their evaluation at a cutoff, each role's: its goal value /
 * 100 where the state has one (not none, nor several: a state where the
 * game goes on may give a role several, qd-gdl.h), else ½, 0.9 × (0.5 that
 * + 0.5 its goal proximity below); at the end of the game its goal value /
 * 100.
 *
 * Values, from the first role's side (QD_PLAYER_MAX is the first role of
 * the file, QD_PLAYER_MIN the second, whoever is to move): at the end of a
 * game (goal(role 1) - goal(role 2)) / 100, in [-1, 1], a role without a
 * goal value counting 0.  Minimax and alpha-beta maximise it for the first
 * role and minimise it for the second, which is "the mover's goal minus the
 * other's" for each.  MCTS backs up each role's own goal / 100 at the
 * end of a playout (QdGame.utility; a role without a goal value counts 0,
 * and so does a role with several in a playout cut at the ply limit),
 * and each role chooses by its own mean, so a game that is not zero-sum is
 * played as its goals say (a playout cut by playout_depth counts 1, ½ or 0
 * from the sign of the evaluation, as in the other games).
 *
 * The general evaluation (qd_gdl_evaluation), at a depth cutoff, strictly
 * inside (-0.9, 0.9) so that a real end of the game always outranks it:
 *   W  a win in one move: when one of the mover's moves ends the game with
 *      the mover's goal above the other's, 0.85 × the best such end's goal
 *      difference / 100, from the mover's side (the end one ply past the
 *      horizon, which the fuzzy proximity cannot see);
 *   else 0.9 × (0.5 G + 0.3 P + 0.2 M), from the first role's side, with
 *   G  goals:     (goal(1) - goal(2)) / 100 where both goal values are
 *                 defined in the state (one value each: else 0),
 *   P  proximity: prox(1) - prox(2), where prox(R) is R's goal values / 100
 *                 weighted by the fuzzy truth of its goal atoms (their
 *                 weighted mean, 0 when none is above 0; the mean of the
 *                 values that hold where several do).  The fuzzy truth
 *                 of an atom that holds is 1, of a state fact that does
 *                 not 0, of a derived atom that does not the "or" of its
 *                 ground rules, 1 - Π(1 - rule), a rule being the product
 *                 of its conditions, each 0.4 + 0.6 × its truth (a negated
 *                 atom's truth 1 - the atom's; the static conditions, such
 *                 as succ and role, left out by the grounding).  So each
 *                 condition met multiplies a rule by up to 2.5, and each
 *                 rule near completion adds to its head: `(line red)`
 *                 grows with red's lines of three, and the goal 0 of red
 *                 (yellow's line) pulls red's prox down.  0 without a
 *                 ground network,
 *   M  mobility:  (n(mover) - n(other)) / (n(mover) + n(other)), the legal
 *                 moves of the role to move and of the other in the state,
 *                 from the mover's side (a no-op counts one move).
 * Its name, for people: "goals, goal proximity and mobility".
 */
#pragma once

#include "core/qd-agent.h"
#include "core/qd-game.h"
#include "core/qd-game-duct.h"
#include "core/qd-game-mcts.h"
#include "core/qd-search-tree.h"
#include "qd-gdl.h"

G_BEGIN_DECLS

typedef enum {
  QD_GDL_AGENT_HUMAN,
  QD_GDL_AGENT_RANDOM,
  QD_GDL_AGENT_MINIMAX,
  QD_GDL_AGENT_ALPHABETA,
  QD_GDL_AGENT_HEURISTIC,          /* alphabeta:DEPTH */
  QD_GDL_AGENT_MINIMAX_DEPTH,      /* minimax:DEPTH */
  QD_GDL_AGENT_PARANOID_DEPTH,     /* paranoid:DEPTH */
  QD_GDL_AGENT_MAXN_DEPTH,         /* maxn:DEPTH */
  QD_GDL_AGENT_MCTS,
  QD_GDL_AGENT_OUTSIDE,            /* program:COMMAND or agent:NAME */
  QD_GDL_AGENT_PARANOID,           /* paranoid, to the end */
  QD_GDL_AGENT_MAXN,               /* maxn, to the end */
  QD_GDL_N_AGENT_KINDS
} QdGdlAgentKind;

#define QD_GDL_AGENT_MAX_DEPTH 64
/* The nodes of a search to the end (minimax, alphabeta) a move at most,
 * unless the caller gives a budget: a game need not end. */
#define QD_GDL_AGENT_FULL_NODES 1000000
/* MCTS's thinking time a move, by default, where the game is evaluated
 * without grounding (chess: ten random games a second, so 1000 iterations
 * would be minutes a move): the window's Thinking Time and quandary-cli's
 * default player (qd_gdl_agent_default_computer).  A plain number: it is
 * spelled in the spec too. */
#define QD_GDL_THINKING_SECONDS 10
/* The evaluation's scale and weights (see the top of the file). */
#define QD_GDL_EVAL_SCALE 0.9
#define QD_GDL_EVAL_GOALS 0.5
#define QD_GDL_EVAL_PROXIMITY 0.3
#define QD_GDL_EVAL_MOBILITY 0.2
#define QD_GDL_EVAL_WIN 0.85          /* × a win in one move */
#define QD_GDL_EVAL_UNMET 0.4        /* a condition that does not hold */

typedef struct {
  QdGdlAgentKind kind;
  QdAgent *outside;       /* an outside agent's program (borrowed), set by
                           * whoever runs the game; NULL after parsing */
  guint depth;            /* the cutoff of alphabeta:, minimax:, paranoid:, maxn:DEPTH, 1..64; else 0 */
  QdMctsOptions mcts;     /* MCTS: its budget and settings (seed and stop set by choose) */
} QdGdlAgent;

/* A player's name read (FALSE with the error when it is none), and
 * written back: "alphabeta:3", "mcts:2000" (an outside agent: "outside"). */
gboolean    qd_gdl_agent_parse      (const char *name, QdGdlAgent *agent, GError **error);
char       *qd_gdl_agent_to_string  (const QdGdlAgent *agent);
/* Whether `name` is a player's name (qd_gdl_agent_parse without the agent). */
gboolean    qd_gdl_agent_check      (const char *name, GError **error);
/* "Heuristic alpha-beta, depth 3": for people (translated). */
char       *qd_gdl_agent_describe   (const QdGdlAgent *agent);
/* "goals, goal proximity and mobility" (translated): the evaluation's name. */
const char *qd_gdl_evaluation_name  (void);


typedef struct {
  /* The rulesheet's text (an outside agent is sent it), NUL-terminated, and
   * the moves from the start to `state`, each the move id of the role that
   * moved (a joint move: each choosing role's; sent as written in the
   * file), and the plies (joint moves) they make (0: n_history, one a
   * ply). */
  const char *rules_text;
  const guint32 *history;
  guint n_history;
  guint plies;
  GRand *rand;            /* random moves, and the seed of MCTS (required by them) */
  gint64 deadline_us;     /* g_get_monotonic_time() deadline, 0: none */
  const gint *stop;       /* optional, read atomically */
  guint64 max_nodes;      /* a node budget instead of (or beside) the deadline, 0: none */
  guint max_plies;        /* the game's ply limit (searches go no further), 0: QD_GDL_DEFAULT_MAX_PLIES */
  gint64 *progress_nodes; /* optional: nodes (MCTS: iterations, on every thread) so far, set atomically */
  guint threads;          /* MCTS with a time budget: searches on this many threads, the caller's
                           * and helpers on copies of the game (root parallelism,
                           * qd-gdl-root-parallel.h); 0: the processors; a count budget: one */
  /* Optional: an unbound game tree the searching agents record into (bound
   * with qd_gdl_move_text over a snapshot of the moves' texts, fed and
   * finished by the search; random moves leave it unbound), and a listener
   * of minimax and alpha-beta. */
  QdSearchTree *tree;
  const QdGameListener *listener;
  gpointer listener_data;
} QdGdlChooseOptions;

typedef struct {
  guint32 move;           /* the mover's move id, or G_MAXUINT32 when none was chosen */
  QdGameSearchResult search;  /* nodes, value, time; zero for random (MCTS: iterations as nodes) */
  GError *forfeit;        /* an outside agent's cause of forfeit (to free), else NULL */
} QdGdlChoice;

/* The move of the role to move in `state` (not terminal): as _choose_role
 * for qd_gdl_game_mover's role; where the roles move together (no one
 * role on turn) choice->forfeit says so. */
gboolean    qd_gdl_agent_choose     (const QdGdlAgent *agent, QdGdlGame *game, const guint64 *state,
                                     const QdGdlChooseOptions *options, QdGdlChoice *choice);
/* The move of `role` in `state` (not terminal; where the roles move
 * together, each role's choice without the others').  FALSE for a human,
 * when the search was stopped (cancelled or past the deadline), when an
 * outside agent forfeits (choice->forfeit, to free), or for a puzzle of
 * one role (choice->forfeit says so): choice->move is then G_MAXUINT32.
 * `game` is searched (not thread safe: one search at a time on it). */
gboolean    qd_gdl_agent_choose_role (const QdGdlAgent *agent, QdGdlGame *game, const guint64 *state, guint role,
                                      const QdGdlChooseOptions *options, QdGdlChoice *choice);
/* Whether `game` is searched as two roles taking turns (the QdGdlSearchGame
 * below), else by qd-gdl-multi.c (the roles move together, or are more
 * than two). */
gboolean    qd_gdl_agent_takes_turns (QdGdlGame *game);
/* The computer's default player for `game`: "mcts" (1000 iterations) where
 * it is grounded, else MCTS for QD_GDL_THINKING_SECONDS a move. */
const char *qd_gdl_agent_default_computer (const QdGdlGame *game);
/* qd-gdl-multi.c: decoupled UCT (mcts), paranoid (alphabeta, paranoid) and
 * max-n (minimax, maxn) for `role`. */
gboolean    qd_gdl_multi_choose     (const QdGdlAgent *agent, QdGdlGame *game, const guint64 *state, guint role,
                                     const QdGdlChooseOptions *options, QdGdlChoice *choice);

/* The game of joint moves (core/qd-game-duct.h) that decoupled UCT
 * searches over one QdGdlGame: each role's legal moves, the state after a
 * joint move, each role's goal / 100 as its utility; a search goes
 * `max_plies` plies at most (0: QD_GAME_MAX_PLIES).  joint.data points to
 * the struct itself, which must outlive the searches (and not move); one
 * search on one thread at a time, as QdGdlSearchGame below. */
typedef struct {
  QdJointGame joint;
  QdGdlGame *gdl;         /* borrowed */
  guint words;
} QdGdlJointGame;

void        qd_gdl_joint_game_init  (QdGdlJointGame *gj, QdGdlGame *gdl, guint max_plies);

/* An outside agent's move (qd-gdl-outside.c), called by choose: the mover's
 * role is `role`. */
gboolean    qd_gdl_outside_choose   (const QdGdlAgent *agent, QdGdlGame *game, const guint64 *state, guint role,
                                     const QdGdlChooseOptions *options, QdGdlChoice *choice);

/* A move's label in a search tree (QdSearchTreeMoveText): the move as
 * written in the file, "(mark 1 1)".  `data` is qd_gdl_move_names_new's. */
void        qd_gdl_move_text        (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover,
                                     QdMove move, GString *out);
/* The texts of the moves the game knows now (every move of a grounded
 * game), owned by no game: safe on any thread; a move id it does not know
 * is labelled "move N".  A GPtrArray of strings: free with
 * g_ptr_array_unref. */
GPtrArray  *qd_gdl_move_names_new   (QdGdlGame *game);

/* The game vtable of the searchers (qd-gdl-search.c) over one QdGdlGame:
 * state = the bitset (state_size = words × 8 bytes), to_move from
 * qd_gdl_game_mover (the first role MAX), moves = the mover's legal moves,
 * apply = the joint move of the mover's move and the other role's only
 * move (its no-op; a state where both roles have a choice, or one has no
 * move, has no moves: a leaf); evaluate as above, the evaluation used at a
 * cutoff when `heuristic` (else 0).  game.data points to the struct itself, which must
 * outlive the searches (and not move).  QdGame.data is const for the
 * engine, but a QdGdlGame evaluates in place: the vtable casts the const
 * away, so one QdGdlSearchGame serves one search on one thread at a time. */
typedef struct {
  QdGame game;
  QdGdlGame *gdl;         /* borrowed */
  gboolean heuristic;
  guint words;
  guint32 *scratch;       /* legal moves (qd_gdl_game_max_legal) */
  guint32 *moves;         /* the evaluation's: the mover's moves (max_legal) */
  guint64 *child;         /*   and a state after one (words) */
  double *fuzzy;          /* the evaluation's per-atom values */
} QdGdlSearchGame;

void        qd_gdl_search_game_init  (QdGdlSearchGame *sg, QdGdlGame *gdl, gboolean heuristic);
void        qd_gdl_search_game_clear (QdGdlSearchGame *sg);
/* The value of `state` from the first role's side: exact at the end of the
 * game, else the general evaluation, strictly inside (-0.9, 0.9) (whatever
 * sg->heuristic).  Evaluates sg->gdl and uses sg's scratch. */
double      qd_gdl_evaluation        (QdGdlSearchGame *sg, const guint64 *state);
/* Each role's goal proximity in `state` (prox(R) above, one per role; 0
 * without a ground network).  Evaluates sg->gdl. */
void        qd_gdl_proximities       (QdGdlSearchGame *sg, const guint64 *state, double *prox);

G_END_DECLS
