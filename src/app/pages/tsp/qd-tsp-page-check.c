/* qd-tsp-page-check.c — Check an Answer… in the TSP tab: an answer (the
 * command's whole output, or its tour and length lines) checked against
 * the run the sidebar's settings make (qd-tsp-check.h); the replay then goes
 * to the step where the answer parts, its line selected in the step list;
 * without a run of these settings yet, the checked run becomes the tab's. */
#include "config.h"
#include "qd-tsp-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "problems/tsp/qd-tsp-check.h"

typedef struct {
  QdOwned owned;
  QdTsp *tsp;
  guint *start;
  QdTspSearchOptions options;
  QdPageCheckedRun *checked_run;   /* the page's too */
} CheckData;

static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  CheckData *d = data;
  g_autoptr(QdTspCheck) check = NULL;
  QdCheckResult *result;

  d->options.local.stop = stop;
  check = qd_tsp_check_new (d->tsp, d->start, &d->options);
  if (check == NULL)
    {
      if (stop == NULL || !g_atomic_int_get (stop))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The search was stopped before it ended"));
      return NULL;
    }
  result = qd_tsp_check_answer (check, answer, length, strict);
  result->reference = qd_tsp_check_reference (check);
  if (qd_page_checked_run_wants (d->checked_run))
    qd_page_checked_run_give (d->checked_run, qd_tsp_run_copy (qd_tsp_check_run (check)));
  return result;
}

QdPageCheck *
qd_tsp_page_prepare_check (QdPage *page, GError **error)
{
  QdTspPage *self = QD_TSP_PAGE (page);
  CheckData *d = g_new0 (CheckData, 1);

  d->tsp = qd_owned_add (&d->owned, qd_tsp_copy (self->tsp), (GDestroyNotify) qd_tsp_free);
  d->start = qd_owned_add (&d->owned, qd_tsp_page_build_start (self), g_free);
  qd_tsp_page_read_options (self, &d->options);
  d->checked_run = qd_owned_add (&d->owned, qd_page_checked_run_new ((GDestroyNotify) qd_tsp_run_free),
                                 (GDestroyNotify) qd_page_checked_run_unref);
  qd_page_checked_run_unref (self->checked_run);
  self->checked_run = qd_page_checked_run_ref (d->checked_run);
  return qd_page_check_new (check_answer, d, qd_owned_free,
                            N_("the hill-climbing or annealing output"));
}

void
qd_tsp_page_show_check (QdPage *page, const QdCheckResult *result)
{
  QdTspPage *self = QD_TSP_PAGE (page);

  if (result->verdict != QD_CHECK_WRONG || result->step < 0)
    return;
  if (self->run == NULL && !qd_page_get_busy (page) && self->checked_run != NULL)
    {
      /* The checked run is the one these settings make: the tab's now. */
      QdTspRun *run = qd_page_checked_run_take (self->checked_run);

      if (run != NULL)
        qd_tsp_page_install_run (self, run, G_MAXUINT);
    }
  qd_tsp_page_go_to_step (self, result->step);
}

void
qd_tsp_page_go_to_step (QdTspPage *self, gint64 step)
{
  if (self->run == NULL || step < 0)
    return;
  qd_stepper_stop_playing (self->stepper);
  qd_stepper_go_to (self->stepper, (guint) MIN ((guint64) step, self->run->steps->len - 1));
}

