/* qd-wargame-cli-experiment.c — `quandary-cli wargame --matchups` and
 * `--compare` on the experiment runner (cli/qd-cli-experiment.h): their
 * class, the games played with a progress line of their own, and their
 * raw files merged. */
#include "config.h"
#include "qd-wargame-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli/qd-cli-experiment.h"
#include "render/wargame/qd-wargame-run-report.h"

/* The runner's object: the sweep, and the board's file for the report. */
typedef struct {
  QdWargameSweep *sweep;
  const char *path;            /* NULL: a merge */
} Experiment;

static Experiment *
experiment_new (QdWargameSweep *sweep, const char *path)
{
  Experiment *e = g_new0 (Experiment, 1);

  e->sweep = sweep;
  e->path = path;
  return e;
}

static void
experiment_free (Experiment *e)
{
  qd_wargame_sweep_free (e->sweep);
  g_free (e);
}

/* ------------------------------------------------------------ the games */

/* A game told to the runner. */
typedef struct {
  guint64 index;
  const QdWargameMatchResult *result;
} Game;

typedef struct {
  QdWargameSweep *sweep;
  const QdCliExperimentRunning *how;
  QdWargameMatchSetup setup;
  QdProgress progress;
  gint game;                   /* the run being played (with -j 1), atomic */
} Play;

/* A finished game, in the runs' order: its forfeit said, its --raw row. */
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
      Game game = { k, r };

      play->how->on_run (play->how->runner, 0, 0, &game);
    }
  /* With one game at a time, the next is the one under way. */
  while (++k < play->sweep->total && !qd_cli_sweep_selects (play->how->sweep, k))
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
    if ((selected[k] = qd_cli_sweep_selects (play->how->sweep, k)))
      first = k;
  play->game = (gint) MIN (first, play->sweep->total - 1);
  qd_wargame_sweep_play_runs (play->sweep, selected, &play->setup, play->how->threads, FALSE, on_game, play);
}

static void
show_progress (gpointer data)
{
  Play *play = data;
  guint game = (guint) g_atomic_int_get (&play->game);
  g_autofree char *key = qd_wargame_sweep_run_key (play->sweep, game);
  g_autofree char *line = NULL;

  if (play->how->threads > 1)
    /* Several games at once: how many are done, the nodes of those under way. */
    line = g_strdup_printf ("%s %" G_GINT64_FORMAT "/%u, %" G_GINT64_FORMAT " %s…", _("games played"),
                            qd_progress_get (&play->progress.done), play->sweep->total,
                            qd_progress_get (&play->progress.nodes), _("nodes"));
  else
    line = g_strdup_printf ("%s %u/%u (%s), %s %" G_GINT64_FORMAT ", %" G_GINT64_FORMAT " %s…", _("game"), game + 1,
                            play->sweep->total, key, _("move"), qd_progress_get (&play->progress.done) + 1,
                            qd_progress_get (&play->progress.nodes), _("nodes"));
  qd_cli_sweep_progress (play->how->sweep, line);
}

/* A stop is quiet: what was played is reported. */
static gboolean
play_games (gpointer data, const QdCliExperimentRunning *how, GError **error)
{
  Experiment *e = data;
  Play play = { e->sweep, how };
  gboolean show = qd_cli_stderr_is_terminal ();

  qd_wargame_match_setup_init (&play.setup);
  if (show)
    play.setup.progress = &play.progress;
  play.setup.stop = how->stop;
  qd_cli_run_with_progress ("wargame", show, play_job, show_progress, &play);
  return !g_atomic_int_get (how->stop);
}

/* ---------------------------------------------- the runner's class */

static guint
n_runs (gconstpointer e)
{
  return ((const Experiment *) e)->sweep->total;
}

static char *
settings (gconstpointer e)
{
  return qd_wargame_sweep_settings (&((const Experiment *) e)->sweep->config);
}

static char *
run_key (gconstpointer e, guint64 index)
{
  return qd_wargame_sweep_run_key (((const Experiment *) e)->sweep, index);
}

static char **
raw_fields (gconstpointer e, gconstpointer game)
{
  return qd_wargame_sweep_raw_fields (((const Game *) game)->result);
}

static gboolean
add_raw (gpointer e, const QdSweepRaw *raw, GError **error)
{
  return qd_wargame_sweep_add_raw (((Experiment *) e)->sweep, raw, error);
}

static gpointer
merge_raws (QdSweepRaw *const *raws, guint n, gboolean **found, GError **error)
{
  QdWargameSweep *sweep = qd_wargame_sweep_merge (raws, n, error);

  return sweep != NULL ? experiment_new (sweep, NULL) : NULL;
}

static char *
format_table (gconstpointer e)
{
  g_autoptr(GPtrArray) results = qd_wargame_sweep_results (((const Experiment *) e)->sweep);

  return qd_wargame_report_text (results);
}

static char *
to_csv (gconstpointer e)
{
  g_autoptr(GPtrArray) results = qd_wargame_sweep_results (((const Experiment *) e)->sweep);

  return qd_wargame_report_csv (results);
}

static const QdCliExperimentClass experiment_class = {
  .experiment = QD_WARGAME_SWEEP_EXPERIMENT, .n_runs = n_runs, .settings = settings, .run_key = run_key,
  .columns = qd_wargame_sweep_raw_columns, .raw_fields = raw_fields, .add_raw = add_raw, .run = play_games,
  .merge = merge_raws, .free = (gpointer) experiment_free, .format_table = format_table, .to_csv = to_csv,
};

/* --png, --svg and --pdf: the last game's final board. */
static gboolean
write_pictures (gconstpointer e, const QdCliPictures *pictures)
{
  g_autoptr(GPtrArray) results = qd_wargame_sweep_results (((const Experiment *) e)->sweep);

  return results->len == 0 ||
         qd_wargame_cli_write_pictures (pictures, ((QdWargameMatchResult *) results->pdata[results->len - 1])->record);
}

static QdReport *
report_new (gconstpointer data, const char *shard, const QdPalette *palette)
{
  const Experiment *e = data;
  g_autoptr(GPtrArray) results = qd_wargame_sweep_results (e->sweep);

  return qd_wargame_experiment_report_new (&e->sweep->config, e->path, results, palette);
}

static const QdCliExperiment command = {
  .klass = &experiment_class, .pictures = write_pictures, .report_new = report_new,
};

int
qd_wargame_cli_experiment (const QdWargameSweepConfig *config, QdCliSweep *sweep, const char *csv_path,
                           const QdCliPictures *pictures, double time_limit, QdCliReport *report, const char *path)
{
  QdCliExperimentSetup setup = {
    .csv_path = csv_path, .pictures = pictures, .sweep = sweep, .report = report, .time_limit = time_limit,
  };
  Experiment *e = experiment_new (qd_wargame_sweep_new (config), path);
  int status = qd_cli_experiment_run_setup (&command, &setup, e);

  experiment_free (e);
  return status;
}

int
qd_wargame_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures,
                                 QdCliReport *report)
{
  return qd_cli_experiment_merge (&command, raws, n, csv, pictures, report);
}
