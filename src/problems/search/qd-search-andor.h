/* qd-search-andor.h — AND-OR search in nondeterministic worlds (AIMA 3rd
 * ed. section 4.3, figures 4.9 to 4.11; 4th ed. section 4.3).
 *
 * A world: states, goal states, a start, and for a state and an action the
 * SET of states the action may lead to (nondeterminism: the agent learns
 * which one only after acting).  An empty set: the action does not apply.
 *
 * Built in (the book's numbering of figure 4.9; odd states have the agent on
 * the left square, even ones on the right):
 *   1 both dirty, 3 left dirty, 5 right dirty, 7 both clean (agent left);
 *   2, 4, 6, 8 the same with the agent on the right.  Goals: 7 and 8.
 * - the erratic vacuum world: Suck on a dirty square cleans it and may also
 *   clean the other square; Suck on a clean square may deposit dirt on it;
 *   Left and Right are deterministic.
 * - the slippery vacuum world: Suck cleans the agent's square (nothing on a
 *   clean one); Left and Right may fail and leave the agent where it is.
 * Actions are tried in the order Suck, Right, Left (figure 4.10 draws Suck
 * before Right), outcomes in increasing state order.
 *
 * Files (data/FORMATS.md "Nondeterministic worlds"): lines `STATE ACTION ->
 * OUTCOME…`, or a grid maze whose moves may slip.
 *
 * A plan (figure 4.11): OR-SEARCH picks an action for a state, AND-SEARCH
 * finds a plan for every outcome; a state already on the path fails.  When
 * that acyclic search finds nothing, a second search lets a branch loop back
 * to a state on its path (a label, section 4.3.3), accepted when every node
 * of the plan can still reach a goal.  It tries only the actions kept by the
 * strong-cyclic fixpoint that may lead nearer a goal, so it is complete and
 * never undoes a step (qd-search-andor-good-private.h).
 */
#pragma once

#include <glib.h>

#include "core/qd-check.h"

G_BEGIN_DECLS

#define QD_SEARCH_ANDOR_MAX_STATES  10000
#define QD_SEARCH_ANDOR_MAX_ACTIONS 64
/* Default budget of OR nodes a search may open. */
#define QD_SEARCH_ANDOR_NODE_LIMIT  2000000
/* A search that records its tree stops (STATUS_LIMIT) once the tree holds
 * this many nodes: OR nodes met on the path or at a goal, and AND nodes,
 * are not in the node budget, and a dense world makes dozens of them an OR
 * node. */
#define QD_SEARCH_ANDOR_TREE_LIMIT  1000000
/* The tree a search records for its steps as text (quandary-cli's --steps,
 * --report, --gif) stops sooner: at this many nodes (about twice as many
 * steps), so that the text stays within tens of megabytes. */
#define QD_SEARCH_ANDOR_STEPS_TREE_LIMIT 100000
/* The steps as text indent a line two blanks per level down to this many
 * levels; a deeper line is indented as at this level and begins with its
 * level in brackets ("[517] OR 3,4"), so that no line passes a few hundred
 * bytes whatever the depth. */
#define QD_SEARCH_ANDOR_STEPS_MAX_INDENT 50

typedef struct {
  guint n_states, n_actions;
  char **state_names;        /* n_states, each a word without blanks */
  char **action_names;       /* n_actions */
  guint8 *goal;              /* n_states: 1 for a goal state */
  guint start;
  guint *first;              /* n_states × n_actions + 1: offsets into outcomes */
  guint *outcomes;           /* the outcome sets, each sorted by state index */
  /* A maze world's grid (rows × cols, 0 when not a maze): the free cell of
   * each state, for drawing. */
  guint rows, cols;
  guint *cell;               /* n_states: row × cols + col; NULL when not a maze */
  guint8 *walls;             /* rows × cols: 1 for a wall; NULL when not a maze */
  gboolean vacuum;           /* a built-in vacuum world (states 1–8 of figure 4.9) */
} QdSearchAndorWorld;

typedef enum {
  QD_SEARCH_ANDOR_WORLD_ERRATIC,
  QD_SEARCH_ANDOR_WORLD_SLIPPERY,
} QdSearchAndorBuiltin;

/* A built-in world (start 1). */
QdSearchAndorWorld *qd_search_andor_world_builtin (QdSearchAndorBuiltin which);
/* "vacuum-erratic" or "vacuum-slippery" → TRUE and *which. */
gboolean            qd_search_andor_builtin_from_string (const char *name, QdSearchAndorBuiltin *which);
/* Reads a world file; errors (QD_SEARCH_ERROR) name the line. */
QdSearchAndorWorld *qd_search_andor_world_parse (const char *text, gssize length, GError **error);
void                qd_search_andor_world_free (QdSearchAndorWorld *world);
/* The world as transition lines (a maze's too: its grid is not kept), in
 * the order that keeps the actions' order; parse gives the same world back. */
