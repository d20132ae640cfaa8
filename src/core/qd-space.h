/* qd-space.h — state-space search: the uninformed and informed searches of
 * AIMA chapter 3 over a domain given as a vtable.
 *
 * A state is an opaque block of `state_size` bytes: two states are the same
 * state when their bytes are equal (memcmp), and the engine hashes the bytes
 * itself.  A state may carry bytes derived from the rest (a cached heuristic
 * part, a blank's index) as long as they are a function of the rest, so that
 * equality still holds.  An action is a 32-bit number the domain gives meaning
 * to (a place, a cell, a direction).  The engine copies states (copy-make) and
 * allocates nothing per node: best-first searches keep their nodes in chunks
 * of 65,536 records, depth-first searches one slot per ply reserved up front.
 *
 * The algorithms (written from AIMA 3rd and 4th editions and Korf 1985):
 * - bfs: BREADTH-FIRST-SEARCH (AIMA 4e fig. 3.9): FIFO frontier, a state is
 *   reached when generated, the goal test when a child is generated.
 * - ucs, greedy, astar, wastar: BEST-FIRST-SEARCH (AIMA 4e fig. 3.7) ordered by
 *   g, h, g + h and g + w·h: a table of reached states with the best g; a
 *   child is added when its state is new (ADDED) or reached at a higher g
 *   (BETTER), else REPEATED; the frontier is a binary heap with lazy deletion
 *   (a popped node that is no longer its state's best is skipped, not counted
 *   as expanded); the goal test when a node is selected for expansion.
 * - dfs (graph): GRAPH-SEARCH (AIMA 3e fig. 3.7) with a LIFO frontier: a child
 *   is added unless its state was added before (on the frontier or expanded);
 *   the goal test at expansion; the first successor is expanded first.
 * - dfs (tree-like), dls, iddfs: DEPTH-LIMITED-SEARCH and ITERATIVE-DEEPENING-
 *   SEARCH (AIMA 4e fig. 3.12): a node at the depth limit is goal-tested but not
 *   expanded, and the result is CUTOFF when that kept a node from being
 *   expanded (AIMA's cutoff), NO_SOLUTION otherwise; iddfs tries the limits
 *   0, 1, 2, … and stops at the first with a solution or without a cutoff.
 * - idastar: IDA* (Korf 1985): bound = h(start); a depth-first search that cuts
 *   the children with f = g + h > bound (CUT), then bound = the least f cut.
 * - rbfs: RECURSIVE-BEST-FIRST-SEARCH (AIMA 3e fig. 3.26, Korf 1993; in
 *   qd-space-rbfs.c): the goal test when a node is entered; a successor's F
 *   is max (g + h, its parent's F); the best successor (least F) is entered
 *   with the f-limit min (limit, the second-least F), and when its best
 *   successor's F exceeds its limit it returns failure with that F, which
 *   replaces its own F in its parent (backed up), its subtree forgotten.
 *   Ties between successors as astar's: the least F, then the least h, then
 *   the domain's order.  Counts: every entry of a node counts an expansion,
 *   and every successor its expansion returns counts as generated, so a
 *   node regenerated after its subtree was forgotten counts again (as the
 *   iterations of iddfs and idastar add up); frontier_max is the most
 *   successors held at once in the frames of the path.  The listener's
 *   expand tells the node with f its F (qd_space_run_f_limit its f-limit),
 *   generate the successors with f their F (ADDED, or REPEATED when on the
 *   path), leave a node returning failure with f the value backed up (∞
 *   when nothing below it can reach a goal); a run that ends (goal, stop)
 *   tells no leave.
 * - ehc: ENFORCED HILL CLIMBING (Hoffmann & Nebel 2001, FF's search; in
 *   qd-space-ehc.c): from the current state (the start first), a
 *   breadth-first search until a successor whose h is strictly smaller
 *   than the current state's, which becomes the current state and starts a
 *   new breadth-first search; until a goal (tested when a successor is
 *   generated, as bfs).  Each breadth-first search is a graph search of
 *   its own (its reached set forgets the earlier ones'; memory and cycles
 *   are ignored); the successors are taken in the domain's order, so the
 *   first successor with a smaller h in breadth-first order is the one
 *   climbed to, and its later siblings are never generated (counted as
 *   bfs counts a goal's).  A successor with an infinite h (a dead end) is
 *   not added (CUT).  Events: iteration at the start of each breadth-first
 *   search (k 0, 1, …; bound the current state's h), then bfs's; f is h.
 *   Counts add up over the searches; iterations = the breadth-first
 *   searches started, last_bound = the current state's h.  NO_SOLUTION
 *   from ehc is NOT a proof that no solution exists: it means a
 *   breadth-first search ran out of states without finding a smaller h
 *   (the climb got stuck in a dead end the heuristic did not see).
 * Tree-like searches (QD_SPACE_TREE_LIKE; always for dls, iddfs, idastar, rbfs) keep
 * no table: a child whose state is on its own path is REPEATED (CYCLES_PATH,
 * AIMA 4e IS-CYCLE), or with CYCLES_PARENT the action undoing the last one is
 * not generated at all (domains with has_inverse; for the others a child equal
 * to its grandparent is REPEATED); CYCLES_NONE checks nothing (AIMA 3e's
 * iterative deepening in the effective-branching-factor table, fig. 3.29).
 *
 * Zero-cost steps (a step's cost may be 0, as in planning tasks): best-first
 * searches stay correct (the goal test is at selection, and a child reached
 * again at no lower g is REPEATED, so a cycle of zero-cost steps ends); ucs
 * and astar (with an admissible h) still return a cheapest path, though
 * not always one of the fewest steps.  Tree-like searches end on such a
 * cycle by their cycle check (CYCLES_PATH; CYCLES_NONE may not end), and
 * idastar's bound still grows, as it rises to the least f cut.
 *
 * Tie rule: the heap orders by (priority, second key, serial): ucs (g, 0,
 * serial), greedy (h, 0, serial), astar and wastar (f, h, serial): equal f,
 * the smaller h first, then the node generated first.  The serial is the
 * generation order (the start 0, its successors 1, 2, … in the domain's order,
 * over the whole run), so equal keys are first in, first out and a run is the
 * same on every machine.  Doubles are compared exactly; g is summed in path
 * order.
 *
 * Depth-first, a successor is tested when the search turns to it: first the
 * cycle check (REPEATED), then idastar's bound (CUT), the goal test (GOAL),
 * dls's and iddfs's limit (CUT: a successor at depth = limit), else it is
 * expanded (ADDED).
 *
 * Counts: expanded = nodes whose successors were generated; generated = the
 * successors `expand` returned (the start not counted), added or not, except
 * that bfs counts a goal's later siblings as never generated (AIMA's EXPAND
 * yields successors one at a time); repeated = generated but not added
 * (REPEATED); frontier_max = the most frontier nodes at once, the start
 * counting one (best-first: heap entries, superseded ones included, measured
 * after each push; bfs: the FIFO; depth-first: the successors generated and
 * not yet turned to); depth_max = the deepest node generated; iterative
 * searches add their iterations' counts.  The node budget is checked before
 * every expansion (a run stops at the first expansion with generated >=
 * max_nodes), and so is max_bytes; the stop flag, the deadline and the
 * progress block every 4,096 expansions, or fewer when expansions are slow
 * (every 5 to 20 ms), and between the batches of a domain's expand_batch.
 * A stopped run fills the counts and no path; a node whose successors a
 * stop interrupts is not counted, and its listener's expand is not told
 * (the listener's expand comes once the domain has given all the node's
 * successors).
 */
