/* qd-mapcolor-cli-mapgen.c — `quandary-cli mapgen`: a random planar map. */
#include "config.h"
#include "qd-mapcolor-cli.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include "problems/mapcolor/qd-mapcolor-gen.h"

/* Ctrl-C sets the generator's stop flag (an int store: async-signal-safe). */
static volatile gint interrupted;

static void
on_interrupt (int signum)
{
  interrupted = 1;
}

typedef struct {
  guint n;
  guint64 seed;
  QdMapcolorGenMethod method;
  gint64 progress;
  QdMap *map;
  GError *error;
  gint done;
} Job;

static gpointer
generate_thread (gpointer data)
{
  Job *job = data;

  job->map = qd_mapcolor_generate (job->n, job->seed, job->method, (const gint *) &interrupted,
                              &job->progress, &job->error);
  g_atomic_int_set (&job->done, 1);
  return NULL;
}

/* Generates; on a terminal the generator runs on a thread while stderr shows
 * the points done so far. */
static void
generate (Job *job, gboolean terminal)
{
  GThread *thread;
  gboolean shown = FALSE;

  if (!terminal)
    {
      generate_thread (job);
      return;
    }
  thread = g_thread_new ("mapgen", generate_thread, job);
  while (!g_atomic_int_get (&job->done))
    {
      g_usleep (G_USEC_PER_SEC / 10);
      if (g_atomic_int_get (&job->done))
        break;
      g_printerr ("\r%s: %" G_GINT64_FORMAT " of %u points…", qd_mapcolor_gen_method_to_string (job->method),
                  __atomic_load_n (&job->progress, __ATOMIC_RELAXED), job->n);
      shown = TRUE;
    }
  g_thread_join (thread);
  if (shown)
    g_printerr ("\r\033[K");
}

int
qd_mapcolor_cli_mapgen (int argc, char **argv)
{
  gint64 n = -1, seed = 0;
  g_autofree char *method_name = NULL;
  g_autofree char *output = NULL;
  GOptionEntry entries[] = {
    { "regions", 'n', 0, G_OPTION_ARG_INT64, &n,
      N_("Number of regions (points), 1 to 1000000 (required)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the points and choices (default 0)"), N_("S") },
    { "method", 'm', 0, G_OPTION_ARG_STRING, &method_name,
      N_("segments (the statement's process, the default) or delaunay"), N_("NAME") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the map to FILE instead of stdout"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("— a random planar map for colouring"));
  g_autofree char *text = NULL;
  g_autofree char *body = NULL;
  Job job = { 0 };
  gboolean terminal = isatty (STDERR_FILENO);
  void (*previous) (int);
  gint64 start, elapsed;
  int status = QD_EXIT_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("Scatters N points in the unit square and connects them: segments picks a random point X\n"
      "and connects it to the nearest point it can reach without crossing a segment, until no\n"
      "point can; delaunay triangulates the same points.  The same seed gives the same map.\n"
      "Writes one line per region, “name (x, y): neighbour, …”, y growing downward.\n"
      "Ctrl-C stops the generation: nothing is written and the exit status is 130."));

  if (!qd_cli_parse_options (context, &argc, &argv))
    return QD_EXIT_USAGE;
#define USAGE(...) do { qd_cli_usage_error (__VA_ARGS__); return QD_EXIT_USAGE; } while (0)
  if (argc > 1)
    USAGE (_("unexpected argument “%s”"), argv[1]);
  if (n == -1)
    USAGE ("%s", _("the number of regions is needed: -n N"));
  if (n < 1 || n > QD_MAPCOLOR_GEN_MAX_POINTS)
    USAGE (_("the number of regions must be 1 to %u, not %" G_GINT64_FORMAT), (guint) QD_MAPCOLOR_GEN_MAX_POINTS, n);
  if (seed < 0)
    USAGE ("%s", _("the seed must not be negative"));
  if (method_name != NULL && !qd_mapcolor_gen_method_from_string (method_name, &job.method))
    USAGE (_("unknown method “%s”: use segments or delaunay"), method_name);
#undef USAGE

  job.n = (guint) n;
  job.seed = (guint64) seed;
  start = g_get_monotonic_time ();
  previous = signal (SIGINT, on_interrupt);
  generate (&job, terminal);
  elapsed = g_get_monotonic_time () - start;
  signal (SIGINT, previous);
  if (job.map == NULL)
    {
      gboolean cancelled = g_error_matches (job.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

      g_printerr ("quandary-cli: %s\n", job.error->message);
      g_error_free (job.error);
      return cancelled ? QD_EXIT_STOPPED : QD_EXIT_INPUT;
    }

  body = qd_map_to_string (job.map);
  text = g_strdup_printf ("# %u regions, %u edges: quandary-cli mapgen -n %u --seed %" G_GUINT64_FORMAT " --method %s\n"
                          "# name (x, y): neighbours; x, y in the unit square, y growing downward\n%s",
                          job.map->n_regions, job.map->n_edges, job.n, job.seed,
                          qd_mapcolor_gen_method_to_string (job.method), body);
  if (output != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!g_file_set_contents (output, text, -1, &error))
        {
          g_printerr ("quandary-cli: %s\n", error->message);
          status = QD_EXIT_INPUT;
        }
    }
  else
    fputs (text, stdout);
  if (terminal && status == QD_EXIT_OK)
    g_printerr ("%u regions, %u edges, %.0f ms\n", job.map->n_regions, job.map->n_edges,
                elapsed / 1000.0);
  qd_map_free (job.map);
  return status;
}
