/* qd-cli-sweep.c — the options every shardable experiment has (-j, --list-runs,
 * --shard, --raw, --resume) and `quandary-cli experiment merge`. */
#include "config.h"
#include "qd-cli.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <inttypes.h>

#include "core/qd-sweep-pool.h"

#define MAX_JOBS 1024

void
qd_cli_sweep_add_entries (GOptionContext *context, QdCliSweep *sweep)
{
  /* Among the main options: it is how an experiment runs, not sharding. */
  GOptionEntry main_entries[] = {
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &sweep->jobs,
      N_("Do N runs at once, on N threads (default: one per processor it may use); the results are the same"), N_("N") },
    { NULL }
  };
  GOptionEntry entries[] = {
    { "list-runs", 0, 0, G_OPTION_ARG_NONE, &sweep->list_runs,
      N_("Print the experiment's runs, one per line (INDEX KEY), and do none"), NULL },
    { "shard", 0, 0, G_OPTION_ARG_STRING, &sweep->shard_text,
      N_("Do only the runs whose index is I-1 modulo N (such as 3/64)"), N_("I/N") },
    { "raw", 0, 0, G_OPTION_ARG_FILENAME, &sweep->raw_path,
      N_("Write a CSV row for each finished run, flushed at once (for “experiment merge”)"), N_("FILE") },
    { "resume", 0, 0, G_OPTION_ARG_FILENAME, &sweep->resume_path,
      N_("Skip the runs FILE already has (a raw file of the same settings; none if it does not exist yet) "
         "and append the others to it"),
      N_("FILE") },
    { NULL }
  };
  GOptionGroup *group = g_option_group_new ("sweep", _("Sharding an experiment across processes or machines:"),
                                            _("Show the sharding options"), NULL, NULL);

  sweep->jobs = G_MININT;   /* not given */
  g_option_context_add_main_entries (context, main_entries, GETTEXT_PACKAGE);
  g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
  g_option_group_add_entries (group, entries);
  g_option_context_add_group (context, group);
}

gboolean
qd_cli_sweep_check (QdCliSweep *sweep)
{
  g_autoptr(GError) error = NULL;

  if (sweep->shard_text != NULL && !qd_sweep_shard_parse (sweep->shard_text, &sweep->shard, &error))
    QD_CLI_USAGE ("%s", error->message);
  if (sweep->jobs == G_MININT)
    sweep->jobs = (gint) MIN (qd_sweep_pool_default_threads (), MAX_JOBS);
  if (sweep->jobs < 1 || sweep->jobs > MAX_JOBS)
    QD_CLI_USAGE (_("-j: the number of runs at once must be between 1 and %d"), MAX_JOBS);
  if (sweep->list_runs && (sweep->raw_path != NULL || sweep->resume_path != NULL))
    QD_CLI_USAGE ("%s", _("--list-runs does no run: it takes no --raw or --resume"));
  return TRUE;
}

gboolean
qd_cli_sweep_begin (QdCliSweep *sweep, const char *experiment, const char *settings, guint64 total,
                    const char *const *columns)
{
  g_autoptr(GError) error = NULL;
  const char *path = sweep->raw_path != NULL ? sweep->raw_path : sweep->resume_path;

  /* A --resume file not made yet: nothing done (a job's first start and
   * its requeues run the same command). */
  if (sweep->resume_path != NULL && g_file_test (sweep->resume_path, G_FILE_TEST_EXISTS))
    {
      sweep->resumed = qd_sweep_raw_read (sweep->resume_path, &error);
      if (sweep->resumed == NULL)
        {
          qd_cli_print_error (error);
          return FALSE;
        }
      if (strcmp (sweep->resumed->experiment, experiment) != 0 || strcmp (sweep->resumed->settings, settings) != 0 ||
          sweep->resumed->total != total)
        {
          g_printerr (_("quandary-cli: %s: --resume takes a raw file of the same experiment and settings; it has "
                        "“%s” (%s), these are “%s” (%s)\n"),
                      sweep->resume_path, sweep->resumed->settings, sweep->resumed->experiment, settings, experiment);
          return FALSE;
        }
      sweep->done = qd_sweep_raw_done (sweep->resumed);
    }
  if (path == NULL || sweep->list_runs)
    return TRUE;
  /* Continuing the --resume file (--raw not given, or the same file). */
  sweep->writer = qd_sweep_writer_open (path, sweep->resume_path != NULL && strcmp (path, sweep->resume_path) == 0,
                                        experiment, settings, total, columns, &error);
  if (sweep->writer == NULL)
    {
      qd_cli_print_error (error);
      return FALSE;
    }
  return TRUE;
}

