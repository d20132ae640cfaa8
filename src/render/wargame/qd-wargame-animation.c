/* qd-wargame-animation.c — a war game's moves as an animation
 * (qd-wargame-animation.h). */
#include "config.h"
#include "qd-wargame-animation.h"

QdAnimation *
qd_wargame_animation_new (const QdWargameRun *run)
{
  g_autoptr(QdGameHistory) history = qd_wargame_run_history (run);
  double width, height;

  qd_wargame_run_game_size (run->record, &width, &height);
  return qd_game_history_animation_new (history, width, height, qd_wargame_run_draw_position,
                                        qd_wargame_record_copy (run->record),
                                        (GDestroyNotify) qd_wargame_record_free);
}
