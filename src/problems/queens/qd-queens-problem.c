/* qd-queens-problem.c — N queens for local search (AIMA section 4.1.1). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-queens-file.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (queens)

QD_FORMAT_FUNCTIONS (format, QdQueens, qd_queens_parse, qd_queens_to_string, qd_queens_free)

static const QdFormat format = {
  .name = "queens",
  .title = N_("N-Queens States"),
  .untitled = N_("Untitled N-Queens State"),
  .patterns = (const char *const[]) { "*.queens", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

const QdProblem qd_queens_problem = {
  .id = "queens",
  .title = N_("N Queens"),
  .description = N_("Hill climbing, beam search and genetic algorithms on N queens, one per column"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "figure-4-3a.queens", N_("N Queens: AIMA Figure 4.3(a), h = 17") },
    { "local-minimum.queens", N_("N Queens: a Local Minimum, h = 1") },
    { "solved-8.queens", N_("N Queens: Eight Queens Solved") },
    { "random-30.queens", N_("N Queens: 30 Queens at Random") },
    { NULL }
  },
};
