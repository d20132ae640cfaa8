/* qd-constraints-cli.c — the Constraints tab's command: `quandary-cli csp`
 * reads and solves its documents (qd-constraints-cli-csp.c), and any
 * constraint problem in Quandary's own format or in XCSP3, with the same
 * model, AC-3 and searches as the window (src/problems/csp/), so the two
 * give the same answers. */
#include "config.h"

#include <glib/gi18n.h>

#include "cli/qd-cli.h"
#include "qd-constraints-cli.h"
#include "render/constraints/qd-constraints-worksheet.h"

const QdCliCommand qd_constraints_cli_commands[] = {
  { "csp", N_("Solve any constraint problem: a .csp file or an XCSP3 instance (data/FORMATS.md)"), qd_csp_cli,
    FALSE, .worksheets = (const QdWorksheetKind *const[]) { &qd_constraints_worksheet, NULL } },
  { NULL }
};
