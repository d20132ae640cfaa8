/* qd-tsp-cli.c — `quandary-cli tsp`: local search on a TSP instance (every
 * hill-climbing variant, simulated annealing, beam search, the genetic
 * algorithm), and the acceptance-probability calculator. */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <inttypes.h>

#include "cli/qd-cli-check.h"
#include "cli/qd-cli-report.h"
#include "core/qd-format.h"
#include "problems/tsp/qd-tsp-check.h"
#include "problems/tsp/qd-tsp-search.h"
#include "render/tsp/qd-tsp-animation.h"
#include "render/tsp/qd-tsp-render.h"
#include "render/tsp/qd-tsp-run-report.h"
#include "render/tsp/qd-tsp-worksheet.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (tsp)

/* The lines of --help that name variants. */
enum { HELP_ALGORITHM, HELP_SIDEWAYS, HELP_TRIES, N_HELP };

typedef struct {
  char *algorithm_name;
  char *start_spec;
  char *moves_name;
  char *schedule_name;
  char *selection_name;
  char *save_path;
  GStrv acceptance;
  gint64 seed;
  gint64 iterations;
  gint64 random_n;
  gint restarts;
  gint sideways, k, population, elitism;
  gint64 tries, generations;
  double mutation, culling, goal;
  double t0, alpha, decrement, t_min, size;
  double time_limit;
  gboolean quiet;
  gboolean minimise;
  QdCliPictures pictures;
  QdCliReport report;
  QdCliCheck check;
  QdLocalAlgorithm algorithm;  /* the engine's, for the step lines */
  QdLocalVariantId variant;      /* as named */
  QdSelection selection;
  QdTspMoves moves;
  QdScheduleKind schedule;
  const char *path;          /* the CITIES file, or NULL */
  char *help[N_HELP];
} Options;

/* The variants of steepest ascent: they examine every move. */
static const QdLocalMenu steepest_ascent = QD_LOCAL_MENU_OF (
  QD_LOCAL_VARIANT_HILL_CLIMBING, QD_LOCAL_VARIANT_STEEPEST, QD_LOCAL_VARIANT_SIDEWAYS, QD_LOCAL_VARIANT_RESTART,
  QD_LOCAL_VARIANT_RESTART_SIDEWAYS);

/* --algorithm's, --sideways' and --tries' lines, with the table's names
 * (kept in o until it is cleared). */
static char **
make_help (Options *o)
{
  const QdLocalMenu *menu = &qd_tsp_algorithms;
  QdLocalMenu others = { menu->ids + 1, menu->n - 1 };
  g_autofree char *rest = qd_local_menu_names (&others, 0, ", ", _("%s or %s"));
  g_autofree char *sideways = qd_local_menu_names (menu, QD_LOCAL_USES_SIDEWAYS, ", ", NULL);

  o->help[HELP_ALGORITHM] = g_strdup_printf (_("%s (steepest ascent, the default), %s"),
                                             qd_local_variant_to_string (menu->ids[0]), rest);
  o->help[HELP_SIDEWAYS] = g_strdup_printf (_("%s: sideways moves allowed in a row (default %u)"), sideways,
                                            QD_LOCAL_AIMA_SIDEWAYS);
  o->help[HELP_TRIES] = g_strdup_printf (_("%s: moves drawn without a shorter tour before it stops (default 4 × the "
                                           "neighbours, at most 10000000)"),
                                         qd_local_variant_to_string (QD_LOCAL_VARIANT_FIRST_CHOICE));
  return o->help;
}

