/* qd-cli-outputs.h — the outputs a problem command offers beside what it
 * prints, held and handled together: the pictures (--png, --svg, --pdf,
 * --palette), the search tree (--tree, --tree-budget), the report
 * (--report, --report-bundle, --gif…) and the check of answers (--check…).
 *
 * A command keeps one QdCliOutputs in its options, makes its option context
 * with qd_cli_outputs_context_new (its own entries first, then these in
 * that order in --help), parses with qd_cli_check_parse on `check`, checks
 * them with qd_cli_outputs_validate, and frees them with
 * qd_cli_outputs_clear. */
#pragma once

#include <glib.h>

#include "qd-cli.h"
#include "qd-cli-check.h"
#include "qd-cli-report.h"

G_BEGIN_DECLS

typedef struct {
  QdCliPictures pictures;
  QdCliTree tree;          /* offered with QD_CLI_OUTPUTS_TREE only */
  QdCliReport report;
  QdCliCheck check;
} QdCliOutputs;

typedef enum {
  QD_CLI_OUTPUTS_TREE = 1 << 0,   /* --tree and --tree-budget (a search without moves) */
  QD_CLI_OUTPUTS_STEPS = 1 << 1,  /* the --gif options: the run has steps (qd_cli_report_add_entries) */
} QdCliOutputsFlags;

/* qd_cli_context_new with the pictures, then the tree's options (with
 * QD_CLI_OUTPUTS_TREE), the report's and --check's. */
GOptionContext *qd_cli_outputs_context_new (const char *parameter_string, const GOptionEntry *entries,
                                            QdCliOutputs *outputs, QdCliOutputsFlags flags,
                                            const char *description);
/* qd_cli_check_validate with the report and the pictures asked for: FALSE
 * (a usage error, printed) when --check goes with an output it excludes. */
gboolean        qd_cli_outputs_validate    (const QdCliOutputs *outputs);
/* Every output, checked before the work that makes it (qd_cli_check_files,
 * against `inputs`, `n_inputs` of them): the command's own `files`
 * (`n_files` of them, those without a path skipped), the pictures and the
 * report's.  QD_EXIT_OK, else the status to end with (the error printed):
 * `bundle_status` when --report-bundle cannot be a folder. */
int             qd_cli_outputs_check_files (const QdCliOutputs *outputs, const QdCliFile *inputs, guint n_inputs,
                                            const QdCliFile *files, guint n_files, int bundle_status);
/* With --check, that `trace` (--trace, a file written beside the verdicts,
 * may have no path) replaces none of the answers: QD_EXIT_OK or the status
 * to end with, as qd_cli_check_files. */
int             qd_cli_outputs_check_trace (const QdCliOutputs *outputs, const QdCliFile *trace);
/* Frees every option's text; `outputs` may be zeroed and never parsed. */
void            qd_cli_outputs_clear       (QdCliOutputs *outputs);

G_END_DECLS
