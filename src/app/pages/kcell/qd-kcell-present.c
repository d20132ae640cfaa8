/* qd-kcell-present.c — the KCell tab in a presentation: Page Down plays one
 * move (redone, or the player to move's, a person's by the heuristic
 * agent) and the agents wait after it; Page Up takes it back; Play goes on
 * until a person is to move. */
#include "config.h"
#include "qd-kcell-page-private.h"

static gboolean
present_computer_move (QdPage *page, gboolean playing)
{
  QdKcellPage *self = QD_KCELL_PAGE (page);
  QdKcellPosition pos;
  QdKcellAgent agent;

  if (self->thinking || qd_kcell_view_is_animating (self->board_view))
    return TRUE;   /* a move under way */
  qd_kcell_game_position (self->game, G_MAXUINT, &pos);
  if (playing && qd_kcell_agent_parse (self->game->agents[pos.to_move], &agent, NULL) &&
      agent.kind == QD_KCELL_AGENT_HUMAN)
    return FALSE;
  return qd_kcell_page_think_here (self, TRUE);
}

gboolean
qd_kcell_present_step (QdPage *page, int direction, gboolean playing)
{
  return qd_page_present_game_step (page, direction, playing, present_computer_move);
}

guint
qd_kcell_present_position (QdPage *page)
{
  return QD_KCELL_PAGE (page)->game->moves->len;
}
