/* qd-cli-experiment.c — `quandary-cli experiment NAME …`: the experiments
 * the problems declare among their commands, and the skeleton of those
 * made of runs (qd-cli-experiment.h). */
#include "config.h"
#include "qd-cli-experiment.h"

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

/* ------------------------------------------------- an experiment of runs */

GOptionContext *
qd_cli_experiment_context_new (const char *parameter_string, const GOptionEntry *entries,
                               QdCliExperimentOptions *o, const char *description)
{
  GOptionContext *context = qd_cli_context_new (parameter_string, entries, &o->pictures, description);

  qd_cli_sweep_add_entries (context, &o->sweep);
  qd_cli_report_add_entries (context, &o->report, FALSE);
  return context;
}

gboolean
qd_cli_experiment_check (QdCliExperimentOptions *o)
{
  if (!qd_cli_report_check (&o->report))
    return FALSE;
  if (o->sweep.list_runs && qd_cli_report_wanted (&o->report))
    QD_CLI_USAGE ("%s", _("--list-runs does no run: --report and --report-bundle go with a run"));
  return qd_cli_sweep_check (&o->sweep);
}

void
qd_cli_experiment_options_clear (QdCliExperimentOptions *o)
{
  g_free (o->csv_path);
  g_free (o->extra_path);
  qd_cli_pictures_clear (&o->pictures);
  qd_cli_sweep_clear (&o->sweep);
  qd_cli_report_clear (&o->report);
}

gboolean
qd_cli_experiment_parse_algorithms (const char *text, const char *fallback, const char *choices, QdCliNameCheck check,
                                    gpointer data, GStrv *algorithms)
{
  char **names = *algorithms = qd_cli_split_list (text != NULL ? text : fallback, TRUE);

  if (names[0] == NULL)
    QD_CLI_USAGE (_("--algorithms: give one or more of %s"), choices);
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (!check (names[i], data))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (strcmp (names[i], names[j]) == 0)
          QD_CLI_USAGE (_("--algorithms: %s is given twice"), names[i]);
    }
  return TRUE;
}

typedef struct {
  QdCliSweep *sweep;
  const QdSweepRuns *e;
} Progress;

static void
on_run (gpointer user_data, guint done, guint total, gconstpointer run)
{
  Progress *p = user_data;
  guint64 index = *(const guint64 *) run;

  qd_cli_sweep_instance_done (p->sweep, index, p->e->klass->run_key (p->e, index),
                              p->e->klass->raw_fields (p->e, run), done, total);
}

static char *
run_key (gconstpointer e, guint64 index)
{
  return ((const QdSweepRuns *) e)->klass->run_key (e, index);
}

static gboolean
write_plots (const QdCliExperiment *command, const QdCliPictures *pictures, const QdSweepRuns *e)
{
  g_autoptr(GPtrArray) plots = NULL;
  QdPlotSheet sheet = { NULL, 0, command->plot_columns, qd_cli_pictures_palette (pictures) };
  double width, height;

  if (!qd_cli_pictures_wanted (pictures))
    return TRUE;
  plots = command->plots (e);
  sheet.plots = (QdPlot *const *) plots->pdata;
  sheet.n_plots = plots->len;
  if (plots->len == 0)
    {
      g_printerr ("%s\n", _(command->no_plot));
      return FALSE;
    }
  qd_plot_sheet_get_size (&sheet, &width, &height);
  return qd_cli_pictures_write (pictures, width, height, qd_plot_sheet_draw, &sheet);
}

/* The table on stdout, the CSVs, the plots and the report: of a run
 * (`shard` its --shard) or of a merge. */
