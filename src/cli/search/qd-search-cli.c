/* qd-search-cli.c — `quandary-cli search`: breadth-first, depth-first,
 * depth-limited, iterative deepening, uniform-cost, greedy, A*, weighted A*
 * and IDA* on a route map, a grid maze or a sliding-tile puzzle; the
 * generators (--random); the check of answers (docs/contracts.md "search"). */
#include "config.h"
#include "cli/qd-cli.h"
#include "cli/qd-cli-outputs.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <inttypes.h>
#include <string.h>

#include "cli/qd-cli-check.h"
#include "cli/search/qd-search-cli-andor.h"
#include "cli/search/qd-search-cli-experiment.h"
#include "cli/search/qd-search-cli-online.h"
#include "problems/search/qd-search-check.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-pdb.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-run.h"
#include "problems/search/qd-search-tiles.h"
#include "render/search/qd-search-animation.h"
#include "render/search/qd-search-render.h"
#include "render/search/qd-search-run-report.h"
#include "render/search/qd-search-worksheet.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (search)

extern const QdProblem qd_search_problem;

typedef struct {
  char *algorithm_name;
  char *heuristic_name;
  char *trace_path;
  char *random_kind;
  char *save_path;
  gint64 limit;              /* -1: no --limit */
  char *limit_text;
  double weight;
  gboolean tree_like;
  char *node_limit;          /* as typed: NULL when not given */
  double time_limit;
  gboolean stats;
  gint64 seed;
  gint64 shuffle;            /* -1: no --shuffle */
  char *shuffle_text;
  char *gif_of;
  char *andor;               /* listed in --help only: --andor runs qd-search-cli-andor.c */
  gboolean gif_solution;
  QdCliOutputs outputs;
  QdSearchCliOnline online;
  QdSearchSettings settings;
  const char *path;          /* FILE, or NULL with --random */
  const char *random_spec;   /* --random's N or RxC */
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionContext *context;
  GOptionEntry entries[] = {
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &o->algorithm_name,
      N_("bfs, dfs, dls, iddfs, ucs, greedy, astar (the default), wastar, idastar, rbfs, bidirectional (uniform-cost "
         "from both ends), bidirectional-astar or ehc (enforced hill climbing)"), N_("NAME") },
    { "heuristic", 0, 0, G_OPTION_ARG_STRING, &o->heuristic_name,
      N_("route: sld (the default) or zero; maze: manhattan, octile, euclidean or zero (default manhattan, "
         "octile when 8-connected); tiles: misplaced, manhattan (the default), linear-conflict, pdb or zero"),
      N_("NAME") },
    { "limit", 0, 0, G_OPTION_ARG_STRING, &o->limit_text,
      N_("dls: the depth limit (required); iddfs: the last limit tried"), N_("D") },
    { "weight", 0, 0, G_OPTION_ARG_DOUBLE, &o->weight, N_("wastar: f = g + W·h, W >= 1 (default 2)"), N_("W") },
    { "tree-like", 0, 0, G_OPTION_ARG_NONE, &o->tree_like,
      N_("bfs, dfs, ucs, greedy, astar, wastar: no table of reached states, only the path is checked for "
         "cycles (dls, iddfs and idastar always search so)"), NULL },
    { "node-limit", 0, 0, G_OPTION_ARG_STRING, &o->node_limit,
      N_("Stop after N generated nodes, exit status 4 (default 10000000)"), N_("N") },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &o->time_limit,
      N_("Stop after SECONDS seconds, exit status 4 (default 0: no limit)"), N_("SECONDS") },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &o->stats,
      N_("Also print repeated, frontier-max, depth, iterations and time-ms"), NULL },
    { "trace", 0, 0, G_OPTION_ARG_FILENAME, &o->trace_path,
      N_("Write every expansion and generated node to FILE (- for stdout, after the output)"), N_("FILE") },
    { "random", 0, 0, G_OPTION_ARG_STRING, &o->random_kind,
      N_("Instead of FILE, make an instance: --random route N, --random maze RxC or --random tiles RxC "
         "(with --seed, and -o)"), N_("KIND") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("--random: the seed (default 0)"), N_("S") },
    { "shuffle", 0, 0, G_OPTION_ARG_STRING, &o->shuffle_text,
      N_("--random tiles: M random moves from the goal (default: a uniformly random solvable puzzle)"), N_("M") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o->save_path,
      N_("--random: write the instance to FILE (default: stdout)"), N_("FILE") },
    { "andor", 0, 0, G_OPTION_ARG_STRING, &o->andor,
      N_("AND-OR search in a nondeterministic world instead (a file, vacuum-erratic or vacuum-slippery; "
         "its options: --andor WORLD --help)"), N_("WORLD") },
    { "gif-of", 0, 0, G_OPTION_ARG_STRING, &o->gif_of,
      N_("--gif: a frame per step of the search (the default) or per move of the path found"),
      N_("search|solution") },
    { NULL }
  };
  /* The conventions a student trips on, in a paragraph of their own. */
  const char *conventions =
    _("Conventions that differ from other books and programs:\n"
      "- A puzzle's goal is 0 1 2 … (the blank top left) unless the file names one; aima-python's has\n"
      "  the blank last (1 2 … 8 0): write “goal: blank-last” in the file for that goal.\n"
      "- Greedy best-first search may expand a state twice: reached again at a lower g, it is added\n"
      "  again (AIMA 4th edition's reached table).\n"
      "- The trace's f is what the algorithm orders by: g + h (astar, idastar), g + W·h (wastar),\n"
      "  g (ucs), h (greedy), the node's depth (bfs, dfs, dls, iddfs); its first line, a comment,\n"
      "  says which. g, h and f have at most two decimals.");
  g_autofree char *description = NULL;

  context = qd_cli_outputs_context_new (_("FILE — state-space search on a route map, a grid maze or sliding tiles"),
    entries, &o->outputs, QD_CLI_OUTPUTS_TREE | QD_CLI_OUTPUTS_STEPS, NULL);
  description = g_strconcat (
    _("FILE is a route map (*.route), a grid maze (*.maze) or a sliding-tile puzzle (*.tiles):\n"
      "data/FORMATS.md, “State-space search instances”.\n"
      "Prints the path one step a line (the places from the start, the cells “ROW COL”, or the blank's\n"
      "moves up, down, left, right), then “cost C”, “expanded E” and “generated G”; without a path one\n"
      "line “no solution” or “cutoff” (the depth limit was reached) instead of the path and the cost.\n"
      "Ties between equal keys go to the node generated first; A* prefers the smaller h at equal f.\n"
      "Example, the textbook's Romania:\n"
      "  quandary-cli search romania.route --algorithm greedy\n"
      "The pictures show the instance with the path found, the explored places or cells and the\n"
      "frontier at the end.\n"
      "--check takes answers holding the output, only its path lines, or a trace (--trace's lines)."),
    "\n\n", conventions, NULL);
  g_option_context_set_description (context, description);
  qd_search_cli_online_add_entries (context, &o->online);
  return context;
}

