/* qd-colorgame-cli.c — `quandary-cli colorgame`: the statement's output file
 * of the adversarial map-colouring game, byte for byte. */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "problems/colorgame/qd-colorgame-trace.h"
#include "render/colorgame/qd-colorgame-render.h"

static void
draw_game (cairo_t *cr, double width, double height, gpointer user_data)
{
  QdColorgameRenderOptions options;

  qd_colorgame_render_options_init (&options, qd_palette_light ());
  qd_colorgame_render (cr, user_data, &options);
}

static int
cli_main (int argc, char **argv)
{
  g_autofree char *output = NULL;
  gboolean arc_consistency = FALSE;
  gint depth = -1;
  QdCliPictures pictures = { 0 };
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the trace to FILE (default: standard output)"), N_("FILE") },
    { "depth", 'd', 0, G_OPTION_ARG_INT, &depth,
      N_("Search this many plies instead of the file's depth"), N_("N") },
    { "arc-consistency", 0, 0, G_OPTION_ARG_NONE, &arc_consistency,
      N_("Skip moves after which arc consistency leaves a node without a colour (not the course's output)"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("INPUT — the alpha-beta trace of the map-colouring game"));
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QdColorgame) game = NULL;
  g_autoptr(GString) trace = NULL;
  gsize length;
  int status = QD_EXIT_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("INPUT is the statement's input file: colours, the initial assignment, the depth,\n"
      "both players' colour weights, then one line per node with its neighbours.\n"
      "Prints NODE, COLOUR, DEPTH, VALUE, ALPHA, BETA for every step of alpha-beta,\n"
      "then the best move for player 1 and its value."));
  qd_cli_pictures_add_entries (context, &pictures);

  if (!qd_cli_parse_options (context, &argc, &argv))
    return QD_EXIT_USAGE;
  if (argc != 2)
    {
      qd_cli_usage_error (context, argc < 2 ? _("an INPUT file is needed") : _("only one INPUT file is allowed"));
      status = QD_EXIT_USAGE;
      goto out;
    }
  if (depth < -1)
    {
      qd_cli_usage_error (context, _("the depth cannot be negative"));
      status = QD_EXIT_USAGE;
      goto out;
    }
  if (!qd_cli_read_file (argv[1], &contents, &length))
    {
      status = QD_EXIT_INPUT;
      goto out;
    }
  game = qd_colorgame_parse (contents, length, &error);
  if (game == NULL)
    {
      qd_cli_input_error (argv[1], error->message);
      status = QD_EXIT_INPUT;
      goto out;
    }

  {
    QdColorgameSearchOptions options;

    qd_colorgame_search_options_init (&options, game);
    if (depth >= 0)
      options.depth = (guint) depth;
    options.arc_consistency = arc_consistency;
    trace = g_string_new (NULL);
    options.trace = trace;
    qd_colorgame_analysis_free (qd_colorgame_search (game, &options));
  }
  if (!qd_cli_write_text (output, trace->str))
    status = QD_EXIT_INPUT;

  {
    double width, height;

    qd_colorgame_render_get_size (game, &width, &height);
    if (!qd_cli_pictures_write (&pictures, width, height, draw_game, game))
      status = QD_EXIT_INPUT;
  }

out:
  qd_cli_pictures_clear (&pictures);
  return status;
}

const QdCliCommand qd_colorgame_cli_commands[] = {
  { "colorgame", N_("The alpha-beta trace of the adversarial map-colouring game"), cli_main },
  { NULL }
};