#pragma once

#include <glib.h>

#include "qd-progress.h"

G_BEGIN_DECLS

typedef guint32 QdSpaceAction;

#define QD_SPACE_ACTION_NONE G_MAXUINT32
#define QD_SPACE_NODE_NONE   G_MAXUINT64
#define QD_SPACE_DEFAULT_MAX_NODES G_GUINT64_CONSTANT (10000000)

typedef struct {
  QdSpaceAction action;   /* the domain's number (a place, a cell, a direction) */
  double cost;            /* step cost, >= 0 (0: a planning task's zero-cost operators; see below) */
  double h;               /* the child's heuristic value (the domain computes it, incrementally when it can) */
} QdSpaceStep;

typedef struct _QdSpace QdSpace;
struct _QdSpace {
  guint state_size;       /* bytes; equal states are equal bytes (memcmp), hashed by the engine */
  guint max_steps;        /* most successors of any state */
  /* Successors of `state` (heuristic value `h`, reached by `previous`, NONE at the
   * start) in the domain's documented order: fills n <= max_steps steps and n states
   * (n × state_size bytes), returns n.  With `prune_inverse` the domain leaves out the
   * action that undoes `previous` (the sliding tiles; others ignore it). */
  guint    (*expand)    (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous,
                         gboolean prune_inverse, QdSpaceStep *steps, guint8 *states);
  gboolean (*is_goal)   (const QdSpace *space, gconstpointer state);
  double   (*heuristic) (const QdSpace *space, gconstpointer state);  /* the start's h (and any state's, for tests) */
  gboolean has_inverse;   /* expand honours prune_inverse */
  gpointer data;          /* the domain's */
  /* Bidirectional search (qd-space-bidir.c), optional: without expand_back
   * and goal_state the engine refuses it (qd_space_supports_bidirectional).
   * goal_state: the one goal's bytes.  expand_back: the predecessors of
   * `state` (the states one step leads from to `state`), each step's action
   * and cost those of the step from the predecessor to `state` (h ignored).
   * estimate_to: an admissible estimate of the cost from `state` to
   * `target` (the backward A*'s h toward the start); NULL: 0. */
  guint    (*expand_back) (const QdSpace *space, gconstpointer state, QdSpaceStep *steps, guint8 *states);
  double   (*estimate_to) (const QdSpace *space, gconstpointer state, gconstpointer target);
  gconstpointer goal_state;
  /* Instead of expand (then NULL), for a domain whose max_steps is large
   * (a planning task's operators, of which a state has a few applicable):
   * the same successors in the same order, a batch at a time.
   * expand_start starts a node and returns how many successors it has at
   * most (the domain keeps its place: one node at a time); then each call
   * of expand_batch fills at most `max` steps and states and returns how
   * many, fewer than `max` only when the node has no more.  The engine's
   * buffers then hold that node's successors at most (not max_steps ×
   * state_size bytes), a run's max_bytes is checked before they are made,
   * and the stop flag and the clock are read between batches (of 1 to
   * QD_SPACE_BATCH successors, as many as come in 5 to 20 ms, qd-poll.h's
   * rule), so that one slow node of many successors does not hold a stop
   * or a deadline up.  The searches that take it:
   * bfs, dfs, dls, iddfs, ucs, greedy, astar, wastar, idastar and ehc
   * (rbfs and the bidirectional ones need expand). */
  guint    (*expand_start) (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous,
                            gboolean prune_inverse);
  guint    (*expand_batch) (const QdSpace *space, guint max, QdSpaceStep *steps, guint8 *states);
  /* Optional: the bytes the domain holds for the run beyond the engine's
   * (a planning task's memoized estimates), counted in max_bytes; read
   * before each expansion, so it must be cheap (a counter). */
  guint64  (*held_bytes) (const QdSpace *space);
};

