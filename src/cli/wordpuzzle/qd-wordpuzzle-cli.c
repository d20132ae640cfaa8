/* qd-wordpuzzle-cli.c — `quandary-cli wordpuzzle`: every solution of a word puzzle. */
#include "config.h"
#include "cli/qd-cli.h"
#include "cli/qd-cli-outputs.h"
#include "cli/qd-cli-check.h"
#include "cli/qd-cli-report.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "problems/wordpuzzle/qd-wordpuzzle-check.h"
#include "problems/wordpuzzle/qd-wordpuzzle-solve.h"
#include "render/wordpuzzle/qd-wordpuzzle-animation.h"
#include "render/wordpuzzle/qd-wordpuzzle-render.h"
#include "render/wordpuzzle/qd-wordpuzzle-run-report.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (wordpuzzle)

/* The word list: --words, else wordlist.txt beside the puzzle. */
static GFile *
find_word_list (const char *words, const char *puzzle_path)
{
  g_autoptr(GFile) puzzle = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) beside = NULL;

  if (words != NULL)
    return g_file_new_for_commandline_arg (words);
  puzzle = g_file_new_for_commandline_arg (puzzle_path);
  folder = g_file_get_parent (puzzle);
  if (folder == NULL)
    return NULL;
  beside = g_file_get_child (folder, "wordlist.txt");
  return g_file_query_exists (beside, NULL) ? g_steal_pointer (&beside) : NULL;
}

