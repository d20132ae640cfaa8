/* qd-search-page-steps.c — the search tab's step list: every step of the
 * replay as a line ("3. expand Rimnicu Vilcea · f 413"), made when the list
 * shows it (a run keeps up to a million steps), kept in step with the
 * replay both ways. */
#include "config.h"
#include "qd-search-page-private.h"
#include "app/widgets/qd-widgets.h"

/* The run's steps as a list model, each line made when the list shows it
 * (a run keeps up to a million steps): "3. expand Rimnicu Vilcea · f 413". */
#define STEP_LIST_TYPE (qd_search_step_list_get_type ())
G_DECLARE_FINAL_TYPE (QdSearchStepList, qd_search_step_list, QD, SEARCH_STEP_LIST, GObject)

struct _QdSearchStepList
{
  GObject parent_instance;
  const QdSearchRun *run;       /* borrowed from the page */
  guint n;
};

static GType
step_list_get_item_type (GListModel *model)
{
  return GTK_TYPE_STRING_OBJECT;
}

static guint
step_list_get_n_items (GListModel *model)
{
  return QD_SEARCH_STEP_LIST (model)->n;
}

static gpointer
step_list_get_item (GListModel *model, guint position)
{
  QdSearchStepList *self = QD_SEARCH_STEP_LIST (model);
  g_autofree char *text = NULL;

  if (position >= self->n || self->run == NULL)
    return NULL;
  text = qd_search_run_step_text (self->run, position);
  return gtk_string_object_new (text);
}

static void
step_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = step_list_get_item_type;
  iface->get_n_items = step_list_get_n_items;
  iface->get_item = step_list_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (QdSearchStepList, qd_search_step_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, step_list_model_init))

static void
qd_search_step_list_class_init (QdSearchStepListClass *klass)
{
}

static void
qd_search_step_list_init (QdSearchStepList *self)
{
}

static void
step_list_set (QdSearchStepList *self, const QdSearchRun *run, guint n)
{
  guint old = self->n;

  if (run != self->run)
    {
      self->run = run;
      self->n = n;
      g_list_model_items_changed (G_LIST_MODEL (self), 0, old, n);
    }
  else if (n != old)
    {
      self->n = n;
      if (n > old)
        g_list_model_items_changed (G_LIST_MODEL (self), old, 0, n - old);
      else
        g_list_model_items_changed (G_LIST_MODEL (self), n, old - n, 0);
    }
}

static QdSearchStepList *
step_list_of (QdSearchPage *self)
{
  return QD_SEARCH_STEP_LIST (gtk_single_selection_get_model (self->step_selection));
}

void
qd_search_page_steps_set (QdSearchPage *self, const QdSearchRun *run, guint n)
{
  step_list_set (step_list_of (self), run, n);
}

void
qd_search_page_steps_show (QdSearchPage *self, guint step)
{
  self->updating = TRUE;
  if (step == G_MAXUINT)
    gtk_single_selection_set_selected (self->step_selection, GTK_INVALID_LIST_POSITION);
  else
    {
      gtk_single_selection_set_selected (self->step_selection, step);
      qd_step_list_view_scroll_to (self->steps_view, step);
    }
  self->updating = FALSE;
}

/* A line selected: the replay goes there. */
static void
on_step_selected (QdSearchPage *self)
{
  guint selected = gtk_single_selection_get_selected (self->step_selection);

  if (!self->updating && self->run != NULL && !self->run_is_live
      && selected != GTK_INVALID_LIST_POSITION)
    qd_stepper_go_to (self->stepper, selected);
}

void
qd_search_page_steps_init (QdSearchPage *self)
{
  GtkListItemFactory *factory = qd_prose_lines_factory_new ();

  self->step_selection = gtk_single_selection_new (g_object_new (STEP_LIST_TYPE, NULL));
  gtk_single_selection_set_autoselect (self->step_selection, FALSE);
  gtk_single_selection_set_can_unselect (self->step_selection, TRUE);
  g_signal_connect_swapped (self->step_selection, "notify::selected", G_CALLBACK (on_step_selected), self);
  gtk_list_view_set_factory (self->steps_view, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->steps_view, GTK_SELECTION_MODEL (self->step_selection));
  qd_step_list_view_fit (self->steps_view);
}
