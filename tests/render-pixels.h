/* render-pixels.h — what tests of drawings share: a pixel of an image
 * surface, a colour compared with a palette's, the pixels near a colour
 * counted, a surface saved as a PNG in the build folder (to be looked at),
 * an SVG gathered into a string, a rendering drawn into an image with the
 * texts it wrote, a rendering exported in each format. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <math.h>

#include "render/qd-export.h"
#include "render/qd-palette.h"
#include "render/qd-rendering.h"

/* The pixel at (x, y) of an RGB24 or ARGB32 image, as three values 0 … 1. */
static inline void
render_pixel (cairo_surface_t *surface, double x, double y, double rgb[3])
{
  guint8 *data;
  guint32 p;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  p = *(guint32 *) (data + (int) y * cairo_image_surface_get_stride (surface) + (int) x * 4);
  rgb[0] = ((p >> 16) & 0xff) / 255.0;
  rgb[1] = ((p >> 8) & 0xff) / 255.0;
  rgb[2] = (p & 0xff) / 255.0;
}

static inline gboolean
render_near (const double rgb[3], const QdColor *c, double tolerance)
{
  return fabs (rgb[0] - c->r) < tolerance && fabs (rgb[1] - c->g) < tolerance && fabs (rgb[2] - c->b) < tolerance;
}

/* The pixels of `surface` whose colour is within `tolerance` of `color`. */
static inline guint
render_count_near (cairo_surface_t *surface, const QdColor *color, double tolerance)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  guint n = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        double rgb[3];
        render_pixel (surface, x, y, rgb);
        n += render_near (rgb, color, tolerance);
      }
  return n;
}

static inline void
render_save_png (cairo_surface_t *surface, const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);

  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
}

/* Whether TEXTS (a log of qd_export_log_text) holds TEXT. */
static inline gboolean
render_logged (GPtrArray *texts, const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (g_strcmp0 (g_ptr_array_index (texts, i), text) == 0)
      return TRUE;
  return FALSE;
}

/* A cairo_write_func_t appending to a GString (`closure`). */
static inline cairo_status_t
render_append (void *closure, const unsigned char *data, unsigned int length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* A rendering drawn into an image, with the texts it wrote. */
typedef struct {
  cairo_surface_t *surface;
  GPtrArray *texts;   /* what the drawing wrote (qd_export_log_text) */
} RenderPicture;

/* Draws `rendering` at `width` × `height` into pic's new image, saved in
 * the build folder as `name` (NULL: not saved). */
static inline void
render_picture_draw (RenderPicture *pic, double width, double height, QdRendering rendering, const char *name)
{
  cairo_t *cr;

  pic->surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
  pic->texts = g_ptr_array_new_with_free_func (g_free);
  cr = cairo_create (pic->surface);
  qd_export_log_text (pic->surface, pic->texts);
  qd_rendering_draw (cr, width, height, &rendering);
  qd_export_log_text (pic->surface, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  if (name != NULL)
    render_save_png (pic->surface, name);
}

static inline void
render_picture_clear (RenderPicture *pic)
{
  cairo_surface_destroy (pic->surface);
  g_ptr_array_unref (pic->texts);
}

/* Exports `rendering` at `width` × `height` as STEM.png, STEM.svg and
 * STEM.pdf in the build folder through qd_export_drawing: each written, over
 * 1000 bytes, starting as its format must. */
static inline void
render_check_exports (QdRendering rendering, double width, double height, const char *stem)
{
  static const struct { const char *extension; const char *magic; gsize len; } files[] = {
    { "png", "\x89PNG\r\n\x1a\n", 8 },
    { "svg", "<?xml", 5 },
    { "pdf", "%PDF-", 5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s.%s", stem, files[i].extension);
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GError) error = NULL;
      g_autofree char *data = NULL;
      QdExportFormat format;
      gsize len;

      g_assert_true (qd_export_format_from_path (path, &format));
      g_assert_true (qd_export_drawing (file, format, width, height, 1, qd_rendering_draw, &rendering, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      g_assert_cmpuint (len, >, 1000);
      g_assert_cmpmem (data, files[i].len, files[i].magic, files[i].len);
    }
}
