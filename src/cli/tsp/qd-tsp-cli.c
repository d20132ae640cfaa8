/* qd-tsp-cli.c — `quandary-cli tsp`: hill climbing and simulated annealing on
 * a TSP instance, and the acceptance-probability calculator. */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "core/qd-format.h"
#include "problems/tsp/qd-tsp-search.h"
#include "render/tsp/qd-tsp-render.h"

static gint interrupted;

static void
on_sigint (int signum)
{
  g_atomic_int_set (&interrupted, 1);
}

typedef struct {
  gboolean quiet;
  gboolean progress;         /* stderr is a terminal */
  gint64 last_progress;
  QdTspRun format;           /* what qd_tsp_step_format reads: algorithm, moves */
} Printer;

static void
print_step (gpointer data, const QdTsp *tsp, const QdTspStep *step, const guint *tour)
{
  Printer *printer = data;

  if (!printer->quiet)
    {
      g_autofree char *line = qd_tsp_step_format (tsp, &printer->format, step, tour);

      puts (line);
    }
  if (printer->progress)
    {
      gint64 now = g_get_monotonic_time ();

      if (now - printer->last_progress > 200000)
        {
          printer->last_progress = now;
          g_printerr ("\r");
          g_printerr (_("iteration %" G_GUINT64_FORMAT ", length %.2f   "), step->iteration, step->length);
        }
    }
}

static gboolean
print_acceptance (GOptionContext *context, const char *spec, gboolean maximise)
{
  g_auto(GStrv) parts = g_strsplit (spec, ",", -1);
  double v[3];

  if (g_strv_length (parts) != 3)
    goto bad;
  for (guint i = 0; i < 3; i++)
    {
      char *end;

      v[i] = g_ascii_strtod (g_strstrip (parts[i]), &end);
      if (end == parts[i] || *end != '\0' || !isfinite (v[i]))
        goto bad;
    }
  if (v[2] < 0)
    goto bad;
  {
    g_autofree char *c = qd_format_number (v[0]);
    g_autofree char *n = qd_format_number (v[1]);
    g_autofree char *t = qd_format_number (v[2]);
    g_autofree char *d = qd_format_number (maximise ? v[1] - v[0] : v[0] - v[1]);
    char p[G_ASCII_DTOSTR_BUF_SIZE];

    g_ascii_formatd (p, sizeof p, "%.6f", qd_local_acceptance (v[0], v[1], v[2], maximise));
    printf ("current %s neighbour %s T %s delta %s p %s\n", c, n, t, d, p);
  }
  return TRUE;

bad:
  qd_cli_usage_error (context, _("--acceptance takes CURRENT,NEIGHBOUR,T (numbers, T >= 0), not “%s”"), spec);
  return FALSE;
}

/* The start tour the options ask for, or NULL (error printed). */
static guint *
choose_start (const QdTsp *tsp, const char *spec, guint64 seed, const char *path)
{
  g_autofree guint *tour = g_new (guint, tsp->n);
  g_autoptr(GError) error = NULL;

  if (spec == NULL)
    {
      if (tsp->start != NULL)
        memcpy (tour, tsp->start, tsp->n * sizeof (guint));
      else
        qd_tsp_identity_tour (tsp->n, tour);
    }
  else if (g_str_equal (spec, "nn"))
    qd_tsp_nearest_neighbour_tour (tsp, 0, tour);
  else if (g_str_equal (spec, "random"))
    {
      guint64 rng = seed ^ G_GUINT64_CONSTANT (0x5DEECE66D);

      qd_tsp_random_tour (tsp->n, &rng, tour);
    }
  else if (!qd_tsp_tour_parse (tsp, spec, tour, &error))
    {
      g_autofree char *message = g_strdup_printf ("--start: %s", error->message);

      qd_cli_input_error (path, message);
      return NULL;
    }
  return g_steal_pointer (&tour);
}

