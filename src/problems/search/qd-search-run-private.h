/* qd-search-run-private.h — the run's insides, for qd-search-run*.c and
 * qd-search-check.c. */
#pragma once

#include "qd-search-run.h"

G_BEGIN_DECLS

#define QD_SEARCH_RUN_CHUNK 65536u

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
  gint64 goal_event;
  GArray *event_of_serial;      /* guint32 event of each node serial's latest event */

  const gint32 *tree_map;
  gsize tree_map_n;
};

/* An event in place (index < n_events). */
const QdSearchEvent *qd_search_run_event_at (const QdSearchRun *run, guint event);

G_END_DECLS