typedef struct {
  char *words;
  char *formulation_name;
  char *inference_name;
  char *var_order_name;
  char *val_order_name;
  char *trace_path;
  char *model_path;
  char *csp_path;
  gboolean first;
  gboolean stats;
  gint64 seed;
  double time_limit;
  QdCliOutputs outputs;
  QdWordpuzzleFormulation formulation;
  QdWordpuzzleSolveOptions solve;
  GFile *words_file;
  const char *path;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "words", 'w', 0, G_OPTION_ARG_FILENAME, &o->words,
      N_("The word list: one “category:<TAB>WORD, …” line per category, or a folder of <category>.txt files "
         "(default: wordlist.txt beside the puzzle)"), N_("PATH") },
    { "formulation", 'f', 0, G_OPTION_ARG_STRING, &o->formulation_name,
      N_("letter (a variable per cell) or word (a variable per slot); default letter"), N_("NAME") },
    { "inference", 'i', 0, G_OPTION_ARG_STRING, &o->inference_name,
      N_("none, fc (forward checking, the default) or mac"), N_("NAME") },
    { "var-order", 0, 0, G_OPTION_ARG_STRING, &o->var_order_name,
      N_("static, random, mrv (the default) or mrv-degree"), N_("NAME") },
    { "val-order", 0, 0, G_OPTION_ARG_STRING, &o->val_order_name,
      N_("static (the default), random or lcv"), N_("NAME") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the random orders"), N_("N") },
    { "first", 0, 0, G_OPTION_ARG_NONE, &o->first, N_("Stop at the first solution"), NULL },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &o->time_limit,
      N_("Stop after SECONDS seconds: the solutions found so far without the count line, exit status 4 "
         "(default 0: no limit)"), N_("SECONDS") },
    { "trace", 't', 0, G_OPTION_ARG_FILENAME, &o->trace_path,
      N_("Write the search trace: the order, then one search path per line"), N_("FILE") },
    { "model", 0, 0, G_OPTION_ARG_FILENAME, &o->model_path,
      N_("Write the formulation's variables, domains and constraints"), N_("FILE") },
    { "csp", 0, 0, G_OPTION_ARG_FILENAME, &o->csp_path,
      N_("Write the formulation as a constraint problem (for quandary-cli csp and the Constraints tab)"),
      N_("FILE") },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &o->stats,
      N_("Print assignments, checks, prunings, backtracks and time on stderr"), NULL },
    { NULL }
  };
  GOptionContext *context =
    qd_cli_outputs_context_new (_("PUZZLE — every solution of a word puzzle"), entries, &o->outputs, QD_CLI_OUTPUTS_TREE | QD_CLI_OUTPUTS_STEPS,
      _("PUZZLE: the array size on the first line, then one “category: i, j, k” line per slot (1-based).\n"
        "Prints every solution as the letters of the array (_ for a cell no slot covers), in\n"
        "alphabetical order, then “<count> solutions”.  --tree writes the search tree: a node per\n"
        "assignment (as many as --stats counts), one “solution” node per solution found.\n"
        "--check compares answers with that output, line by line; with --trace FILE the answers\n"
        "are traces, compared with the trace (also written to FILE); the first line that differs\n"
        "is explained from the search: the variable and value orders, what inference removed."));
  return context;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);
  QdWordpuzzleSolveOptions *solve = &o->solve;

  qd_wordpuzzle_solve_options_init (solve);
  if (!qd_cli_check_parse (context, &o->outputs.check, &argc, &argv))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("a PUZZLE file is needed") : _("only one PUZZLE file is allowed"));
  o->path = argv[1];
  o->formulation = QD_WORDPUZZLE_LETTERS;
  if (o->formulation_name != NULL && !qd_wordpuzzle_formulation_from_string (o->formulation_name, &o->formulation))
    QD_CLI_USAGE (_("unknown formulation “%s”: use letter or word"), o->formulation_name);
  if (o->inference_name != NULL && !qd_csp_inference_from_string (o->inference_name, &solve->inference))
    QD_CLI_USAGE (_("unknown inference “%s”: use none, fc or mac"), o->inference_name);
  if (o->var_order_name != NULL && !qd_csp_var_order_from_string (o->var_order_name, &solve->var_order))
    QD_CLI_USAGE (_("unknown variable order “%s”: use static, random, mrv or mrv-degree"), o->var_order_name);
  if (o->val_order_name != NULL && !qd_csp_val_order_from_string (o->val_order_name, &solve->val_order))
    QD_CLI_USAGE (_("unknown value order “%s”: use static, random or lcv"), o->val_order_name);
  if (o->seed < 0)
    QD_CLI_USAGE (_("the seed must not be negative"));
  if (!qd_cli_check_time_limit (o->time_limit) || !qd_cli_tree_check (&o->outputs.tree) ||
      !qd_cli_report_check (&o->outputs.report))
    return FALSE;
  if (qd_cli_check_wanted (&o->outputs.check) && (o->model_path != NULL || o->csp_path != NULL || o->outputs.tree.path != NULL ||
                                           o->stats))
    QD_CLI_USAGE (_("--check prints verdicts: it goes with no --model, --csp, --tree or --stats"));
  if (qd_cli_check_wanted (&o->outputs.check) && g_strcmp0 (o->trace_path, "-") == 0)
    QD_CLI_USAGE (_("--check prints verdicts on standard output: --trace - cannot go there too"));
  if (!qd_cli_outputs_validate (&o->outputs))
    return FALSE;
  o->words_file = find_word_list (o->words, o->path);
  if (o->words_file == NULL)
    QD_CLI_USAGE (_("a word list is needed: --words PATH (no wordlist.txt beside the puzzle)"));

  solve->first_only = o->first;
  solve->seed = (guint64) o->seed;
  /* A report holds the trace (and the search tree of --tree), an animation
   * the steps (one more than it may hold: a longer replay is said to be too
   * long). */
  solve->trace = o->trace_path != NULL || qd_cli_report_wanted (&o->outputs.report);
  solve->max_trace_lines = 0;
  solve->max_steps = qd_cli_report_wants_gif (&o->outputs.report) ? QD_ANIMATION_MAX_STEPS + 1 : 0;
  return TRUE;
}

/* The list's own errors are about the list file; others (GIO's) name it. */
static QdWordpuzzleList *
load_list (GFile *file, GError **error)
{
  QdWordpuzzleList *list = qd_wordpuzzle_list_load (file, error);

  if (list == NULL && (*error)->domain == QD_WORDPUZZLE_ERROR)
    {
      g_autofree char *name = g_file_get_parse_name (file);

      qd_cli_prefix_error (error, name);
    }
  return list;
}