static GOptionContext *
new_context (Options *o)
{
  g_autofree char *steepest = qd_local_menu_names (&steepest_ascent, 0, ", ", NULL);
  g_autofree char *description = NULL;
  char **help = make_help (o);
  GOptionContext *context;
  GOptionEntry entries[] = {
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &o->algorithm_name, help[HELP_ALGORITHM], N_("NAME") },
    { "start", 0, 0, G_OPTION_ARG_STRING, &o->start_spec,
      N_("The start tour: A,B,C,… or nn (nearest neighbour) or random (default: the file's start: line, else file order)"), N_("TOUR") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the random choices (default 0)"), N_("S") },
    { "neighbourhood", 'n', 0, G_OPTION_ARG_STRING, &o->moves_name,
      N_("swap (two cities swapped, the default) or 2opt (a path reversed)"), N_("NAME") },
    { "restarts", 'r', 0, G_OPTION_ARG_INT, &o->restarts,
      N_("Hill climbing and restart-*: random restarts after the first local optimum (restart-*: default 10)"), N_("N") },
    { "sideways", 0, 0, G_OPTION_ARG_INT, &o->sideways, help[HELP_SIDEWAYS], N_("K") },
    { "tries", 0, 0, G_OPTION_ARG_INT64, &o->tries, help[HELP_TRIES], N_("N") },
    { "k", 'k', 0, G_OPTION_ARG_INT, &o->k,
      N_("beam, stochastic-beam: the tours kept (default 10); the beam's 2K tours take at most 512 MiB "
         "(8 × K × N bytes for N cities)"), N_("K") },
    { "population", 0, 0, G_OPTION_ARG_INT, &o->population,
      N_("genetic: tours per generation, 2 or more (default 50); two generations take at most 512 MiB "
         "(8 × P × N bytes for N cities)"), N_("N") },
    { "generations", 0, 0, G_OPTION_ARG_INT64, &o->generations,
      N_("genetic: at most this many generations, 1 or more (default 500)"), N_("N") },
    { "mutation", 0, 0, G_OPTION_ARG_DOUBLE, &o->mutation,
      N_("genetic: the probability that a child mutates by a random move (default 0.1)"), N_("P") },
    { "selection", 0, 0, G_OPTION_ARG_STRING, &o->selection_name,
      N_("genetic: roulette (fitness-proportional, fitness 1/length, the default) or tournament"), N_("NAME") },
    { "elitism", 0, 0, G_OPTION_ARG_INT, &o->elitism, N_("genetic: the best tours kept as they are (default 1)"), N_("N") },
    { "culling", 0, 0, G_OPTION_ARG_DOUBLE, &o->culling,
      N_("genetic: the share of the worst tours left out of selection (default 0)"), N_("SHARE") },
    { "goal", 0, 0, G_OPTION_ARG_DOUBLE, &o->goal, N_("Stop at a tour of this length or shorter"), N_("L") },
    { "schedule", 0, 0, G_OPTION_ARG_STRING, &o->schedule_name,
      N_("Annealing: geometric (T0·alpha^k, the default), linear (T0 − decrement·k), logarithmic (T0/ln(k+e)) or constant (T0)"), N_("NAME") },
    { "t0", 0, 0, G_OPTION_ARG_DOUBLE, &o->t0, N_("Annealing: the start temperature (default: the start tour's mean edge length)"), N_("T") },
    { "alpha", 0, 0, G_OPTION_ARG_DOUBLE, &o->alpha, N_("Geometric schedule: the factor per iteration (default 0.999)"), N_("A") },
    { "decrement", 0, 0, G_OPTION_ARG_DOUBLE, &o->decrement, N_("Linear schedule: the decrease per iteration (default T0/10000)"), N_("D") },
    { "t-min", 0, 0, G_OPTION_ARG_DOUBLE, &o->t_min, N_("Annealing stops once T <= T-MIN (default T0/1000)"), N_("T") },
    { "iterations", 'i', 0, G_OPTION_ARG_INT64, &o->iterations,
      N_("At most this many iterations (default: none for hill climbing, each of whose moves shortens the "
         "tour; annealing ends at T-MIN and after 1000000 iterations at the latest, after 100000 with a "
         "constant or logarithmic schedule)"), N_("N") },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &o->time_limit,
      N_("Stop after SECONDS seconds with the best tour so far, exit status 4 (default 0: no limit)"), N_("SECONDS") },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &o->quiet, N_("Print only the final tour and length"), NULL },
    { "acceptance", 0, 0, G_OPTION_ARG_STRING_ARRAY, &o->acceptance,
      N_("Print the probability that annealing takes a move (repeatable; CITIES is then optional)"), N_("CURRENT,NEIGHBOUR,T") },
    { "minimise", 0, 0, G_OPTION_ARG_NONE, &o->minimise, N_("--acceptance: the objective is minimised (default: maximised, as the statement asks)"), NULL },
    { "random", 0, 0, G_OPTION_ARG_INT64, &o->random_n, N_("Instead of CITIES: N random points (with --seed)"), N_("N") },
    { "size", 0, 0, G_OPTION_ARG_DOUBLE, &o->size, N_("--random: the side of the square (default 1000)"), N_("S") },
    { "save", 'o', 0, G_OPTION_ARG_FILENAME, &o->save_path, N_("Write the instance (with the start tour) to FILE"), N_("FILE") },
    { NULL }
  };
  /* Translators: %1$s names the variants of steepest ascent, %2$s the one of first choice. */
  description = g_strdup_printf (_("CITIES is the statement's table (a line of city names, then one line per city: its name and\n"
      "its distances) or lines “name x y” for points in the plane; “start: A B C” gives a start tour\n"
      "and # starts a comment.  Neighbours are the tours with two cities swapped (n(n−1)/2 of\n"
      "them); the tour returns to its first city; its length is minimised.\n"
      "Prints “neighbours N”, then each step (the start, each move made, each restart), then\n"
      "“tour A B C D” (the best tour found) and “length L”.  A worse move is taken with\n"
      "probability e^(ΔE/T).  Beam search prints “neighbours N beam K”, the genetic algorithm\n"
      "“population N”, then a line per iteration (generation): its best tour, its length and\n"
      "the mean length of its tours.  The genetic algorithm uses the order crossover and\n"
      "mutates a child by one random move of the neighbourhood.\n"
      "Steepest ascent (%1$s) and stochastic\n"
      "hill climbing (stochastic, restart-stochastic) examine\n"
      "every move, n(n−1)/2, at each step, beam search K times that: a step of more than\n"
      "10,000,000 moves (over 4,472 cities) is said on stderr with its cost, one of more than\n"
      "100,000,000 moves (over 14,142 cities) is refused; %2$s draws up to --tries\n"
      "moves a step, and a run of more than 10^11 moves in all (about n steps, or\n"
      "--iterations) is said; %2$s, annealing and genetic take any number of cities.\n"
      "Example of the calculator, the statement's problem 3(b):\n"
      "  quandary-cli tsp --acceptance 16,15,20 --acceptance 25,13,25\n"
      "--gif draws the tour after each step: a frame per “step” line.\n"
      "--check takes answers holding the whole output or only its “tour” and “length” lines.\n"
      "Hill climbing without restarts: the lines are compared with the run's, a step right when\n"
      "its move is one of the best (tied) moves, and the first wrong one explained.  Annealing\n"
      "and restarts: the tour must hold every city once and its length be right to 0.01."), steepest,
    qd_local_variant_to_string (QD_LOCAL_VARIANT_FIRST_CHOICE));
  context = qd_cli_context_new (_("[CITIES] — local search on the TSP: hill climbing, annealing, beam search, a genetic algorithm"), entries, &o->pictures,
                                description);
  qd_cli_report_add_entries (context, &o->report, TRUE);
  qd_cli_check_add_entries (context, &o->check);
  return context;
}