char               *qd_search_andor_world_to_string (const QdSearchAndorWorld *world);
/* The state named `name`, or -1. */
gint                qd_search_andor_world_find_state (const QdSearchAndorWorld *world, const char *name);
/* The outcomes of `action` in `state`: *n of them (0: not applicable). */
const guint        *qd_search_andor_world_results (const QdSearchAndorWorld *world, guint state, guint action,
                                                   guint *n);

/* ---- Plans ----------------------------------------------------------- */

typedef enum {
  QD_SEARCH_ANDOR_PLAN_GOAL,   /* a goal state: the empty plan [] */
  QD_SEARCH_ANDOR_PLAN_ACT,    /* do `action`, then the child of the outcome met */
  QD_SEARCH_ANDOR_PLAN_LOOP,   /* go back to the node `target` (a label) */
} QdSearchAndorPlanKind;

typedef struct {
  QdSearchAndorPlanKind kind;
  guint state;
  guint action;              /* ACT */
  guint first_child;         /* ACT: into kids, one per outcome, in outcome order */
  guint target;              /* LOOP: a node index, an ancestor with the same state */
  guint label;               /* ACT: 1, 2… when a LOOP targets it (numbered as printed), else 0 */
} QdSearchAndorPlanNode;

typedef struct {
  GArray *nodes;             /* QdSearchAndorPlanNode; the root is node 0 */
  GArray *kids;              /* guint node indexes */
  gboolean cyclic;           /* holds a LOOP */
} QdSearchAndorPlan;

void  qd_search_andor_plan_free (QdSearchAndorPlan *plan);
/* The plan in the book's notation: `[Suck, if State = 5 then [Right, Suck]
 * else []]`; loops `[Suck, L1: Right, if State = 5 then L1 else [Suck]]`. */
char *qd_search_andor_plan_to_string (const QdSearchAndorWorld *world, const QdSearchAndorPlan *plan);

/* ---- The search ------------------------------------------------------ */

typedef enum {
  QD_SEARCH_ANDOR_TREE_OR,
  QD_SEARCH_ANDOR_TREE_AND,
} QdSearchAndorTreeKind;

typedef enum {
  QD_SEARCH_ANDOR_OPEN,      /* not decided yet */
  QD_SEARCH_ANDOR_SOLVED,    /* a plan was found below */
  QD_SEARCH_ANDOR_FAILED,
  QD_SEARCH_ANDOR_GOAL,      /* OR: a goal state */
  QD_SEARCH_ANDOR_ON_PATH,   /* OR: the state is on the path (fails, or a loop when cyclic) */
  QD_SEARCH_ANDOR_NO_EXIT,   /* AND, cyclic: every leaf below loops back to its state */
} QdSearchAndorResult;

/* One node of the search tree as the search met it (also the failed ones). */
typedef struct {
  QdSearchAndorTreeKind kind;
  guint state;               /* OR: its state; AND: the state acted in */
  guint action;              /* AND */
  gint parent;               /* -1 for the root */
  guint depth;               /* OR nodes from the root (the root 0) */
  guint pass;                /* 0 the acyclic search, 1 the cyclic one */
  guint open_step, close_step;
  QdSearchAndorResult result;
} QdSearchAndorTreeNode;

typedef struct {
  guint node;                /* the tree node opened or closed */
  gboolean close;            /* FALSE: opened; TRUE: its result is known */
} QdSearchAndorStep;

typedef enum {
  QD_SEARCH_ANDOR_STATUS_PLAN,
  QD_SEARCH_ANDOR_STATUS_NO_PLAN,
  QD_SEARCH_ANDOR_STATUS_LIMIT,     /* node limit, tree limit (record) or deadline */
  QD_SEARCH_ANDOR_STATUS_STOPPED,
} QdSearchAndorStatus;

typedef struct {
  guint start;
  gboolean allow_loops;      /* TRUE (default): the cyclic search when the acyclic fails */
  const gint *stop;          /* read atomically; may be NULL */
  gint64 deadline_us;        /* g_get_monotonic_time () bound, 0: none */
  guint64 node_limit;        /* OR nodes; 0: QD_SEARCH_ANDOR_NODE_LIMIT */
  gboolean record;           /* keep the tree and the steps */
  guint tree_limit;          /* record: the most tree nodes kept; 0: QD_SEARCH_ANDOR_TREE_LIMIT */
  gint64 *progress_nodes;    /* may be NULL: OR nodes so far, set atomically every 1024 */
} QdSearchAndorOptions;

