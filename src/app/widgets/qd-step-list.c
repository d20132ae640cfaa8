/* qd-step-list.c — a run's steps, a line each, that take the replay to
 * the step chosen (qd-step-list.h). */
#include "config.h"
#include "qd-step-list.h"

#include "qd-widgets.h"

struct _QdStepList
{
  QdStepper *stepper;             /* the page's */
  GtkListView *view;              /* the page's */
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
  self->view = view;
  qd_step_list_view_fit (view);
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
  if (position != GTK_INVALID_LIST_POSITION)
    qd_step_list_view_scroll_to (self->view, position);
}

/* A line of the prose factory: a label's line and its padding (the rows
 * grow with Large Text: the list then shows a little less than the rows). */
#define ROW_HEIGHT 26

void
qd_step_list_view_fit_rows (GtkListView *view, guint rows)
{
  GtkWidget *scroll = gtk_widget_get_ancestor (GTK_WIDGET (view), GTK_TYPE_SCROLLED_WINDOW);

  if (scroll != NULL)
    gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroll), (int) rows * ROW_HEIGHT);
}

void
qd_step_list_view_fit (GtkListView *view)
{
  qd_step_list_view_fit_rows (view, QD_STEP_LIST_MIN_ROWS);
}

#define SCROLL_KEY "qd-step-list-scroll"   /* the line to scroll to, + 1; 0: none pending */

static void
scroll_now (GtkWidget *view, guint position)
{
  GtkSelectionModel *model = gtk_list_view_get_model (GTK_LIST_VIEW (view));

  if (model != NULL && position < g_list_model_get_n_items (G_LIST_MODEL (model)))
    gtk_widget_activate_action (view, "list.scroll-to-item", "u", position);
}

#define SCROLL_FRAMES_KEY "qd-step-list-scroll-frames"   /* frames left to scroll again, 0: no tick */
#define SCROLL_TARGET_KEY "qd-step-list-scroll-target"   /* the line the ticks scroll to */
#define SCROLL_FRAMES 6

/* Again at the next frames: a scroll measures the rows it has not laid
 * out yet by an estimate and may stop a row short, and a loaded machine
 * lays them out over several frames (scrolling to a row in view does
 * nothing).  One tick callback at a time, to the last line asked. */
static gboolean
scroll_tick (GtkWidget *view, GdkFrameClock *clock, gpointer data)
{
  guint left = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (view), SCROLL_FRAMES_KEY));

  scroll_now (view, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (view), SCROLL_TARGET_KEY)));
  g_object_set_data (G_OBJECT (view), SCROLL_FRAMES_KEY, GUINT_TO_POINTER (left > 0 ? left - 1 : 0));
  return left > 1 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static gboolean
scroll_idle (gpointer data)
{
  GtkWidget *view = data;
  guint position = GPOINTER_TO_UINT (g_object_steal_data (G_OBJECT (view), SCROLL_KEY)) - 1;
  gboolean ticking = g_object_get_data (G_OBJECT (view), SCROLL_FRAMES_KEY) != NULL;

  scroll_now (view, position);
  g_object_set_data (G_OBJECT (view), SCROLL_TARGET_KEY, GUINT_TO_POINTER (position));
  g_object_set_data (G_OBJECT (view), SCROLL_FRAMES_KEY, GUINT_TO_POINTER (SCROLL_FRAMES));
  if (!ticking)
    gtk_widget_add_tick_callback (view, scroll_tick, NULL, NULL);
  return G_SOURCE_REMOVE;
}

void
qd_step_list_view_scroll_to (GtkListView *view, guint position)
{
  gboolean pending = g_object_get_data (G_OBJECT (view), SCROLL_KEY) != NULL;

  g_object_set_data (G_OBJECT (view), SCROLL_KEY, GUINT_TO_POINTER (position + 1));
  /* Before the next frame: at the default idle priority, a machine whose
   * frames each take longer than the frame clock's interval (one under
   * load) runs frame after frame and the scroll waits behind them all. */
  if (!pending)
    g_idle_add_full (GDK_PRIORITY_REDRAW - 10, scroll_idle, g_object_ref (view), g_object_unref);
}
