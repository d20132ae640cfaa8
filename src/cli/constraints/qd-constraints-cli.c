/* qd-constraints-cli.c — the Constraints tab's problem has no command of
 * its own: its documents are what `quandary-cli csp` reads and solves (a
 * command that belongs to no problem, src/cli/csp/), with the same model
 * and AC-3 (src/problems/csp/), so the window and the command line give
 * the same answers.  The table every problem gives is empty. */
#include "config.h"

#include "cli/qd-cli.h"

const QdCliCommand qd_constraints_cli_commands[] = {
  { NULL }
};
