/* qd-logic-render-trace.c — a trace as lines of monospaced text
 * (qd-logic-render-trace.h). */
#include "config.h"
#include "qd-logic-render-trace.h"

#include <pango/pangocairo.h>

/* Geometry, in points: a line's height, a character's advance (monospace
 * at FONT_SIZE), the margin. */
#define FONT_SIZE 12.0
#define LINE_HEIGHT 19.0
#define CHAR_WIDTH 7.4
#define MARGIN 8.0

void
qd_logic_trace_options_init (QdLogicTraceOptions *options, const QdPalette *palette)
{
  *options = (QdLogicTraceOptions) { .palette = palette, .shown = G_MAXUINT };
}

void
qd_logic_trace_get_size (guint n, guint max_chars, double *width, double *height)
{
  *width = 2 * MARGIN + MAX (max_chars, 20u) * CHAR_WIDTH;
  *height = 2 * MARGIN + MAX (n, 1u) * LINE_HEIGHT;
}

void
qd_logic_trace_line_band (guint i, double *top, double *height)
{
  *top = MARGIN + i * LINE_HEIGHT;
  *height = LINE_HEIGHT;
}

static void
set_colour (cairo_t *cr, const QdColor *c)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, c->a);
}

void
qd_logic_trace_render (cairo_t *cr, const char *const *lines, guint n, const QdLogicTraceOptions *options)
{
  const QdPalette *palette = options->palette != NULL ? options->palette : qd_palette_light ();
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Monospace");
  double top, height;

  pango_font_description_set_absolute_size (font, FONT_SIZE * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  /* The current step (the last line shown) is marked behind its text. */
  if (options->shown != G_MAXUINT && options->shown > 0 && options->shown <= n)
    {
      qd_logic_trace_line_band (options->shown - 1, &top, &height);
      cairo_save (cr);
      cairo_set_source_rgba (cr, palette->accent.r, palette->accent.g, palette->accent.b, 0.25);
      cairo_rectangle (cr, MARGIN / 2, top, MAX (options->max_chars, 20u) * CHAR_WIDTH + MARGIN, height);
      cairo_fill (cr);
      cairo_restore (cr);
    }
  for (guint i = 0; i < n; i++)
    {
      qd_logic_trace_line_band (i, &top, &height);
      set_colour (cr, i < options->shown ? &palette->foreground : &palette->muted);
      pango_layout_set_text (layout, lines[i], -1);
      cairo_move_to (cr, MARGIN, top + (LINE_HEIGHT - FONT_SIZE * 1.3) / 2);
      pango_cairo_show_layout (cr, layout);
    }
  pango_font_description_free (font);
  g_object_unref (layout);
}
