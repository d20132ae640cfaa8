/* qd-kcell-page-report.c — the KCell tab's report and animation: the game
 * on the board, as `quandary-cli kcell` reports the same game. */
#include "config.h"
#include "qd-kcell-page-private.h"

#include <string.h>

#include "render/kcell/qd-kcell-animation.h"

/* The game as the page has played it; `path` is the page's (freed by the
 * caller). */
static void
page_run (QdKcellPage *self, QdKcellRun *run, char **path)
{
  const QdKcellGame *game = self->game;

  memset (run, 0, sizeof *run);
  *path = qd_page_report_path (QD_PAGE (self));
  run->document = TRUE;
  run->path = *path;
  run->game = game;
  run->seed = 1;
  run->notes = self->notes;
  /* The tree of a move still in the game, made by the search noted. */
  if (self->tree_move > 0 && self->tree_move <= game->moves->len &&
      qd_game_notes_find (self->notes, self->tree_move - 1,
                          g_array_index (game->moves, guint8, self->tree_move - 1)) != NULL)
    {
      run->tree = qd_page_tree_get_tree (self->page_tree);
      run->tree_move = self->tree_move;
      run->tree_budget = QD_KCELL_PAGE_TREE_BUDGET;
    }
}

QdReport *
qd_kcell_page_build_report (QdPage *page)
{
  g_autofree char *path = NULL;
  g_auto(GStrv) command = NULL;
  QdReport *report = qd_page_report_new (page);
  QdKcellRun run;

  page_run (QD_KCELL_PAGE (page), &run, &path);
  qd_kcell_run_report_add (report, &run);
  command = qd_kcell_run_command (&run);
  qd_page_report_add_command (report, (const char *const *) command);
  return report;
}

QdAnimation *
qd_kcell_page_build_animation (QdPage *page)
{
  QdKcellPage *self = QD_KCELL_PAGE (page);
  g_autofree char *path = NULL;
  QdKcellRun run;

  if (self->game->moves->len == 0)
    return NULL;
  page_run (self, &run, &path);
  return qd_kcell_animation_new (&run);
}
