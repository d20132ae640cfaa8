/* qd-logic-cli.h — what the files of `quandary-cli logic` share. */
#pragma once

#include <glib.h>

#include "problems/logic/qd-logic-ask.h"

G_BEGIN_DECLS

/* --cnf: each sentence's and the negated query's four steps and clauses
 * (qd-logic-cli-print.c); FALSE with `error` past the limits. */
gboolean qd_logic_cli_print_cnf     (QdLogicDoc *doc, const char *query, GError **error);
/* A DIMACS answer as SAT solvers write it: "s SATISFIABLE" and the "v"
 * lines, or "s UNSATISFIABLE", or "s UNKNOWN". */
void     qd_logic_cli_print_solver  (const QdLogicAskResult *result);
/* --dimacs-out: the KB's clauses as DIMACS, "c N NAME" naming the symbols
 * (to free), or NULL with `error`. */
char    *qd_logic_cli_dimacs_text   (QdLogicDoc *doc, GError **error);

/* `quandary-cli logic wumpus WORLD …` (qd-logic-cli-wumpus.c): argv[0] is
 * "wumpus". */
int      qd_logic_cli_wumpus        (int argc, char **argv);

G_END_DECLS