/* --node-limit N: 1 or more; not given, 0 (the engine's default budget).
 * Read as text, so that no typed number, -1 included, can pass for "not
 * given". */
static gboolean
parse_node_limit (const char *text, guint64 *max_nodes)
{
  g_autofree char *shown = NULL;
  guint64 n;

  *max_nodes = 0;
  if (text == NULL)
    return TRUE;
  if (g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT64, &n, NULL))
    {
      *max_nodes = n;
      return TRUE;
    }
  shown = qd_text_quote (text, -1);
  QD_CLI_USAGE (_("--node-limit takes a number of nodes from 1 to %" PRIu64 ", not “%s”"), (uint64_t) G_MAXUINT64,
                shown);
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);
  QdSearchSettings *s = &o->settings;

  o->weight = NAN;
  o->limit = -1;
  o->shuffle = -1;
  if (!qd_cli_check_parse (context, &o->outputs.check, &argc, &argv))
    return FALSE;
  /* Whole numbers from 0: a negative one was taken for "not given". */
  if ((o->limit_text != NULL && !qd_cli_parse_integer ("--limit", o->limit_text, 0, G_MAXUINT - 1, &o->limit))
      || (o->shuffle_text != NULL && !qd_cli_parse_integer ("--shuffle", o->shuffle_text, 0, G_MAXUINT, &o->shuffle)))
    return FALSE;
  qd_search_settings_init (s, NULL);
  if (o->random_kind != NULL)
    {
      if (argc != 2)
        QD_CLI_USAGE (_("--random %s needs one size after it (route N, maze RxC, tiles RxC)"), o->random_kind);
      o->random_spec = argv[1];
      if (qd_cli_check_wanted (&o->outputs.check) || o->trace_path != NULL || o->stats || o->outputs.tree.path != NULL
          || qd_cli_pictures_wanted (&o->outputs.pictures) || qd_cli_report_any (&o->outputs.report) || o->online.agent != NULL)
        QD_CLI_USAGE (_("--random makes an instance: it goes with --seed, --shuffle and -o only"));
      return TRUE;
    }
  if (argc > 2)
    QD_CLI_USAGE (_("only one FILE is allowed"));
  if (argc < 2)
    QD_CLI_USAGE (_("a FILE (a route map, a maze or a sliding-tile puzzle) or --random KIND SIZE is needed"));
  o->path = argv[1];
  if (o->save_path != NULL || o->seed != 0 || o->shuffle >= 0)
    QD_CLI_USAGE (_("-o, --seed and --shuffle go with --random"));
  if (!qd_search_cli_online_check (&o->online, o->algorithm_name != NULL || o->heuristic_name != NULL
                                   || o->limit >= 0 || !isnan (o->weight) || o->tree_like || o->node_limit != NULL
                                   || o->time_limit != 0 || o->stats || o->trace_path != NULL
                                   || o->outputs.tree.path != NULL || o->gif_of != NULL
                                   || qd_cli_pictures_wanted (&o->outputs.pictures)))
    return FALSE;
  if (o->algorithm_name != NULL && !qd_space_algorithm_from_string (o->algorithm_name, &s->algorithm))
    QD_CLI_USAGE (_("unknown algorithm “%s”: use bfs, dfs, dls, iddfs, ucs, greedy, astar, wastar, idastar, rbfs, "
                    "bidirectional, bidirectional-astar or ehc"), o->algorithm_name);
  if (o->heuristic_name != NULL && !qd_search_heuristic_from_string (o->heuristic_name, &s->heuristic))
    QD_CLI_USAGE (_("unknown heuristic “%s”: use sld, manhattan, octile, euclidean, misplaced, "
                    "linear-conflict, pdb or zero"), o->heuristic_name);
  if (s->algorithm == QD_SPACE_DLS && o->limit < 0)
    QD_CLI_USAGE (_("dls needs --limit D"));
  if (o->limit >= 0 && s->algorithm != QD_SPACE_DLS && s->algorithm != QD_SPACE_IDDFS)
    QD_CLI_USAGE (_("--limit goes with dls and iddfs only"));
  if (o->limit > G_MAXUINT - 1)
    QD_CLI_USAGE (_("--limit takes 0 to %u"), G_MAXUINT - 1);
  if (o->limit >= 0)
    s->limit = (guint) o->limit;
  if (!isnan (o->weight) && s->algorithm != QD_SPACE_WASTAR)
    QD_CLI_USAGE (_("--weight goes with wastar only"));
  if (!isnan (o->weight) && !(o->weight >= 1 && o->weight <= 1e6))
    QD_CLI_USAGE (_("--weight must be at least 1 (and at most 1000000)"));
  if (!isnan (o->weight))
    s->weight = o->weight;
  if (o->tree_like && qd_space_algorithm_always_tree_like (s->algorithm))
    QD_CLI_USAGE (_("dls, iddfs, idastar and rbfs are always tree-like: --tree-like goes with the others"));
  if ((o->tree_like || o->outputs.tree.path != NULL) && qd_space_algorithm_is_bidirectional (s->algorithm))
    QD_CLI_USAGE (_("bidirectional search keeps two tables of reached states and grows two trees: it goes with "
                    "no --tree-like and no --tree"));
  if (o->tree_like && s->algorithm == QD_SPACE_EHC)
    QD_CLI_USAGE (_("ehc keeps a table of the states each of its breadth-first searches reached: it goes with no "
                    "--tree-like"));
  s->memory = o->tree_like ? QD_SPACE_TREE_LIKE : QD_SPACE_GRAPH;
  if (!parse_node_limit (o->node_limit, &s->max_nodes))
    return FALSE;
  if (!qd_cli_check_time_limit (o->time_limit))
    return FALSE;
  s->time_limit = o->time_limit;
  if (qd_cli_check_wanted (&o->outputs.check))
    {
      if (o->trace_path != NULL || o->stats || o->outputs.tree.path != NULL)
        QD_CLI_USAGE (_("--check prints verdicts, not the run: it goes with no --trace, --tree or --stats"));
      if (o->time_limit > 0)
        QD_CLI_USAGE (_("--check needs the whole run: it goes with no --time-limit"));
    }
  if (!qd_cli_tree_check (&o->outputs.tree))
    return FALSE;
  if (o->gif_of != NULL && !g_str_equal (o->gif_of, "search") && !g_str_equal (o->gif_of, "solution"))
    QD_CLI_USAGE (_("--gif-of takes search or solution, not “%s”"), o->gif_of);
  if (o->gif_of != NULL && o->outputs.report.gif == NULL)
    QD_CLI_USAGE (_("--gif-of goes with --gif"));
  o->gif_solution = o->gif_of != NULL && g_str_equal (o->gif_of, "solution");
  if (!qd_cli_outputs_validate (&o->outputs))
    return FALSE;
  return qd_cli_report_check (&o->outputs.report);
}

