/* qd-tsp-problem.c — the travelling salesperson by local search (statement 003, problems 2 and 3). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-tsp.h"
#include "problems/qd-problem.h"

static gboolean
sniff (const char *contents, gsize length)
{
  g_autoptr(QdTsp) parsed = qd_tsp_parse (contents, length, NULL);

  return parsed != NULL;
}

const QdProblem qd_tsp_problem = {
  .id = "tsp",
  .title = N_("Travelling Salesperson"),
  .description = N_("Shorten a tour by hill climbing or simulated annealing, and watch it move"),
  .file_filter_name = N_("TSP Instances"),
  .patterns = (const char *const[]) { "*.tsp", "*.txt", NULL },
  .examples = (const QdProblemExample[]) {
    { "four-cities.tsp",  N_("TSP: the Four Cities of the Statement") },
    { "random-40.tsp",    N_("TSP: Forty Random Cities") },
    { NULL }
  },
  .sniff = sniff,
};
