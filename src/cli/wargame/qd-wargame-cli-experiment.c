/* qd-wargame-cli-experiment.c — `quandary-cli wargame --matchups` and
 * `--compare` as sweeps of games (--list-runs, --shard, --raw, --resume),
 * and their raw files merged. */
#include "config.h"
#include "qd-wargame-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "render/wargame/qd-wargame-run-report.h"

typedef struct {
  QdWargameSweep *sweep;
  QdCliSweep *options;
  QdWargameMatchSetup setup;
  QdProgress progress;
  gint game;                   /* the run being played (with -j 1), atomic */
} Play;

/* A finished game, in the runs' order: its --raw row at once. */
static void
on_game (gpointer data, guint64 k, QdWargameMatchResult *r)
{
  Play *play = data;

  if (r->forfeit != NULL)
    {
      g_autofree char *name = qd_wargame_agent_spec_to_string (&r->agents[r->forfeit_side]);

      g_printerr (_("quandary-cli: game %u (%s): %s (%s) forfeits: %s\n"), (guint) k + 1, r->label,
                  r->forfeit_side == QD_WARGAME_BLUE ? _("blue") : _("green"), name, r->forfeit->message);
    }
  if (!r->stopped)
    {
      g_auto(GStrv) fields = qd_wargame_sweep_raw_fields (r);

      qd_cli_sweep_row (play->options, k, r->label, (const char *const *) fields);
    }
  /* With one game at a time, the next is the one under way. */
  while (++k < play->sweep->total && !qd_cli_sweep_selects (play->options, k))
    ;
  g_atomic_int_set (&play->game, (gint) MIN (k, play->sweep->total - 1));
}

/* The runs this process does, -j at once. */
static void
play_job (gpointer data)
{
  Play *play = data;
  g_autofree gboolean *selected = g_new0 (gboolean, play->sweep->total);
  guint first = play->sweep->total;

  for (guint k = play->sweep->total; k-- > 0;)
    if ((selected[k] = qd_cli_sweep_selects (play->options, k)))
      first = k;
  play->game = (gint) MIN (first, play->sweep->total - 1);
  qd_wargame_sweep_play_runs (play->sweep, selected, &play->setup, play->options->jobs, FALSE, on_game, play);
}

static void
show_progress (gpointer data)
{
  Play *play = data;
  guint game = (guint) g_atomic_int_get (&play->game);
  g_autofree char *key = qd_wargame_sweep_run_key (play->sweep, game);
  g_autofree char *line = NULL;

  if (play->options->jobs > 1)
    /* Several games at once: how many are done, the nodes of those under way. */
    line = g_strdup_printf ("%s %" G_GINT64_FORMAT "/%u, %" G_GINT64_FORMAT " %s…", _("games played"),
                            qd_progress_get (&play->progress.done), play->sweep->total,
                            qd_progress_get (&play->progress.nodes), _("nodes"));
  else
    line = g_strdup_printf ("%s %u/%u (%s), %s %" G_GINT64_FORMAT ", %" G_GINT64_FORMAT " %s…", _("game"), game + 1,
                            play->sweep->total, key, _("move"), qd_progress_get (&play->progress.done) + 1,
                            qd_progress_get (&play->progress.nodes), _("nodes"));
  qd_cli_sweep_progress (play->options, line);
}

/* The report on stdout, --csv and the pictures (of the last game): of a
 * run or of a merge; with `report` (a run's), its files too. */
static int
write_results (const QdWargameSweep *sweep, const char *csv_path, const QdCliPictures *pictures,
               QdCliReport *report, const char *path)
{
  g_autoptr(GPtrArray) results = qd_wargame_sweep_results (sweep);
  g_autofree char *text = qd_wargame_report_text (results);
  int status = QD_EXIT_OK;

  fputs (text, stdout);
  fflush (stdout);
  if (csv_path != NULL)
    {
      g_autofree char *csv = qd_wargame_report_csv (results);

      if (!qd_cli_write_text (csv_path, csv))
        status = QD_EXIT_INPUT;
    }
  if (results->len > 0 &&
      !qd_wargame_cli_write_pictures (pictures, ((QdWargameMatchResult *) results->pdata[results->len - 1])->record))
    status = QD_EXIT_INPUT;
  if (report != NULL &&
      !qd_cli_report_finish (report, qd_cli_report_wanted (report)
                                     ? qd_wargame_experiment_report_new (&sweep->config, path, results, report->palette) : NULL,
                             NULL))
    status = QD_EXIT_INPUT;
  return status;
}

static char *
run_key (gconstpointer sweep, guint64 index)
{
  return qd_wargame_sweep_run_key (sweep, index);
}

int
qd_wargame_cli_experiment (const QdWargameSweepConfig *config, QdCliSweep *options, const char *csv_path,
                           const QdCliPictures *pictures, double time_limit, QdCliReport *report, const char *path)
{
  g_autoptr(QdWargameSweep) sweep = qd_wargame_sweep_new (config);
  g_autofree char *settings = qd_wargame_sweep_settings (config);
  g_autoptr(GError) error = NULL;
  Play play = { sweep, options };
  gboolean show = qd_cli_stderr_is_terminal ();
  int status;

  if (!qd_cli_sweep_begin (options, QD_WARGAME_SWEEP_EXPERIMENT, settings, sweep->total,
                           qd_wargame_sweep_raw_columns))
    return QD_EXIT_INPUT;
  if (options->list_runs)
    {
      qd_cli_sweep_list (options, sweep->total, run_key, sweep);
      return QD_EXIT_OK;
    }
  /* The games a resumed file has are in the report; the others are played. */
  if (options->resumed != NULL && !qd_wargame_sweep_add_raw (sweep, options->resumed, &error))
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  qd_wargame_match_setup_init (&play.setup);
  if (show)
    play.setup.progress = &play.progress;
  play.setup.stop = qd_cli_catch_interrupt_until (time_limit);
  qd_cli_run_with_progress ("wargame", show, play_job, show_progress, &play);
  qd_cli_release_interrupt_until ();
  if (!qd_cli_sweep_end (options))
    return QD_EXIT_INPUT;

  status = write_results (sweep, csv_path, pictures, report, path);
  if (status == QD_EXIT_OK && qd_cli_interrupted ())
    {
      status = QD_EXIT_STOPPED;
      if (qd_cli_time_ran_out ())
        {
          g_printerr (_("quandary-cli: the time limit ran out: what was played is reported\n"));
          status = QD_EXIT_LIMIT;
        }
    }
  return status;
}

int
qd_wargame_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures,
                                 QdCliReport *report)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWargameSweep) sweep = qd_wargame_sweep_merge (raws, n, &error);

  if (sweep == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  return write_results (sweep, csv, pictures, report, NULL);
}
