/* qd-search-run.h — one run of a state-space search on a document, shared by
 * `quandary-cli search` and the tab: the settings (with each kind's
 * defaults), the search itself (pattern databases built first when the
 * heuristic asks for them), the replay log of what it did (readable from
 * another thread while it runs), the statuses of the places or cells at any
 * step, the command's output byte for byte and the trace.
 *
 * The replay is a log of the engine's listener events (core/qd-space.h):
 * iteration starts, expansions, generated successors with their fates, and
 * the goal.  A *step* is one of those events that a person steps through:
 * an iteration start, an expansion, or the goal (the last step of a solved
 * run).  Steps are numbered from 0 in the log; the trace numbers expansions
 * from 1 (`expand 1 Arad …`) and the goal after them.  The log keeps up to
 * QD_SEARCH_RUN_MAX_STEPS steps and QD_SEARCH_RUN_MAX_EVENTS events; past
 * either the search goes on (its counts are whole) but the log stops
 * (qd_search_run_replay_complete is then FALSE).
 *
 * data/FORMATS.md "`quandary-cli search` output" and "Search traces" give
 * the texts; docs/contracts.md "search" the command. */
#pragma once

#include <gio/gio.h>

#include "core/qd-progress.h"
#include "core/qd-search-tree.h"
#include "core/qd-space.h"
#include "problems/search/qd-search.h"

G_BEGIN_DECLS

#define QD_SEARCH_RUN_MAX_STEPS  1000000u
#define QD_SEARCH_RUN_MAX_EVENTS 8000000u

typedef struct {
  QdSpaceAlgorithm algorithm;   /* default astar */
  QdSpaceMemory memory;         /* default GRAPH; ignored for dls, iddfs, idastar */
  QdSearchHeuristic heuristic;  /* default: the kind's (route sld, maze manhattan or octile, tiles manhattan) */
  double weight;                /* wastar, >= 1; default 2 */
  guint limit;                  /* dls (required), iddfs (the last limit); G_MAXUINT none (the default) */
  guint64 max_nodes;            /* generated-node budget; 0: the engine's default (10,000,000) */
  double time_limit;            /* seconds, 0 none */
} QdSearchSettings;

/* The defaults for `doc` (NULL: a route's). */
void       qd_search_settings_init (QdSearchSettings *s, const QdSearchDoc *doc);
/* The command-line options that give these settings (for a report's
 * command): "--algorithm", NAME, "--heuristic", NAME, then --limit,
 * --weight, --tree-like, --node-limit, --time-limit when they apply and are
 * set.  NULL-terminated; g_strfreev. */
char     **qd_search_settings_args (const QdSearchSettings *s);
/* TRUE when the settings find a path of least cost whenever they find one:
 * ucs; astar and idastar with an admissible heuristic; bfs and iddfs when
 * every step costs the same (`unit_costs`). */
gboolean   qd_search_settings_optimal (const QdSearchSettings *s, const QdSearchDoc *doc);

/* One event of the replay. */
typedef enum {
  QD_SEARCH_EVENT_ITERATION,    /* an iteration starts (iddfs, idastar): `number` k from 1, `bound` */
  QD_SEARCH_EVENT_EXPAND,       /* `number`: the expansion's number from 1 */
  QD_SEARCH_EVENT_GENERATE,     /* a successor of `parent_event`'s node, with its fate */
  QD_SEARCH_EVENT_GOAL,         /* the goal node returned; `number`: expansions before it + 1 */
  /* Depth-first searches (tree-like dfs, dls, iddfs, idastar) tell a
   * successor only when they turn to it: right after an expansion the log
   * lists its successors as SUCCESSOR events (no fate yet: they wait on the
   * stack, the depth-first frontier), each told later as a GENERATE event of
   * the same serial.  Not in traces. */
  QD_SEARCH_EVENT_SUCCESSOR,
  /* rbfs: a node returns failure; `f` the value backed up into its parent
   * (∞: nothing below it reaches a goal), its successors forgotten.  A step. */
  QD_SEARCH_EVENT_BACKUP,
} QdSearchEventKind;

