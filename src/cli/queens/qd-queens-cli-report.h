/* qd-queens-cli-report.h — what `quandary-cli queens` adds for its
 * report, its GIF and its exercises' answers: --successors (a state's
 * successors worked out, the worksheet's answer), --report,
 * --report-bundle and --gif (cli/qd-cli-report.h), fed by the run's steps.
 * The command calls add_entries on its context, begin before its search
 * (after setting its own on_step: the record chains to it), finish after
 * it, and clear at the end. */
#pragma once

#include "cli/qd-cli-report.h"
#include "problems/queens/qd-queens-record.h"

G_BEGIN_DECLS

typedef struct {
  QdCliReport report;
  gboolean successors;
  QdQueensRecord *record;
  const QdQueens *q;
  /* The command's own on_step, called after the record's. */
  void (*on_step) (gpointer user_data, const QdLocalStep *step);
  gpointer user_data;
} QdQueensCliReport;

/* The value begin returns when the search is to run. */
#define QD_QUEENS_CLI_GO_ON (-1)

void qd_queens_cli_report_add_entries (GOptionContext *context, QdQueensCliReport *r);
/* Before the search from q (the start; `path` the start's file or NULL):
 * --successors prints q's successors and returns 0 (nothing to search);
 * the outputs are checked (a usage or output error: its exit status);
 * else the steps are recorded from local's on_step on, and
 * QD_QUEENS_CLI_GO_ON. */
int  qd_queens_cli_report_begin       (QdQueensCliReport *r, const char *path, const QdQueens *q,
                                       QdLocalOptions *local);
/* After the search: writes the report and the GIF asked for; returns
 * `status`, or QD_EXIT_INPUT when a file could not be written. */
int  qd_queens_cli_report_finish      (QdQueensCliReport *r, const char *path, const char *algorithm,
                                       guint64 seed, const QdLocalOptions *local, const QdQueens *q, QdLocalStatus end,
                                       const QdLocalStats *stats, int status);
void qd_queens_cli_report_clear       (QdQueensCliReport *r);
/* A start board from a file: lines "rows R0 R1 …" (each column's row, from
 * 0 at the top), '#' comments; NULL and an error naming the file and line. */
QdQueens *qd_queens_cli_read_start    (const char *path, GError **error);

G_END_DECLS
