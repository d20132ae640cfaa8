/* qd-step-list.h — a run's steps listed a line each under a page's board
 * (a GtkListView of prose lines): choosing a line takes the replay to its
 * step, when the stepper has a run; the page shows the step on show with
 * qd_step_list_select, which does not move the replay and brings the line
 * into sight.  Every list of steps under a board (this one, the search
 * tab's, the online agent's log) is at least QD_STEP_LIST_MIN_ROWS lines
 * tall and follows the step shown with the two functions at the end. */
#pragma once

#include <gtk/gtk.h>

#include "qd-stepper.h"

G_BEGIN_DECLS

typedef struct _QdStepList QdStepList;

/* `lines` (taken) into `view`; the stepper and the view are the page's. */
QdStepList *qd_step_list_new    (QdStepper *stepper, GtkListView *view, GListModel *lines);
void        qd_step_list_free   (QdStepList *self);
/* Line `position` selected (GTK_INVALID_LIST_POSITION: none), the replay left where it is. */
void        qd_step_list_select (QdStepList *self, guint position);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdStepList, qd_step_list_free)

#define QD_STEP_LIST_MIN_ROWS 5

/* The scrolled window around `view` at least QD_STEP_LIST_MIN_ROWS lines tall. */
void        qd_step_list_view_fit       (GtkListView *view);
/* The same at least `rows` lines tall: fewer where a page shares the
 * height with more (the search tree under the board, at 600 × 500). */
void        qd_step_list_view_fit_rows  (GtkListView *view, guint rows);
/* Line `position` of `view` scrolled into sight once the list has taken
 * its new rows (from an idle: scrolling a list view whose model has just
 * changed leaves it blank in GTK 4.8); the last call wins. */
void        qd_step_list_view_scroll_to (GtkListView *view, guint position);

G_END_DECLS
