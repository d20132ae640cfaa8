/* qd-mapcolor-tabu.h — tabu search for a K-colouring (TabuCol), best's
 * local phase on hard general graphs.  See qd-mapcolor-tabu.c. */
#pragma once

#include "problems/qd-map.h"

G_BEGIN_DECLS

typedef struct _QdMapcolorTabu QdMapcolorTabu;

typedef enum {
  QD_MAPCOLOR_TABU_SOLVED,     /* no conflict left: the colouring is proper */
  QD_MAPCOLOR_TABU_BUDGET,     /* the slice's moves ran out: call run again to go on */
  QD_MAPCOLOR_TABU_STOPPED,    /* the stop flag or the deadline */
} QdMapcolorTabuStatus;

/* The limits and listeners of one slice of the search. */
typedef struct {
  guint64 max_assignments;     /* this slice: colourings given (the start's and the moves) */
  gint64 deadline_us;          /* g_get_monotonic_time() deadline; 0: none */
  const gint *stop;            /* non-zero stops (looked at every ~1000 moves) */
  gint64 *progress_nodes;      /* optional: progress_base + assignments, stored atomically */
  guint64 progress_base;
  void (*on_assign) (gpointer user_data, guint region, gint color);
  gpointer user_data;
} QdMapcolorTabuLimits;

/* A search over `map` with `colors` colours.  `start` (nullable, n_regions
 * entries) is a partial proper colouring to start from (-1: uncoloured,
 * e.g. what the Kempe construction left); the rest is coloured greedily in
 * DSATUR order by the first run.  Returns NULL when the n × K tables would
 * not fit in `max_cells` cells (0: no bound). */
QdMapcolorTabu *qd_mapcolor_tabu_new     (const QdMap *map, guint colors, guint64 seed,
                                          const gint *start, guint64 max_cells);
void            qd_mapcolor_tabu_free    (QdMapcolorTabu *tabu);
/* Goes on from where the last run stopped.  Adds the colourings given to
 * *assignments and the moves evaluated to *checks. */
QdMapcolorTabuStatus qd_mapcolor_tabu_run (QdMapcolorTabu *tabu, const QdMapcolorTabuLimits *limits,
                                          guint64 *assignments, guint64 *checks);
/* The current colouring (n_regions entries; -1 before the start is complete). */
const gint     *qd_mapcolor_tabu_colors  (const QdMapcolorTabu *tabu);
/* Borders whose two regions share a colour, now and the fewest met. */
guint64         qd_mapcolor_tabu_conflicts      (const QdMapcolorTabu *tabu);
guint64         qd_mapcolor_tabu_best_conflicts (const QdMapcolorTabu *tabu);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMapcolorTabu, qd_mapcolor_tabu_free)

G_END_DECLS