/* A parameter given to an algorithm that does not read it. */
static gboolean
check_applies (const Options *o, gboolean given, QdLocalUses use, const char *option)
{
  if (given && !(qd_local_variant (o->variant)->uses & use))
    {
      g_autofree char *algorithms = qd_local_menu_names (&qd_tsp_algorithms, use, ", ", NULL);

      QD_CLI_USAGE (_("%s applies to %s, not to %s"), option, algorithms, qd_local_variant_to_string (o->variant));
    }
  return TRUE;
}

/* --tries, --generations, --iterations and (restart-*) --restarts of 0
 * would silently mean their default: refused; unset, they become 0 (the
 * default) as the rest reads them. */
static gboolean
check_limits (Options *o)
{
  gint64 *limits[] = { &o->tries, &o->generations, &o->iterations };
  const char *names[] = { "--tries", "--generations", "--iterations" };

  for (guint i = 0; i < G_N_ELEMENTS (limits); i++)
    {
      if (*limits[i] == 0)
        QD_CLI_USAGE (_("%s: at least 1, not 0 (leave it out for the default)"), names[i]);
      if (*limits[i] == G_MININT64)
        *limits[i] = 0;
    }
  if (o->restarts == 0 && qd_local_variant (o->variant)->restarts)
    QD_CLI_USAGE (_("--restarts: %s restarts at least once, not 0 (leave it out for the default, 10)"),
                  qd_local_variant_to_string (o->variant));
  if (o->restarts == G_MININT)
    o->restarts = 0;
  return TRUE;
}

