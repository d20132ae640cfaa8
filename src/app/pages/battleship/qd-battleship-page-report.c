/* qd-battleship-page-report.c — the Battleship tab's report
 * (qd-battleship-page-report.h). */
#include "config.h"
#include "qd-battleship-page-report.h"

#include "render/qd-run-report.h"
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

  const char *document = path != NULL ? path : qd_page_get_title (page);
  g_auto(GStrv) tree_options = qd_run_report_tree_options (document, run.tree, QD_BATTLESHIP_PAGE_TREE_BUDGET);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();

  qd_battleship_run_report_add (report, &run);
  g_ptr_array_add (args, (gpointer) "battleship");
  g_ptr_array_add (args, (gpointer) document);
  for (guint i = 0; tree_options[i] != NULL; i++)
    g_ptr_array_add (args, tree_options[i]);
  g_ptr_array_add (args, NULL);
  qd_page_report_add_command (report, (const char *const *) args->pdata);
  return report;
}
