/* qd-space-private.h — the state-space engine's insides, shared by its files:
 * the run, the node table of the best-first searches (chunks of 65,536
 * records that never move), the reached set (open addressing), the heap, the
 * stack and the per-ply slots of the depth-first searches.  Nothing here
 * allocates per node: the tables grow by chunks or by doubling. */
#pragma once

#include "qd-poll.h"
#include "qd-space.h"

G_BEGIN_DECLS

#define QD_SPACE_CHUNK_BITS 16
#define QD_SPACE_CHUNK_SIZE (1u << QD_SPACE_CHUNK_BITS)
#define QD_SPACE_CHUNK_MASK (QD_SPACE_CHUNK_SIZE - 1)
#define QD_SPACE_POLL_INTERVAL 4096
#define QD_SPACE_INDEX_NONE G_MAXUINT32

/* ---- best-first: node records, each followed by its state's bytes ---- */

enum {
  QD_SPACE_RECORD_SUPERSEDED = 1 << 0,  /* its state was reached again at a lower g */
};

typedef struct {
  guint64 serial;
  double g, h;
  guint32 parent;          /* record index; QD_SPACE_INDEX_NONE for the start */
  QdSpaceAction action;
  guint32 depth;
  guint32 flags;
} QdSpaceRecord;

typedef struct {
  guint8 **chunks;
  guint n_chunks, chunks_cap;
  gsize record_size;       /* sizeof (QdSpaceRecord) + the state, rounded to 8 */
  guint32 n;
} QdSpaceNodes;

void     qd_space_nodes_init  (QdSpaceNodes *t, guint state_size);
void     qd_space_nodes_clear (QdSpaceNodes *t);
/* A new record at index t->n (uninitialised); returns its index. */
guint32  qd_space_nodes_add   (QdSpaceNodes *t);

static inline QdSpaceRecord *
qd_space_nodes_at (const QdSpaceNodes *t, guint32 i)
{
  return (QdSpaceRecord *) (t->chunks[i >> QD_SPACE_CHUNK_BITS] + (gsize) (i & QD_SPACE_CHUNK_MASK) * t->record_size);
}

static inline guint8 *
qd_space_record_state (QdSpaceRecord *r)
{
  return (guint8 *) (r + 1);
}

/* ---- the reached set: record indexes keyed by their states ---- */

typedef struct {
  guint64 *slots;          /* 0 empty, else (tag << 32) | (index + 1) */
  guint64 mask;            /* capacity - 1 (a power of two) */
  guint64 count;
  guint state_size;
} QdSpaceReached;

guint64  qd_space_hash (gconstpointer state, guint size);
void     qd_space_reached_init  (QdSpaceReached *r, guint state_size, guint64 expected);
void     qd_space_reached_clear (QdSpaceReached *r);
/* The slot of `state`: one holding it, or the empty slot where it goes. */
guint64 *qd_space_reached_slot  (QdSpaceReached *r, const QdSpaceNodes *t, gconstpointer state, guint64 hash);
/* Fills the empty `slot` with `index` (may grow the table: slot is then stale). */
void     qd_space_reached_fill  (QdSpaceReached *r, const QdSpaceNodes *t, guint64 *slot, guint64 hash, guint32 index);
/* Graph search's test of a successor reached at `g`: REPEATED when its
 * state was reached before at no higher g (INFINITY: whatever g), else
 * BETTER (the old record is flagged SUPERSEDED) or ADDED; *slot and *hash
 * for qd_space_reached_admit once the new record is made. */
QdSpaceFate qd_space_reached_test (QdSpaceReached *r, const QdSpaceNodes *t, gconstpointer state, double g,
                                   guint64 **slot, guint64 *hash);
/* Puts the new record `index` in the slot qd_space_reached_test gave. */
void     qd_space_reached_admit (QdSpaceReached *r, const QdSpaceNodes *t, QdSpaceFate fate, guint64 *slot,
                                 guint64 hash, guint32 index);

static inline guint32
qd_space_slot_index (guint64 slot)
{
  return (guint32) (slot & G_MAXUINT32) - 1;
}

static inline void
qd_space_slot_set_index (guint64 *slot, guint32 index)
{
  *slot = (*slot & ~(guint64) G_MAXUINT32) | (guint64) (index + 1);
}

/* ---- the heap, ordered by (key1, key2, index): index order is serial order ---- */

typedef struct {
  double key1, key2;
  guint32 index;
  guint32 unused;
} QdSpaceHeapItem;