/* The parameters of the variants, beam search and the genetic algorithm. */
static gboolean
check_variant_options (Options *o)
{
  o->variant = QD_LOCAL_VARIANT_HILL_CLIMBING;
  o->selection = QD_SELECTION_ROULETTE;
  if (o->algorithm_name != NULL && !qd_local_menu_lookup (&qd_tsp_algorithms, o->algorithm_name, &o->variant))
    {
      g_autofree char *names = qd_local_menu_names (&qd_tsp_algorithms, 0, ", ", _("%s or %s"));

      QD_CLI_USAGE (_("unknown algorithm “%s”: use %s"), o->algorithm_name, names);
    }
  o->algorithm = qd_local_variant (o->variant)->algorithm;
  if (o->selection_name != NULL && !qd_selection_from_string (o->selection_name, &o->selection))
    QD_CLI_USAGE (_("unknown selection “%s”: use roulette or tournament"), o->selection_name);
  if (!check_limits (o))
    return FALSE;
  if (o->sideways < -1 || o->tries < 0 || o->generations < 0 || o->k < -1 || o->population < -1 || o->elitism < -1)
    QD_CLI_USAGE (_("--sideways, --tries, --k, --population, --generations and --elitism cannot be negative"));
  if (o->k == 0 || o->population == 1 || o->population == 0)
    QD_CLI_USAGE (_("--k takes at least 1 tour and --population at least 2"));
  if (!isnan (o->mutation) && !(o->mutation >= 0 && o->mutation <= 1))
    QD_CLI_USAGE (_("--mutation is a probability: from 0 to 1"));
  if (!isnan (o->culling) && !(o->culling >= 0 && o->culling < 1))
    QD_CLI_USAGE (_("--culling is a share: from 0 to less than 1"));
  if (o->population > 0 && o->elitism >= o->population)
    QD_CLI_USAGE (_("--elitism must be less than --population"));
  if (o->generations > 0 && o->iterations > 0)
    QD_CLI_USAGE (_("give --generations or --iterations, not both"));
  return check_applies (o, o->sideways >= 0, QD_LOCAL_USES_SIDEWAYS, "--sideways")
      && check_applies (o, o->tries > 0, QD_LOCAL_USES_TRIES, "--tries")
      && check_applies (o, o->k > 0, QD_LOCAL_USES_BEAM, "--k")
      && check_applies (o, o->population > 0 || o->generations > 0 || !isnan (o->mutation) || o->elitism >= 0
                           || !isnan (o->culling) || o->selection_name != NULL, QD_LOCAL_USES_GENETIC,
                        "--population, --generations, --mutation, --selection, --elitism, --culling")
      && check_applies (o, o->restarts > 0, QD_LOCAL_USES_RESTARTS, "--restarts");
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  o->t0 = o->alpha = o->decrement = o->t_min = NAN;
  o->mutation = o->culling = o->goal = NAN;
  o->sideways = o->k = o->population = o->elitism = -1;
  o->tries = o->generations = o->iterations = G_MININT64;
  o->restarts = G_MININT;
  o->size = 1000;
  if (!qd_cli_check_parse (context, &o->check, &argc, &argv))
    return FALSE;
  if (argc > 2)
    QD_CLI_USAGE (_("only one CITIES file is allowed"));
  if (argc < 2 && o->random_n == 0 && o->acceptance == NULL)
    QD_CLI_USAGE (_("a CITIES file (or --random N, or --acceptance) is needed"));
  if (argc == 2 && o->random_n != 0)
    QD_CLI_USAGE (_("give either a CITIES file or --random N, not both"));
  o->path = argc == 2 ? argv[1] : NULL;
  o->moves = QD_TSP_SWAP;
  o->schedule = QD_SCHEDULE_GEOMETRIC;
  if (!check_variant_options (o))
    return FALSE;
  if (o->moves_name != NULL && !qd_tsp_moves_from_string (o->moves_name, &o->moves))
    QD_CLI_USAGE (_("unknown neighbourhood “%s”: use swap or 2opt"), o->moves_name);
  if (o->schedule_name != NULL && !qd_schedule_kind_from_string (o->schedule_name, &o->schedule))
    QD_CLI_USAGE (_("unknown schedule “%s”: use geometric, linear, logarithmic or constant"), o->schedule_name);
  if (o->restarts < 0 || o->iterations < 0 || o->seed < 0)
    QD_CLI_USAGE (_("--restarts, --iterations and --seed cannot be negative"));
  if (!isnan (o->alpha) && !(o->alpha > 0 && o->alpha < 1))
    QD_CLI_USAGE (_("--alpha must lie between 0 and 1"));
  if (!qd_cli_check_time_limit (o->time_limit))
    return FALSE;
  if (!isnan (o->decrement) && !(o->decrement > 0))
    QD_CLI_USAGE (_("--decrement must be greater than 0"));
  if ((!isnan (o->t0) && o->t0 < 0) || (!isnan (o->t_min) && o->t_min < 0))
    QD_CLI_USAGE (_("--t0 and --t-min cannot be negative"));
  if (o->random_n != 0 && (o->random_n < QD_TSP_MIN_CITIES || o->random_n > QD_TSP_MAX_POINTS
                           || !(o->size > 0) || o->size > QD_TSP_MAX_MAGNITUDE))
    QD_CLI_USAGE (_("--random takes %d to %d cities and a --size above 0, at most %g"),
                  QD_TSP_MIN_CITIES, QD_TSP_MAX_POINTS, QD_TSP_MAX_MAGNITUDE);
  if (o->report.gif != NULL && o->path == NULL && o->random_n == 0)
    QD_CLI_USAGE (_("--gif draws a run: it needs CITIES or --random N"));
  if (qd_cli_check_wanted (&o->check))
    {
      if (o->path == NULL && o->random_n == 0)
        QD_CLI_USAGE (_("--check checks a run: it needs CITIES or --random N"));
      if (o->quiet || o->save_path != NULL || o->acceptance != NULL)
        QD_CLI_USAGE (_("--check prints verdicts, not the run: it goes with no --quiet, --save or --acceptance"));
      if (o->time_limit > 0)
        QD_CLI_USAGE (_("--check needs the whole run: it goes with no --time-limit"));
    }
  if (!qd_cli_check_validate (&o->check, &o->report,
                              qd_cli_pictures_wanted (&o->pictures)))
    return FALSE;
  return qd_cli_report_check (&o->report);
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
          g_printerr (_("iteration %" PRIu64 ", length %.2f   "), step->iteration, step->length);
        }
    }
}

