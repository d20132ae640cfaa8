/* qd-takestones-cli-experiment.c — `quandary-cli experiment takestones`:
 * the evaluator report of the Take-Stones tab (the threat evaluator against
 * the statement's), shardable like every experiment. */
#include "config.h"
#include "qd-takestones-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cli/qd-cli-report.h"
#include "problems/takestones/qd-takestones-match.h"
#include "render/takestones/qd-takestones-run-report.h"

#define EXPERIMENT "takestones"

typedef struct {
  gint64 n_min, n_max, depth_min, depth_max, openings, opening_plies, seed;
  QdCliSweep sweep;
  QdCliReport report;        /* --report, --report-bundle */
  QdTakestonesReportSettings settings;
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

  qd_cli_sweep_add_entries (context, &o->sweep);
  qd_cli_report_add_entries (context, &o->report, FALSE);
  return context;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);
  gint64 *values[] = { &o->n_min, &o->n_max, &o->depth_min, &o->depth_max, &o->openings, &o->opening_plies,
                       &o->seed };
  g_autoptr(GError) error = NULL;
  QdTakestonesReportSettings *s = &o->settings;

  qd_takestones_report_settings_init (s);
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
  if (!qd_takestones_report_settings_check (s, &error))
    QD_CLI_USAGE ("%s", error->message);
  return qd_cli_sweep_check (&o->sweep) && qd_cli_report_check (&o->report);
}

typedef struct {
  QdCliSweep *sweep;
  const QdTakestonesReportSettings *settings;
} Progress;

static void
on_game (gpointer user_data, guint done, guint total, const QdTakestonesReportGame *game)
{
  Progress *p = user_data;
  g_autofree char *key = qd_takestones_report_run_key (p->settings, game->index);
  g_auto(GStrv) fields = qd_takestones_report_raw_fields (game);
  g_autofree char *line = g_strdup_printf (_("%u/%u games: %s"), done, total, key);

  qd_cli_sweep_row (p->sweep, game->index, key, (const char *const *) fields);
  qd_cli_sweep_progress (p->sweep, line);
}

static char *
run_key (gconstpointer settings, guint64 index)
{
  return qd_takestones_report_run_key (settings, index);
}

static void
print_report (const QdTakestonesReport *report)
{
  g_autofree char *text = qd_takestones_report_format (report);

  fputs (text, stdout);
  fflush (stdout);
}

static int
run (Options *o)
{
  g_autoptr(QdTakestonesReport) report = qd_takestones_report_new (&o->settings);
  g_autoptr(GError) error = NULL;
  g_autofree char *settings = qd_takestones_report_settings_line (&o->settings);
  guint64 total = qd_takestones_report_n_games (&o->settings);
  Progress progress = { &o->sweep, &o->settings };
  const char *outputs[3] = { qd_cli_sweep_raw_output (&o->sweep) };
  const char *inputs[] = { o->sweep.resume_path, NULL };
  gboolean finished;
  int status, n_report;

  if (o->sweep.list_runs)
    {
      if (!qd_cli_sweep_begin (&o->sweep, EXPERIMENT, settings, total, qd_takestones_report_raw_columns))
        return QD_EXIT_INPUT;
      qd_cli_sweep_list (&o->sweep, total, run_key, &o->settings);
      return QD_EXIT_OK;
    }
  if ((n_report = qd_cli_report_outputs (&o->report, outputs + 1)) < 0)
    return QD_EXIT_USAGE;
  if ((status = qd_cli_check_outputs (inputs, NULL, outputs, 1 + n_report)) != QD_EXIT_OK)
    return status;
  qd_cli_report_begin (&o->report);
  if (!qd_cli_sweep_begin (&o->sweep, EXPERIMENT, settings, total, qd_takestones_report_raw_columns))
    return QD_EXIT_INPUT;
  /* The games a resumed file has count in the report; the others are played. */
  if (o->sweep.resumed != NULL && !qd_takestones_report_add_raw (report, o->sweep.resumed, &error))
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  report->shard = o->sweep.shard;
  report->skip = o->sweep.done;
  report->threads = (guint) o->sweep.jobs;

  finished = qd_takestones_report_play (report, qd_cli_catch_interrupt (), NULL, on_game, &progress);
  qd_cli_release_interrupt ();
  if (!qd_cli_sweep_end (&o->sweep))
    return QD_EXIT_INPUT;
  print_report (report);
  if (!qd_cli_report_finish (&o->report,
                             qd_cli_report_wanted (&o->report) ? qd_takestones_experiment_report_new (report, o->report.palette)
                                                               : NULL,
                             NULL))
    return QD_EXIT_INPUT;
  if (!finished)
    {
      g_printerr (_("quandary-cli: stopped after %u games: the report holds them\n"), report->games->len);
      return QD_EXIT_STOPPED;
    }
  return QD_EXIT_OK;
}

int
qd_takestones_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures,
                                    QdCliReport *out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdTakestonesReport) report = NULL;

  if (csv != NULL || qd_cli_pictures_wanted (pictures))
    {
      qd_cli_usage_error ("%s", _("experiment takestones makes a report on stdout: no --csv, --png, --svg or --pdf"));
      return QD_EXIT_USAGE;
    }
  report = qd_takestones_report_merge (raws, n, NULL, &error);
  if (report == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  print_report (report);
  if (!qd_cli_report_finish (out, qd_cli_report_wanted (out) ? qd_takestones_experiment_report_new (report, out->palette) : NULL,
                             NULL))
    return QD_EXIT_INPUT;
  return QD_EXIT_OK;
}

static void
clear_options (Options *o)
{
  qd_cli_sweep_clear (&o->sweep);
  qd_cli_report_clear (&o->report);
}

QD_CLI_DEFINE_MAIN (, qd_takestones_cli_experiment)