/* The most successors a domain's expand_batch is asked for at a time. */
#define QD_SPACE_BATCH 256

typedef enum {
  QD_SPACE_BFS,
  QD_SPACE_DFS,
  QD_SPACE_DLS,
  QD_SPACE_IDDFS,
  QD_SPACE_UCS,
  QD_SPACE_GREEDY,
  QD_SPACE_ASTAR,
  QD_SPACE_WASTAR,
  QD_SPACE_IDASTAR,
  QD_SPACE_RBFS,          /* "rbfs": recursive best-first search (qd-space-rbfs.c) */
  QD_SPACE_BIDIR,         /* "bidirectional": uniform-cost from both ends (qd-space-bidir.c) */
  QD_SPACE_BIDIR_ASTAR,   /* "bidirectional-astar": A* from both ends */
  QD_SPACE_EHC,           /* "ehc": enforced hill climbing (qd-space-ehc.c) */
} QdSpaceAlgorithm;

#define QD_SPACE_N_ALGORITHMS 13

typedef enum { QD_SPACE_GRAPH, QD_SPACE_TREE_LIKE } QdSpaceMemory;
typedef enum { QD_SPACE_CYCLES_PATH, QD_SPACE_CYCLES_PARENT, QD_SPACE_CYCLES_NONE } QdSpaceCycles;