gboolean
qd_cli_sweep_selects (const QdCliSweep *sweep, guint64 index)
{
  return qd_sweep_shard_has (&sweep->shard, index) && (sweep->done == NULL || !sweep->done[index]);
}

gboolean
qd_cli_sweep_row (QdCliSweep *sweep, guint64 index, const char *key, const char *const *fields)
{
  g_autoptr(GError) error = NULL;

  if (sweep->failed)
    return FALSE;
  if (sweep->writer == NULL || qd_sweep_writer_row (sweep->writer, index, key, fields, &error))
    return TRUE;
  qd_cli_print_error (error);
  sweep->failed = TRUE;
  return FALSE;
}

void
qd_cli_sweep_progress (QdCliSweep *sweep, const char *line)
{
  if (!qd_cli_stderr_is_terminal ())
    return;
  /* Erased to the end of the line, as qd_cli_run_with_progress does: a
   * shorter line, or one of wider characters, leaves nothing behind. */
  fprintf (stderr, "\r\033[K%s", line);
  fflush (stderr);
  sweep->progress_shown = TRUE;
}

void
qd_cli_sweep_list (const QdCliSweep *sweep, guint64 total, char *(*key) (gconstpointer, guint64), gconstpointer data)
{
  for (guint64 k = 0; k < total; k++)
    if (qd_cli_sweep_selects (sweep, k))
      {
        g_autofree char *text = key (data, k);

        printf ("%" G_GUINT64_FORMAT " %s\n", k, text);
      }
}

gboolean
qd_cli_sweep_end (QdCliSweep *sweep)
{
  g_autoptr(GError) error = NULL;
  QdSweepWriter *writer = g_steal_pointer (&sweep->writer);

  if (sweep->progress_shown)
    fprintf (stderr, "\r\033[K");
  sweep->progress_shown = FALSE;
  if (!qd_sweep_writer_close (writer, &error))
    {
      qd_cli_print_error (error);
      return FALSE;
    }
  return !sweep->failed;
}

void
qd_cli_sweep_clear (QdCliSweep *sweep)
{
  qd_sweep_writer_close (g_steal_pointer (&sweep->writer), NULL);
  g_clear_pointer (&sweep->shard_text, g_free);
  g_clear_pointer (&sweep->raw_path, g_free);
  g_clear_pointer (&sweep->resume_path, g_free);
  g_clear_pointer (&sweep->done, g_free);
  g_clear_pointer (&sweep->resumed, qd_sweep_raw_free);
}

/* ------------------------------------------------------------------ merge */

static const QdCliCommand *
merger (const char *experiment)
{
  const QdCliCommand *command = qd_cli_find_command (experiment, TRUE);

  if (command == NULL)
    command = qd_cli_find_command (experiment, FALSE);
  return command != NULL && command->merge != NULL ? command : NULL;
}

const char *
qd_cli_sweep_raw_output (const QdCliSweep *sweep)
{
  GStatBuf a, b;

  /* --raw onto the --resume file appends to it: that is its purpose. */
  if (sweep->raw_path != NULL && sweep->resume_path != NULL &&
      (strcmp (sweep->raw_path, sweep->resume_path) == 0 ||
       (g_stat (sweep->raw_path, &a) == 0 && g_stat (sweep->resume_path, &b) == 0 && a.st_dev == b.st_dev &&
        a.st_ino == b.st_ino)))
    return NULL;
  return sweep->raw_path;
}