/* "CURRENT,NEIGHBOUR,T": three numbers, T >= 0. */
static gboolean
parse_acceptance (const char *spec, double v[3])
{
  g_auto(GStrv) parts = qd_cli_split_list (spec, FALSE);

  if (g_strv_length (parts) != 3)
    return FALSE;
  for (guint i = 0; i < 3; i++)
    {
      char *end;

      v[i] = g_ascii_strtod (parts[i], &end);
      if (end == parts[i] || *end != '\0' || !isfinite (v[i]))
        return FALSE;
    }
  return v[2] >= 0;
}

/* The calculator's line for each --acceptance; a malformed one is a usage
 * error, after the lines before it. */
static int
print_acceptances (const Options *o)
{
  for (guint i = 0; o->acceptance != NULL && o->acceptance[i] != NULL; i++)
    {
      gboolean maximise = !o->minimise;
      double v[3];
      g_autofree char *c = NULL, *n = NULL, *t = NULL, *d = NULL;
      char p[G_ASCII_DTOSTR_BUF_SIZE];

      if (!parse_acceptance (o->acceptance[i], v))
        {
          qd_cli_usage_error (_("--acceptance takes CURRENT,NEIGHBOUR,T (numbers, T >= 0), not “%s”"),
                              o->acceptance[i]);
          return QD_EXIT_USAGE;
        }
      c = qd_format_number (v[0]);
      n = qd_format_number (v[1]);
      t = qd_format_number (v[2]);
      d = qd_format_number (maximise ? v[1] - v[0] : v[0] - v[1]);
      g_ascii_formatd (p, sizeof p, "%.6f", qd_local_acceptance (v[0], v[1], v[2], maximise));
      printf ("current %s neighbour %s T %s delta %s p %s\n", c, n, t, d, p);
    }
  return QD_EXIT_OK;
}

