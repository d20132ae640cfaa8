/* qd-takestones-cli-experiment.c — `quandary-cli experiment takestones`:
 * the evaluator report of the Take-Stones tab (the threat evaluator against
 * the statement's), shardable like every experiment. */
#include "config.h"
#include "qd-takestones-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cli/qd-cli-experiment.h"
#include "cli/qd-cli-report.h"
#include "problems/takestones/qd-takestones-experiment.h"
#include "render/takestones/qd-takestones-run-report.h"

typedef struct {
  gint64 n_min, n_max, depth_min, depth_max, openings, opening_plies, seed;
  QdCliExperimentOptions x;  /* the sweep, --report, --report-bundle */
  QdTakestonesExperimentSettings settings;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "n-min", 0, 0, G_OPTION_ARG_INT64, &o->n_min, N_("The smallest board, in stones (default 10)"), N_("N") },
    { "n-max", 0, 0, G_OPTION_ARG_INT64, &o->n_max, N_("The largest board, in stones (default 60)"), N_("N") },
    { "depth-min", 0, 0, G_OPTION_ARG_INT64, &o->depth_min,
      N_("The shallowest search, in plies (default 1)"), N_("D") },
    { "depth-max", 0, 0, G_OPTION_ARG_INT64, &o->depth_max,
      N_("The deepest search, in plies (default 5)"), N_("D") },
    { "openings", 0, 0, G_OPTION_ARG_INT64, &o->openings,
      N_("Random openings per board and depth (default 6)"), N_("K") },
    { "opening-plies", 0, 0, G_OPTION_ARG_INT64, &o->opening_plies,
      N_("Random moves of each opening (default 2)"), N_("P") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the openings (default 540)"), N_("S") },
    { NULL }
  };
  GOptionContext *context = qd_cli_context_new (
    _("— the threat evaluator against the statement's, in games between them"), entries, NULL,
    _("For each depth, board and opening (its random moves seeded from S, the depth, the board\n"
      "and the opening alone), two games with alpha-beta at that depth for both players: the\n"
      "threat evaluator player 1, then player 2.  stdout: the Take-Stones tab's report, one\n"
      "row per depth and a row “all” (data/FORMATS.md).  Ctrl-C stops: the games done are\n"
      "reported, the exit status is 130.\n"
      "\n"
      "The games (--list-runs) are independent: --shard I/N plays a share of them, --raw FILE\n"
      "keeps each finished game, and “quandary-cli experiment merge” makes the report of all\n"
      "the shards' raw files (see --help-sweep)."));

  qd_cli_experiment_add_entries (context, &o->x);
  return context;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);
  gint64 *values[] = { &o->n_min, &o->n_max, &o->depth_min, &o->depth_max, &o->openings, &o->opening_plies,
                       &o->seed };
  g_autoptr(GError) error = NULL;
  QdTakestonesExperimentSettings *s = &o->settings;

  qd_takestones_experiment_settings_init (s);
  o->n_min = s->n_min;
  o->n_max = s->n_max;
  o->depth_min = s->depth_min;
  o->depth_max = s->depth_max;
  o->openings = s->openings;
  o->opening_plies = s->opening_plies;
  o->seed = s->seed;
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc > 1)
    QD_CLI_USAGE (_("unexpected argument “%s”"), argv[1]);
  for (guint k = 0; k < G_N_ELEMENTS (values); k++)
    if (*values[k] < 0 || *values[k] > G_MAXUINT32)
      QD_CLI_USAGE (_("the settings are whole numbers from 0 to %u"), G_MAXUINT32);
  s->n_min = (guint) o->n_min;
  s->n_max = (guint) o->n_max;
  s->depth_min = (guint) o->depth_min;
  s->depth_max = (guint) o->depth_max;
  s->openings = (guint) o->openings;
  s->opening_plies = (guint) o->opening_plies;
  s->seed = (guint32) o->seed;
  if (!qd_takestones_experiment_settings_check (s, &error))
    QD_CLI_USAGE ("%s", error->message);
  return qd_cli_experiment_check (&o->x);
}

/* ---------------------------------------------- the runner's class */

/* The games a resumed file has count in the report; the others are played. */
static gboolean
play (gpointer data, const QdCliExperimentRunning *how, GError **error)
{
  QdTakestonesExperiment *e = data;

  qd_cli_experiment_running_apply (how, &e->shard, &e->skip, &e->threads);
  if (qd_takestones_experiment_play (e, how->stop, NULL, (gpointer) how->on_run, how->runner))
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("stopped after %u games: the report holds them"),
               e->games->len);
  return FALSE;
}

/* Its runs and their keys are of its settings, its first member. */
G_STATIC_ASSERT (G_STRUCT_OFFSET (QdTakestonesExperiment, settings) == 0);
static const QdCliExperimentClass experiment_class = {
  .experiment = "takestones", .n_runs = (gpointer) qd_takestones_experiment_n_games,
  .settings = (gpointer) qd_takestones_experiment_settings_line,
  .run_key = (gpointer) qd_takestones_experiment_run_key, .columns = qd_takestones_experiment_raw_columns,
  .run_fields = (gpointer) qd_takestones_experiment_raw_fields, .add_raw = (gpointer) qd_takestones_experiment_add_raw,
  .run = play, .merge = (gpointer) qd_takestones_experiment_merge, .free = (gpointer) qd_takestones_experiment_free,
  .format_table = (gpointer) qd_takestones_experiment_format, .to_csv = (gpointer) qd_takestones_experiment_to_csv,
};

static QdReport *
report_new (gconstpointer e, const char *shard, const QdPalette *palette)
{
  return qd_takestones_experiment_report_new (e, palette);
}

static const QdCliExperiment command = {
  .klass = &experiment_class, .progress = QD_CLI_EXPERIMENT_PROGRESS_GAMES, .report_new = report_new,
  .no_outputs = N_("experiment takestones makes a report on stdout: no --csv, --png, --svg or --pdf"),
};

static int
run (Options *o)
{
  return qd_cli_experiment_run (&command, &o->x, qd_takestones_experiment_new (&o->settings), NULL);
}

int
qd_takestones_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures,
                                    QdCliReport *report)
{
  return qd_cli_experiment_merge (&command, raws, n, csv, pictures, report);
}

static void
clear_options (Options *o)
{
  qd_cli_experiment_options_clear (&o->x);
}

QD_CLI_DEFINE_MAIN (, qd_takestones_cli_experiment)