typedef enum {
  QD_SPACE_SOLVED,
  QD_SPACE_NO_SOLUTION,   /* the whole space (within the limits that cut nothing) was searched;
                           * ehc: its climb got stuck (not a proof) */
  QD_SPACE_CUTOFF,        /* dls, iddfs: the depth limit kept a node from being expanded */
  QD_SPACE_STOPPED,       /* the stop flag, the node budget or the deadline: see stop_reason */
} QdSpaceStatus;

typedef enum {
  QD_SPACE_STOP_NONE,
  QD_SPACE_STOP_FLAG,
  QD_SPACE_STOP_NODES,
  QD_SPACE_STOP_TIME,
  QD_SPACE_STOP_MEMORY,   /* max_bytes */
} QdSpaceStopReason;

/* A node as the listener sees it. */
typedef struct {
  guint64 serial;         /* generation number: the start 0, then 1, 2, … over the whole run */
  guint64 parent;         /* QD_SPACE_NODE_NONE for the start */
  QdSpaceAction action;   /* QD_SPACE_ACTION_NONE for the start */
  guint depth;
  double g, h, f;         /* f as the algorithm orders: bfs/dfs/dls/iddfs depth, ucs g, greedy and ehc h,
                           * astar and idastar g+h, wastar g+w·h */
  gconstpointer state;    /* valid during the call */
} QdSpaceNode;

typedef enum {
  QD_SPACE_ADDED,         /* put on the frontier (depth-first: about to be expanded) */
  QD_SPACE_REPEATED,      /* not added: its state was reached (graph) or is on its path (tree-like) */
  QD_SPACE_BETTER,        /* added: its state was reached before at a higher g */
  QD_SPACE_GOAL,          /* a goal found when generated (bfs) or turned to (depth-first) */
  QD_SPACE_CUT,           /* not expanded: at the depth limit (dls, iddfs), f > bound (idastar),
                           * or h infinite (ehc) */
} QdSpaceFate;

typedef struct _QdSpaceRun QdSpaceRun;   /* the engine's state while it runs (opaque) */

/* What a listener is told, on the searching thread; any member may be NULL.
 * - iteration: an iteration starts (iddfs: k and the limit; idastar: k and the
 *   f-bound; the other searches once, k 0, bound 0).
 * - expand: a node's successors are about to be generated (the start too).
 * - generate: a successor and its fate.  Best-first searches tell the
 *   successors right after their parent's expand, in the domain's order.
 *   Depth-first searches tell a successor when the search turns to it (its
 *   earlier siblings' subtrees are done), so their events are a preorder:
 *   expand (n), generate (c1), [expand (c1) … leave (c1)], generate (c2), …,
 *   leave (n); when the run ends (a goal, a stop) the successors not turned to
 *   are told ADDED while the stack unwinds, each before its parent's leave.
 * - leave: depth-first searches: everything below an expanded node is done.
 * - goal: the goal node the run returns (best-first: when it is selected; bfs
 *   and depth-first: right after its generate event with fate GOAL; the start
 *   when it is a goal).
 * Every successor counted in `generated` gets exactly one generate event, and
 * every node counted in `expanded` one expand event. */
typedef struct {
  void (*iteration) (gpointer data, const QdSpaceRun *run, guint k, double bound);
  void (*expand)    (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node);
  void (*generate)  (gpointer data, const QdSpaceRun *run, const QdSpaceNode *child, QdSpaceFate fate);
  void (*leave)     (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node);
  void (*goal)      (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node);
  /* Bidirectional: `node` (just generated, on qd_space_run_side's side) is
   * reached from the other side too, and the path through it, of `cost`, is
   * the cheapest met so far. */
  void (*meet)      (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node, double cost);
} QdSpaceListener;

