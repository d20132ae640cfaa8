/* qd-logic-problem.c — logical agents (AIMA chapter 7): propositional
 * knowledge bases asked by truth table, resolution, forward chaining and a
 * SAT solver, and DIMACS formulas solved. */
#include "config.h"

#include <glib/gi18n.h>

#include "problems/qd-problem.h"
#include "qd-logic-doc.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (logic)

QD_FORMAT_FUNCTIONS (format, QdLogicDoc, qd_logic_doc_parse, qd_logic_doc_to_text, qd_logic_doc_free)

/* A knowledge base is saved as a `.kb` file, a DIMACS formula as `.cnf`. */
static const char *
format_extension (gconstpointer model)
{
  return qd_logic_doc_extension (model);
}

static const QdFormat format = {
  .name = "logic",
  .title = N_("Knowledge Bases and CNF Formulas"),
  .untitled = N_("Untitled Knowledge Base"),
  .patterns = (const char *const[]) { "*.kb", "*.cnf", "*.fol", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
  .extension = format_extension,
};

const QdProblem qd_logic_problem = {
  .id = "logic",
  .title = N_("Logic"),
  .description = N_("Knowledge bases asked by truth table, resolution, forward chaining and a SAT solver"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "wumpus.kb",   N_("Logic: the Wumpus World’s R1–R5") },
    { "horn.kb",     N_("Logic: a Horn Knowledge Base (Forward Chaining)") },
    { "uf20-01.cnf", N_("Logic: SATLIB’s uf20-01 (Random 3-SAT)") },
    { "crime.fol",   N_("Logic: the Crime Example (First-Order Chaining)") },
    { "kinship.fol", N_("Logic: Ancestors in a Small Family (First-Order)") },
    { NULL }
  },
};
