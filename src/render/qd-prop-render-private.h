/* qd-prop-render-private.h — what the drawings of qd-prop-render.h share:
 * text sizes, margins, and the caption every view writes on top. */
#pragma once

#include "qd-draw.h"
#include "qd-prop-render.h"

G_BEGIN_DECLS

#define PROP_MARGIN      16.0
#define PROP_TEXT        13.0    /* cells, clauses, formulas */
#define PROP_SMALL       11.0    /* counts, parents, notes */
#define PROP_CAPTION     14.0    /* the line on top */
#define PROP_LINE_GAP     6.0    /* between a text line and the next */
#define PROP_CAPTION_H   (PROP_CAPTION + 2 * PROP_LINE_GAP)

/* The step shown: options->step, or `n` for -1 (the whole run) and past n. */
static inline guint
prop_render_step (const QdPropRenderOptions *options, guint n)
{
  return options->step < 0 || (guint) options->step > n ? n : (guint) options->step;
}

/* The palette the options ask for. */
static inline const QdPalette *
prop_render_palette (const QdPropRenderOptions *options)
{
  return qd_palette_or_light (options->palette);
}

/* How much larger the palette's text scale draws the whole picture
 * (positions, boxes and text together, so nothing overlaps at any scale):
 * get_size multiplies by it, hit divides by it, render scales cr. */
static inline double
prop_render_scale (const QdPropRenderOptions *options)
{
  double s = prop_render_palette (options)->text_scale;

  return s > 0 ? s : 1.0;
}

/* Starts a drawing of these views: qd_draw_begin in the options' palette,
 * then cr scaled by prop_render_scale (the layout's units to the picture's). */
static inline void
prop_render_begin (cairo_t *cr, const QdPropRenderOptions *options, QdDrawText *face)
{
  double s = prop_render_scale (options);

  qd_draw_begin (cr, prop_render_palette (options), face, "H");
  cairo_scale (cr, s, s);
}

/* Labels drawn over lines (QD_DRAW_TEXT_HALO) get a halo of the background,
 * `width` wide. */
static inline void
prop_render_halo (QdDrawText *face, const QdPalette *p, double width)
{
  face->halo = &p->background;
  face->halo_alpha = 1.0;
  face->halo_width = width;
}

/* The width of `text` at `size` in the fixed metrics every layout uses. */
G_GNUC_INTERNAL double qd_prop_render_measure (const char *text, double size);

/* The width of `text` as the caption draws it (bold: wider than measured). */
G_GNUC_INTERNAL double qd_prop_render_caption_width (const char *text);
/* Draws `text` as the caption at the top left, bold. */
G_GNUC_INTERNAL void   qd_prop_render_caption (const QdDrawText *face, const QdPalette *p, const char *text);

/* A rounded box filled and outlined: the nodes of the tree and graph. */
G_GNUC_INTERNAL void   qd_prop_render_box (cairo_t *cr, const QdPalette *p, double x, double y, double w, double h,
                                        const QdColor *fill, double fill_alpha, const QdColor *line,
                                        double line_width);

G_END_DECLS
