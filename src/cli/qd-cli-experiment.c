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

void
qd_cli_experiment_add_entries (GOptionContext *context, QdCliExperimentOptions *o)
{
  qd_cli_sweep_add_entries (context, &o->sweep);
  qd_cli_report_add_entries (context, &o->report, FALSE);
}

GOptionContext *
qd_cli_experiment_context_new (const char *parameter_string, const GOptionEntry *entries,
                               QdCliExperimentOptions *o, const char *description)
{
  GOptionContext *context = qd_cli_context_new (parameter_string, entries, &o->pictures, description);

  qd_cli_experiment_add_entries (context, o);
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

/* ------------------------------------------------ a QdSweepRuns's class */

static guint
runs_n_runs (gconstpointer e)
{
  return ((const QdSweepRuns *) e)->klass->n_runs (e);
}

static char *
runs_settings (gconstpointer e)
{
  return ((const QdSweepRuns *) e)->klass->settings (e);
}

static char *
runs_run_key (gconstpointer e, guint64 index)
{
  return ((const QdSweepRuns *) e)->klass->run_key (e, index);
}

static char **
runs_raw_columns (gconstpointer e)
{
  return ((const QdSweepRuns *) e)->klass->raw_columns (e);
}

static char **
runs_raw_fields (gconstpointer e, gconstpointer run)
{
  return ((const QdSweepRuns *) e)->klass->raw_fields (e, run);
}

void
qd_cli_experiment_running_apply (const QdCliExperimentRunning *how, QdSweepShard *shard, const gboolean **skip,
                                 guint *threads)
{
  *shard = how->shard;
  *skip = how->skip;
  *threads = how->threads;
}

static gboolean
runs_run (gpointer data, const QdCliExperimentRunning *how, GError **error)
{
  QdSweepRuns *e = data;

  qd_cli_experiment_running_apply (how, &e->shard, &e->skip, &e->threads);
  return qd_sweep_runs_run (e, how->stop, NULL, how->on_run, how->runner, error);
}

static char *
runs_format_table (gconstpointer e)
{
  return ((const QdSweepRuns *) e)->klass->format_table (e);
}

static char *
runs_to_csv (gconstpointer e)
{
  return ((const QdSweepRuns *) e)->klass->to_csv (e);
}

/* Its merge is qd_sweep_runs_merge of the command's class. */
static const QdCliExperimentClass sweep_runs_class = {
  .n_runs = runs_n_runs, .settings = runs_settings, .run_key = runs_run_key, .raw_columns = runs_raw_columns,
  .raw_fields = runs_raw_fields, .add_raw = (gpointer) qd_sweep_runs_add_raw, .run = runs_run,
  .free = (gpointer) qd_sweep_runs_free, .format_table = runs_format_table, .to_csv = runs_to_csv,
};

static const QdCliExperimentClass *
class_of (const QdCliExperiment *command)
{
  return command->klass != NULL ? command->klass : &sweep_runs_class;
}

static const char *
experiment_of (const QdCliExperiment *command)
{
  return command->klass != NULL ? command->klass->experiment : command->runs->experiment;
}

/* ------------------------------------------------------------ the runner */

typedef struct {
  const QdCliExperiment *command;
  const QdCliExperimentClass *klass;
  QdCliSweep *sweep;
  gconstpointer e;
} Runner;

static char *
progress_line (QdCliExperimentProgress progress, guint done, guint total, const char *key)
{
  switch (progress)
    {
    case QD_CLI_EXPERIMENT_PROGRESS_INSTANCES:
      return g_strdup_printf (_("%u/%u instances"), done, total);
    case QD_CLI_EXPERIMENT_PROGRESS_RUNS:
      return g_strdup_printf (_("%u/%u runs: %s"), done, total, key);
    case QD_CLI_EXPERIMENT_PROGRESS_GAMES:
      return g_strdup_printf (_("%u/%u games: %s"), done, total, key);
    case QD_CLI_EXPERIMENT_PROGRESS_NONE:
    default:
      return NULL;
    }
}

/* A finished run: its --raw row at once, and the progress line. */
static void
on_run (gpointer user_data, guint done, guint total, gconstpointer run)
{
  Runner *r = user_data;
  guint64 index = *(const guint64 *) ((const char *) run + r->klass->index_offset);
  g_autofree char *key = r->klass->run_key (r->e, index);
  g_auto(GStrv) fields = r->klass->raw_fields != NULL ? r->klass->raw_fields (r->e, run) : r->klass->run_fields (run);
  g_autofree char *line = progress_line (r->command->progress, done, total, key);

  qd_cli_sweep_row (r->sweep, index, key, (const char *const *) fields);
  if (line != NULL)
    qd_cli_sweep_progress (r->sweep, line);
}

static char *
list_key (gconstpointer data, guint64 index)
{
  const Runner *r = data;

  return r->klass->run_key (r->e, index);
}

static gboolean
write_plots (const QdCliExperiment *command, const QdCliPictures *pictures, gconstpointer e)
{
  g_autoptr(GPtrArray) plots = NULL;
  QdPlotSheet sheet = { NULL, 0, command->plot_columns, qd_cli_pictures_palette (pictures) };
  double width, height;

  if (command->pictures != NULL)
    return command->pictures (e, pictures);
  if (command->plots == NULL || !qd_cli_pictures_wanted (pictures))
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

/* The table on stdout, the CSVs, the pictures and the report: of a run
 * (`shard` its --shard) or of a merge. */
static int
write_results (const QdCliExperiment *command, gconstpointer e, const QdCliExperimentSetup *s, const char *shard)
{
  const QdCliExperimentClass *klass = class_of (command);
  g_autofree char *table = klass->format_table (e);
  g_autofree char *csv = s->csv_path != NULL ? klass->to_csv (e) : NULL;
  g_autofree char *extra = s->extra_path != NULL ? command->extra_csv (e) : NULL;
  int status = QD_EXIT_OK;

  fputs (table, stdout);
  fflush (stdout);
  if ((csv != NULL && !qd_cli_write_text (s->csv_path, csv)) ||
      (extra != NULL && !qd_cli_write_text (s->extra_path, extra)) || !write_plots (command, s->pictures, e))
    status = QD_EXIT_INPUT;
  if (!qd_cli_report_finish (s->report, qd_cli_report_wanted (s->report)
                                          ? command->report_new (e, shard, s->report->palette) : NULL, NULL))
    status = QD_EXIT_INPUT;
  return status;
}

/* Every output is checked before the work that makes it. */
static int
check_outputs (const QdCliExperiment *command, QdCliExperimentOptions *o, const char *input)
{
  QdCliFile outputs[5] = { { "--csv", o->csv_path }, { command->extra_option, o->extra_path },
                           { "--raw", qd_cli_sweep_raw_output (&o->sweep) } };
  const QdCliFile inputs[] = { { "--resume", o->sweep.resume_path }, { NULL, input } };
  int n_report = qd_cli_report_outputs (&o->report, outputs + 3);

  if (n_report < 0)
    return QD_EXIT_INPUT;
  return qd_cli_check_files (inputs, G_N_ELEMENTS (inputs), &o->pictures, outputs, 3 + (guint) n_report);
}

/* Before the runs: the raw file, a --resume file's runs (they count in the
 * table; the others are run). */
static gboolean
begin (const Runner *r, gpointer e)
{
  g_autofree char *settings = r->klass->settings (e);
  g_auto(GStrv) made = r->klass->raw_columns != NULL ? r->klass->raw_columns (e) : NULL;
  g_autoptr(GError) error = NULL;

  if (!qd_cli_sweep_begin (r->sweep, experiment_of (r->command), settings, r->klass->n_runs (e),
                           made != NULL ? (const char *const *) made : r->klass->columns))
    return FALSE;
  if (r->sweep->resumed != NULL && !r->klass->add_raw (e, r->sweep->resumed, &error))
    {
      qd_cli_print_error (error);
      return FALSE;
    }
  return TRUE;
}

/* The runs, Ctrl-C (and the time limit) stopping them; FALSE when stopped
 * or failed (*error, if any, says). */
static gboolean
run_runs (const Runner *r, gpointer e, double time_limit, GError **error)
{
  QdCliExperimentRunning how = {
    .shard = r->sweep->shard, .skip = r->sweep->done, .threads = (guint) r->sweep->jobs,
    .stop = qd_cli_catch_interrupt_until (time_limit), .sweep = r->sweep, .on_run = on_run, .runner = (gpointer) r,
  };
  gboolean finished = r->klass->run (e, &how, error);

  qd_cli_release_interrupt_until ();
  return finished;
}

/* After the outputs: how a stop ends the command. */
static int
end_status (int status, gboolean finished, const GError *error, double time_limit)
{
  if (status == QD_EXIT_OK && time_limit > 0 && qd_cli_time_ran_out ())
    {
      g_printerr (_("quandary-cli: the time limit ran out: what was played is reported\n"));
      return QD_EXIT_LIMIT;
    }
  if (finished)
    return status;
  if (error != NULL)
    qd_cli_print_error (error);
  return status == QD_EXIT_OK ? QD_EXIT_STOPPED : status;
}

int
qd_cli_experiment_run_setup (const QdCliExperiment *command, const QdCliExperimentSetup *s, gpointer e)
{
  Runner r = { command, class_of (command), s->sweep, e };
  g_autoptr(GError) error = NULL;
  gboolean finished;
  int status;

  if (!begin (&r, e))
    return QD_EXIT_INPUT;
  if (s->sweep->list_runs)
    {
      qd_cli_sweep_list (s->sweep, r.klass->n_runs (e), list_key, &r);
      return QD_EXIT_OK;
    }
  finished = run_runs (&r, e, s->time_limit, &error);
  if (!qd_cli_sweep_end (s->sweep))
    return QD_EXIT_INPUT;
  if (!finished && error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  status = write_results (command, e, s, s->sweep->shard_text);
  return end_status (status, finished, error, s->time_limit);
}

int
qd_cli_experiment_run (const QdCliExperiment *command, QdCliExperimentOptions *o, gpointer e, const char *input)
{
  QdCliExperimentSetup setup = {
    .csv_path = o->csv_path, .extra_path = o->extra_path, .pictures = &o->pictures, .sweep = &o->sweep,
    .report = &o->report,
  };
  int status;

  if (e == NULL)
    return QD_EXIT_INPUT;
  status = o->sweep.list_runs ? QD_EXIT_OK : check_outputs (command, o, input);
  if (status == QD_EXIT_OK)
    {
      if (!o->sweep.list_runs)
        qd_cli_report_begin (&o->report);
      status = qd_cli_experiment_run_setup (command, &setup, e);
    }
  class_of (command)->free (e);
  return status;
}

int
qd_cli_experiment_merge (const QdCliExperiment *command, QdSweepRaw *const *raws, guint n, const char *csv,
                         const QdCliPictures *pictures, QdCliReport *report)
{
  g_autoptr(GError) error = NULL;
  QdCliExperimentSetup setup = { .csv_path = csv, .pictures = pictures, .report = report };
  gpointer e;
  int status;

  if (command->no_outputs != NULL && (csv != NULL || qd_cli_pictures_wanted (pictures)))
    {
      qd_cli_usage_error ("%s", _(command->no_outputs));
      return QD_EXIT_USAGE;
    }
  e = command->klass != NULL ? command->klass->merge (raws, n, NULL, &error)
                             : qd_sweep_runs_merge (command->runs, raws, n, &error);
  if (e == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  status = write_results (command, e, &setup, NULL);
  class_of (command)->free (e);
  return status;
}
