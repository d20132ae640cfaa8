/* qd-export.h — one path from a drawing function to PNG, SVG and PDF files,
 * used by the window and by the command line.  Files are written by the
 * writer of core/qd-file.h: a regular file is never left half written. */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "core/qd-file.h"   /* qd_save_text, QdSaveStream: the writer used here */

G_BEGIN_DECLS

typedef enum {
  QD_EXPORT_PNG,
  QD_EXPORT_SVG,
  QD_EXPORT_PDF,
} QdExportFormat;

/* Draws a picture of width x height user units onto cr (already cleared to
 * transparent; the function paints its own background). */
typedef void (*QdDrawFunc) (cairo_t *cr, double width, double height, gpointer user_data);

/* From a file name's extension (.png .svg .pdf, any case). */
gboolean    qd_export_format_from_path (const char *path, QdExportFormat *format);
const char *qd_export_format_extension (QdExportFormat format);   /* "png" */
const char *qd_export_format_mime_type (QdExportFormat format);

/* Writes the drawing to `file`.  PNG is rendered at `scale` device pixels per
 * unit (1 or 2); SVG and PDF are vector, one unit = one point. */
gboolean qd_export_drawing (GFile *file,
                            QdExportFormat format,
                            double width,
                            double height,
                            double scale,
                            QdDrawFunc draw,
                            gpointer user_data,
                            GError **error);

/* While attached, every text drawn on `surface` by the drawings of
 * src/render is appended to `log` (a copy; the array frees its strings with
 * g_free).  NULL detaches.  For checks of what a picture says, such as the
 * test that no English is left in a translated window. */
void     qd_export_log_text (cairo_surface_t *surface, GPtrArray *log);

/* A cairo_write_func_t writing to the QdSaveStream `closure`, for a surface
 * made with cairo_*_create_for_stream (a failed write is a write error). */
cairo_status_t qd_export_stream_write (void *closure, const unsigned char *data, unsigned int length);
/* Destroys `cr`, then finishes and destroys the stream surface it drew on
 * (finishing writes the rest of the document): cr's status, else the
 * surface's. */
cairo_status_t qd_export_stream_close (cairo_t *cr, cairo_surface_t *surface);

G_END_DECLS
