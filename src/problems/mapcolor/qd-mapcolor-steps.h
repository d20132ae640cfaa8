/* qd-mapcolor-steps.h — the steps of a colouring run, as its replay shows
 * them: every region coloured, and every colour taken back (a backtrack,
 * or the strongest solver's construction giving way to its search), in
 * the order the solver's on_assign reports them (qd-mapcolor-solve.h). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  guint region;
  gint color;                 /* -1: the region's colour is taken back */
} QdMapcolorStep;

/* A run's steps: the first `max` kept, all of them counted. */
typedef struct {
  GArray *steps;              /* QdMapcolorStep */
  guint max;
  guint64 count;
} QdMapcolorSteps;

/* Keeps up to `max` steps. */
void qd_mapcolor_steps_init   (QdMapcolorSteps *steps, guint max);
void qd_mapcolor_steps_clear  (QdMapcolorSteps *steps);
/* An on_assign of QdMapcolorSolveOptions, its user_data a QdMapcolorSteps. */
void qd_mapcolor_steps_record (gpointer steps, guint region, gint color);
/* Some steps were not kept. */
gboolean qd_mapcolor_steps_truncated (const QdMapcolorSteps *steps);

G_END_DECLS
