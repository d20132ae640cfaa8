/* qd-run-report.c — the parts problems' run reports share (qd-run-report.h). */
#include "config.h"
#include "qd-run-report.h"

#include <glib/gi18n.h>

QdReport *
qd_run_report_new (const QdProblem *problem, const char *path, const char *instance)
{
  g_autofree char *name = path != NULL ? g_path_get_basename (path) : NULL;

  if (name == NULL)
    name = g_strdup (instance != NULL ? instance : _(problem->format->untitled));
  return qd_report_new (_(problem->title), name);
}

QdReportBlock *
qd_run_report_add_counts (QdReport *report, const QdRunReportCount *counts, guint n)
{
  QdReportBlock *table = qd_report_add_table (qd_report_part (report, QD_REPORT_STATISTICS), NULL, "statistics",
                                              (const char *[]) { _("Count"), _("Value"), NULL });

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *value = g_strdup_printf ("%" G_GUINT64_FORMAT, counts[i].value);

      qd_report_add_row (table, (const char *[]) { _(counts[i].name), value, NULL });
    }
  return table;
}
