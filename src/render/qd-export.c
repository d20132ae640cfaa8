/* qd-export.c — one path from a drawing to PNG, SVG and PDF files, written
 * through the one writer of core/qd-file.c (atomic for regular files, a
 * failed export replaces nothing). */
#include "qd-export.h"
#include "qd-draw.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

/* Larger pictures are refused before anything is drawn. */
#define MAX_SIZE 20000.0
/* cairo's image surfaces are limited to 32767 pixels a side. */
#define MAX_PIXELS 32767.0
#define MAX_SCALE 16.0

gboolean
qd_export_format_from_path (const char *path, QdExportFormat *format)
{
  const char *dot;
  const char *slash;
  QdExportFormat found;

  if (path == NULL)
    return FALSE;

  dot = strrchr (path, '.');
  slash = strrchr (path, '/');
  if (dot == NULL || (slash != NULL && dot < slash))
    return FALSE;

  if (g_ascii_strcasecmp (dot + 1, "png") == 0)
    found = QD_EXPORT_PNG;
  else if (g_ascii_strcasecmp (dot + 1, "svg") == 0)
    found = QD_EXPORT_SVG;
  else if (g_ascii_strcasecmp (dot + 1, "pdf") == 0)
    found = QD_EXPORT_PDF;
  else
    return FALSE;

  if (format != NULL)
    *format = found;
  return TRUE;
}

const char *
qd_export_format_extension (QdExportFormat format)
{
  switch (format)
    {
    case QD_EXPORT_PNG: return "png";
    case QD_EXPORT_SVG: return "svg";
    case QD_EXPORT_PDF: return "pdf";
    default: break;
    }
  g_return_val_if_reached (NULL);
}

const char *
qd_export_format_mime_type (QdExportFormat format)
{
  switch (format)
    {
    case QD_EXPORT_PNG: return "image/png";
    case QD_EXPORT_SVG: return "image/svg+xml";
    case QD_EXPORT_PDF: return "application/pdf";
    default: break;
    }
  g_return_val_if_reached (NULL);
}

cairo_status_t
qd_export_stream_write (void *closure, const unsigned char *data, unsigned int length)
{
  return qd_save_stream_write (closure, (const char *) data, length) ? CAIRO_STATUS_SUCCESS
                                                                     : CAIRO_STATUS_WRITE_ERROR;
}

cairo_status_t
qd_export_stream_close (cairo_t *cr, cairo_surface_t *surface)
{
  cairo_status_t status = cairo_status (cr);

  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return status;
}

/* ------------------------------------------------------------------------ */

static gboolean
check_cairo (cairo_status_t status, const char *name, const char *what, GError **error)
{
  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;
  g_set_error (error, G_IO_ERROR,
               status == CAIRO_STATUS_NO_MEMORY ? G_IO_ERROR_NO_SPACE : G_IO_ERROR_FAILED,
               _("Could not save “%s”: %s failed: %s"), name, what, cairo_status_to_string (status));
  return FALSE;
}

static gboolean
check_arguments (const char *name,
                 QdExportFormat format,
                 double width,
                 double height,
                 double scale,
                 GError **error)
{
  if (format != QD_EXPORT_PNG && format != QD_EXPORT_SVG && format != QD_EXPORT_PDF)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Could not save “%s”: unknown picture format"), name);
      return FALSE;
    }

  if (!(width > 0 && width <= MAX_SIZE && height > 0 && height <= MAX_SIZE))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Could not save “%s”: the picture is %g × %g; each side must be "
                     "more than 0 and at most %g"), name, width, height, MAX_SIZE);
      return FALSE;
    }

  if (format == QD_EXPORT_PNG)
    {
      if (!(scale > 0 && scale <= MAX_SCALE))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("Could not save “%s”: the scale %g is not between 0 and %g"),
                       name, scale, MAX_SCALE);
          return FALSE;
        }
      if (ceil (width * scale) > MAX_PIXELS || ceil (height * scale) > MAX_PIXELS)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("Could not save “%s”: %g × %g pixels is too large for a PNG "
                         "picture (at most %g a side); export SVG or PDF instead"),
                       name, ceil (width * scale), ceil (height * scale), MAX_PIXELS);
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
export_png (GFile *file, const char *name, double width, double height, double scale,
            QdDrawFunc draw, gpointer user_data, GError **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  QdSaveStream *stream;

  /* Draw first: a drawing that fails never touches the file. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                        (int) ceil (width * scale),
                                        (int) ceil (height * scale));
  if (!check_cairo (cairo_surface_status (surface), name, _("Creating the image"), error))
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }

  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  draw (cr, width, height, user_data);
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (!check_cairo (status, name, _("Drawing"), error))
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }

  stream = qd_save_stream_open (file, error);
  if (stream == NULL)
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }

  status = cairo_surface_write_to_png_stream (surface, qd_export_stream_write, stream);
  cairo_surface_destroy (surface);

  if (qd_save_stream_get_error (stream) == NULL && !check_cairo (status, name, _("Writing the PNG data"), error))
    {
      qd_save_stream_abort (stream);
      return FALSE;
    }

  return qd_save_stream_commit (stream, error);
}

static gboolean
export_vector (GFile *file, const char *name, QdExportFormat format,
               double width, double height,
               QdDrawFunc draw, gpointer user_data, GError **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  QdSaveStream *stream;

  stream = qd_save_stream_open (file, error);
  if (stream == NULL)
    return FALSE;

  if (format == QD_EXPORT_SVG)
    surface = cairo_svg_surface_create_for_stream (qd_export_stream_write, stream, width, height);
  else
    surface = cairo_pdf_surface_create_for_stream (qd_export_stream_write, stream, width, height);

  cr = cairo_create (surface);
  draw (cr, width, height, user_data);
  status = qd_export_stream_close (cr, surface);

  if (qd_save_stream_get_error (stream) == NULL && !check_cairo (status, name, _("Drawing"), error))
    {
      qd_save_stream_abort (stream);
      return FALSE;
    }

  return qd_save_stream_commit (stream, error);
}

gboolean
qd_export_drawing (GFile *file,
                   QdExportFormat format,
                   double width,
                   double height,
                   double scale,
                   QdDrawFunc draw,
                   gpointer user_data,
                   GError **error)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (draw != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  name = qd_file_display_name (file);
  if (!check_arguments (name, format, width, height, scale, error))
    return FALSE;

  if (format == QD_EXPORT_PNG)
    return export_png (file, name, width, height, scale, draw, user_data, error);
  return export_vector (file, name, format, width, height, draw, user_data, error);
}

void
qd_export_log_text (cairo_surface_t *surface, GPtrArray *log)
{
  cairo_surface_set_user_data (surface, &qd_draw_text_log_key, log, NULL);
}