/* The start tour the options ask for, or NULL and an error. */
static guint *
choose_start (const Options *o, const QdTsp *tsp, GError **error)
{
  g_autofree guint *tour = g_new (guint, tsp->n);

  if (o->start_spec == NULL)
    {
      if (tsp->start != NULL)
        memcpy (tour, tsp->start, tsp->n * sizeof (guint));
      else
        qd_tsp_identity_tour (tsp->n, tour);
    }
  else if (g_str_equal (o->start_spec, "nn"))
    qd_tsp_nearest_neighbour_tour (tsp, 0, tour);
  else if (g_str_equal (o->start_spec, "random"))
    {
      guint64 rng = (guint64) o->seed ^ G_GUINT64_CONSTANT (0x5DEECE66D);

      qd_tsp_random_tour (tsp->n, &rng, tour);
    }
  else if (!qd_tsp_tour_parse (tsp, o->start_spec, tour, error))
    {
      g_prefix_error (error, "--start: ");
      return NULL;
    }
  return g_steal_pointer (&tour);
}

/* The instance (from CITIES or --random) and its start tour; NULL and an
 * error naming the file (or --random) when one is wrong. */
static QdTsp *
load_instance (const Options *o, guint **start, GError **error)
{
  g_autoptr(QdTsp) tsp = NULL;

  if (o->random_n != 0)
    tsp = qd_tsp_random ((guint) o->random_n, (guint64) o->seed, o->size);
  else if ((tsp = qd_cli_load_format (o->path, qd_tsp_problem.format, error)) == NULL)
    return NULL;
  *start = choose_start (o, tsp, error);
  if (*start == NULL)
    {
      qd_cli_prefix_error (error, o->random_n != 0 ? "--random" : o->path);
      return NULL;
    }
  return g_steal_pointer (&tsp);
}

/* The search's options as the command line gives them. */
static void
init_search_options (const Options *o, const QdTsp *tsp, const guint *start, QdTspSearchOptions *options_out)
{
  QdTspSearchOptions options;

  qd_tsp_search_options_init (&options);
  options.local.algorithm = o->algorithm;
  options.algorithm = o->variant;
  options.local.seed = (guint64) o->seed;
  options.local.restarts = (guint) o->restarts;
  options.local.max_iterations = (guint64) (o->generations > 0 ? o->generations : o->iterations);
  options.local.max_tries = (guint64) o->tries;
  options.goal = o->goal;
  if (o->sideways >= 0)
    options.sideways = (guint) o->sideways;
  if (o->k > 0)
    options.beam_k = (guint) o->k;
  if (o->population > 0)
    options.population = (guint) o->population;
  if (o->elitism >= 0)
    options.elitism = (guint) o->elitism;
  if (!isnan (o->mutation))
    options.mutation = o->mutation;
  if (!isnan (o->culling))
    options.culling = o->culling;
  options.selection = o->selection;
  options.local.schedule.kind = o->schedule;
  options.local.schedule.t0 = o->t0;
  if (!isnan (o->alpha))
    options.local.schedule.alpha = o->alpha;
  options.local.schedule.decrement = !isnan (o->decrement) ? o->decrement
                                     : !isnan (o->t0) ? o->t0 / 10000
                                     : qd_tsp_tour_length (tsp, start) / tsp->n / 10000;
  options.local.schedule.t_min = o->t_min;
  options.moves = o->moves;
  *options_out = options;
}

/* The beam's or the population's tours fit the memory budget of the
 * engine (refused, with the most that fits, before any is made), and a
 * step examines at most 10^8 moves; a slow step is said on stderr before
 * it starts. */
