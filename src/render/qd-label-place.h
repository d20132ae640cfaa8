/* qd-label-place.h — names beside points (a map's regions, a tour's
 * cities) placed so that no two overlap and none covers a point: each
 * label tries the places around its point, nearest first (right, left,
 * above, below, the diagonals), then the same rings farther out with a
 * leader line back to its point; a label with no free place is left out.
 * Private to src/render. */
#pragma once

#include "qd-draw.h"

G_BEGIN_DECLS

typedef struct {
  double x1, y1, x2, y2;
} QdLabelBox;

typedef struct {
  guint n;
  const double *x, *y;            /* the points, in drawing units */
  const char *const *names;       /* NULL entries and "" are not drawn */
  double radius;                  /* of the discs drawn at the points */
  double size;                    /* font size */
  QdLabelBox within;              /* labels stay inside */
} QdPointLabels;

/* The font size for names of `size` drawing units that must show at least
 * `min_px` device pixels high under cr's current scale, both × the
 * palette's text_scale: that `size`, or larger (up to 2.5 times) where the
 * drawing is shown small; `min_px` 0 keeps `size` (exports). */
G_GNUC_INTERNAL double qd_label_screen_size (cairo_t *cr, const QdPalette *palette, double size, double min_px);

/* Finds the places: `boxes` gets n boxes (x2 < x1 for a label left out),
 * `far` (may be NULL) TRUE where a leader line is needed.  Returns how many
 * were placed. */
G_GNUC_INTERNAL guint qd_label_place (const QdDrawText *text, const QdPointLabels *labels,
                                      QdLabelBox *boxes, gboolean *far);

/* Places and draws them on the text's halo, in color (leader lines in
 * `leader`).  Returns how many were drawn. */
G_GNUC_INTERNAL guint qd_label_draw (const QdDrawText *text, const QdPointLabels *labels,
                                     const QdColor *color, double alpha, const QdColor *leader);

/* The text names are drawn in: the palette's font on a halo of its
 * background (nearly opaque, 3 units wide) that keeps them readable over
 * the lines behind them.  Clear it with qd_draw_text_clear. */
G_GNUC_INTERNAL void  qd_label_text_init  (QdDrawText *text, cairo_t *cr, const QdPalette *palette);
/* Places and draws names in that text, in the foreground colour (leader
 * lines muted).  Returns how many were drawn. */
G_GNUC_INTERNAL guint qd_label_draw_names (cairo_t *cr, const QdPalette *palette, const QdPointLabels *labels);

G_END_DECLS
