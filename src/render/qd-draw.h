/* qd-draw.h — small cairo helpers every drawing of src/render uses: colours,
 * shapes, and text with cairo's "toy" text API.  Private to src/render. */
#pragma once

#include <cairo.h>
#include "qd-palette.h"

G_BEGIN_DECLS

/* The colour, its alpha scaled by `alpha`, as the source. */
G_GNUC_INTERNAL void qd_draw_set_color    (cairo_t *cr, const QdColor *color, double alpha);
/* A line width scaled by the palette's line_scale (high contrast,
 * presentation): every meaningful line of a drawing sets its width so. */
G_GNUC_INTERNAL void qd_draw_line_width   (cairo_t *cr, const QdPalette *palette, double width);
/* The dash pattern of `style` (0: solid, then 7 distinct patterns, the
 * table repeating), its lengths × the palette's line_scale. */
G_GNUC_INTERNAL void qd_draw_dash_style   (cairo_t *cr, const QdPalette *palette, guint style);
/* A player's mark of radius r centred at (cx, cy) in the player's ink
 * (qd_palette_player_ink): X, a cross, for player 0; O, a ring, for 1. */
G_GNUC_INTERNAL void qd_draw_player_mark  (cairo_t *cr, const QdPalette *palette, guint player, double cx, double cy,
                                           double r, double alpha);
/* A rectangle with rounded corners as a new sub-path (radius clamped). */
G_GNUC_INTERNAL void qd_draw_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double radius);

/* The part of the surface a drawing is asked for (cairo's clip extents),
 * for skipping what lies outside it. */
typedef struct {
  double x1, y1, x2, y2;
} QdDrawClip;

G_GNUC_INTERNAL void     qd_draw_clip_get     (cairo_t *cr, QdDrawClip *clip);
/* Whether the rectangle (x1, y1)-(x2, y2) meets the clip (touching counts). */
G_GNUC_INTERNAL gboolean qd_draw_clip_meets   (const QdDrawClip *clip, double x1, double y1, double x2, double y2);

/* Clips the segment (x1, y1)-(x2, y2) to the rectangle (cx1, cy1)-(cx2, cy2)
 * in place; FALSE when nothing of it is inside. */
G_GNUC_INTERNAL gboolean qd_draw_clip_segment (double cx1, double cy1, double cx2, double cy2,
                                               double *x1, double *y1, double *x2, double *y2);

/* ------------------------------------------------------------------ text */

/* The user data of a target surface holding the GPtrArray that
 * qd_export_log_text attached: qd_draw_text appends what it draws. */
G_GNUC_INTERNAL extern const cairo_user_data_key_t qd_draw_text_log_key;

/* The text of one drawing: the face it asks for and how tall its capitals
 * are, to centre text on a line whatever the characters. */
typedef struct {
  cairo_t *cr;
  char *family;            /* the first family of the palette's list */
  double cap_ratio;        /* height of a capital per unit of font size */
  /* For QD_DRAW_TEXT_HALO: the outline stroked behind the glyphs (in the
   * current line join), which keeps lines under a text out of it. */
  const QdColor *halo;
  double halo_alpha;
  double halo_width;
} QdDrawText;

/* How to draw a text: its face, then where the point (x, y) is on it, one
 * of each group. */
typedef enum {
  QD_DRAW_TEXT_BOLD           = 1 << 0,
  QD_DRAW_TEXT_ITALIC         = 1 << 1,
  QD_DRAW_TEXT_HALO           = 1 << 2,
  /* x is … */
  QD_DRAW_TEXT_LEFT           = 0 << 3,   /* where the pen starts */
  QD_DRAW_TEXT_INK_LEFT       = 1 << 3,   /* the left edge of the glyphs' ink */
  QD_DRAW_TEXT_CENTER         = 2 << 3,   /* the middle of the ink */
  QD_DRAW_TEXT_ADVANCE_CENTER = 3 << 3,   /* halfway along the advance */
  QD_DRAW_TEXT_RIGHT          = 4 << 3,   /* where the pen ends */
  QD_DRAW_TEXT_INK_RIGHT      = 5 << 3,   /* the right edge of the ink */
  QD_DRAW_TEXT_X_MASK         = 7 << 3,
  /* y is … */
  QD_DRAW_TEXT_CAP_MIDDLE     = 0 << 6,   /* halfway up a capital */
  QD_DRAW_TEXT_INK_MIDDLE     = 1 << 6,   /* the middle of the ink */
  QD_DRAW_TEXT_BASELINE       = 2 << 6,
  QD_DRAW_TEXT_Y_MASK         = 3 << 6,
} QdDrawTextFlags;

/* `family_list` is the palette's (NULL: "sans-serif"); cap_ratio is measured
 * on `capital` ("H"; a digit where the text is numbers).  Leaves cr's font
 * as it was. */
G_GNUC_INTERNAL void   qd_draw_text_init      (QdDrawText *text, cairo_t *cr, const char *family_list,
                                               const char *capital);
G_GNUC_INTERNAL void   qd_draw_text_clear     (QdDrawText *text);

/* The height of sample's ink per unit of font size in the regular face, or
 * `otherwise` when it has none. */
G_GNUC_INTERNAL double qd_draw_text_ink_ratio (const QdDrawText *text, const char *sample, double otherwise);

/* TRUE if the family's regular face has a glyph for every character of
 * sample. */
G_GNUC_INTERNAL gboolean qd_draw_text_covers  (const QdDrawText *text, const char *sample);

/* Selects the face (bold and italic from flags) at size: the family, or
 * "sans-serif" when the family lacks a glyph of a non-ASCII text. */
G_GNUC_INTERNAL void   qd_draw_text_select    (const QdDrawText *text, const char *string, double size,
                                               QdDrawTextFlags flags);

/* The extents of string in the face qd_draw_text_select picks; returns the
 * advance. */
G_GNUC_INTERNAL double qd_draw_text_extents   (const QdDrawText *text, const char *string, double size,
                                               QdDrawTextFlags flags, cairo_text_extents_t *extents);

/* The advance of string in the face qd_draw_text_select picks. */
G_GNUC_INTERNAL double qd_draw_text_advance   (const QdDrawText *text, const char *string, double size,
                                               QdDrawTextFlags flags);

/* Draws string at (x, y) as flags place it, in color with its alpha scaled
 * by alpha; returns its advance.  Leaves no current path. */
G_GNUC_INTERNAL double qd_draw_text           (const QdDrawText *text, const char *string, double size,
                                               QdDrawTextFlags flags, double x, double y,
                                               const QdColor *color, double alpha);

/* ------------------------------------------------------------- a drawing */

/* Starts a drawing in `palette`: saves cr's state, paints the palette's
 * background over the clip, and readies `text` in the palette's font (its
 * cap ratio measured on `capital`, as qd_draw_text_init).  qd_draw_end ends
 * the drawing. */
G_GNUC_INTERNAL void   qd_draw_begin          (cairo_t *cr, const QdPalette *palette, QdDrawText *text,
                                               const char *capital);
/* Ends a drawing qd_draw_begin started: clears `text`, restores cr. */
G_GNUC_INTERNAL void   qd_draw_end            (cairo_t *cr, QdDrawText *text);

G_END_DECLS

