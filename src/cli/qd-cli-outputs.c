/* qd-cli-outputs.c — a problem command's pictures, tree, report and check
 * options, made and freed together. */
#include "config.h"
#include "qd-cli-outputs.h"

#include <string.h>

GOptionContext *
qd_cli_outputs_context_new (const char *parameter_string, const GOptionEntry *entries, QdCliOutputs *outputs,
                            QdCliOutputsFlags flags, const char *description)
{
  GOptionContext *context = qd_cli_context_new (parameter_string, entries, &outputs->pictures, description);

  if (flags & QD_CLI_OUTPUTS_TREE)
    qd_cli_tree_add_entries (context, &outputs->tree, FALSE);
  qd_cli_report_add_entries (context, &outputs->report, (flags & QD_CLI_OUTPUTS_STEPS) != 0);
  qd_cli_check_add_entries (context, &outputs->check);
  return context;
}

gboolean
qd_cli_outputs_validate (const QdCliOutputs *outputs)
{
  return qd_cli_check_validate (&outputs->check, &outputs->report, qd_cli_pictures_wanted (&outputs->pictures));
}

int
qd_cli_outputs_check_files (const QdCliOutputs *outputs, const QdCliFile *inputs, guint n_inputs,
                            const QdCliFile *files, guint n_files, int bundle_status)
{
  /* The report writes two files at the most (qd_cli_report_outputs). */
  g_autofree QdCliFile *all = g_new0 (QdCliFile, n_files + 2);
  int n_report;

  if (n_files > 0)
    memcpy (all, files, n_files * sizeof *all);
  n_report = qd_cli_report_outputs (&outputs->report, all + n_files);
  if (n_report < 0)
    return bundle_status;
  return qd_cli_check_files (inputs, n_inputs, &outputs->pictures, all, n_files + (guint) n_report);
}

int
qd_cli_outputs_check_trace (const QdCliOutputs *outputs, const QdCliFile *trace)
{
  g_autoptr(GArray) answers = g_array_new (FALSE, TRUE, sizeof (QdCliFile));

  if (!qd_cli_check_wanted (&outputs->check) || trace->path == NULL)
    return QD_EXIT_OK;
  for (guint i = 0; outputs->check.files[i] != NULL; i++)
    g_array_append_val (answers, ((QdCliFile) { "--check", outputs->check.files[i] }));
  return qd_cli_check_files ((const QdCliFile *) answers->data, answers->len, &outputs->pictures, trace, 1);
}

void
qd_cli_outputs_clear (QdCliOutputs *outputs)
{
  qd_cli_pictures_clear (&outputs->pictures);
  qd_cli_tree_clear (&outputs->tree);
  qd_cli_report_clear (&outputs->report);
  qd_cli_check_clear (&outputs->check);
}
