/* qd-takestones-problem.c — Take-Stones (statement 003, problem 4). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-takestones-record.h"
#include "problems/qd-problem.h"
#include "qd-takestones-match.h"

static gboolean
sniff (const char *contents, gsize length)
{
  g_autoptr(QdTakestonesRecord) parsed = qd_takestones_record_parse (contents, length, NULL);

  return parsed != NULL;
}

/* The evaluator report's shards merged: the report. */
static char *
merge_shards (QdSweepRaw *const *raws, guint n, GError **error)
{
  g_autoptr(QdTakestonesReport) report = qd_takestones_report_merge (raws, n, NULL, error);

  return report != NULL ? qd_takestones_report_format (report) : NULL;
}

const QdProblem qd_takestones_problem = {
  .id = "takestones",
  .title = N_("Take-Stones"),
  .description = N_("Take factors and multiples of the last stone; the player left without one loses"),
  .file_filter_name = N_("Take-Stones Games"),
  .patterns = (const char *const[]) { "*.stones", NULL },
  .examples = (const QdProblemExample[]) {
    { "statement-n7.stones",   N_("Take-Stones: the Statement’s Game") },
    { "twenty-stones.stones",  N_("Take-Stones: Twenty Stones against Threats") },
    { NULL }
  },
  .sniff = sniff,
  .merge_shards = merge_shards,
};
