/* qd-export.c — one path from a drawing to PNG, SVG and PDF files.
 *
 * Every file goes through g_file_replace(): GLib writes a temporary file next
 * to the destination and renames it over the destination when the stream is
 * closed.  A failed export must not replace anything, and a GOutputStream that
 * is merely dropped closes itself (which would commit the rename), so on
 * failure the stream is closed with an already cancelled GCancellable: the
 * local backend then deletes the temporary file instead of renaming it.  When
 * the destination did not exist before, GLib writes it in place; that
 * half-written new file is deleted.
 */
#include "qd-export.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <math.h>
#include <string.h>

/* Larger pictures are refused before anything is drawn. */
#define MAX_SIZE 20000.0
/* cairo's image surfaces are limited to 32767 pixels a side. */
#define MAX_PIXELS 32767.0
#define MAX_SCALE 16.0
#define BUFFER_SIZE (64 * 1024)

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

/* ------------------------------------------------------------------------ */
/* An atomic writer over g_file_replace(). */

typedef struct {
  GFile *file;
  char *name;                 /* for messages */
  GOutputStream *base;        /* the GFileOutputStream */
  GOutputStream *stream;      /* buffered, what is written to */
  char *direct_id;            /* id::file of the stream when it writes in place */
  GError *error;              /* the first write error */
} Writer;

static char *
file_display_name (GFile *file)
{
  return g_file_get_parse_name (file);
}

/* Adds the file name to an error unless the message already has it. */
static void
name_error (GError **error, const char *name)
{
  if (error == NULL || *error == NULL)
    return;
  if (strstr ((*error)->message, name) == NULL)
    g_prefix_error (error, "Could not save “%s”: ", name);
}

static char *
query_file_id (GFileInfo *info)
{
  const char *id;

  if (info == NULL)
    return NULL;
  id = g_file_info_get_attribute_string (info, G_FILE_ATTRIBUTE_ID_FILE);
  return g_strdup (id);
}

static void
writer_free (Writer *writer)
{
  g_clear_object (&writer->stream);
  g_clear_object (&writer->base);
  g_clear_object (&writer->file);
  g_clear_pointer (&writer->name, g_free);
  g_clear_pointer (&writer->direct_id, g_free);
  g_clear_error (&writer->error);
}

static gboolean
writer_open (Writer *writer, GFile *file, GError **error)
{
  g_autoptr(GFileOutputStream) out = NULL;
  g_autoptr(GFileInfo) stream_info = NULL;
  g_autoptr(GFileInfo) file_info = NULL;
  g_autofree char *stream_id = NULL;
  g_autofree char *file_id = NULL;

  memset (writer, 0, sizeof *writer);
  writer->file = g_object_ref (file);
  writer->name = file_display_name (file);

  out = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL, error);
  if (out == NULL)
    {
      name_error (error, writer->name);
      writer_free (writer);
      return FALSE;
    }

  /* Does the stream write the destination itself (a new file) or a
   * temporary file beside it?  Only the first must be deleted on failure. */
  stream_info = g_file_output_stream_query_info (out, G_FILE_ATTRIBUTE_ID_FILE, NULL, NULL);
  file_info = g_file_query_info (file, G_FILE_ATTRIBUTE_ID_FILE,
                                 G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  stream_id = query_file_id (stream_info);
  file_id = query_file_id (file_info);
  if (stream_id != NULL && g_strcmp0 (stream_id, file_id) == 0)
    writer->direct_id = g_steal_pointer (&stream_id);

  writer->base = G_OUTPUT_STREAM (g_steal_pointer (&out));
  writer->stream = g_buffered_output_stream_new_sized (writer->base, BUFFER_SIZE);
  return TRUE;
}

static gboolean
writer_write (Writer *writer, const void *data, gsize length)
{
  if (writer->error != NULL)
    return FALSE;
  return g_output_stream_write_all (writer->stream, data, length, NULL, NULL, &writer->error);
}

/* Drops everything written: the destination keeps its old contents. */
static void
writer_abort (Writer *writer)
{
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();

  g_cancellable_cancel (cancelled);
  if (writer->stream != NULL)
    g_output_stream_close (writer->stream, cancelled, NULL);
  if (writer->base != NULL)
    g_output_stream_close (writer->base, cancelled, NULL);

  if (writer->direct_id != NULL)
    {
      g_autoptr(GFileInfo) info = g_file_query_info (writer->file, G_FILE_ATTRIBUTE_ID_FILE,
                                                     G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                                     NULL, NULL);
      g_autofree char *id = query_file_id (info);

      /* Still our half-written file, not one someone put there since. */
      if (g_strcmp0 (id, writer->direct_id) == 0)
        g_file_delete (writer->file, NULL, NULL);
    }

  writer_free (writer);
}

/* Flushes and commits (the rename of the temporary file).  Consumes the
 * writer. */
