/* qd-mapcolor-cli.c — `quandary-cli mapcolor`: colour a map with K colours. */
#include "config.h"
#include "qd-mapcolor-cli.h"

#include <glib/gi18n.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "render/qd-map-render.h"

#define MAX_COLORS 1000
/* A larger CNF would take gigabytes. */
#define MAX_CNF_CLAUSES G_GUINT64_CONSTANT (100000000)

/* Ctrl-C sets the solver's stop flag (an int store: async-signal-safe). */
static volatile gint interrupted;

static void
on_interrupt (int signum)
{
  interrupted = 1;
}

typedef struct {
  const QdMap *map;
  const QdMapcolorSolveOptions *options;
  QdMapcolorSolution *solution;
  gint done;
} Job;

static gpointer
solve_thread (gpointer data)
{
  Job *job = data;

  job->solution = qd_mapcolor_solve (job->map, job->options);
  g_atomic_int_set (&job->done, 1);
  return NULL;
}

/* Solves; on a terminal the solver runs on a thread while stderr shows the
 * assignments so far. */
static QdMapcolorSolution *
solve (const QdMap *map, QdMapcolorSolveOptions *options)
{
  gint64 progress = 0;
  Job job = { map, options, NULL, 0 };
  GThread *thread;
  gboolean shown = FALSE;

  if (!isatty (STDERR_FILENO))
    return qd_mapcolor_solve (map, options);
  options->progress_nodes = &progress;
  thread = g_thread_new ("mapcolor", solve_thread, &job);
  while (!g_atomic_int_get (&job.done))
    {
      g_usleep (G_USEC_PER_SEC / 10);
      if (g_atomic_int_get (&job.done))
        break;
      g_printerr ("\r%s: %" G_GINT64_FORMAT " assignments…", qd_mapcolor_algorithm_to_string (options->algorithm),
                  __atomic_load_n (&progress, __ATOMIC_RELAXED));
      shown = TRUE;
    }
  g_thread_join (thread);
  if (shown)
    g_printerr ("\r\033[K");
  return job.solution;
}

typedef struct {
  const QdMap *map;
  const gint *colors;
} Picture;

static void
draw_map (cairo_t *cr, double width, double height, gpointer user_data)
{
  Picture *picture = user_data;
  QdMapRenderOptions options;

  qd_map_render_options_init (&options, qd_palette_light ());
  options.colors = picture->colors;
  options.show_names = picture->map->n_regions <= 200;
  qd_map_render (cr, picture->map, &options);
}

static int
cli_main (int argc, char **argv)
{
  g_autofree char *algorithm_name = NULL;
  g_autofree char *cnf_path = NULL;
  gint colors = 4;
  gint64 seed = 0, max_assignments = 0;
  gdouble time_limit = 0;
  gboolean stats = FALSE, backjumping = FALSE;
  QdCliPictures pictures = { 0 };
  GOptionEntry entries[] = {
    { "colors", 'k', 0, G_OPTION_ARG_INT, &colors, N_("Number of colours K (default 4)"), N_("K") },
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &algorithm_name,
      N_("backtracking, fc, mac, min-conflicts or best (the default)"), N_("NAME") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the random orders and of local search"), N_("S") },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &stats,
      N_("Print the lines “assignments N”, “checks N” and “time-ms T” after the colouring"), NULL },
    { "cnf", 0, 0, G_OPTION_ARG_FILENAME, &cnf_path,
      N_("Write the colouring problem as DIMACS CNF (for a SAT solver)"), N_("FILE") },
    { "max-assignments", 0, 0, G_OPTION_ARG_INT64, &max_assignments,
      N_("Stop after N assignments (default: 1,000,000 for the tree searches, 10 N + 100,000 for "
         "min-conflicts, none for best)"), N_("N") },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &time_limit, N_("Stop after SECONDS seconds"), N_("SECONDS") },
    { "backjumping", 0, 0, G_OPTION_ARG_NONE, &backjumping,
      N_("fc and mac: jump back to the cause of a dead end (conflict-directed backjumping)"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("MAP — colour a map with K colours"));
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(QdMap) map = NULL;
  g_autoptr(QdMapcolorSolution) solution = NULL;
  g_autoptr(GString) out = NULL;
  g_autofree char *contents = NULL;
  QdMapcolorSolveOptions options;
  QdMapcolorAlgorithm algorithm = QD_MAPCOLOR_ALGO_BEST;
  void (*previous) (int) = SIG_DFL;
  gsize length;
  int status = QD_EXIT_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("MAP: one line per region, “name: neighbour, neighbour, …” (adjacency is made symmetric),\n"
      "optionally “name (x, y): …” with a position in the unit square; # starts a comment.\n"
      "Prints “name colour” per region in file order (red, green, blue, yellow, color5, …);\n"
      "“no solution” when none exists, “capped” when a limit ran out first (exit status 0),\n"
      "“stopped” on Ctrl-C (exit status 130).\n"
      "Algorithms: backtracking (no inference, random orders), fc (forward checking, MRV,\n"
      "degree, LCV), mac (arc consistency), min-conflicts (local search), best (Kempe chains,\n"
      "then forward checking with backjumping)."));
  qd_cli_pictures_add_entries (context, &pictures);

  if (!qd_cli_parse_options (context, &argc, &argv))
    return QD_EXIT_USAGE;
