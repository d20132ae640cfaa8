/* qd-search-page-check.c — Check an Answer… in the search tab: an answer
 * (the command's output, its path lines, or a trace) checked against the run
 * the sidebar's settings make (qd-search-check.h); the replay then goes to
 * the step where the answer parts, and the search tree with it; without a
 * run of these settings yet, the checked run becomes the tab's. */
#include "config.h"
#include "qd-search-page-private.h"

#include <glib/gi18n.h>

#include "problems/search/qd-search-check.h"

/* The run a check made, handed from its worker to the page. */
struct _QdSearchPageCheckBox {
  gint ref;
  GMutex lock;
  QdSearchRun *run;
};

static struct _QdSearchPageCheckBox *
box_ref (struct _QdSearchPageCheckBox *box)
{
  g_atomic_int_inc (&box->ref);
  return box;
}

void
qd_search_page_check_box_unref (struct _QdSearchPageCheckBox *box)
{
  if (box == NULL || !g_atomic_int_dec_and_test (&box->ref))
    return;
  g_clear_pointer (&box->run, qd_search_run_free);
  g_mutex_clear (&box->lock);
  g_free (box);
}

typedef struct {
  QdSearchDoc *doc;
  QdSearchSettings settings;
  struct _QdSearchPageCheckBox *box;
} CheckData;

static void
check_data_free (gpointer data)
{
  CheckData *d = data;

  qd_search_doc_free (d->doc);
  qd_search_page_check_box_unref (d->box);
  g_free (d);
}

static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  CheckData *d = data;
  g_autoptr(QdSearchCheck) check = NULL;
  QdCheckResult *result;

  check = qd_search_check_new (d->doc, &d->settings, stop, NULL, error);
  if (check == NULL)
    {
      if ((error == NULL || *error == NULL) && (stop == NULL || !g_atomic_int_get (stop)))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                     _("The search stopped at its node limit before it ended: raise the node limit"));
      return NULL;
    }
  result = qd_search_check_answer (check, answer, length, strict);
  g_mutex_lock (&d->box->lock);
  if (d->box->run == NULL)
    {
      /* The run the check made, for the page (the check keeps its own). */
      QdSearchRun *run = qd_search_run_new (d->doc, &d->settings);

      qd_search_run_solve (run, stop, NULL, NULL, NULL);
      d->box->run = run;
    }
  g_mutex_unlock (&d->box->lock);
  return result;
}

QdPageCheck *
qd_search_page_prepare_check (QdPage *page, GError **error)
{
  QdSearchPage *self = QD_SEARCH_PAGE (page);
  QdPageCheck *online = qd_search_page_online_prepare_check (self);
  CheckData *d;

  if (online != NULL)
    return online;
  d = g_new0 (CheckData, 1);
  d->doc = qd_search_doc_copy (self->doc);
  qd_search_page_read_settings (self, &d->settings);
  d->box = g_new0 (struct _QdSearchPageCheckBox, 1);
  d->box->ref = 1;
  g_mutex_init (&d->box->lock);
  qd_search_page_check_box_unref (self->check_box);
  self->check_box = box_ref (d->box);
  return qd_page_check_new (check_answer, d, check_data_free,
                            N_("the path and counts of quandary-cli search, or its trace"));
}

void
qd_search_page_show_check (QdPage *page, const QdCheckResult *result)
{
  QdSearchPage *self = QD_SEARCH_PAGE (page);

  if (result->verdict != QD_CHECK_WRONG)
    return;
  if (qd_search_page_online_show_check (self, result->step) || result->step < 0)
    return;
  if (self->run == NULL && !qd_page_get_busy (page) && self->check_box != NULL)
    {
      QdSearchRun *run;

      /* The checked run is the one these settings make: the tab's now. */
      g_mutex_lock (&self->check_box->lock);
      run = g_steal_pointer (&self->check_box->run);
      g_mutex_unlock (&self->check_box->lock);
      if (run != NULL)
        qd_search_page_install_run (self, run, G_MAXUINT);
    }
  qd_search_page_go_to_step (self, result->step);
}
