/* qd-kinarow-page-report.c — the k-in-a-row tab's report and animation of
 * the game (render/kinarow/qd-kinarow-run-report.h), and its steps in a
 * presentation: Page Down plays one move (redone, else the side to move's,
 * a person's by a searcher) and the agents wait after it; Page Up takes it
 * back. */
#include "config.h"
#include "qd-kinarow-page-private.h"

#include "render/kinarow/qd-kinarow-run-report.h"

/* The game as the tab has played it; run->path is the page's path, to
 * free. */
static void
page_run (QdKinarowPage *self, QdKinarowRun *run)
{
  const QdKinarowGame *game = self->game;
  guint move = self->tree_move;
  gboolean tree_kept = move > 0 && move <= game->moves->len &&
                       qd_game_notes_find (self->notes, move - 1,
                                           g_array_index (game->moves, guint16, move - 1)) != NULL;

  /* The tree goes along only if the move it searched is still the game's. */
  *run = (QdKinarowRun) {
    .document = TRUE,
    .path = qd_page_report_path (QD_PAGE (self)),
    .game = game,
    .seed = 1,
    .notes = self->notes,
    .tree = tree_kept ? qd_page_tree_get_tree (self->page_tree) : NULL,
    .tree_move = tree_kept ? move : 0,
    .tree_budget = QD_KINAROW_PAGE_TREE_BUDGET,
  };
}

QdReport *
qd_kinarow_page_build_report (QdPage *page)
{
  QdKinarowRun run;
  g_auto(GStrv) command = NULL;
  QdReport *report = qd_page_report_new (page);

  page_run (QD_KINAROW_PAGE (page), &run);
  command = qd_kinarow_run_command (&run);
  qd_kinarow_run_report_add (report, &run);
  qd_page_report_add_command (report, (const char *const *) command);
  g_free ((char *) run.path);
  return report;
}

QdAnimation *
qd_kinarow_page_build_animation (QdPage *page)
{
  QdKinarowRun run;
  QdAnimation *animation;

  page_run (QD_KINAROW_PAGE (page), &run);
  animation = run.game->moves->len > 0 ? qd_kinarow_animation_new (&run) : NULL;
  g_free ((char *) run.path);
  return animation;
}

/* Page Down's move: a person's too (the hint's searcher plays it), unless
 * Play goes on by itself; TRUE while one is on its way. */
static gboolean
present_computer_move (QdPage *page, gboolean playing)
{
  QdKinarowPage *self = QD_KINAROW_PAGE (page);
  QdKinarowPosition pos;

  qd_kinarow_page_position (self, &pos);
  return self->work == QD_KINAROW_THINKING ||
         ((!playing || qd_kinarow_page_agent (self, pos.to_move).kind != QD_KINAROW_AGENT_HUMAN) &&
          qd_kinarow_page_think_here (self, TRUE));
}

guint
qd_kinarow_present_position (QdPage *page)
{
  const QdKinarowGame *game = QD_KINAROW_PAGE (page)->game;

  return game->moves->len;
}

/* Page Up with nothing to undo (a game opened with its moves): the last
 * move taken back, as an edit, the agents waiting. */
static gboolean
take_back_one (QdKinarowPage *self)
{
  if (self->game->moves->len == 0)
    return FALSE;
  qd_kinarow_page_cancel_work (self);
  qd_page_record_edit (QD_PAGE (self));
  g_array_set_size (self->game->moves, self->game->moves->len - 1);
  self->paused = TRUE;
  self->has_last = FALSE;
  qd_kinarow_page_refresh (self);
  return TRUE;
}

gboolean
qd_kinarow_present_step (QdPage *page, int direction, gboolean playing)
{
  if (direction < 0 && !qd_page_undo (page))
    return take_back_one (QD_KINAROW_PAGE (page));
  return direction < 0 || qd_page_present_game_step (page, direction, playing, present_computer_move);
}