#define USAGE(...) do { qd_cli_usage_error (__VA_ARGS__); status = QD_EXIT_USAGE; goto out; } while (0)
  if (argc != 2)
    USAGE ("%s", argc < 2 ? _("a MAP file is needed") : _("only one MAP file is allowed"));
  if (algorithm_name != NULL && !qd_mapcolor_algorithm_from_string (algorithm_name, &algorithm))
    USAGE (_("unknown algorithm “%s”: use backtracking, fc, mac, min-conflicts or best"), algorithm_name);
  if (colors < 1 || colors > MAX_COLORS)
    USAGE (_("the number of colours must be between 1 and %d"), MAX_COLORS);
  if (seed < 0)
    USAGE (_("the seed must not be negative"));
  if (max_assignments < 0)
    USAGE (_("--max-assignments must not be negative"));
  if (time_limit < 0 || time_limit > 1e9)
    USAGE (_("--time-limit must be a number of seconds, at least 0"));
#undef USAGE

  if (!qd_cli_read_file (argv[1], &contents, &length))
    {
      status = QD_EXIT_INPUT;
      goto out;
    }
  map = qd_map_parse (contents, length, warnings, &error);
  for (guint i = 0; i < warnings->len; i++)
    g_printerr ("quandary-cli: %s: warning: %s\n", argv[1], (const char *) warnings->pdata[i]);
  if (map == NULL)
    {
      qd_cli_input_error (argv[1], error->message);
      status = QD_EXIT_INPUT;
      goto out;
    }

  if (cnf_path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (cnf_path);
      g_autofree char *cnf = NULL;
      guint64 clauses = (guint64) map->n_regions * (1 + (guint64) colors * (colors - 1) / 2) +
                        (guint64) map->n_edges * colors;

      if (clauses > MAX_CNF_CLAUSES)
        {
          qd_cli_usage_error (_("--cnf: the problem would take %" G_GUINT64_FORMAT
                                         " clauses with %d colours; use fewer colours"), clauses, colors);
          status = QD_EXIT_USAGE;
          goto out;
        }
      cnf = qd_map_to_dimacs (map, colors);
      if (!qd_save_text (file, cnf, -1, &error))
        {
          g_printerr ("quandary-cli: %s\n", error->message);
          status = QD_EXIT_INPUT;
          goto out;
        }
    }

  qd_mapcolor_solve_options_init (&options);
  options.algorithm = algorithm;
  options.colors = colors;
  options.seed = (guint64) seed;
  options.max_assignments = (guint64) max_assignments;
  options.time_limit_us = (gint64) (time_limit * G_USEC_PER_SEC);
  options.backjumping = backjumping;
  options.stop = (const gint *) &interrupted;
  previous = signal (SIGINT, on_interrupt);
  solution = solve (map, &options);
  signal (SIGINT, previous);

  out = g_string_new (NULL);
  switch (solution->status)
    {
    case QD_MAPCOLOR_SOLVED:
      for (guint r = 0; r < map->n_regions; r++)
        g_string_append_printf (out, "%s %s\n", (const char *) map->names->pdata[r],
                                qd_map_color_name (solution->colors[r]));
      break;
    case QD_MAPCOLOR_NO_SOLUTION:
      g_string_append (out, "no solution\n");
      break;
    case QD_MAPCOLOR_CAPPED:
      g_string_append (out, "capped\n");
      break;
    case QD_MAPCOLOR_STOPPED:
    default:
      g_string_append (out, "stopped\n");
      status = QD_EXIT_STOPPED;
      break;
    }
  if (stats)
    g_string_append_printf (out, "assignments %" G_GUINT64_FORMAT "\nchecks %" G_GUINT64_FORMAT "\ntime-ms %.3f\n",
                            solution->assignments, solution->checks, solution->time_us / 1000.0);
  fwrite (out->str, 1, out->len, stdout);
  fflush (stdout);

  {
    Picture picture = { map, solution->status == QD_MAPCOLOR_SOLVED ? solution->colors : NULL };
    double width, height;

    qd_map_ensure_positions (map);
    qd_map_render_get_size (map, &width, &height);
    if (!qd_cli_pictures_write (&pictures, width, height, draw_map, &picture))
      status = QD_EXIT_INPUT;
  }

out:
  qd_cli_pictures_clear (&pictures);
  return status;
}

const QdCliCommand qd_mapcolor_cli_commands[] = {
  { "mapgen", N_("Generate a random planar map (segments or Delaunay)"), qd_mapcolor_cli_mapgen },
  { "mapcolor", N_("Colour a map with K colours by one of five algorithms"), cli_main },
  { "fcmac", N_("Domain tables of forward checking and arc consistency on a small graph"), qd_mapcolor_cli_fcmac },
  { "mapcolor", N_("How the map-colouring algorithms scale with the number of regions"),
    qd_mapcolor_cli_experiment, TRUE },
  { NULL }
};
