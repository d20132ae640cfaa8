/* qd-takestones-animation.c — a Take-Stones game's moves as an animation
 * (qd-takestones-animation.h). */
#include "config.h"
#include "qd-takestones-animation.h"

#include "qd-takestones-render.h"

QdAnimation *
qd_takestones_animation_new (const QdTakestonesRun *run)
{
  g_autoptr(QdGameHistory) history = qd_takestones_run_history (run);
  double width, height;

  qd_takestones_render_get_size (run->record->n, &width, &height);
  return qd_game_history_animation_new (history, width, height, qd_takestones_run_draw_position,
                                        qd_takestones_record_copy (run->record),
                                        (GDestroyNotify) qd_takestones_record_free);
}