typedef struct {
  QdSearchEventKind kind;
  QdSpaceFate fate;             /* GENERATE */
  guint number;                 /* see the kinds */
  guint depth;
  guint64 serial;               /* the engine's node serial (the tree recorder's key) */
  gint64 parent_event;          /* the event of the node's parent (its expand or generate), -1: none */
  QdSpaceAction action;         /* how the node was reached; QD_SPACE_ACTION_NONE for the start */
  double g, h, f;               /* f as the algorithm orders (qd-space.h); ITERATION: f = bound */
  double bound;                 /* ITERATION: the depth limit or the f-bound; EXPAND (rbfs): the f-limit */
  guint side;                   /* bidirectional EXPAND, GENERATE: 0 forward, 1 backward (from the goal) */
  gboolean again;               /* rbfs: EXPAND a node expanded before at the same place of the tree,
                                 * GENERATE one generated before there (regenerated; qd-search-run-rbfs.c) */
} QdSearchEvent;

/* A step for the window: the event, and where the log stood. */
typedef struct {
  QdSearchEvent event;
  guint event_index;            /* the event in the log */
  guint n_children;             /* EXPAND, best-first: the successors told right after it */
} QdSearchStep;

/* What a place or a cell is at a step (qd_search_run_statuses). */
typedef enum {
  QD_SEARCH_CELL_UNSEEN,
  QD_SEARCH_CELL_FRONTIER,    /* generated and added, not expanded yet */
  QD_SEARCH_CELL_EXPLORED,    /* expanded (in this iteration) */
  QD_SEARCH_CELL_PATH,        /* on the path from the start to the current node */
  QD_SEARCH_CELL_CURRENT,     /* the node of the step */
} QdSearchCellStatus;

typedef struct _QdSearchRun QdSearchRun;

/* A run of `s` on a copy of `doc`; nothing is searched yet. */
QdSearchRun  *qd_search_run_new      (const QdSearchDoc *doc, const QdSearchSettings *s);
void          qd_search_run_free     (QdSearchRun *run);
const QdSearchDoc      *qd_search_run_doc      (const QdSearchRun *run);
const QdSearchSettings *qd_search_run_settings (const QdSearchRun *run);
/* Whether the algorithm orders its nodes by h (greedy, A*, weighted A*,
 * IDA*, RBFS, bidirectional A*): the others ignore the heuristic. */
gboolean qd_search_algorithm_uses_heuristic (QdSpaceAlgorithm algorithm);
/* Whether the replay is kept (default TRUE); the CLI turns it off when
 * nothing reads it.  Before solve. */
void          qd_search_run_set_replay (QdSearchRun *run, gboolean keep);
/* Searches (once per run).  For the `pdb` heuristic the pattern databases
 * are built or loaded first (progress counts their states).  `stop` (read
 * atomically), `progress` and `tree` (kind STATE, unbound: the search is
 * recorded into it by core/qd-space-tree.h and finished) may be NULL.  An error (and QD_SPACE_STOPPED) when the
 * heuristic does not fit the document or the build was stopped; the other
 * statuses are the engine's. */
QdSpaceStatus qd_search_run_solve    (QdSearchRun *run, const gint *stop, QdProgress *progress,
                                      QdSearchTree *tree, GError **error);
/* After solve: the engine's result (path, counts), or NULL before. */
const QdSpaceResult *qd_search_run_result (const QdSearchRun *run);
/* Microseconds spent building or loading pattern databases (0: none). */
gint64        qd_search_run_pdb_time_us (const QdSearchRun *run);

/* --- The replay, readable from any thread while the run goes on --- */

