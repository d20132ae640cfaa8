/* qd-wargame-animation.c — a war game's moves as an animation
 * (qd-wargame-animation.h). */
#include "config.h"
#include "qd-wargame-animation.h"

static void
draw_step (cairo_t *cr, guint step, gpointer record)
{
  qd_wargame_run_draw_position (cr, record, step);
}

QdAnimation *
qd_wargame_animation_new (const QdWargameRun *run)
{
  g_autoptr(QdGameHistory) history = qd_wargame_run_history (run);
  guint n = qd_wargame_record_n_moves (run->record);
  double width, height, end_width, end_height;

  /* The score line is widest at the end, the board the same throughout. */
  qd_wargame_run_position_size (run->record, 0, &width, &height);
  qd_wargame_run_position_size (run->record, n, &end_width, &end_height);
  return qd_game_history_animation_new (history, MAX (width, end_width), MAX (height, end_height), draw_step,
                                        qd_wargame_record_copy (run->record),
                                        (GDestroyNotify) qd_wargame_record_free);
}
