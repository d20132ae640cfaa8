/* qd-search-cli.c — `quandary-cli search`.  Skeleton: part D writes it. */
#include "config.h"

#include <glib/gi18n.h>

#include "cli/qd-cli.h"

static int
cli_main (int argc, char **argv)
{
  g_printerr ("usage: quandary-cli search FILE\n");
  return QD_EXIT_USAGE;
}

const QdCliCommand qd_search_cli_commands[] = {
  { "search", N_("Breadth-first, depth-first, uniform-cost, greedy, A* and IDA* search on a route map, a maze or sliding tiles"), cli_main },
  { NULL }
};