int
qd_cli_sweep_merge (int argc, char **argv)
{
  char *csv = NULL;
  QdCliPictures pictures = { 0 };
  QdCliReport report = { 0 };
  GOptionEntry entries[] = {
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &csv, N_("Write the table as CSV"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = qd_cli_context_new (
    _("RAW… — the raw files of an experiment's shards, merged into its table, CSV and plots"), entries, &pictures,
    _("Each RAW file is what “--raw” wrote: the shards of one experiment with the same settings (its\n"
      "header says which), no run in two files.  The table, --csv, --png, --svg and --pdf are what\n"
      "the experiment run in one process gives.  Runs none of the files has are named on stderr,\n"
      "what is there is written, and the exit status is 1.  --report and --report-bundle report the\n"
      "merged experiment."));
  g_autoptr(GPtrArray) raws = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_sweep_raw_free);
  g_autoptr(GError) error = NULL;
  g_autofree gboolean *found = NULL;
  const QdCliCommand *command;
  guint64 present;
  int status = QD_EXIT_USAGE;

  qd_cli_report_add_entries (context, &report, FALSE);
  if (!qd_cli_parse_options (context, &argc, &argv) || !qd_cli_report_check (&report))
    goto out;
  if (argc < 2)
    {
      qd_cli_usage_error ("%s", _("experiment merge: name the raw files to merge"));
      goto out;
    }
  status = QD_EXIT_INPUT;
  for (int i = 1; i < argc; i++)
    {
      QdSweepRaw *raw = qd_sweep_raw_read (argv[i], &error);

      if (raw == NULL)
        {
          qd_cli_print_error (error);
          goto out;
        }
      g_ptr_array_add (raws, raw);
    }
  if (!qd_sweep_raw_check ((QdSweepRaw *const *) raws->pdata, raws->len, &found, &present, &error))
    {
      qd_cli_print_error (error);
      goto out;
    }
  command = merger (((QdSweepRaw *) raws->pdata[0])->experiment);
  if (command == NULL)
    {
      g_printerr (_("quandary-cli: %s: experiment “%s” is not one quandary-cli merges\n"), argv[1],
                  ((QdSweepRaw *) raws->pdata[0])->experiment);
      goto out;
    }
  {
    QdCliFile outputs[3] = { { "--csv", csv } };
    int checked, n_report = qd_cli_report_outputs (&report, outputs + 1);

    /* The raw files are the inputs: the table must not replace one. */
    g_autoptr(GArray) inputs = g_array_new (FALSE, TRUE, sizeof (QdCliFile));

    for (int i = 1; i < argc; i++)
      g_array_append_val (inputs, ((QdCliFile) { NULL, argv[i] }));
    if (n_report < 0)
      goto out;
    if ((checked = qd_cli_check_files ((const QdCliFile *) inputs->data, inputs->len, &pictures, outputs,
                                       1 + (guint) n_report)) != QD_EXIT_OK)
      {
        status = checked;
        goto out;
      }
  }
  qd_cli_report_begin (&report);
  status = command->merge ((QdSweepRaw *const *) raws->pdata, raws->len, csv, &pictures, &report);
  if (present < ((QdSweepRaw *) raws->pdata[0])->total)
    {
      guint64 total = ((QdSweepRaw *) raws->pdata[0])->total;
      g_autofree char *missing = qd_sweep_describe_missing (found, total, 20);

      g_printerr (_("quandary-cli: %" PRIu64 " of %" PRIu64 " runs are missing (runs %s): "
                    "the table holds the others\n"),
                  total - present, total, missing);
      if (status == QD_EXIT_OK)
        status = QD_EXIT_INPUT;
    }
out:
  g_free (csv);
  qd_cli_pictures_clear (&pictures);
  qd_cli_report_clear (&report);
  return status;
}
