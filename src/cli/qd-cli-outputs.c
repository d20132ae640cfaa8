/* qd-cli-outputs.c — a problem command's pictures, tree, report and check
 * options, made and freed together. */
#include "config.h"
#include "qd-cli-outputs.h"

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

void
qd_cli_outputs_clear (QdCliOutputs *outputs)
{
  qd_cli_pictures_clear (&outputs->pictures);
  qd_cli_tree_clear (&outputs->tree);
  qd_cli_report_clear (&outputs->report);
  qd_cli_check_clear (&outputs->check);
}