static int
cli_main (int argc, char **argv)
{
  g_autofree char *algorithm_name = NULL, *start_spec = NULL, *moves_name = NULL, *schedule_name = NULL;
  g_autofree char *save_path = NULL;
  g_auto(GStrv) acceptance = NULL;
  gint64 seed = 0, iterations = 0, random_n = 0;
  gint restarts = 0;
  double t0 = NAN, alpha = NAN, decrement = NAN, t_min = NAN, size = 1000;
  gboolean quiet = FALSE, minimise = FALSE;
  QdCliPictures pictures = { 0 };
  GOptionEntry entries[] = {
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &algorithm_name,
      N_("hill-climbing (steepest ascent, the default) or annealing"), N_("NAME") },
    { "start", 0, 0, G_OPTION_ARG_STRING, &start_spec,
      N_("The start tour: A,B,C,… or nn (nearest neighbour) or random (default: the file's start: line, else file order)"), N_("TOUR") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the random choices (default 0)"), N_("S") },
    { "neighbourhood", 'n', 0, G_OPTION_ARG_STRING, &moves_name,
      N_("swap (two cities swapped, the default) or 2opt (a path reversed)"), N_("NAME") },
    { "restarts", 'r', 0, G_OPTION_ARG_INT, &restarts, N_("Hill climbing: random restarts after the first local optimum"), N_("N") },
    { "schedule", 0, 0, G_OPTION_ARG_STRING, &schedule_name,
      N_("Annealing: geometric (T0·alpha^k, the default), linear (T0 − decrement·k), logarithmic (T0/ln(k+e)) or constant (T0)"), N_("NAME") },
    { "t0", 0, 0, G_OPTION_ARG_DOUBLE, &t0, N_("Annealing: the start temperature (default: the start tour's mean edge length)"), N_("T") },
    { "alpha", 0, 0, G_OPTION_ARG_DOUBLE, &alpha, N_("Geometric schedule: the factor per iteration (default 0.999)"), N_("A") },
    { "decrement", 0, 0, G_OPTION_ARG_DOUBLE, &decrement, N_("Linear schedule: the decrease per iteration (default T0/10000)"), N_("D") },
    { "t-min", 0, 0, G_OPTION_ARG_DOUBLE, &t_min, N_("Annealing stops once T <= T-MIN (default T0/1000)"), N_("T") },
    { "iterations", 'i', 0, G_OPTION_ARG_INT64, &iterations,
      N_("At most this many iterations (default: no limit; 100000 for a constant schedule)"), N_("N") },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_("Print only the final tour and length"), NULL },
    { "acceptance", 0, 0, G_OPTION_ARG_STRING_ARRAY, &acceptance,
      N_("Print the probability that annealing takes a move (repeatable; CITIES is then optional)"), N_("CURRENT,NEIGHBOUR,T") },
    { "minimise", 0, 0, G_OPTION_ARG_NONE, &minimise, N_("--acceptance: the objective is minimised (default: maximised, as the statement asks)"), NULL },
    { "random", 0, 0, G_OPTION_ARG_INT64, &random_n, N_("Instead of CITIES: N random points (with --seed)"), N_("N") },
    { "size", 0, 0, G_OPTION_ARG_DOUBLE, &size, N_("--random: the side of the square (default 1000)"), N_("S") },
    { "save", 'o', 0, G_OPTION_ARG_FILENAME, &save_path, N_("Write the instance (with the start tour) to FILE"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("[CITIES] — hill climbing and simulated annealing on the TSP"));
  g_autoptr(QdTsp) tsp = NULL;
  g_autoptr(QdTspRun) run = NULL;
  g_autofree guint *start = NULL;
  g_autofree char *path = NULL;
  QdTspSearchOptions options;
  QdLocalAlgorithm algorithm = QD_LOCAL_HILL_CLIMBING;
  QdTspMoves moves = QD_TSP_SWAP;
  QdScheduleKind schedule = QD_SCHEDULE_GEOMETRIC;
  Printer printer = { 0 };
  int status = QD_EXIT_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("CITIES is the statement's table (a line of city names, then one line per city: its name and\n"
      "its distances) or lines “name x y” for points in the plane; “start: A B C” gives a start tour\n"
      "and # starts a comment.  Neighbours are the tours with two cities swapped (n(n−1)/2 of\n"
      "them); the tour returns to its first city; its length is minimised.\n"
      "Prints “neighbours N”, then each step (the start, each move made, each restart), then\n"
      "“tour A B C D” (the best tour found) and “length L”.  A worse move is taken with\n"
      "probability e^(ΔE/T).  Example of the calculator, the statement's problem 3(b):\n"
      "  quandary-cli tsp --acceptance 16,15,20 --acceptance 25,13,25"));
  qd_cli_pictures_add_entries (context, &pictures);

  if (!qd_cli_parse_options (context, &argc, &argv))
    return QD_EXIT_USAGE;
#define USAGE(...) do { qd_cli_usage_error (context, __VA_ARGS__); status = QD_EXIT_USAGE; goto out; } while (0)
  if (argc > 2)
    USAGE (_("only one CITIES file is allowed"));
  if (argc < 2 && random_n == 0 && acceptance == NULL)
    USAGE (_("a CITIES file (or --random N, or --acceptance) is needed"));
  if (argc == 2 && random_n != 0)
    USAGE (_("give either a CITIES file or --random N, not both"));
  if (algorithm_name != NULL && !qd_local_algorithm_from_string (algorithm_name, &algorithm))
    USAGE (_("unknown algorithm “%s”: use hill-climbing or annealing"), algorithm_name);
  if (moves_name != NULL && !qd_tsp_moves_from_string (moves_name, &moves))
    USAGE (_("unknown neighbourhood “%s”: use swap or 2opt"), moves_name);
  if (schedule_name != NULL && !qd_schedule_kind_from_string (schedule_name, &schedule))
    USAGE (_("unknown schedule “%s”: use geometric, linear, logarithmic or constant"), schedule_name);
  if (restarts < 0 || iterations < 0 || seed < 0)
    USAGE (_("--restarts, --iterations and --seed cannot be negative"));
  if (!isnan (alpha) && !(alpha > 0 && alpha < 1))
    USAGE (_("--alpha must lie between 0 and 1"));
  if ((!isnan (decrement) && !(decrement > 0)) || (!isnan (t0) && t0 < 0) || (!isnan (t_min) && t_min < 0))
    USAGE (_("--t0, --t-min and --decrement cannot be negative"));
  if (random_n != 0 && (random_n < QD_TSP_MIN_CITIES || random_n > QD_TSP_MAX_POINTS
                        || !(size > 0) || size > QD_TSP_MAX_MAGNITUDE))
    USAGE (_("--random takes %d to %d cities and a --size above 0, at most %g"),
           QD_TSP_MIN_CITIES, QD_TSP_MAX_POINTS, QD_TSP_MAX_MAGNITUDE);

  for (guint i = 0; acceptance != NULL && acceptance[i] != NULL; i++)
    if (!print_acceptance (context, acceptance[i], !minimise))
      {
        status = QD_EXIT_USAGE;
        goto out;
      }
  if (argc < 2 && random_n == 0)
    goto out;

  if (random_n != 0)
    {
      tsp = qd_tsp_random ((guint) random_n, (guint64) seed, size);
      path = g_strdup ("--random");
    }
  else
    {
      g_autofree char *contents = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;

      path = g_strdup (argv[1]);
      if (!qd_cli_read_file (path, &contents, &length))
        {
          status = QD_EXIT_INPUT;
          goto out;
        }
      tsp = qd_tsp_parse (contents, length, &error);
      if (tsp == NULL)
        {
          qd_cli_input_error (path, error->message);
          status = QD_EXIT_INPUT;
          goto out;
        }
    }
  start = choose_start (tsp, start_spec, (guint64) seed, path);
  if (start == NULL)
    {
      status = QD_EXIT_INPUT;
      goto out;
    }
  if (save_path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (save_path);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      qd_tsp_set_start (tsp, start);
      text = qd_tsp_to_string (tsp);
      if (!qd_save_text (file, text, -1, &error))
        {
          g_printerr ("quandary-cli: %s\n", error->message);
          status = QD_EXIT_INPUT;
          goto out;
        }
    }

  qd_tsp_search_options_init (&options);
  options.local.algorithm = algorithm;
  options.local.seed = (guint64) seed;
  options.local.restarts = (guint) restarts;
  options.local.max_iterations = (guint64) iterations;
  if (iterations == 0 && algorithm == QD_LOCAL_ANNEALING && schedule == QD_SCHEDULE_CONSTANT)
    options.local.max_iterations = 100000;
  options.local.schedule.kind = schedule;
  options.local.schedule.t0 = t0;
  if (!isnan (alpha))
    options.local.schedule.alpha = alpha;
  options.local.schedule.decrement = !isnan (decrement) ? decrement
                                     : !isnan (t0) ? t0 / 10000 : qd_tsp_tour_length (tsp, start) / tsp->n / 10000;
  options.local.schedule.t_min = t_min;
  options.local.stop = &interrupted;
  options.moves = moves;
  options.max_steps = 0;            /* printed as they come, not kept */
  options.on_step = print_step;
  options.user_data = &printer;
  printer.quiet = quiet;
  printer.progress = isatty (STDERR_FILENO) && quiet;
  printer.format.algorithm = algorithm;
  printer.format.moves = moves;
  signal (SIGINT, on_sigint);
  if (!quiet)
    printf ("neighbours %" G_GUINT64_FORMAT "\n", qd_tsp_n_neighbours (tsp->n));
  run = qd_tsp_search (tsp, start, &options);
  signal (SIGINT, SIG_DFL);
  if (printer.progress)
    g_printerr ("\r\033[K");
  {
    g_autofree char *tour = qd_tsp_tour_to_string (tsp, run->tour, " ");
    char length[G_ASCII_DTOSTR_BUF_SIZE];

    g_ascii_formatd (length, sizeof length, "%.2f", run->length);
    printf ("tour %s\nlength %s\n", tour, length);
  }
  if (run->status == QD_LOCAL_STOPPED)
    g_printerr (_("quandary-cli: stopped; the best tour so far is shown\n"));

  {
    char length[G_ASCII_DTOSTR_BUF_SIZE];
    g_autofree char *caption = NULL;
    QdTspPicture picture = { tsp, run, NULL };
    double width, height;

    g_ascii_formatd (length, sizeof length, "%.2f", run->length);
    caption = g_strdup_printf ("%s, %s: length %s", qd_local_algorithm_to_string (algorithm),
                               qd_tsp_moves_to_string (moves), length);
    picture.caption = caption;
    qd_tsp_picture_get_size (&picture, &width, &height);
    if (!qd_cli_pictures_write (&pictures, width, height, qd_tsp_picture_draw, &picture))
      status = QD_EXIT_INPUT;
  }
#undef USAGE

out:
  qd_cli_pictures_clear (&pictures);
  return status;
}

const QdCliCommand qd_tsp_cli_commands[] = {
  { "tsp", N_("Hill climbing and simulated annealing on a travelling-salesperson tour"), cli_main },
  { NULL }
};
