/* qd-gdl-puzzle.h — a one-role GDL game (a puzzle) as a state space for the
 * search engine (core/qd-space.h): bfs, dfs, iddfs, ucs, greedy, astar,
 * wastar, idastar, rbfs.
 *
 * - A state is the game's bitset (qd_gdl_game_state_words × 8 bytes).
 * - The actions are the role's legal move ids in the state, in the game's
 *   order (qd_gdl_game_legal); a terminal state has none.  Each step costs 1.
 * - The goal: a terminal state where the role's goal value is 100.  A
 *   puzzle whose best ending is worth less has no solution here.
 * - The heuristic (astar, greedy, wastar, idastar, rbfs): the least, over the
 *   rules that derive (goal ROLE 100), of the `(true F)` facts their bodies
 *   need that the state does not hold.  A body's literal of a relation of
 *   the file (`tower_complete`, `in_order`) is unfolded into the rules
 *   deriving it, QD_GDL_PUZZLE_UNFOLD_DEPTH deep and QD_GDL_PUZZLE_MAX_SETS
 *   alternatives at most; what cannot be unfolded (a literal with variables
 *   its head does not bind, `not`, `distinct`) counts no fact.  It never
 *   overestimates when each move makes at most one of those facts true
 *   (Hanoi: one disc moves; the 8-puzzle: one tile), so astar then finds a
 *   shortest solution; otherwise it may overestimate.
 *
 * The engine calls the domain from its one searching thread; the game is
 * not thread safe, so it must not be used elsewhere during a search.  A
 * limit of the game's evaluation reached during the search ends every
 * expansion after it with no successor, and qd_gdl_puzzle_solve returns it
 * as an error. */
#pragma once

#include "core/qd-space.h"
#include "qd-gdl.h"

G_BEGIN_DECLS

#define QD_GDL_PUZZLE_UNFOLD_DEPTH 8
#define QD_GDL_PUZZLE_MAX_SETS 64
/* The successors of a state at most under the non-ground evaluation (the
 * grounded network knows the role's moves; the depth-first searches
 * reserve this many states per ply). */
#define QD_GDL_PUZZLE_MAX_STEPS_NON_GROUND 256

typedef struct _QdGdlPuzzle QdGdlPuzzle;

/* The puzzle over `game` (kept, not owned: free the puzzle first), or NULL
 * and QD_GDL_ERROR_UNSUPPORTED when the game has more than one role. */
QdGdlPuzzle   *qd_gdl_puzzle_new      (QdGdlGame *game, GError **error);
void           qd_gdl_puzzle_free     (QdGdlPuzzle *puzzle);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGdlPuzzle, qd_gdl_puzzle_free)

/* Whether the puzzle can be searched by `algorithm`: all but dls and the
 * bidirectional searches (the goal is not one state). */
gboolean       qd_gdl_puzzle_supports (QdSpaceAlgorithm algorithm);

const QdSpace *qd_gdl_puzzle_space    (const QdGdlPuzzle *puzzle);
/* The game's initial state (the space's state_size bytes, owned). */
gconstpointer  qd_gdl_puzzle_start    (const QdGdlPuzzle *puzzle);
/* The heuristic's alternatives: how many, and the facts of each (for
 * tests and the window). */
guint          qd_gdl_puzzle_n_goal_sets (const QdGdlPuzzle *puzzle);
guint          qd_gdl_puzzle_goal_set_size (const QdGdlPuzzle *puzzle, guint set);

/* qd_space_solve from the start; FALSE with an error when the game's
 * evaluation went past a limit on the way (`result` then as the engine
 * left it). */
gboolean       qd_gdl_puzzle_solve    (QdGdlPuzzle *puzzle, const QdSpaceOptions *options, QdSpaceResult *result,
                                       GError **error);

G_END_DECLS
