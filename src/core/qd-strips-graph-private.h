/* qd-strips-graph-private.h — what the planning graph's files share
 * (qd-strips-graph.c: the graph and its queries; -expand.c: its levels and
 * mutexes; -extract.c: GRAPHPLAN; -text.c: the text form). */
#pragma once

#include "qd-strips-graph.h"

G_BEGIN_DECLS

/* A run of QdStripsGraph.pool. */
typedef struct {
  guint32 first, n;
} GraphRun;

/* The counts of one level. */
typedef struct {
  guint n_literals, n_literal_mutexes;
  guint n_actions, n_action_mutexes;   /* of A_i (0 while not built) */
} GraphLevel;

struct _QdStripsGraph {
  const QdStrips *strips;
  QdStripsGraphLimits limits;
  guint n_literals, n_ops, n_actions;
  GArray *pool;            /* guint32: literals of pre/eff, actions of achievers */
  gpointer block;          /* one allocation: the runs, the first levels, the mutexes */
  GraphRun *pre, *eff;     /* each action's literals, n_actions */
  GraphRun *achievers;     /* the actions with a literal among their effects, n_literals */
  guint *literal_level;    /* the first level of each literal, INFINITE */
  guint *action_level;     /* the first level of each action, INFINITE */
  /* Mutexes: for each pair, 1 + the last level where it is mutex, 0 if
   * never (mutexes only go as levels grow: Blum & Furst's lemma).  Pairs
   * a > b at a (a - 1) / 2 + b. */
  guint16 *literal_mutex, *action_mutex;
  GArray *levels;          /* GraphLevel, one per literal level built */
  guint level_off;         /* INFINITE until it levels off */
  guint ticks;             /* steps since the last stop check */
};

static inline gsize
graph_pair (guint a, guint b)
{
  guint hi = MAX (a, b), lo = MIN (a, b);
  return (gsize) hi * (hi - 1) / 2 + lo;
}

/* The level a query at `level` reads: past the level-off, the level-off. */
static inline guint
graph_clamp (const QdStripsGraph *g, guint level)
{
  return MIN (level, g->level_off);
}

static inline gboolean
graph_literals_mutex (const QdStripsGraph *g, guint level, guint a, guint b)
{
  return a != b && g->literal_mutex[graph_pair (a, b)] > graph_clamp (g, level);
}

static inline gboolean
graph_actions_mutex (const QdStripsGraph *g, guint level, guint a, guint b)
{
  return a != b && g->action_mutex[graph_pair (a, b)] > graph_clamp (g, level);
}

static inline const guint32 *
graph_run (const QdStripsGraph *g, GraphRun run)
{
  return &g_array_index (g->pool, guint32, run.first);
}

/* Whether the stop flag is set or the deadline passed (checked every 1,024
 * calls unless `now`); sets the error. */
gboolean qd_strips_graph_stopped (QdStripsGraph *g, gboolean now, GError **error);
/* Static kinds (inconsistent effects, interference) of two actions. */
QdStripsGraphMutex qd_strips_graph_static_mutex (const QdStripsGraph *g, guint a, guint b);

/* Whether every literal is in S_level, pairwise not mutex. */
gboolean qd_strips_graph_level_holds (const QdStripsGraph *g, guint level, const guint *literals, guint n);
/* Sorts guint32 values (qsort). */
gint qd_strips_graph_compare (gconstpointer a, gconstpointer b);

G_END_DECLS
