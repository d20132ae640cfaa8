/* qd-takestones-page-report.c — the Take-Stones tab's report and
 * animation: the game on the board, as `quandary-cli takestones N MODE
 * DEPTH` reports the same game. */
#include "config.h"
#include "qd-takestones-page-private.h"

#include <string.h>

#include "render/takestones/qd-takestones-animation.h"

/* The game as the page has played it; `path` is the page's (freed by the
 * caller). */
static void
page_run (QdTakestonesPage *self, QdTakestonesRun *run, char **path)
{
  const QdTakestonesRecord *record = self->record;

  memset (run, 0, sizeof *run);
  *path = qd_page_report_path (QD_PAGE (self));
  run->document = TRUE;
  run->path = *path;
  run->record = record;
  run->algorithm = adw_combo_row_get_selected (self->algorithm_row) == 0 ? QD_GAME_SEARCH_MINIMAX : QD_GAME_SEARCH_ALPHABETA;
  run->notes = self->notes;
  /* The tree of a move still in the game, made by the search noted. */
  if (self->tree_move > 0 && self->tree_move <= record->moves->len &&
      qd_game_notes_find (self->notes, self->tree_move - 1,
                          g_array_index (record->moves, guint, self->tree_move - 1)) != NULL)
    {
      run->tree = qd_page_tree_get_tree (self->page_tree);
      run->tree_move = self->tree_move;
      run->tree_budget = QD_TAKESTONES_PAGE_TREE_BUDGET;
    }
}

QdReport *
qd_takestones_page_build_report (QdPage *page)
{
  g_autofree char *path = NULL;
  g_auto(GStrv) command = NULL;
  QdReport *report = qd_page_report_new (page);
  QdTakestonesRun run;

  page_run (QD_TAKESTONES_PAGE (page), &run, &path);
  qd_takestones_run_report_add (report, &run);
  command = qd_takestones_run_command (&run);
  qd_page_report_add_command (report, (const char *const *) command);
  return report;
}

QdAnimation *
qd_takestones_page_build_animation (QdPage *page)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);
  g_autofree char *path = NULL;
  QdTakestonesRun run;

  if (self->record->moves->len == 0)
    return NULL;
  page_run (self, &run, &path);
  return qd_takestones_animation_new (&run);
}
