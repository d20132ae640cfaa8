/* qd-mapcolor-tabu.h — tabu search for a K-colouring (TabuCol and
 * PartialCol), best's local phase on hard general graphs.  See
 * qd-mapcolor-tabu.c. */
#pragma once

#include "problems/qd-map.h"

G_BEGIN_DECLS

typedef struct _QdMapcolorTabu QdMapcolorTabu;

typedef enum {
  QD_MAPCOLOR_TABU_SOLVED,     /* no conflict left: the colouring is proper */
  QD_MAPCOLOR_TABU_BUDGET,     /* the slice's moves ran out: call run again to go on */
  QD_MAPCOLOR_TABU_STOPPED,    /* the stop flag, the deadline or the bound */
} QdMapcolorTabuStatus;

typedef enum {
  QD_MAPCOLOR_TABU_TABUCOL,    /* complete colourings, conflicts allowed (Hertz, de Werra) */
  QD_MAPCOLOR_TABU_PARTIALCOL, /* proper partial colourings (Blöchliger, Zufferey) */
} QdMapcolorTabuMode;

typedef enum {
  QD_MAPCOLOR_TENURE_DYNAMIC,  /* L + 0.6 F, L uniform in 0..9 (Galinier, Hao) */
  QD_MAPCOLOR_TENURE_REACTIVE, /* grown while F stagnates (Blöchliger, Zufferey) */
} QdMapcolorTenure;

/* The limits and listeners of one slice of the search. */
typedef struct {
  guint64 max_assignments;     /* this slice: colourings given (the start's and the moves) */
  gint64 deadline_us;          /* g_get_monotonic_time() deadline; 0: none */
  const gint *stop;            /* non-zero stops (looked at every ~1000 moves) */
  /* Optional: the slice stops at a look once clock_base + the work done
   * (qd_mapcolor_tabu_work) passes *bound (read atomically). */
  const gint64 *bound;
  gint64 clock_base;
  gint64 *progress_nodes;      /* optional: the colourings given are added to it, atomically */
  void (*on_assign) (gpointer user_data, guint region, gint color);
  gpointer user_data;
} QdMapcolorTabuLimits;

/* A search over `map` with `colors` colours.  `start` (nullable, n_regions
 * entries) is a partial proper colouring to start from (-1: uncoloured,
 * e.g. what the Kempe construction left); the rest is coloured greedily in
 * DSATUR order by the first run.  Returns NULL when the n × K tables would
 * not fit in `max_cells` cells (0: no bound). */
QdMapcolorTabu *qd_mapcolor_tabu_new     (const QdMap *map, guint colors, guint64 seed,
                                          const gint *start, guint64 max_cells,
                                          QdMapcolorTabuMode mode, QdMapcolorTenure tenure);
void            qd_mapcolor_tabu_free    (QdMapcolorTabu *tabu);
/* Starts again from `colors` (n_regions entries, < K or -1): the regions
 * without a colour take the one fewest neighbours have (PartialCol: one
 * none has, else they stay uncoloured; a region whose colour a neighbour
 * before it has is uncoloured too).  The tabu marks, the tenure and the
 * best are forgotten; the work clock is not.  No allocation.  Returns the
 * regions coloured (colourings given). */
guint           qd_mapcolor_tabu_reset   (QdMapcolorTabu *tabu, const gint *colors, guint64 seed);
/* The mode and tenure of the next reset. */
void            qd_mapcolor_tabu_set_rule (QdMapcolorTabu *tabu, QdMapcolorTabuMode mode,
                                           QdMapcolorTenure tenure);
/* Goes on from where the last run stopped.  Adds the colourings given to
 * *assignments and the moves evaluated to *checks. */
QdMapcolorTabuStatus qd_mapcolor_tabu_run (QdMapcolorTabu *tabu, const QdMapcolorTabuLimits *limits,
                                          guint64 *assignments, guint64 *checks);
/* The current state (n_regions entries; -1: uncoloured, in PartialCol or
 * before the start is complete). */
const gint     *qd_mapcolor_tabu_colors  (const QdMapcolorTabu *tabu);
/* The best complete colouring since the last reset (without a reset: the
 * current one; PartialCol's
 * uncoloured regions given the colour fewest neighbours have) and its
 * conflicting borders. */
guint64         qd_mapcolor_tabu_best    (const QdMapcolorTabu *tabu, gint *colors);
/* The objective: borders in conflict (TabuCol), uncoloured regions
 * (PartialCol); now and the fewest since the last reset. */
guint64         qd_mapcolor_tabu_conflicts      (const QdMapcolorTabu *tabu);
guint64         qd_mapcolor_tabu_best_conflicts (const QdMapcolorTabu *tabu);
/* The work clock: (region, colour) pairs weighed plus the degrees of the
 * regions recoloured, since the search was made. */
guint64         qd_mapcolor_tabu_work    (const QdMapcolorTabu *tabu);
/* Tests: recomputes the tables and compares (TRUE when consistent). */
gboolean        qd_mapcolor_tabu_check   (const QdMapcolorTabu *tabu);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMapcolorTabu, qd_mapcolor_tabu_free)

G_END_DECLS
