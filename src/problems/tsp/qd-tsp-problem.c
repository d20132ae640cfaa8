/* qd-tsp-problem.c — the travelling salesperson by local search (statement 003, problems 2 and 3). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-tsp.h"
#include "qd-tsp-experiment.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (tsp)

QD_FORMAT_FUNCTIONS (format, QdTsp, qd_tsp_parse, qd_tsp_to_string, qd_tsp_free)

static const QdFormat format = {
  .name = "tsp",
  .title = N_("TSP Instances"),
  .untitled = N_("Untitled Tour"),
  .patterns = (const char *const[]) { "*.tsp", "*.txt", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

const QdProblem qd_tsp_problem = {
  .id = "tsp",
  .title = N_("Travelling Salesperson"),
  .description = N_("Shorten a tour by hill climbing or simulated annealing, and watch it move"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "four-cities.tsp",  N_("TSP: the Four Cities of the Statement") },
    { "random-40.tsp",    N_("TSP: Forty Random Cities") },
    { NULL }
  },
  .local_search = &qd_tsp_local_search,
};
