/* qd-kcell-cli.h — `quandary-cli kcell` (qd-kcell-cli.c) and its reports
 * as sweeps (qd-kcell-cli-report.c). */
#pragma once

#include "cli/qd-cli.h"
#include "problems/kcell/qd-kcell-report.h"

G_BEGIN_DECLS

/* --report: runs the report's runs that --shard and --resume leave (or
 * lists them with --list-runs), writes --raw, prints the table and writes
 * `csv`; the exit status. */
G_GNUC_INTERNAL int qd_kcell_cli_report       (QdKcellReport *report, QdCliSweep *sweep, const char *csv);
/* `experiment merge` of raw files of experiment "kcell". */
G_GNUC_INTERNAL int qd_kcell_cli_report_merge (QdSweepRaw *const *raws, guint n, const char *csv,
                                               const QdCliPictures *pictures);

G_END_DECLS
