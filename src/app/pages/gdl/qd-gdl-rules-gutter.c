/* qd-gdl-rules-gutter.c — the Rules pane's margin: each line's number,
 * which is also the number of the rule that begins on it (the why of
 * problems/gdl/qd-gdl-why.h says "because of rule 34": the rule on line
 * 34), the line of an error marked. */
#include "config.h"
#include "qd-gdl-page-private.h"

/* The gap between the numbers and the text, in pixels. */
#define GUTTER_GAP 8

static void
draw_numbers (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  GtkTextView *view = data;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GdkRectangle visible;
  GtkTextIter iter;
  GdkRGBA colour;
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), NULL);
  int error_line = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (view), "error-line"));

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &colour);
  G_GNUC_END_IGNORE_DEPRECATIONS
  gtk_text_view_get_visible_rect (view, &visible);
  gtk_text_view_get_line_at_y (view, &iter, visible.y, NULL);
  while (TRUE)
    {
      int y, line_height, wy, text_width, text_height;
      int line = gtk_text_iter_get_line (&iter) + 1;
      char number[16];

      gtk_text_view_get_line_yrange (view, &iter, &y, &line_height);
      if (y > visible.y + visible.height)
        break;
      gtk_text_view_buffer_to_window_coords (view, GTK_TEXT_WINDOW_LEFT, 0, y, NULL, &wy);
      g_snprintf (number, sizeof number, "%d", line);
      pango_layout_set_text (layout, number, -1);
      pango_layout_get_pixel_size (layout, &text_width, &text_height);
      if (line == error_line)
        {
          cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.35);
          cairo_rectangle (cr, 0, wy, width, line_height);
          cairo_fill (cr);
        }
      cairo_set_source_rgba (cr, colour.red, colour.green, colour.blue, line == error_line ? 1.0 : 0.55);
      cairo_move_to (cr, width - GUTTER_GAP - text_width, wy);
      pango_cairo_show_layout (cr, layout);
      if (!gtk_text_iter_forward_line (&iter))
        break;
    }
  g_object_unref (layout);
  (void) buffer;
}

/* Wide enough for the last line's number. */
static void
fit_width (GtkTextView *view)
{
  GtkWidget *area = gtk_text_view_get_gutter (view, GTK_TEXT_WINDOW_LEFT);
  PangoLayout *layout = gtk_widget_create_pango_layout (area, NULL);
  char number[16];
  int width;

  g_snprintf (number, sizeof number, "%d", gtk_text_buffer_get_line_count (gtk_text_view_get_buffer (view)));
  pango_layout_set_text (layout, number, -1);
  pango_layout_get_pixel_size (layout, &width, NULL);
  gtk_widget_set_size_request (area, width + 2 * GUTTER_GAP, -1);
  gtk_widget_queue_draw (area);
  g_object_unref (layout);
}

static void
redraw (GtkTextView *view)
{
  GtkWidget *area = gtk_text_view_get_gutter (view, GTK_TEXT_WINDOW_LEFT);

  if (area != NULL)
    gtk_widget_queue_draw (area);
}

static void
on_vadjustment (GtkTextView *view)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view));

  if (adjustment != NULL)
    g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (redraw), view, G_CONNECT_SWAPPED);
}

void
qd_gdl_rules_gutter_attach (GtkTextView *view)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_widget_add_css_class (area, "dim-label");
  gtk_widget_add_css_class (area, "monospace");
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_numbers, view, NULL);
  /* Numbers a screen reader need not read: the view says its line. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_text_view_set_gutter (view, GTK_TEXT_WINDOW_LEFT, area);
  g_signal_connect_swapped (gtk_text_view_get_buffer (view), "changed", G_CALLBACK (fit_width), view);
  g_signal_connect (view, "notify::vadjustment", G_CALLBACK (on_vadjustment), NULL);
  on_vadjustment (view);
  fit_width (view);
}

void
qd_gdl_rules_gutter_mark (GtkTextView *view, int line)
{
  g_object_set_data (G_OBJECT (view), "error-line", GINT_TO_POINTER (line));
  redraw (view);
}
