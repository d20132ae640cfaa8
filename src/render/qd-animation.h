/* qd-animation.h — a step-by-step replay as a sequence of frames.
 *
 * Every replay of the app (a search's assignments, a tour's steps, a game's
 * moves) is drawn by its problem's renderer at any step; an animation is
 * that drawing and the number of steps, holding a copy of what it draws so
 * that its frames can be made on a worker (a GIF, qd-gif.h) while the
 * window goes on.  A frame shows a step: frame 0 the start, the last frame
 * the end, and in between every step, or, when a budget of frames is
 * smaller than the replay, steps spread evenly (qd_animation_frame_step).
 * Each frame is the drawing fitted above a band that says "Step k of n"
 * (k the step's own number, not the frame's) and what the step did. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "render/qd-palette.h"

G_BEGIN_DECLS

/* Draws step `step` (0 … n_steps) at the drawing's natural size
 * (width x height points), its background painted, in `palette` (never
 * NULL). */
typedef void  (*QdAnimationDraw)     (cairo_t *cr, guint step, const QdPalette *palette, gpointer data);
/* What step `step` (1 … n_steps) did, in a few words ("NSW gets red"), or
 * NULL. */
typedef char *(*QdAnimationDescribe) (guint step, gpointer data);

typedef struct {
  guint n_steps;
  double width, height;       /* the drawing's natural size, in points */
  QdAnimationDraw draw;
  QdAnimationDescribe describe;   /* may be NULL */
  gpointer data;
  GDestroyNotify data_free;
  /* The colours of the frames (the command line's --palette), NULL: light;
   * set after qd_animation_new, before the frames are drawn. */
  const QdPalette *palette;
} QdAnimation;

/* The most steps an animation holds: a longer replay is refused by the
 * writers, with the count, rather than cut short silently. */
#define QD_ANIMATION_MAX_STEPS 10000

/* Takes `data` (freed with data_free). */
QdAnimation *qd_animation_new   (guint n_steps, double width, double height, QdAnimationDraw draw,
                                 QdAnimationDescribe describe, gpointer data, GDestroyNotify data_free);
void         qd_animation_free  (QdAnimation *animation);

/* The frames the animation takes under a budget of `max_frames` (0: no
 * budget, else at least 2): every step and the start when they fit, else
 * exactly `max_frames`. */
guint        qd_animation_n_frames    (const QdAnimation *animation, guint max_frames);
/* The step frame `frame` (0 … n_frames - 1) of that budget shows: the
 * nearest to frame * n_steps / (n_frames - 1), so the first and the last
 * step are kept and no step is shown twice. */
guint        qd_animation_frame_step  (const QdAnimation *animation, guint max_frames, guint frame);

/* The height of the band under the drawing in a frame of that height. */
int          qd_animation_band_height (int frame_height);
/* The colours the frames are drawn in: the animation's palette, else light. */
const QdPalette *qd_animation_palette (const QdAnimation *animation);
/* Frame `step` at width x height pixels on `cr` (a surface of that size):
 * the palette's background, the drawing fitted and centred, the band. */
void         qd_animation_draw_frame  (const QdAnimation *animation, cairo_t *cr, int width, int height, guint step);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdAnimation, qd_animation_free)

G_END_DECLS
