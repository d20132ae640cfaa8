/* qd-constraints-problem.c — any constraint problem, written or drawn in
 * its tab, in Quandary's own format or XCSP3 (data/FORMATS.md). */
#include "config.h"

#include <glib/gi18n.h>

#include "problems/qd-problem.h"
#include "qd-constraints-doc.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (constraints)

QD_FORMAT_FUNCTIONS (format, QdConstraintsDoc, qd_constraints_doc_parse, qd_constraints_doc_to_string,
                     qd_constraints_doc_free)

/* An XCSP3 instance is kept as it was read, so it is saved as one. */
static const char *
format_extension (gconstpointer model)
{
  return qd_constraints_doc_is_xcsp (model) ? ".xml" : ".csp";
}

static const QdFormat format = {
  .name = "constraints",
  .title = N_("Constraint Problems"),
  .untitled = N_("Untitled Constraint Problem"),
  .patterns = (const char *const[]) { "*.csp", "*.xml", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
  .extension = format_extension,
};

const QdProblem qd_constraints_problem = {
  .id = "constraints",
  .title = N_("Constraints"),
  .description = N_("Write a constraint problem and watch arc consistency and search solve it"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "fcmac-9.csp",          N_("Nine Regions in Three Colours") },
    { "queens-4.csp",         N_("Four Queens") },
    { "queens-8.csp",         N_("Eight Queens") },
    { "send-more-money.csp",  N_("SEND + MORE = MONEY") },
    { "zebra.csp",            N_("The Zebra Puzzle") },
    { "timetable.csp",        N_("A Timetable") },
    { "pigeonhole-5-4.csp",   N_("Five Pigeons, Four Holes") },
    { "australia.csp",        N_("Australia in Three Colours") },
    { "australia-tree.csp",   N_("Australia without South Australia (a Tree)") },
    { "sudoku-wikipedia.csp", N_("Sudoku (Wikipedia’s Example)") },
    { "sudoku-inkala.csp",    N_("Sudoku (Inkala’s Hardest)") },
    { "queens-4.xml",         N_("Four Queens (XCSP3)") },
    { "queens-8.xml",         N_("Eight Queens (XCSP3)") },
    { "send-more-money.xml",  N_("SEND + MORE = MONEY (XCSP3)") },
    { "pigeonhole-5-4.xml",   N_("Five Pigeons, Four Holes (XCSP3)") },
    { NULL }
  },
};
