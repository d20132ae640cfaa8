/* qd-kinarow-page-report.c — the k-in-a-row tab's report and animation of
 * the game (render/kinarow/qd-kinarow-run-report.h), and its steps in a
 * presentation: Page Down plays one move (redone, else the side to move's,
 * a person's by a searcher) and the agents wait after it; Page Up takes it
 * back. */
#include "config.h"
#include "qd-kinarow-page-private.h"

#include <string.h>

#include "render/kinarow/qd-kinarow-run-report.h"

/* The game as the tab has played it; `path` is the page's (to free). */
static void
page_run (QdKinarowPage *self, QdKinarowRun *run, char **path)
{
  const QdKinarowGame *game = self->game;
  guint move = self->tree_move;

  memset (run, 0, sizeof *run);
  *path = qd_page_report_path (QD_PAGE (self));
  run->document = TRUE;
  run->path = *path;
  run->game = game;
  run->seed = 1;
  run->notes = self->notes;
  /* The tree, if the move it searched is still the game's. */
  if (move > 0 && move <= game->moves->len &&
      qd_game_notes_find (self->notes, move - 1, g_array_index (game->moves, guint16, move - 1)) != NULL)
    {
      run->tree = qd_page_tree_get_tree (self->page_tree);
      run->tree_move = move;
      run->tree_budget = QD_KINAROW_PAGE_TREE_BUDGET;
    }
}

QdReport *
qd_kinarow_page_build_report (QdPage *page)
{
  g_autofree char *path = NULL;
  g_auto(GStrv) command = NULL;
  QdReport *report = qd_page_report_new (page);
  QdKinarowRun run;

  page_run (QD_KINAROW_PAGE (page), &run, &path);
  qd_kinarow_run_report_add (report, &run);
  command = qd_kinarow_run_command (&run);
  qd_page_report_add_command (report, (const char *const *) command);
  return report;
}

QdAnimation *
qd_kinarow_page_build_animation (QdPage *page)
{
  QdKinarowPage *self = QD_KINAROW_PAGE (page);
  g_autofree char *path = NULL;
  QdKinarowRun run;

  if (self->game->moves->len == 0)
    return NULL;
  page_run (self, &run, &path);
  return qd_kinarow_animation_new (&run);
}

static gboolean
present_computer_move (QdPage *page, gboolean playing)
{
  QdKinarowPage *self = QD_KINAROW_PAGE (page);
  QdKinarowPosition pos;

  if (self->work == QD_KINAROW_THINKING)
    return TRUE;   /* a move under way */
  qd_kinarow_page_position (self, &pos);
  if (playing && qd_kinarow_page_agent (self, pos.to_move).kind == QD_KINAROW_AGENT_HUMAN)
    return FALSE;
  return qd_kinarow_page_think_here (self, TRUE);
}

gboolean
qd_kinarow_present_step (QdPage *page, int direction, gboolean playing)
{
  return qd_page_present_game_step (page, direction, playing, present_computer_move);
}

guint
qd_kinarow_present_position (QdPage *page)
{
  return QD_KINAROW_PAGE (page)->game->moves->len;
}