typedef struct {
  QdSpaceHeapItem *items;
  gsize n, cap;
} QdSpaceHeap;

static inline gboolean
qd_space_heap_less (const QdSpaceHeapItem *a, const QdSpaceHeapItem *b)
{
  if (a->key1 != b->key1)
    return a->key1 < b->key1;
  if (a->key2 != b->key2)
    return a->key2 < b->key2;
  return a->index < b->index;
}

void qd_space_heap_push  (QdSpaceHeap *h, double key1, double key2, guint32 index);
/* The least item (the heap must not be empty). */
QdSpaceHeapItem qd_space_heap_pop (QdSpaceHeap *h);
/* Up to `max` items in the order pops would give them, the heap unchanged,
 * each passing `keep` (when not NULL).  Walks the heap from its root with a
 * second, small heap: O(max log max) for a listener, whatever the size. */
guint qd_space_heap_best (const QdSpaceHeap *h, guint max, QdSpaceHeapItem *out,
                          gboolean (*keep) (gpointer data, guint32 index), gpointer data);

/* ---- a vector of record indexes (dfs's LIFO frontier) ---- */

typedef struct {
  guint32 *items;
  gsize n, cap;
} QdSpaceStack;

void qd_space_stack_push (QdSpaceStack *s, guint32 index);

/* ---- one node's successors, as the domain wrote them ---- */

typedef struct {
  QdSpaceStep *steps;
  guint8 *children;        /* their states, state_size bytes each */
  guint cap;               /* room for: max_steps (expand), or grown by doubling (expand_batch) */
} QdSpaceSuccessors;

/* What qd_space_run_expand returns when a stop came in the middle. */
#define QD_SPACE_EXPAND_STOPPED G_MAXUINT

/* ---- depth-first: one slot per ply ---- */

typedef struct {
  const guint8 *state;     /* the node at this ply (in the slot above's children, or the start) */
  QdSpaceSuccessors succ;  /* its successors (allocated when the ply is first expanded) */
  double g, h;
  guint64 serial;
  guint64 first_child;     /* the serial of its successor 0 */
  QdSpaceAction action;
  guint n, next;           /* successors, and the next one to turn to */
} QdSpacePly;

/* ---- the run ---- */

struct _QdSpaceRun {
  const QdSpace *space;
  const QdSpaceOptions *options;
  QdSpaceResult *result;
  QdSpaceAlgorithm algorithm;
  gboolean tree_like;
  gboolean prune_inverse;      /* what expand is told */
  gboolean check_path;         /* CYCLES_PATH: compare a child with its path */
  gboolean check_grandparent;  /* CYCLES_PARENT without has_inverse */
  double weight;
  guint64 max_nodes;
  QdPoll poll;                 /* expansions between polls: 1 at first, then up to QD_SPACE_POLL_INTERVAL (qd-poll.h) */
  QdPoll batch;                /* expand_batch: successors between polls, 1 to QD_SPACE_BATCH */
  gint64 start_us;
  const QdSpaceListener *listener;
  gpointer listener_data;

  /* best-first */
  QdSpaceNodes nodes;
  QdSpaceReached reached;
  QdSpaceHeap heap;
  QdSpaceStack stack;
  guint32 fifo_head;           /* bfs: the frontier is the records fifo_head … nodes.n - 1 */
  QdSpaceSuccessors succ;      /* one expansion's successors */
  guint64 succ_bytes;          /* the successors' buffers of the run (best-first's, or every ply's) */

  /* depth-first */
  QdSpacePly *plies;
  guint n_plies;               /* slots reserved (1,024 at a time) */
  guint depth;                 /* the ply being worked on */
  guint64 frontier;            /* successors generated and not turned to */
  guint64 next_serial;

  /* bidirectional (qd-space-bidir.c) */
  struct _QdSpaceBidir *bidir;
  guint side;                  /* the side of the node being told */
  /* rbfs: its frames (qd-space-rbfs.c) */
  gpointer rbfs;
};

/* Before every expansion: the node budget; every 4,096 (fewer when
 * expansions are slow, so that a poll comes every 5 to 20 ms): the flag, the
 * clock and the progress block.  TRUE: stop (result->stop_reason set). */
gboolean qd_space_run_poll (QdSpaceRun *run);

