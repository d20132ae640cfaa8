/* qd-step-list.c — a run's steps, a line each, that take the replay to
 * the step chosen (qd-step-list.h). */
#include "config.h"
#include "qd-step-list.h"

#include "qd-widgets.h"

struct _QdStepList
{
  QdStepper *stepper;             /* the page's */
  GtkSingleSelection *selection;
  gboolean selecting;             /* qd_step_list_select at work */
};

static void
on_selected (GtkSingleSelection *selection, GParamSpec *pspec, QdStepList *self)
{
  guint selected = gtk_single_selection_get_selected (selection);

  if (!self->selecting && qd_stepper_has_run (self->stepper) && selected != GTK_INVALID_LIST_POSITION)
    qd_stepper_go_to (self->stepper, selected);
}

QdStepList *
qd_step_list_new (QdStepper *stepper, GtkListView *view, GListModel *lines)
{
  QdStepList *self = g_new0 (QdStepList, 1);
  GtkListItemFactory *factory = qd_prose_lines_factory_new ();

  self->stepper = stepper;
  self->selection = gtk_single_selection_new (lines);
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect (self->selection, "notify::selected", G_CALLBACK (on_selected), self);
  gtk_list_view_set_factory (view, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (view, GTK_SELECTION_MODEL (self->selection));
  return self;
}

void
qd_step_list_free (QdStepList *self)
{
  if (self == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->selection, self);
  g_object_unref (self->selection);
  g_free (self);
}

void
qd_step_list_select (QdStepList *self, guint position)
{
  self->selecting = TRUE;
  gtk_single_selection_set_selected (self->selection, position);
  self->selecting = FALSE;
}
