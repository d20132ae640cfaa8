/* qd-search-page-check.c — Check an Answer… in the search tab: an answer
 * (the command's output, its path lines, or a trace) checked against the run
 * the sidebar's settings make (qd-search-check.h); the replay then goes to
 * the step where the answer parts, and the search tree with it; without a
 * run of these settings yet, the checked run becomes the tab's. */
#include "config.h"
#include "qd-search-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "problems/search/qd-search-check.h"

typedef struct {
  QdOwned owned;
  QdSearchDoc *doc;
  QdSearchSettings settings;
  QdPageCheckedRun *checked_run;   /* the page's too */
} CheckData;

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
  if (qd_page_checked_run_wants (d->checked_run))
    {
      /* The run the check made, for the page (the check keeps its own). */
      QdSearchRun *run = qd_search_run_new (d->doc, &d->settings);

      qd_search_run_solve (run, stop, NULL, NULL, NULL);
      qd_page_checked_run_give (d->checked_run, run);
    }
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
  d->doc = qd_owned_add (&d->owned, qd_search_doc_copy (self->doc), (GDestroyNotify) qd_search_doc_free);
  qd_search_page_read_settings (self, &d->settings);
  d->checked_run = qd_owned_add (&d->owned, qd_page_checked_run_new ((GDestroyNotify) qd_search_run_free),
                                 (GDestroyNotify) qd_page_checked_run_unref);
  qd_page_checked_run_unref (self->checked_run);
  self->checked_run = qd_page_checked_run_ref (d->checked_run);
  return qd_page_check_new (check_answer, d, qd_owned_free,
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
  if (self->run == NULL && !qd_page_get_busy (page) && self->checked_run != NULL)
    {
      /* The checked run is the one these settings make: the tab's now. */
      QdSearchRun *run = qd_page_checked_run_take (self->checked_run);

      if (run != NULL)
        qd_search_page_install_run (self, run, G_MAXUINT);
    }
  qd_search_page_go_to_step (self, result->step);
}
