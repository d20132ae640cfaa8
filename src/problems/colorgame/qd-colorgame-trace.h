/* qd-colorgame-trace.h — the alpha-beta search of the map-colouring game,
 * written as the statement's trace and recorded for the game-tree view.
 *
 * The trace (the course's output file, docs/contracts.md): one line
 * `NODE, COLOUR, DEPTH, VALUE, ALPHA, BETA` when a node is entered (VALUE
 * -inf for MAX, inf for MIN) and again after each child returns; a leaf is
 * one line with its value; on a cut-off the line shows alpha/beta before the
 * update.  The last line is `NODE, COLOUR, VALUE` of the best root move, the
 * first of equals (`None, None, VALUE` when the root has no move).  No
 * newline after the last line. */
#pragma once

#include "qd-colorgame.h"
#include "problems/qd-tree-search.h"
#include "core/qd-search-tree.h"

G_BEGIN_DECLS

typedef struct {
  QdPlayer to_move;          /* at the root; the exact output: QD_PLAYER_MAX */
  guint depth;               /* plies below the root */
  gboolean arc_consistency;  /* off for the exact output */
  const gint *stop;          /* optional stop flag */
  gint64 *progress_nodes;    /* optional: nodes so far, updated atomically */
  guint64 max_nodes;         /* stop once this many nodes were entered (0: no limit) */
  GString *trace;            /* the trace is appended here (or a buffer of the write function's) */
  /* Optional: called on the searching thread after each line is appended
   * (to show the trace while it grows). */
  void (*traced) (gpointer user_data, const GString *trace);
  gpointer user_data;
  /* Optional: the trace streamed out as the search goes.  The text is
   * handed over in pieces of about QD_COLORGAME_WRITE_CHUNK bytes and at
   * the end, and `trace` (NULL: a buffer of the search's own) is emptied
   * after each piece, so a search of any size takes no more memory.  FALSE
   * (the write failed) stops the search.  `traced` then sees the unwritten
   * rest only. */
  gboolean (*write) (gpointer write_data, const char *text, gsize length);
  gpointer write_data;
  /* Optional: an unbound game tree the search records into (issue 16's
   * explorer), its moves named by qd_colorgame_move_text after `names` (a
   * game with the same map and colours that outlives the tree; NULL: the
   * searched game). */
  QdSearchTree *tree;
  const QdColorgame *names;
  /* Optional: one QdColorgameEvent appended per trace line (the best-move
   * line aside), for explaining the trace (qd-colorgame-check.h). */
  GArray *events;
} QdColorgameSearchOptions;

#define QD_COLORGAME_WRITE_CHUNK 65536

typedef enum {
  QD_COLORGAME_EVENT_ENTER,
  QD_COLORGAME_EVENT_LEAF,
  QD_COLORGAME_EVENT_UPDATE,
  QD_COLORGAME_EVENT_LEAVE,
} QdColorgameEventKind;

typedef struct {
  guint8 kind;
  guint8 color;
  guint8 cutoff;           /* UPDATE: the value reached alpha or beta, the rest is pruned */
  guint16 node;
  guint depth;
  double value;
  double alpha;
  double beta;
} QdColorgameEvent;

typedef enum {
  QD_COLORGAME_SEARCH_DONE,       /* the whole search: the trace ends with the best move */
  QD_COLORGAME_SEARCH_STOPPED,    /* the stop flag */
  QD_COLORGAME_SEARCH_NODE_LIMIT, /* max_nodes nodes were entered */
  QD_COLORGAME_SEARCH_WRITE_FAILED,
} QdColorgameSearchEnd;

typedef struct {
  QdGameSearchResult result;     /* value, best_move (QD_MOVE_NONE: none), nodes… */
  QdColorgameSearchEnd end;  /* why it ended; not DONE: result.status is STOPPED */
  guint64 lines;             /* trace lines, the best-move line included */
  QdPlayer root_player;      /* who moved at the root */
} QdColorgameAnalysis;

void   qd_colorgame_search_options_init (QdColorgameSearchOptions *options, const QdColorgame *game);
/* Searches the game's position and writes the trace into options->trace
 * (or through options->write).  A search cut short (end not DONE) ends its
 * trace with the last line it reached, without a best-move line. */
QdColorgameAnalysis *qd_colorgame_search (const QdColorgame *game, const QdColorgameSearchOptions *options);
/* A move's label for a search tree (QdSearchTreeMoveText, `data` the
 * QdColorgame): "NSW B", the node and the colour as the trace names them. */
void   qd_colorgame_move_text (gpointer data, const QdSearchTree *tree, guint id, QdPlayer mover, QdMove move,
                               GString *out);
void   qd_colorgame_analysis_free (QdColorgameAnalysis *analysis);

/* The statement's output for the file as it is: player 1 to move, the
 * file's depth, no arc consistency. */
char  *qd_colorgame_trace (const QdColorgame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdColorgameAnalysis, qd_colorgame_analysis_free)

G_END_DECLS
