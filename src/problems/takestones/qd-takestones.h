/* qd-takestones.h — Take-Stones (statement 003, problem 4): rules, the two
 * evaluators, and the game vtable for the shared game-search engine.
 *
 * Stones 1..n.  The first move takes an odd stone strictly below n/2; every
 * later move takes an untaken multiple or factor of the last stone taken.  A
 * player who cannot move loses.
 *
 * Two versions of the assignment exist and both are modelled:
 *  - the statement (`java HW2 n mode depth`): every search is rooted at the
 *    player to move, who is MAX; minimax; ties between equal moves go to the
 *    largest stone; depth -1 is exhaustive;
 *  - the later course version (`java TakeStones n k taken... depth`): player 1
 *    is MAX whoever moves; alpha-beta; ties go to the smallest stone; depth 0
 *    is exhaustive.
 * The engine picks the first of equally valued moves, so the game generates
 * moves largest-first or smallest-first to get either tie-break.
 */
#pragma once

#include "core/qd-game.h"
#include "core/qd-game-mcts.h"
#include "core/qd-search-tree.h"

G_BEGIN_DECLS

/* The largest game a position can hold (its bitset is fixed-size so the
 * searcher can copy positions without allocating). */
#define QD_TAKESTONES_MAX 512

typedef struct {
  guint16 n;
  gint16 last;          /* the stone taken last; -1 before the first move */
  guint16 n_taken;
  guint8 max_to_move;   /* the search's MAX player is to move here */
  guint8 reserved;
  /* bit s: stone s is taken; bit 0 is unused, so stone QD_TAKESTONES_MAX needs one more word */
  guint64 taken[QD_TAKESTONES_MAX / 64 + 1];
} QdTakestonesPosition;

typedef enum {
  QD_TAKESTONES_EVAL_STATEMENT,   /* the statement's 0 / ±0.5 / ±0.7 / ±0.6 rules */
  QD_TAKESTONES_EVAL_THREATS,     /* ours: sees wins and losses two plies beyond the leaf */
} QdTakestonesEvaluator;

typedef enum {
  QD_TAKESTONES_TIES_LARGEST,     /* the statement: equal moves → the largest stone */
  QD_TAKESTONES_TIES_SMALLEST,    /* the later course version */
} QdTakestonesTies;

void     qd_takestones_position_init (QdTakestonesPosition *pos, guint n);
static inline gboolean
qd_takestones_is_taken (const QdTakestonesPosition *pos, guint stone)
{
  return (pos->taken[stone / 64] >> (stone % 64)) & 1;
}
/* Whether `stone` may be taken now. */
gboolean qd_takestones_is_legal      (const QdTakestonesPosition *pos, guint stone);
/* The legal stones in ascending order into `moves` (room for n); how many. */
guint    qd_takestones_legal_moves   (const QdTakestonesPosition *pos, guint *moves);
gboolean qd_takestones_has_move      (const QdTakestonesPosition *pos);
/* Takes a legal stone: it becomes `last` and the other player moves. */
void     qd_takestones_take          (QdTakestonesPosition *pos, guint stone);
/* 1 or 2: whose turn it is, counting from the start of the game. */
guint    qd_takestones_player_to_move (const QdTakestonesPosition *pos);

/* The largest prime that divides `m` (m >= 2). */
guint    qd_takestones_largest_prime_factor (guint m);
gboolean qd_takestones_is_prime      (guint m);

/* The statement's estimate of a position that is not over, for the player
 * to move: 0 while stone 1 is free, else ±0.5 (last = 1), ±0.7 (last
 * prime), ±0.6 (last composite) by the parity of a count of legal moves. */
double   qd_takestones_evaluate_statement (const QdTakestonesPosition *pos);
/* Our stronger estimate, for the player to move (see the .c file). */
double   qd_takestones_evaluate_threats   (const QdTakestonesPosition *pos);
double   qd_takestones_evaluate           (const QdTakestonesPosition *pos, QdTakestonesEvaluator evaluator);
const char *qd_takestones_evaluator_to_string   (QdTakestonesEvaluator evaluator);
gboolean    qd_takestones_evaluator_from_string (const char *text, QdTakestonesEvaluator *evaluator);

/* The rules as a QdGame.  `data` must outlive the game. */
typedef struct {
  QdTakestonesEvaluator evaluator;
  QdTakestonesTies ties;
} QdTakestonesRules;