static int
write_results (const QdCliExperiment *command, const QdSweepRuns *e, const char *csv_path, const char *extra_path,
               const QdCliPictures *pictures, QdCliReport *report, const char *shard)
{
  g_autofree char *table = e->klass->format_table (e);
  g_autofree char *csv = csv_path != NULL ? e->klass->to_csv (e) : NULL;
  g_autofree char *extra = extra_path != NULL ? command->extra_csv (e) : NULL;
  int status = QD_EXIT_OK;

  fputs (table, stdout);
  fflush (stdout);
  if ((csv != NULL && !qd_cli_write_text (csv_path, csv)) || (extra != NULL && !qd_cli_write_text (extra_path, extra))
      || !write_plots (command, pictures, e))
    status = QD_EXIT_INPUT;
  if (!qd_cli_report_finish (report, qd_cli_report_wanted (report)
                                       ? command->report_new (e, shard, report->palette) : NULL, NULL))
    status = QD_EXIT_INPUT;
  return status;
}

/* Every output is checked before the work that makes it. */
static int
check_outputs (QdCliExperimentOptions *o, const char *input)
{
  const char *outputs[5] = { o->csv_path, o->extra_path, qd_cli_sweep_raw_output (&o->sweep) };
  const char *inputs[] = { o->sweep.resume_path, input, NULL };
  int n_report = qd_cli_report_outputs (&o->report, outputs + 3);

  if (n_report < 0)
    return QD_EXIT_INPUT;
  return qd_cli_check_outputs (inputs, &o->pictures, outputs, 3 + (guint) n_report);
}

/* Before the runs: the outputs, the raw file, a --resume file's runs (they
 * count in the table; the others are run). */
static int
begin (QdCliExperimentOptions *o, QdSweepRuns *e, const char *input)
{
  g_autofree char *settings = e->klass->settings (e);
  g_auto(GStrv) columns = e->klass->raw_columns (e);
  g_autoptr(GError) error = NULL;
  int status;

  if (!o->sweep.list_runs && (status = check_outputs (o, input)) != QD_EXIT_OK)
    return status;
  if (!o->sweep.list_runs)
    qd_cli_report_begin (&o->report);
  if (!qd_cli_sweep_begin (&o->sweep, e->klass->experiment, settings, e->klass->n_runs (e),
                           (const char *const *) columns))
    return QD_EXIT_INPUT;
  if (o->sweep.resumed != NULL && !qd_sweep_runs_add_raw (e, o->sweep.resumed, &error))
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  return QD_EXIT_OK;
}

int
qd_cli_experiment_run (const QdCliExperiment *command, QdCliExperimentOptions *o, QdSweepRuns *taken,
                       const char *input)
{
  g_autoptr(QdSweepRuns) e = taken;
  g_autoptr(GError) error = NULL;
  Progress progress = { &o->sweep, e };
  gboolean finished;
  int status;

  if (e == NULL)
    return QD_EXIT_INPUT;
  if ((status = begin (o, e, input)) != QD_EXIT_OK)
    return status;
  if (o->sweep.list_runs)
    {
      qd_cli_sweep_list (&o->sweep, e->klass->n_runs (e), run_key, e);
      return QD_EXIT_OK;
    }
  e->shard = o->sweep.shard;
  e->skip = o->sweep.done;
  e->threads = (guint) o->sweep.jobs;
  finished = qd_sweep_runs_run (e, qd_cli_catch_interrupt (), NULL, on_run, &progress, &error);
  qd_cli_release_interrupt ();
  if (!qd_cli_sweep_end (&o->sweep))
    return QD_EXIT_INPUT;
  status = write_results (command, e, o->csv_path, o->extra_path, &o->pictures, &o->report, o->sweep.shard_text);
  if (!finished)
    {
      qd_cli_print_error (error);
      return status == QD_EXIT_OK ? QD_EXIT_STOPPED : status;
    }
  return status;
}

int
qd_cli_experiment_merge (const QdCliExperiment *command, QdSweepRaw *const *raws, guint n, const char *csv,
                         const QdCliPictures *pictures, QdCliReport *report)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdSweepRuns) e = qd_sweep_runs_merge (command->runs, raws, n, &error);

  if (e == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  return write_results (command, e, csv, NULL, pictures, report, NULL);
}
