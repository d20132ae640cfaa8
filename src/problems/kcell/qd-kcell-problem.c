/* qd-kcell-problem.c — KCell (statement 002, question 1). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-kcell.h"
#include "problems/qd-problem.h"
#include "qd-kcell-report.h"

static gboolean
sniff (const char *contents, gsize length)
{
  g_autoptr(QdKcellGame) parsed = qd_kcell_game_parse (contents, (gssize) length, NULL);

  return parsed != NULL;
}

/* A report's shards merged (sizes or match): its table. */
static char *
merge_shards (QdSweepRaw *const *raws, guint n, GError **error)
{
  g_autoptr(QdKcellReport) report = qd_kcell_report_merge (raws, n, error);

  return report != NULL ? qd_kcell_report_format_table (report) : NULL;
}

const QdProblem qd_kcell_problem = {
  .id = "kcell",
  .title = N_("KCell"),
  .description = N_("Race your stones across a line of cells, jumping over the pieces in the way"),
  .file_filter_name = N_("KCell Games"),
  .patterns = (const char *const[]) { "*.kcell", NULL },
  .examples = (const QdProblemExample[]) {
    { "course-7-2.kcell",           N_("KCell: 7 Cells, 2 Stones, You against Alpha-Beta") },
    { "heuristic-vs-random.kcell",  N_("KCell: the Heuristic against the Random Heuristic") },
    { "statement-chain.kcell",      N_("KCell: the Statement's Chain of Jumps") },
    { NULL }
  },
  .sniff = sniff,
  .merge_shards = merge_shards,
};
