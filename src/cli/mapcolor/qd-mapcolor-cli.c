/* qd-mapcolor-cli.c — `quandary-cli mapcolor`: colour a map with K colours;
 * the table of the map-colouring commands and what they share. */
#include "config.h"
#include "qd-mapcolor-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <inttypes.h>

#include "cli/qd-cli-check.h"
#include "cli/qd-cli-outputs.h"
#include "cli/qd-cli-report.h"
#include "core/qd-format.h"
#include "core/qd-sweep-pool.h"
#include "problems/mapcolor/qd-mapcolor-check.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "problems/mapcolor/qd-mapcolor-steps.h"
#include "render/mapcolor/qd-mapcolor-animation.h"
#include "render/mapcolor/qd-mapcolor-run-report.h"
#include "render/mapcolor/qd-mapcolor-worksheet.h"
#include "render/qd-map-render.h"
#include "render/qd-rendering.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (mapcolor)

/* A larger CNF would take gigabytes. */
#define MAX_CNF_CLAUSES G_GUINT64_CONSTANT (100000000)

typedef struct {
  gint colors;
  char *algorithm_name;
  gint64 seed;
  gboolean stats;
  char *cnf_path;
  char *csp_path;
  gint64 max_assignments;
  double time_limit;
  gboolean backjumping;
  gboolean restarts;
  gboolean sat;
  gint threads;
  QdCliOutputs outputs;
  QdMapcolorAlgorithm algorithm;
  const char *path;
} Options;

gboolean
qd_mapcolor_cli_check_limits (gint64 seed, gint64 max_assignments, double time_limit)
{
  if (seed < 0)
    QD_CLI_USAGE (_("the seed must not be negative"));
  if (max_assignments < 0)
    QD_CLI_USAGE (_("--max-assignments must not be negative"));
  if (!qd_cli_check_time_limit (time_limit))
    return FALSE;
  return TRUE;
}

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "colors", 'k', 0, G_OPTION_ARG_INT, &o->colors, N_("Number of colours K (default 4)"), N_("K") },
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &o->algorithm_name,
      N_("backtracking, fc, mac, min-conflicts, best (the default) or sat"), N_("NAME") },
    { "sat", 0, 0, G_OPTION_ARG_NONE, &o->sat,
      N_("Solve in this process with the CDCL SAT solver, on the CNF --cnf writes (as --algorithm sat)"), NULL },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the random orders and of local search"), N_("S") },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &o->stats,
      N_("Print the lines “assignments N”, “checks N” and “time-ms T” after the colouring"), NULL },
    { "cnf", 0, 0, G_OPTION_ARG_FILENAME, &o->cnf_path,
      N_("Write the colouring problem as DIMACS CNF (for a SAT solver)"), N_("FILE") },
    { "csp", 0, 0, G_OPTION_ARG_FILENAME, &o->csp_path,
      N_("Write the colouring problem as a constraint problem (for quandary-cli csp and the Constraints tab)"),
      N_("FILE") },
    { "max-assignments", 0, 0, G_OPTION_ARG_INT64, &o->max_assignments,
      N_("Stop after N assignments (default: 1,000,000 for the tree searches, 10 N + 100,000 for "
         "min-conflicts, none for best and sat)"), N_("N") },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &o->time_limit, N_("Stop after SECONDS seconds"), N_("SECONDS") },
    { "backjumping", 0, 0, G_OPTION_ARG_NONE, &o->backjumping,
      N_("fc and mac: jump back to the cause of a dead end (conflict-directed backjumping)"), NULL },
    { "restarts", 0, 0, G_OPTION_ARG_NONE, &o->restarts,
      N_("backtracking, fc and mac: restart on a Luby schedule (fc and mac also jump back)"), NULL },
    { "threads", 0, 0, G_OPTION_ARG_INT, &o->threads,
      N_("best: threads N (default: the processors); the colouring depends on the seed and N"), N_("N") },
    { NULL }
  };
  GOptionContext *context = qd_cli_outputs_context_new (_("MAP — colour a map with K colours"), entries, &o->outputs, QD_CLI_OUTPUTS_TREE | QD_CLI_OUTPUTS_STEPS,
    _("MAP: one line per region, “name: neighbour, neighbour, …” (adjacency is made symmetric),\n"
      "optionally “name (x, y): …” with a position in the unit square; # starts a comment;\n"
      "or a DIMACS graph (“p edge N M”, then “e A B” lines: regions 1 … N).\n"
      "Prints “name colour” per region in file order (red, green, blue, yellow, color5, …);\n"
      "“no solution” when none exists, “capped” when a limit ran out first (exit status 0),\n"
      "“stopped” on Ctrl-C (exit status 130).\n"
      "Algorithms: backtracking (no inference, random orders), fc (forward checking, MRV,\n"
      "degree, LCV), mac (arc consistency), min-conflicts (local search), best (Kempe chains,\n"
      "then a clique bound, then forward checking with backjumping beside a hybrid evolutionary\n"
      "algorithm with tabu search, on --threads threads), sat (the CNF of --cnf solved by the\n"
      "CDCL solver, clause learning; --sat for short).\n"
      "--restarts (backtracking, fc, mac) restarts the search on a Luby schedule (units of 100\n"
      "backtracks; for fc and mac N/4 backtracks, N the regions) with progress saving; fc and\n"
      "mac then also jump back (as --backjumping), keep the assignments a new run would redo,\n"
      "and break MRV ties by the wipe-outs each region caused, then by closeness to a random\n"
      "region (100,000 regions within the default cap);\n"
      "--stats then adds the line “restarts N”.\n"
      "--tree (backtracking, fc, mac) writes the search tree: a node per assignment (as many as\n"
      "--stats counts), the solution's node marked “solution”, dead ends and wipe-outs “failure”.\n"
      "--check checks answers for validity (a colouring in any order: every region once, known\n"
      "colour names, no two neighbours alike, at most K colours; “no solution” only when none\n"
      "exists) and says why the first wrong line is wrong."));
  return context;
}