typedef struct {
  QdSearchAndorStatus status;
  QdSearchAndorPlan *plan;   /* STATUS_PLAN */
  guint64 or_nodes;          /* OR nodes opened, both passes */
  GArray *tree;              /* QdSearchAndorTreeNode (record) */
  GArray *steps;             /* QdSearchAndorStep (record) */
  gboolean tree_full;        /* STATUS_LIMIT because the tree reached its limit */
} QdSearchAndorResultSet;

void qd_search_andor_options_init (QdSearchAndorOptions *options, const QdSearchAndorWorld *world);
/* Runs the search; free the result with qd_search_andor_result_clear. */
void qd_search_andor_search (const QdSearchAndorWorld *world, const QdSearchAndorOptions *options,
                             QdSearchAndorResultSet *result);
void qd_search_andor_result_clear (QdSearchAndorResultSet *result);
/* One line per step, indented by depth: "OR 1", "AND 1 Suck → {5, 7}",
 * "OR 7: goal, []", … (data/FORMATS.md); deeper than
 * QD_SEARCH_ANDOR_STEPS_MAX_INDENT levels, the level in brackets. */
char *qd_search_andor_steps_to_string (const QdSearchAndorWorld *world, const QdSearchAndorResultSet *result);
/* The text of one step (no indent); to free. */
char *qd_search_andor_step_text (const QdSearchAndorWorld *world, const QdSearchAndorResultSet *result, guint step);

/* ---- Execution ------------------------------------------------------- */

#define QD_SEARCH_ANDOR_RUN_MAX_ACTIONS 100000
/* quandary-cli's --execute N: N at most QD_SEARCH_ANDOR_EXECUTE_MAX_RUNS,
 * and the runs stop once they have taken this many actions in all. */
#define QD_SEARCH_ANDOR_EXECUTE_MAX_RUNS    10000000
#define QD_SEARCH_ANDOR_EXECUTE_MAX_ACTIONS 100000000

/* Runs `plan` once from its root: each action's outcome drawn from
 * `*rng` (core/qd-random.h); returns TRUE when a goal is reached within
 * QD_SEARCH_ANDOR_RUN_MAX_ACTIONS actions, and the actions done in *n_actions. */
gboolean qd_search_andor_execute (const QdSearchAndorWorld *world, const QdSearchAndorPlan *plan, guint64 *rng,
                                  guint *n_actions);
/* One move of a run at plan node *node (a LOOP is followed first): the
 * outcome `pick` (an index into the action's outcomes) taken; FALSE when
 * the node is a goal (nothing to do). */
gboolean qd_search_andor_plan_advance (const QdSearchAndorPlan *plan, guint *node, guint pick);
/* The ACT or GOAL node a run at `node` stands on (LOOPs followed). */
guint    qd_search_andor_plan_resolve (const QdSearchAndorPlan *plan, guint node);

/* ---- Practice (qd-search-andor-practice.c) ----------------------------- */

/* For each acting step of `plan` (kept, not copied), in the text's order:
 * which action the plan does in its state (a decision) and which states
 * that action may lead to; at the end, the goal states the plan may end
 * in.  A QdPractice (core/qd-practice.h). */
struct _QdPractice *qd_search_andor_practice_new (const QdSearchAndorWorld *world, const QdSearchAndorPlan *plan);

/* ---- Check an Answer (qd-search-andor-check.c) ------------------------- */

/* Checks a student's plan (the book's notation, blanks and line breaks
 * anywhere between words; or `no plan`) by running it from `start` on
 * every outcome: correct when each branch ends at a goal and every loop can
 * get out to one, whatever its text.  `expected`: Quandary's plan (shown
 * beside a wrong one; NULL when there is none).  WRONG names the first
 * problem: the state, the action, the outcome not handled. */
/* A plan read for checking holds at most this many items (actions, ifs,
 * jumps, ends of lists), and running it reaches at most this many pairs of
 * a step and a state; past either the answer cannot be checked (an
 * unreadable verdict naming the limit).  It is read and run without
 * recursion: any nesting within them is fine. */
#define QD_SEARCH_ANDOR_CHECK_MAX_ITEMS   2000000
#define QD_SEARCH_ANDOR_CHECK_MAX_CONFIGS 4000000
/* …and its moves from a pair to the next (an action's outcomes, an if's
 * branch), at most this many. */
#define QD_SEARCH_ANDOR_CHECK_MAX_MOVES   16000000
QdCheckResult *qd_search_andor_check_plan (const QdSearchAndorWorld *world, guint start, const char *expected,
                                           const char *text, gsize length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchAndorWorld, qd_search_andor_world_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchAndorPlan, qd_search_andor_plan_free)

G_END_DECLS
