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

QD_FORMAT_FUNCTIONS (domain, QdPlanDocument, qd_plan_document_parse_domain, qd_plan_document_to_string,
                     qd_plan_document_free)
QD_FORMAT_FUNCTIONS (plan_text, QdPlanText, qd_plan_text_parse, qd_plan_text_to_string, qd_plan_text_free)

/* A problem's domain, read beside it. */
static const QdFormat domain_format = {
  .name = "pddl-domain",
  .title = N_("PDDL Domains"),
  .untitled = N_("Untitled Domain"),
  .patterns = (const char *const[]) { "*.pddl", NULL },
  QD_FORMAT_USE_FUNCTIONS (domain),
};

/* A plan, one action a line, read beside its problem into the tab. */
static const QdFormat plan_format = {
  .name = "pddl-plan",
  .title = N_("Plans"),
  .untitled = N_("Untitled Plan"),
  .patterns = (const char *const[]) { "*.plan", NULL },
  QD_FORMAT_USE_FUNCTIONS (plan_text),
};

/* Each example is a problem file; its domain is the file beside it
 * (qd-plan-document.h). */
const QdProblem qd_plan_problem = {
  .id = "plan",
  .title = N_("Planning"),
  .description = N_("Classical planning in PDDL: a plan checked and stepped through, the state drawn"),
  .format = &format,
  .other_formats = (const QdFormat *const[]) { &domain_format, &plan_format, NULL },
  .examples = (const QdProblemExample[]) {
    { "air-cargo-problem.pddl",    N_("Air Cargo (AIMA)") },
    { "blocks-problem.pddl",       N_("The Blocks World, the Sussman Anomaly") },
    { "spare-tire-problem.pddl",   N_("The Spare Tire (AIMA)") },
    { "have-cake-problem.pddl",    N_("Have Cake and Eat Cake Too") },
    { "gripper-problem.pddl",      N_("Gripper, Four Balls") },
    { "water-jugs-problem.pddl",   N_("The Water Jugs") },
    { "missionaries-problem.pddl", N_("Missionaries and Cannibals") },
    { "vacuum-problem.pddl",       N_("The Vacuum World") },
    { NULL }
  },
};