static inline gboolean
qd_space_run_should_stop (QdSpaceRun *run)
{
  if (G_UNLIKELY (run->result->generated >= run->max_nodes))
    {
      run->result->stop_reason = QD_SPACE_STOP_NODES;
      return TRUE;
    }
  if (qd_poll_step (&run->poll))
    return qd_space_run_poll (run);
  return FALSE;
}

static inline void
qd_space_run_count_frontier (QdSpaceRun *run, guint64 size)
{
  if (size > run->result->frontier_max)
    run->result->frontier_max = size;
}

/* The successors of `state` into `succ` (grown as needed, max_bytes
 * checked first): the domain's expand, or its expand_start and then
 * expand_batch a batch at a time, with the stop flag and the clock read
 * between batches.  Returns their number, or QD_SPACE_EXPAND_STOPPED
 * (result->stop_reason set) when a stop came or max_bytes would pass. */
guint  qd_space_run_expand (QdSpaceRun *run, gconstpointer state, double h, QdSpaceAction previous,
                            gboolean prune_inverse, QdSpaceSuccessors *succ);
void   qd_space_successors_clear (QdSpaceSuccessors *succ);

/* The listener's f for a node of the run's algorithm. */
double qd_space_run_f (const QdSpaceRun *run, guint depth, double g, double h);
/* A record of `t` as the listener sees it. */
void   qd_space_record_node (const QdSpaceRun *run, const QdSpaceNodes *t, guint32 index, QdSpaceNode *node);
/* Tells the listener's generate (when it has one) of the successor `state`
 * of `parent` by `step`, its h `h`. */
void   qd_space_tell_generate (const QdSpaceRun *run, const QdSpaceRecord *parent, const QdSpaceStep *step, double h,
                               guint64 serial, gconstpointer state, QdSpaceFate fate);
/* Up to `max` nodes of a best-first frontier (`heap` over the records of
 * `t`, superseded ones skipped) in the order they would be expanded. */
guint  qd_space_heap_frontier (const QdSpaceRun *run, const QdSpaceNodes *t, const QdSpaceHeap *heap,
                               QdSpaceNode *nodes, guint max);
/* A new record of `t`: the root (parent QD_SPACE_INDEX_NONE, g 0) or the
 * successor of record `parent` by `step`, with h `h`; returns its index. */
guint32 qd_space_nodes_add_record (QdSpaceNodes *t, guint32 parent, const QdSpaceStep *step, double h,
                                   guint64 serial, gconstpointer state, guint state_size);

/* The result's path from `n_steps` actions and n_steps + 1 states (copied). */
void qd_space_result_set_path (QdSpaceResult *result, guint state_size, guint n_steps);

QdSpaceStatus qd_space_best_search  (QdSpaceRun *run, gconstpointer start);
/* A record of the run's node table: the root (its h from the domain's
 * heuristic) or the successor of `parent` by `step` (its h the step's). */
guint32       qd_space_best_add_record (QdSpaceRun *run, guint32 parent, const QdSpaceStep *step, guint64 serial,
                                        gconstpointer state);
/* The run's result: the path to record `goal` (the listener told its goal). */
QdSpaceStatus qd_space_best_solved (QdSpaceRun *run, guint32 goal);
/* Enforced hill climbing (qd-space-ehc.c), on the best-first node table
 * (frontier and clean-up as bfs's). */
QdSpaceStatus qd_space_ehc_search  (QdSpaceRun *run, gconstpointer start);
QdSpaceStatus qd_space_bidir_search (QdSpaceRun *run, gconstpointer start);
guint         qd_space_bidir_frontier (const QdSpaceRun *run, QdSpaceNode *nodes, guint max);
guint64       qd_space_bidir_frontier_size (const QdSpaceRun *run);
void          qd_space_bidir_free (QdSpaceRun *run);
QdSpaceStatus qd_space_depth_search (QdSpaceRun *run, gconstpointer start);
guint         qd_space_best_frontier  (const QdSpaceRun *run, QdSpaceNode *nodes, guint max);
guint         qd_space_depth_frontier (const QdSpaceRun *run, QdSpaceNode *nodes, guint max);
guint64       qd_space_best_frontier_size (const QdSpaceRun *run);
void          qd_space_best_free  (QdSpaceRun *run);
void          qd_space_depth_free (QdSpaceRun *run);
QdSpaceStatus qd_space_rbfs_search  (QdSpaceRun *run, gconstpointer start);
guint         qd_space_rbfs_frontier (const QdSpaceRun *run, QdSpaceNode *nodes, guint max);
void          qd_space_rbfs_free    (QdSpaceRun *run);

G_END_DECLS
