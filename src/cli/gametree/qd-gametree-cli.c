/* qd-gametree-cli.c — `quandary-cli gametree`: the values of an explicit tree. */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "problems/qd-tree-search.h"
#include "render/qd-tree-render.h"

typedef struct {
  const QdGameTree *tree;
  const QdTreeLayout *layout;
  const QdTreeAnalysis *analysis;
} Picture;

static void
draw_tree (cairo_t *cr, double width, double height, gpointer user_data)
{
  Picture *picture = user_data;
  QdTreeRenderOptions options;

  qd_tree_render_options_init (&options, qd_palette_light ());
  options.results = picture->analysis->final;
  options.finished = TRUE;
  options.show_alpha_beta = picture->analysis->algorithm == QD_SEARCH_ALPHABETA;
  qd_tree_render (cr, picture->tree, picture->layout, &options);
}

static int
cli_main (int argc, char **argv)
{
  g_autofree char *algorithm_name = NULL;
  gboolean steps = FALSE;
  QdCliPictures pictures = { 0 };
  GOptionEntry entries[] = {
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &algorithm_name,
      N_("minimax or alphabeta (default: alphabeta)"), N_("NAME") },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &steps,
      N_("Print every step of the search after the values"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE — minimax and alpha-beta on a game tree"));
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGameTree) tree = NULL;
  g_autoptr(QdTreeAnalysis) analysis = NULL;
  g_autofree char *report = NULL;
  QdSearchAlgorithm algorithm = QD_SEARCH_ALPHABETA;
  gsize length;
  int status = QD_EXIT_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("FILE holds nested lists of leaf values, such as [[3, 12, 8], [2, 4, 6], [14, 5, 2]];\n"
      "nodes may be labelled (A:[B:3, C:5]) and # starts a comment.  The root is MAX.\n"
      "Prints value, best, leaves, then PATH KIND VALUE ALPHA BETA STATE per node."));
  qd_cli_pictures_add_entries (context, &pictures);

  if (!qd_cli_parse_options (context, &argc, &argv))
    return QD_EXIT_USAGE;
  if (argc != 2)
    {
      qd_cli_usage_error (context, argc < 2 ? _("a tree FILE is needed") : _("only one FILE is allowed"));
      status = QD_EXIT_USAGE;
      goto out;
    }
  if (algorithm_name != NULL && !qd_search_algorithm_from_string (algorithm_name, &algorithm))
    {
      qd_cli_usage_error (context, _("unknown algorithm “%s”: use minimax or alphabeta"), algorithm_name);
      status = QD_EXIT_USAGE;
      goto out;
    }

  if (!qd_cli_read_file (argv[1], &contents, &length))
    {
      status = QD_EXIT_INPUT;
      goto out;
    }
  tree = qd_game_tree_parse (contents, length, &error);
  if (tree == NULL)
    {
      qd_cli_input_error (argv[1], error->message);
      status = QD_EXIT_INPUT;
      goto out;
    }

  analysis = qd_tree_analyze (tree, algorithm, NULL);
  report = qd_tree_analysis_format (tree, analysis);
  fputs (report, stdout);
  if (steps)
    {
      g_autofree char *lines = qd_tree_analysis_format_steps (tree, analysis);
      fputs (lines, stdout);
    }

  {
    g_autoptr(QdTreeLayout) layout = qd_tree_layout_new (tree);
    Picture picture = { tree, layout, analysis };
    double width, height;

    qd_tree_layout_get_size (layout, &width, &height);
    if (!qd_cli_pictures_write (&pictures, width, height, draw_tree, &picture))
      status = QD_EXIT_INPUT;
  }

out:
  qd_cli_pictures_clear (&pictures);
  return status;
}

const QdCliCommand qd_gametree_cli_commands[] = {
  { "gametree", N_("Minimax and alpha-beta values of an explicit game tree"), cli_main },
  { NULL }
};