guint         qd_search_run_n_steps    (const QdSearchRun *run);
guint         qd_search_run_n_events   (const QdSearchRun *run);
/* FALSE when the log stopped at its caps (the counts go on). */
gboolean      qd_search_run_replay_complete (const QdSearchRun *run);
void          qd_search_run_step       (const QdSearchRun *run, guint step, QdSearchStep *out);
void          qd_search_run_event      (const QdSearchRun *run, guint event, QdSearchEvent *out);
/* The state bytes of an event's node (space's state_size), valid as long as
 * the run. */
gconstpointer qd_search_run_event_state (const QdSearchRun *run, guint event);
/* The place (route) or cell (maze) of an event's node; G_MAXUINT for tiles. */
guint         qd_search_run_event_cell (const QdSearchRun *run, guint event);
/* The step's event whose node is the step's (iteration: the start). */
guint         qd_search_run_step_event (const QdSearchRun *run, guint step);
/* The number of places (route) or cells (maze: rows × cols) the statuses
 * cover; 0 for tiles. */
guint         qd_search_run_n_cells    (const QdSearchRun *run);
/* `status` (n_cells bytes, QdSearchCellStatus) as they stand at `step`
 * (G_MAXUINT: the last step): the current iteration's events replayed
 * up to and including the step. */
void          qd_search_run_statuses   (const QdSearchRun *run, guint step, guint8 *status);
/* rbfs: what became of the nodes at each place or cell (n_cells bytes,
 * QdSearchRbfsMark) up to `step` (G_MAXUINT: the last): FORGOTTEN where a
 * successor was dropped when its parent backed up its value (and not
 * generated again since), REGENERATED where a node was generated or
 * expanded again at the same place of the tree.  Other algorithms: NONE. */
typedef enum { QD_SEARCH_RBFS_NONE, QD_SEARCH_RBFS_FORGOTTEN, QD_SEARCH_RBFS_REGENERATED } QdSearchRbfsMark;
void          qd_search_run_rbfs_marks (const QdSearchRun *run, guint step, guint8 *marks);
/* Up to `max` events of the nodes on the frontier at `step`, in the order
 * the algorithm would take them (best-first: by its keys and the tie rule;
 * bfs: first in; depth-first: the next turned to first); the number put. */
guint         qd_search_run_frontier_at (const QdSearchRun *run, guint step, guint *events, guint max);
/* Bidirectional runs (qd-search-run-bidir.c): `sides` (n_cells bytes) as
 * they stand at `step`: bit 1 reached forward (from the start), bit 2
 * reached backward (from the goal); *meet the cell both reached with the
 * least g_forward + g_backward (G_MAXUINT: none yet) and *meet_cost that sum
 * (may be NULL). */
gboolean      qd_search_run_is_bidirectional (const QdSearchRun *run);
void          qd_search_run_sides (const QdSearchRun *run, guint step, guint8 *sides, guint *meet,
                                   double *meet_cost);
/* The tree node of a step, -1 when there is none: an expansion's node in the
 * tree solve recorded (core/qd-space-tree.h; a best-first search's tree
 * exists once solve returns, a depth-first one's as it goes), else through
 * the map; iteration starts and the goal step have none. */
gint32        qd_search_run_step_node  (const QdSearchRun *run, guint step);
/* A step's line for the window's list: "3. expand Rimnicu Vilcea · f 413". */
char         *qd_search_run_step_text  (const QdSearchRun *run, guint step);

/* --- Outputs --- */

/* The command's stdout byte for byte (data/FORMATS.md): the path lines then
 * `cost`, `expanded`, `generated`; or `no solution` / `cutoff` / `stopped`
 * then the counts.  Without --stats's lines. */
char         *qd_search_run_output     (const QdSearchRun *run);
/* --stats's lines: repeated, frontier-max, depth, iterations (iterative
 * searches), time-ms. */
char         *qd_search_run_stats_text (const QdSearchRun *run);
/* The path lines only (the route's places, the maze's cells, the blank's
 * moves), each ending in "\n"; "" without a path. */
char         *qd_search_run_path_text  (const QdSearchRun *run);
char         *qd_search_run_trace      (const QdSearchRun *run, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchRun, qd_search_run_free)

G_END_DECLS
