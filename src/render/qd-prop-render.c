/* qd-prop-render.c — what the propositional drawings share. */
#include "qd-prop-render-private.h"

#include "qd-text-measure.h"

void
qd_prop_render_options_init (QdPropRenderOptions *options, const QdPalette *palette)
{
  *options = (QdPropRenderOptions) { .palette = palette, .selected = -1, .step = -1 };
}

double
qd_prop_render_measure (const char *text, double size)
{
  return qd_text_measure (text, size);
}

double
qd_prop_render_caption_width (const char *text)
{
  /* The fixed metrics are a regular face's; a bold one is up to a tenth wider. */
  return qd_text_measure (text, PROP_CAPTION) * 1.1;
}

void
qd_prop_render_caption (const QdDrawText *face, const QdPalette *p, const char *text)
{
  qd_draw_text (face, text, PROP_CAPTION, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CAP_MIDDLE,
                PROP_MARGIN, PROP_MARGIN + PROP_CAPTION / 2, &p->foreground, 1.0);
}

void
qd_prop_render_box (cairo_t *cr, const QdPalette *p, double x, double y, double w, double h, const QdColor *fill,
                 double fill_alpha, const QdColor *line, double line_width)
{
  qd_draw_rounded_rect (cr, x, y, w, h, MIN (6.0, h / 2));
  qd_draw_set_color (cr, &p->background, 1.0);
  cairo_fill_preserve (cr);
  if (fill != NULL)
    {
      qd_draw_set_color (cr, fill, fill_alpha);
      cairo_fill_preserve (cr);
    }
  qd_draw_set_color (cr, line, 1.0);
  qd_draw_line_width (cr, p, line_width);
  cairo_stroke (cr);
}
