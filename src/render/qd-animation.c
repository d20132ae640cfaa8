/* qd-animation.c — a replay's frames (qd-animation.h). */
#include "config.h"
#include "qd-animation.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-draw.h"
#include "qd-palette.h"

QdAnimation *
qd_animation_new (guint n_steps, double width, double height, QdAnimationDraw draw, QdAnimationDescribe describe,
                  gpointer data, GDestroyNotify data_free)
{
  QdAnimation *animation = g_new0 (QdAnimation, 1);

  animation->n_steps = n_steps;
  animation->width = MAX (width, 1);
  animation->height = MAX (height, 1);
  animation->draw = draw;
  animation->describe = describe;
  animation->data = data;
  animation->data_free = data_free;
  return animation;
}

void
qd_animation_free (QdAnimation *animation)
{
  if (animation == NULL)
    return;
  if (animation->data_free != NULL)
    animation->data_free (animation->data);
  g_free (animation);
}

const QdPalette *
qd_animation_palette (const QdAnimation *animation)
{
  return animation->palette != NULL ? animation->palette : qd_palette_light ();
}

guint
qd_animation_n_frames (const QdAnimation *animation, guint max_frames)
{
  guint all = animation->n_steps + 1;

  return max_frames == 0 || all <= max_frames ? all : MAX (max_frames, 2);
}

guint
qd_animation_frame_step (const QdAnimation *animation, guint max_frames, guint frame)
{
  guint64 last = qd_animation_n_frames (animation, max_frames) - 1;

  if (last == 0)
    return 0;
  /* Rounded to nearest in integers.  When frames are fewer than steps the
   * spacing n_steps / last is above 1, so rounding never gives one step
   * twice. */
  return (guint) MIN (((guint64) 2 * frame * animation->n_steps + last) / (2 * last), animation->n_steps);
}

int
qd_animation_band_height (int frame_height)
{
  return CLAMP (frame_height / 14, 18, 48);
}

/* `text` cut with "…" until it is at most `width` wide. */
static char *
fit_text (const QdDrawText *text, const char *string, double size, double width)
{
  g_autofree char *cut = g_strdup (string);
  glong length = g_utf8_strlen (cut, -1);

  while (length > 1 && qd_draw_text_advance (text, cut, size, 0) > width)
    {
      g_autofree char *shorter = g_utf8_substring (string, 0, --length);

      g_free (cut);
      cut = g_strconcat (shorter, "…", NULL);
    }
  return g_steal_pointer (&cut);
}

static void
draw_band (const QdAnimation *animation, cairo_t *cr, int width, int height, int band, guint step)
{
  const QdPalette *palette = qd_animation_palette (animation);
  QdDrawText text;
  double size = band * 0.5, pad = band * 0.45, counter_w;
  g_autofree char *counter = NULL;
  g_autofree char *what = NULL;

  qd_draw_set_color (cr, &palette->foreground, 0.06);
  cairo_rectangle (cr, 0, height - band, width, band);
  cairo_fill (cr);
  qd_draw_set_color (cr, &palette->foreground, 0.25);
  cairo_rectangle (cr, 0, height - band, width, 1);
  cairo_fill (cr);

  qd_draw_text_init (&text, cr, palette->font_family, "0");
  /* Translators: the counter on each frame of an animation. */
  counter = step == 0 ? g_strdup_printf (_("Start (%u steps)"), animation->n_steps)
                      : g_strdup_printf (_("Step %u of %u"), step, animation->n_steps);
  counter_w = qd_draw_text (&text, counter, size, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_LEFT | QD_DRAW_TEXT_CAP_MIDDLE,
                            pad, height - band / 2.0, &palette->foreground, 1);
  if (step > 0 && animation->describe != NULL)
    what = animation->describe (step, animation->data);
  if (what != NULL && *what != '\0')
    {
      double x = pad + counter_w + pad * 1.5;
      g_autofree char *shown = fit_text (&text, what, size, width - x - pad);

      qd_draw_text (&text, shown, size, QD_DRAW_TEXT_LEFT | QD_DRAW_TEXT_CAP_MIDDLE, x, height - band / 2.0,
                    &palette->foreground, 0.85);
    }
  qd_draw_text_clear (&text);
}

void
qd_animation_draw_frame (const QdAnimation *animation, cairo_t *cr, int width, int height, guint step)
{
  const QdPalette *palette = qd_animation_palette (animation);
  int band = qd_animation_band_height (height);
  double room_w = width, room_h = MAX (height - band, 1);
  double fit = MIN (room_w / animation->width, room_h / animation->height);

  cairo_save (cr);
  qd_draw_set_color (cr, &palette->background, 1);
  cairo_paint (cr);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, room_w, room_h);
  cairo_clip (cr);
  cairo_translate (cr, (room_w - animation->width * fit) / 2, (room_h - animation->height * fit) / 2);
  cairo_scale (cr, fit, fit);
  animation->draw (cr, MIN (step, animation->n_steps), palette, animation->data);
  cairo_restore (cr);
  draw_band (animation, cr, width, height, band, step);
  cairo_restore (cr);
}
