/* qd-constraints-page-plot.c — the Constraints tab's plot of a
 * min-conflicts run: the constraints still violated after each repair step
 * (problems/constraints/qd-constraints-conflicts.h), under the run's
 * outcome in the sidebar, read by a screen reader as a chart. */
#include "config.h"
#include "qd-constraints-page-private.h"

#include <glib/gi18n.h>

#include "render/qd-plot.h"

struct _QdConstraintsPlot {
  QdPictureView *view;
  QdPlot *plot;
};

static void
plot_size (gpointer data, double *width, double *height)
{
  *width = 320;
  *height = 200;
}

static void
plot_draw (gpointer data, cairo_t *cr, const QdPalette *palette, double width, double height)
{
  QdConstraintsPlot *p = data;
  QdPlotSheet sheet = { &p->plot, 1, 1, palette };

  qd_plot_sheet_draw (cr, width, height, &sheet);
}

static char *
describe (gpointer data)
{
  QdConstraintsPlot *p = data;

  return gtk_widget_get_visible (GTK_WIDGET (p->view)) ? qd_plot_describe (p->plot) : NULL;
}

QdConstraintsPlot *
qd_constraints_plot_new (QdPictureView *view)
{
  QdConstraintsPlot *p = g_new0 (QdConstraintsPlot, 1);

  p->view = view;
  p->plot = qd_plot_new (_("Constraints violated"));
  qd_plot_set_axis (p->plot, QD_PLOT_AXIS_X, _("repair step"), QD_PLOT_LINEAR);
  qd_plot_set_axis (p->plot, QD_PLOT_AXIS_Y, _("violated constraints"), QD_PLOT_LINEAR);
  qd_plot_set_range (p->plot, QD_PLOT_AXIS_Y, 0, NAN);
  qd_plot_set_integer (p->plot, QD_PLOT_AXIS_X, TRUE);
  qd_plot_set_integer (p->plot, QD_PLOT_AXIS_Y, TRUE);
  qd_picture_view_set_fill (view, 0.6);
  qd_picture_view_set_role (view, QD_PICTURE_CHART);
  qd_picture_view_set_describer (view, describe, p);
  gtk_widget_set_visible (GTK_WIDGET (view), FALSE);
  return p;
}

void
qd_constraints_plot_free (QdConstraintsPlot *p)
{
  if (p == NULL)
    return;
  if (p->view != NULL)
    {
      qd_picture_view_set_describer (p->view, NULL, NULL);
      qd_picture_view_set_drawing (p->view, NULL, NULL, NULL, NULL);
    }
  qd_plot_free (p->plot);
  g_free (p);
}

void
qd_constraints_plot_show (QdConstraintsPlot *p, const QdConstraintsConflicts *conflicts)
{
  guint series;

  qd_plot_clear (p->plot);
  if (conflicts == NULL || qd_constraints_conflicts_n_points (conflicts) == 0)
    {
      qd_picture_view_set_drawing (p->view, NULL, NULL, NULL, NULL);
      gtk_widget_set_visible (GTK_WIDGET (p->view), FALSE);
      return;
    }
  series = qd_plot_add_series (p->plot, _("min-conflicts"));
  qd_plot_series_set_line_only (p->plot, series, qd_constraints_conflicts_n_points (conflicts) > 40);
  for (guint i = 0; i < qd_constraints_conflicts_n_points (conflicts); i++)
    {
      guint64 step;
      guint violated;

      qd_constraints_conflicts_point (conflicts, i, &step, &violated);
      qd_plot_add_point (p->plot, series, (double) step, violated, NAN);
    }
  gtk_widget_set_visible (GTK_WIDGET (p->view), TRUE);
  qd_picture_view_set_drawing (p->view, plot_size, plot_draw, p, NULL);
}

const QdPlot *
qd_constraints_plot_get (QdConstraintsPlot *p)
{
  return p->plot;
}
