/* qd-hmm-run-report-private.h — what the report's two halves share: a
 * model's (qd-hmm-run-report.c) and a board's (qd-hmm-run-report-board.c). */
#pragma once

#include "qd-hmm-run-report.h"

G_BEGIN_DECLS

/* A probability for people, to 4 decimals or as 1.0e−5 when small; "0". */
G_GNUC_INTERNAL char *qd_hmm_report_probability (double p);
/* The evidence by name, "umbrella, umbrella, –". */
G_GNUC_INTERNAL char *qd_hmm_report_evidence (const QdHmm *hmm, const guint *evidence, gsize T);
/* The INSTANCE, SETTINGS and RESULTS parts of a board's run. */
G_GNUC_INTERNAL void  qd_hmm_run_report_add_board (QdReport *report, const QdHmmRun *run);

G_END_DECLS
