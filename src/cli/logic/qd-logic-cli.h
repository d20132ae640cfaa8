/* qd-logic-cli.h — what the files of `quandary-cli logic` share. */
#pragma once

#include <glib.h>

#include "cli/qd-cli.h"
#include "cli/qd-cli-report.h"
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
/* --report and --gif (qd-logic-cli-report.c): the report of `entails` (NULL:
 * the file's queries) by `algorithm`, the first query's proof animated;
 * FALSE (said) when a file could not be written or the GIF has no steps. */
gboolean qd_logic_cli_report        (QdCliReport *report, QdLogicDoc *doc, const char *path, const char *entails,
                                     QdLogicAlgorithm algorithm, const QdLogicAskOptions *options);
/* qd-logic-cli-fol.c: `quandary-cli logic unify TERM1 TERM2 [--steps]`. */
int      qd_logic_cli_unify         (int argc, char **argv);

G_END_DECLS
