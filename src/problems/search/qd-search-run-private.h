/* qd-search-run-private.h — the run's insides, for qd-search-run*.c and
 * qd-search-check.c. */
#pragma once

#include "core/qd-space-tree.h"
#include "qd-search-run.h"

G_BEGIN_DECLS

/* Small enough that a short run (a worksheet's, a person's route) allocates
 * little: its first chunks are all it touches (65,536 events, 2.6 MB
 * of a tiles run, filled by MALLOC_PERTURB_ on each run of a test). */
#define QD_SEARCH_RUN_CHUNK 4096u

struct _QdSearchRun {
  QdSearchDoc *doc;
  QdSearchSettings settings;
  QdSpace *space;               /* made by solve */
  guint state_size;
  double start_h;
  gboolean keep_replay;
  gboolean has_result;
  QdSpaceResult result;
  gint64 pdb_time_us;

  /* The log: chunk pointers in fixed arrays; the counts published. */
  QdSearchEvent *events[(QD_SEARCH_RUN_MAX_EVENTS + QD_SEARCH_RUN_CHUNK - 1) / QD_SEARCH_RUN_CHUNK];
  guint8 *states[(QD_SEARCH_RUN_MAX_EVENTS + QD_SEARCH_RUN_CHUNK - 1) / QD_SEARCH_RUN_CHUNK];
  guint32 *steps[(QD_SEARCH_RUN_MAX_STEPS + QD_SEARCH_RUN_CHUNK - 1) / QD_SEARCH_RUN_CHUNK];
  gint n_events, n_steps;       /* published (atomic) */
  gboolean complete;

  /* The writer's own. */
  gboolean logging;
  guint n_events_w, n_steps_w;
  guint n_expanded;
  gboolean depth_first;         /* log each expansion's successors (SUCCESSOR events) */
  guint64 next_serial;          /* depth-first: the serial of the next successor */
  QdSpaceStep *succ_steps;      /* depth-first: an expansion's successors, again */
  guint8 *succ_states;
  gint64 goal_event;
  GArray *event_of_serial;      /* guint32 event of each node serial's latest event */

  const gint32 *tree_map;
  gsize tree_map_n;
  QdSpaceTree *tree_rec;        /* the tree recorder when solve had a tree */

  /* rbfs (qd-search-run-rbfs.c), the writer's own */
  GHashTable *rbfs_places;      /* (parent place << 32 | action) → place */
  GArray *rbfs_place_of;        /* guint32 place of each event */
  GArray *rbfs_expanded, *rbfs_generated;   /* guint8 by place */
};

/* An event in place (index < n_events). */
const QdSearchEvent *qd_search_run_event_at (const QdSearchRun *run, guint event);

/* The trace without its comment lines: the events alone, which --check
 * compares line by line. */
char *qd_search_run_trace_events (const QdSearchRun *run, GError **error);

/* rbfs (qd-search-run-rbfs.c) */
void  qd_search_run_rbfs_begin (QdSearchRun *run);
void  qd_search_run_rbfs_end   (QdSearchRun *run);
void  qd_search_run_rbfs_mark  (QdSearchRun *run, QdSearchEvent *e, gint64 previous);
void  qd_search_run_rbfs_event_suffix (const QdSearchRun *run, const QdSearchEvent *e, GString *out);
/* The frontier's cells: the successors held, not the forgotten ones. */
void  qd_search_run_rbfs_statuses (const QdSearchRun *run, guint step, guint8 *status);
void  qd_search_run_rbfs_frontier_backup (const QdSearchRun *run, GHashTable *by_serial, guint event);
char *qd_search_run_rbfs_step_text (const QdSearchRun *run, guint step, const QdSearchEvent *e, const char *name);

G_END_DECLS
