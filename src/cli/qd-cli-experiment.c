/* qd-cli-experiment.c — `quandary-cli experiment NAME …`: the experiments
 * the problems declare among their commands. */
#include "config.h"
#include "qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

static void
print_experiments (FILE *to)
{
  fprintf (to, "%s\n\n%s\n", _("Usage: quandary-cli experiment NAME [OPTION…]"), _("Experiments:"));
  qd_cli_print_commands (to, TRUE);
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
  experiment = qd_cli_find_command (argv[1], TRUE);
  if (experiment != NULL)
    return qd_cli_run_command (experiment, "quandary-cli experiment", argc - 1, argv + 1);
  g_printerr (_("quandary-cli: unknown experiment “%s”; the experiments are: "), argv[1]);
  qd_cli_print_experiment_names (stderr);
  g_printerr ("\n");
  return QD_EXIT_USAGE;
}