void     qd_takestones_game_init (QdGame *game, const QdTakestonesRules *rules, guint n);

/* One root move and the value the search gave it, from the point of view of
 * the player to move at the root.  With alpha-beta a pruned subtree only
 * gives a bound: `bound` is -1 for "at most value", +1 for "at least". */
typedef struct {
  guint stone;
  double value;
  gint bound;
} QdTakestonesCandidate;

typedef struct {
  QdTakestonesRules rules;
  QdGameSearchAlgorithm algorithm;
  guint depth;                /* QD_DEPTH_UNLIMITED for exhaustive */
  const gint *stop;
  gint64 *progress_nodes;     /* optional: nodes are added here when done */
  gint64 deadline_us;         /* the search stops at this g_get_monotonic_time (); 0: none */
  /* Optional: an unbound game tree the search records into (bound, fed and
   * finished by it; its moves read "take 7"). */
  QdSearchTree *tree;
} QdTakestonesSearch;

/* Searches `pos` with its player to move as MAX (`pos->max_to_move` is
 * ignored).  `candidates` (room for n, or NULL) receives every root move
 * searched in search order; `n_candidates` how many.  Returns the engine's
 * status; result->best_move is the stone, QD_MOVE_NONE when there is none. */
QdGameSearchStatus qd_takestones_search (const QdTakestonesPosition *pos,
                                 const QdTakestonesSearch *search,
                                 QdTakestonesCandidate *candidates,
                                 guint *n_candidates,
                                 QdGameSearchResult *result);

/* The same with `pos->max_to_move` kept: MAX is whoever it says (the later
 * course version, where player 1 is MAX whoever moves); the candidates'
 * values are still the mover's. */
QdGameSearchStatus qd_takestones_search_rooted (const QdTakestonesPosition *pos,
                                            const QdTakestonesSearch *search,
                                            QdTakestonesCandidate *candidates,
                                            guint *n_candidates,
                                            QdGameSearchResult *result);

/* Monte Carlo tree search from `pos` (its player to move as MAX) on the
 * game alpha-beta searches, guided playouts by search->rules' evaluator;
 * search->stop, deadline_us and progress_nodes are used, the rest ignored.
 * `spec` is an agent spec's options (core/qd-game-mcts.h); the search's
 * seed comes from the game's `seed` and the stones taken so far.  TRUE with
 * the stone in result->best_move (nodes: the iterations); FALSE when
 * stopped or past the deadline. */
gboolean qd_takestones_mcts (const QdTakestonesPosition *pos, const QdTakestonesSearch *search,
                             const QdMctsOptions *spec, guint64 seed, QdGameSearchResult *result);

/* TRUE when `spec` names one of the game's players: human, computer, an
 * MCTS spec or an outside agent; else FALSE and an error saying which are. */
gboolean qd_takestones_player_check (const char *spec, GError **error);

/* A move's label in a search tree (QdSearchTreeMoveText): "take 7". */
void qd_takestones_move_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move,
                              GString *out);

/* --- the later course version: `TakeStones n k taken... depth` ---------- */

/* Builds the position after `taken` (in order): each stone in 1..n, none
 * twice (the official cases do not obey the first-move rule, so that is
 * not checked).  Player 1 is MAX.  FALSE with `error` naming the stone. */
gboolean qd_takestones_position_replay (QdTakestonesPosition *pos, guint n, const guint *taken, guint k,
                                    GError **error);
/* The six lines: Move, Value, Number of Nodes Visited, Number of Nodes
 * Evaluated, Max Depth Reached, Avg Effective Branching Factor, each ended
 * by a newline as Java's println does (the official files disagree on the
 * last one).  `depth` 0 searches to the end. */
char    *qd_takestones_analyze (guint n, const guint *taken, guint k, guint depth, GError **error);
/* The same with a deadline (a g_get_monotonic_time (), 0: none): when it
 * passes first, NULL and G_IO_ERROR_TIMED_OUT, `nodes` (may be NULL) the
 * nodes visited until then. */
char    *qd_takestones_analyze_until (guint n, const guint *taken, guint k, guint depth, gint64 deadline_us,
                                      QdSearchTree *tree, guint64 *nodes, GError **error);

/* One decimal, half away from zero as Java's %.1f, no "-0.0". */
char    *qd_takestones_format_tenths (double value);

G_END_DECLS
