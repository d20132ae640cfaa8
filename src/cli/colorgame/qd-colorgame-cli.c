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

typedef struct {
  char *output;
  gboolean arc_consistency;
  gint depth;
  QdCliPictures pictures;
  const char *path;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o->output,
      N_("Write the trace to FILE (default: standard output)"), N_("FILE") },
    { "depth", 'd', 0, G_OPTION_ARG_INT, &o->depth,
      N_("Search this many plies instead of the file's depth"), N_("N") },
    { "arc-consistency", 0, 0, G_OPTION_ARG_NONE, &o->arc_consistency,
      N_("Skip moves after which arc consistency leaves a node without a colour (not the course's output)"), NULL },
    { NULL }
  };
  return qd_cli_context_new (_("INPUT — the alpha-beta trace of the map-colouring game"), entries, &o->pictures,
    _("INPUT is the statement's input file: colours, the initial assignment, the depth,\n"
      "both players' colour weights, then one line per node with its neighbours.\n"
      "Prints NODE, COLOUR, DEPTH, VALUE, ALPHA, BETA for every step of alpha-beta,\n"
      "then the best move for player 1 and its value."));
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  o->depth = -1;
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("an INPUT file is needed") : _("only one INPUT file is allowed"));
  o->path = argv[1];
  if (o->depth < -1)
    QD_CLI_USAGE (_("the depth cannot be negative"));
  return TRUE;
}

static gpointer
parse_game (const char *contents, gsize length, gpointer user_data, GError **error)
{
  return qd_colorgame_parse (contents, length, error);
}

static int
run (const Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdColorgame) game = NULL;
  g_autoptr(GString) trace = g_string_new (NULL);
  QdColorgameSearchOptions search;
  double width, height;
  int status = QD_EXIT_OK;

  game = qd_cli_load (o->path, parse_game, NULL, &error);
  if (game == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }

  qd_colorgame_search_options_init (&search, game);
  if (o->depth >= 0)
    search.depth = (guint) o->depth;
  search.arc_consistency = o->arc_consistency;
  search.trace = trace;
  qd_colorgame_analysis_free (qd_colorgame_search (game, &search));
  if (!qd_cli_write_text (o->output, trace->str))
    status = QD_EXIT_INPUT;

  qd_colorgame_render_get_size (game, &width, &height);
  if (!qd_cli_pictures_write (&o->pictures, width, height, draw_game, game))
    status = QD_EXIT_INPUT;
  return status;
}

static void
clear_options (Options *o)
{
  g_free (o->output);
  qd_cli_pictures_clear (&o->pictures);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_colorgame_cli_commands[] = {
  { "colorgame", N_("The alpha-beta trace of the adversarial map-colouring game"), cli_main },
  { NULL }
};