/* "RxC" (or "R×C"): two integers from 1 to `max`. */
static gboolean
parse_size (const char *spec, guint max, guint *rows, guint *cols)
{
  guint64 r, c;
  char *end;

  r = g_ascii_strtoull (spec, &end, 10);
  if (end == spec || (*end != 'x' && *end != 'X'))
    return FALSE;
  spec = end + 1;
  c = g_ascii_strtoull (spec, &end, 10);
  if (end == spec || *end != '\0' || r < 1 || c < 1 || r > max || c > max)
    return FALSE;
  *rows = (guint) r;
  *cols = (guint) c;
  return TRUE;
}

/* --random KIND SIZE: the instance, written to -o (or stdout). */
static int
run_random (const Options *o)
{
  QdSearchDoc *doc = NULL;
  g_autofree char *text = NULL;
  gboolean written;
  guint64 seed = (guint64) o->seed;
  guint rows, cols;

  if (o->shuffle >= 0 && !g_str_equal (o->random_kind, "tiles"))
    {
      qd_cli_usage_error (_("--shuffle goes with --random tiles"));
      return QD_EXIT_USAGE;
    }
  if (g_str_equal (o->random_kind, "route"))
    {
      guint64 n;
      char *end;

      n = g_ascii_strtoull (o->random_spec, &end, 10);
      if (end == o->random_spec || *end != '\0' || n < 2 || n > QD_SEARCH_ROUTE_MAX_PLACES)
        {
          qd_cli_usage_error (_("--random route takes a number of places from 2 to %d"), QD_SEARCH_ROUTE_MAX_PLACES);
          return QD_EXIT_USAGE;
        }
      doc = qd_search_doc_new_route (qd_search_route_random ((guint) n, seed, 1000, 1000));
    }
  else if (g_str_equal (o->random_kind, "maze"))
    {
      if (!parse_size (o->random_spec, QD_SEARCH_MAZE_MAX_SIDE, &rows, &cols) || rows < 3 || cols < 3
          || (guint64) rows * cols > QD_SEARCH_MAZE_MAX_CELLS)
        {
          qd_cli_usage_error (_("--random maze takes RxC, each from 3 to %d, at most %d cells"),
                              QD_SEARCH_MAZE_MAX_SIDE, QD_SEARCH_MAZE_MAX_CELLS);
          return QD_EXIT_USAGE;
        }
      doc = qd_search_doc_new_maze (qd_search_maze_random (rows, cols, 0, seed));
    }
  else if (g_str_equal (o->random_kind, "tiles"))
    {
      if (!parse_size (o->random_spec, QD_SEARCH_TILES_MAX_SIDE, &rows, &cols) || rows < QD_SEARCH_TILES_MIN_SIDE
          || cols < QD_SEARCH_TILES_MIN_SIDE)
        {
          qd_cli_usage_error (_("--random tiles takes RxC, each from %d to %d"), QD_SEARCH_TILES_MIN_SIDE,
                              QD_SEARCH_TILES_MAX_SIDE);
          return QD_EXIT_USAGE;
        }
      if (o->shuffle > G_MAXUINT)
        {
          qd_cli_usage_error (_("--shuffle takes 0 to %u moves"), G_MAXUINT);
          return QD_EXIT_USAGE;
        }
      doc = qd_search_doc_new_tiles (o->shuffle >= 0 ? qd_search_tiles_shuffle (rows, cols, (guint) o->shuffle, seed)
                                                     : qd_search_tiles_random (rows, cols, seed));
    }
  else
    {
      qd_cli_usage_error (_("unknown kind “%s” for --random: use route, maze or tiles"), o->random_kind);
      return QD_EXIT_USAGE;
    }
  text = qd_search_doc_to_string (doc);
  qd_search_doc_free (doc);
  written = qd_cli_write_text (o->save_path, text);
  return written ? QD_EXIT_OK : QD_EXIT_INPUT;
}

