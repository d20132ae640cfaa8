/* qd-search-tree-private.h — the recorder's storage, shared by its files
 * (qd-search-tree.c records, qd-search-tree-text.c writes). */
#pragma once

#include "qd-search-tree.h"

/* A chained listener's call of the next one (qd_search_tree_csp_chain,
 * qd_search_tree_game_chain). */
#define CHAIN_NEXT(chain, event, ...) \
  G_STMT_START { \
    if ((chain)->listener != NULL && (chain)->listener->event != NULL) \
      (chain)->listener->event ((chain)->listener_data, __VA_ARGS__); \
  } G_STMT_END

#define CHUNK_BITS 16
#define CHUNK_SIZE (1u << CHUNK_BITS)
#define CHUNK_MASK (CHUNK_SIZE - 1)

struct _QdSearchTree {
  gint ref_count;
  QdSearchTreeKind kind;
  const QdCsp *csp;
  const QdGame *game;
  gboolean owns_csp;
  gboolean game_bound;          /* the game is the search's: forgotten at finish */
  guint horizon_from;           /* game: a leaf this deep may be a horizon (shallower: terminal) */
  QdSearchTreeMoveText move_text;
  gpointer move_text_data;
  GDestroyNotify move_text_destroy;

  guint budget;
  QdSearchNode **chunks;        /* budget / CHUNK_SIZE + 1 slots, filled as needed */
  guint n_nodes;                /* published: read and written atomically */
  guint64 n_dropped;
  gint finished;

  /* The current path, by depth: the node there (NONE when it was dropped),
   * the deepest stored node at or above it, the last node stored at that
   * depth (to link siblings in O(1): in preorder the previous child of a
   * parent is the last node created at the child's depth). */
  guint max_depth;
  guint32 *stack;
  guint32 *anchor;
  guint32 *last;
  guint cur_depth;

  /* CSP: the pruned (var, value) pairs of every node, in chunks of pairs. */
  guint32 **prune_chunks;
  guint64 prune_budget;
  guint64 n_prunes;
  gboolean prunes_truncated;

  /* State spaces: f = g + state_weight × h in labels. */
  double state_weight;
  /* RBFS's values by node, in chunks like the nodes', allocated on first use. */
  QdSearchTreeRbfsValues **rbfs_chunks;

  /* A snapshot of a Monte Carlo tree search (qd-search-tree-mcts.c). */
  gboolean mcts;
  gboolean duct;                /* and of decoupled UCT (qd-search-tree-duct.c) */

  /* Game: the moves of the inner node at each depth (the searcher's buffers). */
  const QdMove **moves_at;
  guint *n_moves_at;
};

static inline QdSearchNode *
node_at (const QdSearchTree *tree, guint id)
{
  return &tree->chunks[id >> CHUNK_BITS][id & CHUNK_MASK];
}

static inline guint32 *
prune_at (const QdSearchTree *tree, guint64 k)
{
  return &tree->prune_chunks[k >> CHUNK_BITS][2 * (k & CHUNK_MASK)];
}

static inline void
set_status (QdSearchNode *node, QdSearchNodeStatus status)
{
  __atomic_store_n (&node->status, (guint8) status, __ATOMIC_RELAXED);
}

static inline void
add_flags (QdSearchNode *node, guint flags)
{
  __atomic_store_n (&node->flags, (guint16) (node->flags | flags), __ATOMIC_RELAXED);
}

/* The path stacks for a search at most `max_depth` deep (once). */
void    qd_search_tree_bind_depth (QdSearchTree *tree, guint max_depth);
/* A new node at `depth` under the node on the current path at depth - 1;
 * NONE when it is dropped (full, or under a dropped node). */
guint32 qd_search_tree_add_node (QdSearchTree *tree, guint depth, guint32 a, guint32 b,
                                 QdSearchNodeStatus status);
/* qd-search-tree-text.c: the name of the move that led to game node `id`. */
void    qd_search_tree_move_label (const QdSearchTree *tree, guint id, const QdSearchNode *node, GString *out);
/* qd-search-tree-mcts.c: an MCTS node's label after its move. */
void    qd_search_tree_mcts_label (const QdSearchTree *tree, const QdSearchNode *node, GString *out);
/* qd-search-tree-state.c: a state-space node's label. */
void    qd_search_tree_state_label (const QdSearchTree *tree, guint id, const QdSearchNode *node,
                                    GString *out);
