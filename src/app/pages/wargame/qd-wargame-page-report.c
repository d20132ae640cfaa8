/* qd-wargame-page-report.c — the war game tab's report and animation: the
 * game on the board, as `quandary-cli wargame` reports the same game. */
#include "config.h"
#include "qd-wargame-page-private.h"

#include <string.h>

#include "core/qd-format.h"
#include "render/wargame/qd-wargame-animation.h"

/* The game as the page has played it; `path` is the page's (freed by the
 * caller). */
static void
page_run (QdWargamePage *self, QdWargameRun *run, char **path)
{
  guint n = qd_wargame_record_n_moves (self->record);

  memset (run, 0, sizeof *run);
  *path = qd_page_report_path (QD_PAGE (self));
  run->path = *path;
  run->record = self->record;
  qd_wargame_page_get_spec (self, QD_WARGAME_BLUE, &run->agents[QD_WARGAME_BLUE]);
  qd_wargame_page_get_spec (self, QD_WARGAME_GREEN, &run->agents[QD_WARGAME_GREEN]);
  run->seed = (guint64) gtk_spin_button_get_value_as_int (self->seed_spin);
  run->notes = self->notes;
  run->stopped = !qd_wargame_record_is_over (self->record);
  /* The tree of a move still in the game, made by the search noted. */
  if (self->tree_move > 0 && self->tree_move <= n &&
      qd_game_notes_find (self->notes, self->tree_move - 1,
                          qd_wargame_record_move (self->record, self->tree_move - 1)->square) != NULL)
    {
      run->tree = qd_page_tree_get_tree (self->page_tree);
      run->tree_move = self->tree_move;
      run->tree_budget = QD_WARGAME_PAGE_TREE_BUDGET;
    }
}

QdReport *
qd_wargame_page_build_report (QdPage *page)
{
  g_autofree char *path = NULL;
  g_auto(GStrv) command = NULL;
  QdReport *report = qd_page_report_new (page);
  QdWargameRun run;

  page_run (QD_WARGAME_PAGE (page), &run, &path);
  qd_wargame_run_report_add (report, &run);
  command = qd_wargame_run_command (&run, qd_page_get_title (page));
  qd_page_report_add_command (report, (const char *const *) command);
  return report;
}

QdAnimation *
qd_wargame_page_build_animation (QdPage *page)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);
  g_autofree char *path = NULL;
  QdWargameRun run;

  if (qd_wargame_record_n_moves (self->record) == 0)
    return NULL;
  page_run (self, &run, &path);
  return qd_wargame_animation_new (&run);
}