/* The heuristic is one the kind has, else a usage error listing them. */
static gboolean
check_heuristic (const Options *o, const QdSearchDoc *doc)
{
  const QdSearchHeuristic *list;
  guint n = qd_search_kind_heuristics (doc->kind, &list);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *warning = NULL;

  if (qd_search_doc_has_heuristic (doc, o->settings.heuristic))
    {
      warning = qd_search_doc_heuristic_warning (doc, o->settings.heuristic);
      if (warning != NULL && o->heuristic_name != NULL)
        g_printerr (_("quandary-cli: %s: warning: %s\n"), o->path, warning);
      return TRUE;
    }
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (names, ", ");
      g_string_append (names, qd_search_heuristic_to_string (list[i]));
    }
  if (o->heuristic_name == NULL)
    qd_cli_usage_error (_("%s: this %s has no default heuristic: give --heuristic (%s)"), o->path,
                        qd_search_kind_to_string (doc->kind), names->str);
  else
    qd_cli_usage_error (_("%s: the heuristic “%s” does not fit this %s: use %s"), o->path, o->heuristic_name,
                        qd_search_kind_to_string (doc->kind), names->str);
  return FALSE;
}

static int
stopped_status (const QdSpaceResult *r)
{
  if (r->stop_reason == QD_SPACE_STOP_NODES)
    {
      g_printerr (_("quandary-cli: the node limit ran out after %" PRIu64 " generated nodes\n"),
                  r->generated);
      return QD_EXIT_LIMIT;
    }
  if (r->stop_reason == QD_SPACE_STOP_TIME)
    {
      g_printerr (_("quandary-cli: the time limit ran out after %" PRIu64 " generated nodes\n"),
                  r->generated);
      return QD_EXIT_LIMIT;
    }
  g_printerr (_("quandary-cli: stopped\n"));
  return QD_EXIT_STOPPED;
}

