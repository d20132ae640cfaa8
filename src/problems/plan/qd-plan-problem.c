/* qd-plan-problem.c — Planning: classical planning tasks in PDDL (issue 78). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-plan-document.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (plan)

QD_FORMAT_FUNCTIONS (format, QdPlanDocument, qd_plan_document_parse, qd_plan_document_to_string,
                     qd_plan_document_free)

static const QdFormat format = {
  .name = "plan",
  .title = N_("PDDL Domains and Problems"),
  .untitled = N_("Untitled Planning Task"),
  .patterns = (const char *const[]) { "*.pddl", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

/* Each example is a problem file; its domain is the file beside it
 * (qd-plan-document.h). */
const QdProblem qd_plan_problem = {
  .id = "plan",
  .title = N_("Planning"),
  .description = N_("Classical planning in PDDL: a plan checked and stepped through, the state drawn"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "air-cargo-problem.pddl",    N_("Planning: Air Cargo (AIMA)") },
    { "blocks-problem.pddl",       N_("Planning: the Blocks World, the Sussman Anomaly") },
    { "spare-tire-problem.pddl",   N_("Planning: the Spare Tire (AIMA)") },
    { "have-cake-problem.pddl",    N_("Planning: Have Cake and Eat Cake Too") },
    { "gripper-problem.pddl",      N_("Planning: Gripper, Four Balls") },
    { "water-jugs-problem.pddl",   N_("Planning: the Water Jugs") },
    { "missionaries-problem.pddl", N_("Planning: Missionaries and Cannibals") },
    { "vacuum-problem.pddl",       N_("Planning: the Vacuum World") },
    { NULL }
  },
};
