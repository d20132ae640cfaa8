/* qd-step-list.h — a run's steps listed a line each under a page's board
 * (a GtkListView of prose lines): choosing a line takes the replay to its
 * step, when the stepper has a run; the page shows the step on show with
 * qd_step_list_select, which does not move the replay. */
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

G_END_DECLS
