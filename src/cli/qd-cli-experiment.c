/* qd-cli-experiment.c — `quandary-cli experiment NAME …`: the experiments
 * the problems declare among their commands. */
#include "config.h"
#include "qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

static const QdCliCommand merge_command = {
  "merge", N_("Merge the raw files of an experiment's shards into its table, CSV and plots"), qd_cli_sweep_merge,
  TRUE, NULL
};

static void
print_experiments (FILE *to)
{
  fprintf (to, "%s\n\n%s\n", _("Usage: quandary-cli experiment NAME [OPTION…]"), _("Experiments:"));
  qd_cli_print_commands (to, TRUE);
  fprintf (to, "  %-12s %s\n", merge_command.name, _(merge_command.summary));
  fprintf (to, "\n%s\n", _("Run “quandary-cli experiment NAME --help” for the options of an experiment."));
}

int
qd_cli_experiment (int argc, char **argv)
{
  const QdCliCommand *experiment;

  if (argc < 2)
    {
      g_printerr ("quandary-cli: %s\n\n", _("experiment: name the experiment to run"));
      print_experiments (stderr);
      return QD_EXIT_USAGE;
    }
  if (qd_cli_is_help (argv[1]))
    {
      print_experiments (stdout);
      return QD_EXIT_OK;
    }
  experiment = strcmp (argv[1], merge_command.name) == 0 ? &merge_command : qd_cli_find_command (argv[1], TRUE);
  if (experiment != NULL)
    return qd_cli_run_command (experiment, "quandary-cli experiment", argc - 1, argv + 1);
  g_printerr (_("quandary-cli: unknown experiment “%s”; the experiments are: "), argv[1]);
  qd_cli_print_experiment_names (stderr);
  g_printerr ("\n");
  return QD_EXIT_USAGE;
}
