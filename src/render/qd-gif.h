/* qd-gif.h — an animation (qd-animation.h) as an animated GIF.
 *
 * Written with giflib (libgif-dev in Debian, part of the GNOME runtime):
 * the GIF container and its LZW coding are a maintained library's, the
 * frames and their palette are ours.  One palette for every frame: the
 * app's own colours and the colours the first and last frames are mostly
 * made of (flat fills, kept exact), a grey ramp and a colour cube for the
 * edges of shapes and letters.  After the first frame each frame holds only
 * the rectangle that changed, its unchanged pixels transparent: a replay of
 * 100 steps at 800 x 600 takes some hundreds of kilobytes. */
#pragma once

#include <gio/gio.h>

#include "qd-animation.h"

G_BEGIN_DECLS

typedef struct {
  int width, height;          /* pixels of every frame */
  guint delay_ms;             /* between frames */
  guint last_pause_ms;        /* on the last frame before the loop starts again */
  gboolean loop;              /* play again and again (else once) */
  /* The most frames (0: a frame for every step): a long replay shows steps
   * spread evenly, its first and last kept (qd_animation_frame_step), so
   * that a run of thousands of steps still plays in minutes. */
  guint max_frames;
} QdGifOptions;

#define QD_GIF_DEFAULT_WIDTH 800
#define QD_GIF_DEFAULT_HEIGHT 600
#define QD_GIF_DEFAULT_DELAY_MS 500
#define QD_GIF_MIN_SIDE 64
#define QD_GIF_MAX_SIDE 4096
#define QD_GIF_MAX_DELAY_MS 60000
#define QD_GIF_DEFAULT_FRAMES 300
#define QD_GIF_MIN_FRAMES 2        /* the start and the end */
#define QD_GIF_MAX_FRAMES 100000
/* The most pixels a GIF draws, width × height × frames (each frame is
 * drawn, quantised and compared whole): 2,000,000,000, say 300 frames of
 * 2560 x 2560 or 4,166 of 800 x 600, a minute or two of work.  A larger one
 * is refused before any frame is drawn (qd_gif_check); the command line's
 * default budget of frames shrinks to fit a large --gif-size. */
#define QD_GIF_MAX_PIXELS G_GUINT64_CONSTANT (2000000000)

/* 800 x 600, 500 ms, a pause of 2.5 s on the last frame, looping, at most
 * 300 frames. */
void     qd_gif_options_init  (QdGifOptions *options);
/* The pause on the last frame for a delay: five delays, at least 2 s. */
guint    qd_gif_last_pause_for (guint delay_ms);
/* How long one play of the animation lasts with these options, in
 * milliseconds (the delays as the GIF stores them, in hundredths of a
 * second): for saying it before it is written. */
guint64  qd_gif_play_ms       (const QdAnimation *animation, const QdGifOptions *options);

/* The frames the animation takes with these options, and FALSE with an
 * error (saying the limit) when the size is out of range, the replay has
 * more than QD_ANIMATION_MAX_STEPS steps, or width × height × frames is
 * over QD_GIF_MAX_PIXELS: what qd_gif_write checks before it draws. */
gboolean qd_gif_check  (const QdAnimation *animation, const QdGifOptions *options, GError **error);
/* The most frames of width x height pixels within QD_GIF_MAX_PIXELS. */
guint    qd_gif_max_frames_for (int width, int height);

/* Writes the animation, atomically (core/qd-file.h): the frames of
 * qd_animation_n_frames (animation, options->max_frames).  `stop` (may be
 * NULL, read atomically) ends the writing early: FALSE and
 * G_IO_ERROR_CANCELLED, the file left as it was; `frames_done` (may be
 * NULL; a QdProgress field) counts the frames written, for a progress bar.  An animation of more than
 * QD_ANIMATION_MAX_STEPS steps, or of more pixels than QD_GIF_MAX_PIXELS, is
 * refused before a frame is drawn (the error says how many). */
gboolean qd_gif_write (const QdAnimation *animation, const QdGifOptions *options, GFile *file, const gint *stop,
                       gint64 *frames_done, GError **error);

G_END_DECLS