static gboolean
writer_commit (Writer *writer, GError **error)
{
  if (writer->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&writer->error));
      name_error (error, writer->name);
      writer_abort (writer);
      return FALSE;
    }

  /* Flush first: a failed flush inside close would still close (commit) the
   * file stream underneath. */
  if (!g_output_stream_flush (writer->stream, NULL, error))
    {
      name_error (error, writer->name);
      writer_abort (writer);
      return FALSE;
    }

  if (!g_output_stream_close (writer->stream, NULL, error))
    {
      /* The local backend removes its temporary file when the rename fails. */
      name_error (error, writer->name);
      writer_abort (writer);
      return FALSE;
    }

  writer_free (writer);
  return TRUE;
}

/* The atomic writer, in pieces, for text made as it is written. */
struct _QdSaveStream {
  Writer writer;
};

QdSaveStream *
qd_save_stream_open (GFile *file, GError **error)
{
  QdSaveStream *stream = g_new0 (QdSaveStream, 1);

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  if (!writer_open (&stream->writer, file, error))
    {
      g_free (stream);
      return NULL;
    }
  return stream;
}

gboolean
qd_save_stream_write (QdSaveStream *stream, const char *text, gsize length)
{
  return writer_write (&stream->writer, text, length);
}

gboolean
qd_save_stream_commit (QdSaveStream *stream, GError **error)
{
  gboolean ok = writer_commit (&stream->writer, error);

  g_free (stream);
  return ok;
}

void
qd_save_stream_abort (QdSaveStream *stream)
{
  if (stream == NULL)
    return;
  writer_abort (&stream->writer);
  g_free (stream);
}

static cairo_status_t
write_to_writer (void *closure, const unsigned char *data, unsigned int length)
{
  Writer *writer = closure;

  return writer_write (writer, data, length) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

/* ------------------------------------------------------------------------ */

static gboolean
check_cairo (cairo_status_t status, const char *name, const char *what, GError **error)
{
  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;
  g_set_error (error, G_IO_ERROR,
               status == CAIRO_STATUS_NO_MEMORY ? G_IO_ERROR_NO_SPACE : G_IO_ERROR_FAILED,
               "Could not save “%s”: %s failed: %s", name, what, cairo_status_to_string (status));
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
                   "Could not save “%s”: unknown picture format", name);
      return FALSE;
    }

  if (!(width > 0 && width <= MAX_SIZE && height > 0 && height <= MAX_SIZE))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "Could not save “%s”: the picture is %g × %g; each side must be "
                   "more than 0 and at most %g", name, width, height, MAX_SIZE);
      return FALSE;
    }

  if (format == QD_EXPORT_PNG)
    {
      if (!(scale > 0 && scale <= MAX_SCALE))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       "Could not save “%s”: the scale %g is not between 0 and %g",
                       name, scale, MAX_SCALE);
          return FALSE;
        }
      if (ceil (width * scale) > MAX_PIXELS || ceil (height * scale) > MAX_PIXELS)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       "Could not save “%s”: %g × %g pixels is too large for a PNG "
                       "picture (at most %g a side); export SVG or PDF instead",
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
  Writer writer;

  /* Draw first: a drawing that fails never touches the file. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                        (int) ceil (width * scale),
                                        (int) ceil (height * scale));
  if (!check_cairo (cairo_surface_status (surface), name, "Creating the image", error))
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
  if (!check_cairo (status, name, "Drawing", error))
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }

  if (!writer_open (&writer, file, error))
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }

  status = cairo_surface_write_to_png_stream (surface, write_to_writer, &writer);
  cairo_surface_destroy (surface);

  if (writer.error == NULL && !check_cairo (status, name, "Writing the PNG data", error))
    {
      writer_abort (&writer);
      return FALSE;
    }

  return writer_commit (&writer, error);
}

static gboolean
export_vector (GFile *file, const char *name, QdExportFormat format,
               double width, double height,
               QdDrawFunc draw, gpointer user_data, GError **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  Writer writer;

  if (!writer_open (&writer, file, error))
    return FALSE;

  if (format == QD_EXPORT_SVG)
    surface = cairo_svg_surface_create_for_stream (write_to_writer, &writer, width, height);
  else
    surface = cairo_pdf_surface_create_for_stream (write_to_writer, &writer, width, height);

  cr = cairo_create (surface);
  draw (cr, width, height, user_data);
  status = cairo_status (cr);
  cairo_destroy (cr);

  /* Finishing writes the rest of the document through write_to_writer. */
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (writer.error == NULL && !check_cairo (status, name, "Drawing", error))
    {
      writer_abort (&writer);
      return FALSE;
    }

  return writer_commit (&writer, error);
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

  name = file_display_name (file);
  if (!check_arguments (name, format, width, height, scale, error))
    return FALSE;

  if (format == QD_EXPORT_PNG)
    return export_png (file, name, width, height, scale, draw, user_data, error);
  return export_vector (file, name, format, width, height, draw, user_data, error);
}

/* Like g_file_replace_contents(), which however commits a partly written file
 * when a write fails (it closes the stream normally). */
gboolean
qd_save_text (GFile *file, const char *text, gssize length, GError **error)
{
  Writer writer;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (length < 0)
    length = (gssize) strlen (text);

  if (!writer_open (&writer, file, error))
    return FALSE;
  writer_write (&writer, text, (gsize) length);
  return writer_commit (&writer, error);
}