/* The picture shows the first solution when there is one. */
static gboolean
write_pictures (const Options *o, const QdWordpuzzle *puzzle, const QdWordpuzzleResult *result)
{
  g_autofree char *cells = NULL;
  QdWordpuzzleRenderOptions options;
  QdWordpuzzleDrawing drawing = { puzzle, &options };
  double width, height;

  /* No picture asked: no layout to make (a puzzle of many slots). */
  if (!qd_cli_pictures_wanted (&o->outputs.pictures))
    return TRUE;
  qd_wordpuzzle_render_options_init (&options, qd_cli_pictures_palette (&o->outputs.pictures));
  if (result->solutions->len > 0)
    options.cells = cells = qd_wordpuzzle_solution_cells (result->solutions->pdata[0], puzzle->size);
  qd_wordpuzzle_render_get_size (puzzle, &width, &height);
  return qd_cli_pictures_write (&o->outputs.pictures, width, height, qd_wordpuzzle_drawing_draw, &drawing);
}

/* After the run: the report (--report, --report-bundle) and the animation
 * (--gif) of it, as the tab makes them. */
static int
finish_report (Options *o, const QdWordpuzzle *puzzle, const QdWordpuzzleModel *model,
               const QdWordpuzzleResult *result, const QdSearchTree *tree, int status)
{
  QdReport *report = NULL;
  QdAnimation *animation = NULL;

  if (qd_cli_report_wanted (&o->outputs.report))
    {
      g_autofree char *words = g_file_get_path (o->words_file);
      QdWordpuzzleRun run = {
        .path = o->path,
        .words_path = o->words != NULL ? o->words : words,
        .puzzle = puzzle,
        .formulation = o->formulation,
        .options = &o->solve,
        .model = model,
        .result = result,
        .tree = tree,
      };

      report = qd_wordpuzzle_run_report_new (&run, o->outputs.report.palette);
    }
  if (qd_cli_report_wants_gif (&o->outputs.report))
    {
      if (result->steps_truncated)
        {
          g_autoptr(GError) error =
            g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                         _("the replay has %u steps; an animation holds at most %u"),
                         (guint) MIN (result->stats.assignments, G_MAXUINT), QD_ANIMATION_MAX_STEPS);

          qd_cli_print_error (error);
          status = QD_EXIT_INPUT;
        }
      else
        animation = qd_wordpuzzle_animation_new (model, result);
    }
  if (!qd_cli_report_finish (&o->outputs.report, report, animation))
    return QD_EXIT_INPUT;
  return status;
}

/* --check: the search once, then every answer against its output or, with
 * --trace, its trace (written to the --trace FILE too). */