static gboolean
check_size (const Options *o, const QdTsp *tsp, const guint *start)
{
  QdTspSearchOptions options;
  g_autoptr(GError) error = NULL;
  g_autofree char *cost = NULL;

  init_search_options (o, tsp, start, &options);
  if (!qd_tsp_search_size_check (&options, tsp->n, "--k", "--population", &error))
    {
      qd_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  if ((cost = qd_tsp_search_step_cost_text (&options, tsp->n)) != NULL)
    g_printerr (_("quandary-cli: warning: %s\n"), cost);
  return TRUE;
}

/* Prints the steps as they come (unless --quiet) and, on a quiet run on a
 * terminal, the progress; Ctrl-C stops with the best tour so far. */
static QdTspRun *
search (const Options *o, const QdTsp *tsp, const guint *start, QdTspSearchOptions *used, gboolean *timed_out)
{
  QdTspSearchOptions options;
  Printer printer = { 0 };
  QdTspRun *result;

  init_search_options (o, tsp, start, &options);
  /* Printed as they come; kept for a report and an animation only. */
  options.max_steps = qd_cli_report_wanted (&o->report) || qd_cli_report_wants_gif (&o->report)
                      ? QD_TSP_RECORDED_STEPS : 0;
  options.on_step = print_step;
  options.user_data = &printer;
  printer.quiet = o->quiet;
  printer.progress = qd_cli_stderr_is_terminal () && o->quiet;
  printer.format.algorithm = o->algorithm;
  printer.format.variant = o->variant;
  printer.format.moves = o->moves;

  if (o->time_limit > 0)
    options.local.deadline_us = g_get_monotonic_time () + qd_cli_time_limit_us (o->time_limit);
  options.local.stop = qd_cli_catch_interrupt ();
  if (!o->quiet)
    {
      g_autofree char *header = qd_tsp_header_format (tsp, &options);

      puts (header);
    }
  result = qd_tsp_search (tsp, start, &options);
  qd_cli_release_interrupt ();
  *timed_out = result->status == QD_LOCAL_LIMIT && options.local.deadline_us != 0 &&
               g_get_monotonic_time () >= options.local.deadline_us;
  if (printer.progress)
    g_printerr ("\r\033[K");
  *used = options;
  return result;
}

static gboolean
write_pictures (const Options *o, const QdTsp *tsp, const QdTspRun *result)
{
  char length[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *caption = NULL;
  QdTspPicture picture = { tsp, result, NULL, qd_cli_pictures_palette (&o->pictures) };
  double width, height;

  g_ascii_formatd (length, sizeof length, "%.2f", result->length);
  caption = g_strdup_printf (_("%s, %s: length %s"), qd_local_variant_to_string (o->variant),
                             qd_tsp_moves_to_string (o->moves), length);
  picture.caption = caption;
  qd_tsp_picture_get_size (&picture, &width, &height);
  return qd_cli_pictures_write (&o->pictures, width, height, qd_tsp_picture_draw, &picture);
}

/* --report, --report-bundle and --gif after the run (`tsp` NULL: only
 * --acceptance was asked); FALSE when a file could not be written (said). */
static gboolean
finish_report (Options *o, const QdTsp *tsp, const QdTspSearchOptions *options, const QdTspRun *result)
{
  QdCliReport *report = &o->report;
  g_autofree char *instance = NULL;
  QdReport *built = NULL;

  if (!qd_cli_report_wanted (report))
    ;
  else if (tsp == NULL)
    built = qd_tsp_acceptance_report_new ((const char *const *) o->acceptance, o->minimise, report->palette);
  else
    {
      QdTspReportRun run = { o->path, NULL, tsp, o->start_spec, options, result };

      if (o->path == NULL)
        run.instance = instance = g_strdup_printf (_("%u random cities (seed %" PRId64 ")"), tsp->n,
                                                   (gint64) o->seed);
      built = qd_tsp_run_report_new (&run, report->palette);
    }
  return qd_cli_report_finish (report, built, tsp != NULL && qd_cli_report_wants_gif (report)
                                              ? qd_tsp_animation_new (tsp, result) : NULL);
}

/* --check: the run once, then every answer against it. */
static int
run_check (Options *o, const QdTsp *tsp, const guint *start)
{
  g_autoptr(QdTspCheck) check = NULL;
  QdTspSearchOptions options;
  const char *inputs[] = { o->path, NULL };

  init_search_options (o, tsp, start, &options);
  options.local.stop = qd_cli_catch_interrupt ();
  check = qd_tsp_check_new (tsp, start, &options);
  qd_cli_release_interrupt ();
  if (check == NULL)
    {
      g_printerr (_("quandary-cli: stopped\n"));
      return QD_EXIT_STOPPED;
    }
  return qd_cli_check_run (&o->check, inputs, QD_CLI_CHECK_FUNC (qd_tsp_check_answer), check);
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdTsp) tsp = NULL;
  g_autoptr(QdTspRun) result = NULL;
  g_autofree guint *start = NULL;
  g_autofree char *tour = NULL;
  char length[G_ASCII_DTOSTR_BUF_SIZE];
  QdTspSearchOptions options;
  int status;
  gboolean timed_out;
  const QdCliFile input = { NULL, o->path, "--save" };
  QdCliFile outputs[3] = { { "--save", o->save_path } };
  int checked, n_outputs;

  /* Every output is checked before the work that makes it; --save may
   * write back the instance it read. */
  if ((n_outputs = qd_cli_report_outputs (&o->report, outputs + 1)) < 0)
    return QD_EXIT_INPUT;
  if ((checked = qd_cli_check_files (&input, 1, &o->pictures, outputs, 1 + (guint) n_outputs)) != QD_EXIT_OK)
    return checked;

  qd_cli_report_begin (&o->report);
  status = print_acceptances (o);
  if (status != QD_EXIT_OK)
    return status;
  if (o->path == NULL && o->random_n == 0)
    return finish_report (o, NULL, NULL, NULL) ? status : QD_EXIT_INPUT;
  tsp = load_instance (o, &start, &error);
  if (tsp == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (!check_size (o, tsp, start))
    return QD_EXIT_USAGE;
  if (qd_cli_check_wanted (&o->check))
    return run_check (o, tsp, start);
  if (o->save_path != NULL)
    {
      g_autofree char *text = NULL;

      qd_tsp_set_start (tsp, start);
      text = qd_tsp_to_string (tsp);
      if (!qd_cli_write_text (o->save_path, text))
        return QD_EXIT_INPUT;
    }

  result = search (o, tsp, start, &options, &timed_out);
  tour = qd_tsp_tour_to_string (tsp, result->tour, " ");
  g_ascii_formatd (length, sizeof length, "%.2f", result->length);
  printf ("tour %s\nlength %s\n", tour, length);
  if (result->status == QD_LOCAL_STOPPED)
    {
      g_printerr (_("quandary-cli: stopped; the best tour so far is shown\n"));
      status = QD_EXIT_STOPPED;
    }
  else if (timed_out)
    {
      g_printerr (_("quandary-cli: the time limit ran out after %" PRIu64 " iterations; "
                    "the best tour so far is shown\n"), result->stats.iterations);
      status = QD_EXIT_LIMIT;
    }
  if (!write_pictures (o, tsp, result))
    status = QD_EXIT_INPUT;
  if (!finish_report (o, tsp, &options, result))
    status = QD_EXIT_INPUT;
  return status;
}

static void
clear_options (Options *o)
{
  g_free (o->algorithm_name);
  for (guint i = 0; i < N_HELP; i++)
    g_free (o->help[i]);
  g_free (o->start_spec);
  g_free (o->moves_name);
  g_free (o->schedule_name);
  g_free (o->selection_name);
  g_free (o->save_path);
  g_strfreev (o->acceptance);
  qd_cli_pictures_clear (&o->pictures);
  qd_cli_report_clear (&o->report);
  qd_cli_check_clear (&o->check);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_tsp_cli_commands[] = {
  { "tsp", N_("Local search on a travelling-salesperson tour: hill climbing, annealing, beam search, a genetic algorithm"), cli_main,
    .worksheets = (const QdWorksheetKind *const[]) { &qd_tsp_worksheet, NULL } },
  { NULL }
};