/* --check: the run once, then every answer against it. */
static int
run_check (Options *o, const QdSearchDoc *doc)
{
  g_autoptr(QdSearchCheck) check = NULL;
  g_autoptr(GError) error = NULL;
  const char *inputs[] = { o->path, NULL };
  QdSpaceResult stopped = { .stop_reason = QD_SPACE_STOP_FLAG };

  check = qd_search_check_new (doc, &o->settings, qd_cli_catch_interrupt (), &stopped, &error);
  qd_cli_release_interrupt ();
  if (check == NULL && error != NULL)
    {
      qd_cli_prefix_error (&error, o->path);
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (check == NULL)
    {
      g_printerr (_("quandary-cli: the search did not end: no answer can be checked\n"));
      return stopped_status (&stopped);
    }
  return qd_cli_check_run (&o->outputs.check, inputs, QD_CLI_CHECK_FUNC (qd_search_check_answer), check);
}

static gboolean
write_trace (const Options *o, const QdSearchRun *run)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *trace = NULL;

  if (o->trace_path == NULL)
    return TRUE;
  trace = qd_search_run_trace (run, &error);
  if (trace == NULL)
    {
      /* "quandary-cli: FILE: why", as every file's error. */
      qd_cli_prefix_error (&error, g_str_equal (o->trace_path, "-") ? "--trace" : o->trace_path);
      qd_cli_print_error (error);
      return FALSE;
    }
  fflush (stdout);
  return qd_cli_write_text (o->trace_path, trace);
}