/* Whether the command line sets --threads (GOption has taken it out of argv). */
static gboolean
threads_given (void)
{
  const char *const *line = qd_cli_get_command_line ();

  for (guint i = 0; line != NULL && line[i] != NULL && !g_str_equal (line[i], "--"); i++)
    if (g_str_equal (line[i], "--threads") || g_str_has_prefix (line[i], "--threads="))
      return TRUE;
  return FALSE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  o->colors = 4;
  o->threads = (gint) MIN (qd_sweep_pool_default_threads (), QD_MAPCOLOR_CLI_MAX_THREADS);
  if (!qd_cli_check_parse (context, &o->outputs.check, &argc, &argv))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("a MAP file is needed") : _("only one MAP file is allowed"));
  o->path = argv[1];
  o->algorithm = QD_MAPCOLOR_ALGO_BEST;
  if (o->algorithm_name != NULL && !qd_mapcolor_algorithm_from_string (o->algorithm_name, &o->algorithm))
    QD_CLI_USAGE (_("unknown algorithm “%s”: use backtracking, fc, mac, min-conflicts, best or sat"), o->algorithm_name);
  if (o->sat && o->algorithm_name != NULL && o->algorithm != QD_MAPCOLOR_ALGO_SAT)
    QD_CLI_USAGE (_("--sat is --algorithm sat: it goes with no other algorithm"));
  if (o->sat)
    o->algorithm = QD_MAPCOLOR_ALGO_SAT;
  if (o->restarts && !qd_mapcolor_algorithm_restarts (o->algorithm))
    QD_CLI_USAGE (_("--restarts is for backtracking, fc and mac (best restarts by itself)"));
  if (o->threads < 1 || o->threads > QD_MAPCOLOR_CLI_MAX_THREADS)
    QD_CLI_USAGE (_("--threads must be between 1 and %d"), QD_MAPCOLOR_CLI_MAX_THREADS);
  if (o->algorithm == QD_MAPCOLOR_ALGO_BEST && !threads_given ())
    {
      g_autofree char *n = g_strdup_printf ("%d", o->threads);

      /* The report's command names the default too: best depends on it. */
      qd_cli_add_command_option ("--threads", n);
    }
  if (o->colors < 1 || o->colors > QD_MAPCOLOR_CLI_MAX_COLORS)
    QD_CLI_USAGE (_("the number of colours must be between 1 and %d"), QD_MAPCOLOR_CLI_MAX_COLORS);
  if (!qd_cli_tree_check (&o->outputs.tree) || !qd_cli_report_check (&o->outputs.report))
    return FALSE;
  if (o->outputs.tree.path != NULL && !qd_mapcolor_algorithm_restarts (o->algorithm))
    QD_CLI_USAGE (_("--tree is for backtracking, fc and mac: %s searches no tree"),
                  qd_mapcolor_algorithm_to_string (o->algorithm));
  if (qd_cli_check_wanted (&o->outputs.check) && (o->stats || o->cnf_path != NULL || o->csp_path != NULL ||
                                           o->outputs.tree.path != NULL))
    QD_CLI_USAGE (_("--check prints verdicts, not the colouring: it goes with no --stats, --cnf, --csp or --tree"));
  if (!qd_cli_outputs_validate (&o->outputs))
    return FALSE;
  return qd_mapcolor_cli_check_limits (o->seed, o->max_assignments, o->time_limit);
}