static int
run_check (Options *o, QdWordpuzzleModel *model, const char *const *inputs, gint64 deadline)
{
  QdWordpuzzleSolveOptions solve = o->solve;
  g_autoptr(QdWordpuzzleCheck) check = NULL;

  solve.deadline_us = deadline;
  check = qd_wordpuzzle_check_new (model, &solve, o->trace_path != NULL);
  if (check == NULL)
    {
      qd_wordpuzzle_model_free (model);
      g_printerr (_("quandary-cli: the time limit ran out before the search ended: nothing to check against\n"));
      return QD_EXIT_LIMIT;
    }
  if (o->trace_path != NULL && !qd_cli_write_text (o->trace_path, qd_wordpuzzle_check_output (check)))
    return QD_EXIT_INPUT;
  return qd_cli_check_run (&o->outputs.check, inputs, QD_CLI_CHECK_FUNC (qd_wordpuzzle_check_answer), check);
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWordpuzzle) puzzle = NULL;
  g_autoptr(QdWordpuzzleList) list = NULL;
  g_autoptr(QdWordpuzzleModel) model = NULL;
  g_autoptr(QdWordpuzzleResult) result = NULL;
  g_autofree char *printed = NULL;
  g_autoptr(QdSearchTree) tree = NULL;
  const QdCliFile trace = { "--trace", o->trace_path };
  const QdCliFile outputs[] = { trace, { "--model", o->model_path }, { "--csp", o->csp_path },
                                { "--tree", o->outputs.tree.path } };
  g_autofree char *words = qd_cli_input_path (o->words_file);
  const QdCliFile inputs[] = { { NULL, o->path }, { "--words", words } };
  /* The limit counts from here: reading and building the problem too. */
  gint64 deadline = qd_cli_deadline_us (o->time_limit);
  int status;

  /* Every output is checked before the work that makes it; nor does
   * --trace replace an answer. */
  if ((status = qd_cli_outputs_check_files (&o->outputs, inputs, G_N_ELEMENTS (inputs), outputs,
                                            G_N_ELEMENTS (outputs), QD_EXIT_USAGE)) != QD_EXIT_OK ||
      (status = qd_cli_outputs_check_trace (&o->outputs, &trace)) != QD_EXIT_OK)
    return status;

  puzzle = qd_cli_load_format (o->path, qd_wordpuzzle_problem.format, &error);
  if (puzzle != NULL)
    list = load_list (o->words_file, &error);
  if (list != NULL)
    {
      model = qd_wordpuzzle_model_new_full (puzzle, list, o->formulation, NULL, deadline, &error);
      if (model == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT))
        {
          g_printerr (_("quandary-cli: %s: nothing is printed\n"), error->message);
          return QD_EXIT_LIMIT;
        }
      if (model == NULL)
        qd_cli_prefix_error (&error, o->path);
    }
  if (model == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (qd_cli_check_wanted (&o->outputs.check))
    return run_check (o, g_steal_pointer (&model), (const char *const[]) { o->path, words, NULL }, deadline);
  if (o->csp_path != NULL)
    {
      g_autofree char *base = g_path_get_basename (o->path);
      g_autofree char *text = qd_wordpuzzle_model_csp_text (model, base, &error);

      if (text == NULL)
        {
          qd_cli_prefix_error (&error, o->csp_path);
          qd_cli_print_error (error);
          return QD_EXIT_INPUT;
        }
      if (!qd_cli_write_text (o->csp_path, text))
        return QD_EXIT_INPUT;
    }

  {
    QdWordpuzzleSolveOptions solve = o->solve;

    tree = qd_cli_tree_new (&o->outputs.tree, QD_SEARCH_TREE_CSP);
    solve.tree = tree;

    solve.deadline_us = deadline;
    result = qd_wordpuzzle_solve (model, &solve);
  }
  printed = qd_wordpuzzle_result_format (result);
  qd_cli_report_begin (&o->outputs.report);
  fputs (printed, stdout);
  /* Only the time limit stops the search here. */
  if (result->status == QD_CSP_STOPPED)
    g_printerr (_("quandary-cli: the time limit ran out: the %u solutions found so far are printed, "
                  "without the count\n"), result->solutions->len);
  if (o->stats)
    {
      g_autofree char *line = qd_wordpuzzle_result_stats_line (result);
      g_printerr ("%s (%s; %s)\n", line, result->order_line, qd_wordpuzzle_formulation_to_string (o->formulation));
    }

  if (o->trace_path != NULL)
    {
      g_autofree char *trace = qd_wordpuzzle_result_trace (result);

      if (!qd_cli_write_text (o->trace_path, trace))
        return QD_EXIT_INPUT;
    }
  if (o->model_path != NULL)
    {
      g_autofree char *full = qd_wordpuzzle_model_export (model, result->order_line);

      if (!qd_cli_write_text (o->model_path, full))
        return QD_EXIT_INPUT;
    }
  if (!qd_cli_tree_write (&o->outputs.tree, tree))
    return QD_EXIT_INPUT;
  if (!write_pictures (o, puzzle, result))
    return QD_EXIT_INPUT;
  return finish_report (o, puzzle, model, result, tree,
                        result->status == QD_CSP_STOPPED ? QD_EXIT_LIMIT : QD_EXIT_OK);
}

static void
clear_options (Options *o)
{
  g_free (o->words);
  g_free (o->formulation_name);
  g_free (o->inference_name);
  g_free (o->var_order_name);
  g_free (o->val_order_name);
  g_free (o->trace_path);
  g_free (o->model_path);
  g_free (o->csp_path);
  g_clear_object (&o->words_file);
  qd_cli_outputs_clear (&o->outputs);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_wordpuzzle_cli_commands[] = {
  { "wordpuzzle", N_("Every solution of a word puzzle, with the search trace"), cli_main },
  { NULL }
};