typedef struct {
  QdSpaceAlgorithm algorithm;
  QdSpaceMemory memory;       /* bfs dfs ucs greedy astar wastar; dls iddfs idastar are always tree-like */
  QdSpaceCycles cycles;       /* tree-like: PATH (AIMA IS-CYCLE), PARENT (the inverse move only) or NONE */
  double weight;              /* wastar, >= 1 (default 2) */
  guint depth_limit;          /* dls (required), iddfs (last limit); G_MAXUINT none (the default) */
  guint64 max_nodes;          /* generated-node budget; 0: QD_SPACE_DEFAULT_MAX_NODES (10,000,000);
                               * G_MAXUINT64: none (max_bytes then bounds the run) */
  gint64 deadline_us;         /* g_get_monotonic_time; 0 none */
  /* The bytes the run may hold: best-first searches' node records (each
   * with its state), their table of reached states and their frontier,
   * the successors of the node being expanded (depth-first: every ply's),
   * and what the domain says it holds (QdSpace.held_bytes); checked before
   * each expansion and before its successors are made (a domain with
   * expand_start: for as many as it says), so a run passes it by one
   * growth of a table at most; 0: no limit.  rbfs and the bidirectional
   * searches do not read it. */
  guint64 max_bytes;
  const gint *stop;           /* optional flag, read atomically; non-zero stops */
  QdProgress *progress;       /* optional: done = expanded, nodes = generated, value = depth or bound */
  const QdSpaceListener *listener;
  gpointer listener_data;
} QdSpaceOptions;

typedef struct {
  QdSpaceStatus status;
  QdSpaceStopReason stop_reason;
  double cost;                /* the path's steps summed in path order */
  guint n_steps;
  QdSpaceAction *actions;     /* n_steps */
  guint8 *states;             /* (n_steps + 1) × state_size, the start first */
  guint64 expanded, generated, repeated, frontier_max;
  guint depth_max;            /* the deepest node generated (0: the start alone) */
  guint iterations;           /* iddfs, idastar, ehc: iterations started; the others 1 */
  double last_bound;          /* iddfs: the last limit; idastar: the last f-bound; ehc: the current h; others 0 */
  gint64 time_us;
} QdSpaceResult;

/* Defaults: ASTAR, GRAPH, CYCLES_PATH, weight 2, depth_limit G_MAXUINT, the rest 0/NULL. */
void          qd_space_options_init (QdSpaceOptions *options);
/* Searches from `start` (state_size bytes).  `result` is overwritten (clear it
 * before reusing it).  Returns result->status. */
QdSpaceStatus qd_space_solve (const QdSpace *space, gconstpointer start, const QdSpaceOptions *options,
                              QdSpaceResult *result);
void          qd_space_result_clear (QdSpaceResult *result);
/* In a listener call: up to `max` frontier nodes in the order they would be expanded
 * (a sorted copy of the heap's best; for traces and the window's list).  Their
 * `state` pointers stay valid until the listener returns. */
guint         qd_space_run_frontier (const QdSpaceRun *run, QdSpaceNode *nodes, guint max);
guint64       qd_space_run_frontier_size (const QdSpaceRun *run);
/* In a listener call of rbfs: the f-limit of the node being expanded (∞ for
 * the start); INFINITY for the other algorithms. */
double        qd_space_run_f_limit (const QdSpaceRun *run);
const char   *qd_space_algorithm_to_string (QdSpaceAlgorithm a);   /* "bfs" … "idastar", "rbfs", "ehc" */
gboolean      qd_space_algorithm_from_string (const char *text, QdSpaceAlgorithm *a);
/* For people, translated: "Breadth-First" … "Enforced Hill Climbing". */
const char   *qd_space_algorithm_label (QdSpaceAlgorithm a);
/* TRUE for dls, iddfs, idastar, rbfs: tree-like whatever `memory` says. */
gboolean      qd_space_algorithm_always_tree_like (QdSpaceAlgorithm a);
/* Bidirectional search (qd-space-bidir.c): whether the domain can be
 * searched backward; in a listener call, the side of the node told (0 the
 * forward search from the start, 1 the backward one from the goal); and the
 * best meeting so far (FALSE: none yet). */
gboolean      qd_space_supports_bidirectional (const QdSpace *space);
gboolean      qd_space_algorithm_is_bidirectional (QdSpaceAlgorithm a);
guint         qd_space_run_side (const QdSpaceRun *run);
const char   *qd_space_status_to_string (QdSpaceStatus s);         /* "solved" "no-solution" "cutoff" "stopped" */
const char   *qd_space_stop_reason_to_string (QdSpaceStopReason r); /* "none" "stop" "nodes" "time" "memory" */

G_END_DECLS