static void
draw_picture (cairo_t *cr, double width, double height, gpointer data)
{
  cairo_save (cr);
  qd_search_render (cr, data);
  cairo_restore (cr);
}

static gboolean
write_pictures (const Options *o, const QdSearchDoc *doc, const QdSearchRun *run)
{
  QdSearchRenderOptions options;
  double width, height;

  if (!qd_cli_pictures_wanted (&o->outputs.pictures))
    return TRUE;
  qd_search_render_options_init (&options, doc);
  options.run = run;
  options.step = G_MAXUINT;
  options.palette = qd_cli_pictures_palette (&o->outputs.pictures);
  qd_search_render_get_size (doc, &width, &height);
  return qd_cli_pictures_write (&o->outputs.pictures, width, height, draw_picture, &options);
}

/* --report, --report-bundle and --gif after the run; FALSE when a file could
 * not be written or the GIF would be too long (said). */
static gboolean
finish_report (Options *o, const QdSearchDoc *doc, const QdSearchRun *run, const QdSearchTree *tree)
{
  QdCliReport *report = &o->outputs.report;
  QdReport *built = NULL;
  QdAnimation *animation = NULL;

  if (qd_cli_report_wants_gif (report))
    {
      const QdSpaceResult *r = qd_search_run_result (run);
      guint frames = o->gif_solution ? (r->status == QD_SPACE_SOLVED ? r->n_steps + 1 : 0)
                                     : qd_search_run_n_steps (run) + 1;

      if (o->gif_solution && r->status != QD_SPACE_SOLVED)
        {
          g_printerr (_("quandary-cli: --gif-of solution: the search found no path to show\n"));
          return FALSE;
        }
      if (!qd_search_run_replay_complete (run) || frames > QD_ANIMATION_MAX_STEPS)
        {
          g_printerr (_("quandary-cli: --gif: the search has %u steps, more than the %u frames a GIF may have; "
                        "--gif-of solution shows the path found\n"),
                      qd_search_run_n_steps (run), QD_ANIMATION_MAX_STEPS);
          return FALSE;
        }
      animation = qd_search_animation_new (run, o->gif_solution);
    }
  if (qd_cli_report_wanted (report))
    {
      QdSearchReportRun rr = { o->path, NULL, doc, &o->settings, run, tree };

      built = qd_search_run_report_new (&rr, report->palette);
    }
  return qd_cli_report_finish (report, built, animation);
}

/* The search of the file's document and its outputs. */
static int
run_doc (Options *o, const QdSearchDoc *doc)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdSearchRun) search = NULL;
  /* The tree for --tree, and for the report's figure. */
  g_autoptr(QdSearchTree) tree = o->outputs.tree.path != NULL ? qd_cli_tree_new (&o->outputs.tree, QD_SEARCH_TREE_STATE)
                                 : qd_cli_report_wanted (&o->outputs.report) ? qd_search_tree_new (QD_SEARCH_TREE_STATE, 0)
                                 : NULL;
  g_autofree char *output = NULL;
  const QdSpaceResult *r;
  int status = QD_EXIT_OK;
  gboolean failed = FALSE;

  if (o->online.agent != NULL)
    return qd_search_cli_online_run (&o->online, &o->outputs.check, &o->outputs.report, o->path, doc);
  if (o->heuristic_name == NULL)
    o->settings.heuristic = qd_search_doc_default_heuristic (doc);
  if (!check_heuristic (o, doc))
    return QD_EXIT_USAGE;
  if (qd_cli_check_wanted (&o->outputs.check))
    return run_check (o, doc);

  search = qd_search_run_new (doc, &o->settings);
  qd_search_run_set_replay (search, o->trace_path != NULL || qd_cli_pictures_wanted (&o->outputs.pictures)
                                     || qd_cli_report_any (&o->outputs.report));
  qd_search_run_solve (search, qd_cli_catch_interrupt (), NULL, tree, &error);
  qd_cli_release_interrupt ();
  r = qd_search_run_result (search);
  if (error != NULL)
    {
      qd_cli_prefix_error (&error, o->path);
      qd_cli_print_error (error);
      return g_error_matches (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_HEURISTIC) ? QD_EXIT_USAGE
             : qd_cli_interrupted () ? QD_EXIT_STOPPED : QD_EXIT_INPUT;
    }
  output = qd_search_run_output (search);
  fputs (output, stdout);
  if (o->stats)
    {
      g_autofree char *stats = qd_search_run_stats_text (search);

      fputs (stats, stdout);
    }
  if (r->status == QD_SPACE_STOPPED)
    status = stopped_status (r);
  /* Every output is tried; one that fails makes the status 1, but a run
   * stopped by Ctrl-C says so (130) whatever its outputs did. */
  failed |= !write_trace (o, search);
  failed |= !qd_cli_tree_write (&o->outputs.tree, tree);
  failed |= !write_pictures (o, doc, search);
  failed |= !finish_report (o, doc, search, tree);
  return failed && status != QD_EXIT_STOPPED ? QD_EXIT_INPUT : status;
}

