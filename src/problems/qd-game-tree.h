/* qd-game-tree.h — an explicit game tree: the model, its text format, edits.
 *
 * Format (data/FORMATS.md): nested lists of numbers, `[[3, 12, 8], [2, 4, 6]]`;
 * a node may carry a label, `A:[B:3, C:[4, 5]]`; `#` starts a comment that runs
 * to the end of the line; white space and line breaks are free.  The root is
 * MAX and the levels alternate; leaves may sit at any depth.  A chance node
 * is a list after `?`, each child after its probability and a colon:
 * `?[1/6: 3, 5/6: [4, 5]]`; chance levels do not count in the alternation
 * (MAX, chance, MIN, chance, MAX…).
 */
#pragma once

#include <glib.h>
#include "core/qd-game.h"
#include "core/qd-search-tree.h"

G_BEGIN_DECLS

#define QD_GAME_TREE_ERROR (qd_game_tree_error_quark ())
GQuark qd_game_tree_error_quark (void);

typedef enum {
  QD_GAME_TREE_ERROR_SYNTAX,
  QD_GAME_TREE_ERROR_TOO_LARGE,
  QD_GAME_TREE_ERROR_ENCODING,
  QD_GAME_TREE_ERROR_PROBABILITY,   /* a chance node's probabilities do not sum to 1 */
} QdGameTreeError;

#define QD_GAME_TREE_MAX_DEPTH 256
#define QD_GAME_TREE_MAX_NODES 1000000

typedef struct _QdTreeNode QdTreeNode;

struct _QdTreeNode {
  QdTreeNode *parent;
  GPtrArray  *children;   /* of QdTreeNode*; empty for a leaf */
  char       *label;      /* NULL when unlabelled */
  double      value;      /* a leaf's value; ignored for inner nodes */
  guint       index;      /* preorder index (qd_game_tree_reindex) */
  guint       depth;      /* 0 at the root */
  guint       child_index;/* position among the parent's children */
  gboolean    chance;     /* a chance node (only meaningful with children) */
  double      probability;/* the edge from a chance parent: its probability */
  char       *probability_text; /* as written ("1/3"), or NULL: the number */
  QdPlayer    player;     /* MAX, MIN or CHANCE (qd_game_tree_reindex) */
};

typedef struct {
  QdTreeNode *root;
  GPtrArray  *nodes;      /* preorder view of every node, borrowed pointers */
} QdGameTree;

QdGameTree *qd_game_tree_new          (void);            /* a single leaf, value 0 */
QdGameTree *qd_game_tree_parse        (const char *text, gssize length, GError **error);
QdGameTree *qd_game_tree_copy         (const QdGameTree *tree);
void        qd_game_tree_free         (QdGameTree *tree);
char       *qd_game_tree_to_string    (const QdGameTree *tree);  /* one line, newline-terminated */

guint       qd_game_tree_n_nodes      (const QdGameTree *tree);
QdTreeNode *qd_game_tree_get_node     (const QdGameTree *tree, guint index);
guint       qd_game_tree_height       (const QdGameTree *tree);  /* deepest depth */
guint       qd_game_tree_n_leaves     (const QdGameTree *tree);

gboolean    qd_tree_node_is_leaf      (const QdTreeNode *node);
/* MAX, MIN, or CHANCE for a chance node with children.  Decision levels
 * alternate from a MAX root; a chance node passes the turn on unchanged. */
QdPlayer    qd_tree_node_player       (const QdTreeNode *node);
gboolean    qd_tree_node_is_chance    (const QdTreeNode *node);
/* A child of a chance node: the probability on its edge. */
gboolean    qd_tree_node_has_probability (const QdTreeNode *node);
/* The probability as written ("1/3") or formatted; newly allocated. */
char       *qd_tree_node_probability_text (const QdTreeNode *node);
/* The first chance node (preorder) or NULL. */
const QdTreeNode *qd_game_tree_first_chance (const QdGameTree *tree);
char       *qd_tree_node_path         (const QdTreeNode *node);  /* "r", "r.0.2" */
/* The label if any, else the path. */
char       *qd_tree_node_name         (const QdTreeNode *node);

/* Edits; each keeps the preorder index up to date.  They return FALSE and set
 * `error` when the edit would break a limit. */
QdTreeNode *qd_game_tree_add_child    (QdGameTree *tree, QdTreeNode *parent, double value, GError **error);
void        qd_game_tree_remove       (QdGameTree *tree, QdTreeNode *node);  /* not the root */
void        qd_game_tree_set_value    (QdGameTree *tree, QdTreeNode *node, double value);
void        qd_game_tree_set_label    (QdGameTree *tree, QdTreeNode *node, const char *label);
gboolean    qd_game_tree_label_is_valid (const char *label);
/* Makes `node` (with children) a chance node, its outcomes equally likely,
 * or a decision node again. */
void        qd_game_tree_set_chance   (QdGameTree *tree, QdTreeNode *node, gboolean chance);
/* "0.25", ".5", "1/4", "1": a probability; FALSE when `text` is none. */
gboolean    qd_game_tree_parse_probability (const char *text, double *probability);
void        qd_game_tree_set_probability (QdGameTree *tree, QdTreeNode *node, double probability,
                                          const char *text);
/* FALSE (and `error`) when a chance node's probabilities do not sum to 1
 * within 1e-6: the node named by its path. */
gboolean    qd_game_tree_check_probabilities (const QdGameTree *tree, GError **error);
void        qd_game_tree_reindex      (QdGameTree *tree);

/* The tree as a game for the search engine: a position is a guint32 preorder
 * index, and so is a move (the child it leads to).  `game` must not outlive
 * `tree`. */
void        qd_game_tree_as_game      (const QdGameTree *tree, QdGame *game);
/* A move's name for a search tree's labels (QdSearchTreeMoveText, `data`
 * the QdGameTree): the node's label, else its path ("r.0.2"). */
void        qd_game_tree_move_text    (gpointer data, const QdSearchTree *search, guint node, QdPlayer mover, QdMove move,
                                       GString *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGameTree, qd_game_tree_free)

G_END_DECLS
