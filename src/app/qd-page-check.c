/* qd-page-check.c — a page's check of answers (qd-page.h); the window's
 * Check an Answer… is qd-check-window.c. */
#include "config.h"
#include "qd-page.h"

#include <gio/gio.h>
#include <glib/gi18n.h>

#define CHECK_RESULT_KEY "qd-page-check-result"

gboolean
qd_page_can_check (QdPage *self)
{
  return QD_PAGE_GET_CLASS (self)->prepare_check != NULL;
}

QdPageCheck *
qd_page_check_new (QdPageCheckFunc check, gpointer data, GDestroyNotify data_free, const char *what)
{
  QdPageCheck *page_check = g_new0 (QdPageCheck, 1);

  page_check->check = check;
  page_check->data = data;
  page_check->data_free = data_free;
  page_check->what = what;
  return page_check;
}

QdPageCheck *
qd_page_prepare_check (QdPage *self, GError **error)
{
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);

  g_return_val_if_fail (klass->prepare_check != NULL, NULL);
  return klass->prepare_check (self, error);
}

void
qd_page_check_free (QdPageCheck *check)
{
  if (check == NULL)
    return;
  if (check->data_free != NULL)
    check->data_free (check->data);
  g_free (check);
}

void
qd_page_show_check (QdPage *self, const QdCheckResult *result)
{
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);

  g_object_set_data_full (G_OBJECT (self), CHECK_RESULT_KEY, qd_check_result_copy (result),
                          (GDestroyNotify) qd_check_result_free);
  if (klass->show_check != NULL)
    klass->show_check (self, result);
}

const QdCheckResult *
qd_page_get_check_result (QdPage *self)
{
  return g_object_get_data (G_OBJECT (self), CHECK_RESULT_KEY);
}

gboolean
qd_page_check_game_played (gconstpointer played, const gint *stop, GError **error)
{
  if (played != NULL)
    return TRUE;
  if (stop == NULL || !g_atomic_int_get (stop))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The players' searches did not end"));
  return FALSE;
}

/* ---------------------------------------------------------- a checked run */

struct _QdPageCheckedRun {
  GMutex lock;
  gpointer run;
  GDestroyNotify run_free;
};

static void
checked_run_clear (gpointer data)
{
  QdPageCheckedRun *self = data;

  if (self->run != NULL)
    self->run_free (self->run);
  g_mutex_clear (&self->lock);
}

QdPageCheckedRun *
qd_page_checked_run_new (GDestroyNotify run_free)
{
  QdPageCheckedRun *self = g_atomic_rc_box_new0 (QdPageCheckedRun);

  g_mutex_init (&self->lock);
  self->run_free = run_free;
  return self;
}

void
qd_page_checked_run_unref (QdPageCheckedRun *self)
{
  if (self != NULL)
    g_atomic_rc_box_release_full (self, checked_run_clear);
}

QdPageCheckedRun *
qd_page_checked_run_ref (QdPageCheckedRun *self)
{
  return g_atomic_rc_box_acquire (self);
}

gboolean
qd_page_checked_run_wants (QdPageCheckedRun *self)
{
  gboolean wants;

  g_mutex_lock (&self->lock);
  wants = self->run == NULL;
  g_mutex_unlock (&self->lock);
  return wants;
}

void
qd_page_checked_run_give (QdPageCheckedRun *self, gpointer run)
{
  g_mutex_lock (&self->lock);
  if (self->run == NULL)
    self->run = g_steal_pointer (&run);
  g_mutex_unlock (&self->lock);
  if (run != NULL)
    self->run_free (run);
}

gpointer
qd_page_checked_run_take (QdPageCheckedRun *self)
{
  gpointer run;

  g_mutex_lock (&self->lock);
  run = g_steal_pointer (&self->run);
  g_mutex_unlock (&self->lock);
  return run;
}
