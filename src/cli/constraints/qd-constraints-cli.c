/* qd-constraints-cli.c — the Constraints tab's command: `quandary-cli csp`
 * reads and solves its documents (qd-constraints-cli-csp.c), and any
 * constraint problem in Quandary's own format or in XCSP3, with the same
 * model, AC-3 and searches as the window (src/problems/csp/), so the two
 * give the same answers. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli/qd-cli.h"
#include "qd-constraints-cli.h"
#include "problems/csp/qd-csp-arrays.h"
#include "problems/csp/qd-csp-solve.h"
#include "render/constraints/qd-constraints-worksheet.h"

const QdCliCommand qd_constraints_cli_commands[] = {
  { "csp", N_("Solve any constraint problem: a .csp file or an XCSP3 instance (data/FORMATS.md)"), qd_csp_cli,
    FALSE, .worksheets = (const QdWorksheetKind *const[]) { &qd_constraints_worksheet, NULL } },
  { NULL }
};

void
qd_csp_cli_print_solution (const QdCspModel *model, const gint *values, gboolean arrays)
{
  g_autoptr(QdCspArrays) layout = arrays ? qd_csp_arrays_of_model (model) : NULL;
  g_autofree char *text = layout != NULL ? qd_csp_arrays_solution_text (model, layout, values)
                                         : qd_csp_model_solution_line (model, values);

  printf ("%s\n", text);
}

void
qd_csp_cli_print_count (const char *path, QdCspStatus status, guint64 solutions)
{
  if (status == QD_CSP_STOPPED)
    g_printerr (_("quandary-cli: %s: the search was stopped after %llu solutions: the count is not printed\n"),
                path, (unsigned long long) solutions);
  else
    {
      g_autofree char *count = qd_csp_solve_count_line (solutions);

      printf ("%s\n", count);
    }
}