/* The pattern databases' cache warnings (a damaged table rebuilt, a folder
 * that cannot be written), said as the command's other warnings. */
static void
print_cache_warning (const char *path, const char *message, gpointer data)
{
  g_autofree char *safe = qd_text_sanitize_message (message);

  g_printerr (_("quandary-cli: %s: warning: %s\n"), path, safe);
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  QdSearchDoc *doc;
  const QdCliFile input = { NULL, o->path };
  const QdCliFile outputs[] = { { "--trace", o->trace_path }, { "--tree", o->outputs.tree.path } };
  int status;

  if (o->random_kind != NULL)
    {
      if (!qd_cli_check_output (o->save_path))
        return QD_EXIT_INPUT;
      return run_random (o);
    }
  if ((status = qd_cli_outputs_check_files (&o->outputs, &input, 1, outputs, G_N_ELEMENTS (outputs), QD_EXIT_INPUT)) !=
      QD_EXIT_OK)
    return status;
  qd_cli_report_begin (&o->outputs.report);
  qd_search_pdb_set_warn_func (print_cache_warning, NULL);
  doc = qd_cli_load_format (o->path, qd_search_problem.format, &error);
  if (doc == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  status = run_doc (o, doc);
  qd_search_doc_free (doc);
  return status;
}

static void
clear_options (Options *o)
{
  g_free (o->algorithm_name);
  g_free (o->heuristic_name);
  g_free (o->trace_path);
  g_free (o->random_kind);
  g_free (o->save_path);
  g_free (o->gif_of);
  g_free (o->andor);
  g_free (o->node_limit);
  g_free (o->limit_text);
  g_free (o->shuffle_text);
  qd_search_cli_online_clear (&o->online);
  qd_cli_outputs_clear (&o->outputs);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

/* --andor: AND-OR search in a nondeterministic world, options of its own. */
static int
search_main (int argc, char **argv)
{
  if (qd_search_cli_andor_wanted (argc, argv))
    return qd_search_cli_andor (argc, argv);
  return cli_main (argc, argv);
}

const QdCliCommand qd_search_cli_commands[] = {
  { "search", N_("Breadth-first, depth-first, uniform-cost, greedy, A*, IDA*, RBFS and bidirectional search on a "
                "route map, a maze or sliding tiles; AND-OR plans; online agents (LRTA*)"), search_main,
    .worksheets = (const QdWorksheetKind *const[]) { &qd_search_worksheet, &qd_search_worksheet_tiles,
                                                     &qd_search_worksheet_rbfs, &qd_search_worksheet_online,
                                                     &qd_search_andor_worksheet, NULL } },
  { "search", N_("The effective branching factor b* of IDS and A* on random 8-puzzles by depth (AIMA fig. 3.29)"),
    qd_search_cli_experiment, TRUE, qd_search_cli_experiment_merge },
  { NULL }
};
