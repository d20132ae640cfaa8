/* qd-gametree-page-report.c — the game-tree tab's report
 * (qd-gametree-page-report.h). */
#include "config.h"
#include "qd-gametree-page-report.h"

#include "render/gametree/qd-gametree-run-report.h"

QdReport *
qd_gametree_page_report (QdPage *page, const QdGameTree *tree, QdGameSearchAlgorithm algorithm,
                         const QdTreeAnalysis *analysis)
{
  g_autofree char *path = qd_page_report_path (page);
  QdGametreeRun run = { path, tree, analysis != NULL ? analysis->algorithm : algorithm, analysis };
  g_autofree char *input = NULL;
  QdReport *report = qd_page_report_new (page);

  input = qd_page_report_input (page);
  qd_gametree_run_report_add (report, &run);
  qd_page_report_add_command (report, (const char *const[]) {
    "gametree", input, "--algorithm", qd_game_search_algorithm_to_string (run.algorithm), NULL });
  return report;
}
