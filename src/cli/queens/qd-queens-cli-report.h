/* qd-queens-cli-report.h — what `quandary-cli queens` adds for its
 * report, its GIF and its exercises' answers: --successors (a state's
 * successors worked out, the worksheet's answer), --report,
 * --report-bundle and --gif (cli/qd-cli-report.h), fed by the run's steps
 * recorded as a QdQueensTrace.  The command adds the entries to its
 * context, calls begin before its search (after setting its own
 * callbacks: the record chains to them), finish after it, and clear at
 * the end. */
#pragma once

#include "cli/qd-cli-report.h"
#include "problems/queens/qd-queens-search.h"
#include "problems/queens/qd-queens-trace.h"

G_BEGIN_DECLS

typedef struct {
  QdCliReport report;
  gboolean successors;
  const char *path;             /* the start's file, or NULL */
  QdQueensTrace *trace;
  const QdQueens *q;            /* the searcher's state (restarts) */
  QdQueens *shadow;             /* a board for a genetic population's best */
  gint64 started;
  /* The command's own callbacks, called after the record's. */
  QdQueensRunOptions chained;
} QdQueensCliReport;

/* The value begin returns when the search is to run. */
#define QD_QUEENS_CLI_GO_ON (-1)

void qd_queens_cli_report_add_entries (GOptionContext *context, QdQueensCliReport *r);
/* Before the search from q (the start; `path` the start's file or NULL):
 * --successors prints q's successors and returns 0 (nothing to search);
 * the outputs are checked (a usage or output error: its exit status);
 * else the steps are recorded from run's callbacks on, and
 * QD_QUEENS_CLI_GO_ON. */
int  qd_queens_cli_report_begin       (QdQueensCliReport *r, const char *path, const QdQueens *q,
                                       QdQueensRunOptions *run);
/* After the search (q where it ended, `seed` the one asked for): writes
 * the report and the GIF asked for; returns `status`, or QD_EXIT_INPUT
 * when a file could not be written. */
int  qd_queens_cli_report_finish      (QdQueensCliReport *r, const QdQueens *q, const QdQueensRunOptions *run,
                                       guint64 seed, const QdLocalOutcome *out, gboolean stopped, int status);
void qd_queens_cli_report_clear       (QdQueensCliReport *r);

G_END_DECLS
