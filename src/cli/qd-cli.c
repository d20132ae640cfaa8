/* qd-cli.c — quandary-cli: one subcommand per problem. */
#include "config.h"
#include "qd-cli.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

static const QdCliCommand commands[] = {
  { "gametree", N_("Minimax and alpha-beta values of an explicit game tree"), qd_cli_gametree },
  { "wordpuzzle", N_("Every solution of a word puzzle, with the search trace"), qd_cli_wordpuzzle },
  { "battleship", N_("Solve, check or generate a Battleship solitaire puzzle"), qd_cli_battleship },
  { "colorgame", N_("The alpha-beta trace of the adversarial map-colouring game"), qd_cli_colorgame },
  { "mapgen", N_("Generate a random planar map (segments or Delaunay)"), qd_cli_mapgen },
  { "mapcolor", N_("Colour a map with K colours by one of five algorithms"), qd_cli_mapcolor },
  { "fcmac", N_("Domain tables of forward checking and arc consistency on a small graph"), qd_cli_fcmac },
  { "tsp", N_("Hill climbing and simulated annealing on a travelling-salesperson tour"), qd_cli_tsp },
  { "wargame", N_("Play the war game: agents, matchups, extended rules, logs"), qd_cli_wargame },
  { "takestones", N_("Take-Stones: the statement's game, or --analyze a position"), qd_cli_takestones },
  { "experiment", N_("Run an experiment (mapcolor: the scaling of the colouring algorithms)"), qd_cli_experiment },
  { "kcell", N_("Play KCell (human or AI players) or run its experiments"), qd_cli_kcell },
};

static void
print_usage (FILE *to)
{
  fprintf (to, "%s\n\n", _("Usage: quandary-cli COMMAND [OPTION…] [FILE…]"));
  fprintf (to, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (to, "  %-12s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (to, "\n%s\n", _("Run “quandary-cli COMMAND --help” for the options of a command."));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_usage (stderr);
      return QD_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return QD_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("quandary-cli %s\n", PACKAGE_VERSION);
      return QD_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      {
        g_autofree char *prgname = g_strdup_printf ("quandary-cli %s", commands[i].name);

        g_set_prgname (prgname);
        return commands[i].run (argc - 1, argv + 1);
      }

  g_printerr (_("quandary-cli: unknown command “%s”\n\n"), argv[1]);
  print_usage (stderr);
  return QD_EXIT_USAGE;
}
