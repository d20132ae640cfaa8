/* qd-kcell-cli-report.c — `quandary-cli kcell --report sizes|match` as
 * sweeps: --list-runs, --shard, --raw, --resume, and their merge. */
#include "config.h"
#include "qd-kcell-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

/* The table on stdout and the CSV: of a run, or of a merge. */
static int
write_results (const QdKcellReport *report, const char *csv_path)
{
  g_autofree char *table = qd_kcell_report_format_table (report);

  fputs (table, stdout);
  fflush (stdout);
  if (csv_path != NULL)
    {
      g_autofree char *csv = qd_kcell_report_to_csv (report);

      if (!qd_cli_write_text (csv_path, csv))
        return QD_EXIT_INPUT;
    }
  return QD_EXIT_OK;
}

typedef struct {
  QdKcellReport *report;
  QdCliSweep *sweep;
} Rows;

static void
on_run (gpointer user_data, guint64 index)
{
  Rows *rows = user_data;
  g_autofree char *key = NULL;
  g_auto(GStrv) fields = NULL;

  key = qd_kcell_report_run_key (rows->report, index);
  fields = qd_kcell_report_raw_fields (rows->report, index);
  qd_cli_sweep_row (rows->sweep, index, key, (const char *const *) fields);
}

static char *
run_key (gconstpointer report, guint64 index)
{
  return qd_kcell_report_run_key (report, index);
}

int
qd_kcell_cli_report (QdKcellReport *report, QdCliSweep *sweep, const char *csv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *settings = qd_kcell_report_settings (report);
  guint64 total = qd_kcell_report_total_runs (report);
  Rows rows = { report, sweep };
  const char *outputs[] = { qd_cli_sweep_raw_output (sweep) };
  const char *inputs[] = { sweep->resume_path, NULL };
  int status;

  if (!sweep->list_runs && (status = qd_cli_check_outputs (inputs, NULL, outputs, G_N_ELEMENTS (outputs))) != QD_EXIT_OK)
    return status;
  if (!qd_cli_sweep_begin (sweep, QD_KCELL_REPORT_EXPERIMENT, settings, total, qd_kcell_report_columns (report)))
    return QD_EXIT_INPUT;
  if (sweep->list_runs)
    {
      qd_cli_sweep_list (sweep, total, run_key, report);
      return QD_EXIT_OK;
    }
  /* The runs a resumed file has count in the table; the others are done. */
  if (sweep->resumed != NULL && !qd_kcell_report_add_raw (report, sweep->resumed, &error))
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  qd_kcell_report_run (report, &sweep->shard, sweep->done, NULL, on_run, &rows);
  if (!qd_cli_sweep_end (sweep))
    return QD_EXIT_INPUT;
  return write_results (report, csv);
}

int
qd_kcell_cli_report_merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdKcellReport) report = qd_kcell_report_merge (raws, n, &error);

  if (report == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  return write_results (report, csv);
}
