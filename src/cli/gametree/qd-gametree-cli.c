/* qd-gametree-cli.c — `quandary-cli gametree`: the values of an explicit tree. */
#include "config.h"
#include "cli/qd-cli.h"
#include "cli/qd-cli-outputs.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli/qd-cli-check.h"
#include "cli/qd-cli-report.h"
#include "problems/gametree/qd-gametree-check.h"
#include "problems/qd-tree-search.h"
#include "render/gametree/qd-gametree-animation.h"
#include "render/gametree/qd-gametree-run-report.h"
#include "render/gametree/qd-gametree-worksheet.h"
#include "render/qd-tree-render.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (gametree)

typedef struct {
  char *algorithm_name;
  gboolean steps;
  QdCliOutputs outputs;
  QdGameSearchAlgorithm algorithm;
  const char *path;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionContext *context;
  GOptionEntry entries[] = {
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &o->algorithm_name,
      N_("minimax, alphabeta or expectiminimax (default: expectiminimax for a tree with chance nodes, "
         "else alphabeta)"), N_("NAME") },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o->steps,
      N_("Print every step of the search after the values"), NULL },
    { NULL }
  };
  context = qd_cli_outputs_context_new (_("FILE — minimax, alpha-beta and expectiminimax on a game tree"), entries,
    &o->outputs, QD_CLI_OUTPUTS_STEPS,
    _("FILE holds nested lists of leaf values, such as [[3, 12, 8], [2, 4, 6], [14, 5, 2]];\n"
      "nodes may be labelled (A:[B:3, C:5]) and # starts a comment.  The root is MAX.\n"
      "A chance node lists its outcomes after ?, each after its probability: ?[1/6: 3, 5/6: [4, 5]].\n"
      "Prints value, best, leaves, then PATH KIND VALUE ALPHA BETA STATE per node.\n"
      "--gif replays the search a step at a time: a frame for the start and one per line of --steps.\n"
      "--check compares answers with that table (value, best, leaves and the node lines) for\n"
      "the --algorithm chosen, line by line, and says why the first line that differs is what it is."));
  return context;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  if (!qd_cli_check_parse (context, &o->outputs.check, &argc, &argv))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("a tree FILE is needed") : _("only one FILE is allowed"));
  o->path = argv[1];
  o->algorithm = QD_GAME_SEARCH_ALPHABETA;
  if (o->algorithm_name != NULL && !qd_tree_algorithm_from_string (o->algorithm_name, &o->algorithm))
    QD_CLI_USAGE (_("unknown algorithm “%s”: use minimax, alphabeta or expectiminimax"), o->algorithm_name);
  if (qd_cli_check_wanted (&o->outputs.check) && o->steps)
    QD_CLI_USAGE (_("--check prints verdicts, not the table: it goes with no --steps"));
  if (!qd_cli_outputs_validate (&o->outputs))
    return FALSE;
  return qd_cli_report_check (&o->outputs.report);
}

/* --report, --report-bundle and --gif, after the run; FALSE when a file
 * could not be written (said). */
static gboolean
finish_report (Options *o, const QdGameTree *tree, const QdTreeAnalysis *analysis)
{
  QdGametreeRun run = { o->path, tree, o->algorithm, analysis };
  QdCliReport *report = &o->outputs.report;

  return qd_cli_report_finish (report, qd_cli_report_wanted (report) ? qd_gametree_run_report_new (&run, report->palette) : NULL,
                               qd_cli_report_wants_gif (report) ? qd_gametree_animation_new (tree, analysis) : NULL);
}

/* --png, --svg, --pdf: the tree with its values; FALSE when one could not
 * be written. */
static gboolean
write_pictures (const Options *o, const QdGameTree *tree, const QdTreeAnalysis *analysis)
{
  g_autoptr(QdTreeLayout) layout = qd_tree_layout_new (tree);
  QdTreeRenderOptions options;
  double width, height;

  qd_tree_render_options_init (&options, qd_cli_pictures_palette (&o->outputs.pictures));
  options.results = analysis->final;
  options.finished = TRUE;
  options.show_alpha_beta = analysis->algorithm == QD_GAME_SEARCH_ALPHABETA;
  qd_tree_layout_get_size (layout, &width, &height);
  return qd_cli_pictures_write (&o->outputs.pictures, width, height, qd_tree_drawing_draw,
                                &(QdTreeDrawing) { .tree = tree, .layout = layout, .options = &options });
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGameTree) tree = NULL;
  g_autoptr(QdTreeAnalysis) analysis = NULL;
  g_autofree char *report = NULL;
  int status;

  /* Every output is checked before the work that makes it. */
  if ((status = qd_cli_outputs_check_files (&o->outputs, &(const QdCliFile) { NULL, o->path }, 1, NULL, 0,
                                            QD_EXIT_INPUT)) != QD_EXIT_OK)
    return status;

  tree = qd_cli_load_format (o->path, qd_gametree_problem.format, &error);
  if (tree == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (o->algorithm_name == NULL)
    o->algorithm = qd_tree_default_algorithm (tree);
  if (!qd_tree_algorithm_check (tree, o->algorithm, &error))
    {
      g_prefix_error (&error, "%s: ", o->path);
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (qd_cli_check_wanted (&o->outputs.check))
    {
      g_autoptr(QdGametreeCheck) check = qd_gametree_check_new (tree, o->algorithm);

      return qd_cli_check_run (&o->outputs.check, (const char *const[]) { o->path, NULL },
                               QD_CLI_CHECK_FUNC (qd_gametree_check_answer), check);
    }

  analysis = qd_tree_analyze (tree, o->algorithm, NULL);
  qd_cli_report_begin (&o->outputs.report);
  report = qd_tree_analysis_format (tree, analysis);
  fputs (report, stdout);
  if (o->steps)
    {
      g_autofree char *lines = qd_tree_analysis_format_steps (tree, analysis);
      fputs (lines, stdout);
    }

  if (!write_pictures (o, tree, analysis))
    status = QD_EXIT_INPUT;
  if (!finish_report (o, tree, analysis))
    status = QD_EXIT_INPUT;
  return status;
}

static void
clear_options (Options *o)
{
  g_free (o->algorithm_name);
  qd_cli_outputs_clear (&o->outputs);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_gametree_cli_commands[] = {
  { "gametree", N_("Minimax, alpha-beta and expectiminimax values of an explicit game tree"), cli_main,
    .worksheets = (const QdWorksheetKind *const[]) { &qd_gametree_worksheet, &qd_gametree_worksheet_chance, NULL } },
  { NULL }
};
