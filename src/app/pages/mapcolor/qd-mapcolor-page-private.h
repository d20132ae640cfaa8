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

/* Shows the map, the replay and the statistics again. */
G_GNUC_INTERNAL void         qd_mapcolor_page_refresh         (QdMapcolorPage *self);
/* Practice: the sidebar set to forward checking without restarts when its
 * algorithm has no practice; TRUE when it changed. */
G_GNUC_INTERNAL gboolean     qd_mapcolor_page_practice_settings (QdMapcolorPage *self);

/* The practice mode (qd-mapcolor-page-practice.c): action mapcolor.practice
 * shows `bar` and asks the questions of the last run. */
typedef struct _QdMapcolorPracticeMode QdMapcolorPracticeMode;
typedef struct _QdPracticeBar QdPracticeBar;

G_GNUC_INTERNAL QdMapcolorPracticeMode *qd_mapcolor_practice_mode_new (QdMapcolorPage *page, QdPracticeBar *bar);
G_GNUC_INTERNAL void     qd_mapcolor_practice_mode_free   (QdMapcolorPracticeMode *mode);
/* A run ended: its questions, when practising. */
G_GNUC_INTERNAL void     qd_mapcolor_practice_mode_sync   (QdMapcolorPracticeMode *mode);
/* The run was cleared. */
G_GNUC_INTERNAL void     qd_mapcolor_practice_mode_forget (QdMapcolorPracticeMode *mode);
G_GNUC_INTERNAL gboolean qd_mapcolor_practice_mode_active (QdMapcolorPracticeMode *mode);
/* TRUE while the replay at `step` asks a question (*question its text):
 * the page then tells nothing of what comes after. */
G_GNUC_INTERNAL gboolean qd_mapcolor_practice_mode_asking (QdMapcolorPracticeMode *mode, guint step,
                                                           const char **question);
/* A region clicked or activated: TRUE when practice took it (as an answer,
 * or to keep the map from being edited). */
G_GNUC_INTERNAL gboolean qd_mapcolor_practice_mode_take_region (QdMapcolorPracticeMode *mode, gint region);

G_END_DECLS
