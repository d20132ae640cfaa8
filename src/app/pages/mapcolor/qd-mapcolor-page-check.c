/* qd-mapcolor-page-check.c — Check an Answer… in the map-colouring tab.
 *
 * On the map view: a colouring checked for validity against the map with
 * the settings of the tab's run (the colouring it finds is the reference);
 * the replay then goes to the step that colours the region of the wrong
 * line.  On the FC vs MAC view: the domain tables of the view's order and
 * values compared with the answer; the differing row is then highlighted,
 * with its node in its search tree. */
#include "config.h"
#include "qd-mapcolor-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "problems/mapcolor/qd-mapcolor-check.h"
#include "problems/mapcolor/qd-mapcolor-fcmac-check.h"
#include "qd-mapcolor-fcmac-view.h"

typedef struct {
  QdOwned owned;
  QdMap *map;
  gboolean fcmac;                  /* the tables, not a colouring */
  QdMapcolorSolveOptions options;  /* a colouring: the run's settings */
  guint *order;                    /* the tables: the view's order and values */
  char **values;
} CheckData;

static QdCheckResult *
check_tables (CheckData *d, const char *answer, gsize length, gboolean strict)
{
  g_autoptr(QdMapcolorFcmacCheck) check = NULL;
  QdCheckResult *result;

  check = qd_mapcolor_fcmac_check_new (d->map, d->order, (const char *const *) d->values, g_strv_length (d->values),
                                       TRUE, TRUE);
  result = qd_mapcolor_fcmac_check_answer (check, answer, length, strict);
  result->reference = g_strdup (qd_mapcolor_fcmac_check_text (check));
  return result;
}

static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  CheckData *d = data;
  g_autoptr(QdMapcolorCheck) check = NULL;
  QdMapcolorStatus status;
  QdCheckResult *result;

  if (d->fcmac)
    return check_tables (d, answer, length, strict);
  d->options.stop = stop;
  check = qd_mapcolor_check_new (d->map, &d->options, &status);
  if (check == NULL)
    {
      if (status != QD_MAPCOLOR_STOPPED)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                     _("The solver's limit ran out before it could tell whether a colouring exists: choose "
                       "another algorithm to check a colouring"));
      return NULL;
    }
  result = qd_mapcolor_check_answer (check, answer, length, strict);
  result->reference = g_strdup (qd_mapcolor_check_reference (check));
  return result;
}

QdPageCheck *
qd_mapcolor_page_prepare_check (QdPage *page, GError **error)
{
  QdMapcolorPage *self = QD_MAPCOLOR_PAGE (page);
  QdMapcolorPageRun run;
  CheckData *d;

  qd_mapcolor_page_get_run (self, &run);
  d = g_new0 (CheckData, 1);
  d->fcmac = g_strcmp0 (qd_mapcolor_page_get_view_name (self), "fcmac") == 0;
  if (d->fcmac && !qd_mapcolor_fcmac_view_get_settings (qd_mapcolor_page_get_fcmac_view (self), &d->order, &d->values,
                                                        error))
    {
      g_free (d);
      return NULL;
    }
  qd_owned_add (&d->owned, d->order, g_free);
  qd_owned_add (&d->owned, d->values, (GDestroyNotify) g_strfreev);
  d->map = qd_owned_add (&d->owned, qd_map_copy (run.map), (GDestroyNotify) qd_map_free);
  /* The run's settings, so that the reference is the colouring the replay shows. */
  d->options = run.options;
  d->options.tree = NULL;
  d->options.on_assign = NULL;
  d->options.user_data = NULL;
  d->options.progress_nodes = NULL;
  d->options.stop = NULL;

  return qd_page_check_new (check_answer, d, qd_owned_free,
                            d->fcmac ? N_("the domain tables of forward checking and MAC") : N_("the colouring"));
}

void
qd_mapcolor_page_show_check (QdPage *page, const QdCheckResult *result)
{
  QdMapcolorPage *self = QD_MAPCOLOR_PAGE (page);
  QdStepper *stepper = qd_mapcolor_page_get_stepper (self);
  QdMapcolorFcmacView *view = qd_mapcolor_page_get_fcmac_view (self);

  if (result->verdict != QD_CHECK_WRONG || result->step < 0)
    return;
  if (g_strcmp0 (qd_mapcolor_page_get_view_name (self), "fcmac") == 0)
    {
      QdCspTable *const *tables = NULL;
      guint n = qd_mapcolor_fcmac_view_get_tables (view, &tables);
      guint table, row;

      if (qd_mapcolor_fcmac_step_to_row (tables, n, result->step, &table, &row))
        qd_mapcolor_fcmac_view_select_row (view, table, row);
      return;
    }
  if (qd_stepper_has_run (stepper) && (guint64) result->step <= qd_stepper_get_n_steps (stepper))
    {
      qd_stepper_stop_playing (stepper);
      qd_stepper_go_to (stepper, (guint) result->step);
    }
}
