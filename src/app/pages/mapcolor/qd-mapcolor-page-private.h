/* qd-mapcolor-page-private.h — what the map-colouring tab's report and
 * animation (qd-mapcolor-page-report.c) read of the tab. */
#pragma once

#include "qd-mapcolor-page.h"
#include "app/widgets/qd-stepper.h"

G_BEGIN_DECLS

/* The tab's map and its last run. */
typedef struct {
  const QdMap *map;
  QdMapcolorSolveOptions options;      /* the run's settings (the sidebar's before a run) */
  const QdMapcolorSolution *solution;  /* NULL: none yet */
  const QdSearchTree *tree;            /* the run's search tree, or NULL */
  const GArray *steps;                 /* QdMapcolorStep: the replay's steps, or NULL */
} QdMapcolorPageRun;

G_GNUC_INTERNAL void         qd_mapcolor_page_get_run        (QdMapcolorPage *self, QdMapcolorPageRun *run);
/* "map", "experiment" or "fcmac": the view on show. */
G_GNUC_INTERNAL const char  *qd_mapcolor_page_get_view_name  (QdMapcolorPage *self);

/* The replay of the last run. */
G_GNUC_INTERNAL QdStepper   *qd_mapcolor_page_get_stepper     (QdMapcolorPage *self);

/* QdPageClass.prepare_check and .show_check (qd-mapcolor-page-check.c). */
G_GNUC_INTERNAL QdPageCheck *qd_mapcolor_page_prepare_check   (QdPage *page, GError **error);
G_GNUC_INTERNAL void         qd_mapcolor_page_show_check      (QdPage *page, const QdCheckResult *result);

/* QdPageClass.build_report and .build_animation. */
G_GNUC_INTERNAL QdReport    *qd_mapcolor_page_build_report    (QdPage *page);
G_GNUC_INTERNAL QdAnimation *qd_mapcolor_page_build_animation (QdPage *page);

G_END_DECLS