/* --cnf; the exit status, QD_EXIT_OK when written. */
static int
write_cnf (const Options *o, const QdMap *map)
{
  g_autofree char *cnf = NULL;
  guint64 clauses = (guint64) map->n_regions * (1 + (guint64) o->colors * (o->colors - 1) / 2) +
                    (guint64) map->n_edges * o->colors;

  if (clauses > MAX_CNF_CLAUSES)
    {
      qd_cli_usage_error (_("--cnf: the problem would take %" PRIu64 " clauses with %d colours; "
                            "use fewer colours"), clauses, o->colors);
      return QD_EXIT_USAGE;
    }
  cnf = qd_map_to_dimacs (map, o->colors);
  return qd_cli_write_text (o->cnf_path, cnf) ? QD_EXIT_OK : QD_EXIT_INPUT;
}

/* --csp; the exit status, QD_EXIT_OK when written. */
static int
write_csp (const Options *o, const QdMap *map)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *base = g_path_get_basename (o->path);
  g_autofree char *text = qd_mapcolor_csp_text (map, (guint) o->colors, base, &error);

  if (text == NULL)
    {
      qd_cli_prefix_error (&error, o->csp_path);
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  return qd_cli_write_text (o->csp_path, text) ? QD_EXIT_OK : QD_EXIT_INPUT;
}

typedef struct {
  const QdMap *map;
  const QdMapcolorSolveOptions *options;
  QdMapcolorSolution *solution;
  gint64 progress;              /* assignments so far */
} Job;

/* The run's settings; with --gif, every step kept for the animation (up
 * to the most an animation holds, and one more to know it is too many). */
static void
init_solve_options (const Options *o, QdSearchTree *tree, QdMapcolorSteps *steps, QdMapcolorSolveOptions *options)
{
  qd_mapcolor_solve_options_init (options);
  options->algorithm = o->algorithm;
  options->colors = o->colors;
  options->seed = (guint64) o->seed;
  options->max_assignments = (guint64) o->max_assignments;
  options->time_limit_us = qd_cli_time_limit_us (o->time_limit);
  options->backjumping = o->backjumping;
  options->restarts = o->restarts;
  options->threads = (guint) o->threads;
  options->tree = tree;
  if (qd_cli_report_wants_gif (&o->outputs.report))
    {
      qd_mapcolor_steps_init (steps, QD_ANIMATION_MAX_STEPS);
      options->on_assign = qd_mapcolor_steps_record;
      options->user_data = steps;
    }
}

static void
solve_job (gpointer data)
{
  Job *job = data;

  job->solution = qd_mapcolor_solve (job->map, job->options);
}

