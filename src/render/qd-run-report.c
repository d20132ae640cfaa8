/* qd-run-report.c — pieces of a problem's report of a run
 * (qd-run-report.h). */
#include "config.h"
#include "qd-run-report.h"

#include <glib/gi18n.h>
#include <string.h>

QdReport *
qd_run_report_new (const QdProblem *problem, const char *path, const char *instance, const QdPalette *palette)
{
  g_autofree char *name = path != NULL ? g_path_get_basename (path) : NULL;

  if (name == NULL)
    name = g_strdup (instance != NULL ? instance : _(problem->format->untitled));
  return qd_report_new_with_palette (_(problem->title), name, palette);
}

gboolean
qd_run_report_fit (QdRunReportFit *fit, double natural_width, double natural_height, QdDrawFunc draw,
                   gpointer data)
{
  fit->natural_width = natural_width;
  fit->natural_height = natural_height;
  fit->draw = draw;
  fit->data = data;
  fit->scale = 0;
  fit->width = fit->height = 0;
  if (natural_width <= 0 || natural_height <= 0)
    return FALSE;
  fit->scale = MIN (1.0, QD_RUN_REPORT_FIGURE_MAX / MAX (natural_width, natural_height));
  if (fit->scale < QD_RUN_REPORT_FIGURE_MIN_SCALE)
    return FALSE;
  fit->width = natural_width * fit->scale;
  fit->height = natural_height * fit->scale;
  return TRUE;
}

void
qd_run_report_fit_draw (cairo_t *cr, double width, double height, gpointer data)
{
  QdRunReportFit *fit = data;

  cairo_save (cr);
  cairo_scale (cr, width / fit->natural_width, height / fit->natural_height);
  fit->draw (cr, fit->natural_width, fit->natural_height, fit->data);
  cairo_restore (cr);
}

void
qd_run_report_too_large (QdReportSection *section, const QdRunReportFit *fit)
{
  g_autofree char *text =
    g_strdup_printf (_("The drawing, %.0f × %.0f points, is too large to be shown here."), fit->natural_width,
                     fit->natural_height);

  qd_report_add_paragraph (section, text);
}

void
qd_run_report_add_fitted (QdReportSection *section, const char *caption, const char *name, double natural_width,
                          double natural_height, QdDrawFunc draw, gpointer data)
{
  QdRunReportFit fit;

  if (!qd_run_report_fit (&fit, natural_width, natural_height, draw, data))
    {
      qd_run_report_too_large (section, &fit);
      return;
    }
  qd_report_add_figure (section, caption, name, fit.width, fit.height, qd_run_report_fit_draw, &fit);
}

QdReportBlock *
qd_run_report_stats_table (QdReport *report)
{
  return qd_report_add_table (qd_report_part (report, QD_REPORT_STATISTICS), _("The search in numbers"),
                              "statistics", (const char *[]) { _("Measure"), _("Value"), NULL });
}

void
qd_run_report_stats_row (QdReportBlock *table, const char *measure, guint64 count)
{
  g_autofree char *value = g_strdup_printf ("%'" G_GUINT64_FORMAT, count);

  qd_report_add_row (table, (const char *[]) { measure, value, NULL });
}

void
qd_run_report_add_count (QdReportSection *section, const char *key, guint64 count)
{
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, count);

  qd_report_add_pair (section, key, text);
}

void
qd_run_report_stats_time (QdReportBlock *table, gint64 time_us)
{
  g_autofree char *value = g_strdup_printf (_("%.3f ms"), time_us / 1000.0);

  qd_report_add_row (table, (const char *[]) { _("Time"), value, NULL });
}

char **
qd_run_report_tree_options (const char *document, const QdSearchTree *tree, guint budget)
{
  GPtrArray *words = g_ptr_array_new ();

  if (tree != NULL)
    {
      g_autofree char *base = g_path_get_basename (document);
      char *dot = strrchr (base, '.');

      if (dot != NULL && dot != base)
        *dot = '\0';
      g_ptr_array_add (words, g_strdup ("--tree"));
      g_ptr_array_add (words, g_strconcat (base, ".tree", NULL));
      if (qd_search_tree_n_dropped (tree) > 0)
        {
          g_ptr_array_add (words, g_strdup ("--tree-budget"));
          g_ptr_array_add (words, g_strdup_printf ("%u", budget));
        }
    }
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}
