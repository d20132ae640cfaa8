/* qd-mapcolor-cli-mapgen.c — `quandary-cli mapgen`: a random planar map. */
#include "config.h"
#include "qd-mapcolor-cli.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <stdio.h>
#include <inttypes.h>

#include "cli/qd-cli-report.h"
#include "problems/mapcolor/qd-mapcolor-gen.h"
#include "render/mapcolor/qd-mapcolor-run-report.h"

typedef struct {
  gint64 n;
  char *n_text;
  gint64 seed;
  char *method_name;
  char *output;
  QdCliReport report;
  QdMapcolorGenMethod method;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "regions", 'n', 0, G_OPTION_ARG_STRING, &o->n_text,
      N_("Number of regions (points), 1 to 1000000 (required)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the points and choices (default 0)"), N_("S") },
    { "method", 'm', 0, G_OPTION_ARG_STRING, &o->method_name,
      N_("segments (the statement's process, the default) or delaunay"), N_("NAME") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o->output, N_("Write the map to FILE instead of stdout"), N_("FILE") },
    { NULL }
  };
  GOptionContext *context;

  context = qd_cli_context_new (_("— a random planar map for colouring"), entries, NULL,
    _("Scatters N points in the unit square and connects them: segments picks a random point X\n"
      "and connects it to the nearest point it can reach without crossing a segment, until no\n"
      "point can; delaunay triangulates the same points.  The same seed gives the same map.\n"
      "Writes one line per region, “name (x, y): neighbour, …”, y growing downward.\n"
      "Ctrl-C stops the generation: nothing is written and the exit status is 130."));
  qd_cli_report_add_entries (context, &o->report, FALSE);
  return context;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc > 1)
    QD_CLI_USAGE (_("unexpected argument “%s”"), argv[1]);
  if (!qd_cli_report_check (&o->report))
    return FALSE;
  if (o->n_text == NULL)
    QD_CLI_USAGE ("%s", _("the number of regions is needed: -n N"));
  if (!qd_cli_parse_integer ("--regions", o->n_text, 1, QD_MAPCOLOR_GEN_MAX_POINTS, &o->n))
    return FALSE;
  if (o->seed < 0)
    QD_CLI_USAGE ("%s", _("the seed must not be negative"));
  o->method = QD_MAPCOLOR_GEN_SEGMENTS;
  if (o->method_name != NULL && !qd_mapcolor_gen_method_from_string (o->method_name, &o->method))
    QD_CLI_USAGE (_("unknown method “%s”: use segments or delaunay"), o->method_name);
  return TRUE;
}

typedef struct {
  const Options *options;
  const gint *stop;
  gint64 progress;             /* points done */
  QdMap *map;
  GError *error;
} Job;

static void
generate_job (gpointer data)
{
  Job *job = data;

  job->map = qd_mapcolor_generate ((guint) job->options->n, (guint64) job->options->seed, job->options->method,
                                   job->stop, &job->progress, &job->error);
}

static void
show_progress (gpointer data)
{
  Job *job = data;

  g_printerr ("\r");
  g_printerr (_("%s: %'" PRId64 " of %'u points…"), qd_mapcolor_gen_method_to_string (job->options->method),
              __atomic_load_n (&job->progress, __ATOMIC_RELAXED), (guint) job->options->n);
}

/* --report and --report-bundle of the map made. */
static gboolean
write_report (Options *o, const QdMap *map, gint64 elapsed)
{
  const char *path = o->output != NULL && !g_str_equal (o->output, "-") ? o->output : NULL;
  QdReport *report = NULL;

  if (qd_cli_report_wanted (&o->report))
    {
      report = qd_mapcolor_report_new (path != NULL ? path : _("Generated Map"), o->report.palette);
      qd_mapcolor_report_add_mapgen (report, path, map, (guint64) o->seed, o->method, elapsed);
    }
  return qd_cli_report_finish (&o->report, report, NULL);
}

static int
run (Options *o)
{
  g_autoptr(QdMap) map = NULL;
  g_autofree char *body = NULL;
  g_autofree char *text = NULL;
  Job job = { o, NULL, 0, NULL, NULL };
  gboolean terminal = qd_cli_stderr_is_terminal ();
  gint64 start, elapsed;
  QdCliFile outputs[3] = { { "--output", o->output } };
  int n_report = qd_cli_report_outputs (&o->report, outputs + 1);

  /* Every output is checked before the work that makes it. */
  if (n_report < 0 || qd_cli_check_files (NULL, 0, NULL, outputs, 1 + (guint) n_report) != QD_EXIT_OK)
    return QD_EXIT_INPUT;
  qd_cli_report_begin (&o->report);

  /* On a terminal the generator runs on a thread while stderr shows the
   * points done so far.  Ctrl-C stops it. */
  start = g_get_monotonic_time ();
  job.stop = qd_cli_catch_interrupt ();
  qd_cli_run_with_progress ("mapgen", terminal, generate_job, show_progress, &job);
  elapsed = g_get_monotonic_time () - start;
  qd_cli_release_interrupt ();
  if (job.map == NULL)
    {
      g_autoptr(GError) error = job.error;

      qd_cli_print_error (error);
      return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ? QD_EXIT_STOPPED : QD_EXIT_INPUT;
    }

  map = job.map;
  body = qd_map_to_string (map);
  text = g_strdup_printf ("# %u regions, %u edges: quandary-cli mapgen -n %u --seed %" G_GUINT64_FORMAT " --method %s\n"
                          "# name (x, y): neighbours; x, y in the unit square, y growing downward\n%s",
                          map->n_regions, map->n_edges, (guint) o->n, (guint64) o->seed,
                          qd_mapcolor_gen_method_to_string (o->method), body);
  if (!qd_cli_write_text (o->output, text))
    return QD_EXIT_INPUT;
  if (terminal)
    g_printerr (_("%u regions, %u edges, %.0f ms\n"), map->n_regions, map->n_edges, elapsed / 1000.0);
  return write_report (o, map, elapsed) ? QD_EXIT_OK : QD_EXIT_INPUT;
}

static void
clear_options (Options *o)
{
  g_free (o->method_name);
  g_free (o->n_text);
  g_free (o->output);
  qd_cli_report_clear (&o->report);
}

QD_CLI_DEFINE_MAIN (, qd_mapcolor_cli_mapgen)