static void
show_progress (gpointer data)
{
  Job *job = data;

  g_printerr ("\r");
  g_printerr (_("%s: %'" PRId64 " assignments…"), qd_mapcolor_algorithm_to_string (job->options->algorithm),
              __atomic_load_n (&job->progress, __ATOMIC_RELAXED));
}

/* Solves; on a terminal stderr shows the assignments so far.  Ctrl-C stops. */
static QdMapcolorSolution *
solve (const QdMap *map, QdMapcolorSolveOptions *options)
{
  Job job = { map, options, NULL, 0 };
  gboolean terminal = qd_cli_stderr_is_terminal ();

  if (terminal)
    options->progress_nodes = &job.progress;
  options->stop = qd_cli_catch_interrupt ();
  qd_cli_run_with_progress ("mapcolor", terminal, solve_job, show_progress, &job);
  qd_cli_release_interrupt ();
  options->progress_nodes = NULL;
  options->stop = NULL;
  return job.solution;
}

/* The colouring (or what stopped it) and the --stats lines; the exit status. */
static int
print_solution (const Options *o, const QdMap *map, const QdMapcolorSolution *solution)
{
  g_autoptr(GString) out = g_string_new (NULL);
  int status = QD_EXIT_OK;

  switch (solution->status)
    {
    case QD_MAPCOLOR_SOLVED:
      for (guint r = 0; r < map->n_regions; r++)
        {
          g_string_append (out, map->names->pdata[r]);
          g_string_append_c (out, ' ');
          g_string_append (out, qd_map_color_name (solution->colors[r]));
          g_string_append_c (out, '\n');
        }
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
  if (o->stats)
    qd_string_append_c (out, "assignments %" G_GUINT64_FORMAT "\nchecks %" G_GUINT64_FORMAT "\ntime-ms %.3f\n",
                            solution->assignments, solution->checks, solution->time_us / 1000.0);
  if (o->stats && o->restarts)
    g_string_append_printf (out, "restarts %" G_GUINT64_FORMAT "\n", solution->restarts);
  fwrite (out->str, 1, out->len, stdout);
  fflush (stdout);
  return status;
}

/* --gif: the replay of the run's steps, or NULL when there are too many
 * (said on stderr: *status becomes QD_EXIT_INPUT). */
static QdAnimation *
build_animation (const QdMap *map, const QdMapcolorSteps *steps, int *status)
{
  if (qd_mapcolor_steps_truncated (steps))
    {
      g_printerr (_("quandary-cli: --gif: the run has %'" PRIu64 " steps; an animation holds at most %'u\n"),
                  steps->count, (guint) QD_ANIMATION_MAX_STEPS);
      *status = QD_EXIT_INPUT;
      return NULL;
    }
  return qd_mapcolor_animation_new (map, (const QdMapcolorStep *) steps->steps->data, steps->steps->len);
}

/* --report, --report-bundle and --gif, once the run is done. */
static int
write_report (Options *o, const QdMap *map, const QdMapcolorSolveOptions *options,
              const QdMapcolorSolution *solution, const QdSearchTree *tree, const QdMapcolorSteps *steps)
{
  QdReport *report = NULL;
  QdAnimation *animation = NULL;
  int status = QD_EXIT_OK;

  if (qd_cli_report_wanted (&o->outputs.report))
    {
      QdMapcolorReportRun run = { o->path, map, options, o->time_limit, solution, tree };

      report = qd_mapcolor_report_new (o->path, o->outputs.report.palette);
      qd_mapcolor_report_add_run (report, &run);
    }
  if (qd_cli_report_wants_gif (&o->outputs.report))
    animation = build_animation (map, steps, &status);
  if (!qd_cli_report_finish (&o->outputs.report, report, animation))
    status = QD_EXIT_INPUT;
  return status;
}

/* --check: the colouring once (the proof that one exists, or that none
 * does), then every answer for validity. */
static int
run_check (Options *o, const QdMap *map)
{
  g_autoptr(QdMapcolorCheck) check = NULL;
  const char *inputs[] = { o->path, NULL };
  QdMapcolorSolveOptions options;
  QdMapcolorStatus status;

  init_solve_options (o, NULL, NULL, &options);
  options.stop = qd_cli_catch_interrupt ();
  check = qd_mapcolor_check_new (map, &options, &status);
  qd_cli_release_interrupt ();
  if (check == NULL)
    {
      g_printerr (status == QD_MAPCOLOR_STOPPED
                  ? _("quandary-cli: stopped before the map was coloured: nothing to check against\n")
                  : _("quandary-cli: a limit ran out before the search could tell whether a colouring exists: "
                      "nothing to check against\n"));
      return status == QD_MAPCOLOR_STOPPED ? QD_EXIT_STOPPED : QD_EXIT_INPUT;
    }
  return qd_cli_check_run (&o->outputs.check, inputs, QD_CLI_CHECK_FUNC (qd_mapcolor_check_answer), check);
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMap) map = NULL;
  g_autoptr(QdMapcolorSolution) solution = NULL;
  g_autoptr(QdSearchTree) tree = qd_cli_tree_new (&o->outputs.tree, QD_SEARCH_TREE_CSP);
  QdMapcolorSolveOptions options;
  QdMapcolorSteps steps = { NULL };
  QdMapRenderOptions drawn;
  double width, height;
  int status = QD_EXIT_OK, report_status;
  const QdCliFile outputs[] = { { "--cnf", o->cnf_path }, { "--csp", o->csp_path },
                                { "--tree", o->outputs.tree.path } };
  const QdCliFile input = { NULL, o->path };

  /* Every output is checked before the work that makes it. */
  if ((status = qd_cli_outputs_check_files (&o->outputs, &input, 1, outputs, G_N_ELEMENTS (outputs), QD_EXIT_INPUT)) !=
      QD_EXIT_OK)
    return status;
  qd_cli_report_begin (&o->outputs.report);

  map = qd_cli_load_format (o->path, qd_mapcolor_problem.format, &error);
  if (map == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (qd_cli_check_wanted (&o->outputs.check))
    return run_check (o, map);
  if (o->cnf_path != NULL && (status = write_cnf (o, map)) != QD_EXIT_OK)
    return status;
  if (o->csp_path != NULL && (status = write_csp (o, map)) != QD_EXIT_OK)
    return status;

  init_solve_options (o, tree, &steps, &options);
  solution = solve (map, &options);
  status = print_solution (o, map, solution);
  if (!qd_cli_tree_write (&o->outputs.tree, tree))
    status = QD_EXIT_INPUT;

  qd_mapcolor_map_options_init (&drawn, qd_cli_pictures_palette (&o->outputs.pictures), map,
                                solution->status == QD_MAPCOLOR_SOLVED ? solution->colors : NULL);
  qd_map_ensure_positions (map);
  qd_map_render_get_size (map, &width, &height);
  if (status == QD_EXIT_OK && !qd_cli_pictures_write (&o->outputs.pictures, width, height, qd_rendering_draw,
                                                      &QD_RENDERING (qd_map_render, map, &drawn)))
    status = QD_EXIT_INPUT;
  report_status = write_report (o, map, &options, solution, tree, &steps);
  qd_mapcolor_steps_clear (&steps);
  return status != QD_EXIT_OK ? status : report_status;
}

static void
clear_options (Options *o)
{
  g_free (o->algorithm_name);
  g_free (o->cnf_path);
  g_free (o->csp_path);
  qd_cli_outputs_clear (&o->outputs);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_mapcolor_cli_commands[] = {
  { "mapgen", N_("Generate a random planar map (segments or Delaunay)"), qd_mapcolor_cli_mapgen },
  { "mapcolor", N_("Colour a map with K colours by one of five algorithms"), cli_main },
  { "fcmac", N_("Domain tables of forward checking and arc consistency on a small graph"), qd_mapcolor_cli_fcmac,
    .worksheets = (const QdWorksheetKind *const[]) { &qd_mapcolor_worksheet_fcmac, NULL } },
  { "mapcolor", N_("How the map-colouring algorithms scale with the number of regions"),
    qd_mapcolor_cli_experiment, TRUE, qd_mapcolor_cli_experiment_merge },
  { NULL }
};
