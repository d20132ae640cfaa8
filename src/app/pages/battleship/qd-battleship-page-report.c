/* qd-battleship-page-report.c — the Battleship tab's report
 * (qd-battleship-page-report.h). */
#include "config.h"
#include "qd-battleship-page-report.h"

#include "render/battleship/qd-battleship-run-report.h"

QdReport *
qd_battleship_page_report (QdPage *page, const QdBattleship *puzzle, const QdBattleshipResult *result,
                           const QdSearchTree *tree)
{
  QdReport *report = qd_page_report_new (page);
  g_autofree char *path = qd_page_report_path (page);
  QdBattleshipRun run = {
    .path = path,
    .puzzle = puzzle,
    .notation = QD_BATTLESHIP_NOTATION_COURSE,
    .max_solutions = QD_BATTLESHIP_PAGE_COUNTED,
    .result = result,
    .tree = result != NULL ? tree : NULL,
  };

  qd_battleship_run_report_add (report, &run);
  qd_page_report_add_command (report, (const char *[]) {
    "battleship", path != NULL ? path : qd_page_get_title (page), NULL });
  return report;
}
