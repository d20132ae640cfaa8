/* qd-wordpuzzle-cli.c — `quandary-cli wordpuzzle`: every solution of a word puzzle. */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "problems/wordpuzzle/qd-wordpuzzle-solve.h"
#include "render/wordpuzzle/qd-wordpuzzle-render.h"

typedef struct {
  const QdWordpuzzle *puzzle;
  const char *cells;
} Picture;

static void
draw_puzzle (cairo_t *cr, double width, double height, gpointer user_data)
{
  Picture *picture = user_data;
  QdWordpuzzleRenderOptions options;

  qd_wordpuzzle_render_options_init (&options, qd_palette_light ());
  options.cells = picture->cells;
  qd_wordpuzzle_render (cr, picture->puzzle, &options);
}

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

static int
cli_main (int argc, char **argv)
{
  g_autofree char *words = NULL;
  g_autofree char *formulation_name = NULL;
  g_autofree char *inference_name = NULL;
  g_autofree char *var_order_name = NULL;
  g_autofree char *val_order_name = NULL;
  g_autofree char *trace_path = NULL;
  g_autofree char *model_path = NULL;
  gboolean first = FALSE, stats = FALSE;
  gint64 seed = 0;
  QdCliPictures pictures = { 0 };
  GOptionEntry entries[] = {
    { "words", 'w', 0, G_OPTION_ARG_FILENAME, &words,
      N_("The word list: one “category:<TAB>WORD, …” line per category, or a folder of <category>.txt files "
         "(default: wordlist.txt beside the puzzle)"), N_("PATH") },
    { "formulation", 'f', 0, G_OPTION_ARG_STRING, &formulation_name,
      N_("letter (a variable per cell) or word (a variable per slot); default letter"), N_("NAME") },
    { "inference", 'i', 0, G_OPTION_ARG_STRING, &inference_name,
      N_("none, fc (forward checking, the default) or mac"), N_("NAME") },
    { "var-order", 0, 0, G_OPTION_ARG_STRING, &var_order_name,
      N_("static, random, mrv (the default) or mrv-degree"), N_("NAME") },
    { "val-order", 0, 0, G_OPTION_ARG_STRING, &val_order_name,
      N_("static (the default), random or lcv"), N_("NAME") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the random orders"), N_("N") },
    { "first", 0, 0, G_OPTION_ARG_NONE, &first, N_("Stop at the first solution"), NULL },
    { "trace", 't', 0, G_OPTION_ARG_FILENAME, &trace_path,
      N_("Write the search trace: the order, then one search path per line"), N_("FILE") },
    { "model", 0, 0, G_OPTION_ARG_FILENAME, &model_path,
      N_("Write the formulation's variables, domains and constraints"), N_("FILE") },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &stats,
      N_("Print assignments, checks, prunings, backtracks and time on stderr"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("PUZZLE — every solution of a word puzzle"));
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) words_file = NULL;
  g_autoptr(QdWordpuzzle) puzzle = NULL;
  g_autoptr(QdWordpuzzleList) list = NULL;
  g_autoptr(QdWordpuzzleModel) model = NULL;
  g_autoptr(QdWordpuzzleResult) result = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *report = NULL;
  QdWordpuzzleSolveOptions options;
  QdWordpuzzleFormulation formulation = QD_WORDPUZZLE_LETTERS;
  gsize length;
  int status = QD_EXIT_OK;

  qd_wordpuzzle_solve_options_init (&options);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("PUZZLE: the array size on the first line, then one “category: i, j, k” line per slot (1-based).\n"
      "Prints every solution as the letters of the array (_ for a cell no slot covers), in\n"
      "alphabetical order, then “<count> solutions”."));
  qd_cli_pictures_add_entries (context, &pictures);

  if (!qd_cli_parse_options (context, &argc, &argv))
    return QD_EXIT_USAGE;
#define USAGE(...) do { qd_cli_usage_error (context, __VA_ARGS__); status = QD_EXIT_USAGE; goto out; } while (0)
  if (argc != 2)
    USAGE ("%s", argc < 2 ? _("a PUZZLE file is needed") : _("only one PUZZLE file is allowed"));
  if (formulation_name != NULL && !qd_wordpuzzle_formulation_from_string (formulation_name, &formulation))
    USAGE (_("unknown formulation “%s”: use letter or word"), formulation_name);
  if (inference_name != NULL && !qd_csp_inference_from_string (inference_name, &options.inference))
    USAGE (_("unknown inference “%s”: use none, fc or mac"), inference_name);
  if (var_order_name != NULL && !qd_csp_var_order_from_string (var_order_name, &options.var_order))
    USAGE (_("unknown variable order “%s”: use static, random, mrv or mrv-degree"), var_order_name);
  if (val_order_name != NULL && !qd_csp_val_order_from_string (val_order_name, &options.val_order))
    USAGE (_("unknown value order “%s”: use static, random or lcv"), val_order_name);
  if (seed < 0)
    USAGE (_("the seed must not be negative"));
  words_file = find_word_list (words, argv[1]);
  if (words_file == NULL)
    USAGE (_("a word list is needed: --words PATH (no wordlist.txt beside the puzzle)"));
#undef USAGE

  if (!qd_cli_read_file (argv[1], &contents, &length))
    {
      status = QD_EXIT_INPUT;
      goto out;
    }
  puzzle = qd_wordpuzzle_parse (contents, length, &error);
  if (puzzle == NULL)
    {
      qd_cli_input_error (argv[1], error->message);
      status = QD_EXIT_INPUT;
      goto out;
    }
  list = qd_wordpuzzle_list_load (words_file, &error);
  if (list == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (words_file);

      if (error->domain == QD_WORDPUZZLE_ERROR)
        qd_cli_input_error (name, error->message);
      else
        g_printerr ("quandary-cli: %s\n", error->message);
      status = QD_EXIT_INPUT;
      goto out;
    }
  model = qd_wordpuzzle_model_new (puzzle, list, formulation, &error);
  if (model == NULL)
    {
      qd_cli_input_error (argv[1], error->message);
      status = QD_EXIT_INPUT;
      goto out;
    }

  options.first_only = first;
  options.seed = (guint64) seed;
  options.trace = trace_path != NULL;
  options.max_trace_lines = 0;
  result = qd_wordpuzzle_solve (model, &options);
  report = qd_wordpuzzle_result_format (result);
  fputs (report, stdout);
  if (stats)
    {
      g_autofree char *line = qd_wordpuzzle_result_stats_line (result);
      g_printerr ("%s (%s; %s)\n", line, result->order_line, qd_wordpuzzle_formulation_to_string (formulation));
    }

  if (trace_path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (trace_path);
      g_autofree char *trace = qd_wordpuzzle_result_trace (result);

      if (!qd_save_text (file, trace, -1, &error))
        {
          g_printerr ("quandary-cli: %s\n", error->message);
          status = QD_EXIT_INPUT;
          goto out;
        }
    }
  if (model_path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (model_path);
      g_autofree char *text = qd_wordpuzzle_model_describe (model);
      g_autofree char *full = g_strdup_printf ("%s\nSearch: %s\n", text, result->order_line);

      if (!qd_save_text (file, full, -1, &error))
        {
          g_printerr ("quandary-cli: %s\n", error->message);
          status = QD_EXIT_INPUT;
          goto out;
        }
    }

  {
    g_autofree char *cells = g_malloc0 (puzzle->size + 1);
    Picture picture = { puzzle, NULL };
    double width, height;

    /* The picture shows the first solution when there is one. */
    if (result->solutions->len > 0)
      {
        const char *first_solution = result->solutions->pdata[0];
        for (guint i = 0; i < puzzle->size; i++)
          cells[i] = first_solution[i] == '_' ? 0 : first_solution[i];
        picture.cells = cells;
      }
    qd_wordpuzzle_render_get_size (puzzle, &width, &height);
    if (!qd_cli_pictures_write (&pictures, width, height, draw_puzzle, &picture))
      status = QD_EXIT_INPUT;
  }

out:
  qd_cli_pictures_clear (&pictures);
  return status;
}

const QdCliCommand qd_wordpuzzle_cli_commands[] = {
  { "wordpuzzle", N_("Every solution of a word puzzle, with the search trace"), cli_main },
  { NULL }
};
