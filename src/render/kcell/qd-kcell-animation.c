/* qd-kcell-animation.c — a KCell game's moves as an animation
 * (qd-kcell-animation.h). */
#include "config.h"
#include "qd-kcell-animation.h"

#include "qd-kcell-render.h"

QdAnimation *
qd_kcell_animation_new (const QdKcellRun *run)
{
  g_autoptr(QdGameHistory) history = qd_kcell_run_history (run);
  double width, height;

  qd_kcell_render_get_size (&run->game->rules, &width, &height);
  return qd_game_history_animation_new (history, width, height, qd_kcell_run_draw_position,
                                        qd_kcell_game_copy (run->game),
                                        (GDestroyNotify) qd_kcell_game_free);
}
